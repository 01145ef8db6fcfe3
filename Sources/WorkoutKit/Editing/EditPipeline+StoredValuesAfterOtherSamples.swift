import Foundation
import WorkoutModel
import WorkoutStore

extension EditPipeline {
    /// Whether an edit that cuts the points of `stored` by time (a split) or joins them with
    /// another workout's (a combination) streams with its values saved after its other samples
    /// moved by a move of their own (``StoredPointMove/Points/savedAfterOtherSamples``), where
    /// ``streamsCut(_:)`` refuses it for them: a shift of it streams
    /// (``streamsIntoNextVersion(_:)``), the values saved before the other samples are series'
    /// values, and some were saved after them (a FIT file's developer fields, which an import
    /// saves after its laps; the whole read hands each back as a sample of its own). The time
    /// order of each move's points is checked as they pass, and whether the values after the
    /// other samples count in no figure (``valueMayFollowOtherSamples(_:)``) value by value.
    static func streamsCutPlacingLaterValues(_ stored: StoredWorkoutReader) throws -> Bool {
        try streamsIntoNextVersion(stored) && stored.valuesAreSeries() && !stored.valuesMayPrecedeOtherSamples()
    }

    /// Whether a value of `role` may be saved after a workout's other samples in a streamed cut:
    /// one that counts in no figure (not a distance, no ``EditFigures/SeriesKind``: a developer
    /// field). The whole edit keeps it as a sample of its own, counted in no figure but the
    /// first and last time; a distance or heart-rate value there would be counted by the stream
    /// and not by the whole edit.
    static func valueMayFollowOtherSamples(_ role: StreamedFigures.ValueRole) -> Bool {
        role.kind == nil && !role.isDistance
    }

    /// Moves the values of `later` (``StoredPointMove/Points/savedAfterOtherSamples``) up to the
    /// first `isInStretch` refuses into `recording` (none: passed over), each as `kept` makes it
    /// (given it, its type's index and its time; `nil`: left out) as a sample of its own,
    /// `samples` (the rest's samples as the edit leaves them, one for each, `nil`: left out)
    /// placed among them where they were saved. Returns how many of `samples` that are not
    /// `nil` went in, which the rest finished must leave out; `nil` where the move stops (a value
    /// that counts in a figure, going back in time, a sample naming a source of its own).
    static func moveLaterValues(
        _ later: StoredPointMove, into recording: StreamedRecording?, while isInStretch: (Double) -> Bool,
        roles: [StreamedFigures.ValueRole], samples: [QuantitySample?],
        kept: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?
    ) throws -> Int? {
        let others = StoredPointMove.OtherSamples(edited: samples, mayFollow: { valueMayFollowOtherSamples(roles[$0]) })
        guard try later.move(into: recording, while: isInStretch, value: kept, location: { _ in nil }, placing: others,
                             checkingTimeOrder: true) != nil else { return nil }
        return samples.prefix(later.otherSamplesPassed).count { $0 != nil }
    }

    /// Moves the samples of the workouts `stored` (their rests' samples, and their values saved
    /// after those where `placingLaterValues` says so, each a sample of its own) into
    /// `recording`, one workout after the other in `order`, each's in the order the whole read
    /// hands them out (``moveLaterValues(_:into:while:roles:samples:kept:)``): where a whole
    /// combination saves them, after every workout's other values. `false` where the move stops
    /// (the combination then reads whole).
    static func moveSamplesAndLaterValues(
        of stored: [StoredWorkoutReader], in order: [Int], placingLaterValues: [Bool], into recording: StreamedRecording
    ) throws -> Bool {
        for index in order {
            let samples = stored[index].rest.separateSamples.map { Optional($0) }
            var placed = 0
            if placingLaterValues[index] {
                let roles = stored[index].valueTypes.map(StreamedFigures.ValueRole.init)
                guard let moved = try moveLaterValues(StoredPointMove(stored[index], points: .savedAfterOtherSamples), into: recording,
                                                      while: { _ in true }, roles: roles, samples: samples, kept: { value, _, time in (value, time) })
                else { return false }
                placed = moved
            }
            let others = StoredPointMove.OtherSamples(edited: samples, mayFollow: { _ in true })
            var added = true
            try recording.add { feed in added = try others.add(placed..<samples.count) { try feed.addSample($0) } }
            guard added else { return false }
        }
        return true
    }

    /// Calls `body` with the time (seconds since the reference date) of each value of `stored`
    /// saved before its other samples and each location of its first route, in time order: the
    /// points the whole read holds in its series and route, where its values saved after the
    /// other samples are samples of their own. `false`, having stopped, where the values or the
    /// locations go back in time.
    static func forEachPointTimeBeforeOtherSamples(of stored: StoredWorkoutReader, _ body: (Double) -> Void) throws -> Bool {
        let values = try stored.startSavedOrderPass()
        let locations = try stored.rest.routes.isEmpty ? nil : stored.startLocationPass(ofRouteAt: 0)
        func nextValueTime() throws -> Double? {
            try values.next() && values.otherSamplesSavedBefore == 0 ? values.time.timeIntervalSinceReferenceDate : nil
        }
        func nextLocationTime() throws -> Double? {
            guard let locations, try locations.next() else { return nil }
            return locations.location.timestamp.timeIntervalSinceReferenceDate
        }
        var (valueTime, locationTime) = (try nextValueTime(), try nextLocationTime())
        var last = -Double.infinity
        while valueTime != nil || locationTime != nil {
            let time: Double
            if let value = valueTime, locationTime.map({ value <= $0 }) ?? true {
                time = value
                valueTime = try nextValueTime()
            } else {
                time = locationTime ?? last
                locationTime = try nextLocationTime()
            }
            // Two passes in time order give their times in order: one going back shows here.
            guard time >= last else { return false }
            last = time
            body(time)
        }
        return true
    }
}
