import WorkoutFormats

/// An opened input with the reader chosen for it.
struct OpenedInput {
    var reader: any RecordingReader
    var source: PeekableByteSource
    /// Opens the files the input names relative to itself (``/WorkoutFormats/RelatedFiles``; an Apple Health export's routes):
    /// set it as the read context's ``/WorkoutFormats/ReadContext/openRelatedFile``.
    var relatedFiles: ((String) throws -> any ByteSource)?
    /// Lists them (``/WorkoutFormats/RelatedFiles``), for the read context's ``/WorkoutFormats/ReadContext/relatedFilePaths``.
    var relatedFilePaths: ((String) -> [String])?

    /// A read context for the input, its related files set.
    func context(name: String, options: ReadOptions) -> ReadContext {
        let context = ReadContext(name: name, options: options)
        context.openRelatedFile = relatedFiles
        context.relatedFilePaths = relatedFilePaths
        return context
    }
}
