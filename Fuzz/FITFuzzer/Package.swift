// swift-tools-version:6.1
// The libFuzzer harness for the FIT decoder and reader (Scripts/fuzz-fit.sh builds
// and runs it). A package of its own, because it links only with
// `-sanitize=fuzzer` (which brings libFuzzer): its module folders other than the
// harness and the libFuzzer declaration are links to the main package's sources.
import PackageDescription

let package = Package(
    name: "FITFuzzer",
    targets: [
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CZlibSystem", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "WorkoutModel"),
        .target(name: "FITProfile"),
        .target(name: "BinaryIO"),
        .target(name: "FITCodec", dependencies: ["FITProfile", "BinaryIO"]),
        .target(
            name: "WorkoutFormats",
            dependencies: ["WorkoutModel", "FITProfile", "FITCodec", "BinaryIO", "CLibXML2", "CZlibSystem"]
        ),
        .systemLibrary(name: "CLibFuzzerDriver"),
        .executableTarget(name: "FITFuzzer", dependencies: ["FITCodec", "WorkoutFormats", "CLibFuzzerDriver"]),
    ]
)
