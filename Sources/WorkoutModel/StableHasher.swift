import Foundation

/// A hash that gives the same value in every process, so that it can be stored: the
/// byte-by-byte ``ContentHasher`` and the word-by-word ``WordHasher``. Each says how it
/// takes a 64-bit word and a text; everything else is hashed the same way through them.
protocol StableHasher {
    mutating func add(_ value: UInt64)
    /// A text, or its absence (a text is told from none, and from another text of other length).
    mutating func add(_ value: String?)
}

extension StableHasher {
    mutating func add(_ value: UInt) { add(UInt64(value)) }
    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
    mutating func add(_ value: Double) { add(value.bitPattern) }
    mutating func add(_ value: Date) { add(value.timeIntervalSince1970) }
    mutating func add(_ value: Double?) {
        if let value { add(1 as UInt64); add(value) } else { add(0 as UInt64) }
    }
    mutating func add(_ value: Quantity?) {
        add(value?.value)
        add(value?.unit.symbol)
    }
    mutating func add(_ metadata: Metadata) {
        add(metadata.count)
        if metadata.isEmpty { return }  // most samples': no keys to sort
        // One entry (the usual case for a sample) needs no sorting.
        if metadata.count == 1, let (key, value) = metadata.first {
            add(key)
            add(value)
            return
        }
        for key in metadata.keys.sorted() {
            add(key)
            add(metadata[key]!)
        }
    }
    /// The values of a location without a time (``Location/values``): their number, then each
    /// type's identifier and value. Hashed only for a location that has any, so that every
    /// other digest stays as it was.
    mutating func add(_ values: [LocationValue]) {
        add(values.count)
        for value in values {
            add(value.quantityType.identifier)
            add(value.value)
        }
    }
    private mutating func add(_ value: MetadataValue) {
        switch value {
        case .string(let s): add(1 as UInt64); add(s)
        case .integer(let i): add(2 as UInt64); add(i)
        case .double(let d): add(3 as UInt64); add(d)
        case .bool(let flag): add(4 as UInt64); add(flag ? 1 : 0)
        case .quantity(let q): add(5 as UInt64); add(q)
        }
    }
}
