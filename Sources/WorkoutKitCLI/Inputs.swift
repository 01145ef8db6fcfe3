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

    init(name: String, path: String?) {
        self.name = name
        self.path = path
    }

    init(archive: ZipArchive, entry: ZipArchive.Entry) {
        name = archive.displayName(of: entry)
        path = nil
        self.archive = archive
        self.entry = entry
    }
}

/// Expands command-line inputs: files as they are, zip archives into their entries,
/// directories walked recursively (in name order, keeping files with a readable format's
/// extension, gzipped or not, and zip archives, and skipping hidden files, macOS archive
/// litter and the files in `skipping`), `-` for standard input.
///
/// A zip archive holding an Apple Health export is one input (its `export.xml`, which
/// reads its routes from the archive); any other zip gives one input per entry named like
/// a recording (see ``expandArchive(_:registry:)``). A zip that cannot be opened stays one
/// input, which then fails with the archive's error.
func expandInputs(_ arguments: [String], registry: FormatRegistry, skipping: Set<String> = []) throws -> [InputItem] {
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
            items += isZipFile(argument) ? expandArchive(argument, registry: registry) : [InputItem(name: argument, path: argument)]
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
        for relative in found.sorted() {
            let path = (argument as NSString).appendingPathComponent(relative)
            if skipping.contains(path) { continue }
            items += isZipFile(path) ? expandArchive(path, registry: registry) : [InputItem(name: path, path: path)]
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

/// The inputs inside a zip archive: its Apple Health `export.xml`, or else its entries named
/// like recordings (or with no extension: detected by content), without folders and macOS junk.
private func expandArchive(_ path: String, registry: FormatRegistry) -> [InputItem] {
    guard let archive = try? ZipArchive(path: path) else { return [InputItem(name: path, path: path)] }
    if let document = AppleHealthExport.documentEntry(in: archive) {
        return [InputItem(archive: archive, entry: document)]
    }
    let extensions = Set(registry.readers.flatMap(\.format.fileExtensions))
    return archive.entries
        .filter { !$0.isDirectory && !$0.isMacOSJunk }
        .filter { isRecordingName($0.fileName, extensions: extensions) || !$0.fileName.contains(".") }
        .map { InputItem(archive: archive, entry: $0) }
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
        // A zip reached here is inside another archive, on standard input, or damaged.
        if let path = item.path, item.archive == nil { _ = try ZipArchive(path: path, name: item.name) }
        throw FormatError.unsupported(
            format: item.name,
            reason: "a zip archive is read only from a file named on the command line (not inside another archive or from standard input)")
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
struct BulkExportIndexes {
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
