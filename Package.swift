// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bitext",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bitext", targets: ["bitext"]),
        .library(name: "BitextKit", targets: ["BitextKit"]),
        .library(name: "BitextModel", targets: ["BitextModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // No pkgConfig: zlib.pc's -L/usr/lib/x86_64-linux-gnu would come before the
        // project's own cmark-gfm on the link line and pick Debian's (see build-cmark-gfm).
        // zlib.h is in the default include path, and the module map links -lz.
        .systemLibrary(
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "BitextModel"),
        .target(
            name: "BitextKit",
            dependencies: [
                "BitextModel", "CCmarkGFM", "CLibXML2", "CZlib",
                .product(name: "Yams", package: "Yams"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            // The built-in templates and assets, compiled into the binary as bytes (read through
            // `DefaultTemplates`), so it works from any folder.
            resources: [
                .embedInCode("Resources/Templates/assets/bitext.css"),
                .embedInCode("Resources/Templates/assets/bitext.js"),
                .embedInCode("Resources/Templates/assets/coverage.js"),
                .embedInCode("Resources/Templates/assets/search.js"),
                .embedInCode("Resources/Templates/coverage.mustache"),
                .embedInCode("Resources/Templates/document.mustache"),
                .embedInCode("Resources/Templates/index.mustache"),
                .embedInCode("Resources/Templates/partials/code.mustache"),
                .embedInCode("Resources/Templates/partials/heading.mustache"),
                .embedInCode("Resources/Templates/partials/pair.mustache"),
                .embedInCode("Resources/Templates/partials/table.mustache"),
            ]
        ),
        .target(
            name: "BitextCLI",
            dependencies: [
                "BitextKit", "BitextModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "bitext",
            dependencies: ["BitextCLI"],
            // jemalloc (Debian's libjemalloc-dev) replaces glibc's malloc in the tool: on long
            // documents glibc spent a sixth of the time coalescing and consolidating free chunks
            // across a large heap, which made a 16x-long document cost 18-20x the time.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .testTarget(name: "BitextModelTests", dependencies: ["BitextModel"]),
        .testTarget(
            name: "BitextKitTests",
            // Yams, directly: front matter typing is checked against Yams' own resolver. GRDB, to
            // write a build database of another shape than Bitext's.
            dependencies: [
                "BitextKit", "BitextModel", .product(name: "Yams", package: "Yams"), .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "BitextCLITests",
            // ArgumentParser, directly: the help snapshots are rendered at a fixed width with it.
            dependencies: ["BitextCLI", "BitextKit", "BitextModel", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            resources: [.copy("HelpSnapshots")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
