import Foundation
import Testing
import TestSupport

/// GPX writes only points with a position (a `trkpt` has a latitude and longitude), so the
/// values of records without one (indoor rides, a watch before its first fix) cannot be
/// written: `convert` and `export` name them with their count.
@Suite("GPX names the values of points without a position", .enabled(if: Corpus.isAvailable, "the corpus (../shared/corpus) is not present"))
struct GPXPositionlessValuesTests {
    /// Heart rates, cadences and powers gpxpy reads from a GPX file's track points, as JSON `[count]`.
    private static let gpxpyScript = """
        import sys, json
        try:
            import gpxpy
        except ImportError:
            sys.exit(3)
        count = 0
        for track in gpxpy.parse(open(sys.argv[1])).tracks:
            for segment in track.segments:
                for point in segment.points:
                    for extension in point.extensions:
                        for element in extension.iter():
                            tag = element.tag.split('}')[-1].lower()
                            if tag in ('hr', 'heartrate', 'cad', 'cadence', 'power', 'watts', 'powerinwatts'):
                                count += 1
        print(json.dumps([count]))
        """

    /// The number before `values of points without a position` in `stderr`, 0 when it names none.
    private static func namedCount(in stderr: String) -> Int {
        guard let range = stderr.range(of: #"\d+ values? of points without a position"#, options: .regularExpression) else { return 0 }
        return Int(stderr[range].prefix { $0.isNumber }) ?? -1
    }

    @Test("converted to GPX, and imported and exported as GPX, the values gpxpy finds missing against the peer reading of the source are the count named",
          arguments: ["tcx/polar-vantage-v-ride-notes.tcx", "fit/garmin-fr70-compressed-timestamps.fit"])
    func namedCountIsWhatIsMissing(file: String) throws {
        // Files whose records carry no temperature, which the peer readings do not list.
        let input = try #require(Corpus.url(file)).path
        let name = (file as NSString).lastPathComponent
        struct Reading: Decodable { let points: [PeerReference.Point] }
        let url = try #require(Corpus.url("reference/\(file).json.gz"))
        let reference = try JSONDecoder().decode(Reading.self, from: try Corpus.gunzip(url)).points
        let values = reference.reduce(0) { $0 + [$1.hr, $1.cad, $1.pwr].compactMap { $0 }.count }
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", "--quiet", input, "--store", store]).status == 0)
        let converted = dir.path("converted.gpx"), exported = dir.path("exported.gpx")
        let runs = [try CLIRunner.run(["convert", input, "-o", converted]),
                    try CLIRunner.run(["export", "--format", "gpx", "--store", store, "-o", exported])]
        for (result, output) in zip(runs, [converted, exported]) {
            #expect(result.status == 0, "\(result.stderr)")
            guard let data = try PythonPeer.run(Self.gpxpyScript, [output]) else {
                Issue.record("gpxpy could not read \(output) (is Scripts/setup.sh's Python environment installed?)")
                continue
            }
            let written = try JSONDecoder().decode([Int].self, from: data)[0]
            #expect(values > written, "\(name): the file has values on points without a position")
            #expect(Self.namedCount(in: result.stderr) == values - written, "\(name) → \(output): \(result.stderr)")
        }
    }

    @Test("a GPX file's own points all have a position: written back as GPX, nothing is named")
    func gpxToGPXNamesNothing() throws {
        let dir = try TemporaryDirectory()
        let output = dir.path("run.gpx")
        let result = try CLIRunner.run(["convert", CLIRunner.sampleFile("run.gpx"), "-o", output])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("without a position"), "\(result.stderr)")
    }
}
