import Foundation
import GRDB
import WorkoutModel

/// A recording saved while it is read: its per-point values and its routes' locations go
/// into the store as they come, and the rest of it (the workout, laps, events, interval
/// samples, waypoints) when it is complete, all inside the import session's one transaction. Memory
/// holds a chunk of each series and of the route being added, not the recording.
///
/// Begin one with ``ImportSession/beginRecording(expectedSource:)``, add points' values and locations in
/// the order the file gives them (a batch at a time through ``add(_:)``, or one by one with
/// ``addValue(_:of:at:device:)`` and ``addLocation(_:)``; a route ended with
/// ``Feed/endRoute(_:)`` lets the next locations form another), then
/// ``finish(_:streamedRouteSyncIdentifier:versioning:retypingValues:)`` or
/// ``discard()``. The store ends up exactly as if the whole recording (the values as
/// instantaneous samples, in the order added, before the rest's samples; the locations
/// as routes in the order added before the rest's routes) had been saved with
/// ``ImportSession/save(_:versioning:)-(WorkoutRecording,_)``, with two differences in anchors: the
/// recording takes its anchors before it is known whether it is new, so an `unchanged` one
/// hands its anchors back and a `replaced` one's tombstones come after all of its objects
/// instead of before (after its values and before the rest when the rest keeps UUIDs of the
/// stored version, which must be deleted first).
///
/// Everything added goes to the store under a savepoint; a recording that turns out
/// unchanged, or is discarded, is rolled back to it. One streamed recording is open at a
/// time in a session; use it from the session's thread.
///
/// On PostgreSQL the values and locations, and at the end the rest (its samples, routes,
/// waypoints, events, metadata: everything but the workout's row), are written with
/// provisional anchors (`WriteContext.nextProvisionalAnchors(_:)`), without the store's anchor
/// lock, beside other writers (a rest that keeps stored UUIDs, after the lookup); the lock is
/// taken after that, where the stored version is
/// looked up, and held for what decides or touches shared rows (the lookup, a replaced
/// version's deletion and tombstones, the workout's row, the hourly statistics); the anchors
/// become the committed ones at commit.
public final class StreamedRecording {
    private let context: WriteContext
    private let checkpoint: WriteContext.Checkpoint
    /// The workout's anchor, taken first as a whole recording's is.
    private let workoutID: Int64
    /// What values and locations go through as they come: one struct, changed in place
    /// for a whole batch (see ``add(_:)``).
    private var feed: Feed
    private var ended = false

    init(_ context: WriteContext, expectedSource: Source?) throws {
        self.context = context
        checkpoint = try context.beginCheckpoint()
        workoutID = try context.nextProvisionalAnchors(1)
        // The workout's source, which series chunks and sample rows name, is known only at
        // the end, and so are the routes' anchors (after every sample's): chunks and rows carry
        // the expected source, or a placeholder (ids start at 1), and the routes' chunks wait in
        // a temporary file (`Feed.pendingChunks`), until then.
        let expected = try expectedSource.flatMap { try context.sourceIDWithoutAnchorLock($0) }
        valueSourceID = expected?.id ?? Self.pendingSourceID
        addedValueSource = expected?.added == true ? expectedSource : nil
        feed = Feed(context, samples: try WorkoutSampleInserter(context, workoutID: workoutID, workoutSourceID: valueSourceID))
    }

    /// The source id of the value rows and chunks until the workout's is known, when no source
    /// was expected (or the expected one could not be had without the anchor lock).
    private static let pendingSourceID: Int64 = 0
    /// The source id the value rows and chunks are written under until the workout's is known:
    /// the expected source's, or ``pendingSourceID``.
    private let valueSourceID: Int64
    /// The expected source when it was added to the store for the values: deleted again when
    /// the workout names another.
    private let addedValueSource: Source?

    /// Adds the next value of a series: an instantaneous sample of `type` at `time`, in the
    /// type's canonical unit, of the workout's source, recorded by `device` (`nil`: the
    /// workout's device). ``add(_:)`` adds many for less.
    public func addValue(_ value: Double, of type: QuantityType, at time: Date, device: Device? = nil) throws {
        try add { try $0.addValue(value, of: type, at: time, device: device) }
    }

    /// Adds the next location of the route being added. ``add(_:)`` adds many for less.
    public func addLocation(_ location: Location) throws {
        try add { try $0.addLocation(location) }
    }

    /// Runs `body` with the recording's ``Feed``, to add values and locations in the order
    /// the file gives them: a batch of points at a time costs one access to the recording,
    /// where each value added on its own costs one (and a check that nothing else uses it
    /// at the same time) for every piece of state it changes.
    public func add(_ body: (inout Feed) throws -> Void) throws {
        try requireOpen()
        let first = try context.upcomingProvisionalAnchor
        feed.nextAnchor = first
        // Each value takes an anchor, as a whole recording's samples take theirs in order
        // (reserved once the body ran, or failed).
        do {
            try body(&feed)
            try feed.addRun()
        } catch {
            _ = try context.nextProvisionalAnchors(Int(feed.nextAnchor - first))
            throw error
        }
        _ = try context.nextProvisionalAnchors(Int(feed.nextAnchor - first))
    }

    /// The state a streamed recording changes for each value and location: the pending
    /// chunks, the digest, the time order, the routes ended, the locations waiting for their chunk.
    /// Reach it through ``StreamedRecording/add(_:)``.
    public struct Feed {
        private let context: WriteContext
        fileprivate var samples: WorkoutSampleInserter
        /// For each of the known types of `samples` (by index), its kind for the digest.
        private var kinds: [StreamingRecordingDigest.ValueKind] = []
        /// The types handed out by ``valueType(_:)``, by ``ValueType``'s index: each with its
        /// index among the known types of `samples` once a value of it was added (-1 before:
        /// a type is known from its first value on, as when added by its ``QuantityType``).
        private var valueTypes: [(type: QuantityType, known: Int)] = []
        /// The values added by their ``ValueType`` and not stored yet: stored a run at a time
        /// (``addRun()``), before anything else is added or refused and when the batch ends.
        private var run = StreamedValueRun()
        /// The anchor the next value takes; ``StreamedRecording/add(_:)`` reserves them.
        fileprivate var nextAnchor: Int64 = 0
        /// The UUID of the route being added: a new one, or the file's (``nameRoute(_:)``).
        fileprivate private(set) var routeUUID = UUIDGenerator.random()
        /// The streamed routes' chunks until their routes' anchors are taken, numbered on
        /// route after route; each route's go into `route_chunks` under its id, numbered from 0,
        /// when the recording ends (or nowhere, when it is rolled back).
        fileprivate let pendingChunks = PendingRouteChunks()
        /// The route id the chunks of the route being added go under: `nil` while they wait in
        /// `pendingChunks`, then the route's anchor.
        fileprivate var routeID: Int64?
        /// The locations of the route being added waiting for their chunk.
        fileprivate var locations: [Location] = []
        /// The number of the next chunk (in `pendingChunks`, or under `routeID`).
        fileprivate var locationChunks: Int64 = 0
        /// The number of the first chunk of the route being added (in `pendingChunks`, or under `routeID`).
        fileprivate var routeFirstChunk: Int64 = 0
        /// How many locations the route being added has.
        fileprivate private(set) var locationCount = 0
        /// The routes whose locations were added and that were ended (``endRoute(_:)``), in order.
        fileprivate var endedRoutes: [StreamedRoute] = []
        /// How many values and samples were added (their anchors follow the workout's; the rest's
        /// samples, inserted through `samples` too, come after them).
        fileprivate private(set) var valueCount = 0
        /// Whether the values and locations added (then the rest's) go forward in time.
        fileprivate private(set) var order = PointTimeOrder()
        /// How many values and samples went to rows of `samples` rather than into chunks
        /// (cumulative ones, samples that are not packed).
        fileprivate private(set) var valueRows = 0
        /// The recording's content digest (version 2), fed as values and locations come.
        fileprivate private(set) var digest = StreamingRecordingDigest()
        /// The first value or location the store refuses: reported when the recording is
        /// finished, after the workout's own checks, as saving it whole would.
        fileprivate private(set) var invalidValue: (any Error)?
        fileprivate private(set) var invalidLocation: (any Error)?

        fileprivate init(_ context: WriteContext, samples: WorkoutSampleInserter) {
            self.context = context
            self.samples = samples
        }

        /// Adds the next value of a series: an instantaneous sample of `type` at `time`, in
        /// the type's canonical unit, of the workout's source, recorded by `device` (`nil`: the
        /// workout's device; a series another device recorded, as a merge takes it, names that
        /// device on its chunks as a whole save of its samples does). A recording finished with
        /// `retypingValues` is read back and saved whole without the values' devices: give a
        /// device only to values of a recording finished without.
        public mutating func addValue(_ value: Double, of type: QuantityType, at time: Date, device: Device? = nil) throws {
            try addRun()
            let id = nextAnchor
            nextAnchor += 1
            guard invalidValue == nil, invalidLocation == nil else { return }
            let seconds = time.stored
            if let refusal = Self.refusal(of: value, of: type, at: seconds) {
                invalidValue = refusal
                return
            }
            try addValue(value, ofKnownType: try samples.knownTypeIndex(type), at: seconds, device: device, id: id)
        }

        /// A type of the values of this feed's recording, found once for all of its values
        /// (``valueType(_:)``).
        public struct ValueType: Sendable {
            fileprivate let index: Int
        }

        /// `type` as a ``ValueType``, for adding values of it with
        /// ``addValue(_:of:at:)-(_,StreamedRecording.Feed.ValueType,_)``: each value added by its
        /// ``/WorkoutModel/QuantityType`` costs a search among the recording's types (a comparison of texts
        /// or more). Good for this feed's recording only.
        public mutating func valueType(_ type: QuantityType) -> ValueType {
            valueTypes.append((type, -1))
            return ValueType(index: valueTypes.count - 1)
        }

        /// ``addValue(_:of:at:device:)-(_,QuantityType,_,_)`` of a value of a type found once
        /// (``valueType(_:)``), of the workout's device: the same anchor, rows, chunks, digest
        /// and refusal. The value waits in a run of such values, stored together (each stage
        /// over the whole run, the chunks a type at a time) when the run is full, before anything
        /// else is added or refused, and when the ``StreamedRecording/add(_:)`` body ends.
        public mutating func addValue(_ value: Double, of type: ValueType, at time: Date) throws {
            let id = nextAnchor
            nextAnchor += 1
            // A refusal stores the run first: a run never waits behind one.
            guard invalidValue == nil, invalidLocation == nil else { return }
            run.append(value, ofType: type.index, at: time.stored, anchor: id)
            if run.isFull { try addRun() }
        }

        /// Stores the values waiting in `run` as adding each on its own stored it: each type
        /// known to the sample inserter from its first value on (in order: its id, its change
        /// note) and its values counted, then the time order, the digest, and the chunks (or
        /// rows) of each type; the first value the store refuses is kept
        /// (``refusal(of:of:at:)``) and stops the values after it, which keep only their anchors.
        fileprivate mutating func addRun() throws {
            guard !run.isEmpty else { return }
            let run = self.run
            self.run.removeAll()
            try run.withValues { all in
                // The first value the store refuses stops the run there (kept to be named last).
                var accepted = all.count, refusal: (any Error)?
                for index in all.indices {
                    refusal = Self.refusal(of: all[index].value, of: valueTypes[all[index].type].type, at: all[index].time)
                    if refusal != nil {
                        accepted = index
                        break
                    }
                }
                let values = UnsafeBufferPointer(rebasing: all[..<accepted])
                // By value type: its known type, and how many of its values the run holds (the
                // small arrays by value type read through their buffers: no check per value).
                var known = valueTypes.map(\.known)
                var counts = Array(repeating: 0, count: known.count)
                var newlyKnown: [Int] = []
                try known.withUnsafeMutableBufferPointer { known in
                    try counts.withUnsafeMutableBufferPointer { counts in
                        for value in values {
                            counts[value.type] += 1
                            guard known[value.type] < 0 else { continue }
                            // Known from its first value on, which it counts.
                            let index = try samples.knownTypeIndex(valueTypes[value.type].type)
                            known[value.type] = index
                            valueTypes[value.type].known = index
                            newlyKnown.append(value.type)
                            noteKind(ofKnownType: index)
                        }
                    }
                }
                for type in counts.indices where counts[type] > 0 {
                    samples.countValues(counts[type] - (newlyKnown.contains(type) ? 1 : 0), ofKnownType: known[type])
                }
                let kindsByType = known.indices.map { known[$0] >= 0 ? kinds[known[$0]] : StreamingRecordingDigest.ValueKind(valueTypes[$0].type) }
                kindsByType.withUnsafeBufferPointer { kindsByType in
                    for value in values {
                        order.addValue(at: value.time)
                        digest.addValue(value.value, kind: kindsByType[value.type], atSecondsSinceReferenceDate: value.time)
                    }
                }
                valueCount += accepted
                valueRows += try samples.insertValues(values, knownTypes: known, counts: counts, firstAnchor: run.firstAnchor)
                if let refusal { invalidValue = refusal }
            }
        }

        /// Why the store refuses `value` of `type` at `seconds`, or `nil`: the first value it
        /// refuses is kept to be reported at the end, and stops the adding of values.
        private static func refusal(of value: Double, of type: @autoclosure () -> QuantityType, at seconds: Double) -> (any Error)? {
            do {
                try Validation.checkValue(value, of: type(), at: seconds, uuid: { UUIDGenerator.random() })
                return nil
            } catch {
                return error
            }
        }

        /// Makes ``kinds`` hold the digest's kind of known type `known` (and of those before it).
        private mutating func noteKind(ofKnownType known: Int) {
            while kinds.count <= known { kinds.append(StreamingRecordingDigest.ValueKind(samples.type(at: kinds.count))) }
        }

        /// Adds a checked value of known type `known` of `samples` (counted there) with anchor `id`.
        private mutating func addValue(_ value: Double, ofKnownType known: Int, at seconds: Double, device: Device?, id: Int64) throws {
            noteKind(ofKnownType: known)
            order.addValue(at: seconds)
            if try !samples.insertValue(value, ofKnownType: known, at: seconds, device: device, id: id) { valueRows += 1 }
            valueCount += 1
            digest.addValue(value, kind: kinds[known], atSecondsSinceReferenceDate: seconds)
        }

        /// Adds the next sample of the recording, with its UUID (workoutkit's JSON hands its
        /// samples so): it takes the next anchor, and goes into the same chunk or row as a
        /// whole save of the recording would put it at this place (a run of values whose UUIDs
        /// derive from their first one's, ``/WorkoutModel/UUIDGenerator/seriesValue(_:of:)``,
        /// packed as a whole save packs it). Values and samples may be added in any order;
        /// the sample must name no source of its own (it is the workout's).
        ///
        /// A recording fed samples is saved as a whole save would save it, but
        /// ``StreamedRecording/finish(_:streamedRouteSyncIdentifier:versioning:retypingValues:)``
        /// retypes only values (`retypingValues` must be `nil`), and a stored version digested
        /// in version 1 is compared as if the samples were values.
        public mutating func addSample(_ sample: QuantitySample) throws {
            try addRun()
            let id = nextAnchor
            nextAnchor += 1
            guard invalidValue == nil, invalidLocation == nil else { return }
            // The first sample the store refuses is kept to be reported at the end, as a value is.
            do {
                try Validation.check(sample)
                if let source = sample.source {
                    throw StoreError.invalid("sample \(sample.uuid.uuidString) of a streamed recording names a source of its own (\(source.name))")
                }
            } catch {
                invalidValue = error
                return
            }
            let start = sample.startDate.stored
            if start == sample.endDate.stored { order.addValue(at: start) }
            if try !samples.insertStreamed(sample, id: id) { valueRows += 1 }
            valueCount += 1
            digest.addSample(sample.quantityType, sample.quantity, start: sample.startDate, end: sample.endDate,
                             metadata: sample.metadata)
        }

        /// Gives the route whose locations are added next the UUID its file states, before its
        /// first location.
        public mutating func nameRoute(_ uuid: UUID) throws {
            guard locationCount == 0 else {
                throw StoreError.invalid("route \(uuid.uuidString) was named after its first location was added")
            }
            routeUUID = uuid
        }

        /// Adds the next location of the route being added (the recording's first, or the one
        /// after the last ended).
        public mutating func addLocation(_ location: Location) throws {
            locationCount += 1
            guard invalidLocation == nil else { return }
            do {
                try Validation.check(location, route: routeUUID)
            } catch {
                // The values added before it are stored first: they are not stopped by it.
                try addRun()
                invalidLocation = error
                return
            }
            order.addLocation(at: location.timestamp.stored)
            // A chunk's room at the first location: the array grown by doubling copied every
            // location about twice again (a small file's route: 2 % of the saving thread).
            if locations.capacity == 0 { locations.reserveCapacity(LocationChunk.capacity) }
            locations.append(location)
            digest.addLocation(location)
            if locations.count == LocationChunk.capacity { try writeLocations() }
        }

        /// Writes the locations waiting for their chunk as the next chunk: into `pendingChunks`
        /// until the route's anchor is taken, then into `route_chunks` under `routeID`.
        fileprivate mutating func writeLocations() throws {
            guard !locations.isEmpty else { return }
            let bytes = LocationChunk.encode(locations[...])
            if let routeID {
                try context.insertLocationChunk(bytes, count: locations.count, routeID: routeID, chunk: locationChunks)
            } else {
                try pendingChunks.append(bytes, count: locations.count)
            }
            locationChunks += 1
            locations.removeAll(keepingCapacity: true)
        }

        /// Ends the route whose locations were added: `route` holds its own attributes (sync
        /// identifier and version, source, device, dates, metadata), its `locations` empty, its
        /// UUID the one the locations were added under (``nameRoute(_:)``). The locations added
        /// next form another route, saved after it.
        public mutating func endRoute(_ route: WorkoutRoute) throws {
            guard route.uuid == routeUUID, route.locations.isEmpty, locationCount > 0 else {
                throw StoreError.invalid("route \(route.uuid.uuidString) is not the route whose locations were added, or holds locations of its own")
            }
            try writeLocations()
            digest.endRoute(syncIdentifier: route.syncIdentifier, metadata: route.metadata)
            order.endRoute()
            endedRoutes.append(StreamedRoute(route: route, locationCount: locationCount, routeID: routeID,
                                             chunks: routeFirstChunk..<locationChunks))
            routeUUID = UUIDGenerator.random()
            routeFirstChunk = locationChunks
            locationCount = 0
        }
    }

    /// A route whose locations went into the store as they came: its own attributes, how many
    /// locations it has and where their chunks are.
    fileprivate struct StreamedRoute {
        var route: WorkoutRoute
        var locationCount: Int
        /// The route id its chunks have: `nil` while they wait in the feed's `pendingChunks`, then its anchor.
        var routeID: Int64?
        /// Its chunks' numbers (in `pendingChunks`; under `routeID`, from 0, once it has its anchor).
        var chunks: Range<Int64>
        /// Whether it is the route being added, whose last locations wait for their chunk.
        var isBeingAdded = false
    }

    /// Saves the rest of the recording under the versioning rules of
    /// ``WorkoutStore/save(_:versioning:)->SaveOutcome``: `rest` is the workout with its
    /// other samples, routes and waypoints; the routes ended (``Feed/endRoute(_:)``) come before
    /// them, and the locations added after the last (if any) form a route after those, with
    /// `streamedRouteSyncIdentifier`.
    ///
    /// With `retypingValues`, the values added had provisional types, which only `rest`
    /// settles: the closure gives the type of a value added as `type` at `time` (one measured
    /// in the same canonical unit), or `nil` for a value the recording leaves out. Values
    /// then take other series and other anchors, so the recording is read back from the
    /// store, retyped, and saved whole in place of what was added (memory then holds it).
    ///
    /// - Throws: what saving the whole recording would throw (nothing of it is then saved;
    ///   the session goes on).
    public func finish(
        _ rest: WorkoutRecording, streamedRouteSyncIdentifier: String?, versioning: SyncVersioning,
        retypingValues retyping: ((_ type: QuantityType, _ time: Date) -> QuantityType?)? = nil
    ) throws -> SaveOutcome {
        try finish(rest, streamedRoute: WorkoutRoute(uuid: feed.routeUUID, syncIdentifier: streamedRouteSyncIdentifier, locations: []),
                   versioning: versioning, retypingValues: retyping)
    }

    /// Saves the rest of the recording as
    /// ``finish(_:streamedRouteSyncIdentifier:versioning:retypingValues:)`` does, the locations
    /// added after the last route ended forming `streamedRoute` (its `locations` empty, its
    /// UUID the one they were added under).
    private func finish(
        _ rest: WorkoutRecording, streamedRoute: WorkoutRoute, versioning: SyncVersioning,
        retypingValues retyping: ((_ type: QuantityType, _ time: Date) -> QuantityType?)? = nil
    ) throws -> SaveOutcome {
        try requireOpen()
        guard streamedRoute.uuid == feed.routeUUID, streamedRoute.locations.isEmpty else {
            try discard()
            throw StoreError.invalid("route \(streamedRoute.uuid.uuidString) is not the streamed route, or holds locations of its own")
        }
        ended = true
        // A value or location the store refused stopped the adding: saving below throws what
        // a whole save would.
        if let retyping, feed.invalidValue == nil, feed.invalidLocation == nil {
            let whole: WorkoutRecording
            do {
                whole = try wholeRecording(rest, streamedRoute: streamedRoute, retyping: retyping)
            } catch {
                try context.rollBack(to: checkpoint)
                throw error
            }
            try context.rollBack(to: checkpoint)
            return try context.save(PreparedRecording(whole), versioning: versioning)
        }
        do {
            let outcome = try save(rest, streamedRoute: streamedRoute, versioning: versioning)
            if outcome.status == .unchanged {
                try context.rollBack(to: checkpoint)
            } else {
                try context.release(checkpoint)
            }
            return outcome
        } catch {
            try context.rollBack(to: checkpoint)
            throw error
        }
    }

    /// Leaves the recording out: the store is as it was before it began.
    public func discard() throws {
        guard !ended else { return }
        ended = true
        try context.rollBack(to: checkpoint)
    }

    private func requireOpen() throws {
        guard !ended else { throw StoreError.invalid("a streamed recording was used after it was finished") }
    }

    /// The whole recording of what was added and `rest`, each value retyped by `retyping`
    /// (and left out where it gives `nil`), in the order added.
    private func wholeRecording(
        _ rest: WorkoutRecording, streamedRoute: WorkoutRoute, retyping: (QuantityType, Date) -> QuantityType?
    ) throws -> WorkoutRecording {
        var values: [QuantitySample] = []
        values.reserveCapacity(feed.samples.count)
        var identifiers = UUIDGenerator()
        try forEachStreamedValue { _, type, value, time in
            let date = Date(stored: time)
            guard let settled = retyping(type, date) else { return }
            guard settled.canonicalUnit == type.canonicalUnit else {
                throw StoreError.invalid("a streamed \(type.identifier) value was retyped as \(settled.identifier), which is measured in another unit")
            }
            values.append(QuantitySample(uuid: identifiers.next(), type: settled,
                                         quantity: Quantity(value, settled.canonicalUnit), start: date, end: date))
        }
        var routes: [WorkoutRoute] = []
        for streamed in streamedRoutes(last: streamedRoute) {
            var locations = RouteLocations()
            locations.reserveCapacity(streamed.locationCount)
            try forEachLocation(of: streamed) { locations.append($0) }
            var whole = streamed.route
            whole.locations = locations
            routes.append(whole)
        }
        return WorkoutRecording(workout: rest.workout, samples: values + rest.samples, routes: routes + rest.routes,
                                waypoints: rest.waypoints)
    }

    /// The streamed routes in order: those ended, then the one being added as `last` (its
    /// attributes) when it has locations.
    private func streamedRoutes(last: WorkoutRoute) -> [StreamedRoute] {
        var routes = feed.endedRoutes
        if feed.locationCount > 0 {
            routes.append(StreamedRoute(route: last, locationCount: feed.locationCount, routeID: feed.routeID,
                                        chunks: feed.routeFirstChunk..<feed.locationChunks, isBeingAdded: true))
        }
        return routes
    }

    /// Calls `body` with each location of `route` (of ``streamedRoutes(last:)``) in order: its
    /// chunks', then, for the route being added, those waiting for their chunk.
    private func forEachLocation(of route: StreamedRoute, _ body: (Location) throws -> Void) throws {
        var decoded: [Location] = []
        if let routeID = route.routeID {
            let chunks = try context.database.columnCursor(
                "SELECT count, data, format FROM route_chunks WHERE route_id = ? AND chunk >= ? AND chunk < ? ORDER BY chunk",
                [routeID, route.chunks.lowerBound, route.chunks.upperBound])
            while try chunks.next() {
                decoded.removeAll(keepingCapacity: true)
                try LocationChunk.decode(chunks.data(1), format: chunks.int64(2), count: Int(chunks.int64(0)), into: &decoded)
                for location in decoded { try body(location) }
            }
        } else {
            for index in route.chunks {
                let chunk = try feed.pendingChunks.chunk(Int(index))
                decoded.removeAll(keepingCapacity: true)
                try LocationChunk.decode(chunk.data, format: LocationChunk.Format.compact.rawValue, count: chunk.count, into: &decoded)
                for location in decoded { try body(location) }
            }
        }
        if route.isBeingAdded {
            for location in feed.locations { try body(location) }
        }
    }

    private func save(_ rest: WorkoutRecording, streamedRoute: WorkoutRoute, versioning: SyncVersioning) throws -> SaveOutcome {
        // The checks a whole recording gets, in the same order: the workout, its samples, its
        // routes, its waypoints.
        try Validation.check(rest.workout)
        if let invalidValue = feed.invalidValue { throw invalidValue }
        for sample in rest.samples { try Validation.check(sample) }
        if let invalidLocation = feed.invalidLocation { throw invalidLocation }
        for route in rest.routes { try Validation.check(route.locations, route: route.uuid) }
        try Validation.check(waypointsOf: rest)

        let workout = rest.workout
        let hasStreamedRoute = feed.locationCount > 0
        try context.checkAuthorization(source: workout.source.name, type: .workout, action: .share)
        if hasStreamedRoute || !feed.endedRoutes.isEmpty || !rest.routes.isEmpty {
            try context.checkAuthorization(source: workout.source.name, type: .workoutRoute, action: .share)
        }
        for type in feed.samples.types { try context.checkAuthorization(source: workout.source.name, type: .quantity(type), action: .share) }
        try context.checkShare(workoutSource: workout.source.name, samples: rest.forEachSample)

        let route = hasStreamedRoute ? streamedRoute : nil
        let digest = contentDigest(rest, streamedRoute: route)
        // Everything but the workout's row goes in before the stored version is looked up: rows
        // of the recording's own, with provisional anchors (on PostgreSQL without the anchor lock),
        // in a whole save's order. A replaced version's tombstones come after them. A rest that
        // keeps UUIDs of stored objects goes in after the deletion, as a whole save's.
        // A source added for the values that the workout does not name goes first: the
        // workout's, when new too, then takes the id it would have had without it.
        if let added = addedValueSource, added != workout.source { try context.deleteUnusedSource(id: valueSourceID) }
        let sourceID = try context.sourceID(workout.source)
        let restHoursWritten: HourlyStatisticsWriter? = try reusesStoredUUIDs(rest)
            ? nil : try context.writingOwnRows { try writeRest(rest, sourceID: sourceID, route: route) }

        let stored = try context.storedVersion(of: workout)
        if let stored {
            // A recording saved before version 2 is compared in version 1, whose order needs
            // the values again: they are read back.
            let comparable = ContentDigestVersion(ofDigest: stored.digest) == .version1
                ? try version1Digest(rest, streamedRoute: streamedRoute) : digest
            if comparable == stored.digest { return SaveOutcome(uuid: stored.uuid, status: .unchanged) }
        }
        var saving = workout
        // A stored version's hours are recomputed when it is deleted, without this recording's
        // samples (written already), which count after, as a whole save counts them.
        let replaced = try context.replace(stored, with: &saving, versioning: versioning, writtenWorkoutID: workoutID)
        let restHours = try restHoursWritten ?? context.writingOwnRows { try writeRest(rest, sourceID: sourceID, route: route) }
        if !context.hourly.adopt(feed.samples.valueHours, sourceID: sourceID) {
            // Hours counted earlier in the session: counted value by value after them, as a whole save does.
            try forEachStreamedValue { typeID, type, value, time in
                if type.aggregationStyle == .discrete {
                    context.hourly.add(typeID: typeID, sourceID: sourceID, start: time, value: value)
                }
            }
        }
        context.hourly.count(restHours)

        var order = feed.order
        order.add(samplesOf: rest)
        order.endRoute()
        for route in rest.routes { order.add(route) }
        _ = try context.insertWorkoutRow(saving, id: workoutID, digest: digest, counts: WorkoutCounts(
            samples: feed.samples.count, heartRates: feed.samples.heartRates,
            locations: feed.endedRoutes.reduce(feed.locationCount) { $0 + $1.locationCount } + rest.locationCount,
            pointsInTimeOrder: order.isForward))
        return SaveOutcome(uuid: workout.uuid, status: replaced == nil ? .imported : .replaced, replacedUUID: replaced)
    }

    /// Writes all of the recording but its workout's row, under `sourceID`, the workout's source:
    /// the workout's metadata, events and activities, the values' source, `rest`'s samples
    /// after the values, the series' last chunks, the ended routes' rows, the streamed `route`'s
    /// row and last chunk, `rest`'s routes and waypoints. Returns the discrete samples of `rest` held back from the
    /// hourly statistics (``WriteContext/holdingHoursBack(_:)``), to be counted once the version
    /// it replaces is deleted.
    private func writeRest(_ rest: WorkoutRecording, sourceID: Int64, route: WorkoutRoute?) throws -> HourlyStatisticsWriter {
        let workout = rest.workout
        try context.insertWorkoutParts(workout, id: workoutID)
        // Looked up (or added) now, so that the workout's row finds it known.
        _ = try context.deviceID(workout.device)
        // The chunks written so far are all this recording's values: unless written under it,
        // they take the workout's source in place (a row of the same size: SQLite rewrites its
        // first page, not its blob's, but reads all of them to compare).
        // (Statements prepared once a connection: a batch import finishes a recording a file.)
        if sourceID != valueSourceID {
            try context.database.execute(
                "UPDATE sample_series SET source_id = ? WHERE workout_id = ? AND source_id = ?", [sourceID, workoutID, valueSourceID])
            if feed.valueRows > 0 {
                try context.database.execute(
                    "UPDATE samples SET source_id = ? WHERE workout_id = ? AND source_id = ?", [sourceID, workoutID, valueSourceID])
            }
        }
        feed.samples.writeFromNowOn(workoutSourceID: sourceID)
        let (_, restHours) = try context.holdingHoursBack {
            let firstRest = try context.nextAnchors(rest.samples.count)
            for (offset, sample) in rest.samples.enumerated() {
                try feed.samples.insert(sample, id: firstRest + Int64(offset))
            }
            try feed.samples.finish()
        }
        // Each streamed route's chunks take its id and their numbers from 0; the last chunk of
        // the route being added goes in with it (a small file's route is all in that one).
        for index in feed.endedRoutes.indices {
            let ended = feed.endedRoutes[index]
            let routeID = try context.insertRouteRow(ended.route, workoutID: workoutID, locationCount: ended.locationCount)
            try givePendingChunks(ended.chunks, to: routeID)
            feed.endedRoutes[index].routeID = routeID
            feed.endedRoutes[index].chunks = 0..<Int64(ended.chunks.count)
        }
        if let route {
            let routeID = try context.insertRouteRow(route, workoutID: workoutID, locationCount: feed.locationCount)
            try givePendingChunks(feed.routeFirstChunk..<feed.locationChunks, to: routeID)
            feed.routeID = routeID
            feed.locationChunks -= feed.routeFirstChunk
            feed.routeFirstChunk = 0
            try feed.writeLocations()
        }
        for route in rest.routes { try context.insertRoute(route, workoutID: workoutID) }
        try context.insertWaypoints(rest.waypoints, workoutID: workoutID, courseID: nil)
        return restHours
    }

    /// Inserts the pending chunks numbered `chunks` into `route_chunks` under `routeID`, numbered from 0.
    private func givePendingChunks(_ chunks: Range<Int64>, to routeID: Int64) throws {
        for index in chunks {
            let chunk = try feed.pendingChunks.chunk(Int(index))
            try context.insertLocationChunk(chunk.data, count: chunk.count, routeID: routeID, chunk: index - chunks.lowerBound)
        }
    }

    /// Whether an object of `rest` (a sample, route or waypoint) has the UUID of one the store
    /// holds (they are unique in the store): of the version it replaces, which must be deleted
    /// before it goes in, as a whole save deletes it. Readers and edits give every object a
    /// new UUID; a caller's recording may keep its stored version's.
    private func reusesStoredUUIDs(_ rest: WorkoutRecording) throws -> Bool {
        let groupSize = 500
        for (table, uuids) in [("samples", rest.samples.map(\.uuid)), ("routes", rest.routes.map(\.uuid)),
                               ("waypoints", rest.waypoints.map(\.uuid))] {
            for start in stride(from: 0, to: uuids.count, by: groupSize) {
                let group = uuids[start..<min(start + groupSize, uuids.count)]
                let placeholders = Array(repeating: "?", count: group.count).joined(separator: ", ")
                let arguments: StoreArguments = group.map { $0 }
                if try context.database.fetchOne("SELECT 1 FROM \(table) WHERE uuid IN (\(placeholders)) LIMIT 1", arguments) != nil {
                    return true
                }
            }
        }
        return false
    }

    /// ``WorkoutRecording/contentDigest`` of the recording as a whole: the values and
    /// locations added (and the ends of the routes ended) were fed as they came; then `rest`'s
    /// samples, the end of the streamed route (when locations were added after the last route
    /// ended), `rest`'s routes and waypoints, and its workout.
    private func contentDigest(_ rest: WorkoutRecording, streamedRoute: WorkoutRoute?) -> String {
        var digest = feed.digest
        for sample in rest.samples {
            digest.addSample(sample.quantityType, sample.quantity, start: sample.startDate, end: sample.endDate,
                             metadata: sample.metadata)
        }
        if let streamedRoute { digest.endRoute(syncIdentifier: streamedRoute.syncIdentifier, metadata: streamedRoute.metadata) }
        for route in rest.routes {
            for location in route.locations { digest.addLocation(location) }
            digest.endRoute(syncIdentifier: route.syncIdentifier, metadata: route.metadata)
        }
        return digest.hexDigest(workout: rest.workout, waypoints: rest.waypoints)
    }

    /// ``WorkoutRecording/contentDigest(_:)`` in version 1 of the recording as a whole: the
    /// values are read back from what this recording wrote (in anchor order, which is the
    /// order added), then its routes' chunks.
    private func version1Digest(_ rest: WorkoutRecording, streamedRoute: WorkoutRoute) throws -> String {
        var digest = RecordingDigest(workout: rest.workout, sampleCount: feed.valueCount + rest.samples.count)
        try forEachStreamedValue { _, type, value, time in
            let date = Date(stored: time)
            digest.addSample(type, Quantity(value, type.canonicalUnit), start: date, end: date, metadata: [:])
        }
        for sample in rest.samples {
            digest.addSample(sample.quantityType, sample.quantity, start: sample.startDate, end: sample.endDate,
                             metadata: sample.metadata)
        }
        let streamed = streamedRoutes(last: streamedRoute)
        digest.beginRoutes(count: rest.routes.count + streamed.count)
        for route in streamed {
            digest.beginRoute(route.route, locationCount: route.locationCount)
            try forEachLocation(of: route) { digest.addLocation($0) }
        }
        for route in rest.routes {
            digest.beginRoute(route, locationCount: route.locations.count)
            for location in route.locations { digest.addLocation(location) }
        }
        digest.addWaypoints(rest.waypoints)
        return digest.hexDigest
    }

    /// Calls `body` with each value added, in order (its type's id and type, value, time):
    /// merges the chunks written, the chunks still pending and
    /// the rows of values that are not packed (cumulative ones, and those of a type stored in
    /// another unit) by anchor. The values took
    /// consecutive anchors after the workout's, and the rest's samples (perhaps written too)
    /// the anchors after them; a chunk holds values or samples, not both.
    private func forEachStreamedValue(_ body: (Int64, QuantityType, Double, Double) throws -> Void) throws {
        let valueCount = Int64(feed.valueCount)
        guard valueCount > 0 else { return }
        let lastValue = workoutID + valueCount
        // Chunks being read, each with the place of its next value; a chunk is decoded when
        // its first anchor is due, so at most one per type is open. (An array of tuples holding
        // the type was copied whole at each look: about 800 instructions a value.)
        var open: [OpenChunk] = []
        var types: [Int64: QuantityType] = [:]
        func type(_ id: Int64) throws -> QuantityType {
            if let known = types[id] { return known }
            let type = try self.type(id)
            types[id] = type
            return type
        }
        let chunks = try context.database.columnCursor("""
            SELECT id, count, data, type_id, format FROM sample_series WHERE workout_id = ? AND id <= ? ORDER BY id
            """, [workoutID, lastValue])
        var hasChunk = try chunks.next()
        let rows = try context.database.columnCursor("""
            SELECT id, type_id, value, start FROM samples WHERE workout_id = ? AND id <= ? ORDER BY id
            """, [workoutID, lastValue])
        var hasRow = try rows.next()
        for pending in feed.samples.series where !pending.values.isEmpty {
            open.append(OpenChunk(typeID: pending.typeID, type: try type(pending.typeID), values: pending.values))
        }
        for anchor in (workoutID + 1)...lastValue {
            while hasChunk, chunks.int64(0) <= anchor {
                var values: [PackedValue] = []
                try SeriesChunk.decode(chunks.data(2), format: chunks.int64(4), count: Int(chunks.int64(1)),
                                       firstAnchor: chunks.int64(0), into: &values)
                if !values.isEmpty { open.append(OpenChunk(typeID: chunks.int64(3), type: try type(chunks.int64(3)), values: values)) }
                hasChunk = try chunks.next()
            }
            var found: Int?
            for index in open.indices where open[index].nextAnchor == anchor {
                found = index
                break
            }
            if let index = found {
                let value = open[index].values[open[index].next]
                try body(open[index].typeID, open[index].type, value.value, value.start)
                open[index].next += 1
                if open[index].next == open[index].values.count { open.remove(at: index) }
            } else if hasRow, rows.int64(0) == anchor {
                try body(rows.int64(1), try type(rows.int64(1)), rows.double(2), rows.double(3))
                hasRow = try rows.next()
            } else {
                throw StoreError.database("value \(anchor - workoutID) of a streamed recording is missing from the store")
            }
        }
    }

    private func type(_ id: Int64) throws -> QuantityType {
        guard let type = try context.quantityType(id: id) else {
            throw StoreError.database("a streamed recording's value names a quantity type the store does not know")
        }
        return type
    }
}

/// A chunk of a streamed recording's values being read back, with the place of its next value.
private struct OpenChunk {
    var typeID: Int64
    var type: QuantityType
    var values: [PackedValue]
    var next = 0

    var nextAnchor: Int64 { values[next].anchor }
}
