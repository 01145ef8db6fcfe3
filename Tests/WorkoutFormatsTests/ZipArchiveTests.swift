import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats

@Suite("zip archives")
struct ZipArchiveTests {
    /// A zip made by ``ZipWriter`` from (path, bytes) pairs.
    private func makeZip(_ entries: [(String, [UInt8])]) throws -> [UInt8] {
        let sink = DataByteSink()
        let writer = ZipWriter(sink: sink, name: "test.zip")
        for (path, bytes) in entries {
            try writer.beginEntry(path)
            try writer.write(bytes: bytes)
        }
        try writer.finish()
        return sink.bytes
    }

    /// The offset of the first central directory record.
    private func centralDirectoryOffset(_ zip: [UInt8]) -> Int? {
        (0..<zip.count - 4).first { zip[$0] == 0x50 && zip[$0 + 1] == 0x4B && zip[$0 + 2] == 1 && zip[$0 + 3] == 2 }
    }

    private func readEntry(_ archive: ZipArchive, _ path: String) throws -> [UInt8] {
        guard let entry = archive.entry(at: path) else { throw FormatError.cannotOpen(path, reason: "no such entry") }
        return try archive.open(entry).readAll()
    }

    private func errorText(_ body: () throws -> Void) -> String {
        do { try body(); return "" } catch { return "\(error)" }
    }

    @Test("Entries written by ZipWriter read back byte for byte, in order")
    func roundTrip() throws {
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 11) }
        let zip = try makeZip([("a/first.txt", Array("hello".utf8)), ("empty", []), ("b/large.bin", large)])
        let archive = try ZipArchive(bytes: zip, name: "test.zip")
        #expect(archive.entries.map(\.path) == ["a/first.txt", "empty", "b/large.bin"])
        #expect(try readEntry(archive, "a/first.txt") == Array("hello".utf8))
        #expect(try readEntry(archive, "empty") == [])
        #expect(try readEntry(archive, "b/large.bin") == large)
    }

    @Test("unzip accepts what ZipWriter writes", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip")))
    func unzipAcceptsOurArchives() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("ours.zip")
        try Data(try makeZip([("x/one.txt", Array("one".utf8)), ("two.txt", Array(repeating: 7, count: 100_000))]))
            .write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = ["-tq", path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("A real zip of one FIT file reads in place from disk", .enabled(if: Corpus.isAvailable, corpusMissing))
    func readsCorpusZip() throws {
        let url = try #require(Corpus.url("compressed/tacx-neo-edge1030-indoor.fit.zip"))
        let archive = try ZipArchive(path: url.path)
        let files = archive.entries.filter { !$0.isDirectory && !$0.isMacOSJunk }
        #expect(files.count == 1)
        let entry = try #require(files.first)
        let bytes = try archive.open(entry).readAll()
        #expect(bytes.count == entry.uncompressedSize)
        #expect(FITRecordingReader().recognizes(prefix: Array(bytes.prefix(4096))))
    }

    @Test("macOS junk entries are recognised; the real FIT and TCX are not", .enabled(if: Corpus.isAvailable, corpusMissing))
    func recognisesMacOSJunk() throws {
        let url = try #require(Corpus.url("compressed/fenix3-swim-fit-plus-tcx-macosx.zip"))
        let archive = try ZipArchive(path: url.path)
        let junk = archive.entries.filter(\.isMacOSJunk)
        let files = archive.entries.filter { !$0.isDirectory && !$0.isMacOSJunk }
        #expect(!junk.isEmpty)
        #expect(junk.allSatisfy { $0.path.hasPrefix("__MACOSX/") || $0.fileName.hasPrefix("._") })
        #expect(Set(files.map { ($0.path as NSString).pathExtension.lowercased() }) == ["fit", "tcx"])
        for entry in files { #expect(try archive.open(entry).readAll().count == entry.uncompressedSize) }
    }

    @Test("Zip slip and absolute entry names are refused, naming archive and entry; nothing is written",
          arguments: ["../../x", "/etc/passwd-copy", "a/../../x", "C:\\x", "..\\..\\x"])
    func refusesEscapingNames(path: String) throws {
        // The archive's folder sits two levels inside a folder of the test's own, so a name that
        // climbs out of it would land where this test can look without touching a shared /tmp.
        let root = try TemporaryDirectory()
        let dir = root.url.appendingPathComponent("a/b", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let zip = try makeZip([(path, Array("payload".utf8))])
        let archive = try ZipArchive(bytes: zip, name: "evil.zip")
        let entry = try #require(archive.entries.first)
        #expect(!entry.hasSafePath)
        let message = errorText { _ = try archive.open(entry) }
        #expect(message == "evil.zip:\(path): the entry's path leaves the archive's folder (zip slip); refused")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.appendingPathComponent("a").path) == ["b"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == ["a"])
    }

    @Test("A zip bomb is stopped by the ratio limit and by the size limit, reading in bounded chunks")
    func stopsZipBomb() throws {
        let zeros = [UInt8](repeating: 0, count: 20 << 20)
        let zip = try makeZip([("bomb.fit", zeros)])
        #expect(zip.count < 100_000)
        let byRatio = try ZipArchive(bytes: zip, name: "bomb.zip", limits: DecompressionLimits(maximumRatio: 100))
        // Read in small pieces, as a streaming reader does: the limit counts the bytes inflate consumed.
        let ratioError = errorText {
            let source = try byRatio.open(byRatio.entries[0])
            var piece = [UInt8](repeating: 0, count: 4096)
            while try piece.withUnsafeMutableBytes({ try source.read(into: $0) }) > 0 {}
        }
        #expect(ratioError == "bomb.zip:bomb.fit: expands more than 100 times; refused as a decompression bomb")
        let bySize = try ZipArchive(bytes: zip, name: "bomb.zip", limits: DecompressionLimits(maximumBytes: 1 << 20))
        let sizeError = errorText { _ = try bySize.open(bySize.entries[0]) }
        #expect(sizeError.hasPrefix("bomb.zip:bomb.fit: declares 20971520 bytes, more than the limit of 1048576"))
    }

    @Test("An entry that inflates past its declared size is stopped there")
    func stopsLyingSize() throws {
        var zip = try makeZip([("a.fit", [UInt8](repeating: 1, count: 200_000))])
        let cd = try #require(centralDirectoryOffset(zip))
        zip[cd + 24] = 100; zip[cd + 25] = 0; zip[cd + 26] = 0; zip[cd + 27] = 0  // declared size: 100 bytes
        let archive = try ZipArchive(bytes: zip, name: "liar.zip")
        let message = errorText { _ = try archive.open(archive.entries[0]).readAll() }
        #expect(message == "liar.zip:a.fit: inflates past its declared size of 100 bytes")
    }

    @Test("A truncated zip is a clear error, wherever it is cut")
    func refusesTruncatedZip() throws {
        let zip = try makeZip([("a.fit", (0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })])
        for cut in [10, zip.count / 2, zip.count - 10] {
            let message = errorText {
                let archive = try ZipArchive(bytes: Array(zip.prefix(cut)), name: "cut.zip")
                _ = try archive.open(archive.entries[0]).readAll()
            }
            #expect(message.hasPrefix("cut.zip"))
            #expect(message.contains("truncated"))
        }
    }

    @Test("An encrypted entry is refused, naming it")
    func refusesEncryptedEntry() throws {
        var zip = try makeZip([("secret.fit", Array("data".utf8))])
        let cd = try #require(centralDirectoryOffset(zip))
        zip[cd + 8] |= 1
        let archive = try ZipArchive(bytes: zip, name: "locked.zip")
        let message = errorText { _ = try archive.open(archive.entries[0]) }
        #expect(message == "locked.zip:secret.fit: the entry is encrypted; workoutkit reads only unencrypted entries")
    }

    @Test("A bad CRC-32 is found when the entry has been read")
    func refusesBadCRC() throws {
        var zip = try makeZip([("a.tcx", Array("<TrainingCenterDatabase/>".utf8))])
        let cd = try #require(centralDirectoryOffset(zip))
        zip[cd + 16] ^= 0xFF
        let archive = try ZipArchive(bytes: zip, name: "damaged.zip")
        let message = errorText { _ = try archive.open(archive.entries[0]).readAll() }
        #expect(message == "damaged.zip:a.tcx: CRC-32 mismatch: the entry is damaged")
    }

    @Test("A directory that claims more entries than it can hold is refused without allocating them")
    func refusesImpossibleEntryCount() throws {
        var zip = try makeZip([("a", [1])])
        let end = zip.count - 22
        zip[end + 8] = 0xFF; zip[end + 9] = 0xFE; zip[end + 10] = 0xFF; zip[end + 11] = 0xFE
        let message = errorText { _ = try ZipArchive(bytes: zip, name: "count.zip") }
        #expect(message.hasPrefix("count.zip: the central directory claims 65279 entries"))
    }

    @Test("Random damage never crashes: every outcome is bytes or an error")
    func survivesRandomDamage() throws {
        let zip = try makeZip([("a.gpx", Array(repeating: 65, count: 5000)), ("b/c.fit", (0..<3000).map { UInt8($0 % 251) })])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = zip
            for _ in 0..<4 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            guard let archive = try? ZipArchive(bytes: damaged, name: "r.zip") else { continue }
            for entry in archive.entries { _ = try? archive.open(entry).readAll(limit: 1 << 20) }
        }
    }

    // MARK: Zips inside zips

    /// A zip whose entries are stored (method 0), as tools write archives of archives.
    private func storedZip(_ entries: [(String, [UInt8])]) -> [UInt8] {
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: UInt32) -> [UInt8] { le16(Int(value & 0xFFFF)) + le16(Int(value >> 16)) }
        var zip: [UInt8] = [], directory: [UInt8] = []
        for (path, bytes) in entries {
            let name = Array(path.utf8), crc = crc32(bytes), size = UInt32(bytes.count)
            let common = le16(20) + le16(0) + le16(0) + le16(0) + le16(0) + le32(crc) + le32(size) + le32(size)
                + le16(name.count) + le16(0)
            directory += le32(0x0201_4B50) + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0)
                + le32(UInt32(zip.count)) + name
            zip += le32(0x0403_4B50) + common + name + bytes
        }
        let directoryOffset = zip.count
        zip += directory
        zip += le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count)
            + le32(UInt32(directory.count)) + le32(UInt32(directoryOffset)) + le16(0)
        return zip
    }

    @Test("A stored zip inside a zip is read in place; a deflated one through an unnamed temporary file")
    func readsNestedArchives() throws {
        let fit = (0..<5000).map { UInt8($0 % 253) }
        let inner = try makeZip([("12345_ACTIVITY.fit", fit), ("notes.txt", Array("hi".utf8))])
        for outer in [storedZip([("DI_CONNECT/UploadedFiles_0.zip", inner)]),
                      try makeZip([("DI_CONNECT/UploadedFiles_0.zip", inner)])] {
            let archive = try ZipArchive(bytes: outer, name: "export.zip")
            let nested = try archive.openArchive(archive.entries[0])
            #expect(nested.name == "export.zip:DI_CONNECT/UploadedFiles_0.zip")
            #expect(nested.nestingDepth == 1)
            #expect(nested.entries.map(\.path) == ["12345_ACTIVITY.fit", "notes.txt"])
            #expect(try readEntry(nested, "12345_ACTIVITY.fit") == fit)
            #expect(nested.displayName(of: nested.entries[1]) == "export.zip:DI_CONNECT/UploadedFiles_0.zip:notes.txt")
        }
    }

    @Test("Zips nest at most two deep below the archive opened")
    func capsNestingDepth() throws {
        var zip = try makeZip([("a.gpx", Array("<gpx/>".utf8))])
        for level in 1...3 { zip = try makeZip([("level\(level).zip", zip)]) }
        let top = try ZipArchive(bytes: zip, name: "deep.zip")
        let first = try top.openArchive(top.entries[0])
        let second = try first.openArchive(first.entries[0])
        let message = errorText { _ = try second.openArchive(second.entries[0]) }
        #expect(message == "deep.zip:level3.zip:level2.zip:level1.zip: a zip archive nested more than 2 deep; refused")
    }

    @Test("A nested zip keeps the outer archive's bomb limits, for itself and for its entries")
    func nestedArchivesKeepLimits() throws {
        let limits = DecompressionLimits(maximumBytes: 1 << 20, maximumRatio: 1000)
        let bomb = try makeZip([("zeros.fit", [UInt8](repeating: 0, count: 2 << 20))])
        let outer = try makeZip([("inner.zip", bomb)])
        let archive = try ZipArchive(bytes: outer, name: "outer.zip", limits: limits)
        let nested = try archive.openArchive(archive.entries[0])
        #expect(nested.limits.maximumBytes == 1 << 20)
        let message = errorText { _ = try nested.open(nested.entries[0]).readAll() }
        #expect(message.hasPrefix("outer.zip:inner.zip:zeros.fit: declares 2097152 bytes, more than the limit"))
        // The inner archive itself is inflated under the same limits.
        let large = try makeZip([("big.zip", storedZip([("x.fit", [UInt8](repeating: 1, count: 1_100_000))]))])
        let tooLarge = try ZipArchive(bytes: large, name: "large.zip", limits: limits)
        let refused = errorText { _ = try tooLarge.openArchive(tooLarge.entries[0]) }
        #expect(refused.hasPrefix("large.zip:big.zip: declares"))
    }

    @Test("Damaged nested zips are errors, never crashes")
    func survivesDamagedNestedArchives() throws {
        let inner = try makeZip([("a.gpx", Array(repeating: 65, count: 3000)), ("b.fit", (0..<2000).map { UInt8($0 % 251) })])
        var generator = SeededRandom(seed: 5)
        for stored in [true, false] {
            for _ in 0..<100 {
                var damaged = inner
                for _ in 0..<3 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
                let outer = stored ? storedZip([("in.zip", damaged)]) : try makeZip([("in.zip", damaged)])
                let archive = try ZipArchive(bytes: outer, name: "o.zip")
                guard let nested = try? archive.openArchive(archive.entries[0]) else { continue }
                for entry in nested.entries { _ = try? nested.open(entry).readAll(limit: 1 << 20) }
            }
        }
    }
}
