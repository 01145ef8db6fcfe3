import Foundation

/// The beats a heart rate variability reading was measured from, as HealthKit's
/// `HKHeartbeatSeriesSample` holds them and an Apple Health export lists them under its
/// `HeartRateVariabilitySDNN` record (`HeartRateVariabilityMetadataList`, one
/// `InstantaneousBeatsPerMinute` a beat).
///
/// The export gives each beat's time as a local time of day in the exporting phone's
/// locale (`6:14:48.94 PM`, `4:17:18.57 pm`, `20:14:07.68`, `08:34:05,10`), without a date
/// or a zone: it is kept as that text, so that the export is written back exactly.
public struct HeartbeatSeries: Hashable, Sendable {
    /// One beat: the instantaneous heart rate at it, and when it was.
    public struct Beat: Hashable, Sendable {
        /// The heart rate from the interval ending at this beat, in beats per minute.
        public var beatsPerMinute: Double
        /// The beat's time of day as the export writes it (see ``HeartbeatSeries``).
        public var time: String

        public init(beatsPerMinute: Double, time: String) {
            self.beatsPerMinute = beatsPerMinute
            self.time = time
        }
    }

    /// The beats in the order they were measured (an empty list is a list with no beat).
    public var beats: [Beat]

    public init(beats: [Beat] = []) {
        self.beats = beats
    }
}
