import BinaryIO
import Foundation
import WorkoutModel

/// Route locations packed into one `route_chunks` row.
///
/// A chunk holds up to ``capacity`` consecutive locations as columns, in one of two layouts
/// (``Format``: the row's `format` column since "v13-route-chunk-format"; every chunk saved
/// before is of ``Format/fixed``). Both begin with one presence byte per location: bit 0
/// altitude, 1 horizontal accuracy, 2 vertical accuracy, 3 speed, 4 course (the location
/// has the value), then
/// - ``Format/fixed``: eight arrays of little-endian doubles (time since the reference
///   date, latitude, longitude, altitude, horizontal accuracy, vertical accuracy, speed,
///   course; an absent value is written as 0): 65 bytes a location;
/// - ``Format/compact``: a ``Layout`` (a little-endian `UInt32`), the times, the latitudes,
///   the longitudes, then the altitudes, horizontal accuracies, vertical accuracies, speeds
///   and courses the locations have (none for one without), each column as small as its
///   contents allow: the times as a first time and a step, or as a first time and whole
///   seconds after it, the coordinates as billionths of a degree going from one location to
///   the next, the other columns as 16- or 32-bit integers or 32-bit floats, or as whole
///   numbers of a ``Scale`` (a FIT file's altitudes and speeds, values with a few decimals).
///   The corpus's routes, and a FIT ride's track with altitudes and speeds, take about 17
///   bytes a location.
///
/// Every `Double` reads back bit for bit.
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

    /// A chunk's layout, stored in its row's `format` column.
    enum Format: Int64 {
        /// Every column whole, an absent value as 0: every chunk saved before "v13-route-chunk-format".
        case fixed = 1
        /// Each column as small as its contents allow (``Layout``): every chunk saved since.
        case compact = 2
    }

    private static let fixedBytesPerLocation = 1 + 8 * 8
    /// The presence byte's bit of a location without a time.
    private static let untimedBit: UInt8 = 1 << 5
    /// The presence byte's bit of a location that starts a segment.
    private static let segmentStartBit: UInt8 = 1 << 6
    /// The presence byte's bit of a location whose values follow the columns.
    private static let valuesBit: UInt8 = 1 << 7
    /// The optional columns, bits 0 to 4 of the presence byte and in this order in a chunk.
    private static let optionalColumns = 5

    /// How a ``Format/compact`` chunk stores its columns: bits 0-1 the times (``Times``),
    /// bit 2 whether the coordinates are in billionths of a degree, then three bits a column for
    /// the altitudes, horizontal accuracies, vertical accuracies, speeds and courses (from bit
    /// 3): two for the width of its numbers (``ColumnWidth``) and one for whether they are
    /// scaled (``Scale``). The other bits are clear.
    struct Layout: Equatable {
        /// How the times are stored.
        enum Times: UInt32 {
            /// Each time, a double (8 bytes a location).
            case doubles = 0
            /// A first time and a step (16 bytes): time *i* is the first plus *i* times the
            /// step, in Double arithmetic, bit for bit.
            case step = 1
            /// A first time (8 bytes), then each time's whole seconds after it (4 bytes a
            /// location, ``WholeSeconds``): a device recording each second, with pauses.
            case wholeSeconds = 2
        }

        /// How an optional column is stored.
        struct Column: Equatable {
            /// The width of each stored number.
            var width: ColumnWidth
            /// Whether the column's numbers are whole numbers of a ``Scale`` (its divisor and
            /// offset first, two doubles), 16- or 32-bit wide.
            var isScaled: Bool
        }

        let rawValue: UInt32

        /// How the times are stored.
        var times: Times { Times(rawValue: rawValue & 3)! }
        /// Whether the latitudes and longitudes are stored as whole billionths of a degree (the
        /// coordinate is that number divided by 10⁹, bit for bit): each column the first
        /// location's (a little-endian `Int64`), then each location's difference from the one
        /// before (a little-endian `Int32`, 0 for the first); else a double each.
        var nanodegrees: Bool { rawValue & 4 != 0 }

        /// How the optional column `column` (0 altitude to 4 course) is stored.
        func column(_ column: Int) -> Column {
            let bits = rawValue >> (3 + 3 * UInt32(column))
            return Column(width: ColumnWidth(rawValue: UInt8(truncatingIfNeeded: bits & 3))!, isScaled: bits & 4 != 0)
        }

        init(times: Times, nanodegrees: Bool, columns: [Column]) {
            var rawValue = times.rawValue | (nanodegrees ? 4 : 0)
            for (index, column) in columns.enumerated() {
                rawValue |= (UInt32(column.width.rawValue) | (column.isScaled ? 4 : 0)) << (3 + 3 * UInt32(index))
            }
            self.rawValue = rawValue
        }

        /// The layout stored as `rawValue`; `nil` when it is not one (a damaged chunk).
        init?(rawValue: UInt32) {
            guard rawValue >> (3 + 3 * UInt32(optionalColumns)) == 0, Times(rawValue: rawValue & 3) != nil else { return nil }
            self.rawValue = rawValue
            for index in 0..<optionalColumns {
                let column = column(index)
                guard !column.isScaled || column.width == .int16 || column.width == .int32 else { return nil }
            }
        }

        /// The bytes the times take in a chunk of `count` locations.
        func timesSize(count: Int) -> Int {
            switch times {
            case .doubles: 8 * count
            case .step: 16
            case .wholeSeconds: 8 + 4 * count
            }
        }

        /// The bytes a coordinate column takes in a chunk of `count` locations.
        func coordinatesSize(count: Int) -> Int { nanodegrees ? 8 + 4 * count : 8 * count }

        /// The bytes the optional column `index` takes with `count` values.
        func columnSize(_ index: Int, count: Int) -> Int {
            let column = column(index)
            return count == 0 ? 0 : (column.isScaled ? 16 : 0) + count * column.width.size
        }
    }

    /// A scale of an optional column's numbers: a value is a whole number divided by
    /// `divisor`, less `offset`, in Double arithmetic, bit for bit. FIT files scale their
    /// altitudes (fifths of a metre above -500 m) and speeds (millimetres a second) so, and a
    /// value written with a few decimals is whole tenths, hundredths ...: 2 or 4 bytes a value
    /// instead of 8.
    struct Scale: Equatable {
        var divisor: Double
        var offset: Double

        /// The scales an encoder tries, in order (a decoder reads any from the chunk).
        static let candidates = [
            Scale(divisor: 5, offset: 500), Scale(divisor: 1_000, offset: 0), Scale(divisor: 10, offset: 0),
            Scale(divisor: 100, offset: 0), Scale(divisor: 10_000, offset: 0), Scale(divisor: 1_000_000, offset: 0),
        ]

        /// `value` as a whole number of this scale, when the number gives it back bit for bit
        /// and fits an `Int32`.
        @inline(__always)
        func whole(_ value: Double) -> Int32? {
            let scaled = (value + offset) * divisor
            guard scaled > -2_147_483_648, scaled < 2_147_483_647 else { return nil }
            let whole = Int32(scaled + (scaled < 0 ? -0.5 : 0.5))
            return self.value(whole).bitPattern == value.bitPattern ? whole : nil
        }

        /// The value of the whole number `whole`.
        @inline(__always)
        func value(_ whole: Int32) -> Double { Double(whole) / divisor - offset }
    }

    // MARK: Encoding

    /// The bytes of one chunk of `locations` (at most ``capacity``), of ``Format/compact``.
    static func encode(_ locations: some Collection<Location>) -> [UInt8] {
        guard !locations.isEmpty else { return [] }
        // One pass gathers the columns (an optional one only where a location has a value),
        // each location borrowed where the collection stores them (not copied with its values);
        // each column's form is then chosen once and it is stored in place.
        var gathered = GatheredColumns(capacity: locations.count)
        let borrowed: Void? = locations.withContiguousStorageIfAvailable { buffer in
            for index in buffer.indices { gathered.add(buffer[index]) }
        }
        if borrowed == nil {
            for location in locations { gathered.add(location) }
        }
        let columns = gathered.encode()
        guard gathered.hasValues else { return columns }
        var writer = ByteWriter(capacity: columns.count)
        writer.writeBytes(columns)
        for location in locations where !location.values.isEmpty {
            writeValues(location.values, into: &writer)
        }
        return writer.bytes
    }

    /// A chunk's columns as its locations give them: the presence bytes, the times and
    /// coordinates, and each optional column's values (only those the locations have), in
    /// storage allocated once for the chunk.
    private struct GatheredColumns: ~Copyable {
        /// The columns, `capacity` numbers apart: the times, latitudes, longitudes (0-2), then
        /// the optional columns in the chunk's order (3-7).
        private let columns: UnsafeMutablePointer<Double>
        private let presence: UnsafeMutablePointer<UInt8>
        private let capacity: Int
        /// The locations added.
        private(set) var count = 0
        /// The values in each optional column.
        private var optionalCounts: InlineArray<5, Int> = [0, 0, 0, 0, 0]
        /// Whether a location holds values (bit 7).
        private(set) var hasValues = false

        init(capacity: Int) {
            self.capacity = capacity
            columns = .allocate(capacity: capacity * (3 + optionalColumns))
            presence = .allocate(capacity: capacity)
        }

        deinit {
            columns.deallocate()
            presence.deallocate()
        }

        /// Column `index` (0-2 every location's, 3-7 the optional columns' values).
        private func column(_ index: Int) -> UnsafeBufferPointer<Double> {
            UnsafeBufferPointer(start: columns + index * capacity, count: index < 3 ? count : optionalCounts[index - 3])
        }

        @inline(__always)
        private mutating func addOptional(_ value: Double?, column: Int, to bits: inout UInt8) {
            guard let value else { return }
            columns[(3 + column) * capacity + optionalCounts[column]] = value
            optionalCounts[column] += 1
            bits |= 1 << column
        }

        @inline(__always)
        mutating func add(_ location: borrowing Location) {
            var bits: UInt8 = 0
            addOptional(location.altitude, column: 0, to: &bits)
            addOptional(location.horizontalAccuracy, column: 1, to: &bits)
            addOptional(location.verticalAccuracy, column: 2, to: &bits)
            addOptional(location.speed, column: 3, to: &bits)
            addOptional(location.course, column: 4, to: &bits)
            if !location.hasTime { bits |= untimedBit }
            if location.startsSegment { bits |= segmentStartBit }
            if !location.values.isEmpty {
                bits |= valuesBit
                hasValues = true
            }
            presence[count] = bits
            columns[count] = location.timestamp.timeIntervalSinceReferenceDate
            columns[capacity + count] = location.latitude
            columns[2 * capacity + count] = location.longitude
            count += 1
        }

        /// The presence bytes, the layout and the columns of a ``Format/compact`` chunk.
        func encode() -> [UInt8] {
            let count = count
            let forms = (0..<optionalColumns).map { LocationChunk.form(of: column(3 + $0)) }
            let times = column(0), latitudes = column(1), longitudes = column(2)
            let timesForm = LocationChunk.timesForm(of: times)
            let nanodegrees = LocationChunk.nanodegrees(latitudes).flatMap { latitudes in
                LocationChunk.nanodegrees(longitudes).map { (latitudes, $0) }
            }
            let layout = Layout(times: timesForm, nanodegrees: nanodegrees != nil, columns: forms.map(\.column))
            let timesAt = count + 4
            let latitudesAt = timesAt + layout.timesSize(count: count)
            let longitudesAt = latitudesAt + layout.coordinatesSize(count: count)
            var size = longitudesAt + layout.coordinatesSize(count: count)
            for column in 0..<optionalColumns { size += layout.columnSize(column, count: optionalCounts[column]) }
            return [UInt8](unsafeUninitializedCapacity: size) { bytes, initialized in
                let chunk = UnsafeMutableRawBufferPointer(bytes)
                chunk.baseAddress!.copyMemory(from: presence, byteCount: count)
                chunk.storeBytes(of: layout.rawValue.littleEndian, toByteOffset: count, as: UInt32.self)
                storeTimes(times, as: timesForm, at: timesAt, in: chunk)
                if let (latitudes, longitudes) = nanodegrees {
                    storeNanodegrees(latitudes, at: latitudesAt, in: chunk)
                    storeNanodegrees(longitudes, at: longitudesAt, in: chunk)
                } else {
                    ColumnWidth.double.store(latitudes, from: latitudesAt, in: chunk)
                    ColumnWidth.double.store(longitudes, from: longitudesAt, in: chunk)
                }
                var at = longitudesAt + layout.coordinatesSize(count: count)
                for index in 0..<optionalColumns {
                    let values = column(3 + index), form = forms[index]
                    if let scale = form.scale, !values.isEmpty {
                        chunk.storeBytes(of: scale.divisor.bitPattern.littleEndian, toByteOffset: at, as: UInt64.self)
                        chunk.storeBytes(of: scale.offset.bitPattern.littleEndian, toByteOffset: at + 8, as: UInt64.self)
                        for (index, whole) in form.wholes.enumerated() {
                            if form.column.width == .int16 {
                                chunk.storeBytes(of: Int16(truncatingIfNeeded: whole).littleEndian, toByteOffset: at + 16 + index * 2, as: Int16.self)
                            } else {
                                chunk.storeBytes(of: whole.littleEndian, toByteOffset: at + 16 + index * 4, as: Int32.self)
                            }
                        }
                    } else {
                        form.column.width.store(values, from: at, in: chunk)
                    }
                    at += layout.columnSize(index, count: values.count)
                }
                initialized = size
            }
        }
    }

    /// The smallest form of an optional column's `values`: the narrowest width that holds them,
    /// or when that takes 4 bytes a value or more, the first of the ``Scale/candidates`` that
    /// holds them in fewer.
    private static func form(of values: UnsafeBufferPointer<Double>) -> OptionalColumnForm {
        let plain = ColumnWidth.narrowest(holding: values)
        guard plain.size >= 4, !values.isEmpty else { return OptionalColumnForm(column: Layout.Column(width: plain, isScaled: false)) }
        var best = OptionalColumnForm(column: Layout.Column(width: plain, isScaled: false))
        var wholes = [Int32](repeating: 0, count: values.count)
        for scale in Scale.candidates {
            var width = ColumnWidth.int16
            let holds = wholes.withUnsafeMutableBufferPointer { wholes in
                for (index, value) in values.enumerated() {
                    guard let whole = scale.whole(value) else { return false }
                    if whole < -32_768 || whole > 32_767 { width = .int32 }
                    wholes[index] = whole
                }
                return true
            }
            guard holds, width.size < best.column.width.size else { continue }
            best = OptionalColumnForm(column: Layout.Column(width: width, isScaled: true), scale: scale, wholes: wholes)
            if width == .int16 { break }
        }
        return best
    }

    /// How an optional column of a chunk being encoded is stored: its layout, and when scaled,
    /// the scale and the whole numbers of its values.
    private struct OptionalColumnForm {
        var column: Layout.Column
        var scale: Scale?
        var wholes: [Int32] = []
    }

    /// The smallest form that holds `times` (at least one) bit for bit.
    private static func timesForm(of times: UnsafeBufferPointer<Double>) -> Layout.Times {
        guard times.count > 1 else { return .doubles }
        let first = times[0], step = times[1] - first
        if !times.indices.contains(where: { times[$0].bitPattern != (first + Double($0) * step).bitPattern }) {
            return .step
        }
        return times.allSatisfy { WholeSeconds.from(first, to: $0) != nil } ? .wholeSeconds : .doubles
    }

    private static func storeTimes(_ times: UnsafeBufferPointer<Double>, as form: Layout.Times, at offset: Int,
                                   in chunk: UnsafeMutableRawBufferPointer) {
        let first = times[0]
        switch form {
        case .doubles:
            ColumnWidth.double.store(times, from: offset, in: chunk)
        case .step:
            chunk.storeBytes(of: first.bitPattern.littleEndian, toByteOffset: offset, as: UInt64.self)
            chunk.storeBytes(of: (times[1] - first).bitPattern.littleEndian, toByteOffset: offset + 8, as: UInt64.self)
        case .wholeSeconds:
            chunk.storeBytes(of: first.bitPattern.littleEndian, toByteOffset: offset, as: UInt64.self)
            for (index, time) in times.enumerated() {
                chunk.storeBytes(of: WholeSeconds.from(first, to: time)!.littleEndian, toByteOffset: offset + 8 + index * 4, as: Int32.self)
            }
        }
    }

    /// `coordinates` (at least one) in whole billionths of a degree, when each one divided by
    /// 10⁹ is the coordinate bit for bit (a FIT file's coordinates, and any written with at most
    /// nine decimals: both round to the same double) and each is within an `Int32` of the one
    /// before; `nil` otherwise.
    private static func nanodegrees(_ coordinates: UnsafeBufferPointer<Double>) -> [Int64]? {
        var holds = true
        let wholes = [Int64](unsafeUninitializedCapacity: coordinates.count) { wholes, initialized in
            var previous: Int64 = 0
            for (index, degrees) in coordinates.enumerated() {
                // Rounded by adding a half and truncating (no call into the C library): a
                // wrong rounding only fails the check that follows.
                let scaled = degrees * 1e9
                guard scaled >= -1e12, scaled <= 1e12 else { holds = false; return }
                let whole = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
                guard (Double(whole) / 1e9).bitPattern == degrees.bitPattern,
                      index == 0 || abs(whole - previous) <= Int64(Int32.max) else { holds = false; return }
                wholes[index] = whole
                previous = whole
                initialized = index + 1
            }
        }
        return holds ? wholes : nil
    }

    private static func storeNanodegrees(_ wholes: [Int64], at offset: Int, in chunk: UnsafeMutableRawBufferPointer) {
        var previous = wholes[0]
        chunk.storeBytes(of: previous.littleEndian, toByteOffset: offset, as: Int64.self)
        for (index, whole) in wholes.enumerated() {
            chunk.storeBytes(of: Int32(truncatingIfNeeded: whole - previous).littleEndian, toByteOffset: offset + 8 + index * 4, as: Int32.self)
            previous = whole
        }
    }

    private static func writeValues(_ values: [LocationValue], into writer: inout ByteWriter) {
        writer.writeInteger(UInt16(clamping: values.count), endianness: .little)
        for value in values.prefix(Int(UInt16.max)) {
            writeText(value.quantityType.identifier, into: &writer)
            writeText(value.quantityType.canonicalUnit.symbol, into: &writer)
            writer.writeByte(value.quantityType.aggregationStyle == .cumulative ? 1 : 0)
            writer.writeDouble(value.value, endianness: .little)
        }
    }

    private static func writeText(_ text: String, into writer: inout ByteWriter) {
        let bytes = Array(text.utf8.prefix(Int(UInt16.max)))
        writer.writeInteger(UInt16(bytes.count), endianness: .little)
        writer.writeBytes(bytes)
    }

    // MARK: Decoding

    /// Appends the `count` locations packed in `data`, a chunk of `format` (the row's
    /// column, as stored), to `locations`.
    ///
    /// - Throws: ``StoreError/database(_:)`` when the format is unknown or the row's size does
    ///   not match its count (its columns, and the values its presence bytes announce, cut
    ///   short or followed by other bytes).
    static func decode(_ data: Data, format storedFormat: Int64, count: Int,
                       into locations: inout some RangeReplaceableCollection<Location>) throws {
        guard let format = Format(rawValue: storedFormat) else {
            throw StoreError.database("a route chunk in the store has format \(storedFormat), which this version does not know")
        }
        let damaged = StoreError.database("a route chunk in the store is damaged (\(data.count) bytes for \(count) locations)")
        guard count >= 0, count <= capacity else { throw damaged }
        try data.withUnsafeBytes { buffer in
            switch format {
            case .fixed: try decodeFixed(buffer, count: count, damaged: damaged, into: &locations)
            case .compact: try decodeCompact(buffer, count: count, damaged: damaged, into: &locations)
            }
        }
    }

    private static func decodeFixed(_ buffer: UnsafeRawBufferPointer, count: Int, damaged: StoreError,
                                    into locations: inout some RangeReplaceableCollection<Location>) throws {
        guard buffer.count >= count * fixedBytesPerLocation else { throw damaged }
        var reader = ByteReader(buffer, readerIndex: count * fixedBytesPerLocation)
        func get(_ column: Int, _ index: Int) -> Double {
            ColumnWidth.double.load(at: count + (column * count + index) * 8, in: buffer)
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
                speed: optional(3), course: optional(4), hasTime: presence & untimedBit == 0,
                startsSegment: presence & segmentStartBit != 0,
                values: presence & valuesBit != 0 ? try readValues(&reader, damaged: damaged) : []))
        }
        guard reader.readableBytes == 0 else { throw damaged }
    }

    private static func decodeCompact(_ buffer: UnsafeRawBufferPointer, count: Int, damaged: StoreError,
                                      into locations: inout some RangeReplaceableCollection<Location>) throws {
        guard count > 0 else {
            guard buffer.isEmpty else { throw damaged }
            return
        }
        guard buffer.count >= count + 4,
              let layout = Layout(rawValue: UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: count, as: UInt32.self)))
        else { throw damaged }
        // Where each column begins: the optional ones hold a value for each location with its bit.
        var present: InlineArray<5, Int> = [0, 0, 0, 0, 0]
        for presence in buffer[0..<count] {
            for column in 0..<optionalColumns { present[column] += Int(presence >> column & 1) }
        }
        let times = layout.times, nanodegrees = layout.nanodegrees
        let timesAt = count + 4
        let latitudesAt = timesAt + layout.timesSize(count: count)
        let longitudesAt = latitudesAt + layout.coordinatesSize(count: count)
        var columnsEnd = longitudesAt + layout.coordinatesSize(count: count)
        var next: InlineArray<5, Int> = [0, 0, 0, 0, 0]
        var widths: InlineArray<5, ColumnWidth> = [.double, .double, .double, .double, .double]
        var scales: InlineArray<5, Scale?> = [nil, nil, nil, nil, nil]
        for column in 0..<optionalColumns {
            let form = layout.column(column)
            widths[column] = form.width
            next[column] = columnsEnd
            let size = layout.columnSize(column, count: present[column])
            if form.isScaled, present[column] > 0 {
                guard buffer.count >= columnsEnd + 16 else { throw damaged }
                scales[column] = Scale(divisor: ColumnWidth.double.load(at: columnsEnd, in: buffer),
                                       offset: ColumnWidth.double.load(at: columnsEnd + 8, in: buffer))
                next[column] += 16
            }
            columnsEnd += size
        }
        guard buffer.count >= columnsEnd else { throw damaged }
        var reader = ByteReader(buffer, readerIndex: columnsEnd)
        let firstTime = ColumnWidth.double.load(at: timesAt, in: buffer)
        let step = times == .step ? ColumnWidth.double.load(at: timesAt + 8, in: buffer) : 0
        var latitude = Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: latitudesAt, as: Int64.self))
        var longitude = Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: longitudesAt, as: Int64.self))
        @inline(__always)
        func optional(_ column: Int, _ presence: UInt8) -> Double? {
            guard presence & (1 << column) != 0 else { return nil }
            let stored = widths[column].load(at: next[column], in: buffer)
            next[column] += widths[column].size
            guard let scale = scales[column] else { return stored }
            return scale.value(Int32(stored))
        }
        for index in 0..<count {
            let presence = buffer[index]
            let time = switch times {
            case .doubles: ColumnWidth.double.load(at: timesAt + index * 8, in: buffer)
            case .step: firstTime + Double(index) * step
            case .wholeSeconds:
                WholeSeconds.time(Int32(littleEndian: buffer.loadUnaligned(fromByteOffset: timesAt + 8 + index * 4, as: Int32.self)),
                                  after: firstTime)
            }
            let coordinates: (latitude: Double, longitude: Double)
            if nanodegrees {
                latitude &+= Int64(Int32(littleEndian: buffer.loadUnaligned(fromByteOffset: latitudesAt + 8 + index * 4, as: Int32.self)))
                longitude &+= Int64(Int32(littleEndian: buffer.loadUnaligned(fromByteOffset: longitudesAt + 8 + index * 4, as: Int32.self)))
                coordinates = (Double(latitude) / 1e9, Double(longitude) / 1e9)
            } else {
                coordinates = (ColumnWidth.double.load(at: latitudesAt + index * 8, in: buffer),
                               ColumnWidth.double.load(at: longitudesAt + index * 8, in: buffer))
            }
            locations.append(Location(
                timestamp: Date(timeIntervalSinceReferenceDate: time),
                latitude: coordinates.latitude, longitude: coordinates.longitude, altitude: optional(0, presence),
                horizontalAccuracy: optional(1, presence), verticalAccuracy: optional(2, presence),
                speed: optional(3, presence), course: optional(4, presence), hasTime: presence & untimedBit == 0,
                startsSegment: presence & segmentStartBit != 0,
                values: presence & valuesBit != 0 ? try readValues(&reader, damaged: damaged) : []))
        }
        guard reader.readableBytes == 0 else { throw damaged }
    }

    /// The values of one location, read where `reader` stands.
    private static func readValues(_ reader: inout ByteReader, damaged: StoreError) throws -> [LocationValue] {
        func text() throws -> String {
            guard let length = reader.readInteger(endianness: .little, as: UInt16.self),
                  let bytes = reader.readBytes(count: Int(length)) else { throw damaged }
            return String(decoding: bytes, as: UTF8.self)
        }
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
}
