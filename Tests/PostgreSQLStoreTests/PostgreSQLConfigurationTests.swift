import Foundation
import PostgreSQLStore
import Testing

@Suite("PostgreSQL store URL")
struct PostgreSQLConfigurationTests {
    /// An environment with a home folder that has no password file.
    let bare = ["HOME": "/nonexistent-workoutkit-home"]

    @Test("a full URL gives its host, port, user, password, database, schema and sslmode, percent-decoded")
    func fullURL() throws {
        let configuration = try PostgreSQLConfiguration(
            url: "postgresql://coach%40club:p%3Ass@db.example.org:6543/team%20store?schema=club_a&sslmode=verify-full&sslrootcert=/etc/ca.pem",
            environment: bare)
        #expect(configuration.host == "db.example.org")
        #expect(configuration.port == 6543)
        #expect(configuration.user == "coach@club")
        #expect(configuration.password == "p:ss")
        #expect(configuration.database == "team store")
        #expect(configuration.schema == "club_a")
        #expect(configuration.sslMode == .verifyFull)
        #expect(configuration.sslRootCertificate == "/etc/ca.pem")
    }

    @Test("postgres:// is accepted, and what the URL leaves out comes from PG variables, else libpq's defaults")
    func defaults() throws {
        let fromEnvironment = try PostgreSQLConfiguration(
            url: "postgres://", environment: bare.merging(
                ["PGHOST": "pg.local", "PGPORT": "5433", "PGUSER": "ana", "PGDATABASE": "health", "PGSSLMODE": "require"]) { $1 })
        #expect(fromEnvironment.host == "pg.local")
        #expect(fromEnvironment.port == 5433)
        #expect(fromEnvironment.user == "ana")
        #expect(fromEnvironment.database == "health")
        #expect(fromEnvironment.sslMode == .require)
        #expect(fromEnvironment.schema == "workoutkit")

        let plain = try PostgreSQLConfiguration(url: "postgresql://ana@/", environment: bare)
        #expect(plain.host == "localhost")
        #expect(plain.port == 5432)
        #expect(plain.database == "ana")
        #expect(plain.sslMode == .prefer)
        #expect(plain.sslRootCertificate == "/nonexistent-workoutkit-home/.postgresql/root.crt")
    }

    @Test("an IPv6 address in brackets, and a Unix socket folder as the host")
    func hosts() throws {
        let ipv6 = try PostgreSQLConfiguration(url: "postgresql://u@[::1]:5444/d", environment: bare)
        #expect(ipv6.host == "::1")
        #expect(ipv6.port == 5444)
        let socket = try PostgreSQLConfiguration(url: "postgresql://u@%2Fvar%2Frun%2Fpostgresql/d", environment: bare)
        #expect(socket.usesUnixSocket)
        #expect(socket.host == "/var/run/postgresql")
        let socketParameter = try PostgreSQLConfiguration(url: "postgresql:///d?host=/tmp&user=u", environment: bare)
        #expect(socketParameter.host == "/tmp")
        #expect(socketParameter.user == "u")
    }

    @Test("the URL's password comes before PGPASSWORD, which comes before the password file")
    func passwordPrecedence() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("pgpass")
        try write("*:*:*:*:from-file\n", to: file, mode: 0o600)
        let environment = ["HOME": folder.path, "PGPASSFILE": file.path]
        #expect(try PostgreSQLConfiguration(url: "postgresql://u:from-url@h/d", environment: environment).password == "from-url")
        #expect(try PostgreSQLConfiguration(
            url: "postgresql://u@h/d", environment: environment.merging(["PGPASSWORD": "from-env"]) { $1 }).password == "from-env")
        #expect(try PostgreSQLConfiguration(url: "postgresql://u@h/d", environment: environment).password == "from-file")
    }

    @Test("invalid URLs are refused with the part at fault named")
    func invalidURLs() {
        let cases: [(String, String)] = [
            ("mysql://u@h/d", "must start with postgresql://"),
            ("postgresql://u@h:99999/d", "port \"99999\""),
            ("postgresql://u@h:abc/d", "port \"abc\""),
            ("postgresql://u@h/d?sslmode=allow", "sslmode \"allow\" is not supported"),
            ("postgresql://u@h/d?sslcert=/c.pem", "parameter \"sslcert\""),
            ("postgresql://u@h1,h2/d", "several hosts"),
            ("postgresql://u@h/d?schema=", "schema \"\""),
            ("postgresql://u@[::1/d", "no closing ]"),
            ("postgresql://u@h/d?connect_timeout=soon", "connect_timeout \"soon\""),
        ]
        for (url, expected) in cases {
            #expect {
                try PostgreSQLConfiguration(url: url, environment: bare)
            } throws: { error in
                String(describing: error).contains(expected)
            }
        }
    }

    @Test("the description names the server and schema but never the password")
    func descriptionHidesPassword() throws {
        let configuration = try PostgreSQLConfiguration(url: "postgresql://u:s3cret@h:5/d?schema=s", environment: bare)
        #expect(configuration.description == "postgresql://u@h:5/d?schema=s&sslmode=prefer")
        #expect(!configuration.description.contains("s3cret"))
    }
}

@Suite("PostgreSQL password file")
struct PasswordFileTests {
    @Test("the first line whose four fields match wins; * matches anything; \\: and \\\\ are a colon and a backslash")
    func matching() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("pgpass")
        try write("""
            # comment:*:*:*:never
            db.example.org:5432:team:coach:first
            *:*:team:coach:second
            *:*:*:coach:c\\:o\\\\lon:ignored after an unescaped colon
            h\\:x:5432:d:u:escaped-host
            \\*:*:*:star:literal-star
            short:line
            """, to: path, mode: 0o600)
        let (file, warning) = PasswordFile.read(path: path.path)
        #expect(warning == nil)
        let passwords = try #require(file)
        #expect(passwords.password(host: "db.example.org", port: 5432, database: "team", user: "coach") == "first")
        #expect(passwords.password(host: "other", port: 5433, database: "team", user: "coach") == "second")
        #expect(passwords.password(host: "other", port: 1, database: "health", user: "coach") == "c:o\\lon")
        #expect(passwords.password(host: "h:x", port: 5432, database: "d", user: "u") == "escaped-host")
        #expect(passwords.password(host: "any", port: 5432, database: "d", user: "star") == nil)
        #expect(passwords.password(host: "*", port: 5432, database: "d", user: "star") == "literal-star")
        #expect(passwords.password(host: "db.example.org", port: 5432, database: "team", user: "nobody") == nil)
    }

    @Test("a password file the group or others may read is ignored with libpq's warning")
    func permissions() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("pgpass")
        try write("*:*:*:*:secret\n", to: path, mode: 0o644)
        let (file, warning) = PasswordFile.read(path: path.path)
        #expect(file == nil)
        #expect(warning?.contains("has group or world access; permissions should be u=rw (0600) or less") == true)

        let configuration = try PostgreSQLConfiguration(
            url: "postgresql://u@h/d", environment: ["HOME": folder.path, "PGPASSFILE": path.path])
        #expect(configuration.password == nil)
        #expect(configuration.warnings == [warning])
    }

    @Test("the default Unix socket folder matches localhost in the password file, as in libpq")
    func socketIsLocalhost() throws {
        let folder = try temporaryFolder()
        try write("localhost:5432:d:u:local\n", to: folder.appendingPathComponent(".pgpass"), mode: 0o600)
        let configuration = try PostgreSQLConfiguration(url: "postgresql://u@%2Fvar%2Frun%2Fpostgresql/d", environment: ["HOME": folder.path])
        #expect(configuration.password == "local")
    }
}

/// A new empty folder in the temporary directory.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-pg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `url` with the given permissions.
func write(_ text: String, to url: URL, mode: Int) throws {
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
}
