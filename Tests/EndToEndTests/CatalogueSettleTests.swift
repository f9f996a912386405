import Foundation
import Testing
import TestSupport

/// A film leaves room for each change's motion to complete before the next: an animation's delay
/// and duration, read from the code, not a fixed 1.2 s.
@Suite("import DIR -o FOLDER: each change's motion completes before the next change")
struct CatalogueSettleTests {
    static func app(_ animation: String) -> String {
        """
        import SwiftUI

        struct Bell: View {
            @State private var rotating = false

            var body: some View {
                Image(systemName: "bell")
                    .rotationEffect(.degrees(rotating ? 0 : -45))
                    .animation(\(animation), value: rotating)
                    .onTapGesture { rotating.toggle() }
            }
        }
        """
    }

    /// The `at:` of each change the preset at `path` makes, in order.
    static func changeTimes(_ preset: String) -> [Double] {
        preset.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  - at: ") else { return nil }
            return Double(line.dropFirst("  - at: ".count))
        }.filter { $0 > 0 }
    }

    @Test("a 0.5 s animation after a 2 s delay: the change back comes 2.5 s after the first, and 0.3 s more")
    func delayed() throws {
        let w = try Workspace()
        try w.catalogue(["App/Bell.swift": Self.app(".linear(duration: 0.5).delay(2)")])
        let preset = try String(contentsOfFile: w.path("motion/Bell/Bell.rotating.yaml"), encoding: .utf8)
        let times = Self.changeTimes(preset)
        #expect(times.count == 2, "\(preset)")
        #expect(abs((times.last ?? 0) - (0.3 + 2 + 0.5 + 0.3)) < 1e-9, "\(times)")
        // The bell turns: at 2.55 s (0.3 + 2 + half the 0.5 s) it is half way from −45° to 0°.
        let frame = try #require(try w.specFrames(of: "motion/Bell/Bell.rotating.yaml").first { abs($0.time - 2.55) < 1e-9 })
        let bell = try #require(Workspace.layer("bell", in: frame.layers), "\(frame.layers.compactMap { $0["id"] })")
        #expect(abs((bell["rotation"] as? Double ?? .nan) - -22.5) <= 1e-6, "\(bell)")
    }

    @Test("a short animation keeps the usual 1.2 s between changes")
    func short() throws {
        let w = try Workspace()
        try w.catalogue(["App/Bell.swift": Self.app(".linear(duration: 0.5)")])
        let preset = try String(contentsOfFile: w.path("motion/Bell/Bell.rotating.yaml"), encoding: .utf8)
        #expect(Self.changeTimes(preset) == [0.3, 1.5], "\(preset)")
    }
}
