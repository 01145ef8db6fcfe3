import Foundation

extension RecordingSeries {
    /// Series values read back one at a time, each with the UUID it was saved or written with,
    /// regrouped into series: a value joins the series whose next value's UUID is its own
    /// (``QuantitySeries/valueUUID(at:)``) when it is of that series' type and unit and was
    /// recorded by the same device, or begins a series of its own under its UUID. Every value
    /// keeps its UUID, its device and its place in the order.
    ///
    /// A series written whole comes back as one series; one handed out in pieces (a store's
    /// chunks of a recording it saved while reading it, each under a UUID of its own) comes back
    /// as a series a piece. The workout JSON reader and a store's ``WorkoutRecording`` read back
    /// use it.
    public struct Reassembly: Sendable {
        /// The series read back so far.
        public private(set) var series = RecordingSeries()
        /// The series being read, under the UUID their next value would have.
        private var open: [UUID: OpenSeries] = [:]

        /// Nothing read yet.
        public init() {}

        /// Adds the next value (in `type`'s canonical unit) at `time` (seconds since the
        /// reference date), whose UUID is `uuid`, recorded by `device` (`nil`: the workout's).
        public mutating func add(_ value: Double, of type: QuantityType, atStored time: Double, uuid: UUID, device: Device? = nil) {
            if var found = open[uuid], found.identifier == type.identifier, found.unitSymbol == type.canonicalUnit.symbol,
               found.device == device {
                open[uuid] = nil
                series.append(value, toSeriesAt: found.index, at: Date(timeIntervalSinceReferenceDate: time))
                found.count += 1
                open[UUIDGenerator.seriesValue(found.count, of: found.uuid)] = found
            } else {
                let index = series.appendSeries(of: type, uuid: uuid, device: device, startingWith: value,
                                                at: Date(timeIntervalSinceReferenceDate: time))
                open[UUIDGenerator.seriesValue(1, of: uuid)] = OpenSeries(
                    index: index, uuid: uuid, count: 1, identifier: type.identifier, unitSymbol: type.canonicalUnit.symbol,
                    device: device)
            }
        }

        /// A series being read: its place, its UUID, how many values it has, its type's
        /// identifier and unit, and its device.
        private struct OpenSeries: Sendable {
            var index: Int
            var uuid: UUID
            var count: Int
            var identifier: String
            var unitSymbol: String
            var device: Device?
        }
    }
}
