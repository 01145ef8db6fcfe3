import WorkoutFormats

/// Recognising a Garmin Connect account export and reading its activity summaries.
enum GarminConnectExport {
    /// Whether a path inside an archive or folder belongs to a Garmin Connect export (`DI_CONNECT/...`).
    static func isExportPath(_ path: String) -> Bool {
        path.hasPrefix("DI_CONNECT/") || path.contains("/DI_CONNECT/")
    }

    /// The index of all the summary files given (name, opener); one that cannot be read is
    /// passed to `warn` and left out.
    static func index(
        _ summaries: [(name: String, open: () throws -> any ByteSource)], warn: (String, String) -> Void
    ) -> GarminConnectActivityIndex {
        var index = GarminConnectActivityIndex()
        for summary in summaries {
            do {
                try index.add(from: try summary.open(), name: summary.name)
            } catch {
                warn(summary.name, "not used as Garmin Connect activity summaries: \(error)")
            }
        }
        return index
    }
}
