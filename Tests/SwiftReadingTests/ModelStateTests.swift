import Foundation
import SwiftModel
import SwiftReading
import Testing

/// State that lives in a model object: which view properties hold an observable class, which of
/// its properties a view sees change, and the assignments its own methods make — read through
/// `do`/`catch`, `try`/`await`, `await MainActor.run { … }` and loops, as the code runs them.
@Suite("Reading Swift: model objects' state and the code that sets it")
struct ModelStateTests {
    static let source = """
        import SwiftUI
        import Observation

        @Observable
        final class Store {
            var isOpen = false
            var count = 0
            let id = 7
            @ObservationIgnored var cache = 0
            static var shared = Store()

            func load() async {
                do {
                    let items = try await fetch()
                    await MainActor.run {
                        withAnimation(.snappy) { isOpen = true }
                    }
                    for _ in items { count += 1 }
                } catch {
                    isOpen = false
                }
            }
            func fetch() async throws -> [Int] { [] }
        }

        final class Legacy: ObservableObject {
            @Published var isOn = false
            var plain = false
        }

        final class NotObserved {
            var flag = false
        }

        struct Screen: View {
            @Environment(Store.self) private var store
            @StateObject private var legacy = Legacy()
            @State private var local = Store()
            @ObservedObject var observed: Legacy
            @Bindable var bound: Store
            let other: NotObserved
            var body: some View { Text("x").opacity(store.isOpen ? 1 : 0) }
        }
        """

    static func code() throws -> CodeBase {
        CodeBase([try SwiftSourceReader.read(text: source, path: "Models.swift")])
    }

    @Test("@Observable reads as a conformance; the holders of each wrapper form find their class")
    func holders() throws {
        let code = try Self.code()
        #expect(code.conforms("Store", to: "Observable"))
        let held = code.declarations.filter { $0.owner == "Screen" && $0.isStored }
            .map { ($0.name, ModelState.modelClass(heldBy: $0, in: code)) }
        #expect(held.map(\.0) == ["store", "legacy", "local", "observed", "bound", "other"])
        #expect(held.map(\.1) == ["Store", "Legacy", "Store", "Legacy", "Store", nil])
    }

    @Test("an @Observable class's instance vars and an ObservableObject's @Published ones are what views see change")
    func observed() throws {
        let code = try Self.code()
        #expect(ModelState.observedProperties(of: "Store", in: code).map(\.name) == ["isOpen", "count"])
        #expect(ModelState.observedProperties(of: "Legacy", in: code).map(\.name) == ["isOn"])
        let cells = ModelState.cells(of: "Screen", in: code).map(\.path)
        #expect(cells == ["store.isOpen", "store.count", "legacy.isOn", "local.isOpen", "local.count", "observed.isOn",
                          "bound.isOpen", "bound.count"])
        #expect(ModelState.cell("other.flag", in: "Screen", code: code) == nil)
    }

    @Test("assignments inside do/catch, MainActor.run, awaited calls and loops are the model's, with their withAnimation")
    func assignmentsThroughAsyncCode() throws {
        let code = try Self.code()
        let cell = try #require(ModelState.cell("store.isOpen", in: "Screen", code: code))
        let assignments = ModelState.assignments(to: cell, code: code)
        #expect(assignments.map(\.location.line) == [16, 20])
        // `await MainActor.run { … }` runs where the awaiting code goes on: the withAnimation inside it holds.
        #expect(assignments.first?.explicit?.form == .withAnimation)
        #expect(assignments.last?.explicit == nil)
        // The loop's `count += 1` is an assignment the model's code can make.
        let count = try #require(ModelState.cell("store.count", in: "Screen", code: code))
        #expect(ModelState.assignments(to: count, code: code).count == 1)
        // And through PageTransaction, what the catalogue and links ask: the model's assignments too.
        #expect(PageTransaction.assignments(of: "store.isOpen", in: "Screen", code: code).count == 2)
    }
}
