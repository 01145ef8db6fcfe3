import Foundation

/// A set of named entries read in place: a folder walked recursively, or (with the
/// archive support) a zip archive. Entry names are relative paths with `/`
/// between their parts (`activities/123.fit.gz`), never used to create files.
public protocol NamedEntries: AnyObject {
    /// The name of the whole set for messages (the folder or archive path).
    var name: String { get }
    /// Every entry's name, in name order, without hidden files or macOS litter
    /// (`__MACOSX/`, `._*`, `.DS_Store`).
    func entryNames() throws -> [String]
    /// Whether an entry of that name exists.
    func contains(_ entryName: String) -> Bool
    /// Opens one entry for reading.
    func open(_ entryName: String) throws -> any ByteSource
}

extension NamedEntries {
    /// The name an entry is shown by in messages: `folder/entry` or `archive.zip:entry`.
    public func displayName(of entryName: String) -> String {
        (name as NSString).appendingPathComponent(entryName)
    }
}

/// The files under a folder, as ``NamedEntries``.
public final class FolderEntries: NamedEntries {
    public let name: String

    /// - Parameter path: the folder.
    public init(path: String) { name = path }

    public func entryNames() throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: name) else {
            throw FormatError.cannotOpen(name, reason: "cannot read the folder")
        }
        var names: [String] = []
        while let relative = walker.nextObject() as? String {
            let last = (relative as NSString).lastPathComponent
            if last.hasPrefix(".") || last == "__MACOSX" {
                walker.skipDescendants()
                continue
            }
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { names.append(relative) }
        }
        return names.sorted()
    }

    public func contains(_ entryName: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: displayName(of: entryName), isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    public func open(_ entryName: String) throws -> any ByteSource {
        try FileByteSource(path: displayName(of: entryName))
    }
}
