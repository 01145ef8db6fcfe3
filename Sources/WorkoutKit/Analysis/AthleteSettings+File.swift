import Foundation
import TrainingAnalysis

/// A settings file that cannot be used: the file, the place in it (a key, or where the JSON
/// stops making sense) and the problem.
public struct AthleteSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// The key, or the position, the problem is at; `nil` for the whole file.
    public var place: String?
    /// What is wrong.
    public var problem: String

    public init(file: String, place: String?, problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    public var description: String {
        [file, place, problem].compactMap { $0 }.joined(separator: ": ")
    }
}

extension AthleteSettings {
    /// The keys of a settings file, each with what it sets.
    public enum FileKey: String, CaseIterable, Sendable {
        /// ``AthleteSettings/thresholdPower``, in watts.
        case ftp
        /// ``AthleteSettings/maximumHeartRate``, in beats per minute.
        case maxHeartRate
        /// ``AthleteSettings/restingHeartRate``, in beats per minute.
        case restingHeartRate
        /// ``AthleteSettings/sex``: `"male"` or `"female"`.
        case sex
        /// ``AthleteSettings/heartRateZones``: lower bounds in beats per minute, increasing.
        case heartRateZones
        /// ``AthleteSettings/powerZones``: lower bounds in watts, increasing.
        case powerZones
    }

    /// Where the settings file is looked for when none is named:
    /// `$XDG_CONFIG_HOME/workoutkit/athlete.json`, else `$HOME/.config/workoutkit/athlete.json`;
    /// `nil` when neither variable is set.
    public static func defaultFilePath(environment: [String: String]) -> String? {
        SettingsFile.defaultPath(named: "athlete.json", environment: environment)
    }

    /// The settings of the file at `path` (see ``init(json:file:)``).
    ///
    /// - Throws: ``AthleteSettingsError`` when the file cannot be read or its content is not
    ///   valid settings.
    public init(contentsOfFile path: String) throws(AthleteSettingsError) {
        let data: Data
        switch SettingsFile.contents(of: path) {
        case .success(let contents): data = contents
        case .failure(let problem): throw AthleteSettingsError(file: path, place: nil, problem: problem.text)
        }
        try self.init(json: data, file: path)
    }

    /// The settings a JSON object gives, such as
    /// `{"ftp": 250, "maxHeartRate": 190, "restingHeartRate": 50, "sex": "female", "heartRateZones": [120, 140, 155, 170]}`.
    /// Every key is optional (``FileKey``); an unknown key is refused, so that a misspelt one
    /// is not silently ignored. Numbers must be positive, the resting heart rate below the
    /// maximum, and zones' bounds increasing.
    ///
    /// - Throws: ``AthleteSettingsError`` naming `file`, the key or JSON position, and the problem.
    public init(json data: Data, file: String) throws(AthleteSettingsError) {
        func failure(_ place: String?, _ problem: String) -> AthleteSettingsError {
            AthleteSettingsError(file: file, place: place, problem: problem)
        }
        let dictionary: [String: Any]
        switch SettingsFile.object(in: data) {
        case .success(let object): dictionary = object
        case .failure(let problem): throw failure(nil, problem.text)
        }
        self.init()
        for key in dictionary.keys.sorted() {
            guard let setting = FileKey(rawValue: key) else {
                throw failure("key \"\(key)\"", "not a setting (" + FileKey.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            let value = dictionary[key]!
            let place = "key \"\(key)\""
            func positive(_ value: Any) throws(AthleteSettingsError) -> Double {
                guard let number = Self.number(value), number > 0 else { throw failure(place, "must be a positive number") }
                return number
            }
            func zones(_ value: Any) throws(AthleteSettingsError) -> Zones {
                guard let list = value as? [Any], !list.isEmpty else { throw failure(place, "must be a list of numbers") }
                var bounds: [Double] = []
                for item in list {
                    guard let number = Self.number(item) else { throw failure(place, "must be a list of numbers") }
                    bounds.append(number)
                }
                guard let zones = Zones(lowerBounds: bounds) else { throw failure(place, "the bounds must increase") }
                return zones
            }
            switch setting {
            case .ftp: thresholdPower = try positive(value)
            case .maxHeartRate: maximumHeartRate = try positive(value)
            case .restingHeartRate: restingHeartRate = try positive(value)
            case .sex:
                guard let name = value as? String, let sex = HeartRateTrainingImpulse.Sex(rawValue: name) else {
                    throw failure(place, "must be \"male\" or \"female\"")
                }
                self.sex = sex
            case .heartRateZones: heartRateZones = try zones(value)
            case .powerZones: powerZones = try zones(value)
            }
        }
        if let rest = restingHeartRate, let maximum = maximumHeartRate, rest >= maximum {
            throw failure("key \"restingHeartRate\"", "must be below maxHeartRate (\(maximum))")
        }
    }

    /// A finite JSON number as JSONSerialization gives it (an `NSNumber`); `nil` for anything
    /// else, `true` and `false` included (booleans are `NSNumber`s of type `c`, and an
    /// `NSNumber` of 0 or 1 casts to `Bool`, so the type is what tells them apart).
    static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite else {
            return nil
        }
        return number.doubleValue
    }

    /// These settings with each value `other` sets (command-line flags over a file's).
    /// `sex` is taken from `other` when `otherSetsSex`.
    public func overridden(by other: AthleteSettings, otherSetsSex: Bool) -> AthleteSettings {
        var settings = self
        if let value = other.thresholdPower { settings.thresholdPower = value }
        if let value = other.maximumHeartRate { settings.maximumHeartRate = value }
        if let value = other.restingHeartRate { settings.restingHeartRate = value }
        if otherSetsSex { settings.sex = other.sex }
        if let value = other.heartRateZones { settings.heartRateZones = value }
        if let value = other.powerZones { settings.powerZones = value }
        return settings
    }
}
