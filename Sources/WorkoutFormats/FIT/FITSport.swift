import FITProfile
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

    static let bySport: [String: WorkoutActivityType] = [
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

    static let bySubSport: [String: WorkoutActivityType] = [
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

extension FITSport {
    /// The sport and sub-sport that stand for a HealthKit activity type, so that
    /// reading them back gives the same type.
    init(activityType: WorkoutActivityType, indoor: Bool?, swimmingLocationType: Int?) {
        switch activityType {
        case .running: self.init(sport: "running", subSport: indoor == true ? "treadmill" : nil)
        case .cycling: self.init(sport: "cycling", subSport: indoor == true ? "indoor_cycling" : nil)
        case .walking: self.init(sport: "walking", subSport: indoor == true ? "indoor_walking" : nil)
        case .rowing: self.init(sport: "rowing", subSport: indoor == true ? "indoor_rowing" : nil)
        case .swimming:
            self.init(sport: "swimming", subSport: swimmingLocationType == 1 ? "lap_swimming" : swimmingLocationType == 2 ? "open_water" : nil)
        case .other: self.init(sport: "generic", subSport: nil)
        default:
            if let (sport, subSport) = Self.sportBySubSport(activityType) {
                self.init(sport: sport, subSport: subSport)
            } else if let sport = Self.bySport.filter({ $0.value == activityType }).keys.sorted().first {
                self.init(sport: sport, subSport: nil)
            } else {
                let snake = activityType.name.reduce(into: "") { text, character in
                    if character.isUppercase { text += "_" }
                    text += character.lowercased()
                }
                let known = FITProfile.type(named: "sport")?.value(named: snake) != nil
                self.init(sport: known ? snake : "generic", subSport: nil)
            }
        }
    }

    /// A sport and sub-sport whose sub-sport alone names the activity type (`training` + `yoga`).
    private static func sportBySubSport(_ type: WorkoutActivityType) -> (String, String)? {
        let sportOfSubSport = [
            "elliptical": "fitness_equipment", "stair_climbing": "fitness_equipment",
            "strength_training": "training", "cardio_training": "training", "yoga": "training",
            "pilates": "training", "flexibility_training": "training", "hiit": "training",
            "hand_cycling": "cycling", "bouldering": "rock_climbing",
        ]
        guard let subSport = bySubSport.filter({ $0.value == type }).keys.sorted().first(where: { sportOfSubSport[$0] != nil }),
              let sport = sportOfSubSport[subSport] else { return nil }
        return (sport, subSport)
    }
}
