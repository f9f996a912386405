import Foundation
@testable import Render
import Testing
import TestSupport

@Suite("--shard auto: the shard a CI job is, from its engine's variables")
struct ShardEnvironmentTests {
    func shard(_ environment: [String: String], count: Int? = nil) -> Shard? {
        try? Shard.parse("auto", environment: environment, countOption: count).get()
    }

    func message(_ environment: [String: String], count: Int? = nil) -> String {
        if case .failure(let error) = Shard.parse("auto", environment: environment, countOption: count) { return "\(error)" }
        return "no error"
    }

    @Test("each engine's variables, numbered as that engine numbers its jobs")
    func engines() {
        // GitHub Actions: the workflow sets these from strategy.job-index (0-based) and strategy.job-total.
        #expect(shard(["MOTIONREEL_SHARD_INDEX": "0", "MOTIONREEL_SHARD_COUNT": "4"]) == Shard(index: 1, count: 4))
        #expect(shard(["MOTIONREEL_SHARD_INDEX": "3", "MOTIONREEL_SHARD_COUNT": "4"]) == Shard(index: 4, count: 4))
        // GitLab numbers from 1.
        #expect(shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"]) == Shard(index: 1, count: 3))
        #expect(shard(["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"]) == Shard(index: 3, count: 3))
        #expect(shard(["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "5"]) == Shard(index: 3, count: 5))
        #expect(shard(["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"]) == Shard(index: 1, count: 2))
        #expect(shard(["JOB_COMPLETION_INDEX": "6"], count: 8) == Shard(index: 7, count: 8))
    }

    @Test("docs/ci-shards.md's table names the variables --shard auto reads, in the order it tries them")
    func documentedTable() throws {
        let documented = try ShardEngine.documented(in: CIDocument())
        #expect(documented.map(\.indexVariable) == ShardEnvironment.sources.map(\.index))
        #expect(documented.map(\.countVariable) == ShardEnvironment.sources.map(\.count))
        #expect(documented.map(\.firstIndex) == ShardEnvironment.sources.map(\.firstIndex))
        // And each row, read as the document says, gives jobs 0…2 of 3 the shards 1/3…3/3.
        for engine in documented {
            for job in 0..<3 {
                #expect(shard(engine.variables(job: job, of: 3), count: engine.countOption(3)) == Shard(index: job + 1, count: 3),
                        "\(engine) job \(job)")
            }
        }
    }

    @Test("without any of them the job is the only one: the whole batch")
    func noEngine() {
        #expect(shard(["HOME": "/root", "CI": "true"]) == Shard(index: 1, count: 1))
    }

    @Test("the first engine whose index is set wins")
    func precedence() {
        #expect(shard(["MOTIONREEL_SHARD_INDEX": "1", "MOTIONREEL_SHARD_COUNT": "2", "CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"])
                == Shard(index: 2, count: 2))
    }

    @Test("mistakes name the variable, its value and the engine")
    func mistakes() {
        #expect(message(["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "3"]).contains("CI_NODE_INDEX=4 is not one of 3 jobs numbered from 1 (GitLab)"))
        #expect(message(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"]).contains("CI_NODE_INDEX=0 is not one of 3 jobs numbered from 1"))
        #expect(message(["CIRCLE_NODE_INDEX": "x", "CIRCLE_NODE_TOTAL": "2"]).contains("CIRCLE_NODE_INDEX=x (CircleCI) is not a whole number"))
        #expect(message(["BUILDKITE_PARALLEL_JOB": "1"]).contains("BUILDKITE_PARALLEL_JOB_COUNT is not"))
        #expect(message(["JOB_COMPLETION_INDEX": "1"]).contains("--shard-count N"))
        #expect(message(["MOTIONREEL_SHARD_INDEX": "0", "MOTIONREEL_SHARD_COUNT": "0"]).contains("at least 1"))
        #expect(message(["MOTIONREEL_SHARD_INDEX": "0", "MOTIONREEL_SHARD_COUNT": "99999999999"]).contains("not a whole number from 0 to 10000"))
    }

    @Test("the shards of every job together cover every preset once")
    func cover() {
        let names = (0..<40).map { "preset-\($0)" }
        let shards = (0..<4).compactMap { shard(["CIRCLE_NODE_INDEX": "\($0)", "CIRCLE_NODE_TOTAL": "4"]) }
        #expect(shards.count == 4)
        for name in names { #expect(shards.filter { $0.contains(name: name) }.count == 1) }
    }
}
