import Foundation
import Testing
import BinaryIO

@Suite struct UnnamedTemporaryFileTests {
    /// A new empty directory, removed after `body`.
    private func withDirectory(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unnamed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(directory)
    }

    @Test("appended bytes read back at any offset, and the directory holds no name for the file")
    func appendedBytesReadBackWithoutAName() throws {
        try withDirectory { directory in
            let file = try UnnamedTemporaryFile(prefix: "test", in: directory)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
            let first = [UInt8](0..<200), second = [UInt8](repeating: 7, count: 70_000)
            try first.withUnsafeBytes { try file.append($0) }
            try second.withUnsafeBytes { try file.append($0) }
            #expect(file.size == 70_200)
            var read = [UInt8](repeating: 0, count: 300)
            try read.withUnsafeMutableBytes { try file.read(into: $0, at: 50) }
            #expect(read == Array(first[50...]) + [UInt8](repeating: 7, count: 150))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        }
    }

    @Test("a read past the bytes written fails, saying the file ended first")
    func readPastTheEndFails() throws {
        try withDirectory { directory in
            let file = try UnnamedTemporaryFile(prefix: "test", in: directory)
            try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try file.append($0) }
            var read = [UInt8](repeating: 0, count: 11)
            #expect(throws: UnnamedTemporaryFile.Failure.self) { try read.withUnsafeMutableBytes { try file.read(into: $0, at: 0) } }
            do {
                try read.withUnsafeMutableBytes { try file.read(into: $0, at: 5) }
            } catch let failure as UnnamedTemporaryFile.Failure {
                #expect(failure.reason == "it ended before the bytes written to it")
                #expect(failure.directory == directory)
            }
        }
    }

    @Test("a directory that does not exist: the failure names it and the system's reason")
    func missingDirectoryIsNamed() throws {
        let directory = "/nonexistent-\(UUID().uuidString)"
        do {
            _ = try UnnamedTemporaryFile(prefix: "test", in: directory)
            Issue.record("a file was made in \(directory)")
        } catch {
            #expect(error.directory == directory)
            #expect(error.reason == String(cString: strerror(ENOENT)))
        }
    }
}
