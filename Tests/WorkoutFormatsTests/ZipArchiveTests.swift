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
        let dir = try TemporaryDirectory()
        let zip = try makeZip([(path, Array("payload".utf8))])
        let archive = try ZipArchive(bytes: zip, name: "evil.zip")
        let entry = try #require(archive.entries.first)
        #expect(!entry.hasSafePath)
        let message = errorText { _ = try archive.open(entry) }
        #expect(message == "evil.zip:\(path): the entry's path leaves the archive's folder (zip slip); refused")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.url.deletingLastPathComponent().appendingPathComponent("x").path))
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
}
