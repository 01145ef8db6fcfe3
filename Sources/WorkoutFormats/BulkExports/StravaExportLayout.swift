/// The layout of a Strava bulk export, as its unpacked folder: `activities.csv` at the root
/// is the index (``StravaActivityIndex``), and every other file is a recording
/// (`activities/123.fit.gz`). A Strava export is recognised as a folder only.
public struct StravaExportLayout: BulkExportLayout {
    public init() {}

    public var indexDescription: String { "a Strava activity list" }

    public var isRecognizedInArchives: Bool { false }

    public func recognizes(entryNames: [String]) -> Bool {
        entryNames.contains(StravaActivityIndex.fileName)
    }

    public func isIndexEntry(_ entryName: String) -> Bool {
        entryName == StravaActivityIndex.fileName
    }

    public func isRecordingEntry(_ entryName: String) -> Bool {
        !isIndexEntry(entryName)
    }

    public func makeIndex() -> any BulkExportIndex { StravaActivityIndex() }
}
