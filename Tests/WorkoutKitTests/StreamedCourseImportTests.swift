import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A GPX file's waypoints and courses take the streamed import path as they take the whole
/// one: the same store, the same changes, and each path finds the other's import unchanged.
@Suite("Streamed import of GPX waypoints and courses")
struct StreamedCourseImportTests {
    /// Corpus GPX files with timed tracks and waypoints (a workout's), a timed track with a
    /// route and waypoints (a workout's and a course), a route whose points are named (a
    /// course with waypoints), and routes with untimed and timed tracks.
    static let files = [
        "gpx/gpx10-cerknicko-multitrack-waypoints.gpx", "gpx/expertgps-track-route-waypoints.gpx",
        "gpx/gpx10-route-only.gpx", "gpx/gpx11-all-fields.gpx",
    ]
    /// One job streams a GPX file into the store as it reads it; with two, a file this small
    /// has its points read ahead on a reading thread and is streamed into the store from them.
    /// ``WholeReading`` reads it whole and saves it as one recording.
    static let streamed = ImportOptions(jobs: 1), readAhead = ImportOptions(jobs: 2)

    /// What an import reported and left in a store, without the UUIDs each read makes afresh.
    struct ImportedContent: Equatable {
        /// Each outcome's status and what it is about.
        var outcomes: [String]
        /// The store's changes: anchor, kind and type of each object added.
        var changes: [String]
        /// Each stored workout's content digest (its waypoints included).
        var workouts: [String]
        /// Each stored course's content digest (its waypoints included).
        var courses: [String]

        init(_ report: ImportReport, store: WorkoutStore) throws {
            outcomes = report.outcomes.map { outcome in
                switch outcome.subject {
                case .workout(let workout): "\(outcome.status) workout \(workout.activityType) \(workout.startDate)"
                case .course(let name): "\(outcome.status) course \(name ?? "-")"
                default: "\(outcome.status) \(outcome.subject) \(outcome.failure ?? "")"
                }
            }
            changes = try store.execute(AnchoredObjectQuery()).added.map { "\($0.anchor) \($0.kind) \($0.objectType.identifier)" }
            workouts = try store.workouts(WorkoutQuery()).map { summary in
                try #require(try store.recording(for: summary.workout.uuid)).contentDigest
            }
            courses = try store.courses().map { summary in try #require(try store.course(for: summary.uuid)).contentDigest }
        }
    }

    @Test("a GPX file with waypoints or courses streamed into the store (as read, or from points read ahead) gives the store, changes and outcomes of a whole read, and re-imports unchanged",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing), arguments: files)
    func streamedImportOfWaypointsAndCoursesMatchesWhole(file: String) throws {
        let path = try Fixtures.corpus(file)
        let dir = try TemporaryDirectory()
        var contents: [ImportedContent] = []
        let whole = try WholeReading.options(for: path)
        let ways = [("streamed", Self.streamed), ("read ahead", Self.readAhead), ("whole", whole)]
        for (name, options) in ways {
            let store = try WorkoutStore(path: dir.path("\(name).sqlite"))
            let report = try Fixtures.importing([path], into: store, options: options)
            #expect(!report.outcomes.isEmpty && report.outcomes.allSatisfy { $0.status == .imported }, "\(file), \(name)")
            contents.append(try ImportedContent(report, store: store))

            // Either path finds what either saved unchanged, anchors handed back.
            let anchor = try store.currentAnchor()
            for (againName, again) in ways {
                let second = try Fixtures.importing([path], into: store, options: again)
                #expect(second.outcomes.map(\.status) == report.outcomes.map { _ in .unchanged }, "\(file), \(name), then \(againName)")
                #expect(second.outcomes.map(\.uuid) == report.outcomes.map(\.uuid))
                #expect(try store.currentAnchor() == anchor, "\(file): an unchanged import hands its anchors back")
            }
        }
        let (streamedContent, readAheadContent, wholeContent) = (contents[0], contents[1], contents[2])
        #expect(streamedContent == wholeContent, "\(file): streamed as read")
        #expect(readAheadContent == wholeContent, "\(file): streamed from points read ahead")
        #expect(!streamedContent.changes.filter { $0.contains(" waypoint ") }.isEmpty, "\(file) holds waypoints")
    }
}
