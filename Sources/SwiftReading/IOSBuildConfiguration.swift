import Foundation
import Locking
import Scene
import SwiftIfConfig
import SwiftSyntax

/// The build a film shows, as swift-syntax's `SwiftIfConfig` asks for it: an iOS app, built for
/// release on a device (arm64, no simulator, no Mac Catalyst), with a current Swift compiler.
/// `#if` clauses are chosen by SwiftIfConfig's own evaluator against it (``CompilationConditions``),
/// so `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, `!`, `&&`, `||` and the rest mean what the
/// compiler says they mean.
///
/// What the compiler would know from the command line is answered for that build: no custom flag
/// (`DEBUG`, `PREVIEW`) is set, as in a release; a module can be imported when it is one of the iOS
/// SDK's (``sdkModules``) or one of the app's own (``localModules``) — not the Mac's `AppKit` or
/// the watch's `WatchKit`.
struct IOSBuildConfiguration: BuildConfiguration {
    /// The app's own modules that files may import (`canImport(DesignSystem)`).
    var localModules: Set<String> = []

    /// Frameworks of the iOS SDK an app's `#if canImport(…)` asks about.
    static let sdkModules: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "CoreFoundation",
        "QuartzCore", "CoreImage", "CoreText", "CoreData", "SwiftData", "CoreLocation", "MapKit", "AVFoundation",
        "AVKit", "Photos", "PhotosUI", "PhotoKit", "StoreKit", "WidgetKit", "ActivityKit", "AppIntents", "Intents",
        "IntentsUI", "UserNotifications", "WebKit", "SafariServices", "SceneKit", "SpriteKit", "RealityKit", "ARKit",
        "Metal", "MetalKit", "CoreML", "Vision", "VisionKit", "NaturalLanguage", "Speech", "HealthKit", "HomeKit",
        "CloudKit", "AuthenticationServices", "LocalAuthentication", "Security", "CryptoKit", "Network", "OSLog", "os",
        "Charts", "TipKit", "MessageUI", "Messages", "GameKit", "GameController", "CoreHaptics", "CoreMotion",
        "CoreBluetooth", "CoreNFC", "EventKit", "EventKitUI", "Contacts", "ContactsUI", "PassKit", "LinkPresentation",
        "QuickLook", "UniformTypeIdentifiers", "BackgroundTasks", "MediaPlayer", "MusicKit", "ShazamKit", "Translation",
        "Accessibility", "CoreSpotlight", "AdServices", "AppTrackingTransparency", "Darwin", "Dispatch", "ObjectiveC",
        "XCTest", "Testing", "SwiftUICore", "FoundationModels", "ImagePlayground", "JournalingSuggestions",
        "_Translation_SwiftUI",
    ]

    func isCustomConditionSet(name: String) throws -> Bool { false }
    func hasFeature(name: String) throws -> Bool { true }
    func hasAttribute(name: String) throws -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Self.sdkModules.contains(module) || localModules.contains(module)
    }

    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 2) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

extension IOSBuildConfiguration {
    /// The configuration for the file at `path`: its package's modules are the app's own — each
    /// folder under the nearest `Sources` folder above it, as Swift Package Manager makes a module
    /// of each (an app's `Packages/StatusKit/Sources/StatusKit`).
    static func forFile(at path: String) -> IOSBuildConfiguration {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for _ in 0..<12 where folder.path != "/" {
            if folder.lastPathComponent == "Sources" {
                return IOSBuildConfiguration(localModules: modules(in: folder.path))
            }
            folder.deleteLastPathComponent()
        }
        return IOSBuildConfiguration()
    }

    private static let known = Locked<[String: Set<String>]>([:])

    /// The folders in `sources`, read once per folder.
    private static func modules(in sources: String) -> Set<String> {
        if let found = known.withLock({ $0[sources] }) { return found }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        let found = Set(names.prefix(Limits.maximumImportedSwiftFiles).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: sources + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        })
        known.withLock { $0[sources] = found }
        return found
    }
}
