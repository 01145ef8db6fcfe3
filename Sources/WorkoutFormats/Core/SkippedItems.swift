/// The items an input's reading skipped (see ``SkippedItem``), in bounded memory: the
/// first ``namedLimit`` are kept whole, the rest are counted by reason, so that an export
/// with a million bad records holds a few dozen strings, not a million.
public struct SkippedItems: Sendable {
    /// How many skipped items are kept whole (and named one by one to the user).
    public static let namedLimit = 20
    /// How many distinct reasons the rest are counted under; further reasons are counted
    /// together as ``otherReasons``.
    static let reasonLimit = 50
    static let otherReasons = "other problems"

    /// The rest, beyond the named ones, counted by kind and reason.
    public struct Group: Sendable, Hashable {
        public var kind: SkippedItem.Kind
        public var reason: String
        public var count: Int
    }

    /// The first ``namedLimit`` items skipped, in file order.
    public private(set) var named: [SkippedItem] = []
    /// The items skipped after those, counted by kind and reason, in the order each reason was first seen.
    public private(set) var rest: [Group] = []
    /// How many items were skipped in all.
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    /// Adds one skipped item.
    public mutating func append(_ item: SkippedItem) {
        count += 1
        if named.count < Self.namedLimit {
            named.append(item)
            return
        }
        if let index = rest.firstIndex(where: { $0.kind == item.kind && $0.reason == item.reason }) {
            rest[index].count += 1
        } else if rest.count < Self.reasonLimit {
            rest.append(Group(kind: item.kind, reason: item.reason, count: 1))
        } else if let index = rest.firstIndex(where: { $0.kind == item.kind && $0.reason == Self.otherReasons }) {
            rest[index].count += 1
        } else {
            rest.append(Group(kind: item.kind, reason: Self.otherReasons, count: 1))
        }
    }

    /// Adds every item of `other` after these: its named ones one by one, its counted ones by reason.
    public mutating func append(contentsOf other: SkippedItems) {
        for item in other.named { append(item) }
        for group in other.rest {
            count += group.count
            if let index = rest.firstIndex(where: { $0.kind == group.kind && $0.reason == group.reason }) {
                rest[index].count += group.count
            } else {
                rest.append(group)
            }
        }
    }

    /// How many were skipped beyond the named ones.
    public var restCount: Int { count - named.count }

    /// The rest in one line, `and 312 more records skipped: a record ends before it
    /// starts (300), startDate 'x' is not a date (12)`; `nil` when every item is named.
    public var restSummary: String? {
        guard !rest.isEmpty else { return nil }
        let kinds = Set(rest.map(\.kind))
        let noun = kinds.count == 1 ? "\(kinds.first!.plural) " : ""
        let reasons = rest.map { "\($0.reason) (\($0.count))" }.joined(separator: ", ")
        return "and \(restCount) more \(noun)skipped: \(reasons)"
    }
}
