#!/usr/bin/env python3
"""Peer sweep: every corpus recording that has a peer reading (../shared/corpus/reference),
converted by a workoutkit binary to GPX, TCX, FIT and CSV, is read back by peers (gpxpy,
ElementTree, Garmin's garmin_fit_sdk, Python's csv) and its counts of times, positions,
altitudes, heart rates, cadences and powers are compared with the peer's reading of the
source; GPX and TCX outputs are also checked against the XSDs in ../shared/schemas.
Prints each conversion whose counts differ, with workoutkit's standard error under it, so
that every difference can be checked against what the loss report names. Not a test: a
check to run by hand after a change to a reader, a writer or the loss report.

    python3 Scripts/peer-sweep.py .build/debug/workoutkit [NAME-PART ...]
"""
import csv, gzip, json, os, subprocess, sys, tempfile
import xml.etree.ElementTree as ET
import gpxpy, garmin_fit_sdk as g

if len(sys.argv) < 2:
    sys.exit('usage: python3 Scripts/peer-sweep.py WORKOUTKIT-BINARY [NAME-PART ...]')
BIN = sys.argv[1]
SHARED = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared')
CORPUS = os.path.join(SHARED, 'corpus')
SCHEMAS = os.path.join(SHARED, 'schemas')
FIELDS = ['t', 'lat', 'alt', 'hr', 'cad', 'pwr']

def counts(points):
    return {f: sum(1 for p in points if p.get(f) is not None) for f in FIELDS} | {'n': len(points)}

def read_gpx(path):
    with open(path) as f: doc = gpxpy.parse(f)
    pts = []
    for trk in doc.tracks:
        for seg in trk.segments:
            for p in seg.points:
                d = {'t': p.time, 'lat': p.latitude, 'alt': p.elevation}
                for e in p.extensions:
                    for el in e.iter():
                        tag = el.tag.split('}')[-1].lower()
                        if tag in ('hr', 'heartrate'): d['hr'] = el.text
                        if tag in ('cad', 'cadence'): d['cad'] = el.text
                        if tag in ('power', 'watts', 'powerinwatts'): d['pwr'] = el.text
                pts.append(d)
    return pts

def read_tcx(path):
    pts = []
    for tp in ET.parse(path).getroot().iter():
        if tp.tag.split('}')[-1] != 'Trackpoint': continue
        d = {}
        for el in tp.iter():
            tag = el.tag.split('}')[-1]
            if tag == 'Time': d['t'] = el.text
            elif tag == 'LatitudeDegrees': d['lat'] = el.text
            elif tag == 'AltitudeMeters': d['alt'] = el.text
            elif tag == 'HeartRateBpm': d['hr'] = el.findtext('{*}Value')
            elif tag == 'Cadence' or tag == 'RunCadence': d['cad'] = el.text
            elif tag == 'Watts': d['pwr'] = el.text
        pts.append(d)
    return pts

def read_fit(path):
    dec = g.Decoder(g.Stream.from_file(path))
    msgs, errs = dec.read(expand_components=True, expand_sub_fields=True)
    pts = []
    for r in msgs.get('record_mesgs', []):
        pts.append({'t': r.get('timestamp'), 'lat': r.get('position_lat'), 'alt': r.get('enhanced_altitude', r.get('altitude')),
                    'hr': r.get('heart_rate'), 'cad': r.get('cadence'), 'pwr': r.get('power')})
    return pts, errs

def read_csv(path):
    with open(path, newline='') as f: rows = list(csv.DictReader(f))
    def col(row, *names):
        for n in names:
            if row.get(n) not in (None, ''): return row[n]
        return None
    return [{'t': col(r, 'time'), 'lat': col(r, 'latitude'), 'alt': col(r, 'altitude'), 'hr': col(r, 'heart_rate'),
             'cad': col(r, 'cadence'), 'pwr': col(r, 'power')} for r in rows]

def main():
    only = sys.argv[2:]
    for folder in ['gpx', 'tcx', 'fit', 'compressed']:
        for name in sorted(os.listdir(os.path.join(CORPUS, folder))):
            src = os.path.join(CORPUS, folder, name)
            ref = os.path.join(CORPUS, 'reference', folder, name + '.json.gz')
            if not os.path.exists(ref) or (only and not any(o in name for o in only)): continue
            reference = json.load(gzip.open(ref))
            if 'points' not in reference: continue
            want = counts(reference['points'])
            for target in ['gpx', 'tcx', 'fit', 'csv']:
                with tempfile.TemporaryDirectory() as d:
                    out = os.path.join(d, 'out.' + target)
                    r = subprocess.run([BIN, 'convert', src, '--to', target, '-o', out], capture_output=True, text=True)
                    if r.returncode != 0 or not os.path.exists(out):
                        print(f'{folder}/{name} -> {target}: rc {r.returncode} {r.stderr.strip()[:300]}'); continue
                    notes = []
                    try:
                        if target == 'gpx':
                            v = subprocess.run(['xmllint', '--noout', '--schema', os.path.join(SCHEMAS, 'gpx11-with-garmin.xsd'), out], capture_output=True, text=True)
                            if v.returncode: notes.append('XSD: ' + v.stderr.strip()[-200:])
                            got = counts(read_gpx(out))
                        elif target == 'tcx':
                            v = subprocess.run(['xmllint', '--noout', '--schema', os.path.join(SCHEMAS, 'TrainingCenterDatabasev2.xsd'), out], capture_output=True, text=True)
                            if v.returncode: notes.append('XSD: ' + v.stderr.strip()[-200:])
                            got = counts(read_tcx(out))
                        elif target == 'fit':
                            pts, errs = read_fit(out)
                            if errs: notes.append(f'SDK errors: {errs}')
                            got = counts(pts)
                        else:
                            got = counts(read_csv(out))
                    except Exception as e:
                        print(f'{folder}/{name} -> {target}: peer failed: {e}'); continue
                    diff = {f: (want[f], got[f]) for f in want if want[f] != got[f]}
                    if diff or notes:
                        print(f'{folder}/{name} -> {target}: {diff} {" ".join(notes)}')
                        for line in r.stderr.strip().splitlines(): print('    | ' + line[:400])
main()
