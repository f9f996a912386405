import Foundation

/// Why a frame could not be drawn, phrased so the user knows what to change.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// A page's screenshot could not be loaded.
    case image(path: String, message: String)
    /// The buffer handed to the renderer does not match the canvas.
    case bufferSize(expected: String, actual: String)
    /// The canvas cannot be drawn at all (zero or oversized, or a colour out of range).
    case canvas(message: String)
    /// Cairo refused to create a surface or context, usually for lack of memory.
    case cairo(operation: String, message: String)
    /// A surface of this many pixels cannot exist (Cairo's image surfaces have at most
    /// ``CairoSurface/maximumSide`` pixels a side); no memory was asked for.
    case surfaceSize(width: Int, height: Int)
    /// A layer whose numbers cannot be drawn: not finite, or beyond what Cairo's fixed-point
    /// coordinates can hold. Checked presets never get here; the raster refuses rather than trap.
    case layer(id: String, message: String)
    /// A font file a text style names could not be used (it changed since the preset was checked).
    case font(path: String, message: String)

    /// The message the CLI prints: what failed and what to change.
    public var description: String {
        switch self {
        case .image(let path, let message):
            "cannot load image '\(path)': \(message)"
        case .bufferSize(let expected, let actual):
            "pixel buffer is \(actual) but the canvas needs \(expected); allocate it with the canvas's pixelWidth × pixelHeight"
        case .canvas(let message):
            "cannot draw this canvas: \(message)"
        case .cairo(let operation, let message):
            "cairo could not \(operation): \(message) (is the machine out of memory?)"
        case .surfaceSize(let width, let height):
            "cannot make a \(width)×\(height) px surface: a surface has 0 … \(CairoSurface.maximumSide) px a side"
        case .layer(let id, let message):
            "cannot draw layer '\(id)': \(message)"
        case .font(let path, let message):
            "cannot use font file '\(path)': \(message)"
        }
    }
}

extension RasterError: LocalizedError {
    /// The same message, for code that reads `localizedDescription`.
    public var errorDescription: String? { description }
}
