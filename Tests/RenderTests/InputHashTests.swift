import Foundation
import Render
import Testing
import TestSupport

@Suite("InputHash: changes exactly when something that changes the outputs changes")
struct InputHashTests {
    /// One preset's inputs, each of which a test changes in turn.
    struct Inputs {
        var text = Data("name: x\n".utf8)
        var images: [(name: String, bytes: Data)] = [("shot.png", Data("not really a PNG".utf8))]
        var settings = BatchSettings(formats: [.mp4])
        var version = "0.1.0"

        func hash(in folder: TemporaryFolder) throws -> String {
            let urls = try images.map { try folder.write($0.bytes, to: $0.name) }
            return try InputHash.compute(presetText: text, files: urls, settings: settings, version: version).hex
        }
    }

    @Test("the hash of known inputs is pinned (framed parts, worked out with Python's hashlib)")
    func pinned() throws {
        let folder = try TemporaryFolder()
        #expect(Inputs().settings.fingerprint
            == "crf=-\nformats=mp4\nfps=-\npreset=-\nquality=standard\nreduce-motion=-\nscale=-\ntransparent=-\n")
        #expect(try Inputs().hash(in: folder) == "b7ce6848c90ce1ed551381a55a14a7d35cd9dbdeedeca6b5ccf15c28be2e1f46")
        #expect(BatchSettings(formats: []).fingerprint.contains("\nformats=none\n"), "--format none says so in the manifest")
    }

    @Test("the same inputs give the same hash, wherever the image lies; the order of --format does not count")
    func unchanged() throws {
        let base = try Inputs().hash(in: TemporaryFolder())
        var moved = Inputs()
        moved.images[0].name = "elsewhere.png"
        #expect(try moved.hash(in: TemporaryFolder()) == base)

        var two = Inputs(), swapped = Inputs()
        two.settings.formats = [.mp4, .png]
        swapped.settings.formats = [.png, .mp4]
        #expect(try two.hash(in: TemporaryFolder()) == swapped.hash(in: TemporaryFolder()))
    }

    @Test("each input changes the hash: preset text, an image's bytes, an added image, settings, version")
    func changed() throws {
        let base = try Inputs().hash(in: TemporaryFolder())
        var variants: [String: Inputs] = [:]
        variants["text"] = { var i = Inputs(); i.text.append(0x20); return i }()
        variants["image"] = { var i = Inputs(); i.images[0].bytes[0] ^= 1; return i }()
        variants["second image"] = { var i = Inputs(); i.images.append(("b.png", Data())); return i }()
        variants["format"] = { var i = Inputs(); i.settings.formats = [.gif]; return i }()
        // --format none: a batch of spec files alone is not up to date for one with videos, nor the reverse.
        variants["no format"] = { var i = Inputs(); i.settings.formats = []; return i }()
        variants["fps"] = { var i = Inputs(); i.settings.fps = 60; return i }()
        variants["reduce motion"] = { var i = Inputs(); i.settings.reduceMotion = true; return i }()
        variants["version"] = { var i = Inputs(); i.version = "0.1.1"; return i }()
        var seen: [String: String] = ["base": base]
        for (label, inputs) in variants {
            let hash = try inputs.hash(in: TemporaryFolder())
            #expect(!seen.values.contains(hash), "\(label) gives a hash already seen")
            seen[label] = hash
        }
    }

    @Test("parts are framed by their lengths: moving bytes from the preset text to an image changes the hash")
    func framing() throws {
        var left = Inputs(), right = Inputs()
        left.text = Data("ab".utf8)
        left.images = [("i.png", Data("c".utf8))]
        right.text = Data("a".utf8)
        right.images = [("i.png", Data("bc".utf8))]
        #expect(try left.hash(in: TemporaryFolder()) != right.hash(in: TemporaryFolder()))
    }

    @Test("GIF settings count only when a GIF is written")
    func gifSettings() throws {
        var plain = Inputs(), looped = Inputs()
        looped.settings.encoding.gif.loop = 3
        #expect(try plain.hash(in: TemporaryFolder()) == looped.hash(in: TemporaryFolder()), "MP4 only")
        plain.settings.formats = [.gif]
        looped.settings.formats = [.gif]
        #expect(try plain.hash(in: TemporaryFolder()) != looped.hash(in: TemporaryFolder()), "with a GIF")
    }

    @Test("a GIF's own settings are pinned too: they are in its declaration now, and must hash as before")
    func gifFingerprintPinned() {
        var settings = BatchSettings(formats: [.mp4, .gif])
        settings.encoding.gif.maximumWidth = 200
        #expect(settings.fingerprint == "crf=-\nformats=gif,mp4\nfps=-\ngif-fps=30\ngif-width=200\nloop=0\npreset=-\n"
            + "quality=standard\nreduce-motion=-\nscale=-\ntransparent=-\n")
        settings.encoding.gif.maximumWidth = nil
        #expect(!settings.fingerprint.contains("gif-width"))
    }
}
