import BinaryIO
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
    /// The file, made for the first chunk (a small recording's route is all in its last chunk,
    /// which never waits here).
    private var file: UnnamedTemporaryFile?

    /// How many chunks were written: the next one's number.
    var count: Int { chunks.count }

    /// Writes the next chunk: `data` encodes `count` locations as ``LocationChunk/encode(_:)``
    /// does (``LocationChunk/Format/compact``).
    func append(_ data: [UInt8], count: Int) throws {
        do {
            let file = try file ?? UnnamedTemporaryFile(prefix: "workoutkit-route")
            self.file = file
            let offset = file.size
            try data.withUnsafeBytes { try file.append($0) }
            chunks.append((offset, data.count, count))
        } catch let failure as UnnamedTemporaryFile.Failure {
            throw Self.error(failure)
        }
    }

    /// The chunk numbered `index` (from 0, in the order written): its number of locations and bytes.
    func chunk(_ index: Int) throws -> (count: Int, data: Data) {
        let chunk = chunks[index]
        var data = Data(count: chunk.length)
        do {
            try data.withUnsafeMutableBytes { try file?.read(into: $0, at: chunk.offset) }
        } catch let failure as UnnamedTemporaryFile.Failure {
            throw Self.error(failure)
        }
        return (chunk.count, data)
    }

    private static func error(_ failure: UnnamedTemporaryFile.Failure) -> StoreError {
        .temporaryFile(path: failure.directory, reason: "a streamed route's locations: \(failure.reason)")
    }
}
