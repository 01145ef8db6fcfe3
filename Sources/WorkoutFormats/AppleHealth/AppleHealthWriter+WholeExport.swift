extension AppleHealthWriter {
    /// An Apple Health export is one archive holding every workout and the records outside them.
    public var wholeExportFileName: String? { "export.zip" }

    /// An Apple Health export holds every `Record`, `Correlation` and `ActivitySummary`.
    public var holdsHealthRecords: Bool { true }
}
