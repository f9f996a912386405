import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// Groups: children in the group's own points, drawn into one picture that the group's own
/// transform places. Every expected rectangle is worked out here from the transforms.
@Suite("Groups of layers")
struct GroupTests {
    let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2, fps: 60, background: Fixture.background)
    let red = RGBA(Fixture.red), blue = RGBA(Fixture.blue), background = RGBA(Fixture.background)

    func child(_ id: String, _ color: Color, _ frame: Rect, opacity: Double = 1) -> LayerState {
        LayerState(id: id, content: .shape(.rect(fill: color)), frame: frame, opacity: opacity, zIndex: 0)
    }

    func render(_ layers: [LayerState]) throws -> PixelBuffer {
        try Fixture.render(FrameState(index: 0, time: 0, layers: layers), on: canvas)
    }

    /// Expects canvas point (x, y) to show `expected`.
    func expectAt(_ buffer: PixelBuffer, _ x: Double, _ y: Double, _ expected: RGBA, tolerance: Int = 1,
                  sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(buffer, Int(x * canvas.scale), Int(y * canvas.scale), expected, tolerance: tolerance,
                    sourceLocation: sourceLocation)
    }

    @Test("a child is placed in its group's points and scales and moves with the group")
    func childFollowsGroup() throws {
        // Group frame (20, 20, 60, 60); the child at (10, 10, 20, 20) in it is (30…50, 30…50) on the canvas.
        let square = child("square", Fixture.red, Rect(x: 10, y: 10, width: 20, height: 20))
        let plain = try render([LayerState(id: "group", content: .group([square]),
                                           frame: Rect(x: 20, y: 20, width: 60, height: 60), zIndex: 0)])
        expectAt(plain, 31, 31, red)
        expectAt(plain, 49, 49, red)
        expectAt(plain, 29, 40, background)
        expectAt(plain, 51, 40, background)

        // Scaled 0.5 about the group's centre (50, 50) and offset 10 right: q ↦ 50 + (q − 50) / 2 + (10, 0),
        // so the child's corners (30, 30) and (50, 50) go to (50, 40) and (60, 50).
        let moved = try render([LayerState(id: "group", content: .group([square]),
                                           frame: Rect(x: 20, y: 20, width: 60, height: 60),
                                           offset: Point(x: 10, y: 0), zIndex: 0, scale: 0.5)])
        expectAt(moved, 50.75, 40.75, red)
        expectAt(moved, 59.25, 49.25, red)
        expectAt(moved, 49.25, 45, background)
        expectAt(moved, 60.75, 45, background)
        expectAt(moved, 55, 39.25, background)
        expectAt(moved, 55, 50.75, background)
    }

    @Test("a group turned 90° turns its children about the group's anchor")
    func turnedGroup() throws {
        // About (50, 50), 90° clockwise: (x, y) ↦ (100 − y, x); the child (30…50, 30…50) goes to (50…70, 30…50).
        let square = child("square", Fixture.red, Rect(x: 10, y: 10, width: 20, height: 20))
        let buffer = try render([LayerState(id: "group", content: .group([square]),
                                            frame: Rect(x: 20, y: 20, width: 60, height: 60), zIndex: 0,
                                            rotation: 90)])
        expectAt(buffer, 51, 31, red)
        expectAt(buffer, 69, 49, red)
        expectAt(buffer, 40, 40, background)
        expectAt(buffer, 60, 55, background)
    }

    @Test("a group's opacity applies to its picture as a whole: overlapping children blend once")
    func groupPicture() throws {
        let under = child("under", Fixture.blue, Rect(x: 0, y: 0, width: 40, height: 60))
        let over = child("over", Fixture.red, Rect(x: 20, y: 0, width: 40, height: 60))
        let buffer = try render([LayerState(id: "group", content: .group([under, over]),
                                            frame: Rect(x: 20, y: 20, width: 60, height: 60), opacity: 0.5,
                                            zIndex: 0)])
        // Where they overlap the picture is red (the blue under it is covered), faded once.
        expectAt(buffer, 50, 50, mix(background, red, 0.5), tolerance: 2)
        expectAt(buffer, 30, 50, mix(background, blue, 0.5), tolerance: 2)
        expectAt(buffer, 70, 50, mix(background, red, 0.5), tolerance: 2)
    }

    @Test("a child's own effects apply inside the group, and a group inside a group nests")
    func nested() throws {
        let inner = LayerState(id: "inner", content: .group([child("dot", Fixture.red, Rect(x: 0, y: 0, width: 10, height: 10))]),
                               frame: Rect(x: 10, y: 10, width: 10, height: 10), offset: Point(x: 5, y: 0), zIndex: 0)
        let buffer = try render([LayerState(id: "outer", content: .group([inner]),
                                            frame: Rect(x: 20, y: 20, width: 60, height: 60), zIndex: 0)])
        // 20 + 10 + 5 = 35 … 45 across, 30 … 40 down.
        expectAt(buffer, 35.75, 30.75, red)
        expectAt(buffer, 44.25, 39.25, red)
        expectAt(buffer, 34.25, 35, background)
        expectAt(buffer, 45.75, 35, background)
    }
}
