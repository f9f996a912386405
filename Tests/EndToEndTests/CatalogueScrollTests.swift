import Foundation
import Testing
import TestSupport

/// `ScrollViewReader`'s `proxy.scrollTo(id, anchor:)` under `withAnimation`: the catalogue films
/// the scroll view's content moving, in that animation, to where the identified row lines up with
/// the anchor — decoded from the rendered frames and measured.
@Suite("import DIR -o FOLDER: scrollTo films the content scrolling to its row")
struct CatalogueScrollTests {
    static let app = """
        import SwiftUI

        struct Inbox: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 8) {
                            ForEach(0..<20) { index in
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(index == 12 ? Color.red : Color.blue)
                                    .frame(height: 100)
                                    .id(index)
                            }
                        }
                    }
                    .onAppear {
                        withAnimation(.linear(duration: 0.5)) {
                            proxy.scrollTo(12, anchor: .center)
                        }
                    }
                }
            }
        }
        """

    @Test("the red row 12 starts below the screen (y = 12 × 108 = 1296) and ends centred, y = (844 − 100) / 2 = 372, moving linearly in 0.5 s")
    func scrollsToTheRow() throws {
        let w = try Workspace()
        let made = try w.catalogue(["App/Inbox.swift": Self.app])
        #expect(made.exitCode == 0, "\(made.stderr)")
        let path = "motion/Inbox/Inbox.scrollTo.yaml"
        let preset = try String(contentsOfFile: w.path(path), encoding: .utf8)
        #expect(preset.contains(#"animation: { swift: "../../App/Inbox.swift", in: body, line: 17 }"#), "\(preset)")
        #expect(preset.contains("# scrollTo: nil → scrollTo(12, anchor: UnitPoint(x: 0.5, y: 0.5))."), "\(preset)")
        // Every row moves by the same 1296 − 372 = 924 points, linearly from 0.3 s to 0.8 s.
        let frames = try w.specFrames(of: path)
        var measured = 0
        for (t, layers) in frames where t >= 0.3 && t <= 0.8 {
            let p = (t - 0.3) / 0.5
            let rows = layers.filter { ($0["id"] as? String)?.hasPrefix("roundedrectangle") == true }
            #expect(rows.count == 20, "t = \(t)")
            // Row k starts at 108 k; every one moves up by the same 924 p.
            let ys = rows.compactMap { ($0["frame"] as? [String: Double])?["y"] }.sorted()
            #expect(ys.count == 20 && ys.enumerated().allSatisfy { k, y in abs(y - (108 * Double(k) - 924 * p)) <= 1e-6 },
                    "t = \(t): \(ys)")
            measured += 1
        }
        #expect(measured >= 25, "measured in \(measured) frames")

        // The last frame, rendered and decoded: the red row's pixels span y 372…472 (×2: 744…944).
        let render = try CommandRunner.motionreel(["render", w.path(path), "-o", w.path("out"), "--format", "png"])
        #expect(render.exitCode == 0, "\(render.stderr)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: w.path("out/Inbox-scrollTo")).filter { $0.hasSuffix(".png") }.sorted()
        for (name, rows) in [(try #require(pngs.first), nil as ClosedRange<Int>?), (try #require(pngs.last), 744...943)] {
            let pixels = try #require(try MediaProbe.rawFrames(w.path("out/Inbox-scrollTo/" + name), width: 780, height: 1688).first)
            var red: ClosedRange<Int>?
            pixels.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                for y in 0..<1688 {
                    let i = (y * 780 + 390) * 3
                    guard bytes[i] > 200, bytes[i + 1] < 120, bytes[i + 2] < 120 else { continue }
                    red = red.map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
                }
            }
            #expect(red == rows, "\(name): red rows \(String(describing: red))")
        }
    }
}
