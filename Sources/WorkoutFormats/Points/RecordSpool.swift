import Foundation

/// Plain values (no references: numbers, dates, optionals and structs of them) held in an
/// unnamed temporary file, stored as their in-memory bytes and read back by the same
/// process in batches, from the first, as often as needed: what lets a writer that needs a
/// workout's end before its points (``PointSpool``, the FIT writer's stream) hold any number
/// of them in bounded memory.
final class RecordSpool<Element> {
    private let descriptor: Int32
    private(set) var count = 0

    /// Creates the file in the temporary directory; it has no name from the start, so
    /// nothing is left behind whatever happens.
    init() throws {
        // Bytes of a type holding references would not survive the round trip.
        precondition(_isPOD(Element.self), "\(Element.self) must stay plain data to be spooled as bytes")
        let directory = FileManager.default.temporaryDirectory.path
        let path = (directory as NSString).appendingPathComponent("workoutkit-points-\(UUID().uuidString)")
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FormatError.cannotWrite(path, reason: "a temporary file for the points: \(String(cString: strerror(errno)))")
        }
        unlink(path)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func append(_ elements: [Element]) throws {
        try elements.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return }
                let written = write(descriptor, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    throw FormatError.cannotWrite("a temporary file", reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
        count += elements.count
    }

    /// Goes back to the first value, for a pass of ``read(_:after:)``: one pass at a time.
    func rewind() throws {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw FormatError.cannotWrite("a temporary file", reason: String(cString: strerror(errno)))
        }
    }

    /// Reads the next values back, at most `maximum`, once `done` were read in this pass;
    /// empty after the last.
    func read(_ maximum: Int, after done: Int) throws -> [Element] {
        let wanted = min(count - done, maximum)
        guard wanted > 0 else { return [] }
        return try [Element](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            var offset = 0
            while offset < raw.count {
                guard let base = raw.baseAddress else { break }
                let got = Foundation.read(descriptor, base + offset, raw.count - offset)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    throw FormatError.cannotWrite("a temporary file", reason: "it ended before the values written to it")
                }
                offset += got
            }
            initialized = wanted
        }
    }
}
