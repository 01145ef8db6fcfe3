import Foundation
import WorkoutModel

/// A GPX with its times written in local time, `+02:00` (the same instants), as an app that
/// writes local times writes it: no corpus GPX has offsets, so tests make one of a corpus file.
public enum LocalTimeGPX {
    /// `text` with each `<time>` (the `index`-th of them where `rewrites(index)`) written in the
    /// zone `offset` seconds east of UTC (`Z` for 0), to the second.
    public static func rewrite(_ text: String, offset: Int, rewrites: (Int) -> Bool = { _ in true }) throws -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: offset)
        var parts = text.components(separatedBy: "<time>")
        for index in parts.indices.dropFirst() where rewrites(index - 1) {
            guard let end = parts[index].firstRange(of: "</time>"),
                  let date = Timestamp.date(parts[index][..<end.lowerBound]) else { throw CocoaError(.fileReadCorruptFile) }
            parts[index] = formatter.string(from: date) + parts[index][end.lowerBound...]
        }
        return parts.joined(separator: "<time>")
    }
}
