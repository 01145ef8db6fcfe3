/// An Apple Health export as an archive: `export.zip` is one export, read from its
/// `export.xml` document, whose `FileReference`s name the route files beside it (opened
/// with ``RelatedFiles``).
public struct AppleHealthExport: ArchiveDocumentLayout {
    public init() {}

    /// The `export.xml` entry of an archive (`apple_health_export/export.xml`, or a
    /// top-level `export.xml`), or `nil` when the archive is not an Apple Health export.
    public func documentEntry(in archive: ZipArchive) -> ZipArchive.Entry? {
        let candidates = archive.entries.filter {
            !$0.isMacOSJunk && $0.fileName == AppleHealthFormat.documentName && $0.path.split(separator: "/").count <= 2
        }
        return candidates.first { $0.path == "\(AppleHealthFormat.exportFolder)/\(AppleHealthFormat.documentName)" }
            ?? candidates.first
    }
}
