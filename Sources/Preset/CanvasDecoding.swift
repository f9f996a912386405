import Scene

/// `canvas: { size: [w, h], scale, fps, background, appearance }`.
///
/// Defaults: `scale: 3` (a modern iPhone), `fps: 60`, `appearance: light`, `background:
/// "#f9f9f9"` (the source design's) in light and `"#000000"` (iOS's dark background) in dark;
/// `size` is required. `background: transparent` (or `--transparent`) renders frames
/// with alpha, for ProRes 4444, WebM, APNG, WebP and PNG outputs to composite in an editor.
extension DocumentReader {
    static let defaultScale = 3.0
    static let defaultFPS = 60
    func decodeCanvas(_ field: Field, overrides: PresetOverrides) -> Canvas? {
        let keys = ["size", "scale", "fps", "background", "appearance"]
        guard let canvas = mapping(field, allowed: keys) else { return nil }
        let sizeField = required(canvas, "size")
        let size = sizeField.flatMap(decodeSize)
        let scale = number(canvas, "scale", in: .scale, default: Self.defaultScale)
        let fps = canvas["fps"].map(decodeFPS) ?? Self.defaultFPS
        let appearance = canvas["appearance"].map {
            choice($0, "appearance", Appearance.allCases.map { (key: $0.rawValue, value: $0) })
        } ?? .light
        let background = overrides.transparent == true ? .transparent
            : canvas["background"].map(backgroundColour) ?? appearance?.defaultBackground

        // The overrides replace the values only after these were checked on their own.
        let effectiveScale = overrides.scale ?? scale
        if let size, let sizeField, let effectiveScale {
            checkPixelSize(size, scale: effectiveScale, fromOverride: overrides.scale != nil, at: sizeField)
        }
        guard let size, let scale = effectiveScale, let fps = overrides.fps ?? fps, let background, let appearance else {
            return nil
        }
        return Canvas(size: size, scale: scale, fps: fps, background: background, appearance: appearance)
    }

    /// A colour, or the word `transparent`.
    private func backgroundColour(_ field: Field) -> Color? {
        field.text == "transparent" ? .transparent : colour(field)
    }

    private func decodeFPS(_ field: Field) -> Int? {
        guard let fps = integer(field) else { return nil }
        guard Limit.fps.contains(Double(fps)) else {
            invalid(field, "\(Limit.fps.rule("frame rate")), found \(fps)")
            return nil
        }
        return fps
    }

    /// `[width, height]` in points, both greater than 0 and at most ``Limits/maximumCanvasPoints``.
    private func decodeSize(_ field: Field) -> Size? {
        guard let items = sequence(field) else { return nil }
        guard items.count == 2 else {
            invalid(field, "expected [width, height], found a list of \(items.count)")
            return nil
        }
        let width = number(items[0], "width", in: .canvasSide)
        let height = number(items[1], "height", in: .canvasSide)
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    /// Points × scale must give at least 1 and at most ``Limits/maximumPixelSide`` pixels per side.
    ///
    /// The pixels are checked as Doubles (``Limits/pixels(_:scale:limit:)``) before anything
    /// converts them to integers, which would trap on a number too large for `Int`.
    private func checkPixelSize(_ size: Size, scale: Double, fromOverride: Bool, at field: Field) {
        let limit = Limits.maximumPixelSide
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        let scaleText = Limit.format(scale) + (fromOverride ? " (--scale)" : "")
        let points = "\(Limit.format(size.width)) x \(Limit.format(size.height)) pt"
        let pixels = "\(Limit.format(width)) x \(Limit.format(height)) px"
        if Limits.pixels(size.width, scale: scale) == nil || Limits.pixels(size.height, scale: scale) == nil {
            invalid(field, "\(points) at scale \(scaleText) is \(pixels); at most \(limit) px per side")
        } else if width < 1 || height < 1 {
            invalid(field, "\(points) at scale \(scaleText) is \(pixels); at least 1 px per side")
        }
    }
}
