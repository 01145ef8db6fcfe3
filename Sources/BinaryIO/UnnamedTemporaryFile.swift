#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file in the temporary directory (``temporaryDirectory``) that has no name from the moment
/// it is made: nothing is left behind whatever happens to the process, and its bytes go when it
/// is closed (when the value goes). Bytes are appended at its end and read back at any offset.
///
/// For what must wait before it is written elsewhere, or be read more than once, without being
/// held in memory: a writer's output whose format puts what comes last first, a streamed
/// route's chunks until the route's anchor is known, an inflated zip entry read as an archive.
package final class UnnamedTemporaryFile {
    /// Why the file could not be made, written or read.
    package struct Failure: Error, Sendable {
        /// The directory the file is (or was to be) in.
        package let directory: String
        /// What the system said, or that the file ended before the bytes asked for.
        package let reason: String
    }

    /// The open file's descriptor, for reading it positionally (`pread`) elsewhere; closed when the value goes.
    package let descriptor: Int32
    /// How many bytes were appended: where the next one goes.
    package private(set) var size: Int64 = 0
    private let directory: String

    /// The temporary directory: `$TMPDIR`, else `/tmp`.
    package static var temporaryDirectory: String {
        let environment = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        return environment.isEmpty ? "/tmp" : environment
    }

    /// Makes the file in `directory`, named `prefix` and a random suffix for the moment between
    /// its creation and its unlinking.
    package init(prefix: String, in directory: String = temporaryDirectory) throws(Failure) {
        self.directory = directory
        var template = Array("\(directory.hasSuffix("/") ? directory : directory + "/")\(prefix)-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(directory: directory, reason: Self.systemReason()) }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        // Not handed to the processes this one starts.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Writes `bytes` after those written before.
    package func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, base + written, bytes.count - written, off_t(size) + off_t(written))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(directory: directory, reason: Self.systemReason()) }
            written += count
        }
        size += Int64(bytes.count)
    }

    /// Fills `buffer` with the bytes from `offset` on.
    ///
    /// - Throws: ``Failure`` when the system refuses, or when the file ends first.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws(Failure) {
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, base + done, buffer.count - done, off_t(offset) + off_t(done))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw Failure(directory: directory,
                              reason: count == 0 ? "it ended before the bytes written to it" : Self.systemReason())
            }
            done += count
        }
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
