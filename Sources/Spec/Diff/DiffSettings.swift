import Foundation
import Scene

/// The tolerances a diff compares each preset with. From lowest precedence to highest: the
/// built-in defaults, a `.motionreel.yaml`'s `diff.tolerances`, the options given on the command
/// line, and the file's entry for the preset itself (`diff.presets.NAME`) — a preset's entry is the
/// team's deliberate exception, an option a run-wide override.
public struct DiffSettings: Sendable, Equatable {
    /// Every preset's tolerances, but for the values of its own entry.
    public var tolerances: DiffTolerances
    /// A preset's own values by its name, over ``tolerances``.
    public var presets: [String: DiffTolerances.Overrides]
    /// The `.motionreel.yaml` they came from, as messages name it; nil without one.
    public var file: String?
    /// Where each preset's entry is in the file.
    public var places: [String: FileLocation]

    /// The same tolerances for every preset.
    public init(tolerances: DiffTolerances = DiffTolerances()) {
        self.tolerances = tolerances
        presets = [:]
        places = [:]
    }

    /// A file's tolerances (or none) with the command line's `options` over its defaults, not over
    /// a preset's own.
    public init(config: DiffConfig?, options: DiffTolerances.Overrides = DiffTolerances.Overrides()) {
        tolerances = options.applied(to: config?.tolerances.applied(to: DiffTolerances()) ?? DiffTolerances())
        presets = config?.presets ?? [:]
        file = config?.file
        places = config?.places ?? [:]
    }

    /// What the preset called `name` is compared with.
    public func tolerances(for name: String) -> DiffTolerances {
        presets[name]?.applied(to: tolerances) ?? tolerances
    }
}
