#!/usr/bin/env python3
"""Writes a synthetic Apple Health export in Apple's layout, for the benchmark.

    Scripts/generate-apple-health-export.py OUTPUT_DIR [--records N] [--workouts N] [--routes N]
                                            [--devices N] [--zip]

OUTPUT_DIR/apple_health_export/export.xml gets an XML declaration, an internal DTD subset
(as Apple writes one), ExportDate, Me, N quantity records, a few category records, and
N workouts with metadata, events, statistics and, for the first --routes of them, a
WorkoutRoute whose FileReference names a GPX file written to
OUTPUT_DIR/apple_health_export/workout-routes/. With --zip the folder is also packed as
OUTPUT_DIR/export.zip. The output is the same on every run (fixed seed, fixed dates); the
defaults give an export.xml of about 100 MB (220,000 records).

The quantity records look like a real export's, as the corpus's excerpts
(../shared/corpus/applehealth, from healthkit-to-sqlite's tests: an Apple Watch heart rate
with its motion context, a Withings BMI with five metadata entries and no device) and
public excerpts of real exports show them:

- Every `device` attribute names its own object address (`<<HKDevice: 0x30a1c2d0e>, ...`,
  a new address on each record) and ends in `creation date:` (when that device entry was
  made: it changes with the device's software version, in UTC). Apple's own sources
  (`Anna's Apple Watch`, `Anna's iPhone`, with a typographic apostrophe and a no-break
  space as the devices name themselves) give their software version as `sourceVersion`;
  the watch and the phone move through software versions over the two years, each with
  its own creation date.
- Records are grouped by type, in the order real exports list them (Height, BodyMass,
  HeartRate, RespiratoryRate, StepCount, DistanceWalkingRunning, BasalEnergyBurned,
  ActiveEnergyBurned, ... HeartRateVariabilitySDNN), in time order within a type.
- The mix of a watch wearer's export (share of quantity records, TYPES below): active
  energy 27%, basal energy 20%, heart rate 22%, distance 9%, steps 7%, stand time,
  exercise time, audio exposure, walking metrics, respiratory rate, SpO2, HRV, resting
  and walking heart rate, VO2 max at a few percent or less, and a third-party app's
  scale readings (Withings' Health Mate: body mass, BMI, body fat, no device, with the
  corpus's metadata entries). Types workoutkit's model does not list (stand time, audio
  exposure, walking metrics, BMI, body fat) are among them, as in a real export.
- Metadata as Apple writes it: the heart-rate motion context on the watch's heart rates,
  the test type on VO2 max, a HeartRateVariabilityMetadataList of instantaneous beats on
  each HRV record, HKWasUserEntered on hand-entered height; none on the rest.
- Dates in the zone of the day (+0100 in winter, +0200 in summer); `creationDate` a little
  after `endDate`.

With --devices N (default 1), the records name N distinct devices (the software versions
numbered 1 to N, cycling), as an export gathered from many devices over the years does.

Over the same days it also writes (write_health_records, write_activity_summaries) the
other kinds of an export: category records (sleep analysis stages each night, mindful
sessions, environmental audio exposure events), blood-pressure Correlations holding their
systolic and diastolic Records (mmHg), and one ActivitySummary per day (energy in kcal,
exercise and move time in minutes, stand hours, with goals); --no-health-records leaves
them out.
"""
import argparse
import os
import random
import zipfile
from datetime import datetime, timedelta, timezone

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
<!ELEMENT HeartRateVariabilityMetadataList (InstantaneousBeatsPerMinute*)>
<!ELEMENT InstantaneousBeatsPerMinute EMPTY>
<!ATTLIST InstantaneousBeatsPerMinute
  bpm  CDATA #REQUIRED
  time CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ATTLIST Correlation
  type          CDATA #REQUIRED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
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
<!ELEMENT ActivitySummary EMPTY>
<!ATTLIST ActivitySummary
  dateComponents           CDATA #IMPLIED
  activeEnergyBurned       CDATA #IMPLIED
  activeEnergyBurnedGoal   CDATA #IMPLIED
  activeEnergyBurnedUnit   CDATA #IMPLIED
  appleMoveTime            CDATA #IMPLIED
  appleMoveTimeGoal        CDATA #IMPLIED
  appleExerciseTime        CDATA #IMPLIED
  appleExerciseTimeGoal    CDATA #IMPLIED
  appleStandHours          CDATA #IMPLIED
  appleStandHoursGoal      CDATA #IMPLIED
>
<!ELEMENT FileReference EMPTY>
<!ATTLIST FileReference
  path CDATA #REQUIRED
>
]>
"""


OWNER = "Anna\u2019s"
UTC = timezone.utc


def zone_of(moment):
    """The zone of the day in Central Europe: +0200 from the last Sunday of March to the last
    Sunday of October (01:00 UTC), +0100 otherwise."""
    def last_sunday(year, month):
        day = datetime(year, month + 1, 1, 1, 0, tzinfo=UTC) - timedelta(days=1)
        return day - timedelta(days=(day.weekday() + 1) % 7)
    summer = last_sunday(moment.year, 3) <= moment < last_sunday(moment.year, 10)
    return timezone(timedelta(hours=2 if summer else 1))


def stamp(moment):
    return moment.astimezone(zone_of(moment)).strftime("%Y-%m-%d %H:%M:%S %z")


class AppleDevice:
    """A watch or phone whose software is updated over time. Each record names it with a new
    object address; `creation date:` is when the device entry of that software version was made."""

    def __init__(self, name, model, hardware, releases):
        self.name, self.model, self.hardware = name, model, hardware
        # (from, software, creation date), oldest first
        self.releases = releases

    def release(self, moment):
        current = self.releases[0]
        for release in self.releases:
            if release[0] <= moment:
                current = release
        return current

    def software(self, moment):
        return self.release(moment)[1]

    def text(self, moment, rng, variant=None):
        _, software, created = self.release(moment)
        if variant is not None:
            software += f".{variant}"
        address = f"0x{rng.randrange(0x280000000, 0x400000000):09x}"
        return (f"&lt;&lt;HKDevice: {address}&gt;, name:{self.name}, manufacturer:Apple Inc., model:{self.model}, "
                f"hardware:{self.hardware}, software:{software}, "
                f"creation date:{created.strftime('%Y-%m-%d %H:%M:%S +0000')}&gt;")


def releases(versions):
    """Software versions from their install dates; the device entry is made a few hours later."""
    return [(datetime(*day, 21, 0, tzinfo=UTC), version, datetime(*day, 23, 14, 7, tzinfo=UTC) + timedelta(minutes=i * 7))
            for i, (day, version) in enumerate(versions)]


WATCH = AppleDevice("Apple Watch", "Watch", "Watch6,2", releases([
    ((2020, 12, 20), "7.2"), ((2021, 4, 28), "7.4"), ((2021, 7, 21), "7.6"), ((2021, 9, 25), "8.0.1"),
    ((2021, 12, 15), "8.3"), ((2022, 3, 16), "8.5"), ((2022, 7, 22), "8.7")]))
PHONE = AppleDevice("iPhone", "iPhone", "iPhone12,1", releases([
    ((2020, 12, 18), "14.3"), ((2021, 4, 27), "14.5"), ((2021, 7, 20), "14.7"), ((2021, 9, 22), "15.0.2"),
    ((2021, 12, 14), "15.2"), ((2022, 3, 15), "15.4"), ((2022, 7, 21), "15.6")]))
WATCH_SOURCE = f"{OWNER} Apple\u00a0Watch"
PHONE_SOURCE = f"{OWNER} iPhone"

# The corpus's Withings record (healthkit-to-sqlite's export.xml): a scale app's reading, no device.
HEALTH_MATE = "Health Mate"


def health_mate_metadata(moment, rng):
    return [("Health Mate App Version", "6.4.1"), ("Withings User Identifier", "12345"),
            ("Modified Date", moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S +0000")),
            ("Withings Link", f"withings-bd2://timeline/measure?userid=12345&amp;date={int(moment.timestamp())}&amp;type=1"),
            ("HKWasUserEntered", "0")]


def hrv_beats(moment, rng):
    """The instantaneous beats of an HRV reading, as HeartRateVariabilityMetadataList holds them."""
    rows, at, local = [], 0.0, moment.astimezone(zone_of(moment))
    for _ in range(rng.randint(45, 75)):
        bpm = rng.randint(52, 78)
        at += 60 / bpm
        beat = local + timedelta(seconds=at)
        clock = beat.strftime("%I:%M:%S").lstrip("0") + f".{beat.microsecond // 10000:02d} " + beat.strftime("%p")
        rows.append(f'   <InstantaneousBeatsPerMinute bpm="{bpm}" time="{clock}"/>\n')
    return "  <HeartRateVariabilityMetadataList>\n" + "".join(rows) + "  </HeartRateVariabilityMetadataList>\n"


def uniform(low, high, digits):
    return lambda rng: f"{rng.uniform(low, high):.{digits}f}"


def whole(low, high):
    return lambda rng: str(rng.randint(low, high))


# (type, unit, share of the records, who writes it (watch, phone, health app, health mate; watch
# share when both), value, duration in seconds (low, high), metadata), in a real export's order.
TYPES = [
    ("Height", "cm", 0.00002, "health", uniform(168, 168, 0), (0, 0), "user"),
    ("BodyMass", "kg", 0.0009, "mate", uniform(61, 66, 2), (0, 0), "mate"),
    ("BodyMassIndex", "count", 0.0009, "mate", uniform(21.5, 23.5, 4), (0, 0), "mate"),
    ("BodyFatPercentage", "%", 0.0009, "mate", uniform(0.2, 0.26, 3), (0, 0), "mate"),
    ("HeartRate", "count/min", 0.22, "watch", whole(48, 182), (0, 0), "motion"),
    ("RespiratoryRate", "count/min", 0.008, "watch", uniform(12, 18, 1), (0, 180), None),
    ("OxygenSaturation", "%", 0.004, "watch", uniform(0.94, 1.0, 2), (0, 0), None),
    ("StepCount", "count", 0.07, 0.35, whole(5, 900), (60, 600), None),
    ("DistanceWalkingRunning", "km", 0.09, 0.65, uniform(0.005, 0.8, 5), (60, 600), None),
    ("BasalEnergyBurned", "kcal", 0.20, "watch", uniform(0.5, 30, 3), (60, 1800), None),
    ("ActiveEnergyBurned", "kcal", 0.27, "watch", uniform(0.05, 12, 3), (60, 90), None),
    ("FlightsClimbed", "count", 0.01, 0.3, whole(1, 6), (10, 300), None),
    ("AppleExerciseTime", "min", 0.02, "watch", whole(1, 1), (60, 60), None),
    ("RestingHeartRate", "count/min", 0.001, "watch", whole(48, 62), (0, 0), None),
    ("VO2Max", "mL/min\u00b7kg", 0.0005, "watch", uniform(38, 46, 4), (0, 0), "vo2"),
    ("WalkingHeartRateAverage", "count/min", 0.001, "watch", whole(85, 110), (600, 3600), None),
    ("EnvironmentalAudioExposure", "dBASPL", 0.03, "watch", uniform(40, 85, 4), (1800, 1800), None),
    ("HeadphoneAudioExposure", "dBASPL", 0.01, "phone", uniform(55, 80, 4), (60, 1800), None),
    ("WalkingDoubleSupportPercentage", "%", 0.008, "phone", uniform(0.25, 0.33, 3), (10, 600), None),
    ("AppleStandTime", "min", 0.03, "watch", whole(1, 5), (60, 300), None),
    ("WalkingSpeed", "km/hr", 0.012, "phone", uniform(3.5, 5.8, 3), (10, 600), None),
    ("WalkingStepLength", "cm", 0.012, "phone", uniform(62, 78, 0), (10, 600), None),
    ("WalkingAsymmetryPercentage", "%", 0.004, "phone", uniform(0, 0.08, 2), (10, 600), None),
    ("HeartRateVariabilitySDNN", "ms", 0.003, "watch", uniform(20, 90, 4), (60, 60), "hrv"),
]


def write_quantity_records(out, args, rng, begin, period):
    """The quantity records: each type's share of --records, spread over the period in time order."""
    total_share = sum(kind[2] for kind in TYPES)
    number = 0
    for name, unit, share, writer, value, (shortest, longest), metadata in TYPES:
        count = max(1, round(args.records * share / total_share))
        moments = sorted(begin + period * rng.random() for _ in range(count))
        lines = []
        for moment in moments:
            moment = moment.replace(microsecond=0)
            who = writer if isinstance(writer, str) else ("watch" if rng.random() < writer else "phone")
            end = moment + timedelta(seconds=rng.randint(shortest, longest))
            attributes = f'type="HKQuantityTypeIdentifier{name}" '
            if who in ("watch", "phone", "health"):
                device = WATCH if who == "watch" else PHONE
                source = {"watch": WATCH_SOURCE, "phone": PHONE_SOURCE, "health": "Health"}[who]
                variant = number % args.devices + 1 if args.devices > 1 else None
                attributes += (f'sourceName="{source}" sourceVersion="{device.software(moment)}" '
                               f'device="{device.text(moment, rng, variant)}" ')
            else:
                attributes += f'sourceName="{HEALTH_MATE}" sourceVersion="6040100" '
            created = end + timedelta(seconds=rng.randint(1, 900))
            attributes += (f'unit="{unit}" creationDate="{stamp(created)}" startDate="{stamp(moment)}" '
                           f'endDate="{stamp(end)}" value="{value(rng)}"')
            if metadata == "motion":
                body = f'  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="{rng.choice("0001112")}"/>\n'
            elif metadata == "vo2":
                body = '  <MetadataEntry key="HKVO2MaxTestType" value="2"/>\n'
            elif metadata == "user":
                body = '  <MetadataEntry key="HKWasUserEntered" value="1"/>\n'
            elif metadata == "mate":
                body = "".join(f'  <MetadataEntry key="{key}" value="{text}"/>\n' for key, text in health_mate_metadata(moment, rng))
            elif metadata == "hrv":
                body = hrv_beats(moment, rng)
            else:
                body = ""
            lines.append(f" <Record {attributes}>\n{body} </Record>\n" if body else f" <Record {attributes}/>\n")
            number += 1
            if len(lines) >= 10_000:
                out.write("".join(lines))
                lines = []
        out.write("".join(lines))


def write_stand_hours(out, rng, begin, period, count):
    """Category records of the watch's stand hours (one per 2,000 quantity records)."""
    for index in range(count):
        moment = (begin + period * (index + 0.5) / max(count, 1)).replace(minute=0, second=0, microsecond=0)
        out.write(f' <Record type="HKCategoryTypeIdentifierAppleStandHour" sourceName="{WATCH_SOURCE}" '
                  f'sourceVersion="{WATCH.software(moment)}" device="{WATCH.text(moment, rng)}" '
                  f'creationDate="{stamp(moment)}" startDate="{stamp(moment)}" '
                  f'endDate="{stamp(moment + timedelta(hours=1))}" value="HKCategoryValueAppleStandHourStood"/>\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output")
    parser.add_argument("--records", type=int, default=220_000)
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
    begin = datetime(2021, 1, 1, 5, 0, 0, tzinfo=UTC)
    created = stamp(begin + timedelta(days=1200))
    # Records spread over the period the workouts cover, a little over two years.
    period = timedelta(days=2 * args.workouts + 30)

    with open(os.path.join(folder, "export.xml"), "w", encoding="utf-8", newline="\n") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        out.write(DTD)
        out.write('<HealthData locale="en_GB">\n')
        out.write(f' <ExportDate value="{created}"/>\n')
        out.write(' <Me HKCharacteristicTypeIdentifierDateOfBirth="1985-04-02" '
                  'HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>\n')
        write_quantity_records(out, args, rng, begin, period)
        write_stand_hours(out, rng, begin, period, args.records // 2000 + 1)
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
                      f'sourceName="{WATCH_SOURCE}" sourceVersion="{WATCH.software(start)}" device="{WATCH.text(start, rng)}" '
                      f'creationDate="{stamp(end)}" startDate="{stamp(start)}" endDate="{stamp(end)}">\n')
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
                out.write(f'  <WorkoutRoute sourceName="{WATCH_SOURCE}" sourceVersion="{WATCH.software(start)}" creationDate="{stamp(end)}" '
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

    def watch(moment):  # as the quantity records name the watch and the phone: a new address each time
        return f' sourceName="{WATCH_SOURCE}" sourceVersion="{WATCH.software(moment)}" device="{WATCH.text(moment, rng)}"'

    def phone(moment):
        return f' sourceName="{PHONE_SOURCE}" sourceVersion="{PHONE.software(moment)}" device="{PHONE.text(moment, rng)}"'
    lines = []
    for day in range(days):
        night = begin + timedelta(days=day, hours=17 + rng.randint(0, 2), minutes=rng.randint(0, 59))
        moment = night
        for stage in ["InBed", "AsleepCore", "AsleepDeep", "AsleepCore", "AsleepREM", "Awake", "AsleepCore"]:
            end = moment + timedelta(minutes=rng.randint(10, 90))
            lines.append(f' <Record type="HKCategoryTypeIdentifierSleepAnalysis"{watch(moment)} creationDate="{stamp(end)}" '
                         f'startDate="{stamp(moment)}" endDate="{stamp(end)}" '
                         f'value="HKCategoryValueSleepAnalysis{stage}">\n'
                         f'  <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>\n </Record>\n')
            moment = end
        noon = begin + timedelta(days=day, hours=6)
        for hour in range(0, 12, 3):
            start = noon + timedelta(hours=hour)
            lines.append(f' <Record type="HKQuantityTypeIdentifierAppleStandTime"{watch(start)} unit="min" '
                         f'creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start + timedelta(minutes=5))}" value="{rng.randint(1, 5)}"/>\n')
            lines.append(f' <Record type="HKQuantityTypeIdentifierEnvironmentalAudioExposure"{phone(start)} unit="dBASPL" '
                         f'creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start + timedelta(minutes=30))}" value="{rng.uniform(40, 85):.4f}"/>\n')
        if day % 7 == 0:
            start = noon + timedelta(hours=1)
            lines.append(f' <Record type="HKCategoryTypeIdentifierMindfulSession"{watch(start)} creationDate="{stamp(start)}" '
                         f'startDate="{stamp(start)}" endDate="{stamp(start + timedelta(minutes=10))}" '
                         f'value="HKCategoryValueNotApplicable"/>\n')
            lines.append(f' <Record type="HKQuantityTypeIdentifierBodyMassIndex" sourceName="Health Mate" '
                         f'sourceVersion="6.3.1" unit="count" creationDate="{stamp(start)}" startDate="{stamp(start)}" '
                         f'endDate="{stamp(start)}" value="{rng.uniform(21, 24):.4f}"/>\n')
        if day % 11 == 0:
            start = noon + timedelta(hours=2)
            lines.append(f' <Record type="HKCategoryTypeIdentifierEnvironmentalAudioExposureEvent"{watch(start)} '
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
