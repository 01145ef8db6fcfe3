extension TableLayout {
    /// The header row of the CSV table in this layout (DESIGN.md, "Machine-readable output").
    public var csvHeader: String {
        switch self {
        case .points: return "workout,time,latitude,longitude,altitude,heart_rate,cadence,power,speed,distance,temperature"
        case .workouts: return "uuid,activity_type,start,end,duration_s,distance_m,energy_kcal,source,device"
        case .samples: return "workout,uuid,type,start,end,value,unit"
        }
    }
}
