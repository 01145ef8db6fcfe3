#!/usr/bin/env python3
"""Writes workoutkit's own sample recordings into SampleFiles/.

The recordings are synthetic and deterministic (fixed random seeds):

- morning-run.json, afternoon-ride.json: a 5 km run with a route, heart rate, laps and
  energy per lap, and a ride with power and cadence, in workoutkit's workout JSON
  (DESIGN.md, "Machine-readable output"), one workout per line;
- run.gpx: a 42-minute, 7.5 km hilly run recorded every second as a GPS watch writes it (Garmin's
  TrackPointExtension v2 heart rate, cadence and speed, barometric altitude, a stop at a
  crossing as a new track segment: GPX has no laps);
- ride.tcx and ride.fit: one 40-minute, 18.5 km hilly ride with heart rate, cadence, power,
  altitude, distance, automatic 5 km laps and a stop, as a bike computer writes TCX; the
  FIT file is the TCX converted by workoutkit's own FIT writer.

Speed follows the slope (a runner slows uphill; a rider's speed comes from power with
air and rolling resistance), heart rate follows the effort with a lag and drifts upward,
and the GPS positions wander by a metre or two, as real recordings do.

Regenerate with:  python3 Scripts/generate-sample-files.py [WORKOUTKIT]
(WORKOUTKIT: the built command, default .build/release/workoutkit, else
.build/debug/workoutkit; it writes ride.fit.) Check the files with
`xmllint --noout --schema ../shared/schemas/gpx11-with-garmin.xsd SampleFiles/run.gpx`,
`xmllint --noout --schema ../shared/schemas/TrainingCenterDatabasev2.xsd SampleFiles/ride.tcx`,
gpxpy and Garmin's FIT SDK (the tests in Tests/WorkoutKitCLITests/SampleFileTests.swift do).
"""
import json
import math
import os
import random
import subprocess
import sys
import uuid
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "SampleFiles")


def iso(t):
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def stable_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper()


def destination(lat, lon, bearing_deg, metres):
    """A point `metres` from (lat, lon) along a bearing, on a sphere (good enough for samples)."""
    r = 6371008.8
    b = math.radians(bearing_deg)
    la1, lo1 = math.radians(lat), math.radians(lon)
    d = metres / r
    la2 = math.asin(math.sin(la1) * math.cos(d) + math.cos(la1) * math.sin(d) * math.cos(b))
    lo2 = lo1 + math.atan2(math.sin(b) * math.sin(d) * math.cos(la1), math.cos(d) - math.sin(la1) * math.sin(la2))
    return math.degrees(la2), math.degrees(lo2)


def workout(rng, activity, start, seconds, speed, lap_every, hr_base, kcal_per_s, extra_series, source, device):
    """One workout dictionary with a 1 Hz route, per-second series and per-lap energy and distance."""
    lat, lon, alt = 52.5163, 13.3777, 34.0
    bearing = rng.uniform(0, 360)
    locations, samples, events = [], [], []
    distance_type = "HKQuantityTypeIdentifierDistanceCycling" if activity == "cycling" else "HKQuantityTypeIdentifierDistanceWalkingRunning"
    lap_start, lap_distance, total_distance = 0, 0.0, 0.0
    for i in range(seconds + 1):
        t = start + timedelta(seconds=i)
        v = max(0.5, speed + rng.gauss(0, 0.15))
        if i > 0:
            bearing += rng.gauss(0, 4)
            lat, lon = destination(lat, lon, bearing, v)
            alt += 2.5 * math.sin(i / 300.0) * 0.05 + rng.gauss(0, 0.02)
            lap_distance += v
            total_distance += v
        locations.append({
            "time": iso(t), "latitude": round(lat, 7), "longitude": round(lon, 7), "altitude": round(alt, 1),
            "horizontalAccuracy": 4.0, "verticalAccuracy": 3.0, "speed": round(v, 2), "course": round(bearing % 360, 1),
        })
        hr = hr_base + 20 * (1 - math.exp(-i / 240.0)) + rng.gauss(0, 1.5)
        samples.append({"uuid": stable_uuid(rng), "type": "HKQuantityTypeIdentifierHeartRate",
                        "start": iso(t), "end": iso(t), "value": float(round(hr)), "unit": "count/min"})
        for type_id, unit, base, noise in extra_series:
            samples.append({"uuid": stable_uuid(rng), "type": type_id, "start": iso(t), "end": iso(t),
                            "value": float(round(base + rng.gauss(0, noise))), "unit": unit})
        if (i > 0 and i % lap_every == 0) or i == seconds:
            lap_begin = start + timedelta(seconds=lap_start)
            events.append({"type": "lap", "date": iso(lap_begin), "duration": float(i - lap_start)})
            samples.append({"uuid": stable_uuid(rng), "type": "HKQuantityTypeIdentifierActiveEnergyBurned",
                            "start": iso(lap_begin), "end": iso(t), "value": round(kcal_per_s * (i - lap_start), 1), "unit": "kcal"})
            samples.append({"uuid": stable_uuid(rng), "type": distance_type,
                            "start": iso(lap_begin), "end": iso(t), "value": round(lap_distance, 1), "unit": "m"})
            lap_start, lap_distance = i, 0.0
    end = start + timedelta(seconds=seconds)
    energy = round(kcal_per_s * seconds, 1)
    return {
        "uuid": stable_uuid(rng), "activityType": activity, "start": iso(start), "end": iso(end),
        "duration": float(seconds), "totalEnergyBurned": {"value": energy, "unit": "kcal"},
        "totalDistance": {"value": round(total_distance, 1), "unit": "m"},
        "source": {"name": source, "bundleIdentifier": None}, "device": device,
        "syncIdentifier": f"sample-{activity}-{iso(start)}", "syncVersion": 1,
        "metadata": {"HKIndoorWorkout": False, "HKTimeZone": "Europe/Berlin"},
        "events": events, "activities": [],
        "samples": samples,
        "routes": [{"uuid": stable_uuid(rng), "syncIdentifier": f"sample-route-{iso(start)}", "syncVersion": 1,
                    "locations": locations}],
        "waypoints": [],
    }


def device(name, model, software):
    return {"name": name, "manufacturer": "workoutkit samples", "model": model, "hardwareVersion": None,
            "softwareVersion": software, "serialNumber": None, "creationDate": None}


# --- GPX, TCX and FIT: recordings as devices write them -------------------------------

ORIGIN = (47.9871, 7.8695)   # latitude, longitude of the start: hills east of a town
EARTH_RADIUS = 6371008.8


def to_degrees(x, y):
    """Local east/north metres around ORIGIN to latitude and longitude (a tangent plane)."""
    lat = ORIGIN[0] + math.degrees(y / EARTH_RADIUS)
    lon = ORIGIN[1] + math.degrees(x / (EARTH_RADIUS * math.cos(math.radians(ORIGIN[0]))))
    return lat, lon


def winding(vertices, rng, step, amplitude):
    """Roads and paths between the corners: each leg split every `step` metres and bent
    sideways by a smooth random offset (at most about `amplitude` metres), the ends kept."""
    points = [vertices[0]]
    for (x0, y0), (x1, y1) in zip(vertices, vertices[1:]):
        length = math.dist((x0, y0), (x1, y1))
        pieces = max(1, round(length / step))
        nx, ny = (y0 - y1) / length, (x1 - x0) / length
        offset = 0.0
        for piece in range(1, pieces + 1):
            f = piece / pieces
            offset = 0.6 * offset + rng.gauss(0, amplitude * 0.5)
            side = offset * math.sin(math.pi * f)
            points.append((x0 + f * (x1 - x0) + side * nx, y0 + f * (y1 - y0) + side * ny))
    return points


def smoothed(vertices, corner=12, rounds=3):
    """Turns as streets make them: each corner rounded within `corner` metres of it (points
    added that far from each end of a leg, then Chaikin's corner cutting)."""
    points = [vertices[0]]
    for a, b in zip(vertices, vertices[1:]):
        length = math.dist(a, b)
        if length > 3 * corner:
            f = corner / length
            points += [(a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])),
                       (b[0] - f * (b[0] - a[0]), b[1] - f * (b[1] - a[1]))]
        points.append(b)
    for _ in range(rounds):
        cut = [points[0]]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            cut += [(0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1), (0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1)]
        points = cut + [points[-1]]
    return points


class Path:
    """A polyline walked by distance: the position (metres) at any distance along it."""

    def __init__(self, vertices, rng, step, amplitude):
        self.points = smoothed(winding(vertices, rng, step, amplitude))
        self.cumulative = [0.0]
        for a, b in zip(self.points, self.points[1:]):
            self.cumulative.append(self.cumulative[-1] + math.dist(a, b))
        self.length = self.cumulative[-1]
        self.index = 0

    def at(self, distance):
        distance = min(distance, self.length)
        while self.index + 1 < len(self.cumulative) - 1 and self.cumulative[self.index + 1] < distance:
            self.index += 1
        a, b = self.points[self.index], self.points[self.index + 1]
        span = self.cumulative[self.index + 1] - self.cumulative[self.index]
        f = 0 if span == 0 else (distance - self.cumulative[self.index]) / span
        return a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])


def terrain(x, y):
    """Height above sea level (m) of the made-up hills: a valley floor rising to the east."""
    hill = 64 * math.exp(-((x - 2000) ** 2 + (y - 1500) ** 2) / (2 * 600 ** 2))
    ridge = 45 * math.exp(-((x - 6000) ** 2 + (y - 2000) ** 2) / (2 * 1100 ** 2))
    return 268 + hill + ridge + 0.004 * x + 6 * math.sin(x / 410) * math.cos(y / 530)


def grade(path, distance):
    """The slope of the terrain along the path at a distance (rise over run)."""
    ahead, behind = path.at(distance + 15), path.at(max(0, distance - 15))
    run = math.dist(ahead, behind)
    return 0 if run < 1 else (terrain(*ahead) - terrain(*behind)) / run


class Recorder:
    """Walks a path second by second with a speed model, keeping what a device records:
    position with GPS wander, barometric altitude, distance, heart rate with lag and drift."""

    def __init__(self, rng, path, rest_hr, hr_per_effort, drift_per_minute):
        self.rng, self.path = rng, path
        self.distance = 0.0
        self.hr = rest_hr + 12
        self.rest_hr, self.hr_per_effort, self.drift = rest_hr, hr_per_effort, drift_per_minute
        self.wander = [0.0, 0.0]
        self.points = []

    def step(self, second, speed, effort, moving, extra):
        """Moves `speed` m/s for a second (when moving) and records the point at `second`."""
        if moving:
            self.distance += speed
        # GPS wander: a slow random walk pulled back to the true position.
        for axis in range(2):
            self.wander[axis] = 0.92 * self.wander[axis] + self.rng.gauss(0, 0.45)
        x, y = self.path.at(self.distance)
        target = self.rest_hr + self.hr_per_effort * effort + self.drift * second / 60
        self.hr += (target - self.hr) / (28 if target > self.hr else 45)
        point = {
            "second": second, "x": x + self.wander[0], "y": y + self.wander[1],
            "altitude": terrain(x, y) + self.rng.gauss(0, 0.12), "distance": self.distance,
            "speed": speed if moving else 0.0, "hr": round(self.hr + self.rng.gauss(0, 0.8)), "moving": moving,
        }
        point.update(extra)
        self.points.append(point)


def record_run(rng):
    """A loop run over a hill (7.5 km, 42 minutes), with a 40-second stop at a crossing
    after 14 minutes."""
    # Streets out of town, a river path, switchbacks up the hill, a forest path down, streets back.
    path = Path([(0, 0), (480, 0), (480, 150), (980, 180), (1170, 80), (1530, 120), (1770, 390), (1850, 680), (1690, 830),
                 (1920, 990), (1750, 1170), (1980, 1330), (1820, 1530), (1530, 1690), (1170, 1640), (910, 1800),
                 (550, 1740), (500, 1430), (160, 1400), (130, 1070), (-160, 1040), (-180, 680), (50, 620), (30, 260),
                 (0, 0)], rng, step=90, amplitude=6)
    recorder = Recorder(rng, path, rest_hr=112, hr_per_effort=42, drift_per_minute=0.35)
    stop = range(14 * 60, 14 * 60 + 40)
    pace, second = 3.05, 0
    while recorder.distance < path.length:
        warm = min(1.0, 0.86 + second / 1500)
        g = grade(path, recorder.distance)
        pace += (3.05 * warm * (1 - 3.2 * g) - pace) * 0.08
        speed = max(1.6, min(4.4, pace + rng.gauss(0, 0.06)))
        moving = second not in stop and second > 0
        effort = (speed / 3.05) * (1 + 6 * max(g, -0.05)) if moving else 0.2
        cadence = round(86 + 9 * (speed - 3.05) + rng.gauss(0, 0.9)) if moving else 0
        recorder.step(second, speed, effort, moving, {"cadence": cadence})
        second += 1
    # The watch pauses itself at the stop: it records nothing until the runner moves again.
    return [p for p in recorder.points if p["moving"] or p["second"] == 0]


def ride_speed(power, slope):
    """Steady speed (m/s) at a power on a slope: rolling, gravity and air (84 kg, CdA 0.40 m²)."""
    mass, crr, cda, rho, drivetrain = 84.0, 0.005, 0.40, 1.2, 0.976
    low, high = 0.5, 22.0
    for _ in range(40):
        v = (low + high) / 2
        needed = (mass * 9.81 * v * (slope + crr) + 0.5 * rho * cda * v ** 3) / drivetrain
        low, high = (v, high) if needed < power else (low, v)
    return min(low, 16.5)


def record_ride(rng):
    """A loop ride over two climbs (18.5 km, 40 minutes), with a 90-second stop at a
    junction after 22 minutes."""
    # Out of town on a valley road, up over the ridge by a village, back over the hill.
    path = Path([(0, 0), (480, 0), (480, 150), (1200, -180), (2300, -260), (3050, 120), (3900, 260), (4700, 120),
                 (6400, 500), (6900, 1700), (6300, 2700), (5200, 3100), (4600, 3500), (3500, 3500), (2500, 2750),
                 (1980, 1330), (1530, 1690), (910, 1800), (500, 1430), (130, 1070), (-180, 680), (30, 260), (0, 0)],
                rng, step=160, amplitude=30)
    recorder = Recorder(rng, path, rest_hr=98, hr_per_effort=58, drift_per_minute=0.3)
    stop = range(22 * 60, 22 * 60 + 90)
    speed, second = 4.0, 0
    while recorder.distance < path.length:
        g = grade(path, recorder.distance)
        moving = second not in stop and second > 0
        # The rider pushes harder uphill and coasts down the steeper descents.
        target = 190 + 900 * g + rng.gauss(0, 18) if g > -0.025 else max(0, rng.gauss(25, 20))
        power = max(0, round(target)) if moving else 0
        speed += (ride_speed(max(power, 40 if g < -0.02 else 0), g) - speed) * 0.15 if moving else -speed
        cadence = (round(88 + 0.02 * (power - 200) + rng.gauss(0, 2)) if power > 0 else 0) if moving else 0
        recorder.step(second, max(speed, 0.0), (power / 230) if moving else 0.15, moving, {"cadence": cadence, "power": power})
        second += 1
    return recorder.points


def stamp(start, second):
    return (start + timedelta(seconds=second)).strftime("%Y-%m-%dT%H:%M:%SZ")


def write_gpx(points, start, path):
    """GPX 1.1 as a GPS watch writes it: one track, a new segment after each stop."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<gpx version="1.1" creator="workoutkit sample generator" xmlns="http://www.topografix.com/GPX/1/1"'
             ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"'
             ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
             ' xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd'
             ' http://www.garmin.com/xmlschemas/TrackPointExtension/v2'
             ' http://www.garmin.com/xmlschemas/TrackPointExtensionv2.xsd">',
             '  <metadata>', '    <name>Morning run over the hill</name>', f'    <time>{stamp(start, 0)}</time>',
             '  </metadata>', '  <trk>', '    <name>Morning run over the hill</name>', '    <type>running</type>',
             '    <trkseg>']
    previous = None
    for p in points:
        if previous is not None and p["second"] - previous > 1:
            lines += ['    </trkseg>', '    <trkseg>']
        previous = p["second"]
        lat, lon = to_degrees(p["x"], p["y"])
        lines += [f'      <trkpt lat="{lat:.7f}" lon="{lon:.7f}">', f'        <ele>{p["altitude"]:.1f}</ele>',
                  f'        <time>{stamp(start, p["second"])}</time>', '        <extensions>',
                  '          <gpxtpx:TrackPointExtension>', f'            <gpxtpx:hr>{p["hr"]}</gpxtpx:hr>',
                  f'            <gpxtpx:cad>{p["cadence"]}</gpxtpx:cad>', f'            <gpxtpx:speed>{p["speed"]:.2f}</gpxtpx:speed>',
                  '          </gpxtpx:TrackPointExtension>',
                  '        </extensions>', '      </trkpt>']
    lines += ['    </trkseg>', '  </trk>', '</gpx>']
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def write_tcx(points, start, path, lap_metres=5000):
    """TCX as a bike computer writes it: automatic laps every `lap_metres`, a new Track
    within a lap after a stop, speed and watts in ActivityExtension v2."""
    laps, current = [], []
    for p in points:
        if current and p["distance"] >= lap_metres * (len(laps) + 1) and p["moving"]:
            laps.append(current)
            current = []
        current.append(p)
    laps.append(current)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"'
           ' xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"'
           ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
           ' xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2'
           ' http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">',
           '  <Activities>', '    <Activity Sport="Biking">', f'      <Id>{stamp(start, 0)}</Id>']
    for index, lap in enumerate(laps):
        moving = [p for p in lap if p["moving"]]
        seconds = len(moving)
        metres = lap[-1]["distance"] - (laps[index - 1][-1]["distance"] if index else 0)
        powers = [p["power"] for p in moving]
        trigger = "Distance" if index < len(laps) - 1 else "Manual"
        out += [f'      <Lap StartTime="{stamp(start, lap[0]["second"])}">',
                f'        <TotalTimeSeconds>{seconds:.1f}</TotalTimeSeconds>',
                f'        <DistanceMeters>{metres:.2f}</DistanceMeters>',
                f'        <MaximumSpeed>{max(p["speed"] for p in lap):.3f}</MaximumSpeed>',
                f'        <Calories>{round(sum(powers) / 1000)}</Calories>',  # 1 kJ of work: about 1 kcal burned
                f'        <AverageHeartRateBpm><Value>{round(sum(p["hr"] for p in moving) / max(1, seconds))}</Value></AverageHeartRateBpm>',
                f'        <MaximumHeartRateBpm><Value>{max(p["hr"] for p in lap)}</Value></MaximumHeartRateBpm>',
                '        <Intensity>Active</Intensity>',
                f'        <Cadence>{round(sum(p["cadence"] for p in moving if p["cadence"]) / max(1, sum(1 for p in moving if p["cadence"])))}</Cadence>',
                f'        <TriggerMethod>{trigger}</TriggerMethod>', '        <Track>']
        previous = None
        for p in lap:
            if not p["moving"] and p["second"] > 0:
                continue
            if previous is not None and p["second"] - previous > 1:
                out += ['        </Track>', '        <Track>']
            previous = p["second"]
            lat, lon = to_degrees(p["x"], p["y"])
            out += ['          <Trackpoint>', f'            <Time>{stamp(start, p["second"])}</Time>',
                    f'            <Position><LatitudeDegrees>{lat:.7f}</LatitudeDegrees>'
                    f'<LongitudeDegrees>{lon:.7f}</LongitudeDegrees></Position>',
                    f'            <AltitudeMeters>{p["altitude"]:.1f}</AltitudeMeters>',
                    f'            <DistanceMeters>{p["distance"]:.2f}</DistanceMeters>',
                    f'            <HeartRateBpm><Value>{p["hr"]}</Value></HeartRateBpm>',
                    f'            <Cadence>{p["cadence"]}</Cadence>',
                    '            <Extensions><ns3:TPX>'
                    f'<ns3:Speed>{p["speed"]:.3f}</ns3:Speed><ns3:Watts>{p["power"]}</ns3:Watts></ns3:TPX></Extensions>',
                    '          </Trackpoint>']
        out += ['        </Track>',
                f'        <Extensions><ns3:LX><ns3:AvgWatts>{round(sum(powers) / max(1, seconds))}</ns3:AvgWatts>'
                f'<ns3:MaxWatts>{max(powers)}</ns3:MaxWatts></ns3:LX></Extensions>', '      </Lap>']
    out += ['      <Creator xsi:type="Device_t">', '        <Name>workoutkit sample bike computer</Name>',
            '        <UnitId>1</UnitId>', '        <ProductID>1</ProductID>',
            '        <Version><VersionMajor>1</VersionMajor><VersionMinor>0</VersionMinor></Version>',
            '      </Creator>', '    </Activity>', '  </Activities>', '</TrainingCenterDatabase>']
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def workoutkit_command(arguments):
    """The built workoutkit: the first argument, else a release or debug build."""
    candidates = arguments[:1] or [os.path.join(HERE, "..", ".build", kind, "workoutkit") for kind in ("release", "debug")]
    for candidate in candidates:
        if os.access(candidate, os.X_OK):
            return candidate
    sys.exit("generate-sample-files: no workoutkit to write ride.fit with (build it: swift build, or name it: "
             "python3 Scripts/generate-sample-files.py PATH)")


def main():
    rng = random.Random(20240501)
    os.makedirs(OUT, exist_ok=True)
    run = workout(rng, "running", datetime(2024, 5, 1, 7, 30, tzinfo=timezone.utc), 1800, 2.9, 600, 128, 0.21,
                  [("WKQuantityTypeIdentifierRunningCadence", "count/min", 84, 2)],
                  "workoutkit samples", device("Sample Watch", "sample-watch", "1.0"))
    ride = workout(rng, "cycling", datetime(2024, 5, 4, 16, 0, tzinfo=timezone.utc), 1200, 7.5, 600, 118, 0.18,
                   [("HKQuantityTypeIdentifierCyclingPower", "W", 185, 25),
                    ("HKQuantityTypeIdentifierCyclingCadence", "count/min", 88, 4)],
                   "workoutkit samples", device("Sample Bike Computer", "sample-bike", "2.3"))
    files = {"morning-run.json": [run], "afternoon-ride.json": [ride]}
    for name, workouts in files.items():
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for w in workouts:
                f.write(json.dumps(w, separators=(",", ":"), ensure_ascii=False) + "\n")
        print(f"wrote SampleFiles/{name}")
    run_start = datetime(2024, 9, 14, 6, 42, 7, tzinfo=timezone.utc)
    write_gpx(record_run(random.Random(20240914)), run_start, os.path.join(OUT, "run.gpx"))
    print("wrote SampleFiles/run.gpx")
    ride_start = datetime(2024, 9, 15, 14, 5, 31, tzinfo=timezone.utc)
    write_tcx(record_ride(random.Random(20240915)), ride_start, os.path.join(OUT, "ride.tcx"))
    print("wrote SampleFiles/ride.tcx")
    command = workoutkit_command(sys.argv[1:])
    subprocess.run([command, "convert", os.path.join(OUT, "ride.tcx"), "--to", "fit", "-o", os.path.join(OUT, "ride.fit")],
                   check=True)
    print("wrote SampleFiles/ride.fit (workoutkit's FIT writer)")


if __name__ == "__main__":
    main()
