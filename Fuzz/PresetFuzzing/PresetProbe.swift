import Foundation
import Preset
import Scene
import SceneKinds

/// Runs one preset text through everything a render does before drawing — `validate`, `load`, the
/// scene's timeline and its frames — and reports every broken invariant instead of trapping.
///
/// The fuzzer traps on a non-empty ``Report/findings`` so libFuzzer saves the input; the replay
/// test expects it empty. A Swift trap inside the code under test (an overflow, `Int(.nan)`) is a
/// crash in both, which is the other kind of finding.
public struct PresetProbe: Sendable {
    /// What one input did.
    public struct Report: Sendable {
        /// `validate`'s errors, in document order; empty when the preset is valid.
        public var errors: [PresetError] = []
        /// The scene, when the preset loads.
        public var scene: MotionScene?
        /// Broken invariants, one sentence each; empty when all held.
        public var findings: [String] = []
        /// Frames and times evaluated (both timelines: as written and with Reduce Motion toggled).
        public var statesChecked = 0
    }

    /// How errors name the input (`fuzz.yaml:LINE:COLUMN: …`).
    public static let file = "fuzz.yaml"

    /// Where relative image paths start: the shipped presets' folder, so `screens/…` resolves.
    public let baseDirectory: URL
    /// Frames evaluated per timeline at most: the first ones, then evenly spread, then the last.
    public let frameBudget: Int

    public init(baseDirectory: URL, frameBudget: Int = 240) {
        self.baseDirectory = baseDirectory
        self.frameBudget = max(frameBudget, 2)
    }

    /// Probes UTF-8 bytes; nil when they are not UTF-8 (the CLI refuses those before parsing).
    public func run(bytes: [UInt8]) -> Report? {
        guard let text = String(validUTF8: bytes) else { return nil }
        return run(text)
    }

    /// Probes a preset's text.
    public func run(_ yaml: String) -> Report {
        var report = Report()
        report.errors = PresetLoader.validate(yaml: yaml, file: Self.file, baseDirectory: baseDirectory)
        var loaded: MotionScene?
        var thrown: PresetError?
        do {
            loaded = try PresetLoader.load(yaml: yaml, file: Self.file, baseDirectory: baseDirectory)
        } catch {
            thrown = error
        }
        checkErrors(report.errors, thrown: thrown, loaded: loaded != nil, in: yaml, into: &report.findings)
        guard let scene = loaded else { return report }
        report.scene = scene
        report.findings += SceneInvariants.check(scene)
        for reduceMotion in [scene.reduceMotion, !scene.reduceMotion] {
            var variant = scene
            variant.reduceMotion = reduceMotion
            let label = reduceMotion ? "reduce motion" : "full motion"
            report.statesChecked += check(variant.timeline(), label: label, into: &report.findings)
        }
        return report
    }

    /// `validate` and `load` agree, and every error says where it is, inside the document.
    private func checkErrors(_ errors: [PresetError], thrown: PresetError?, loaded: Bool, in yaml: String,
                             into findings: inout [String]) {
        if errors.isEmpty != loaded {
            findings.append("validate found \(errors.count) error(s) but load \(loaded ? "succeeded" : "failed")")
        }
        if let thrown, thrown != errors.first {
            let first = errors.first?.description ?? "none"
            findings.append("load threw '\(thrown)' but validate's first error is '\(first)'")
        }
        let lines = Self.lineCount(yaml)
        for error in errors {
            guard let location = error.location else {
                findings.append("error without a location: '\(error)'")
                continue
            }
            if location.file != Self.file || location.line < 1 || location.line > lines || location.column < 1 {
                findings.append("error at \(location), outside the \(lines)-line document: '\(error)'")
            }
            if !error.description.hasPrefix("\(Self.file):\(location.line):\(location.column): ") {
                findings.append("error not written FILE:LINE:COLUMN: '\(error)'")
            }
        }
    }

    /// Lines as libyaml counts them, plus one past the end (where it places the end of the stream).
    static func lineCount(_ text: String) -> Int {
        SourceLines(text, rule: .yaml).count + 1
    }

    /// Checks a timeline and a bounded sample of its states; returns how many states it evaluated.
    private func check(_ timeline: any Timeline, label: String, into findings: inout [String]) -> Int {
        let settle = timeline.settleTime, count = timeline.frameCount, fps = timeline.canvas.fps
        guard settle.isFinite, settle >= 0 else {
            findings.append("\(label): settle time \(settle) is not a finite number of seconds ≥ 0")
            return 0
        }
        if count < 1 { findings.append("\(label): frame count \(count) < 1") }
        // A valid preset's film is at most Limits.maximumFilmSeconds long, plus the frame at its end.
        let longest = Limits.maximumFilmSeconds * Double(fps) + 1
        if Double(count) > longest {
            findings.append("\(label): \(count) frames, more than \(Int(longest))"
                            + " (\(Limits.maximumFilmSeconds) s at \(fps) fps)")
        }
        var checked = 0
        for index in Self.sampleFrames(count: count, budget: frameBudget) {
            findings += FrameInvariants.check(timeline.frame(index), context: "\(label), frame \(index)")
            checked += 1
        }
        let duration = Double(max(count, 1)) / Double(fps)
        for time in [-0.5, 0, settle, duration, duration + 0.5, settle * 0.37 + 0.0123] {
            findings += FrameInvariants.check(timeline.state(at: time), context: "\(label), t = \(time)")
            checked += 1
        }
        return checked
    }

    /// Frame indices to evaluate: every one when there are few, else the first and last
    /// `budget / 4` and evenly spread ones between (never overflowing, however large `count` is).
    static func sampleFrames(count: Int, budget: Int) -> [Int] {
        guard count > 0 else { return [] }
        if count <= budget { return Array(0..<count) }
        let edge = budget / 4, middle = budget - 2 * edge
        var indices = Array(0..<edge)
        let step = (count - 2 * edge) / middle
        indices += (0..<middle).map { edge + $0 * step }
        indices += (count - edge)..<count
        return indices
    }
}
