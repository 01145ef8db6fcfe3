import BinaryIO
import Foundation
import WorkoutModel

/// Course points packed into one `course_chunks` row, as ``LocationChunk`` packs a
/// route's locations: up to ``capacity`` consecutive points as columns, first one
/// presence byte per point (bit 0 elevation, 1 time, 2 distance), then five arrays of
/// little-endian doubles (latitude, longitude, elevation, time since the reference date,
/// distance; an absent value is written as 0 and its presence bit is clear). Every
/// `Double` is kept bit for bit.
///
/// Since "v8-segment-start-bits", bit 3 of the presence byte is set for a point that starts
/// a segment (``/WorkoutModel/CoursePoints/Point/startsSegment``); clear in every chunk saved before.
enum CoursePointChunk {
    /// Points per chunk.
    static let capacity = 4096
    private static let bytesPerPoint = 1 + 5 * 8

    static func encode(_ points: CoursePoints, range: Range<Int>) -> [UInt8] {
        var writer = ByteWriter(capacity: range.count * bytesPerPoint)
        for index in range {
            let point = points[index]
            var presence: UInt8 = 0
            if point.elevation != nil { presence |= 1 << 0 }
            if point.time != nil { presence |= 1 << 1 }
            if point.distance != nil { presence |= 1 << 2 }
            if point.startsSegment { presence |= 1 << 3 }
            writer.writeByte(presence)
        }
        func column(_ values: [Double?]) {
            for index in range { writer.writeDouble(values[index] ?? 0, endianness: .little) }
        }
        column(points.latitudes)
        column(points.longitudes)
        column(points.elevations)
        column(points.times.map { $0?.timeIntervalSinceReferenceDate })
        column(points.distances)
        return writer.bytes
    }

    /// Appends the `count` points packed in `data` to `points`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the row's size does not match its count.
    static func decode(_ data: Data, count: Int, into points: inout CoursePoints) throws {
        let damaged = StoreError.database("a course chunk in the store is damaged (\(data.count) bytes for \(count) points)")
        guard count >= 0, count <= capacity, data.count == count * bytesPerPoint else { throw damaged }
        try data.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            func get(_ column: Int, _ index: Int) throws -> Double {
                guard let value = reader.getDouble(at: count + (column * count + index) * 8, endianness: .little) else {
                    throw damaged
                }
                return value
            }
            for index in 0..<count {
                let presence = buffer[index]
                func optional(_ bit: Int, column: Int) throws -> Double? {
                    presence & (1 << bit) != 0 ? try get(column, index) : nil
                }
                points.append(CoursePoints.Point(
                    latitude: try get(0, index), longitude: try get(1, index), elevation: try optional(0, column: 2),
                    time: try optional(1, column: 3).map(Date.init(timeIntervalSinceReferenceDate:)),
                    distance: try optional(2, column: 4), startsSegment: presence & (1 << 3) != 0))
            }
        }
    }
}
