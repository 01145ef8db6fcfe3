extension CSVRecordingWriter: TableLayoutWriter {
    public func withLayout(_ layout: TableLayout) -> any RecordingWriter {
        // The two enumerations name the same three tables.
        CSVRecordingWriter(layout: Layout(rawValue: layout.rawValue) ?? .points)
    }
}
