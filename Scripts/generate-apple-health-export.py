#!/usr/bin/env python3
"""Writes a synthetic Apple Health export in Apple's layout, for the benchmark.

    Scripts/generate-apple-health-export.py OUTPUT_DIR [--records N] [--workouts N] [--routes N]
                                            [--devices N]

OUTPUT_DIR/apple_health_export/export.xml gets an XML declaration, an internal DTD subset
(as Apple writes one), ExportDate, Me, N quantity records (heart rate with motion-context
metadata, steps, active and basal energy, distance: the mix of a watch and a phone, with
Apple's device descriptions), a few category records, and N workouts with metadata, events,
statistics and, for the first --routes of them, a WorkoutRoute whose FileReference names a
GPX file written to OUTPUT_DIR/apple_health_export/workout-routes/. Over the same days it also
writes (write_health_records, write_activity_summaries) the other kinds of an export: category
records (sleep analysis stages each night, mindful sessions, environmental audio exposure
events), quantity records of types workoutkit does not list (Apple stand time in min,
environmental audio exposure in dBASPL, body mass index), blood-pressure Correlations holding
their systolic and diastolic Records (mmHg), and one ActivitySummary per day (energy in kcal,
exercise and move time in minutes, stand hours, with goals); --no-health-records leaves them out. With --zip the folder is
also packed as OUTPUT_DIR/export.zip. The output is the same on every run (fixed seed, fixed
dates); the defaults give about 300 MB. With --devices N (default 1), the quantity records
name N distinct devices (the watch's and the phone's software versions numbered 1 to N, cycling),
as an export gathered from many devices over the years does.
"""
import argparse
import os
import random
import zipfile
from datetime import datetime, timedelta, timezone

ZONE = timezone(timedelta(hours=1))
WATCH = ("&lt;&lt;HKDevice: 0x283a1c2d0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, "
         "hardware:Watch6,2, software:10.2&gt;")
PHONE = ("&lt;&lt;HKDevice: 0x283a1c5a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, "
         "hardware:iPhone14,2, software:17.2.1&gt;")
DTD = """<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type CDATA #REQUIRED
  unit CDATA #IMPLIED
  value CDATA #IMPLIED
  sourceName CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device CDATA #IMPLIED
  creationDate CDATA #IMPLIED
  startDate CDATA #REQUIRED
  endDate CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics|WorkoutActivity)*)>
<!ATTLIST Workout
  workoutActivityType CDATA #REQUIRED
  duration CDATA #IMPLIED
  durationUnit CDATA #IMPLIED
  sourceName CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device CDATA #IMPLIED
  creationDate CDATA #IMPLIED
  startDate CDATA #REQUIRED
  endDate CDATA #REQUIRED
>
<!ELEMENT WorkoutEvent (MetadataEntry?)>
<!ATTLIST WorkoutEvent
  type CDATA #REQUIRED
  date CDATA #REQUIRED
  duration CDATA #IMPLIED
  durationUnit CDATA #IMPLIED
>
<!ELEMENT WorkoutStatistics EMPTY>
<!ATTLIST WorkoutStatistics
  type CDATA #REQUIRED
  startDate CDATA #REQUIRED
  endDate CDATA #REQUIRED
  average CDATA #IMPLIED
  minimum CDATA #IMPLIED
  maximum CDATA #IMPLIED
  sum CDATA #IMPLIED
  unit CDATA #IMPLIED
>
<!ELEMENT WorkoutRoute ((MetadataEntry|FileReference)*)>
<!ATTLIST WorkoutRoute
  sourceName CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device CDATA #IMPLIED
  creationDate CDATA #IMPLIED
  startDate CDATA #REQUIRED
  endDate CDATA #REQUIRED
>
<!ELEMENT FileReference EMPTY>
<!ATTLIST FileReference
  path CDATA #REQUIRED
>
]>
"""


def stamp(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S %z")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output")
    parser.add_argument("--records", type=int, default=650_000)
    parser.add_argument("--workouts", type=int, default=280)
    parser.add_argument("--routes", type=int, default=100)
    parser.add_argument("--route-points", type=int, default=1800)
    parser.add_argument("--devices", type=int, default=1, help="distinct devices the records name")
    parser.add_argument("--zip", action="store_true", help="also write OUTPUT/export.zip")
    parser.add_argument("--no-health-records", action="store_true",
                        help="no category records, other quantity types, correlations or activity summaries")
    args = parser.parse_args()

    rng = random.Random(20240115)
    folder = os.path.join(args.output, "apple_health_export")
    routes_folder = os.path.join(folder, "workout-routes")
    os.makedirs(routes_folder, exist_ok=True)
    begin = datetime(2021, 1, 1, 6, 0, 0, tzinfo=ZONE)
    created = stamp(begin + timedelta(days=1200))
    # Records spread over the period the workouts cover, a little over two years.
    step = timedelta(days=2 * args.workouts + 30) / max(args.records, 1)
    kinds = [
        ("HKQuantityTypeIdentifierHeartRate", "count/min", WATCH, "Apple Watch", 0.55),
        ("HKQuantityTypeIdentifierStepCount", "count", PHONE, "iPhone", 0.15),
        ("HKQuantityTypeIdentifierActiveEnergyBurned", "kcal", WATCH, "Apple Watch", 0.13),
        ("HKQuantityTypeIdentifierBasalEnergyBurned", "kcal", WATCH, "Apple Watch", 0.09),
        ("HKQuantityTypeIdentifierDistanceWalkingRunning", "km", PHONE, "iPhone", 0.08),
    ]
    thresholds = []
    total = 0.0
    for kind in kinds:
        total += kind[4]
        thresholds.append((total, kind))

    with open(os.path.join(folder, "export.xml"), "w", encoding="utf-8", newline="\n") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        out.write(DTD)
        out.write('<HealthData locale="en_GB">\n')
        out.write(f' <ExportDate value="{created}"/>\n')
        out.write(' <Me HKCharacteristicTypeIdentifierDateOfBirth="1985-04-02" '
                  'HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>\n')
        moment = begin
        lines = []
        for index in range(args.records):
            moment += step
            pick = rng.random()
            kind = next(k for limit, k in thresholds if pick <= limit)
            identifier, unit, device, source, _ = kind
            if args.devices > 1:
                device = device[:-len("&gt;")] + f".{index % args.devices + 1}&gt;"
            if identifier.endswith("HeartRate"):
                value = str(rng.randint(48, 182))
                end = moment
            elif identifier.endswith("StepCount"):
                value = str(rng.randint(5, 900))
                end = moment + timedelta(minutes=rng.randint(1, 10))
            elif identifier.endswith("DistanceWalkingRunning"):
                value = f"{rng.uniform(0.01, 0.8):.5f}"
                end = moment + timedelta(minutes=rng.randint(1, 10))
            else:
                value = f"{rng.uniform(0.05, 12):.3f}"
                end = moment + timedelta(minutes=1)
            head = (f' <Record type="{identifier}" sourceName="{source}" sourceVersion="10.2" device="{device}" '
                    f'unit="{unit}" creationDate="{stamp(end)}" startDate="{stamp(moment)}" endDate="{stamp(end)}" '
                    f'value="{value}"')
            if identifier.endswith("HeartRate"):
                lines.append(head + '>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="'
                             + str(rng.randint(0, 2)) + '"/>\n </Record>\n')
            else:
                lines.append(head + "/>\n")
            if index % 2000 == 0:
                lines.append(f' <Record type="HKCategoryTypeIdentifierAppleStandHour" sourceName="Apple Watch" '
                             f'sourceVersion="10.2" device="{WATCH}" creationDate="{stamp(moment)}" '
                             f'startDate="{stamp(moment)}" endDate="{stamp(moment + timedelta(hours=1))}" '
                             f'value="HKCategoryValueAppleStandHourStood"/>\n')
            if len(lines) >= 10_000:
                out.write("".join(lines))
                lines = []
        out.write("".join(lines))
        days = 2 * args.workouts + 30
        if not args.no_health_records:
            write_health_records(out, begin, days)

        activities = [("HKWorkoutActivityTypeRunning", 2.9), ("HKWorkoutActivityTypeCycling", 7.5),
                      ("HKWorkoutActivityTypeWalking", 1.4)]
        for number in range(args.workouts):
            activity, speed = activities[number % len(activities)]
            start = begin + timedelta(days=2 * number, hours=rng.randint(0, 10))
            minutes = rng.randint(25, 95)
            end = start + timedelta(minutes=minutes)
            distance = speed * minutes * 60 / 1000
            energy = minutes * rng.uniform(7, 12)
            out.write(f' <Workout workoutActivityType="{activity}" duration="{minutes}" durationUnit="min" '
                      f'sourceName="Apple Watch" sourceVersion="10.2" device="{WATCH}" creationDate="{stamp(end)}" '
                      f'startDate="{stamp(start)}" endDate="{stamp(end)}">\n')
            out.write('  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n')
            out.write('  <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>\n')
            out.write(f'  <MetadataEntry key="HKWeatherTemperature" value="{rng.randint(30, 80)} degF"/>\n')
            pause = start + timedelta(minutes=minutes // 2)
            out.write(f'  <WorkoutEvent type="HKWorkoutEventTypePause" date="{stamp(pause)}"/>\n')
            out.write(f'  <WorkoutEvent type="HKWorkoutEventTypeResume" date="{stamp(pause + timedelta(minutes=1))}"/>\n')
            out.write(f'  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="{stamp(start)}" '
                      f'endDate="{stamp(end)}" sum="{energy:.3f}" unit="kcal"/>\n')
            distance_type = ("HKQuantityTypeIdentifierDistanceCycling" if "Cycling" in activity
                             else "HKQuantityTypeIdentifierDistanceWalkingRunning")
            out.write(f'  <WorkoutStatistics type="{distance_type}" startDate="{stamp(start)}" endDate="{stamp(end)}" '
                      f'sum="{distance:.4f}" unit="km"/>\n')
            out.write(f'  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="{stamp(start)}" '
                      f'endDate="{stamp(end)}" average="{rng.randint(120, 150)}" minimum="{rng.randint(80, 100)}" '
                      f'maximum="{rng.randint(160, 185)}" unit="count/min"/>\n')
            if number < args.routes:
                name = f"route_{start.strftime('%Y-%m-%d_%-I.%M%p').lower()}_{number}.gpx"
                write_route(os.path.join(routes_folder, name), start, args.route_points, rng)
                out.write(f'  <WorkoutRoute sourceName="Apple Watch" sourceVersion="10.2" creationDate="{stamp(end)}" '
                          f'startDate="{stamp(start)}" endDate="{stamp(end)}">\n')
                out.write('   <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>\n')
                out.write(f'   <MetadataEntry key="HKMetadataKeySyncIdentifier" value="route-{number:05d}"/>\n')
                out.write(f'   <FileReference path="/workout-routes/{name}"/>\n')
                out.write('  </WorkoutRoute>\n')
            out.write(' </Workout>\n')
        if not args.no_health_records:
            write_activity_summaries(out, begin, days)
        out.write('</HealthData>\n')

    if args.zip:
        with zipfile.ZipFile(os.path.join(args.output, "export.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
            for root, _, files in os.walk(folder):
                for name in sorted(files):
                    path = os.path.join(root, name)
                    info = zipfile.ZipInfo(os.path.relpath(path, args.output), (2024, 1, 1, 0, 0, 0))
                    info.compress_type = zipfile.ZIP_DEFLATED
                    with open(path, "rb") as source:
                        archive.writestr(info, source.read())


def write_health_records(out, begin, days):
    """Category records, quantity records of types workoutkit does not list, and blood-pressure
    correlations, day by day (their own seed: the quantity records stay as they were)."""
    rng = random.Random(20251125)
    watch = ' sourceName="Apple Watch" sourceVersion="10.2" device="' + WATCH + '"'
    phone = ' sourceName="iPhone" sourceVersion="17.2.1" device="' + PHONE + '"'
    lines = []
    for day in range(days):
        night = begin + timedelta(days=day, hours=17 + rng.randint(0, 2), minutes=rng.randint(0, 59))
        moment = night
        for stage in ["InBed", "AsleepCore", "AsleepDeep", "AsleepCore", "AsleepREM", "Awake", "AsleepCore"]:
            end = moment + timedelta(minutes=rng.randint(10, 90))
            lines.append(f' <Record type="HKCategoryTypeIdentifierSleepAnalysis"{watch} creationDate="{stamp(end)}" '
                         f'startDate="{stamp(moment)}" endDate="{stamp(end)}" '
                         f'value="HKCategoryValueSleepAnalysis{stage}">\n'
                         f'  <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>\n </Record>\n')
            moment = end
        noon = begin + timedelta(days=day, hours=6)
        for hour in range(0, 12, 3):
            start = noon + timedelta(hours=hour)
            lines.append(f' <Record type="HKQuantityTypeIdentifierAppleStandTime"{watch} unit="min" '
                         f'creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start + timedelta(minutes=5))}" value="{rng.randint(1, 5)}"/>\n')
            lines.append(f' <Record type="HKQuantityTypeIdentifierEnvironmentalAudioExposure"{phone} unit="dBASPL" '
                         f'creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start + timedelta(minutes=30))}" value="{rng.uniform(40, 85):.4f}"/>\n')
        if day % 7 == 0:
            start = noon + timedelta(hours=1)
            lines.append(f' <Record type="HKCategoryTypeIdentifierMindfulSession"{watch} creationDate="{stamp(start)}" '
                         f'startDate="{stamp(start)}" endDate="{stamp(start + timedelta(minutes=10))}" '
                         f'value="HKCategoryValueNotApplicable"/>\n')
            lines.append(f' <Record type="HKQuantityTypeIdentifierBodyMassIndex" sourceName="Health Mate" '
                         f'sourceVersion="6.3.1" unit="count" creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start)}" value="{rng.uniform(21, 24):.4f}"/>\n')
        if day % 11 == 0:
            start = noon + timedelta(hours=2)
            lines.append(f' <Record type="HKCategoryTypeIdentifierEnvironmentalAudioExposureEvent"{watch} '
                         f'creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start + timedelta(minutes=3))}" '
                         f'value="HKCategoryValueEnvironmentalAudioExposureEventMomentaryLimit">\n'
                         f'  <MetadataEntry key="HKMetadataKeyAudioExposureLevel" value="{rng.uniform(90, 100):.3f} dBASPL"/>\n'
                         f' </Record>\n')
    out.write("".join(lines))
    lines = []
    for day in range(0, days, 3):
        moment = stamp(begin + timedelta(days=day, hours=1, minutes=rng.randint(0, 59)))
        systolic, diastolic = rng.randint(105, 140), rng.randint(65, 90)
        members = ""
        for kind, value in (("Systolic", systolic), ("Diastolic", diastolic)):
            members += (f'  <Record type="HKQuantityTypeIdentifierBloodPressure{kind}" sourceName="Health Mate" '
                        f'sourceVersion="6.3.1" unit="mmHg" creationDate="{moment}" startDate="{moment}" '
                        f'endDate="{moment}" value="{value}">\n'
                        f'   <MetadataEntry key="HKWasUserEntered" value="0"/>\n  </Record>\n')
        lines.append(f' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Health Mate" '
                     f'sourceVersion="6.3.1" creationDate="{moment}" startDate="{moment}" endDate="{moment}">\n'
                     f'  <MetadataEntry key="Withings User Identifier" value="12345"/>\n{members} </Correlation>\n')
    out.write("".join(lines))


def write_activity_summaries(out, begin, days):
    """One ActivitySummary per day, as Apple writes them after the workouts."""
    rng = random.Random(20251126)
    lines = []
    for day in range(days):
        date = (begin + timedelta(days=day)).strftime("%Y-%m-%d")
        lines.append(f' <ActivitySummary dateComponents="{date}" activeEnergyBurned="{rng.uniform(150, 900):.3f}" '
                     f'activeEnergyBurnedGoal="600" activeEnergyBurnedUnit="kcal" appleMoveTime="0" '
                     f'appleMoveTimeGoal="0" appleExerciseTime="{rng.randint(0, 120)}" appleExerciseTimeGoal="30" '
                     f'appleStandHours="{rng.randint(4, 16)}" appleStandHoursGoal="12"/>\n')
    out.write("".join(lines))


def write_route(path, start, points, rng):
    """An Apple route GPX: one point a second with speed, course and accuracies."""
    lat, lon = 52.5 + rng.uniform(-0.05, 0.05), 13.4 + rng.uniform(-0.05, 0.05)
    rows = ['<?xml version="1.0" encoding="UTF-8"?>\n'
            '<gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">\n'
            ' <metadata>\n  <time>2024-01-15T09:00:00Z</time>\n </metadata>\n <trk>\n  <trkseg>\n']
    moment = start.astimezone(timezone.utc)
    for _ in range(points):
        lat += rng.uniform(-2e-5, 4e-5)
        lon += rng.uniform(-2e-5, 4e-5)
        rows.append(f'   <trkpt lon="{lon:.6f}" lat="{lat:.6f}"><ele>{30 + rng.uniform(0, 20):.6f}</ele>'
                    f'<time>{moment.strftime("%Y-%m-%dT%H:%M:%SZ")}</time><extensions><speed>{rng.uniform(2, 4):.6f}'
                    f'</speed><course>{rng.uniform(0, 360):.6f}</course><hAcc>{rng.uniform(2, 9):.6f}</hAcc>'
                    f'<vAcc>{rng.uniform(1, 6):.6f}</vAcc></extensions></trkpt>\n')
        moment += timedelta(seconds=1)
    rows.append("  </trkseg>\n </trk>\n</gpx>\n")
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write("".join(rows))


if __name__ == "__main__":
    main()
