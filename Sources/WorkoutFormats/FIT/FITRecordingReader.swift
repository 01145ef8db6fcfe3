import FITCodec
import Foundation
import WorkoutModel

/// Reads FIT activity files (Garmin's binary format) into workout recordings.
///
/// The bytes are decoded as they are read (``/FITCodec/FITDecoder``): records go to the stream
/// as points in batches while decoding, and only the rest of what the model keeps is
/// held until the end. All sessions of a file make one workout: a multisport file's
/// sessions become its activities. Strict by default; with ``ReadOptions/lenient`` a
/// damaged file yields what came before the damage, marked ``/WorkoutModel/MetadataKey/partialRecording``.
public struct FITRecordingReader: PointStreamingReader {
    public let format = FormatDescriptor(
        name: "fit", fileExtensions: ["fit"],
        summary: "FIT activity files from Garmin, Wahoo, Suunto, Coros, Zwift and other devices"
    )

    public init() {}

    /// A FIT file header: its size byte (12 or 14) and the `.FIT` tag at bytes 8-11.
    public func recognizes(prefix: [UInt8]) -> Bool {
        prefix.count >= 12 && (prefix[0] == 12 || prefix[0] == 14)
            && prefix[8] == 0x2E && prefix[9] == 0x46 && prefix[10] == 0x49 && prefix[11] == 0x54
    }

    /// A record's sample types are settled by the sessions at the file's end: with `open`,
    /// a first pass reads the sessions and each value is handed out with its settled type;
    /// without (standard input), with provisional types (see `FITPointSampling`).
    public func pointSampling(opening open: (() throws -> any ByteSource)?) -> any PointSampling {
        FITPointSampling(sessions: open.flatMap(sessionsWorkout(opening:)))
    }

    /// Reads the file's workout, built from the stream with the sample types its sessions give.
    public func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        try withoutActuallyEscaping(emit) { emit in
            try read(from: source, context: context, into: FITRecordingCollector(context: context, emit: emit))
        }
    }

    public func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws {
        let decoder = FITDecoder(mode: context.options.lenient ? .lenient : .strict)
        var builder = FITActivityBuilder(context: context, stream: stream)
        do {
            try decoder.decodeMessages(from: source) { try builder.add($0) }
        } catch let error as FITDecodingError {
            // Past a sound header, a lenient read keeps the messages before the damage.
            let advice = [.empty, .notFIT, .headerCRCMismatch].contains(error.kind) ? "" : "; --lenient keeps what came before"
            throw FormatError.malformed(file: context.name, at: .byteOffset(error.offset), reason: error.reason + advice)
        }
        if let damage = decoder.damage {
            context.warn("byte \(damage.offset): \(damage.reason); kept what came before it")
        }
        try builder.finish(partial: decoder.isPartial)
    }
}

/// Builds the whole recording of a FIT file from its stream. A FIT file writes its
/// sessions after its records, so a point's sample types are settled only when the
/// workout ends, by the activity in force at the point's time (``FITRecordTypes``).
final class FITRecordingCollector: RecordingStream {
    private let context: ReadContext
    private let emit: (ReadItem) throws -> Void
    private var points: [UUID: [TrackPoint]] = [:]

    init(context: ReadContext, emit: @escaping (ReadItem) throws -> Void) {
        self.context = context
        self.emit = emit
    }

    func points(_ batch: PointBatch) throws {
        points[batch.workout, default: []].append(contentsOf: batch.points)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        let workout = rest.workout
        let points = self.points.removeValue(forKey: workout.uuid) ?? []
        var assembler = TrackAssembler()
        var current: (activityType: WorkoutActivityType, types: FITRecordTypes)?
        // Cadences of a swim the file named only after the records (those named before are
        // the builder's to count): left out here.
        var swimmingCadences = 0
        for point in points {
            guard let time = point.time else { continue }
            let activityType = FITRecordTypes.activityType(at: time, in: workout)
            if current?.activityType != activityType { current = (activityType, FITRecordTypes(activityType)) }
            if point.cadence != nil, current?.types.cadence == nil { swimmingCadences += 1 }
            assembler.add(point) { body in current?.types.forEachValue(of: point, body) }
        }
        if swimmingCadences > 0 { context.warn(FITRecordTypes.swimmingCadenceWarning(swimmingCadences)) }
        try emit(.recording(assembler.recording(rest, routeSyncIdentifier: FITRecordTypes.routeSyncIdentifier(of: workout))))
    }

    func course(_ course: Course) throws {
        try emit(.course(course))
    }
}
