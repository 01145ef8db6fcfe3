import Foundation
import WorkoutModel

/// A workout's track points handed to a writer a time at a time, in time order, by
/// something that holds locations and values apart (a store's routes and series), so that
/// a writer that knows the rest of the workout first (``TrackPointWriting``) never holds
/// more than the points at one time.
///
/// The points at one time (``PointGroup``) are paired as `TrackPointTimeline` pairs a
/// whole recording's: the locations in order, each with the k-th value of each column at
/// that time, then the points of the values left over. When the source's times never go
/// back, the entries are the whole recording's timeline.
public struct TrackPointSource {
    /// The sample types whose values at single instants are point values (every
    /// `PointColumn`'s, on foot and otherwise): what the source gathers into groups.
    public static let valueTypes: Set<QuantityType> = PointColumn.quantityTypes(of: PointColumn.allCases)

    /// The types the source's values are named by.
    private let types: PointValueTypes
    private let startPass: () throws -> (inout PointGroup) throws -> Bool

    /// `startPass` starts a pass over the points; the function it returns fills the group
    /// it is given with the points at the next time (after ``PointGroup/start(at:)``) and
    /// returns `true`, or returns `false` after the last time. The group's values are
    /// named by their types' indices in `valueTypes` (``PointGroup/add(_:ofType:)``).
    public init(valueTypes: PointValueTypes, startPass: @escaping () throws -> (inout PointGroup) throws -> Bool) {
        types = valueTypes
        self.startPass = startPass
    }

    /// Starts a pass: each call of the function returned gives the next entry, `nil` after the last.
    func entries() throws -> () throws -> TrackPointTimeline.Entry? {
        let pass = Pass(fill: try startPass(), valueTypes: types)
        return pass.next
    }

    /// One pass: the entries of the group being handed out, and the group filled next.
    private final class Pass {
        private let fill: (inout PointGroup) throws -> Bool
        /// Everything that changes, in one stored property (one exclusivity check per entry, not one per property).
        private var state: State

        private struct State {
            var group: PointGroup
            var ready: [TrackPointTimeline.Entry] = []
            var index = 0

            mutating func next(_ fill: (inout PointGroup) throws -> Bool) throws -> TrackPointTimeline.Entry? {
                while index >= ready.count {
                    ready.removeAll(keepingCapacity: true)
                    index = 0
                    guard try fill(&group) else { return nil }
                    var entries: [TrackPointTimeline.Entry] = []
                    swap(&entries, &ready)
                    group.handOut { entries.append($0) }
                    ready = entries
                }
                index += 1
                return ready[index - 1]
            }
        }

        init(fill: @escaping (inout PointGroup) throws -> Bool, valueTypes: PointValueTypes) {
            self.fill = fill
            state = State(group: PointGroup(valueTypes))
        }

        func next() throws -> TrackPointTimeline.Entry? {
            try state.next(fill)
        }
    }
}

/// The points of a workout at one time, gathered for a ``TrackPointSource``.
public struct PointGroup {
    private var time = Date(timeIntervalSinceReferenceDate: 0)
    private var locations: [Location] = []
    private var values = PointsAtTime()
    private var hasValues = false
    /// The types values are named by.
    private let valueTypes: PointValueTypes

    init(_ valueTypes: PointValueTypes) {
        self.valueTypes = valueTypes
    }

    /// Empties the group for the points at `time`.
    public mutating func start(at time: Date) {
        self.time = time
        locations.removeAll(keepingCapacity: true)
        if hasValues {
            values = PointsAtTime()
            hasValues = false
        }
    }

    /// Adds a location at the group's time (in route order).
    public mutating func add(_ location: Location) {
        locations.append(location)
    }

    /// Adds a point value at the group's time (in the order the values were saved), in the
    /// canonical unit of its type, the type at `index` of the source's value types; a type
    /// no point column holds is left out.
    public mutating func add(_ value: Double, ofType index: Int) {
        guard let column = valueTypes.columns[index] else { return }
        values.add(value, column)
        hasValues = true
    }

    /// Calls `body` with the group's entries: the locations with their values (a location
    /// without a time with none, see ``/WorkoutModel/Location/hasTime``), then the points
    /// without a position.
    func handOut(_ body: (TrackPointTimeline.Entry) throws -> Void) rethrows {
        var timedCount = 0
        for location in locations {
            guard location.hasTime else {
                try body(TrackPointTimeline.Entry(time: time, location: location, values: PointValues(), hasTime: false))
                continue
            }
            try body(TrackPointTimeline.Entry(time: time, location: location, values: values.locatedValues(timedCount)))
            timedCount += 1
        }
        guard hasValues else { return }
        try values.forEachPositionless(locationCount: timedCount) {
            try body(TrackPointTimeline.Entry(time: time, location: nil, values: $0))
        }
    }
}

/// A writer whose sessions can write a workout from its rest and a ``TrackPointSource``
/// (they are ``TrackPointWriting``).
public protocol TrackPointWriter: RecordingWriter {
    /// Whether this writer's sessions are ``TrackPointWriting`` (a layout may need whole recordings).
    var writesTrackPointSources: Bool { get }
    /// Whether a session writes the workout of `rest` (see ``TrackPointWriting/write(_:points:)``)
    /// from a source: ``writesTrackPointSources``, unless the workout's points carry values a
    /// source does not hand out and this writer keeps (the CSV point table's developer fields).
    func writesTrackPointSource(for rest: WorkoutRecording) -> Bool
}

extension TrackPointWriter {
    public func writesTrackPointSource(for rest: WorkoutRecording) -> Bool { writesTrackPointSources }
}

/// A writer session that can write a workout whose rest is known before its points (a
/// stored workout), taking the points from a ``TrackPointSource`` as it writes them.
public protocol TrackPointWriting: RecordingWriterSession {
    /// Writes one workout: `rest` is the recording without its route locations and point
    /// values (its routes, if any, have no locations), which `points` hands out. The output
    /// is that of ``RecordingWriterSession/write(_:)`` for the whole recording when the
    /// points' times never go back.
    func write(_ rest: WorkoutRecording, points: TrackPointSource) throws
}
