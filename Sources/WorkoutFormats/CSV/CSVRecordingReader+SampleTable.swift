import Foundation
import WorkoutModel

/// A CSV input may be workoutkit's sample table, read with ``CSVSampleTable``.
extension CSVRecordingReader: SampleTableReader {
    public func recognizesSampleTable(prefix: [UInt8]) -> Bool {
        CSVSampleTable.recognizes(prefix: prefix)
    }

    public func readSampleTable(from source: any ByteSource, name: String, emit: (UUID, [QuantitySample]) throws -> Void) throws {
        try CSVSampleTable.read(from: source, name: name, emit: emit)
    }
}
