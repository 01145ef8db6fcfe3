import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit route")
struct RouteCommandTests {
    /// A store holding the sample run, and the run's workout UUID.
    private func storeWithRun(_ dir: TemporaryDirectory, smooth: Bool = false) throws -> (store: String, uuid: String) {
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(
            ["import", CLIRunner.sampleFile("morning-run.json"), "--store", store] + (smooth ? ["--smooth"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        let uuid = try #require(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).first?["uuid"] as? String)
        return (store, uuid)
    }

    private func history(_ store: String, _ id: String) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["route", "history", id, "--json", "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        return try jsonObjects(result.stdout)
    }

    /// Runs a command that must fail, and checks its status and that it said why in one line.
    private func expectFailure(_ arguments: [String], status: Int32, mentioning text: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(text), "\(arguments): \(result.stderr)")
        if status == 1 { #expect(lines(result.stderr).count == 1, "\(result.stderr)") }
    }

    @Test("history --json lists the imported route as version 1 with the contract's keys")
    func historyOfAnImportedRoute() throws {
        let dir = try TemporaryDirectory()
        let (store, uuid) = try storeWithRun(dir)
        let versions = try history(store, String(uuid.prefix(8)))
        #expect(versions.count == 1)
        let first = try #require(versions.first)
        #expect(Set(first.keys) == [
            "version", "syncVersion", "uuid", "createdAt", "operation", "parameters", "locationCount", "distance",
            "elevationGain", "elevationLoss", "movingTime",
        ])
        #expect(first["version"] as? Int == 1)
        #expect(first["operation"] as? String == "import")
        #expect((first["parameters"] as? [String: Any])?.isEmpty == true)
        #expect(first["locationCount"] as? Int == 1801)
        #expect((first["distance"] as? Double ?? 0) > 1000)
        #expect(first["createdAt"] is String)
        let human = try CLIRunner.run(["route", "history", uuid, "--store", store])
        #expect(lines(human.stdout).count == 2)
        #expect(human.stdout.contains("1*\t") && human.stdout.contains("import"))
    }

    @Test("smooth --dry-run prints metrics before and after and saves nothing; smooth saves version 2; revert says what it restored")
    func smoothSavesANewVersion() throws {
        let dir = try TemporaryDirectory()
        let (store, uuid) = try storeWithRun(dir)
        let dry = try CLIRunner.run(["route", "smooth", uuid, "--dry-run", "--store", store])
        #expect(dry.status == 0, "\(dry.stderr)")
        let dryLines = lines(dry.stdout)
        #expect(dryLines.count == 4)
        #expect(dryLines[1].hasPrefix("before\t1801\t") && dryLines[2].hasPrefix("after\t1801\t"))
        #expect(dryLines[3] == "dry run: nothing saved")
        #expect(try history(store, uuid).count == 1)

        let anchor = try #require(try changeAnchors(try CLIRunner.run(["changes", "--json", "--store", store]).stdout).last)
        let saved = try CLIRunner.run(["route", "smooth", uuid, "--store", store])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("saved version 2 of the route of workout \(uuid)"))
        let versions = try history(store, uuid)
        #expect(versions.map { $0["operation"] as? String } == ["import", "smooth"])
        #expect(versions[1]["syncVersion"] as? Int == (versions[0]["syncVersion"] as? Int ?? 0) + 1)
        #expect(versions[1]["locationCount"] as? Int == 1801)
        #expect((versions[1]["parameters"] as? [String: Any])?["horizontalAccelerationNoise"] as? Double == 0.2)
        let raw = try #require(versions[0]["distance"] as? Double)
        let smoothed = try #require(versions[1]["distance"] as? Double)
        #expect(smoothed <= raw)

        let changes = try jsonObjects(try CLIRunner.run(["changes", "--anchor", String(anchor), "--json", "--store", store]).stdout)
        let routeChanges = changes.filter { $0["kind"] as? String == "route" }
        #expect(routeChanges.map { $0["change"] as? String } == ["deleted", "added"])
        #expect(routeChanges.first?["uuid"] as? String == versions[0]["uuid"] as? String)
        #expect(routeChanges.last?["uuid"] as? String == versions[1]["uuid"] as? String)

        let revert = try CLIRunner.run(["route", "revert", uuid, "1", "--store", store])
        #expect(revert.status == 0, "\(revert.stderr)")
        #expect(revert.stdout.contains("saved version 3 of the route of workout \(uuid): version 1 restored, 1801 locations"))
    }

    @Test("bad requests: usage errors exit 2, other failures exit 1 with one line")
    func badRequests() throws {
        let dir = try TemporaryDirectory()
        let (store, uuid) = try storeWithRun(dir)
        try expectFailure(["route", "clean", uuid, "--max-speed", "0", "--store", store], status: 2, mentioning: "maximumSpeed")
        try expectFailure(["route", "simplify", uuid, "--store", store], status: 2, mentioning: "--tolerance")
        try expectFailure(["route", "simplify", uuid, "--tolerance", "-1", "--store", store], status: 2, mentioning: "--tolerance")
        try expectFailure(["route", "revert", uuid, "--store", store], status: 2, mentioning: "version")
        try expectFailure(["route", "revert", uuid, "7", "--store", store], status: 1, mentioning: "has no version 7")
        try expectFailure(["route", "smooth", "FFFFFFFF", "--store", store], status: 1, mentioning: "no workout with ID FFFFFFFF")
        try expectFailure(["route", "history", "zz", "--store", store], status: 1, mentioning: "no workout with ID zz")
        try expectFailure(["export", "--route-version", "1", "--format", "json", "--store", store],
                          status: 2, mentioning: "--route-version needs exactly one --workout")
        // A workout without a route.
        let ride = try CLIRunner.run(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--json", "--store", store])
        let rideID = try #require(try jsonObjects(ride.stdout).first?["uuid"] as? String)
        let rideRoutes = try #require(try jsonObjects(try CLIRunner.run(["show", rideID, "--json", "--store", store]).stdout)
            .first?["routes"] as? [Any])
        if rideRoutes.isEmpty {
            try expectFailure(["route", "smooth", rideID, "--store", store], status: 1, mentioning: "has no route")
        }
        #expect(try history(store, uuid).count == 1)
    }
}
