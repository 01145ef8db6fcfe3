import ArgumentParser
import WorkoutKit

/// Which of the registry's formats a ``FormatName`` names.
protocol FormatNameRole {
    /// The formats a value may name, in the registry's order.
    static var formats: [FormatDescriptor] { get }
}

extension FormatNameRole {
    /// The names a value may take.
    static var names: [String] { formats.map(\.name) }
}

/// The formats workoutkit reads (`import --format`, `convert --from`).
enum ReadableFormats: FormatNameRole {
    static var formats: [FormatDescriptor] { FormatRegistry.standard.readers.map(\.format) }
}

/// The formats workoutkit writes (`export --format`, `convert --to`).
enum WritableFormats: FormatNameRole {
    static var formats: [FormatDescriptor] { FormatRegistry.standard.writers.map(\.format) }
}

/// A format name given on the command line, one of the registry's names for `Role`.
///
/// The names, with each format's summary, are listed in the help, the man page and the
/// shell completions. Any word
/// parses, so that a wrong one is reported in workoutkit's own words (``reader(option:)``,
/// and for writers ``FormatRegistry/outputWriter(format:output:option:layout:)``) rather
/// than ArgumentParser's.
struct FormatName<Role: FormatNameRole>: ExpressibleByArgument {
    /// The name as given.
    let name: String

    init?(argument: String) { name = argument }

    static var allValueStrings: [String] { Role.names }

    static var allValueDescriptions: [String: String] {
        Dictionary(Role.formats.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first })
    }

    static var defaultCompletionKind: CompletionKind { .list(Role.names) }
}

typealias ReadableFormatName = FormatName<ReadableFormats>
typealias WritableFormatName = FormatName<WritableFormats>

extension FormatName where Role == ReadableFormats {
    /// The reader of this name, for the option `option` (`--format`, `--from`).
    ///
    /// - Throws: `ValidationError` when workoutkit reads no format of this name.
    func reader(option: String) throws -> any RecordingReader {
        guard let reader = FormatRegistry.standard.reader(named: name) else {
            throw ValidationError("\(option): '\(name)' is not one of \(Role.names.joined(separator: ", "))")
        }
        return reader
    }
}
