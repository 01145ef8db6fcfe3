import Foundation
import WorkoutModel

/// Turns a ``SamplePredicate`` into an SQL condition with its arguments.
///
/// Sample conditions are written over `s` (a `samples` row) joined with `w` (its
/// workout); workout conditions over `w` alone; conditions on records outside workouts
/// (category samples, correlations) over `r`, and on activity summaries over `a`. Every
/// value is bound, never spliced.
struct PredicateSQL {
    enum Subject: Equatable {
        case samples
        case workouts
        /// Rows of `category_samples` or `correlations`: they have no workout, and their
        /// metadata is owned as `owner`.
        case records(owner: MetadataOwner)
        /// Rows of `activity_summaries`: a day (from midnight UTC to the next), with no
        /// workout, source, device or metadata.
        case activitySummaries
    }

    private(set) var arguments: StoreArguments = []
    private let subject: Subject
    /// The sample type, whose canonical unit quantity comparisons convert to.
    private let type: QuantityType?
    /// The database the condition runs on, for what its SQL spells differently.
    private let database: any StoreDatabase

    private init(subject: Subject, type: QuantityType?, database: any StoreDatabase) {
        self.subject = subject
        self.type = type
        self.database = database
    }

    /// The condition (`TRUE` for no predicate) and its arguments, in the SQL of `database`.
    static func compile(
        _ predicate: SamplePredicate?, subject: Subject, type: QuantityType? = nil, on database: any StoreDatabase
    ) throws -> (sql: String, arguments: StoreArguments) {
        guard let predicate else { return ("TRUE", []) }
        var compiler = PredicateSQL(subject: subject, type: type, database: database)
        let sql = try compiler.condition(predicate)
        return (sql, compiler.arguments)
    }

    /// `quantity` in the canonical unit of `type`, for a comparison with its samples.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` when the quantity measures something else.
    static func bound(_ quantity: Quantity, for type: QuantityType) throws -> Double {
        guard quantity.isCompatible(with: type.canonicalUnit) else {
            throw StoreError.invalid(
                "cannot compare \(type.shortName) with \(quantity): \(quantity.unit) does not measure "
                    + type.canonicalUnit.dimension.rawValue)
        }
        return try quantity.doubleValue(for: type.canonicalUnit)
    }

    private var start: String {
        switch subject {
        case .samples: return "s.start"
        case .workouts: return "w.start"
        case .records: return "r.start"
        case .activitySummaries: return summaryStart
        }
    }

    private var end: String {
        switch subject {
        case .samples: return "s.end"
        case .workouts: return "w.end"
        case .records: return "r.end"
        case .activitySummaries: return "(\(summaryStart) + 86400)"
        }
    }

    /// An activity summary's midnight UTC as a stored date.
    private var summaryStart: String { database.storedDate(ofDay: "a.day") }

    /// Whether the subject belongs to no workout (a condition on the workout matches none of it).
    private var hasNoWorkout: Bool {
        switch subject {
        case .samples, .workouts: return false
        case .records, .activitySummaries: return true
        }
    }

    private mutating func bind(_ value: some StoreValueConvertible) -> String {
        arguments.append(value)
        return "?"
    }

    private mutating func condition(_ predicate: SamplePredicate) throws -> String {
        switch predicate {
        case .date(let from, let to, let strictStart, let strictEnd):
            var parts: [String] = []
            if let from {
                parts.append(strictStart ? "\(start) >= \(bind(from.stored))" : "\(end) >= \(bind(from.stored))")
            }
            if let to {
                parts.append(strictEnd ? "\(end) <= \(bind(to.stored))" : "\(start) < \(bind(to.stored))")
            }
            return parts.isEmpty ? "TRUE" : "(" + parts.joined(separator: " AND ") + ")"
        case .activityType(let activity):
            return hasNoWorkout ? "FALSE" : "w.activity_type = \(bind(Int64(activity.rawValue)))"
        case .workout(let uuid):
            return hasNoWorkout ? "FALSE" : "w.uuid = \(bind(uuid))"
        case .source(let name):
            let column: String
            switch subject {
            case .samples: column = "s.source_id"
            case .workouts: column = "w.source_id"
            case .records: column = "r.source_id"
            case .activitySummaries: return "FALSE"
            }
            return "\(column) IN (SELECT id FROM sources WHERE name = \(bind(name)))"
        case .device(let name):
            let column: String
            switch subject {
            case .samples: column = "coalesce(s.device_id, w.device_id)"
            case .workouts: column = "w.device_id"
            case .records: column = "r.device_id"
            case .activitySummaries: return "FALSE"
            }
            return "\(column) IN (SELECT id FROM devices WHERE name = \(bind(name)))"
        case .metadata(let key, let value):
            let owner: String, kind: MetadataOwner
            switch subject {
            case .samples: (owner, kind) = ("s.id", .sample)
            case .workouts: (owner, kind) = ("w.id", .workout)
            case .records(let recordOwner): (owner, kind) = ("r.id", recordOwner)
            case .activitySummaries: return "FALSE"
            }
            var sql = "EXISTS (SELECT 1 FROM metadata m WHERE m.owner_kind = \(kind.rawValue)"
                + " AND m.owner_id = \(owner) AND m.key = \(bind(key))"
            if let value {
                let (storedKind, stored, unit) = WriteContext.storedForm(of: value)
                let column = database.metadataValue(comparedWith: value, in: "m")
                switch value {
                case .bool, .string:
                    sql += " AND m.kind = \(bind(storedKind)) AND \(column) = \(bind(stored))"
                case .integer, .double:
                    sql += " AND m.kind IN (2, 3) AND \(column) = \(bind(stored))"
                case .quantity:
                    sql += " AND m.kind = \(bind(storedKind)) AND \(column) = \(bind(stored)) AND m.unit = \(bind(unit))"
                }
            }
            return sql + ")"
        case .quantity(let comparison, let quantity):
            guard subject == .samples, let type else { return "FALSE" }
            let value = try Self.bound(quantity, for: type)
            let op: String
            switch comparison {
            case .lessThan: op = "<"
            case .lessThanOrEqual: op = "<="
            case .equal: op = "="
            case .greaterThanOrEqual: op = ">="
            case .greaterThan: op = ">"
            }
            return "s.value \(op) \(bind(value))"
        case .and(let predicates):
            guard !predicates.isEmpty else { return "TRUE" }
            return "(" + (try predicates.map { try condition($0) }).joined(separator: " AND ") + ")"
        case .or(let predicates):
            guard !predicates.isEmpty else { return "FALSE" }
            return "(" + (try predicates.map { try condition($0) }).joined(separator: " OR ") + ")"
        case .not(let inner):
            return "NOT (\(try condition(inner)))"
        }
    }
}
