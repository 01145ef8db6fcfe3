import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport
import WorkoutStore

/// The backends the store's read tests run on (one suite, two backends): SQLite always, and
/// PostgreSQL when a test server is set (`WORKOUTKIT_TEST_POSTGRESQL_URL`; without it the
/// PostgreSQL case is not among a test's arguments, and ``PostgreSQLTestServer/missingMessage`` says how to run it).
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case postgreSQL

    /// SQLite, and PostgreSQL when a test server is set.
    static var available: [StoreBackend] { PostgreSQLTestServer.isAvailable ? allCases : [.sqlite] }

    var testDescription: String { rawValue }

    /// A store of this backend holding what `fill` saves: an in-memory SQLite store, or a new
    /// schema on the PostgreSQL test server, written by `fill` itself.
    func store(_ fill: (WorkoutStore) throws -> Void) throws -> TestStore {
        switch self {
        case .sqlite:
            let store = try WorkoutStore.inMemory()
            try fill(store)
            return TestStore(store: store)
        case .postgreSQL:
            let schema = PostgreSQLTestServer.newSchema()
            let url = try #require(PostgreSQLTestServer.url(schema: schema))
            let held = TestStore(store: try WorkoutStore(postgreSQL: try PostgreSQLConfiguration(url: url)), schema: schema)
            try fill(held.store)
            return held
        }
    }
}

/// A store made for one test; a PostgreSQL store's schema is dropped when the value goes.
final class TestStore {
    let store: WorkoutStore
    private let schema: String?

    init(store: WorkoutStore, schema: String? = nil) {
        self.store = store
        self.schema = schema
    }

    /// The PostgreSQL store opened once more, with a connection of its own (another writer).
    func openedAgain() throws -> WorkoutStore {
        let url = try #require(schema.flatMap(PostgreSQLTestServer.url(schema:)), "only a PostgreSQL store is opened again")
        return try WorkoutStore(postgreSQL: try PostgreSQLConfiguration(url: url))
    }

    /// A connection of its own to the PostgreSQL store's schema (its `search_path`), for what a
    /// test asks of the server itself (locks, what a backend waits for).
    func connection() throws -> PostgreSQLConnection {
        let schema = try #require(self.schema, "only a PostgreSQL store has a connection")
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        let connection = try PostgreSQLConnection(configuration: try PostgreSQLConfiguration(url: url))
        try connection.execute(PostgresQuery(unsafeSQL: "SET search_path TO \"\(schema)\""))
        return connection
    }

    deinit {
        guard let schema, let url = PostgreSQLTestServer.url, let configuration = try? PostgreSQLConfiguration(url: url),
              let connection = try? PostgreSQLConnection(configuration: configuration) else { return }
        _ = try? connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
        connection.close()
    }
}
