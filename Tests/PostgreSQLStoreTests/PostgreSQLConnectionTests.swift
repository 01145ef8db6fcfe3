import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing

@Suite("PostgreSQL connection errors")
struct PostgreSQLConnectionTests {
    @Test("nothing listening on the port: server unreachable, naming host and port", .timeLimit(.minutes(10)))
    func unreachable() throws {
        // A port the kernel just handed out and nobody listens on.
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                _ = bind(socket, $0, length)
                _ = getsockname(socket, $0, &length)
            }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        close(socket)

        let configuration = try PostgreSQLConfiguration(
            url: "postgresql://u:secret@127.0.0.1:\(port)/d?sslmode=disable", environment: [:])
        #expect(throws: PostgreSQLStoreError.serverUnreachable(host: "127.0.0.1", port: port, reason: "connection refused")) {
            try PostgreSQLConnection(configuration: configuration)
        }
    }

    @Test("a wrong password: authentication failed, naming user, host and port but not the password",
          .enabled(if: TestServer.isAvailable, TestServer.missing))
    func wrongPassword() throws {
        var configuration = try TestServer.configuration()
        configuration.password = "not-the-password"
        do {
            _ = try PostgreSQLConnection(configuration: configuration)
            Issue.record("connected with a wrong password")
        } catch let error as PostgreSQLStoreError {
            guard case .authenticationFailed(let user, let host, let port, _) = error else {
                Issue.record("expected authenticationFailed, got \(error)")
                return
            }
            #expect(user == configuration.user && host == configuration.host && port == configuration.port)
            #expect(error.description.contains("\(configuration.host):\(configuration.port)"))
            #expect(!error.description.contains("not-the-password"))
        }
    }

    @Test("no password where the server asks for one: authentication failed",
          .enabled(if: TestServer.isAvailable, TestServer.missing))
    func missingPassword() throws {
        var configuration = try TestServer.configuration()
        configuration.password = nil
        #expect {
            try PostgreSQLConnection(configuration: configuration)
        } throws: { error in
            guard case .authenticationFailed = error as? PostgreSQLStoreError else { return false }
            return String(describing: error).contains("asks for a password")
        }
    }

    @Test("a server that answers no to TLS: sslmode=require gives TLS refused, naming host and port", .timeLimit(.minutes(10)))
    func tlsRefused() throws {
        let server = try RefusingTLSServer()
        let configuration = try PostgreSQLConfiguration(
            url: "postgresql://u:secret@127.0.0.1:\(server.port)/d?sslmode=require", environment: [:])
        #expect(throws: PostgreSQLStoreError.tlsRefused(host: "127.0.0.1", port: server.port, sslMode: .require)) {
            try PostgreSQLConnection(configuration: configuration)
        }
        #expect(server.sawTLSRequest())
    }

    @Test("sslmode prefer and require use the server's TLS; verify-ca trusts the root certificate whatever the host name",
          .enabled(if: TestServer.isAvailable && TestServer.rootCertificate != nil, TestServer.missingTLS))
    func tlsModes() throws {
        for (mode, host) in [(SSLMode.prefer, "127.0.0.1"), (.require, "127.0.0.1"), (.verifyCA, "127.0.0.1"), (.verifyFull, "localhost")] {
            var configuration = try TestServer.configuration()
            configuration.sslMode = mode
            configuration.host = host
            configuration.sslRootCertificate = try #require(TestServer.rootCertificate)
            let connection = try PostgreSQLConnection(configuration: configuration)
            defer { connection.close() }
            let encrypted = try connection.query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")[0].decode(Bool.self)
            #expect(encrypted, "sslmode=\(mode.rawValue) to \(host)")
        }
    }

    @Test("verify-full to an address the certificate does not name, and verify-ca with roots that did not sign it: TLS failed",
          .enabled(if: TestServer.isAvailable && TestServer.rootCertificate != nil, TestServer.missingTLS))
    func tlsVerificationFails() throws {
        var configuration = try TestServer.configuration()
        configuration.sslRootCertificate = try #require(TestServer.rootCertificate)
        configuration.sslMode = .verifyFull
        configuration.host = "127.0.0.1"
        for (mode, roots) in [(SSLMode.verifyFull, configuration.sslRootCertificate), (.verifyCA, "system")] {
            configuration.sslMode = mode
            configuration.sslRootCertificate = roots
            #expect {
                try PostgreSQLConnection(configuration: configuration)
            } throws: { error in
                guard case .tlsFailed(let host, let port, _) = error as? PostgreSQLStoreError else { return false }
                return host == configuration.host && port == configuration.port
            }
        }
    }

    @Test("sslmode=verify-full without a root certificate file: the missing file is named before connecting")
    func verifyWithoutRootCertificate() throws {
        let configuration = try PostgreSQLConfiguration(
            url: "postgresql://u@127.0.0.1:1/d?sslmode=verify-full", environment: ["HOME": "/nonexistent-workoutkit-home"])
        #expect {
            try PostgreSQLConnection(configuration: configuration)
        } throws: { error in
            guard case .unreadableFile(let path, _) = error as? PostgreSQLStoreError else { return false }
            return path == "/nonexistent-workoutkit-home/.postgresql/root.crt"
        }
    }

    @Test("a server error keeps its SQLSTATE and message", .enabled(if: TestServer.isAvailable, TestServer.missing))
    func serverError() throws {
        let connection = try PostgreSQLConnection(configuration: try TestServer.configuration())
        defer { connection.close() }
        #expect {
            try connection.execute("SELECT * FROM no_such_table")
        } throws: { error in
            guard case .server(let message, let state) = error as? PostgreSQLStoreError else { return false }
            return state == "42P01" && message.contains("no_such_table")
        }
    }
}

/// A listener on a loopback port that answers PostgreSQL's TLS request with "N" (no TLS),
/// as a server built without TLS does, then hangs up.
final class RefusingTLSServer: @unchecked Sendable {
    let port: Int
    private let socket: Int32
    private let done = DispatchSemaphore(value: 0)
    private var request: [UInt8] = []

    init() throws {
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let socket = socket
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        try #require(bound, "cannot listen on a loopback port")
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in
            let client = accept(socket, nil, nil)
            var bytes = [UInt8](repeating: 0, count: 8)
            let count = read(client, &bytes, 8)
            request = Array(bytes.prefix(max(0, count)))
            _ = write(client, "N", 1)
            usleep(100_000)
            close(client)
            done.signal()
        }.start()
    }

    deinit {
        close(socket)
    }

    /// Whether the client's first message was PostgreSQL's SSLRequest (length 8, code 80877103).
    func sawTLSRequest() -> Bool {
        done.wait()
        return request == [0, 0, 0, 8, 0x04, 0xD2, 0x16, 0x2F]
    }
}
