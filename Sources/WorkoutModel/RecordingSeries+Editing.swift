import Foundation

extension RecordingSeries {
    /// The values `transform` keeps, in the order they were added, each at the time and with the
    /// value it returns (`nil` leaves the value out). `transform` gets the value's series, its time
    /// (seconds since the reference date) and the value. Each series keeps its type, source, device
    /// and metadata under a new UUID (its values are new samples); series of one kind (type,
    /// source, device and metadata: a series read back in pieces, see ``Reassembly``) become one,
    /// in the place of the first; a series left with no value is left out.
    public func compactMapValues(
        _ transform: (_ series: QuantitySeries, _ time: Double, _ value: Double) throws -> (time: Double, value: Double)?
    ) rethrows -> RecordingSeries {
        try partitioned(into: 1) { one, time, value in try transform(one, time, value).map { (0, $0.time, $0.value) } }[0]
    }

    /// The values dealt out among `count` results in one pass: `transform` gets each value's
    /// series, its time (seconds since the reference date) and the value, and returns the result
    /// it goes to (`0..<count`) with its time and value there, or `nil` to leave it out. Each
    /// result is what ``compactMapValues(_:)`` keeps of the values given to it.
    public func partitioned(
        into count: Int,
        _ transform: (_ series: QuantitySeries, _ time: Double, _ value: Double) throws -> (part: Int, time: Double, value: Double)?
    ) rethrows -> [RecordingSeries] {
        var kinds = SeriesKinds()
        let kindOf = series.map { kinds.index(of: $0) }
        var kept = (0..<count).map { _ in kinds.newSeries() }
        var keptOrder = [[UInt32]](repeating: [], count: count)
        if count == 1 { keptOrder[0].reserveCapacity(order.count) }
        try forEachValue { index, time, value in
            guard let mapped = try transform(series[index], time, value) else { return }
            let kind = kindOf[index]
            kept[mapped.part][kind].append(mapped.value, atStored: mapped.time)
            keptOrder[mapped.part].append(UInt32(kind))
        }
        return zip(kept, keptOrder).map { kept, keptOrder in
            // Renumber the order once the empty series are gone.
            var newIndex = [UInt32](repeating: 0, count: kept.count)
            var result = RecordingSeries()
            for (index, one) in kept.enumerated() where !one.isEmpty {
                newIndex[index] = UInt32(result.series.count)
                result.series.append(one)
            }
            result.order = keptOrder.map { newIndex[Int($0)] }
            return result
        }
    }

    /// `parts` one after the other: the values of series of the same type, source, device and
    /// metadata in several parts go into one series (a new UUID), each part's values in their
    /// order, the parts in theirs.
    public static func concatenating(_ parts: [RecordingSeries]) -> RecordingSeries {
        var kinds = SeriesKinds()
        let mappings = parts.map { part in part.series.map { kinds.index(of: $0) } }
        var result = RecordingSeries()
        result.series = kinds.newSeries()
        for (part, mapping) in zip(parts, mappings) {
            part.forEachValue { index, time, value in
                result.series[mapping[index]].append(value, atStored: time)
                result.order.append(UInt32(mapping[index]))
            }
        }
        return result
    }
}

/// The kinds of series (type, source, device and metadata) met, in order: the values of series
/// of one kind go into one series of an edit's result.
private struct SeriesKinds {
    /// An empty series of each kind, under `kindUUID`.
    private var kinds: [QuantitySeries] = []
    private var indexByKind: [QuantitySeries: Int] = [:]
    /// The UUID of the empty series that stand for a kind.
    private static let kindUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// The index of `one`'s kind, added when new.
    mutating func index(of one: QuantitySeries) -> Int {
        let kind = QuantitySeries(uuid: Self.kindUUID, type: one.quantityType, source: one.source, device: one.device,
                                  metadata: one.metadata)
        if let index = indexByKind[kind] { return index }
        kinds.append(kind)
        indexByKind[kind] = kinds.count - 1
        return kinds.count - 1
    }

    /// An empty series of each kind, in order, each under a new UUID.
    func newSeries() -> [QuantitySeries] {
        kinds.map { QuantitySeries(type: $0.quantityType, source: $0.source, device: $0.device, metadata: $0.metadata) }
    }
}
