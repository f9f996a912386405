import Foundation
import Motion
import Scene

/// What every frame of every valid preset must satisfy before it reaches the rasterizer: finite
/// numbers everywhere, and the ranges `LayerState` promises (opacity 0 … 1, scale, its factors and blur ≥ 0).
///
/// Cairo draws nothing sensible from a NaN, and the renderer converts some of these numbers to
/// pixels, where a NaN or an infinity traps.
public enum FrameInvariants {
    /// The broken invariants of `state`, each prefixed with `context` (which frame of what).
    public static func check(_ state: FrameState, context: String) -> [String] {
        var findings: [String] = []
        if !state.time.isFinite { findings.append("\(context): time \(state.time)") }
        var ids = Set<String>()
        for layer in state.layers {
            func fail(_ what: String) { findings.append("\(context), layer \(layer.id): \(what)") }
            if !ids.insert(layer.id).inserted { fail("a second layer with this id") }
            if !finite(layer.frame) { fail("frame \(layer.frame)") }
            if !layer.offset.x.isFinite || !layer.offset.y.isFinite { fail("offset \(layer.offset)") }
            if !(0...1).contains(layer.opacity) { fail("opacity \(layer.opacity) outside 0 … 1") }
            if !layer.zIndex.isFinite { fail("zIndex \(layer.zIndex)") }
            if let clip = layer.clip, !finite(clip) { fail("clip \(clip)") }
            if !(layer.scale >= 0 && layer.scale.isFinite) { fail("scale \(layer.scale) is not finite and ≥ 0") }
            if !(layer.scaleX >= 0 && layer.scaleX.isFinite) { fail("scaleX \(layer.scaleX) is not finite and ≥ 0") }
            if !(layer.scaleY >= 0 && layer.scaleY.isFinite) { fail("scaleY \(layer.scaleY) is not finite and ≥ 0") }
            if !layer.hueRotation.isFinite { fail("hueRotation \(layer.hueRotation) is not finite") }
            if !layer.brightness.isFinite || !layer.saturation.isFinite || !layer.grayscale.isFinite {
                fail("brightness \(layer.brightness), saturation \(layer.saturation) or grayscale \(layer.grayscale) is not finite")
            }
            if !layer.anchor.x.isFinite || !layer.anchor.y.isFinite { fail("anchor \(layer.anchor)") }
            if !(layer.blur >= 0 && layer.blur.isFinite) { fail("blur \(layer.blur) is not finite and ≥ 0") }
            if let mask = layer.mask, !finite(mask.rect) || !mask.cornerRadius.isFinite { fail("mask \(mask)") }
            if case .shape(let shape) = layer.content, let problem = check(shape) { fail(problem) }
        }
        return findings
    }

    /// What is wrong with a shape's numbers, if anything.
    static func check(_ shape: Shape) -> String? {
        let numbers: [Double]
        let colors: [Scene.Color]
        switch shape {
        case .rect(let fill, let stroke), .circle(let fill, let stroke):
            (numbers, colors) = (fill.numbers + [stroke?.width ?? 0], fill.colors + [stroke?.color ?? .black])
        case .roundedRect(let fill, let radius, let stroke):
            (numbers, colors) = ([radius] + fill.numbers + [stroke?.width ?? 0], fill.colors + [stroke?.color ?? .black])
        case .ring(let track, let fill, let progress, let lineWidth):
            (numbers, colors) = ([progress, lineWidth], [track, fill])
        case .text(let style):
            (numbers, colors) = ([style.size], [style.color])
        }
        let channels = colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        if numbers.contains(where: { !$0.isFinite }) { return "shape \(shape) has a number that is not finite" }
        if channels.contains(where: { !(0...1).contains($0) }) { return "shape \(shape) has a colour outside 0 … 1" }
        return nil
    }

    static func finite(_ rect: Rect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
}
