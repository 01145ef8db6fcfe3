import ArgumentParser
import Foundation
import WorkoutKit

/// One input a command reads: a file, or standard input (`-`).
struct InputItem: Hashable {
    /// The name shown in messages: the path as given, or `-`.
    var name: String
    /// `nil` for standard input.
    var path: String?
}

/// Expands command-line inputs: files as they are, directories walked recursively
/// (in name order, keeping files with a readable format's extension, gzipped or not, and skipping
/// hidden files, macOS archive litter and the files in `skipping`), `-` for standard input.
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
            items.append(InputItem(name: argument, path: argument))
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
            let lowered = name.lowercased()
            let inner = lowered.hasSuffix(".gz") ? String(lowered.dropLast(3)) : lowered
            if extensions.contains((inner as NSString).pathExtension) {
                found.append(relative)
            }
        }
        for relative in found.sorted() {
            let path = (argument as NSString).appendingPathComponent(relative)
            if skipping.contains(path) { continue }
            items.append(InputItem(name: path, path: path))
        }
    }
    return items
}

/// An opened input with the reader chosen for it.
struct OpenedInput {
    var reader: any RecordingReader
    var source: any ByteSource
}

/// Opens an input and picks its reader: `--format` when given, else by content,
/// else by the file name's extension. A gzip-compressed input is inflated as it is read.
func openInput(_ item: InputItem, format: String?, registry: FormatRegistry) throws -> OpenedInput {
    let base: any ByteSource = if let path = item.path { try FileByteSource(path: path) } else { FileByteSource(standardInput: ()) }
    var source = PeekableByteSource(base)
    var fileName = item.path ?? ""
    if GzipByteSource.isGzip(try source.peek(2)) {
        source = PeekableByteSource(try GzipByteSource(source, name: item.name))
        if fileName.lowercased().hasSuffix(".gz") { fileName = String(fileName.dropLast(3)) }
    }
    if let format {
        guard let reader = registry.reader(named: format) else {
            throw ValidationError("'\(format)' is not a format workoutkit reads (\(registry.readableFormatNames.joined(separator: ", ")))")
        }
        return OpenedInput(reader: reader, source: source)
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
    return OpenedInput(reader: reader, source: source)
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
