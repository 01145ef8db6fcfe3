import BinaryIO
import Foundation
import WorkoutModel

/// Route locations packed into one `route_chunks` row.
///
/// A chunk holds up to ``capacity`` consecutive locations as columns: first one
/// presence byte per location (bit 0 altitude, 1 horizontal accuracy, 2 vertical
/// accuracy, 3 speed, 4 course), then eight arrays of little-endian doubles
/// (time since the reference date, latitude, longitude, altitude, horizontal
/// accuracy, vertical accuracy, speed, course; an absent value is written as 0
/// and its presence bit is clear). Every `Double` is kept bit for bit.
///
/// Since "v7-untimed-route-chunk-time-bit", bit 5 of the presence byte is set for a
/// location without a time (``/WorkoutModel/Location/hasTime``), whose time column
/// then holds the time that orders it. The bit is one of absence, not presence, so that
/// every chunk saved before reads as it did: all its locations have times.
///
/// Since "v8-segment-start-bits", bit 6 is set for a location that starts a
/// segment of the recorded track (``/WorkoutModel/Location/startsSegment``); clear in every
/// chunk saved before, which had no such locations.
///
/// Since "v9-untimed-location-values", bit 7 is set for a location that holds values
/// (``/WorkoutModel/Location/values``: one without a time), and the columns are followed by
/// those values, location by location in order: a little-endian `UInt16` count, then per
/// value its type's identifier, canonical unit symbol (each a little-endian `UInt16` byte
/// count and UTF-8), aggregation style (a byte: 0 discrete, 1 cumulative) and a
/// little-endian double. A chunk without such locations is byte for byte what it was before.
enum LocationChunk {
    /// Locations per chunk.
    static let capacity = 4096
    private static let bytesPerLocation = 1 + 8 * 8
    /// The presence byte's bit of a location without a time.
    private static let untimedBit: UInt8 = 1 << 5
    /// The presence byte's bit of a location that starts a segment.
    private static let segmentStartBit: UInt8 = 1 << 6
    /// The presence byte's bit of a location whose values follow the columns.
    private static let valuesBit: UInt8 = 1 << 7

    /// The bytes of one chunk of `locations` (at most ``capacity``), laid out as above.
    static func encode(_ locations: some Collection<Location>) -> [UInt8] {
        let count = locations.count
        var hasValues = false
        // The presence bytes and the columns, each location read once and stored in place
        // (appending each double, 8 times a location, was about 100 instructions a double).
        let columns = [UInt8](unsafeUninitializedCapacity: count * bytesPerLocation) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            for (index, location) in locations.enumerated() {
                var presence: UInt8 = 0
                if location.altitude != nil { presence |= 1 << 0 }
                if location.horizontalAccuracy != nil { presence |= 1 << 1 }
                if location.verticalAccuracy != nil { presence |= 1 << 2 }
                if location.speed != nil { presence |= 1 << 3 }
                if location.course != nil { presence |= 1 << 4 }
                if !location.hasTime { presence |= untimedBit }
                if location.startsSegment { presence |= segmentStartBit }
                if !location.values.isEmpty {
                    presence |= valuesBit
                    hasValues = true
                }
                raw[index] = presence
                func store(_ value: Double?, column: Int) {
                    raw.storeBytes(of: (value ?? 0).bitPattern.littleEndian, toByteOffset: count + (column * count + index) * 8, as: UInt64.self)
                }
                store(location.timestamp.timeIntervalSinceReferenceDate, column: 0)
                store(location.latitude, column: 1)
                store(location.longitude, column: 2)
                store(location.altitude, column: 3)
                store(location.horizontalAccuracy, column: 4)
                store(location.verticalAccuracy, column: 5)
                store(location.speed, column: 6)
                store(location.course, column: 7)
            }
            initialized = count * bytesPerLocation
        }
        guard hasValues else { return columns }
        var writer = ByteWriter(capacity: columns.count)
        writer.writeBytes(columns)
        for location in locations where !location.values.isEmpty {
            writer.writeInteger(UInt16(clamping: location.values.count), endianness: .little)
            for value in location.values.prefix(Int(UInt16.max)) {
                writeText(value.quantityType.identifier, into: &writer)
                writeText(value.quantityType.canonicalUnit.symbol, into: &writer)
                writer.writeByte(value.quantityType.aggregationStyle == .cumulative ? 1 : 0)
                writer.writeDouble(value.value, endianness: .little)
            }
        }
        return writer.bytes
    }

    private static func writeText(_ text: String, into writer: inout ByteWriter) {
        let bytes = Array(text.utf8.prefix(Int(UInt16.max)))
        writer.writeInteger(UInt16(bytes.count), endianness: .little)
        writer.writeBytes(bytes)
    }

    /// Appends the `count` locations packed in `data` to `locations`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the row's size does not match its count
    ///   (its columns, and the values its presence bytes announce, cut short or followed by
    ///   other bytes).
    static func decode(_ data: Data, count: Int, into locations: inout some RangeReplaceableCollection<Location>) throws {
        let damaged = StoreError.database("a route chunk in the store is damaged (\(data.count) bytes for \(count) locations)")
        guard count >= 0, count <= capacity, data.count >= count * bytesPerLocation else { throw damaged }
        try data.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer, readerIndex: count * bytesPerLocation)
            func get(_ column: Int, _ index: Int) throws -> Double {
                guard let value = reader.getDouble(at: count + (column * count + index) * 8, endianness: .little) else {
                    throw damaged
                }
                return value
            }
            func text() throws -> String {
                guard let length = reader.readInteger(endianness: .little, as: UInt16.self),
                      let bytes = reader.readBytes(count: Int(length)) else { throw damaged }
                return String(decoding: bytes, as: UTF8.self)
            }
            func values() throws -> [LocationValue] {
                guard let valueCount = reader.readInteger(endianness: .little, as: UInt16.self) else { throw damaged }
                return try (0..<Int(valueCount)).map { _ in
                    let identifier = try text(), symbol = try text()
                    guard let style = reader.readInteger(endianness: .little, as: UInt8.self),
                          let value = reader.readDouble(endianness: .little) else { throw damaged }
                    let type = QuantityType(identifier: identifier) ?? QuantityType(
                        identifier: identifier, aggregationStyle: style == 1 ? .cumulative : .discrete,
                        canonicalUnit: QuantityUnit(symbol: symbol))
                    return LocationValue(type, value)
                }
            }
            for index in 0..<count {
                let presence = buffer[index]
                func optional(_ bit: Int) throws -> Double? {
                    presence & (1 << bit) != 0 ? try get(3 + bit, index) : nil
                }
                locations.append(Location(
                    timestamp: Date(timeIntervalSinceReferenceDate: try get(0, index)),
                    latitude: try get(1, index), longitude: try get(2, index), altitude: try optional(0),
                    horizontalAccuracy: try optional(1), verticalAccuracy: try optional(2),
                    speed: try optional(3), course: try optional(4), hasTime: presence & untimedBit == 0,
                    startsSegment: presence & segmentStartBit != 0,
                    values: presence & valuesBit != 0 ? try values() : []))
            }
            guard reader.readableBytes == 0 else { throw damaged }
        }
    }
}
