import BinaryIO
import Foundation

/// Bytes held in an unnamed temporary file, to be copied into another sink later: for a
/// writer whose format puts what comes last before what comes first (GPX writes its
/// waypoints and routes before its tracks), or an output that must not see them until they
/// are all written (a strict output into standard output). Memory stays bounded whatever the size.
package final class SpooledByteSink: ByteSink {
    private let file: UnnamedTemporaryFile

    /// Creates the file in the temporary directory; it has no name from the start, so
    /// nothing is left behind whatever happens.
    package init() throws {
        do {
            file = try UnnamedTemporaryFile(prefix: "workoutkit-spool")
        } catch {
            throw FormatError.cannotWrite(error.directory, reason: "a temporary file: \(error.reason)")
        }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        do { try file.append(bytes) } catch { throw Self.error(error) }
    }

    /// Fills `buffer` with the bytes written from `offset` on (0 for the first).
    ///
    /// - Throws: ``FormatError/cannotWrite(_:reason:)`` when the file ends first.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        do { try file.read(into: buffer, at: Int64(offset)) } catch { throw Self.error(error) }
    }

    /// Copies every byte written, from the first, into `sink`.
    package func copy(to sink: any ByteSink) throws {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var offset: Int64 = 0
        while offset < file.size {
            let count = Int(min(Int64(block.count), file.size - offset))
            try block.withUnsafeMutableBytes { bytes in
                let part = UnsafeMutableRawBufferPointer(rebasing: bytes[..<count])
                try read(into: part, at: Int(offset))
                try sink.write(UnsafeRawBufferPointer(part))
            }
            offset += Int64(count)
        }
    }

    private static func error(_ failure: UnnamedTemporaryFile.Failure) -> FormatError {
        .cannotWrite("a temporary file", reason: failure.reason)
    }
}
