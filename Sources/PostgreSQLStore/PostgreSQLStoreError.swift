/// Why the PostgreSQL store could not be opened or used. Every case's `description` is one
/// line that names the server (host and port) or the URL's part at fault, never a password.
public enum PostgreSQLStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The store URL is not a PostgreSQL URL workoutkit understands; the reason says why.
    case invalidURL(String)
    /// Nothing answered at the host and port (no server, a wrong port, a firewall), or the host name is unknown.
    case serverUnreachable(host: String, port: Int, reason: String)
    /// The server refused the user name or password.
    case authenticationFailed(user: String, host: String, port: Int, reason: String)
    /// The URL asks for TLS (`sslmode` require, verify-ca or verify-full) and the server does not offer it.
    case tlsRefused(host: String, port: Int, sslMode: SSLMode)
    /// The TLS handshake failed: most often, the server's certificate is not trusted or does not name the host.
    case tlsFailed(host: String, port: Int, reason: String)
    /// A file the connection needs (the `sslrootcert` root certificates) is missing or unreadable.
    case unreadableFile(path: String, reason: String)
    /// The connection to the server was lost while working.
    case connectionLost(host: String, port: Int)
    /// The store's schema holds a migration this workoutkit does not know: a newer release wrote it.
    case newerStore(schema: String, migration: String)
    /// The schema holds tables that are not a workoutkit store's (no migration record).
    case notAStore(schema: String)
    /// The server reported an error; `sqlState` is its SQLSTATE code (for example `23505`, a unique violation).
    case server(message: String, sqlState: String)

    public var description: String {
        switch self {
        case .invalidURL(let reason):
            "The store URL is not valid: \(reason)."
        case .serverUnreachable(let host, let port, let reason):
            "No PostgreSQL server answers at \(host):\(port) (\(reason))."
        case .authenticationFailed(let user, let host, let port, let reason):
            "The PostgreSQL server at \(host):\(port) refused user \"\(user)\": \(reason) "
                + "(give the password in the URL, PGPASSWORD or ~/.pgpass)."
        case .tlsRefused(let host, let port, let sslMode):
            "The PostgreSQL server at \(host):\(port) does not offer TLS, which sslmode=\(sslMode.rawValue) requires."
        case .tlsFailed(let host, let port, let reason):
            "The TLS handshake with the PostgreSQL server at \(host):\(port) failed: \(reason)."
        case .unreadableFile(let path, let reason):
            "\(path): \(reason)."
        case .connectionLost(let host, let port):
            "The connection to the PostgreSQL server at \(host):\(port) was lost."
        case .newerStore(let schema, let migration):
            "The store in schema \"\(schema)\" was migrated by a newer workoutkit (migration \"\(migration)\"): update workoutkit."
        case .notAStore(let schema):
            "The schema \"\(schema)\" holds tables that are not a workoutkit store's: name another one with ?schema=NAME."
        case .server(let message, let sqlState):
            "PostgreSQL error \(sqlState): \(message)."
        }
    }
}
