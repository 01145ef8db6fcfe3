import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit stats TYPE`: HealthKit-style statistics over the stored samples.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Statistics of one quantity type, overall or per calendar bucket.",
        discussion: """
            QUANTITY_TYPE is a HealthKit identifier (HKQuantityTypeIdentifierHeartRate) or its short \
            name (HeartRate), of any quantity type the store holds (an Apple Health export brings types \
            such as BodyMassIndex or EnvironmentalAudioExposure, in the unit of their records). Cumulative types (energy, distance, steps) give a sum, with overlapping \
            samples of several sources merged by source priority; discrete types (heart rate, power) \
            give average, minimum, maximum and most recent. With --by, buckets are calendar hours, \
            days, ISO weeks (from Monday), months or years in --tz (default: the TZ of the \
            environment, else UTC), correct across daylight-saving changes; buckets without samples \
            are not printed. --json prints one object per bucket: \
            {"start","end","type","unit","sum","average","minimum","maximum","mostRecent","count"}.
            """
    )

    enum Bucket: String, ExpressibleByArgument, CaseIterable {
        case hour, day, week, month, year
    }

    @Argument(help: ArgumentHelp("The quantity type.", valueName: "quantity-type"))
    var quantityType: String

    @Option(name: .long, help: "Bucket size.")
    var by: Bucket?

    @OptionGroup var dates: DateRangeOptions

    @Option(name: .long, help: ArgumentHelp("The time zone of the buckets (Europe/Berlin, UTC, ...).", valueName: "zone"))
    var tz: String?

    @Flag(name: .long, help: "One result per source as well (each JSON object then has a \"source\" key).")
    var bySource = false

    @Flag(name: .long, help: "Print JSON Lines.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try timeZone()
        _ = try dates.dates()
    }

    /// A type the model lists, else one the store holds (by identifier or short name).
    private func type(in store: WorkoutStore) throws -> QuantityType {
        if case .quantity(let type)? = ObjectType(parsing: quantityType) { return type }
        guard let stored = try store.quantityType(named: quantityType) else {
            throw ValidationError("'\(quantityType)' is not a quantity type (for example HeartRate, ActiveEnergyBurned, DistanceCycling)")
        }
        return stored
    }

    private func timeZone() throws -> TimeZone {
        guard let tz else { return TimeZone.current }
        guard let zone = TimeZone(identifier: tz) else { throw ValidationError("--tz: '\(tz)' is not a time zone") }
        return zone
    }

    func run() throws {
        let store = try storeOptions.open()
        let type = try type(in: store)
        let (start, end) = try dates.dates()
        var options: StatisticsOptions = type.aggregationStyle == .cumulative
            ? [.cumulativeSum] : [.discreteAverage, .discreteMin, .discreteMax, .mostRecent]
        if bySource { options.insert(.separateBySource) }
        let predicate: SamplePredicate? = (start == nil && end == nil)
            ? nil : .date(start: start, end: end, strictStart: false, strictEnd: false)

        let results: [Statistics]
        if let by {
            let zone = try timeZone()
            results = try store.execute(StatisticsCollectionQuery(
                type: type, predicate: predicate, options: options, anchorDate: mondayMidnight(in: zone),
                interval: StatisticsInterval(unit: by.unit, count: 1), timeZone: zone, start: start, end: end))
        } else {
            results = [try store.execute(StatisticsQuery(type: type, predicate: predicate, options: options))]
        }
        for statistics in results where statistics.count > 0 {
            printStatistics(statistics, source: nil)
            for name in statistics.bySource.keys.sorted() {
                printStatistics(statistics.bySource[name]!, source: name)
            }
        }
        Console.flush()
    }

    private func printStatistics(_ s: Statistics, source: String?) {
        if json {
            var out = JSONWriter()
            out.raw("{"); out.key("start"); out.string(Timestamp.string(s.startDate))
            out.comma(); out.key("end"); out.string(Timestamp.string(s.endDate))
            out.comma(); out.key("type"); out.string(s.type.identifier)
            out.comma(); out.key("unit"); out.string(s.unit.symbol)
            out.comma(); out.key("sum"); out.double(s.sum)
            out.comma(); out.key("average"); out.double(s.average)
            out.comma(); out.key("minimum"); out.double(s.minimum)
            out.comma(); out.key("maximum"); out.double(s.maximum)
            out.comma(); out.key("mostRecent"); out.double(s.mostRecent)
            out.comma(); out.key("count"); out.integer(s.count)
            if let source { out.comma(); out.key("source"); out.string(source) }
            out.raw("}")
            Console.printLine(bytes: out.bytes)
        } else {
            func number(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "-" }
            var fields = [Timestamp.string(s.startDate), Timestamp.string(s.endDate)]
            if s.type.aggregationStyle == .cumulative {
                fields.append("sum \(number(s.sum)) \(s.unit)")
            } else {
                fields.append("avg \(number(s.average)) min \(number(s.minimum)) max \(number(s.maximum)) \(s.unit)")
            }
            fields.append("\(s.count) samples")
            if let source { fields.append(source) }
            Console.printLine(fields.joined(separator: "\t"))
        }
    }

    /// Midnight of Monday 2001-01-01 in the zone: aligns day and ISO-week buckets.
    private func mondayMidnight(in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: 2001, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 978_307_200)
    }
}

extension StatsCommand.Bucket {
    var unit: StatisticsInterval.Unit {
        switch self {
        case .hour: return .hour
        case .day: return .day
        case .week: return .week
        case .month: return .month
        case .year: return .year
        }
    }
}
