/// How a bulk export of an account (Garmin Connect's "Export Your Data", Strava's bulk
/// export) lays out its folder or archive: which entries are its index of activities and
/// which are its recordings.
///
/// The pipelines ask the registry's layouts (``FormatRegistry/bulkExports``) whether they
/// recognise a folder named as an input, or an archive, by its entry names; the first that
/// does builds its index from its index entries, and each recording entry carries that index,
/// which annotates what is read from it (``BulkExportIndex/annotate(_:entryName:)``).
public protocol BulkExportLayout: Sendable {
    /// What the index is, for the message about an index entry that cannot be read
    /// (`not used as a Strava activity list: ...`).
    var indexDescription: String { get }

    /// Whether the export is also recognised inside a zip archive (not only as a folder).
    var isRecognizedInArchives: Bool { get }

    /// Whether a folder's or an archive's entries are this export's. The names are paths
    /// relative to the folder or archive, with `/` between their parts.
    func recognizes(entryNames: [String]) -> Bool

    /// Whether an entry is (part of) the export's index.
    func isIndexEntry(_ entryName: String) -> Bool

    /// Whether an entry of a recognised export is one of its recordings; the index and the
    /// export's other files are not.
    func isRecordingEntry(_ entryName: String) -> Bool

    /// An empty index, which the index entries are added to.
    func makeIndex() -> any BulkExportIndex
}
