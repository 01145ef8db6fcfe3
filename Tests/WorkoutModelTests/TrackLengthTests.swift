import Foundation
import Testing
@testable import WorkoutModel

@Suite("A track's length within its segments")
struct TrackLengthTests {
    /// JFK and London: 5,551,759.400 m apart on WGS84 (GeographicLib).
    private static let leg = 5_551_759.400
    private func jfk(_ seconds: Double, startsSegment: Bool = false, hasTime: Bool = true) -> Location {
        Location(timestamp: Date(timeIntervalSince1970: seconds), latitude: 40.6, longitude: -73.8,
                 hasTime: hasTime, startsSegment: startsSegment)
    }
    private func london(_ seconds: Double, startsSegment: Bool = false) -> Location {
        Location(timestamp: Date(timeIntervalSince1970: seconds), latitude: 51.6, longitude: -0.5, startsSegment: startsSegment)
    }

    @Test("The step into a location that starts a segment is not measured: JFK-London, break, JFK-London is two legs, not three")
    func stepIntoASegmentIsSkipped() {
        var length = TrackLength()
        #expect(length.add(jfk(0)) == nil)
        let first = length.add(london(100))
        #expect(abs((first?.meters ?? 0) - Self.leg) < 0.002 && first?.seconds == 100)
        #expect(length.add(jfk(200, startsSegment: true)) == nil)
        #expect(length.add(london(300)) != nil)
        #expect(abs(length.meters - 2 * Self.leg) < 0.004)
        #expect(length.steps == 2)
        // The same locations without the break: three legs.
        #expect(abs(Geodesy.pathLength([jfk(0), london(100), jfk(200), london(300)]) - 3 * Self.leg) < 0.006)
        #expect(abs(Geodesy.pathLength([jfk(0), london(100), jfk(200, startsSegment: true), london(300)]) - 2 * Self.leg) < 0.004)
    }

    @Test("A segment started by a location passed over (one without a time) still breaks the track; an invalid coordinate is left out without a break")
    func passedSegmentStartsBreak() {
        var length = TrackLength()
        length.add(jfk(0))
        length.add(london(100))
        length.pass(jfk(100, startsSegment: true, hasTime: false))
        #expect(length.add(jfk(200)) == nil)
        length.add(london(300))
        #expect(abs(length.meters - 2 * Self.leg) < 0.004)

        var withInvalid = TrackLength()
        withInvalid.add(jfk(0))
        #expect(withInvalid.add(Location(timestamp: Date(timeIntervalSince1970: 50), latitude: .nan, longitude: 0)) == nil)
        #expect(withInvalid.add(london(100)) != nil)
        #expect(withInvalid.steps == 1)
    }

    @Test("A track ended starts another: no step from the last location of one to the first of the next")
    func endTrackBreaks() {
        var length = TrackLength()
        length.add(jfk(0))
        length.add(london(100))
        length.endTrack()
        #expect(length.add(jfk(200)) == nil)
        #expect(abs(length.meters - Self.leg) < 0.002 && length.steps == 1)
    }
}
