import Foundation

/// A peer reader run as a Python script (gpxpy, Garmin's FIT SDK), for tests that judge a
/// written file by a real tool rather than by workoutkit's own reader.
public enum PythonPeer {
    /// Runs `script` with `arguments` and returns its standard output, `nil` when python3 or
    /// the module the script imports is missing or the script fails (the caller then records
    /// or skips its peer check).
    public static func run(_ script: String, _ arguments: [String]) throws -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
