import PostgreSQLStore

/// Where a store lives: a SQLite file, or a schema on a PostgreSQL server.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite store file.
    case sqlite(path: String)
    /// A PostgreSQL store: a server, a database and a schema.
    case postgreSQL(PostgreSQLConfiguration)

    /// Reads a store argument: a `postgresql://` (or `postgres://`) URL, else a file path.
    ///
    /// - Throws: ``PostgreSQLStore/PostgreSQLStoreError/invalidURL(_:)`` for a URL it cannot read.
    public init(_ argument: String) throws {
        self = Self.isURL(argument)
            ? .postgreSQL(try PostgreSQLConfiguration(url: argument))
            : .sqlite(path: argument)
    }

    /// Whether a store argument is a PostgreSQL store URL rather than a file path.
    public static func isURL(_ argument: String) -> Bool {
        PostgreSQLConfiguration.isURL(argument)
    }

    /// The path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgreSQL(let configuration): configuration.description
        }
    }
}
