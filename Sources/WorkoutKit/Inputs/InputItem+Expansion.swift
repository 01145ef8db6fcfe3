import Foundation
import WorkoutFormats

extension InputItem {
    /// Expands the inputs a user names: files as they are, zip archives into their entries,
    /// directories walked recursively (in name order, keeping files with a readable format's
    /// extension, gzipped or not, and zip archives, and skipping hidden files, macOS archive
    /// litter and the files in `skipping`), `-` for standard input.
    ///
    /// A zip archive holding an Apple Health export is one input (its `export.xml`, which
    /// reads its routes from the archive); any other zip gives one input per entry named like
    /// a recording, zips inside it expanded the same way. A zip that cannot be opened stays
    /// one input, which then fails with the archive's error.
    ///
    /// A Garmin Connect account export (a zip, or its folder, holding `DI_CONNECT/`) gives the
    /// recordings of its `DI-Connect-Uploaded-Files/` (the `UploadedFiles_*.zip` read in place),
    /// each carrying the export's activity summaries (``GarminConnectActivityIndex``); Garmin's
    /// other files under `DI_CONNECT/` (wellness JSON and the like) are not recordings and are skipped.
    ///
    /// - Parameters:
    ///   - warn: called with a file and what is wrong with it, for activity summaries
    ///     that cannot be read (they are left out).
    /// - Throws: ``PipelineError/noSuchFileOrDirectory(_:)``, ``PipelineError/unreadableDirectory(_:)``.
    public static func expand(
        _ arguments: [String], registry: FormatRegistry, skipping: Set<String> = [],
        warn: (_ file: String, _ message: String) -> Void = { _, _ in }
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
            var garmin: GarminConnectActivityIndex?
            if found.contains(where: GarminConnectExport.isExportPath) {
                // Summary files are JSON, not named like recordings: the walk above left them out.
                let entries = FolderEntries(path: argument)
                let summaries = (try? entries.entryNames())?.filter(GarminConnectActivityIndex.isSummaryFile) ?? []
                garmin = GarminConnectExport.index(
                    summaries.map { name in (entries.displayName(of: name), { try entries.open(name) }) }, warn: warn)
                found = found.filter { !GarminConnectExport.isExportPath($0) || GarminConnectActivityIndex.isUploadedFile($0) }
            }
            for relative in found.sorted() {
                let path = (argument as NSString).appendingPathComponent(relative)
                if skipping.contains(path) { continue }
                if isZipFile(path) {
                    items += expandArchive(path, registry: registry, warn: warn, garminActivities: garmin)
                } else {
                    items.append(InputItem(name: path, path: path, garminActivities: garmin))
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
        _ path: String, registry: FormatRegistry, warn: (String, String) -> Void,
        garminActivities: GarminConnectActivityIndex? = nil
    ) -> [InputItem] {
        guard let archive = try? ZipArchive(path: path) else { return [InputItem(name: path, path: path)] }
        return expandArchive(archive, registry: registry, warn: warn, garminActivities: garminActivities)
    }

    /// The inputs inside a zip archive: its Apple Health `export.xml`, or else its entries named
    /// like recordings (or with no extension: detected by content), without folders and macOS junk,
    /// and the inputs of the zips inside it. In a Garmin Connect export only the uploaded files
    /// are inputs, and they carry its activity summaries. A zip inside that cannot be opened
    /// stays one input, which then fails with its error.
    private static func expandArchive(
        _ archive: ZipArchive, registry: FormatRegistry, warn: (String, String) -> Void,
        garminActivities: GarminConnectActivityIndex?
    ) -> [InputItem] {
        if let document = AppleHealthExport.documentEntry(in: archive) {
            return [InputItem(archive: archive, entry: document)]
        }
        var garmin = garminActivities
        var entries = archive.entries.filter { !$0.isDirectory && !$0.isMacOSJunk }
        if entries.contains(where: { GarminConnectExport.isExportPath($0.path) }) {
            let summaries = entries.filter { GarminConnectActivityIndex.isSummaryFile($0.path) }
            garmin = GarminConnectExport.index(
                summaries.map { entry in (archive.displayName(of: entry), { try archive.open(entry) }) }, warn: warn)
            entries = entries.filter { !GarminConnectExport.isExportPath($0.path) || GarminConnectActivityIndex.isUploadedFile($0.path) }
        }
        let extensions = Set(registry.readers.flatMap(\.format.fileExtensions))
        var items: [InputItem] = []
        for entry in entries {
            if ZipArchive.isArchiveName(entry) {
                if let inner = try? archive.openArchive(entry) {
                    items += expandArchive(inner, registry: registry, warn: warn, garminActivities: garmin)
                } else {
                    items.append(InputItem(archive: archive, entry: entry))
                }
            } else if isRecordingName(entry.fileName, extensions: extensions) || !entry.fileName.contains(".") {
                items.append(InputItem(archive: archive, entry: entry, garminActivities: garmin))
            }
        }
        return items
    }
}
