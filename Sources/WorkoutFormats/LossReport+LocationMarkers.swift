import Foundation
import WorkoutModel

extension LossReport {
    /// What a format that writes CoreLocation's marker for an absent location value
    /// (``FormatCapabilities/marksAbsentLocationValues``: Apple Health's route files) cannot
    /// keep of `recording`'s locations: values it reads back as absent. An altitude of exactly
    /// 0 m without a vertical accuracy (`the altitude 0 m of 2 points without a vertical
    /// accuracy`), a vertical accuracy without an altitude, and a negative speed, course or
    /// accuracy. Locations without a time are not counted where the format names them whole
    /// (`namesUntimed`).
    static func markerLosses(_ recording: WorkoutRecording, namesUntimed: Bool) -> [String] {
        var zeroAltitudes = 0, accuraciesWithoutAltitude = 0
        var negatives: [FormatCapabilities.LocationField: Int] = [:]
        for route in recording.routes {
            for location in route.locations where location.hasTime || !namesUntimed {
                let hasValidVerticalAccuracy = location.verticalAccuracy.map { !AppleHealthFormat.isMarker($0) } ?? false
                if location.altitude == 0, !hasValidVerticalAccuracy { zeroAltitudes += 1 }
                if location.altitude == nil, location.verticalAccuracy != nil {
                    accuraciesWithoutAltitude += 1
                } else if AppleHealthFormat.isMarker(location.verticalAccuracy) {
                    negatives[.verticalAccuracy, default: 0] += 1
                }
                if AppleHealthFormat.isMarker(location.horizontalAccuracy) { negatives[.horizontalAccuracy, default: 0] += 1 }
                if AppleHealthFormat.isMarker(location.speed) { negatives[.speed, default: 0] += 1 }
                if AppleHealthFormat.isMarker(location.course) { negatives[.course, default: 0] += 1 }
            }
        }
        var losses: [String] = []
        if zeroAltitudes > 0 { losses.append("the altitude 0 m of \(counted(zeroAltitudes, "point")) without a vertical accuracy") }
        if accuraciesWithoutAltitude > 0 {
            losses.append("the vertical accuracy of \(counted(accuraciesWithoutAltitude, "point")) without an altitude")
        }
        for field in FormatCapabilities.LocationField.allCases {
            if let count = negatives[field] { losses.append("the negative \(fieldName(field)) of \(counted(count, "point"))") }
        }
        return losses
    }
}
