import Foundation

/// The desktop's opener (`xdg-open`, found on `PATH`), which shows a file in the application
/// the user chose for its type: `report --open`.
enum DesktopOpener {
    /// The opener's name, looked up on `PATH`.
    static let name = "xdg-open"

    /// The opener's path: the first executable `xdg-open` in the `PATH` of `environment`; `nil` when there is none.
    static func path(environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: true)
        return folders.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts the opener on `file` and returns at once, without waiting for it: an opener may
    /// run a browser in the foreground until it is closed. The opener reads nothing from
    /// workoutkit and writes nothing to its output (standard input, output and error are
    /// the null device), so a pipe reading workoutkit's output ends when workoutkit does.
    ///
    /// - Returns: `false` when there is no opener on `PATH`.
    /// - Throws: ``CommandFailure`` when the opener cannot be started.
    static func open(_ file: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
        guard let opener = path(environment: environment) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [URL(fileURLWithPath: file).path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot start \(opener) to open \(file): \((error as NSError).localizedDescription)")
        }
        return true
    }
}
