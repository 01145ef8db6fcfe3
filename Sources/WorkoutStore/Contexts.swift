import Foundation
import GRDB
import PostgreSQLStore
import WorkoutModel

/// One read transaction: the database plus what is looked up again and again
/// (sources, devices, quantity types), cached for the transaction's length.
class ReadContext {
    /// The database, on either backend: what reads a workout, its samples, routes and records runs on it.
    let database: any StoreDatabase
    private var sourcesByID: [Int64: Source]?
    private var devicesByID: [Int64: Device] = [:]
    private var typesByID: [Int64: QuantityType]?

    init(_ database: any StoreDatabase) {
        self.database = database
    }

    func currentAnchor() throws -> Int {
        try database.lookUp("SELECT anchor FROM store_state WHERE id = 1", []).map { $0[0] } ?? 0
    }

    // MARK: Sources, devices, types

    func source(id: Int64) throws -> Source {
        if sourcesByID == nil {
            var all: [Int64: Source] = [:]
            for row in try database.fetchAll("SELECT id, name, bundle_identifier FROM sources", []) {
                all[row[0]] = Source(name: row[1], bundleIdentifier: row[2])
            }
            sourcesByID = all
        }
        return sourcesByID?[id] ?? .unknown
    }

    /// Forgets the cached sources (after one was added).
    func invalidateSources() { sourcesByID = nil }

    func device(id: Int64?) throws -> Device? {
        guard let id else { return nil }
        if let known = devicesByID[id] { return known }
        guard let row = try database.fetchOne("""
                SELECT name, manufacturer, model, hardware_version, software_version, serial_number, creation_date
                FROM devices WHERE id = ?
                """, [id])
        else { return nil }
        let device = Device(
            name: row[0], manufacturer: row[1], model: row[2], hardwareVersion: row[3],
            softwareVersion: row[4], serialNumber: row[5],
            creationDate: (row[6] as Double?).map(Date.init(timeIntervalSinceReferenceDate:)))
        devicesByID[id] = device
        return device
    }

    func quantityType(id: Int64) throws -> QuantityType? {
        try typesByStoredID()[id]
    }

    /// Every quantity type the store has a row for.
    func quantityTypes() throws -> [QuantityType] {
        Array(try typesByStoredID().values)
    }

    /// The store's quantity types by their ids, read once.
    private func typesByStoredID() throws -> [Int64: QuantityType] {
        if let typesByID { return typesByID }
        var all: [Int64: QuantityType] = [:]
        for row in try database.fetchAll("SELECT id, identifier, aggregation, canonical_unit FROM quantity_types", []) {
            let identifier: String = row[1]
            if let known = QuantityType(identifier: identifier) {
                all[row[0]] = known
            } else {
                // A type the model does not list keeps the unit it was saved in, known or not.
                let style = AggregationStyle(rawValue: row[2]) ?? .discrete
                all[row[0]] = QuantityType(identifier: identifier, aggregationStyle: style,
                                           canonicalUnit: QuantityUnit(symbol: row[3]))
            }
        }
        typesByID = all
        return all
    }

    /// The stored id of a quantity type, or `nil` when no sample of it was ever saved.
    func quantityTypeID(_ type: QuantityType) throws -> Int64? {
        try database.lookUp("SELECT id FROM quantity_types WHERE identifier = ?", [type.identifier]).map { $0[0] }
    }

    /// The type as the store holds it (a type the model does not list in the unit its values
    /// are stored in: see ``WriteContext/storedType(_:)``), or `type` when none of it is stored.
    func storedType(of type: QuantityType) throws -> QuantityType {
        try quantityTypeID(type).flatMap { try quantityType(id: $0) } ?? type
    }

    /// Forgets the cached quantity types (after one was added).
    func invalidateTypes() { typesByID = nil }

    // MARK: Authorization and priority

    /// Throws ``StoreError/notAuthorized(source:type:action:)`` unless `source` may do `action` on `type`.
    func checkAuthorization(source: String, type: ObjectType, action: AuthorizationAction) throws {
        let column = action == .share ? "share" : "read"
        let granted: Bool? = try database.lookUp(
            "SELECT \(column) FROM \"authorization\" WHERE source_name = ? AND object_type = ?", [source, type.identifier]
        ).flatMap { $0[0] }
        if granted == false {
            throw StoreError.notAuthorized(source: source, type: type.identifier, action: action.rawValue)
        }
    }

    /// The rank of every source id (0 is the highest priority): the names set with
    /// ``WorkoutStore/setSourcePriority(_:)`` first, then the others in the order first seen.
    /// Sources of one name share a rank.
    func sourceRanks() throws -> [Int64: Int] {
        let rows = try database.fetchAll("""
            SELECT s.id, s.name, p.rank, (SELECT min(id) FROM sources f WHERE f.name = s.name) AS first_seen
            FROM sources s LEFT JOIN source_priority p ON p.name = s.name
            """, [])
        let ordered = rows.map { (id: $0[0] as Int64, name: $0[1] as String, rank: $0[2] as Int?, firstSeen: $0[3] as Int64) }
            .sorted { ($0.rank ?? Int.max, $0.firstSeen) < ($1.rank ?? Int.max, $1.firstSeen) }
        var rankByName: [String: Int] = [:]
        var ranks: [Int64: Int] = [:]
        for entry in ordered {
            let rank = rankByName[entry.name] ?? rankByName.count
            rankByName[entry.name] = rank
            ranks[entry.id] = rank
        }
        return ranks
    }

    // MARK: Metadata

    /// The metadata of each owner among `ids` that has some.
    func metadata(of owner: MetadataOwner, ids: [Int64]) throws -> [Int64: Metadata] {
        var result: [Int64: Metadata] = [:]
        let batchSize = 500
        var index = 0
        while index < ids.count {
            let batch = ids[index..<min(index + batchSize, ids.count)]
            index += batchSize
            let placeholders = Array(repeating: "?", count: batch.count).joined(separator: ",")
            let arguments: StoreArguments = [owner.rawValue] + batch.map { $0 as any StoreValueConvertible }
            try database.forEachRow("""
                SELECT owner_id, key, kind, \(database.metadataValueColumns), unit FROM metadata
                WHERE owner_kind = ? AND owner_id IN (\(placeholders))
                """, arguments) { row in
                let value: MetadataValue?
                switch row[2] as Int {
                case 1: value = (row[3] as String?).map(MetadataValue.string)
                case 2: value = (row[4] as Int?).map(MetadataValue.integer)
                case 3: value = (row[5] as Double?).map(MetadataValue.double)
                case 4: value = (row[4] as Bool?).map(MetadataValue.bool)
                case 5:
                    if let number = row[5] as Double?, let unit = try? QuantityUnit(parsing: row[6] ?? "") {
                        value = .quantity(Quantity(number, unit))
                    } else {
                        value = nil
                    }
                default: value = nil
                }
                if let value { result[row[0], default: [:]][row[1]] = value }
            }
        }
        return result
    }

    func metadata(of owner: MetadataOwner, id: Int64) throws -> Metadata {
        try metadata(of: owner, ids: [id])[id] ?? [:]
    }
}

/// What a source asks to do with a type.
enum AuthorizationAction: String {
    case share, read
}

/// One write transaction: a ``ReadContext`` that also hands out anchors, adds
/// sources, devices and types as they are first seen, and collects the object
/// types it changed for the observers.
///
/// On SQLite (one writer at a time) the anchor is read when the transaction begins and
/// counted on in memory. On PostgreSQL it comes from the transaction's store-wide anchor lock
/// (`PostgreSQLTransaction`), taken by the first ``nextAnchors(_:)`` or ``takeAnchorLock()``
/// (before a writer looks up what it changes): what a writer does before (parsing, authorization)
/// runs alongside other writers. A writer that writes before its lookup (a streamed recording)
/// takes ``nextProvisionalAnchors(_:)``: on PostgreSQL numbers of its own that the transaction
/// turns into the anchors after the store's at commit, under the lock, so that its writing runs
/// alongside other writers too; the same anchors as ``nextAnchors(_:)`` on SQLite. Sources,
/// devices and quantity types are added (or changed) only under the lock.
final class WriteContext: ReadContext {
    /// The PostgreSQL transaction that hands out anchors; `nil` on SQLite.
    private let postgreSQL: PostgreSQLTransaction?
    /// The SQLite store's anchor (handed out last), and where the transaction began.
    private var anchor: Int
    private let startAnchor: Int
    /// Savepoints opened so far (each has its own name).
    private var checkpointCount = 0
    private var sourceIDs: [Source: Int64] = [:]
    private var deviceIDs: [Device: Int64] = [:]
    private var storedTypes: [StoredQuantityType.Key: StoredQuantityType] = [:]
    /// The object types added or deleted in this transaction.
    private(set) var changedTypes: Set<ObjectType> = []
    /// The discrete samples saved in this transaction, counted per hour, type and source:
    /// added to `hourly_statistics` once, before commit (see ``flushHourlyStatistics()``).
    /// Counted into for each sample saved (an Apple Health export's hundreds of thousands):
    /// not checked for exclusive access at run time (about a hundred instructions a sample),
    /// as only the transaction's one thread reaches it, one access at a time.
    @exclusivity(unchecked) var hourly = HourlyStatisticsWriter()

    /// A transaction of an SQLite store.
    init(writing database: SQLiteDatabase) throws {
        let stored = try Int.fetchOne(database.db.cachedStatement(sql: "SELECT anchor FROM store_state WHERE id = 1")) ?? 0
        anchor = stored
        startAnchor = stored
        postgreSQL = nil
        super.init(database)
    }

    /// A transaction of a PostgreSQL store.
    init(writing transaction: PostgreSQLTransaction) {
        anchor = 0
        startAnchor = 0
        postgreSQL = transaction
        super.init(PostgreSQLDatabase(writing: transaction))
    }

    /// The anchor ``nextAnchors(_:)`` hands out next, not yet reserved (on PostgreSQL, the
    /// first call takes the anchor lock).
    var upcomingAnchor: Int64 {
        get throws { try nextAnchors(0) }
    }

    /// Reserves `count` consecutive anchors and returns the first (on PostgreSQL, the first
    /// call takes the anchor lock, held until the transaction ends; once the transaction took
    /// provisional anchors, these are provisional too). Inside ``writingOwnRows(_:)``, the
    /// same as ``nextProvisionalAnchors(_:)``.
    func nextAnchors(_ count: Int) throws -> Int64 {
        if isWritingOwnRows { return try nextProvisionalAnchors(count) }
        if let postgreSQL { return try postgreSQL.nextAnchors(count) }
        return nextSQLiteAnchors(count)
    }

    /// Whether ``writingOwnRows(_:)`` runs.
    private var isWritingOwnRows = false

    /// Runs `body`, which only inserts rows of this transaction's own (new objects, their
    /// metadata and chunks under its provisional anchors and new random UUIDs: no stored row
    /// changed or deleted, nothing decided on stored objects), with every anchor it takes
    /// provisional (``nextAnchors(_:)`` as ``nextProvisionalAnchors(_:)``): on PostgreSQL
    /// without the anchor lock, beside other writers. A source, device or type it adds still
    /// takes the lock (``writingUnderAnchorLock(_:)``). The same anchors as outside on SQLite.
    func writingOwnRows<T>(_ body: () throws -> T) rethrows -> T {
        let outer = isWritingOwnRows
        isWritingOwnRows = true
        defer { isWritingOwnRows = outer }
        return try body()
    }

    /// The anchor ``nextProvisionalAnchors(_:)`` hands out next, not yet reserved.
    var upcomingProvisionalAnchor: Int64 {
        get throws { try nextProvisionalAnchors(0) }
    }

    /// Reserves `count` consecutive anchors and returns the first, without the anchor lock on
    /// PostgreSQL unless the transaction holds it already: provisional numbers, rewritten to
    /// the committed ones at commit (`PostgreSQLTransaction`). Rows written with them must be
    /// the transaction's own (no key another writer could write), and whatever the writer
    /// decides on stored objects comes after ``takeAnchorLock()``.
    func nextProvisionalAnchors(_ count: Int) throws -> Int64 {
        if let postgreSQL { return try postgreSQL.nextProvisionalAnchors(count) }
        return nextSQLiteAnchors(count)
    }

    private func nextSQLiteAnchors(_ count: Int) -> Int64 {
        let first = anchor + 1
        anchor += count
        return Int64(first)
    }

    override func currentAnchor() throws -> Int { Int(try upcomingAnchor) - 1 }

    /// Takes the store-wide anchor lock now, if this transaction does not hold it yet (PostgreSQL;
    /// nothing on SQLite, whose writers are serial): what the transaction reads after this, to
    /// decide what it changes (the stored version of a recording, the current route version, the
    /// object to delete), is what every writer before it committed, and no other writer changes
    /// the store until it ends. One lock for every such decision: two locks taken in different
    /// orders (a version lock, then the anchor lock by a whole recording; the anchor lock, then
    /// the version lock by a streamed one) could deadlock.
    ///
    /// The rows still gathered (a streamed recording's chunks) are sent first, so that the
    /// server inserts them before the lock, beside other writers.
    func takeAnchorLock() throws {
        guard let postgreSQL, !postgreSQL.holdsAnchorLock else { return }
        try database.flush()
        try postgreSQL.lockAnchor()
    }

    /// Thrown by a lookup that would add or change a source, device or type without the lock.
    struct AnchorLockNeeded: Error {}

    /// Runs `body`, which finds a source, device or quantity type and adds or changes its row
    /// when it must and `mayWrite` (else throws ``AnchorLockNeeded``). On PostgreSQL without
    /// the anchor lock it first runs without writing; when it would write, it takes the lock and
    /// runs again (another writer may have added the row and committed meanwhile). Writers add
    /// these rows only under the lock: two never add the same one, and none waits for a row
    /// another writer added (a unique key) while that one waits for the lock.
    func writingUnderAnchorLock<T>(_ body: (_ mayWrite: Bool) throws -> T) throws -> T {
        guard let postgreSQL, !postgreSQL.holdsAnchorLock else { return try body(true) }
        do {
            return try body(false)
        } catch is AnchorLockNeeded {
            try takeAnchorLock()
            return try body(true)
        }
    }

    func noteChange(_ type: ObjectType) { changedTypes.insert(type) }

    /// What a rollback to a savepoint puts back: the anchor, the hourly statistics counted
    /// and the types noted as changed (the database rows go back with the savepoint).
    struct Checkpoint {
        fileprivate let name: String
        fileprivate let anchor: Int
        fileprivate let anchorMark: PostgreSQLTransaction.AnchorMark?
        fileprivate let hourly: HourlyStatisticsWriter
        fileprivate let changedTypes: Set<ObjectType>
    }

    /// Opens a savepoint that ``rollBack(to:)`` returns to and ``release(_:)`` keeps.
    func beginCheckpoint() throws -> Checkpoint {
        checkpointCount += 1
        let name = "checkpoint_\(checkpointCount)"
        try database.savepoint(name)
        return Checkpoint(name: name, anchor: anchor, anchorMark: postgreSQL?.anchorMark, hourly: hourly,
                          changedTypes: changedTypes)
    }

    /// Undoes everything since `checkpoint` and closes it.
    func rollBack(to checkpoint: Checkpoint) throws {
        try database.rollBack(toSavepoint: checkpoint.name)
        anchor = checkpoint.anchor
        if let mark = checkpoint.anchorMark { postgreSQL?.rewindAnchors(to: mark) }
        hourly = checkpoint.hourly
        changedTypes = checkpoint.changedTypes
        // Sources, devices and types added since are gone again.
        sourceIDs = [:]
        deviceIDs = [:]
        storedTypes = [:]
        invalidateSources()
        invalidateTypes()
    }

    /// Keeps everything since `checkpoint` and closes it.
    func release(_ checkpoint: Checkpoint) throws {
        try database.release(savepoint: checkpoint.name)
    }

    /// Runs `body`, keeping the discrete samples it saves out of the hourly statistics counted
    /// so far; returns what it returned and those samples in the order saved, which
    /// ``HourlyStatisticsWriter/count(_:)`` counts later. For a recording that writes its
    /// samples before it looks up the version it replaces: that version's hours are
    /// recomputed without them, and they count after, in the order a whole save counts them.
    func holdingHoursBack<T>(_ body: () throws -> T) rethrows -> (T, HourlyStatisticsWriter) {
        let counted = hourly
        hourly = HourlyStatisticsWriter(holdingBack: true)
        defer { hourly = counted }
        let result = try body()
        return (result, hourly)
    }

    /// Adds the hourly statistics counted so far to the stored ones. Runs before commit,
    /// and before anything recomputes stored hours.
    func flushHourlyStatistics() throws {
        try hourly.flush(database)
    }

    /// Writes the counted statistics, the rows still gathered and (on SQLite) the advanced
    /// anchor back; called once before commit (on PostgreSQL the transaction writes its anchor).
    ///
    /// On PostgreSQL a transaction that took anchors takes the anchor lock first, if it does not
    /// hold it yet: the hourly statistics are rows other writers change too.
    func finish() throws {
        if let postgreSQL, postgreSQL.upcomingAnchor != nil { try takeAnchorLock() }
        try flushHourlyStatistics()
        try database.flush()
        if postgreSQL == nil, anchor != startAnchor {
            try database.execute("UPDATE store_state SET anchor = ? WHERE id = 1", [anchor])
        }
    }

    func sourceID(_ source: Source) throws -> Int64 {
        if let known = sourceIDs[source] { return known }
        let id: Int64 = try writingUnderAnchorLock { mayWrite in
            if let existing = try storedSourceID(source) { return existing }
            guard mayWrite else { throw AnchorLockNeeded() }
            defer { invalidateSources() }
            return try database.insertReturningID(
                "INSERT INTO sources (name, bundle_identifier) VALUES (?, ?)", [source.name, source.bundleIdentifier])
        }
        sourceIDs[source] = id
        return id
    }

    /// The id of `source` when it can be had without taking the anchor lock, and whether it
    /// was added now: always on SQLite (added if new, as ``sourceID(_:)`` adds it), on
    /// PostgreSQL when the store holds it already or the lock is held; otherwise `nil`.
    func sourceIDWithoutAnchorLock(_ source: Source) throws -> (id: Int64, added: Bool)? {
        if let known = sourceIDs[source] { return (known, false) }
        if let postgreSQL, !postgreSQL.holdsAnchorLock {
            guard let id = try storedSourceID(source) else { return nil }
            sourceIDs[source] = id
            return (id, false)
        }
        let stored = try storedSourceID(source)
        return (try stored ?? sourceID(source), stored == nil)
    }

    /// Deletes the source of id `id`, which nothing names: one added in this transaction
    /// (``sourceIDWithoutAnchorLock(_:)``) for objects that then took another.
    func deleteUnusedSource(id: Int64) throws {
        try database.execute("DELETE FROM sources WHERE id = ?", [id])
        sourceIDs = sourceIDs.filter { $0.value != id }
        invalidateSources()
    }

    /// The id of `source` in the `sources` table, if it is there.
    private func storedSourceID(_ source: Source) throws -> Int64? {
        try database.lookUp(
            "SELECT id FROM sources WHERE name = ? AND bundle_identifier \(database.dialect.isSame) ? ORDER BY id LIMIT 1",
            [source.name, source.bundleIdentifier]).map { $0[0] }
    }

    func deviceID(_ device: Device?) throws -> Int64? {
        guard let device else { return nil }
        if let known = deviceIDs[device] { return known }
        let arguments: StoreArguments = [
            device.name, device.manufacturer, device.model, device.hardwareVersion, device.softwareVersion,
            device.serialNumber, device.creationDate?.timeIntervalSinceReferenceDate,
        ]
        let same = database.dialect.isSame
        let id: Int64 = try writingUnderAnchorLock { mayWrite in
            if let existing = try database.lookUp("""
                SELECT id FROM devices WHERE name \(same) ? AND manufacturer \(same) ? AND model \(same) ?
                AND hardware_version \(same) ? AND software_version \(same) ? AND serial_number \(same) ?
                AND creation_date \(same) ?
                ORDER BY id LIMIT 1
                """, arguments) {
                return existing[0]
            }
            guard mayWrite else { throw AnchorLockNeeded() }
            return try database.insertReturningID("""
                INSERT INTO devices (name, manufacturer, model, hardware_version, software_version, serial_number,
                    creation_date)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments)
        }
        deviceIDs[device] = id
        return id
    }

    /// The type the store keeps values of `type` as, with its row's id (added when first seen).
    ///
    /// A type the model lists is itself. A type it does not list is the stored type of its
    /// identifier when their units convert (`Developer.Power` stored in `W`, a recording's in
    /// `kW`: its values keep their own unit on their rows and count in `W`), and a type of its
    /// own, `<identifier> [<unit>]`, when they do not (`%`): ``QuantityType/kept(among:)``, the
    /// rule the readers follow within one file. Samples of `type` are then saved as samples of
    /// the stored type (``StoredQuantityType/retypes``), never read in another unit.
    func storedType(_ type: QuantityType) throws -> StoredQuantityType {
        let key = StoredQuantityType.Key(identifier: type.identifier, unit: type.canonicalUnit.symbol)
        if let known = storedTypes[key] { return known }
        let stored = try writingUnderAnchorLock { mayWrite in
            let kept = try type.kept(among: { identifier in
                try storedQuantityType(identifier, adoptingUnitOf: type, mayWrite: mayWrite)
            })
            let id: Int64
            if let existing = try quantityTypeID(kept) {
                id = existing
            } else {
                guard mayWrite else { throw AnchorLockNeeded() }
                id = try database.insertReturningID(
                    "INSERT INTO quantity_types (identifier, aggregation, canonical_unit) VALUES (?, ?, ?)",
                    [kept.identifier, kept.aggregationStyle.rawValue, kept.canonicalUnit.symbol])
                invalidateTypes()
            }
            return StoredQuantityType(
                id: id, type: kept, retypes: kept.identifier != type.identifier || kept.canonicalUnit != type.canonicalUnit)
        }
        storedTypes[key] = stored
        return stored
    }

    /// The stored type of `identifier` (one the model does not list), `nil` when none is stored;
    /// a type of its own stored with its units in brackets spelt otherwise (`Power [KN/m]` for
    /// `Power [kN/m]`, ``QuantityType/unitSpellingKey(of:)``) is that type.
    /// A type stored in `count` (how a FIT developer field in a unit workoutkit did not know was
    /// read, before FIT developer units were mapped) takes the unit `type` of that identifier
    /// gives it (`W`, or the file's own `KN/m`): its stored values are the file's numbers in that
    /// unit, so every version reads in it. Throws ``AnchorLockNeeded`` when it would change it
    /// and `mayWrite` is false.
    private func storedQuantityType(
        _ identifier: String, adoptingUnitOf type: QuantityType, mayWrite: Bool
    ) throws -> QuantityType? {
        guard let row = try storedQuantityTypeRow(identifier) else { return nil }
        let identifier: String = row[3]
        let style = AggregationStyle(rawValue: row[1]) ?? .discrete
        var unit = QuantityUnit(symbol: row[2])
        if unit == .count, identifier == type.identifier, type.canonicalUnit != .count {
            guard mayWrite else { throw AnchorLockNeeded() }
            try database.execute("UPDATE quantity_types SET canonical_unit = ? WHERE id = ?",
                                 [type.canonicalUnit.symbol, row[0] as Int64])
            invalidateTypes()
            unit = type.canonicalUnit
        }
        return QuantityType(identifier: identifier, aggregationStyle: style, canonicalUnit: unit)
    }

    /// The `quantity_types` row (id, aggregation, canonical unit, identifier) of `identifier`,
    /// else of an identifier of the same ``QuantityType/unitSpellingKey(of:)`` (the first stored).
    private func storedQuantityTypeRow(_ identifier: String) throws -> StoreRow? {
        if let row = try database.fetchOne(
            "SELECT id, aggregation, canonical_unit, identifier FROM quantity_types WHERE identifier = ?", [identifier]) {
            return row
        }
        let base = QuantityType.identifierBeforeUnits(identifier)
        guard base != identifier else { return nil }
        let key = QuantityType.unitSpellingKey(of: identifier)
        // `substr` counts characters (Unicode scalars) on both backends.
        return try database.fetchAll("""
            SELECT id, aggregation, canonical_unit, identifier FROM quantity_types
            WHERE substr(identifier, 1, ?) = ? ORDER BY id
            """, [base.unicodeScalars.count, base]).first { QuantityType.unitSpellingKey(of: $0[3]) == key }
    }

    /// Saves `metadata` for one owner.
    func saveMetadata(_ metadata: Metadata, owner: MetadataOwner, id: Int64) throws {
        guard !metadata.isEmpty else { return }
        var inserter = try MetadataInserter(database)
        try inserter.insert(metadata, owner: owner, id: id)
        try inserter.finish()
    }

    /// A metadata value as (kind, SQLite value, unit): strings, integers and doubles
    /// keep their SQLite storage class, so `5` and `5.0` come back as they went in.
    static func storedForm(of value: MetadataValue) -> (Int, DatabaseValue, String?) {
        switch value {
        case .string(let text): return (1, text.databaseValue, nil)
        case .integer(let number): return (2, number.databaseValue, nil)
        case .double(let number): return (3, number.databaseValue, nil)
        case .bool(let flag): return (4, flag.databaseValue, nil)
        case .quantity(let quantity): return (5, quantity.value.databaseValue, quantity.unit.symbol)
        }
    }
}

/// A quantity type as the store keeps it (see ``WriteContext/storedType(_:)``).
struct StoredQuantityType {
    /// What a type is looked up by: its identifier and canonical unit.
    struct Key: Hashable {
        var identifier: String
        var unit: String
    }

    /// The id of its `quantity_types` row.
    let id: Int64
    /// The stored type.
    let type: QuantityType
    /// Whether samples of the type asked for are saved as samples of ``type``: it has another
    /// identifier (`<identifier> [<unit>]`) or another canonical unit (one theirs converts to).
    let retypes: Bool
}

extension UUID {
    /// The 16 bytes the store keeps a UUID as.
    var blob: Data { withUnsafeBytes(of: uuid) { Data($0) } }

    /// The UUID stored as 16 bytes, or `nil` for anything else.
    init?(blob: Data) {
        guard blob.count == 16 else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { $0.copyBytes(from: blob) }
        self.init(uuid: bytes)
    }
}

extension Date {
    /// The stored form of a date: seconds since the reference date, every bit kept.
    var stored: Double { timeIntervalSinceReferenceDate }

    init(stored: Double) { self.init(timeIntervalSinceReferenceDate: stored) }
}
