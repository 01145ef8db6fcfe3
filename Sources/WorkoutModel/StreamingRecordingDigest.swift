import Foundation

/// Which definition of a recording's content digest a digest follows. A store keeps the
/// digest of each saved recording, to tell a file imported again `unchanged` from
/// `replaced`; it compares a recording with a stored digest in that digest's version.
public enum ContentDigestVersion: Int, Sendable, CaseIterable {
    /// ``RecordingDigest``: the workout first, then the samples, routes and locations, byte
    /// by byte. Stores hold it for recordings saved before version 2.
    case version1 = 1
    /// ``StreamingRecordingDigest``: the samples and locations as they come, the workout last.
    case version2 = 2

    /// The version of `digest`: a version-2 digest begins with `2-`; a version-1 digest is 32
    /// hexadecimal digits.
    public init(ofDigest digest: String) {
        self = digest.hasPrefix(Self.version2Prefix) ? .version2 : .version1
    }

    static let version2Prefix = "2-"
}

/// Version 2 of a recording's content digest (``ContentDigestVersion/version2``), fed in the
/// order a recording streamed into the store has its pieces: each sample as it comes, each
/// route's locations as they come (the two interleaved, as a file's points give them), and
/// the workout and its waypoints at the end. The samples, and each route's locations, are
/// hashed in lanes of their own, 64 bits at a time (`WordHasher`); the end hashes, byte
/// by byte as version 1 does:
///
/// - the workout (as version 1 hashes it), the number of samples and the samples' lanes;
/// - the number of routes and the routes' lanes, into which each route put its sync
///   identifier, its metadata, its number of locations and its locations' lanes;
/// - the waypoints.
///
/// A sample counts its type's identifier and its unit's symbol (as one key, the pair's
/// hash), its value, start, end (as stored: seconds since the reference date) and metadata;
/// a location its time, coordinates and which of its optional values it has, and those
/// (a location without a time also its ``Location/values``, when it has any).
/// Like version 1 it counts neither UUIDs nor the sync version, nor a sample's source and device.
/// The same recording gives the same digest whether it is fed streamed or whole
/// (``WorkoutRecording/contentDigest``).
public struct StreamingRecordingDigest: Sendable {
    private var samples = WordHasher()
    private var sampleCount = 0
    private var kinds = SampleKinds()
    private var locations = WordHasher()
    private var locationCount = 0
    private var routes = WordHasher()
    private var routeCount = 0

    public init() {}

    /// Adds the next sample.
    public mutating func addSample(_ type: QuantityType, _ quantity: Quantity, start: Date, end: Date, metadata: Metadata) {
        addSample(kind: kinds.key(type: type.identifier, unit: quantity.unit.symbol), value: quantity.value,
                  start: start.timeIntervalSinceReferenceDate, end: end.timeIntervalSinceReferenceDate)
        samples.add(metadata)
    }

    /// Adds the next sample when it is a value of a series: an instantaneous sample of `type`
    /// at `time`, in the type's canonical unit, without metadata (the same as
    /// ``addSample(_:_:start:end:metadata:)`` of such a sample).
    public mutating func addValue(_ value: Double, of type: QuantityType, at time: Date) {
        addValue(value, of: type, atSecondsSinceReferenceDate: time.timeIntervalSinceReferenceDate)
    }

    /// ``addValue(_:of:at:)`` with the time in seconds since the reference date, as stores keep it.
    public mutating func addValue(_ value: Double, of type: QuantityType, atSecondsSinceReferenceDate seconds: Double) {
        addValue(value, kind: ValueKind(key: kinds.key(type: type.identifier, unit: type.canonicalUnit.symbol)),
                 atSecondsSinceReferenceDate: seconds)
    }

    /// What the digest counts of a series value's type (its identifier and canonical unit),
    /// worked out once for a type whose values are fed many times.
    public struct ValueKind: Sendable {
        fileprivate let key: UInt64

        /// The kind of the values of `type`.
        public init(_ type: QuantityType) {
            key = SampleKinds.key(type: type.identifier, unit: type.canonicalUnit.symbol)
        }

        fileprivate init(key: UInt64) { self.key = key }
    }

    /// ``addValue(_:of:atSecondsSinceReferenceDate:)`` of a value whose type's kind is `kind`:
    /// the same digest, without comparing the type's texts for each value.
    public mutating func addValue(_ value: Double, kind: ValueKind, atSecondsSinceReferenceDate seconds: Double) {
        addSample(kind: kind.key, value: value, start: seconds, end: seconds)
        // No metadata: what hashing an empty one adds (its count), without making one per value.
        samples.add(0 as Int)
    }

    @inline(__always)
    private mutating func addSample(kind: UInt64, value: Double, start: Double, end: Double) {
        sampleCount += 1
        samples.add(kind)
        samples.add(value)
        samples.add(start)
        samples.add(end)
    }

    /// Adds the next location of the route being fed (see ``endRoute(syncIdentifier:metadata:)``).
    public mutating func addLocation(_ l: Location) {
        locationCount += 1
        // Which optional values follow, one bit each, first: the words of a location then
        // tell where it ends.
        var presence: UInt64 = 0
        if l.altitude != nil { presence |= 1 }
        if l.horizontalAccuracy != nil { presence |= 2 }
        if l.verticalAccuracy != nil { presence |= 4 }
        if l.speed != nil { presence |= 8 }
        if l.course != nil { presence |= 16 }
        if !l.hasTime { presence |= 32 }
        if l.startsSegment { presence |= 64 }
        if !l.values.isEmpty { presence |= 128 }
        locations.add(presence)
        locations.add(l.timestamp.timeIntervalSinceReferenceDate)
        locations.add(l.latitude)
        locations.add(l.longitude)
        if let altitude = l.altitude { locations.add(altitude) }
        if let accuracy = l.horizontalAccuracy { locations.add(accuracy) }
        if let accuracy = l.verticalAccuracy { locations.add(accuracy) }
        if let speed = l.speed { locations.add(speed) }
        if let course = l.course { locations.add(course) }
        if !l.values.isEmpty { locations.add(l.values) }
    }

    /// Ends a route: the locations added since the last route ended are its own. Routes are
    /// fed in the recording's order.
    public mutating func endRoute(syncIdentifier: String?, metadata: Metadata) {
        routeCount += 1
        routes.add(syncIdentifier)
        routes.add(metadata)
        routes.add(locationCount)
        let (a, b) = locations.lanes
        routes.add(a)
        routes.add(b)
        locations = WordHasher()
        locationCount = 0
    }

    /// The digest of everything fed, with `workout` (all of it but its samples and routes)
    /// and `waypoints`; call it after the last route ended.
    public func hexDigest(workout: Workout, waypoints: [Waypoint]) -> String {
        assert(locationCount == 0, "locations were added after the last route ended")
        var hasher = ContentHasher()
        hasher.add(workout)
        hasher.add(sampleCount)
        let (samplesA, samplesB) = samples.lanes
        hasher.add(samplesA)
        hasher.add(samplesB)
        hasher.add(routeCount)
        let (routesA, routesB) = routes.lanes
        hasher.add(routesA)
        hasher.add(routesB)
        hasher.add(waypoints)
        return ContentDigestVersion.version2Prefix + hasher.hexDigest
    }
}

/// The key of each (type identifier, unit symbol) pair a recording's samples have had, looked
/// up by comparison in a short list: a recording has a few, interleaved point by point, each
/// followed by the same one nearly always, so the pair after the last one found is tried
/// first (comparing a text with itself costs a few instructions; hashing it, a round a word).
private struct SampleKinds: Sendable {
    private var types: [String] = []
    private var units: [String] = []
    private var keys: [UInt64] = []
    /// For each pair, the pair that came after it last (or -1).
    private var next: [Int] = []
    private var last = -1
    /// A recording with more pairs than this hashes the others' texts for each sample.
    private static let limit = 64

    mutating func key(type: String, unit: String) -> UInt64 {
        if last >= 0 {
            let guess = next[last]
            if guess >= 0, types[guess] == type, units[guess] == unit {
                last = guess
                return keys[guess]
            }
        }
        let index: Int
        if let found = types.indices.first(where: { types[$0] == type && units[$0] == unit }) {
            index = found
        } else {
            let key = Self.key(type: type, unit: unit)
            guard types.count < Self.limit else {
                last = -1
                return key
            }
            types.append(type)
            units.append(unit)
            keys.append(key)
            next.append(-1)
            index = types.count - 1
        }
        if last >= 0 { next[last] = index }
        last = index
        return keys[index]
    }

    /// The key of a (type identifier, unit symbol) pair: what the list above remembers.
    static func key(type: String, unit: String) -> UInt64 {
        var hasher = WordHasher()
        hasher.add(type)
        hasher.add(unit)
        return hasher.lanes.0
    }
}
