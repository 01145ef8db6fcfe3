import Foundation

/// A PostgreSQL password file (`~/.pgpass`, or `$PGPASSFILE`), read by libpq's rules.
///
/// Each line is `hostname:port:database:username:password`; `*` in any of the first four
/// fields matches anything; `\:` and `\\` stand for a colon and a backslash; lines starting
/// with `#` are comments. The first matching line wins. A host given as a Unix socket folder
/// matches `localhost` when it is the default folder, as libpq does. A file that the group
/// or others may read or write, or that is not a regular file, is ignored with a warning.
public struct PasswordFile: Sendable {
    /// One line of the file: four patterns (`nil` for an unescaped `*`, which matches
    /// anything) and the password.
    struct Entry: Sendable {
        let fields: [String?]
        let password: String

        func matches(_ values: [String]) -> Bool {
            zip(fields, values).allSatisfy { pattern, value in pattern == nil || pattern == value }
        }
    }

    /// Where the file is.
    public let path: String
    let entries: [Entry]

    /// Parses the file's text.
    init(path: String, text: String) {
        self.path = path
        entries = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).compactMap(Self.entry)
    }

    /// Reads the file at `path`. Returns `nil` when there is no file there; a file that is
    /// not a regular file or has group or world permissions gives `nil` and a warning, as libpq.
    public static func read(path: String) -> (file: PasswordFile?, warning: String?) {
        var status = stat()
        guard stat(path, &status) == 0 else { return (nil, nil) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return (nil, "password file \"\(path)\" is not a plain file: ignored")
        }
        guard status.st_mode & (S_IRWXG | S_IRWXO) == 0 else {
            return (nil, "password file \"\(path)\" has group or world access; permissions should be u=rw (0600) or less: ignored")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, "password file \"\(path)\" cannot be read: ignored")
        }
        return (PasswordFile(path: path, text: String(decoding: data, as: UTF8.self)), nil)
    }

    /// The password of the first line matching the host, port, database and user, if any.
    public func password(host: String, port: Int, database: String, user: String) -> String? {
        let values = [host, String(port), database, user]
        return entries.first { $0.matches(values) }?.password
    }

    /// Splits one line at its unescaped colons; `nil` for comments and lines with fewer than five
    /// fields. As in libpq, the password ends at the next unescaped colon, if any.
    private static func entry(_ line: Substring) -> Entry? {
        guard !line.hasPrefix("#") else { return nil }
        var fields: [String?] = []
        var current = ""
        var wildcard = true
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                wildcard = false
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                if fields.count == 4 { break }
                fields.append(wildcard && current == "*" ? nil : current)
                current = ""
                wildcard = true
            } else {
                current.append(character)
            }
        }
        guard fields.count == 4 else { return nil }
        return Entry(fields: fields, password: current)
    }
}
