import Foundation
import WorkoutKit

/// Two PNGs of the same size compared pixel by pixel, outside the text of the scene drawn.
///
/// A pixel differs when one of its channels differs by more than ``channelTolerance``: edges
/// antialiased a little differently by another cairo (or pixman) release move a channel by a
/// few units, a line drawn elsewhere or in another colour by far more. Text is left out: the
/// PNG's glyphs are those of whatever `sans-serif` face fontconfig picks on the machine (a
/// font release, or Liberation Sans instead of DejaVu Sans, redraws every label), and the
/// labels' content is checked on the SVG, which names them. Each label's box is taken wide
/// enough for any sans-serif face: 0.75 of the size per character, from 1.1 sizes above the
/// baseline to 0.4 below, 3 px more each way.
struct PixelComparison {
    /// The largest difference of a channel (0...255) that leaves a pixel alike.
    static let channelTolerance = 48

    /// The pixels compared (outside the text).
    var compared = 0
    /// Those that differ.
    var differing = 0
    /// `differing` over `compared`.
    var share: Double { compared == 0 ? 0 : Double(differing) / Double(compared) }

    /// Compares `picture` with `reference` outside the text boxes of `scene`; `nil` when their sizes differ.
    init?(_ picture: DecodedPNG, _ reference: DecodedPNG, textOf scene: PlotScene) {
        guard picture.width == reference.width, picture.height == reference.height else { return nil }
        let width = picture.width, height = picture.height
        var masked = [Bool](repeating: false, count: width * height)
        for element in scene.elements {
            guard case .text(let text, let point, let size, _, let anchor) = element else { continue }
            let textWidth = 0.75 * size * Double(text.count)
            let left: Double
            switch anchor {
            case .start: left = point.x
            case .middle: left = point.x - textWidth / 2
            case .end: left = point.x - textWidth
            }
            let x0 = max(0, Int((left - 3).rounded(.down))), x1 = min(width - 1, Int((left + textWidth + 3).rounded(.up)))
            let y0 = max(0, Int((point.y - 1.1 * size - 3).rounded(.down))), y1 = min(height - 1, Int((point.y + 0.4 * size + 3).rounded(.up)))
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 { for x in x0...x1 { masked[y * width + x] = true } }
        }
        for y in 0..<height {
            for x in 0..<width where !masked[y * width + x] {
                compared += 1
                let a = picture.rgb(x, y), b = reference.rgb(x, y)
                let difference = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                if difference > Self.channelTolerance { differing += 1 }
            }
        }
    }
}
