#!/usr/bin/env python3
"""Digests of everything workoutkit writes from the shared corpus, to show that a change
leaves the output byte-identical.

    python3 Scripts/output-digests.py .build/release/workoutkit > after.txt
    diff before.txt after.txt

Each line is one case: the command (with the corpus file relative to the corpus folder), the
exit status, and MD5 digests of standard output and standard error. Cases:

- `convert FILE --to F` for every corpus file and every format and CSV layout, plain, with
  --lenient where the plain run fails, and with --strict for the point formats;
- the whole corpus imported into a new store (`import --json`), then `list --json`,
  `show --json` and `export --format F` of every workout, and `stats`/`changes`.

Workout and route UUIDs are random for files that carry none, so every UUID in the text is
replaced by its order of first appearance within the case before digesting (`UUID-1`, ...);
binary outputs (FIT, zip) carry none. Paths of the corpus and the scratch folder are
replaced by `CORPUS` and `SCRATCH`.
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

UUID = re.compile(rb"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")
# `export -o DIR` names files with the UUID's first 8 digits.
SHORT_ID = re.compile(rb"-[0-9a-f]{8}\.(json|gpx|tcx|fit|csv)")


def normalise(data, corpus, scratch):
    data = data.replace(corpus.encode(), b"CORPUS").replace(scratch.encode(), b"SCRATCH")
    seen = {}

    def label(match):
        key = match.group(0).lower()
        if key not in seen:
            seen[key] = b"UUID-%d" % (len(seen) + 1)
        return seen[key]

    return SHORT_ID.sub(rb"-SHORTID.\1", UUID.sub(label, data))


def run(binary, arguments, corpus, scratch, env):
    process = subprocess.run([binary] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, env=env, timeout=600)
    return process.returncode, process.stdout, process.stderr


def digest(data):
    return hashlib.md5(data).hexdigest()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = os.path.normpath(os.path.join(here, "..", "..", "shared", "corpus"))
    if not os.path.isdir(corpus):
        sys.exit("the shared corpus (../shared/corpus beside the repository) is absent")
    scratch = tempfile.mkdtemp(prefix="workoutkit-digests-")
    env = dict(os.environ, WORKOUTKIT_STORE=os.path.join(scratch, "unused.sqlite"))

    def case(name, arguments):
        status, out, err = run(binary, arguments, corpus, scratch, env)
        print("%s\t%d\t%s\t%s" % (name, status, digest(normalise(out, corpus, scratch)),
                                  digest(normalise(err, corpus, scratch))), flush=True)
        return status, out

    files = []
    for folder in ["fit", "gpx", "tcx", "csv", "applehealth", "compressed"]:
        for name in sorted(os.listdir(os.path.join(corpus, folder))):
            files.append(os.path.join(folder, name))

    targets = [["--to", "json"], ["--to", "gpx"], ["--to", "tcx"], ["--to", "fit"], ["--to", "csv"],
               ["--to", "csv", "--csv-layout", "workouts"], ["--to", "csv", "--csv-layout", "samples"],
               ["--to", "fitcsv"], ["--to", "applehealth"]]
    for relative in files:
        path = os.path.join(corpus, relative)
        for target in targets:
            status, _ = case("convert %s %s" % (relative, " ".join(target)), ["convert", path] + target)
            # --lenient changes only what fails; --strict only what a point format leaves out.
            modes = [["--lenient"]] if status != 0 else []
            if target[1] in ("gpx", "tcx", "csv", "fit"):
                modes.append(["--strict"])
            for mode in modes:
                case("convert %s %s" % (relative, " ".join(target + mode)), ["convert", path] + target + mode)

    store = os.path.join(scratch, "store.sqlite")
    importable = [os.path.join(corpus, f) for f in files]
    case("import --json", ["import", "--json", "--quiet", "--store", store] + importable)
    status, listing = case("list --json", ["list", "--json", "--store", store])
    uuids = [json.loads(line)["uuid"] for line in listing.decode().splitlines() if line.strip()]
    for index, uuid in enumerate(uuids):
        case("show %d --json" % index, ["show", uuid, "--json", "--store", store])
        case("show %d" % index, ["show", uuid, "--store", store])
        for target in ["json", "gpx", "tcx", "fit", "csv", "fitcsv"]:
            case("export %d --format %s" % (index, target),
                 ["export", "--workout", uuid, "--format", target, "--store", store])
    for target in [["--format", "json"], ["--format", "csv"], ["--format", "csv", "--csv-layout", "samples"],
                   ["--format", "csv", "--csv-layout", "workouts"]]:
        case("export all %s" % " ".join(target), ["export"] + target + ["--store", store])
    export_dir = os.path.join(scratch, "export-dir")
    case("export all --format gpx -o DIR", ["export", "--format", "gpx", "-o", export_dir + "/", "--store", store])
    for name in sorted(os.listdir(export_dir)) if os.path.isdir(export_dir) else []:
        with open(os.path.join(export_dir, name), "rb") as handle:
            data = normalise(handle.read(), corpus, scratch)
        print("export-dir file %s\t%s" % (normalise(name.encode(), corpus, scratch).decode(), digest(data)))
    applehealth = os.path.join(scratch, "export.zip")
    case("export all --format applehealth", ["export", "--format", "applehealth", "-o", applehealth, "--store", store])
    if os.path.exists(applehealth):
        with zipfile.ZipFile(applehealth) as archive:
            for entry in archive.namelist():
                print("export applehealth entry %s\t%s" % (entry, digest(normalise(archive.read(entry), corpus, scratch))))
    for quantity in ["HeartRate", "ActiveEnergyBurned", "StepCount"]:
        case("stats %s --by day" % quantity, ["stats", quantity, "--by", "day", "--json", "--store", store])
    case("changes --json", ["changes", "--json", "--store", store])
    shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
