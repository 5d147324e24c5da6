// swift-tools-version:6.0
import PackageDescription

// Layers (see ARCHITECTURE.md): Geometry <- Motion, Physics, Canvas, Input <- Scenes <- locus.
// Platform (SDL2), Canvas (Cairo) and Physics (Chipmunk2D) are the only modules that see C;
// Geometry and Motion are plain Swift products that any other package can depend on.
let package = Package(
    name: "Locus",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Physics", targets: ["Physics"]),
        .executable(name: "locus", targets: ["locus"]),
        .executable(name: "locus-bench", targets: ["LocusBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CSDL2"),  // sdl2.pc adds -D_REENTRANT, which SwiftPM rejects; headers are in /usr/include
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Debian's libchipmunk-dev has no pkg-config file; the module map links "chipmunk".
        .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
        .target(name: "CHeap"),  // glibc's heap statistics, for the memory benchmark only
        // Whether an X11 window manager can make windows full screen (SDL cannot tell).
        .target(name: "CX11", linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("SDL2")]),
        .target(name: "Geometry"),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "Input", dependencies: ["Geometry"]),
        .target(name: "Physics", dependencies: ["Geometry", "CChipmunk"]),
        .target(name: "Canvas", dependencies: ["Geometry", "CCairo"]),
        .target(name: "Platform", dependencies: ["CSDL2", "CX11", "Input"]),
        .target(name: "Scenes", dependencies: ["Geometry", "Motion", "Physics", "Canvas", "Input"]),
        .executableTarget(
            name: "locus",
            dependencies: [
                "Geometry", "Motion", "Physics", "Input", "Canvas", "Platform", "Scenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "LocusBench", dependencies: ["Geometry", "Motion", "Physics", "Canvas", "Scenes", "Input", "Platform", "CHeap"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"]),
        .testTarget(name: "InputTests", dependencies: ["Input", "Geometry"]),
        .testTarget(name: "PhysicsTests", dependencies: ["Physics", "Geometry"]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "Geometry"]),
        .testTarget(name: "SceneTests", dependencies: ["Scenes", "Canvas", "Input", "Geometry", "Motion", "Physics"]),
        // Runs the built `locus` binary as a user would: command line, files, exit codes.
        .testTarget(name: "CLITests"),
    ]
)
