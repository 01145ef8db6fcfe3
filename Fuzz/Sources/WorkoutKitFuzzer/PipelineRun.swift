import Foundation
import WorkoutKit

/// Runs one input through what the CLI runs on a file: `import` into a store (bad items
/// skipped, routes smoothed), `import --dry-run --lenient --strict`, and `convert` to a
/// format chosen by the input's bytes. Everything the CLI does after its arguments are
/// parsed happens here: expansion of folders and archives, gzip, content detection, the
/// readers with their `ReadContext`, the store's checks, the writers, with the
/// ``/WorkoutFormats/DecompressionLimits`` the CLI uses (the defaults).
final class PipelineRun {
    /// One per process: the folder and the store are made once.
    nonisolated(unsafe) static let shared = PipelineRun()

    private let folder: URL
    private let store: WorkoutStore

    private init() {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workoutkit-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            store = try WorkoutStore(path: folder.appendingPathComponent("store.sqlite").path)
        } catch {
            fatalError("the fuzzing folder \(folder.path) could not be set up: \(error)")
        }
        atexit { PipelineRun.shared.removeFolder() }
    }

    private func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `bytes` to a file named `fileName` and runs the pipelines on it.
    func run(_ bytes: [UInt8], fileName: String, reader: (any RecordingReader)?) {
        let path = folder.appendingPathComponent(fileName).path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            fatalError("the input could not be written to \(path)")
        }
        _ = try? Importer(store: store, options: ImportOptions(reader: reader, smooth: true)).run([path])
        _ = try? Importer(store: nil, options: ImportOptions(reader: reader, lenient: true, strict: true)).run([path])
        let writers = FormatRegistry.standard.writers
        let writer = writers[bytes.reduce(0) { ($0 &+ Int($1)) } % writers.count]
        _ = try? Converter(options: ConversionOptions(writer: writer, reader: reader))
            .convert(path, to: .standardOutput(DiscardingSink()))
    }
}

/// A sink that keeps nothing: converted output only has to be written without a crash.
private final class DiscardingSink: ByteSink {
    func write(_ bytes: UnsafeRawBufferPointer) throws {}
}
