import Foundation

/// Opening the files a document names relative to itself (an Apple Health export's
/// `FileReference`s), for ``ReadContext/openRelatedFile``. Paths taken from the document
/// never leave its folder.
public enum RelatedFiles {
    /// Opens files named relative to `document`'s folder inside `archive`.
    public static func opener(in archive: ZipArchive, beside document: ZipArchive.Entry) -> (String) throws -> any ByteSource {
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
    public static func opener(besideFile documentPath: String) -> (String) throws -> any ByteSource {
        let folder = (documentPath as NSString).deletingLastPathComponent
        return { relative in
            let path = try checked(relative, in: documentPath)
            return try FileByteSource(path: folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path))
        }
    }

    /// Lists the files in a subfolder of `document`'s folder inside `archive`, relative to
    /// that folder, sorted.
    public static func lister(in archive: ZipArchive, beside document: ZipArchive.Entry) -> (String) -> [String] {
        let folder = document.path.split(separator: "/").dropLast().joined(separator: "/")
        return { subfolder in
            let prefix = (folder.isEmpty ? "" : folder + "/") + subfolder + "/"
            return archive.entries.filter { !$0.isDirectory && $0.path.hasPrefix(prefix) }
                .map { String($0.path.dropFirst(folder.isEmpty ? 0 : folder.count + 1)) }.sorted()
        }
    }

    /// Lists the files in a subfolder of the folder of the document at `documentPath`, relative
    /// to that folder, sorted (none when it cannot be read).
    public static func lister(besideFile documentPath: String) -> (String) -> [String] {
        let folder = (documentPath as NSString).deletingLastPathComponent
        return { subfolder in
            let path = folder.isEmpty ? subfolder : (folder as NSString).appendingPathComponent(subfolder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.map { subfolder + "/" + $0 }.sorted()
        }
    }

    /// A relative path with no way out of the document's folder.
    private static func checked(_ path: String, in document: String) throws -> String {
        let trimmed = path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
        let components = trimmed.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        guard !components.isEmpty, !components.contains(".."), !trimmed.contains("\0") else {
            throw FormatError.malformed(file: document, at: nil, reason: "the file reference '\(path)' leaves the export's folder; refused")
        }
        return components.joined(separator: "/")
    }
}
