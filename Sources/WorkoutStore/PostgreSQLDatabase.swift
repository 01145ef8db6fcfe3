import Foundation
import PostgreSQLStore
import PostgresNIO

/// The store's PostgreSQL database (one connection inside a transaction, see `PostgreSQLStore`)
/// as a ``StoreDatabase``: the shared SQL's `?` placeholders become `$1`, `$2`…, arguments are
/// sent bound (binary, so every `Double` keeps its bits) and values come back as SQLite's
/// storage classes, a `uuid` as a UUID.
///
/// A query's rows are read whole before they are handed out (PostgresNIO's synchronous
/// result), so a read that SQLite streams a chunk at a time holds one query's rows here.
final class PostgreSQLDatabase: StoreDatabase {
    private let connection: PostgreSQLConnection

    init(_ connection: PostgreSQLConnection) {
        self.connection = connection
    }

    func fetchAll(_ sql: String, _ arguments: StoreArguments) throws -> [StoreRow] {
        try rows(sql, arguments).map(StoreRow.init(values:))
    }

    func forEachRow(_ sql: String, _ arguments: StoreArguments, _ body: (StoreRow) throws -> Void) throws {
        for values in try rows(sql, arguments) {
            try body(StoreRow(values: values))
        }
    }

    func columnCursor(_ sql: String, _ arguments: [Int64]) throws -> any StoreCursor {
        BufferedCursor(rows: try rows(sql, arguments))
    }

    func uuidHex(_ column: String) -> String { "upper(replace(CAST(\(column) AS text), '-', ''))" }

    /// PostgreSQL keeps a metadata value in the column of its storage class (as `StoreCopy` copies it).
    var metadataValueColumns: String { "value_text, value_integer, coalesce(value_real, value_integer)" }

    /// The rows of `sql` as values.
    private func rows(_ sql: String, _ arguments: StoreArguments) throws -> [[StoreValue]] {
        var bindings = PostgresBindings(capacity: arguments.count)
        for argument in arguments {
            switch argument.storeValue {
            case .null: bindings.appendNull()
            case .integer(let number): bindings.append(number)
            case .real(let number): bindings.append(number)
            case .text(let text): bindings.append(text)
            case .blob(let bytes): try bindings.append(bytes)
            case .uuid(let uuid): bindings.append(uuid)
            }
        }
        let rows = try connection.query(PostgresQuery(unsafeSQL: Self.numberingPlaceholders(sql), binds: bindings))
        return try rows.map { row in try row.map(Self.value) }
    }

    /// A cell as a store value, by its PostgreSQL type.
    private static func value(_ cell: PostgresCell) throws -> StoreValue {
        guard cell.bytes != nil else { return .null }
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

    /// `sql` with its `?` placeholders numbered as PostgreSQL's (`$1`, `$2`…), those inside
    /// quoted strings and identifiers left alone.
    static func numberingPlaceholders(_ sql: String) -> String {
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
        return result
    }
}

/// Rows read whole, handed out a column at a time (``StoreCursor`` on PostgreSQL).
private final class BufferedCursor: StoreCursor {
    private let rows: [[StoreValue]]
    private var index = -1

    init(rows: [[StoreValue]]) {
        self.rows = rows
    }

    func next() throws -> Bool {
        index += 1
        return index < rows.count
    }

    private func value<Value: StoreValueConvertible>(_ column: Int32) -> Value {
        StoreRow(values: rows[index])[Int(column)]
    }

    func int64(_ column: Int32) -> Int64 { value(column) }
    func double(_ column: Int32) -> Double { value(column) }
    func optionalDouble(_ column: Int32) -> Double? { value(column) }
    func text(_ column: Int32) -> String? { value(column) }
    func data(_ column: Int32) -> Data { (value(column) as Data?) ?? Data() }
}
