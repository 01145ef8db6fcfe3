import PostgresNIO

/// The workoutkit store on a PostgreSQL server (issue #15), first part: it connects, creates and
/// migrates the store's schema (the tables of the SQLite store, in PostgreSQL's types), and runs write transactions that take
/// store-wide anchors safely across concurrent writers and notify followers at commit (see
/// ``PostgreSQLTransaction`` and ``PostgreSQLFollower``).
///
/// Like ``PostgreSQLConnection`` it is synchronous: one store value is one connection, used by
/// one thread at a time; each importer opens its own.
public final class PostgreSQLStore {
    /// The connection, its `search_path` set to the store's schema.
    public let connection: PostgreSQLConnection

    /// Connects, then creates or migrates the store's schema.
    ///
    /// - Throws: ``PostgreSQLStoreError``.
    public init(configuration: PostgreSQLConfiguration) throws {
        connection = try PostgreSQLConnection(configuration: configuration)
        try PostgreSQLSchema.migrate(connection, schema: configuration.schema)
    }

    /// Runs `body` in one write transaction (READ COMMITTED): all of it is committed, or, when
    /// `body` throws, none of it.
    public func write<Result>(_ body: (PostgreSQLTransaction) throws -> Result) throws -> Result {
        try connection.execute("BEGIN ISOLATION LEVEL READ COMMITTED")
        do {
            let transaction = PostgreSQLTransaction(
                connection: connection, channel: Self.notificationChannel(schema: connection.configuration.schema))
            let result = try body(transaction)
            try transaction.finish()
            try connection.execute("COMMIT")
            return result
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` on one snapshot of the store (REPEATABLE READ, read only): the store-wide
    /// anchor and the rows read agree, whatever commits meanwhile.
    public func read<Result>(_ body: (PostgreSQLConnection) throws -> Result) throws -> Result {
        try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do {
            let result = try body(connection)
            try connection.execute("COMMIT")
            return result
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The SQLite store's migrations, by their names in `WorkoutStore`, whose tables and columns
    /// this release's PostgreSQL schema mirrors. A SQLite store that has another one holds
    /// something the PostgreSQL store cannot keep yet.
    public static let mirroredSQLiteMigrations: [String] = PostgreSQLSchema.migrations.flatMap(\.mirrors)

    /// The channel a store's write transactions notify at commit (`NOTIFY`), with the last anchor
    /// they took as the payload: `workoutkit_` and the schema's name, cut to PostgreSQL's 63 bytes
    /// for an identifier (two long schema names may then share a channel: a follower woken by
    /// the other store's commit reads its own store's anchor and finds nothing new).
    public static func notificationChannel(schema: String) -> String {
        var channel = ""
        for character in "workoutkit_" + schema {
            guard channel.utf8.count + character.utf8.count <= 63 else { break }
            channel.append(character)
        }
        return channel
    }

    /// The store-wide anchor: the last anchor a committed transaction took.
    public func currentAnchor() throws -> Int64 {
        try connection.query("SELECT anchor FROM store_state WHERE id = 1")[0].decode(Int64.self)
    }

    /// The migrations recorded in the store's schema, in the order they run.
    public func appliedMigrations() throws -> [String] {
        let recorded = Set(try connection.query("SELECT identifier FROM schema_migrations").map { try $0.decode(String.self) })
        return PostgreSQLSchema.migrations.map(\.identifier).filter(recorded.contains)
    }
}
