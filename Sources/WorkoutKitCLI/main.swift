// The `workoutkit` executable. Usage errors exit with status 2 (DESIGN.md); any other
// failure prints one line, `workoutkit: <what went wrong>`, and exits with status 1.
import ArgumentParser
import Foundation

do {
    var command = try Workoutkit.parseAsRoot()
    try command.run()
} catch {
    let code = Workoutkit.exitCode(for: error)
    if code == .validationFailure {
        FileHandle.standardError.write(Data((Workoutkit.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    // Help, --version and explicit exit codes are ArgumentParser's to print.
    if error is ExitCode || code == .success {
        Workoutkit.exit(withError: error)
    }
    Console.flush()
    Console.message(describe(error))
    exit(1)
}
