import WorkoutFormats

extension FormatRegistry {
    /// The writer for an output: the format named (by `option`, for messages), else the
    /// one the output file's extension names; `layout` chooses the table a tabular format holds.
    ///
    /// - Throws: ``PipelineError/unknownOutputFormat(_:option:writable:)``,
    ///   ``PipelineError/missingOutputFormat(option:writable:)`` and
    ///   ``PipelineError/layoutNeedsTableOutput``, all usage errors.
    public func outputWriter(
        format: String?, output: String?, option: String, layout: TableLayout? = nil
    ) throws -> any RecordingWriter {
        let writer: any RecordingWriter
        if let format {
            guard let named = self.writer(named: format) else {
                throw PipelineError.unknownOutputFormat(format, option: option, writable: writableFormatNames)
            }
            writer = named
        } else if let output, case .file = OutputTarget(path: output, standardOutput: DataByteSink()),
                  let byExtension = self.writer(forFileName: output) {
            writer = byExtension
        } else {
            throw PipelineError.missingOutputFormat(option: option, writable: writableFormatNames)
        }
        guard let layout else { return writer }
        guard let tables = writer as? any TableLayoutWriter else { throw PipelineError.layoutNeedsTableOutput }
        return tables.withLayout(layout)
    }
}
