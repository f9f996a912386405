import Encode
import Foundation

/// The memory a batch may use, and how many renders fit in it: `batch -j`'s default is one
/// render per core, but never more than this allows.
///
/// The memory is the smallest of the machine's (`ProcessInfo.physicalMemory`) and every limit of
/// the control groups the process is in: cgroup v2's `memory.max` and cgroup v1's
/// `memory.limit_in_bytes`, read for the process's own group (`/proc/self/cgroup`) and each group
/// above it, up to the root. In a container (Docker, a Kubernetes pod with `resources.limits.memory`)
/// the container's group shows as the root, `/sys/fs/cgroup/memory.max`. "max" means no limit.
///
/// A render's peak is estimated from its frame size and formats, as measured at standard quality
/// (docs/ci-jobs.md, "How many at a time"): ``renderFixedBytes`` plus, for each pixel of a frame,
/// each format's ``OutputFormat/peakBytesPerPixel`` (drawing included, so a render of two formats
/// is counted a little high). The process itself holds ``processBytes`` once, whatever the count.
///
/// ```swift
/// let budget = MemoryBudget.current()
/// let choice = budget.jobs(cores: 8, width: 1170, height: 2532, formats: [.mp4])   // 1 GiB limit: 3
/// ```
public struct MemoryBudget: Sendable, Equatable {
    /// The bytes the process may use.
    public var bytes: UInt64
    /// What set them: "physical memory", or the limit file that did, e.g.
    /// "cgroup v2 limit /sys/fs/cgroup/memory.max".
    public var source: String

    public init(bytes: UInt64, source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// The libraries' code, the Swift runtime and the batch's own work, held once by the process.
    public static let processBytes: UInt64 = 64 << 20
    /// What each render holds besides its frames: encoder state, threads' stacks and heaps.
    ///
    /// Measured (docs/ci-jobs.md): with ``processBytes``, 128 MiB is more than any format's render
    /// peaks at beyond its per-pixel part (61 MiB for PNG frames to 123 MiB for HEVC), and a second
    /// full-size MP4 render running at once added at most 317 MiB to a batch's peak, 63 MiB more
    /// than its 90 bytes a pixel.
    public static let renderFixedBytes: UInt64 = 64 << 20

    /// The peak one render of `pixels` per frame, writing `formats`, is counted for.
    public static func renderBytes(pixels: Int, formats: [OutputFormat]) -> UInt64 {
        let perPixel = formats.reduce(0) { $0 + UInt64($1.peakBytesPerPixel) }
        return renderFixedBytes + UInt64(max(0, pixels)) * perPixel
    }

    /// How many renders to run at once, at most `cores`, when the largest frame of the batch is
    /// `width`×`height`: as many as fit beside ``processBytes``, and at least one.
    public func jobs(cores: Int, width: Int, height: Int, formats: [OutputFormat]) -> JobCount {
        let render = Self.renderBytes(pixels: width * height, formats: formats)
        let room = bytes > Self.processBytes ? bytes - Self.processBytes : 0
        let fit = Int(clamping: room / render)
        return JobCount(jobs: max(1, min(cores, fit)), cores: cores, fitting: fit, renderBytes: render,
                        frame: "\(width)×\(height) px", budget: self)
    }

    /// The budget of this process on this machine.
    public static func current() -> MemoryBudget {
        read(physicalMemory: ProcessInfo.processInfo.physicalMemory) { path in
            try? String(contentsOfFile: path, encoding: .utf8)
        }
    }

    /// The budget from `physicalMemory` and the limit files, whose contents `file` returns (nil for
    /// a file that is not there): `/proc/self/cgroup` first, then each limit file it leads to.
    public static func read(physicalMemory: UInt64, file: (String) -> String?) -> MemoryBudget {
        var budget = MemoryBudget(bytes: physicalMemory, source: "physical memory")
        for path in limitFiles(cgroups: file("/proc/self/cgroup") ?? "") {
            if let text = file(path), let limit = parseLimit(text), limit < budget.bytes {
                budget = MemoryBudget(bytes: limit, source: "\(path.hasSuffix("memory.max") ? "cgroup v2" : "cgroup v1") limit \(path)")
            }
        }
        return budget
    }

    /// A limit file's value in bytes; nil for "max" (no limit) or anything unreadable.
    static func parseLimit(_ text: String) -> UInt64? {
        UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The limit files that apply to a process whose `/proc/self/cgroup` reads `cgroups`: for
    /// cgroup v2 (`0::/path`) `memory.max` of its group and every group above it, for cgroup v1
    /// (`N:…memory…:/path`) `memory.limit_in_bytes` likewise; the roots' always, which is all a
    /// container sees of its own group.
    static func limitFiles(cgroups: String) -> [String] {
        var files: [String] = []
        func addGroup(_ path: Substring, root: String, file: String) {
            var parts = path.split(separator: "/")
            while !parts.isEmpty {
                files.append(([root] + parts.map(String.init) + [file]).joined(separator: "/"))
                parts.removeLast()
            }
        }
        for line in cgroups.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[0] == "0" && fields[1].isEmpty {
                addGroup(fields[2], root: "/sys/fs/cgroup", file: "memory.max")
            } else if fields[1].split(separator: ",").contains("memory") {
                addGroup(fields[2], root: "/sys/fs/cgroup/memory", file: "memory.limit_in_bytes")
            }
        }
        return files + ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
    }
}

/// How many presets a batch renders at a time, and why: what `batch --verbose` says.
public struct JobCount: Sendable, Equatable, CustomStringConvertible {
    public var jobs: Int
    /// The cores, the most it would run.
    public var cores: Int
    /// How many renders the memory fits (0 when not even one does; one still runs).
    public var fitting: Int
    /// The peak each render is counted for.
    public var renderBytes: UInt64
    /// The largest frame of the batch, "1170×2532 px".
    public var frame: String
    public var budget: MemoryBudget

    /// "-j 2: one per core (2 cores); 23.5 GiB (physical memory) fits 73 renders of 1170×2532 px
    /// at about 318 MiB each".
    public var description: String {
        let memory = "\(Self.gibibytes(budget.bytes)) (\(budget.source)) fits \(fitting) render\(fitting == 1 ? "" : "s") "
            + "of \(frame) at about \(renderBytes >> 20) MiB each"
        if jobs == cores && fitting >= cores {
            return "-j \(jobs): one per core (\(cores) core\(cores == 1 ? "" : "s")); \(memory)"
        }
        return "-j \(jobs), fewer than the \(cores) cores: \(memory)\(fitting == 0 ? "; one runs anyway" : "")"
    }

    static func gibibytes(_ bytes: UInt64) -> String {
        String(format: "%.1f GiB", Double(bytes) / Double(1 << 30))
    }
}
