import WorkoutFormats

extension InputItem {
    /// Opens the input again for a reader's first pass (the source of
    /// ``open(reader:registry:)``), or `nil` for standard input, which is read only once.
    func reopening(with reader: any RecordingReader, registry: FormatRegistry) -> (() throws -> any ByteSource)? {
        guard path != nil || archive != nil else { return nil }
        return { try open(reader: reader, registry: registry).source }
    }

    /// Opens the input and picks its reader: `reader` when given, else by content, else by
    /// the file name's extension. A gzip-compressed input is inflated as it is read; a zip
    /// archive entry is read in place.
    func open(reader chosen: (any RecordingReader)?, registry: FormatRegistry) throws -> OpenedInput {
        let base: any ByteSource
        var fileName: String
        var relatedFiles: ((String) throws -> any ByteSource)?
        var relatedFilePaths: ((String) -> [String])?
        if let archive, let entry {
            base = try archive.open(entry)
            fileName = entry.fileName
            relatedFiles = RelatedFiles.opener(in: archive, beside: entry)
            relatedFilePaths = RelatedFiles.lister(in: archive, beside: entry)
        } else if let path {
            base = try FileByteSource(path: path)
            fileName = path
            relatedFiles = RelatedFiles.opener(besideFile: path)
            relatedFilePaths = RelatedFiles.lister(besideFile: path)
        } else {
            base = FileByteSource(standardInput: ())
            fileName = ""
        }
        var source = PeekableByteSource(base)
        if GzipByteSource.isGzip(try source.peek(2)) {
            source = PeekableByteSource(try GzipByteSource(source, name: name))
            if fileName.lowercased().hasSuffix(".gz") { fileName = String(fileName.dropLast(3)) }
        }
        if ZipArchive.isZip(try source.peek(4)) {
            // A zip reached here is damaged, nested too deep, not named .zip, or on standard input:
            // opening it again gives the reason when there is one.
            if let archive, let entry {
                _ = try archive.openArchive(entry)
            } else if let path {
                _ = try ZipArchive(path: path, name: name)
            }
            throw FormatError.unsupported(
                format: name,
                reason: "a zip archive is read from a file, or inside another archive when its name ends in .zip (not from standard input)")
        }
        if let chosen {
            return OpenedInput(reader: chosen, source: source, relatedFiles: relatedFiles, relatedFilePaths: relatedFilePaths)
        }
        let prefix = try source.peek(FormatRegistry.sniffLength)
        if prefix.isEmpty {
            throw FormatError.malformed(file: name, at: nil, reason: "the file is empty")
        }
        guard let reader = registry.detectReader(prefix: prefix, fileName: fileName) else {
            throw FormatError.unknownFormat(
                file: name,
                reason: "not a recording in a format workoutkit reads (\(registry.readableFormatNames.joined(separator: ", "))); "
                    + (path == nil ? "name the format with --format" : "name it with --format if it is one"))
        }
        return OpenedInput(reader: reader, source: source, relatedFiles: relatedFiles, relatedFilePaths: relatedFilePaths)
    }
}
