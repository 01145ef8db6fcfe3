import Testing
@testable import WorkoutFormats

@Suite struct FITSecondRunsTests {
    @Test func runsHoldEverySecondInsertedInAnyOrderAndNoOther() {
        let seconds: [Double] = [10, 11, 12, 12, 13, 20, 5, 6, 21, 100, 7, 11, 4, 50, 49, 51]
        var runs = SecondRuns()
        for second in seconds { runs.insert(second) }
        let sorted = runs.sorted()
        for second in stride(from: -1.0, through: 110, by: 1) {
            #expect(sorted.contains(second) == seconds.contains(second), "second \(second)")
        }
    }

    @Test func noRunsHoldNoSecond() {
        #expect(!SecondRuns().sorted().contains(0))
    }
}
