import Foundation

extension LossReport {
    /// What several recordings written to one output lose, as one list: the losses of each
    /// (``losses(writing:streamed:as:)``, ``losses(writing:as:)``) summed.
    ///
    /// A counted loss (`12 laps`, `the altitude of 3 points`, `the WKLapTriggerMethod
    /// session_end of 2 laps (written as Manual)`) is summed over the recordings that have it,
    /// the metadata keys left out are joined in one list, and any other loss (`the device`,
    /// `the activity type hiking (read back as running)`) is named once with the number of
    /// recordings it concerns, `the device (12 recordings)`, unless it concerns every one of
    /// them (the line that names the losses says over how many recordings). Losses keep the
    /// order in which they first come; the losses of one recording are returned as they are.
    public static func summed(_ lists: [[String]]) -> [String] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var order: [String] = []
        var groups: [String: SummedLoss] = [:]
        for losses in lists {
            for loss in losses {
                let part = SummedLoss(loss)
                if groups[part.key] == nil { order.append(part.key) }
                groups[part.key, default: part.empty].add(part)
            }
        }
        return order.map { groups[$0]!.phrase(among: lists.count) }
    }

    /// The nouns the loss report counts whose plural is not the singular with an `s`, or
    /// after which the phrase goes on (`3 track points without a time`): ``counted(_:_:)``
    /// writes them, ``summed(_:)`` finds them. Other counted nouns end their phrase.
    static let countedNouns: [(singular: String, plural: String)] = [
        ("multisport activity", "multisport activities"), ("event's metadata", "events' metadata"),
        ("sample or route", "samples and routes"), ("track point", "track points"), ("segment break", "segment breaks"),
        ("course point", "course points"),
        ("point time", "point times"), ("point", "points"), ("value", "values"), ("waypoint", "waypoints"),
        ("lap", "laps"),
    ]

    /// The plural of a counted noun: from ``countedNouns``, else the singular with an `s`.
    static func plural(of singular: String) -> String {
        countedNouns.first { $0.singular == singular }?.plural ?? singular + "s"
    }

    /// `12 laps`, `1 lap`: a count with its noun.
    static func counted(_ count: Int, _ singular: String) -> String {
        "\(count) " + (count == 1 ? singular : plural(of: singular))
    }

    /// The metadata keys a format leaves out: `metadata WKName, WKNotes`.
    static func metadataLoss(_ keys: [String]) -> String {
        metadataPrefix + keys.joined(separator: ", ")
    }

    private static let metadataPrefix = "metadata "

    /// One loss of ``summed(_:)`` and what it adds up to over the recordings that have it.
    private struct SummedLoss {
        enum Kind {
            /// `prefix` + count + noun + `suffix`.
            case counted(prefix: String, singular: String, suffix: String, count: Int)
            case metadata(keys: Set<String>)
            case other(String)
        }

        var kind: Kind
        var recordings = 1

        /// Splits a loss at its count (at its start or after `of `) and noun, where it has one.
        init(_ loss: String) {
            kind = Self.counted(loss) ?? (loss.hasPrefix(LossReport.metadataPrefix)
                ? .metadata(keys: Set(loss.dropFirst(LossReport.metadataPrefix.count).components(separatedBy: ", ")))
                : .other(loss))
        }

        /// What losses of the same kind are summed under.
        var key: String {
            switch kind {
            case .counted(let prefix, let singular, let suffix, _): return "c\u{0}\(prefix)\u{0}\(singular)\u{0}\(suffix)"
            case .metadata: return "m"
            case .other(let text): return "o\u{0}" + text
            }
        }

        /// The same kind of loss with nothing added yet.
        var empty: SummedLoss {
            var result = self
            result.recordings = 0
            switch kind {
            case .counted(let prefix, let singular, let suffix, _): result.kind = .counted(prefix: prefix, singular: singular, suffix: suffix, count: 0)
            case .metadata: result.kind = .metadata(keys: [])
            case .other: break
            }
            return result
        }

        mutating func add(_ other: SummedLoss) {
            recordings += other.recordings
            switch (kind, other.kind) {
            case (.counted(let prefix, let singular, let suffix, let count), .counted(_, _, _, let more)):
                kind = .counted(prefix: prefix, singular: singular, suffix: suffix, count: count + more)
            case (.metadata(let keys), .metadata(let more)):
                kind = .metadata(keys: keys.union(more))
            default:
                break
            }
        }

        /// `14 laps`, `metadata WKName, WKNotes (3 recordings)`, `the device (2 recordings)`;
        /// `the device` when all `total` recordings lose it.
        func phrase(among total: Int) -> String {
            let recordingCount = recordings == total ? "" : " (" + LossReport.counted(recordings, "recording") + ")"
            switch kind {
            case .counted(let prefix, let singular, let suffix, let count):
                return prefix + LossReport.counted(count, singular) + suffix
            case .metadata(let keys):
                return LossReport.metadataLoss(keys.sorted()) + recordingCount
            case .other(let text):
                return text + recordingCount
            }
        }

        /// The parts of a counted loss: its count comes first or after the first `of `, and
        /// its noun is one of ``LossReport/countedNouns`` in the form the count takes, or
        /// else the rest of the phrase.
        private static func counted(_ loss: String) -> Kind? {
            let start: String.Index
            if loss.first?.isNumber == true {
                start = loss.startIndex
            } else if let of = loss.range(of: " of "), loss[of.upperBound...].first?.isNumber == true {
                start = of.upperBound
            } else {
                return nil
            }
            let digits = loss[start...].prefix { $0.isNumber }
            guard let count = Int(digits), loss[digits.endIndex...].first == " " else { return nil }
            let rest = loss[loss.index(after: digits.endIndex)...]
            let prefix = String(loss[..<start])
            for noun in LossReport.countedNouns {
                let form = count == 1 ? noun.singular : noun.plural
                guard rest.hasPrefix(form) else { continue }
                let suffix = rest.dropFirst(form.count)
                guard suffix.isEmpty || suffix.first == " " else { continue }
                return .counted(prefix: prefix, singular: noun.singular, suffix: String(suffix), count: count)
            }
            guard !rest.isEmpty else { return nil }
            if count == 1 { return .counted(prefix: prefix, singular: String(rest), suffix: "", count: count) }
            guard rest.hasSuffix("s") else { return nil }
            return .counted(prefix: prefix, singular: String(rest.dropLast()), suffix: "", count: count)
        }
    }
}
