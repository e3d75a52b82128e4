// swift-tools-version: 6.1
import PackageDescription

/// Flipbook: UIKit view-controller transitions rendered offscreen on Linux, frame by frame.
///
/// Data flows one way (README.md, "How it is built"): scene file or Swift API → HeadlessUIKit model on a
/// fixed-step timeline → immutable `DisplayList` → Cairo raster → PNG/GIF/diff.
let package = Package(
  name: "Flipbook",
  products: [
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    // The module names an iOS file imports: depend on these (on Linux only) and the same source
    // file compiles unchanged in an iOS target and a Linux one (README, "One file, two platforms").
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "Animators", targets: ["Animators"]),
    .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
    .library(name: "SceneFormat", targets: ["SceneFormat"]),
    .library(name: "ImageDiff", targets: ["ImageDiff"]),
    .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
    .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
    .executable(name: "flipbook", targets: ["flipbook"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // Property-based tests of the constraint solver (tests only).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // swift-snapshot-testing: Flipbook supplies its image and transition strategies on Linux.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation`: the DocC catalogs `make docs` builds into output/docs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: C libraries (Debian packages, found with pkg-config)
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]),
    // giflib: the GIF container and LZW only; palettes, dithering and frame optimisation are ours.
    .systemLibrary(
      name: "CGIF", pkgConfig: "libgif",
      providers: [.apt(["libgif-dev"])]),
    // zlib: deflate and CRC-32 for the APNG chunks we write ourselves (libpng has no APNG API).
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    // libdeflate: deflate and CRC-32 for our own PNG frame writer (Sources/Codecs/PNGWriter).
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]),
    // libwebp's animation encoder (libwebpmux) and decoder (libwebpdemux).
    .systemLibrary(
      name: "CWebPMux", pkgConfig: "libwebpmux",
      providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(
      name: "CWebPDemux", pkgConfig: "libwebpdemux",
      providers: [.apt(["libwebp-dev"])]),

    // MARK: Pure Swift core
    .target(name: "Graphics"),
    .target(name: "HeadlessUIKit", dependencies: ["Graphics", "LayoutSolver", "TextLayout"]),
    .target(name: "Animators", dependencies: ["HeadlessUIKit"]),
    // `import UIKit`, `import QuartzCore`, `import CoreGraphics`: re-exports, no code of their own.
    // UIKit depends on the CoreGraphics and QuartzCore facades, as Apple's UIKit imports them:
    // a package that checks `#if canImport(UIKit)` (swift-property-based does) then always
    // finds CoreGraphics too, whatever order the build emits modules in.
    .target(name: "UIKit", dependencies: ["HeadlessUIKit", "CoreGraphics", "QuartzCore", "_Testing_UIKit"]),
    .target(name: "QuartzCore", dependencies: ["HeadlessUIKit"]),
    .target(name: "CoreGraphics", dependencies: ["Graphics", "HeadlessUIKit", "_Testing_CoreGraphics"]),
    // Swift Testing's cross-import overlays for UIKit and CoreGraphics, which only Apple's SDKs
    // ship: without them `import Testing` + `import UIKit` fails to find `_Testing_UIKit`.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // Text measurement and line layout with FreeType (no cairo): the model measures with it and
    // the rasteriser draws with it, so measured text and drawn text agree.
    .target(name: "TextLayout", dependencies: ["Graphics", "CFreeType"]),
    // The incremental Cassowary constraint solver under Auto Layout (no UIKit types).
    .target(name: "LayoutSolver"),

    // MARK: Raster and codecs (the only modules that import C)
    .target(name: "CairoRaster", dependencies: ["Graphics", "TextLayout", "CCairo", "CFreeType"]),
    // libpng reports errors with longjmp; this C target keeps every setjmp/longjmp inside C and
    // hands Swift an int status and a message (see Sources/CPNGShim).
    .target(name: "CPNGShim", dependencies: ["CPNG"]),
    // glibc's mallopt and dl_iterate_phdr for the CLI's resident set: one malloc arena, the
    // executable's read-only segments (see Sources/CProcessMemory).
    .target(name: "CProcessMemory"),
    .target(
      name: "Codecs",
      dependencies: ["Graphics", "CPNG", "CPNGShim", "CGIF", "CZlib", "CDeflate", "CWebPMux", "CWebPDemux"],
      exclude: ["PNGWriter/README.md"]),

    // MARK: Visual regression (comparison on bitmaps: no Cairo)
    .target(name: "ImageDiff", dependencies: ["Graphics", "Codecs"]),

    // MARK: Scenes, rendering pipeline, CLI
    .target(
      name: "SceneFormat",
      // FlipbookRender for ImageDecoding: scenes with `image` views load PNG files.
      dependencies: [
        "Graphics", "HeadlessUIKit", "Animators", "FlipbookRender", .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "FlipbookRender",
      dependencies: ["Graphics", "HeadlessUIKit", "CairoRaster", "Codecs"]),
    // Goldens: store, record modes, frame selection, verification and reports (CLI and tests).
    .target(
      name: "FlipbookGoldens",
      dependencies: [
        "Graphics", "HeadlessUIKit", "ImageDiff", "Codecs", "CairoRaster", "FlipbookRender", "SceneFormat",
      ]),
    // What users add to their test targets: golden assertions for Swift Testing and XCTest.
    .target(name: "FlipbookTesting", dependencies: ["FlipbookGoldens", "ImageDiff", "HeadlessUIKit"]),
    // swift-snapshot-testing strategies (`as: .image`, `as: .transition(…)`) rendered by Flipbook.
    .target(
      name: "FlipbookSnapshotTesting",
      dependencies: [
        "HeadlessUIKit", "FlipbookRender", "ImageDiff", "Codecs",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .executableTarget(
      name: "flipbook",
      dependencies: [
        "FlipbookRender", "SceneFormat", "Animators", "ImageDiff", "FlipbookGoldens", "Codecs", "CProcessMemory",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Performance figures as ratios against an in-run baseline (`make bench`).
    .executableTarget(
      name: "flipbook-bench",
      dependencies: [
        "FlipbookRender", "SceneFormat", "CairoRaster", "Codecs", "ImageDiff",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // LayoutSolver against kiwisolver on the same 1,000-view layout (`make bench`).
    .executableTarget(
      name: "flipbook-solver-bench", dependencies: ["LayoutSolver"], exclude: ["kiwisolver_layout.py"]),
    // The scene loader's libFuzzer target (`make fuzz`); without -DFLIPBOOK_FUZZER it replays files.
    .executableTarget(
      name: "flipbook-fuzz", dependencies: ["FlipbookRender", "SceneFormat", "Codecs", "Graphics", "CDeflate"]),
    // Our GIF against ffmpeg and ImageMagick on the same frames (`make bench`).
    .executableTarget(
      name: "flipbook-gif-bench",
      dependencies: ["FlipbookRender", "SceneFormat", "Codecs"]),

    // MARK: Tests
    .target(name: "TestSupport", dependencies: ["Graphics", "HeadlessUIKit"], path: "Tests/TestSupport"),
    .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "TestSupport"]),
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: ["LayoutSolver", .product(name: "PropertyBased", package: "swift-property-based")]),
    .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "Graphics"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "Animators", "TestSupport"]),
    // iOS transition code as iOS developers write it (`import UIKit`, NSObject subclasses, free
    // functions, no concurrency annotations), compiled in Swift 5 mode as most apps still are.
    // FlipbookRender installs the rasterizer that bitmap contexts and `pngData()` read back.
    .testTarget(
      name: "UIKitCompatTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "FlipbookRender"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Type-checks fixture files against the built UIKit module in Swift 5 and Swift 6 mode and
    // compares the isolation diagnostics with those of a Clang-imported `@MainActor` declaration,
    // which is how the SDK's UIKit reaches Swift.
    .testTarget(name: "UIKitIsolationTests", dependencies: ["UIKit"], exclude: ["Fixtures"]),
    // The UIKit API transition code found in public repositories uses (Inventory.tsv), one
    // compile-time reference per present symbol, and the check that the two agree.
    .testTarget(name: "UIKitInventoryTests", dependencies: ["HeadlessUIKit"], exclude: ["Inventory.tsv"]),
    .testTarget(name: "CairoRasterTests", dependencies: ["CairoRaster", "Codecs", "TestSupport"]),
    .testTarget(name: "CodecsTests", dependencies: ["Codecs", "TestSupport"]),
    .testTarget(
      name: "ImageDiffTests", dependencies: ["ImageDiff", "CairoRaster", "Codecs", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "SceneFormatTests", dependencies: ["SceneFormat", "Animators", "TestSupport"]),
    .testTarget(
      name: "FlipbookGoldensTests",
      dependencies: ["FlipbookTesting", "FlipbookGoldens", "SceneFormat", "Codecs", "TestSupport"]),
    .testTarget(
      name: "FlipbookSnapshotTestingTests",
      dependencies: [
        "FlipbookSnapshotTesting", "HeadlessUIKit", "Codecs",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "GalleryGoldensTests", dependencies: ["FlipbookTesting"], exclude: ["__Goldens__"]),
    .testTarget(
      name: "FlipbookCLITests",
      dependencies: [
        "flipbook", "ImageDiff", "FlipbookGoldens", "SceneFormat", "Codecs", "TestSupport", "CProcessMemory",
      ]),
    // Drawing (CGContext, draw(_:), image renderers) and visual effects, rasterised.
    .testTarget(
      name: "DrawingTests", dependencies: ["FlipbookTesting", "FlipbookRender", "HeadlessUIKit"],
      exclude: ["__Goldens__"]),
    .testTarget(
      name: "FlipbookRenderTests",
      dependencies: ["FlipbookRender", "SceneFormat", "Animators", "Codecs", "TestSupport"],
      exclude: ["Goldens"]),
  ],
  swiftLanguageModes: [.v6]
)
