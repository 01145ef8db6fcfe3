// swift-tools-version:6.1
// workoutkit: workout recordings (GPX, TCX, FIT, CSV, JSON, Apple Health) in a
// HealthKit-style model and an embedded SQLite store. The layout is described in
// DESIGN.md; lower layers never import higher ones:
// WorkoutModel <- FITCodec / WorkoutFormats <- WorkoutStore <- WorkoutKitCLI.
import PackageDescription

let package = Package(
    name: "workoutkit",
    products: [
        .library(name: "WorkoutKit", targets: ["WorkoutKit"]),
        .executable(name: "workoutkit", targets: ["WorkoutKitCLI"]),
        .executable(name: "workoutkit-bench", targets: ["WorkoutKitBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The PostgreSQL store (issue #15): the wire protocol, TLS and SCRAM authentication.
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        // Documentation only: `swift package generate-documentation` (Scripts/generate-documentation.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CZlibSystem",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),

        // The model: value types, units, activity types, geodesy. No I/O.
        .target(name: "WorkoutModel"),

        // Integers and floats of either byte order, read from and written to bytes. No dependencies.
        .target(name: "BinaryIO"),

        // FIT: the profile tables and the wire format.
        .target(name: "FITProfile"),
        .target(name: "FITCodec", dependencies: ["FITProfile", "BinaryIO"]),

        // Readers and writers for every format, over the model.
        .target(
            name: "WorkoutFormats",
            dependencies: ["WorkoutModel", "FITProfile", "FITCodec", "BinaryIO", "CLibXML2", "CZlibSystem"]
        ),

        // The embedded store.
        .target(
            name: "WorkoutStore",
            dependencies: [
                "WorkoutModel", "BinaryIO", "PostgreSQLStore", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),

        // The store on a PostgreSQL server (issue #15): connection, schema, anchors.
        .target(
            name: "PostgreSQLStore",
            dependencies: [.product(name: "PostgresNIO", package: "postgres-nio")]
        ),

        // Copying a whole store between SQLite and PostgreSQL (`workoutkit store copy`).
        .target(
            name: "StoreCopy",
            dependencies: ["WorkoutStore", "PostgreSQLStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),

        // Pure route processing.
        .target(name: "RouteProcessing", dependencies: ["WorkoutModel"]),

        // Pure training analysis on one-second series: mean-maximal curves, normalized power,
        // TRIMP, zones, best efforts. No model types, no I/O.
        .target(name: "TrainingAnalysis"),

        // The umbrella library.
        .target(
            name: "WorkoutKit",
            dependencies: ["WorkoutModel", "FITProfile", "FITCodec", "WorkoutFormats", "WorkoutStore", "RouteProcessing", "TrainingAnalysis"]
        ),

        // Pictures (issue #16): the library's plots drawn with cairo to SVG, PNG and PDF, and the report page.
        .target(name: "PlotRendering", dependencies: ["WorkoutKit", "CCairo"]),

        // The command-line tool.
        .executableTarget(
            name: "WorkoutKitCLI",
            dependencies: [
                "WorkoutKit", "StoreCopy", "PostgreSQLStore", "PlotRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Benchmarks (run in release mode; never part of the tests).
        .executableTarget(
            name: "WorkoutKitBench",
            dependencies: ["WorkoutKit", "PostgreSQLStore", "StoreCopy", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/WorkoutKitBench"
        ),

        // Tests.
        .target(
            name: "TestSupport", dependencies: ["WorkoutModel", "FITCodec", "FITProfile", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "WorkoutModelTests", dependencies: ["WorkoutModel", "TestSupport"]),
        .testTarget(name: "BinaryIOTests", dependencies: ["BinaryIO"]),
        .testTarget(name: "FITCodecTests", dependencies: ["FITCodec", "FITProfile", "TestSupport"]),
        .testTarget(name: "WorkoutFormatsTests", dependencies: ["WorkoutFormats", "TestSupport"]),
        .testTarget(
            name: "WorkoutStoreTests",
            dependencies: ["WorkoutStore", "TestSupport", "PostgreSQLStore", .product(name: "PostgresNIO", package: "postgres-nio")]
        ),
        .testTarget(
            name: "PostgreSQLStoreTests",
            dependencies: ["PostgreSQLStore", "WorkoutStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "StoreCopyTests",
            dependencies: ["StoreCopy", "WorkoutStore", "WorkoutModel", "PostgreSQLStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "RouteProcessingTests",
            dependencies: ["RouteProcessing", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "TrainingAnalysisTests", dependencies: ["TrainingAnalysis"]),
        .testTarget(name: "WorkoutKitTests", dependencies: ["WorkoutKit", "TestSupport"]),
        .testTarget(
            name: "PlotRenderingTests", dependencies: ["PlotRendering", "WorkoutKit", "TestSupport", "CCairo"],
            // The golden images of `plot` (Scripts/generate-golden-plots.sh), read from the source tree.
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "WorkoutKitCLITests",
            dependencies: ["WorkoutKit", "TestSupport", "PostgreSQLStore"]
        ),
    ]
)
