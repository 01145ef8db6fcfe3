import Foundation
import Testing
import WorkoutModel
import RouteProcessing
import TestSupport

/// Clean and smooth against a track whose truth is known (see ``SyntheticTrack``).
@Suite struct SyntheticTrackAccuracyTests {
    static let seeds: [UInt64] = [1, 2, 3]

    /// Root-mean-square horizontal distance, metres, of each location from the truth at its time.
    static func rmsError(_ locations: RouteLocations, truth: RouteLocations) -> Double {
        let truthByTime = Dictionary(uniqueKeysWithValues: truth.map { ($0.timestamp, $0) })
        var sum = 0.0
        for location in locations {
            guard let real = truthByTime[location.timestamp] else {
                Issue.record("no true location at \(location.timestamp)")
                return .infinity
            }
            let error = Geodesy.distance(location, real)
            sum += error * error
        }
        return (sum / Double(max(locations.count, 1))).squareRoot()
    }

    static func cleanedAndSmoothed(_ track: SyntheticTrack) -> RouteLocations {
        let cleaned = RouteCleaner.clean(track.recorded, options: CleaningOptions(activityType: .running))
        return RouteSmoother.smooth(cleaned.locations)
    }

    @Test(arguments: seeds)
    func cleaningDropsEverySpikeAndLittleElse(seed: UInt64) {
        let track = SyntheticTrack(seed: seed)
        let result = RouteCleaner.clean(track.recorded, options: CleaningOptions(activityType: .running))
        let droppedIndices = Set(result.dropped.map(\.index))
        #expect(!track.spikeIndices.isEmpty)
        #expect(track.spikeIndices.isSubset(of: droppedIndices))
        let wronglyDropped = droppedIndices.subtracting(track.spikeIndices)
        #expect(wronglyDropped.count <= track.recorded.count / 1000, "dropped good fixes: \(wronglyDropped.sorted())")
        #expect(result.locations.count + result.dropped.count == track.recorded.count)
    }

    @Test(arguments: seeds)
    func cleanAndSmoothCutPositionErrorToAtMostFifteenPercentOfRaw(seed: UInt64) {
        let track = SyntheticTrack(seed: seed)
        let raw = Self.rmsError(track.recorded, truth: track.truth)
        let smoothed = Self.rmsError(Self.cleanedAndSmoothed(track), truth: track.truth)
        #expect(smoothed <= 0.15 * raw, "raw RMS \(raw) m, smoothed RMS \(smoothed) m")
        // Without the spikes the raw error is the noise, √2 × 4 m ≈ 5.7 m; the smoother
        // must also beat that by far, not only the spikes.
        #expect(smoothed < 2.0, "smoothed RMS \(smoothed) m")
    }

    @Test(arguments: seeds)
    func smoothedDistanceIsWithinTwoPercentOfTruth(seed: UInt64) {
        let track = SyntheticTrack(seed: seed)
        let metrics = RouteMetrics(locations: Self.cleanedAndSmoothed(track))
        let truth = track.trueDistance
        #expect(abs(metrics.distance - truth) <= 0.02 * truth, "distance \(metrics.distance) m, truth \(truth) m")
        // The raw recording is far off: that is what the processing is for.
        #expect(RouteMetrics(locations: track.recorded).distance > 1.5 * truth)
    }

    @Test(arguments: seeds)
    func smoothedElevationGainAndLossAreWithinTenPercentOfTruth(seed: UInt64) {
        let track = SyntheticTrack(seed: seed)
        let metrics = RouteMetrics(locations: Self.cleanedAndSmoothed(track))
        #expect(abs(metrics.elevationGain - track.trueElevationGain) <= 0.1 * track.trueElevationGain,
                "gain \(metrics.elevationGain) m, truth \(track.trueElevationGain) m")
        #expect(abs(metrics.elevationLoss - track.trueElevationLoss) <= 0.1 * track.trueElevationLoss,
                "loss \(metrics.elevationLoss) m, truth \(track.trueElevationLoss) m")
        #expect(RouteMetrics(locations: track.recorded).elevationGain > 3 * track.trueElevationGain)
    }

    @Test func locationsWithoutStatedAccuracyAreSmoothedWithTheDefaults() {
        let track = SyntheticTrack(seed: 4, reportsAccuracy: false)
        let raw = Self.rmsError(track.recorded, truth: track.truth)
        let smoothed = Self.rmsError(Self.cleanedAndSmoothed(track), truth: track.truth)
        #expect(smoothed <= 0.15 * raw, "raw RMS \(raw) m, smoothed RMS \(smoothed) m")
    }
}
