/// A writer whose output is a table that can be laid out in several ways (``TableLayout``).
public protocol TableLayoutWriter: RecordingWriter {
    /// The same format, writing the table in `layout`.
    func withLayout(_ layout: TableLayout) -> any RecordingWriter
}
