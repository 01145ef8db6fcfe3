import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// One connection to a PostgreSQL server, used synchronously.
///
/// workoutkit's CLI and application layer are synchronous, and the SQLite store is too; this
/// type keeps the PostgreSQL store synchronous as well. PostgresNIO does the network work on
/// its event loops (NIO's shared `MultiThreadedEventLoopGroup`) and each call here waits for
/// its result on the calling thread, which must not be one of those event loops. A connection
/// serves one thread at a time; several writers use several connections.
///
/// Queries are PostgresNIO's `PostgresQuery`: interpolated values are sent as parameters
/// (`"SELECT anchor FROM deleted_objects WHERE anchor > \(last)"`), never spliced into the SQL.
/// One query is one statement (PostgreSQL's extended protocol).
public final class PostgreSQLConnection {
    /// Where the connection goes (the password is not part of its description).
    public let configuration: PostgreSQLConfiguration
    private let connection: PostgresConnection
    private let logger: Logger

    /// Connects and authenticates.
    ///
    /// - Throws: ``PostgreSQLStoreError``: ``PostgreSQLStoreError/serverUnreachable(host:port:reason:)``,
    ///   ``PostgreSQLStoreError/authenticationFailed(user:host:port:reason:)``,
    ///   ``PostgreSQLStoreError/tlsRefused(host:port:sslMode:)``, ``PostgreSQLStoreError/tlsFailed(host:port:reason:)``,
    ///   ``PostgreSQLStoreError/unreadableFile(path:reason:)``.
    public init(configuration: PostgreSQLConfiguration) throws {
        self.configuration = configuration
        logger = Logger(label: "workoutkit.postgresql", factory: { _ in SwiftLogNoOpLogHandler() })
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let tls = configuration.usesUnixSocket ? nil : try Self.tls(configuration)
        do {
            let nioConfiguration = try Self.nioConfiguration(configuration, tls: tls, on: eventLoop)
            connection = try PostgresConnection.connect(on: eventLoop, configuration: nioConfiguration, id: 0, logger: logger).wait()
        } catch {
            throw Self.storeError(error, configuration: configuration)
        }
    }

    /// Closes the connection if ``close()`` was not called.
    deinit {
        close()
    }

    /// Ends the connection (an open transaction is rolled back by the server). Calling it again does nothing.
    public func close() {
        guard !connection.isClosed else { return }
        _ = try? connection.close().wait()
    }

    /// Runs one statement and returns its rows.
    @discardableResult
    public func query(_ query: PostgresQuery) throws -> [PostgresRow] {
        do {
            return try Array(connection.query(query, logger: logger).wait().rows)
        } catch {
            throw Self.storeError(error, configuration: configuration)
        }
    }

    /// Runs one statement, and returns the number of rows it inserted, updated or deleted (0 for others).
    @discardableResult
    public func execute(_ query: PostgresQuery) throws -> Int {
        do {
            return try connection.query(query, logger: logger).wait().metadata.rows ?? 0
        } catch {
            throw Self.storeError(error, configuration: configuration)
        }
    }

    /// Listens on `channel` (`LISTEN`): `handler` is called with each notification's payload, on
    /// one of NIO's event loop threads, until the returned context is stopped or the connection closes.
    func listen(channel: String, handler: @escaping @Sendable (String) -> Void) throws -> PostgresListenContext {
        let context = connection.addListener(channel: channel) { _, notification in handler(notification.payload) }
        try execute(PostgresQuery(unsafeSQL: "LISTEN " + PostgreSQLSchema.quoted(channel)))
        return context
    }

    /// PostgresNIO's configuration: the endpoint, the credentials, TLS per ``SSLMode``.
    /// PostgresNIO's settings for `configuration`. A TCP connection is made here, on the
    /// calling thread (its host resolved with `getaddrinfo` right here), and handed to
    /// PostgresNIO as an established channel: PostgresNIO's own connect resolves the host on a
    /// Dispatch queue, and this type's callers wait on threads of that same pool, so two of them
    /// at once on a two-core machine waited for each other forever.
    private static func nioConfiguration(
        _ configuration: PostgreSQLConfiguration, tls: PostgresConnection.Configuration.TLS?, on eventLoop: any EventLoop
    ) throws -> PostgresConnection.Configuration {
        var result: PostgresConnection.Configuration
        if let tls {
            let address = try SocketAddress.makeAddressResolvingHost(configuration.host, port: configuration.port)
            let channel = try ClientBootstrap(group: eventLoop)
                .connectTimeout(.seconds(Int64(configuration.connectTimeout)))
                .connect(to: address).wait()
            result = .init(
                establishedChannel: channel, tls: tls, username: configuration.user,
                password: configuration.password, database: configuration.database)
            // The host name the server's certificate must give (none for an address: SNI takes no addresses).
            if (try? SocketAddress(ipAddress: configuration.host, port: 0)) == nil {
                result.options.tlsServerName = configuration.host
            }
        } else {
            // As libpq: no TLS over a Unix socket.
            result = .init(
                unixSocketPath: "\(configuration.host)/.s.PGSQL.\(configuration.port)", username: configuration.user,
                password: configuration.password, database: configuration.database)
        }
        result.options.connectTimeout = .seconds(Int64(configuration.connectTimeout))
        result.options.additionalStartupParameters = [("application_name", configuration.applicationName)]
        return result
    }

    /// What each ``SSLMode`` means in libpq, as PostgresNIO's TLS settings.
    private static func tls(_ configuration: PostgreSQLConfiguration) throws -> PostgresConnection.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch configuration.sslMode {
        case .disable:
            return .disable
        case .prefer, .require:
            tls.certificateVerification = .none
        case .verifyCA, .verifyFull:
            tls.certificateVerification = configuration.sslMode == .verifyCA ? .noHostnameVerification : .fullVerification
            if configuration.sslRootCertificate == "system" {
                tls.trustRoots = .default
            } else {
                let path = configuration.sslRootCertificate
                guard FileManager.default.isReadableFile(atPath: path) else {
                    throw PostgreSQLStoreError.unreadableFile(
                        path: path,
                        reason: "no root certificate file to check the server's certificate with "
                            + "(sslmode=\(configuration.sslMode.rawValue) needs one: give sslrootcert, or sslrootcert=system)")
                }
                tls.trustRoots = .file(path)
            }
        }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: tls)
        } catch {
            throw PostgreSQLStoreError.unreadableFile(path: configuration.sslRootCertificate, reason: "not PEM root certificates (\(error))")
        }
        return configuration.sslMode == .prefer ? .prefer(context) : .require(context)
    }

    /// A PostgresNIO error as one the user understands, naming the server and never the password.
    static func storeError(_ error: any Error, configuration: PostgreSQLConfiguration) -> PostgreSQLStoreError {
        if let known = error as? PostgreSQLStoreError { return known }
        let host = configuration.host
        let port = configuration.port
        guard let error = error as? PSQLError else {
            return .serverUnreachable(host: host, port: port, reason: describe(error))
        }
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? "?????"
            let message = error.serverInfo?[.message] ?? "no message"
            // Class 28: invalid authorization specification (28000: no pg_hba.conf entry, 28P01: wrong password).
            if state.hasPrefix("28") {
                return .authenticationFailed(user: configuration.user, host: host, port: port, reason: message)
            }
            return .server(message: message, sqlState: state)
        case .authMechanismRequiresPassword:
            return .authenticationFailed(
                user: configuration.user, host: host, port: port, reason: "the server asks for a password and none was given")
        case .unsupportedAuthMechanism, .saslError:
            return .authenticationFailed(
                user: configuration.user, host: host, port: port,
                reason: "authentication failed (\(error.underlying.map { String(describing: $0) } ?? "\(error.code)"))")
        case .sslUnsupported:
            return .tlsRefused(host: host, port: port, sslMode: configuration.sslMode)
        case .failedToAddSSLHandler, .receivedUnencryptedDataAfterSSLRequest:
            return .tlsFailed(host: host, port: port, reason: error.underlying.map { String(describing: $0) } ?? "\(error.code)")
        default:
            if let underlying = error.underlying, let reason = tlsFailure(underlying, host: host) {
                return .tlsFailed(host: host, port: port, reason: reason)
            }
            if [.serverClosedConnection, .uncleanShutdown, .clientClosedConnection].contains(error.code) {
                return .connectionLost(host: host, port: port)
            }
            return .serverUnreachable(
                host: host, port: port, reason: error.underlying.map(describe) ?? "\(error.code)")
        }
    }

    /// What went wrong in a TLS handshake, in a few words; `nil` when `error` is not TLS's.
    private static func tlsFailure(_ error: any Error, host: String) -> String? {
        if let extra = error as? NIOSSLExtraError {
            return extra == .failedToValidateHostname
                ? "the server's certificate does not name \(host) (verify-full needs the host name the certificate gives)"
                : String(describing: extra)
        }
        if let ssl = error as? NIOSSLError {
            if case .handshakeFailed(let reason) = ssl { return "the handshake failed (\(reason))" }
            return String(describing: ssl)
        }
        if error is BoringSSLError { return String(describing: error) }
        return nil
    }

    /// A connection failure in a few words ("connection refused", "timed out").
    private static func describe(_ error: any Error) -> String {
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        if let connect = error as? NIOConnectionError {
            if let first = connect.connectionErrors.first { return describe(first.error) }
            if connect.dnsAError != nil || connect.dnsAAAAError != nil { return "the host name is unknown" }
        }
        if case ChannelError.connectTimeout = error { return "timed out" }
        if case SocketAddressError.unknown = error { return "the host name is unknown" }
        return String(describing: error)
    }
}
