import Foundation
import WorkoutModel

/// A made-up ride of known geometry for the pictures' tests: a square of 1 km sides centred on
/// latitude 0, longitude 0, ridden anticlockwise from its south-west corner at one point a
/// second, 100 s a side (10 m/s), with heart rate every second, a lap per side, and a pause
/// from 100 s to 150 s.
public enum SquareRouteWorkout {
    public static let start = Date(timeIntervalSince1970: 1_714_548_600)  // 2024-05-01T07:30:00Z

    /// WGS84 at the equator: metres per degree of latitude (meridional radius a(1 − e²)) and of
    /// longitude (the semi-major axis a), each times π/180.
    public static let metresPerDegreeNorth: Double = {
        let a = 6_378_137.0, f = 1 / 298.257_223_563
        return a * (1 - f * (2 - f)) * .pi / 180
    }()
    public static let metresPerDegreeEast = 6_378_137.0 * .pi / 180

    /// The corners in degrees, in the order ridden: south-west, south-east, north-east, north-west.
    public static let corners: [(latitude: Double, longitude: Double)] = {
        let north = 500 / metresPerDegreeNorth, east = 500 / metresPerDegreeEast
        return [(-north, -east), (-north, east), (north, east), (north, -east)]
    }()

    public static func recording() -> WorkoutRecording {
        var locations = RouteLocations()
        var samples: [QuantitySample] = []
        for second in 0...400 {
            let side = min(second / 100, 3), along = Double(second - side * 100) / 100
            let from = corners[side], to = corners[(side + 1) % 4]
            let time = start.addingTimeInterval(Double(second))
            locations.append(Location(timestamp: time, latitude: from.latitude + (to.latitude - from.latitude) * along,
                                      longitude: from.longitude + (to.longitude - from.longitude) * along, speed: 10))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(120 + Double(second % 50), .countPerMinute),
                                          start: time, end: time))
        }
        var events = (0..<4).map { WorkoutEvent(type: .lap, date: start.addingTimeInterval(Double($0) * 100), duration: 100) }
        events.append(WorkoutEvent(type: .pause, date: start.addingTimeInterval(100)))
        events.append(WorkoutEvent(type: .resume, date: start.addingTimeInterval(150)))
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(400), events: events)
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }
}
