import Foundation
import GRDB
import WorkoutModel

// Apple Health's records besides quantity samples: category samples, correlations and
// activity summaries, saved outside workouts as standalone samples are (one anchor each,
// `INSERT OR IGNORE` by UUID so that a second import of the same export is `unchanged`).

extension ImportSession {
    /// Saves category samples (outside workouts). A sample whose UUID the store already holds
    /// is left as it is and counted unchanged; samples without a source are saved with `defaultSource`.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` for a bad sample, or an authorization error
    ///   when a source may not share a type.
    @discardableResult
    public func save(categorySamples samples: [CategorySample], defaultSource: Source) throws -> StandaloneSaveOutcome {
        for sample in samples { try Validation.check(sample) }
        let imported = try context.insertCategorySamples(samples, defaultSource: defaultSource)
        return StandaloneSaveOutcome(imported: imported, unchanged: samples.count - imported)
    }

    /// Saves correlations with their samples (outside workouts), as
    /// ``save(categorySamples:defaultSource:)`` saves category samples.
    @discardableResult
    public func save(correlations: [Correlation], defaultSource: Source) throws -> StandaloneSaveOutcome {
        for correlation in correlations { try Validation.check(correlation) }
        let imported = try context.insertCorrelations(correlations, defaultSource: defaultSource)
        return StandaloneSaveOutcome(imported: imported, unchanged: correlations.count - imported)
    }

    /// Saves activity summaries; one whose UUID the store already holds is counted unchanged.
    @discardableResult
    public func save(activitySummaries summaries: [ActivitySummary]) throws -> StandaloneSaveOutcome {
        for summary in summaries { try Validation.check(summary) }
        let imported = try context.insertActivitySummaries(summaries)
        return StandaloneSaveOutcome(imported: imported, unchanged: summaries.count - imported)
    }
}

extension WorkoutStore {
    /// Checks that a category sample can be saved (the check the import session makes).
    ///
    /// - Throws: ``StoreError/invalid(_:)`` naming the sample and the problem.
    public static func validate(_ sample: CategorySample) throws { try Validation.check(sample) }

    /// Checks that a correlation and its samples can be saved (the check the import session makes).
    ///
    /// - Throws: ``StoreError/invalid(_:)`` naming the correlation and the problem.
    public static func validate(_ correlation: Correlation) throws { try Validation.check(correlation) }

    /// Checks that an activity summary can be saved (the check the import session makes).
    ///
    /// - Throws: ``StoreError/invalid(_:)`` naming the summary and the problem.
    public static func validate(_ summary: ActivitySummary) throws { try Validation.check(summary) }

    /// Hands out the stored category samples in the order they were saved, `batchSize` at a
    /// time, each with its source, device and metadata.
    public func forEachCategorySampleBatch(batchSize: Int = 8192, _ body: ([CategorySample]) throws -> Void) throws {
        try readTransaction { context in
            let types = try context.categoryTypes()
            var after: Int64 = 0
            while true {
                var batch: [(id: Int64, sample: CategorySample, hasMetadata: Bool)] = []
                for row in try context.database.fetchAll("""
                    SELECT id, uuid, type_id, value, start, "end", source_id, device_id, flags, creation_date, source_version
                    FROM category_samples WHERE id > ? ORDER BY id LIMIT ?
                    """, [after, max(1, batchSize)]) {
                    guard let type = types[row[2]] else { continue }
                    let flags: Int64 = row[8]
                    batch.append((row[0], CategorySample(
                        uuid: UUID(blob: row[1]) ?? UUID(), type: type, value: row[3], start: Date(stored: row[4]),
                        end: Date(stored: row[5]), source: try context.source(id: row[6]), device: try context.device(id: row[7]),
                        creationDate: (row[9] as Double?).map(Date.init(stored:)), sourceVersion: row[10]),
                        flags & SampleFlags.hasMetadata != 0))
                    after = row[0]
                }
                guard !batch.isEmpty else { return }
                let metadata = try context.metadata(of: .categorySample, ids: batch.filter(\.hasMetadata).map(\.id))
                try body(batch.map { entry in
                    var sample = entry.sample
                    sample.metadata = metadata[entry.id] ?? [:]
                    return sample
                })
            }
        }
    }

    /// Hands out the stored correlations with their samples in the order they were saved,
    /// `batchSize` at a time.
    public func forEachCorrelationBatch(batchSize: Int = 1024, _ body: ([Correlation]) throws -> Void) throws {
        try readTransaction { context in
            var after: Int64 = 0
            while true {
                var batch: [(id: Int64, correlation: Correlation)] = []
                for row in try context.database.fetchAll("""
                    SELECT id, uuid, type, start, "end", source_id, device_id, flags, creation_date, source_version
                    FROM correlations WHERE id > ? ORDER BY id LIMIT ?
                    """, [after, max(1, batchSize)]) {
                    batch.append((row[0], Correlation(
                        uuid: UUID(blob: row[1]) ?? UUID(), type: row[2], start: Date(stored: row[3]), end: Date(stored: row[4]),
                        objects: [], source: try context.source(id: row[5]), device: try context.device(id: row[6]),
                        creationDate: (row[8] as Double?).map(Date.init(stored:)), sourceVersion: row[9])))
                    after = row[0]
                }
                guard let first = batch.first?.id, let last = batch.last?.id else { return }
                let metadata = try context.metadata(of: .correlation, ids: batch.map(\.id))
                let index = Dictionary(uniqueKeysWithValues: batch.enumerated().map { ($0.element.id, $0.offset) })
                var withMetadata: [(correlation: Int, member: Int, id: Int64)] = []
                var withHeartbeats: [(correlation: Int, member: Int, id: Int64)] = []
                for row in try context.database.fetchAll("""
                    SELECT id, correlation_id, uuid, type_id, start, "end", value, original_value, original_unit, source_id,
                        device_id, flags, creation_date, source_version
                    FROM correlation_members WHERE correlation_id BETWEEN ? AND ? ORDER BY id
                    """, [first, last]) {
                    guard let position = index[row[1]], let type = try context.quantityType(id: row[3]) else { continue }
                    let quantity = ReadContext.quantity(row[7], row[8]) ?? Quantity(row[6], type.canonicalUnit)
                    batch[position].correlation.objects.append(QuantitySample(
                        uuid: UUID(blob: row[2]) ?? UUID(), type: type, quantity: quantity, start: Date(stored: row[4]),
                        end: Date(stored: row[5]), source: try context.source(id: row[9]), device: try context.device(id: row[10]),
                        creationDate: (row[12] as Double?).map(Date.init(stored:)), sourceVersion: row[13]))
                    let flags: Int64 = row[11]
                    if flags & SampleFlags.hasMetadata != 0 {
                        withMetadata.append((position, batch[position].correlation.objects.count - 1, row[0]))
                    }
                    if flags & SampleFlags.hasHeartbeats != 0 {
                        withHeartbeats.append((position, batch[position].correlation.objects.count - 1, row[0]))
                    }
                }
                let memberMetadata = try context.metadata(of: .correlationMember, ids: withMetadata.map(\.id))
                for entry in withMetadata {
                    batch[entry.correlation].correlation.objects[entry.member].metadata = memberMetadata[entry.id] ?? [:]
                }
                let memberHeartbeats = try context.heartbeats(of: .correlationMember, ids: withHeartbeats.map(\.id))
                for entry in withHeartbeats {
                    batch[entry.correlation].correlation.objects[entry.member].heartbeats = memberHeartbeats[entry.id]
                }
                try body(batch.map { entry in
                    var correlation = entry.correlation
                    correlation.metadata = metadata[entry.id] ?? [:]
                    return correlation
                })
            }
        }
    }

    /// Hands out the stored activity summaries in the order they were saved, `batchSize` at a time.
    public func forEachActivitySummaryBatch(batchSize: Int = 8192, _ body: ([ActivitySummary]) throws -> Void) throws {
        try readTransaction { context in
            var after: Int64 = 0
            while true {
                var batch: [ActivitySummary] = []
                for row in try context.database.fetchAll("""
                    SELECT id, uuid, day, active_energy, active_energy_goal, energy_unit, move_time, move_time_goal,
                        exercise_time, exercise_time_goal, stand_hours, stand_hours_goal
                    FROM activity_summaries WHERE id > ? ORDER BY id LIMIT ?
                    """, [after, max(1, batchSize)]) {
                    after = row[0]
                    guard let day = ActivitySummary.dateComponents(day: row[2]) else { continue }
                    let energyUnit: String? = row[5]
                    func minutes(_ value: Double?) -> Quantity? { value.map { Quantity($0, .minute) } }
                    batch.append(ActivitySummary(
                        uuid: UUID(blob: row[1]) ?? UUID(), dateComponents: day,
                        activeEnergyBurned: ReadContext.quantity(row[3], energyUnit),
                        activeEnergyBurnedGoal: ReadContext.quantity(row[4], energyUnit),
                        appleMoveTime: minutes(row[6]), appleMoveTimeGoal: minutes(row[7]),
                        appleExerciseTime: minutes(row[8]), appleExerciseTimeGoal: minutes(row[9]),
                        appleStandHours: (row[10] as Double?).map { Quantity($0, .count) },
                        appleStandHoursGoal: (row[11] as Double?).map { Quantity($0, .count) }))
                }
                guard !batch.isEmpty else { return }
                try body(batch)
            }
        }
    }
}

extension ReadContext {
    /// The stored category types by id.
    func categoryTypes() throws -> [Int64: CategoryType] {
        var types: [Int64: CategoryType] = [:]
        for row in try database.fetchAll("SELECT id, identifier, value_set FROM category_types", []) {
            types[row[0]] = CategoryType(identifier: row[1], valueSet: (row[2] as String?).flatMap(CategoryValueSet.init(name:)))
        }
        return types
    }

    /// The category samples, correlations and activity summaries added after `anchor` that
    /// `predicate` matches (at most `limit` of each kind), for an anchored query of every kind
    /// or of one of theirs.
    func healthRecordChanges(
        after anchor: Int, filter: ObjectType?, predicate: SamplePredicate?, limit: Int
    ) throws -> [ObjectChange] {
        var changes: [ObjectChange] = []
        var categoryCondition = "TRUE", correlationCondition = "TRUE"
        var categoryArguments: StoreArguments = [anchor], correlationArguments: StoreArguments = [anchor]
        var wantsCategories = true, wantsCorrelations = true, wantsSummaries = true
        switch filter {
        case nil: break
        case .category(let type)?:
            categoryCondition = "r.type_id = (SELECT id FROM category_types WHERE identifier = ?)"
            categoryArguments += [type.identifier]
            wantsCorrelations = false
            wantsSummaries = false
        case .correlation(let identifier)?:
            correlationCondition = "r.type = ?"
            correlationArguments += [identifier]
            wantsCategories = false
            wantsSummaries = false
        case .activitySummary?:
            wantsCategories = false
            wantsCorrelations = false
        default:
            return []
        }
        if wantsCategories {
            let types = try categoryTypes()
            let matching = try PredicateSQL.compile(predicate, subject: .records(owner: .categorySample), on: database)
            categoryArguments += matching.arguments
            categoryArguments += [limit]
            for row in try database.fetchAll("""
                SELECT r.id, r.uuid, r.type_id FROM category_samples r
                WHERE r.id > ? AND \(categoryCondition) AND \(matching.sql) ORDER BY r.id LIMIT ?
                """, categoryArguments) {
                guard let type = types[row[2]] else { continue }
                changes.append(ObjectChange(anchor: row[0], kind: .categorySample, uuid: UUID(blob: row[1]) ?? UUID(),
                                            objectType: .category(type)))
            }
        }
        if wantsCorrelations {
            let matching = try PredicateSQL.compile(predicate, subject: .records(owner: .correlation), on: database)
            correlationArguments += matching.arguments
            correlationArguments += [limit]
            for row in try database.fetchAll("""
                SELECT r.id, r.uuid, r.type FROM correlations r
                WHERE r.id > ? AND \(correlationCondition) AND \(matching.sql) ORDER BY r.id LIMIT ?
                """, correlationArguments) {
                changes.append(ObjectChange(anchor: row[0], kind: .correlation, uuid: UUID(blob: row[1]) ?? UUID(),
                                            objectType: .correlation(row[2])))
            }
        }
        if wantsSummaries {
            let matching = try PredicateSQL.compile(predicate, subject: .activitySummaries, on: database)
            var arguments: StoreArguments = [anchor]
            arguments += matching.arguments
            arguments += [limit]
            for row in try database.fetchAll("""
                SELECT a.id, a.uuid FROM activity_summaries a WHERE a.id > ? AND \(matching.sql) ORDER BY a.id LIMIT ?
                """, arguments) {
                changes.append(ObjectChange(anchor: row[0], kind: .activitySummary, uuid: UUID(blob: row[1]) ?? UUID(),
                                            objectType: .activitySummary))
            }
        }
        return changes
    }
}

extension WriteContext {
    /// The stored id of a category type, added when first seen; a type stored without the
    /// names of its values gets them from the first sample that brings them. Added or changed
    /// under the anchor lock, as sources and quantity types are (``writingUnderAnchorLock(_:)``).
    func categoryTypeID(_ type: CategoryType) throws -> Int64 {
        try writingUnderAnchorLock { mayWrite in
            if let row = try database.fetchOne("SELECT id, value_set FROM category_types WHERE identifier = ?", [type.identifier]) {
                let id: Int64 = row[0]
                if (row[1] as String?) == nil, let valueSet = type.valueSet {
                    guard mayWrite else { throw AnchorLockNeeded() }
                    try database.execute("UPDATE category_types SET value_set = ? WHERE id = ?", [valueSet.name, id])
                }
                return id
            }
            guard mayWrite else { throw AnchorLockNeeded() }
            return try database.insertReturningID(
                "INSERT INTO category_types (identifier, value_set) VALUES (?, ?)", [type.identifier, type.valueSet?.name])
        }
    }

    /// Checks, once per source and type, that the source may share the type.
    private struct Authorizations {
        private var granted: Set<[String]> = []

        mutating func check(_ context: WriteContext, source: Source, type: ObjectType) throws {
            guard granted.insert([source.name, type.identifier]).inserted else { return }
            try context.checkAuthorization(source: source.name, type: type, action: .share)
        }
    }

    func insertCategorySamples(_ samples: [CategorySample], defaultSource: Source) throws -> Int {
        let dialect = database.dialect
        let statement = try database.bulkStatement("""
            \(dialect.insertOrIgnore) INTO category_samples (id, uuid, type_id, value, start, "end", source_id, device_id,
                flags, creation_date, source_version)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)\(dialect.ignoringConflicts)
            """, countsRows: true)
        var metadata = try MetadataInserter(database)
        var authorizations = Authorizations()
        var typeIDs: [String: Int64] = [:]
        var imported = 0
        for sample in samples {
            let source = sample.source ?? defaultSource
            try authorizations.check(self, source: source, type: .category(sample.categoryType))
            let typeID = try typeIDs[sample.categoryType.identifier] ?? categoryTypeID(sample.categoryType)
            typeIDs[sample.categoryType.identifier] = typeID
            let id = try upcomingAnchor
            statement.bind(1, id)
            statement.bind(2, sample.uuid)
            statement.bind(3, typeID)
            statement.bind(4, Int64(sample.value))
            statement.bind(5, sample.startDate.stored)
            statement.bind(6, sample.endDate.stored)
            statement.bind(7, try sourceID(source))
            statement.bind(8, try deviceID(sample.device))
            statement.bind(9, Self.flags(sample.metadata))
            statement.bind(10, sample.creationDate?.stored)
            statement.bind(11, sample.sourceVersion)
            guard try statement.step() == 1 else { continue }
            _ = try nextAnchors(1)
            if !sample.metadata.isEmpty { try metadata.insert(sample.metadata, owner: .categorySample, id: id) }
            noteChange(.category(sample.categoryType))
            imported += 1
        }
        try metadata.finish()
        return imported
    }

    func insertCorrelations(_ correlations: [Correlation], defaultSource: Source) throws -> Int {
        let dialect = database.dialect
        let statement = try database.bulkStatement("""
            \(dialect.insertOrIgnore) INTO correlations (id, uuid, type, start, "end", source_id, device_id, flags,
                creation_date, source_version)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)\(dialect.ignoringConflicts)
            """, countsRows: true)
        var metadata = try MetadataInserter(database)
        var authorizations = Authorizations()
        var imported = 0
        for correlation in correlations {
            let source = correlation.source ?? defaultSource
            try authorizations.check(self, source: source, type: .correlation(correlation.correlationType))
            let id = try upcomingAnchor
            statement.bind(1, id)
            statement.bind(2, correlation.uuid)
            statement.bind(3, correlation.correlationType)
            statement.bind(4, correlation.startDate.stored)
            statement.bind(5, correlation.endDate.stored)
            statement.bind(6, try sourceID(source))
            statement.bind(7, try deviceID(correlation.device))
            statement.bind(8, Self.flags(correlation.metadata))
            statement.bind(9, correlation.creationDate?.stored)
            statement.bind(10, correlation.sourceVersion)
            guard try statement.step() == 1 else { continue }
            _ = try nextAnchors(1)
            if !correlation.metadata.isEmpty { try metadata.insert(correlation.metadata, owner: .correlation, id: id) }
            for sample in correlation.objects {
                // The type as the store keeps it (see ``storedType(_:)``), whose unit the value counts in.
                let stored = try storedType(sample.quantityType)
                let sameUnit = sample.quantity.unit == stored.type.canonicalUnit
                let value = sameUnit ? sample.quantity.value : try sample.quantity.doubleValue(for: stored.type.canonicalUnit)
                let originalValue: Double? = sameUnit ? nil : sample.quantity.value
                let originalUnit: String? = sameUnit ? nil : sample.quantity.unit.symbol
                let flags = Self.flags(sample.metadata) | (sample.heartbeats == nil ? 0 : SampleFlags.hasHeartbeats)
                // One statement a member: its id (the database's) names its metadata and heartbeats.
                let memberID = try database.insertReturningID("""
                    INSERT INTO correlation_members (correlation_id, uuid, type_id, start, "end", value, original_value,
                        original_unit, source_id, device_id, flags, creation_date, source_version)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [
                    id, sample.uuid, stored.id, sample.startDate.stored, sample.endDate.stored, value, originalValue,
                    originalUnit, try sourceID(sample.source ?? source), try deviceID(sample.device), flags,
                    sample.creationDate?.stored, sample.sourceVersion,
                ])
                if !sample.metadata.isEmpty { try metadata.insert(sample.metadata, owner: .correlationMember, id: memberID) }
                if let heartbeats = sample.heartbeats { try insertHeartbeats(heartbeats, owner: .correlationMember, id: memberID) }
            }
            noteChange(.correlation(correlation.correlationType))
            imported += 1
        }
        try metadata.finish()
        return imported
    }

    func insertActivitySummaries(_ summaries: [ActivitySummary]) throws -> Int {
        let dialect = database.dialect
        let statement = try database.bulkStatement("""
            \(dialect.insertOrIgnore) INTO activity_summaries (id, uuid, day, active_energy, active_energy_goal, energy_unit,
                move_time, move_time_goal, exercise_time, exercise_time_goal, stand_hours, stand_hours_goal)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)\(dialect.ignoringConflicts)
            """, countsRows: true)
        var imported = 0
        for summary in summaries {
            let energyUnit = (summary.activeEnergyBurned ?? summary.activeEnergyBurnedGoal)?.unit
            func value(_ quantity: Quantity?, in unit: QuantityUnit?) throws -> Double? {
                guard let quantity, let unit else { return nil }
                return try quantity.doubleValue(for: unit)
            }
            statement.bind(1, try upcomingAnchor)
            statement.bind(2, summary.uuid)
            statement.bind(3, summary.day)
            statement.bind(4, try value(summary.activeEnergyBurned, in: energyUnit))
            statement.bind(5, try value(summary.activeEnergyBurnedGoal, in: energyUnit))
            statement.bind(6, energyUnit?.symbol)
            statement.bind(7, try value(summary.appleMoveTime, in: .minute))
            statement.bind(8, try value(summary.appleMoveTimeGoal, in: .minute))
            statement.bind(9, try value(summary.appleExerciseTime, in: .minute))
            statement.bind(10, try value(summary.appleExerciseTimeGoal, in: .minute))
            statement.bind(11, try value(summary.appleStandHours, in: .count))
            statement.bind(12, try value(summary.appleStandHoursGoal, in: .count))
            guard try statement.step() == 1 else { continue }
            _ = try nextAnchors(1)
            noteChange(.activitySummary)
            imported += 1
        }
        return imported
    }

    private static func flags(_ metadata: Metadata) -> Int64 {
        SampleFlags.explicitSource | (metadata.isEmpty ? 0 : SampleFlags.hasMetadata)
    }
}

extension Validation {
    static func check(_ sample: CategorySample) throws {
        let name = "category sample \(sample.uuid.uuidString) (\(sample.categoryType.identifier))"
        try checkInterval(sample.startDate, sample.endDate, name)
    }

    static func check(_ correlation: Correlation) throws {
        let name = "correlation \(correlation.uuid.uuidString) (\(correlation.correlationType))"
        try checkInterval(correlation.startDate, correlation.endDate, name)
        for sample in correlation.objects {
            do {
                try check(sample)
            } catch StoreError.invalid(let reason) {
                throw StoreError.invalid("\(name): \(reason)")
            }
        }
    }

    static func check(_ summary: ActivitySummary) throws {
        let name = "activity summary of \(summary.day)"
        for (field, quantity) in summary.quantities {
            guard let quantity else { continue }
            guard quantity.value.isFinite else { throw StoreError.invalid("\(name): \(field) is not a finite number") }
            let unit: QuantityUnit? = field.hasPrefix("activeEnergyBurned") ? nil : field.hasPrefix("appleStandHours") ? .count : .minute
            if let unit, !quantity.unit.converts(to: unit) {
                throw StoreError.invalid("\(name): \(field) is in \(quantity.unit), which does not measure \(unit.dimension.rawValue)")
            }
        }
        if let energy = summary.activeEnergyBurned, let goal = summary.activeEnergyBurnedGoal, !goal.unit.converts(to: energy.unit) {
            throw StoreError.invalid("\(name): activeEnergyBurnedGoal is in \(goal.unit), which does not measure what activeEnergyBurned does")
        }
    }
}

extension WorkoutStore {
    /// A quantity type the store holds samples of, by identifier
    /// (`HKQuantityTypeIdentifierBodyMassIndex`) or short name (`BodyMassIndex`, any case):
    /// types the model does not list are stored with the unit and aggregation style they
    /// were first saved with. `nil` when the store holds no type of that name.
    public func quantityType(named name: String) throws -> QuantityType? {
        try readTransaction { context in
            let rows = try context.database.fetchAll("SELECT id, identifier FROM quantity_types ORDER BY id", [])
            let lowercased = name.lowercased()
            for row in rows {
                let identifier: String = row[1]
                guard let type = try context.quantityType(id: row[0]) else { continue }
                if identifier == name || type.shortName.lowercased() == lowercased { return type }
            }
            return nil
        }
    }
}
