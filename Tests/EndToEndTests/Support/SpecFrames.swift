import Foundation
import Testing

extension Workspace {
    /// The frames `motionreel spec` writes for the preset at `preset` (a path in the workspace):
    /// each frame's time from its index at `fps` (the JSON's time is rounded to 6 decimals) and
    /// its layers as the spec's JSON gives them.
    func specFrames(of preset: String, fps: Double = 60) throws -> [(time: Double, layers: [[String: Any]])] {
        let name = ((preset as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(of: ".", with: "-")
        let spec = try CommandRunner.motionreel(["spec", path(preset), "-o", path("spec")])
        #expect(spec.exitCode == 0, "\(spec.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path("spec/\(name).spec.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["frames"] as? [[String: Any]]).map { frame in
            (Double(frame["index"] as? Int ?? -1) / fps, frame["layers"] as? [[String: Any]] ?? [])
        }
    }
}

extension Workspace {
    /// The spec's frames of `preset` with the layer named `id` at each (a group's child too, in
    /// its group's points), failing where a frame has no such layer (the ids it has are in the message).
    func layerFrames(of preset: String, id: String) throws -> [(time: Double, layer: [String: Any])] {
        try specFrames(of: preset).map { t, layers in
            (t, try #require(Self.layer(id, in: layers), "t = \(t): \(layers.compactMap { $0["id"] })"))
        }
    }

    /// The layer named `id` among `layers` or their groups' children, depth first.
    static func layer(_ id: String, in layers: [[String: Any]]) -> [String: Any]? {
        for layer in layers {
            if layer["id"] as? String == id { return layer }
            if let found = self.layer(id, in: layer["children"] as? [[String: Any]] ?? []) { return found }
        }
        return nil
    }
}

extension Workspace {
    /// Writes each of `files` (`App/Name.swift` → its code) and catalogues the `App` folder into
    /// `motion`, expecting it to succeed: the start of every catalogue test of one screen.
    @discardableResult
    func catalogue(_ files: [String: String]) throws -> CommandResult {
        for (name, code) in files { try write(name, code) }
        let imported = try CommandRunner.motionreel(["import", path("App"), "-o", path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        return imported
    }
}

extension Workspace {
    /// The frames of `preset` during a change that starts at `start` and lasts `duration`, each
    /// with its progress (0 … 1, linear) and the layers `old` and `new` — the two sides of a swap —
    /// failing where a frame lacks either.
    func swapFrames(of preset: String, old: String, new: String, start: Double = 0.3, duration: Double = 0.5) throws
        -> [(time: Double, progress: Double, old: [String: Any], new: [String: Any])] {
        try specFrames(of: preset).filter { $0.time > start && $0.time < start + duration }.map { t, layers in
            (t, (t - start) / duration,
             try #require(Self.layer(old, in: layers), "t = \(t): \(layers.compactMap { $0["id"] })"),
             try #require(Self.layer(new, in: layers), "t = \(t): \(layers.compactMap { $0["id"] })"))
        }
    }
}
