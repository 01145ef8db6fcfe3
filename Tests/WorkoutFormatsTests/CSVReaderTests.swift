import Foundation
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutFormats

@Suite("CSV reader")
struct CSVReaderTests {
    private func records(_ text: String) throws -> [[String]] {
        let reader = CSVRecordReader(source: DataByteSource(Array(text.utf8)), name: "t.csv")
        var result: [[String]] = []
        while let record = try reader.next() { result.append(record) }
        return result
    }

    private func read(_ text: String, name: String = "t.csv") throws -> [WorkoutRecording] {
        try CSVRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: name))
    }

    private func readCorpus(_ path: String) throws -> (recordings: [WorkoutRecording], warnings: [String]) {
        let url = try #require(Corpus.url(path))
        let context = ReadContext(name: path)
        let recordings = try CSVRecordingReader().readAll(from: try FileByteSource(path: url.path), context: context)
        return (recordings, context.warnings)
    }

    @Test("RFC 4180: quoted commas, doubled quotes and line breaks, CRLF, LF and CR endings, a BOM, empty lines")
    func rfc4180Records() throws {
        let text = "\u{FEFF}a,\"b, c\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",,x\ny\rz,\"\"\n"
        #expect(try records(text) == [["a", "b, c", "say \"hi\""], ["two\nlines", "", "x"], ["y"], ["z", ""]])
    }

    @Test("An unclosed quote and text after a closing quote are errors naming the line")
    func malformedQuotes() throws {
        #expect(throws: FormatError.malformed(file: "t.csv", at: .line(2), reason: "a quoted cell is not closed before the end of the file")) {
            try records("a,b\n\"open,c\n")
        }
        #expect(throws: FormatError.malformed(file: "t.csv", at: .line(1), reason: "a quoted cell must be followed by a comma or the end of the line")) {
            try records("\"a\"b,c\n")
        }
    }

    @Test("A record longer than the limit is refused instead of buffered")
    func overlongRecordRefused() throws {
        let long = String(repeating: "x", count: CSVRecordReader.maximumRecordBytes + 10)
        #expect(throws: FormatError.malformed(file: "t.csv", at: .line(2), reason: "the record is longer than \(CSVRecordReader.maximumRecordBytes) bytes")) {
            try records("a\n\(long)\n")
        }
    }

    @Test("workoutkit's point table reads back what the writer wrote, one recording per workout")
    func pointTableRoundTrip() throws {
        let original = JSONFormatTests.recording()
        var second = original
        second.workout.uuid = UUID(uuidString: "6F1C0000-0000-4000-8000-0000000000FF")!
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .points).write([original, second], to: sink)
        #expect(CSVRecordingReader().recognizes(prefix: Array(sink.bytes.prefix(4096))))
        let recordings = try CSVRecordingReader().readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "p.csv"))
        #expect(recordings.count == 2)
        let back = try #require(recordings.first)
        #expect(back.routes.first?.locations == original.routes.first?.locations)
        #expect(back.samples(ofType: .heartRate).map(\.quantity.value) == original.samples(ofType: .heartRate).map(\.quantity.value))
        #expect(back.workout.syncIdentifier == "csv|6F1C0000-0000-4000-8000-000000000001|2024-05-01T07:30:00.000Z")
        #expect(recordings[1].workout.syncIdentifier != back.workout.syncIdentifier)
    }

    @Test("workoutkit's workout table reads back the workouts with their totals, source and device")
    func workoutTableRoundTrip() throws {
        let original = JSONFormatTests.recording()
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .workouts).write([original], to: sink)
        let back = try #require(try CSVRecordingReader().readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "w.csv")).first)
        #expect(back.workout.uuid == original.workout.uuid)
        #expect(back.workout.activityType == .running)
        #expect(back.workout.startDate == original.workout.startDate)
        #expect(back.workout.duration == 1872)
        #expect(back.workout.totalDistance == Quantity(5012.4, .meter))
        #expect(back.workout.totalEnergyBurned == Quantity(412, .kilocalorie))
        #expect(back.workout.source.name == "Garmin Connect")
        #expect(back.workout.device?.name == "Forerunner 945")
    }

    @Test("A sample table is refused as recordings, saying how it is imported")
    func sampleTableNeedsTheStore() throws {
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .samples).write([JSONFormatTests.recording()], to: sink)
        #expect(throws: FormatError.self) { try CSVRecordingReader().readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "s.csv")) }
        do {
            _ = try CSVRecordingReader().readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "s.csv"))
        } catch {
            #expect("\(error)".contains("sample table"))
        }
    }

    @Test("An unrecognised CSV is an error listing the columns not understood")
    func unrecognisedColumnsListed() throws {
        #expect(throws: FormatError.unknownFormat(
            file: "t.csv", reason: "not a CSV table workoutkit understands: it has no time column; columns not understood: “name”, “colour”")) {
            try read("name,colour\nx,y\n")
        }
        #expect(throws: FormatError.unknownFormat(
            file: "t.csv", reason: "not a CSV table workoutkit understands: no column holds a position or a measurement; columns not understood: “mood”")) {
            try read("time,mood\n2024-05-01T07:30:00Z,fine\n")
        }
    }

    @Test("A bad cell names the line and the column")
    func badCellNamesLineAndColumn() throws {
        #expect(throws: FormatError.malformed(file: "t.csv", at: .line(3), reason: "column “hr”: “fast” is not a number")) {
            try read("time,hr\n2024-05-01T07:30:00Z,120\n2024-05-01T07:30:01Z,fast\n")
        }
        #expect(throws: FormatError.malformed(file: "t.csv", at: .line(2), reason: "column “time”: cannot read the time “yesterday”")) {
            try read("time,hr\nyesterday,120\n")
        }
    }

    @Test("GPSBabel unicsv: date and time columns, positions, altitude, heart rate and temperature",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func gpsbabelUnicsv() throws {
        let (recordings, _) = try readCorpus("csv/gpsbabel-unicsv-garminconnect.csv")
        let recording = try #require(recordings.first)
        #expect(recordings.count == 1)
        let locations = try #require(recording.routes.first?.locations)
        #expect(locations.count == 68)
        #expect(locations[0].timestamp == Timestamp.date("2023-01-16T18:02:26Z"))
        #expect(locations[0].latitude == 40.188950 && locations[0].longitude == -105.178361 && locations[0].altitude == 1531.4)
        #expect(recording.samples(ofType: .heartRate).first?.quantity.value == 82)
        #expect(recording.samples(ofType: .ambientTemperature).first?.quantity.value == 2)
    }

    @Test("python-fitparse's expected records agree with our FIT reading of the same file",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-fenix5-run-tiny", "garmin-edge500-ride"])
    func fitparseRecordsAgreeWithFIT(name: String) throws {
        let (recordings, _) = try readCorpus("csv/\(name)-records.csv")
        let csv = try #require(recordings.first)
        let fitURL = try #require(Corpus.url("fit/\(name).fit"))
        let fit = try #require(try FITRecordingReader().readAll(from: try FileByteSource(path: fitURL.path), context: ReadContext(name: name)).first)
        let csvLocations = try #require(csv.routes.first?.locations)
        let fitLocations = try #require(fit.routes.first?.locations)
        // fitparse lists every record; the Edge 500 file repeats a few times, and the FIT reading
        // keeps what the model holds of those, so each FIT location is looked for among the CSV rows of its time.
        #expect(csvLocations.count >= fitLocations.count)
        let csvByTime = Dictionary(grouping: csvLocations, by: \.timestamp)
        for location in fitLocations {
            let rows = try #require(csvByTime[location.timestamp])
            #expect(rows.contains { abs($0.latitude - location.latitude) < 1e-9 && abs($0.longitude - location.longitude) < 1e-9 })
        }

    }

    @Test("FIT-epoch integer timestamps and null cells (python-fitparse, Forerunner 70)",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func fitEpochTimestamps() throws {
        let (recordings, _) = try readCorpus("csv/garmin-fr70-compressed-timestamps-records.csv")
        let recording = try #require(recordings.first)
        // The peer (Garmin's SDK via fitdecode) reads the first record at 648283464000 ms; the CSV starts 5 s later.
        #expect(recording.workout.startDate == Date(timeIntervalSince1970: 648_283_469))
        #expect(recording.routes.isEmpty)
        #expect(recording.samples(ofType: .heartRate).count == 754)
        #expect(recording.samples(ofType: .cyclingCadence).count == 753)
    }

    @Test("Columbus V-900: YYMMDD and HHMMSS, hemisphere letters, speed in km/h",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func columbusV900() throws {
        let (recordings, _) = try readCorpus("csv/columbus-v900-logger.CSV")
        let first = try #require(recordings.first?.routes.first?.locations.first)
        #expect(first.timestamp == Timestamp.date("2025-07-24T17:34:18Z"))
        #expect(first.latitude == 49.0733336 && first.longitude == -125.7648551)
        #expect(abs((first.speed ?? 0) - 0.2 / 3.6) < 1e-12)
    }

    @Test("Every CSV of the corpus imports or fails with a specific message",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func everyCorpusCSV() throws {
        let expectations: [String: (locations: Int?, failure: String?)] = [
            "columbus-v900-logger.CSV": (742, nil),
            "cycleops-joule.csv": (nil, nil),
            "garmin-edge500-ride-records.csv": (10_686, nil),
            "garmin-fenix5-run-tiny-records.csv": (21, nil),
            "garmin-fr70-compressed-timestamps-records.csv": (0, nil),
            "gpsbabel-unicsv-garminconnect.csv": (68, nil),
            "motoactv-powertap.csv": (nil, nil),
            "powertap-poweragent.csv": (nil, "only elapsed minutes"),
        ]
        let files = Corpus.files(in: "csv", extensions: ["csv"])
        #expect(files.count == expectations.count)
        for url in files {
            let expected = try #require(expectations[url.lastPathComponent])
            let context = ReadContext(name: url.lastPathComponent)
            do {
                let recordings = try CSVRecordingReader().readAll(from: try FileByteSource(path: url.path), context: context)
                #expect(expected.failure == nil, "\(url.lastPathComponent) was read")
                #expect(recordings.count == 1, "\(url.lastPathComponent)")
                if let count = expected.locations {
                    #expect(recordings.first?.locationCount == count, "\(url.lastPathComponent)")
                }
                #expect(recordings.first.map { !$0.samples.isEmpty || $0.locationCount > 0 } == true)
            } catch {
                let failure = try #require(expected.failure, "\(url.lastPathComponent): \(error)")
                #expect("\(error)".contains(failure))
                #expect("\(error)".hasPrefix(url.lastPathComponent))
            }
        }
    }

    @Test("CycleOps Joule: the preamble's start and the table's elapsed minutes give the times",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func cycleopsJoule() throws {
        let (recordings, warnings) = try readCorpus("csv/cycleops-joule.csv")
        let recording = try #require(recordings.first)
        #expect(recording.workout.startDate == Timestamp.date("2013-02-05T14:06:43Z"))
        let power = recording.samples(ofType: .cyclingPower)
        #expect(power.first?.quantity.value == 321)
        #expect(power.count > 4000)
        #expect(warnings.contains("times carry no zone; they were read as UTC"))
        #expect(warnings.contains { $0.hasPrefix("columns not understood and left out:") && $0.contains("“ Torq (N-m)”") })
    }
}

@Suite("CSV sample table")
struct CSVSampleTableTests {
    @Test("The sample table reads back the writer's samples, grouped by the workout they name")
    func sampleTableRoundTrip() throws {
        let recording = JSONFormatTests.recording()
        var other = recording
        other.workout.uuid = UUID(uuidString: "6F1C0000-0000-4000-8000-0000000000FF")!
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .samples).write([recording, other], to: sink)
        #expect(CSVSampleTable.recognizes(prefix: sink.bytes))
        var groups: [(UUID, [QuantitySample])] = []
        try CSVSampleTable.read(from: DataByteSource(sink.bytes), name: "s.csv") { groups.append(($0, $1)) }
        #expect(groups.map(\.0) == [recording.workout.uuid, other.workout.uuid])
        let back = try #require(groups.first?.1)
        #expect(back.map(\.uuid) == recording.samples.map(\.uuid))
        #expect(back.map(\.quantityType) == recording.samples.map(\.quantityType))
        #expect(back.map(\.quantity) == recording.samples.map(\.quantity))
        #expect(back.map(\.startDate) == recording.samples.map(\.startDate))
    }

    @Test("A bad sample row names the line and the cell")
    func badSampleRow() throws {
        let header = TableLayout.samples.csvHeader
        let text = "\(header)\n6F1C0000-0000-4000-8000-000000000001,6F1C0000-0000-4000-8000-000000000002,HKQuantityTypeIdentifierHeartRate,2024-05-01T07:30:00Z,2024-05-01T07:30:00Z,120,furlongs\n"
        #expect(throws: FormatError.self) {
            try CSVSampleTable.read(from: DataByteSource(Array(text.utf8)), name: "s.csv") { _, _ in }
        }
        do {
            try CSVSampleTable.read(from: DataByteSource(Array(text.utf8)), name: "s.csv") { _, _ in }
        } catch {
            #expect("\(error)".hasPrefix("s.csv: line 2: unit: "))
        }
    }
}

@Suite("CSV hostile input")
struct CSVHostileInputTests {
    /// Inputs of each table the CSV reader knows, to mutate.
    static func seeds() throws -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        for layout in TableLayout.allCases {
            let sink = DataByteSink()
            try CSVRecordingWriter(layout: layout).write([JSONFormatTests.recording()], to: sink)
            seeds.append(sink.bytes)
        }
        let fitCSV = DataByteSink()
        try FITCSVRecordingWriter().write([JSONFormatTests.recording()], to: fitCSV)
        seeds.append(fitCSV.bytes)
        seeds.append(Array("No,Latitude,Longitude,Altitude,Heartrate,Date,Time\n1,40.1,-105.1,1531.4,82,2023/01/16,18:02:26\n".utf8))
        seeds.append(Array("INDEX,TAG,DATE,TIME,LATITUDE N/S,LONGITUDE E/W,HEIGHT,SPEED,HEADING\n1,T,250724,173418,49.07N,125.76W,38,0.2,0\n".utf8))
        return seeds
    }

    @Test("Seeded byte mutations of every table: each read ends with recordings or a FormatError, never a crash")
    func mutatedTablesNeverCrash() throws {
        var generator = SeededRandom(seed: 0xC5F1)
        var errors = 0, reads = 0
        for seed in try Self.seeds() {
            for _ in 0..<300 {
                var bytes = seed
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert([0x22, 0x2C, 0x0A, 0x0D, 0x7C, 0x2D, 0x39][Int.random(in: 0..<7, using: &generator)], at: index)
                    }
                    if bytes.isEmpty { bytes = [0x2C] }
                }
                do {
                    _ = try CSVRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "m.csv"))
                    reads += 1
                } catch is FormatError {
                    errors += 1
                }
            }
        }
        // Both outcomes occur: the mutations reach the parsers rather than only breaking headers.
        #expect(reads > 0 && errors > 0)
    }

    @Test("Absurd numbers are refused or kept as numbers, never trapped on")
    func absurdNumbers() throws {
        let text = "timestamp_epoch,heart_rate\n1e300,1e308\n"
        #expect(throws: FormatError.malformed(file: "t.csv", at: .line(2), reason: "column “timestamp_epoch”: cannot read the time “1e300”")) {
            try CSVRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "t.csv"))
        }
        let fitCSV = "Type,Local Number,Message,Field 1,Value 1,Units 1\nData,0,record,timestamp,\"1e300\",s\n"
        #expect(throws: FormatError.self) {
            try FITCSVRecordingReader().readAll(from: DataByteSource(Array(fitCSV.utf8)), context: ReadContext(name: "f.csv"))
        }
    }
}
