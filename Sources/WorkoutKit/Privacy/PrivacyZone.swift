import Foundation
import WorkoutModel

/// A circle around a place (a home, a workplace) no written position may be in:
/// `--privacy-zone LAT,LON,RADIUS`, or a zone of the privacy settings file.
public struct PrivacyZone: Sendable, Hashable {
    /// Degrees north, WGS84.
    public var latitude: Double
    /// Degrees east, WGS84.
    public var longitude: Double
    /// Metres (geodesic distance on WGS84); positive.
    public var radius: Double

    /// A zone of `radius` metres around `latitude`, `longitude`.
    ///
    /// - Throws: ``PrivacySettingsError`` (with neither file nor place: the caller names them)
    ///   for a latitude or longitude out of range or a radius that is not a positive number.
    public init(latitude: Double, longitude: Double, radius: Double) throws(PrivacySettingsError) {
        guard latitude.isFinite, abs(latitude) <= 90 else {
            throw PrivacySettingsError(problem: "the latitude \(latitude) is not between -90 and 90")
        }
        guard longitude.isFinite, abs(longitude) <= 180 else {
            throw PrivacySettingsError(problem: "the longitude \(longitude) is not between -180 and 180")
        }
        guard radius.isFinite, radius > 0 else {
            throw PrivacySettingsError(problem: "the radius \(radius) must be a positive number of metres")
        }
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
    }

    /// The zone `LAT,LON,RADIUS` names (degrees, degrees, metres): `48.8566,2.3522,300`.
    ///
    /// - Throws: ``PrivacySettingsError`` placed at `text`.
    public init(parsing text: String) throws(PrivacySettingsError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let latitude = parts[0], let longitude = parts[1], let radius = parts[2] else {
            throw PrivacySettingsError(place: "'\(text)'", problem: "not LAT,LON,RADIUS (degrees, degrees, metres)")
        }
        do {
            try self.init(latitude: latitude, longitude: longitude, radius: radius)
        } catch {
            throw PrivacySettingsError(place: "'\(text)'", problem: error.problem)
        }
    }

    /// Whether `latitude`, `longitude` is inside the zone (on its edge included).
    public func contains(latitude: Double, longitude: Double) -> Bool {
        Geodesy.distance(latitude1: self.latitude, longitude1: self.longitude, latitude2: latitude, longitude2: longitude)
            <= radius
    }
}

/// Privacy settings that cannot be used: a zone or distance given on the command line, or
/// the settings file, naming the file, the place and the problem.
public struct PrivacySettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The settings file's path as given; `nil` for a command-line value.
    public var file: String?
    /// The key, the value or the JSON position the problem is at; `nil` for the whole.
    public var place: String?
    /// What is wrong.
    public var problem: String

    public init(file: String? = nil, place: String? = nil, problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    public var description: String {
        [file, place, problem].compactMap { $0 }.joined(separator: ": ")
    }
}
