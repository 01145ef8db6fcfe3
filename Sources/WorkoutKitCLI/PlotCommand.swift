import ArgumentParser
import Foundation
import PlotRendering
import WorkoutKit

/// `workoutkit plot ID -o run.svg|png|pdf`: the picture of one stored workout.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw one workout: its route and charts, to SVG, PNG or PDF.",
        discussion: """
            The route is projected in a local tangent plane (north up, equal scale both ways; no \
            map tiles), coloured by --color-by between the 5th and 95th percentiles of the values, \
            with start (green), finish (red), a mark at each lap's start, the colour key and a \
            scale bar. Under it, on a shared time or distance (--x) axis, one chart for each of \
            elevation, heart rate, speed (pace for runs, walks and hikes), power and cadence that \
            the workout has, with pauses shaded grey and every other lap tinted. What the workout \
            lacks is named on the picture's last line and on standard error. The format is the \
            output file's extension; the same drawing goes to each (cairo).
            """
    )

    @Argument(help: ArgumentHelp("A workout UUID or an unambiguous prefix of one.", valueName: "id"))
    var id: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The picture file: .svg, .png or .pdf.", valueName: "output"))
    var output: String

    @Option(help: ArgumentHelp("The picture's size in pixels (PDF and SVG: points), WIDTHxHEIGHT.", valueName: "size"))
    var size: PlotSize = PlotSize(width: 1000, height: 1200)

    @Option(help: "Colours: light or dark.")
    var theme: PlotThemeName = .light

    @Option(name: .customLong("color-by"), help: "What colours the route: speed, heart-rate or power.")
    var colorBy: PlotOptions.ColorBy = .speed

    @Option(name: .customLong("x"), help: "The charts' axis: time or distance.")
    var xAxis: PlotOptions.XAxis = .time

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        guard PlotFormat(fileName: output) != nil else {
            throw ValidationError("-o: '\(output)' does not end in .svg, .png or .pdf")
        }
    }

    func run() throws {
        let store = try storeOptions.open()
        let uuid = try store.resolveWorkoutID(id)
        guard let recording = try store.recording(for: uuid) else { throw CommandFailure("no workout \(id)") }
        let options = PlotOptions(width: size.width, height: size.height, theme: theme.theme, colorBy: colorBy, xAxis: xAxis)
        let plot = WorkoutPlot(recording: recording, options: options)
        // Validated above.
        let bytes = try CairoRenderer.render(plot.scene, as: PlotFormat(fileName: output)!)
        try writeOutputFile(bytes, to: output)
        if !plot.absent.isEmpty {
            Console.message("\(uuid.uuidString): not shown: " + plot.absent.joined(separator: "; "))
        }
    }
}

/// Writes a picture file whole or not at all (beside its place, then moved there).
func writeOutputFile(_ bytes: [UInt8], to path: String) throws {
    do {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        throw CommandFailure("cannot write \(path): \((error as NSError).localizedDescription)")
    }
}

/// `--size 1000x1200`: a picture's width and height in pixels, each 100 to 10,000.
struct PlotSize: ExpressibleByArgument {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (100...10_000).contains(width), (100...10_000).contains(height) else { return nil }
        self.init(width: Double(width), height: Double(height))
    }

    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}

/// `--theme light|dark`.
enum PlotThemeName: String, ExpressibleByArgument, CaseIterable {
    case light, dark

    var theme: PlotTheme { self == .light ? .light : .dark }
}

extension PlotOptions.ColorBy: ExpressibleByArgument {}
extension PlotOptions.XAxis: ExpressibleByArgument {}
