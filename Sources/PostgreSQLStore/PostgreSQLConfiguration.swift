import Foundation

/// Where and how to reach the PostgreSQL store: what a store URL says, completed by
/// the environment as PostgreSQL's own tools complete it.
///
/// The URL is libpq's: `postgresql://[user[:password]@][host][:port][/database][?parameters]`
/// (also `postgres://`), its parts percent-encoded. The parameters workoutkit understands are
/// libpq's `sslmode`, `sslrootcert`, `host`, `port`, `user`, `dbname`, `connect_timeout`,
/// `application_name` and `passfile`, and its own `schema` (the PostgreSQL schema that holds the
/// store, `workoutkit` by default). A host that starts with `/` is the folder of a Unix socket.
///
/// What the URL leaves out comes from libpq's environment variables (`PGHOST`, `PGPORT`,
/// `PGUSER`, `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`, `PGPASSFILE`, `PGCONNECT_TIMEOUT`,
/// `PGAPPNAME`), else libpq's defaults, except the host: `localhost` over TCP rather than
/// libpq's compiled-in socket folder. The password is the URL's, else `PGPASSWORD`, else the
/// password file's (see ``PasswordFile``).
public struct PostgreSQLConfiguration: Sendable, Equatable, CustomStringConvertible {
    /// The host name or address, or the folder of a Unix socket (starting with `/`).
    public var host: String
    /// The TCP port, also the number in the Unix socket's name (`.s.PGSQL.PORT`).
    public var port: Int
    /// The PostgreSQL user.
    public var user: String
    /// The password, if any. Never part of ``description`` or of an error.
    public var password: String?
    /// The database.
    public var database: String
    /// The schema that holds the store's tables.
    public var schema: String
    /// How TLS is used.
    public var sslMode: SSLMode
    /// The root certificates that ``SSLMode/verifyCA`` and ``SSLMode/verifyFull`` trust: a PEM
    /// file, or `system` for the system's trust store.
    public var sslRootCertificate: String
    /// How long connecting may take, in seconds (`connect_timeout`, 10 by default and for 0).
    public var connectTimeout: Int
    /// The `application_name` the server shows in `pg_stat_activity`.
    public var applicationName: String
    /// Warnings about the password file (ignored for its permissions), to be shown to the user.
    public var warnings: [String] = []

    /// The schema when the URL names none.
    public static let defaultSchema = "workoutkit"

    /// Whether `text` is a PostgreSQL store URL rather than a file path.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// Reads a store URL.
    ///
    /// - Parameters:
    ///   - url: the store URL.
    ///   - environment: the variables that complete it (`PGPASSWORD`, `PGUSER`, `HOME`, ...).
    /// - Throws: ``PostgreSQLStoreError/invalidURL(_:)`` naming the part at fault.
    public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        var parts = try URLParts(url)
        func take(_ name: String) -> String? { parts.parameters.removeValue(forKey: name) }
        func setting(_ parameter: String, _ variable: String) -> String? {
            take(parameter) ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        }

        host = parts.host ?? setting("host", "PGHOST") ?? "localhost"
        if parts.host != nil { _ = take("host") }
        if let text = parts.port ?? setting("port", "PGPORT") {
            guard let number = Int(text), (1...65535).contains(number) else {
                throw PostgreSQLStoreError.invalidURL("port \"\(text)\" is not a number from 1 to 65535")
            }
            port = number
        } else {
            port = 5432
        }
        if parts.port != nil { _ = take("port") }
        user = parts.user ?? setting("user", "PGUSER") ?? Self.systemUser(environment)
        if parts.user != nil { _ = take("user") }
        database = parts.database ?? setting("dbname", "PGDATABASE") ?? user
        if parts.database != nil { _ = take("dbname") }
        schema = take("schema") ?? Self.defaultSchema
        guard !schema.isEmpty, schema.utf8.count <= 63 else {
            throw PostgreSQLStoreError.invalidURL("schema \"\(schema)\" must be 1 to 63 bytes long")
        }
        let mode = setting("sslmode", "PGSSLMODE") ?? SSLMode.prefer.rawValue
        guard let sslMode = SSLMode(rawValue: mode) else {
            throw PostgreSQLStoreError.invalidURL(
                "sslmode \"\(mode)\" is not supported (use \(SSLMode.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self.sslMode = sslMode
        let home = environment["HOME"] ?? NSHomeDirectory()
        sslRootCertificate = setting("sslrootcert", "PGSSLROOTCERT") ?? home + "/.postgresql/root.crt"
        let timeout = setting("connect_timeout", "PGCONNECT_TIMEOUT") ?? "10"
        guard let seconds = Int(timeout), seconds >= 0 else {
            throw PostgreSQLStoreError.invalidURL("connect_timeout \"\(timeout)\" is not a number of seconds")
        }
        // As libpq, under 2 s is 2 s; but 0, which libpq takes as "wait forever", is 10 s: never hang.
        connectTimeout = seconds == 0 ? 10 : max(seconds, 2)
        applicationName = setting("application_name", "PGAPPNAME") ?? "workoutkit"
        let passwordFilePath = setting("passfile", "PGPASSFILE") ?? home + "/.pgpass"
        if let unknown = parts.parameters.keys.sorted().first {
            throw PostgreSQLStoreError.invalidURL("parameter \"\(unknown)\" is not one workoutkit understands")
        }

        password = parts.password ?? environment["PGPASSWORD"]
        if password == nil {
            let (file, warning) = PasswordFile.read(path: passwordFilePath)
            if let warning { warnings.append(warning) }
            password = file?.password(host: passwordFileHost, port: port, database: database, user: user)
        }
    }

    /// Whether ``host`` is the folder of a Unix socket.
    public var usesUnixSocket: Bool { host.hasPrefix("/") }

    /// The host as the password file names it: `localhost` for the default socket folder, as libpq.
    var passwordFileHost: String {
        host == "/var/run/postgresql" || host == "/run/postgresql" || host == "/tmp" ? "localhost" : host
    }

    /// The URL without its password, for messages.
    public var description: String {
        "postgresql://\(user)@\(usesUnixSocket ? "[\(host)]" : host):\(port)/\(database)?schema=\(schema)&sslmode=\(sslMode.rawValue)"
    }

    /// The user name of the process, libpq's default user.
    private static func systemUser(_ environment: [String: String]) -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return environment["USER"] ?? "postgres"
    }
}

/// The parts of a PostgreSQL URL, percent-decoded.
private struct URLParts {
    var user: String?
    var password: String?
    var host: String?
    var port: String?
    var database: String?
    var parameters: [String: String] = [:]

    init(_ url: String) throws {
        guard let schemeEnd = url.range(of: "://"),
              ["postgresql", "postgres"].contains(url[..<schemeEnd.lowerBound]) else {
            throw PostgreSQLStoreError.invalidURL("it must start with postgresql:// or postgres://")
        }
        var rest = url[schemeEnd.upperBound...]
        if let question = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: question)...].split(separator: "&") {
                guard let equals = pair.firstIndex(of: "=") else {
                    throw PostgreSQLStoreError.invalidURL("parameter \"\(pair)\" has no value (name=value)")
                }
                parameters[try Self.decode(pair[..<equals], "a parameter name")] =
                    try Self.decode(pair[pair.index(after: equals)...], "a parameter value")
            }
            rest = rest[..<question]
        }
        if let slash = rest.firstIndex(of: "/") {
            let name = rest[rest.index(after: slash)...]
            if !name.isEmpty { database = try Self.decode(name, "the database name") }
            rest = rest[..<slash]
        }
        if let at = rest.lastIndex(of: "@") {
            let userInfo = rest[..<at]
            if let colon = userInfo.firstIndex(of: ":") {
                password = try Self.decode(userInfo[userInfo.index(after: colon)...], "the password")
                user = try Self.decode(userInfo[..<colon], "the user name")
            } else {
                user = try Self.decode(userInfo, "the user name")
            }
            if user == "" { user = nil }
            rest = rest[rest.index(after: at)...]
        }
        guard !rest.contains(",") else {
            throw PostgreSQLStoreError.invalidURL("several hosts are not supported; give one")
        }
        var hostPart = rest
        if hostPart.hasPrefix("[") {
            guard let close = hostPart.firstIndex(of: "]") else {
                throw PostgreSQLStoreError.invalidURL("the IPv6 address has no closing ]")
            }
            host = String(hostPart[hostPart.index(after: hostPart.startIndex)..<close])
            hostPart = hostPart[hostPart.index(after: close)...]
            if hostPart.hasPrefix(":") { port = String(hostPart.dropFirst()) }
            else if !hostPart.isEmpty { throw PostgreSQLStoreError.invalidURL("unexpected text after the IPv6 address") }
        } else {
            if let colon = hostPart.firstIndex(of: ":") {
                port = String(hostPart[hostPart.index(after: colon)...])
                hostPart = hostPart[..<colon]
            }
            if !hostPart.isEmpty { host = try Self.decode(hostPart, "the host") }
        }
        if port == "" { port = nil }
    }

    private static func decode(_ text: Substring, _ what: String) throws -> String {
        guard let decoded = String(text).removingPercentEncoding else {
            throw PostgreSQLStoreError.invalidURL("\(what) has an invalid percent-encoding")
        }
        return decoded
    }
}
