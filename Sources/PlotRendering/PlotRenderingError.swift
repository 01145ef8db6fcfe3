/// A picture cairo could not draw.
public struct PlotRenderingError: Error, CustomStringConvertible, Sendable {
    /// cairo's own description of its status (`out of memory`, `invalid size`).
    public var reason: String

    public var description: String { "cairo could not draw the picture: \(reason)" }
}
