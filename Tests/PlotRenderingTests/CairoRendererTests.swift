import Foundation
import PlotRendering
import Testing
import TestSupport
import WorkoutKit

let xmllintPath = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
let xmllintMissing = Comment(rawValue: "xmllint is not installed (apt-get install libxml2-utils): the SVG checks are skipped")
let corpusMissing = Comment(rawValue: Corpus.missingMessage)

/// Runs a program; returns its exit status, standard output and standard error.
func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

/// The first recording of a corpus file.
func corpusRecording(_ relativePath: String) throws -> WorkoutRecording {
    let url = try #require(Corpus.url(relativePath))
    let reader = try #require(FormatRegistry.standard.reader(named: url.pathExtension.lowercased()))
    let recordings = try reader.readAll(from: try FileByteSource(path: url.path), context: ReadContext(name: relativePath, options: ReadOptions()))
    return try #require(recordings.first)
}

@Suite("Workout pictures drawn with cairo")
struct CairoRendererTests {
    /// The SVG's panel frames: the paths stroked in the theme's frame colour that close (`Z`);
    /// lap lines share the colour but are open.
    private func svgFrameCount(_ svg: [UInt8], theme: PlotTheme) throws -> Int {
        let directory = try TemporaryDirectory()
        let path = directory.path("plot.svg")
        try Data(svg).write(to: URL(fileURLWithPath: path))
        let wellFormed = try run(try #require(xmllintPath), ["--noout", "--nonet", path])
        #expect(wellFormed.status == 0, "xmllint: \(wellFormed.errors)")
        let percent = { (value: Double) in PlotLabelsForTests.cairoPercent(value) }
        let frame = "stroke:rgb(\(percent(theme.frame.red)),\(percent(theme.frame.green)),\(percent(theme.frame.blue)))"
        let count = try run(try #require(xmllintPath), [
            "--nonet", "--xpath", "count(//*[local-name()='path'][contains(@style,'\(frame)') and contains(@d,'Z')])", path])
        return try #require(Int(count.output.trimmingCharacters(in: .whitespacesAndNewlines)), "xmllint: \(count.errors)")
    }

    @Test("The square ride's PNG has the route on the hand-worked pixels and the background inside the square")
    func squareRoutePNG() throws {
        let plot = WorkoutPlot(recording: SquareRouteWorkout.recording())
        let png = try #require(DecodedPNG(try CairoRenderer.render(plot.scene, as: .png)))
        #expect(png.width == 1000 && png.height == 1200)
        let white: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)
        // The middle of each side (the corners carry the start, finish and lap discs).
        for (x, y) in [(522, 522), (753, 291), (522, 60), (291, 291)] {
            #expect(!png.isColor(x, y, white), "no route at (\(x), \(y))")
        }
        // Inside the square, and outside it in the panel: background.
        for (x, y) in [(522, 291), (400, 400), (200, 291), (850, 291)] {
            #expect(png.isColor(x, y, white), "not background at (\(x), \(y)): \(png.rgb(x, y))")
        }
        let dark = try #require(DecodedPNG(try CairoRenderer.render(
            WorkoutPlot(recording: SquareRouteWorkout.recording(), options: PlotOptions(theme: .dark)).scene, as: .png)))
        #expect(dark.isColor(522, 291, (0x1A, 0x1A, 0x1A)))
    }

    @Test("The square ride's SVG is well-formed XML with one frame per panel, and its PDF has a page",
          .enabled(if: xmllintPath != nil, xmllintMissing))
    func squareRouteSVGAndPDF() throws {
        let plot = WorkoutPlot(recording: SquareRouteWorkout.recording())
        #expect(try svgFrameCount(try CairoRenderer.render(plot.scene, as: .svg), theme: .light) == 3)
        let pdf = try CairoRenderer.render(plot.scene, as: .pdf)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Type /Page") || text.contains("/Type/Page"))
        #expect(text.hasSuffix("%%EOF\n") || text.hasSuffix("%%EOF"))
    }

    @Test("Corpus recordings draw every panel they have to SVG, PNG and PDF",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing),
          arguments: [
            // A ride with position, altitude, speed, heart rate and cadence, 9 laps.
            ("fit/garmin-edge500-ride.fit", [PlotChart.Kind.elevation, .heartRate, .speed, .cadence]),
            // A run with position and speed, no altitude, no heart rate, 11 laps.
            ("fit/garmin-forerunner10-run.fit", [.speed]),
            // An indoor ride: no position, no speed.
            ("fit/garmin-edge800-indoor-trainer.fit", [.elevation, .heartRate, .power, .cadence]),
          ])
    func corpusPictures(_ file: String, _ charts: [PlotChart.Kind]) throws {
        let recording = try corpusRecording(file)
        let plot = WorkoutPlot(recording: recording, options: PlotOptions(colorBy: .heartRate))
        #expect(plot.charts == charts)
        #expect(plot.hasRoute == !file.contains("indoor"))
        #expect(try svgFrameCount(try CairoRenderer.render(plot.scene, as: .svg), theme: .light) == plot.panelCount)
        let png = try #require(DecodedPNG(try CairoRenderer.render(plot.scene, as: .png)))
        #expect(png.width == 1000 && png.height == 1200)
        #expect(png.shareUnlikeTopLeft() > 0.02)
        if plot.hasRoute {
            let onRoute = plot.routePoints.filter { point in
                !png.isColor(Int(point.x), Int(point.y), (255, 255, 255))
            }
            // Lap rings (filled with the background) and the colour key cover a few points.
            #expect(Double(onRoute.count) > 0.9 * Double(plot.routePoints.count))
        }
        #expect(try CairoRenderer.render(plot.scene, as: .pdf).starts(with: Array("%PDF-".utf8)))
    }
}

/// How cairo's SVG surface writes a colour component: a percentage with at most six decimals,
/// trailing zeros and point dropped (`60%`, `10.196078%`).
enum PlotLabelsForTests {
    static func cairoPercent(_ component: Double) -> String {
        var text = String(format: "%.6f", component * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }
}
