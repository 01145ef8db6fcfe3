import BinaryIO
import Foundation
import WorkoutModel

/// One sample of a packed series: everything a series sample has of its own.
/// Its type, source (the workout's) and unit (the type's canonical unit) are the chunk's.
struct PackedSample {
    /// The anchor at which the sample was added; also its place in its recording.
    var anchor: Int64
    var uuid: UUID
    var start: Double
    var end: Double
    var value: Double
}

/// Dense series samples packed into one `sample_series` row.
///
/// Heart rate at 1 Hz is most of what a store holds. A sample that names no source
/// or device of its own, has no metadata, is of a discrete type and is in its type's
/// canonical unit is kept in a chunk of up to ``capacity`` samples of one workout and
/// one type, rather than in a row of its own: saving then costs one row and no index
/// entries per ``capacity`` samples, and the store is about 44 bytes per sample.
/// Every sample keeps its UUID, anchor, start, end and value (its type and unit are
/// the chunk's), so queries, anchors and deletions reach each one; they decode the
/// chunks their type and time range select.
///
/// Layout, all little-endian, as columns: `count` UUIDs (16 bytes each), `count`
/// anchor offsets from the chunk's first anchor (UInt32), then `count` starts, ends
/// and values (Double bit patterns, times since the reference date).
enum SeriesChunk {
    /// Samples per chunk.
    static let capacity = 512
    private static let bytesPerSample = 16 + 4 + 3 * 8

    /// Whether `sample` can be packed.
    static func canPack(_ sample: QuantitySample) -> Bool {
        sample.source == nil && sample.device == nil && sample.metadata.isEmpty
            && sample.creationDate == nil && sample.sourceVersion == nil
            && sample.quantityType.aggregationStyle == .discrete && sample.quantity.unit == sample.quantityType.canonicalUnit
    }

    /// Packs samples whose anchors are at most `UInt32.max` after the first one's. The
    /// columns are stored straight into the chunk's bytes (appended value by value, the
    /// UUIDs went through the array's general `append(contentsOf:)`: about 540
    /// instructions a sample).
    static func encode(_ samples: [PackedSample]) -> [UInt8] {
        let count = samples.count
        guard let firstAnchor = samples.first?.anchor else { return [] }
        let offsets = count * 16
        let starts = offsets + count * 4
        let ends = starts + count * 8
        let values = ends + count * 8
        return [UInt8](unsafeUninitializedCapacity: count * bytesPerSample) { bytes, initialized in
            let chunk = UnsafeMutableRawBufferPointer(bytes)
            for (index, sample) in samples.enumerated() {
                withUnsafeBytes(of: sample.uuid.uuid) {
                    UnsafeMutableRawBufferPointer(rebasing: chunk[index * 16 ..< index * 16 + 16]).copyMemory(from: $0)
                }
                chunk.storeBytes(of: UInt32(truncatingIfNeeded: sample.anchor - firstAnchor).littleEndian,
                                 toByteOffset: offsets + index * 4, as: UInt32.self)
                chunk.storeBytes(of: sample.start.bitPattern.littleEndian, toByteOffset: starts + index * 8, as: UInt64.self)
                chunk.storeBytes(of: sample.end.bitPattern.littleEndian, toByteOffset: ends + index * 8, as: UInt64.self)
                chunk.storeBytes(of: sample.value.bitPattern.littleEndian, toByteOffset: values + index * 8, as: UInt64.self)
            }
            initialized = count * bytesPerSample
        }
    }

    /// Appends the `count` samples packed in `data` (a chunk whose first anchor is `firstAnchor`).
    ///
    /// - Throws: ``StoreError/database(_:)`` when the row's size does not match its count.
    static func decode(_ data: Data, count: Int, firstAnchor: Int64, into samples: inout [PackedSample]) throws {
        guard count >= 0, count <= capacity, data.count == count * bytesPerSample else {
            throw StoreError.database("a sample series chunk in the store is damaged (\(data.count) bytes for \(count) samples)")
        }
        try data.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            let offsets = count * 16
            let starts = offsets + count * 4
            let ends = starts + count * 8
            let values = ends + count * 8
            for index in 0..<count {
                guard let uuidBytes = reader.getBytes(at: index * 16, count: 16),
                      let offset = reader.getInteger(at: offsets + index * 4, endianness: .little, as: UInt32.self),
                      let start = reader.getDouble(at: starts + index * 8, endianness: .little),
                      let end = reader.getDouble(at: ends + index * 8, endianness: .little),
                      let value = reader.getDouble(at: values + index * 8, endianness: .little)
                else {
                    throw StoreError.database("a sample series chunk in the store is damaged (\(data.count) bytes for \(count) samples)")
                }
                var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &uuid) { $0.copyMemory(from: uuidBytes) }
                samples.append(PackedSample(anchor: firstAnchor + Int64(offset), uuid: UUID(uuid: uuid),
                                            start: start, end: end, value: value))
            }
        }
    }
}
