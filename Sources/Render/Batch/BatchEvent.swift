import Foundation

/// What a running batch reports, one event at a time (never two at once).
public enum BatchEvent: Sendable {
    /// How many presets will render at a time, once the presets are read (before the first starts).
    case jobs(BatchJobs)
    /// A preset's frames are about to be drawn.
    case started(name: String, frames: Int)
    /// `done` of `total` frames of a preset are drawn.
    case progress(name: String, done: Int, total: Int)
    /// A preset is finished: rendered, skipped or failed.
    case finished(BatchManifest.Entry)
}

/// How many presets a batch renders at a time, and, when memory chose it, how.
public struct BatchJobs: Sendable, Equatable {
    public var jobs: Int
    /// The memory budget's choice when `-j` was not given; nil for an explicit `-j`.
    public var memory: JobCount?
}
