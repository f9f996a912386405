@testable import Encode
import Foundation
import Testing

@Suite("ColorConversion")
struct ColorConversionTests {
    /// When swscale refuses the YUV matrix, `init` throws, and the context is freed once (its
    /// owner, ``Swscale``, is released); freeing it by hand as well once aborted the process
    /// ("free(): double free detected"). swscale accepts every matrix MotionReel asks for, so the
    /// refusal is injected. The conversion runs in a
    /// child process, so an abort fails this test instead of the whole test run.
    @Test("a conversion whose matrix swscale refuses throws, and frees its context once")
    func refusedMatrixFreesOnce() async {
        await #expect(processExitsWith: .success) {
            do {
                _ = try ColorConversion(width: 16, height: 16, settings: try OutputFormat.mp4.profile.settings(for: VideoOptions()), applyMatrix: { _, _ in -22 })
                exit(3)   // no error: the failure path was not taken
            } catch {
                // The expected error; returning exits with 0, unless freeing crashed first.
                guard case .ffmpeg(let call, -22, _)? = error as? EncodeError, call == "sws_setColorspaceDetails" else { exit(4) }
            }
        }
    }

    @Test("swscale accepts the matrix of every YUV format a sink writes; RGB formats set none")
    func realMatrixSucceeds() throws {
        var all: [EncoderSettings] = []
        for profile in OutputFormat.ffmpegFormats.map(\.profile) {
            for quality in [Quality.draft, .standard] {
                all.append(try profile.settings(for: VideoOptions(quality: quality)))
                all.append(try profile.settings(for: VideoOptions(quality: quality, transparent: true)))
            }
        }
        for settings in all {
            var applied: [Int32] = []
            _ = try ColorConversion(width: 16, height: 16, settings: settings) { context, matrix in
                let result = context.setMatrix(matrix)
                applied.append(result)
                return result
            }
            #expect(applied == (settings.colour == .rgb ? [] : [0]), "\(settings.codec)")
        }
    }
}
