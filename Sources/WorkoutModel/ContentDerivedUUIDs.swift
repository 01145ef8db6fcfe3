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

    /// The UUID of the sample `sample` points to: ``QuantitySample/contentDerivedUUID``'s.
    ///
    /// The sample is read in place: a reader's record, passed by value from the batch that
    /// holds it to this mutating method, was copied whole (every text it holds retained and
    /// released) for each record.
    public mutating func uuid(of sample: UnsafePointer<QuantitySample>) -> UUID {
        // The bytes of `contentDerivedUUID`: the identifier and the quantity's presence, its
        // value and its unit's symbol, the dates, the tail.
        var hasher = head(of: sample.pointee.quantityType.identifier)
        hasher.add(sample.pointee.quantity.value)
        hasher.add(sample.pointee.quantity.unit.symbol)
        hasher.add(sample.pointee.startDate)
        hasher.add(sample.pointee.endDate)
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
    private mutating func tailRun(of sample: UnsafePointer<QuantitySample>) -> ContentHasher.Run? {
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
/// Tails are told apart by their representation: the bytes of the source, device and
/// metadata as a sample holds them (texts held in the same storage or the same short text
/// held inline, the same metadata dictionary, the same bits of a date), compared in place.
/// That is the same bytes hashed, while `==` takes texts that are canonically equivalent
/// (`é` as one code point or two) and the numbers 0 and -0 for equal; and it is cheap. Tails
/// alike but held apart (not what an export's reader makes: it makes each repeated text,
/// device and single-entry metadata once) are told apart, and hashed byte by byte.
private final class Tail {
    /// The parts, held so that the storages their bytes name stay alive.
    let source: Source?
    let device: Device?
    let metadata: Metadata
    /// The bytes of the parts present (metadata always), as the sample the tail was made of held them.
    private let bytes: UnsafeMutableRawPointer
    private let hasSource: Bool
    private let hasDevice: Bool
    private(set) var uses = 1
    private var run: ContentHasher.Run?

    /// Where a sample's parts are, and how many bytes each takes. The bytes of an absent
    /// source or device are not compared: only those that tell it absent are set.
    private static let sourceBytes = (offset: MemoryLayout<QuantitySample>.offset(of: \.source)!, count: MemoryLayout<Source?>.size)
    private static let deviceBytes = (offset: MemoryLayout<QuantitySample>.offset(of: \.device)!, count: MemoryLayout<Device?>.size)
    private static let metadataBytes = (offset: MemoryLayout<QuantitySample>.offset(of: \.metadata)!, count: MemoryLayout<Metadata>.size)

    /// The tail of the sample `sample` points to, or `nil` when its metadata has more than
    /// one entry (samples rarely share those; their tails are hashed byte by byte).
    init?(_ sample: UnsafePointer<QuantitySample>) {
        guard sample.pointee.metadata.count <= 1 else { return nil }
        source = sample.pointee.source
        device = sample.pointee.device
        metadata = sample.pointee.metadata
        (hasSource, hasDevice) = Self.presentParts(of: sample)
        bytes = .allocate(byteCount: Self.sourceBytes.count + Self.deviceBytes.count + Self.metadataBytes.count, alignment: 8)
        let base = UnsafeRawPointer(sample)
        bytes.copyMemory(from: base + Self.metadataBytes.offset, byteCount: Self.metadataBytes.count)
        if hasSource {
            (bytes + Self.metadataBytes.count).copyMemory(from: base + Self.sourceBytes.offset, byteCount: Self.sourceBytes.count)
        }
        if hasDevice {
            (bytes + Self.metadataBytes.count + Self.sourceBytes.count)
                .copyMemory(from: base + Self.deviceBytes.offset, byteCount: Self.deviceBytes.count)
        }
    }

    deinit {
        run?.deallocate()
        bytes.deallocate()
    }

    /// Whether the sample `sample` points to has a source and a device (read in place: a
    /// `switch` over a part copies nothing).
    private static func presentParts(of sample: UnsafePointer<QuantitySample>) -> (source: Bool, device: Bool) {
        let source: Bool, device: Bool
        switch sample.pointee.source {
        case .none: source = false
        case .some: source = true
        }
        switch sample.pointee.device {
        case .none: device = false
        case .some: device = true
        }
        return (source, device)
    }

    /// Whether the sample `sample` points to has this tail, in the same representation: the
    /// same metadata bytes, and a source and a device each absent in both or of the same bytes.
    func holds(_ sample: UnsafePointer<QuantitySample>) -> Bool {
        let base = UnsafeRawPointer(sample)
        guard memcmp(bytes, base + Self.metadataBytes.offset, Self.metadataBytes.count) == 0,
              Self.presentParts(of: sample) == (hasSource, hasDevice) else { return false }
        if hasSource, memcmp(bytes + Self.metadataBytes.count, base + Self.sourceBytes.offset, Self.sourceBytes.count) != 0 {
            return false
        }
        if hasDevice, memcmp(bytes + Self.metadataBytes.count + Self.sourceBytes.count, base + Self.deviceBytes.offset,
                             Self.deviceBytes.count) != 0 {
            return false
        }
        return true
    }

    /// Counts one more sample of this tail; returns its run, made when it has come often enough.
    func counted(_ sample: UnsafePointer<QuantitySample>) -> ContentHasher.Run? {
        if let run { return run }
        uses += 1
        guard uses >= ContentDerivedUUIDs.tailRunUses else { return nil }
        let made = ContentHasher.Run { $0.addTail(of: sample) }
        run = made
        return made
    }
}

/// Whether two texts (or their absence) have the same representation: the same storage, or
/// the same short text held inline. That is the same bytes (texts alike but held apart are not
/// the same representation).
private func sameRepresentation(_ text: String?, _ other: String?) -> Bool {
    guard let text, let other else { return text == nil && other == nil }
    return unsafeBitCast(text, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self)
}
