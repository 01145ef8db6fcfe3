import Foundation
import WorkoutModel

/// The UUIDs of a workout's packed samples met so far, to refuse a second sample with one of
/// them, held in memory that grows with the runs of series values, not with the values.
///
/// A series' values have UUIDs derived from the series' (``UUIDGenerator/seriesValue(_:of:)``):
/// value *i*'s keeps the series' first ten bytes (version 8) and adds *i* times an odd constant
/// to its last six. So the derived UUIDs of one series share a prefix, and their tails are one
/// arithmetic progression: a run of them is held as a range of indexes (the tail's distance from
/// the first tail met of that prefix, divided by the constant modulo 2⁴⁸). A UUID of another
/// version (a series' own, a sample's own) is held as itself. The answers are a set's exactly.
struct PackedUUIDSet {
    /// The UUIDs held as themselves: every one that is not of version 8.
    private var others = Set<UUID>()
    /// The version 8 UUIDs, by their first ten bytes.
    private var progressions: [Prefix: Progression] = [:]

    /// Adds `uuid`; returns whether it was not held yet (as `Set.insert(_:)` tells).
    mutating func insert(_ uuid: UUID) -> Bool {
        guard let (prefix, tail) = Self.derivedParts(uuid) else { return others.insert(uuid).inserted }
        guard var progression = progressions[prefix] else {
            progressions[prefix] = Progression(base: tail)
            return true
        }
        // Moved out of the dictionary while it changes, so that it is not copied.
        progressions[prefix] = nil
        let inserted = progression.insert(tail)
        progressions[prefix] = progression
        return inserted
    }

    /// How many ranges of indexes and single UUIDs hold the UUIDs: what the memory grows with.
    var storedEntries: Int {
        others.count + progressions.values.reduce(0) { $0 + $1.ranges.count }
    }

    /// A version 8 UUID's first ten bytes (the version included) and its last six as a number.
    private static func derivedParts(_ uuid: UUID) -> (Prefix, UInt64)? {
        let bytes = uuid.uuid
        guard bytes.6 >> 4 == 8 else { return nil }
        let head = UInt64(bytes.0) << 56 | UInt64(bytes.1) << 48 | UInt64(bytes.2) << 40 | UInt64(bytes.3) << 32
            | UInt64(bytes.4) << 24 | UInt64(bytes.5) << 16 | UInt64(bytes.6) << 8 | UInt64(bytes.7)
        let middle = UInt16(bytes.8) << 8 | UInt16(bytes.9)
        let tail = UInt64(bytes.10) << 40 | UInt64(bytes.11) << 32 | UInt64(bytes.12) << 24 | UInt64(bytes.13) << 16
            | UInt64(bytes.14) << 8 | UInt64(bytes.15)
        return (Prefix(head: head, middle: middle), tail)
    }

    private struct Prefix: Hashable {
        var head: UInt64
        var middle: UInt16
    }

    /// The tails met of one prefix, as sorted, disjoint ranges of their indexes: a tail's index
    /// is how many steps of ``UUIDGenerator/seriesValue(_:of:)``'s constant it lies from `base`
    /// (modulo 2⁴⁸), counted from the middle of the 2⁴⁸ indexes, so that the values of one
    /// series, in any order, make ranges that join (from the middle, a series met backwards
    /// does not wrap around).
    private struct Progression {
        let base: UInt64
        var ranges: [Range<UInt64>]

        init(base: UInt64) {
            self.base = base
            ranges = [Self.origin..<Self.origin + 1]
        }

        /// Adds `tail`; returns whether it was not held yet.
        mutating func insert(_ tail: UInt64) -> Bool {
            let index = Self.index(of: tail, from: base)
            let place = firstRange(endingAfter: index)
            if place < ranges.count, ranges[place].contains(index) { return false }
            // The range before ends at `index`, the one at `place` (if any) begins after it.
            let joinsBefore = place > 0 && ranges[place - 1].upperBound == index
            let joinsAfter = place < ranges.count && ranges[place].lowerBound == index + 1
            switch (joinsBefore, joinsAfter) {
            case (true, true):
                ranges[place - 1] = ranges[place - 1].lowerBound..<ranges[place].upperBound
                ranges.remove(at: place)
            case (true, false):
                ranges[place - 1] = ranges[place - 1].lowerBound..<index + 1
            case (false, true):
                ranges[place] = index..<ranges[place].upperBound
            case (false, false):
                ranges.insert(index..<index + 1, at: place)
            }
            return true
        }

        /// The place of the first range whose upper bound is above `index` (`ranges.count` if
        /// none): the one that holds it, or the one after it. The last range is tried first, as
        /// a series' values come in order.
        private func firstRange(endingAfter index: UInt64) -> Int {
            if let last = ranges.last, last.upperBound <= index { return ranges.count }
            var low = 0, high = ranges.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound > index { high = middle } else { low = middle + 1 }
            }
            return low
        }

        private static let mask: UInt64 = 0xFFFF_FFFF_FFFF
        /// The inverse of the derivation's step modulo 2⁴⁸ (Newton's iteration doubles the bits
        /// that are right each time: five steps from the odd step itself, right to 3 bits, give 96).
        private static let inverseStep: UInt64 = {
            let step = UUIDGenerator.seriesValueStep
            var inverse = step
            for _ in 0..<5 { inverse = inverse &* (2 &- step &* inverse) }
            return inverse & mask
        }()

        /// The index of `base` itself.
        private static let origin: UInt64 = 1 << 47

        static func index(of tail: UInt64, from base: UInt64) -> UInt64 {
            (((tail &- base) & mask) &* inverseStep &+ origin) & mask
        }
    }
}
