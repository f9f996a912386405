import CFFmpeg
import CShims
import Logging

/// Routes FFmpeg's `av_log` to swift-log, so libraries never write to stderr on their own.
///
/// Only warnings and errors get through: x264's per-encode statistics arrive at info level and
/// are noise for a command-line tool.
enum FFmpegLog {
    static let logger = Logger(label: "motionreel.encode.ffmpeg")

    /// Installs the route once per process; every sink calls this before touching FFmpeg.
    static func install() {
        _ = installed
    }

    private static let installed: Void = {
        mr_av_log_install({ level, line in
            guard let line else { return }
            let message = Logger.Message(stringLiteral: String(cString: line))
            if level <= AV_LOG_ERROR {
                FFmpegLog.logger.error(message)
            } else {
                FFmpegLog.logger.warning(message)
            }
        }, AV_LOG_WARNING)
    }()
}
