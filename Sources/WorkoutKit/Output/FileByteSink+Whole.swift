import Foundation
import WorkoutFormats

extension FileByteSink {
    /// Writes the file at `path` whole or not at all. `body` writes a temporary file beside
    /// it, which takes the file's place only once writing has succeeded: a failed write leaves
    /// no partial file and leaves a file already at `path` as it was, and an input can be
    /// written over itself (`convert run.gpx -o run.gpx`), since it has been read by then.
    /// A file that is replaced keeps its permissions; a symbolic link is followed. A path
    /// that is not a regular file (`/dev/null`, a named pipe) is written in place.
    static func writeWhole(_ path: String, _ body: (FileByteSink) throws -> Void) throws {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            let sink = try FileByteSink(path: path)
            do {
                try body(sink)
                try sink.close()
            } catch {
                try? sink.close()
                throw error
            }
            return
        }
        let destination = exists ? (realpath(path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        } ?? path) : path
        // Taking a file's place needs only the directory's permission: a file the user may
        // not write is refused, as writing it in place would be.
        if exists, access(destination, W_OK) != 0 {
            throw FormatError.cannotWrite(path, reason: String(cString: strerror(errno)))
        }
        let url = URL(fileURLWithPath: destination)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).workoutkit-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))").path
        let sink = try FileByteSink(path: temporary, reportedAs: path)
        do {
            try body(sink)
            try sink.close()
            // A new file keeps the mode the umask gave it; a replaced one keeps its own.
            if exists && chmod(temporary, status.st_mode & 0o7777) != 0 || rename(temporary, destination) != 0 {
                throw FormatError.cannotWrite(path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? sink.close()
            unlink(temporary)
            throw error
        }
    }
}
