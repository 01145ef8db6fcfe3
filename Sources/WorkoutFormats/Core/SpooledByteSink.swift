import Foundation

/// Bytes held in an unnamed temporary file, to be copied into another sink later: for a
/// writer whose format puts what comes last before what comes first (GPX writes its
/// waypoints and routes before its tracks), or an output that must not see them until they
/// are all written (a strict output into standard output). Memory stays bounded whatever the size.
package final class SpooledByteSink: ByteSink {
    private let descriptor: Int32
    /// Whether any byte was written.
    private(set) var isEmpty = true

    /// Creates the file in the temporary directory; it has no name from the start, so
    /// nothing is left behind whatever happens.
    package init() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let path = (directory as NSString).appendingPathComponent("workoutkit-spool-\(UUID().uuidString)")
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FormatError.cannotWrite(path, reason: "a temporary file: \(String(cString: strerror(errno)))")
        }
        unlink(path)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        isEmpty = false
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw FormatError.cannotWrite("a temporary file", reason: String(cString: strerror(errno))) }
            offset += written
        }
    }

    /// Goes back to the first byte written, for reading the bytes again from there.
    func rewind() throws {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw FormatError.cannotWrite("a temporary file", reason: String(cString: strerror(errno)))
        }
    }

    /// Fills `buffer` with the next bytes after the last read (or the first, after ``rewind()``).
    ///
    /// - Throws: ``FormatError/cannotWrite(_:reason:)`` when the file ends first.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let got = Foundation.read(descriptor, base + offset, buffer.count - offset)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                throw FormatError.cannotWrite("a temporary file", reason: "it ended before the bytes written to it")
            }
            offset += got
        }
    }

    /// Copies every byte written, from the first, into `sink`.
    package func copy(to sink: any ByteSink) throws {
        try rewind()
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FormatError.cannotWrite("a temporary file", reason: String(cString: strerror(errno))) }
            if count == 0 { return }
            try block.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }
}
