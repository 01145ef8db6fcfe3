import Foundation
import GRDB
import WorkoutModel

/// How many standalone samples an ``ImportSession/save(standaloneSamples:defaultSource:)`` call found new and already stored.
public struct StandaloneSaveOutcome: Sendable, Equatable {
    /// Samples saved now.
    public var imported: Int
    /// Samples the store already held (same UUID): left as they were.
    public var unchanged: Int

    public init(imported: Int = 0, unchanged: Int = 0) {
        self.imported = imported
        self.unchanged = unchanged
    }
}

/// One unit of import: recordings and batches of standalone samples saved in ONE
/// transaction, handed out by ``WorkoutStore/importSession(_:)``. Everything saved
/// through a session is committed together when the session's body returns, and
/// nothing is when it throws, so a file that fails halfway changes nothing.
public final class ImportSession {
    private let context: WriteContext

    fileprivate init(context: WriteContext) { self.context = context }

    /// Saves one recording under the versioning rules of ``WorkoutStore/save(_:versioning:)``.
    @discardableResult
    public func save(_ recording: WorkoutRecording, versioning: SyncVersioning = .explicit) throws -> SaveOutcome {
        try Validation.check(recording)
        return try context.save(recording, versioning: versioning)
    }

    /// Saves samples that belong to no workout (an Apple Health export's records).
    /// A sample whose UUID the store already holds is left as it is and counted unchanged,
    /// so a reader that derives UUIDs from content makes a second import change nothing.
    /// Samples without a source are saved with `defaultSource`.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` for a bad sample, or an authorization error
    ///   when a source may not share a type.
    @discardableResult
    public func save(standaloneSamples samples: [QuantitySample], defaultSource: Source) throws -> StandaloneSaveOutcome {
        for sample in samples { try Validation.check(sample) }
        let stored = try storedUUIDs(among: samples)
        var fresh: [QuantitySample] = []
        fresh.reserveCapacity(samples.count)
        var seen = Set<UUID>(minimumCapacity: samples.count)
        for var sample in samples where !stored.contains(sample.uuid) && seen.insert(sample.uuid).inserted {
            if sample.source == nil { sample.source = defaultSource }
            fresh.append(sample)
        }
        try context.checkShare(samples: fresh, workoutSource: defaultSource.name)
        _ = try context.insertSamples(fresh, workoutID: nil, workoutSourceID: try context.sourceID(defaultSource))
        return StandaloneSaveOutcome(imported: fresh.count, unchanged: samples.count - fresh.count)
    }

    /// The UUIDs of `samples` that the store already holds, looked up a few hundred at a time.
    private func storedUUIDs(among samples: [QuantitySample]) throws -> Set<UUID> {
        var stored = Set<UUID>()
        let chunkSize = 500
        var start = 0
        while start < samples.count {
            let chunk = samples[start..<min(samples.count, start + chunkSize)]
            let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let found = try Data.fetchAll(
                context.db, sql: "SELECT uuid FROM samples WHERE uuid IN (\(placeholders))",
                arguments: StatementArguments(chunk.map(\.uuid.blob)))
            for blob in found { if let uuid = UUID(blob: blob) { stored.insert(uuid) } }
            start += chunkSize
        }
        return stored
    }
}

extension WorkoutStore {
    /// Runs `body` with an ``ImportSession`` inside one write transaction: all that `body`
    /// saves is committed when it returns, and none of it when it throws.
    public func importSession<T>(_ body: (ImportSession) throws -> T) throws -> T {
        try writeTransaction { context in try body(ImportSession(context: context)) }
    }
}

extension WorkoutStore {
    /// Hands out the samples that belong to no workout, in the order they were saved,
    /// `batchSize` at a time (so that an export never holds them all), each with its source
    /// and device.
    public func forEachStandaloneSampleBatch(batchSize: Int = 8192, _ body: ([QuantitySample]) throws -> Void) throws {
        try readTransaction { context in
            var after: Int64 = 0
            while true {
                let batch = try context.samples(
                    sql: "SELECT \(SampleRow.columns) FROM samples s WHERE s.workout_id IS NULL AND s.id > ? ORDER BY s.id LIMIT ?",
                    arguments: [after, max(1, batchSize)], effectiveSourceAndDevice: true)
                guard let last = batch.last else { return }
                try body(batch.map(\.sample))
                after = last.anchor
            }
        }
    }
}
