import Foundation
import Testing
import TestSupport

/// `--shard auto` run as each CI engine of docs/ci-shards.md's table runs it: three jobs, each
/// with only the variables its engine gives it, then `merge`. The unit tests
/// (ShardEnvironmentTests) read the variables; this runs the whole split and join, for every
/// engine the document names.
@Suite("--shard auto with each CI engine's variables (docs/ci-shards.md): the jobs' shards merge into one unsharded batch")
struct ShardEngineTests {
    static let jobs = 3

    @Test("for each engine, three jobs of batch --shard auto and a merge equal one unsharded batch")
    func everyEngine() throws {
        let engines = try ShardEngine.documented(in: CIDocument())
        try #require(!engines.isEmpty, "docs/ci-shards.md's --shard auto table")
        let w = try Workspace()
        // Names whose shards of 3 are 3, 2, 1, 1, 2: every job has presets to render.
        let names = ["one", "four", "eight", "nine", "five"]
        for name in names { try w.write("presets/\(name).yaml", SmallPreset.slide(name: name, height: 60)) }
        let whole = try CIJob.run(CommandRunner.motionreel, ["batch", w.path("presets"), "-o", w.path("whole")], in: w.url)
        try #require(whole.exitCode == 0, "\(whole.stderr)")

        for (number, engine) in engines.enumerated() {
            let out = w.url.appendingPathComponent("engine-\(number)")
            for job in 0..<Self.jobs {
                let arguments = ["batch", w.path("presets"), "--shard", "auto"] + engine.arguments(count: Self.jobs) + ["-o", out.path]
                let variables = engine.variables(job: job, of: Self.jobs)
                let run = try CIJob.run(CommandRunner.motionreel, arguments, in: w.url, variables: variables)
                #expect(run.exitCode == 0, "\(engine) job \(job): \(variables) \(run.stderr)")
                // The job took its own shard from the variables, not the whole batch (which a
                // variable the code does not read would give: shard 1/1).
                let manifest = try SameBatch.shardManifest(job + 1, of: Self.jobs, in: out)
                #expect(manifest["shard"] as? String == "\(job + 1)/\(Self.jobs)", "\(engine) job \(job)")
                #expect((manifest["presets"] as? [Any])?.isEmpty == false, "\(engine) job \(job) rendered nothing")
            }
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.shard-1-of-1.json").path),
                    "\(engine): a job that found no variables rendered everything")
            let merge = try CIJob.run(CommandRunner.motionreel, ["merge", out.path], in: w.url)
            #expect(merge.exitCode == 0, "\(engine): \(merge.stderr)")
            #expect(merge.stdout.contains("merged \(Self.jobs) shards, \(names.count) presets"), "\(engine): \(merge.stdout)")
            try SameBatch.expect(out, equals: w.url.appendingPathComponent("whole"), "\(engine)")
        }
    }
}
