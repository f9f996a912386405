import Foundation
import Testing
import TestSupport

/// A `ForEach` over a state's array: each element a row of its own, named by its identity, so
/// when the code inserts or removes one, that row comes or goes with its transition (SwiftUI's
/// default fade where none is written) while the others move to their new places in the same
/// transaction.
@Suite("import DIR -o FOLDER: rows of a ForEach over data come and go as the code changes the array")
struct CatalogueRowsDataTests {
    static let app = """
        import SwiftUI

        struct Groceries: View {
            @State private var items = ["Milk", "Eggs"]

            var body: some View {
                VStack(spacing: 8) {
                    ForEach(items, id: \\.self) { item in
                        Text(item)
                            .frame(width: 200, height: 44)
                            .background(Color.blue)
                    }
                    Button("Add") {
                        withAnimation(.linear(duration: 0.5)) { items.insert("Bread", at: 0) }
                    }
                }
            }
        }
        """

    @Test("inserting at the front: the new row fades in where it goes, the rows below move down by a row and the spacing")
    func insertAtFront() throws {
        let w = try Workspace()
        try w.catalogue(["App/Groceries.swift": Self.app])
        let preset = try String(contentsOfFile: w.path("motion/Groceries/Groceries.items.yaml"), encoding: .utf8)
        #expect(preset.contains("# items: [\"Milk\", \"Eggs\"] → [\"Bread\", \"Milk\", \"Eggs\"]."), "\(preset)")
        #expect(preset.contains("insert: bread\n"), "\(preset)")
        // The stack: the rows (44 pt), 8 pt apart, and the button's one line of 17 pt text (1.3 em
        // tall), centred on the 844 pt screen.
        let button = 17 * 1.3
        func top(rows: Double) -> Double { (844 - (rows * 44 + rows * 8 + button)) / 2 }
        let (before, after) = (top(rows: 2), top(rows: 3) + 52)
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Groceries/Groceries.items.yaml") where t > 0.3 && t < 0.8 {
            let p = (t - 0.3) / 0.5
            let milk = try #require(Workspace.layer("milk", in: layers), "t = \(t): \(layers.compactMap { $0["id"] })")
            let milkY = (milk["frame"] as? [String: Double])?["y"] ?? .nan
            #expect(abs(milkY - (before + (after - before) * p)) <= 1e-6, "t = \(t): milk at \(milkY)")
            let bread = try #require(Workspace.layer("bread-label", in: layers))
            #expect(abs((bread["opacity"] as? Double ?? .nan) - p) <= 1e-6, "t = \(t): \(bread)")
            let breadRow = try #require(Workspace.layer("bread", in: layers))
            #expect((breadRow["frame"] as? [String: Double])?["y"].map { abs($0 - top(rows: 3)) <= 1e-6 } == true, "\(breadRow)")
            measured += 1
        }
        #expect(measured >= 25, "measured in \(measured) frames")
    }
}
