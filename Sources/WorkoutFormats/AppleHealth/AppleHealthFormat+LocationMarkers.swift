import Foundation
import WorkoutModel

/// CoreLocation's marker for a value a location does not have, as Apple Health's export
/// writes route points: every point has all of its values (a route file's `trkpt` its `<ele>`,
/// `<time>`, `<speed>`, `<course>`, `<hAcc>` and `<vAcc>`; an inline `Location` its
/// attributes), and one the location lacks is -1 (a `CLLocation` made without a course and
/// speed reports -1 for both; a negative accuracy marks its value as not valid, and a
/// negative vertical accuracy the altitude with it). Readers of Apple's exports expect every
/// value; workoutkit writes the marker for what a location lacks and reads it back as absent.
extension AppleHealthFormat {
    /// What Apple writes for a speed, course or accuracy the location does not have.
    static let noValue: Double = -1

    /// The values a route point is written with: the location's, or ``noValue`` (and an
    /// altitude of 0 m with a vertical accuracy of ``noValue``, CoreLocation's form of "no
    /// valid altitude", where it has no altitude).
    static func writtenValues(of location: Location) -> (
        altitude: Double, speed: Double, course: Double, horizontalAccuracy: Double, verticalAccuracy: Double
    ) {
        (altitude: location.altitude ?? 0, speed: location.speed ?? noValue, course: location.course ?? noValue,
         horizontalAccuracy: location.horizontalAccuracy ?? noValue,
         verticalAccuracy: location.altitude == nil ? noValue : location.verticalAccuracy ?? noValue)
    }

    /// A location of an Apple Health export's route (a route file's point or an inline
    /// `Location`) with CoreLocation's markers read as absent: a negative speed, course or
    /// accuracy is none, and an altitude of exactly 0 m whose vertical accuracy is negative
    /// is no altitude.
    static func readingMarkers(_ location: Location) -> Location {
        guard hasMarkers(location) else { return location }
        var read = location
        if isMarker(location.verticalAccuracy), location.altitude == 0 { read.altitude = nil }
        if isMarker(read.speed) { read.speed = nil }
        if isMarker(read.course) { read.course = nil }
        if isMarker(read.horizontalAccuracy) { read.horizontalAccuracy = nil }
        if isMarker(read.verticalAccuracy) { read.verticalAccuracy = nil }
        return read
    }

    /// Whether some value of `location` is CoreLocation's marker for none (``readingMarkers(_:)`` changes it).
    static func hasMarkers(_ location: Location) -> Bool {
        isMarker(location.speed) || isMarker(location.course) || isMarker(location.horizontalAccuracy)
            || isMarker(location.verticalAccuracy)
    }

    /// Whether a value is CoreLocation's marker for none: any negative value.
    static func isMarker(_ value: Double?) -> Bool { value.map { $0 < 0 } ?? false }
}
