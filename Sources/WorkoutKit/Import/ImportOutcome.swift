import Foundation
import WorkoutModel

/// What an import did with one workout it found, or with one input (or one workout of
/// a sample table) that failed.
public struct ImportOutcome: Sendable {
    /// What the outcome is about.
    public enum Subject: Sendable {
        /// A workout read from the input.
        case workout(Workout)
        /// A course (a planned route with no workout) read from the input, by its name.
        case course(name: String?)
        /// A sample table's samples for a stored workout: how many were found (dry run)
        /// or added (samples the workout already had are not added again).
        case samples(count: Int)
        /// Nothing: the input or workout failed.
        case nothing
        /// Items of the input left out (``ImportStatus/skipped``): one named item, or
        /// (after the first ``/WorkoutFormats/SkippedItems/namedLimit``) the rest counted by reason.
        case skipped(count: Int)
    }

    /// The input's name (``InputItem/name``).
    public var input: String
    /// The workout's (or course's) UUID as stored; `nil` when the input failed as a whole.
    public var uuid: UUID?
    public var status: ImportStatus
    public var subject: Subject
    /// Why it failed, in one line naming the input, for ``ImportStatus/failed``; what was
    /// left out and why, for ``ImportStatus/skipped``.
    public var failure: String?

    public init(input: String, uuid: UUID?, status: ImportStatus, subject: Subject, failure: String? = nil) {
        self.input = input
        self.uuid = uuid
        self.status = status
        self.subject = subject
        self.failure = failure
    }

    static func failed(_ input: String, _ message: String) -> ImportOutcome {
        ImportOutcome(input: input, uuid: nil, status: .failed, subject: .nothing, failure: message)
    }

    static func skipped(_ input: String, _ message: String, count: Int) -> ImportOutcome {
        ImportOutcome(input: input, uuid: nil, status: .skipped, subject: .skipped(count: count), failure: message)
    }
}
