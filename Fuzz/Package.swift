// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libFuzzer targets for UIKitLinux (docs/reliability.md). A package of its own so that the fuzzer and
// AddressSanitizer instrumentation never touch the root package's build: build with
// `swift build --sanitize=fuzzer --sanitize=address` here (the root Makefile's `fuzz` target does).
//
// The root package is a path dependency; SwiftPM names a path dependency after its folder, which differs
// between clones (`main`, `wt-reliability`, a CI checkout), so the name is read from this file's location.
let rootFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let root = rootFolder.lastPathComponent

func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies + ["FuzzSupport"])
}

// Kiwi's headers (for the Layout differential fuzzer) are downloaded by run.sh into .build/kiwi, never
// committed; without them the target is left out and the other targets build as before.
let kiwiInclude = rootFolder.appendingPathComponent("Fuzz/.build/kiwi/include").path
let haveKiwi = FileManager.default.fileExists(atPath: kiwiInclude + "/kiwi/kiwi.h")
let kiwiTargets: [Target] = haveKiwi ? [
    .target(name: "CKiwi", cxxSettings: [.unsafeFlags(["-std=c++17", "-I", kiwiInclude])]),
    fuzzTarget("fuzz-layout-kiwi", [.product(name: "Layout", package: root), "CKiwi"]),
] : []

let package = Package(
    name: "UIKitLinuxFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "InputCore", package: root)]),
        fuzzTarget("fuzz-native-recording", [.product(name: "InputRecording", package: root)]),
        fuzzTarget("fuzz-libinput-record", [.product(name: "InputRecording", package: root)]),
        fuzzTarget("fuzz-evemu", [.product(name: "InputRecording", package: root)]),
        fuzzTarget("fuzz-evdev-decoder", [.product(name: "InputCore", package: root)]),
        fuzzTarget("fuzz-input-rules", [.product(name: "InputRecording", package: root), .product(name: "InputRules", package: root)]),
        fuzzTarget("fuzz-touch-filters", [.product(name: "InputRules", package: root)]),
        fuzzTarget("fuzz-png", [.product(name: "CoreGraphics", package: root)]),
        .executableTarget(
            name: "fuzz-vfl",
            dependencies: ["FuzzSupport", .product(name: "UIKit", package: root)],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        .executableTarget(
            name: "fuzz-scene",
            dependencies: ["FuzzSupport", .product(name: "Replay", package: root), .product(name: "UIKit", package: root)],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        .executableTarget(
            name: "fuzz-dispatcher",
            dependencies: ["FuzzSupport", .product(name: "UIKitTesting", package: root)],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ] + kiwiTargets,
    cxxLanguageStandard: .cxx17
)
