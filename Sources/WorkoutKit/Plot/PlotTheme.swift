/// The colours of a picture: `light` (dark on white) or `dark` (light on near-black).
public struct PlotTheme: Sendable, Hashable {
    public var background: PlotColor
    /// Panels' frames and axis lines.
    public var frame: PlotColor
    /// Grid lines at the ticks.
    public var grid: PlotColor
    /// Labels and titles.
    public var text: PlotColor
    /// The route where it is not coloured by a value.
    public var route: PlotColor
    /// The shading of pauses.
    public var pause: PlotColor
    /// The shading of every other lap, and lap marks.
    public var lap: PlotColor
    /// The colour ramp of the route, from the lowest value to the highest.
    public var ramp: [PlotColor]

    /// Dark on white.
    public static let light = PlotTheme(
        background: PlotColor(hex: 0xFFFFFF), frame: PlotColor(hex: 0x999999), grid: PlotColor(hex: 0xE6E6E6),
        text: PlotColor(hex: 0x333333), route: PlotColor(hex: 0x1F5FAF),
        pause: PlotColor(hex: 0x999999, alpha: 0.3), lap: PlotColor(hex: 0x4C8FD6, alpha: 0.1),
        ramp: [PlotColor(hex: 0x2C7BB6), PlotColor(hex: 0x00A6CA), PlotColor(hex: 0x90EB9D),
               PlotColor(hex: 0xF9D057), PlotColor(hex: 0xF29E2E), PlotColor(hex: 0xD7191C)])

    /// Light on near-black.
    public static let dark = PlotTheme(
        background: PlotColor(hex: 0x1A1A1A), frame: PlotColor(hex: 0x666666), grid: PlotColor(hex: 0x333333),
        text: PlotColor(hex: 0xDDDDDD), route: PlotColor(hex: 0x7FB2F0),
        pause: PlotColor(hex: 0x808080, alpha: 0.35), lap: PlotColor(hex: 0x7FB2F0, alpha: 0.12),
        ramp: light.ramp)

    /// The colour of a value at `fraction` (0...1, clamped) of the way along ``ramp``.
    public func rampColor(_ fraction: Double) -> PlotColor {
        let t = min(1, max(0, fraction.isFinite ? fraction : 0)) * Double(ramp.count - 1)
        let index = min(Int(t), ramp.count - 2)
        return ramp[index].mixed(with: ramp[index + 1], t - Double(index))
    }
}
