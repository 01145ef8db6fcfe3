// swift-tools-version:6.1
// The libFuzzer harnesses of every reader (Scripts/fuzz.sh builds and runs them). A
// package of its own, because it links only with `-sanitize=fuzzer` (which brings
// libFuzzer); it depends on the main package's WorkoutKit, so the harnesses call the
// readers, the archive expansion and the import and convert pipelines the CLI calls.
import PackageDescription

let package = Package(
    name: "WorkoutKitFuzz",
    dependencies: [.package(name: "workoutkit", path: "..")],
    targets: [
        .systemLibrary(name: "CLibFuzzerDriver"),
        .executableTarget(
            name: "WorkoutKitFuzzer",
            dependencies: [.product(name: "WorkoutKit", package: "workoutkit"), "CLibFuzzerDriver"]
        ),
    ]
)
