import WorkoutKit

/// The Apple Health export archive a mutated input stands for: the input split at NUL
/// bytes into `export.xml` and route files, zipped as the Health app lays them out. Each
/// route file is named after the next `FileReference` path the document names, so that
/// mutations of the document and of its routes both reach the reader.
enum AppleHealthArchive {
    /// The parts' separator (a byte that an XML or GPX document cannot hold).
    static let separator: UInt8 = 0

    /// The archive's bytes.
    static func bytes(from input: [UInt8]) -> [UInt8] {
        let parts = input.split(separator: separator, omittingEmptySubsequences: false)
        let document = Array(parts[0])
        var names = fileReferences(in: document)
        let sink = DataByteSink()
        let zip = ZipWriter(sink: sink, name: "export.zip")
        do {
            try zip.beginEntry("apple_health_export/export.xml")
            try document.withUnsafeBytes { try zip.write($0) }
            for (number, route) in parts.dropFirst().enumerated() {
                let name = names.isEmpty ? "/workout-routes/route_\(number).gpx" : names.removeFirst()
                try zip.beginEntry("apple_health_export/" + name.drop { $0 == "/" })
                try Array(route).withUnsafeBytes { try zip.write($0) }
            }
            try zip.finish()
        } catch {
            fatalError("an archive in memory could not be written: \(error)")
        }
        return sink.bytes
    }

    /// The `path` values of the document's `FileReference` elements, in order.
    static func fileReferences(in document: [UInt8]) -> [String] {
        let text = String(decoding: document, as: UTF8.self)
        var paths: [String] = []
        var rest = text[...]
        while let element = rest.range(of: "<FileReference") {
            rest = rest[element.upperBound...]
            guard let start = rest.range(of: "path=\"") else { break }
            let value = rest[start.upperBound...]
            guard let end = value.firstIndex(of: "\"") else { break }
            paths.append(String(value[..<end]))
            rest = value[end...]
        }
        return paths
    }
}
