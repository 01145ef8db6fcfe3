import Foundation
import GRDB
import GRDBSQLite

/// A prepared statement bound column by column through SQLite's C interface, for
/// the rows saved by the hundred thousand (samples, locations): GRDB's
/// `StatementArguments` allocate per row, these binds do not.
struct BulkStatement {
    private let statement: Statement
    private let database: Database
    private var handle: OpaquePointer { statement.sqliteStatement }

    init(_ db: Database, sql: String) throws {
        statement = try db.cachedStatement(sql: sql)
        database = db
    }

    /// SQLite's "copy the bytes now" destructor.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    func bind(_ index: Int32, _ value: Double) {
        sqlite3_bind_double(handle, index, value)
    }

    func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ index: Int32, _ value: Int64) {
        sqlite3_bind_int64(handle, index, value)
    }

    func bind(_ index: Int32, _ value: Int64?) {
        if let value { sqlite3_bind_int64(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ index: Int32, _ value: String?) {
        guard let value else { sqlite3_bind_null(handle, index); return }
        var copy = value
        copy.withUTF8 { bytes in
            _ = sqlite3_bind_text(handle, index, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                  Int32(bytes.count), Self.transient)
        }
    }

    func bind(_ index: Int32, _ uuid: UUID) {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            _ = sqlite3_bind_blob(handle, index, bytes.baseAddress, 16, Self.transient)
        }
    }

    func bind(_ index: Int32, bytes: UnsafeRawBufferPointer) {
        sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
    }

    /// Binds bytes that SQLite reads where they are, without copying them (`SQLITE_STATIC`):
    /// they must stay unchanged until the statement has run, and every run must bind
    /// this parameter again.
    func bindInPlace(_ index: Int32, bytes: UnsafeRawBufferPointer) {
        sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), nil)
    }

    /// Runs the statement once with the bound values, then clears it for the next row.
    /// Returns how many rows it changed (fewer than it names for an `INSERT OR IGNORE`
    /// whose rows were ignored).
    @discardableResult
    func step() throws -> Int {
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: sqlite3_extended_errcode(database.sqliteConnection)),
                message: String(cString: sqlite3_errmsg(database.sqliteConnection)),
                sql: statement.sql)
        }
        return Int(sqlite3_changes(database.sqliteConnection))
    }
}
