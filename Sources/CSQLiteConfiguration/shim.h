// SQLite's process-wide settings. sqlite3_config is variadic, so Swift cannot call it: these
// inline functions do. sqlite3.h is not included here: GRDB's GRDBSQLite module owns it, and
// a second module holding the same declarations would make every SQLite name ambiguous.
#ifndef WORKOUTKIT_CSQLITECONFIGURATION_SHIM_H
#define WORKOUTKIT_CSQLITECONFIGURATION_SHIM_H

int sqlite3_config(int option, ...);

/// Sets how many bytes of a statement or savepoint journal SQLite keeps in memory before it
/// moves the journal to a temporary file (SQLITE_CONFIG_STMTJRNL_SPILL, option 26 in sqlite3.h
/// since SQLite 3.13; 64 KiB unless set). Returns SQLite's result code: 0 (SQLITE_OK), or 21
/// (SQLITE_MISUSE) once SQLite has initialized, that is after the process's first connection.
static inline int wk_sqlite3_set_statement_journal_spill(int bytes) {
    return sqlite3_config(26, bytes);
}

#endif
