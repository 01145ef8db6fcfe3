import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

@Suite("Apple Health route files read ahead")
struct RouteFileReadAheadTests {
    /// A route GPX of `count` points a second apart from `start`, as an iPhone writes one.
    private func routeGPX(count: Int, start: Date, latitude: Double) -> String {
        let points = (0..<count).map { (index: Int) -> String in
            let time = ISO8601DateFormatter().string(from: start.addingTimeInterval(Double(index)))
            return """
                <trkpt lon="13.4\(index)" lat="\(latitude + Double(index) * 1e-5)"><ele>34.\(index % 10)</ele><time>\(time)</time>\
                <extensions><speed>2.\(index % 10)</speed><course>90</course><hAcc>2</hAcc><vAcc>3</vAcc></extensions></trkpt>
                """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><name>Route</name><trkseg>
            \(points)
            </trkseg></trk></gpx>
            """
    }

    /// An export folder with `routes` route files named by day (the first `broken` of them cut
    /// short), and an `export.xml` whose workouts name them in `order` (indexes into the files;
    /// an index past them names a file that is not there), with records before the workouts.
    private func export(routes: Int, order: [Int], broken: Set<Int> = []) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path("workout-routes"), withIntermediateDirectories: true)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<routes {
            var text = routeGPX(count: 20 + index, start: start.addingTimeInterval(Double(index) * 86_400), latitude: 52 + Double(index))
            if broken.contains(index) { text = String(text.prefix(text.count / 2)) }
            try text.write(toFile: dir.path("workout-routes/route_2023-11-\(10 + index).gpx"), atomically: true, encoding: .utf8)
        }
        try "not a route".write(toFile: dir.path("workout-routes/notes.txt"), atomically: true, encoding: .utf8)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
        for index in 0..<200 {
            xml += """
                <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" \
                startDate="2023-11-10 08:\(String(format: "%02d", index / 60)):\(String(format: "%02d", index % 60)) +0100" \
                endDate="2023-11-10 08:\(String(format: "%02d", index / 60)):\(String(format: "%02d", index % 60)) +0100" value="\(100 + index % 50)"/>

                """
        }
        for (position, index) in order.enumerated() {
            xml += """
                <Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="Watch" \
                startDate="2023-11-\(10 + position) 08:00:00 +0100" endDate="2023-11-\(10 + position) 08:30:00 +0100">
                <WorkoutRoute sourceName="Watch" startDate="2023-11-\(10 + position) 08:00:00 +0100" endDate="2023-11-\(10 + position) 08:30:00 +0100">
                <FileReference path="/workout-routes/route_2023-11-\(10 + index).gpx"/></WorkoutRoute></Workout>

                """
        }
        xml += "</HealthData>\n"
        try xml.write(toFile: dir.path("export.xml"), atomically: true, encoding: .utf8)
        return dir
    }

    /// What reading the export gives: its workouts' routes, the records, skipped items and warnings.
    private func read(_ dir: TemporaryDirectory, listing: Bool, skipping: Bool = true) throws -> [String] {
        let context = ReadContext(name: "export.xml", options: ReadOptions(skipsBadItems: skipping))
        context.openRelatedFile = RelatedFiles.opener(besideFile: dir.path("export.xml"))
        if listing { context.relatedFilePaths = RelatedFiles.lister(besideFile: dir.path("export.xml")) }
        var read: [String] = []
        try AppleHealthReader().readItems(from: try FileByteSource(path: dir.path("export.xml")), context: context) { item in
            switch item {
            case .recording(let recording):
                read.append("workout \(recording.workout.startDate) routes \(recording.routes.count): "
                            + recording.routes.map { "\($0.locations.count) \($0.locations.map(\.latitude)) \($0.locations.map(\.speed))" }
                                .joined(separator: "; "))
            case .samples(let samples): read.append("\(samples.count) records")
            default: read.append("\(item)")
            }
        }
        return read + context.skipped.named.map { "skipped \($0)" } + context.warnings.map { "warning \($0)" }
    }

    @Test("An export reads the same with its route files read ahead: routes in or out of the files' order, a file cut short, one missing")
    func readAheadReadsTheSame() throws {
        // Workouts name the files out of their names' order, one twice, one that is not there (9).
        let dir = try export(routes: 6, order: [0, 2, 1, 3, 9, 5, 4, 5], broken: [3])
        let ahead = try read(dir, listing: true)
        let inline = try read(dir, listing: false)
        #expect(ahead == inline)
        #expect(ahead.filter { $0.hasPrefix("skipped") }.count == 2, "\(ahead)")
        #expect(ahead.contains { $0.hasPrefix("workout") && $0.contains("routes 1: 25 ") })
        // Without skipping, the file cut short stops both reads with the same error.
        var errors: [String] = []
        for listing in [true, false] {
            do {
                _ = try read(dir, listing: listing, skipping: false)
                Issue.record("the route file cut short was read")
            } catch {
                errors.append("\(error)")
            }
        }
        #expect(errors.count == 2 && errors[0] == errors[1] && errors[0].contains("route_2023-11-13.gpx"), "\(errors)")
    }

    @Test("Route files are read ahead in their names' order within the budget, taken once, and a file passed over is read by the reader")
    func readAheadHoldsItsBudgetAndDropsWhatIsPassed() throws {
        let dir = try export(routes: 4, order: [0, 1, 2, 3])
        let paths = RelatedFiles.lister(besideFile: dir.path("export.xml"))("workout-routes").filter { $0.hasSuffix(".gpx") }
        #expect(paths.count == 4)
        let open = RelatedFiles.opener(besideFile: dir.path("export.xml"))
        func direct(_ path: String) throws -> [Double] {
            try GPXRecordingReader().readAll(from: try open(path), context: ReadContext(name: "export.xml:\(path)"))
                .flatMap { $0.routes.flatMap { $0.locations.map(\.latitude) } }
        }
        // A budget of one location: one file is held at a time, until it is taken.
        let readAhead = RouteFileReadAhead(paths: paths, exportName: "export.xml", options: ReadOptions(), budget: 1, whenIdle: false, open: open)
        defer { readAhead.stop() }
        func waitForOneHeld() throws {
            let deadline = Date().addingTimeInterval(30)
            while readAhead.heldFileCount == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            try #require(readAhead.heldFileCount == 1)
        }
        try waitForOneHeld()
        Thread.sleep(forTimeInterval: 0.1)
        #expect(readAhead.heldFileCount == 1)
        let first = try #require(readAhead.take(paths[0]))
        #expect(first.flatMap { $0.routes.flatMap { $0.locations.map(\.latitude) } } == (try direct(paths[0])))
        #expect(readAhead.take(paths[0]) == nil)
        try waitForOneHeld()
        // Asking for the third passes over the second (held, dropped); the third was not read.
        #expect(readAhead.take(paths[2]) == nil)
        #expect(readAhead.take(paths[1]) == nil)
        try waitForOneHeld()
        let last = try #require(readAhead.take(paths[3]))
        #expect(last.flatMap { $0.routes.flatMap { $0.locations.map(\.latitude) } } == (try direct(paths[3])))
        #expect(readAhead.take("workout-routes/elsewhere.gpx") == nil)
    }
}
