import Testing
import Foundation
import TestSupport

/// The generated profile tables are what the generator makes from the installed
/// garmin-fit-sdk: regenerating them changes nothing.
@Suite struct GeneratedProfileTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether python3 with the garmin-fit-sdk package can be run here.
    static let generatorAvailable: Bool = (try? run(["python3", "-c", "import garmin_fit_sdk.profile"])) == 0

    @discardableResult
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("regenerating the FIT profile changes nothing",
          .enabled(if: generatorAvailable, "python3 with garmin-fit-sdk is needed (pip install garmin-fit-sdk)"))
    func regenerationChangesNothing() throws {
        let output = try TemporaryDirectory()
        let script = Self.repository.appendingPathComponent("Scripts/generate-fit-profile.py").path
        #expect(try Self.run(["python3", script, output.url.path]) == 0)
        let committed = Self.repository.appendingPathComponent("Sources/FITProfile/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).sorted() == names)
        for name in names {
            let fresh = try Data(contentsOf: output.url.appendingPathComponent(name))
            let kept = try Data(contentsOf: committed.appendingPathComponent(name))
            #expect(fresh == kept, "\(name) differs from what the generator makes: run python3 Scripts/generate-fit-profile.py")
        }
    }
}
