import Foundation
import Scene

extension CairoContext {
    /// A soft drop shadow under a rounded rectangle, without a blur filter Cairo lacks.
    ///
    /// Stacks `steps` rounded rectangles whose outlines spread from `blur`/2 inside to `blur`/2
    /// outside the shape, so the alpha ramps linearly across the edge like a box-blurred shadow.
    /// Drawn once per cached content, so the extra fills cost nothing per frame.
    func softShadow(_ rect: Rect, radius: Double, blur: Double, offsetY: Double,
                    color: Color = Palette.shadow, opacity: Double, steps: Int = 12) {
        let stepAlpha = 1 - pow(1 - opacity, 1 / Double(steps))
        let shifted = rect.offsetBy(Point(x: 0, y: offsetY))
        withSavedState {
            setColor(color, alpha: stepAlpha)
            for i in 0..<steps {
                let spread = blur * (0.5 - (Double(i) + 0.5) / Double(steps))
                let r = Rect(x: shifted.minX - spread, y: shifted.minY - spread,
                             width: shifted.width + 2 * spread, height: shifted.height + 2 * spread)
                roundedRectangle(r, radius: max(0, radius + spread))
                fill()
            }
        }
    }

    /// A rounded card (white in light) with a soft shadow and a hairline edge, the app's basic
    /// surface, in `theme`'s colours.
    func card(_ rect: Rect, radius: Double, elevation: Double = 1, theme: Theme = .light) {
        softShadow(rect, radius: radius, blur: 18 * elevation, offsetY: 4 * elevation, opacity: 0.07 * elevation)
        roundedRectangle(rect, radius: radius)
        setColor(theme.card)
        fillPreserve()
        setColor(theme.hairline, alpha: 0.7)
        stroke(width: 0.5)
    }
}
