import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// One point as the peer decoders read it (`reference/<folder>/<file>.json.gz`).
struct ReferencePoint {
    var time: Date?
    var latitude: Double?
    var longitude: Double?
    var altitude: Double?
    var heartRate: Double?
    var cadence: Double?
    var power: Double?
}

/// What the peers read from one corpus file: points, or the error they stopped at.
struct Reference {
    var points: [ReferencePoint]
    var error: String?

    /// Loads `reference/<relativePath>.json.gz`, gunzipped with the system's gzip.
    static func load(_ relativePath: String) throws -> Reference {
        let url = try #require(Corpus.url("reference/\(relativePath).json.gz"))
        let data = try Corpus.gunzip(url)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let points = (object["points"] as? [[String: Any]] ?? []).map { point in
            func number(_ key: String) -> Double? { (point[key] as? NSNumber)?.doubleValue }
            return ReferencePoint(
                time: number("t").map { Date(timeIntervalSince1970: $0 / 1000) },
                latitude: number("lat"), longitude: number("lon"), altitude: number("alt"),
                heartRate: number("hr"), cadence: number("cad"), power: number("pwr"))
        }
        return Reference(points: points, error: object["points_error"] as? String)
    }
}

/// Reads a corpus file whole with a reader.
func readCorpus(_ reader: any RecordingReader, _ relativePath: String, options: ReadOptions = ReadOptions())
    throws -> (recordings: [WorkoutRecording], context: ReadContext)
{
    let url = try #require(Corpus.url(relativePath))
    let context = ReadContext(name: relativePath, options: options)
    let recordings = try reader.readAll(from: try FileByteSource(path: url.path), context: context)
    return (recordings, context)
}

/// Reads a string of XML with a reader.
func readString(_ reader: any RecordingReader, _ text: String, options: ReadOptions = ReadOptions()) throws
    -> [WorkoutRecording]
{
    try reader.readAll(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "test.xml", options: options))
}

/// Writes recordings with a writer and returns the bytes.
func writeAll(_ writer: any RecordingWriter, _ recordings: [WorkoutRecording]) throws -> [UInt8] {
    let sink = DataByteSink()
    try writer.write(recordings, to: sink)
    return sink.bytes
}

/// Compares what workoutkit read with what a peer read, field by field: the values of
/// each field, in file order, with their times; `ignoring` names series ("heart rate",
/// "cadence", "power") left out of the comparison. Returns the mismatches (empty when all agree).
func compare(
    _ recordings: [WorkoutRecording], with reference: Reference, timed: Bool = true, ignoring: Set<String> = []
) -> [String] {
    var problems: [String] = []
    let locations = recordings.flatMap { $0.routes.flatMap(\.locations) }
    let expectedPositions = reference.points.filter { $0.latitude != nil && $0.longitude != nil }
    if locations.count != expectedPositions.count {
        problems.append("\(locations.count) locations, the peer read \(expectedPositions.count)")
    }
    for (index, (mine, theirs)) in zip(locations, expectedPositions).enumerated() {
        if abs(mine.latitude - theirs.latitude!) > 1e-9 || abs(mine.longitude - theirs.longitude!) > 1e-9 {
            problems.append("point \(index): position \(mine.latitude),\(mine.longitude) vs \(theirs.latitude!),\(theirs.longitude!)")
        }
        if let mineAltitude = mine.altitude, let theirAltitude = theirs.altitude {
            if abs(mineAltitude - theirAltitude) > 1e-6 { problems.append("point \(index): altitude \(mineAltitude) vs \(theirAltitude)") }
        } else if (mine.altitude == nil) != (theirs.altitude == nil) {
            problems.append("point \(index): altitude \(String(describing: mine.altitude)) vs \(String(describing: theirs.altitude))")
        }
        if timed, let theirTime = theirs.time, abs(mine.timestamp.timeIntervalSince(theirTime)) > 0.0005 {
            problems.append("point \(index): time \(mine.timestamp) vs \(theirTime)")
        }
        if timed, mine.hasTime != (theirs.time != nil) {
            problems.append("point \(index): \(mine.hasTime ? "a time" : "no time"), the peer read \(theirs.time == nil ? "none" : "one")")
        }
        if problems.count > 10 { return problems }
    }
    let series: [(String, [QuantityType], KeyPath<ReferencePoint, Double?>)] = [
        ("heart rate", [.heartRate], \.heartRate),
        ("cadence", [.cyclingCadence, .runningCadence], \.cadence),
        ("power", [.cyclingPower, .runningPower], \.power),
    ]
    for (label, types, keyPath) in series where !ignoring.contains(label) {
        let mine = recordings.flatMap { recording in recording.samples.filter { types.contains($0.quantityType) } }
        let theirs = reference.points.filter { $0[keyPath: keyPath] != nil }
        if mine.count != theirs.count {
            problems.append("\(mine.count) \(label) samples, the peer read \(theirs.count)")
            continue
        }
        for (index, (sample, point)) in zip(mine, theirs).enumerated() {
            if abs(sample.quantity.value - point[keyPath: keyPath]!) > 1e-9 {
                problems.append("\(label) \(index): \(sample.quantity.value) vs \(point[keyPath: keyPath]!)")
            }
            if let time = point.time, abs(sample.startDate.timeIntervalSince(time)) > 0.0005 {
                problems.append("\(label) \(index): time \(sample.startDate) vs \(time)")
            }
            if problems.count > 10 { return problems }
        }
    }
    return problems
}

/// The skip message of corpus tests, as the `Comment` that `.enabled(if:_:)` takes.
let corpusMissing = Comment(rawValue: Corpus.missingMessage)
