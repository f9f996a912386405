import Foundation
import Locking
#if canImport(Glibc)
import Glibc
#endif

/// Tells when any of a set of files changes on disk — written, replaced, created, removed — so
/// the preview reloads within a fraction of a second of a save.
///
/// It watches the *folders* that hold the files, not the files: editors save by writing a new
/// file and renaming it over the old one (vim, VS Code, JetBrains), which a watch on the old file
/// would miss after the first save. On Linux the folders are watched with inotify; elsewhere (macOS)
/// each file's size, modification time and inode are compared every 200 ms, which needs no
/// framework and is cheap for the handful of files a preset reads.
///
/// A burst of events (a save is often three or four) becomes one call of `onChange`, made 50 ms
/// after the last of them, on the watcher's own thread.
final class FileWatcher: Sendable {
    /// The files that matter, and whether any change in their folders counts (while the preset is
    /// broken, a file it will name once fixed may not be among them yet).
    private struct Watch {
        var files: Set<String> = []
        var folders: Set<String> = []
        var anyChange = false
        var generation = 0
    }

    private let watched = Locked(Watch())
    private let running = Locked(true)
    private let onChange: @Sendable () -> Void

    init(onChange: @escaping @Sendable () -> Void) {
        self.onChange = onChange
    }

    /// Watches `files` (absolute); with `anyChange`, any change in their folders is reported.
    func watch(_ files: [URL], anyChange: Bool = false) {
        watched.withLock { watch in
            let paths = Set(files.map { $0.standardizedFileURL.path })
            let folders = Set(paths.map { ($0 as NSString).deletingLastPathComponent })
            if watch.files != paths || watch.folders != folders || watch.anyChange != anyChange {
                watch = Watch(files: paths, folders: folders, anyChange: anyChange, generation: watch.generation + 1)
            }
        }
    }

    /// Starts the watching thread.
    func start() {
        let thread = Thread { [self] in
            #if os(Linux)
            if runInotify() { return }
            #endif
            runPolling()
        }
        thread.name = "watch"
        thread.start()
    }

    /// Stops the thread within its next wake-up (at most 200 ms).
    func stop() { running.withLock { $0 = false } }

    private var isRunning: Bool { running.withLock { $0 } }

    // MARK: Polling

    private func runPolling() {
        var stamps: [String: FileStamp] = [:]
        var folderStamps: [String: FileStamp] = [:]
        var seenGeneration = -1
        while isRunning {
            let current = watched.withLock { $0 }
            var changed = false
            if current.generation != seenGeneration {
                seenGeneration = current.generation
                stamps = FileStamp.of(current.files)
                folderStamps = FileStamp.of(current.folders)
            } else {
                changed = Self.restamp(&stamps)
                // A folder's time changes when a file in it is created, removed or renamed.
                if current.anyChange, Self.restamp(&folderStamps) { changed = true }
            }
            if changed { onChange() }
            usleep(200_000)
        }
    }

    /// Stamps each path in `stamps` again, once (a small file's stamp reads its bytes), and keeps
    /// the new stamps; whether any differed.
    private static func restamp(_ stamps: inout [String: FileStamp]) -> Bool {
        var changed = false
        for (path, stamp) in stamps {
            let now = FileStamp(path)
            if now != stamp {
                stamps[path] = now
                changed = true
            }
        }
        return changed
    }

    // MARK: inotify

    #if os(Linux)
    /// Watches with inotify until stopped; false when inotify is not available (then polling runs).
    private func runInotify() -> Bool {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var descriptors: [Int32: String] = [:]
        var seenGeneration = -1
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MODIFY)
        // Large enough for many events with names (each is 16 bytes plus a name of up to NAME_MAX).
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        var pendingSince: ContinuousClock.Instant?
        while isRunning {
            let current = watched.withLock { $0 }
            if current.generation != seenGeneration {
                seenGeneration = current.generation
                for descriptor in descriptors.keys { inotify_rm_watch(fd, descriptor) }
                descriptors = [:]
                for folder in current.folders {
                    let descriptor = inotify_add_watch(fd, folder, mask)
                    if descriptor >= 0 { descriptors[descriptor] = folder }
                }
            }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            // Short waits: the stop flag and a new watch list are noticed quickly.
            let ready = poll(&poller, 1, pendingSince == nil ? 200 : 50)
            if ready > 0 {
                let count = read(fd, buffer, capacity)
                if count > 0, relevant(buffer, count: count, descriptors: descriptors, watch: current) {
                    pendingSince = .now
                }
                continue
            }
            if let since = pendingSince, since.duration(to: .now) >= .milliseconds(50) {
                pendingSince = nil
                onChange()
            }
        }
        return true
    }

    /// Whether any event in the `count` bytes at `buffer` is about a watched file (or, with
    /// `anyChange`, about anything in a watched folder).
    private func relevant(_ buffer: UnsafeMutableRawPointer, count: Int, descriptors: [Int32: String],
                          watch: Watch) -> Bool {
        var offset = 0
        var found = false
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            guard offset + header + nameLength <= count else { break }
            if let folder = descriptors[event.wd] {
                if watch.anyChange {
                    found = true
                } else if nameLength > 0 {
                    let name = String(cString: buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self))
                    if watch.files.contains(folder + "/" + name) { found = true }
                }
            }
            offset += header + nameLength
        }
        return found
    }
    #endif
}
