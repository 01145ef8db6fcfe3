import ArgumentParser
import Foundation
import WorkoutKit

/// `--privacy-zone`, `--hide-ends` and `--privacy-file`: the positions `export`, `convert` and
/// the edit commands withhold from what they write (the settings file's, with the flags added).
struct PrivacyOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Withhold every position within RADIUS metres of LAT,LON (repeatable).", valueName: "lat,lon,radius"))
    var privacyZone: [String] = []

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.",
                                            valueName: "meters"))
    var hideEnds: Double?

    @Option(name: .long, help: ArgumentHelp("The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).",
                                            valueName: "file"))
    var privacyFile: String?

    func validate() throws {
        _ = try flags()
    }

    /// The filter of the flags alone.
    private func flags() throws -> PrivacyFilter {
        do {
            let zones = try privacyZone.map { text throws(PrivacySettingsError) in try PrivacyZone(parsing: text) }
            return try PrivacyFilter(zones: zones, hiddenEnds: hideEnds)
        } catch {
            let option = error.place == nil ? "--hide-ends" : "--privacy-zone"
            throw ValidationError("\(option): \(error)")
        }
    }

    /// The settings file's filter (the one named, else the default one when it exists), with the flags added.
    func filter() throws -> PrivacyFilter {
        var path = privacyFile
        if path == nil, let standard = PrivacyFilter.defaultFilePath(environment: ProcessInfo.processInfo.environment),
           FileManager.default.fileExists(atPath: standard) {
            path = standard
        }
        let file = try path.map { path throws(PrivacySettingsError) in try PrivacyFilter(contentsOfFile: path) } ?? .none
        return file.adding(try flags())
    }
}

extension Console {
    /// Prints a warning, a loss notice, or the positions a privacy filter withheld, on standard error.
    static func report(_ event: OutputEvent) {
        switch event {
        case .warning(let file, let text): message("\(file): warning: \(text)")
        case .loss(let notice): message(notice.description)
        case .withheld(let withheld): message(withheld.description)
        }
    }
}
