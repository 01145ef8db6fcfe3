/// A colour with components from 0 to 1.
public struct PlotColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour written `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The colour a fraction `t` (0...1) of the way from `self` to `other`.
    public func mixed(with other: PlotColor, _ t: Double) -> PlotColor {
        PlotColor(red: red * (1 - t) + other.red * t, green: green * (1 - t) + other.green * t,
                  blue: blue * (1 - t) + other.blue * t, alpha: alpha * (1 - t) + other.alpha * t)
    }
}

/// A point of a picture, in pixels from its top-left corner (y grows downwards).
public struct PlotPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of a picture, in pixels from its top-left corner.
public struct PlotRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: PlotPoint { PlotPoint(x: x + width / 2, y: y + height / 2) }
}

/// One thing drawn. A picture is a list of them, drawn in order (later over earlier).
public enum PlotElement: Sendable, Hashable {
    /// Where a text is placed relative to its point: the point is the start, the middle or
    /// the end of the text's baseline.
    public enum TextAnchor: Sendable, Hashable { case start, middle, end }

    /// A filled rectangle, with an outline of `stroke` when given.
    case rectangle(PlotRect, fill: PlotColor?, stroke: PlotColor?)
    /// A polyline through `points`.
    case line([PlotPoint], color: PlotColor, width: Double)
    /// A polyline whose segment from `points[i]` to `points[i + 1]` has colour `colors[i]`.
    case gradientLine([PlotPoint], colors: [PlotColor], width: Double)
    /// A disc of `radius` filled with `fill` and outlined with `stroke`.
    case circle(center: PlotPoint, radius: Double, fill: PlotColor, stroke: PlotColor)
    /// One line of text of `size` pixels.
    case text(String, at: PlotPoint, size: Double, color: PlotColor, anchor: TextAnchor)
}

/// A whole picture: its size, background and elements, in pixels. Made by ``WorkoutPlot``
/// (and the report's charts); the `PlotRendering` module draws it with cairo to SVG, PNG or
/// PDF. Pure data: tests read pixel positions off it.
public struct PlotScene: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var background: PlotColor
    public var elements: [PlotElement]

    public init(width: Double, height: Double, background: PlotColor, elements: [PlotElement] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.elements = elements
    }
}
