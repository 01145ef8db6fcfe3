import Foundation
import Testing
import TestSupport
import WorkoutFormats

@Suite("GPX and TCX in the format registry")
struct XMLRegistryTests {
    @Test("every corpus GPX and TCX is recognised by its content, whatever its name",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func detectionByContent() throws {
        let files = Corpus.files(in: "gpx", extensions: ["gpx"]) + Corpus.files(in: "tcx", extensions: ["tcx"])
        #expect(files.count == 26)
        for url in files {
            let source = PeekableByteSource(try FileByteSource(path: url.path))
            let prefix = try source.peek(FormatRegistry.sniffLength)
            let reader = FormatRegistry.standard.detectReader(prefix: prefix, fileName: "no-extension")
            #expect(reader?.format.name == url.pathExtension, "\(url.lastPathComponent)")
        }
    }

    @Test("readers and writers are found by name and by file extension")
    func lookups() {
        let registry = FormatRegistry.standard
        #expect(registry.reader(named: "GPX")?.format.name == "gpx")
        #expect(registry.reader(named: "tcx")?.format.name == "tcx")
        #expect(registry.writer(forFileName: "out/ride.tcx")?.format.name == "tcx")
        #expect(registry.writer(forFileName: "ride.GPX")?.format.name == "gpx")
        #expect(registry.detectReader(prefix: Array("not xml".utf8), fileName: "route.gpx")?.format.name == "gpx")
    }
}
