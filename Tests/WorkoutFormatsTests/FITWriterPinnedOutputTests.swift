import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// A short ride with what the FIT writer must handle record by record: two locations and
/// two heart rates in one second, a location half a second after another, cycling and
/// running cadence at one time, values a field cannot hold (a heart rate of 300, -300 °C),
/// two laps with energy and distance intervals (one interval in no lap), a pause. One
/// JSON line (the lines of the literal are joined).
private let pinnedRide = """
{"uuid":"00000000-0000-0000-0000-000000000100","activityType":"cycling","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:10.000Z","duration":9.0,"totalEnergyBurned":{"value":23.5,"unit":"kcal"},"totalDistance":{"value":60.0,"unit":"m"},"source":{"name":"Test","bundleIdentifier":null},"device":{"name":"Edge 530","manufacturer":"Garmin","model":"edge530","hardwareVersion":null,"softwareVersion":"9.75","serialNumber":"3952000001","creationDate":null},"syncIdentifier":null,"syncVersion":null,"metadata":{"HKTimeZone":"Europe/Berlin"},"events":[{"type":"lap","date":"2021-01-01T10:00:00.000Z","duration":5.0},{"type":"lap","date":"2021-01-01T10:00:05.000Z","duration":5.0},{"type":"pause","date":"2021-01-01T10:00:06.000Z","duration":0.0},{"type":"resume","date":"2021-01-01T10:00:07.000Z","duration":0.0}],"activities":[],"samples":[\
{"uuid":"00000000-0000-0000-0000-000000000001","type":"HKQuantityTypeIdentifierHeartRate","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:00.000Z","value":120,"unit":"count/min"},\
{"uuid":"00000000-0000-0000-0000-000000000002","type":"HKQuantityTypeIdentifierHeartRate","start":"2021-01-01T10:00:01.000Z","end":"2021-01-01T10:00:01.000Z","value":121,"unit":"count/min"},\
{"uuid":"00000000-0000-0000-0000-000000000003","type":"HKQuantityTypeIdentifierHeartRate","start":"2021-01-01T10:00:01.000Z","end":"2021-01-01T10:00:01.000Z","value":122,"unit":"count/min"},\
{"uuid":"00000000-0000-0000-0000-000000000004","type":"HKQuantityTypeIdentifierHeartRate","start":"2021-01-01T10:00:02.000Z","end":"2021-01-01T10:00:02.000Z","value":300,"unit":"count/min"},\
{"uuid":"00000000-0000-0000-0000-000000000005","type":"HKQuantityTypeIdentifierCyclingCadence","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:00.000Z","value":80,"unit":"count/min"},\
{"uuid":"00000000-0000-0000-0000-000000000006","type":"WKQuantityTypeIdentifierRunningCadence","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:00.000Z","value":81,"unit":"count/min"},\
{"uuid":"00000000-0000-0000-0000-000000000007","type":"HKQuantityTypeIdentifierCyclingPower","start":"2021-01-01T10:00:03.000Z","end":"2021-01-01T10:00:03.000Z","value":250,"unit":"W"},\
{"uuid":"00000000-0000-0000-0000-000000000008","type":"WKQuantityTypeIdentifierDistanceFromStart","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:00.000Z","value":0,"unit":"m"},\
{"uuid":"00000000-0000-0000-0000-000000000009","type":"WKQuantityTypeIdentifierDistanceFromStart","start":"2021-01-01T10:00:01.000Z","end":"2021-01-01T10:00:01.000Z","value":5.5,"unit":"m"},\
{"uuid":"00000000-0000-0000-0000-000000000010","type":"WKQuantityTypeIdentifierAmbientTemperature","start":"2021-01-01T10:00:02.000Z","end":"2021-01-01T10:00:02.000Z","value":21,"unit":"degC"},\
{"uuid":"00000000-0000-0000-0000-000000000011","type":"WKQuantityTypeIdentifierAmbientTemperature","start":"2021-01-01T10:00:08.000Z","end":"2021-01-01T10:00:08.000Z","value":-300,"unit":"degC"},\
{"uuid":"00000000-0000-0000-0000-000000000012","type":"HKQuantityTypeIdentifierActiveEnergyBurned","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:05.000Z","value":10,"unit":"kcal"},\
{"uuid":"00000000-0000-0000-0000-000000000013","type":"HKQuantityTypeIdentifierActiveEnergyBurned","start":"2021-01-01T10:00:05.000Z","end":"2021-01-01T10:00:10.000Z","value":12,"unit":"kcal"},\
{"uuid":"00000000-0000-0000-0000-000000000014","type":"HKQuantityTypeIdentifierDistanceCycling","start":"2021-01-01T10:00:00.000Z","end":"2021-01-01T10:00:05.000Z","value":30,"unit":"m"},\
{"uuid":"00000000-0000-0000-0000-000000000015","type":"HKQuantityTypeIdentifierDistanceCycling","start":"2021-01-01T10:00:03.000Z","end":"2021-01-01T10:00:07.000Z","value":99,"unit":"m"},\
{"uuid":"00000000-0000-0000-0000-000000000016","type":"HKQuantityTypeIdentifierActiveEnergyBurned","start":"2021-01-01T10:00:05.000Z","end":"2021-01-01T10:00:06.000Z","value":1.5,"unit":"kcal"}\
],"routes":[{"uuid":"00000000-0000-0000-0000-000000000200","syncIdentifier":null,"syncVersion":null,"locations":[\
{"time":"2021-01-01T10:00:00.000Z","latitude":52.5,"longitude":13.4,"altitude":34.2,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":3.1,"course":null},\
{"time":"2021-01-01T10:00:00.500Z","latitude":52.50001,"longitude":13.40001,"altitude":34.3,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":3.2,"course":null},\
{"time":"2021-01-01T10:00:01.000Z","latitude":52.50002,"longitude":13.40002,"altitude":null,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":null,"course":null},\
{"time":"2021-01-01T10:00:01.000Z","latitude":52.50003,"longitude":13.40003,"altitude":35.0,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":-1.0,"course":null},\
{"time":"2021-01-01T10:00:04.000Z","latitude":52.50004,"longitude":13.40004,"altitude":100000.0,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":5.0,"course":null},\
{"time":"2021-01-01T10:00:09.000Z","latitude":-33.9,"longitude":151.2,"altitude":10.0,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":2.0,"course":null}\
]}]}
"""

/// The FIT writer's output, pinned (size and file CRC) to what it wrote before its records
/// were packed messages (commit 65ce9c0), updated once for issue #11: a record without a
/// position carries its altitude and speed (edge500: 9 records, fenix5x: 857, the pool
/// swim's lengths), and two values of one column at one second (the pinned ride's cycling
/// and running cadence) are two records instead of the later overwriting the earlier; and
/// again for the developer fields the writer now writes (issue #11, fitdev: the Stryd run and
/// the fēnix 5X triathlon gain a `developer_data_id`, `field_description`s and float64 values
/// on their records; the files without developer fields keep their bytes), and for lapmeta:
/// laps carry their averages and maxima (`FITLapMetadata`).
@Suite struct FITWriterPinnedOutputTests {
    @Test func aFixedRideIsWrittenAsTheSameBytes() throws {
        let recordings = try JSONRecordingReader().readAll(from: DataByteSource(Array(pinnedRide.utf8)), context: ReadContext(name: "ride.json"))
        let bytes = try writtenFIT(try #require(recordings.first))
        #expect(bytes.count == 646)
        #expect(bytes.suffix(2) == [69, 128])
    }

    @Test("corpus activities are written as the same bytes", .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: [("garmin-edge500-ride.fit", 300_440, [220, 219] as [UInt8]),
                      ("garmin-fenix5x-triathlon-3MB.fit", 2_718_377, [231, 70]),
                      ("garmin-fr920xt-lap-swim.FIT", 4_315, [159, 255]),
                      ("stryd-run-developer-types.fit", 209_405, [11, 29])])
    func corpusActivitiesKeepTheirBytes(name: String, size: Int, crc: [UInt8]) throws {
        let url = try #require(Corpus.url("fit/\(name)"))
        let recordings = try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: ReadContext(name: name))
        let bytes = try writtenFIT(try #require(recordings.first))
        #expect(bytes.count == size)
        #expect(Array(bytes.suffix(2)) == crc)
    }
}
