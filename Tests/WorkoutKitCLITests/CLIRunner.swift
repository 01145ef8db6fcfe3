import Foundation
import TestSupport

/// Runs the built `workoutkit` executable, as a user would, and captures what it printed.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: [UInt8]
    }

    /// The folder of the built products (the test bundle lives beside `workoutkit`).
    static let productsDirectory: URL = {
        var url = Bundle.main.bundleURL
        if url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        for candidate in [url, url.deletingLastPathComponent()] {
            if FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("workoutkit").path) {
                return candidate
            }
        }
        return url
    }()

    static var executable: URL { productsDirectory.appendingPathComponent("workoutkit") }

    static func sampleFile(_ name: String) -> String {
        SampleFiles.path(name)
    }

    /// Runs `workoutkit ARGUMENTS`, with `stdin` as standard input, and waits for it.
    @discardableResult
    static func run(_ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:]) throws -> Result {
        let scratch = try TemporaryDirectory()
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        // A file that cannot be created fails in FileHandle(forWritingTo:) below.
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["WORKOUTKIT_STORE"] = scratch.path("default-store-should-not-be-used.sqlite")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let out = try Data(contentsOf: outURL)
        let err = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self), stdoutBytes: [UInt8](out))
    }

    /// Starts `workoutkit ARGUMENTS` without waiting; standard output goes to
    /// `outputPath` when given, else nowhere.
    static func start(_ arguments: [String], outputPath: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let outputPath {
            _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// What `workoutkit ARGUMENTS` writes to a pseudo-terminal (standard output and error both), under script(1).
    static func runOnTerminal(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let command = ([CLIRunner.executable.path] + arguments)
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Lines of text, without the empty one after the last newline.
func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
}

/// Parses each line as a JSON object (for checking keys and values).
func jsonObjects(_ text: String) throws -> [[String: Any]] {
    try lines(text).map { line in
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }
}

/// The anchor of each line of `changes --json` output, every line starting `{"anchor":N`, read
/// without parsing the objects (a corpus store's changes are a million lines: parsing them in a
/// debug build takes a minute). Throws at a line of another shape.
func changeAnchors(_ text: String) throws -> [Int] {
    var text = text
    let prefix = Array(#"{"anchor":"#.utf8)
    return try text.withUTF8 { bytes in
        var anchors: [Int] = []
        var start = 0
        while start < bytes.count {
            var end = bytes.count
            if let base = bytes.baseAddress, let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            }
            defer { start = end + 1 }
            guard end > start else { continue }
            guard end - start > prefix.count, bytes[start..<start + prefix.count].elementsEqual(prefix) else { throw CocoaError(.coderReadCorrupt) }
            var anchor = 0, digits = 0
            for byte in bytes[(start + prefix.count)..<end] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { break }
                anchor = anchor * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
            guard digits > 0 else { throw CocoaError(.coderReadCorrupt) }
            anchors.append(anchor)
        }
        return anchors
    }
}
