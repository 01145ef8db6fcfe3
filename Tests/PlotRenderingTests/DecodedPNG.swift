import CCairo
import Foundation

/// A PNG decoded by cairo's own PNG reader (libpng), for reading pixels back in tests.
struct DecodedPNG {
    let width: Int
    let height: Int
    /// Rows of `stride` bytes, each pixel 32-bit native-endian premultiplied ARGB.
    private let data: [UInt8]
    private let stride: Int

    /// `nil` when the bytes are not a PNG cairo can read.
    init?(_ bytes: [UInt8]) {
        final class Input { var bytes: [UInt8]; var offset = 0; init(_ bytes: [UInt8]) { self.bytes = bytes } }
        let input = Input(bytes)
        let read: cairo_read_func_t = { context, data, length in
            guard let context, let data else { return CAIRO_STATUS_READ_ERROR }
            let input = Unmanaged<Input>.fromOpaque(context).takeUnretainedValue()
            guard input.offset + Int(length) <= input.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            input.bytes.withUnsafeBufferPointer { buffer in
                data.update(from: buffer.baseAddress! + input.offset, count: Int(length))
            }
            input.offset += Int(length)
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(input) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(input).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_format(surface) != CAIRO_FORMAT_INVALID,
              let pixels = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        data = Array(UnsafeBufferPointer(start: pixels, count: stride * height))
    }

    /// The pixel at (`x`, `y`) as (red, green, blue), 0...255 (premultiplied: opaque pictures only).
    func rgb(_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = y * stride + x * 4
        let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        return (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// Whether the pixel at (`x`, `y`) is within `tolerance` of (`red`, `green`, `blue`) in every channel.
    func isColor(_ x: Int, _ y: Int, _ color: (red: UInt8, green: UInt8, blue: UInt8), tolerance: Int = 8) -> Bool {
        let pixel = rgb(x, y)
        return abs(Int(pixel.red) - Int(color.red)) <= tolerance && abs(Int(pixel.green) - Int(color.green)) <= tolerance
            && abs(Int(pixel.blue) - Int(color.blue)) <= tolerance
    }

    /// The share of pixels, sampled every `step` pixels each way, that differ from the top-left one.
    func shareUnlikeTopLeft(step: Int = 4) -> Double {
        let corner = rgb(0, 0)
        var differing = 0, total = 0
        for y in Swift.stride(from: 0, to: height, by: step) {
            for x in Swift.stride(from: 0, to: width, by: step) {
                total += 1
                if !isColor(x, y, corner, tolerance: 16) { differing += 1 }
            }
        }
        return total == 0 ? 0 : Double(differing) / Double(total)
    }
}
