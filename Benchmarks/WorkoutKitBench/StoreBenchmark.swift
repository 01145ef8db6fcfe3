import Foundation
import WorkoutKit

#if canImport(Glibc)
import Glibc
#endif

/// `workoutkit-bench store [--samples N] [--locations N] [--keep PATH]`: the store's
/// throughput, on data generated in memory, in a temporary store file.
///
/// Prints: heart-rate samples saved per second through `WorkoutStore.save`; the time of a
/// daily `StatisticsCollectionQuery` over all of them (three years by default); the time of
/// the same days computed from the samples (a predicate turns the hourly statistics off);
/// locations per second handed out by `enumerateLocations`; store bytes per million
/// samples; peak memory (resident set). Defaults: 10 million samples, 1 million locations.
func runStoreBenchmark(arguments: [String]) {
    var sampleTotal = 10_000_000
    var locationTotal = 1_000_000
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--samples": sampleTotal = iterator.next().flatMap(Int.init) ?? sampleTotal
        case "--locations": locationTotal = iterator.next().flatMap(Int.init) ?? locationTotal
        default: break
        }
    }
    do {
        try StoreBenchmark(sampleTotal: max(1, sampleTotal), locationTotal: max(1, locationTotal)).run()
    } catch {
        FileHandle.standardError.write(Data("store benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}

private struct StoreBenchmark {
    let sampleTotal: Int
    let locationTotal: Int
    /// Three years of days, one workout a day.
    let days = 1096
    let start = Date(timeIntervalSince1970: 1_672_531_200)  // 2023-01-01T00:00:00Z

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        print("store benchmark (\(Bench.machineDescription())): \(sampleTotal) heart-rate samples over \(days) days, a route of \(locationTotal) locations")

        // 1. Saving: one workout a day at 08:00 UTC, heart rate at 1 Hz, one recording per save.
        var store: WorkoutStore? = try WorkoutStore(path: path)
        let perDay = max(1, sampleTotal / days)
        var saved = 0
        var saving: TimeInterval = 0
        var savingCPU: TimeInterval = 0
        for day in 0..<days where saved < sampleTotal {
            let count = day == days - 1 ? sampleTotal - saved : min(perDay, sampleTotal - saved)
            let recording = heartRateWorkout(day: day, count: count)
            let began = Date()
            let beganCPU = Bench.processorSeconds()
            try store?.save(recording)
            saving += Date().timeIntervalSince(began)
            savingCPU += Bench.processorSeconds() - beganCPU
            saved += count
        }
        report("save", "\(format(Double(saved) / saving)) heart-rate samples/s (\(saved) samples in \(seconds(saving)))",
               goal: "goal ≥ 1,000,000/s")
        report("save", "\(format(Double(saved) / savingCPU)) samples per CPU second (user + system; the wall-clock rate drops when other processes share the cores)",
               goal: nil)

        // 2. Daily statistics over the three years, from the hourly statistics and from the samples.
        let query = StatisticsCollectionQuery(
            type: .heartRate, options: [.discreteAverage, .discreteMin, .discreteMax, .mostRecent],
            anchorDate: start, interval: StatisticsInterval(unit: .day), timeZone: TimeZone(identifier: "Europe/Berlin")!,
            start: start, end: start.addingTimeInterval(Double(days) * 86_400))
        var began = Date()
        let buckets = try store?.execute(query) ?? []
        let daily = Date().timeIntervalSince(began)
        let counted = buckets.reduce(0) { $0 + $1.count }
        report("statistics", "daily collection over \(buckets.count) days, \(counted) samples: \(seconds(daily))", goal: "goal ≤ 0.5 s")
        var fromSamples = query
        fromSamples.predicate = .activityType(.running)
        began = Date()
        _ = try store?.execute(fromSamples)
        report("statistics", "the same computed from the samples (with a predicate): \(seconds(Date().timeIntervalSince(began)))", goal: nil)

        // 3. Store size for the samples alone (the store closed, so the WAL is checkpointed).
        store = nil
        let bytes = fileSize(path) + fileSize(path + "-wal")
        report("size", "\(format(Double(bytes) / (Double(saved) / 1_000_000))) bytes per million samples (\(bytes) bytes)", goal: nil)

        // 4. A route of a million locations, read back in batches.
        store = try WorkoutStore(path: path)
        let route = routeRecording()
        try store?.save(route)
        var delivered = 0
        began = Date()
        try store?.enumerateLocations(ofRoute: route.routes[0].uuid, batchSize: 10_000) { batch, _ in
            delivered += batch.count
        }
        let streaming = Date().timeIntervalSince(began)
        report("route", "\(format(Double(delivered) / streaming)) locations/s (\(delivered) in \(seconds(streaming)))",
               goal: "goal ≥ 5,000,000/s")

        report("memory", "peak resident \(Bench.peakMemoryMegabytes()) MB", goal: nil)
    }

    private func heartRateWorkout(day: Int, count: Int) -> WorkoutRecording {
        let begin = start.addingTimeInterval(Double(day) * 86_400 + 8 * 3600)
        var samples: [QuantitySample] = []
        samples.reserveCapacity(count)
        for second in 0..<count {
            let time = begin.addingTimeInterval(Double(second))
            samples.append(QuantitySample(
                type: .heartRate, quantity: Quantity(100 + Double((second * 7 + day) % 80), .countPerMinute),
                start: time, end: time))
        }
        let workout = Workout(
            activityType: .running, start: begin, end: begin.addingTimeInterval(Double(count)),
            source: Source(name: "Bench"), syncIdentifier: "bench-\(day)")
        return WorkoutRecording(workout: workout, samples: samples)
    }

    private func routeRecording() -> WorkoutRecording {
        let begin = start.addingTimeInterval(Double(days) * 86_400)
        var locations: [Location] = []
        locations.reserveCapacity(locationTotal)
        for index in 0..<locationTotal {
            let step = Double(index)
            locations.append(Location(
                timestamp: begin.addingTimeInterval(step), latitude: 52.5 + step * 1e-6, longitude: 13.4 + step * 1e-6,
                altitude: 34 + (step * 0.01).truncatingRemainder(dividingBy: 20), horizontalAccuracy: 5, speed: 3.2))
        }
        let workout = Workout(
            activityType: .cycling, start: begin, end: begin.addingTimeInterval(Double(locationTotal)),
            source: Source(name: "Bench"), syncIdentifier: "bench-route")
        return WorkoutRecording(workout: workout, routes: [WorkoutRoute(locations: locations)])
    }

    private func report(_ topic: String, _ text: String, goal: String?) {
        print("  \(topic.padding(toLength: 11, withPad: " ", startingAt: 0)) \(text)\(goal.map { "  [\($0)]" } ?? "")")
    }

    private func format(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        let digits = String(rounded)
        var grouped = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        return String(grouped.reversed())
    }

    private func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.3f s", interval)
    }

    private func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
