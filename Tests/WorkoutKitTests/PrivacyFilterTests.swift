import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("PrivacyFilter")
struct PrivacyFilterTests {
    /// The made-up run's track goes north from 46° N, 14° E, about 1.1 m a second for 600 s.
    @Test("a zone withholds every position inside it and nothing else; series values, samples and events stay")
    func zoneWithholdsPositionsOnly() throws {
        let run = EditedRun.recording
        let zone = try PrivacyZone(latitude: 46.002, longitude: 14, radius: 50)
        let (filtered, positions, waypoints) = try PrivacyFilter(zones: [zone]).apply(to: run)
        let inside = run.routes[0].locations.filter { zone.contains(latitude: $0.latitude, longitude: $0.longitude) }
        #expect(inside.count > 5)
        #expect(positions == inside.count)
        #expect(filtered.locationCount == run.locationCount - inside.count)
        #expect(!filtered.routes[0].locations.contains { zone.contains(latitude: $0.latitude, longitude: $0.longitude) })
        #expect(waypoints == 0 && filtered.waypoints == run.waypoints)
        #expect(filtered.series == run.series && filtered.separateSamples == run.separateSamples)
        #expect(filtered.workout == run.workout)
    }

    @Test("hidden ends withhold the positions until the track is that far from its start, and from its end; a waypoint there too")
    func hiddenEnds() throws {
        let run = EditedRun.recording
        let (filtered, positions, waypoints) = try PrivacyFilter(hiddenEnds: 100).apply(to: run)
        let all = run.routes[0].locations
        let kept = filtered.routes[0].locations
        #expect(positions == all.count - kept.count)
        let first = try #require(all.first), last = try #require(all.last)
        #expect(kept.allSatisfy { Geodesy.distance(first, $0) >= 100 && Geodesy.distance(last, $0) >= 100 })
        // The first kept is the first that far: the one before it is nearer.
        let firstKeptLocation = try #require(kept.first)
        let firstKept = try #require(all.firstIndex(of: firstKeptLocation))
        #expect(Geodesy.distance(first, all[firstKept - 1]) < 100)
        #expect(waypoints == 1 && filtered.waypoints.isEmpty, "the waypoint at the start is withheld")
        // A track that is never that far from its start keeps no position.
        #expect(try PrivacyFilter(hiddenEnds: 10_000).apply(to: run).recording.routes.isEmpty)
    }

    @Test("zones and distances refused: a negative or zero radius, out of range, not LAT,LON,RADIUS; the settings file's keys")
    func refusals() throws {
        #expect(throws: PrivacySettingsError(place: "'46,14,-5'", problem: "the radius -5.0 must be a positive number of metres")) {
            try PrivacyZone(parsing: "46,14,-5")
        }
        #expect(throws: PrivacySettingsError.self) { try PrivacyZone(parsing: "46,14") }
        #expect(throws: PrivacySettingsError.self) { try PrivacyZone(parsing: "96,14,100") }
        #expect(throws: PrivacySettingsError.self) { try PrivacyFilter(hiddenEnds: -1) }
        let zone = try PrivacyZone(parsing: " 46.5, 14.25 ,300")
        #expect(zone == (try PrivacyZone(latitude: 46.5, longitude: 14.25, radius: 300)))

        let good = Data(#"{"zones": [{"latitude": 46.5, "longitude": 14.25, "radius": 300}], "hideEnds": 200}"#.utf8)
        #expect(try PrivacyFilter(json: good, file: "p.json") == (try PrivacyFilter(zones: [zone], hiddenEnds: 200)))
        #expect(throws: PrivacySettingsError(file: "p.json", place: "key \"zone\"", problem: "not a setting (zones, hideEnds)")) {
            try PrivacyFilter(json: Data(#"{"zone": []}"#.utf8), file: "p.json")
        }
        #expect(throws: PrivacySettingsError(file: "p.json", place: "zone 1", problem: "the radius -3.0 must be a positive number of metres")) {
            try PrivacyFilter(json: Data(#"{"zones": [{"latitude": 1, "longitude": 2, "radius": -3}]}"#.utf8), file: "p.json")
        }
        #expect(throws: PrivacySettingsError.self) {
            try PrivacyFilter(json: Data(#"{"zones": [{"latitude": 1, "longitude": 2}]}"#.utf8), file: "p.json")
        }
    }
}

/// A corpus ride converted with a privacy zone in its middle and its ends hidden, read by
/// Garmin's FIT SDK and gpxpy.
@Suite("Privacy on the way out of a corpus ride", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct PrivacyCorpusTests {
    @Test("converted to GPX and FIT with a zone and hidden ends: gpxpy and Garmin's SDK find no position inside the zone, the track begins and ends 500 m from its ends, the count withheld is what is missing, the heart rate stays in FIT")
    func noPositionInsideTheZone() throws {
        let input = try Fixtures.corpus("fit/garmin-edge500-ride.fit")
        let ride = try EditPipeline().read(.file(input))
        let locations = ride.routes.flatMap(\.locations)
        let middle = locations[locations.count / 2]
        let zone = try PrivacyZone(latitude: middle.latitude, longitude: middle.longitude, radius: 300)
        let filter = try PrivacyFilter(zones: [zone], hiddenEnds: 500)
        let dir = try TemporaryDirectory()
        let fitScript = """
            import sys, json
            try:
                from garmin_fit_sdk import Decoder, Stream
            except ImportError:
                sys.exit(3)
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            if errors: sys.exit(4)
            k = 180.0 / 2**31
            records = messages["record_mesgs"]
            print(json.dumps({"positions": [[r["position_lat"] * k, r["position_long"] * k] for r in records
                                            if r.get("position_lat") is not None],
                              "heartRates": sum(1 for r in records if r.get("heart_rate") is not None)}))
            """
        let gpxScript = """
            import sys, json
            try:
                import gpxpy
            except ImportError:
                sys.exit(3)
            gpx = gpxpy.parse(open(sys.argv[1]))
            print(json.dumps({"positions": [[p.latitude, p.longitude] for t in gpx.tracks for s in t.segments for p in s.points],
                              "heartRates": 0}))
            """
        // The heart rate values FIT holds without a filter, as Garmin's SDK reads them.
        let plain = dir.path("plain.fit")
        try Converter(options: ConversionOptions(writer: try EditCorpusTests.writer("fit"))).convert(input, to: .file(plain))
        struct Read: Decodable { let positions: [[Double]]; let heartRates: Int }
        let heartRates = try EditCorpusTests.python(fitScript, [plain]).map { try JSONDecoder().decode(Read.self, from: $0).heartRates }
        for (format, script) in [("gpx", gpxScript), ("fit", fitScript)] {
            let path = dir.path("ride.\(format)")
            var withheld: [WithheldPositions] = []
            let options = ConversionOptions(writer: try EditCorpusTests.writer(format), privacy: filter)
            try Converter(options: options).convert(input, to: .file(path)) { event in
                if case .withheld(let notice) = event { withheld.append(notice) }
            }
            #expect(withheld.count == 1 && withheld.first?.output == path)
            guard let data = try EditCorpusTests.python(script, [path]) else {
                Issue.record("the peer could not read \(path) (is Scripts/setup.sh's Python environment installed?)")
                continue
            }
            let read = try JSONDecoder().decode(Read.self, from: data)
            #expect(read.positions.count + (withheld.first?.positions ?? 0) == locations.count, "\(format): the count withheld is what is missing")
            #expect(read.positions.count > locations.count / 2)
            // Geodesic on WGS84 here; the peers' positions are rounded (FIT: semicircles): 1 m of slack.
            #expect(!read.positions.contains { Geodesy.distance(latitude1: zone.latitude, longitude1: zone.longitude,
                                                                latitude2: $0[0], longitude2: $0[1]) < zone.radius - 1 },
                    "\(format): no position inside the zone")
            let (first, last) = (try #require(locations.first), try #require(locations.last))
            // The track begins where it is first 500 m from its start, and ends where it is last 500 m
            // from its end (a loop may pass its start again in between: zones are for that).
            let (written, end) = (try #require(read.positions.first), try #require(read.positions.last))
            let leaves = try #require(locations.first { Geodesy.distance(first, $0) >= 500 })
            let arrives = try #require(locations.last { Geodesy.distance(last, $0) >= 500 })
            #expect(Geodesy.distance(latitude1: leaves.latitude, longitude1: leaves.longitude, latitude2: written[0], longitude2: written[1]) < 1,
                    "\(format): the first position written is the first 500 m from the start")
            #expect(Geodesy.distance(latitude1: arrives.latitude, longitude1: arrives.longitude, latitude2: end[0], longitude2: end[1]) < 1,
                    "\(format): the last position written is the last 500 m from the end")
            if format == "fit" {
                #expect(read.heartRates > 0 && read.heartRates == heartRates, "the heart rate values are kept")
            }
        }
    }
}
