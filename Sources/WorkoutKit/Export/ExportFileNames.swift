import Foundation
import WorkoutModel

/// How `export --name` names the files of a directory export: a pattern of text and fields,
/// `{date}-{activity}-{name}.{ext}`.
///
/// The fields: `{date}` the start day (`2024-05-01`) and `{time}` the start time (`0730`),
/// both in UTC as the default names; `{activity}` the activity type (`running`); `{name}` the
/// workout's name (`WKName`: a GPX or TCX track's name, a FIT workout's), else the first 8
/// digits of its UUID; `{id}` the first 8 digits of its UUID and `{uuid}` the whole UUID;
/// `{source}` the name of its source; `{ext}` the format's file extension (added at the end
/// when the pattern has no `{ext}`). A field's value is made safe for a file name: each run of
/// characters other than letters, digits, `.`, `_` and `-` becomes one `-`, and dots and dashes
/// are trimmed from its ends. Two workouts whose names are equal (ignoring case) get `-2`,
/// `-3`, ... before the extension, in export order. Courses keep their `course-6f1c2a9b.EXT`
/// names.
public struct ExportFileNames: Sendable, Equatable {
    /// A part of the pattern.
    enum Part: Sendable, Equatable {
        case text(String)
        case field(Field)
    }

    /// The fields a pattern may name.
    enum Field: String, Sendable, CaseIterable {
        case date, time, activity, name, id, uuid, source, ext
    }

    /// The pattern as given.
    public let pattern: String
    let parts: [Part]

    /// Reads `pattern`.
    ///
    /// - Throws: ``ExportFileNameError`` for an unknown field, an unclosed `{`, a `/`, or a
    ///   pattern without a field.
    public init(pattern: String) throws {
        var parts: [Part] = []
        var text = ""
        var rest = Substring(pattern)
        if pattern.contains("/") { throw ExportFileNameError.slash(pattern: pattern) }
        while let character = rest.first {
            rest = rest.dropFirst()
            guard character == "{" else { text.append(character); continue }
            guard let close = rest.firstIndex(of: "}") else { throw ExportFileNameError.unclosedField(pattern: pattern) }
            let name = String(rest[..<close])
            guard let field = Field(rawValue: name) else { throw ExportFileNameError.unknownField(name, pattern: pattern) }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            parts.append(.field(field))
            rest = rest[rest.index(after: close)...]
        }
        if !text.isEmpty { parts.append(.text(text)) }
        guard parts.contains(where: { if case .field(let field) = $0 { return field != .ext } else { return false } }) else {
            throw ExportFileNameError.noField(pattern: pattern)
        }
        if !parts.contains(.field(.ext)) { parts += [.text("."), .field(.ext)] }
        self.pattern = pattern
        self.parts = parts
    }

    /// The file name of `workout` in a format whose file extension is `ext`, before any
    /// suffix that keeps it apart from another's.
    public func fileName(for workout: Workout, extension ext: String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .field(let field): return Self.safe(value(of: field, for: workout, extension: ext))
            }
        }.joined()
    }

    /// `name`, or, when `taken` already holds it (ignoring case), `name` with `-2`, `-3`, ...
    /// before its extension; the name returned is added to `taken`.
    public static func unique(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = ext.isEmpty ? "\(stem)-\(number)" : "\(stem)-\(number).\(ext)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }

    private func value(of field: Field, for workout: Workout, extension ext: String) -> String {
        let stamp = Timestamp.string(workout.startDate)   // 2024-05-01T07:30:00.000Z
        let shortID = String(workout.uuid.uuidString.prefix(8)).lowercased()
        switch field {
        case .date: return String(stamp.prefix(10))
        case .time: return stamp.dropFirst(11).prefix(5).replacingOccurrences(of: ":", with: "")
        case .activity: return workout.activityType.name
        case .name:
            if case .string(let name)? = workout.metadata[MetadataKey.name], !Self.safe(name).isEmpty { return name }
            return shortID
        case .id: return shortID
        case .uuid: return workout.uuid.uuidString.lowercased()
        case .source: return workout.source.name
        case .ext: return ext
        }
    }

    /// `value` with each run of characters other than letters, digits, `.`, `_` and `-`
    /// replaced by one `-`, and dots and dashes trimmed from its ends; at most 80 characters.
    static func safe(_ value: String) -> String {
        var result = ""
        for character in value {
            if character.isLetter || character.isNumber || character == "." || character == "_" || character == "-" {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return String(trimmed.prefix(80)).trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
    }
}

/// Why an `export --name` pattern (``ExportFileNames``) was refused.
public enum ExportFileNameError: Error, Equatable, CustomStringConvertible {
    case unknownField(String, pattern: String)
    case unclosedField(pattern: String)
    case slash(pattern: String)
    case noField(pattern: String)

    public var description: String {
        let fields = ExportFileNames.Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
        switch self {
        case .unknownField(let name, let pattern):
            return "--name '\(pattern)': unknown field {\(name)} (the fields: \(fields))"
        case .unclosedField(let pattern):
            return "--name '\(pattern)': a { without its }"
        case .slash(let pattern):
            return "--name '\(pattern)': a file name has no /; -o names the directory"
        case .noField(let pattern):
            return "--name '\(pattern)': give at least one field other than {ext}, or every workout would have one name (the fields: \(fields))"
        }
    }
}
