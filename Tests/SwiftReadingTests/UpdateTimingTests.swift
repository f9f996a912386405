import SwiftModel
import SwiftReading
import Testing

/// When a state variable changes relative to the selection, read from the code that assigns it.
@Suite("UpdateTiming: before, with or after the selection, from the code")
struct UpdateTimingTests {
    static func timing(_ body: String, _ variable: String = "forward") throws -> UpdateTiming.Finding {
        let text = """
            struct V: View {
                @State private var tab = 0
                @State private var forward = true
                \(body)
            }
            """
        return UpdateTiming.find(variable, selection: "tab", in: CodeBase([try SwiftSourceReader.read(text: text, path: "V.swift")]))
    }

    @Test("set in .onChange(of:): after")
    func onChange() throws {
        #expect(try Self.timing("var body: some View { Text(\"\").onChange(of: tab) { old, new in forward = new > old } }").timing
                == .after)
    }

    @Test("set in the transaction that changes the selection: with")
    func with() throws {
        #expect(try Self.timing("func go(_ t: Int) { withAnimation { forward = t > tab; tab = t } }").timing == .with)
        #expect(try Self.timing("func go(_ t: Int) { forward = t > tab; tab = t }").timing == .with)
    }

    @Test("set before the selection changes on a later turn of the main queue: before")
    func before() throws {
        #expect(try Self.timing("func go(_ t: Int) { forward = t > tab; DispatchQueue.main.async { tab = t } }").timing == .before)
        #expect(try Self.timing("func go(_ t: Int) { forward = t > tab; Task { tab = t } }").timing == .before)
    }

    @Test("assignments that disagree, or none with the selection: undecided, with what was found")
    func undecided() throws {
        let conflict = try Self.timing("""
            func go(_ t: Int) { forward = t > tab; tab = t }
            var body: some View { Text("").onChange(of: tab) { forward = true } }
            """)
        #expect(conflict.timing == nil && conflict.isConflicting && conflict.evidence.count == 2)
        let unrelated = try Self.timing("var body: some View { Text(\"\").onAppear { forward = true } }")
        #expect(unrelated.timing == nil && unrelated.evidence.isEmpty)
    }
}
