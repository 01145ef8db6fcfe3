import CLibFuzzerDriver
import Foundation

// `WorkoutKitFuzzer --harness=NAME [libFuzzer's options and folders]` fuzzes one harness;
// `WorkoutKitFuzzer --seeds=FOLDER --samples=SampleFiles` writes the seeds our writers
// make of the sample recordings. libFuzzer ignores options that start with `--` and keeps
// them when it starts itself again (to minimise a crash, or with -fork), so the harness's
// name travels with the command line.
let options = Dictionary(
    CommandLine.arguments.dropFirst().compactMap { argument -> (String, String)? in
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return nil }
        return (String(argument[argument.index(argument.startIndex, offsetBy: 2)..<equals]),
                String(argument[argument.index(after: equals)...]))
    },
    uniquingKeysWith: { _, last in last })

if let folder = options["seeds"] {
    do {
        try SeedWriter.write(into: folder, samples: options["samples"] ?? "SampleFiles")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("WorkoutKitFuzzer: the seeds could not be written: \(error)\n".utf8))
        exit(1)
    }
}
guard let name = options["harness"], let harness = FuzzHarness(rawValue: name) else {
    let names = FuzzHarness.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: WorkoutKitFuzzer --harness=NAME [libFuzzer options] [folders]  (NAME: \(names))\n       WorkoutKitFuzzer --seeds=FOLDER --samples=SAMPLE-FOLDER\n".utf8))
    exit(2)
}
FuzzHarness.selected = harness

// SwiftPM links an executable's own entry point as `main`, so the harness starts
// libFuzzer itself: seeds and folders from the command line, then mutations.
var argumentCount = CommandLine.argc
var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments, fuzzOneInput))
