import Foundation

/// Finds the parts of an Apple Health export: the `export.xml` document in an
/// `export.zip`, and the route files its `FileReference`s name, in the archive or beside
/// a bare `export.xml`. Paths taken from the document never leave the export's folder.
public enum AppleHealthExport {
    /// The `export.xml` entry of an archive (`apple_health_export/export.xml`, or a
    /// top-level `export.xml`), or `nil` when the archive is not an Apple Health export.
    public static func documentEntry(in archive: ZipArchive) -> ZipArchive.Entry? {
        let candidates = archive.entries.filter {
            !$0.isMacOSJunk && $0.fileName == AppleHealthFormat.documentName && $0.path.split(separator: "/").count <= 2
        }
        return candidates.first { $0.path == "\(AppleHealthFormat.exportFolder)/\(AppleHealthFormat.documentName)" }
            ?? candidates.first
    }

    /// Opens files named relative to `document`'s folder inside `archive`.
    public static func relatedFiles(in archive: ZipArchive, beside document: ZipArchive.Entry) -> (String) throws -> any ByteSource {
        let folder = document.path.split(separator: "/").dropLast().joined(separator: "/")
        return { relative in
            let path = try checked(relative, in: archive.displayName(of: document))
            let full = folder.isEmpty ? path : "\(folder)/\(path)"
            guard let entry = archive.entry(at: full) else {
                throw FormatError.cannotOpen("\(archive.name):\(full)", reason: "the export names this file but the archive does not hold it")
            }
            return try archive.open(entry)
        }
    }

    /// Opens files named relative to the folder of the document at `documentPath`.
    public static func relatedFiles(besideFile documentPath: String) -> (String) throws -> any ByteSource {
        let folder = (documentPath as NSString).deletingLastPathComponent
        return { relative in
            let path = try checked(relative, in: documentPath)
            return try FileByteSource(path: folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path))
        }
    }

    /// A relative path with no way out of the export's folder.
    private static func checked(_ path: String, in document: String) throws -> String {
        let trimmed = path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
        let components = trimmed.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        guard !components.isEmpty, !components.contains(".."), !trimmed.contains("\0") else {
            throw FormatError.malformed(file: document, at: nil, reason: "the file reference '\(path)' leaves the export's folder; refused")
        }
        return components.joined(separator: "/")
    }
}
