import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Every FIT file of the corpus that reads also saves: the reader never hands the
/// store a value it refuses (a non-finite developer field value failed
/// `import hammerhead-karoo2-ride-devfields.fit`).
@Suite("FIT corpus into the store")
struct FITCorpusStoreTests {
    @Test("every corpus FIT that reads saves into a store, with only finite numbers",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func everyReadableFITSaves() throws {
        let files = Corpus.files(in: "fit", extensions: ["fit"])
        #expect(files.count >= 20)
        var saved = 0
        for url in files {
            let context = ReadContext(name: url.lastPathComponent, options: ReadOptions())
            let recordings: [WorkoutRecording]
            do {
                recordings = try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: context)
            } catch is FormatError {
                continue  // damaged files and files that are not activities: refused, with their own tests
            }
            for recording in recordings {
                let nonFinite = recording.samples.filter { !$0.quantity.value.isFinite }.map(\.quantityType.identifier)
                #expect(nonFinite.isEmpty, "\(url.lastPathComponent): non-finite samples \(Set(nonFinite))")
                let badLocations = recording.routes.flatMap(\.locations).filter { location in
                    [location.altitude, location.speed, location.course].contains { $0.map { !$0.isFinite } ?? false }
                }
                #expect(badLocations.isEmpty, "\(url.lastPathComponent): \(badLocations.count) locations with non-finite values")
            }
            let store = try WorkoutStore.inMemory()
            do {
                _ = try store.save(recordings, versioning: .nextVersionOnChange)
                saved += recordings.count
            } catch {
                Issue.record("\(url.lastPathComponent): \(error)")
            }
        }
        #expect(saved >= 20)
    }
}
