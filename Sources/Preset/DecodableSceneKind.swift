import Scene

/// What the preset reader asks of a scene kind: how to read its `scene:` mapping.
///
/// Preset does not know the kinds: a ``PresetLoader`` is given the ones it reads, and the
/// `SceneKinds` target registers every kind, each conforming to this protocol, so a kind that
/// cannot decode itself cannot be registered. Decoders use ``DocumentReader``'s accessors, which
/// report each problem at its place and return nil, so one pass lists every mistake.
package protocol DecodableSceneKind: SceneKind {
    /// Reads `scene` (a mapping whose `kind` is ``SceneKind/keyword``) with the preset's top-level
    /// `transition` and `timeline` (nil when absent; a missing timeline is already reported), or
    /// returns nil after reporting why to `reader`.
    static func decode(_ scene: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                       in reader: DocumentReader) -> Self?
}
