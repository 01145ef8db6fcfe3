import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing

@Suite("PostgreSQL connection errors")
struct PostgreSQLConnectionTests {
    @Test("nothing listening on the port: server unreachable, naming host and port", .timeLimit(.minutes(1)))
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

    @Test("sslmode=require against a server without TLS: TLS refused; prefer goes on without it",
          .enabled(if: TestServer.isAvailable, TestServer.missing))
    func tlsRefused() throws {
        var configuration = try TestServer.configuration()
        configuration.sslMode = .require
        #expect(throws: PostgreSQLStoreError.tlsRefused(host: configuration.host, port: configuration.port, sslMode: .require)) {
            try PostgreSQLConnection(configuration: configuration)
        }
        configuration.sslMode = .prefer
        let connection = try PostgreSQLConnection(configuration: configuration)
        defer { connection.close() }
        #expect(try connection.query("SELECT 1")[0].decode(Int32.self) == 1)
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
