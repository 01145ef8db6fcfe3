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
            {"duplicates":[UUID,...],"keep":UUID,"reason":"..."}. Without --apply or --merge the store \
            is not changed. --apply deletes the duplicates (changes reports them deleted). --merge \
            (--apply not needed; with it, the same) first merges into the kept workout the series and \
            samples of each type it lacks, from the first duplicate that holds it, aligned on its \
            records as `merge` aligns them, saves the result as its next version and deletes the \
            duplicates: one transaction per group, so a group that fails is left as it was. A \
            `merged` line per type taken follows the group's lines (duplicate's UUID, type, values, \
            samples), and a `merged` line for positions when the kept workout had none and takes a \
            duplicate's (duplicate's UUID, positions, locations, waypoints), then a `saved` line with \
            the kept workout's new UUID; what was not carried is named on standard error. With --json \
            each group's object gains "merged": {"workout":UUID,"taken":[{"from","type","values",\
            "samples"}],"positions":{"from","locations","waypoints"} or null,"leftOut":[...]}, or \
            null for a group that failed.
            """)

    @Flag(name: .long, help: "Print JSON Lines: one object per group.")
    var json = false

    @Flag(name: .long, help: "Delete every group's duplicates, keeping one workout of each.")
    var apply = false

    @Flag(name: .long, help: "Merge the duplicates' series into the kept workout, then delete them (implies --apply).")
    var merge = false

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let finder = DuplicateFinder(store: try storeOptions.open())
        let groups = try finder.groups()
        if merge {
            try mergeGroups(groups, with: finder)
            return
        }
        for group in groups {
            if json {
                Console.printLine(bytes: Array(group.jsonLine))
            } else {
                printLines(of: group)
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

    /// `--merge`: each group merged and saved in its own transaction, printed once saved; a
    /// group that fails is named and left as it was, and the others go on (exit status 1).
    private func mergeGroups(_ groups: [DuplicateGroup], with finder: DuplicateFinder) throws {
        guard !groups.isEmpty else {
            Console.message("no workouts are stored more than once")
            return
        }
        var deleted = 0
        var failed: [String] = []
        for group in groups {
            do {
                let merged = try finder.saveMerge(group)
                deleted += group.duplicates.count
                if json {
                    Console.printLine(bytes: Array(merged.jsonLine))
                } else {
                    printLines(of: group)
                    for taken in merged.taken {
                        Console.printLine(["merged", merged.duplicate(of: taken).uuid.uuidString, taken.quantityType.shortName,
                                           "\(taken.valueCount) values", "\(taken.sampleCount) samples"].joined(separator: "\t"))
                    }
                    if let positions = merged.positions {
                        Console.printLine(["merged", group.duplicates[positions.recording - 1].uuid.uuidString, "positions",
                                           "\(positions.locations) locations", "\(positions.waypoints) waypoints"].joined(separator: "\t"))
                    }
                    let how = merged.saved.status == .unchanged ? "unchanged: nothing to merge in"
                        : "the next version of \(group.keep.uuid.uuidString)"
                    Console.printLine(["saved", merged.saved.uuid.uuidString, how].joined(separator: "\t"))
                }
                Console.flush()
                for note in merged.leftOut { Console.message("\(note): not in the result") }
            } catch {
                if json {
                    Console.printLine(bytes: Array(group.unmergedJSONLine))
                } else {
                    printLines(of: group)
                }
                Console.flush()
                Console.message("the group of workout \(group.keep.uuid.uuidString) was not merged and is as it was: \(describe(error))")
                failed.append(group.keep.uuid.uuidString)
            }
        }
        let merged = groups.count - failed.count
        Console.message("merged \(merged) group\(merged == 1 ? "" : "s") into the kept workouts and deleted \(deleted) workout\(deleted == 1 ? "" : "s")")
        if !failed.isEmpty {
            throw CommandFailure("\(failed.count) of \(groups.count) groups could not be merged and are unchanged (kept workouts \(failed.joined(separator: ", ")))")
        }
    }

    /// The group's reason, its `keep` line and a `duplicate` line per other workout.
    private func printLines(of group: DuplicateGroup) {
        Console.printLine(group.reason)
        Console.printLine(line("keep", group.keep))
        for duplicate in group.duplicates { Console.printLine(line("duplicate", duplicate)) }
    }

    private func line(_ role: String, _ member: DuplicateGroup.Member) -> String {
        let source = member.deviceName.map { "\(member.sourceName) (\($0))" } ?? member.sourceName
        return [role, member.uuid.uuidString, Timestamp.string(member.startDate), source,
                "\(member.seriesCount) series", "\(member.pointCount) points"].joined(separator: "\t")
    }
}
