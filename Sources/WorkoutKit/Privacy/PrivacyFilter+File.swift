import Foundation

extension PrivacyFilter {
    /// The keys of a privacy settings file.
    public enum FileKey: String, CaseIterable, Sendable {
        /// ``PrivacyFilter/zones``: a list of `{"latitude": 48.8566, "longitude": 2.3522, "radius": 300}`.
        case zones
        /// ``PrivacyFilter/hiddenEnds``, in metres.
        case hideEnds
    }

    /// The keys of a zone in a privacy settings file.
    private static let zoneKeys = ["latitude", "longitude", "radius"]

    /// Where the privacy settings file is looked for when none is named, beside the athlete
    /// settings: `$XDG_CONFIG_HOME/workoutkit/privacy.json`, else
    /// `$HOME/.config/workoutkit/privacy.json`; `nil` when neither variable is set.
    public static func defaultFilePath(environment: [String: String]) -> String? {
        SettingsFile.defaultPath(named: "privacy.json", environment: environment)
    }

    /// The filter of the settings file at `path` (see ``init(json:file:)``).
    ///
    /// - Throws: ``PrivacySettingsError`` when the file cannot be read or its content is not
    ///   valid settings.
    public init(contentsOfFile path: String) throws(PrivacySettingsError) {
        let data: Data
        switch SettingsFile.contents(of: path) {
        case .success(let contents): data = contents
        case .failure(let problem): throw PrivacySettingsError(file: path, place: nil, problem: problem.text)
        }
        try self.init(json: data, file: path)
    }

    /// The filter a JSON object gives, such as
    /// `{"zones": [{"latitude": 48.8566, "longitude": 2.3522, "radius": 300}], "hideEnds": 200}`.
    /// Both keys are optional (``FileKey``); an unknown key is refused, so that a misspelt one
    /// is not silently ignored (a zone left out would publish what it should hide).
    ///
    /// - Throws: ``PrivacySettingsError`` naming `file`, the key or JSON position, and the problem.
    public init(json data: Data, file: String) throws(PrivacySettingsError) {
        func failure(_ place: String?, _ problem: String) -> PrivacySettingsError {
            PrivacySettingsError(file: file, place: place, problem: problem)
        }
        let dictionary: [String: Any]
        switch SettingsFile.object(in: data) {
        case .success(let object): dictionary = object
        case .failure(let problem): throw failure(nil, problem.text)
        }
        var zones: [PrivacyZone] = []
        var hiddenEnds: Double?
        for key in dictionary.keys.sorted() {
            guard let setting = FileKey(rawValue: key) else {
                throw failure("key \"\(key)\"", "not a setting (" + FileKey.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            let value = dictionary[key]!
            switch setting {
            case .hideEnds:
                guard let metres = AthleteSettings.number(value) else { throw failure("key \"hideEnds\"", "must be a number of metres") }
                hiddenEnds = metres
            case .zones:
                guard let list = value as? [Any] else { throw failure("key \"zones\"", "must be a list of zones") }
                for (index, item) in list.enumerated() {
                    let place = "zone \(index + 1)"
                    guard let zone = item as? [String: Any] else {
                        throw failure(place, "must be an object with latitude, longitude and radius")
                    }
                    if let unknown = zone.keys.sorted().first(where: { !Self.zoneKeys.contains($0) }) {
                        throw failure(place, "\"\(unknown)\" is not a zone's key (latitude, longitude, radius)")
                    }
                    let numbers = Self.zoneKeys.map { zone[$0].flatMap(AthleteSettings.number) }
                    guard let latitude = numbers[0], let longitude = numbers[1], let radius = numbers[2] else {
                        throw failure(place, "needs latitude, longitude and radius, each a number")
                    }
                    do {
                        zones.append(try PrivacyZone(latitude: latitude, longitude: longitude, radius: radius))
                    } catch {
                        throw failure(place, error.problem)
                    }
                }
            }
        }
        do {
            try self.init(zones: zones, hiddenEnds: hiddenEnds)
        } catch {
            throw failure("key \"hideEnds\"", error.problem)
        }
    }
}
