import Foundation
import PlotRendering
import Testing
import TestSupport
import WorkoutKit

/// `workoutkit plot`'s PNGs of two corpus workouts compared with the pictures committed in
/// `Golden/`, which `Scripts/generate-golden-plots.sh` makes with the built `workoutkit`
/// (import, then `plot ID -o NAME.png` with the default options).
@Suite("Golden images of plot")
struct GoldenImageTests {
    /// The share of the compared pixels (text left out, see ``PixelComparison``) that may
    /// differ: 0.1 %. Measured on the two pictures (docs/notes/reportrest.md): drawn again, 0;
    /// with Liberation Sans in place of DejaVu Sans, 0 and 14 pixels (0.001 %); the route
    /// coloured by heart rate instead of speed, 0.25 % and 0.62 % (see the last test).
    static let threshold = 0.001

    static let golden = SampleFiles.repository.appendingPathComponent("Tests/PlotRenderingTests/Golden")

    /// The picture `workoutkit plot` draws of the corpus file's first workout once imported.
    private func plot(_ file: String, options: PlotOptions = PlotOptions()) throws -> (png: DecodedPNG, scene: PlotScene) {
        let directory = try TemporaryDirectory()
        let store = try WorkoutStore(path: directory.path("store.sqlite"))
        let path = try #require(Corpus.url(file)).path
        let report = try Importer(store: store, options: ImportOptions(jobs: 1)).run([path])
        #expect(report.counts.failed == 0)
        let uuid = try #require(report.outcomes.first?.uuid)
        let recording = try #require(try store.recording(for: uuid))
        let scene = WorkoutPlot(recording: recording, options: options).scene
        return (try #require(DecodedPNG(try CairoRenderer.render(scene, as: .png))), scene)
    }

    private func reference(_ name: String) throws -> DecodedPNG {
        let url = Self.golden.appendingPathComponent(name)
        return try #require(DecodedPNG(Array(try Data(contentsOf: url))), "\(url.path) is not a PNG")
    }

    @Test("plot's PNG of a corpus workout differs from its golden image on fewer pixels than the threshold",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: [("fit/garmin-edge500-ride.fit", "garmin-edge500-ride.png"),
                      ("gpx/strava-ride-power.gpx", "strava-ride-power.png")])
    func matchesGoldenImage(_ file: String, _ name: String) throws {
        let (png, scene) = try plot(file)
        let comparison = try #require(PixelComparison(png, try reference(name), textOf: scene), "sizes differ")
        #expect(comparison.share <= Self.threshold,
                "\(comparison.differing) of \(comparison.compared) pixels differ from Golden/\(name) (Scripts/generate-golden-plots.sh makes it again)")
        // The mask leaves most of the picture compared.
        #expect(Double(comparison.compared) > 0.9 * Double(png.width * png.height))
    }

    @Test("The comparison fails a picture whose route is coloured by heart rate instead of speed",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func comparisonSeesARecolouredRoute() throws {
        let (png, scene) = try plot("fit/garmin-edge500-ride.fit", options: PlotOptions(colorBy: .heartRate))
        let comparison = try #require(PixelComparison(png, try reference("garmin-edge500-ride.png"), textOf: scene))
        #expect(comparison.share > Self.threshold)
    }
}
