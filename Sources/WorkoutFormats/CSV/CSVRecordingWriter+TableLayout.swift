extension CSVRecordingWriter: TableLayoutWriter {
    public func withLayout(_ layout: TableLayout) -> any RecordingWriter {
        CSVRecordingWriter(layout: layout)
    }
}
