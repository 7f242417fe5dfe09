// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyKiosk",
    dependencies: [
        // This framework, checked out beside your package.
        .package(path: "../uikit-linux"),
    ],
    targets: [
        .executableTarget(
            name: "MyKiosk",
            dependencies: [
                .product(name: "UIKit", package: "uikit-linux"),
                .product(name: "UIKitRuntime", package: "uikit-linux"),
            ]
        ),
    ]
)
