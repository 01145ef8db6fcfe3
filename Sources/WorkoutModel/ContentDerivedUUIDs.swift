import Foundation

/// Makes ``QuantitySample/contentDerivedUUID`` for the samples of a file, one after another,
/// with fewer steps per sample: the same UUIDs.
///
/// A UUID hashes about 300 bytes, most of them the same from sample to sample: the type's
/// identifier, and the tail of source, device and metadata (an export's records come from a
/// handful of sources and devices, and share their one metadata entry). Those are recognised
/// by their representation (the same text storage, the same dictionary), which is cheap to
/// compare and means the same bytes. The hasher's state after each of the last 8 types'
/// identifiers is kept, and a tail seen 256 times among the last 8 tails (with metadata of
/// one entry at most) is hashed in one step, as a recording's digest hashes its type
/// identifiers. The value, the unit's symbol and the two dates are hashed byte by byte.
public struct ContentDerivedUUIDs {
    /// The last types seen, with the hasher's state after their identifiers (and the
    /// quantity's presence flag), the one found last tried first.
    private var heads: [(identifier: String, hasher: ContentHasher)] = []
    private var lastHead = 0
    private var nextHeadReplaced = 0
    /// The last tails seen, the one found last tried first.
    private var tails: [Tail] = []
    private var lastTail = 0
    /// How many types, and how many tails, are remembered.
    static let capacity = 8
    /// How many times a tail comes before it gets a run: making one costs about as much as
    /// hashing it 513 times, which a tail seen a few times would not earn back.
    static let tailRunUses = 256

    /// A maker that has seen no sample yet.
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
        if heads.indices.contains(lastHead), sameRepresentation(heads[lastHead].identifier, identifier) { return heads[lastHead].hasher }
        if let found = heads.indices.first(where: { sameRepresentation(heads[$0].identifier, identifier) }) {
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
                // The least used goes: a tail met once does not push out those that recur.
                lastTail = tails.indices.min { tails[$0].uses < tails[$1].uses }!
                tails[lastTail] = tail
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
/// Tails are told apart by their representation: texts held in the same storage (or the
/// same short text held inline), the same metadata dictionary, the same bits of a date.
/// That is the same bytes hashed, while `==` takes texts that are canonically equivalent
/// (`é` as one code point or two) and the numbers 0 and -0 for equal; and it is cheap. Tails
/// alike but held apart (not what an export's reader makes: it makes each repeated text,
/// device and single-entry metadata once) are told apart, and hashed byte by byte.
private final class Tail {
    let source: Source?
    let device: Device?
    let metadata: Metadata
    private(set) var uses = 1
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

    /// Whether `sample` has this tail, in the same representation.
    func holds(_ sample: QuantitySample) -> Bool {
        unsafeBitCast(metadata, to: UInt.self) == unsafeBitCast(sample.metadata, to: UInt.self)
            && Self.same(source, sample.source) && Self.same(device, sample.device)
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

    private static func same(_ source: Source?, _ other: Source?) -> Bool {
        guard let source, let other else { return source == nil && other == nil }
        return sameRepresentation(source.name, other.name)
            && sameRepresentation(source.bundleIdentifier, other.bundleIdentifier)
    }

    private static func same(_ device: Device?, _ other: Device?) -> Bool {
        guard let device, let other else { return device == nil && other == nil }
        return sameRepresentation(device.name, other.name) && sameRepresentation(device.manufacturer, other.manufacturer)
            && sameRepresentation(device.model, other.model)
            && sameRepresentation(device.hardwareVersion, other.hardwareVersion)
            && sameRepresentation(device.softwareVersion, other.softwareVersion)
            && sameRepresentation(device.serialNumber, other.serialNumber)
            && device.creationDate?.timeIntervalSince1970.bitPattern == other.creationDate?.timeIntervalSince1970.bitPattern
    }
}

/// Whether two texts (or their absence) have the same representation: the same storage, or
/// the same short text held inline. That is the same bytes (texts alike but held apart are not
/// the same representation).
private func sameRepresentation(_ text: String?, _ other: String?) -> Bool {
    guard let text, let other else { return text == nil && other == nil }
    return unsafeBitCast(text, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self)
}
