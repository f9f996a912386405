import Foundation
import Motion
import Scene
import Testing
@testable import SceneKinds

/// Still bars in the timelines: the bands never move, show the selected tab's page (switched at
/// the change) or cross-fade with a push's own progress, and the moving content is clipped to
/// the region between them.
@Suite("still bars: the bands of each page that hold still")
struct StillBarsTimelineTests {
    static let bars = StillBars(top: 91, bottom: 83)
    static let canvas = Canvas(size: Size(width: 390, height: 844), scale: 1, fps: 60, background: .white)
    static let red = Content.fill(Color(hex: "#ff0000")!), blue = Content.fill(Color(hex: "#0000ff")!)
    static let between = Rect(x: 0, y: 91, width: 390, height: 844 - 91 - 83)

    @Test("tabs: the bands show the outgoing tab until the change and the incoming one from it, still")
    func tabs() throws {
        var scene = TabsScene(header: Header(height: 0), nav: Nav(height: 0),
                              tabs: [.init(name: "A", content: Self.red), .init(name: "B", content: Self.blue)],
                              animation: .curve(.linear, duration: 0.5),
                              timeline: [.init(at: 0, tab: 0), .init(at: 0.25, tab: 1)])
        scene.stillBars = Self.bars
        let timeline = scene.timeline(canvas: Self.canvas, hold: 0.1, reduceMotion: false)
        for (time, content) in [(0.2, Self.red), (0.25, Self.blue), (0.4, Self.blue), (0.9, Self.blue)] {
            let state = timeline.state(at: time)
            let top = try #require(state.layer(StillBars.topID)), bottom = try #require(state.layer(StillBars.bottomID))
            #expect(top.content == .page(content) && bottom.content == .page(content), "at \(time)")
            #expect(top.clip == Rect(x: 0, y: 0, width: 390, height: 91))
            #expect(bottom.clip == Rect(x: 0, y: 761, width: 390, height: 83))
            for band in [top, bottom] {
                #expect(band.offset == .zero && band.opacity == 1 && band.scale == 1, "a band holds still at \(time)")
            }
            let pages = state.layers.filter { $0.id.hasPrefix("tab.") }
            #expect(!pages.isEmpty && pages.allSatisfy { $0.clip == Self.between }, "content is clipped between the bands")
            // Bands draw above every page.
            let lastPage = try #require(state.layers.lastIndex { $0.id.hasPrefix("tab.") })
            #expect(state.layers.firstIndex { $0.id == StillBars.topID }! > lastPage)
        }
        // Mid-change the pages move under the bands.
        #expect(timeline.state(at: 0.4).layers.contains { $0.id.hasPrefix("tab.") && $0.offset.x != 0 })
    }

    @Test("stack: a push cross-fades the bands with the push's own progress; a pop fades back")
    func stack() throws {
        var scene = StackScene(tabs: [.init(name: "Home", root: .init(content: Self.red),
                                            pages: ["detail": .init(content: Self.blue)])],
                               animation: .curve(.linear, duration: 0.5),
                               timeline: [.init(at: 0, action: .select(0)), .init(at: 0.25, action: .push("detail")),
                                          .init(at: 1.25, action: .pop)])
        scene.stillBars = Self.bars
        let timeline = scene.timeline(canvas: Self.canvas, hold: 0.1, reduceMotion: false)
        func bands(at time: Double) -> [LayerState] {
            timeline.state(at: time).layers.filter { $0.id.hasPrefix("bars.top") }
        }
        #expect(bands(at: 0.1).map(\.content) == [.page(Self.red)])
        for time in [0.3, 0.5, 0.65] {
            let p = (time - 0.25) / 0.5   // the linear push's progress
            let layers = bands(at: time)
            try #require(layers.count == 2, "at \(time): \(layers.map(\.id))")
            #expect(layers[0].content == .page(Self.red) && layers[0].opacity == 1, "the leaving page's bands are the base")
            #expect(layers[1].content == .page(Self.blue) && abs(layers[1].opacity - p) < 1e-9,
                    "at \(time) the arriving bands show \(layers[1].opacity), the push is \(p) of the way")
            #expect(layers.allSatisfy { $0.offset == .zero && $0.clip == Rect(x: 0, y: 0, width: 390, height: 91) })
            let pages = timeline.state(at: time).layers.filter { $0.id.hasPrefix("stack.") }
            #expect(pages.allSatisfy { $0.clip == Self.between })
        }
        #expect(bands(at: 1.0).map(\.content) == [.page(Self.blue)])
        let popping = bands(at: 1.5)   // the pop is half way: the detail's bands fade out over the root's
        try #require(popping.count == 2)
        #expect(popping[0].content == .page(Self.red) && abs(popping[1].opacity - 0.5) < 1e-9)
        #expect(bands(at: 2.0).map(\.content) == [.page(Self.red)])
    }
}
