import Foundation
import Render
import Testing

/// What a batch's `--dry-run` says changed in the settings: each fingerprint key by the option that sets it.
@Suite("BatchSettings.changes: the options that differ between two batches, in the command line's words")
struct SettingsChangesTests {
    static func lines(_ settings: BatchSettings) -> [String] {
        settings.fingerprint.split(separator: "\n").map(String.init)
    }

    @Test("a value changed, added or removed; a flag added or removed; the same settings say nothing")
    func options() {
        let base = BatchSettings(formats: [.mp4], scale: 1)
        #expect(BatchSettings.changes(from: Self.lines(base), to: Self.lines(base)) == [])
        var other = base
        other.scale = 2
        other.fps = 30
        other.transparent = true
        other.encoding.crf = 20
        other.settle = .visible
        #expect(BatchSettings.changes(from: Self.lines(base), to: Self.lines(other))
                == ["--crf 20 added", "--fps 30 added", "--scale 1 → 2", "--settle visible added", "--transparent added"])
        #expect(BatchSettings.changes(from: Self.lines(other), to: Self.lines(base))
                == ["--crf 20 removed", "--fps 30 removed", "--scale 2 → 1", "--settle visible removed", "--transparent removed"])
        var half = base
        half.scale = 1.5
        #expect(BatchSettings.changes(from: Self.lines(base), to: Self.lines(half)) == ["--scale 1 → 1.5"])
    }

    @Test("--format by its list; a format's own settings come with it unnamed, and are named when they change")
    func formats() {
        let mp4 = BatchSettings(formats: [.mp4])
        let gif = BatchSettings(formats: [.gif, .mp4])
        #expect(BatchSettings.changes(from: Self.lines(mp4), to: Self.lines(gif)) == ["--format mp4 → gif,mp4"])
        #expect(BatchSettings.changes(from: Self.lines(mp4), to: Self.lines(BatchSettings(formats: [])))
                == ["--format mp4 → none"])
        var slower = gif
        slower.encoding.gif.fps = 15
        #expect(BatchSettings.changes(from: Self.lines(gif), to: Self.lines(slower)) == ["--gif-fps 30 → 15"])
    }

    @Test("the spec files: --spec added or removed, and which of their settings changed; the options in their order")
    func spec() {
        let none = BatchSettings(formats: [.mp4])
        var spec = none
        spec.extraOutputs = "spec schema=3 platforms=2 webm=no"
        var webm = none
        webm.extraOutputs = "spec schema=3 platforms=2 webm=yes"
        #expect(BatchSettings.changes(from: Self.lines(none), to: Self.lines(spec)) == ["--spec added"])
        #expect(BatchSettings.changes(from: Self.lines(spec), to: Self.lines(none)) == ["--spec removed"])
        #expect(BatchSettings.changes(from: Self.lines(spec), to: Self.lines(webm)) == ["--spec webm=no → webm=yes"])
        var more = spec
        more.formats = [.png]
        more.scale = 2
        #expect(BatchSettings.changes(from: Self.lines(none), to: Self.lines(more))
                == ["--format mp4 → png", "--scale 2 added", "--spec added"])
    }

    @Test("every key of the fingerprint has its option in the table")
    func table() {
        var all = BatchSettings(formats: [.mp4], fps: 30, scale: 2, reduceMotion: true, transparent: true, settle: .visible)
        all.extraOutputs = "spec"
        for line in Self.lines(all) {
            let key = String(line.prefix { $0 != "=" })
            #expect(BatchSettings.options[key] != nil, "\(key)")
        }
    }
}
