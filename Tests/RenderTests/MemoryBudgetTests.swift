import Encode
import Render
import Testing

@Suite("batch -j's default: as many renders as fit in the machine's or the cgroup's memory, at most one per core")
struct MemoryBudgetTests {
    static let gibibyte: UInt64 = 1 << 30
    static let physical: UInt64 = 24 * gibibyte

    /// The budget with `files` as the only files there are (path → contents).
    func budget(_ files: [String: String], physical: UInt64 = physical) -> MemoryBudget {
        MemoryBudget.read(physicalMemory: physical) { files[$0] }
    }

    @Test("no limit file, or a limit of 'max', leaves the machine's memory")
    func noLimit() {
        #expect(budget([:]) == MemoryBudget(bytes: Self.physical, source: "physical memory"))
        #expect(budget(["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/memory.max": "max\n"]).source == "physical memory")
        // cgroup v1 writes its largest page-aligned number for no limit: more than the machine has.
        #expect(budget(["/proc/self/cgroup": "4:memory:/\n",
                        "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n"]).source == "physical memory")
        #expect(budget(["/sys/fs/cgroup/memory.max": "not a number"]).source == "physical memory")
    }

    @Test("a container's cgroup v2 limit, which it sees at the root")
    func containerV2() {
        let pod = budget(["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/memory.max": "1073741824\n"])
        #expect(pod == MemoryBudget(bytes: Self.gibibyte, source: "cgroup v2 limit /sys/fs/cgroup/memory.max"))
    }

    @Test("on a host, the process's own cgroup v2 group and every group above it; the smallest limit wins")
    func nestedV2() {
        let files = [
            "/proc/self/cgroup": "0::/user.slice/ci.slice/job.scope\n",
            "/sys/fs/cgroup/user.slice/ci.slice/job.scope/memory.max": "max\n",
            "/sys/fs/cgroup/user.slice/ci.slice/memory.max": "2147483648\n",
            "/sys/fs/cgroup/user.slice/memory.max": "4294967296\n",
        ]
        #expect(budget(files) == MemoryBudget(bytes: 2 * Self.gibibyte, source: "cgroup v2 limit /sys/fs/cgroup/user.slice/ci.slice/memory.max"))
    }

    @Test("cgroup v1: the memory controller's line, whatever it is listed with")
    func v1() {
        let files = [
            "/proc/self/cgroup": "12:pids:/docker/abc\n4:cpuacct,memory:/docker/abc\n1:name=systemd:/docker/abc\n",
            "/sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes": "536870912\n",
            "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n",
        ]
        #expect(budget(files) == MemoryBudget(bytes: 512 << 20, source: "cgroup v1 limit /sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes"))
    }

    @Test("a limit above the machine's memory does not raise it")
    func limitAbovePhysical() {
        let files = ["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/memory.max": "68719476736\n"]
        #expect(budget(files, physical: 8 * Self.gibibyte) == MemoryBudget(bytes: 8 * Self.gibibyte, source: "physical memory"))
    }

    @Test("a render is counted as a fixed part plus each format's bytes per pixel; the process's own part once")
    func renderEstimate() {
        let pixels = 1170 * 2532
        #expect(MemoryBudget.renderBytes(pixels: pixels, formats: [.mp4])
                == MemoryBudget.renderFixedBytes + UInt64(pixels * OutputFormat.mp4.peakBytesPerPixel))
        #expect(MemoryBudget.renderBytes(pixels: pixels, formats: [.mp4, .gif])
                == MemoryBudget.renderBytes(pixels: pixels, formats: [.mp4]) + UInt64(pixels * OutputFormat.gif.peakBytesPerPixel))
        // --spec --format none draws small frames only.
        #expect(MemoryBudget.renderBytes(pixels: pixels, formats: []) == MemoryBudget.renderFixedBytes)
        // What the estimate stands for, measured at standard quality (docs/ci-jobs.md): a full-size MP4
        // render peaks at about 330 MiB and one at scale 1 (390×844) at about 105 MiB; each is counted higher.
        let fullSize = MemoryBudget.processBytes + MemoryBudget.renderBytes(pixels: pixels, formats: [.mp4])
        #expect((330 << 20)...(400 << 20) ~= fullSize, "\(fullSize >> 20) MiB")
        let small = MemoryBudget.processBytes + MemoryBudget.renderBytes(pixels: 390 * 844, formats: [.mp4])
        #expect((105 << 20)...(170 << 20) ~= small, "\(small >> 20) MiB")
    }

    @Test("one render per core while they fit, fewer when they do not, never none")
    func jobs() {
        let machine = MemoryBudget(bytes: 24 * Self.gibibyte, source: "physical memory")
        #expect(machine.jobs(cores: 2, width: 1170, height: 2532, formats: [.mp4]).jobs == 2)
        let pod = MemoryBudget(bytes: Self.gibibyte, source: "cgroup v2 limit /sys/fs/cgroup/memory.max")
        // (1024 − 64) MiB over 64 MiB + 1170 × 2532 × 90 bytes (about 318 MiB): 3.
        let full = pod.jobs(cores: 8, width: 1170, height: 2532, formats: [.mp4])
        #expect(full.jobs == 3 && full.fitting == 3 && full.cores == 8)
        // The same pod renders more at once at scale 1 (about 92 MiB each), but no more than the cores.
        #expect(pod.jobs(cores: 16, width: 390, height: 844, formats: [.mp4]).jobs == 10)
        #expect(pod.jobs(cores: 4, width: 390, height: 844, formats: [.mp4]).jobs == 4)
        // HEVC holds more than twice what H.264 does.
        #expect(pod.jobs(cores: 8, width: 1170, height: 2532, formats: [.hevc]).jobs == 1)
        let tiny = MemoryBudget(bytes: 200 << 20, source: "cgroup v1 limit /sys/fs/cgroup/memory/memory.limit_in_bytes")
        let one = tiny.jobs(cores: 4, width: 1170, height: 2532, formats: [.mp4])
        #expect(one.jobs == 1 && one.fitting == 0)
    }

    @Test("--verbose says what chose the count")
    func explanation() {
        let machine = MemoryBudget(bytes: 24 * Self.gibibyte, source: "physical memory")
        #expect(machine.jobs(cores: 2, width: 1170, height: 2532, formats: [.mp4]).description
                == "-j 2: one per core (2 cores); 24.0 GiB (physical memory) fits 77 renders of 1170×2532 px at about 318 MiB each")
        let pod = MemoryBudget(bytes: Self.gibibyte, source: "cgroup v2 limit /sys/fs/cgroup/memory.max")
        #expect(pod.jobs(cores: 8, width: 1170, height: 2532, formats: [.mp4]).description
                == "-j 3, fewer than the 8 cores: 1.0 GiB (cgroup v2 limit /sys/fs/cgroup/memory.max) fits 3 renders of 1170×2532 px at about 318 MiB each")
        let tiny = MemoryBudget(bytes: 200 << 20, source: "physical memory")
        #expect(tiny.jobs(cores: 2, width: 1170, height: 2532, formats: [.mp4]).description.hasSuffix("fits 0 renders of 1170×2532 px at about 318 MiB each; one runs anyway"))
    }
}
