import Foundation
import WorkoutModel

/// One sample of a packed series: everything a series sample has of its own.
/// Its type, source (the workout's), device and unit (the type's canonical unit) are the chunk's.
struct PackedSample {
    /// The anchor at which the sample was added; also its place in its recording.
    var anchor: Int64
    var uuid: UUID
    var start: Double
    var end: Double
    var value: Double
}

/// One sample of a packed series as a pass over a workout's points reads it: a
/// ``PackedSample`` without its UUID, which such a pass never reads (building one per value
/// cost more than the rest of the decoding).
struct PackedValue {
    var anchor: Int64
    var start: Double
    var end: Double
    var value: Double
}

/// Dense series samples packed into one `sample_series` row.
///
/// Heart rate at 1 Hz is most of what a store holds. A sample that names no source
/// of its own, has no metadata, is of a discrete type and is in its type's
/// canonical unit is kept in a chunk of up to ``capacity`` samples of one workout, one
/// type and one device, rather than in a row of its own: saving then costs one row and no index
/// entries per ``capacity`` samples. The chunk's row names the device when it is not the
/// workout's (its `device_id`, since "v11-series-chunk-device"): a series a merge took from
/// another recording keeps the device that recorded it. Every sample keeps its UUID, anchor, start, end and
/// value (its type and unit are the chunk's), so queries, anchors and deletions reach
/// each one; they decode the chunks their type and time range select.
///
/// A chunk has one of two layouts (``Format``, the row's `format` column), all
/// little-endian, as columns:
/// - ``Format/storedUUIDs`` (1, every chunk saved before "v5-series-format-2", and samples
///   with UUIDs of their own): `count` UUIDs (16 bytes each), `count` anchor offsets from
///   the chunk's first anchor (UInt32), then `count` starts, ends and values (Double bit
///   patterns, times since the reference date): 44 bytes a sample.
/// - ``Format/derivedUUIDs`` (2, the values of a recording streamed into the store, and
///   since 2026-11-26 a whole recording's series values, whose UUIDs derive from their
///   series'; see ``PendingSeries``): the
///   chunk's series UUID (16 bytes), `count` anchor offsets (UInt32), `count` times and
///   `count` values: 20 bytes a value. Every value is instantaneous (start and end are
///   its time) and value *i*'s UUID is ``UUIDGenerator/seriesValue(_:of:)`` of *i* and the
///   series UUID. Anchor offsets stay because a recording's values take anchors point by
///   point (heart rate, cadence, power of one record, then the next's), not series by series.
enum SeriesChunk {
    /// Samples per chunk.
    static let capacity = 512

    /// A chunk's layout, stored in its row's `format` column.
    enum Format: Int64 {
        /// Each sample's UUID, anchor offset, start, end and value.
        case storedUUIDs = 1
        /// One series UUID; each value's anchor offset, time and value.
        case derivedUUIDs = 2

        /// Bytes a chunk of `count` samples takes.
        func size(count: Int) -> Int {
            switch self {
            case .storedUUIDs: count * (16 + 4 + 3 * 8)
            case .derivedUUIDs: 16 + count * (4 + 2 * 8)
            }
        }
    }

    /// Whether `sample` can be packed.
    static func canPack(_ sample: QuantitySample) -> Bool {
        sample.source == nil && sample.metadata.isEmpty
            && sample.creationDate == nil && sample.sourceVersion == nil && sample.heartbeats == nil
            && sample.quantityType.aggregationStyle == .discrete && sample.quantity.unit == sample.quantityType.canonicalUnit
    }

    /// Packs samples whose anchors are at most `UInt32.max` after the first one's. The
    /// columns are stored straight into the chunk's bytes (appended value by value, the
    /// UUIDs went through the array's general `append(contentsOf:)`: about 540
    /// instructions a sample). With a `series` UUID the chunk is of ``Format/derivedUUIDs``:
    /// value *i*'s UUID is then value *i*'s of `series` (no UUID is made per value), its start
    /// its end, and `uuids` is empty; without, of ``Format/storedUUIDs``, with value *i*'s
    /// UUID `uuids[i]`.
    static func encode(_ values: [PackedValue], uuids: [UUID], derivedFrom series: UUID?) -> (format: Format, bytes: [UInt8]) {
        let format: Format = series == nil ? .storedUUIDs : .derivedUUIDs
        let count = values.count
        guard let firstAnchor = values.first?.anchor else { return (format, []) }
        precondition(series == nil ? uuids.count == count : uuids.isEmpty, "a chunk's UUIDs do not match its format")
        let columns = Columns(format, count: count)
        let bytes = [UInt8](unsafeUninitializedCapacity: format.size(count: count)) { bytes, initialized in
            let chunk = UnsafeMutableRawBufferPointer(bytes)
            if let series {
                withUnsafeBytes(of: series.uuid) { UnsafeMutableRawBufferPointer(rebasing: chunk[0..<16]).copyMemory(from: $0) }
            }
            if let start = columns.uuids {
                for (index, uuid) in uuids.enumerated() {
                    withUnsafeBytes(of: uuid.uuid) {
                        UnsafeMutableRawBufferPointer(rebasing: chunk[start + index * 16 ..< start + index * 16 + 16]).copyMemory(from: $0)
                    }
                }
            }
            for (index, value) in values.enumerated() {
                chunk.storeBytes(of: UInt32(truncatingIfNeeded: value.anchor - firstAnchor).littleEndian,
                                 toByteOffset: columns.offsets + index * 4, as: UInt32.self)
                chunk.storeBytes(of: value.start.bitPattern.littleEndian, toByteOffset: columns.starts + index * 8, as: UInt64.self)
                if let ends = columns.ends {
                    chunk.storeBytes(of: value.end.bitPattern.littleEndian, toByteOffset: ends + index * 8, as: UInt64.self)
                }
                chunk.storeBytes(of: value.value.bitPattern.littleEndian, toByteOffset: columns.values + index * 8, as: UInt64.self)
            }
            initialized = format.size(count: count)
        }
        return (format, bytes)
    }

    /// Appends the `count` samples packed in `data` (a chunk of `format` whose first anchor
    /// is `firstAnchor`). `format` is the row's column, as stored.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the format is unknown or the row's size
    ///   does not match its count.
    static func decode(_ data: Data, format storedFormat: Int64, count: Int, firstAnchor: Int64,
                       into samples: inout [PackedSample]) throws {
        let (format, columns) = try layout(of: data, format: storedFormat, count: count)
        guard count > 0 else { return }
        data.withUnsafeBytes { buffer in
            var series = UUID()
            if format == .derivedUUIDs {
                var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<16])) }
                series = UUID(uuid: bytes)
            }
            for index in 0..<count {
                let uuid: UUID
                if let uuids = columns.uuids {
                    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                    withUnsafeMutableBytes(of: &bytes) {
                        $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[uuids + index * 16 ..< uuids + index * 16 + 16]))
                    }
                    uuid = UUID(uuid: bytes)
                } else {
                    uuid = UUIDGenerator.seriesValue(index, of: series)
                }
                let value = columns.value(index, in: buffer, firstAnchor: firstAnchor)
                samples.append(PackedSample(anchor: value.anchor, uuid: uuid, start: value.start, end: value.end, value: value.value))
            }
        }
    }

    /// Appends the `count` samples packed in `data` as the decoding into ``PackedSample``s
    /// does, without their UUIDs.
    static func decode(_ data: Data, format storedFormat: Int64, count: Int, firstAnchor: Int64,
                       into values: inout [PackedValue]) throws {
        let (_, columns) = try layout(of: data, format: storedFormat, count: count)
        values.reserveCapacity(values.count + count)
        data.withUnsafeBytes { buffer in
            for index in 0..<count { values.append(columns.value(index, in: buffer, firstAnchor: firstAnchor)) }
        }
    }

    /// The layout of a chunk of `count` samples stored in `data` with format `storedFormat`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the format is unknown or the row's size
    ///   does not match its count.
    private static func layout(of data: Data, format storedFormat: Int64, count: Int) throws -> (Format, Columns) {
        guard let format = Format(rawValue: storedFormat) else {
            throw StoreError.database("a sample series chunk in the store has format \(storedFormat), which this version does not know")
        }
        guard count >= 0, count <= capacity, data.count == format.size(count: count) else {
            throw StoreError.database("a sample series chunk in the store is damaged (\(data.count) bytes for \(count) samples)")
        }
        return (format, Columns(format, count: count))
    }

    /// Where each column of a chunk of `count` samples begins (`nil`: not stored).
    private struct Columns {
        var uuids: Int?
        var offsets: Int
        var starts: Int
        var ends: Int?
        var values: Int

        init(_ format: Format, count: Int) {
            switch format {
            case .storedUUIDs:
                uuids = 0
                offsets = count * 16
                starts = offsets + count * 4
                ends = starts + count * 8
                values = starts + count * 16
            case .derivedUUIDs:
                uuids = nil
                offsets = 16
                starts = offsets + count * 4
                ends = nil
                values = starts + count * 8
            }
        }

        /// Sample `index` of the chunk in `buffer` (whose first anchor is `firstAnchor`), but its UUID.
        @inline(__always)
        func value(_ index: Int, in buffer: UnsafeRawBufferPointer, firstAnchor: Int64) -> PackedValue {
            let offset = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offsets + index * 4, as: UInt32.self))
            let start = Double(bitPattern: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: starts + index * 8, as: UInt64.self)))
            let end = ends.map {
                Double(bitPattern: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: $0 + index * 8, as: UInt64.self)))
            } ?? start
            let value = Double(bitPattern: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: values + index * 8, as: UInt64.self)))
            return PackedValue(anchor: firstAnchor + Int64(offset), start: start, end: end, value: value)
        }
    }
}
