import Foundation
import Testing
import TestSupport
import Yams

/// The Kubernetes Jobs of docs/ci-kubernetes.md, rehearsed: the manifests read from the document,
/// the render Job's command run as its pods run it — all at once, each with only
/// `JOB_COMPLETION_INDEX`, into one folder standing for the shared volume — then the merge Job's.
/// What only a cluster does (scheduling, images, the volume's storage) is left out; everything
/// MotionReel does is run.
@Suite("docs/ci-kubernetes.md: the Kubernetes Indexed Job and merge Job, run as their pods run them")
struct KubernetesJobTests {
    static let heading = "## A Kubernetes Indexed Job"

    /// The section's three manifests, told apart by what they are.
    struct Manifests {
        var claim: Node
        var render: Node
        var merge: Node

        init() throws {
            let documents = try CIDocument().yamlBlocks(under: KubernetesJobTests.heading).map { block in
                try #require(try Yams.compose(yaml: block), "an empty YAML block under \(KubernetesJobTests.heading)")
            }
            try #require(documents.count == 3, "the volume, the render Job, the merge Job")
            claim = try #require(documents.first { $0["kind"]?.string == "PersistentVolumeClaim" })
            let jobs = documents.filter { $0["kind"]?.string == "Job" }
            render = try #require(jobs.first { $0["spec"]?["completionMode"]?.string == "Indexed" })
            merge = try #require(jobs.first { $0["spec"]?["completionMode"] == nil })
        }
    }

    /// What one Job's pods run: their container's command and arguments, working folder, and where
    /// the shared volume is mounted.
    struct Pod {
        var command: [String]
        var workingDir: String?
        var mountPath: String
        var claimName: String
        var restartPolicy: String?

        init(_ job: Node) throws {
            let spec = try #require(job["spec"]?["template"]?["spec"])
            let containers = try #require(spec["containers"]?.sequence)
            try #require(containers.count == 1, "one container a pod")
            let container = containers[0]
            let words = (container["command"]?.array() ?? []) + (container["args"]?.array() ?? [])
            command = try words.map { try #require($0.string, "a command word that is not a string: \($0)") }
            #expect(container["env"] == nil, "the pods get no variables of ours: JOB_COMPLETION_INDEX is Kubernetes'")
            workingDir = container["workingDir"]?.string
            let mount = try #require(container["volumeMounts"]?.sequence?.first)
            mountPath = try #require(mount["mountPath"]?.string)
            let volume = try #require(spec["volumes"]?.sequence?.first { $0["name"] == mount["name"] })
            claimName = try #require(volume["persistentVolumeClaim"]?["claimName"]?.string)
            restartPolicy = spec["restartPolicy"]?.string
        }

        /// The command as the test runs it: the built executable for `motionreel`, and `volume`
        /// for the mount path.
        func arguments(volume: URL) throws -> [String] {
            try #require(command.first == "motionreel", "\(command)")
            return command.dropFirst().map { word in
                word == mountPath ? volume.path
                    : word.hasPrefix(mountPath + "/") ? volume.path + word.dropFirst(mountPath.count) : word
            }
        }
    }

    @Test("the manifests hang together: one shared claim, --shard auto with --shard-count equal to completions, merge on the volume")
    func manifests() throws {
        let manifests = try Manifests()
        let claimName = try #require(manifests.claim["metadata"]?["name"]?.string)
        #expect(manifests.claim["spec"]?["accessModes"]?.array(of: String.self) == ["ReadWriteMany"])
        let render = try Pod(manifests.render), merge = try Pod(manifests.merge)
        #expect(render.claimName == claimName && merge.claimName == claimName)
        #expect(render.mountPath == merge.mountPath)
        #expect(render.restartPolicy == "Never" && merge.restartPolicy == "Never")

        let spec = try #require(manifests.render["spec"])
        let completions = try #require(spec["completions"]?.int)
        #expect(completions > 1)
        #expect((spec["parallelism"]?.int ?? 0) >= 1)
        let words = render.command
        let shard = try #require(words.firstIndex(of: "--shard"))
        #expect(words.dropFirst(shard + 1).first == "auto")
        let count = try #require(words.firstIndex(of: "--shard-count"))
        #expect(words.dropFirst(count + 1).first == String(completions), "--shard-count must be the Job's completions")
        let output = try #require(words.firstIndex(of: "-o"))
        #expect(words.dropFirst(output + 1).first == render.mountPath, "the shards write onto the shared volume")
        #expect(Array(merge.command.dropFirst()) == ["merge", merge.mountPath])
    }

    @Test("the render Job's pods at once into one folder, then the merge Job, equal one unsharded batch")
    func rehearsal() throws {
        let manifests = try Manifests()
        let render = try Pod(manifests.render), merge = try Pod(manifests.merge)
        let completions = try #require(manifests.render["spec"]?["completions"]?.int)
        let w = try Workspace()
        // The image's working folder, holding the repository's presets where the command names them.
        let workingDir = try #require(render.workingDir, "the render pods run in the repository's folder")
        let source = w.url.appendingPathComponent("image" + workingDir)
        let presets = try #require(render.command.dropFirst(2).first, "batch's first argument: the presets")
        // Names whose shards of 4 are 1, 2, 3, 4, 1: every pod has presets to render.
        let names = ["one", "seven", "two", "eleven", "four"]
        try #require(completions == 4, "the names above are chosen for four shards")
        for name in names { try w.write("image\(workingDir)/\(presets)/\(name).yaml", SmallPreset.slide(name: name, height: 60)) }
        let volume = w.url.appendingPathComponent("volume")
        try FileManager.default.createDirectory(at: volume, withIntermediateDirectories: true)

        // Every pod at once, as `parallelism` lets them run, all writing into the one volume.
        let arguments = try render.arguments(volume: volume)
        let pods = try (0..<completions).map { index in
            try CIJob.start(CommandRunner.motionreel, arguments, in: source, variables: ["JOB_COMPLETION_INDEX": "\(index)"])
        }
        for (index, pod) in pods.enumerated() {
            let result = CommandResult(try pod.wait(timeout: 600))
            #expect(result.exitCode == 0, "pod \(index): \(arguments) \(result.stderr)")
            let manifest = try SameBatch.shardManifest(index + 1, of: completions, in: volume)
            #expect((manifest["presets"] as? [Any])?.isEmpty == false, "pod \(index) rendered nothing")
        }
        let merged = try CIJob.run(CommandRunner.motionreel, try merge.arguments(volume: volume), in: w.url)
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("merged \(completions) shards, \(names.count) presets"), "\(merged.stdout)")

        // The same command without the split, into a folder of its own.
        let whole = w.url.appendingPathComponent("whole")
        let shard = try #require(arguments.firstIndex(of: "--shard"))
        var unsharded = arguments
        unsharded.removeSubrange(shard...(shard + 1))
        let count = try #require(unsharded.firstIndex(of: "--shard-count"))
        unsharded.removeSubrange(count...(count + 1))
        unsharded = unsharded.map { $0 == volume.path ? whole.path : $0 }
        let batch = try CIJob.run(CommandRunner.motionreel, unsharded, in: source)
        try #require(batch.exitCode == 0, "\(unsharded) \(batch.stderr)")
        try SameBatch.expect(volume, equals: whole, "the volume after the merge Job")
    }
}
