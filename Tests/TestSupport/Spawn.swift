import Foundation
import Locking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// posix_spawn with the child's standard output and error on two new pipes.
///
/// posix_spawn rather than Foundation's `Process`: the tests need the child's pid to watch and
/// signal it, and to wait for its end without reaping it (so a pid being sampled cannot be
/// reused meanwhile), which `Process` reaps behind their back.
enum Spawn {
    /// The child's pid and the read ends of its output pipes.
    struct Launched {
        var pid: pid_t
        var stdout: Int32
        var stderr: Int32
    }

    /// Held from creating a pipe until its write end is closed after the spawn: a child started
    /// by another test meanwhile would inherit the write end and hold this child's output open
    /// until it ends. The pipes are close-on-exec, and only this lock's holder spawns.
    private static let spawning = Locked(())

    static func launch(_ path: String, _ arguments: [String], stdin: Subprocess.Input, inputFile: String?,
                       environment: [String], directory: String?) throws -> Launched {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch stdin {
        case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .data: posix_spawn_file_actions_addopen(&actions, 0, inputFile ?? "/dev/null", O_RDONLY, 0)
        case .fileDescriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        }
        // Glibc's Swift module does not declare posix_spawn_file_actions_addchdir_np, so a
        // working directory is entered by a shell that then becomes the program.
        let command = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, path] } ?? [path]
        // The child starts with every signal unblocked and at its default action: the tests'
        // thread may block some, and a runner started in the background ignores SIGINT, and
        // both would otherwise pass to the child through the exec.
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        #else
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        return try spawning.withLock { _ in
            let out = try closeOnExecPipe()
            let err: [Int32]
            do { err = try closeOnExecPipe() } catch {
                out.forEach { close($0) }
                throw error
            }
            // dup2 clears close-on-exec on the copy, so the child keeps exactly fds 0, 1 and 2.
            posix_spawn_file_actions_adddup2(&actions, out[1], 1)
            posix_spawn_file_actions_adddup2(&actions, err[1], 2)
            var pid = pid_t()
            let spawned = posix_spawn(&pid, directory == nil ? path : "/bin/sh", &actions, &attributes, argv, envp)
            close(out[1])
            close(err[1])
            guard spawned == 0 else {
                close(out[0])
                close(err[0])
                let reason = String(cString: strerror(spawned))
                throw Subprocess.Failure(description: "cannot start \(path): \(reason)")
            }
            return Launched(pid: pid, stdout: out[0], stderr: err[0])
        }
    }

    /// A pipe whose two ends are closed in any child that does not take them explicitly.
    private static func closeOnExecPipe() throws -> [Int32] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw Subprocess.Failure(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }
}

/// Reads one of a child's output pipes to its end on a thread of its own.
final class OutputReader: Sendable {
    private let data = Locked(Data())
    private let finished = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread { [data, finished] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                data.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
            close(descriptor)
            finished.signal()
        }.start()
    }

    /// What the child has written so far, while it runs.
    var soFar: Data { data.withLock { $0 } }

    /// Everything the child wrote, once the pipe's last writer has closed it.
    func collect() -> Data {
        finished.wait()
        finished.signal()   // a second collect returns at once
        return data.withLock { $0 }
    }
}
