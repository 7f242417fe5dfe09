// swift-tools-version: 6.1
import PackageDescription

// Release-mode benchmarks for UIKitLinux, kept apart from the unit tests so `make test` stays fast.
// `make bench` (in the repository root) builds this package with `-c release` and runs `uikit-bench`.
// See docs/benchmarks.md for the method and the figures.
let package = Package(
    name: "UIKitLinuxBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "UIKitLinux", path: ".."),
    ],
    targets: [
        // Counts heap allocations by defining malloc and friends in the executable itself; see the file's
        // header comment for why this works and what it counts.
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "uikit-bench",
            dependencies: [
                "CMallocCounter",
                .product(name: "UIKit", package: "UIKitLinux"),
                .product(name: "InputCore", package: "UIKitLinux"),
                .product(name: "InputRecording", package: "UIKitLinux"),
                .product(name: "Replay", package: "UIKitLinux"),
            ],
            linkerSettings: [
                // Export malloc & co. from the executable so the shared libraries (libswiftCore, Foundation)
                // bind to the counting versions rather than glibc's.
                .unsafeFlags(["-Xlinker", "--export-dynamic"]),
            ]
        ),
        // Our side of Benchmarks/peers/qtquick-render: full and one-view frames of the 1,000-view scene.
        .executableTarget(
            name: "drawing-bench",
            dependencies: [.product(name: "UIKit", package: "UIKitLinux")]
        ),
        // Typing into a text field: keystroke → character inserted → the field's damage drawn (issue 28).
        .executableTarget(
            name: "text-bench",
            dependencies: [.product(name: "UIKit", package: "UIKitLinux")]
        ),
        // The on-screen keyboard: key touch-down → pop-up drawn, and allocations per key (issue 28 item 4).
        .executableTarget(
            name: "osk-bench",
            dependencies: [
                "CMallocCounter",
                .product(name: "UIKit", package: "UIKitLinux"), .product(name: "InputCore", package: "UIKitLinux"),
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        // Pango's own allocations per keystroke on a reused layout: the floor under the text field's count
        // (docs/benchmarks.md, issue 28, "Session 40"). In C, so nothing but Pango and Cairo is counted.
        .systemLibrary(name: "CPangoFloor", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .executableTarget(
            name: "pango-floor",
            dependencies: ["CMallocCounter", "CPangoFloor"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        // Translating a key press through the xkbcommon state (docs/benchmarks.md, "Keyboard").
        .executableTarget(
            name: "keyboard-bench",
            dependencies: [
                .product(name: "Keyboard", package: "UIKitLinux"), .product(name: "InputCore", package: "UIKitLinux"),
            ]
        ),
        // The Swift side of the Kiwi peer benchmark (Benchmarks/peers/kiwi): the Layout solver alone.
        .executableTarget(
            name: "layout-bench",
            dependencies: [.product(name: "Layout", package: "UIKitLinux")]
        ),
    ]
)
