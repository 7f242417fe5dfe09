// swift-tools-version: 6.1
import PackageDescription

// Layers point one way: InputCore <- UIKit <- UIKitTesting; InputCore <- InputRecording, LibinputBackend;
// the CLI sits on top of all of them. See docs/architecture.md.
// Swift Testing ships a cross-import overlay for Apple's UIKit (`_Testing_UIKit`) that does not exist on
// Linux; importing Testing next to our module named UIKit would look for it. Test targets that import
// both turn cross-import overlays off. Users' test targets need the same setting (README, "Testing").
let testingWithUIKit: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "UIKitLinux",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "InputCore", targets: ["InputCore"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "InputRecording", targets: ["InputRecording"]),
        .library(name: "LibinputBackend", targets: ["LibinputBackend"]),
        .library(name: "Replay", targets: ["Replay"]),
        .library(name: "InputRules", targets: ["InputRules"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Display", targets: ["Display"]),
        .library(name: "Keyboard", targets: ["Keyboard"]),
        .library(name: "UIKitRuntime", targets: ["UIKitRuntime"]),
        .executable(name: "uikit", targets: ["uikit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        // `make docs`: the DocC catalog Sources/UIKit/UIKit.docc (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Input model (no UIKit, no libinput, no files)
        .target(name: "InputCore"),

        // MARK: Drawing: Core Graphics-like contexts, paths, images and text on Cairo and Pango (no UIKit)
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // pixman (Cairo's own pixel library): the compositor's whole-pixel composites and fills, made without
        // Cairo's per-call images and transforms (docs/decisions.md, "Whole-pixel composites through pixman").
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        .target(
            name: "CoreGraphics",
            dependencies: ["CCairo", "CPangoCairo", "CPixman"]
        ),
        // Per-device input rules (screen, rotation, calibration) and touch filters (debounce, hysteresis,
        // palm, watchdog, dead zones): device-level, below UIKit, shared by live input, record and replay.
        .target(name: "InputRules", dependencies: ["InputCore"]),
        // MARK: The Cassowary constraint solver behind Auto Layout (no UIKit in it)
        .target(name: "Layout"),

        // MARK: The UIKit API
        .target(
            name: "UIKit",
            dependencies: ["InputCore", "CoreGraphics", "Layout"]
        ),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "InputCore"]
        ),

        // MARK: Recordings and scenes
        .target(
            name: "InputRecording",
            dependencies: [
                "InputCore", "InputRules",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // Scenes, the replay engine and SVG drawings: recordings against a UIKit view tree.
        .target(
            name: "Replay",
            dependencies: ["UIKit", "InputCore", "InputRecording", "InputRules", "Keyboard"]
        ),

        // MARK: libinput
        .systemLibrary(
            name: "CLibinput",
            pkgConfig: "libinput",
            providers: [.apt(["libinput-dev"])]
        ),
        .systemLibrary(
            name: "CLibudev",
            pkgConfig: "libudev",
            providers: [.apt(["libudev-dev"])]
        ),
        .target(
            name: "CInputShim",
            path: "Sources/CInputShim"
        ),
        // libevdev: the live palm filter reads a touchscreen's contact size (ABS_MT_TOUCH_MAJOR), which
        // libinput 1.22 does not expose, from a second read-only descriptor on the device node.
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        .target(
            name: "LibinputBackend",
            dependencies: [
                "InputCore", "InputRules", "CLibinput", "CLibudev", "CInputShim", "CLibevdev",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: Keyboard: keymaps, modifier state and compose through libxkbcommon (no UIKit in it)
        .systemLibrary(
            name: "CXkbcommon",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]
        ),
        // xkbcommon's log callback takes a va_list; this C shim formats the messages for Swift.
        .target(name: "CXkbLog", dependencies: ["CXkbcommon"], path: "Sources/CXkbLog"),
        .target(name: "Keyboard", dependencies: ["InputCore", "CXkbcommon", "CXkbLog"]),

        // MARK: Display: the frame loop's presenters (SDL2 window / full screen / KMS, files) and window-system
        // input. SDL2's headers come from libsdl2-dev; the library is loaded at run time (CSDL2.h says why).
        .target(name: "CSDL2"),
        .target(
            name: "Display",
            dependencies: ["UIKit", "InputCore", "CSDL2"]
        ),

        // MARK: The runtime: launch options, display, input, rules, recording and signals for `@main` apps and
        // `uikit live`; UIKit finds its host by name (docs/runtime.md).
        .target(
            name: "UIKitRuntime",
            dependencies: ["UIKit", "InputCore", "InputRules", "InputRecording", "LibinputBackend", "Display", "Replay", "Keyboard"]
        ),

        // MARK: Command-line tool
        .executableTarget(
            name: "uikit",
            dependencies: [
                "UIKit", "InputCore", "InputRecording", "LibinputBackend", "Replay", "InputRules", "Display", "UIKitRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tools/uikit"
        ),
        // Test helper for the LibinputBackend end-to-end tests: prints libinput's events for emulated
        // (umockdev) devices; it must be its own process because umockdev works by LD_PRELOAD.
        .executableTarget(
            name: "libinput-probe",
            dependencies: [
                "LibinputBackend", "InputCore", "UIKit", "EmulatedDevices", "InputRecording", "InputRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/libinput-probe"
        ),

        // A `@main` app for the runtime's lifecycle end-to-end tests (UIKitRuntimeTests): prints every
        // lifecycle callback, and crashes in launch when asked to.
        .executableTarget(
            name: "lifecycle-app",
            dependencies: ["UIKit", "UIKitRuntime"],
            path: "Tests/LifecycleApp"
        ),

        // MARK: Example apps (Examples/): real `@main` apps on the runtime, their view controllers in a library
        // their tests drive through UIKitTesting.
        .target(name: "KioskMenuKit", dependencies: ["UIKit"], path: "Examples/KioskMenu/Sources/KioskMenuKit"),
        .executableTarget(
            name: "KioskMenu", dependencies: ["KioskMenuKit", "UIKit", "UIKitRuntime"], path: "Examples/KioskMenu/Sources/KioskMenu"),
        .target(name: "SignaturePadKit", dependencies: ["UIKit"], path: "Examples/SignaturePad/Sources/SignaturePadKit"),
        .executableTarget(
            name: "SignaturePad", dependencies: ["SignaturePadKit", "UIKit", "UIKitRuntime"],
            path: "Examples/SignaturePad/Sources/SignaturePad"),
        .target(name: "PhotoViewerKit", dependencies: ["UIKit"], path: "Examples/PhotoViewer/Sources/PhotoViewerKit"),
        .executableTarget(
            name: "PhotoViewer", dependencies: ["PhotoViewerKit", "UIKit", "UIKitRuntime"],
            path: "Examples/PhotoViewer/Sources/PhotoViewer"),

        // Writes Recordings/corpus/*.jsonl (and a few .evemu) from scripted gestures: `swift run make-corpus`.
        .executableTarget(
            name: "make-corpus",
            dependencies: ["Replay", "InputRecording", "InputCore", "InputRules"],
            path: "Tools/corpus"
        ),

        // MARK: Tests mirror the sources
        .testTarget(name: "InputCoreTests", dependencies: ["InputCore"]),
        // Swift Testing also has an overlay for Apple's CoreGraphics; the same setting turns it off.
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], swiftSettings: testingWithUIKit),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "InputCore"],
            // Golden traces are read from the source tree by path, not bundled.
            exclude: ["Golden/Traces"],
            swiftSettings: testingWithUIKit
        ),
        .testTarget(name: "KeyboardTests", dependencies: ["Keyboard", "InputCore", "CXkbcommon"]),
        .testTarget(name: "InputRulesTests", dependencies: ["InputRules", "InputCore"]),
        .testTarget(name: "InputRecordingTests", dependencies: ["InputRecording", "InputCore", "InputRules"]),
        .testTarget(
            name: "LibinputBackendTests",
            dependencies: ["LibinputBackend", "InputCore", "CommandTestSupport", "EmulatedDevices"]),
        // The emulated evdev devices (umockdev descriptions, ioctl replies, evemu scripts) shared by the
        // libinput e2e tests and libinput-probe (which the libinput latency benchmark runs).
        .target(name: "EmulatedDevices", dependencies: ["InputCore"], path: "Tests/EmulatedDevices"),
        // Runs the package's built tools from tests; shared by the libinput e2e tests and the CLI tests.
        .target(name: "CommandTestSupport", path: "Tests/CommandTestSupport"),
        // CoreGraphics reads the pixels of the pictures `uikit render` and `replay --frames` write.
        .testTarget(name: "CLITests", dependencies: ["CommandTestSupport", "CoreGraphics"], swiftSettings: testingWithUIKit),
        // The randomized soak (docs/reliability.md); `make soak` runs it long.
        .testTarget(
            name: "SoakTests", dependencies: ["UIKit", "UIKitTesting", "InputCore"],
            swiftSettings: testingWithUIKit
        ),
        .testTarget(
            name: "DisplayTests", dependencies: ["Display", "UIKit", "UIKitTesting", "InputCore"],
            swiftSettings: testingWithUIKit
        ),
        .testTarget(
            name: "KioskMenuTests", dependencies: ["KioskMenuKit", "UIKit", "UIKitTesting"],
            path: "Examples/KioskMenu/Tests/KioskMenuTests", swiftSettings: testingWithUIKit
        ),
        .testTarget(
            name: "SignaturePadTests", dependencies: ["SignaturePadKit", "UIKit", "UIKitTesting", "CoreGraphics"],
            path: "Examples/SignaturePad/Tests/SignaturePadTests", swiftSettings: testingWithUIKit
        ),
        .testTarget(
            name: "PhotoViewerTests", dependencies: ["PhotoViewerKit", "UIKit", "UIKitTesting"],
            path: "Examples/PhotoViewer/Tests/PhotoViewerTests", swiftSettings: testingWithUIKit
        ),
        .testTarget(
            name: "UIKitRuntimeTests", dependencies: ["UIKitRuntime", "UIKit", "InputCore", "Display", "Keyboard"],
            swiftSettings: testingWithUIKit
        ),
        .testTarget(
            name: "ReplayTests", dependencies: ["Replay", "UIKit", "UIKitTesting", "InputCore", "InputRecording", "InputRules", "Keyboard"],
            swiftSettings: testingWithUIKit
        ),
    ]
)
