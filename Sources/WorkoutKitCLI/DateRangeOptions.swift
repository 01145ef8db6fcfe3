import ArgumentParser
import Foundation
import WorkoutKit

/// `--since` and `--until`: a range of ISO 8601 dates or times, shared by the commands that
/// filter workouts (``WorkoutFilterOptions``) and by `stats`, which filters samples.
///
/// The holder validates the range (``dates()``) in its own `validate()`, so that its
/// messages keep their order among the holder's.
struct DateRangeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Only what starts at or after this ISO 8601 date or time.", valueName: "date"))
    var since: String?

    @Option(name: .long, help: ArgumentHelp("Only what starts before this ISO 8601 date or time.", valueName: "date"))
    var until: String?

    /// The range's ends, `nil` where open.
    ///
    /// - Throws: `ValidationError` naming the option whose value is not an ISO 8601 date.
    func dates() throws -> (since: Date?, until: Date?) {
        (try parseDate(since, option: "--since"), try parseDate(until, option: "--until"))
    }

    /// Parses an ISO 8601 date (`2024-05-01`, midnight UTC) or time (`2024-05-01T07:30:00Z`,
    /// with an offset, or without a zone: UTC).
    private func parseDate(_ text: String?, option: String) throws -> Date? {
        guard let text else { return nil }
        guard let date = Timestamp.date(text) else {
            throw ValidationError("\(option): '\(text)' is not an ISO 8601 date (2024-05-01 or 2024-05-01T07:30:00Z)")
        }
        return date
    }
}
