import Testing
@testable import WorkoutStore

@Suite("The store's SQL on PostgreSQL")
struct PostgreSQLDatabaseTests {
    @Test("placeholders are numbered as PostgreSQL's, those inside quoted strings and identifiers left alone")
    func placeholdersAreNumbered() {
        #expect(PostgreSQLDatabase.numberingPlaceholders(#"SELECT '?', "a?" FROM t WHERE a = ? AND "end" IN (?, ?)"#)
                == #"SELECT '?', "a?" FROM t WHERE a = $1 AND "end" IN ($2, $3)"#)
        #expect(PostgreSQLDatabase.numberingPlaceholders("SELECT 1") == "SELECT 1")
    }
}
