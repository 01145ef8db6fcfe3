#!/usr/bin/env python3
"""Compares two Apple Health exports element by element and attribute by attribute.

    Scripts/compare-apple-health-exports.py ORIGINAL COPY

ORIGINAL and COPY are each an export's zip, its `apple_health_export` folder or its
export.xml. Both are parsed here, with Python's ElementTree (not workoutkit's reader), and
every `Record` (quantity and category), `Correlation` (with its member `Record`s and
metadata), `ActivitySummary` and `Workout` (its attributes, metadata, events, statistics,
activities and routes, route points from the GPX file or inline `Location`s) of ORIGINAL is
looked for in COPY, ignoring what is written differently but means the same:

- dates are compared as instants (`2016-11-14 07:25:41 -0700` is `2016-11-14 14:25:41 +0000`),
- numbers as numbers (`72` is `72.0`), durations in seconds (`durationUnit`),
- a device's object address (`<<HKDevice: 0x282a45810>`) is not compared: it is new on
  every record of a real export,
- the order of elements (records come kind by kind in a copy) and of attributes,
- a route point's negative speed, course or accuracy, and its altitude of 0 with a negative
  vertical accuracy, are values it does not have (CoreLocation's marker, which Apple and
  workoutkit write for them).

Elements are matched as multisets; an element of ORIGINAL with no equal in COPY is paired
with one of the same kind, type and dates, and each attribute that differs is counted as
`Element attribute`. Prints one line per difference and per known loss (KNOWN_LOSSES: what
workoutkit does not keep, listed in README's Apple Health section), and exits 1 when a
difference is not a known loss.
"""
import io
import math
import os
import re
import sys
import zipfile
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from datetime import datetime

# What workoutkit does not keep of an Apple Health export (README, "Apple Health"): the
# difference name as this script prints it, and why. Nothing, since workouts' creation dates,
# routes' own attributes and HRV records' beats are kept.
KNOWN_LOSSES = {}

DATE_ATTRIBUTES = {"creationDate", "startDate", "endDate", "date"}
NUMBER_ATTRIBUTES = {
    "totalDistance", "totalEnergyBurned", "average", "minimum", "maximum", "sum",
    "activeEnergyBurned", "activeEnergyBurnedGoal", "appleMoveTime", "appleMoveTimeGoal",
    "appleExerciseTime", "appleExerciseTimeGoal", "appleStandHours", "appleStandHoursGoal",
}
DURATION_SECONDS = {"s": 1, "sec": 1, "min": 60, "hr": 3600, "h": 3600, "ms": 0.001}
DEVICE_ADDRESS = re.compile(r"<<HKDevice: 0x[0-9a-fA-F]+>")


def instant(text):
    return datetime.strptime(text, "%Y-%m-%d %H:%M:%S %z").timestamp()


def number(text):
    try:
        value = float(text)
    except ValueError:
        return text
    return value if math.isfinite(value) else text


def normalized(name, attributes):
    """The attributes of an element as comparable values."""
    values = {}
    for key, text in attributes.items():
        if key in DATE_ATTRIBUTES:
            values[key] = instant(text)
        elif key in NUMBER_ATTRIBUTES or (key == "value" and "unit" in attributes):
            values[key] = number(text)
        elif key == "device":
            values[key] = DEVICE_ADDRESS.sub("<<HKDevice>", text)
        elif key == "duration":
            values[key] = round(float(text) * DURATION_SECONDS[attributes.get("durationUnit", "min")], 3)
        elif key == "durationUnit":
            continue
        else:
            values[key] = text
    if name == "WorkoutEvent":
        values.setdefault("duration", 0.0)  # an instant: no duration, or 0
    return values


class Export:
    """An export's document and a way to open the route files it names."""

    def __init__(self, path):
        self.archive = None
        if zipfile.is_zipfile(path):
            self.archive = zipfile.ZipFile(path)
            name = next(n for n in self.archive.namelist() if n.endswith("export.xml") and "cda" not in n)
            self.folder = name[: -len("export.xml")]
            self.root = ET.parse(io.BytesIO(self.archive.read(name))).getroot()
        else:
            document = os.path.join(path, "export.xml") if os.path.isdir(path) else path
            self.folder = os.path.dirname(document)
            self.root = ET.parse(document).getroot()

    def route_file(self, path):
        relative = path.lstrip("/")
        if self.archive is not None:
            return ET.parse(io.BytesIO(self.archive.read(self.folder + relative))).getroot()
        return ET.parse(os.path.join(self.folder, relative)).getroot()


def gpx_points(root):
    ns = {"g": "http://www.topografix.com/GPX/1/1"}
    points = []
    for point in root.iterfind(".//g:trkpt", ns):
        values = {"latitude": float(point.get("lat")), "longitude": float(point.get("lon"))}
        for child in point.iter():
            tag = child.tag.split("}")[-1]
            if tag == "ele":
                values["altitude"] = float(child.text)
            elif tag == "time":
                values["date"] = datetime.fromisoformat(child.text.replace("Z", "+00:00")).timestamp()
            elif tag in ("speed", "course", "hAcc", "vAcc"):
                values[{"hAcc": "horizontalAccuracy", "vAcc": "verticalAccuracy"}.get(tag, tag)] = float(child.text)
        points.append(without_markers(values))
    return points


def location_points(route):
    points = []
    for location in route.iterfind("Location"):
        values = {key: (instant(text) if key == "date" else float(text)) for key, text in location.attrib.items()}
        points.append(without_markers(values))
    return points


def without_markers(values):
    """A route point's values without CoreLocation's markers for none: a negative speed,
    course or accuracy is not known, and an altitude of 0 with a negative vertical accuracy
    is no altitude (how Apple, and workoutkit, write what a location lacks)."""
    if values.get("altitude") == 0 and values.get("verticalAccuracy", 0) < 0:
        del values["altitude"]
    for key in ("speed", "course", "horizontalAccuracy", "verticalAccuracy"):
        if values.get(key, 0) < 0:
            del values[key]
    return values


def freeze(value):
    if isinstance(value, dict):
        return tuple(sorted((key, freeze(item)) for key, item in value.items()))
    if isinstance(value, list):
        return tuple(freeze(item) for item in value)
    return value


def metadata(element):
    return sorted((entry.get("key"), entry.get("value")) for entry in element.iterfind("MetadataEntry"))


def record(element):
    """A Record as a dictionary: its attributes, metadata and other children."""
    values = normalized("Record", element.attrib)
    values["MetadataEntry"] = metadata(element)
    for child in element:
        if child.tag != "MetadataEntry":
            values[child.tag] = [freeze(dict(beat.attrib)) for beat in child]
    return values


def workout(element, export):
    values = normalized("Workout", element.attrib)
    # Exports since iOS 16 give a workout's totals only as the sums of its statistics:
    # those sums are its totals (active energy; the first distance type).
    for total, prefix in (("totalEnergyBurned", "HKQuantityTypeIdentifierActiveEnergyBurned"),
                          ("totalDistance", "HKQuantityTypeIdentifierDistance")):
        if total in values:
            continue
        for statistics in element.iterfind("WorkoutStatistics"):
            if statistics.get("type", "").startswith(prefix) and statistics.get("sum") is not None:
                values[total], values[total + "Unit"] = number(statistics.get("sum")), statistics.get("unit")
                break
    values["MetadataEntry"] = metadata(element)
    values["WorkoutEvent"] = sorted(freeze(normalized("WorkoutEvent", e.attrib)) for e in element.iterfind("WorkoutEvent"))
    values["WorkoutStatistics"] = sorted(
        freeze(normalized("WorkoutStatistics", e.attrib)) for e in element.iterfind("WorkoutStatistics"))
    values["WorkoutActivity"] = sorted(
        freeze(dict(normalized("WorkoutActivity", e.attrib), MetadataEntry=metadata(e))) for e in element.iterfind("WorkoutActivity"))
    routes = []
    for route in element.iterfind("WorkoutRoute"):
        reference = route.find("FileReference")
        points = gpx_points(export.route_file(reference.get("path"))) if reference is not None else location_points(route)
        routes.append(dict(normalized("WorkoutRoute", route.attrib), MetadataEntry=metadata(route), points=points))
    values["WorkoutRoute"] = routes
    return values


def elements(export):
    """(kind, identity, values) of every element compared, identity being what pairs an
    element of one export with its copy when their values differ."""
    items = []
    for element in export.root:
        if element.tag == "Record":
            values = record(element)
            items.append(("Record", (values.get("type"), values.get("startDate"), values.get("endDate")), values))
        elif element.tag == "Correlation":
            values = normalized("Correlation", element.attrib)
            values["MetadataEntry"] = metadata(element)
            values["Record"] = sorted(freeze(record(member)) for member in element.iterfind("Record"))
            items.append(("Correlation", (values.get("type"), values.get("startDate"), values.get("endDate")), values))
        elif element.tag == "ActivitySummary":
            values = normalized("ActivitySummary", element.attrib)
            items.append(("ActivitySummary", (values.get("dateComponents"),), values))
        elif element.tag == "Workout":
            values = workout(element, export)
            items.append(("Workout", (values.get("workoutActivityType"), values.get("startDate")), values))
    return items


def nested_differences(kind, original, copy):
    """The names of what differs between two paired elements (`Workout WorkoutRoute sourceName`
    is reported as `WorkoutRoute sourceName`)."""
    names = []
    for key in sorted(set(original) | set(copy)):
        if freeze(original.get(key)) == freeze(copy.get(key)):
            continue
        if key == "WorkoutRoute" and len(original.get(key, [])) == len(copy.get(key, [])):
            for route, route_copy in zip(original[key], copy[key]):
                names += nested_differences("WorkoutRoute", route, route_copy)
        else:
            names.append(f"{kind} {key}")
    return names


def compare(original_path, copy_path):
    original, copy = Export(original_path), Export(copy_path)
    copies = defaultdict(list)
    remaining = Counter()
    for kind, identity, values in elements(copy):
        remaining[(kind, freeze(values))] += 1
        copies[(kind, identity)].append(values)
    differences = Counter()
    examples = {}
    counts = Counter()
    for kind, identity, values in elements(original):
        counts[kind] += 1
        key = (kind, freeze(values))
        if remaining[key] > 0:
            remaining[key] -= 1
            continue
        candidates = copies.get((kind, identity), [])
        if not candidates:
            differences[f"{kind} missing"] += 1
            examples.setdefault(f"{kind} missing", identity)
            continue
        for name in nested_differences(kind, values, candidates[0]):
            differences[name] += 1
            examples.setdefault(name, identity)
    return counts, differences, examples


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    counts, differences, examples = compare(sys.argv[1], sys.argv[2])
    print("compared: " + ", ".join(f"{count} {kind}" for kind, count in sorted(counts.items())))
    unexpected = 0
    for name, count in sorted(differences.items()):
        if name in KNOWN_LOSSES:
            print(f"known loss: {name}: {count} ({KNOWN_LOSSES[name]})")
        else:
            unexpected += 1
            print(f"differs: {name}: {count} (first: {examples[name]})")
    sys.exit(1 if unexpected else 0)


if __name__ == "__main__":
    main()
