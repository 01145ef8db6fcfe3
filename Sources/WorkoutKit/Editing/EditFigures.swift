import Foundation
import RouteProcessing
import WorkoutModel

/// The figures of an edited recording over a stretch of its time (the whole workout, a leg, a
/// lap), recomputed from what it holds: the totals and summary metadata an edit restates
/// (see ``RecordingEditor``). Times are seconds since the reference date.
struct EditFigures: Sendable {
    private let recording: WorkoutRecording
    /// The figures of the recording's points, gathered as they were streamed past the edit
    /// (``StreamedFigures``), and the span of the recording's records (points included).
    private let points: (figures: StreamedFigures, first: Double, last: Double)?

    /// The figures of `recording`, whose points (when `points` is given) were streamed past
    /// the edit and gathered in `points.figures` instead of held in it.
    init(_ recording: WorkoutRecording, points: (figures: StreamedFigures, first: Double, last: Double)? = nil) {
        self.recording = recording
        self.points = points
    }

    /// The sum, count and largest of values.
    struct Summary: Sendable {
        private(set) var sum = 0.0
        private(set) var count = 0
        private(set) var maximum: Double?

        mutating func add(_ value: Double) {
            sum += value
            count += 1
            maximum = maximum.map { $0 < value ? value : $0 } ?? value
        }

        var mean: Double? { count > 0 ? sum / Double(count) : nil }
    }

    /// The series whose values summary figures average or take the largest of.
    enum SeriesKind: Hashable, Sendable {
        case heartRate, cadence, power, speed

        /// The kind of series of `type`, `nil` for one no summary figure reads.
        init?(_ type: QuantityType) {
            guard let kind = [Self.heartRate, .cadence, .power, .speed].first(where: { $0.types.contains(type.identifier) })
            else { return nil }
            self = kind
        }

        /// The type identifiers of the kind.
        var types: Set<String> {
            switch self {
            case .heartRate: return [QuantityType.heartRate.identifier]
            case .cadence: return [QuantityType.runningCadence.identifier, QuantityType.cyclingCadence.identifier]
            case .power: return [QuantityType.runningPower.identifier, QuantityType.cyclingPower.identifier]
            case .speed: return [QuantityType.runningSpeed.identifier, QuantityType.cyclingSpeed.identifier]
            }
        }
    }

    /// The figures of the streamed points from `start` to `end`, `nil` when the points are the recording's own.
    private func streamed(from start: Double, to end: Double) -> StreamedFigures.Stretch? {
        guard let points else { return nil }
        let stretch = points.figures.stretch(from: start, to: end, partFirst: points.first, partLast: points.last)
        assert(stretch != nil, "a stretch no lap or leg the trim cuts spans")
        return stretch ?? StreamedFigures.Stretch()
    }

    /// The stated figures of something spanning `start`...`end` (`duration` of it active),
    /// recomputed: `distance` and `energy` where stated, and the summary keys of `metadata`.
    /// A stated figure that cannot be recomputed is left out and named in `dropped`.
    func restate(
        distance: Quantity?, energy: Quantity?, metadata: Metadata, from start: Double, to end: Double,
        duration: TimeInterval
    ) -> (distance: Quantity?, energy: Quantity?, metadata: Metadata, dropped: [String]) {
        var dropped: [String] = []
        let metres = self.distance(from: start, to: end)
        var newDistance: Quantity?
        if let distance {
            if let metres { newDistance = Self.restated(metres, .meter, like: distance) } else { dropped.append("the total distance (\(distance))") }
        }
        var newEnergy: Quantity?
        if let energy {
            if let kilocalories = self.energy(from: start, to: end) {
                newEnergy = Self.restated(kilocalories, .kilocalorie, like: energy)
            } else {
                dropped.append("the total energy (\(energy))")
            }
        }
        var newMetadata = metadata
        for figure in Self.summaryFigures {
            guard let stated = metadata[figure.key] else { continue }
            if let value = figure.compute(self, start, end, duration, metres) {
                newMetadata[figure.key] = Self.restated(value, figure.unit, like: stated)
            } else {
                newMetadata[figure.key] = nil
                dropped.append("the \(figure.words) (\(stated))")
            }
        }
        return (newDistance, newEnergy, newMetadata, dropped)
    }

    /// Metres covered from `start` to `end`: from the distance-from-start series (its last value
    /// in the stretch less its last value before it), else along the routes, else the distance
    /// samples; `nil` when the recording holds none of them there.
    func distance(from start: Double, to end: Double) -> Double? {
        if let stretch = streamed(from: start, to: end) {
            if let last = stretch.distanceLast { return last - (stretch.distanceBefore ?? 0) }
            if stretch.locationCount > 1 { return stretch.routeDistance }
            return sum(of: Self.distanceTypes, from: start, to: end)
        }
        var before: Double?, last: Double?
        recording.series.forEachValue { index, time, value in
            guard recording.series[index].quantityType.identifier == QuantityType.distanceFromStart.identifier,
                  time <= end else { return }
            if time < start { before = value } else { last = value }
        }
        if let last { return last - (before ?? 0) }
        let routes = routeStretches(from: start, to: end).filter { $0.locationCount > 1 }
        if !routes.isEmpty { return routes.reduce(0) { $0 + $1.routeDistance } }
        return sum(of: Self.distanceTypes, from: start, to: end)
    }

    /// Kilocalories of the active energy samples from `start` to `end` (a sample partly inside
    /// counted in proportion); `nil` when there is none.
    func energy(from start: Double, to end: Double) -> Double? {
        sum(of: [QuantityType.activeEnergyBurned.identifier], from: start, to: end)
    }

    /// The sum of the separate samples of `types` (identifiers) overlapping `start`...`end`, each
    /// in proportion to its time inside; `nil` when there is none.
    private func sum(of types: Set<String>, from start: Double, to end: Double) -> Double? {
        var total: Double?
        for sample in recording.separateSamples where types.contains(sample.quantityType.identifier) {
            guard let value = try? sample.canonicalValue() else { continue }
            let (s, e) = (sample.startDate.timeIntervalSinceReferenceDate, sample.endDate.timeIntervalSinceReferenceDate)
            if s == e {
                if (start...end).contains(s) { total = (total ?? 0) + value }
            } else {
                let inside = min(e, end) - max(s, start)
                if inside > 0 { total = (total ?? 0) + value * inside / (e - s) }
            }
        }
        return total
    }

    /// Calls `body` with the time and value of each value of `types` (identifiers), in the
    /// order the recording holds them: its series of them, or, when it has none, its separate
    /// samples of them at single instants (a stored workout read whole holds its values so when
    /// they were saved with UUIDs of their own, or after its other samples).
    private func forEachValue(of types: Set<String>, _ body: (Double, Double) -> Void) {
        if recording.series.contains(where: { types.contains($0.quantityType.identifier) }) {
            recording.series.forEachValue { index, time, value in
                if types.contains(recording.series[index].quantityType.identifier) { body(time, value) }
            }
            return
        }
        for sample in recording.separateSamples where sample.startDate == sample.endDate && types.contains(sample.quantityType.identifier) {
            if let value = try? sample.canonicalValue() { body(sample.startDate.timeIntervalSinceReferenceDate, value) }
        }
    }

    /// The values of the series of `kind` from `start` to `end`, with the speeds of the
    /// routes' locations when `locationSpeeds` (for the largest: they are summed after them).
    private func values(of kind: SeriesKind, from start: Double, to end: Double, locationSpeeds: Bool = false) -> Summary {
        if let stretch = streamed(from: start, to: end) {
            var found = stretch.values[kind] ?? Summary()
            if locationSpeeds, let fastest = stretch.locationSpeeds.maximum { found.add(fastest) }
            return found
        }
        var found = Summary()
        forEachValue(of: kind.types) { time, value in
            if time >= start, time <= end { found.add(value) }
        }
        if locationSpeeds {
            for route in recording.routes {
                for location in route.locations where (start...end).contains(location.timestamp.timeIntervalSinceReferenceDate) {
                    if let speed = location.speed, speed.isFinite { found.add(speed) }
                }
            }
        }
        return found
    }

    /// Elevation gain and loss along the routes from `start` to `end`, from their altitudes;
    /// `nil` when no location there has one.
    private func elevation(from start: Double, to end: Double) -> (gain: Double, loss: Double)? {
        if let stretch = streamed(from: start, to: end) {
            guard stretch.hasAltitude else { return nil }
            var counter = stretch.elevation
            counter.finish()
            return (counter.gain, counter.loss)
        }
        let counters = routeStretches(from: start, to: end).filter(\.hasAltitude).map { stretch in
            var counter = stretch.elevation
            counter.finish()
            return counter
        }
        guard !counters.isEmpty else { return nil }
        return (counters.reduce(0) { $0 + $1.gain }, counters.reduce(0) { $0 + $1.loss })
    }

    /// The figures of each route's locations from `start` to `end`, gathered as a streamed edit
    /// gathers them (``StreamedFigures/Stretch``): every location in order, with a time or
    /// without, as the import derives a workout's distance and elevation.
    private func routeStretches(from start: Double, to end: Double) -> [StreamedFigures.Stretch] {
        recording.routes.map { route in
            var stretch = StreamedFigures.Stretch()
            for location in route.locations where (start...end).contains(location.timestamp.timeIntervalSinceReferenceDate) {
                stretch.add(distance: nil, values: [], location: location)
            }
            return stretch
        }
    }

    /// A summary figure of workout or lap metadata and how it is recomputed: from the figures,
    /// the stretch, its active duration and its distance.
    private struct SummaryFigure: Sendable {
        let key: String
        let words: String
        let unit: QuantityUnit
        let compute: @Sendable (EditFigures, Double, Double, TimeInterval, Double?) -> Double?
    }

    /// The cumulative distance types of interval samples (a lap's distance).
    static let distanceTypes: Set<String> = Set([
        QuantityType.distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceRowing, .distancePaddleSports,
        .distanceCrossCountrySkiing, .distanceDownhillSnowSports, .distanceWheelchair,
    ].map(\.identifier))

    /// The summary keys of workout, leg and lap metadata an edit restates; average METs cannot
    /// be recomputed and are left out. Other keys (name, notes, indoor, time zone, ...) stay as they are.
    private static let summaryFigures: [SummaryFigure] = [
        SummaryFigure(key: MetadataKey.elevationAscended, words: "elevation gain", unit: .meter) { f, s, e, _, _ in f.elevation(from: s, to: e)?.gain },
        SummaryFigure(key: MetadataKey.elevationDescended, words: "elevation loss", unit: .meter) { f, s, e, _, _ in f.elevation(from: s, to: e)?.loss },
        SummaryFigure(key: MetadataKey.averageSpeed, words: "average speed", unit: .meterPerSecond) { _, _, _, duration, distance in
            guard let distance, duration > 0 else { return nil }
            return distance / duration
        },
        SummaryFigure(key: MetadataKey.maximumSpeed, words: "maximum speed", unit: .meterPerSecond) { f, s, e, _, _ in
            f.values(of: .speed, from: s, to: e, locationSpeeds: true).maximum
        },
        SummaryFigure(key: LapMetadataKey.averageHeartRate, words: "average heart rate", unit: .countPerMinute) { f, s, e, _, _ in
            f.values(of: .heartRate, from: s, to: e).mean
        },
        SummaryFigure(key: LapMetadataKey.maximumHeartRate, words: "maximum heart rate", unit: .countPerMinute) { f, s, e, _, _ in
            f.values(of: .heartRate, from: s, to: e).maximum
        },
        SummaryFigure(key: LapMetadataKey.averageCadence, words: "average cadence", unit: .countPerMinute) { f, s, e, _, _ in
            f.values(of: .cadence, from: s, to: e).mean
        },
        SummaryFigure(key: LapMetadataKey.maximumCadence, words: "maximum cadence", unit: .countPerMinute) { f, s, e, _, _ in
            f.values(of: .cadence, from: s, to: e).maximum
        },
        SummaryFigure(key: LapMetadataKey.averagePower, words: "average power", unit: .watt) { f, s, e, _, _ in
            f.values(of: .power, from: s, to: e).mean
        },
        SummaryFigure(key: LapMetadataKey.maximumPower, words: "maximum power", unit: .watt) { f, s, e, _, _ in
            f.values(of: .power, from: s, to: e).maximum
        },
        SummaryFigure(key: LapMetadataKey.steps, words: "step count", unit: .count) { f, s, e, _, _ in
            f.sum(of: [QuantityType.stepCount.identifier], from: s, to: e)
        },
        SummaryFigure(key: MetadataKey.averageMETs, words: "average METs", unit: .count) { _, _, _, _, _ in nil },
    ]

    /// `value` (in `unit`) as a metadata value of the kind `stated` is: a quantity in its unit,
    /// an integer (rounded), or a number.
    private static func restated(_ value: Double, _ unit: QuantityUnit, like stated: MetadataValue) -> MetadataValue {
        switch stated {
        case .quantity(let quantity): return .quantity(restated(value, unit, like: quantity))
        case .integer: return .integer(Int(value.rounded()))
        default: return .double(value)
        }
    }

    /// `value` (in `unit`) in the unit of `stated`, or in `unit` when they do not convert.
    private static func restated(_ value: Double, _ unit: QuantityUnit, like stated: Quantity) -> Quantity {
        guard let converted = try? Quantity(value, unit).doubleValue(for: stated.unit) else { return Quantity(value, unit) }
        return Quantity(converted, stated.unit)
    }
}
