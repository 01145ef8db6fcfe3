import Dispatch
import Foundation

/// How far an import has got, on standard error: a bar redrawn in place when
/// standard error is a terminal, otherwise a plain line at most once a second and
/// one at the end. It counts files, workouts and bytes, with the rate and the time left.
final class ImportProgress {
    private let totalFiles: Int
    private let totalBytes: Int64
    private let terminal: Bool
    private let started = DispatchTime.now()
    private var lastLine: DispatchTime?
    private var files = 0
    private var workouts = 0
    private var bytes: Int64 = 0
    private var barShown = false

    /// - Parameters:
    ///   - sizes: the size in bytes of each input (0 when unknown, as for standard input).
    ///   - terminal: whether standard error is a terminal.
    init(sizes: [Int64], terminal: Bool) {
        totalFiles = sizes.count
        totalBytes = sizes.reduce(0, +)
        self.terminal = terminal
    }

    /// Counts one input done.
    func advance(bytes size: Int64, workouts found: Int) {
        files += 1
        workouts += found
        bytes += size
        let now = DispatchTime.now()
        if terminal {
            draw()
        } else if files == totalFiles || lastLine.map({ now.uptimeNanoseconds - $0.uptimeNanoseconds >= 1_000_000_000 }) ?? true {
            lastLine = now
            Console.message("progress: " + summary(now: now))
        }
    }

    /// Removes the bar before other messages are written; the next ``advance`` draws it again.
    func clear() {
        guard terminal, barShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        barShown = false
    }

    /// Ends the bar's line.
    func finish() {
        guard terminal, barShown else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        barShown = false
    }

    private func draw() {
        ProgressBar.draw(fraction: totalFiles == 0 ? 1 : Double(files) / Double(totalFiles), summary: summary(now: DispatchTime.now()))
        barShown = true
    }

    /// `3/10 files, 3 workouts, 1.2/4.0 MB, 25.1 files/s, 10.0 MB/s, ETA 0:01`.
    private func summary(now: DispatchTime) -> String {
        let seconds = max(Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9, 1e-3)
        let megabytes = Double(bytes) / 1_000_000
        var text = "\(files)/\(totalFiles) files, \(workouts) workouts, "
            + String(format: "%.1f/%.1f MB, %.1f files/s, %.1f MB/s", megabytes, Double(totalBytes) / 1_000_000,
                     Double(files) / seconds, megabytes / seconds)
        // Time left from the byte rate (files differ in size), else from the file rate.
        let remaining: Double = bytes > 0 && totalBytes > 0
            ? Double(totalBytes - bytes) / (Double(bytes) / seconds)
            : Double(totalFiles - files) / (Double(files) / seconds)
        if remaining.isFinite, remaining >= 0 {
            let whole = Int(remaining.rounded(.up))
            text += String(format: ", ETA %d:%02d", whole / 60, whole % 60)
        }
        return text
    }
}

/// The progress bar that import, export, report and store copy redraw in place on standard error (a terminal).
enum ProgressBar {
    /// Redraws the bar's line: `[#####...] summary`, `fraction` of it filled.
    static func draw(fraction: Double, summary: String) {
        let width = 24
        let filled = Int((min(max(fraction, 0), 1) * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(summary)".utf8))
    }
}
