import GRDB
import WorkoutModel

/// Inserts `metadata` rows through prepared statements bound value by value (see
/// ``BulkStatement``), in the stored form of ``WriteContext/storedForm(of:)``. Rows are
/// gathered and written ``rowsPerStatement`` at a time by one multi-row `INSERT`, which
/// halves SQLite's cost per row: samples with metadata are saved by the hundred thousand
/// from an Apple Health export. ``finish()`` writes what is left; call it before the rows
/// are read back.
struct MetadataInserter {
    static let rowsPerStatement = 64

    private let single: BulkStatement
    private let multiple: BulkStatement
    private var pending: [(owner: MetadataOwner, id: Int64, key: String, value: MetadataValue)] = []

    init(_ db: Database) throws {
        let columns = "INSERT INTO metadata (owner_kind, owner_id, key, kind, value, unit) VALUES "
        single = try BulkStatement(db, sql: columns + "(?, ?, ?, ?, ?, ?)")
        multiple = try BulkStatement(
            db, sql: columns + Array(repeating: "(?, ?, ?, ?, ?, ?)", count: Self.rowsPerStatement).joined(separator: ", "))
        pending.reserveCapacity(Self.rowsPerStatement)
    }

    /// Inserts every entry of `metadata` for one owner (the last ones may wait for ``finish()``).
    mutating func insert(_ metadata: Metadata, owner: MetadataOwner, id: Int64) throws {
        for (key, value) in metadata {
            pending.append((owner, id, key, value))
            if pending.count == Self.rowsPerStatement {
                for (row, entry) in pending.enumerated() {
                    Self.bind(multiple, from: Int32(row * 6), entry.owner, entry.id, entry.key, entry.value)
                }
                try multiple.step()
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Writes the rows still waiting.
    mutating func finish() throws {
        for entry in pending {
            Self.bind(single, from: 0, entry.owner, entry.id, entry.key, entry.value)
            try single.step()
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Binds one row to the six parameters after `offset`.
    private static func bind(
        _ statement: BulkStatement, from offset: Int32, _ owner: MetadataOwner, _ id: Int64, _ key: String, _ value: MetadataValue
    ) {
        statement.bind(offset + 1, Int64(owner.rawValue))
        statement.bind(offset + 2, id)
        statement.bind(offset + 3, key)
        switch value {
        case .string(let text):
            statement.bind(offset + 4, Int64(1))
            statement.bind(offset + 5, text)
            statement.bind(offset + 6, nil as String?)
        case .integer(let number):
            statement.bind(offset + 4, Int64(2))
            statement.bind(offset + 5, Int64(number))
            statement.bind(offset + 6, nil as String?)
        case .double(let number):
            statement.bind(offset + 4, Int64(3))
            statement.bind(offset + 5, number)
            statement.bind(offset + 6, nil as String?)
        case .bool(let flag):
            statement.bind(offset + 4, Int64(4))
            statement.bind(offset + 5, Int64(flag ? 1 : 0))
            statement.bind(offset + 6, nil as String?)
        case .quantity(let quantity):
            statement.bind(offset + 4, Int64(5))
            statement.bind(offset + 5, quantity.value)
            statement.bind(offset + 6, quantity.unit.symbol)
        }
    }
}
