import Foundation
import WorkoutModel

/// One time point of a recorded track as a reader hands it on: a position and the
/// values measured there (the columns of the point table). Unknown values are `nil`.
public struct TrackPoint: Sendable, Equatable {
    public var time: Date?
    public var latitude: Double?
    public var longitude: Double?
    /// Metres.
    public var altitude: Double?
    public var horizontalAccuracy: Double?
    public var verticalAccuracy: Double?
    /// Metres per second.
    public var speed: Double?
    /// Degrees clockwise from true north.
    public var course: Double?
    /// Beats per minute.
    public var heartRate: Double?
    /// Revolutions (or steps) per minute, as the file states it.
    public var cadence: Double?
    /// Watts.
    public var power: Double?
    /// Degrees Celsius.
    public var ambientTemperature: Double?
    /// Degrees Celsius.
    public var waterTemperature: Double?
    /// Metres below the surface.
    public var depth: Double?
    /// Metres from the start of the workout, as the device measured it.
    public var distance: Double?
    /// Whether a segment of the track starts at this point where no pause and resume can
    /// say so (``/WorkoutModel/Location/startsSegment``: set by `TrackBuilder`).
    public var startsSegment = false

    public init(latitude: Double? = nil, longitude: Double? = nil, time: Date? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.time = time
    }

    /// The route location of this point, when it has a time and a position.
    public var location: Location? {
        guard let time, let latitude, let longitude else { return nil }
        return Location(timestamp: time, latitude: latitude, longitude: longitude, altitude: altitude,
                        horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                        speed: speed, course: course, startsSegment: startsSegment)
    }

    /// The route location of this point without a time (in a track that has times), when it
    /// has a position: ordered at `time`, the time of the point before it (see
    /// ``/WorkoutModel/Location/hasTime``), holding `values`, the point's other values
    /// (``/WorkoutModel/Location/values``).
    func untimedLocation(orderedAt time: Date, values: [LocationValue] = []) -> Location? {
        guard let latitude, let longitude else { return nil }
        return Location(timestamp: time, latitude: latitude, longitude: longitude, altitude: altitude,
                        horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                        speed: speed, course: course, hasTime: false, startsSegment: startsSegment, values: values)
    }

}
