/// The files cairo writes a ``/WorkoutKit/PlotScene`` to.
public enum PlotFormat: String, Sendable, CaseIterable {
    case svg, png, pdf

    /// The format a file name's extension names (`run.svg`), case-insensitively; `nil` for any other.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
