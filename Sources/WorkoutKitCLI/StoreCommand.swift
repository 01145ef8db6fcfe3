import ArgumentParser
import Dispatch
import Foundation
import StoreCopy

/// `workoutkit store ...`: whole stores.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Copy whole stores between SQLite and PostgreSQL.",
        subcommands: [Copy.self]
    )

    /// `workoutkit store copy SOURCE DEST`.
    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy a whole store into a new or empty one, SQLite or PostgreSQL.",
            discussion: """
                SOURCE and DEST are each a SQLite store file or a PostgreSQL store URL, \
                postgresql://USER@HOST:PORT/DATABASE?schema=NAME (schema workoutkit by default; the password \
                from the URL, PGPASSWORD or ~/.pgpass; sslmode as libpq's); SQLite to PostgreSQL, \
                PostgreSQL to SQLite, or SQLite to SQLite. Every table is copied as it is stored: ids, \
                anchors, deletions, sync versions, route version history and authorization, so `changes` \
                on the copy reports nothing new to a client holding the last anchor. DEST must be new \
                or empty; the copy is one transaction on DEST (all of it or nothing). A SQLite store \
                whose schema the PostgreSQL store does not mirror yet is refused, naming the migration. \
                Every command that uses a store takes a PostgreSQL store URL in --store too.
                """)

        @Argument(help: ArgumentHelp("The store to copy: a SQLite file or a postgresql:// URL.", valueName: "source"))
        var source: String

        @Argument(help: ArgumentHelp("The new or empty store to copy into: a SQLite file or a postgresql:// URL.", valueName: "dest"))
        var destination: String

        func validate() throws {
            for (name, argument) in [("SOURCE", source), ("DEST", destination)] {
                do {
                    _ = try StoreLocation(argument)
                } catch {
                    throw ValidationError("\(name): \(error)")
                }
            }
        }

        func run() throws {
            let copy = StoreCopy(from: try StoreLocation(source), to: try StoreLocation(destination))
            let progress = CopyProgress(terminal: Console.standardErrorIsTerminal)
            let summary: StoreCopy.Summary
            do {
                summary = try copy.run(progress: progress.update)
            } catch {
                progress.finish()
                throw error
            }
            progress.finish()
            Console.message(
                "copied \(summary.rows) rows in \(summary.tables) tables from \(copy.source) to \(copy.destination); store anchor \(summary.anchor)")
        }
    }
}

/// How far a store copy has got, on standard error: a bar redrawn in place when standard error
/// is a terminal, otherwise a plain line at most once a second.
private final class CopyProgress {
    private let terminal: Bool
    private let started = DispatchTime.now()
    private var lastLine: DispatchTime?
    private var barShown = false

    init(terminal: Bool) {
        self.terminal = terminal
    }

    /// Shows how far the copy has got.
    func update(_ progress: StoreCopy.Progress) {
        let now = DispatchTime.now()
        let seconds = max(Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9, 1e-3)
        let summary = "\(progress.copiedRows)/\(progress.totalRows) rows, "
            + String(format: "%.0f rows/s, ", Double(progress.copiedRows) / seconds) + progress.table
        if terminal {
            ProgressBar.draw(fraction: progress.totalRows == 0 ? 1 : Double(progress.copiedRows) / Double(progress.totalRows), summary: summary)
            barShown = true
        } else if lastLine.map({ now.uptimeNanoseconds - $0.uptimeNanoseconds >= 1_000_000_000 }) ?? true {
            lastLine = now
            Console.message("progress: " + summary)
        }
    }

    /// Ends the bar's line.
    func finish() {
        guard barShown else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        barShown = false
    }
}
