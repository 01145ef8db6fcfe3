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
enum LocationChunk {
    /// Locations per chunk.
    static let capacity = 4096
    private static let bytesPerLocation = 1 + 8 * 8
    /// The presence byte's bit of a location without a time.
    private static let untimedBit: UInt8 = 1 << 5
    /// The presence byte's bit of a location that starts a segment.
    private static let segmentStartBit: UInt8 = 1 << 6

    static func encode(_ locations: ArraySlice<Location>) -> [UInt8] {
        var writer = ByteWriter(capacity: locations.count * bytesPerLocation)
        for location in locations {
            var presence: UInt8 = 0
            if location.altitude != nil { presence |= 1 << 0 }
            if location.horizontalAccuracy != nil { presence |= 1 << 1 }
            if location.verticalAccuracy != nil { presence |= 1 << 2 }
            if location.speed != nil { presence |= 1 << 3 }
            if location.course != nil { presence |= 1 << 4 }
            if !location.hasTime { presence |= untimedBit }
            if location.startsSegment { presence |= segmentStartBit }
            writer.writeByte(presence)
        }
        func column(_ value: (Location) -> Double?) {
            for location in locations { writer.writeDouble(value(location) ?? 0, endianness: .little) }
        }
        column { $0.timestamp.timeIntervalSinceReferenceDate }
        column { $0.latitude }
        column { $0.longitude }
        column { $0.altitude }
        column { $0.horizontalAccuracy }
        column { $0.verticalAccuracy }
        column { $0.speed }
        column { $0.course }
        return writer.bytes
    }

    /// Appends the `count` locations packed in `data` to `locations`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the row's size does not match its count.
    static func decode(_ data: Data, count: Int, into locations: inout [Location]) throws {
        guard count >= 0, count <= capacity, data.count == count * bytesPerLocation else {
            throw StoreError.database("a route chunk in the store is damaged (\(data.count) bytes for \(count) locations)")
        }
        try data.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            func get(_ column: Int, _ index: Int) throws -> Double {
                guard let value = reader.getDouble(at: count + (column * count + index) * 8, endianness: .little) else {
                    throw StoreError.database("a route chunk in the store is damaged (\(data.count) bytes for \(count) locations)")
                }
                return value
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
                    startsSegment: presence & segmentStartBit != 0))
            }
        }
    }
}
