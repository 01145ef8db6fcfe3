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
        var fresh: [QuantitySample] = []
        fresh.reserveCapacity(samples.count)
        var seen = Set<UUID>(minimumCapacity: samples.count)
        let exists = try context.db.cachedStatement(sql: "SELECT 1 FROM samples WHERE uuid = ?")
        for var sample in samples {
            try Validation.check(sample)
            guard seen.insert(sample.uuid).inserted,
                  try Bool.fetchOne(exists, arguments: [sample.uuid.blob]) != true else { continue }
            if sample.source == nil { sample.source = defaultSource }
            fresh.append(sample)
        }
        try context.checkShare(samples: fresh, workoutSource: defaultSource.name)
        _ = try context.insertSamples(fresh, workoutID: nil, workoutSourceID: try context.sourceID(defaultSource))
        return StandaloneSaveOutcome(imported: fresh.count, unchanged: samples.count - fresh.count)
    }
}

extension WorkoutStore {
    /// Runs `body` with an ``ImportSession`` inside one write transaction: all that `body`
    /// saves is committed when it returns, and none of it when it throws.
    public func importSession<T>(_ body: (ImportSession) throws -> T) throws -> T {
        try writeTransaction { context in try body(ImportSession(context: context)) }
    }
}
