import ArgumentParser
import Foundation
import WorkoutKit

/// One input a command reads: a file, an entry of a zip archive, or standard input (`-`).
struct InputItem: Sendable {
    /// The name shown in messages: the path as given, `archive.zip:entry`, or `-`.
    var name: String
    /// The file, or the archive holding the entry; `nil` for standard input.
    var path: String?
    /// The archive and entry, for an input inside a zip archive.
    var archive: ZipArchive?
    var entry: ZipArchive.Entry?
    /// The activity summaries of the Garmin Connect export the input belongs to, if any.
    var garminActivities: GarminConnectActivityIndex?

    init(name: String, path: String?, garminActivities: GarminConnectActivityIndex? = nil) {
        self.name = name
        self.path = path
        self.garminActivities = garminActivities
    }

    init(archive: ZipArchive, entry: ZipArchive.Entry, garminActivities: GarminConnectActivityIndex? = nil) {
        name = archive.displayName(of: entry)
        path = nil
        self.archive = archive
        self.entry = entry
        self.garminActivities = garminActivities
    }

    /// The input's own file name within its folder or archive, for matching it to an index.
    var fileName: String { entry?.fileName ?? ((path ?? name) as NSString).lastPathComponent }
}

/// Expands command-line inputs: files as they are, zip archives into their entries,
/// directories walked recursively (in name order, keeping files with a readable format's
/// extension, gzipped or not, and zip archives, and skipping hidden files, macOS archive
/// litter and the files in `skipping`), `-` for standard input.
///
/// A zip archive holding an Apple Health export is one input (its `export.xml`, which
/// reads its routes from the archive); any other zip gives one input per entry named like
/// a recording, zips inside it expanded the same way (see ``expandArchive(_:registry:quiet:garminActivities:)``).
/// A zip that cannot be opened stays one input, which then fails with the archive's error.
///
/// A Garmin Connect account export (a zip, or its folder, holding `DI_CONNECT/`) gives the
/// recordings of its `DI-Connect-Uploaded-Files/` (the `UploadedFiles_*.zip` read in place),
/// each carrying the export's activity summaries (``GarminConnectActivityIndex``); Garmin's
/// other files under `DI_CONNECT/` (wellness JSON and the like) are not recordings and are skipped.
/// Summaries that cannot be read are named in a warning unless `quiet`.
func expandInputs(_ arguments: [String], registry: FormatRegistry, skipping: Set<String> = [], quiet: Bool = false) throws -> [InputItem] {
    var items: [InputItem] = []
    let extensions = Set(registry.readers.flatMap(\.format.fileExtensions))
    for argument in arguments {
        if argument == "-" {
            items.append(InputItem(name: "-", path: nil))
            continue
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw CommandFailure("\(argument): no such file or directory")
        }
        guard isDirectory.boolValue else {
            items += isZipFile(argument) ? expandArchive(argument, registry: registry, quiet: quiet) : [InputItem(name: argument, path: argument)]
            continue
        }
        guard let walker = FileManager.default.enumerator(atPath: argument) else {
            throw CommandFailure("\(argument): cannot read the directory")
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
            garmin = GarminConnectExport.index(summaries.map { name in (entries.displayName(of: name), { try entries.open(name) }) },
                                               quiet: quiet)
            found = found.filter { !GarminConnectExport.isExportPath($0) || GarminConnectActivityIndex.isUploadedFile($0) }
        }
        for relative in found.sorted() {
            let path = (argument as NSString).appendingPathComponent(relative)
            if skipping.contains(path) { continue }
            if isZipFile(path) {
                items += expandArchive(path, registry: registry, quiet: quiet, garminActivities: garmin)
            } else {
                items.append(InputItem(name: path, path: path, garminActivities: garmin))
            }
        }
    }
    return items
}

/// Whether a file name has a readable format's extension, gzipped or not.
private func isRecordingName(_ name: String, extensions: Set<String>) -> Bool {
    let lowered = name.lowercased()
    let inner = lowered.hasSuffix(".gz") ? String(lowered.dropLast(3)) : lowered
    return extensions.contains((inner as NSString).pathExtension)
}

/// Whether a file begins like a zip archive.
private func isZipFile(_ path: String) -> Bool {
    guard let source = try? PeekableByteSource(FileByteSource(path: path)), let prefix = try? source.peek(4) else { return false }
    return ZipArchive.isZip(prefix)
}

/// The inputs inside the zip archive at `path` (see ``expandArchive(_:registry:quiet:garminActivities:)``),
/// or the path itself when it cannot be opened (it then fails with the archive's error).
private func expandArchive(
    _ path: String, registry: FormatRegistry, quiet: Bool, garminActivities: GarminConnectActivityIndex? = nil
) -> [InputItem] {
    guard let archive = try? ZipArchive(path: path) else { return [InputItem(name: path, path: path)] }
    return expandArchive(archive, registry: registry, quiet: quiet, garminActivities: garminActivities)
}

/// The inputs inside a zip archive: its Apple Health `export.xml`, or else its entries named
/// like recordings (or with no extension: detected by content), without folders and macOS junk,
/// and the inputs of the zips inside it. In a Garmin Connect export only the uploaded files
/// are inputs, and they carry its activity summaries. A zip inside that cannot be opened
/// stays one input, which then fails with its error.
private func expandArchive(
    _ archive: ZipArchive, registry: FormatRegistry, quiet: Bool, garminActivities: GarminConnectActivityIndex?
) -> [InputItem] {
    if let document = AppleHealthExport.documentEntry(in: archive) {
        return [InputItem(archive: archive, entry: document)]
    }
    var garmin = garminActivities
    var entries = archive.entries.filter { !$0.isDirectory && !$0.isMacOSJunk }
    if entries.contains(where: { GarminConnectExport.isExportPath($0.path) }) {
        let summaries = entries.filter { GarminConnectActivityIndex.isSummaryFile($0.path) }
        garmin = GarminConnectExport.index(summaries.map { entry in (archive.displayName(of: entry), { try archive.open(entry) }) },
                                           quiet: quiet)
        entries = entries.filter { !GarminConnectExport.isExportPath($0.path) || GarminConnectActivityIndex.isUploadedFile($0.path) }
    }
    let extensions = Set(registry.readers.flatMap(\.format.fileExtensions))
    var items: [InputItem] = []
    for entry in entries {
        if ZipArchive.isArchiveName(entry) {
            if let inner = try? archive.openArchive(entry) {
                items += expandArchive(inner, registry: registry, quiet: quiet, garminActivities: garmin)
            } else {
                items.append(InputItem(archive: archive, entry: entry))
            }
        } else if isRecordingName(entry.fileName, extensions: extensions) || !entry.fileName.contains(".") {
            items.append(InputItem(archive: archive, entry: entry, garminActivities: garmin))
        }
    }
    return items
}

/// Recognising a Garmin Connect account export and reading its activity summaries.
enum GarminConnectExport {
    /// Whether a path inside an archive or folder belongs to a Garmin Connect export (`DI_CONNECT/...`).
    static func isExportPath(_ path: String) -> Bool {
        path.hasPrefix("DI_CONNECT/") || path.contains("/DI_CONNECT/")
    }

    /// The index of all the summary files given (name, opener); one that cannot be read is
    /// named in a warning (unless `quiet`) and left out.
    static func index(_ summaries: [(name: String, open: () throws -> any ByteSource)], quiet: Bool) -> GarminConnectActivityIndex {
        var index = GarminConnectActivityIndex()
        for summary in summaries {
            do {
                try index.add(from: try summary.open(), name: summary.name)
            } catch {
                if !quiet { Console.message("\(summary.name): warning: not used as Garmin Connect activity summaries: \(describe(error))") }
            }
        }
        return index
    }
}

/// An opened input with the reader chosen for it.
struct OpenedInput {
    var reader: any RecordingReader
    var source: any ByteSource
    /// Opens the files the input names relative to itself (an Apple Health export's routes):
    /// set it as the read context's ``ReadContext/openRelatedFile``.
    var relatedFiles: ((String) throws -> any ByteSource)?
}

/// Opens an input and picks its reader: `--format` when given, else by content,
/// else by the file name's extension. A gzip-compressed input is inflated as it is read;
/// a zip archive entry is read in place.
func openInput(_ item: InputItem, format: String?, registry: FormatRegistry) throws -> OpenedInput {
    let base: any ByteSource
    var fileName: String
    var relatedFiles: ((String) throws -> any ByteSource)?
    if let archive = item.archive, let entry = item.entry {
        base = try archive.open(entry)
        fileName = entry.fileName
        relatedFiles = AppleHealthExport.relatedFiles(in: archive, beside: entry)
    } else if let path = item.path {
        base = try FileByteSource(path: path)
        fileName = path
        relatedFiles = AppleHealthExport.relatedFiles(besideFile: path)
    } else {
        base = FileByteSource(standardInput: ())
        fileName = ""
    }
    var source = PeekableByteSource(base)
    if GzipByteSource.isGzip(try source.peek(2)) {
        source = PeekableByteSource(try GzipByteSource(source, name: item.name))
        if fileName.lowercased().hasSuffix(".gz") { fileName = String(fileName.dropLast(3)) }
    }
    if ZipArchive.isZip(try source.peek(4)) {
        // A zip reached here is damaged, nested too deep, not named .zip, or on standard input:
        // opening it again gives the reason when there is one.
        if let archive = item.archive, let entry = item.entry {
            _ = try archive.openArchive(entry)
        } else if let path = item.path {
            _ = try ZipArchive(path: path, name: item.name)
        }
        throw FormatError.unsupported(
            format: item.name,
            reason: "a zip archive is read from a file, or inside another archive when its name ends in .zip (not from standard input)")
    }
    if let format {
        guard let reader = registry.reader(named: format) else {
            throw ValidationError("'\(format)' is not a format workoutkit reads (\(registry.readableFormatNames.joined(separator: ", ")))")
        }
        return OpenedInput(reader: reader, source: source, relatedFiles: relatedFiles)
    }
    let prefix = try source.peek(FormatRegistry.sniffLength)
    if prefix.isEmpty {
        throw FormatError.malformed(file: item.name, at: nil, reason: "the file is empty")
    }
    guard let reader = registry.detectReader(prefix: prefix, fileName: fileName) else {
        throw FormatError.unknownFormat(
            file: item.name,
            reason: "not a recording in a format workoutkit reads (\(registry.readableFormatNames.joined(separator: ", "))); "
                + (item.path == nil ? "name the format with --format" : "name it with --format if it is one"))
    }
    return OpenedInput(reader: reader, source: source, relatedFiles: relatedFiles)
}

/// Checks a format name given with `--format`, `--from` or `--to`.
func validateFormatName(_ name: String?, option: String, known: [String]) throws {
    guard let name else { return }
    guard known.contains(name.lowercased()) else {
        throw ValidationError("\(option): '\(name)' is not one of \(known.joined(separator: ", "))")
    }
}

/// The Strava bulk exports among the inputs: folders holding an `activities.csv`
/// at their root, whose rows name, type and describe the files listed in it.
struct BulkExportIndexes: Sendable {
    private var indexes: [(root: String, index: StravaActivityIndex)] = []

    /// The index files, which are not recordings themselves.
    private(set) var indexPaths: Set<String> = []

    /// Loads the index of each folder argument that has one. An index that cannot
    /// be read is named in a warning and not used; the recordings are still imported.
    init(_ arguments: [String], quiet: Bool) {
        for argument in arguments where argument != "-" {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let entries = FolderEntries(path: argument)
            guard entries.contains(StravaActivityIndex.fileName) else { continue }
            let path = entries.displayName(of: StravaActivityIndex.fileName)
            indexPaths.insert(path)
            do {
                if let index = try StravaActivityIndex.load(from: entries) { indexes.append((argument, index)) }
            } catch {
                if !quiet { Console.message("\(path): warning: not used as a Strava activity list: \(describe(error))") }
            }
        }
    }

    /// The recordings of an input with what its export's index says about it.
    func annotate(_ recordings: [WorkoutRecording], of item: InputItem) -> [WorkoutRecording] {
        if let garmin = item.garminActivities {
            return recordings.map { garmin.annotate($0, entryName: item.fileName) }
        }
        guard let path = item.path else { return recordings }
        for (root, index) in indexes {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard path.hasPrefix(prefix) else { continue }
            let entry = String(path.dropFirst(prefix.count))
            return recordings.map { index.annotate($0, entryName: entry) }
        }
        return recordings
    }
}
