import GRDB
import WorkoutModel

/// Inserts `metadata` rows through one prepared statement bound value by value (see
/// ``BulkStatement``), in the stored form of ``WriteContext/storedForm(of:)``: samples
/// with metadata are saved by the hundred thousand from an Apple Health export.
struct MetadataInserter {
    private let statement: BulkStatement

    init(_ db: Database) throws {
        statement = try BulkStatement(
            db, sql: "INSERT INTO metadata (owner_kind, owner_id, key, kind, value, unit) VALUES (?, ?, ?, ?, ?, ?)")
    }

    /// Inserts every entry of `metadata` for one owner.
    func insert(_ metadata: Metadata, owner: MetadataOwner, id: Int64) throws {
        for (key, value) in metadata {
            statement.bind(1, Int64(owner.rawValue))
            statement.bind(2, id)
            statement.bind(3, key)
            switch value {
            case .string(let text):
                statement.bind(4, Int64(1))
                statement.bind(5, text)
                statement.bind(6, nil as String?)
            case .integer(let number):
                statement.bind(4, Int64(2))
                statement.bind(5, Int64(number))
                statement.bind(6, nil as String?)
            case .double(let number):
                statement.bind(4, Int64(3))
                statement.bind(5, number)
                statement.bind(6, nil as String?)
            case .bool(let flag):
                statement.bind(4, Int64(4))
                statement.bind(5, Int64(flag ? 1 : 0))
                statement.bind(6, nil as String?)
            case .quantity(let quantity):
                statement.bind(4, Int64(5))
                statement.bind(5, quantity.value)
                statement.bind(6, quantity.unit.symbol)
            }
            try statement.step()
        }
    }
}
