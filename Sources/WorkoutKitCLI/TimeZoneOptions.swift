import ArgumentParser
import Foundation

/// `--tz`: the time zone in which `volume` and `report` cut weeks and months.
struct TimeZoneOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The time zone of the periods (Europe/Berlin, UTC, ...).", valueName: "zone"))
    var tz: String?

    /// `--tz`, else the TZ of the environment (`TimeZone.current`, UTC when it names none).
    ///
    /// - Throws: `ValidationError` when `--tz` names no time zone.
    func timeZone() throws -> TimeZone {
        guard let tz else { return TimeZone.current }
        guard let zone = TimeZone(identifier: tz) else { throw ValidationError("--tz: '\(tz)' is not a time zone") }
        return zone
    }
}
