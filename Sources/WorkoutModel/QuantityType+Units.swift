extension QuantityType {
    /// The type values of this type are kept as, next to the types already known by identifier
    /// (`known`: `nil` for an identifier not met yet).
    ///
    /// A type the model lists is itself. A type it does not list (a FIT developer field's, an
    /// Apple Health record's of an identifier workoutkit does not list) is named by the file
    /// that brings it, in the file's unit, and another file (or another field of the same file)
    /// may bring the same name in another unit: Stryd's `Power` in `W`, another app's in `%`.
    /// The first unit met stays the identifier's unit; a later one
    /// - that converts to it (`kW`, `W`; `KN/m` and `kN/m`, spellings of one unit workoutkit
    ///   does not know) is the known type: the values keep their own unit on their samples and
    ///   convert to the known one wherever values are compared or summed;
    /// - that does not (`%` after `W`) makes a type of its own, named after the identifier and
    ///   the unit (``identifier(_:measuredIn:)``: `WKQuantityTypeIdentifierDeveloper.Power [%]`),
    ///   so that neither set of values is read in the other's unit.
    ///
    /// `known` finds a type by an identifier spelt as ``unitSpellingKey(of:)`` compares them,
    /// so that a type of its own made in one spelling (`Power [KN/m]`) is found again from
    /// another (`Power [kN/m]`), and keeps its first spelling.
    public func kept(among known: (String) throws -> QuantityType?) rethrows -> QuantityType {
        guard QuantityType(identifier: identifier) == nil else { return self }
        var candidate = identifier
        while let existing = try known(candidate) {
            if canonicalUnit.converts(to: existing.canonicalUnit) { return existing }
            candidate = Self.identifier(candidate, measuredIn: canonicalUnit)
        }
        return candidate == identifier
            ? self : QuantityType(identifier: candidate, aggregationStyle: aggregationStyle, canonicalUnit: canonicalUnit)
    }

    /// The identifier of the type that holds values of `identifier` measured in `unit` when
    /// the identifier already has a unit `unit` does not convert to: `<identifier> [<unit>]`.
    public static func identifier(_ identifier: String, measuredIn unit: QuantityUnit) -> String {
        identifier + " [" + unit.symbol + "]"
    }

    /// What identifiers are compared by when a type is looked up for ``kept(among:)``: the
    /// identifier with the units in brackets that end it (``identifier(_:measuredIn:)``)
    /// folded as ``QuantityUnit/isSpelling(of:)`` folds them, so that `Power [KN/m]` and
    /// `Power [kN / m]` are one key. The rest of the identifier is compared as it is.
    public static func unitSpellingKey(of identifier: String) -> String {
        var rest = Substring(identifier)
        var units: [String] = []
        while rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) {
            units.append(QuantityUnit.folded(String(rest[open.upperBound..<rest.index(before: rest.endIndex)])))
            rest = rest[..<open.lowerBound]
        }
        return units.reversed().reduce(String(rest)) { $0 + " [" + $1 + "]" }
    }

    /// The identifier with its units in brackets taken off (`Power [KN/m]` → `Power`): the
    /// beginning every identifier of the same ``unitSpellingKey(of:)`` shares.
    public static func identifierBeforeUnits(_ identifier: String) -> String {
        var rest = Substring(identifier)
        while rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) { rest = rest[..<open.lowerBound] }
        return String(rest)
    }
}

/// The types one reading makes for identifiers the model does not list, each kept as
/// ``QuantityType/kept(among:)`` says among those made before: a file that names one
/// identifier in two units that do not convert gets two types, never values of one read in
/// the other's unit.
public struct UnlistedQuantityTypes: Sendable {
    /// The types made, by ``QuantityType/unitSpellingKey(of:)`` of their identifiers.
    private var types: [String: QuantityType] = [:]

    /// No types made yet.
    public init() {}

    /// The type values of `type` are kept as in this reading.
    public mutating func kept(_ type: QuantityType) -> QuantityType {
        let kept = type.kept(among: { types[QuantityType.unitSpellingKey(of: $0)] })
        let key = QuantityType.unitSpellingKey(of: kept.identifier)
        if types[key] == nil { types[key] = kept }
        return kept
    }
}
