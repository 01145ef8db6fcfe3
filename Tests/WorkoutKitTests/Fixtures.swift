import Foundation
import TestSupport
import WorkoutKit

/// The project's sample recordings and helpers shared by the pipeline tests.
enum Fixtures {
    /// The repository root (for SampleFiles/).
    static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static func sampleFile(_ name: String) -> String {
        repository.appendingPathComponent("SampleFiles").appendingPathComponent(name).path
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
