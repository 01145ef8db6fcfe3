import Foundation
import WorkoutModel

/// The times and durations edits take as text (`trim`, `shift`, `split` on the command line).
public enum EditTimes {
    /// A duration: seconds (`90`, `-3600`, `1.5`) or `[-][h:]mm:ss` (`1:30`, `-1:00:00`);
    /// `nil` for anything else.
    public static func duration(_ text: String) -> TimeInterval? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite, !trimmed.lowercased().contains("e") { return seconds }
        let negative = trimmed.hasPrefix("-")
        let fields = (negative ? trimmed.dropFirst() : Substring(trimmed)).split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count) else { return nil }
        var total = 0.0
        for (index, field) in fields.enumerated() {
            let isSeconds = index == fields.count - 1
            guard !field.isEmpty, field.allSatisfy({ $0.isASCII && ($0.isNumber || (isSeconds && $0 == ".")) }),
                  let value = Double(field) else { return nil }
            if index > 0, value >= 60 { return nil }
            total = total * 60 + value
        }
        return negative ? -total : total
    }

    /// A clock time in a recording: an ISO 8601 date and time (`2024-05-01T07:30:00Z`, with an
    /// offset, or without one: UTC), or a time of day `HH:MM[:SS]` in the recording's time zone
    /// (its `HKTimeZone`, else UTC) on the day it starts (the next day when that time is before
    /// the start and the recording reaches the next day's). `nil` for anything else.
    public static func clockTime(_ text: String, in recording: WorkoutRecording) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("T"), let date = Timestamp.date(trimmed) { return date }
        let fields = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let hour = Int(fields[0]), let minute = Int(fields[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        let second = fields.count == 3 ? Double(fields[2]) : 0
        guard let second, second >= 0, second < 60 else { return nil }
        let zone = statedZone(of: recording) ?? TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = recording.workout.startDate
        var day = calendar.dateComponents([.year, .month, .day], from: start)
        (day.hour, day.minute, day.second) = (hour, minute, 0)
        guard let candidate = calendar.date(from: day)?.addingTimeInterval(second) else { return nil }
        if candidate < start, let next = calendar.date(byAdding: .day, value: 1, to: candidate), next <= recording.workout.endDate {
            return next
        }
        return candidate
    }

    /// The time zone the recording states (its `HKTimeZone`: a FIT's `local_timestamp`, the
    /// offset every time of a GPX states, a zone given by `shift --utc-offset` or HealthKit),
    /// or `nil` when it states none (or one that names no zone).
    public static func statedZone(of recording: WorkoutRecording) -> TimeZone? {
        guard case .string(let identifier)? = recording.workout.metadata[MetadataKey.timeZone] else { return nil }
        return TimeZone(identifier: identifier)
    }

    /// The zone of a UTC offset (`+02:00`, `-0530`, `+2`, `Z`) or a zone name (`Europe/Berlin`);
    /// `nil` for anything else.
    public static func zone(_ text: String) -> TimeZone? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "Z" || trimmed == "UTC" { return TimeZone(identifier: "UTC") }
        if let first = trimmed.first, first == "+" || first == "-" {
            let digits = trimmed.dropFirst().replacingOccurrences(of: ":", with: "")
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), (1...4).contains(digits.count) else { return nil }
            let hours = Int(digits.count > 2 ? digits.prefix(digits.count - 2) : Substring(digits)) ?? 0
            let minutes = digits.count > 2 ? Int(digits.suffix(2)) ?? 0 : 0
            guard hours <= 14, minutes < 60 else { return nil }
            return TimeZone(secondsFromGMT: (first == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
        }
        guard trimmed.contains("/") else { return nil }
        return TimeZone(identifier: trimmed)
    }
}
