import Foundation
import Testing
import TestSupport

/// The bytes of `fit/<name>` in the corpus.
func corpusBytes(_ name: String) throws -> [UInt8] {
    guard let url = Corpus.url("fit/\(name)") else { throw CocoaError(.fileNoSuchFile) }
    return [UInt8](try Data(contentsOf: url))
}

/// The decompressed bytes of a gzip file of the corpus.
func gunzippedCorpusFile(_ path: String) throws -> [UInt8] {
    guard let url = Corpus.url(path) else { throw CocoaError(.fileNoSuchFile) }
    return [UInt8](try Corpus.gunzip(url))
}

/// Why a corpus test is skipped, as a test comment.
let corpusMissing = Comment(rawValue: Corpus.missingMessage)
