import Dispatch
import Foundation

/// A progress bar for long work over a known number of items (the workouts of an export or
/// a report), on standard error when it is a terminal, and nothing at all otherwise, so
/// that piped or redirected output holds no progress. The bar is redrawn at most ten times
/// a second, and always for the last item.
final class TerminalProgress {
    private let noun: String
    private let terminal: Bool
    private let started = DispatchTime.now()
    private var lastDrawn: DispatchTime?
    private var barShown = false

    /// - Parameters:
    ///   - noun: what is counted, in the plural (`workouts`).
    ///   - terminal: whether standard error is a terminal.
    init(noun: String, terminal: Bool = Console.standardErrorIsTerminal) {
        self.noun = noun
        self.terminal = terminal
    }

    /// Shows that `done` of `total` items are done: `[#####...] 12/40 workouts, 3.1/s, ETA 0:09`.
    func update(done: Int, of total: Int) {
        guard terminal else { return }
        let now = DispatchTime.now()
        if done < total, let lastDrawn, now.uptimeNanoseconds - lastDrawn.uptimeNanoseconds < 100_000_000 { return }
        lastDrawn = now
        let seconds = max(Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9, 1e-3)
        var summary = "\(done)/\(total) \(noun), " + String(format: "%.1f/s", Double(done) / seconds)
        let remaining = Double(total - done) / (Double(done) / seconds)
        if done > 0, remaining.isFinite, remaining >= 0 {
            let whole = Int(remaining.rounded(.up))
            summary += String(format: ", ETA %d:%02d", whole / 60, whole % 60)
        }
        ProgressBar.draw(fraction: total == 0 ? 1 : Double(done) / Double(total), summary: summary)
        barShown = true
    }

    /// Removes the bar before a message is written; the next ``update(done:of:)`` draws it again.
    func clear() {
        guard barShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        barShown = false
        lastDrawn = nil
    }

    /// Ends the bar's line.
    func finish() {
        guard barShown else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        barShown = false
    }
}
