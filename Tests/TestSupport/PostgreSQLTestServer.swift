import Foundation

/// The throwaway PostgreSQL server that tests of the PostgreSQL store use:
/// `WORKOUTKIT_TEST_POSTGRESQL_URL`, set by `eval "$(bash Scripts/postgresql-test-cluster.sh start)"`.
/// Tests that need it are skipped when it is not set, so `swift test` alone passes on a
/// machine without PostgreSQL.
public enum PostgreSQLTestServer {
    /// The server's URL, `nil` when the variable is not set.
    public static let url = ProcessInfo.processInfo.environment["WORKOUTKIT_TEST_POSTGRESQL_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// Whether tests can use the server.
    public static var isAvailable: Bool { url != nil }

    /// Printed beside every test skipped for want of the server.
    public static let missingMessage =
        "no PostgreSQL test server: set WORKOUTKIT_TEST_POSTGRESQL_URL (eval \"$(bash Scripts/postgresql-test-cluster.sh start)\")"

    /// A new schema name for one test.
    public static func newSchema() -> String {
        "test_\(UUID().uuidString.prefix(8).lowercased())"
    }

    /// The server's URL with the store in `schema`, `nil` without a server.
    public static func url(schema: String) -> String? {
        url.map { $0 + ($0.contains("?") ? "&" : "?") + "schema=" + schema }
    }
}
