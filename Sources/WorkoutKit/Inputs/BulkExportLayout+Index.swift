import WorkoutFormats

extension BulkExportLayout {
    /// The export's index, built from its index entries (the name shown in messages, and
    /// an opener); an entry that cannot be read is passed to `warn` and left out.
    func index(
        of entries: [(name: String, open: () throws -> any ByteSource)], warn: (String, String) -> Void
    ) -> any BulkExportIndex {
        var index = makeIndex()
        for entry in entries {
            do {
                try index.add(from: try entry.open(), name: entry.name)
            } catch {
                warn(entry.name, "not used as \(indexDescription): \(error)")
            }
        }
        return index
    }
}
