import Foundation
import SwiftModel
import SwiftReading
import Testing

/// `#if` is read as an iOS release build compiles it, by swift-syntax's own `SwiftIfConfig`: the
/// first clause whose condition holds is the code, wherever the `#if` is — around types, among a
/// `switch`'s cases — and the conditions mean what the compiler says.
@Suite("Reading Swift: #if as an iOS release build compiles it")
struct CompilationConditionTests {
    /// The names of the types a file declares.
    static func types(_ text: String, path: String = "Conditions.swift") throws -> [String] {
        try SwiftSourceReader.read(text: text, path: path).types.map(\.name).sorted()
    }

    @Test("each condition is answered for an iOS device release: the first clause that holds is the code", arguments: [
        ("os(iOS)", true), ("os(macOS)", false), ("!os(watchOS)", true), ("os(iOS) || os(visionOS)", true),
        ("canImport(UIKit)", true), ("canImport(SwiftUI) && canImport(ActivityKit)", true), ("canImport(AppKit)", false),
        ("canImport(SomeoneElsesKit)", false), ("targetEnvironment(simulator)", false),
        ("targetEnvironment(macCatalyst)", false), ("arch(arm64)", true), ("arch(x86_64)", false), ("DEBUG", false),
        ("!DEBUG", true), ("swift(>=5.9)", true), ("compiler(>=99)", false), ("_endian(little)", true),
        ("_pointerBitWidth(_64)", true),
    ])
    func condition(_ condition: String, _ holds: Bool) throws {
        let text = """
            #if \(condition)
            struct Taken {}
            #else
            struct Other {}
            #endif
            """
        #expect(try Self.types(text) == [holds ? "Taken" : "Other"], "#if \(condition)")
    }

    @Test("an #if among a switch's cases: the cases of the clause an iOS build compiles, in their place")
    func switchCases() throws {
        let text = """
            enum Tab { case home, settings }

            struct Screen {
                var tab: Tab
                var title: String {
                    switch tab {
                    case .home: return "Home"
                    #if os(iOS)
                    case .settings: return "Phone settings"
                    #else
                    case .settings: return "Mac settings"
                    #endif
                    }
                }
            }
            """
        let file = try SwiftSourceReader.read(text: text, path: "Screen.swift")
        let title = try #require(file.declarations.first { $0.name == "title" })
        guard case .computed(let body) = title.kind, case .switchStatement(let choice)? = body.statements.first?.kind else {
            Issue.record("title is not a switch: \(title.kind)")
            return
        }
        #expect(choice.cases.count == 2)
        let returned = choice.cases.compactMap { item -> String? in
            guard case .returnValue(let value?)? = item.body.statements.first?.kind, case .string(let s) = value.kind else { return nil }
            return s
        }
        #expect(returned == ["Home", "Phone settings"])
    }

    @Test("canImport of the app's own module, a folder under the package's Sources, holds; of one it does not have, not")
    func localModules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for module in ["DesignKit", "App"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/\(module)"), withIntermediateDirectories: true)
        }
        let text = """
            #if canImport(DesignKit)
            struct Designed {}
            #endif
            #if canImport(PaymentsKit)
            struct Paid {}
            #endif
            """
        let url = root.appendingPathComponent("Sources/App/View.swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(try SwiftSourceReader.read(contentsOf: url, path: url.path).types.map(\.name) == ["Designed"])
        // The same text outside a package knows no module of the app's.
        #expect(try Self.types(text, path: "/nowhere/View.swift").isEmpty)
    }
}

/// A property typed by a nested type that shares SwiftUI's name is that type, not SwiftUI's.
@Suite("Reading Swift: a nested type named like SwiftUI's")
struct NestedTypeNameSiteTests {
    @Test("a property of a nested enum Animation is no animation site; one of SwiftUI's Animation is")
    func nestedAnimation() throws {
        let text = """
            import SwiftUI

            struct MenuAction {
                fileprivate enum Animation: Equatable { case inherited, explicit }
                fileprivate let animation: Animation
                static let pop = SwiftUI.Animation.snappy
            }

            struct Menu {
                let animation: Animation
            }
            """
        let file = try SwiftSourceReader.read(text: text, path: "Menu.swift")
        let names = file.sites.compactMap(\.declaration).map(\.qualifiedName).sorted()
        #expect(!names.contains("MenuAction.animation"), "\(names)")
        #expect(names.contains("Menu.animation"), "\(names)")
    }
}
