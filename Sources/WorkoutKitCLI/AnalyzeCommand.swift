import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit analyze ID`: peak values, normalized power and training load, TRIMP, time in
/// zones, best efforts and laps of one stored workout.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Peak values, training load, zones, best efforts and laps of one workout.",
        discussion: """
            Values are resampled to one a second; a silence longer than 10 s is a gap, never \
            filled in (power counts it as 0 W, heart rate and speed leave it out). Peaks are the \
            best averages over 1 s to 5 h; normalized power, intensity factor and training stress \
            score follow Coggan as GoldenCheetah computes them (--ftp); TRIMP is Banister's with \
            Morton's weighting (--rest-hr, --max-hr, --sex). Default zones: heart rate from 50, 60, \
            70, 80 and 90 % of --max-hr; power from Coggan's 0, 55, 75, 90, 105, 120 and 150 % of \
            --ftp. Best efforts: 400 m to the marathon, 10/20/40 km for rides, from the distance \
            series or else the route. The settings come from --settings FILE, else from \
            $XDG_CONFIG_HOME/workoutkit/athlete.json (~/.config/workoutkit/athlete.json) when it \
            exists: one JSON object with any of "ftp", "maxHeartRate", "restingHeartRate", "sex", \
            "heartRateZones" and "powerZones" (lists of lower bounds); flags override the file.
            """
    )

    @Argument(help: ArgumentHelp("A workout UUID or an unambiguous prefix of one.", valueName: "id"))
    var id: String

    @Option(name: .customLong("ftp"), help: ArgumentHelp("Functional threshold power, in watts.", valueName: "watts"))
    var thresholdPower: Double?

    @Option(name: .customLong("max-hr"), help: ArgumentHelp("Maximum heart rate, in bpm.", valueName: "bpm"))
    var maximumHeartRate: Double?

    @Option(name: .customLong("rest-hr"), help: ArgumentHelp("Resting heart rate, in bpm.", valueName: "bpm"))
    var restingHeartRate: Double?

    @Option(help: "TRIMP's weighting: male or female (default: the settings file's, else male).")
    var sex: HeartRateTrainingImpulse.Sex?

    @Option(name: .customLong("hr-zones"),
            help: ArgumentHelp("Heart-rate zones' lower bounds in bpm, increasing (120,140,155,170).", valueName: "bpm,..."))
    var heartRateZones: ZoneBounds?

    @Option(name: .customLong("power-zones"),
            help: ArgumentHelp("Power zones' lower bounds in watts, increasing.", valueName: "watts,..."))
    var powerZones: ZoneBounds?

    @Option(name: .customLong("settings"),
            help: ArgumentHelp("The athlete settings file (default: $XDG_CONFIG_HOME/workoutkit/athlete.json, if it exists).",
                               valueName: "file"))
    var settingsFile: String?

    @Flag(name: .long, help: "Print the analysis as one JSON object.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        for (name, value) in [("--ftp", thresholdPower), ("--max-hr", maximumHeartRate), ("--rest-hr", restingHeartRate)] {
            if let value, !(value > 0 && value.isFinite) { throw ValidationError("\(name) must be a positive number") }
        }
        if let rest = restingHeartRate, let maximum = maximumHeartRate, rest >= maximum {
            throw ValidationError("--rest-hr must be below --max-hr")
        }
    }

    /// The settings file's (the one named, else the default one when it exists), with the flags over them.
    private func settings() throws -> AthleteSettings {
        var path = settingsFile
        if path == nil, let standard = AthleteSettings.defaultFilePath(environment: ProcessInfo.processInfo.environment),
           FileManager.default.fileExists(atPath: standard) {
            path = standard
        }
        let file = try path.map { path throws(AthleteSettingsError) in try AthleteSettings(contentsOfFile: path) } ?? AthleteSettings()
        let flags = AthleteSettings(
            thresholdPower: thresholdPower, maximumHeartRate: maximumHeartRate, restingHeartRate: restingHeartRate,
            sex: sex ?? .male, heartRateZones: heartRateZones?.zones, powerZones: powerZones?.zones)
        let settings = file.overridden(by: flags, otherSetsSex: sex != nil)
        if let rest = settings.restingHeartRate, let maximum = settings.maximumHeartRate, rest >= maximum {
            throw CommandFailure("the resting heart rate (\(rest)) must be below the maximum (\(maximum)): check --rest-hr, --max-hr and \(path ?? "the settings")")
        }
        return settings
    }

    func run() throws {
        let store = try storeOptions.open()
        let uuid = try store.resolveWorkoutID(id)
        guard let recording = try store.recording(for: uuid) else { throw CommandFailure("no workout \(id)") }
        let analysis = WorkoutAnalysis(recording: recording, settings: try settings())
        if json {
            Console.printLine(bytes: Array(analysis.jsonData))
        } else {
            for line in humanDescription(analysis) { Console.printLine(line) }
        }
        Console.flush()
    }

    private func humanDescription(_ analysis: WorkoutAnalysis) -> [String] {
        var lines = ["Workout      \(analysis.workoutUUID.uuidString) (\(analysis.activityType.name))"]
        if let power = analysis.power {
            var parts = ["average \(whole(power.average)) W", "maximum \(whole(power.maximum)) W",
                         "normalized \(whole(power.normalized)) W"]
            if let index = power.variabilityIndex { parts.append("VI \(fixed(index, 2))") }
            if let factor = power.intensityFactor { parts.append("IF \(fixed(factor, 2))") }
            if let score = power.trainingStressScore { parts.append("TSS \(whole(score))") }
            lines.append("Power        " + parts.joined(separator: ", "))
            lines.append("Peak power   " + peaks(power.peaks, unit: "W", digits: 0))
        }
        if let heartRate = analysis.heartRate {
            var parts = ["average \(whole(heartRate.average)) bpm", "maximum \(whole(heartRate.maximum)) bpm"]
            if let impulse = heartRate.trainingImpulse { parts.append("TRIMP \(whole(impulse))") }
            lines.append("Heart rate   " + parts.joined(separator: ", "))
            lines.append("Peak HR      " + peaks(heartRate.peaks, unit: "bpm", digits: 0))
        }
        if !analysis.speedPeaks.isEmpty {
            lines.append("Peak speed   " + peaks(analysis.speedPeaks.map { var peak = $0; peak.value *= 3.6; return peak },
                                                 unit: "km/h", digits: 1))
        }
        for effort in analysis.bestEfforts {
            lines.append("Best effort  \(BestEfforts.name(ofDistance: effort.meters)) in \(formatDuration(effort.seconds)) (from \(Timestamp.string(effort.start)))")
        }
        for (name, zones, unit) in [("HR zone", analysis.heartRateZones, "bpm"), ("Power zone", analysis.powerZones, "W")] {
            for zone in zones {
                let range = zone.upperBound.map { "\(whole(zone.lowerBound))-\(whole($0))" } ?? "\(whole(zone.lowerBound))+"
                let label = "\(name) \(zone.zone)".padding(toLength: 12, withPad: " ", startingAt: 0)
                lines.append("\(label) \(range) \(unit): \(formatDuration(Double(zone.seconds)))")
            }
        }
        for lap in analysis.laps {
            var parts = ["from \(Timestamp.string(lap.start))", formatDuration(lap.duration)]
            if let meters = lap.distance { parts.append(distance(meters)) }
            if let heartRate = lap.averageHeartRate { parts.append("\(whole(heartRate)) bpm") }
            if let power = lap.averagePower { parts.append("\(whole(power)) W") }
            if let speed = lap.averageSpeed { parts.append("\(fixed(speed * 3.6, 1)) km/h") }
            lines.append("Lap \(lap.index)".padding(toLength: 12, withPad: " ", startingAt: 0) + " " + parts.joined(separator: ", "))
        }
        return lines
    }

    private func peaks(_ peaks: [WorkoutAnalysis.Peak], unit: String, digits: Int) -> String {
        peaks.map { "\(label(seconds: $0.seconds)) \(fixed($0.value, digits))" }.joined(separator: ", ") + " \(unit)"
    }

    private func label(seconds: Int) -> String { Measure.duration(seconds) }
    private func distance(_ meters: Double) -> String { Measure.distance(meters) }
    private func whole(_ value: Double) -> String { Measure.whole(value) }
    private func fixed(_ value: Double, _ digits: Int) -> String { Measure.fixed(value, digits) }
}

extension HeartRateTrainingImpulse.Sex: ExpressibleByArgument {}

/// Zones' lower bounds as given on the command line: numbers separated by commas, increasing.
struct ZoneBounds: ExpressibleByArgument {
    var zones: Zones

    init?(argument: String) {
        let numbers = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.contains(where: { $0 == nil }), let zones = Zones(lowerBounds: numbers.compactMap { $0 }) else { return nil }
        self.zones = zones
    }
}
