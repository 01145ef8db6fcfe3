import Foundation
import WorkoutFormats

extension InputItem {
    /// Expands the inputs a user names: files as they are, zip archives into their entries,
    /// directories walked recursively (in name order, keeping files with a readable format's
    /// extension, gzipped or not, and zip archives, and skipping hidden files and macOS archive
    /// litter), `-` for standard input.
    ///
    /// A zip archive that one of the registry's ``/WorkoutFormats/ArchiveDocumentLayout``s
    /// recognises (an Apple Health export) is one input, its document, which reads its other
    /// files from the archive; any other zip gives one input per entry named like a recording,
    /// zips inside it expanded the same way. A zip that cannot be opened stays one input, which
    /// then fails with the archive's error.
    ///
    /// A folder named as an input, or an archive, that one of the registry's
    /// ``/WorkoutFormats/BulkExportLayout``s recognises (a Garmin Connect or Strava export)
    /// gives only its recording entries (zips among them read in place), each carrying the
    /// export's index built from its index entries; the export's other files are skipped.
    ///
    /// - Parameters:
    ///   - arguments: files, folders, archives and `-`, as a user named them.
    ///   - registry: the formats and layouts that tell recordings, exports and archives apart.
    ///   - warn: called with a file and what is wrong with it, for index entries of a bulk
    ///     export that cannot be read (they are left out).
    /// - Throws: ``PipelineError/noSuchFileOrDirectory(_:)``, ``PipelineError/unreadableDirectory(_:)``.
    public static func expand(
        _ arguments: [String], registry: FormatRegistry, warn: (_ file: String, _ message: String) -> Void = { _, _ in }
    ) throws -> [InputItem] {
        var items: [InputItem] = []
        let extensions = Set(registry.readers.flatMap(\.format.fileExtensions))
        for argument in arguments {
            if argument == "-" {
                items.append(InputItem(name: "-", path: nil))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw PipelineError.noSuchFileOrDirectory(argument)
            }
            guard isDirectory.boolValue else {
                items += isZipFile(argument)
                    ? expandArchive(argument, registry: registry, warn: warn) : [InputItem(name: argument, path: argument)]
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: argument) else {
                throw PipelineError.unreadableDirectory(argument)
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "__MACOSX" {
                    walker.skipDescendants()
                    continue
                }
                if isRecordingName(name, extensions: extensions) || name.lowercased().hasSuffix(".zip") {
                    found.append(relative)
                }
            }
            var index: (any BulkExportIndex)?
            if let layout = registry.bulkExports.first(where: { $0.recognizes(entryNames: found) }) {
                let entries = FolderEntries(path: argument)
                let indexEntries = (try? entries.entryNames())?.filter(layout.isIndexEntry) ?? []
                index = layout.index(of: indexEntries.map { name in (entries.displayName(of: name), { try entries.open(name) }) }, warn: warn)
                found = found.filter(layout.isRecordingEntry)
            }
            for relative in found.sorted() {
                let path = (argument as NSString).appendingPathComponent(relative)
                if isZipFile(path) {
                    items += expandArchive(path, registry: registry, warn: warn, bulkExport: index)
                } else {
                    items.append(InputItem(name: path, path: path, bulkExport: index.map { BulkExportMembership(index: $0, entryName: relative) }))
                }
            }
        }
        return items
    }

    /// Whether a file name has a readable format's extension, gzipped or not.
    private static func isRecordingName(_ name: String, extensions: Set<String>) -> Bool {
        let lowered = name.lowercased()
        let inner = lowered.hasSuffix(".gz") ? String(lowered.dropLast(3)) : lowered
        return extensions.contains((inner as NSString).pathExtension)
    }

    /// Whether a file begins like a zip archive.
    private static func isZipFile(_ path: String) -> Bool {
        guard let source = try? PeekableByteSource(FileByteSource(path: path)), let prefix = try? source.peek(4) else {
            return false
        }
        return ZipArchive.isZip(prefix)
    }

    /// The inputs inside the zip archive at `path`, or the path itself when it cannot be
    /// opened (it then fails with the archive's error).
    private static func expandArchive(
        _ path: String, registry: FormatRegistry, warn: (String, String) -> Void, bulkExport: (any BulkExportIndex)? = nil
    ) -> [InputItem] {
        guard let archive = try? ZipArchive(path: path) else { return [InputItem(name: path, path: path)] }
        return expandArchive(archive, registry: registry, warn: warn, bulkExport: bulkExport)
    }

    /// The inputs inside a zip archive: the document of an archive export (Apple Health's
    /// `export.xml`), or else its entries named like recordings (or with no extension: detected
    /// by content), without folders and macOS junk, and the inputs of the zips inside it. In a
    /// bulk export (the archive's own, else the one `bulkExport` indexes) only the recording
    /// entries are inputs, and they carry its index. A zip inside that cannot be opened stays
    /// one input, which then fails with its error.
    private static func expandArchive(
        _ archive: ZipArchive, registry: FormatRegistry, warn: (String, String) -> Void, bulkExport: (any BulkExportIndex)?
    ) -> [InputItem] {
        for layout in registry.archiveDocuments {
            if let document = layout.documentEntry(in: archive) { return [InputItem(archive: archive, entry: document)] }
        }
        var index = bulkExport
        var entries = archive.entries.filter { !$0.isDirectory && !$0.isMacOSJunk }
        let paths = entries.map(\.path)
        if let layout = registry.bulkExports.first(where: { $0.isRecognizedInArchives && $0.recognizes(entryNames: paths) }) {
            let indexEntries = entries.filter { layout.isIndexEntry($0.path) }
            index = layout.index(of: indexEntries.map { entry in (archive.displayName(of: entry), { try archive.open(entry) }) }, warn: warn)
            entries = entries.filter { layout.isRecordingEntry($0.path) }
        }
        let extensions = Set(registry.readers.flatMap(\.format.fileExtensions))
        var items: [InputItem] = []
        for entry in entries {
            if ZipArchive.isArchiveName(entry) {
                if let inner = try? archive.openArchive(entry) {
                    items += expandArchive(inner, registry: registry, warn: warn, bulkExport: index)
                } else {
                    items.append(InputItem(archive: archive, entry: entry))
                }
            } else if isRecordingName(entry.fileName, extensions: extensions) || !entry.fileName.contains(".") {
                items.append(InputItem(
                    archive: archive, entry: entry, bulkExport: index.map { BulkExportMembership(index: $0, entryName: entry.path) }))
            }
        }
        return items
    }
}
