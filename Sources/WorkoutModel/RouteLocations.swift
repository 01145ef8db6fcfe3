import Foundation

/// The locations of a ``WorkoutRoute`` in columns, in order: a collection of ``Location``s
/// that holds each field in a column of its own rather than a ``Location`` value each, as the
/// store's route chunks do.
///
/// A location costs 25 bytes (its time, position and what it has) and 8 more for each optional
/// field (altitude, accuracies, speed, course) that any location of the route has: a GPS track
/// with altitudes takes 33 bytes a point, where an array of ``Location`` takes 112. The values of
/// locations without a time (``Location/values``) are kept apart, by index: few routes have any.
///
/// It is a `MutableCollection` and a `RangeReplaceableCollection` indexed from 0, so it reads
/// and changes like an array of ``Location``: `append`, `filter`, subscripts, `for … in`.
/// Reading an element builds its ``Location``; a field's column is never exposed, so a
/// location always reads back as it went in.
public struct RouteLocations: Sendable {
    /// Seconds since Foundation's reference date (a ``Location/timestamp``'s own number, so it reads back bit for bit).
    private var times: [Double] = []
    private var latitudes: [Double] = []
    private var longitudes: [Double] = []
    /// A ``Flags`` byte a location: which optional fields it has, whether it has a time, starts a segment, holds values.
    private var flags: [UInt8] = []
    /// A column for each ``OptionalField``, in its order, each empty until a location has the
    /// field and then as long as the others (0 where a location does not have it).
    private var optionalColumns: [[Double]] = Array(repeating: [], count: OptionalField.count)
    /// The ``Location/values`` of the locations that have any, by index.
    private var values: [Int: [LocationValue]] = [:]

    /// The optional fields of a location: the index of each one's column in
    /// ``optionalColumns`` and of its bit in a ``flags`` byte.
    private enum OptionalField {
        static let altitude = 0, horizontalAccuracy = 1, verticalAccuracy = 2, speed = 3, course = 4
        static let count = 5

        /// The fields of `location`, in column order.
        static func values(of location: Location) -> [Double?] {
            [location.altitude, location.horizontalAccuracy, location.verticalAccuracy, location.speed, location.course]
        }
    }

    /// The bits of a location's ``flags`` byte after those of its ``OptionalField``s.
    private enum Flags {
        static let untimed: UInt8 = 1 << 5
        static let startsSegment: UInt8 = 1 << 6
        static let hasValues: UInt8 = 1 << 7
    }

    public init() {}

    /// Adds `location` after the last.
    public mutating func append(_ location: Location) {
        let index = times.count
        times.append(location.timestamp.timeIntervalSinceReferenceDate)
        latitudes.append(location.latitude)
        longitudes.append(location.longitude)
        var flag: UInt8 = (location.hasTime ? 0 : Flags.untimed) | (location.startsSegment ? Flags.startsSegment : 0)
        appendOptional(location.altitude, OptionalField.altitude, at: index, to: &flag)
        appendOptional(location.horizontalAccuracy, OptionalField.horizontalAccuracy, at: index, to: &flag)
        appendOptional(location.verticalAccuracy, OptionalField.verticalAccuracy, at: index, to: &flag)
        appendOptional(location.speed, OptionalField.speed, at: index, to: &flag)
        appendOptional(location.course, OptionalField.course, at: index, to: &flag)
        if !location.values.isEmpty {
            flag |= Flags.hasValues
            values[index] = location.values
        }
        flags.append(flag)
    }

    /// Adds the location at `index`'s value of the optional `field` to its column, starting
    /// the column (with 0 for the locations before) at the first value, and sets its bit in `flag`.
    private mutating func appendOptional(_ value: Double?, _ field: Int, at index: Int, to flag: inout UInt8) {
        if let value { flag |= 1 << UInt8(field) }
        if optionalColumns[field].isEmpty {
            guard let value else { return }
            optionalColumns[field] = Array(repeating: 0, count: index)
            optionalColumns[field].reserveCapacity(times.capacity)
            optionalColumns[field].append(value)
        } else {
            optionalColumns[field].append(value ?? 0)
        }
    }

    /// The value of the optional `field` of the location at `position`, whose flags are `flag`.
    private func optional(_ field: Int, _ position: Int, _ flag: UInt8) -> Double? {
        flag & (1 << UInt8(field)) != 0 ? optionalColumns[field][position] : nil
    }
}

extension RouteLocations: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { times.count }

    public subscript(position: Int) -> Location {
        get {
            let flag = flags[position]
            return Location(
                timestamp: Date(timeIntervalSinceReferenceDate: times[position]),
                latitude: latitudes[position], longitude: longitudes[position],
                altitude: optional(OptionalField.altitude, position, flag),
                horizontalAccuracy: optional(OptionalField.horizontalAccuracy, position, flag),
                verticalAccuracy: optional(OptionalField.verticalAccuracy, position, flag),
                speed: optional(OptionalField.speed, position, flag), course: optional(OptionalField.course, position, flag),
                hasTime: flag & Flags.untimed == 0, startsSegment: flag & Flags.startsSegment != 0,
                values: flag & Flags.hasValues != 0 ? values[position] ?? [] : [])
        }
        set {
            times[position] = newValue.timestamp.timeIntervalSinceReferenceDate
            latitudes[position] = newValue.latitude
            longitudes[position] = newValue.longitude
            var flag: UInt8 = (newValue.hasTime ? 0 : Flags.untimed) | (newValue.startsSegment ? Flags.startsSegment : 0)
            for (field, value) in OptionalField.values(of: newValue).enumerated() {
                guard let value else { continue }
                flag |= 1 << UInt8(field)
                if optionalColumns[field].isEmpty {
                    optionalColumns[field] = Array(repeating: 0, count: times.count)
                }
                optionalColumns[field][position] = value
            }
            if newValue.values.isEmpty {
                values[position] = nil
            } else {
                flag |= Flags.hasValues
                values[position] = newValue.values
            }
            flags[position] = flag
        }
    }
}

extension RouteLocations: RangeReplaceableCollection {
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        times.reserveCapacity(minimumCapacity)
        latitudes.reserveCapacity(minimumCapacity)
        longitudes.reserveCapacity(minimumCapacity)
        flags.reserveCapacity(minimumCapacity)
    }

    /// Replaces the locations in `subrange` with `newElements`: in place when `subrange` is
    /// the end (an append), otherwise by copying the columns around it.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Location {
        if subrange.isEmpty, subrange.lowerBound == endIndex {
            for location in newElements { append(location) }
            return
        }
        var result = RouteLocations()
        result.reserveCapacity(count - subrange.count + newElements.count)
        result.appendRows(of: self, in: startIndex..<subrange.lowerBound)
        for location in newElements { result.append(location) }
        result.appendRows(of: self, in: subrange.upperBound..<endIndex)
        self = result
    }

    /// Appends the locations of `other` in `range`, column by column.
    private mutating func appendRows(of other: RouteLocations, in range: Range<Int>) {
        guard !range.isEmpty else { return }
        let start = times.count
        times.append(contentsOf: other.times[range])
        latitudes.append(contentsOf: other.latitudes[range])
        longitudes.append(contentsOf: other.longitudes[range])
        flags.append(contentsOf: other.flags[range])
        for field in 0..<OptionalField.count {
            let column = other.optionalColumns[field]
            if column.isEmpty {
                if !optionalColumns[field].isEmpty {
                    optionalColumns[field].append(contentsOf: repeatElement(0, count: range.count))
                }
            } else {
                if optionalColumns[field].isEmpty {
                    optionalColumns[field] = Array(repeating: 0, count: start)
                }
                optionalColumns[field].append(contentsOf: column[range])
            }
        }
        for (index, locationValues) in other.values where range.contains(index) {
            values[start + index - range.lowerBound] = locationValues
        }
    }
}

extension RouteLocations: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Location...) {
        self.init(elements)
    }
}

extension RouteLocations: Hashable {
    /// Whether both hold the same locations in the same order (however their columns were filled).
    public static func == (lhs: RouteLocations, rhs: RouteLocations) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for location in self { hasher.combine(location) }
    }
}

extension RouteLocations: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { Array(self).description }
    public var debugDescription: String { "RouteLocations(\(Array(self).debugDescription))" }
}
