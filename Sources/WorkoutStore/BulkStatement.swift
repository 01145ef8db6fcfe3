import Foundation
import GRDB
import GRDBSQLite

/// A prepared statement bound column by column, for the rows saved by the hundred thousand
/// (samples, locations) and the lookups run for every file of a batch (``firstRow()``). On
/// SQLite it binds through SQLite's C interface: GRDB's `StatementArguments` allocate per row,
/// these binds do not. On PostgreSQL the rows are
/// gathered and sent many to one multi-row `INSERT` (``PostgreSQLBulkInsert``).
struct BulkStatement {
    /// The SQLite statement, its connection and its handle; `nil` on PostgreSQL.
    private let statement: Statement?
    private let database: Database?
    private let handle: OpaquePointer?
    /// The rows gathered for PostgreSQL; `nil` on SQLite.
    private let rows: PostgreSQLBulkInsert?

    /// A statement of the SQLite connection `db` (GRDB's cached one).
    init(_ db: Database, sql: String) throws {
        let prepared = try db.cachedStatement(sql: sql)
        statement = prepared
        database = db
        handle = prepared.sqliteStatement
        rows = nil
    }

    /// A statement whose rows go to PostgreSQL through `rows`.
    init(gathering rows: PostgreSQLBulkInsert) {
        statement = nil
        database = nil
        handle = nil
        self.rows = rows
    }

    /// How many parameters the SQLite statement takes (0 on PostgreSQL).
    var parameterCount: Int { handle.map { Int(sqlite3_bind_parameter_count($0)) } ?? 0 }

    /// SQLite's "copy the bytes now" destructor.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    func bind(_ index: Int32, _ value: Double) {
        if let handle { sqlite3_bind_double(handle, index, value) } else { rows?.bind(index, .real(value)) }
    }

    func bind(_ index: Int32, _ value: Double?) {
        guard let value else { return bindNull(index) }
        bind(index, value)
    }

    func bind(_ index: Int32, _ value: Int64) {
        if let handle { sqlite3_bind_int64(handle, index, value) } else { rows?.bind(index, .integer(value)) }
    }

    func bind(_ index: Int32, _ value: Int64?) {
        guard let value else { return bindNull(index) }
        bind(index, value)
    }

    func bind(_ index: Int32, _ value: String?) {
        guard let value else { return bindNull(index) }
        guard let handle else { rows?.bind(index, .text(value)); return }
        var copy = value
        copy.withUTF8 { bytes in
            _ = sqlite3_bind_text(handle, index, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                  Int32(bytes.count), Self.transient)
        }
    }

    func bind(_ index: Int32, _ uuid: UUID) {
        guard let handle else { rows?.bind(index, .uuid(uuid)); return }
        withUnsafeBytes(of: uuid.uuid) { bytes in
            _ = sqlite3_bind_blob(handle, index, bytes.baseAddress, 16, Self.transient)
        }
    }

    func bind(_ index: Int32, bytes: UnsafeRawBufferPointer) {
        guard let handle else { rows?.bind(index, .blob(Data(bytes))); return }
        sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
    }

    /// Binds `uuid` with its 16 bytes copied into `room`, for SQLite to read them there
    /// (`SQLITE_STATIC`) until the statement has run; every run must bind this parameter
    /// again (see ``ParameterBytes``). (PostgreSQL's rows keep the UUID.)
    func bind(_ index: Int32, _ uuid: UUID, heldIn room: ParameterBytes) {
        guard let handle else { rows?.bind(index, .uuid(uuid)); return }
        let held = withUnsafeBytes(of: uuid.uuid) { room.holding($0) }
        guard let held else { return bind(index, uuid) }
        sqlite3_bind_blob(handle, index, held.baseAddress, Int32(held.count), nil)
    }

    /// Binds `value` as ``bind(_:_:)-(_,String?)`` does, its bytes copied into `room` for
    /// SQLite to read them there (`SQLITE_STATIC`) until the statement has run; every run
    /// must bind this parameter again (see ``ParameterBytes``). A text that does not fit is
    /// bound as SQLite's copy.
    func bind(_ index: Int32, _ value: String?, heldIn room: ParameterBytes) {
        guard let value else { return bindNull(index) }
        guard let handle else { rows?.bind(index, .text(value)); return }
        var text = value
        let held = text.withUTF8 { room.holding(UnsafeRawBufferPointer($0)) }
        guard let held else { return bind(index, value) }
        // `held` always has an address (an empty text's too: SQLite reads no address as NULL).
        sqlite3_bind_text(handle, index, held.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(held.count), nil)
    }

    /// Binds a value of either backend's kinds.
    func bind(_ index: Int32, _ value: StoreValue) {
        switch value {
        case .null: bindNull(index)
        case .integer(let number): bind(index, number)
        case .real(let number): bind(index, number)
        case .text(let text): bind(index, text)
        case .blob(let bytes): bytes.withUnsafeBytes { bind(index, bytes: $0) }
        case .uuid(let uuid): bind(index, uuid)
        }
    }

    private func bindNull(_ index: Int32) {
        if let handle { sqlite3_bind_null(handle, index) } else { rows?.bind(index, .null) }
    }

    /// Runs the statement (a query) with the bound values and returns its first row's columns,
    /// `nil` when it returns none; the statement is then ready for the next run. On SQLite
    /// only (a lookup: ``SQLiteDatabase/lookUp(_:_:)``).
    func firstRow() throws -> [StoreValue]? {
        guard let handle, let database, let statement else {
            preconditionFailure("a bulk statement of PostgreSQL returns no rows")
        }
        defer { sqlite3_reset(handle) }
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return (0..<sqlite3_column_count(handle)).map { Self.column($0, of: handle) }
        case SQLITE_DONE:
            return nil
        default:
            throw database.lastError(of: statement)
        }
    }

    /// Column `index` of the row `handle` has stepped to, as the storage class SQLite holds it in.
    private static func column(_ index: Int32, of handle: OpaquePointer) -> StoreValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            let bytes = UnsafeRawBufferPointer(start: sqlite3_column_text(handle, index), count: Int(sqlite3_column_bytes(handle, index)))
            return .text(String(decoding: bytes, as: UTF8.self))
        case SQLITE_BLOB:
            let start = sqlite3_column_blob(handle, index)
            return .blob(start.map { Data(bytes: $0, count: Int(sqlite3_column_bytes(handle, index))) } ?? Data())
        default:
            return .null
        }
    }

    /// Runs the statement once with the bound values, then clears it for the next row.
    /// Returns how many rows it changed (fewer than it names for an `INSERT OR IGNORE`
    /// whose rows were ignored). On PostgreSQL the row is gathered, and sent with others
    /// later, unless the statement counts its rows (``StoreDatabase/bulkStatement(_:countsRows:)``).
    @discardableResult
    func step() throws -> Int {
        guard let handle, let database, let statement else { return try rows?.step() ?? 0 }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw database.lastError(of: statement)
        }
        return Int(sqlite3_changes(database.sqliteConnection))
    }
}

extension Database {
    /// The error SQLite reports for the last call on this connection, which ran `statement`
    /// (for the statements stepped through SQLite's C interface).
    func lastError(of statement: Statement) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: sqlite3_extended_errcode(sqliteConnection)),
                      message: String(cString: sqlite3_errmsg(sqliteConnection)), sql: statement.sql)
    }
}
