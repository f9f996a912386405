// swift-tools-version: 6.1
// MotionReel: UI motion (SwiftUI-style springs and curves) rendered to video with Cairo and FFmpeg.
import PackageDescription

let package = Package(
    name: "MotionReel",
    // macOS 13 (Ventura): the first whose Swift runtime has what the code uses, ContinuousClock
    // and Duration; the package asks no more of a Mac than that. An API newer than the
    // platform (String(validating:as:) is macOS 15) must not be used: Linux builds never check
    // availability, so Scene/ValidUTF8.swift does that job with what macOS 13 has.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "motionreel", targets: ["MotionReelCLI"]),
        .library(name: "MotionReelKit", targets: ["Motion", "Scene", "Preset", "Raster", "Encode", "Render", "SpecModel", "Spec", "SceneKinds"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The preview's HTTP server: async/await on plain sockets, no dependencies of its own
        // (a first debug build of it takes seconds; Hummingbird's, with SwiftNIO, minutes: docs/preview.md).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Reading the app's own Swift source for `swift:` links and `motionreel import` (docs/from-code.md).
        // 603 matches the Swift 6.3 toolchain; a first debug build of the four modules used takes
        // about 70 s on 2 cores (docs/architecture.md, "Build cost").
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // C libraries, found with pkg-config. FFmpeg's .pc files list their dependencies as
        // Requires.private, so each module map links every library it needs by name.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Text: Pango lays it out (HarfBuzz shaping, wrapping, ellipsis, font fallback) and draws
        // it with Cairo; pangoft2 lets a font file join the fonts through a fontconfig configuration.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo pangoft2",
                       providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        // Preset asks fontconfig whether a font family is installed and what family a font file holds.
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavcodec libavformat libavutil libswscale",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"]), .brew(["ffmpeg"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // The APNG's deflate: one call per frame into a buffer sized once, and at levels 10–12 a
        // near-optimal parse that zlib lacks (tab-forward: 4.93 MB at 12 against zlib 9's 5.32 MB).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // The quantizer behind pngquant and gifski, for GIFs without banding.
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant",
                       providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),
        // JPEG (libjpeg-turbo) and SVG (librsvg) images; only CImageCheck's C includes them, so no
        // Swift module imports glib or libjpeg's setjmp error handling.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        // libyaml's event parser, for the two checks that need what Yams' composed tree loses: an
        // alias's own position (NodeBudget) and every key of a mapping as written (RepeatedKey).
        // Yams compiles the same libyaml release (0.2.5) into itself; this is its published form.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // What Swift cannot import: FFmpeg's error macros, libpng's setjmp/longjmp error handling, zlib's deflateInit2.
        // zlib comes with libpng; linked by name since the shim calls it directly.
        .target(name: "CShims", dependencies: ["CFFmpeg", "CPNG"], linkerSettings: [.linkedLibrary("z")]),
        // Image files checked before they are trusted: header limits first, then a full decode
        // through one row buffer. In C because libpng and libjpeg report errors by longjmp; SVGs are
        // parsed, sized and drawn by librsvg behind a small C API that keeps glib out of Swift.
        .target(name: "CImageCheck", dependencies: ["CPNG", "CJPEG", "CRsvg", "CCairo"]),

        // Gaussian blur (three box passes per axis) for blurred layers and soft shadows.
        .target(name: "CBlur"),
        // Layers turned in 3-D: a projective map Cairo's affine matrices cannot express, drawn
        // pixel by pixel with bilinear sampling and antialiased edges.
        .target(name: "CWarp"),
        // Whether frames look the same, within one 8-bit level: where a film's motion visibly ends.
        .target(name: "CFrameBand"),

        // The one lock box for state shared between threads (Locked<Value>).
        .target(name: "Locking"),

        // Image files as Swift sees them: their formats, the limits C checks them against, and the
        // SVG document Raster draws; shared by Preset (validate) and Raster (drawing).
        .target(name: "ImageFiles", dependencies: ["CImageCheck", "Scene"]),

        // The web pages' HTML, CSS and JavaScript, as files embedded in the binary (so it stays one
        // file), and the little that fills them; Foundation only, so every page's module can use it.
        .target(name: "WebPages", resources: [.embedInCode("Resources")]),

        .target(name: "Motion"),
        .target(name: "Scene", dependencies: ["Motion"]),
        // Swift source as small values (expressions, statements, declarations, sites) and their
        // evaluation into Motion's animations and transitions: plain Swift, tested without parsing.
        .target(name: "SwiftModel", dependencies: ["Motion", "Scene", "Locking"]),
        // Swift files → SwiftModel values, with swift-syntax: one visitor per concern.
        .target(name: "SwiftReading", dependencies: [
            "SwiftModel", "Scene", "Locking",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            // The compiler's own `#if` rules (CompilationConditions), from the same package.
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        // Preset decodes every image a preset names (CImageCheck), so a broken file is a
        // FILE:LINE:COLUMN error before any work, not a failure halfway through a render.
        // It also asks fontconfig (CFontconfig) for every font a text style names.
        // `swift:` links read the app's Swift files (SwiftReading) and evaluate them (SwiftModel).
        .target(name: "Preset", dependencies: ["Scene", "Motion", "CImageCheck", "ImageFiles", "CFontconfig", "CLibYAML", "Locking",
                                               "SwiftModel", "SwiftReading",
                                               .product(name: "Yams", package: "Yams")]),
        // Raster checks an image's header before Cairo allocates for it (the file may have changed
        // since the preset was checked), and asks CImageCheck why a load failed.
        .target(name: "Raster", dependencies: ["Scene", "CCairo", "CPango", "CBlur", "CWarp", "CFrameBand", "CImageCheck", "ImageFiles", "Locking",
                                               .product(name: "Logging", package: "swift-log")]),
        .target(name: "Encode", dependencies: ["CFFmpeg", "CPNG", "CImageQuant", "CDeflate", "CShims", "Locking",
                                               .product(name: "Logging", package: "swift-log")]),
        // Render hashes batch inputs and outputs with libavutil's SHA-256 (CFFmpeg).
        .target(name: "Render", dependencies: ["Scene", "Raster", "Encode", "CFFmpeg", "Locking", "WebPages",
                                               .product(name: "Logging", package: "swift-log")]),
        // What a scene kind says of itself for a spec — its events, transitions, SwiftUI code —
        // and the values those are made of (animation parameters, JSON): Foundation, Motion and
        // Scene only, so the kinds, the preset reader and the fuzzers never link Cairo or FFmpeg.
        .target(name: "SpecModel", dependencies: ["Scene", "Motion"]),
        // Spec reads the diff's `.motionreel.yaml` with Preset's document reader (FILE:LINE:COLUMN
        // errors as a preset's); everything that links Spec links Preset already.
        .target(name: "Spec", dependencies: ["SpecModel", "Scene", "Motion", "Raster", "Encode", "Render", "WebPages", "Preset"]),
        // `motionreel import`: every transition and animation site in Swift files, in preset form,
        // and a tabs preset linked to a file with its bindings guessed.
        .target(name: "CodeImport", dependencies: ["Preset", "SwiftModel", "SwiftReading", "Motion", "Scene", "Locking"]),
        // The scene kinds, one folder each (model, timeline, decoding, spec, SwiftUI code), and
        // their registry. Preset and Spec reach a kind only through their protocols.
        .target(name: "SceneKinds", dependencies: ["Scene", "Motion", "Preset", "SpecModel",
                                                   .product(name: "Yams", package: "Yams")]),
        // `motionreel preview`: a local page that draws the preset's frames on demand and reloads
        // them when the preset or a file it reads changes.
        .target(name: "Preview", dependencies: ["Scene", "Preset", "SceneKinds", "Raster", "Encode", "Render", "SpecModel", "Spec", "Locking", "WebPages",
                                                .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "MotionReelCLI",
            dependencies: [
                "Motion", "Scene", "Preset", "Raster", "Encode", "Render", "Spec", "SpecModel", "SceneKinds", "Locking", "Preview", "CodeImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),

        // The preset fuzzer (docs/fuzzing.md): its checks, and the executable libFuzzer drives
        // (`make fuzz` builds it apart, in .build-fuzz; here it builds as a replayer of files).
        .target(name: "PresetFuzzing", dependencies: ["Preset", "SceneKinds", "Scene", "Motion"], path: "Fuzz/PresetFuzzing"),
        .executableTarget(name: "PresetFuzzer", dependencies: ["PresetFuzzing", "Scene"], path: "Fuzz/PresetFuzzer"),
        // The Swift fuzzer: mutated Swift files through the reader, the evaluator and import.
        .target(name: "SwiftFuzzing", dependencies: ["SwiftReading", "SwiftModel", "CodeImport", "Preset", "Motion", "Scene"],
                path: "Fuzz/SwiftFuzzing"),
        .executableTarget(name: "SwiftFuzzer", dependencies: ["SwiftFuzzing"], path: "Fuzz/SwiftFuzzer"),

        // The independently computed spring curves (vendored under Tests/TestSupport/Reference with the scripts that made them) and their reader,
        // the PNG bytes of broken images, and the one subprocess helper every test that runs a program uses.
        .target(name: "TestSupport", dependencies: ["Locking"], path: "Tests/TestSupport", exclude: ["Reference"]),
        // Presets written and loaded in a folder of their own, and their errors' places: for the tests
        // of the preset reader and of each scene kind.
        .target(name: "PresetTestSupport", dependencies: ["Preset", "SceneKinds", "Scene", "Motion", "TestSupport"],
                path: "Tests/PresetTestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
        .testTarget(name: "SwiftModelTests", dependencies: ["SwiftModel", "Motion", "Scene"]),
        .testTarget(name: "SwiftReadingTests", dependencies: ["SwiftReading", "SwiftModel", "Motion", "TestSupport"]),
        // swift: links and import against fixture files of SwiftUI code and the shipped linked presets.
        .testTarget(name: "SwiftLinkTests", dependencies: ["Preset", "SceneKinds", "SwiftModel", "SwiftReading", "CodeImport",
                                                       "Motion", "Scene", "SpecModel", "Spec", "TestSupport",
                                                       .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "SceneKinds", "Motion", "TestSupport"]),
        .testTarget(name: "PresetTests", dependencies: ["Preset", "SceneKinds", "Scene", "Motion", "TestSupport", "PresetTestSupport",
                                                   "ImageFiles",
                                                   .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "EncodeTests", dependencies: ["Encode", "TestSupport"]),
        .testTarget(name: "SpecTests", dependencies: ["Spec", "SpecModel", "Scene", "SceneKinds", "Motion", "Preset", "TestSupport"]),
        // Each scene kind's tests in its own folder, as the kind's sources are: its timeline, its
        // decoding and its SwiftUI code; the registry's at the top.
        .testTarget(name: "SceneKindsTests", dependencies: ["SceneKinds", "Scene", "Preset", "Motion", "SpecModel", "TestSupport",
                                                       "PresetTestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Scene", "TestSupport", "Locking"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TestSupport"]),
        // Yams reads the YAML the end-to-end tests run from: action.yml and the Kubernetes Jobs of
        // docs/ci-kubernetes.md.
        .testTarget(name: "EndToEndTests", dependencies: ["MotionReelCLI", "Render", "Encode", "TestSupport", "Locking", "Preset", "SceneKinds",
                                                     "Scene", "Raster", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "TestSupport"]),
        .testTarget(name: "WebPagesTests", dependencies: ["WebPages"]),
        .testTarget(name: "FuzzTests", dependencies: ["PresetFuzzer", "PresetFuzzing", "SwiftFuzzer", "Preset", "Scene",
                                                  "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
