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
    /// The extra series (``ExtraSeries``) among the value types, in the order their first
    /// values come (the order ``ExtraSeries/add(_:to:)`` gives the whole recording's):
    /// a writer that places them (``TrackPointWriter/placesExtraSeries``) gets their
    /// values with the points. Empty when the points carry none.
    public let extraSeries: [QuantityType]

    /// `startPass` starts a pass over the points; the function it returns fills the group
    /// it is given with the points at the next time (after ``PointGroup/start(at:)``) and
    /// returns `true`, or returns `false` after the last time. The group's values are
    /// named by their types' indices in `valueTypes` (``PointGroup/add(_:ofType:)``);
    /// `extraSeries` are those of them that are extra series, in the order their first values come.
    public init(
        valueTypes: PointValueTypes, extraSeries: [QuantityType] = [],
        startPass: @escaping () throws -> (inout PointGroup) throws -> Bool
    ) {
        types = valueTypes
        self.extraSeries = extraSeries
        self.startPass = startPass
    }

    /// Makes a pass, calling `body` with each entry in turn, each handed over where it is
    /// made (no time's entries held, none copied).
    func forEachEntry(_ body: (TrackPointTimeline.Entry) throws -> Void) throws {
        let fill = try startPass()
        var group = PointGroup(types)
        while try fill(&group) { try group.handOut(body) }
    }

    /// Makes a pass, calling `body` with each entry and its values of `columns` (by column,
    /// fewer or none when the last are empty). At each time the values are paired with the
    /// entries as a whole recording's timeline pairs them (``ExtraValueRows``); values of a
    /// series not in `columns` are left out.
    func forEachEntry(extraColumns columns: [QuantityType], _ body: (TrackPointTimeline.Entry, [Double?]) throws -> Void) throws {
        let fill = try startPass()
        let extraColumns = types.types.map { type in ExtraSeries.contains(type) ? columns.firstIndex(of: type) : nil }
        var group = PointGroup(types, extraColumns: extraColumns)
        while try fill(&group) {
            if group.hasExtraValues { try group.handOutWithExtraValues(body) } else { try group.handOut { try body($0, []) } }
        }
    }

    /// Starts a pass: each call of the function returned gives the next entry, `nil` after
    /// the last (for a writer that takes entries as it needs them; ``forEachEntry(_:)``
    /// copies less).
    func entries() throws -> () throws -> TrackPointTimeline.Entry? {
        let pass = Pass(fill: try startPass(), group: PointGroup(types))
        return pass.next
    }

    /// One pass: the entries of the group being handed out, and the group filled next.
    private final class Pass {
        private let fill: (inout PointGroup) throws -> Bool
        /// Everything that changes, in one stored property, not checked for exclusive access at
        /// run time: only `next()` changes it, and `fill` cannot reach the pass.
        @exclusivity(unchecked) private var state: State

        private struct State {
            var group: PointGroup
            var ready: [TrackPointTimeline.Entry] = []
            var index = 0

            mutating func next(_ fill: (inout PointGroup) throws -> Bool) throws -> TrackPointTimeline.Entry? {
                while index >= ready.count {
                    ready.removeAllKeepingStorage()
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

        init(fill: @escaping (inout PointGroup) throws -> Bool, group: PointGroup) {
            self.fill = fill
            state = State(group: group)
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
    /// The column of each type's values among the extra series placed, by type index
    /// (`nil`: not placed); empty when none are.
    private let extraColumns: [Int?]
    /// The extra series' values at the group's time.
    private var extraValues = ExtraValueRows()

    init(_ valueTypes: PointValueTypes, extraColumns: [Int?] = []) {
        self.valueTypes = valueTypes
        self.extraColumns = extraColumns
    }

    /// Whether the points at the group's time carry values of extra series.
    var hasExtraValues: Bool { !extraValues.isEmpty }

    /// Empties the group for the points at `time`.
    public mutating func start(at time: Date) {
        self.time = time
        locations.removeAllKeepingStorage()
        if hasValues {
            values = PointsAtTime()
            hasValues = false
        }
        if !extraValues.isEmpty { extraValues.removeAll() }
    }

    /// Adds a location at the group's time (in route order).
    public mutating func add(_ location: Location) {
        locations.append(location)
    }

    /// Adds a point value at the group's time (in the order the values were saved), in the
    /// canonical unit of its type, the type at `index` of the source's value types; a type
    /// no point column holds is left out, unless the pass places it as an extra series
    /// (``TrackPointSource/extraSeries``).
    public mutating func add(_ value: Double, ofType index: Int) {
        guard let column = valueTypes.columns[index] else {
            if index < extraColumns.count, let column = extraColumns[index] { extraValues.add(value, column: column) }
            return
        }
        values.add(value, column)
        hasValues = true
    }

    /// Calls `body` with the group's entries: the locations with their values (a location
    /// without a time with those it holds, see ``/WorkoutModel/Location/values``), then the
    /// points without a position.
    func handOut(_ body: (TrackPointTimeline.Entry) throws -> Void) rethrows {
        var timedCount = 0
        for location in locations {
            guard location.hasTime else {
                try body(TrackPointTimeline.Entry(time: time, location: location, values: PointValues(heldBy: location),
                                                  hasTime: false))
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

    /// Calls `body` with the group's entries as `handOut(_:)` gives them, each with its
    /// row of extra values (``ExtraValueRows``), then a point for each row left over.
    func handOutWithExtraValues(_ body: (TrackPointTimeline.Entry, [Double?]) throws -> Void) rethrows {
        var index = 0
        try handOut { entry in
            try body(entry, extraValues.row(for: index))
            index += 1
        }
        try extraValues.forEachLeftOver(after: index, at: time, body)
    }
}

/// A writer whose sessions can write a workout from its rest and a ``TrackPointSource``
/// (they are ``TrackPointWriting``).
public protocol TrackPointWriter: RecordingWriter {
    /// Whether this writer's sessions are ``TrackPointWriting`` (a layout may need whole recordings).
    var writesTrackPointSources: Bool { get }
    /// Whether this writer's sessions place the values of extra series (``ExtraSeries``) a
    /// ``TrackPointSource`` hands out with the points (``TrackPointSource/extraSeries``),
    /// so that a store hands them out so, not in the rest: the CSV point table. `false` by default.
    var placesExtraSeries: Bool { get }
    /// Whether a session writes the workout of `rest` (see ``TrackPointWriting/write(_:points:)``)
    /// from a source: ``writesTrackPointSources``, unless the workout's points carry values a
    /// source does not hand out and this writer keeps (the CSV point table's developer fields).
    func writesTrackPointSource(for rest: WorkoutRecording) -> Bool
}

extension TrackPointWriter {
    public func writesTrackPointSource(for rest: WorkoutRecording) -> Bool { writesTrackPointSources }
    public var placesExtraSeries: Bool { false }
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
