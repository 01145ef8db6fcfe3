import Foundation
import WorkoutModel

/// Reads an Apple Health export's route files (`workout-routes/*.gpx`) ahead of the reader, on
/// a thread of its own that runs only on a core nothing else wants: while the reader parses the
/// records at the start of `export.xml` and the saving thread waits for them, the routes the
/// workouts at its end name are parsed already.
///
/// The files are read in the order of their names (Apple names them by date, the order of the
/// workouts), and at most ``locationBudget`` locations are held: the thread waits while the
/// reader has not taken them. What the reader asks for and finds here is exactly what it would
/// have read itself (the same reader, options and name); anything else (a file not read yet or
/// being read, one that could not be opened or read, one passed because the reader asked for a
/// later one first) the reader reads itself, meeting its errors where it always did. So the
/// read-ahead changes the time, not the result. The reader never waits for this thread, which
/// may get no core at all on a busy machine.
final class RouteFileReadAhead: @unchecked Sendable {
    /// How many locations the read routes may hold by default (about 20 MB).
    static let locationBudget = 300_000

    private let condition = NSCondition()
    /// The files in reading order, and the place of each.
    private let paths: [String]
    private let places: [String: Int]
    private let budget: Int
    /// The place of the next file to read.
    private var next = 0
    private var read: [Int: [WorkoutRecording]] = [:]
    private var heldLocations = 0
    /// The latest place the reader asked for: files up to it are not kept.
    private var asked = -1
    private var isStopped = false
    /// What each file is read with (by the reading thread only).
    private let exportName: String
    private let options: ReadOptions
    private let open: (String) throws -> any ByteSource

    /// Starts reading `paths` (relative to the export's folder) with `open`, each as the reader
    /// reads a route file: `GPXRecordingReader` with `options` but not skipping bad items,
    /// named `"<export name>:<path>"`, holding at most `budget` locations. `whenIdle: false`
    /// leaves the thread at the usual priority (tests).
    init(paths: [String], exportName: String, options: ReadOptions, budget: Int = locationBudget, whenIdle: Bool = true,
         open: @escaping (String) throws -> any ByteSource) {
        self.paths = paths
        places = Dictionary(paths.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.budget = budget
        self.exportName = exportName
        var routeOptions = options
        routeOptions.skipsBadItems = false
        self.options = routeOptions
        self.open = open
        let thread = Thread { [self] in
            if whenIdle { Self.runWhenIdle() }
            readAll()
        }
        thread.name = "workoutkit route files"
        thread.start()
    }

    /// The routes read from `path`, or `nil` when they are not at hand (read it yourself). The
    /// files before it that were read and not taken are dropped, and the thread goes on after it.
    func take(_ path: String) -> [WorkoutRecording]? {
        condition.lock()
        defer { condition.unlock() }
        guard let place = places[path] else { return nil }
        asked = max(asked, place)
        let recordings = read[place]
        for kept in read.keys where kept <= asked { drop(kept) }
        next = max(next, asked + 1)
        condition.broadcast()
        return recordings
    }

    /// Stops reading once the file being read is done, dropping what is held.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        isStopped = true
        for kept in read.keys { drop(kept) }
        condition.broadcast()
    }

    /// How many files are read and held (for tests).
    var heldFileCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return read.count
    }

    private func drop(_ place: Int) {
        guard let recordings = read.removeValue(forKey: place) else { return }
        heldLocations -= Self.locationCount(recordings)
    }

    private func readAll() {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while !isStopped, next < paths.count, heldLocations >= budget { condition.wait() }
            guard !isStopped, next < paths.count else { return }
            let place = next
            next += 1
            condition.unlock()
            let path = paths[place]
            let recordings = try? GPXRecordingReader().readAll(
                from: try open(path), context: ReadContext(name: "\(exportName):\(path)", options: options))
            condition.lock()
            // A file the reader asked for meanwhile, or went past, is not kept.
            if let recordings, place > asked, !isStopped {
                read[place] = recordings
                heldLocations += Self.locationCount(recordings)
            }
        }
    }

    private static func locationCount(_ recordings: [WorkoutRecording]) -> Int {
        recordings.reduce(0) { $0 + $1.locationCount }
    }

    /// Lowers the calling thread to the scheduler's idle class (Linux's `SCHED_IDLE`): it runs
    /// only on a core that no other thread of the machine wants.
    private static func runWhenIdle() {
        #if os(Linux)
        var parameters = sched_param()
        let idleClass: Int32 = 5  // SCHED_IDLE in <sched.h>, which Glibc's module does not export
        _ = sched_setscheduler(0, idleClass, &parameters)
        #endif
    }
}
