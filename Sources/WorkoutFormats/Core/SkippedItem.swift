/// One item of an input that was left out so that its neighbours could still be read:
/// a record or workout of an Apple Health export, a track of a GPX file, an activity of
/// a TCX file, a route file an export names but does not hold, or the rest of an XML
/// document after a well-formedness error (which cannot be read past).
///
/// Readers skip items only with ``ReadOptions/skipsBadItems`` (as `import` does unless
/// `--strict`); otherwise the same problem is thrown as a ``FormatError``.
public struct SkippedItem: Sendable, Hashable, CustomStringConvertible {
    /// What was left out.
    public enum Kind: String, Sendable, Hashable {
        /// A standalone record (an Apple Health `Record`).
        case record
        /// A workout (an Apple Health `Workout`, or one recording of several in a file).
        case workout
        /// A GPX track.
        case track
        /// A TCX activity or course.
        case activity
        /// A workout's route: the workout itself is kept, without it.
        case route
        /// Everything after the place named: the complete items before it are kept.
        case remainder

        /// The noun for several of them (`records`).
        public var plural: String {
            switch self {
            case .record: "records"
            case .workout: "workouts"
            case .track: "tracks"
            case .activity: "activities"
            case .route: "routes"
            case .remainder: "rests of files"
            }
        }
    }

    public var kind: Kind
    /// The input's name, as in ``ReadContext/name``.
    public var file: String
    /// Where the problem was found, when known.
    public var position: InputPosition?
    /// What was wrong, in words for the user.
    public var reason: String
    /// The item's name in the file (`track 2`), when it has one the user can find.
    public var name: String?

    public init(_ kind: Kind, file: String, at position: InputPosition?, reason: String, name: String? = nil) {
        self.kind = kind
        self.file = file
        self.position = position
        self.reason = reason
        self.name = name
    }

    /// The error reading strictly gives for the same problem (what `import --strict` reports).
    public var error: FormatError { .malformed(file: file, at: position, reason: reason) }

    /// What became of the item, after the problem: `track 2 was skipped`.
    public var consequence: String {
        switch kind {
        case .record: "the record was skipped"
        case .workout: "\(name ?? "the workout") was skipped"
        case .track: "\(name ?? "the track") was skipped"
        case .activity: "\(name ?? "the activity") was skipped"
        case .route: "the workout was kept without this route"
        case .remainder: "the rest of the file cannot be read past this point; what came before it was kept"
        }
    }

    /// `file: line 12, column 3: a record ends before it starts; the record was skipped`.
    public var description: String {
        "\(error); \(consequence)"
    }
}
