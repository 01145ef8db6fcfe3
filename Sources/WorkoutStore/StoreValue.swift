import Foundation
import GRDB

/// One value bound to, or read from, a statement of either store backend (``StoreDatabase``):
/// SQLite's storage classes, and a UUID, which SQLite keeps as 16 bytes and PostgreSQL as `uuid`.
enum StoreValue {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case uuid(UUID)

    /// The value as GRDB binds it to SQLite (a UUID as its 16 bytes).
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let bytes): bytes.databaseValue
        case .uuid(let uuid): uuid.blob.databaseValue
        }
    }
}

/// The arguments of a statement of either backend, bound in order to its `?` placeholders.
typealias StoreArguments = [any StoreValueConvertible]

extension StatementArguments {
    /// `arguments` as GRDB binds them to SQLite.
    init(store arguments: StoreArguments) {
        self.init(arguments.map { $0.storeValue.databaseValue as (any DatabaseValueConvertible)? })
    }
}

/// A Swift type the store binds as a statement argument and reads from a column of a
/// ``StoreRow``, on either backend.
protocol StoreValueConvertible {
    /// The value as bound to a statement.
    var storeValue: StoreValue { get }
    /// The column of an SQLite row, read by GRDB (its conversions, its speed).
    static func decode(sqlite row: Row, _ column: Int) -> Self
    /// The value a column holds; `nil` when it is NULL, or of a kind this type cannot take.
    static func decode(_ value: StoreValue) -> Self?
}

extension Int64: StoreValueConvertible {
    var storeValue: StoreValue { .integer(self) }
    static func decode(sqlite row: Row, _ column: Int) -> Int64 { row[column] }
    static func decode(_ value: StoreValue) -> Int64? {
        if case .integer(let number) = value { return number }
        return nil
    }
}

extension Int: StoreValueConvertible {
    var storeValue: StoreValue { .integer(Int64(self)) }
    static func decode(sqlite row: Row, _ column: Int) -> Int { row[column] }
    static func decode(_ value: StoreValue) -> Int? { Int64.decode(value).map(Int.init) }
}

extension UInt: StoreValueConvertible {
    var storeValue: StoreValue { .integer(Int64(self)) }
    static func decode(sqlite row: Row, _ column: Int) -> UInt { row[column] }
    static func decode(_ value: StoreValue) -> UInt? { Int64.decode(value).flatMap { UInt(exactly: $0) } }
}

extension Double: StoreValueConvertible {
    var storeValue: StoreValue { .real(self) }
    static func decode(sqlite row: Row, _ column: Int) -> Double { row[column] }
    static func decode(_ value: StoreValue) -> Double? {
        switch value {
        case .real(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }
}

extension Bool: StoreValueConvertible {
    var storeValue: StoreValue { .integer(self ? 1 : 0) }
    static func decode(sqlite row: Row, _ column: Int) -> Bool { row[column] }
    static func decode(_ value: StoreValue) -> Bool? { Int64.decode(value).map { $0 != 0 } }
}

extension String: StoreValueConvertible {
    var storeValue: StoreValue { .text(self) }
    static func decode(sqlite row: Row, _ column: Int) -> String { row[column] }
    static func decode(_ value: StoreValue) -> String? {
        if case .text(let text) = value { return text }
        return nil
    }
}

extension Data: StoreValueConvertible {
    var storeValue: StoreValue { .blob(self) }
    static func decode(sqlite row: Row, _ column: Int) -> Data { row[column] }
    /// A blob's bytes; a PostgreSQL `uuid` column reads as the 16 bytes SQLite keeps.
    static func decode(_ value: StoreValue) -> Data? {
        switch value {
        case .blob(let bytes): bytes
        case .uuid(let uuid): uuid.blob
        default: nil
        }
    }
}

extension UUID: StoreValueConvertible {
    /// Bound as a UUID: 16 bytes in SQLite, `uuid` in PostgreSQL.
    var storeValue: StoreValue { .uuid(self) }
    static func decode(sqlite row: Row, _ column: Int) -> UUID { UUID(blob: row[column]) ?? UUID() }
    static func decode(_ value: StoreValue) -> UUID? {
        switch value {
        case .uuid(let uuid): uuid
        case .blob(let bytes): UUID(blob: bytes)
        default: nil
        }
    }
}

extension DatabaseValue: StoreValueConvertible {
    /// A value kept in SQLite's `metadata.value` (see ``WriteContext/storedForm(of:)``), bound as it is.
    var storeValue: StoreValue {
        switch storage {
        case .null: .null
        case .int64(let number): .integer(number)
        case .double(let number): .real(number)
        case .string(let text): .text(text)
        case .blob(let bytes): .blob(bytes)
        }
    }

    static func decode(sqlite row: Row, _ column: Int) -> DatabaseValue { row[column] }
    static func decode(_ value: StoreValue) -> DatabaseValue? { value.databaseValue }
}

extension Optional: StoreValueConvertible where Wrapped: StoreValueConvertible {
    var storeValue: StoreValue {
        // Not `map(\.storeValue)`: a key path applied costs thousands of instructions.
        guard let self else { return .null }
        return self.storeValue
    }
    static func decode(sqlite row: Row, _ column: Int) -> Wrapped? {
        row.hasNull(atIndex: column) ? nil : Wrapped.decode(sqlite: row, column)
    }

    static func decode(_ value: StoreValue) -> Wrapped?? {
        if case .null = value { return .some(nil) }
        return Wrapped.decode(value).map { .some($0) }
    }
}
