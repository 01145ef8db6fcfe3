import Testing
@testable import WorkoutFormats

/// What the sentences that name losses say becomes of the values: left out, or written
/// otherwise (rounded, written as another value).
@Suite("Loss report: what becomes of the values named")
struct LossWordingTests {
    static let rounded = "the altitude of 300 points (rounded to 0.2 m)"
    static let renamed = "the WKLapTriggerMethod session_end of 2 laps (written as Manual)"

    @Test("values left out, written otherwise, or both")
    func outcomes() {
        #expect(LossReport.outcome(of: ["3 laps", "the device", "the activity type running (read back as other)"]) == .leftOut)
        #expect(LossReport.outcome(of: [Self.rounded, Self.renamed]) == .writtenOtherwise)
        #expect(LossReport.outcome(of: ["3 laps", Self.rounded]) == .mixed)
    }

    @Test("--strict refusing rounding says the values would be written, not left out")
    func strictRefusalSaysWhatWouldBeWritten() {
        #expect(FormatError.wouldLoseData(file: "a.fit", format: "fit", losses: [Self.rounded]).description
            == "a.fit: FIT cannot hold \(Self.rounded); nothing was written (without --strict they would be written as named with a warning)")
        #expect(FormatError.wouldLoseData(file: "a.tcx", format: "tcx", losses: ["3 laps", Self.rounded]).description
            == "a.tcx: TCX cannot hold 3 laps and \(Self.rounded); nothing was written "
            + "(without --strict they would be left out or written as named with a warning)")
        #expect(FormatError.wouldLoseData(file: "a.csv", format: "csv", losses: ["3 laps"]).description
            == "a.csv: CSV cannot hold 3 laps; nothing was written (without --strict they would be left out with a warning)")
    }
}
