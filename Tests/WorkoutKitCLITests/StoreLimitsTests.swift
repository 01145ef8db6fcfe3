import Foundation
import Testing
import TestSupport

/// A small tmpfs file system mounted on a temporary folder, for as long as the value lives.
/// Mounting needs privileges (root in a container that allows it); `init` returns `nil` without.
private final class SmallFileSystem {
    let folder: TemporaryDirectory
    private var mounted = true

    init?(kibibytes: Int) throws {
        folder = try TemporaryDirectory()
        guard Self.mount(["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", folder.url.path]) else { return nil }
    }

    /// Makes the file system read-only.
    func remountReadOnly() -> Bool {
        Self.mount(["-o", "remount,ro", folder.url.path])
    }

    deinit {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/bin/umount")
        umount.arguments = [folder.url.path]
        try? umount.run()
        umount.waitUntilExit()
    }

    private static func mount(_ arguments: [String]) -> Bool {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = arguments
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { return false }
        mount.waitUntilExit()
        return mount.terminationStatus == 0
    }

    static var canMount: Bool { (try? SmallFileSystem(kibibytes: 64)) != nil }
}

@Suite("A full disk and a read-only store")
struct StoreLimitsTests {
    @Test("An import that fills the disk fails in one line naming the file, saves nothing of it, and leaves the store usable",
          .enabled(if: SmallFileSystem.canMount, "needs to mount a small tmpfs (root)"))
    func diskFull() throws {
        let disk = try #require(try SmallFileSystem(kibibytes: 2048))
        let store = disk.folder.path("s.sqlite")
        let first = try CLIRunner.run(["import", "--quiet", CLIRunner.sampleFile("afternoon-ride.json"), "--store", store])
        #expect(first.status == 0, "\(first.stderr)")
        // Fill the disk but for 48 KiB: far less than the 1,800-point run needs.
        let filler = disk.folder.path("filler")
        let free = try #require(try FileManager.default.attributesOfFileSystem(forPath: disk.folder.url.path)[.systemFreeSize] as? Int)
        try Data(count: max(0, free - 48 * 1024)).write(to: URL(fileURLWithPath: filler))

        let run = CLIRunner.sampleFile("morning-run.json")
        let full = try CLIRunner.run(["import", "--quiet", run, "--store", store])
        #expect(full.status == 1)
        let errors = lines(full.stderr)
        #expect(errors.count == 1, "\(full.stderr)")
        #expect(errors.first?.contains(run) == true && errors.first?.contains("full") == true, "\(full.stderr)")
        // Reads go on; the failed file left nothing behind.
        let listed = try CLIRunner.run(["list", "--store", store])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(lines(listed.stdout).count == 1)

        try FileManager.default.removeItem(atPath: filler)
        let again = try CLIRunner.run(["import", "--quiet", run, "--store", store])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(lines(try CLIRunner.run(["list", "--store", store]).stdout).count == 2)
    }

    /// A store holding both sample workouts, then made read-only: its folder by a read-only
    /// remount when the tests run as root (who may write any file), else by permissions.
    private func readOnlyStore() throws -> (store: String, keep: Any)? {
        if geteuid() == 0 {
            guard let disk = try SmallFileSystem(kibibytes: 4096) else { return nil }
            let store = disk.folder.path("s.sqlite")
            try populate(store)
            guard disk.remountReadOnly() else { return nil }
            return (store, disk)
        }
        let folder = try TemporaryDirectory()
        let store = folder.path("s.sqlite")
        try populate(store)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        return (store, ReadOnlyFolderCleanup(folder: folder))
    }

    private func populate(_ store: String) throws {
        let result = try CLIRunner.run(["import", "--quiet", CLIRunner.sampleFile("morning-run.json"),
                                        CLIRunner.sampleFile("afternoon-ride.json"), "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("A read-only store is read by list, show, export and stats; import and delete fail in one line saying it is read-only")
    func readOnlyStoreReadsButRefusesWrites() throws {
        guard let (store, keep) = try readOnlyStore() else {
            Issue.record("could not make a read-only store here")
            return
        }
        defer { withExtendedLifetime(keep) {} }
        let listed = try CLIRunner.run(["list", "--json", "--store", store])
        #expect(listed.status == 0, "\(listed.stderr)")
        let workouts = try jsonObjects(listed.stdout)
        #expect(workouts.count == 2)
        let uuid = try #require(workouts.first?["uuid"] as? String)
        for command in [["show", uuid], ["export", "--format", "gpx", "--workout", uuid], ["stats", "HeartRate"]] {
            let result = try CLIRunner.run(command + ["--store", store])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(command)")
        }
        for command in [["import", CLIRunner.sampleFile("morning-run.json"), CLIRunner.sampleFile("afternoon-ride.json")],
                        ["delete", uuid]] {
            let result = try CLIRunner.run(command + ["--store", store])
            #expect(result.status == 1, "\(command)")
            #expect(lines(result.stderr).count == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains(store) && result.stderr.contains("read-only"), "\(command): \(result.stderr)")
        }
        #expect(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).count == 2)
    }
}

/// Gives a folder made read-only its permissions back, so that it can be removed.
private final class ReadOnlyFolderCleanup {
    let folder: TemporaryDirectory
    init(folder: TemporaryDirectory) { self.folder = folder }
    deinit { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }
}
