import FITCodec
import FITProfile
import WorkoutModel

extension FITRecordingReader: ExtraSeriesScanning {
    /// Whether a `record` definition of the file (of any file of a chain) has developer
    /// fields. Only the definitions are read: a data message is skipped by the size its
    /// definition gives, so a pass over a file without developer fields costs little
    /// beside decoding it. A file this pass cannot follow (damaged, not FIT) says `false`:
    /// the reader proper then says what is wrong with it.
    public func pointsCarryExtraSeries(in source: any ByteSource) throws -> Bool {
        var bytes = FITDefinitionScan(source: source)
        while let headerSize = try bytes.byte() {
            guard headerSize >= 12, let header = try bytes.read(Int(headerSize) - 1),
                  header[7] == 0x2E, header[8] == 0x46, header[9] == 0x49, header[10] == 0x54 else { return false }
            var remaining = Int(header[3]) | Int(header[4]) << 8 | Int(header[5]) << 16 | Int(header[6]) << 24
            var sizes = [Int](repeating: 0, count: 16)
            while remaining > 0 {
                guard let recordHeader = try bytes.byte() else { return false }
                remaining -= 1
                if recordHeader & 0x80 != 0 {
                    // A data message with a compressed timestamp.
                    let size = sizes[Int(recordHeader >> 5 & 0x03)]
                    guard try bytes.skip(size) else { return false }
                    remaining -= size
                } else if recordHeader & 0x40 != 0 {
                    guard let fixed = try bytes.read(5), let fields = try bytes.read(3 * Int(fixed[4])) else { return false }
                    remaining -= 5 + fields.count
                    let global = fixed[1] == 0 ? Int(fixed[2]) | Int(fixed[3]) << 8 : Int(fixed[2]) << 8 | Int(fixed[3])
                    var size = stride(from: 1, to: fields.count, by: 3).reduce(0) { $0 + Int(fields[$1]) }
                    if recordHeader & 0x20 != 0 {
                        guard let count = try bytes.byte(), let developerFields = try bytes.read(3 * Int(count)) else { return false }
                        remaining -= 1 + developerFields.count
                        if global == Int(FITMessageNumber.record), count > 0 { return true }
                        size += stride(from: 1, to: developerFields.count, by: 3).reduce(0) { $0 + Int(developerFields[$1]) }
                    }
                    sizes[Int(recordHeader & 0x0F)] = size
                } else {
                    let size = sizes[Int(recordHeader & 0x0F)]
                    guard try bytes.skip(size) else { return false }
                    remaining -= size
                }
            }
            // The file's CRC.
            guard try bytes.skip(2) else { return false }
        }
        return false
    }
}

/// The bytes of a source read in chunks, for ``FITRecordingReader/pointsCarryExtraSeries(in:)``.
private struct FITDefinitionScan {
    let source: any ByteSource
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var position = 0
    private var count = 0

    init(source: any ByteSource) { self.source = source }

    /// Reads more when the buffer is used up; `false` at the end of the source.
    private mutating func fill() throws -> Bool {
        guard position == count else { return true }
        count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
        position = 0
        return count > 0
    }

    mutating func byte() throws -> UInt8? {
        guard try fill() else { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    mutating func read(_ length: Int) throws -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        while bytes.count < length {
            guard try fill() else { return nil }
            let take = min(length - bytes.count, count - position)
            bytes += buffer[position..<position + take]
            position += take
        }
        return bytes
    }

    /// Skips `length` bytes; `false` when the source ends first.
    mutating func skip(_ length: Int) throws -> Bool {
        var left = length
        while left > 0 {
            guard try fill() else { return false }
            let take = min(left, count - position)
            position += take
            left -= take
        }
        return true
    }
}
