import Foundation

/// Shared measuring helpers for the benchmarks.
enum Bench {
    /// Seconds of wall time `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The process's peak resident memory so far, in MB.
    static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
    }

    /// `12.3 M/s`-style rates.
    static func rate(_ count: Double, per seconds: Double, unit: String) -> String {
        let perSecond = count / max(seconds, 1e-9)
        switch perSecond {
        case 1e6...: return String(format: "%.2f M%@/s", perSecond / 1e6, unit)
        case 1e3...: return String(format: "%.1f k%@/s", perSecond / 1e3, unit)
        default: return String(format: "%.1f %@/s", perSecond, unit)
        }
    }

    /// Prints one result line: `name  value`.
    static func report(_ name: String, _ value: String) {
        print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + value)
    }

    /// The machine, for the README's figures.
    static func machineDescription() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }
}
