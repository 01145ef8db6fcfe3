import Foundation
import Testing
import WorkoutModel
import RouteProcessing

@Suite struct RunStartsTests {
    /// Ten locations one second apart, from `start`.
    private let start = Date(timeIntervalSince1970: 1_714_548_600)
    private var locations: RouteLocations {
        RouteLocations((0..<10).lazy.map { Location(timestamp: start.addingTimeInterval(Double($0)), latitude: 52.5, longitude: 13.4) })
    }

    private func event(_ type: WorkoutEvent.EventType, at seconds: Double) -> WorkoutEvent {
        WorkoutEvent(type: type, date: start.addingTimeInterval(seconds))
    }

    @Test func aPauseStartsARunAfterItAndAResumeAtIt() {
        let events = [event(.pause, at: 3), event(.resume, at: 6), event(.lap, at: 8)]
        #expect(RouteSmoother.runStarts(of: locations, events: events) == [4, 6])
    }

    @Test func aPauseBetweenFixesAndItsResumeStartOneRun() {
        let events = [event(.pause, at: 3.5), event(.resume, at: 3.8)]
        #expect(RouteSmoother.runStarts(of: locations, events: events) == [4])
    }

    @Test func eventsBeforeTheFirstOrAfterTheLastLocationStartNoRun() {
        let events = [event(.resume, at: -5), event(.resume, at: 0), event(.pause, at: 9), event(.resume, at: 20)]
        #expect(RouteSmoother.runStarts(of: locations, events: events).isEmpty)
        #expect(RouteSmoother.runStarts(of: [], events: events).isEmpty)
    }
}
