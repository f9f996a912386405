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
        }
    }
}

extension RasterError: LocalizedError {
    /// The same message, for code that reads `localizedDescription`.
    public var errorDescription: String? { description }
}
