import CFFmpeg
@testable import Encode
import Foundation
import Preset
import Raster
import Render
import Scene
import SceneKinds
import Testing

/// swscale's two jobs, on frames of the shipped presets: the GIF's downscale (``FrameScaler``) and
/// the conversion into each video format's pixels (``ColorConversion``). The digests were recorded
/// on Debian 12 (libswscale 6) from the code before swscale moved behind the C wrapper that
/// FFmpeg 8 needed, so a change to either — flags, matrix, padding — shows here as changed bytes.
///
/// Linux only: another libswscale (Homebrew's FFmpeg 8 on a Mac, its ARM code paths) gives
/// other, equally valid bytes; there the geometry checks in `SwscaleTests` hold the wrapper.
@Suite("swscale's bytes on the shipped presets stay the same")
struct ScalingBytesTests {
    static let presets = ["tab-forward", "layers-flip", "calendar-month"]

    /// Each preset's first, middle and last frame, drawn as `render` draws them.
    static func frames(of preset: String, _ body: (String, FrameImage) throws -> Void) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Presets/\(preset).yaml")
        let scene = try PresetLoader.load(contentsOf: url)
        let timeline = scene.timeline()
        let renderer = try FrameRenderer(canvas: scene.canvas)
        let buffer = PixelBuffer(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        let count = timeline.frameCount
        for index in [0, count / 2, count - 1] {
            try renderer.render(timeline.frame(index), into: buffer)
            let image = FrameImage(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                   bytesPerRow: buffer.bytesPerRow, isOpaque: renderer.producesOpaqueFrames)
            try body("\(preset)#\(index)", image)
        }
    }

    /// A digest of `frame`'s pictures, packed (no row padding, which swscale never writes).
    static func digest(of frame: VideoFrame) -> String {
        let format = AVPixelFormat(rawValue: frame.pointer.pointee.format)
        let width = frame.pointer.pointee.width, height = frame.pointer.pointee.height
        let size = Int(av_image_get_buffer_size(format, width, height, 1))
        var bytes = [UInt8](repeating: 0, count: size)
        let copied = bytes.withUnsafeMutableBufferPointer { packed in
            withUnsafePointer(to: frame.pointer.pointee.data) { data in
                withUnsafePointer(to: frame.pointer.pointee.linesize) { strides in
                    av_image_copy_to_buffer(
                        packed.baseAddress, Int32(size),
                        UnsafeRawPointer(data).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
                        UnsafeRawPointer(strides).assumingMemoryBound(to: Int32.self),
                        format, width, height, 1)
                }
            }
        }
        precondition(copied == size, "av_image_copy_to_buffer")
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize().hex
    }

    /// Every digest, by frame and conversion; `MOTIONREEL_RECORD_SCALING=1` prints them.
    static func digests() throws -> [String: String] {
        var digests: [String: String] = [:]
        for preset in presets {
            try frames(of: preset) { name, image in
                let size = FrameScaler.size(width: image.width, height: image.height, maximumWidth: 320)
                let scaler = try FrameScaler(from: image.width, image.height, to: size.width, size.height)
                var scaled = [UInt8](repeating: 0, count: size.width * size.height * 4)
                try scaled.withUnsafeMutableBufferPointer { try scaler.scale(image, into: $0.baseAddress!) }
                var hash = SHA256()
                hash.update(scaled)
                digests["\(name) gif-width 320"] = hash.finalize().hex

                for format in OutputFormat.allCases where format.videoProfile != nil {
                    for transparent in [false, true] {
                        let settings = try format.videoProfile!.settings(for: VideoOptions(transparent: transparent))
                        let conversion = try ColorConversion(width: image.width, height: image.height, settings: settings)
                        let even = settings.needsEvenSize
                        let frame = try VideoFrame(width: even ? (image.width + 1) & ~1 : image.width,
                                                   height: even ? (image.height + 1) & ~1 : image.height,
                                                   pixelFormat: settings.pixelFormat)
                        try conversion.convert(image, into: frame)
                        digests["\(name) \(format)\(transparent ? " transparent" : "")"] = digest(of: frame)
                    }
                }
            }
        }
        if ProcessInfo.processInfo.environment["MOTIONREEL_RECORD_SCALING"] == "1" {
            for (key, value) in digests.sorted(by: { $0.key < $1.key }) { print("        \"\(key)\": \"\(value)\",") }
        }
        return digests
    }

    #if os(Linux)
    @Test("the GIF's downscale and every video format's conversion give the recorded bytes")
    func recordedBytes() throws {
        let digests = try Self.digests()
        #expect(digests.count == Self.recorded.count)
        for (key, value) in Self.recorded.sorted(by: { $0.key < $1.key }) {
            #expect(digests[key] == value, "\(key)")
        }
    }
    #endif

    /// Recorded on Debian 12 (libswscale 6.7.100) before the wrapper.
    static let recorded: [String: String] = [
        "calendar-month#0 gif-width 320": "7af03634190f99c778bae9faa36467872c2e1fbd3239a1a96cb19e08b0a41f61",
        "calendar-month#0 hevc": "180c0ac6dc9326175da0fd11a8e690f2aaf840fa3170a1291f148a8708ad908f",
        "calendar-month#0 hevc transparent": "180c0ac6dc9326175da0fd11a8e690f2aaf840fa3170a1291f148a8708ad908f",
        "calendar-month#0 mp4": "180c0ac6dc9326175da0fd11a8e690f2aaf840fa3170a1291f148a8708ad908f",
        "calendar-month#0 mp4 transparent": "180c0ac6dc9326175da0fd11a8e690f2aaf840fa3170a1291f148a8708ad908f",
        "calendar-month#0 prores": "88dd9e7fbcb67b76912ecb0828b6eec655e9488dbfed2faecc26f7c4982a7677",
        "calendar-month#0 prores transparent": "a3dc84b823bf086478a9bfb184167671169efe1438a6eae56e78142afced6311",
        "calendar-month#0 webm": "180c0ac6dc9326175da0fd11a8e690f2aaf840fa3170a1291f148a8708ad908f",
        "calendar-month#0 webm transparent": "16a6c131fbf5d38d74eb47de5b1932e83a7156b202e79630b137a0189029464c",
        "calendar-month#0 webp": "88bbc6aec55c15f016a674f9cf9192dcdb8251563851b6088b15392a8534a899",
        "calendar-month#0 webp transparent": "88bbc6aec55c15f016a674f9cf9192dcdb8251563851b6088b15392a8534a899",
        "calendar-month#113 gif-width 320": "df5404eb2cb61bc76f4e1e92bb4998f69bbb64ba91f9fe0c5056484dff804839",
        "calendar-month#113 hevc": "db40cb27b5dcf653c8f94386bae3bb8cd8c50bf81f80156bc33fd16b41489bd8",
        "calendar-month#113 hevc transparent": "db40cb27b5dcf653c8f94386bae3bb8cd8c50bf81f80156bc33fd16b41489bd8",
        "calendar-month#113 mp4": "db40cb27b5dcf653c8f94386bae3bb8cd8c50bf81f80156bc33fd16b41489bd8",
        "calendar-month#113 mp4 transparent": "db40cb27b5dcf653c8f94386bae3bb8cd8c50bf81f80156bc33fd16b41489bd8",
        "calendar-month#113 prores": "98a377f7c2392569e4be1242168630cd5af7711b1308b4bba4fc6e062ec0fd07",
        "calendar-month#113 prores transparent": "ba5a690ff04fb30ce52e5fc3de3b4f9fb3bf0fcf378dea105eabba41fa98235f",
        "calendar-month#113 webm": "db40cb27b5dcf653c8f94386bae3bb8cd8c50bf81f80156bc33fd16b41489bd8",
        "calendar-month#113 webm transparent": "331bcd04a2755e59c7b9a01cccd633b1bfea7233916ad05d66ee386d662ba28a",
        "calendar-month#113 webp": "36de1235f7ad2afcdbf8d2d06b888356ac9aa6779c191e849ca3f2ea916afd6b",
        "calendar-month#113 webp transparent": "36de1235f7ad2afcdbf8d2d06b888356ac9aa6779c191e849ca3f2ea916afd6b",
        "calendar-month#226 gif-width 320": "862811d6880aa9452bc70b6b2db16b0356e36cf90a88d9f1e4fe2ca96f762fe4",
        "calendar-month#226 hevc": "c987be763b920ad2c3a605358578057c936352dea3704ad587e49922a75761ef",
        "calendar-month#226 hevc transparent": "c987be763b920ad2c3a605358578057c936352dea3704ad587e49922a75761ef",
        "calendar-month#226 mp4": "c987be763b920ad2c3a605358578057c936352dea3704ad587e49922a75761ef",
        "calendar-month#226 mp4 transparent": "c987be763b920ad2c3a605358578057c936352dea3704ad587e49922a75761ef",
        "calendar-month#226 prores": "8336392be5af0dd8292276a7f78abc6533a3fd9e94cbefde6dbdac7b74c81b6f",
        "calendar-month#226 prores transparent": "8c0c255cf348420ae8a0f901f192744702bd5435a35e6fa1d8ad5fa97a88781a",
        "calendar-month#226 webm": "c987be763b920ad2c3a605358578057c936352dea3704ad587e49922a75761ef",
        "calendar-month#226 webm transparent": "b4a9dbbdd1f0fa98405a478b49db6d3f878a98c6633dbc2fe89589c58504027e",
        "calendar-month#226 webp": "5b7acd2a700a77f2b461d6fbbd75897384730b66d49c8928cb19f4c36070b7fe",
        "calendar-month#226 webp transparent": "5b7acd2a700a77f2b461d6fbbd75897384730b66d49c8928cb19f4c36070b7fe",
        "layers-flip#0 gif-width 320": "3505d8f3a3d0fea1d2721a54cb0cebb0d47e96914cb610aad81d274f5965e1c7",
        "layers-flip#0 hevc": "0023430ebc9204c60802be95f9ce43189a19021515d37edf70780140b41d4c98",
        "layers-flip#0 hevc transparent": "0023430ebc9204c60802be95f9ce43189a19021515d37edf70780140b41d4c98",
        "layers-flip#0 mp4": "0023430ebc9204c60802be95f9ce43189a19021515d37edf70780140b41d4c98",
        "layers-flip#0 mp4 transparent": "0023430ebc9204c60802be95f9ce43189a19021515d37edf70780140b41d4c98",
        "layers-flip#0 prores": "a556de5dd289c3731fcf1ab0557cbda472117784c08c9844cb6b5a8a5d7bff12",
        "layers-flip#0 prores transparent": "5c06e48da612f59e2b515cf4dc40f234395636291ab5b0d45c9a31e597f5c8d7",
        "layers-flip#0 webm": "0023430ebc9204c60802be95f9ce43189a19021515d37edf70780140b41d4c98",
        "layers-flip#0 webm transparent": "ef2904d7d92d7d0933a0a30b1d4ea26146e6a8520f13a81e485ab9a7d0f28cac",
        "layers-flip#0 webp": "add5f36736e9f7f40bbd1601410ca4d26270b598402baae57c3c7fd2eb7e9b82",
        "layers-flip#0 webp transparent": "add5f36736e9f7f40bbd1601410ca4d26270b598402baae57c3c7fd2eb7e9b82",
        "layers-flip#108 gif-width 320": "d3d9468e4ffc4f7de011ea7181adf142b82f090bb1dc99e25ad46c9d763ab5da",
        "layers-flip#108 hevc": "382b52fef9c6c5085acc82da4af229fbea048ab3a31c283a9a6fc266106627bb",
        "layers-flip#108 hevc transparent": "382b52fef9c6c5085acc82da4af229fbea048ab3a31c283a9a6fc266106627bb",
        "layers-flip#108 mp4": "382b52fef9c6c5085acc82da4af229fbea048ab3a31c283a9a6fc266106627bb",
        "layers-flip#108 mp4 transparent": "382b52fef9c6c5085acc82da4af229fbea048ab3a31c283a9a6fc266106627bb",
        "layers-flip#108 prores": "5066205bedf4a09491ae2a1bbd321e2e717be8660ebb92883a8b6e2e0ff652f0",
        "layers-flip#108 prores transparent": "681ca0c44fe445829b892344031339fd9c430a16e41f11f447c981085acdd534",
        "layers-flip#108 webm": "382b52fef9c6c5085acc82da4af229fbea048ab3a31c283a9a6fc266106627bb",
        "layers-flip#108 webm transparent": "cfdc2b42b4ffc706d84a151ebb9a91eba8a0df869661960615a7b4c4cd850215",
        "layers-flip#108 webp": "cffac7aa7b012416a78018163e50549f1160c1e024a89a7472802b905dfe5f2a",
        "layers-flip#108 webp transparent": "cffac7aa7b012416a78018163e50549f1160c1e024a89a7472802b905dfe5f2a",
        "layers-flip#54 gif-width 320": "e5ffb39a24684bd68516add5a2a8428471a99471d5f8e631492f15dbaf77b461",
        "layers-flip#54 hevc": "e698bba062e75a90eac9ef2925b3e813321c754b468f9a12125d06c2a550033e",
        "layers-flip#54 hevc transparent": "e698bba062e75a90eac9ef2925b3e813321c754b468f9a12125d06c2a550033e",
        "layers-flip#54 mp4": "e698bba062e75a90eac9ef2925b3e813321c754b468f9a12125d06c2a550033e",
        "layers-flip#54 mp4 transparent": "e698bba062e75a90eac9ef2925b3e813321c754b468f9a12125d06c2a550033e",
        "layers-flip#54 prores": "d232f25d5204c08a237c29c007296bf246c96d2724cc4e5846c409dc06333238",
        "layers-flip#54 prores transparent": "a44e66be286e98d218bd2bfc8225653c3bb76bc00b9dd3dd9286d023221d7b4a",
        "layers-flip#54 webm": "e698bba062e75a90eac9ef2925b3e813321c754b468f9a12125d06c2a550033e",
        "layers-flip#54 webm transparent": "33d86a075ef508ec3759c77ab4f4562fd8af94562678c725ab3891cb0decc2d9",
        "layers-flip#54 webp": "61d5a9040b6aab3ea2d82c58d308f236c09d88e6e3a62c44bf65afe130a0b2dd",
        "layers-flip#54 webp transparent": "61d5a9040b6aab3ea2d82c58d308f236c09d88e6e3a62c44bf65afe130a0b2dd",
        "tab-forward#0 gif-width 320": "72f398042f988ad70db6b956a89cc1bddadd76602e0457a1ec4888f30f46f9ae",
        "tab-forward#0 hevc": "53a33eca2a9a1ef1661c37b5761e98db32236404251ade22871caea6fb90b593",
        "tab-forward#0 hevc transparent": "53a33eca2a9a1ef1661c37b5761e98db32236404251ade22871caea6fb90b593",
        "tab-forward#0 mp4": "53a33eca2a9a1ef1661c37b5761e98db32236404251ade22871caea6fb90b593",
        "tab-forward#0 mp4 transparent": "53a33eca2a9a1ef1661c37b5761e98db32236404251ade22871caea6fb90b593",
        "tab-forward#0 prores": "be4d0a536b91b4a9885fad9825dd74c70a23a4118fcce8726781a9520a105223",
        "tab-forward#0 prores transparent": "2463be597b75df244e258830caa858631a16d0650aae699e82de455c4f4e8ae1",
        "tab-forward#0 webm": "53a33eca2a9a1ef1661c37b5761e98db32236404251ade22871caea6fb90b593",
        "tab-forward#0 webm transparent": "b493140bbac24afd8a5ea989bed1a3a3d6225f15f70276140ca4a25a0a451d44",
        "tab-forward#0 webp": "9c12858d176bfe0162ae5116066904e8748190ca917e5c116d67dbe18094276a",
        "tab-forward#0 webp transparent": "9c12858d176bfe0162ae5116066904e8748190ca917e5c116d67dbe18094276a",
        "tab-forward#42 gif-width 320": "69b322bbf6752447610e074977f566b08726045a032d2008fc58200dbcccd36f",
        "tab-forward#42 hevc": "66f796f1aac05f306ed5838e3eb3a8796b7403f3b5d5a04d98c628912b7a8d5a",
        "tab-forward#42 hevc transparent": "66f796f1aac05f306ed5838e3eb3a8796b7403f3b5d5a04d98c628912b7a8d5a",
        "tab-forward#42 mp4": "66f796f1aac05f306ed5838e3eb3a8796b7403f3b5d5a04d98c628912b7a8d5a",
        "tab-forward#42 mp4 transparent": "66f796f1aac05f306ed5838e3eb3a8796b7403f3b5d5a04d98c628912b7a8d5a",
        "tab-forward#42 prores": "8e0986631ef729eb137879fc316469cf1763f56a661f9b28840ace0e4f2ef5e3",
        "tab-forward#42 prores transparent": "8dcce1a145669ff83041a88e5d084bebeb310d05908a26b9528e9093f530c6dc",
        "tab-forward#42 webm": "66f796f1aac05f306ed5838e3eb3a8796b7403f3b5d5a04d98c628912b7a8d5a",
        "tab-forward#42 webm transparent": "1a336159b25a0c4c31cd83b7f8375ed5f63166b6c00df95c721f07948cb14175",
        "tab-forward#42 webp": "d2f6693bb402203e8a5d7b8f8eaabb4a6c7acc3cd75d048c51db6161b68bc971",
        "tab-forward#42 webp transparent": "d2f6693bb402203e8a5d7b8f8eaabb4a6c7acc3cd75d048c51db6161b68bc971",
        "tab-forward#83 gif-width 320": "baf21f46d49493fd303b79bd6201fa38d5049a5ee008f55ed04fef26918a52bc",
        "tab-forward#83 hevc": "17394bcbf3d047c10bd2dc0505a9404f67da2782dd595409b11dc58bd5a7dd2e",
        "tab-forward#83 hevc transparent": "17394bcbf3d047c10bd2dc0505a9404f67da2782dd595409b11dc58bd5a7dd2e",
        "tab-forward#83 mp4": "17394bcbf3d047c10bd2dc0505a9404f67da2782dd595409b11dc58bd5a7dd2e",
        "tab-forward#83 mp4 transparent": "17394bcbf3d047c10bd2dc0505a9404f67da2782dd595409b11dc58bd5a7dd2e",
        "tab-forward#83 prores": "ab20bb43c795fc33282bc7ac979a4df594846d6fcccb76589aea0065cb66b3b3",
        "tab-forward#83 prores transparent": "b0b73d1c4619ce91e753ff638bf592e7e6212a798308e6d8f75abed45b57049d",
        "tab-forward#83 webm": "17394bcbf3d047c10bd2dc0505a9404f67da2782dd595409b11dc58bd5a7dd2e",
        "tab-forward#83 webm transparent": "aec6bac5a4151ba9da55210c1c38fea7f11dc9ed39db547ba0d3c5d554753d87",
        "tab-forward#83 webp": "af756e5011a25ee67176ebf6fefa9c73f8be0dc35c83330b87501ac7c99b09a6",
        "tab-forward#83 webp transparent": "af756e5011a25ee67176ebf6fefa9c73f8be0dc35c83330b87501ac7c99b09a6",
    ]
}
