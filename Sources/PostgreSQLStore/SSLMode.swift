/// How a connection uses TLS: the `sslmode` of the store URL, with libpq's meanings.
///
/// libpq's `allow` (try without TLS first, then with it) is not supported: PostgresNIO
/// always asks the server for TLS first when TLS is allowed at all, which is `prefer`.
public enum SSLMode: String, Sendable, CaseIterable {
    /// No TLS: the connection is plain text.
    case disable
    /// TLS when the server offers it, else plain text; the server's certificate is not checked.
    /// libpq's default, and ours.
    case prefer
    /// TLS or no connection; the server's certificate is not checked (encryption, no authentication).
    case require
    /// TLS or no connection, and the server's certificate must be signed by a trusted
    /// root certificate (`sslrootcert`); the host name is not compared with it.
    case verifyCA = "verify-ca"
    /// As ``verifyCA``, and the host name of the URL must match the certificate's names.
    case verifyFull = "verify-full"

    /// Whether the connection fails rather than go on without TLS.
    public var requiresTLS: Bool {
        switch self {
        case .disable, .prefer: false
        case .require, .verifyCA, .verifyFull: true
        }
    }
}
