import FITCodec
import WorkoutModel

/// Reads FIT activity files (Garmin's binary format) into workout recordings.
///
/// The bytes are decoded as they are read (``FITDecoder``), and only what the
/// model keeps is held in memory. All sessions of a file make one workout: a
/// multisport file's sessions become its activities. Strict by default; with
/// ``ReadOptions/lenient`` a damaged file yields what came before the damage,
/// marked ``MetadataKey/partialRecording``.
public struct FITRecordingReader: RecordingReader {
    public let format = FormatDescriptor(
        name: "fit", fileExtensions: ["fit"],
        summary: "FIT activity files from Garmin, Wahoo, Suunto, Coros, Zwift and other devices"
    )

    public init() {}

    /// A FIT file header: its size byte (12 or 14) and the `.FIT` tag at bytes 8-11.
    public func recognizes(prefix: [UInt8]) -> Bool {
        prefix.count >= 12 && (prefix[0] == 12 || prefix[0] == 14)
            && prefix[8] == 0x2E && prefix[9] == 0x46 && prefix[10] == 0x49 && prefix[11] == 0x54
    }

    public func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        let decoder = FITDecoder(mode: context.options.lenient ? .lenient : .strict)
        var builder = FITActivityBuilder(context: context)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        do {
            while true {
                let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
                if count == 0 { break }
                decoder.append(chunk[0..<count])
                while let message = try decoder.next() { builder.add(message) }
            }
            for message in try decoder.finish() { builder.add(message) }
        } catch let error as FITDecodingError {
            throw FormatError.malformed(file: context.name, at: .byteOffset(error.offset), reason: error.reason)
        }
        if let damage = decoder.damage {
            context.warn("\(context.name): byte \(damage.offset): \(damage.reason); kept what came before it")
        }
        for recording in try builder.recordings(partial: decoder.isPartial) {
            try emit(recording)
        }
    }
}
