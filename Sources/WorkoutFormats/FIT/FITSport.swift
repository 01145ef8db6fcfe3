import WorkoutModel

/// A FIT `sport` and `sub_sport` (by their profile names), and what they mean in
/// HealthKit's terms.
struct FITSport: Hashable {
    /// The profile name of the sport (`running`), or `nil` when the file gives none.
    var sport: String?
    /// The profile name of the sub-sport (`treadmill`), or `nil`.
    var subSport: String?

    /// The HealthKit activity type: the sub-sport decides where it is more precise
    /// than the sport (`fitness_equipment` + `indoor_rowing` is rowing).
    var activityType: WorkoutActivityType {
        if let subSport, let type = Self.bySubSport[subSport] { return type }
        guard let sport else { return .other }
        if let type = Self.bySport[sport] { return type }
        return WorkoutActivityType(name: sport.replacingOccurrences(of: "_", with: "")) ?? .other
    }

    /// Whether the sub-sport says the workout was indoors (treadmill, trainer, ...).
    var isIndoor: Bool? {
        guard let subSport else { return nil }
        if Self.indoorSubSports.contains(subSport) { return true }
        if Self.outdoorSubSports.contains(subSport) { return false }
        return nil
    }

    /// HealthKit's swimming location type: 1 pool, 2 open water.
    var swimmingLocationType: Int? {
        switch subSport {
        case "lap_swimming": return 1
        case "open_water": return 2
        default: return nil
        }
    }

    /// Whether cadence and power are pedalling ones.
    var isCycling: Bool {
        [.cycling, .handCycling].contains(activityType)
    }

    private static let bySport: [String: WorkoutActivityType] = [
        "generic": .other, "transition": .transition, "fitness_equipment": .other,
        "training": .traditionalStrengthTraining, "cross_country_skiing": .crossCountrySkiing,
        "alpine_skiing": .downhillSkiing, "mountaineering": .climbing, "multisport": .swimBikeRun,
        "paddling": .paddleSports, "e_biking": .cycling, "boating": .sailing,
        "horseback_riding": .equestrianSports, "inline_skating": .skatingSports, "rock_climbing": .climbing,
        "ice_skating": .skatingSports, "snowshoeing": .snowSports, "snowmobiling": .snowSports,
        "stand_up_paddleboarding": .paddleSports, "surfing": .surfingSports, "wakeboarding": .waterSports,
        "water_skiing": .waterSports, "kayaking": .paddleSports, "rafting": .paddleSports,
        "windsurfing": .sailing, "kitesurfing": .sailing, "floor_climbing": .stairClimbing,
        "diving": .underwaterDiving, "winter_sport": .snowSports, "hiit": .highIntensityIntervalTraining,
        "video_gaming": .fitnessGaming, "racket": .racquetball, "wheelchair_push_walk": .wheelchairWalkPace,
        "wheelchair_push_run": .wheelchairRunPace, "meditation": .mindAndBody, "disc_golf": .discSports,
        "water_tubing": .waterSports, "wakesurfing": .surfingSports, "water_sport": .waterSports,
        "mixed_martial_arts": .martialArts, "snorkeling": .waterSports, "pool_apnea": .underwaterDiving,
        "mobility": .flexibility, "canoeing": .paddleSports, "geocaching": .hiking,
    ]

    private static let bySubSport: [String: WorkoutActivityType] = [
        "treadmill": .running, "indoor_running": .running, "spin": .cycling, "indoor_cycling": .cycling,
        "hand_cycling": .handCycling, "indoor_hand_cycling": .handCycling, "indoor_rowing": .rowing,
        "elliptical": .elliptical, "stair_climbing": .stairClimbing, "lap_swimming": .swimming,
        "open_water": .swimming, "flexibility_training": .flexibility, "strength_training": .traditionalStrengthTraining,
        "cardio_training": .mixedCardio, "indoor_walking": .walking, "e_bike_fitness": .cycling, "yoga": .yoga,
        "pilates": .pilates, "hiit": .highIntensityIntervalTraining, "indoor_climbing": .climbing,
        "bouldering": .climbing, "pickleball": .pickleball, "padel": .racquetball, "squash": .squash,
        "badminton": .badminton, "racquetball": .racquetball, "table_tennis": .tableTennis,
        "indoor_wheelchair_walk": .wheelchairWalkPace, "indoor_wheelchair_run": .wheelchairRunPace,
        "triathlon": .swimBikeRun, "duathlon": .swimBikeRun, "pool_triathlon": .swimBikeRun,
        "bike_to_run_transition": .transition, "run_to_bike_transition": .transition,
        "swim_to_bike_transition": .transition,
    ]

    private static let indoorSubSports: Set<String> = [
        "treadmill", "indoor_running", "spin", "indoor_cycling", "indoor_hand_cycling", "indoor_rowing",
        "elliptical", "stair_climbing", "indoor_walking", "virtual_activity", "indoor_skiing",
        "indoor_climbing", "indoor_wheelchair_walk", "indoor_wheelchair_run", "indoor_grinding",
    ]

    private static let outdoorSubSports: Set<String> = [
        "street", "trail", "track", "road", "mountain", "downhill", "cyclocross", "open_water",
        "gravel_cycling", "backcountry", "resort",
    ]
}
