import Foundation

/// The rows of one `INSERT … VALUES (?, …)` statement gathered for PostgreSQL and sent many to
/// one multi-row `INSERT` (one round trip for thousands of rows, where SQLite runs its prepared
/// statement once a row): what a ``BulkStatement`` is on PostgreSQL.
///
/// The statement's text is split once into what comes before its first row of placeholders
/// (`INSERT INTO t (…) VALUES `), that row (`(?, ?, …)`, repeated as often as rows are sent),
/// and what follows its last row (`ON CONFLICT …`). A statement written with several rows of
/// placeholders (the SQLite side's 64-row statements) gathers them as that many rows.
///
/// Gathered rows are sent when PostgreSQL's parameter limit or about 4 MB is reached, and by
/// ``PostgreSQLDatabase`` before any other statement runs and before commit, so every
/// statement sees the rows inserted before it. A statement that counts its rows sends each
/// row at once (an insert that ignores conflicts reports how many it inserted).
final class PostgreSQLBulkInsert {
    /// PostgreSQL's limit of bound parameters in one statement.
    static let maximumParameters = 65_535
    /// About how many bytes of values are gathered before they are sent.
    static let maximumBytes = 4 << 20

    private let database: PostgreSQLDatabase
    private let head: String
    private let row: String
    private let tail: String
    /// The placeholders of one row, and of the statement as written (a multiple of it).
    private let width: Int
    private let parameterCount: Int
    private let countsRows: Bool
    private var bound: [StoreValue]
    private var gathered: [StoreValue] = []
    private var gatheredBytes = 0

    /// - Throws: ``StoreError/database(_:)`` for a statement that is not `INSERT … VALUES (…)`.
    init(_ database: PostgreSQLDatabase, sql: String, countsRows: Bool) throws {
        guard let values = sql.range(of: "VALUES", options: .caseInsensitive),
              let open = sql[values.upperBound...].firstIndex(of: "("),
              let close = sql[open...].firstIndex(of: ")")
        else { throw StoreError.database("a bulk statement is not an INSERT … VALUES (…): \(sql)") }
        // The rows of placeholders end where no `, (` follows a row.
        var end = sql.index(after: close)
        while let comma = sql[end...].firstIndex(where: { !$0.isWhitespace }), sql[comma] == ",",
              let next = sql[sql.index(after: comma)...].firstIndex(where: { !$0.isWhitespace }), sql[next] == "(",
              let nextClose = sql[next...].firstIndex(of: ")") {
            end = sql.index(after: nextClose)
        }
        self.database = database
        head = String(sql[..<open])
        row = String(sql[open...close])
        tail = String(sql[end...])
        width = row.filter { $0 == "?" }.count
        parameterCount = sql.filter { $0 == "?" }.count
        guard width > 0, parameterCount % width == 0 else {
            throw StoreError.database("a bulk statement's rows do not have the same placeholders: \(sql)")
        }
        self.countsRows = countsRows
        bound = Array(repeating: .null, count: parameterCount)
    }

    /// Binds parameter `index` (from 1) of the statement as written.
    func bind(_ index: Int32, _ value: StoreValue) {
        bound[Int(index) - 1] = value
    }

    /// Gathers the bound row(s); returns how many rows they are, or, for a statement that
    /// counts its rows, how many it inserted.
    func step() throws -> Int {
        for value in bound {
            switch value {
            case .text(let text): gatheredBytes += text.utf8.count
            case .blob(let bytes): gatheredBytes += bytes.count
            default: gatheredBytes += 8
            }
        }
        gathered += bound
        for index in bound.indices { bound[index] = .null }
        if countsRows { return try send() }
        if gathered.count + parameterCount > Self.maximumParameters || gatheredBytes >= Self.maximumBytes {
            try send()
        }
        return parameterCount / width
    }

    /// Sends the rows gathered; returns how many rows were inserted.
    @discardableResult
    func send() throws -> Int {
        guard !gathered.isEmpty else { return 0 }
        let rowCount = gathered.count / width
        let sql = head + Array(repeating: row, count: rowCount).joined(separator: ", ") + tail
        defer {
            gathered.removeAll(keepingCapacity: true)
            gatheredBytes = 0
        }
        return try database.executeGathered(sql, gathered)
    }

    /// Forgets the rows gathered (after a rollback to a savepoint taken when none were).
    func discard() {
        gathered.removeAll(keepingCapacity: true)
        gatheredBytes = 0
    }
}
