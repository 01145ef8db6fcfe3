import GRDB
import WorkoutModel

/// Inserts `metadata` rows through prepared statements bound value by value (see
/// ``BulkStatement``), in the stored form of ``WriteContext/storedForm(of:)`` (on PostgreSQL
/// the value goes to the column of its storage class, see ``SQLDialect/splitsMetadataValue``). Rows are
/// gathered and written ``rowsPerStatement`` at a time by one multi-row `INSERT`, which
/// halves SQLite's cost per row: samples with metadata are saved by the hundred thousand
/// from an Apple Health export. ``finish()`` writes what is left; call it before the rows
/// are read back.
struct MetadataInserter {
    static let rowsPerStatement = 64

    private let single: BulkStatement
    private let multiple: BulkStatement
    /// The parameters of one row: 6, or 8 where the value takes three columns.
    private let width: Int32
    private let splitsValue: Bool
    private var pending: [(owner: MetadataOwner, id: Int64, key: String, value: MetadataValue)] = []
    /// The texts of the rows being inserted, bound in place (see ``ParameterBytes``): room
    /// for a statement's rows with keys and values of up to 48 bytes each.
    private let texts = ParameterBytes(capacity: Self.rowsPerStatement * 2 * 48)

    init(_ database: any StoreDatabase) throws {
        splitsValue = database.dialect.splitsMetadataValue
        let statements = splitsValue ? Self.splitValueStatements : Self.oneValueStatements
        width = statements.width
        single = try database.bulkStatement(statements.single, countsRows: false)
        multiple = try database.bulkStatement(statements.multiple, countsRows: false)
        pending.reserveCapacity(Self.rowsPerStatement)
    }

    /// The texts of the statements that insert one row and ``rowsPerStatement`` rows, and the
    /// parameters a row takes: made once (an import makes inserters for every file it saves).
    private typealias Statements = (single: String, multiple: String, width: Int32)
    private static let oneValueStatements = statements(valueColumns: "value")
    private static let splitValueStatements = statements(valueColumns: "value_text, value_integer, value_real")

    private static func statements(valueColumns: String) -> Statements {
        let columns = "INSERT INTO metadata (owner_kind, owner_id, key, kind, \(valueColumns), unit) VALUES "
        let width = 5 + valueColumns.split(separator: ",").count
        let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
        return (columns + row, columns + Array(repeating: row, count: rowsPerStatement).joined(separator: ", "), Int32(width))
    }

    /// Inserts every entry of `metadata` for one owner (the last ones may wait for ``finish()``).
    mutating func insert(_ metadata: Metadata, owner: MetadataOwner, id: Int64) throws {
        for (key, value) in metadata {
            pending.append((owner, id, key, value))
            if pending.count == Self.rowsPerStatement {
                texts.reset()
                for (row, entry) in pending.enumerated() {
                    bind(multiple, from: Int32(row) * width, entry.owner, entry.id, entry.key, entry.value)
                }
                try multiple.step()
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Writes the rows still waiting.
    mutating func finish() throws {
        for entry in pending {
            texts.reset()
            bind(single, from: 0, entry.owner, entry.id, entry.key, entry.value)
            try single.step()
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Binds one row to the parameters after `offset`: owner kind, owner id, key, kind, the value
    /// (one column, or text, integer and real), unit.
    private func bind(
        _ statement: BulkStatement, from offset: Int32, _ owner: MetadataOwner, _ id: Int64, _ key: String, _ value: MetadataValue
    ) {
        statement.bind(offset + 1, Int64(owner.rawValue))
        statement.bind(offset + 2, id)
        statement.bind(offset + 3, key, heldIn: texts)
        // The value's column: the one column, or among the three the one of its storage class (1 text, 2 integer, 3 real).
        func column(_ storageClass: Int32) -> Int32 {
            guard splitsValue else { return offset + 5 }
            for other in Int32(1)...3 where other != storageClass { statement.bind(offset + 4 + other, nil as String?) }
            return offset + 4 + storageClass
        }
        let unit = offset + width
        switch value {
        case .string(let text):
            statement.bind(offset + 4, Int64(1))
            statement.bind(column(1), text, heldIn: texts)
            statement.bind(unit, nil as String?)
        case .integer(let number):
            statement.bind(offset + 4, Int64(2))
            statement.bind(column(2), Int64(number))
            statement.bind(unit, nil as String?)
        case .double(let number):
            statement.bind(offset + 4, Int64(3))
            statement.bind(column(3), number)
            statement.bind(unit, nil as String?)
        case .bool(let flag):
            statement.bind(offset + 4, Int64(4))
            statement.bind(column(2), Int64(flag ? 1 : 0))
            statement.bind(unit, nil as String?)
        case .quantity(let quantity):
            statement.bind(offset + 4, Int64(5))
            statement.bind(column(3), quantity.value)
            statement.bind(unit, quantity.unit.symbol, heldIn: texts)
        }
    }
}
