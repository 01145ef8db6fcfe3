import Foundation
import TestSupport
import WorkoutKit

/// The project's sample recordings and helpers shared by the pipeline tests.
enum Fixtures {
    static func sampleFile(_ name: String) -> String {
        SampleFiles.path(name)
    }

    static let morningRun = sampleFile("morning-run.json")
    static let afternoonRide = sampleFile("afternoon-ride.json")

    static let corpusMissing = Comment(rawValue: Corpus.missingMessage)

    /// A corpus file's path (the test is enabled only when the corpus is present).
    static func corpus(_ path: String) throws -> String {
        try #require(Corpus.url(path)).path
    }

    /// Imports `arguments` into `store`, collecting the events.
    @discardableResult
    static func importing(
        _ arguments: [String], into store: WorkoutStore?, options: ImportOptions = ImportOptions(),
        events: inout [ImportEvent]
    ) throws -> ImportReport {
        var collected: [ImportEvent] = []
        let report = try Importer(store: store, options: options).run(arguments) { collected.append($0) }
        events = collected
        return report
    }

    /// Imports `arguments` into `store`.
    @discardableResult
    static func importing(_ arguments: [String], into store: WorkoutStore?, options: ImportOptions = ImportOptions()) throws -> ImportReport {
        try Importer(store: store, options: options).run(arguments)
    }
}

import Testing

extension Fixtures {
    /// The workouts saved in `store`, as `list` shows them.
    static func summaries(_ store: WorkoutStore) throws -> [WorkoutSummary] {
        try store.workouts(WorkoutQuery())
    }

    /// The warnings among the events, each with the file it names.
    static func warnings(_ events: [ImportEvent]) -> [(file: String, message: String)] {
        events.compactMap { event in
            if case .warning(let file, let message) = event { return (file, message) }
            return nil
        }
    }

    /// The counts the import summary line gives: imported, unchanged, replaced, failed.
    static func tally(_ report: ImportReport) -> [Int] {
        [report.counts.imported, report.counts.unchanged, report.counts.replaced, report.counts.failed]
    }

    /// Each failed outcome's message, as the command prints it.
    static func failures(_ report: ImportReport) -> [String] {
        report.outcomes.compactMap(\.failure)
    }

    /// The bytes of a file.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes a zip of (entry path, bytes) pairs at `path`, made by ``ZipWriter``.
    static func makeZip(_ path: String, _ entries: [(String, [UInt8])]) throws {
        let sink = try FileByteSink(path: path)
        let writer = ZipWriter(sink: sink, name: path)
        for (entry, bytes) in entries {
            try writer.beginEntry(entry)
            try writer.write(bytes: bytes)
        }
        try writer.finish()
        try sink.close()
    }
}
