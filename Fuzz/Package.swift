// swift-tools-version: 6.0
// The libFuzzer targets, a package of their own beside Bitext rather than targets of it: they
// only link with `-sanitize=fuzzer`, so declaring them in the main manifest would break a plain
// `swift build`, and an environment switch there would depend on SwiftPM's manifest cache
// keying on the environment. `scripts/fuzz` builds them into `.build-fuzz/`; see README.md.
import PackageDescription

// A path dependency is identified by its folder's name (`main`, `wt-fuzz`, …), not by the
// manifest's `name`, so it is worked out from where this package sits.
let bitext = Context.packageDirectory.split(separator: "/").dropLast().last.map { $0.lowercased() } ?? "bitext"

let dependencies: [Target.Dependency] = [
    "FuzzSupport",
    .product(name: "BitextKit", package: bitext),
    .product(name: "BitextModel", package: bitext),
]

let package = Package(
    name: "BitextFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver", .product(name: "BitextKit", package: bitext),
                .product(name: "BitextModel", package: bitext),
            ]),
        .executableTarget(name: "FuzzMarkdown", dependencies: dependencies),
        .executableTarget(name: "FuzzHTML", dependencies: dependencies),
        .executableTarget(name: "FuzzPlainText", dependencies: dependencies),
        .executableTarget(name: "FuzzFrontMatter", dependencies: dependencies),
        .executableTarget(name: "FuzzPipeline", dependencies: dependencies),
        .executableTarget(name: "FuzzJSON", dependencies: dependencies),
        .executableTarget(name: "FuzzPO", dependencies: dependencies),
        .executableTarget(name: "FuzzXLIFF", dependencies: dependencies),
        .executableTarget(name: "FuzzTMX", dependencies: dependencies),
        .executableTarget(name: "FuzzJSONL", dependencies: dependencies),
        .executableTarget(name: "FuzzConfig", dependencies: dependencies),
        .executableTarget(name: "FuzzSiteConfig", dependencies: dependencies),
    ],
    swiftLanguageModes: [.v6]
)
