import Foundation

/// One day's activity rings, as HealthKit's `HKActivitySummary` and the `ActivitySummary`
/// element of Apple's export: the move, exercise and stand values with their goals.
public struct ActivitySummary: Hashable, Sendable, Identifiable {
    /// The summary's identity in the store (HealthKit gives summaries none; readers derive
    /// one from the content, see ``contentDerivedUUID``).
    public var uuid: UUID
    /// The day (era, year, month and day; no calendar, as the export's `2024-05-01`).
    public var dateComponents: DateComponents
    public var activeEnergyBurned: Quantity?
    public var activeEnergyBurnedGoal: Quantity?
    /// The move ring in minutes, for those whose move goal is a time (`appleMoveTime`).
    public var appleMoveTime: Quantity?
    public var appleMoveTimeGoal: Quantity?
    public var appleExerciseTime: Quantity?
    public var appleExerciseTimeGoal: Quantity?
    public var appleStandHours: Quantity?
    public var appleStandHoursGoal: Quantity?

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), dateComponents: DateComponents,
        activeEnergyBurned: Quantity? = nil, activeEnergyBurnedGoal: Quantity? = nil,
        appleMoveTime: Quantity? = nil, appleMoveTimeGoal: Quantity? = nil,
        appleExerciseTime: Quantity? = nil, appleExerciseTimeGoal: Quantity? = nil,
        appleStandHours: Quantity? = nil, appleStandHoursGoal: Quantity? = nil
    ) {
        self.uuid = uuid
        self.dateComponents = dateComponents
        self.activeEnergyBurned = activeEnergyBurned
        self.activeEnergyBurnedGoal = activeEnergyBurnedGoal
        self.appleMoveTime = appleMoveTime
        self.appleMoveTimeGoal = appleMoveTimeGoal
        self.appleExerciseTime = appleExerciseTime
        self.appleExerciseTimeGoal = appleExerciseTimeGoal
        self.appleStandHours = appleStandHours
        self.appleStandHoursGoal = appleStandHoursGoal
    }

    /// The day as `YYYY-MM-DD`, as the export writes `dateComponents`.
    public var day: String {
        let year = dateComponents.year ?? 0, month = dateComponents.month ?? 0, day = dateComponents.day ?? 0
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-" + two(month) + "-" + two(day)
    }

    /// The date components of a day written `YYYY-MM-DD`, or `nil` for anything else.
    public static func dateComponents(day text: String) -> DateComponents? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        return DateComponents(year: year, month: month, day: day)
    }

    /// The summary's values by the export's attribute names, in the export's order.
    public var quantities: [(name: String, quantity: Quantity?)] {
        [("activeEnergyBurned", activeEnergyBurned), ("activeEnergyBurnedGoal", activeEnergyBurnedGoal),
         ("appleMoveTime", appleMoveTime), ("appleMoveTimeGoal", appleMoveTimeGoal),
         ("appleExerciseTime", appleExerciseTime), ("appleExerciseTimeGoal", appleExerciseTimeGoal),
         ("appleStandHours", appleStandHours), ("appleStandHoursGoal", appleStandHoursGoal)]
    }

    /// A UUID derived from the day and the values, the same in every process.
    public var contentDerivedUUID: UUID {
        var hasher = ContentHasher()
        hasher.add("activitySummary")
        hasher.add(day)
        for (_, quantity) in quantities { hasher.add(quantity) }
        return hasher.uuid
    }
}
