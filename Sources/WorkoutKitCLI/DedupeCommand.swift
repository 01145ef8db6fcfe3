import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit dedupe`: the workouts in the store that are one activity imported more than once.
struct DedupeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dedupe",
        abstract: "Find workouts stored more than once (one activity from several files or devices).",
        discussion: """
            Two workouts are one activity when they have the same activity type and the time they \
            share (start to end) is more than half of each one's. Each group is printed with the \
            workout it keeps: the one with the most series (quantity types with samples, and the \
            route), then the most points (samples and route locations), then the earliest start, then \
            the lowest UUID; every other workout of the group overlaps it. Each group is a line with the \
            reason, then a `keep` line and a `duplicate` line per other workout (UUID, start, source, \
            series, points). --json prints one object per group instead, \
            {"duplicates":[UUID,...],"keep":UUID,"reason":"..."}. Without --apply the store is not \
            changed. --apply deletes the duplicates (changes reports them deleted). --merge (merging \
            the duplicates' series into the kept workout) is not done yet and is refused.
            """)

    @Flag(name: .long, help: "Print JSON Lines: one object per group.")
    var json = false

    @Flag(name: .long, help: "Delete every group's duplicates, keeping one workout of each.")
    var apply = false

    @Flag(name: .long, help: "Merge the duplicates' series into the kept workout (not done yet: refused).")
    var merge = false

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        if merge {
            throw CommandFailure(
                "dedupe --merge is not done yet: merging the duplicates' series into the kept workout needs `merge` (issue #17); nothing changed (--apply deletes the duplicates instead)")
        }
        let finder = DuplicateFinder(store: try storeOptions.open())
        let groups = try finder.groups()
        for group in groups {
            if json {
                Console.printLine(bytes: Array(group.jsonLine))
            } else {
                Console.printLine(group.reason)
                Console.printLine(line("keep", group.keep))
                for duplicate in group.duplicates { Console.printLine(line("duplicate", duplicate)) }
            }
        }
        Console.flush()
        if groups.isEmpty {
            Console.message("no workouts are stored more than once")
        } else if apply {
            let deleted = try finder.deleteDuplicates(in: groups)
            Console.message("deleted \(deleted.count) workout\(deleted.count == 1 ? "" : "s") (kept one of each of \(groups.count) group\(groups.count == 1 ? "" : "s"))")
        }
    }

    private func line(_ role: String, _ member: DuplicateGroup.Member) -> String {
        let source = member.deviceName.map { "\(member.sourceName) (\($0))" } ?? member.sourceName
        return [role, member.uuid.uuidString, Timestamp.string(member.startDate), source,
                "\(member.seriesCount) series", "\(member.pointCount) points"].joined(separator: "\t")
    }
}
