import Foundation
import WorkoutModel

extension PersonalRecords {
    /// One JSON object per activity type, as `workoutkit records --json` prints them (keys
    /// sorted, one line each): `activityType`, `workoutCount`,
    /// `bestEfforts` `[{"meters","seconds","workout","date"}]`,
    /// `peakPower` `[{"seconds","watts","workout","date"}]`,
    /// `peakHeartRate` `[{"seconds","bpm","workout","date"}]`,
    /// `longestDistance` `{"meters","workout","date"}` and `longestDuration`
    /// `{"seconds","workout","date"}` (`null` when no workout has one). Dates as the JSON
    /// contract writes them.
    public var jsonLines: [Data] {
        activities.map { activity in
            func entry(_ record: Record, _ key: String, _ value: Double, extra: (String, JSONValue)? = nil) -> [String: JSONValue] {
                var object: [String: JSONValue] = [
                    "workout": .string(record.workout.uuidString), "date": .string(Timestamp.string(record.date)),
                    key: .number(value),
                ]
                if let extra { object[extra.0] = extra.1 }
                return object
            }
            let object: [String: JSONValue] = [
                "activityType": .string(activity.activityType.name),
                "workoutCount": .integer(activity.workoutCount),
                "bestEfforts": .array(activity.bestEfforts.map {
                    .object(entry($0.record, "seconds", $0.record.value, extra: ("meters", .number($0.meters))))
                }),
                "peakPower": .array(activity.peakPower.map {
                    .object(entry($0.record, "watts", $0.record.value, extra: ("seconds", .integer($0.seconds))))
                }),
                "peakHeartRate": .array(activity.peakHeartRate.map {
                    .object(entry($0.record, "bpm", $0.record.value, extra: ("seconds", .integer($0.seconds))))
                }),
                "longestDistance": activity.longestDistance.map { .object(entry($0, "meters", $0.value)) } ?? .null,
                "longestDuration": activity.longestDuration.map { .object(entry($0, "seconds", $0.value)) } ?? .null,
            ]
            return JSONValue.object(object).encoded
        }
    }
}

/// A JSON value for the analysis commands' output, encoded with sorted keys on one line.
enum JSONValue: Encodable {
    case string(String)
    case number(Double)
    case integer(Int)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// The value's JSON, keys sorted, one line.
    var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every number is finite by construction; a failure here is a programming error.
        return try! encoder.encode(self)
    }
}
