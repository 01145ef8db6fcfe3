import Foundation

/// The series of one recording's per-record values (see ``QuantitySeries``), and the order
/// their values were added in across series: a track's values come point by point (heart
/// rate, cadence, power of one point, then the next point's), which is the order
/// ``WorkoutRecording/samples`` lists them in, and the order a whole read has always given.
///
/// A collection of its series, in the order their first values came. Add values with
/// ``append(_:of:at:)``; ``forEachSample(_:)`` reads them back as samples, in order.
public struct RecordingSeries: RandomAccessCollection, Hashable, Sendable {
    var series: [QuantitySeries] = []
    /// For each value, in the order added, the index of its series.
    var order: [UInt32] = []

    /// No series.
    public init() {}

    /// `series`, their values in order one series after the other.
    public init(_ series: [QuantitySeries]) {
        self.series = series
        order.reserveCapacity(series.reduce(0) { $0 + $1.count })
        for (index, one) in series.enumerated() {
            order.append(contentsOf: repeatElement(UInt32(index), count: one.count))
        }
    }

    public var startIndex: Int { series.startIndex }
    public var endIndex: Int { series.endIndex }
    public subscript(position: Int) -> QuantitySeries { series[position] }

    /// How many values the series hold in all.
    public var valueCount: Int { order.count }

    /// Adds a value (in `type`'s canonical unit) at `time`, after every value added so far:
    /// to the series of `type` without a source, device or metadata of its own, begun with
    /// this value when there is none.
    public mutating func append(_ value: Double, of type: QuantityType, at time: Date) {
        append(value, toSeriesAt: seriesIndex(of: type), at: time)
    }

    /// Adds a value (in the series' type's canonical unit) at `time` to the series at `index`,
    /// after every value added so far.
    public mutating func append(_ value: Double, toSeriesAt index: Int, at time: Date) {
        series[index].append(value, at: time)
        order.append(UInt32(index))
    }

    /// Adds a value (in `type`'s canonical unit) at `time`, after every value added so far, as
    /// the first of a new series of `type` that `uuid` identifies (a series read back: its
    /// values' UUIDs derive from it), recorded by `device` (`nil`: the workout's); returns the
    /// series' index.
    public mutating func appendSeries(
        of type: QuantityType, uuid: UUID, device: Device? = nil, startingWith value: Double, at time: Date
    ) -> Int {
        series.append(QuantitySeries(uuid: uuid, type: type, device: device))
        append(value, toSeriesAt: series.count - 1, at: time)
        return series.count - 1
    }

    /// Calls `body` with each value as the sample it stands for (``QuantitySeries/sample(at:)``),
    /// in the order added.
    public func forEachSample(_ body: (borrowing QuantitySample) throws -> Void) rethrows {
        guard !order.isEmpty else { return }
        var next = [Int](repeating: 0, count: series.count)
        for index in order {
            let owner = Int(index)
            try body(series[owner].sample(at: next[owner]))
            next[owner] += 1
        }
    }

    /// Calls `body` with each value, in the order added: the index of its series, its time
    /// (seconds since the reference date) and the value, read straight from the columns.
    public func forEachValue(_ body: (_ series: Int, _ time: Double, _ value: Double) throws -> Void) rethrows {
        guard !order.isEmpty else { return }
        var next = [Int](repeating: 0, count: series.count)
        for index in order {
            let owner = Int(index)
            let place = next[owner]
            try body(owner, series[owner].times[place], series[owner].values[place])
            next[owner] = place + 1
        }
    }

    /// The index of the series ``append(_:of:at:)`` adds `type`'s values to, made when there
    /// is none. A recording has a few series, interleaved point by point: the one after the
    /// last value's is compared first.
    private mutating func seriesIndex(of type: QuantityType) -> Int {
        let count = series.count
        let last = order.last.map(Int.init) ?? -1
        for step in 0..<count {
            let index = (last + 1 + step) % count
            if series[index].quantityType.identifier == type.identifier, series[index].isPlain { return index }
        }
        series.append(QuantitySeries(type: type))
        return count
    }
}
