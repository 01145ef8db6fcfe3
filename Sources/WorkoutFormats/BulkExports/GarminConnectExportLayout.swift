/// The layout of a Garmin Connect account export ("Export Your Data"), a zip or its folder:
/// everything lies under `DI_CONNECT/`; the recordings are the files of
/// `DI-Connect-Uploaded-Files/` (the `UploadedFiles_*.zip` read in place), the index is
/// the `*_summarizedActivities.json` files (``GarminConnectActivityIndex``), and Garmin's
/// other files there (wellness JSON and the like) are not recordings.
public struct GarminConnectExportLayout: BulkExportLayout {
    public init() {}

    public var indexDescription: String { "Garmin Connect activity summaries" }

    public var isRecognizedInArchives: Bool { true }

    public func recognizes(entryNames: [String]) -> Bool {
        entryNames.contains(where: Self.isExportPath)
    }

    public func isIndexEntry(_ entryName: String) -> Bool {
        GarminConnectActivityIndex.isSummaryFile(entryName)
    }

    public func isRecordingEntry(_ entryName: String) -> Bool {
        !Self.isExportPath(entryName) || GarminConnectActivityIndex.isUploadedFile(entryName)
    }

    public func makeIndex() -> any BulkExportIndex { GarminConnectActivityIndex() }

    /// Whether a path inside an archive or folder belongs to the export (`DI_CONNECT/...`).
    static func isExportPath(_ path: String) -> Bool {
        path.hasPrefix("DI_CONNECT/") || path.contains("/DI_CONNECT/")
    }
}
