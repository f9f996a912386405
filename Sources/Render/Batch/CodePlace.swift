import Foundation
import Scene

/// A Swift site a preset's motion is linked to, as a batch's manifest keeps it: enough for the
/// gallery to group presets by Swift file and quote each site, also after `merge`, which sees
/// only manifests.
public struct CodePlace: Codable, Sendable, Hashable {
    /// The Swift file, relative to the folder the batch was run from (the preset's folder joined
    /// with the path the preset wrote), so two presets linking one file name it alike.
    public var file: String
    public var line: Int
    /// The site's source text, as written.
    public var source: String

    public init(file: String, line: Int, source: String) {
        self.file = file
        self.line = line
        self.source = source
    }

    /// The places of `scene`'s links, the preset at `preset` (as the batch was given it); nil
    /// when it has none. Each link names one site; a site linked twice is kept once.
    static func places(of scene: MotionScene, preset: String) -> [CodePlace]? {
        var places: [CodePlace] = []
        for link in scene.links {
            let place = CodePlace(file: CodeLink.path(link.path, besidePreset: preset), line: link.line, source: link.source)
            if !places.contains(place) { places.append(place) }
        }
        return places.isEmpty ? nil : places
    }
}
