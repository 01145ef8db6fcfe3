import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport

/// The throwaway PostgreSQL server the tests use: `WORKOUTKIT_TEST_POSTGRESQL_URL`, set by
/// `eval "$(bash Scripts/postgresql-test-cluster.sh start)"`. Tests that need it are skipped
/// when it is not set, so `swift test` alone passes on a machine without PostgreSQL.
enum TestServer {
    static let url = PostgreSQLTestServer.url

    static var isAvailable: Bool { PostgreSQLTestServer.isAvailable }

    /// The root certificate that signed the server's TLS certificate (for `localhost` only).
    static let rootCertificate = ProcessInfo.processInfo.environment["WORKOUTKIT_TEST_POSTGRESQL_ROOT_CERT"]
        .flatMap { $0.isEmpty ? nil : $0 }

    /// Printed beside every TLS test skipped for want of the server's root certificate.
    static let missingTLS: Comment =
        "no PostgreSQL test server with TLS: set WORKOUTKIT_TEST_POSTGRESQL_URL and WORKOUTKIT_TEST_POSTGRESQL_ROOT_CERT (eval \"$(bash Scripts/postgresql-test-cluster.sh start)\")"

    /// Printed beside every test skipped for want of the server.
    static let missing = Comment(rawValue: PostgreSQLTestServer.missingMessage)

    /// The server's configuration, on a schema of its own (`schema`, else a new unique name).
    static func configuration(schema: String? = nil) throws -> PostgreSQLConfiguration {
        var configuration = try PostgreSQLConfiguration(url: try #require(url))
        configuration.schema = schema ?? PostgreSQLTestServer.newSchema()
        return configuration
    }

    /// Drops a test's schema and everything in it.
    static func drop(schema: String) throws {
        let connection = try PostgreSQLConnection(configuration: try configuration(schema: schema))
        defer { connection.close() }
        try connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
    }
}
