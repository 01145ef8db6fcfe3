import WorkoutKit

/// What `convert` and `export` say about what the output format cannot hold: after the
/// writing, one line per output summed over the recordings written there
/// (``LossNotice/summed(_:)``), or with `--verbose` one line per recording as it is written.
final class LossMessages {
    private let verbose: Bool
    private let beforeMessage: () -> Void
    private var notices: [LossNotice] = []

    /// - Parameter beforeMessage: called before a line is written while the work goes on
    ///   (to take a progress bar away).
    init(verbose: Bool, beforeMessage: @escaping () -> Void = {}) {
        self.verbose = verbose
        self.beforeMessage = beforeMessage
    }

    /// Names a recording's losses now (`--verbose`), or keeps them for ``finish()``.
    func add(_ notice: LossNotice) {
        guard verbose else { return notices.append(notice) }
        beforeMessage()
        Console.message(notice.description)
    }

    /// Names the losses kept, summed per output.
    func finish() {
        for notice in LossNotice.summed(notices) {
            Console.message(notice.recordings == 1 ? notice.description
                            : notice.description + " (--verbose names them recording by recording)")
        }
        notices = []
    }
}
