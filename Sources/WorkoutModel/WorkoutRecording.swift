import Foundation
import Synchronization

/// What a reader yields and a writer takes: one workout with everything attached
/// to it. A file may hold several.
///
/// Its samples are of two kinds, held apart and read as one list (``samples``):
/// - **series** (``series``): the per-record values of a track (heart rate, cadence,
///   power, ... of each point or FIT `record`), held as columns, each value an
///   instantaneous sample of the workout's source and device;
/// - **separate samples** (``separateSamples``): everything else, such as lap energy and
///   distance (interval samples), values with metadata of their own, heartbeat series.
///
/// ``samples`` lists the series' values first, in the order they were added (point by
/// point: each value of one point, then the next point's), then the separate samples.
public struct WorkoutRecording: Hashable, Sendable {
    public var workout: Workout
    /// The series of the recording's per-record values, listed first in ``samples``.
    public var series: RecordingSeries
    /// The samples that are not series values, listed after them in ``samples``.
    public var separateSamples: [QuantitySample]
    public var routes: [WorkoutRoute]
    /// The named places of the file the workout was recorded in (GPX `wpt`s, FIT `course_point`s).
    public var waypoints: [Waypoint]

    /// A recording of `series` and of separate samples `samples` (see ``samples``).
    public init(workout: Workout, series: RecordingSeries = RecordingSeries(), samples: [QuantitySample] = [],
                routes: [WorkoutRoute] = [], waypoints: [Waypoint] = []) {
        self.workout = workout
        self.series = series
        separateSamples = samples
        self.routes = routes
        self.waypoints = waypoints
    }

    /// Every sample of the recording: the series' values (each as ``QuantitySeries/sample(at:)``
    /// gives it) in the order added, then the separate samples. Setting it replaces both:
    /// the recording then holds separate samples only.
    ///
    /// Reading it builds a sample per series value; ``forEachSample(_:)`` and
    /// ``sampleCount`` read them without holding them all.
    public var samples: [QuantitySample] {
        get {
            guard series.valueCount > 0 else { return separateSamples }
            var all: [QuantitySample] = []
            all.reserveCapacity(sampleCount)
            forEachSample { sample in all.append(copy sample) }
            return all
        }
        set {
            series = RecordingSeries()
            separateSamples = newValue
        }
        _modify {
            if series.valueCount == 0 {
                yield &separateSamples
            } else {
                var all = samples
                series = RecordingSeries()
                separateSamples = []
                yield &all
                separateSamples = all
            }
        }
    }

    /// How many samples ``samples`` lists.
    public var sampleCount: Int { series.valueCount + separateSamples.count }

    /// Calls `body` with each sample ``samples`` lists, in its order, without building the list.
    public func forEachSample(_ body: (borrowing QuantitySample) throws -> Void) rethrows {
        try series.forEachSample(body)
        try separateSamples.withUnsafeBufferPointer { samples in  // read in place: a copy of each retains all it holds
            guard let first = samples.baseAddress else { return }
            for index in samples.indices { try body((first + index).pointee) }
        }
    }

    /// Two recordings are equal when their workouts, routes, waypoints and the samples
    /// ``samples`` lists are, whether values are held in series or as separate samples.
    public static func == (lhs: WorkoutRecording, rhs: WorkoutRecording) -> Bool {
        lhs.workout == rhs.workout && lhs.routes == rhs.routes && lhs.waypoints == rhs.waypoints
            && lhs.sampleCount == rhs.sampleCount && lhs.samples == rhs.samples
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(workout)
        hasher.combine(sampleCount)
        hasher.combine(routes)
        hasher.combine(waypoints)
    }

    /// The samples of one type, in the order they were recorded.
    public func samples(ofType type: QuantityType) -> [QuantitySample] {
        var found: [QuantitySample] = []
        forEachSample { sample in
            if sample.quantityType == type { found.append(copy sample) }
        }
        return found
    }

    /// How many route locations the recording holds in all.
    public var locationCount: Int { routes.reduce(0) { $0 + $1.locations.count } }

    /// A digest of the recording's content: everything a user could see changed,
    /// and nothing that differs from one import of the same file to the next
    /// (UUIDs, sync version). Two recordings with the same digest hold the same data.
    /// It is the current version's (``ContentDigestVersion/version2``), the one a store saves.
    public var contentDigest: String { contentDigest(.version2) }

    /// The recording's content digest in `version` (a store compares a recording with a
    /// stored digest in the stored digest's version).
    public func contentDigest(_ version: ContentDigestVersion) -> String {
        switch version {
        case .version1: return version1Digest
        case .version2:
            var digest = StreamingRecordingDigest()
            forEachSample { sample in
                digest.addSample(sample.quantityType, sample.quantity, start: sample.startDate, end: sample.endDate,
                                 metadata: sample.metadata)
            }
            for route in routes {
                for location in route.locations { digest.addLocation(location) }
                digest.endRoute(syncIdentifier: route.syncIdentifier, metadata: route.metadata)
            }
            return digest.hexDigest(workout: workout, waypoints: waypoints)
        }
    }

    private var version1Digest: String {
        var digest = RecordingDigest(workout: workout, sampleCount: sampleCount)
        forEachSample { sample in
            digest.addSample(sample.quantityType, sample.quantity, start: sample.startDate, end: sample.endDate,
                             metadata: sample.metadata)
        }
        digest.beginRoutes(count: routes.count)
        for route in routes {
            digest.beginRoute(route, locationCount: route.locations.count)
            for location in route.locations { digest.addLocation(location) }
        }
        digest.addWaypoints(waypoints)
        return digest.hexDigest
    }
}

/// Version 1 of a recording's content digest (``ContentDigestVersion/version1``), computed
/// piece by piece: the workout first, then each sample in order, then each route and its
/// locations, then the waypoints. The same pieces in the same order give the same digest as
/// ``WorkoutRecording/contentDigest(_:)``. Stores hold it for recordings saved before
/// version 2 (``StreamingRecordingDigest``), whose order a recording read while it streams can follow.
public struct RecordingDigest: Sendable {
    private var hasher = ContentHasher()
    /// The type identifiers and unit symbols of this recording's samples, each with its
    /// bytes' effect on the hasher (see ``ContentHasher/Run``); `nil` for a recording of
    /// fewer than ``runSampleCount`` samples, which hashes them byte by byte.
    private var runs: SampleRuns?
    /// Recordings of at least this many samples hash their type identifiers and unit symbols
    /// through runs: making one (once per process) costs about as much as hashing its text
    /// 512 times, which a short recording would not earn back.
    static let runSampleCount = 1_000

    /// Starts a digest with everything of the workout but its samples and routes.
    public init(workout w: Workout, sampleCount: Int) {
        if sampleCount >= Self.runSampleCount { runs = SampleRuns() }
        hasher.add(w)
        hasher.add(sampleCount)
    }

    /// Adds the next sample (the digest counts neither its UUID nor its source and device).
    public mutating func addSample(_ type: QuantityType, _ quantity: Quantity, start: Date, end: Date, metadata: Metadata) {
        if let runs = runs?.runs(type: type.identifier, unit: quantity.unit.symbol) {
            // The same bytes as below: the identifier and the quantity's presence, its
            // value, its unit's symbol.
            hasher.add(runs.type)
            hasher.add(quantity.value)
            hasher.add(runs.unit)
        } else {
            hasher.add(type.identifier)
            hasher.add(quantity)
        }
        hasher.add(start)
        hasher.add(end)
        hasher.add(metadata)
    }

    /// Follows the last sample: the number of routes.
    public mutating func beginRoutes(count: Int) {
        hasher.add(count)
    }

    /// Starts the next route (its sync identifier and metadata; `locationCount` of its
    /// locations follow through ``addLocation(_:)``).
    public mutating func beginRoute(_ route: WorkoutRoute, locationCount: Int) {
        hasher.add(route.syncIdentifier)
        hasher.add(route.metadata)
        hasher.add(locationCount)
    }

    /// Adds the next location of the current route.
    public mutating func addLocation(_ l: Location) {
        hasher.add(l.timestamp)
        hasher.add(l.latitude)
        hasher.add(l.longitude)
        hasher.add(l.altitude)
        hasher.add(l.horizontalAccuracy)
        hasher.add(l.verticalAccuracy)
        hasher.add(l.speed)
        hasher.add(l.course)
        // Only for a location without a time (or one that starts a segment, or holds values),
        // so that every other digest stays as it was.
        if !l.hasTime { hasher.add(UInt64(0x756E_7469_6D65_64)) }  // "untimed"
        if l.startsSegment { hasher.add(UInt64(0x7365_676D_656E_74)) }  // "segment"
        if !l.values.isEmpty { hasher.add(l.values) }
    }

    /// Follows the last route: the recording's waypoints. The digest counts them only when
    /// there are any, so that digests of recordings without waypoints stay as they were.
    public mutating func addWaypoints(_ waypoints: [Waypoint]) {
        if !waypoints.isEmpty { hasher.add(waypoints) }
    }

    /// The digest, as ``WorkoutRecording/contentDigest(_:)`` gives it in version 1.
    public var hexDigest: String { hasher.hexDigest }
}

extension ContentHasher {
    /// Everything of a workout but its samples and routes, as both versions of a recording's
    /// digest hash it.
    mutating func add(_ w: Workout) {
        // Derived totals are computed from the content; hashing them too would make a store
        // made before them find every workout changed.
        let w = w.metadata[MetadataKey.derivedTotals] == nil ? w : w.removingDerivedTotals()
        add(w.activityType.rawValue)
        add(w.startDate)
        add(w.endDate)
        add(w.duration)
        add(w.totalEnergyBurned)
        add(w.totalDistance)
        add(w.source.name)
        add(w.source.bundleIdentifier)
        add(w.device)
        add(w.syncIdentifier)
        add(w.metadata)
        add(w.events.count)
        for event in w.events {
            add(event.type.rawValue)
            add(event.date)
            add(event.duration)
            add(event.metadata)
        }
        add(w.activities.count)
        for activity in w.activities {
            add(activity.activityType.rawValue)
            add(activity.startDate)
            add(activity.endDate)
            add(activity.duration)
            add(activity.totalEnergyBurned)
            add(activity.totalDistance)
            add(activity.metadata)
        }
    }
}

/// The runs of one recording's samples: its types (identifier and presence flag) and units,
/// in short lists looked up by comparison. A recording has a few types, interleaved point by
/// point, each nearly always in one unit: the type that followed a type last, and the unit
/// a type had last, are tried first. Kept as columns of plain values, so that a lookup
/// retains nothing.
private struct SampleRuns: Sendable {
    private var types: [String] = []
    private var typeRuns: [ContentHasher.Run] = []
    /// For each type, the type that came after it last (or -1), and the unit it had last (or -1).
    private var nextType: [Int] = []
    private var lastUnit: [Int] = []
    private var units: [String] = []
    private var unitRuns: [ContentHasher.Run] = []
    private var lastType = -1
    /// A recording with more distinct types or units than this hashes the rest byte by byte.
    private static let limit = 64

    /// The runs of a sample's type and unit; `nil` when either has none.
    mutating func runs(type: String, unit: String) -> (type: ContentHasher.Run, unit: ContentHasher.Run)? {
        var typeIndex = lastType >= 0 ? nextType[lastType] : -1
        if typeIndex < 0 || types[typeIndex] != type {
            guard let index = types.firstIndex(of: type) ?? add(type, thenPresent: true, to: &types, &typeRuns) else {
                return nil
            }
            typeIndex = index
            if typeIndex == nextType.count {
                nextType.append(-1)
                lastUnit.append(-1)
            }
        }
        if lastType >= 0 { nextType[lastType] = typeIndex }
        lastType = typeIndex
        var unitIndex = lastUnit[typeIndex]
        if unitIndex < 0 || units[unitIndex] != unit {
            guard let index = units.firstIndex(of: unit) ?? add(unit, thenPresent: false, to: &units, &unitRuns) else {
                return nil
            }
            unitIndex = index
            lastUnit[typeIndex] = unitIndex
        }
        return (typeRuns[typeIndex], unitRuns[unitIndex])
    }

    private func add(_ text: String, thenPresent: Bool, to texts: inout [String], _ runs: inout [ContentHasher.Run]) -> Int? {
        guard texts.count < Self.limit, let run = ContentHasher.Run.cached(text, thenPresent: thenPresent) else { return nil }
        texts.append(text)
        runs.append(run)
        return texts.count - 1
    }
}

/// A stable 128-bit content hash (two FNV-1a lanes with different offsets), byte by byte.
/// Unlike Swift's `Hasher` it gives the same value in every process, so it can be stored.
struct ContentHasher: StableHasher {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    init() {}

    /// A hasher whose lanes start at `a` and `b` (to make a ``Run``).
    private init(a: UInt64, b: UInt64) {
        self.a = a
        self.b = b
    }

    /// The effect of fixed bytes (a text as ``add(_:)-(String?)`` hashes it, perhaps followed by
    /// the presence flag of an optional) on the hasher, applied in one step: the same value
    /// as hashing the bytes one by one, without a step per byte.
    ///
    /// FNV-1a's step `x = (x ^ c) &* prime` changes, through the `^`, only the low bits of
    /// `x`: the low 8 in lane `a`, whose bytes are below 256, and the low 9 in lane `b`, whose
    /// bytes are offset by `0x5b`. `x ^ c` is `x + d`, with `d` decided by those low bits of
    /// `x` and by `c`; and the low bits of a product decided by the low bits of its factors.
    /// So after `n` bytes, `x` is `x₀ · primeⁿ + D[x₀'s low bits]`, and a run keeps
    /// `primeⁿ` and the table `D` of each lane (256 and 512 entries), found by hashing the
    /// bytes from each of the states that are only low bits.
    struct Run: @unchecked Sendable {
        /// The multiplier of lane `a` (modulo 2⁵⁶) and of lane `b` (modulo 2⁵⁵): the bits
        /// above those are multiplied away by the low bits' zeros (see ``init(hashing:)``).
        fileprivate let multipliers: (a: UInt64, b: UInt64)
        /// Lane `a`'s table (256 entries) followed by lane `b`'s (512): made once, never
        /// changed, kept until its owner frees them (``deallocate()``; the runs of
        /// ``cached(_:thenPresent:)`` are kept for the life of the process).
        fileprivate let tables: UnsafePointer<UInt64>

        /// The run of the bytes `body` hashes, which must be the same whatever the hasher's
        /// state. Costs about as much as hashing them 513 times.
        ///
        /// Two states alike in their low bits (0, and 256 in lane `a`, 512 in lane `b`) end
        /// `primeⁿ` times their difference apart, which gives `primeⁿ` but for its top 8 (9)
        /// bits; those bits only ever multiply a multiple of 256 (512), so any value of them
        /// gives the same hash, with each table entry taken from its own state.
        init(hashing body: (inout ContentHasher) -> Void) {
            func hashed(from a: UInt64, _ b: UInt64) -> ContentHasher {
                var hasher = ContentHasher(a: a, b: b)
                body(&hasher)
                return hasher
            }
            let zero = hashed(from: 0, 0), apart = hashed(from: 256, 512)
            let multipliers = (a: (apart.a &- zero.a) >> 8, b: (apart.b &- zero.b) >> 9)
            let tables = UnsafeMutablePointer<UInt64>.allocate(capacity: 256 + 512)
            for low in 0..<UInt64(512) {
                let hasher = low == 0 ? zero : hashed(from: low & 0xff, low)
                if low < 256 { tables[Int(low)] = hasher.a &- (low &* multipliers.a) }
                tables[256 + Int(low)] = hasher.b &- (low &* multipliers.b)
            }
            self.multipliers = multipliers
            self.tables = UnsafePointer(tables)
        }

        /// The run of `text` as ``add(_:)-(String?)`` hashes it, followed by the flag of a
        /// present optional (``add(_:)-(Double?)``'s `1`) when `thenPresent`.
        private init(_ text: String, thenPresent: Bool) {
            self.init { hasher in
                hasher.add(text)
                if thenPresent { hasher.add(1 as UInt64) }
            }
        }

        /// Frees the tables of a run made with ``init(hashing:)``, which its owner no longer uses.
        func deallocate() {
            UnsafeMutablePointer(mutating: tables).deallocate()
        }

        /// Runs made so far in this process, by text: they are type identifiers and unit
        /// symbols, a few dozen in all, each used for every sample of its kind.
        private static let made = Mutex<[String: (present: Run?, absent: Run?)]>([:])
        /// Texts beyond this many (a file of made-up units, say) are hashed byte by byte.
        private static let limit = 512

        /// The run of `text` (see ``init(_:thenPresent:)``), made once per process; `nil`
        /// once ``limit`` texts have runs.
        static func cached(_ text: String, thenPresent: Bool) -> Run? {
            // Made under the lock: a run is kept for good, so two threads must not both make one.
            made.withLock { made in
                if let known = thenPresent ? made[text]?.present : made[text]?.absent { return known }
                guard made[text] != nil || made.count < limit else { return nil }
                let run = Run(text, thenPresent: thenPresent)
                if thenPresent { made[text, default: (nil, nil)].present = run } else { made[text, default: (nil, nil)].absent = run }
                return run
            }
        }
    }

    /// Hashes a run's bytes (see ``Run``).
    mutating func add(_ run: Run) {
        a = a &* run.multipliers.a &+ run.tables[Int(a & 0xff)]
        b = b &* run.multipliers.b &+ run.tables[256 + Int(b & 0x1ff)]
    }

    mutating func add(_ value: UInt64) {
        var v = value
        for _ in 0..<8 {
            let byte = v & 0xff
            a = (a ^ byte) &* Self.prime
            b = (b ^ (byte &+ 0x5b)) &* Self.prime
            v >>= 8
        }
    }
    mutating func add(_ value: String?) {
        guard let value else { add(0 as UInt64); return }
        var text = value
        text.withUTF8 { bytes in  // contiguous UTF-8: the same bytes as `utf8`, read without index arithmetic
            add(UInt64(bytes.count) &+ 1)
            for byte in bytes { addByte(byte) }
        }
    }
    mutating func add(_ device: Device?) {
        guard let device else { add(0 as UInt64); return }
        // Field by field, not through an array: this runs for every record of an export.
        // A creation date is hashed as the text Apple Health's device description had it
        // before devices had one, when the text ran on in the last field before it (the
        // software version): the content-derived UUIDs and digests stay what they were.
        guard let creationDate = device.creationDate else {
            add(device.name)
            add(device.manufacturer)
            add(device.model)
            add(device.hardwareVersion)
            add(device.softwareVersion)
            add(device.serialNumber)
            return
        }
        let last = device.softwareVersion != nil ? 4 : device.hardwareVersion != nil ? 3 : device.model != nil ? 2
            : device.manufacturer != nil ? 1 : device.name != nil ? 0 : -1
        Timestamp.withHealthKitText(creationDate) { date in
            add(device.name, creationDate: last == 0 ? date : nil)
            add(device.manufacturer, creationDate: last == 1 ? date : nil)
            add(device.model, creationDate: last == 2 ? date : nil)
            add(device.hardwareVersion, creationDate: last == 3 ? date : nil)
            add(device.softwareVersion, creationDate: last == 4 ? date : nil)
        }
        add(device.serialNumber)
    }

    /// A device field as ``add(_:)-(String?)`` hashes it, followed by
    /// `, creation date:` and `creationDate` when that is given.
    private mutating func add(_ value: String?, creationDate: UnsafeBufferPointer<UInt8>?) {
        guard let value, let creationDate else { add(value); return }
        let marker = Device.creationDateMarker
        var text = value
        text.withUTF8 { bytes in
            add(UInt64(bytes.count + marker.count + creationDate.count) &+ 1)
            for byte in bytes { addByte(byte) }
        }
        for byte in marker { addByte(byte) }
        for byte in creationDate { addByte(byte) }
    }

    @inline(__always)
    private mutating func addByte(_ byte: UInt8) {
        a = (a ^ UInt64(byte)) &* Self.prime
        b = (b ^ (UInt64(byte) &+ 0x5b)) &* Self.prime
    }

    /// The digest as a UUID (version 8, "custom"), the same in every process.
    var uuid: UUID {
        var bytes = (a.bigEndian, b.bigEndian)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = (raw[6] & 0x0F) | 0x80
            raw[8] = (raw[8] & 0x3F) | 0x80
            return UUID(uuid: raw.load(as: uuid_t.self))
        }
    }

    var hexDigest: String {
        func hex(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return hex(a) + hex(b)
    }
}
