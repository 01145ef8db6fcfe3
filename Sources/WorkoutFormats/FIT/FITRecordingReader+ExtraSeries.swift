import FITCodec
import FITProfile
import Foundation
import WorkoutModel

extension FITRecordingReader: ExtraSeriesScanning {
    /// The developer fields' series, in the order their first values come, with the types
    /// the reader gives them (`FITDeveloperTypes`, the one place for that). A quick pass
    /// over the definitions first tells whether any `record` definition has developer
    /// fields (most files have none: then that is all); if one does, a pass in which the
    /// decoder skips every message but `file_id`, the developer data messages and `record`s
    /// with developer fields reads their developer fields. A value counts as the reader
    /// counts it: a record with a valid timestamp, a described field with a name and a valid
    /// number, in an activity file (a course file's records have no developer values). The
    /// pass is lenient: it stops at damage, where a lenient read stops (a strict read then
    /// refuses the file).
    public func extraSeries(opening open: () throws -> any ByteSource) throws -> [QuantityType] {
        guard try recordsHaveDeveloperFields(in: open()) else { return [] }
        let source = try open()
        let decoder = FITDecoder(mode: .lenient) { definition in
            definition.globalMessageNumber == FITMessageNumber.fileId
                || (definition.globalMessageNumber == FITMessageNumber.record && !definition.developerFields.isEmpty)
        }
        var types = FITDeveloperTypes()
        var series: [QuantityType] = []
        /// By index of `types`: whether its type is in `series` already.
        var met: [Bool] = []
        var fileType: String?
        func add(_ message: FITMessage) {
            if message.globalMessageNumber == FITMessageNumber.fileId {
                // Only the first file of a chain says what the recording is.
                guard message.fileIndex == 0, fileType == nil else { return }
                fileType = message.valueName(FITField.FileId.type) ?? message.integer(FITField.FileId.type).map { String($0) }
                return
            }
            guard fileType != "course", FITActivityBuilder.date(message.timestamp) != nil else { return }
            for field in message.developerFields {
                guard let (index, _) = types.value(of: field) else { continue }
                if index >= met.count { met += Array(repeating: false, count: index + 1 - met.count) }
                guard !met[index] else { continue }
                met[index] = true
                let type = types.types[index].type
                if !series.contains(type) { series.append(type) }
            }
        }
        try decoder.decodeMessages(from: source, add)
        return fileType == "course" ? [] : series
    }

    /// Whether a `record` definition of the file (of any file of a chain) has developer
    /// fields. Only the definitions are read: a data message is skipped by the size its
    /// definition gives, so a pass over a file without developer fields costs little
    /// beside decoding it. A file this pass cannot follow (damaged, not FIT) says `false`:
    /// the reader proper then says what is wrong with it.
    private func recordsHaveDeveloperFields(in source: any ByteSource) throws -> Bool {
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

/// The bytes of a source read in chunks, for `FITRecordingReader.recordsHaveDeveloperFields(in:)`.
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
