import Foundation
import PostgreSQLStore
import PostgresNIO
import WorkoutModel

/// The store's PostgreSQL database (one connection inside a transaction, see `PostgreSQLStore`)
/// as a ``StoreDatabase``: the shared SQL's `?` placeholders become `$1`, `$2`…, arguments are
/// sent bound (binary, so every `Double` keeps its bits) and values come back as SQLite's
/// storage classes, a `uuid` as a UUID.
///
/// ``fetchAll(_:_:)`` reads a query's rows whole (PostgresNIO's synchronous result);
/// ``forEachRow(_:_:_:)`` and ``columnCursor(_:_:)``, the reads of many rows, go through a
/// cursor of the transaction (`DECLARE … CURSOR`, then a `FETCH` per batch of rows), so a
/// read that SQLite streams a chunk at a time holds one batch here, not the query's every row.
final class PostgreSQLDatabase: StoreDatabase {
    private let connection: PostgreSQLConnection
    /// The cursors declared in this transaction so far, for a name of each its own.
    private var cursorCount = 0
    /// The store-wide anchors of a write transaction; `nil` in a read transaction.
    let transaction: PostgreSQLTransaction?
    /// The bulk statements of the transaction, by their SQL (and whether they count their
    /// rows), in the order they were first used: their gathered rows are sent in that order.
    private var bulkInserts: [String: PostgreSQLBulkInsert] = [:]
    private var bulkInsertOrder: [PostgreSQLBulkInsert] = []

    /// The database of a read transaction on `connection`.
    init(_ connection: PostgreSQLConnection) {
        self.connection = connection
        transaction = nil
    }

    /// The database of the write transaction `transaction`.
    init(writing transaction: PostgreSQLTransaction) {
        connection = transaction.connection
        self.transaction = transaction
    }

    func fetchAll(_ sql: String, _ arguments: StoreArguments) throws -> [StoreRow] {
        try rows(sql, arguments).map(StoreRow.init(values:))
    }

    func lookUp(_ sql: String, _ arguments: StoreArguments) throws -> StoreRow? {
        try fetchAll(sql, arguments).first
    }

    func readRows(_ sql: String, _ arguments: StoreArguments, while body: (StoreRow) throws -> Bool) throws {
        let cursor = try fetchingCursor(sql, arguments)
        while try cursor.next(), try body(cursor.row) {}
    }

    func columnCursor(_ sql: String, _ arguments: StoreArguments) throws -> any StoreCursor {
        try fetchingCursor(sql, arguments)
    }

    /// Declares a cursor for `sql` in the transaction (closed when the cursor is read to its end, or at commit).
    /// The rows gathered by bulk statements are sent first.
    private func fetchingCursor(_ sql: String, _ arguments: StoreArguments) throws -> FetchingCursor {
        try flush()
        cursorCount += 1
        let name = "workoutkit_rows_\(cursorCount)"
        try connection.execute(PostgresQuery(
            unsafeSQL: "DECLARE \(name) NO SCROLL CURSOR FOR " + Self.numberingPlaceholders(sql),
            binds: try Self.bindings(arguments.map(\.storeValue))))
        return FetchingCursor(connection: connection, name: name)
    }

    func uuidHex(_ column: String) -> String { "upper(replace(CAST(\(column) AS text), '-', ''))" }

    /// PostgreSQL keeps a metadata value in the column of its storage class (as `StoreCopy` copies it).
    var metadataValueColumns: String { "value_text, value_integer, coalesce(value_real, value_integer)" }

    // MARK: Statistics and queries

    /// Text in `value_text`, a Boolean in `value_integer`, a number in either numeric column
    /// (SQLite compares `5` and `5.0` as equal, and so does this).
    func metadataValue(comparedWith value: MetadataValue, in table: String) -> String {
        switch value {
        case .string: "\(table).value_text"
        case .bool: "\(table).value_integer"
        case .integer, .double, .quantity: "coalesce(\(table).value_real, \(table).value_integer)"
        }
    }

    /// 978307200 is 2001-01-01 00:00 UTC in seconds since 1970.
    func storedDate(ofDay column: String) -> String {
        "(CAST(EXTRACT(EPOCH FROM CAST(\(column) AS timestamp)) AS DOUBLE PRECISION) - 978307200)"
    }

    /// The rows of `sql` as values (the rows gathered by bulk statements sent first).
    private func rows(_ sql: String, _ arguments: StoreArguments) throws -> [[StoreValue]] {
        try flush()
        let rows = try connection.query(
            PostgresQuery(unsafeSQL: Self.numberingPlaceholders(sql), binds: try Self.bindings(arguments.map(\.storeValue))))
        return try rows.map(Self.values)
    }

    /// A row's cells as store values.
    static func values(_ row: PostgresRow) throws -> [StoreValue] {
        try row.map(Self.value)
    }

    /// `values` bound as PostgreSQL parameters (binary: every `Double` keeps its bits).
    private static func bindings(_ values: [StoreValue]) throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: bindings.appendNull()
            case .integer(let number): bindings.append(number)
            case .real(let number): bindings.append(number)
            case .text(let text): bindings.append(text)
            case .blob(let bytes): try bindings.append(bytes)
            case .uuid(let uuid): bindings.append(uuid)
            }
        }
        return bindings
    }

    /// A cell as a store value, by its PostgreSQL type.
    private static func value(_ cell: PostgresCell) throws -> StoreValue {
        guard var bytes = cell.bytes else { return .null }
        // The 8-byte numbers most rows are made of, read straight from their binary form
        // (network byte order), without PostgresNIO's generic decoding.
        if cell.format == .binary, bytes.readableBytes == 8 {
            switch cell.dataType {
            case .int8: if let number = bytes.readInteger(as: Int64.self) { return .integer(number) }
            case .float8: if let bits = bytes.readInteger(as: UInt64.self) { return .real(Double(bitPattern: bits)) }
            default: break
            }
        }
        switch cell.dataType {
        case .int8, .int4, .int2: return .integer(try cell.decode(Int64.self))
        case .float8, .float4: return .real(try cell.decode(Double.self))
        case .text, .varchar, .name: return .text(try cell.decode(String.self))
        case .bytea: return .blob(try cell.decode(Data.self))
        case .uuid: return .uuid(try cell.decode(UUID.self))
        case .bool: return .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .numeric:
            // sum() of integers: exact while it fits in 64 bits.
            let number = try cell.decode(Decimal.self)
            if let integer = Int64(exactly: NSDecimalNumber(decimal: number).doubleValue), Decimal(integer) == number {
                return .integer(integer)
            }
            return .real(NSDecimalNumber(decimal: number).doubleValue)
        default:
            throw PostgreSQLStoreError.server(
                message: "column \(cell.columnName) has the type \(cell.dataType), which the store does not read", sqlState: "42804")
        }
    }

    // MARK: Writing

    /// Runs each statement of `sql` in turn (PostgreSQL's extended protocol takes one at a
    /// time), each with the arguments of its own placeholders.
    @discardableResult
    func execute(_ sql: String, _ arguments: StoreArguments) throws -> Int {
        try flush()
        var changed = 0
        var used = 0
        for statement in Self.statements(sql) {
            let numbered = Self.numbered(statement)
            let values = arguments[used..<used + numbered.placeholderCount].map(\.storeValue)
            used += numbered.placeholderCount
            changed = try connection.execute(PostgresQuery(unsafeSQL: numbered.sql, binds: try Self.bindings(values)))
        }
        return changed
    }

    /// The statement with `RETURNING id`: the id the identity column gave the row.
    func insertReturningID(_ sql: String, _ arguments: StoreArguments) throws -> Int64 {
        guard let row = try rows(sql + " RETURNING id", arguments).first else {
            throw StoreError.database("an insert returned no id: \(sql)")
        }
        return StoreRow(values: row)[0]
    }

    /// The statement's rows are gathered and sent many to one `INSERT` (``PostgreSQLBulkInsert``).
    func bulkStatement(_ sql: String, countsRows: Bool) throws -> BulkStatement {
        let key = (countsRows ? "counted " : "") + sql
        if let known = bulkInserts[key] { return BulkStatement(gathering: known) }
        let insert = try PostgreSQLBulkInsert(self, sql: sql, countsRows: countsRows)
        bulkInserts[key] = insert
        bulkInsertOrder.append(insert)
        return BulkStatement(gathering: insert)
    }

    var dialect: SQLDialect { .postgreSQL }

    func flush() throws {
        for insert in bulkInsertOrder { try insert.send() }
    }

    /// Sends the rows gathered first: a rollback to the savepoint must undo them.
    func savepoint(_ name: String) throws {
        try execute("SAVEPOINT \(name)", [])
    }

    /// The rows still gathered were all bound after the savepoint (opening it sent the others): they are forgotten.
    func rollBack(toSavepoint name: String) throws {
        for insert in bulkInsertOrder { insert.discard() }
        try execute("ROLLBACK TO SAVEPOINT \(name); RELEASE SAVEPOINT \(name)", [])
    }

    func release(savepoint name: String) throws {
        try execute("RELEASE SAVEPOINT \(name)", [])
    }

    /// Runs one multi-row statement of a ``PostgreSQLBulkInsert`` (without sending the others' rows).
    func executeGathered(_ sql: String, _ values: [StoreValue]) throws -> Int {
        try connection.execute(PostgresQuery(unsafeSQL: Self.numberingPlaceholders(sql), binds: try Self.bindings(values)))
    }

    /// The statements of `sql`, split at the semicolons outside quotes (empty ones left out).
    static func statements(_ sql: String) -> [String] {
        var statements: [String] = []
        var current = ""
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == ";" {
                statements.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        statements.append(current)
        return statements.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// `sql` with its `?` placeholders numbered as PostgreSQL's (`$1`, `$2`…), those inside
    /// quoted strings and identifiers left alone.
    static func numberingPlaceholders(_ sql: String) -> String {
        numbered(sql).sql
    }

    /// `sql` with its placeholders numbered (see ``numberingPlaceholders(_:)``), and how many there are.
    static func numbered(_ sql: String) -> (sql: String, placeholderCount: Int) {
        var result = ""
        result.reserveCapacity(sql.utf8.count + 16)
        var quote: Character?
        var number = 0
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                result.append(character)
            } else if character == "?" {
                number += 1
                result += "$\(number)"
            } else {
                result.append(character)
            }
        }
        return (result, number)
    }
}

/// The rows of a declared cursor, fetched a batch at a time and handed out a column at a time
/// (``StoreCursor`` on PostgreSQL).
private final class FetchingCursor: StoreCursor {
    /// Rows per `FETCH` at first: a few MB at most of packed chunks.
    private static let firstBatchSize = 256
    /// Rows per `FETCH` at most, for small rows.
    private static let largestBatchSize = 16_384
    /// A batch smaller than this many bytes makes the next one four times as long (fewer round trips).
    private static let smallBatchBytes = 1 << 20
    private let connection: PostgreSQLConnection
    private let name: String
    private var batch: [[StoreValue]] = []
    private var batchSize = firstBatchSize
    private var index = 0
    private var finished = false

    init(connection: PostgreSQLConnection, name: String) {
        self.connection = connection
        self.name = name
    }

    func next() throws -> Bool {
        index += 1
        if index < batch.count { return true }
        guard !finished else { return false }
        batch = try connection.query(PostgresQuery(unsafeSQL: "FETCH FORWARD \(batchSize) FROM \(name)"))
            .map(PostgreSQLDatabase.values)
        index = 0
        if batch.count < batchSize {
            finished = true
            try connection.execute(PostgresQuery(unsafeSQL: "CLOSE \(name)"))
        } else if batch.reduce(0, { $0 + $1.reduce(0) { $0 + $1.size } }) < Self.smallBatchBytes {
            batchSize = min(batchSize * 4, Self.largestBatchSize)
        }
        return !batch.isEmpty
    }

    /// The current row.
    var row: StoreRow { StoreRow(values: batch[index]) }

    private func value<Value: StoreValueConvertible>(_ column: Int32) -> Value {
        row[Int(column)]
    }

    func int64(_ column: Int32) -> Int64 { value(column) }
    func double(_ column: Int32) -> Double { value(column) }
    func optionalDouble(_ column: Int32) -> Double? { value(column) }
    func optionalInt64(_ column: Int32) -> Int64? { value(column) }
    func text(_ column: Int32) -> String? { value(column) }
    func data(_ column: Int32) -> Data { (value(column) as Data?) ?? Data() }
}

private extension StoreValue {
    /// About the bytes the value took on the wire.
    var size: Int {
        switch self {
        case .null: 0
        case .integer, .real: 8
        case .text(let text): text.utf8.count
        case .blob(let bytes): bytes.count
        case .uuid: 16
        }
    }
}
