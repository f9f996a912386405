import Foundation
import Motion
import SwiftModel
import SwiftReading
import Testing

/// SwiftUI's transaction model read from small views: which modifiers lie on the way down to the
/// pages, in which order, and which one decides a change's animation.
@Suite("The transaction model: the path to the pages, and which animation a change gets")
struct TransactionModelTests {
    static func code(_ body: String, extra: String = "") throws -> CodeBase {
        CodeBase([try SwiftSourceReader.read(text: """
            struct Screen: View {
                @State var tab = 0
                @State var other = false
                var body: some View {
            \(body)
                }
            \(extra)
            }
            """, path: "Screen.swift")])
    }

    /// The modifiers' names on the path, outermost first, and the change's deciding step.
    static func resolve(_ code: CodeBase, changed: Set<String> = ["tab"]) throws -> (path: [String], source: PageTransaction.Source) {
        let transaction = try PageTransaction(view: "Screen", selection: "tab", code: code,
                                              at: CodeLocation(file: "Screen.swift", line: 1, column: 1))
        let assignment = PageTransaction.assignments(of: "tab", in: "Screen", code: code).first
        let source = try transaction.resolve(explicit: assignment?.explicit) { value in changed.contains { value.mentions($0) } }
        let path = transaction.steps.map { step -> String in
            switch step {
            case .animation(_, let animation, let value):
                "animation(\(code.text(of: animation.span))\(value.map { ", value: " + code.text(of: $0.span) } ?? ""))"
            case .transaction(_, let animation, let disables, _):
                "transaction(\(animation.map { code.text(of: $0.span) } ?? "-"), disables: \(disables))"
            }
        }
        return (path, source)
    }

    static let pages = """
                ZStack {
                    if tab == 0 { Text("a").transition(.opacity) } else { Text("b").transition(.opacity) }
                }
        """

    @Test("outermost first; a sibling's and an inner view's modifiers are not on the path")
    func pathOrder() throws {
        let code = try Self.code("""
                VStack {
            \(Self.pages)
                    .animation(.easeIn, value: tab)
                    .transaction { $0.animation = .linear }
                    Button("x") { withAnimation(.snappy) { tab = 1 } }
                        .animation(.bouncy, value: tab)
                }
                .animation(.smooth, value: other)
            """)
        let (path, source) = try Self.resolve(code)
        #expect(path == ["animation(.smooth, value: other)", "transaction(.linear, disables: false)",
                         "animation(.easeIn, value: tab)"])
        // .easeIn is innermost and its value changed: it decides.
        guard case .modifier(.animation(_, let animation, _)) = source else { Issue.record("\(source)"); return }
        #expect(code.text(of: animation.span) == ".easeIn")
    }

    @Test("with nothing on the path, the withAnimation around the assignment decides; outside any, none")
    func explicitOnly() throws {
        let animated = try Self.code(Self.pages + "\n        Button(\"x\") { withAnimation(.snappy) { tab = 1 } }")
        guard case .explicit(let explicit) = try Self.resolve(animated).source else { Issue.record("not explicit"); return }
        #expect(explicit.animation.map { animated.text(of: $0.span) } == ".snappy")
        let plain = try Self.code(Self.pages + "\n        Button(\"x\") { tab = 1 }")
        #expect(try Self.resolve(plain).source == .none)
        // A closure that runs later is outside the withAnimation that scheduled it.
        let later = try Self.code(Self.pages + "\n        Button(\"x\") { withAnimation { DispatchQueue.main.async { tab = 1 } } }")
        #expect(try Self.resolve(later).source == .none)
    }

    @Test("an .animation(_:value:) whose value did not change does nothing; disablesAnimations stops the ones inside")
    func unchangedAndDisabled() throws {
        let unchanged = try Self.code("""
            \(Self.pages)
                .animation(.easeIn, value: other)
                Button("x") { withAnimation(.snappy) { tab = 1 } }
            """)
        guard case .explicit = try Self.resolve(unchanged).source else { Issue.record("the unrelated value applied"); return }
        let disabled = try Self.code("""
            \(Self.pages)
                .animation(.easeIn, value: tab)
                .transaction { t in t.disablesAnimations = true }
                Button("x") { withAnimation(.snappy) { tab = 1 } }
            """)
        guard case .explicit = try Self.resolve(disabled).source else { Issue.record("disablesAnimations ignored"); return }
    }

    @Test("a .transaction closure doing anything else is refused at its statement")
    func refusedTransaction() throws {
        let code = try Self.code("""
            \(Self.pages)
                .transaction { t in t.isContinuous = true }
            """)
        #expect {
            _ = try Self.resolve(code)
        } throws: { error in
            (error as? EvaluationError)?.message.contains("not t.isContinuous") == true
        }
    }

    @Test("an assignment remembers the innermost withAnimation, and a withTransaction's animation")
    func assignmentContext() throws {
        let code = try Self.code(Self.pages, extra: """
                func a() { withAnimation(.easeIn) { withAnimation(.bouncy) { tab = 1 } } }
                func b() { withTransaction(Transaction(animation: .linear(duration: 0.2))) { tab = 2 } }
                func c() { other.toggle(); tab += 1 }
            """)
        let found = PageTransaction.assignments(of: "tab", in: "Screen", code: code)
        #expect(found.map(\.function) == ["a", "b", "c"])
        #expect(found[0].explicit.flatMap(\.animation).map { code.text(of: $0.span) } == ".bouncy")
        #expect(found[1].explicit?.form == .withTransaction)
        #expect(found[1].explicit.flatMap(\.animation).map { code.text(of: $0.span) } == ".linear(duration: 0.2)")
        // `tab += 1` stores `tab + 1`, read from the value before.
        #expect(found[2].explicit == nil && found[2].value.map { code.text(of: $0.span) } == "tab += 1")
        if case .binary("+", _, _)? = found[2].value?.kind {} else { Issue.record("tab += 1 is not read as tab + 1") }
    }
}
