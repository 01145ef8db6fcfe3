/// The kind of activity a workout records, as HealthKit's `HKWorkoutActivityType`.
///
/// The case names are HealthKit's in lower camel case (they are what the JSON
/// contract writes); the raw values are HealthKit's numbers.
public enum WorkoutActivityType: UInt, Sendable, CaseIterable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling,
        boxing, climbing, cricket, crossTraining, curling, cycling, dance, danceInspiredTraining,
        elliptical, equestrianSports, fencing, fishing, functionalStrengthTraining, golf, gymnastics,
        handball, hiking, hockey, hunting, lacrosse, martialArts, mindAndBody,
        mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing,
        rugby, running, sailing, skatingSports, snowSports, soccer, softball, squash, stairClimbing,
        surfingSports, swimming, tableTennis, tennis, trackAndField, traditionalStrengthTraining,
        volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga, barre, coreTraining,
        crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining, jumpRope,
        kickboxing, pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace,
        taiChi, mixedCardio, handCycling, discSports, fitnessGaming, cardioDance, socialDance,
        pickleball, cooldown
    case swimBikeRun = 82, transition, underwaterDiving
    case other = 3000

    /// The lower-camel-case name used in JSON and on the command line (`running`).
    public var name: String { String(describing: self) }

    /// HealthKit's constant name, as Apple Health's export writes it
    /// (`HKWorkoutActivityTypeRunning`).
    public var healthKitName: String {
        "HKWorkoutActivityType" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The type with this JSON name (`running`) or HealthKit constant name
    /// (`HKWorkoutActivityTypeRunning`), case-insensitively; `nil` when none matches.
    public init?(name: String) {
        var key = name.lowercased()
        if key.hasPrefix("hkworkoutactivitytype") { key.removeFirst("hkworkoutactivitytype".count) }
        guard let found = WorkoutActivityType.byLowercasedName[key] else { return nil }
        self = found
    }

    private static let byLowercasedName: [String: WorkoutActivityType] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.name.lowercased(), $0) })
}
