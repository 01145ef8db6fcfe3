/// A kind of category sample (sleep analysis, stand hours, mindful sessions, ...),
/// identified by HealthKit's raw identifier, as HealthKit's `HKCategoryType`.
///
/// Any identifier makes a type; its ``valueSet`` names its integer values the way Apple's
/// export writes them (`HKCategoryValueSleepAnalysisAsleepCore`), when known.
public struct CategoryType: Hashable, Sendable, CustomStringConvertible {
    /// The raw identifier, for example `HKCategoryTypeIdentifierSleepAnalysis`.
    public let identifier: String
    /// The names of the type's values, or `nil` when its values are only known as integers.
    public var valueSet: CategoryValueSet?

    public init(identifier: String, valueSet: CategoryValueSet? = nil) {
        self.identifier = identifier
        self.valueSet = valueSet
    }

    public var description: String { identifier }

    public static func == (lhs: CategoryType, rhs: CategoryType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The names of one of HealthKit's category value enumerations, as Apple's export writes
/// them: the enumeration's name followed by the case's (`HKCategoryValueAppleStandHour` +
/// `Stood` is 0).
public struct CategoryValueSet: Hashable, Sendable, CustomStringConvertible {
    /// The enumeration's name, for example `HKCategoryValueSleepAnalysis`.
    public let name: String
    /// Case names (without ``name``) and their raw values; the first name of a value is the one written.
    let cases: [(name: String, value: Int)]

    init(_ name: String, _ cases: [(name: String, value: Int)]) {
        self.name = name
        self.cases = cases
    }

    public var description: String { name }

    public static func == (lhs: CategoryValueSet, rhs: CategoryValueSet) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The full name of `value` (`HKCategoryValueAppleStandHourIdle`), or `nil` when the set has none.
    public func valueName(_ value: Int) -> String? {
        cases.first { $0.value == value }.map { name + $0.name }
    }

    /// The set with this enumeration name.
    public init?(name: String) {
        guard let known = Self.all.first(where: { $0.name == name }) else { return nil }
        self = known
    }

    /// The set and raw value of a full value name (`HKCategoryValueSleepAnalysisInBed`), or `nil`.
    public static func value(named fullName: String) -> (set: CategoryValueSet, value: Int)? {
        byFullName[fullName]
    }

    // HealthKit's enumerations (HKCategoryValues.h), raw values as documented.
    public static let notApplicable = CategoryValueSet("HKCategoryValue", [("NotApplicable", 0)])
    public static let sleepAnalysis = CategoryValueSet("HKCategoryValueSleepAnalysis", [
        ("InBed", 0), ("AsleepUnspecified", 1), ("Asleep", 1), ("Awake", 2), ("AsleepCore", 3), ("AsleepDeep", 4),
        ("AsleepREM", 5),
    ])
    public static let appleStandHour = CategoryValueSet("HKCategoryValueAppleStandHour", [("Stood", 0), ("Idle", 1)])
    public static let severity = CategoryValueSet("HKCategoryValueSeverity", [
        ("Unspecified", 0), ("NotPresent", 1), ("Mild", 2), ("Moderate", 3), ("Severe", 4),
    ])
    public static let presence = CategoryValueSet("HKCategoryValuePresence", [("Present", 0), ("NotPresent", 1)])
    public static let appetiteChanges = CategoryValueSet("HKCategoryValueAppetiteChanges", [
        ("Unspecified", 0), ("NoChange", 1), ("Decreased", 2), ("Increased", 3),
    ])
    public static let menstrualFlow = CategoryValueSet("HKCategoryValueMenstrualFlow", [
        ("Unspecified", 1), ("Light", 2), ("Medium", 3), ("Heavy", 4), ("None", 5),
    ])
    public static let ovulationTestResult = CategoryValueSet("HKCategoryValueOvulationTestResult", [
        ("Negative", 1), ("LuteinizingHormoneSurge", 2), ("Indeterminate", 3), ("EstrogenSurge", 4),
    ])
    public static let cervicalMucusQuality = CategoryValueSet("HKCategoryValueCervicalMucusQuality", [
        ("Dry", 1), ("Sticky", 2), ("Creamy", 3), ("Watery", 4), ("EggWhite", 5),
    ])
    public static let contraceptive = CategoryValueSet("HKCategoryValueContraceptive", [
        ("Unspecified", 1), ("Implant", 2), ("Injection", 3), ("IntrauterineDevice", 4), ("IntravaginalRing", 5),
        ("Oral", 6), ("Patch", 7),
    ])
    public static let pregnancyTestResult = CategoryValueSet("HKCategoryValuePregnancyTestResult", [
        ("Negative", 1), ("Positive", 2), ("Indeterminate", 3),
    ])
    public static let progesteroneTestResult = CategoryValueSet("HKCategoryValueProgesteroneTestResult", [
        ("Negative", 1), ("Positive", 2), ("Indeterminate", 3),
    ])
    public static let environmentalAudioExposureEvent = CategoryValueSet(
        "HKCategoryValueEnvironmentalAudioExposureEvent", [("MomentaryLimit", 1)])
    public static let headphoneAudioExposureEvent = CategoryValueSet(
        "HKCategoryValueHeadphoneAudioExposureEvent", [("SevenDayLimit", 1)])
    public static let lowCardioFitnessEvent = CategoryValueSet("HKCategoryValueLowCardioFitnessEvent", [("LowFitness", 1)])
    public static let appleWalkingSteadinessEvent = CategoryValueSet("HKCategoryValueAppleWalkingSteadinessEvent", [
        ("InitialLow", 1), ("InitialVeryLow", 2), ("RepeatLow", 3), ("RepeatVeryLow", 4),
    ])

    /// Every enumeration workoutkit knows.
    public static let all: [CategoryValueSet] = [
        .notApplicable, .sleepAnalysis, .appleStandHour, .severity, .presence, .appetiteChanges, .menstrualFlow,
        .ovulationTestResult, .cervicalMucusQuality, .contraceptive, .pregnancyTestResult, .progesteroneTestResult,
        .environmentalAudioExposureEvent, .headphoneAudioExposureEvent, .lowCardioFitnessEvent,
        .appleWalkingSteadinessEvent,
    ]

    private static let byFullName: [String: (set: CategoryValueSet, value: Int)] = {
        var names: [String: (set: CategoryValueSet, value: Int)] = [:]
        for set in all {
            for entry in set.cases { names[set.name + entry.name] = (set, entry.value) }
        }
        return names
    }()
}
