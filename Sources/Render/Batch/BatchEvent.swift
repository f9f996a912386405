import Foundation

/// What a running batch reports, one event at a time (never two at once).
public enum BatchEvent: Sendable {
    /// A preset's frames are about to be drawn.
    case started(name: String, frames: Int)
    /// `done` of `total` frames of a preset are drawn.
    case progress(name: String, done: Int, total: Int)
    /// A preset is finished: rendered, skipped or failed.
    case finished(BatchManifest.Entry)
}
