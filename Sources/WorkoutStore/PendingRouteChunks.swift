import Foundation

/// The location chunks of a streamed recording's routes whose anchors are not taken yet (a
/// route's anchor comes after every sample's, so it is known only when the recording ends),
/// held in a temporary file until then instead of in `route_chunks` under a placeholder id.
///
/// Giving a million-location route's rows their route's id at the end made SQLite read every
/// page of them back and write them again (a row's key changed: deleted and inserted), about
/// 0.3 s of a 1.7 s import (`docs/notes/importfinish.md`); from this file each chunk goes into
/// the store once. The file has no name from the start: nothing is left behind whatever
/// happens, and a recording rolled back leaves nothing of its pending chunks in the store.
final class PendingRouteChunks {
    /// Where each chunk is in the file, in the order written, and its number of locations.
    private var chunks: [(offset: Int64, length: Int, count: Int)] = []
    private var end: Int64 = 0
    /// The file, made for the first chunk (a small recording's route is all in its last chunk,
    /// which never waits here).
    private var descriptor: Int32 = -1

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// How many chunks were written: the next one's number.
    var count: Int { chunks.count }

    /// Writes the next chunk: `data` encodes `count` locations (``LocationChunk``).
    func append(_ data: [UInt8], count: Int) throws {
        if descriptor < 0 { descriptor = try Self.makeFile() }
        try data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let n = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(end) + off_t(written))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { throw Self.error(String(cString: strerror(errno))) }
                written += n
            }
        }
        chunks.append((end, data.count, count))
        end += Int64(data.count)
    }

    /// The chunk numbered `index` (from 0, in the order written): its number of locations and bytes.
    func chunk(_ index: Int) throws -> (count: Int, data: Data) {
        let chunk = chunks[index]
        var data = Data(count: chunk.length)
        try data.withUnsafeMutableBytes { bytes in
            var read = 0
            while read < bytes.count {
                let n = pread(descriptor, bytes.baseAddress! + read, bytes.count - read, off_t(chunk.offset) + off_t(read))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { throw Self.error(n == 0 ? "it ended before the bytes written to it" : String(cString: strerror(errno))) }
                read += n
            }
        }
        return (chunk.count, data)
    }

    /// A new file in the temporary directory, unlinked at once.
    private static func makeFile() throws -> Int32 {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-route-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw error(String(cString: strerror(errno))) }
        unlink(path)
        return descriptor
    }

    private static func error(_ reason: String) -> StoreError {
        .temporaryFile(path: FileManager.default.temporaryDirectory.path, reason: "a streamed route's locations: \(reason)")
    }
}
