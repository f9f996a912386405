import Foundation
import Scene

// Contract (to be implemented in this module):
//
// public final class FrameRenderer {
//     public init(canvas: Canvas) throws
//     /// Draws `state` into `buffer` (canvas.pixelWidth × canvas.pixelHeight).
//     public func render(_ state: FrameState, into buffer: PixelBuffer) throws
//     /// Whether every pixel of the last rendered frame is opaque (true for an opaque background).
//     public var producesOpaqueFrames: Bool { get }
// }
