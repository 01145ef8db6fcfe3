import Foundation

/// Streamed track points held in an unnamed temporary file until their workout ends, so
/// that a writer that needs the workout's end (its name, type and pauses) before the
/// points can still write a track of any length in bounded memory.
///
/// The points are stored as their in-memory bytes (``TrackPoint`` holds only optional
/// numbers and dates) and read back by the same process, in batches.
final class PointSpool {
    private let descriptor: Int32
    private(set) var count = 0
    /// The most points read back at a time.
    static let batchSize = 4096

    /// Creates the file in the temporary directory; it has no name from the start, so
    /// nothing is left behind whatever happens.
    init() throws {
        // Bytes of a type holding references would not survive the round trip.
        precondition(_isPOD(TrackPoint.self), "TrackPoint must stay plain data to be spooled as bytes")
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

    func append(_ points: [TrackPoint]) throws {
        try points.withUnsafeBytes { bytes in
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
        count += points.count
    }

    /// Hands the points back in the order they were added, at most ``batchSize`` at a time.
    func forEachBatch(_ body: ([TrackPoint]) throws -> Void) throws {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw FormatError.cannotWrite("a temporary file", reason: String(cString: strerror(errno)))
        }
        var remaining = count
        while remaining > 0 {
            let wanted = min(remaining, Self.batchSize)
            let batch = try [TrackPoint](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                let raw = UnsafeMutableRawBufferPointer(buffer)
                var offset = 0
                while offset < raw.count {
                    guard let base = raw.baseAddress else { break }
                    let got = read(descriptor, base + offset, raw.count - offset)
                    if got < 0, errno == EINTR { continue }
                    guard got > 0 else {
                        throw FormatError.cannotWrite("a temporary file", reason: "it ended before the points written to it")
                    }
                    offset += got
                }
                initialized = wanted
            }
            remaining -= wanted
            try body(batch)
        }
    }
}
