import Foundation
import GRDB
import PostgreSQLStore
import PostgresNIO

/// A table of the store on PostgreSQL, matched column by column to the SQLite store's
/// (``CopiedTable``), with the conversions between the two.
///
/// The match comes from the two catalogs, the only hand-written fact being the one column
/// PostgreSQL keeps differently: SQLite's untyped `metadata.value`, which PostgreSQL keeps
/// in `value_text`, `value_integer` and `value_real`, the one its storage class names (see
/// ``untypedColumns``). Every other column has the same name on both, and one of the types
/// ``ValueType`` knows. Any table or column found on one side only is an error naming it: a
/// copy never drops a column it does not know.
struct PostgreSQLTable {
    /// How a PostgreSQL column keeps SQLite's values.
    enum ValueType: String {
        case bigint, double = "double precision", text, uuid, bytea
    }

    /// Where one SQLite column is on PostgreSQL.
    enum Column {
        /// One column of the same name and a known type.
        case typed(ValueType)
        /// An untyped SQLite column: three PostgreSQL columns, for text, integers and reals.
        case byStorageClass(text: String, integer: String, real: String)
    }

    /// SQLite's untyped columns (table, column), kept on PostgreSQL as `<column>_text`,
    /// `<column>_integer` and `<column>_real` (`PostgreSQLSchema` creates them).
    static let untypedColumns: Set<[String]> = [["metadata", "value"]]

    let table: CopiedTable
    /// Where each of ``CopiedTable/columns`` is, in their order.
    let columns: [Column]
    /// The PostgreSQL columns, in the order values are read and written.
    let postgreSQLColumns: [String]
    /// Whether a row can be large (it has a `BYTEA` column: packed series, route and course chunks).
    let hasLargeValues: Bool

    /// Matches every table of `tables` (the SQLite store's) to the PostgreSQL store's on `connection`.
    ///
    /// - Throws: ``StoreCopyError/layoutMismatch(store:reason:)`` naming a table or column that one side lacks, or a
    ///   PostgreSQL type the copy does not know.
    static func match(_ tables: [CopiedTable], on connection: PostgreSQLConnection, store: String) throws -> [PostgreSQLTable] {
        let rows = try connection.query("""
            SELECT c.relname::text, a.attname::text, format_type(a.atttypid, a.atttypmod)
            FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
                AND c.relname <> 'schema_migrations'
            ORDER BY c.relname, a.attnum
            """)
        var catalog: [String: [String: String]] = [:]
        for row in rows {
            let (table, column, type) = try row.decode((String, String, String).self)
            catalog[table, default: [:]][column] = type
        }
        let names = Set(tables.map(\.name))
        if let extra = catalog.keys.sorted().first(where: { !names.contains($0) }) {
            throw StoreCopyError.layoutMismatch(store: store, reason: "the PostgreSQL store has a table \(extra) that the SQLite store has not")
        }
        return try tables.map { table in
            guard let types = catalog[table.name] else {
                throw StoreCopyError.layoutMismatch(
                    store: store, reason: "the SQLite store's table \(table.name) has no counterpart in the PostgreSQL store")
            }
            return try PostgreSQLTable(table, types: types, store: store)
        }
    }

    private init(_ table: CopiedTable, types: [String: String], store: String) throws {
        self.table = table
        var unmatched = types
        var columns: [Column] = []
        var postgreSQLColumns: [String] = []
        func take(_ name: String) throws -> ValueType {
            guard let typeName = unmatched.removeValue(forKey: name) else {
                throw StoreCopyError.layoutMismatch(
                    store: store, reason: "the SQLite store's column \(table.name).\(name) has no counterpart in the PostgreSQL store")
            }
            guard let type = ValueType(rawValue: typeName) else {
                throw StoreCopyError.layoutMismatch(
                    store: store, reason: "the PostgreSQL store's column \(table.name).\(name) has the type \(typeName), which store copy does not know")
            }
            return type
        }
        for name in table.columns {
            if Self.untypedColumns.contains([table.name, name]) {
                let split = (text: name + "_text", integer: name + "_integer", real: name + "_real")
                guard try take(split.text) == .text, try take(split.integer) == .bigint, try take(split.real) == .double else {
                    throw StoreCopyError.layoutMismatch(
                        store: store, reason: "the PostgreSQL store's columns \(table.name).\(name)_* do not have the types text, bigint, double precision")
                }
                columns.append(.byStorageClass(text: split.text, integer: split.integer, real: split.real))
                postgreSQLColumns += [split.text, split.integer, split.real]
            } else {
                columns.append(.typed(try take(name)))
                postgreSQLColumns.append(name)
            }
        }
        if let extra = unmatched.keys.sorted().first {
            throw StoreCopyError.layoutMismatch(
                store: store, reason: "the PostgreSQL store's column \(table.name).\(extra) has no counterpart in the SQLite store")
        }
        self.columns = columns
        self.postgreSQLColumns = postgreSQLColumns
        hasLargeValues = columns.contains { if case .typed(.bytea) = $0 { true } else { false } }
    }

    /// Appends one SQLite row's values to `bindings`, in ``postgreSQLColumns``' order.
    ///
    /// - Throws: ``StoreCopyError/unsupportedValue(store:table:column:row:reason:)`` for a value of a storage
    ///   class the PostgreSQL column cannot keep as it is.
    func bind(_ values: [DatabaseValue], into bindings: inout PostgresBindings, store: String) throws {
        for (index, column) in columns.enumerated() {
            let value = values[index]
            func refuse(_ reason: String) -> StoreCopyError {
                .unsupportedValue(store: store, table: table.name, column: table.columns[index], row: rowName(values), reason: reason)
            }
            switch column {
            case .typed(let type):
                switch (value.storage, type) {
                case (.null, _): bindings.appendNull()
                case (.int64(let number), .bigint): bindings.append(number)
                case (.double(let number), .double): bindings.append(number)
                case (.string(let text), .text): bindings.append(text)
                case (.blob(let bytes), .bytea): try bindings.append(bytes)
                case (.blob(let bytes), .uuid):
                    guard let uuid = UUID(storeBytes: bytes) else {
                        throw refuse("a \(bytes.count)-byte value where a UUID (16 bytes) is kept")
                    }
                    bindings.append(uuid)
                default:
                    throw refuse("\(Self.storageClass(value)) where the PostgreSQL store keeps \(type.rawValue)")
                }
            case .byStorageClass:
                switch value.storage {
                case .null: (0..<3).forEach { _ in bindings.appendNull() }
                case .string(let text): bindings.append(text); bindings.appendNull(); bindings.appendNull()
                case .int64(let number): bindings.appendNull(); bindings.append(number); bindings.appendNull()
                case .double(let number): bindings.appendNull(); bindings.appendNull(); bindings.append(number)
                case .blob: throw refuse("a blob, which the PostgreSQL store keeps no column for (only text, integers and reals)")
                }
            }
        }
    }

    /// One PostgreSQL row (``postgreSQLColumns``) as the SQLite row's values.
    func values(of row: PostgresRow, store: String) throws -> [DatabaseValue] {
        let cells = Array(row)
        var values: [DatabaseValue] = []
        values.reserveCapacity(columns.count)
        var next = 0
        for (index, column) in columns.enumerated() {
            switch column {
            case .typed(let type):
                let cell = cells[next]
                next += 1
                switch type {
                case .bigint: values.append(stored(try cell.decode(Int64?.self)))
                case .double: values.append(stored(try cell.decode(Double?.self)))
                case .text: values.append(stored(try cell.decode(String?.self)))
                case .bytea: values.append(stored(try cell.decode(Data?.self)))
                case .uuid: values.append(stored(try cell.decode(UUID?.self).map(\.storeBytes)))
                }
            case .byStorageClass:
                let kept = [
                    stored(try cells[next].decode(String?.self)), stored(try cells[next + 1].decode(Int64?.self)),
                    stored(try cells[next + 2].decode(Double?.self)),
                ].filter { !$0.isNull }
                next += 3
                guard kept.count <= 1 else {
                    throw StoreCopyError.unsupportedValue(
                        store: store, table: table.name, column: table.columns[index], row: rowName(values),
                        reason: "\(kept.count) of its text, integer and real columns hold a value; one at most may")
                }
                values.append(kept.first ?? .null)
            }
        }
        return values
    }

    /// The row's primary key, for messages: `id 1234`, or `(route_id, chunk) (1234, 0)`.
    private func rowName(_ values: [DatabaseValue]) -> String {
        let key = table.primaryKey.compactMap { name in table.columns.firstIndex(of: name).flatMap { $0 < values.count ? values[$0] : nil } }
        guard key.count == table.primaryKey.count, !key.isEmpty else { return "?" }
        return key.count == 1
            ? "\(table.primaryKey[0]) \(key[0])"
            : "(\(table.primaryKey.joined(separator: ", "))) (\(key.map(\.description).joined(separator: ", ")))"
    }

    /// A value's SQLite storage class, for messages.
    private static func storageClass(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64: "an integer"
        case .double: "a real"
        case .string: "text"
        case .blob: "a blob"
        }
    }
}

/// `value` as SQLite keeps it, `NULL` for `nil`.
private func stored(_ value: (some DatabaseValueConvertible)?) -> DatabaseValue {
    value?.databaseValue ?? .null
}

extension UUID {
    /// The 16 bytes the SQLite store keeps a UUID as.
    var storeBytes: Data { withUnsafeBytes(of: uuid) { Data($0) } }

    /// The UUID the SQLite store keeps as `bytes`, or `nil` when they are not 16.
    init?(storeBytes bytes: Data) {
        guard bytes.count == 16 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes) }
        self.init(uuid: value)
    }
}
