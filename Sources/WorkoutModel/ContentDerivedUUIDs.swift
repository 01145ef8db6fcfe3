import Foundation

/// Makes ``QuantitySample/contentDerivedUUID`` for the samples of a file, one after another,
/// with fewer steps per sample: the same UUIDs.
///
/// A UUID hashes about 300 bytes, most of them the same from sample to sample: the type's
/// identifier, and the tail of source, device and metadata (an export's records come from a
/// handful of sources and devices, and share their one metadata entry). The hasher's state
/// after a type's identifier is kept, and each tail is hashed through a run
/// (``ContentHasher/Run``) once it has come ``tailRunUses`` times among the last
/// ``capacity`` tails seen (tails with metadata of one entry at most). The value, the unit's
/// symbol and the two dates are hashed byte by byte.
public struct ContentDerivedUUIDs {
    /// The last types seen, with the hasher's state after their identifiers (and the
    /// quantity's presence flag), the one found last tried first.
    private var heads: [(identifier: String, hasher: ContentHasher)] = []
    private var lastHead = 0
    private var nextHeadReplaced = 0
    /// The last tails seen, the one found last tried first.
    private var tails: [Tail] = []
    private var lastTail = 0
    private var nextTailReplaced = 0
    /// How many types, and how many tails, are remembered.
    static let capacity = 8
    /// How many times a tail comes before it gets a run: making one costs about as much as
    /// hashing it 513 times, which a tail seen a few times would not earn back.
    static let tailRunUses = 256

    public init() {}

    /// The UUID of `sample`: ``QuantitySample/contentDerivedUUID``'s.
    public mutating func uuid(of sample: QuantitySample) -> UUID {
        // The bytes of `contentDerivedUUID`: the identifier and the quantity's presence, its
        // value and its unit's symbol, the dates, the tail.
        var hasher = head(of: sample.quantityType.identifier)
        hasher.add(sample.quantity.value)
        hasher.add(sample.quantity.unit.symbol)
        hasher.add(sample.startDate)
        hasher.add(sample.endDate)
        if let tail = tailRun(of: sample) {
            hasher.add(tail)
        } else {
            hasher.addTail(of: sample)
        }
        return hasher.uuid
    }

    /// The hasher that has hashed `identifier` and a quantity's presence flag.
    private mutating func head(of identifier: String) -> ContentHasher {
        if heads.indices.contains(lastHead), Tail.same(heads[lastHead].identifier, identifier) { return heads[lastHead].hasher }
        if let found = heads.indices.first(where: { Tail.same(heads[$0].identifier, identifier) }) {
            lastHead = found
            return heads[found].hasher
        }
        var hasher = ContentHasher()
        hasher.add(identifier)
        hasher.add(1 as UInt64)
        if heads.count < Self.capacity {
            heads.append((identifier, hasher))
            lastHead = heads.count - 1
        } else {
            heads[nextHeadReplaced] = (identifier, hasher)
            lastHead = nextHeadReplaced
            nextHeadReplaced = (nextHeadReplaced + 1) % Self.capacity
        }
        return hasher
    }

    /// The run of `sample`'s tail, when it has one; counts the tail as seen.
    private mutating func tailRun(of sample: QuantitySample) -> ContentHasher.Run? {
        let found = tails.indices.contains(lastTail) && tails[lastTail].holds(sample)
            ? lastTail : tails.indices.first { $0 != lastTail && tails[$0].holds(sample) }
        guard let found else {
            guard let tail = Tail(sample) else { return nil }
            if tails.count < Self.capacity {
                tails.append(tail)
                lastTail = tails.count - 1
            } else {
                tails[nextTailReplaced] = tail
                lastTail = nextTailReplaced
                nextTailReplaced = (nextTailReplaced + 1) % Self.capacity
            }
            return nil
        }
        lastTail = found
        return tails[found].counted(sample)
    }
}

/// A sample's source, device and metadata (none, or one entry), how many times they came,
/// and their run once they have come ``ContentDerivedUUIDs/tailRunUses`` times (freed with
/// the tail).
///
/// Tails are told apart by their bytes, as they are hashed: `==` takes texts that are
/// canonically equivalent (`é` as one code point or two) and the numbers 0 and -0 for equal.
private final class Tail {
    let source: Source?
    let device: Device?
    let metadata: Metadata
    private var uses = 1
    private var run: ContentHasher.Run?

    /// The tail of `sample`, or `nil` when its metadata has more than one entry (samples
    /// rarely share those; their tails are hashed byte by byte).
    init?(_ sample: QuantitySample) {
        guard sample.metadata.count <= 1 else { return nil }
        source = sample.source
        device = sample.device
        metadata = sample.metadata
    }

    deinit { run?.deallocate() }

    /// Whether `sample` has this tail, byte for byte.
    func holds(_ sample: QuantitySample) -> Bool {
        guard Self.same(source?.name, sample.source?.name),
              Self.same(source?.bundleIdentifier, sample.source?.bundleIdentifier),
              Self.same(device, sample.device), metadata.count == sample.metadata.count else { return false }
        guard let (key, value) = metadata.first else { return true }
        guard let (otherKey, otherValue) = sample.metadata.first, Self.same(key, otherKey) else { return false }
        switch (value, otherValue) {
        case (.string(let text), .string(let other)): return Self.same(text, other)
        case (.integer(let number), .integer(let other)): return number == other
        case (.double(let number), .double(let other)): return number.bitPattern == other.bitPattern
        case (.bool(let flag), .bool(let other)): return flag == other
        case (.quantity(let quantity), .quantity(let other)):
            return quantity.value.bitPattern == other.value.bitPattern && Self.same(quantity.unit.symbol, other.unit.symbol)
        default: return false
        }
    }

    /// Counts one more sample of this tail; returns its run, made when it has come often enough.
    func counted(_ sample: QuantitySample) -> ContentHasher.Run? {
        if let run { return run }
        uses += 1
        guard uses >= ContentDerivedUUIDs.tailRunUses else { return nil }
        let made = ContentHasher.Run { $0.addTail(of: sample) }
        run = made
        return made
    }

    private static func same(_ device: Device?, _ other: Device?) -> Bool {
        guard let device, let other else { return device == nil && other == nil }
        return same(device.name, other.name) && same(device.manufacturer, other.manufacturer)
            && same(device.model, other.model) && same(device.hardwareVersion, other.hardwareVersion)
            && same(device.softwareVersion, other.softwareVersion) && same(device.serialNumber, other.serialNumber)
            && device.creationDate?.timeIntervalSince1970.bitPattern == other.creationDate?.timeIntervalSince1970.bitPattern
    }

    /// Whether two texts (or their absence) have the same UTF-8 bytes.
    static func same(_ text: String?, _ other: String?) -> Bool {
        guard var text, var other else { return text == nil && other == nil }
        return text.withUTF8 { bytes in
            other.withUTF8 { otherBytes in
                bytes.count == otherBytes.count
                    && (bytes.isEmpty || memcmp(bytes.baseAddress!, otherBytes.baseAddress!, bytes.count) == 0)
            }
        }
    }
}
