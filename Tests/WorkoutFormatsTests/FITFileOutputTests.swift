import FITCodec
import FITProfile
import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The FIT writer's bytes for `recording` (or `course`) with messages handed out every
/// `chunkSize` bytes to `sink`; `beforeFinish` sees the sink before the session ends.
private func writeFIT(_ recording: WorkoutRecording? = nil, course: Course? = nil, to sink: any ByteSink, chunkSize: Int,
                      beforeFinish: () throws -> Void = {}) throws {
    let session = FITWriterSession(output: sink, chunkSize: chunkSize)
    if let recording { try session.write(recording) }
    if let course { try session.write(course) }
    try beforeFinish()
    try session.finish()
}

/// A FIT activity of `records` records, each with a heart rate and `fieldCount` developer
/// fields (float32, each in a unit of its own), as a Connect IQ app heavy with fields writes them.
private func manyDeveloperFields(_ fieldCount: Int, records: Int) throws -> [UInt8] {
    var encoder = FITEncoder()
    try encoder.writeTestActivityFileID()
    var developer = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.developerDataId)
    try developer.set(FITField.DeveloperDataId.developerDataIndex, raw: 0)
    try encoder.write(developer)
    let units = ["Watts", "%", "RPM", "ms", "kJ", "psi", "Q"]
    let descriptions = try (0..<fieldCount).map { field in
        var description = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fieldDescription)
        try description.set(FITField.FieldDescription.developerDataIndex, raw: 0)
        try description.set(FITField.FieldDescription.fieldDefinitionNumber, raw: Int64(field))
        try description.set(FITField.FieldDescription.fitBaseTypeId, raw: Int64(FITBaseType.float32.rawValue))
        try description.set(FITField.FieldDescription.fieldName, string: "Field \(field)")
        try description.set(FITField.FieldDescription.units, string: units[field % units.count])
        try encoder.write(description)
        return FITDeveloperFieldDescription(developerDataIndex: 0, fieldNumber: UInt8(field), baseType: .float32,
                                            name: "Field \(field)", units: units[field % units.count])
    }
    for second in 0..<records {
        var record = try FITOutgoingMessage("record")
        try record.set(FITField.Record.timestamp, Double(1_000_000_000 + second))
        try record.set(FITField.Record.heartRate, Double(100 + second % 80))
        // A field left out now and then: its value is invalid at that record.
        record.developerFields = descriptions.enumerated().map { field, description in
            FITOutgoingDeveloperField(description: description,
                                      values: [(second + field) % 11 == 0 ? nil : .float(Double(field) * 10 + Double(second % 100) / 4)])
        }
        try encoder.write(record)
    }
    return encoder.finish()
}

private func readFITRecording(_ bytes: [UInt8], name: String) throws -> WorkoutRecording {
    try #require(try FITRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: name)).first)
}

private func corpusRecording(_ name: String) throws -> WorkoutRecording {
    let url = try #require(Corpus.url("fit/\(name)"))
    return try #require(try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: ReadContext(name: name)).first)
}

@Suite struct FITFileOutputTests {
    /// The recordings: corpus activities (a ride, a triathlon with Stryd's developer
    /// fields redefined mid-file, a small pool swim, a run with developer fields), one made
    /// with FITEncoder with 40 developer fields, and that one cut to its first 1,000 records.
    static let recordings: [String] = [
        "garmin-edge500-ride.fit", "garmin-fenix5x-triathlon-3MB.fit", "garmin-fr920xt-lap-swim.FIT",
        "stryd-run-developer-types.fit", "40 developer fields", "40 developer fields, cut",
    ]

    private func recording(_ name: String) throws -> WorkoutRecording {
        switch name {
        case "40 developer fields": try readFITRecording(try manyDeveloperFields(40, records: 3_000), name: name)
        case "40 developer fields, cut": try readFITRecording(try manyDeveloperFields(40, records: 1_000), name: name)
        default: try corpusRecording(name)
        }
    }

    @Test("a FIT file handed out as it is written (to a file, header written last; to any other sink, through a spool) is the file held whole",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: recordings)
    func handedOutFileIsTheHeldFile(name: String) throws {
        let recording = try recording(name)
        let held = DataByteSink()
        try writeFIT(recording, to: held, chunkSize: .max)
        #expect(held.bytes.count > 4_096, "the file spans several chunks")

        let directory = try TemporaryDirectory()
        // A message a chunk (chunks of 1 byte) on the files under 512 KB: a megabyte file handed
        // out message by message takes most of a minute in a debug build and finds nothing more.
        let chunkSizes = held.bytes.count < 1 << 19 ? [1, 4_096, FITFileOutput.defaultChunkSize] : [4_096, FITFileOutput.defaultChunkSize]
        for chunkSize in chunkSizes {
            // To a file: the messages are in it before the session ends.
            let path = directory.path("out-\(chunkSize).fit")
            let file = try FileByteSink(path: path)
            try writeFIT(recording, to: file, chunkSize: chunkSize) {
                // Records fill a chunk well before the end when the file holds two of them.
                if held.bytes.count > 2 * chunkSize { #expect(file.writtenCount > 0, "written as it goes, chunks of \(chunkSize)") }
            }
            try file.close()
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == held.bytes, "to a file, chunks of \(chunkSize)")

            // To a sink that cannot be written again in place: nothing comes before the header.
            let other = DataByteSink()
            try writeFIT(recording, to: other, chunkSize: chunkSize) { #expect(other.bytes.isEmpty) }
            #expect(other.bytes == held.bytes, "through a spool, chunks of \(chunkSize)")
        }
        // The bytes decode with the header's size and both CRCs checked.
        #expect(try !FITDecoder.decode(held.bytes, mode: .strict).messages.isEmpty)
    }

    @Test("a course file handed out as it is written is the file held whole")
    func courseHandedOut() throws {
        let points = CoursePoints((0..<2_000).map { index in
            CoursePoints.Point(latitude: 47 + Double(index) / 10_000, longitude: 8 + Double(index) / 20_000, elevation: 400 + Double(index % 50),
                        time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
        })
        let course = Course(name: "Loop", points: points)
        let held = DataByteSink()
        try writeFIT(course: course, to: held, chunkSize: .max)
        let directory = try TemporaryDirectory()
        let file = try FileByteSink(path: directory.path("course.fit"))
        try writeFIT(course: course, to: file, chunkSize: 1_000)
        try file.close()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: directory.path("course.fit")))) == held.bytes)
        let other = DataByteSink()
        try writeFIT(course: course, to: other, chunkSize: 1_000)
        #expect(other.bytes == held.bytes)
    }

    @Test("a sink that is not a regular file cannot be written again in place; one that is refuses bytes outside what it wrote")
    func overwriteOnlyInsideARegularFile() throws {
        #expect(!FileByteSink(standardOutput: ()).canOverwrite)
        let null = try FileByteSink(path: "/dev/null")
        #expect(!null.canOverwrite)
        #expect(throws: FormatError.self) { try null.overwrite([1], at: 0) }
        let directory = try TemporaryDirectory()
        let file = try FileByteSink(path: directory.path("a"))
        #expect(file.canOverwrite)
        try file.write(bytes: [1, 2, 3, 4])
        #expect(throws: FormatError.self) { try file.overwrite([9, 9], at: 3) }
        try file.overwrite([9, 9], at: 1)
        try file.write(bytes: [5])
        try file.close()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: directory.path("a")))) == [1, 9, 9, 4, 5])
    }
}
