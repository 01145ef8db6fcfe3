import CCairo
import Foundation
import WorkoutKit

/// Draws a ``/WorkoutKit/PlotScene`` with cairo: the same drawing calls on an SVG, a PDF or an
/// image surface (written as PNG), so the three files show the same picture.
///
/// Text uses cairo's "toy" text API with the `sans-serif` face fontconfig finds: labels are
/// short single lines that need neither shaping nor wrapping, and it spares linking pango and
/// GLib. SVG and PDF embed the glyphs they use, so the files show the same on any machine.
public enum CairoRenderer {
    /// The file of `scene` in `format`, as bytes.
    ///
    /// - Throws: ``PlotRenderingError`` when cairo fails (a size it cannot allocate).
    public static func render(_ scene: PlotScene, as format: PlotFormat) throws -> [UInt8] {
        let output = Output()
        let context = Unmanaged.passUnretained(output).toOpaque()
        let width = max(1, scene.width), height = max(1, scene.height)
        let surface: OpaquePointer?
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(Output.write, context, width, height)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(Output.write, context, width, height)
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width.rounded(.up)), Int32(height.rounded(.up)))
        }
        guard let surface else { throw PlotRenderingError(reason: "no surface") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        guard let cairo = cairo_create(surface) else { throw PlotRenderingError(reason: "no drawing context") }
        draw(scene, on: cairo)
        let drawStatus = cairo_status(cairo)
        cairo_destroy(cairo)
        try check(drawStatus)
        if format == .png {
            try check(cairo_surface_write_to_png_stream(surface, Output.write, context))
        } else {
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface))
        }
        return withExtendedLifetime(output) { output.bytes }
    }

    /// Collects what a cairo stream surface writes.
    private final class Output {
        var bytes: [UInt8] = []

        /// The C callback cairo writes through, its context an unretained `Output`.
        static var write: cairo_write_func_t {
            { context, data, length in
                guard let context, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let output = Unmanaged<Output>.fromOpaque(context).takeUnretainedValue()
                output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }
        }
    }

    private static func check(_ status: cairo_status_t) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw PlotRenderingError(reason: String(cString: cairo_status_to_string(status)))
    }

    private static func draw(_ scene: PlotScene, on cairo: OpaquePointer) {
        setColor(scene.background, cairo)
        cairo_paint(cairo)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_select_font_face(cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        for element in scene.elements {
            switch element {
            case .rectangle(let rect, let fill, let stroke):
                cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
                if let fill {
                    setColor(fill, cairo)
                    if stroke == nil { cairo_fill(cairo) } else { cairo_fill_preserve(cairo) }
                }
                if let stroke {
                    setColor(stroke, cairo)
                    cairo_set_line_width(cairo, 1)
                    cairo_stroke(cairo)
                }
            case .line(let points, let color, let width):
                guard let first = points.first else { continue }
                cairo_move_to(cairo, first.x, first.y)
                for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
                setColor(color, cairo)
                cairo_set_line_width(cairo, width)
                cairo_stroke(cairo)
            case .gradientLine(let points, let colors, let width):
                cairo_set_line_width(cairo, width)
                // Consecutive segments of one colour are one path, so that their joins are round.
                var index = 0
                while index < colors.count, index + 1 < points.count {
                    let color = colors[index]
                    cairo_move_to(cairo, points[index].x, points[index].y)
                    while index < colors.count, index + 1 < points.count, colors[index] == color {
                        cairo_line_to(cairo, points[index + 1].x, points[index + 1].y)
                        index += 1
                    }
                    setColor(color, cairo)
                    cairo_stroke(cairo)
                }
            case .circle(let center, let radius, let fill, let stroke):
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
                setColor(fill, cairo)
                cairo_fill_preserve(cairo)
                setColor(stroke, cairo)
                cairo_set_line_width(cairo, 1.5)
                cairo_stroke(cairo)
            case .text(let text, let point, let size, let color, let anchor):
                cairo_set_font_size(cairo, size)
                var extents = cairo_text_extents_t()
                cairo_text_extents(cairo, text, &extents)
                let shift: Double = switch anchor {
                case .start: 0
                case .middle: extents.x_advance / 2
                case .end: extents.x_advance
                }
                cairo_move_to(cairo, point.x - shift, point.y)
                setColor(color, cairo)
                cairo_show_text(cairo, text)
                cairo_new_path(cairo)
            }
        }
    }

    private static func setColor(_ color: PlotColor, _ cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
