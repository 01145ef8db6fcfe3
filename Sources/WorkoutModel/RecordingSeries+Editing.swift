import Foundation

extension RecordingSeries {
    /// The values `transform` keeps, in the order they were added, each at the time and with the
    /// value it returns (`nil` leaves the value out). `transform` gets the value's series, its time
    /// (seconds since the reference date) and the value. Each series keeps its type, source, device
    /// and metadata under a new UUID (its values are new samples); a series left with no value is
    /// left out.
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
        var kept = (0..<count).map { _ in
            series.map { QuantitySeries(type: $0.quantityType, source: $0.source, device: $0.device, metadata: $0.metadata) }
        }
        var keptOrder = [[UInt32]](repeating: [], count: count)
        if count == 1 { keptOrder[0].reserveCapacity(order.count) }
        try forEachValue { index, time, value in
            guard let mapped = try transform(series[index], time, value) else { return }
            kept[mapped.part][index].append(mapped.value, atStored: mapped.time)
            keptOrder[mapped.part].append(UInt32(index))
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
        var result = RecordingSeries()
        var indexByKind: [QuantitySeries: Int] = [:]
        for part in parts {
            let mapping = part.series.map { one -> Int in
                let kind = QuantitySeries(uuid: Self.kindUUID, type: one.quantityType, source: one.source,
                                          device: one.device, metadata: one.metadata)
                if let index = indexByKind[kind] { return index }
                result.series.append(QuantitySeries(type: one.quantityType, source: one.source, device: one.device,
                                                    metadata: one.metadata))
                indexByKind[kind] = result.series.count - 1
                return result.series.count - 1
            }
            part.forEachValue { index, time, value in
                result.series[mapping[index]].append(value, atStored: time)
                result.order.append(UInt32(mapping[index]))
            }
        }
        return result
    }

    /// The UUID of the empty series that stand for a kind of series (type, source, device,
    /// metadata) in ``concatenating(_:)``.
    private static let kindUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
