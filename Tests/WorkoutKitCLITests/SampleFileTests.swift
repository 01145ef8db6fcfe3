import Foundation
import Testing
import TestSupport

/// The sample recordings a newcomer tries first (`SampleFiles/run.gpx`, `ride.tcx`,
/// `ride.fit`, made by `Scripts/generate-sample-files.py`), checked by the peers that
/// judge each format, and the README's main command run as it is written.
@Suite("Sample files and the README's main command")
struct SampleFileTests {
    private static let schemas = Corpus.directory?.deletingLastPathComponent().appendingPathComponent("schemas")
    private static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
    private static let schemasMissing = Comment(rawValue: "xmllint and the schemas in ../shared/schemas are needed")
    private static let pythonMissing = Comment(rawValue: "python3 with gpxpy and garmin-fit-sdk is needed (Scripts/setup.sh installs them)")
    private static let hasPythonPeers = (try? run(["python3", "-c", "import gpxpy, garmin_fit_sdk"]).status) == 0

    /// Runs a program; its status, standard output and standard error.
    private static func run(_ arguments: [String], directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let dir = try TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: dir.path("out"), contents: nil)
        _ = FileManager.default.createFile(atPath: dir.path("err"), contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: dir.url.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: dir.url.appendingPathComponent("err"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: dir.path("out"), encoding: .utf8),
                try String(contentsOfFile: dir.path("err"), encoding: .utf8))
    }

    @Test("run.gpx and ride.tcx are valid against their schemas (xmllint)",
          .enabled(if: xmllint != nil && schemas != nil, schemasMissing))
    func schemaValid() throws {
        let schemas = try #require(Self.schemas)
        for (file, schema) in [("run.gpx", "gpx11-with-garmin.xsd"), ("ride.tcx", "TrainingCenterDatabasev2.xsd")] {
            let result = try Self.run([try #require(Self.xmllint), "--noout", "--schema",
                                       schemas.appendingPathComponent(schema).path, CLIRunner.sampleFile(file)])
            #expect(result.status == 0, "\(file): \(result.stderr)")
        }
    }

    @Test("The run: gpxpy reads 2 segments over 40 minutes and more than 7 km, with a point a second; workoutkit reads the same points with heart rate, cadence and speed",
          .enabled(if: hasPythonPeers, pythonMissing))
    func runAsGpxpyReadsIt() throws {
        let peer = try Self.run(["python3", "-c", """
            import gpxpy, sys
            g = gpxpy.parse(open(sys.argv[1]))
            print(len(g.tracks[0].segments), g.get_points_no(), round(g.length_2d()), round(g.get_duration()))
            """, CLIRunner.sampleFile("run.gpx")])
        #expect(peer.status == 0, "\(peer.stderr)")
        let numbers = peer.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(numbers.count == 4)
        #expect(numbers[0] == 2 && numbers[2] > 7000 && (2400...2700).contains(numbers[3]))
        // One point a second in each segment (gpxpy's duration leaves the stop out).
        #expect(numbers[1] == numbers[3] + 2, "\(numbers)")

        let json = try CLIRunner.run(["convert", CLIRunner.sampleFile("run.gpx"), "--to", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let workout = try #require(try jsonObjects(json.stdout).first)
        #expect(workout["activityType"] as? String == "running")
        let routes = try #require(workout["routes"] as? [[String: Any]])
        #expect(routes.reduce(0) { $0 + (($1["locations"] as? [Any])?.count ?? 0) } == numbers[1])
        let types = Set(try #require(workout["samples"] as? [[String: Any]]).compactMap { $0["type"] as? String })
        #expect(types.isSuperset(of: ["HKQuantityTypeIdentifierHeartRate", "WKQuantityTypeIdentifierRunningCadence"]), "\(types)")
        #expect((workout["events"] as? [[String: Any]])?.contains { $0["type"] as? String == "pause" } == true)
    }

    @Test("The ride: Garmin's SDK decodes ride.fit without error, and ride.tcx and ride.fit import as the same ride (duration, distance, laps, power)",
          .enabled(if: hasPythonPeers, pythonMissing))
    func rideSameInTcxAndFit() throws {
        let peer = try Self.run(["python3", "-c", """
            import sys
            from garmin_fit_sdk import Decoder, Stream
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            print(len(errors), len(messages["record_mesgs"]), len(messages["lap_mesgs"]),
                  sum(1 for r in messages["record_mesgs"] if r.get("power") is not None))
            """, CLIRunner.sampleFile("ride.fit")])
        #expect(peer.status == 0, "\(peer.stderr)")
        let numbers = peer.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(numbers.count == 4)
        #expect(numbers[0] == 0, "Garmin's SDK: \(peer.stdout)")
        #expect(numbers[2] == 4 && numbers[1] > 2000 && numbers[3] == numbers[1], "\(numbers)")

        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let imported = try CLIRunner.run(["import", CLIRunner.sampleFile("ride.tcx"), CLIRunner.sampleFile("ride.fit"), "--store", store])
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        try #require(listed.count == 2)
        #expect(listed[0]["duration"] as? Double == listed[1]["duration"] as? Double)
        let distances = listed.compactMap { ($0["totalDistance"] as? [String: Any])?["value"] as? Double }
        #expect(distances.count == 2 && abs(distances[0] - distances[1]) < 1 && distances[0] > 18_000, "\(distances)")
        for workout in listed {
            let analysis = try CLIRunner.run(["analyze", try #require(workout["uuid"] as? String), "--json", "--store", store])
            #expect(analysis.status == 0, "\(analysis.stderr)")
            let object = try #require(try jsonObjects(analysis.stdout).first)
            #expect((object["laps"] as? [Any])?.count == 4)
            #expect(object["power"] is [String: Any], "\(analysis.stdout.prefix(300))")
        }
    }

    @Test("The README's main command (after setup and the release build) imports run.gpx, lists it and draws it to a PNG")
    func readmeMainCommand() throws {
        let readme = try String(contentsOf: SampleFiles.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let prefix = "bash Scripts/setup.sh && swift build -c release && "
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix(prefix) }, "README has no main command")
        let dir = try TemporaryDirectory()
        let command = String(line.dropFirst(prefix.count))
            .replacingOccurrences(of: "$PWD/.build/release", with: CLIRunner.productsDirectory.path)
            .replacingOccurrences(of: "/tmp/workoutkit-demo.sqlite", with: dir.path("demo.sqlite"))
            .replacingOccurrences(of: "/tmp/run.png", with: dir.path("run.png"))
        #expect(command.contains("SampleFiles/run.gpx") && command.contains(" plot "), "\(command)")
        let result = try Self.run(["sh", "-c", command], directory: SampleFiles.repository)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(result.stdout.contains("imported\t") && result.stdout.contains("\trunning\t"), "\(result.stdout)")
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.path("run.png"))))
        // The PNG signature, then the header chunk with the default size, 1000 x 1200.
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 24 && Array(png[16..<24]) == [0, 0, 0x03, 0xE8, 0, 0, 0x04, 0xB0])
    }
}
