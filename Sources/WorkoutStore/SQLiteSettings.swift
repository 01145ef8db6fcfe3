import CSQLiteConfiguration

/// SQLite's process-wide settings, made once, before the process opens its first store.
///
/// SQLite takes them only before it initializes, which its first connection does: in a process
/// that opened some SQLite database before its first store, they are not made, and SQLite's
/// defaults apply (the same results, more temporary-file writes).
enum SQLiteSettings {
    /// The bytes of a savepoint's journal SQLite keeps in memory before moving it to a
    /// temporary file (SQLite's default is 64 KiB).
    ///
    /// Every streamed recording is saved inside a savepoint (``StreamedRecording``), and in WAL
    /// mode SQLite keeps there the original of every page of the store the recording changes:
    /// a small file's import changes about 180 KB of them (1,800 one-second points, a store of
    /// a few hundred such files), which SQLite's default wrote to a temporary file it created,
    /// wrote page by page and deleted again for every file. 4 MiB holds the savepoint journal
    /// of any small file; a larger one still spills, so the memory stays bounded.
    static let statementJournalSpill: Int32 = 4 << 20

    /// Makes the settings, the first time it is read; whether SQLite took them.
    static let applied: Bool = wk_sqlite3_set_statement_journal_spill(statementJournalSpill) == 0
}
