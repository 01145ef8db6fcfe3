import Foundation

/// Shared measuring helpers for the benchmarks.
enum Bench {
    /// Reads a benchmark's options in order: `--name VALUE`, and the names in `flags`, which
    /// take no value. `take` gets each name and its value (`nil` for a flag, and for an option
    /// that ends the arguments without one) and returns `false` for one it does not know;
    /// reading then stops and `false` is returned, for the caller to print its usage.
    @discardableResult
    static func readOptions(_ arguments: [String], flags: Set<String> = [],
                            _ take: (_ name: String, _ value: String?) throws -> Bool) rethrows -> Bool {
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            let isFlag = flags.contains(name)
            guard try take(name, !isFlag && index + 1 < arguments.count ? arguments[index + 1] : nil) else { return false }
            index += isFlag ? 1 : 2
        }
        return true
    }

    /// Runs `work` `repeats` times and prints the best wall-clock time, the best processor
    /// time (the same on an idle machine; the honest figure on a shared one), the
    /// throughput at the best wall-clock time (`count` items of `unit`, and MB/s when
    /// `bytes` is given), and the peak memory so far.
    @discardableResult
    static func measure<Result>(
        _ name: String, count: Int, unit: String = "points", bytes: Int? = nil, repeats: Int = 1, _ work: () throws -> Result
    ) rethrows -> Result {
        var bestWall = Double.infinity
        var bestProcessor = Double.infinity
        var result: Result?
        for _ in 0..<max(1, repeats) {
            let wallStart = monotonicSeconds(), processorStart = processorSeconds()
            result = try work()
            bestWall = min(bestWall, monotonicSeconds() - wallStart)
            bestProcessor = min(bestProcessor, processorSeconds() - processorStart)
        }
        let rate = bestWall > 0 ? Double(count) / bestWall : .infinity
        var line = "  " + name.padding(toLength: 26, withPad: " ", startingAt: 0)
            + String(format: "%7.3f s wall %7.3f s cpu %11.0f %@/s", bestWall, bestProcessor, rate, unit)
        if let bytes { line += String(format: " %7.1f MB/s", Double(bytes) / 1e6 / bestWall) }
        print(line + "  peak memory \(peakMemoryMegabytes()) MB")
        return result!
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Processor time (user and system) of this process, in seconds.
    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The largest resident set the process has had, in megabytes.
    static func peakMemoryMegabytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss / 1024 // kilobytes on Linux
    }

    /// The machine, for the README's figures.
    static func machineDescription() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    /// The standard output of `executable arguments`, its messages dropped.
    static func standardOutput(of executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}

/// User and system processor seconds from `getrusage`.
struct ProcessorUsage {
    var user: Double
    var system: Double

    var total: Double { user + system }

    /// This process's so far.
    static func ofThisProcess() -> ProcessorUsage { read(__rusage_who_t(RUSAGE_SELF.rawValue)) }

    /// This process's children that have ended and been waited for.
    static func ofChildren() -> ProcessorUsage { read(__rusage_who_t(RUSAGE_CHILDREN.rawValue)) }

    private static func read(_ who: __rusage_who_t) -> ProcessorUsage {
        var usage = rusage()
        getrusage(who, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return ProcessorUsage(user: seconds(usage.ru_utime), system: seconds(usage.ru_stime))
    }
}
