// The `workoutkit` executable. Usage errors exit with status 2 (DESIGN.md), other
// failures with 1 after a one-line message on standard error.
import ArgumentParser
import Foundation

do {
    var command = try Workoutkit.parseAsRoot()
    try command.run()
} catch {
    if Workoutkit.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((Workoutkit.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    Workoutkit.exit(withError: error)
}
