import WorkoutKit

/// One libFuzzer harness: which input a mutated byte string becomes, and which reader
/// (the CLI's `--format`) reads it.
///
/// Every harness but ``fit``'s deep decoder checks goes through the pipelines the CLI
/// runs (``PipelineRun``): the input is written to a file and imported into a store, imported
/// leniently and strictly in a dry run, and converted. A crash, a sanitizer report, a hang
/// (`-timeout`) or an allocation past `-rss_limit_mb` is a finding; a thrown error or a
/// failed outcome is the expected answer to bad input.
enum FuzzHarness: String, CaseIterable {
    case fit, gpx, tcx
    /// The point table and the sample table (told apart by their header).
    case csv
    case fitcsv, json
    /// A gzip stream of any format, detected by content after inflating.
    case gzip
    /// A zip archive: its entries, zips inside it, bulk-export and Apple Health layouts.
    case zip
    /// An Apple Health `export.xml` read on its own.
    case applehealth
    /// An Apple Health export archive made from the input: its `export.xml` and the route
    /// files it names (``AppleHealthArchive``).
    case applehealthZip = "applehealth-zip"

    /// The harness chosen on the command line (libFuzzer's callback takes no context).
    nonisolated(unsafe) static var selected = FuzzHarness.fit

    /// The file name the input is written under: its extension is what the CLI falls back
    /// to when content detection fails.
    var fileName: String {
        switch self {
        case .fit, .gpx, .tcx, .csv, .json, .zip: "input.\(rawValue)"
        case .fitcsv: "input.csv"
        case .gzip: "input.gz"
        case .applehealth: "export.xml"
        case .applehealthZip: "export.zip"
        }
    }

    /// The reader named as with `--format`, or `nil` for detection by content.
    var reader: (any RecordingReader)? {
        switch self {
        case .gzip, .zip, .applehealthZip: nil
        case .applehealth: FormatRegistry.standard.reader(named: "applehealth")
        default: FormatRegistry.standard.reader(named: rawValue)
        }
    }

    /// Runs one input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .fit:
            FITDecoderChecks.run(bytes)
            PipelineRun.shared.run(bytes, fileName: fileName, reader: reader)
        case .applehealthZip:
            PipelineRun.shared.run(AppleHealthArchive.bytes(from: bytes), fileName: fileName, reader: reader)
        default:
            PipelineRun.shared.run(bytes, fileName: fileName, reader: reader)
        }
    }
}

/// libFuzzer's entry point: one input for the selected harness.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzHarness.selected.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
