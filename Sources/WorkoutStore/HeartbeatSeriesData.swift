import BinaryIO
import Foundation
import GRDB
import WorkoutModel

/// The beats of a ``HeartbeatSeries`` packed into one `heartbeat_series` row.
///
/// A format byte (1), then each beat in order: a byte saying how its beats per minute
/// follow (0: one byte, a whole number from 0 to 255, as Apple writes them; 1: a
/// little-endian double, bit for bit), the value, the length of its time text in bytes
/// (LEB128), and the text's UTF-8. About 15 bytes a beat.
enum HeartbeatSeriesData {
    private static let format: UInt8 = 1
    private static let wholeBeatsPerMinute: UInt8 = 0
    private static let doubleBeatsPerMinute: UInt8 = 1

    static func encode(_ series: HeartbeatSeries) -> [UInt8] {
        var writer = ByteWriter(capacity: 1 + series.beats.count * 16)
        writer.writeByte(format)
        for beat in series.beats {
            let bpm = beat.beatsPerMinute
            if bpm >= 0, bpm <= 255, bpm.rounded() == bpm, bpm.sign == .plus {
                writer.writeByte(wholeBeatsPerMinute)
                writer.writeByte(UInt8(bpm))
            } else {
                writer.writeByte(doubleBeatsPerMinute)
                writer.writeDouble(bpm, endianness: .little)
            }
            var length = beat.time.utf8.count
            repeat {
                writer.writeByte(UInt8(length & 0x7F) | (length > 0x7F ? 0x80 : 0))
                length >>= 7
            } while length > 0
            writer.writeBytes(beat.time.utf8)
        }
        return writer.bytes
    }

    /// The series packed in `data`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the row is damaged.
    static func decode(_ data: Data) throws -> HeartbeatSeries {
        let damaged = StoreError.database("a heartbeat series in the store is damaged (\(data.count) bytes)")
        return try data.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            guard reader.readInteger(endianness: .little, as: UInt8.self) == format else { throw damaged }
            var series = HeartbeatSeries()
            while let kind = reader.readInteger(endianness: .little, as: UInt8.self) {
                let bpm: Double
                switch kind {
                case wholeBeatsPerMinute:
                    guard let whole = reader.readInteger(endianness: .little, as: UInt8.self) else { throw damaged }
                    bpm = Double(whole)
                case doubleBeatsPerMinute:
                    guard let value = reader.readDouble(endianness: .little) else { throw damaged }
                    bpm = value
                default:
                    throw damaged
                }
                var length = 0, shift = 0
                while true {
                    guard shift < 35, let byte = reader.readInteger(endianness: .little, as: UInt8.self) else { throw damaged }
                    length |= Int(byte & 0x7F) << shift
                    shift += 7
                    if byte & 0x80 == 0 { break }
                }
                guard let text = reader.readBytes(count: length) else { throw damaged }
                series.beats.append(HeartbeatSeries.Beat(beatsPerMinute: bpm, time: String(decoding: text, as: UTF8.self)))
            }
            return series
        }
    }
}

extension ReadContext {
    /// The heartbeat series of the samples (or correlation members) `ids` that have one.
    func heartbeats(of owner: MetadataOwner, ids: [Int64]) throws -> [Int64: HeartbeatSeries] {
        var result: [Int64: HeartbeatSeries] = [:]
        for start in stride(from: 0, to: ids.count, by: 500) {
            let batch = ids[start..<min(start + 500, ids.count)]
            let arguments: StoreArguments = [owner.rawValue] + batch.map { $0 as any StoreValueConvertible }
            try database.forEachRow("""
                SELECT owner_id, data FROM heartbeat_series
                WHERE owner_kind = ? AND owner_id IN (\(Array(repeating: "?", count: batch.count).joined(separator: ",")))
                """, arguments) { row in result[row[0]] = try HeartbeatSeriesData.decode(row[1]) }
        }
        return result
    }
}

extension WriteContext {
    /// Saves the heartbeat series of the sample (or correlation member) `id`.
    func insertHeartbeats(_ series: HeartbeatSeries, owner: MetadataOwner, id: Int64) throws {
        try database.execute("INSERT INTO heartbeat_series (owner_kind, owner_id, data) VALUES (?, ?, ?)",
                             [owner.rawValue, id, Data(HeartbeatSeriesData.encode(series))])
    }
}
