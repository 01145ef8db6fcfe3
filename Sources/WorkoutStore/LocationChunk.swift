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
enum LocationChunk {
    /// Locations per chunk.
    static let capacity = 4096
    private static let bytesPerLocation = 1 + 8 * 8

    static func encode(_ locations: ArraySlice<Location>) -> [UInt8] {
        let count = locations.count
        var bytes = [UInt8](repeating: 0, count: count * bytesPerLocation)
        bytes.withUnsafeMutableBytes { buffer in
            func put(_ column: Int, _ index: Int, _ value: Double) {
                buffer.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: count + (column * count + index) * 8, as: UInt64.self)
            }
            for (index, location) in locations.enumerated() {
                var presence: UInt8 = 0
                func putOptional(_ bit: Int, _ value: Double?) {
                    guard let value else { return }
                    presence |= 1 << bit
                    put(3 + bit, index, value)
                }
                put(0, index, location.timestamp.timeIntervalSinceReferenceDate)
                put(1, index, location.latitude)
                put(2, index, location.longitude)
                putOptional(0, location.altitude)
                putOptional(1, location.horizontalAccuracy)
                putOptional(2, location.verticalAccuracy)
                putOptional(3, location.speed)
                putOptional(4, location.course)
                buffer[index] = presence
            }
        }
        return bytes
    }

    /// Appends the `count` locations packed in `data` to `locations`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the row's size does not match its count.
    static func decode(_ data: Data, count: Int, into locations: inout [Location]) throws {
        guard count >= 0, count <= capacity, data.count == count * bytesPerLocation else {
            throw StoreError.database("a route chunk in the store is damaged (\(data.count) bytes for \(count) locations)")
        }
        data.withUnsafeBytes { buffer in
            func get(_ column: Int, _ index: Int) -> Double {
                Double(bitPattern: UInt64(littleEndian: buffer.loadUnaligned(
                    fromByteOffset: count + (column * count + index) * 8, as: UInt64.self)))
            }
            for index in 0..<count {
                let presence = buffer[index]
                func optional(_ bit: Int) -> Double? {
                    presence & (1 << bit) != 0 ? get(3 + bit, index) : nil
                }
                locations.append(Location(
                    timestamp: Date(timeIntervalSinceReferenceDate: get(0, index)),
                    latitude: get(1, index), longitude: get(2, index), altitude: optional(0),
                    horizontalAccuracy: optional(1), verticalAccuracy: optional(2),
                    speed: optional(3), course: optional(4)))
            }
        }
    }
}
