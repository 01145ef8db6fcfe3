/// A format whose export is a whole zip archive read through one document entry, which
/// names the archive's other files (Apple Health's `export.zip`: its `export.xml`, and the
/// route files that names).
///
/// The pipelines ask the registry's layouts (``FormatRegistry/archiveDocuments``) about each
/// archive; one that has such a document stays one input, its document read with the
/// archive's files beside it (``RelatedFiles``) instead of each entry
/// being an input.
public protocol ArchiveDocumentLayout: Sendable {
    /// The archive's document entry, or `nil` when the archive is not such an export.
    func documentEntry(in archive: ZipArchive) -> ZipArchive.Entry?
}
