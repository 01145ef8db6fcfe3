import Testing
@testable import TrainingAnalysis

@Suite("One-second series")
struct OneSecondSeriesTests {
    @Test("Each second takes the latest sample up to 10 s old; a longer silence is absent, never filled")
    func gapsStayAbsent() {
        let series = OneSecondSeries(times: [100, 101, 102, 120], values: [1, 2, 3, 4])
        #expect(series.start == 100)
        #expect(series.values.count == 21)
        #expect(Array(series.values[0...12]) == [1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3])
        #expect(series.values[13...19].allSatisfy { $0 == nil })
        #expect(series.values[20] == 4)
        #expect(series.presentCount == 14)
    }

    @Test("Of several samples in one second the last stands; samples out of order are put in order")
    func sameSecondAndOrder() {
        let series = OneSecondSeries(times: [10.2, 11.5, 10.7, 10.0], values: [2, 5, 3, 1])
        #expect(series.values == [3, 5])
    }

    @Test("No samples: an empty series, no mean, no maximum")
    func empty() {
        let series = OneSecondSeries(times: [], values: [])
        #expect(series.values.isEmpty && series.mean == nil && series.maximum == nil)
    }
}

@Suite("Mean-maximal curves")
struct MeanMaximalCurveTests {
    @Test("Best averages over 1, 2 and 3 s of a short series, worked by hand")
    func handWorked() {
        let series = OneSecondSeries(start: 0, values: [100, 200, 300, 400, 0, 500])
        let curve = MeanMaximalCurve(series, durations: [1, 2, 3, 7], absent: .zero)
        #expect(curve.points == [
            .init(duration: 1, average: 500, start: 5),
            .init(duration: 2, average: 350, start: 2),
            .init(duration: 3, average: 300, start: 1),  // 200+300+400 = 900 beats 300+400+0 and 400+0+500
        ])
        #expect(curve.average(over: 7) == nil)  // longer than the series
    }

    @Test("Absent seconds count as zero for power, and exclude a window for heart rate")
    func absentSeconds() {
        let series = OneSecondSeries(start: 0, values: [150, nil, 170, 160])
        #expect(MeanMaximalCurve(series, durations: [2, 3], absent: .zero).points.map(\.average) == [165, 110])
        let excluded = MeanMaximalCurve(series, durations: [2, 3], absent: .excluded)
        #expect(excluded.points == [.init(duration: 2, average: 165, start: 2)])
    }
}
