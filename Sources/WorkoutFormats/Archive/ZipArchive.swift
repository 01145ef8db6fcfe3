import BinaryIO
import BinaryIO
import CZlibSystem
import Foundation

/// A zip archive read in place: its central directory is listed, and each entry is
/// read as a ``ByteSource`` that inflates it (stored or deflated) straight from the
/// archive's bytes. Nothing is ever extracted to a path, so an entry's name is only a name.
///
/// Entries are refused, with an error naming the archive and the entry, when they are
/// encrypted, use a compression method other than stored or deflate, have a name that
/// would leave the archive if extracted (`../x`, `/etc/x`, `C:\x`: zip slip), fail their
/// CRC-32 or declared size, or inflate past the ``DecompressionLimits``.
/// ZIP64 archives (over 4 GiB or 65,535 entries, as large Apple Health exports are) are read.
///
/// A zip inside a zip (a Garmin Connect export's `UploadedFiles_*.zip`) is opened with
/// ``openArchive(_:)``: a stored one is read in place within the outer archive, a deflated
/// one is inflated (within the limits, its CRC checked) into an anonymous temporary file
/// that has no name on disk. Archives nest at most ``maximumNestingDepth`` deep.
public final class ZipArchive: Sendable {
    /// One file or folder listed in the archive's central directory.
    public struct Entry: Sendable, Hashable {
        /// The path stored in the archive, with `/` separators.
        public let path: String
        /// 0 stored, 8 deflate.
        public let compressionMethod: UInt16
        public let flags: UInt16
        public let crc32: UInt32
        public let compressedSize: Int
        public let uncompressedSize: Int
        let localHeaderOffset: Int

        /// A folder entry (its name ends in `/`).
        public var isDirectory: Bool { path.hasSuffix("/") }
        /// The entry is encrypted (general purpose flag bit 0).
        public var isEncrypted: Bool { flags & 1 != 0 }
        /// The last component of the path.
        public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

        /// Files macOS adds when it zips a folder (`__MACOSX/`, `._name` resource forks,
        /// `.DS_Store`): never recordings.
        public var isMacOSJunk: Bool {
            path.hasPrefix("__MACOSX/") || path.contains("/__MACOSX/") || fileName.hasPrefix("._")
                || fileName == ".DS_Store"
        }

        /// Whether the path would stay inside a folder it were extracted to: relative, no
        /// `..` component, no drive letter or backslash tricks, no NUL.
        public var hasSafePath: Bool {
            if path.isEmpty || path.hasPrefix("/") || path.hasPrefix("\\") || path.contains("\0") { return false }
            if path.count >= 2, path.dropFirst().first == ":" { return false }
            let components = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
            return !components.contains("..")
        }
    }

    /// Where the archive's bytes are.
    private enum Storage {
        case file(Int32)
        case memory([UInt8])
        /// A stored entry of another archive, starting at this offset in it.
        case part(of: ZipArchive, at: Int)
    }

    /// How many archives deep a zip inside a zip may be: an export, a zip in it, and a zip in that.
    public static let maximumNestingDepth = 2
    /// 0 for an archive opened from a file or bytes, 1 for a zip inside it, and so on.
    public let nestingDepth: Int

    /// The archive's name in messages (its path as the user gave it).
    public let name: String
    /// The entries in central directory order.
    public let entries: [Entry]
    public let limits: DecompressionLimits
    private let storage: Storage
    private let size: Int

    /// Whether bytes begin like a zip archive (a local file header, or the end record of an empty archive).
    public static func isZip(_ prefix: [UInt8]) -> Bool {
        prefix.count >= 4 && prefix[0] == 0x50 && prefix[1] == 0x4B
            && ((prefix[2] == 3 && prefix[3] == 4) || (prefix[2] == 5 && prefix[3] == 6))
    }

    /// Opens the archive at `path`; `name` (default: the path) is used in messages.
    public convenience init(path: String, name: String? = nil, limits: DecompressionLimits = DecompressionLimits()) throws {
        let fd = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FormatError.cannotOpen(name ?? path, reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw FormatError.cannotOpen(name ?? path, reason: "not a regular file")
        }
        try self.init(storage: .file(fd), size: Int(info.st_size), name: name ?? path, limits: limits, nestingDepth: 0)
    }

    /// Reads an archive held in memory (for example a zip inside a zip).
    public convenience init(bytes: [UInt8], name: String, limits: DecompressionLimits = DecompressionLimits()) throws {
        try self.init(storage: .memory(bytes), size: bytes.count, name: name, limits: limits, nestingDepth: 0)
    }

    private init(storage: Storage, size: Int, name: String, limits: DecompressionLimits, nestingDepth: Int) throws {
        self.storage = storage
        self.size = size
        self.name = name
        self.limits = limits
        self.nestingDepth = nestingDepth
        do {
            entries = try Self.readCentralDirectory(storage: storage, size: size, name: name)
        } catch {
            if case .file(let fd) = storage { close(fd) }
            throw error
        }
    }

    deinit { if case .file(let fd) = storage { close(fd) } }

    /// The name of an entry in messages: `archive.zip:path/in/archive`.
    public func displayName(of entry: Entry) -> String { "\(name):\(entry.path)" }

    /// The entry with this exact path, or `nil`.
    public func entry(at path: String) -> Entry? { entries.first { $0.path == path } }

    /// Whether an entry is named like a zip archive (`name.zip`).
    public static func isArchiveName(_ entry: Entry) -> Bool {
        !entry.isDirectory && entry.fileName.lowercased().hasSuffix(".zip")
    }

    /// Opens an entry that is itself a zip archive, named `archive.zip:entry.zip` in messages,
    /// with this archive's limits. A stored entry is read in place; a deflated one is
    /// inflated into an unnamed temporary file (its size bounded by the limits).
    ///
    /// - Throws: ``FormatError`` when the entry cannot be read (see ``open(_:)``), is not a
    ///   zip archive, or would nest deeper than ``maximumNestingDepth``.
    public func openArchive(_ entry: Entry) throws -> ZipArchive {
        let display = displayName(of: entry)
        guard nestingDepth < Self.maximumNestingDepth else {
            throw FormatError.malformed(
                file: display, at: nil,
                reason: "a zip archive nested more than \(Self.maximumNestingDepth) deep; refused")
        }
        let location = try dataLocation(of: entry)
        if entry.compressionMethod == 0 {
            return try ZipArchive(storage: .part(of: self, at: location.offset), size: entry.compressedSize, name: display,
                                  limits: limits, nestingDepth: nestingDepth + 1)
        }
        let file = try Self.spool(try open(entry), name: display)
        // The archive reads the file through a descriptor of its own, closed with it.
        let fd = dup(file.descriptor)
        guard fd >= 0 else { throw FormatError.cannotOpen(display, reason: String(cString: strerror(errno))) }
        return try ZipArchive(storage: .file(fd), size: Int(file.size), name: display, limits: limits,
                              nestingDepth: nestingDepth + 1)
    }

    /// Copies a source into a temporary file without a name.
    private static func spool(_ source: any ByteSource, name: String) throws -> UnnamedTemporaryFile {
        do {
            let file = try UnnamedTemporaryFile(prefix: "workoutkit-zip")
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
                if count == 0 { return file }
                try buffer.withUnsafeBytes { try file.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            }
        } catch let failure as UnnamedTemporaryFile.Failure {
            throw FormatError.cannotOpen(name, reason: "a temporary file in \(failure.directory): \(failure.reason)")
        }
    }

    /// Opens an entry for reading; its bytes are inflated and checked as they are read.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming the archive and the
    ///   entry when it cannot be read safely (see the type's description).
    public func open(_ entry: Entry) throws -> any ByteSource {
        let location = try dataLocation(of: entry)
        let raw = ZipRawSource(archive: self, offset: location.offset, count: entry.compressedSize)
        return try ZipEntrySource(raw: raw, entry: entry, name: location.display, limits: limits)
    }

    /// Checks an entry before it is read and finds where its data starts.
    private func dataLocation(of entry: Entry) throws -> (offset: Int, display: String) {
        let display = displayName(of: entry)
        func refuse(_ reason: String) -> FormatError { .malformed(file: display, at: nil, reason: reason) }
        guard entry.hasSafePath else {
            throw refuse("the entry's path leaves the archive's folder (zip slip); refused")
        }
        guard !entry.isEncrypted else { throw refuse("the entry is encrypted; workoutkit reads only unencrypted entries") }
        guard entry.compressionMethod == 0 || entry.compressionMethod == 8 else {
            throw refuse("compression method \(entry.compressionMethod) is not supported (only stored and deflate)")
        }
        guard entry.uncompressedSize <= limits.maximumBytes else {
            throw refuse("declares \(entry.uncompressedSize) bytes, more than the limit of \(limits.maximumBytes); "
                + "refused as a decompression bomb")
        }
        // The local header repeats the name and may carry another extra field: only its lengths matter.
        let header = try bytes(at: entry.localHeaderOffset, count: 30, for: display)
        let lengths = header.withUnsafeBytes { bytes -> (name: UInt16, extra: UInt16)? in
            let reader = ByteReader(bytes)
            guard reader.getInteger(at: 0, endianness: .little, as: UInt32.self) == 0x0403_4B50,
                  let name = reader.getInteger(at: 26, endianness: .little, as: UInt16.self),
                  let extra = reader.getInteger(at: 28, endianness: .little, as: UInt16.self) else { return nil }
            return (name, extra)
        }
        guard let lengths else {
            throw FormatError.malformed(file: display, at: .byteOffset(entry.localHeaderOffset),
                                        reason: "no local file header where the central directory points")
        }
        let dataOffset = entry.localHeaderOffset + 30 + Int(lengths.name) + Int(lengths.extra)
        guard dataOffset <= size, entry.compressedSize <= size - dataOffset else {
            throw refuse("the entry's data runs past the end of the archive (truncated zip)")
        }
        return (dataOffset, display)
    }

    /// Reads up to `buffer.count` bytes at `offset`.
    fileprivate func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        switch storage {
        case .file(let fd):
            while true {
                let n = pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
                if n >= 0 { return n }
                if errno == EINTR { continue }
                throw FormatError.cannotOpen(name, reason: String(cString: strerror(errno)))
            }
        case .memory(let bytes):
            let count = max(0, min(buffer.count, bytes.count - offset))
            if count > 0 {
                bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
            }
            return count
        case .part(let outer, let start):
            let count = max(0, min(buffer.count, size - offset))
            guard count > 0 else { return 0 }
            return try outer.read(at: start + offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    private func bytes(at offset: Int, count: Int, for display: String) throws -> [UInt8] {
        try Self.bytes(storage: storage, size: size, at: offset, count: count, name: display)
    }

    // MARK: - Central directory

    private static func bytes(storage: Storage, size: Int, at offset: Int, count: Int, name: String) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
            throw FormatError.malformed(file: name, at: .byteOffset(max(0, offset)),
                                        reason: "a zip record runs past the end of the archive (truncated zip)")
        }
        var result = [UInt8](repeating: 0, count: count)
        switch storage {
        case .file(let fd):
            var done = 0
            while done < count {
                let n = result.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    throw FormatError.cannotOpen(name, reason: n < 0 ? String(cString: strerror(errno)) : "the file got shorter while it was read")
                }
                done += n
            }
        case .memory(let all):
            result.replaceSubrange(0..<count, with: all[offset..<offset + count])
        case .part(let outer, let start):
            var done = 0
            while done < count {
                let n = try result.withUnsafeMutableBytes {
                    try outer.read(at: start + offset + done, into: UnsafeMutableRawBufferPointer(rebasing: $0[done...]))
                }
                guard n > 0 else { throw FormatError.cannotOpen(name, reason: "the archive got shorter while it was read") }
                done += n
            }
        }
        return result
    }

    private static func readCentralDirectory(storage: Storage, size: Int, name: String) throws -> [Entry] {
        func malformed(_ reason: String, _ offset: Int? = nil) -> FormatError {
            .malformed(file: name, at: offset.map { .byteOffset($0) }, reason: reason)
        }
        // The end record is in the last 22 + 65,535 (comment) bytes.
        let tailCount = min(size, 22 + 0xFFFF)
        let tail = try bytes(storage: storage, size: size, at: size - tailCount, count: tailCount, name: name)
        // The last end record in the tail: its entry count at 10, the directory's size at 12 and offset at 16.
        let end = tail.withUnsafeBytes { bytes -> (index: Int, entryCount: UInt16, directorySize: UInt32, directoryOffset: UInt32)? in
            let reader = ByteReader(bytes)
            for index in stride(from: bytes.count - 22, through: 0, by: -1)
            where reader.getInteger(at: index, endianness: .little, as: UInt32.self) == 0x0605_4B50 {
                guard let entryCount = reader.getInteger(at: index + 10, endianness: .little, as: UInt16.self),
                      let directorySize = reader.getInteger(at: index + 12, endianness: .little, as: UInt32.self),
                      let directoryOffset = reader.getInteger(at: index + 16, endianness: .little, as: UInt32.self)
                else { return nil }
                return (index, entryCount, directorySize, directoryOffset)
            }
            return nil
        }
        guard let end else {
            throw malformed("not a zip archive, or a truncated one: no end of central directory record")
        }
        let endOffset = size - tailCount + end.index
        var entryCount = Int(end.entryCount)
        var directorySize = Int(end.directorySize)
        var directoryOffset = Int(end.directoryOffset)
        // ZIP64: a locator just before the end record points to the ZIP64 end record.
        if endOffset >= 20, entryCount == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            let locator = try bytes(storage: storage, size: size, at: endOffset - 20, count: 20, name: name)
            let located = locator.withUnsafeBytes { bytes -> UInt64? in
                let reader = ByteReader(bytes)
                guard reader.getInteger(at: 0, endianness: .little, as: UInt32.self) == 0x0706_4B50 else { return nil }
                return reader.getInteger(at: 8, endianness: .little, as: UInt64.self)
            }
            if let located {
                let recordOffset = try int(located, name: name)
                let record = try bytes(storage: storage, size: size, at: recordOffset, count: 56, name: name)
                // The ZIP64 end record: the entry count at 32, the directory's size at 40 and offset at 48.
                let values = record.withUnsafeBytes { bytes -> (UInt64, UInt64, UInt64)? in
                    let reader = ByteReader(bytes)
                    guard reader.getInteger(at: 0, endianness: .little, as: UInt32.self) == 0x0606_4B50,
                          let entryCount = reader.getInteger(at: 32, endianness: .little, as: UInt64.self),
                          let directorySize = reader.getInteger(at: 40, endianness: .little, as: UInt64.self),
                          let directoryOffset = reader.getInteger(at: 48, endianness: .little, as: UInt64.self)
                    else { return nil }
                    return (entryCount, directorySize, directoryOffset)
                }
                guard let values else { throw malformed("the ZIP64 end record is missing", recordOffset) }
                entryCount = try int(values.0, name: name)
                directorySize = try int(values.1, name: name)
                directoryOffset = try int(values.2, name: name)
            }
        }
        guard directoryOffset <= size, directorySize <= size - directoryOffset else {
            throw malformed("the central directory lies past the end of the archive (truncated zip)")
        }
        // Each entry takes at least 46 bytes: the count cannot ask for more than the directory holds.
        guard entryCount <= directorySize / 46 else {
            throw malformed("the central directory claims \(entryCount) entries but is only \(directorySize) bytes")
        }
        let directory = try bytes(storage: storage, size: size, at: directoryOffset, count: directorySize, name: name)
        return try directory.withUnsafeBytes { bytes in
            let reader = ByteReader(bytes)
            func uint16(_ offset: Int) -> UInt16? { reader.getInteger(at: offset, endianness: .little, as: UInt16.self) }
            func uint32(_ offset: Int) -> UInt32? { reader.getInteger(at: offset, endianness: .little, as: UInt32.self) }
            func uint64(_ offset: Int) -> UInt64? { reader.getInteger(at: offset, endianness: .little, as: UInt64.self) }
            var entries: [Entry] = []
            entries.reserveCapacity(entryCount)
            var at = 0
            for index in 0..<entryCount {
                // A central directory header: 46 bytes, then the name, the extra field and the comment.
                guard uint32(at) == 0x0201_4B50, let flags = uint16(at + 8), let method = uint16(at + 10),
                      let crc32 = uint32(at + 16), let compressedSize = uint32(at + 20), let uncompressedSize = uint32(at + 24),
                      let nameLength = uint16(at + 28).map(Int.init), let extraLength = uint16(at + 30).map(Int.init),
                      let commentLength = uint16(at + 32).map(Int.init), let localHeaderOffset = uint32(at + 42)
                else {
                    throw malformed("central directory entry \(index + 1) is damaged", directoryOffset + at)
                }
                let end = at + 46 + nameLength + extraLength + commentLength
                guard end <= bytes.count, let pathBytes = reader.getBytes(at: at + 46, count: nameLength) else {
                    throw malformed("central directory entry \(index + 1) runs past the directory", directoryOffset + at)
                }
                let path = String(decoding: pathBytes, as: UTF8.self)
                var compressed = UInt64(compressedSize)
                var uncompressed = UInt64(uncompressedSize)
                var localOffset = UInt64(localHeaderOffset)
                // ZIP64 extra field (0x0001): the 64-bit values, in this order, for those set to 0xFFFFFFFF.
                var extra = at + 46 + nameLength
                let extraEnd = extra + extraLength
                while extra + 4 <= extraEnd, let tag = uint16(extra), let length = uint16(extra + 2).map(Int.init) {
                    var field = extra + 4
                    let fieldEnd = min(field + length, extraEnd)
                    if tag == 0x0001 {
                        if uncompressed == 0xFFFF_FFFF, field + 8 <= fieldEnd, let value = uint64(field) { uncompressed = value; field += 8 }
                        if compressed == 0xFFFF_FFFF, field + 8 <= fieldEnd, let value = uint64(field) { compressed = value; field += 8 }
                        if localOffset == 0xFFFF_FFFF, field + 8 <= fieldEnd, let value = uint64(field) { localOffset = value }
                    }
                    extra += 4 + length
                }
                entries.append(Entry(
                    path: path, compressionMethod: method, flags: flags, crc32: crc32,
                    compressedSize: try int(compressed, name: name), uncompressedSize: try int(uncompressed, name: name),
                    localHeaderOffset: try int(localOffset, name: name)))
                at = end
            }
            return entries
        }
    }

    private static func int(_ value: UInt64, name: String) throws -> Int {
        guard value <= UInt64(Int.max / 2) else {
            throw FormatError.malformed(file: name, at: nil, reason: "a size or offset in the zip directory is impossibly large")
        }
        return Int(value)
    }
}

/// The compressed bytes of one entry, read from the archive in place.
private final class ZipRawSource: ByteSource {
    private let archive: ZipArchive
    private var offset: Int
    private var remaining: Int

    init(archive: ZipArchive, offset: Int, count: Int) {
        self.archive = archive
        self.offset = offset
        remaining = count
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard remaining > 0, buffer.count > 0 else { return 0 }
        let wanted = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, remaining)])
        let n = try archive.read(at: offset, into: wanted)
        guard n > 0 else { throw FormatError.cannotOpen(archive.name, reason: "the archive got shorter while it was read") }
        offset += n
        remaining -= n
        return n
    }
}

/// Inflates (or copies) one entry's bytes, checking its CRC-32, its declared size and the limits.
private final class ZipEntrySource: ByteSource {
    private let raw: ZipRawSource
    private let entry: ZipArchive.Entry
    private let name: String
    private let limits: DecompressionLimits
    /// The inflater of a deflated entry; `nil` for a stored one.
    private let inflater: Inflater?
    private var finished = false
    /// The bytes of a stored entry read so far.
    private var storedBytes = 0
    private var inflatedBytes = 0
    private var crc: UInt = crc32(0, nil, 0)

    init(raw: ZipRawSource, entry: ZipArchive.Entry, name: String, limits: DecompressionLimits) throws {
        self.raw = raw
        self.entry = entry
        self.name = name
        self.limits = limits
        if entry.compressionMethod == 8 {
            guard let inflater = Inflater(raw, wrapper: .none) else {
                throw FormatError.malformed(file: name, at: nil, reason: "cannot start zip decompression")
            }
            self.inflater = inflater
        } else {
            inflater = nil
        }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, buffer.count > 0 else { return 0 }
        let count: Int
        if let inflater {
            do {
                count = try inflater.inflate(into: buffer)
            } catch Inflater.Failure.truncated {
                throw FormatError.malformed(file: name, at: nil, reason: "the entry's deflate data ends early (truncated or damaged zip)")
            } catch Inflater.Failure.corrupt(let reason) {
                throw FormatError.malformed(file: name, at: nil, reason: "corrupt deflate data: \(reason)")
            }
            finished = inflater.isFinished
        } else {
            count = try raw.read(into: buffer)
            storedBytes += count
            if count == 0 { finished = true }
        }
        if count > 0 {
            crc = crc32(crc, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(count))
            inflatedBytes += count
            // The ratio counts the compressed bytes inflate has consumed, not those read ahead.
            let consumed = inflater?.compressedBytesConsumed ?? storedBytes
            try limits.check(inflated: inflatedBytes, compressed: consumed, name: name)
            guard inflatedBytes <= entry.uncompressedSize else {
                throw FormatError.malformed(file: name, at: nil,
                                            reason: "inflates past its declared size of \(entry.uncompressedSize) bytes")
            }
        }
        if finished { try verify() }
        return count
    }

    private func verify() throws {
        guard inflatedBytes == entry.uncompressedSize else {
            throw FormatError.malformed(file: name, at: nil,
                                        reason: "holds \(inflatedBytes) bytes, not the \(entry.uncompressedSize) its directory declares")
        }
        guard UInt32(truncatingIfNeeded: crc) == entry.crc32 else {
            throw FormatError.malformed(file: name, at: nil, reason: "CRC-32 mismatch: the entry is damaged")
        }
    }
}
