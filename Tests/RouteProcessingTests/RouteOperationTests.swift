import Testing
import WorkoutModel
import RouteProcessing
import TestSupport

@Suite struct RouteOperationTests {
    static let operations: [RouteOperation] = [
        .clean(CleaningOptions(activityType: .cycling)),
        .clean(CleaningOptions(maximumSpeed: 9, jumpDistance: 150, minimumStretch: 8, defaultAccuracy: 7)),
        .smooth(SmoothingOptions()),
        .smooth(SmoothingOptions(horizontalAccelerationNoise: 1, maximumGap: 120)),
        .simplify(tolerance: 7.5),
        .resample(interval: 5, maximumGap: 30),
    ]

    @Test(arguments: operations)
    func nameAndParametersRebuildTheSameOperation(operation: RouteOperation) {
        #expect(RouteOperation(name: operation.name, parameters: operation.parameters) == operation)
    }

    @Test func namesAreTheStoredWords() {
        #expect(Self.operations.map(\.name) == ["clean", "clean", "smooth", "smooth", "simplify", "resample"])
        #expect(RouteOperation.simplify(tolerance: 7.5).parameters == ["tolerance": 7.5])
    }

    @Test func missingRequiredParametersOrUnknownNamesGiveNil() {
        #expect(RouteOperation(name: "simplify", parameters: [:]) == nil)
        #expect(RouteOperation(name: "clean", parameters: ["jumpDistance": 100]) == nil)
        #expect(RouteOperation(name: "resample", parameters: [:]) == nil)
        #expect(RouteOperation(name: "teleport", parameters: [:]) == nil)
        #expect(RouteOperation(name: "clean", parameters: ["maximumSpeed": 10, "minimumStretch": .nan]) == nil)
        #expect(RouteOperation(name: "smooth", parameters: [:]) == .smooth(SmoothingOptions()))
    }

    @Test func applyingAnOperationDoesWhatItNames() throws {
        let recorded = SyntheticTrack(seed: 12, length: 2000).recorded
        let options = CleaningOptions(activityType: .running)
        #expect(try RouteOperation.clean(options).apply(to: recorded) == RouteCleaner.clean(recorded, options: options).locations)
        #expect(try RouteOperation.smooth(SmoothingOptions()).apply(to: recorded) == RouteSmoother.smooth(recorded))
        #expect(try RouteOperation.simplify(tolerance: 10).apply(to: recorded)
                == RouteSimplifier.simplify(recorded, tolerance: 10))
        #expect(try RouteOperation.resample(interval: 2, maximumGap: 60).apply(to: recorded)
                == RouteSimplifier.resample(recorded, interval: 2))
        #expect(throws: RouteProcessingError.self) { try RouteOperation.simplify(tolerance: -1).apply(to: recorded) }
    }

    @Test func parametersOutOfRangeAreRefusedBeforeAnyWork() {
        let route = straightRoute(count: 10)
        #expect(throws: RouteProcessingError.invalidParameter(
            name: "maximumSpeed", value: -5, requirement: "a positive number of m/s")) {
            try RouteOperation.clean(CleaningOptions(maximumSpeed: -5)).apply(to: route)
        }
        #expect(throws: RouteProcessingError.self) {
            try RouteOperation.clean(CleaningOptions(maximumSpeed: 10, minimumStretch: 0)).apply(to: route)
        }
        #expect(throws: RouteProcessingError.self) {
            try RouteOperation.smooth(SmoothingOptions(horizontalAccelerationNoise: .nan)).apply(to: route)
        }
        #expect(throws: RouteProcessingError.self) {
            try RouteOperation.smooth(SmoothingOptions(maximumGap: -1)).apply(to: route)
        }
        // Infinity is a meaningful gap and gate: never split, never reject.
        #expect(throws: Never.self) {
            try RouteOperation.smooth(SmoothingOptions(maximumGap: .infinity, horizontalGate: .infinity)).apply(to: route)
        }
        let message = RouteProcessingError.invalidParameter(
            name: "maximumSpeed", value: -5, requirement: "a positive number of m/s").description
        #expect(message == "route processing: maximumSpeed -5.0 is invalid: it must be a positive number of m/s")
    }
}
