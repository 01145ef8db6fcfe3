import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Privacy zones and hidden ends on courses (GPX routes) and waypoints: a corpus GPX with a
/// track, a named route and 86 waypoints, converted and exported, read by gpxpy.
@Suite("Privacy on courses and waypoints", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct PrivacyCourseTests {
    static let input = "gpx/expertgps-track-route-waypoints.gpx"

    /// What gpxpy reads of a GPX: positions (and names) of track points, route points and waypoints.
    struct Read: Decodable {
        let track: [[Double]]
        let route: [[Double]]
        let routeNames: [String?]
        let waypoints: [[Double]]
    }

    static let script = """
        import sys, json
        try:
            import gpxpy
        except ImportError:
            sys.exit(3)
        gpx = gpxpy.parse(open(sys.argv[1]))
        print(json.dumps({
            "track": [[p.latitude, p.longitude] for t in gpx.tracks for s in t.segments for p in s.points],
            "route": [[p.latitude, p.longitude] for r in gpx.routes for p in r.points],
            "routeNames": [p.name for r in gpx.routes for p in r.points],
            "waypoints": [[w.latitude, w.longitude] for w in gpx.waypoints]}))
        """

    static func read(_ path: String) throws -> Read {
        let data = try #require(try EditCorpusTests.python(script, [path]), "gpxpy could not read \(path) (is Scripts/setup.sh's Python environment installed?)")
        return try JSONDecoder().decode(Read.self, from: data)
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        Geodesy.distance(latitude1: a[0], longitude1: a[1], latitude2: b[0], longitude2: b[1])
    }

    /// Checks a filtered output against the plain one: nothing inside the zone, the route's
    /// ends hidden, its points' names kept with their points, and the counts said.
    static func check(_ filtered: Read, plain: Read, zone: PrivacyZone, hiddenEnds: Double, withheld: [WithheldPositions]) throws {
        let center = [zone.latitude, zone.longitude]
        // Geodesic on WGS84 both sides, positions written with their digits: 1 m of slack.
        for (name, positions) in [("track", filtered.track), ("route", filtered.route), ("waypoints", filtered.waypoints)] {
            #expect(!positions.contains { distance(center, $0) < zone.radius - 1 }, "\(name): no position inside the zone")
        }
        let (first, last) = (try #require(plain.route.first), try #require(plain.route.last))
        let leaves = try #require(plain.route.firstIndex { distance(first, $0) >= hiddenEnds })
        let arrives = try #require(plain.route.lastIndex { distance(last, $0) >= hiddenEnds })
        let expected = plain.route.indices.filter { index in
            index >= leaves && index <= arrives && distance(center, plain.route[index]) > zone.radius
        }
        #expect(filtered.route == expected.map { plain.route[$0] }, "the route keeps exactly the points outside the zone and the ends")
        // A route point's name is a waypoint naming the point: withheld with it, and (as every
        // waypoint) within the hidden distance of the route's first or last point.
        let names = expected.map { index in
            let point = plain.route[index]
            return distance(first, point) < hiddenEnds || distance(last, point) < hiddenEnds ? nil : plain.routeNames[index]
        }
        #expect(filtered.routeNames == names, "each kept route point keeps its name, but near the ends")
        #expect(filtered.route.count < plain.route.count - 2)
        #expect(filtered.waypoints.count < plain.waypoints.count)
        let positions = withheld.reduce(0) { $0 + $1.positions }
        let waypoints = withheld.reduce(0) { $0 + $1.waypoints }
        #expect(positions == plain.track.count + plain.route.count - filtered.track.count - filtered.route.count,
                "the positions said withheld are those missing")
        let namedPoints = { (read: Read) in read.routeNames.count { $0 != nil } }
        #expect(waypoints == plain.waypoints.count - filtered.waypoints.count + namedPoints(plain) - namedPoints(filtered))
    }

    @Test("convert and export (everything, and --course) withhold route points and waypoints in a zone and at the route's ends, each course's count said")
    func coursesAndWaypoints() throws {
        let input = try Fixtures.corpus(Self.input)
        let dir = try TemporaryDirectory()
        let gpx = try FormatRegistry.standard.outputWriter(format: "gpx", output: nil, option: "--to", layout: nil)
        try Converter(options: ConversionOptions(writer: gpx)).convert(input, to: .file(dir.path("plain.gpx")))
        let plain = try Self.read(dir.path("plain.gpx"))
        #expect(plain.track.count == 64 && plain.route.count == 46 && plain.waypoints.count == 86)
        // A zone around the route's 20th point, which some waypoints are in too.
        let middle = plain.route[20]
        let zone = try PrivacyZone(latitude: middle[0], longitude: middle[1], radius: 250)
        let filter = try PrivacyFilter(zones: [zone], hiddenEnds: 300)

        var withheld: [WithheldPositions] = []
        let converted = dir.path("converted.gpx")
        try Converter(options: ConversionOptions(writer: gpx, privacy: filter)).convert(input, to: .file(converted)) { event in
            if case .withheld(let notice) = event { withheld.append(notice) }
        }
        #expect(withheld.map(\.output) == [converted, "\(converted), course \"BELLEVUE\""])
        try Self.check(try Self.read(converted), plain: plain, zone: zone, hiddenEnds: 300, withheld: withheld)

        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([input], into: store)
        withheld = []
        let exported = dir.path("exported.gpx")
        try Exporter(store: store, options: ExportOptions(writer: gpx, privacy: filter)).export(to: .file(exported)) { event in
            if case .withheld(let notice) = event { withheld.append(notice) }
        }
        #expect(withheld.count == 2)
        try Self.check(try Self.read(exported), plain: plain, zone: zone, hiddenEnds: 300, withheld: withheld)

        // The course alone, by ID: its points and the waypoints naming them.
        let course = try #require(try store.courses().first)
        withheld = []
        let alone = dir.path("course.gpx")
        try Exporter(store: store, options: ExportOptions(writer: gpx, courseIDs: [course.uuid.uuidString], privacy: filter))
            .export(to: .file(alone)) { event in
                if case .withheld(let notice) = event { withheld.append(notice) }
            }
        let read = try Self.read(alone)
        #expect(read.track.isEmpty && read.waypoints.isEmpty)
        #expect(withheld.count == 1 && withheld.first?.positions == plain.route.count - read.route.count)
        #expect(read.route == (try Self.read(exported)).route)
    }
}
