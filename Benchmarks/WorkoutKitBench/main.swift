// workoutkit-bench: throughput and memory benchmarks, run in release mode:
//   swift run -c release workoutkit-bench json [workouts] [points]
//   swift run -c release workoutkit-bench route [--points N] [--tolerance METRES] [--repeat N]
//   swift run -c release workoutkit-bench store [--samples N] [--locations N]
//   swift run -c release workoutkit-bench batch [--files N] [--points N] [--jobs N]
//   swift run -c release workoutkit-bench applehealth [FOLDER]
//   swift run -c release workoutkit-bench fit [--records N] [--repeat N] [--no-peers]
//   swift run -c release workoutkit-bench storeio [--records N] [--repeat N] [--write-input PATH]
//   swift run -c release workoutkit-bench postgresql [--url URL] [--files N] [--minutes M]
//   swift run -c release workoutkit-bench pgstats [--url URL] [--samples N] [--repeat N]
//   swift run -c release workoutkit-bench pgimport [--url URL] [--files N] [--points N] [--importers N]
// Each benchmark generates its own input and prints its figures.
import Foundation

let benchmarks: [String: ([String]) throws -> Void] = [
    "json": runJSONBenchmark,
    "route": runRouteBenchmark,
    "store": runStoreBenchmark,
    "batch": runBatchBenchmark,
    "applehealth": runAppleHealthBenchmark,
    "fit": runFITBenchmark,
    "storeio": runStoreStreamBenchmark,
    "postgresql": runPostgreSQLAnchorBenchmark,
    "pgstats": runStatisticsBackendBenchmark,
    "pgimport": runPostgreSQLImportBenchmark,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks[name] else {
    print("usage: workoutkit-bench \(benchmarks.keys.sorted().joined(separator: "|")) [arguments]")
    exit(2)
}
do {
    try benchmark(Array(arguments.dropFirst()))
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
