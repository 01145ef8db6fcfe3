import GRDB

/// The store a copy reads, on one snapshot (inside its read transaction).
protocol CopySource {
    /// The rows of `table`.
    func count(_ table: CopiedTable) throws -> Int64
    /// The store-wide anchor.
    func anchor() throws -> Int64
    /// Reads every row of `table` in primary-key order, each as its values in the order of
    /// ``CopiedTable/columns``, and hands them to `body` a batch at a time
    /// (``StoreCopy/batchRows`` rows or ``StoreCopy/batchBytes`` bytes at most, about).
    func forEachBatch(of table: CopiedTable, _ body: ([[DatabaseValue]]) throws -> Void) throws
}

/// The store a copy writes, inside its one write transaction.
protocol CopyDestination {
    /// The store, for messages (a path, or a URL without its password).
    var store: String { get }
    /// Keeps other writers out until the transaction ends, and returns the store-wide anchor.
    func lockAnchor() throws -> Int64
    /// The rows of `table`.
    func count(_ table: CopiedTable) throws -> Int64
    /// Inserts rows as ``CopySource/forEachBatch(of:_:)`` reads them.
    func insert(_ rows: [[DatabaseValue]], into table: CopiedTable) throws
    /// Sets the store-wide anchor (the store's was 0), and whatever else ends the copy.
    func finish(anchor: Int64) throws
}

extension DatabaseValue {
    /// About how many bytes the value takes, for batch sizes.
    var approximateSize: Int {
        switch storage {
        case .null: 1
        case .int64, .double: 8
        case .string(let text): text.utf8.count
        case .blob(let bytes): bytes.count
        }
    }
}
