import Foundation

/// Plain values (no references: numbers, dates, optionals and structs of them) held in an
/// unnamed temporary file, stored as their in-memory bytes and read back by the same
/// process in batches, from the first, as often as needed: what lets a writer that needs a
/// workout's end before its points (``PointSpool``, the FIT writer's stream) hold any number
/// of them in bounded memory.
final class RecordSpool<Element> {
    /// The values' bytes, in an unnamed temporary file.
    private let file: SpooledByteSink
    private(set) var count = 0

    init() throws {
        // Bytes of a type holding references would not survive the round trip.
        precondition(_isPOD(Element.self), "\(Element.self) must stay plain data to be spooled as bytes")
        file = try SpooledByteSink()
    }

    func append(_ elements: [Element]) throws {
        try elements.withUnsafeBytes { try file.write($0) }
        count += elements.count
    }

    /// Reads the values after the first `done` back, at most `maximum`; empty after the last.
    func read(_ maximum: Int, after done: Int) throws -> [Element] {
        let wanted = min(count - done, maximum)
        guard wanted > 0 else { return [] }
        return try [Element](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            try file.read(into: UnsafeMutableRawBufferPointer(buffer), at: done * MemoryLayout<Element>.stride)
            initialized = wanted
        }
    }
}
