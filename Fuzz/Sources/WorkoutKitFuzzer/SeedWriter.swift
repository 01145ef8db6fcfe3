import Foundation
import WorkoutKit

/// Seeds made by our own writers: each sample recording (workoutkit JSON), cut to its first
/// points so that a seed is a few kilobytes, written in every format, into one folder per
/// harness. `Scripts/fuzz.sh` adds the shared corpus's files and the compressed seeds.
enum SeedWriter {
    /// The points (and the samples within their time) a seed keeps of each recording.
    static let pointsKept = 40

    /// Writes the seeds of every sample recording in `samples` (a folder of `.json` files)
    /// into `folder/HARNESS/`.
    static func write(into folder: String, samples: String) throws {
        let registry = FormatRegistry.standard
        let names = try FileManager.default.contentsOfDirectory(atPath: samples).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            let path = (samples as NSString).appendingPathComponent(name)
            let context = ReadContext(name: path)
            let recordings = try JSONRecordingReader().readAll(from: try FileByteSource(path: path), context: context).map(shortened)
            let base = (name as NSString).deletingPathExtension
            for writer in registry.writers {
                let layouts: [TableLayout?] = writer is any TableLayoutWriter ? TableLayout.allCases : [nil]
                for layout in layouts {
                    let chosen = layout.map { (writer as! any TableLayoutWriter).withLayout($0) } ?? writer
                    let sink = DataByteSink()
                    try chosen.write(recordings, to: sink)
                    try save(sink.bytes, for: writer.format.name, base: base, layout: layout, into: folder)
                }
            }
        }
    }

    /// Saves one writer's output as the seeds of the harnesses that read it.
    private static func save(_ bytes: [UInt8], for format: String, base: String, layout: TableLayout?, into folder: String) throws {
        let suffix = layout.map { "-\($0.rawValue)" } ?? ""
        guard format == "applehealth" else {
            try store(bytes, harness: format, file: "\(base)\(suffix).\(format)", into: folder)
            return
        }
        // The export archive: its document alone, and the form of the applehealth-zip harness.
        let archive = try ZipArchive(bytes: bytes, name: "export.zip")
        func contents(_ entry: ZipArchive.Entry) throws -> [UInt8] {
            try PeekableByteSource(try archive.open(entry)).readAll()
        }
        guard let document = AppleHealthExport().documentEntry(in: archive) else {
            throw FormatError.malformed(file: "export.zip", at: nil, reason: "our writer's archive holds no export.xml")
        }
        let xml = try contents(document)
        try store(xml, harness: "applehealth", file: "\(base).xml", into: folder)
        var parts = xml
        for reference in AppleHealthArchive.fileReferences(in: xml) {
            guard let route = archive.entry(at: "apple_health_export" + reference) else { continue }
            parts.append(AppleHealthArchive.separator)
            parts += try contents(route)
        }
        try store(parts, harness: "applehealth-zip", file: "\(base).parts", into: folder)
    }

    private static func store(_ bytes: [UInt8], harness: String, file: String, into folder: String) throws {
        let directory = (folder as NSString).appendingPathComponent(harness)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(file)))
    }

    /// The recording with its first ``pointsKept`` points and the samples that start before the last of them.
    private static func shortened(_ recording: WorkoutRecording) -> WorkoutRecording {
        var short = recording
        short.routes = recording.routes.map { route in
            var route = route
            route.locations = Array(route.locations.prefix(pointsKept))
            return route
        }
        let end = short.routes.compactMap { $0.locations.last?.timestamp }.max()
            ?? recording.samples.prefix(pointsKept).last?.startDate ?? recording.workout.startDate
        short.samples = recording.samples.filter { $0.startDate <= end }
        return short
    }
}
