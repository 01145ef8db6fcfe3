import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

extension WorkoutStore {
    /// Calls `body` with a stored workout as an output takes it. When `writer` takes this
    /// workout's points from a source (``/WorkoutFormats/TrackPointWriter/writesTrackPointSource(for:)``), the
    /// workout's points are read from the store while they are written (a chunk at a time,
    /// see ``WorkoutStore/readWorkout(_:valueTypes:storedValueTypes:_:)``). What they hold, for the loss
    /// report, is counted by the first pass that writes them when the store knows that they
    /// go forward in time (``/WorkoutStore/StoredWorkoutReader/pointsAreTimeOrdered``), else
    /// by one pass before, which finds out whether each type's values and each route's
    /// locations do (a merge saves the series it takes after the others). A workout whose
    /// values of a type or locations of a route go back in time is read whole
    /// (``recording(for:)``): the writers pair points by time
    /// over the whole recording then, which a pass in time order cannot do. Values recorded by
    /// another device than the workout's (``/WorkoutStore/StoredPointValue/deviceIndex``) are
    /// counted by type for the loss report, as the whole recording's samples are. For a writer
    /// that places extra series (``/WorkoutFormats/TrackPointWriter/placesExtraSeries``,
    /// the CSV point table), their values (FIT developer fields) come with the points too,
    /// named in the order of their first values (a read of their values alone, first). With
    /// `privacy`, the points are read without the positions it withholds (``StoredWorkoutPrivacy``:
    /// passes over the routes before writing).
    ///
    /// - Throws: ``PipelineError/deletedDuringExport(_:)`` when the workout is gone, or what `body` throws.
    func withOutputWorkout(
        _ uuid: UUID, streamingTo writer: (any TrackPointWriter)?, privacy: PrivacyFilter = .none,
        _ body: (OutputWorkout) throws -> Void
    ) throws {
        var written = false
        if let writer, writer.writesTrackPointSources {
            let storedValueTypes: ((QuantityType) -> Bool)? = writer.placesExtraSeries ? { ExtraSeries.contains($0) } : nil
            let known = try readWorkout(uuid, valueTypes: TrackPointSource.valueTypes, storedValueTypes: storedValueTypes) { stored in
                guard writer.writesTrackPointSource(for: stored.rest) else { return }
                var filter: StoredWorkoutPrivacy?
                if !privacy.isEmpty {
                    filter = try StoredWorkoutPrivacy(stored, privacy: privacy)
                }
                let rest = filter?.rest ?? stored.rest
                var extraSeries: [QuantityType] = []
                if storedValueTypes != nil {
                    extraSeries = try stored.valueTypesInOrderOfFirstValue(where: { ExtraSeries.contains($0) })
                }
                let tally: StreamedTally
                if stored.pointsAreTimeOrdered == true {
                    let counter = WritingPassTally(stored, capabilities: writer.capabilities, extraSeries: extraSeries, filter: filter)
                    tally = .whileWritten(counter.tally)
                    written = true
                    try body(.streamed(rest: rest, points: counter.points, tally: tally, withheld: filter?.withheld))
                    return
                }
                let survey = try PointTally.survey(stored, roundingAs: writer.capabilities, filter: filter)
                guard survey.isTimeOrdered else { return }
                written = true
                let points = TrackPointSource(stored, capabilities: writer.capabilities, extraSeries: extraSeries, filter: filter, counting: nil)
                try body(.streamed(rest: rest, points: points, tally: .counted(survey.tally), withheld: filter?.withheld))
            }
            guard known else { throw PipelineError.deletedDuringExport(uuid) }
        }
        guard !written else { return }
        guard let recording = try recording(for: uuid) else { throw PipelineError.deletedDuringExport(uuid) }
        try body(.whole(recording))
    }
}

/// The points of a stored workout that goes forward in time, counted for the loss report
/// by the first pass a writer makes over them (to its end), so that no pass is made for
/// the count alone; asked before that pass ended (a strict output asks before writing), it
/// counts them in a pass of their own.
private final class WritingPassTally {
    private let stored: StoredWorkoutReader
    /// The capabilities of the format written (its resolutions are counted).
    private let capabilities: FormatCapabilities
    private let extraSeries: [QuantityType]
    private let filter: StoredWorkoutPrivacy?
    /// The count of the first pass, once it reached the last point.
    private var counted: PointTally?
    private var passes = 0

    init(_ stored: StoredWorkoutReader, capabilities: FormatCapabilities, extraSeries: [QuantityType], filter: StoredWorkoutPrivacy?) {
        self.stored = stored
        self.capabilities = capabilities
        self.extraSeries = extraSeries
        self.filter = filter
    }

    /// The points, the first pass counted.
    var points: TrackPointSource {
        TrackPointSource(stored, capabilities: capabilities, extraSeries: extraSeries, filter: filter) {
            self.passes += 1
            guard self.passes == 1 else { return nil }
            return { self.counted = $0 }
        }
    }

    func tally() throws -> PointTally {
        if let counted { return counted }
        let survey = try PointTally.survey(stored, roundingAs: capabilities, filter: filter)
        guard survey.isTimeOrdered else { throw Self.notInTimeOrder(stored) }
        return survey.tally
    }

    /// The store said that the workout's points go forward in time, and a pass found otherwise.
    static func notInTimeOrder(_ stored: StoredWorkoutReader) -> StoreError {
        StoreError.database("the store records workout \(stored.rest.workout.uuid.uuidString)'s points as going "
            + "forward in time, but they go back: its column points_in_time_order is wrong")
    }
}

extension TrackPointSource {
    /// The points of a stored workout, a pass of the store's each; `extraSeries` are the
    /// extra series among its value types, in the order of their first values; `filter`
    /// leaves out the locations a privacy filter withholds. `counting`,
    /// called as a pass starts, gives the function that takes the pass's count of what the
    /// points hold (for a format of `capabilities`) after their last, or `nil` for a pass that
    /// counts nothing.
    fileprivate init(
        _ stored: StoredWorkoutReader, capabilities: FormatCapabilities, extraSeries: [QuantityType],
        filter: StoredWorkoutPrivacy?, counting: (() -> ((PointTally) -> Void)?)?
    ) {
        let types = PointValueTypes(stored.valueTypes)
        self.init(valueTypes: types, extraSeries: extraSeries) {
            let pass = StoredPass(stored, types: types, capabilities: capabilities, pass: try stored.startPass(),
                                  keep: filter?.filter(), finish: counting?())
            return pass.fill
        }
    }
}

/// One pass over a stored workout's points, filling a ``PointGroup`` a time at a time (its
/// state in a class: the release build mishandled it in variables captured by a closure,
/// see `storeexport.md`), and counting them when asked to.
private final class StoredPass {
    private let stored: StoredWorkoutReader
    private let pass: StoredPointPass
    /// Whether the pass keeps each location of a route (its index), each route's in order (a
    /// privacy filter's); `nil`: all.
    private let keep: ((Location, Int) -> Bool)?
    /// Takes the count after the last point; `nil`: this pass counts nothing.
    private let finish: ((PointTally) -> Void)?
    /// Not checked for exclusive access at run time: only `fill` changes it.
    @exclusivity(unchecked) private var counter: IndexedPointCounter

    init(
        _ stored: StoredWorkoutReader, types: PointValueTypes, capabilities: FormatCapabilities, pass: StoredPointPass,
        keep: ((Location, Int) -> Bool)?, finish: ((PointTally) -> Void)?
    ) {
        self.stored = stored
        self.pass = pass
        self.keep = keep
        self.finish = finish
        counter = IndexedPointCounter(types, roundingAs: capabilities)
    }

    func fill(_ group: inout PointGroup) throws -> Bool {
        guard let locations = try pass.nextLocations(keeping: keep) else {
            finish?(counter.tally)
            return false
        }
        let time = pass.time, values = pass.values
        let counts = finish != nil
        if counts {
            guard pass.isTimeOrdered else { throw WritingPassTally.notInTimeOrder(stored) }
            counter.start(time, locations: locations)
        }
        group.start(at: time)
        for location in locations { group.add(location) }
        for value in values {
            if counts { counter.add(value) }
            if let number = value.value { group.add(number, ofType: value.typeIndex) }
        }
        return true
    }
}

extension PointTally {
    /// Counts a stored workout's points (for a format of `capabilities`; without the
    /// locations `filter` withholds) in a pass of their own, which also finds whether they go
    /// forward in time (and stops where they do not: the count is then of no use).
    fileprivate static func survey(
        _ stored: StoredWorkoutReader, roundingAs capabilities: FormatCapabilities, filter: StoredWorkoutPrivacy?
    ) throws -> (tally: PointTally, isTimeOrdered: Bool) {
        let pass = try stored.startPass()
        let keep = filter?.filter()
        var counter = IndexedPointCounter(PointValueTypes(stored.valueTypes), roundingAs: capabilities)
        while pass.isTimeOrdered, let locations = try pass.nextLocations(keeping: keep) {
            counter.start(pass.time, locations: locations)
            for value in pass.values { counter.add(value) }
        }
        return (counter.tally, pass.isTimeOrdered)
    }
}

extension StoredPointPass {
    /// Gathers the points at the next time, and returns their locations that `keep` keeps
    /// (given each with its route; all without it); a time left with no location and no value
    /// is passed over, as the whole recording without those locations has nothing there. `nil`
    /// after the last time.
    fileprivate func nextLocations(keeping keep: ((Location, Int) -> Bool)?) throws -> [Location]? {
        while try next() {
            guard let keep else { return locations }
            let all = locations, routes = locationRoutes
            let kept = all.indices.filter { keep(all[$0], routes[$0]) }.map { all[$0] }
            if !kept.isEmpty || !values.isEmpty { return kept }
        }
        return nil
    }
}

extension IndexedPointCounter {
    /// Counts a value of a store's pass at the time started last.
    fileprivate mutating func add(_ value: StoredPointValue) {
        add(value.value, ofTypeAt: value.typeIndex, hasMetadata: value.hasMetadata, recordedByOtherDevice: value.deviceIndex != nil)
    }
}
