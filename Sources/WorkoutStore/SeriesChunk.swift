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
/// A chunk has one of three layouts (``Format``, the row's `format` column), all
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
/// - ``Format/compact`` (3, since "v12-series-format-3" what format 2 held): the series UUID
///   (16 bytes), a layout byte, then the same three columns, each as small as its contents
///   allow (``Compaction``): the anchor offsets as one stride when they go up by it (a
///   recording whose every record gives the type), the times as a first time and a step when
///   each is exactly the first plus its index times the step (a device recording each second),
///   the values as 16- or 32-bit integers or 32-bit floats when each converts back to the
///   same bits. A 1 Hz heart rate takes about 2 bytes a value instead of 20; every value
///   reads back bit for bit. Since "v14-series-narrow-times-and-anchors" the times may also
///   be a first time and each one's whole seconds after it (``WholeSeconds``: a device
///   recording each second, with pauses: 4 bytes a value instead of 8), and the anchor offsets
///   each anchor's step from the one before in a byte, or 16-bit offsets (a recording whose
///   records give the type at different places: 1 or 2 bytes a value instead of 4).
enum SeriesChunk {
    /// Samples per chunk.
    static let capacity = 512

    /// A chunk's layout, stored in its row's `format` column.
    enum Format: Int64 {
        /// Each sample's UUID, anchor offset, start, end and value.
        case storedUUIDs = 1
        /// One series UUID; each value's anchor offset, time and value.
        case derivedUUIDs = 2
        /// One series UUID and a layout byte; the anchor offsets, times and values as small as they allow.
        case compact = 3

        /// Whether the chunk's values are a series' (instantaneous, their UUIDs derived from
        /// the series UUID): every format from ``derivedUUIDs`` on.
        var derivesUUIDs: Bool { rawValue >= Self.derivedUUIDs.rawValue }
    }

    /// In SQL over `sample_series`, the condition that a chunk's values are a series'
    /// (``Format/derivesUUIDs``), with `column` its `format` column.
    static func derivesUUIDs(format column: String) -> String { "\(column) >= \(Format.derivedUUIDs.rawValue)" }

    /// How a ``Format/compact`` chunk stores each column: its layout byte, bits 0, 5 and 6
    /// (anchors: at most one of them set), 1 and 4 (times: at most one of them set) and 2-3
    /// (values). Bits 4 to 6 since "v14-series-narrow-times-and-anchors".
    struct Compaction: Equatable {
        /// How the anchor offsets from the chunk's first anchor are stored.
        enum Anchors: Equatable {
            /// Each one (a `UInt32`, 4 bytes a value).
            case offsets
            /// One stride (4 bytes): offset *i* is *i* times it (bit 0).
            case stride
            /// Each anchor's difference from the one before (a `UInt8`, 1 byte a value; 0 for the
            /// first): a recording's values of one type a few anchors apart (bit 5).
            case byteSteps
            /// Each one as a `UInt16` (2 bytes a value; bit 6).
            case shortOffsets

            /// Bytes they take in a chunk of `count` values.
            func size(count: Int) -> Int {
                switch self {
                case .offsets: 4 * count
                case .stride: 4
                case .byteSteps: count
                case .shortOffsets: 2 * count
                }
            }
        }

        var anchors: Anchors
        /// The times: each one (8 bytes), or a first time and a step (time *i* is the first
        /// plus *i* times the step, in Double arithmetic, bit for bit).
        var timeStep: Bool
        /// The times, when not a step: a first time and each one's whole seconds after it
        /// (``WholeSeconds``: 8 + 4 bytes a value), or each one (8 bytes).
        var timeSeconds: Bool
        /// How each value is stored (every value of the chunk converts back to the same bits).
        var values: ColumnWidth

        var byte: UInt8 {
            let anchorBits: UInt8 = switch anchors {
            case .offsets: 0
            case .stride: 1
            case .byteSteps: 32
            case .shortOffsets: 64
            }
            return anchorBits | (timeStep ? 2 : 0) | values.rawValue << 2 | (timeSeconds ? 16 : 0)
        }

        init(anchors: Anchors, timeStep: Bool, timeSeconds: Bool, values: ColumnWidth) {
            self.anchors = anchors
            self.timeStep = timeStep
            self.timeSeconds = timeSeconds
            self.values = values
        }

        init?(byte: UInt8) {
            let anchors: Anchors
            switch byte & (1 | 32 | 64) {
            case 0: anchors = .offsets
            case 1: anchors = .stride
            case 32: anchors = .byteSteps
            case 64: anchors = .shortOffsets
            default: return nil
            }
            guard byte < 128, byte & 2 == 0 || byte & 16 == 0, let values = ColumnWidth(rawValue: byte >> 2 & 3) else { return nil }
            self.init(anchors: anchors, timeStep: byte & 2 != 0, timeSeconds: byte & 16 != 0, values: values)
        }

        /// The smallest layout that holds `values` (at least one) bit for bit, with their
        /// anchors' stride and their times' step (those of the first two values).
        static func of(_ values: [PackedValue]) -> (compaction: Compaction, stride: Int64, step: Double) {
            let first = values[0]
            let stride = values.count > 1 ? values[1].anchor - first.anchor : 0
            let step = values.count > 1 ? values[1].start - first.start : 0
            var anchors = Anchors.offsets, timeStep = true, timeSeconds = false, width = ColumnWidth.double
            // A column at a time, each until its first value that breaks its form.
            values.withUnsafeBufferPointer { values in
                anchors = anchorsForm(of: values, stride: stride)
                for index in values.indices where values[index].start.bitPattern != (first.start + Double(index) * step).bitPattern {
                    timeStep = false
                    break
                }
                timeSeconds = !timeStep && values.allSatisfy { WholeSeconds.from(first.start, to: $0.start) != nil }
                width = ColumnWidth.narrowest(holding: values.lazy.map(\.value))
            }
            return (Compaction(anchors: anchors, timeStep: timeStep, timeSeconds: timeSeconds, values: width), stride, step)
        }

        /// The smallest form of the anchors of `values` (those of a chunk, each at or after the
        /// first's and at most `UInt32.max` after it) whose first two anchors are `stride` apart.
        private static func anchorsForm(of values: UnsafeBufferPointer<PackedValue>, stride: Int64) -> Anchors {
            let first = values[0].anchor
            if stride >= 0, stride <= Int64(UInt32.max),
               !values.indices.contains(where: { values[$0].anchor - first != Int64($0) * stride }) {
                return .stride
            }
            if !values.indices.dropFirst().contains(where: { !(0...255).contains(values[$0].anchor - values[$0 - 1].anchor) }) {
                return .byteSteps
            }
            return values.allSatisfy { $0.anchor - first <= Int64(UInt16.max) } ? .shortOffsets : .offsets
        }

        /// Bytes a chunk of `count` values takes.
        func size(count: Int) -> Int {
            17 + anchors.size(count: count) + timesSize(count: count) + values.size * count
        }

        /// Bytes the times of a chunk of `count` values take.
        func timesSize(count: Int) -> Int {
            timeStep ? 16 : timeSeconds ? 8 + 4 * count : 8 * count
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
    /// instructions a sample). With a `series` UUID the chunk is of ``Format/compact``:
    /// value *i*'s UUID is then value *i*'s of `series` (no UUID is made per value), its start
    /// its end, and `uuids` is empty; without, of ``Format/storedUUIDs``, with value *i*'s
    /// UUID `uuids[i]`.
    static func encode(_ values: [PackedValue], uuids: [UUID], derivedFrom series: UUID?) -> (format: Format, bytes: [UInt8]) {
        guard let series else { return (.storedUUIDs, encodeStoredUUIDs(values, uuids: uuids)) }
        precondition(uuids.isEmpty, "a chunk's UUIDs do not match its format")
        guard let first = values.first else { return (.compact, []) }
        let (compaction, stride, step) = Compaction.of(values)
        let columns = Columns(compaction, count: values.count)
        let size = compaction.size(count: values.count)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { bytes, initialized in
            let chunk = UnsafeMutableRawBufferPointer(bytes)
            withUnsafeBytes(of: series.uuid) { UnsafeMutableRawBufferPointer(rebasing: chunk[0..<16]).copyMemory(from: $0) }
            chunk.storeBytes(of: compaction.byte, toByteOffset: 16, as: UInt8.self)
            switch compaction.anchors {
            case .stride:
                chunk.storeBytes(of: UInt32(truncatingIfNeeded: stride).littleEndian, toByteOffset: columns.offsets, as: UInt32.self)
            case .offsets:
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: UInt32(truncatingIfNeeded: value.anchor - first.anchor).littleEndian,
                                     toByteOffset: columns.offsets + index * 4, as: UInt32.self)
                }
            case .shortOffsets:
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: UInt16(truncatingIfNeeded: value.anchor - first.anchor).littleEndian,
                                     toByteOffset: columns.offsets + index * 2, as: UInt16.self)
                }
            case .byteSteps:
                var previous = first.anchor
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: UInt8(truncatingIfNeeded: value.anchor - previous), toByteOffset: columns.offsets + index, as: UInt8.self)
                    previous = value.anchor
                }
            }
            if compaction.timeStep {
                chunk.storeBytes(of: first.start.bitPattern.littleEndian, toByteOffset: columns.starts, as: UInt64.self)
                chunk.storeBytes(of: step.bitPattern.littleEndian, toByteOffset: columns.starts + 8, as: UInt64.self)
            } else if compaction.timeSeconds {
                chunk.storeBytes(of: first.start.bitPattern.littleEndian, toByteOffset: columns.starts, as: UInt64.self)
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: WholeSeconds.from(first.start, to: value.start)!.littleEndian,
                                     toByteOffset: columns.starts + 8 + index * 4, as: Int32.self)
                }
            }
            // A column at a time, the choice of its form made once.
            if !compaction.timeStep && !compaction.timeSeconds {
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: value.start.bitPattern.littleEndian, toByteOffset: columns.starts + index * 8, as: UInt64.self)
                }
            }
            let at = columns.values
            switch compaction.values {
            case .double:
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: value.value.bitPattern.littleEndian, toByteOffset: at + index * 8, as: UInt64.self)
                }
            case .float:
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: Float(value.value).bitPattern.littleEndian, toByteOffset: at + index * 4, as: UInt32.self)
                }
            case .int16:
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: Int16(value.value).littleEndian, toByteOffset: at + index * 2, as: Int16.self)
                }
            case .int32:
                for (index, value) in values.enumerated() {
                    chunk.storeBytes(of: Int32(value.value).littleEndian, toByteOffset: at + index * 4, as: Int32.self)
                }
            }
            initialized = size
        }
        return (.compact, bytes)
    }

    /// A chunk of ``Format/storedUUIDs``: value *i* with UUID `uuids[i]`.
    private static func encodeStoredUUIDs(_ values: [PackedValue], uuids: [UUID]) -> [UInt8] {
        let count = values.count
        guard let firstAnchor = values.first?.anchor else { return [] }
        precondition(uuids.count == count, "a chunk's UUIDs do not match its format")
        let columns = Columns(.storedUUIDs, count: count)
        let size = 44 * count
        return [UInt8](unsafeUninitializedCapacity: size) { bytes, initialized in
            let chunk = UnsafeMutableRawBufferPointer(bytes)
            for (index, uuid) in uuids.enumerated() {
                withUnsafeBytes(of: uuid.uuid) {
                    UnsafeMutableRawBufferPointer(rebasing: chunk[index * 16 ..< index * 16 + 16]).copyMemory(from: $0)
                }
            }
            for (index, value) in values.enumerated() {
                chunk.storeBytes(of: UInt32(truncatingIfNeeded: value.anchor - firstAnchor).littleEndian,
                                 toByteOffset: columns.offsets + index * 4, as: UInt32.self)
                chunk.storeBytes(of: value.start.bitPattern.littleEndian, toByteOffset: columns.starts + index * 8, as: UInt64.self)
                chunk.storeBytes(of: value.end.bitPattern.littleEndian, toByteOffset: columns.ends! + index * 8, as: UInt64.self)
                chunk.storeBytes(of: value.value.bitPattern.littleEndian, toByteOffset: columns.values + index * 8, as: UInt64.self)
            }
            initialized = size
        }
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
            if format.derivesUUIDs {
                var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<16])) }
                series = UUID(uuid: bytes)
            }
            var values: [PackedValue] = []
            columns.decode(buffer, count: count, firstAnchor: firstAnchor, appendingTo: &values)
            for (index, value) in values.enumerated() {
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
                samples.append(PackedSample(anchor: value.anchor, uuid: uuid, start: value.start, end: value.end, value: value.value))
            }
        }
    }

    /// Appends the `count` samples packed in `data` as the decoding into ``PackedSample``s
    /// does, without their UUIDs.
    static func decode(_ data: Data, format storedFormat: Int64, count: Int, firstAnchor: Int64,
                       into values: inout [PackedValue]) throws {
        let (_, columns) = try layout(of: data, format: storedFormat, count: count)
        data.withUnsafeBytes { columns.decode($0, count: count, firstAnchor: firstAnchor, appendingTo: &values) }
    }

    /// The layout of a chunk of `count` samples stored in `data` with format `storedFormat`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the format is unknown or the row's size
    ///   does not match its count.
    private static func layout(of data: Data, format storedFormat: Int64, count: Int) throws -> (Format, Columns) {
        guard let format = Format(rawValue: storedFormat) else {
            throw StoreError.database("a sample series chunk in the store has format \(storedFormat), which this version does not know")
        }
        let damaged = StoreError.database("a sample series chunk in the store is damaged (\(data.count) bytes for \(count) samples)")
        guard count >= 0, count <= capacity else { throw damaged }
        let columns: Columns
        let size: Int
        switch format {
        case .storedUUIDs, .derivedUUIDs:
            columns = Columns(format, count: count)
            size = format == .storedUUIDs ? 44 * count : 16 + 20 * count
        case .compact:
            guard count == 0 || data.count > 16, let compaction = count == 0 ? Compaction(byte: 0) : Compaction(byte: data[data.startIndex + 16])
            else { throw damaged }
            columns = Columns(compaction, count: count)
            size = count == 0 ? 0 : compaction.size(count: count)
        }
        guard data.count == size else { throw damaged }
        return (format, columns)
    }

    /// Where each column of a chunk of `count` samples begins (`nil`: not stored), and how
    /// each is stored.
    private struct Columns {
        var uuids: Int?
        var offsets: Int
        /// How `offsets` holds the anchors.
        var anchors = Compaction.Anchors.offsets
        var starts: Int
        /// Whether `starts` holds a first time and a step instead of a time a value.
        var timeStep = false
        /// Whether `starts` holds a first time and whole seconds a value instead of a time a value.
        var timeSeconds = false
        var ends: Int?
        var values: Int
        var width = ColumnWidth.double

        init(_ format: Format, count: Int) {
            switch format {
            case .storedUUIDs:
                uuids = 0
                offsets = count * 16
                starts = offsets + count * 4
                ends = starts + count * 8
                values = starts + count * 16
            case .derivedUUIDs, .compact:
                uuids = nil
                offsets = 16
                starts = offsets + count * 4
                ends = nil
                values = starts + count * 8
            }
        }

        init(_ compaction: Compaction, count: Int) {
            uuids = nil
            ends = nil
            offsets = 17
            anchors = compaction.anchors
            starts = offsets + anchors.size(count: count)
            timeStep = compaction.timeStep
            timeSeconds = compaction.timeSeconds
            values = starts + compaction.timesSize(count: count)
            width = compaction.values
        }

        /// Appends the `count` samples of the chunk in `buffer` (whose first anchor is
        /// `firstAnchor`), but their UUIDs, to `values`: a column at a time, the choice of its
        /// form made once (a choice per value took about 60 instructions a value).
        func decode(_ buffer: UnsafeRawBufferPointer, count: Int, firstAnchor: Int64, appendingTo decoded: inout [PackedValue]) {
            let start = decoded.count
            decoded.append(contentsOf: repeatElement(PackedValue(anchor: 0, start: 0, end: 0, value: 0), count: count))
            decoded.withUnsafeMutableBufferPointer { all in
                let out = UnsafeMutableBufferPointer(rebasing: all[start...])
                func load<T: FixedWidthInteger>(_: T.Type, _ offset: Int) -> T {
                    T(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: T.self))
                }
                func double(_ offset: Int) -> Double { Double(bitPattern: load(UInt64.self, offset)) }
                switch anchors {
                case .offsets:
                    for index in out.indices { out[index].anchor = firstAnchor + Int64(load(UInt32.self, offsets + index * 4)) }
                case .stride:
                    let stride = Int64(load(UInt32.self, offsets))
                    for index in out.indices { out[index].anchor = firstAnchor + stride * Int64(index) }
                case .shortOffsets:
                    for index in out.indices { out[index].anchor = firstAnchor + Int64(load(UInt16.self, offsets + index * 2)) }
                case .byteSteps:
                    var anchor = firstAnchor
                    for index in out.indices {
                        anchor += Int64(buffer[offsets + index])
                        out[index].anchor = anchor
                    }
                }
                if timeStep {
                    let first = double(starts), step = double(starts + 8)
                    for index in out.indices { out[index].start = first + Double(index) * step }
                } else if timeSeconds {
                    let first = double(starts)
                    for index in out.indices {
                        out[index].start = WholeSeconds.time(load(Int32.self, starts + 8 + index * 4), after: first)
                    }
                } else {
                    for index in out.indices { out[index].start = double(starts + index * 8) }
                }
                if let ends {
                    for index in out.indices { out[index].end = double(ends + index * 8) }
                } else {
                    for index in out.indices { out[index].end = out[index].start }
                }
                switch width {
                case .double: for index in out.indices { out[index].value = double(values + index * 8) }
                case .float: for index in out.indices { out[index].value = Double(Float(bitPattern: load(UInt32.self, values + index * 4))) }
                case .int16: for index in out.indices { out[index].value = Double(load(Int16.self, values + index * 2)) }
                case .int32: for index in out.indices { out[index].value = Double(load(Int32.self, values + index * 4)) }
                }
            }
        }
    }
}
