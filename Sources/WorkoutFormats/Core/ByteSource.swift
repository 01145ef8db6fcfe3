import Foundation

/// Bytes read in order, a chunk at a time: a file, standard input, a buffer in
/// memory, or a decompressing stream over another source.
public protocol ByteSource: AnyObject {
    /// Fills the start of `buffer` and returns how many bytes were written;
    /// 0 means the end of the input.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// A ``ByteSource`` over a file descriptor (a file or standard input).
public final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String

    /// Opens `path` for reading.
    ///
    /// - Throws: ``FormatError/cannotOpen(_:reason:)`` when the file cannot be opened.
    public init(path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FormatError.cannotOpen(path, reason: String(cString: strerror(errno))) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw FormatError.cannotOpen(path, reason: "it is a directory")
        }
        descriptor = fd
        ownsDescriptor = true
        self.path = path
    }

    /// Reads standard input.
    public init(standardInput: Void = ()) {
        descriptor = STDIN_FILENO
        ownsDescriptor = false
        path = "-"
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let n = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw FormatError.cannotOpen(path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { if ownsDescriptor { close(descriptor) } }
}

/// A ``ByteSource`` over bytes already in memory.
public final class DataByteSource: ByteSource {
    private let data: [UInt8]
    private var offset = 0

    public init(_ data: some Collection<UInt8>) { self.data = Array(data) }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.count - offset)
        guard count > 0 else { return 0 }
        data.withUnsafeBytes { bytes in
            buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}

/// A source whose first bytes can be looked at before reading starts, so that a
/// format can be recognised from content; the peeked bytes are then read again.
public final class PeekableByteSource: ByteSource {
    private let base: any ByteSource
    private var pending: [UInt8] = []
    private var pendingOffset = 0

    public init(_ base: any ByteSource) { self.base = base }

    /// Up to `count` bytes from the start of the input, without consuming them.
    public func peek(_ count: Int) throws -> [UInt8] {
        while pending.count - pendingOffset < count {
            var chunk = [UInt8](repeating: 0, count: count - (pending.count - pendingOffset))
            let n = try chunk.withUnsafeMutableBytes { try base.read(into: $0) }
            if n == 0 { break }
            pending.append(contentsOf: chunk[0..<n])
        }
        return Array(pending[pendingOffset..<min(pending.count, pendingOffset + count)])
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if pendingOffset < pending.count {
            let count = min(buffer.count, pending.count - pendingOffset)
            pending.withUnsafeBytes { bytes in
                buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + pendingOffset, byteCount: count)
            }
            pendingOffset += count
            if pendingOffset == pending.count { pending = []; pendingOffset = 0 }
            return count
        }
        return try base.read(into: buffer)
    }
}

extension ByteSource {
    /// Reads the whole input into memory. Readers that stream should not use this.
    public func readAll(limit: Int = Int.max) throws -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try read(into: $0) }
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
            if result.count > limit { throw FormatError.tooLarge(limit: limit) }
        }
    }
}

/// Where a writer puts its bytes.
public protocol ByteSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension ByteSink {
    /// Writes the UTF-8 bytes of a string.
    public func write(_ string: String) throws {
        var copy = string
        try copy.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }
    /// Writes bytes.
    public func write(bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}

/// A buffered ``ByteSink`` over a file descriptor (a file or standard output).
public final class FileByteSink: ByteSink {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String
    private var buffer: [UInt8] = []
    private var isClosed = false
    private static let capacity = 1 << 16
    /// Whether bytes already written can be written again in place
    /// (``overwrite(_:at:)``): only a regular file this sink created or emptied, where
    /// a byte's place is its count from the start. Not standard output (its position and
    /// mode are the shell's), a pipe or a device.
    public let canOverwrite: Bool
    /// How many bytes were written, buffered or not: the place of the next one.
    public private(set) var writtenCount = 0

    /// Creates (or truncates) the file at `path`.
    /// - Parameters:
    ///   - path: The file to write.
    ///   - name: The name errors give for the file, when it is not `path` (a temporary
    ///     file that will take another file's place).
    public init(path: String, reportedAs name: String? = nil) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FormatError.cannotWrite(name ?? path, reason: String(cString: strerror(errno))) }
        descriptor = fd
        ownsDescriptor = true
        self.path = name ?? path
        var status = stat()
        canOverwrite = fstat(fd, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        buffer.reserveCapacity(Self.capacity)
    }

    /// Writes to standard output.
    public init(standardOutput: Void = ()) {
        descriptor = STDOUT_FILENO
        ownsDescriptor = false
        path = "standard output"
        canOverwrite = false
        buffer.reserveCapacity(Self.capacity)
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        writtenCount += bytes.count
        // A large block (a writer's own buffer) goes out as it is, after what is buffered:
        // copying it into the buffer first would only pass over it once more.
        if bytes.count >= Self.capacity / 2 {
            try flush()
            try writeOut(bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Writes out whatever is buffered.
    public func flush() throws {
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { try writeOut($0) }
    }

    /// Writes `bytes` again over bytes already written, from the `offset`-th (a
    /// ``writtenCount`` taken before them): a header whose content is known only at the
    /// end. Flushes first; the next write still goes after the last byte.
    /// - Throws: ``FormatError/cannotWrite(_:reason:)`` when the sink cannot overwrite
    ///   (``canOverwrite``), the bytes do not lie inside what was written, or the write fails.
    public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        guard canOverwrite, offset >= 0, offset + bytes.count <= writtenCount else {
            throw FormatError.cannotWrite(path, reason: "bytes \(offset) to \(offset + bytes.count) cannot be written again in place")
        }
        try flush()
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FormatError.cannotWrite(path, reason: String(cString: strerror(errno)))
            }
            done += n
        }
    }

    private func writeOut(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw FormatError.cannotWrite(path, reason: String(cString: strerror(errno)))
            }
            offset += n
        }
    }

    /// Flushes and, for a file, closes it (once: closing a closed file does nothing).
    /// Standard output is only flushed.
    public func close() throws {
        guard ownsDescriptor else { return try flush() }
        guard !isClosed else { return }
        defer {
            _ = Foundation.close(descriptor)
            isClosed = true
        }
        try flush()
    }
}

/// A ``ByteSink`` collecting bytes in memory.
public final class DataByteSink: ByteSink {
    public private(set) var bytes: [UInt8] = []
    public init() {}
    public func write(_ bytes: UnsafeRawBufferPointer) throws { self.bytes.append(contentsOf: bytes) }
    /// The bytes as a UTF-8 string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
