#!/usr/bin/env python3
"""Writes workoutkit's own sample recordings into SampleFiles/.

The recordings are synthetic and deterministic (a fixed random seed): a 5 km
morning run with a route, heart rate, laps and energy per lap, and a ride with
power and cadence. They are written in workoutkit's workout JSON (DESIGN.md,
"Machine-readable output"), one workout per line.

Regenerate with:  python3 Scripts/generate-sample-files.py
"""
import json
import math
import os
import random
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


if __name__ == "__main__":
    main()
