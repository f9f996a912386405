import CShims
import Foundation

/// Why a sink could not write its output, with the underlying library's own message.
///
/// Sinks never crash on a bad destination or a library failure; they throw one of these so the
/// command line can print it and exit with status 1.
public enum EncodeError: Error, Sendable, Equatable {
    /// An FFmpeg call returned an error code (negative `AVERROR` value) or failed to allocate.
    case ffmpeg(call: String, code: Int32, message: String)
    /// libpng rejected an image or could not write `path`.
    case png(path: String, message: String)
    /// A file or folder could not be created, moved or removed.
    case io(path: String, message: String)
    /// The frames or options handed to a sink do not fit it (wrong size, out of order, after finish).
    case invalidInput(String)
    /// libimagequant could not choose or apply a palette (for a GIF).
    case quantization(String)
    /// SIGINT, SIGTERM or SIGHUP stopped the run; its temporary items are gone (``PendingOutputs``).
    case interrupted
}

extension EncodeError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case let .ffmpeg(call, code, message):
            return "FFmpeg \(call) failed: \(message) (error \(code))"
        case let .png(path, message):
            return "could not write PNG \(path): \(message)"
        case let .io(path, message):
            return "\(path): \(message)"
        case let .invalidInput(message):
            return message
        case let .quantization(message):
            return message
        case .interrupted:
            return "interrupted; nothing was written"
        }
    }

    public var errorDescription: String? { description }
}

extension EncodeError {
    /// An `.io` error from the current `errno`, for POSIX calls.
    static func posix(_ path: String, _ what: String, errno code: Int32 = errno) -> EncodeError {
        .io(path: path, message: "\(what): \(String(cString: strerror(code)))")
    }

    /// An `.io` error from a Foundation error, keeping only its human message.
    static func io(_ path: String, _ what: String, _ error: any Error) -> EncodeError {
        .io(path: path, message: "\(what): \(error.localizedDescription)")
    }
}

/// FFmpeg's message for an `AVERROR` code.
func ffmpegMessage(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    mr_av_strerror(code, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Turns a negative FFmpeg return code into ``EncodeError/ffmpeg(call:code:message:)``.
@discardableResult
func check(_ code: Int32, _ call: String) throws(EncodeError) -> Int32 {
    if code < 0 { throw .ffmpeg(call: call, code: code, message: ffmpegMessage(code)) }
    return code
}

/// Unwraps an FFmpeg allocation, which reports failure as NULL.
func allocated<T>(_ value: T?, _ call: String) throws(EncodeError) -> T {
    guard let value else {
        let code = -ENOMEM
        throw .ffmpeg(call: call, code: code, message: ffmpegMessage(code))
    }
    return value
}
