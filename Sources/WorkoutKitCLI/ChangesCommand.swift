import ArgumentParser
import Foundation
import PostgreSQLStore
import WorkoutKit

/// `workoutkit changes`: what was added and deleted since an anchor (HealthKit's
/// anchored object query), optionally following new changes as they commit.
struct ChangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List what was added and deleted since an anchor.",
        discussion: """
            Every insert and delete advances one store-wide anchor. Give the anchor printed last \
            time with --anchor to see only what changed since. --json prints one object per change, \
            {"anchor":N,"change":"added"|"deleted","kind":"workout"|"sample"|"route"|"categorySample"|\
            "correlation"|"activitySummary"|"course"|"waypoint","uuid":...}, then {"anchor":N} with the new \
            anchor. --follow keeps watching and prints each new \
            batch (with its anchor line) as it is committed, until interrupted: on a PostgreSQL \
            store it is woken by each commit's notification, on a SQLite store it looks every half second.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Changes after this anchor (default 0: everything).", valueName: "n"))
    var anchor: Int = 0

    @Option(name: .long, help: ArgumentHelp(
        "workout, route, sample, course, waypoint, activitySummary, or a quantity, category or correlation type identifier.",
        valueName: "type"))
    var type: String?

    @Flag(name: .long, help: "Keep watching for new changes.")
    var follow = false

    @Flag(name: .long, help: "Print JSON Lines.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    /// The `--type` filter: a store object type, or every sample type.
    private enum Filter {
        case all, samples, object(ObjectType)
    }

    private func filter() throws -> Filter {
        guard let type else { return .all }
        if type == "sample" || type == "samples" { return .samples }
        guard let objectType = ObjectType(parsing: type) else {
            throw ValidationError(
                "--type: '\(type)' is not workout, route, sample, course, waypoint, activitySummary or a quantity, category or correlation type identifier")
        }
        return .object(objectType)
    }

    func validate() throws {
        guard anchor >= 0 else { throw ValidationError("--anchor must not be negative") }
        _ = try filter()
    }

    func run() throws {
        let store = try storeOptions.open()
        let filter = try filter()
        var current = try printChanges(store: store, since: anchor, filter: filter, always: true)
        guard follow else { return }
        if let configuration = try storeOptions.postgreSQLConfiguration() {
            // Woken by the commits' notifications (LISTEN/NOTIFY) on a connection of its own; the
            // changes are then read from the store, so none is missed or shown twice.
            let follower = try PostgreSQLFollower(configuration: configuration)
            while true {
                guard try follower.waitForCommit(after: Int64(current), timeout: 60) != nil else { continue }
                current = try printChanges(store: store, since: current, filter: filter, always: false)
            }
        }
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            current = try printChanges(store: store, since: current, filter: filter, always: false)
        }
    }

    /// Changes read from the store at a time: memory holds a page (a few MB), whatever the store holds.
    private static let pageSize = 10_000

    /// Prints the changes after `since` and returns the new anchor. The anchor line is
    /// printed after each batch (or always, the first time). The changes are read page by
    /// page, each after the last anchor of the one before, and printed as they come.
    private func printChanges(store: WorkoutStore, since: Int, filter: Filter, always: Bool) throws -> Int {
        let objectFilter: ObjectType? = if case .object(let type) = filter { type } else { nil }
        var anchor = since
        var printed = false
        while true {
            let page = try store.execute(AnchoredObjectQuery(filter: objectFilter, predicate: nil, anchor: anchor, limit: Self.pageSize))
            var changes = page.added.map { ($0, "added") } + page.deleted.map { ($0, "deleted") }
            if case .samples = filter { changes = changes.filter { $0.0.kind == .sample } }
            changes.sort { $0.0.anchor < $1.0.anchor }
            for (change, verb) in changes {
                if json {
                    var out = JSONWriter()
                    out.raw("{"); out.key("anchor"); out.integer(change.anchor)
                    out.comma(); out.key("change"); out.string(verb)
                    out.comma(); out.key("kind"); out.string(change.kind.rawValue)
                    out.comma(); out.key("uuid"); out.string(change.uuid.uuidString); out.raw("}")
                    Console.printLine(bytes: out.bytes)
                } else {
                    Console.printLine("\(change.anchor)\t\(verb)\t\(change.kind.rawValue)\t\(change.uuid.uuidString)\t\(change.objectType.identifier)")
                }
            }
            printed = printed || !changes.isEmpty
            anchor = page.newAnchor
            // A page short of the limit is the last: its anchor is the store's.
            if page.added.count + page.deleted.count < Self.pageSize { break }
        }
        guard always || printed || anchor != since else { return since }
        if json {
            var out = JSONWriter()
            out.raw("{"); out.key("anchor"); out.integer(anchor); out.raw("}")
            Console.printLine(bytes: out.bytes)
        } else {
            Console.printLine("anchor \(anchor)")
        }
        Console.flush()
        return anchor
    }
}
