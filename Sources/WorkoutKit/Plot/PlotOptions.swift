/// What ``WorkoutPlot`` draws and how: the picture's size, its colours, the quantity the
/// route is coloured by, and the charts' horizontal axis.
public struct PlotOptions: Sendable, Hashable {
    /// The quantity that colours the route.
    public enum ColorBy: String, Sendable, CaseIterable {
        case speed
        case heartRate = "heart-rate"
        case power
    }

    /// The charts' shared horizontal axis.
    public enum XAxis: String, Sendable, CaseIterable {
        /// Time since the workout's start.
        case time
        /// Distance from the start (the distance series, else along the route).
        case distance
    }

    /// Pixels.
    public var width: Double
    /// Pixels.
    public var height: Double
    public var theme: PlotTheme
    public var colorBy: ColorBy
    public var xAxis: XAxis

    public init(width: Double = 1000, height: Double = 1200, theme: PlotTheme = .light,
                colorBy: ColorBy = .speed, xAxis: XAxis = .time) {
        self.width = width
        self.height = height
        self.theme = theme
        self.colorBy = colorBy
        self.xAxis = xAxis
    }
}
