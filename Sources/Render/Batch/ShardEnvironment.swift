import Foundation

/// `--shard auto`: the shard a CI job is, read from the variables its CI engine sets.
///
/// CI engines number parallel jobs themselves; `auto` lets one command line serve every job of a
/// matrix. The variables, first match wins:
///
/// | engine | index | count | numbered from |
/// | --- | --- | --- | --- |
/// | any (GitHub Actions: set them from `strategy.job-index` / `strategy.job-total`) | `MOTIONREEL_SHARD_INDEX` | `MOTIONREEL_SHARD_COUNT` | 0 |
/// | GitLab `parallel:` | `CI_NODE_INDEX` | `CI_NODE_TOTAL` | 1 |
/// | CircleCI `parallelism:` | `CIRCLE_NODE_INDEX` | `CIRCLE_NODE_TOTAL` | 0 |
/// | Buildkite `parallelism:` | `BUILDKITE_PARALLEL_JOB` | `BUILDKITE_PARALLEL_JOB_COUNT` | 0 |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` | `--shard-count N` (the Job's `completions`) | 0 |
///
/// Without any of them the job is the only one: shard 1/1, the whole batch.
public enum ShardEnvironment {
    /// One engine's pair of variables.
    struct Source {
        let engine: String
        let index: String
        /// nil: the count comes from `--shard-count`.
        let count: String?
        let firstIndex: Int
    }

    static let sources = [
        Source(engine: "MotionReel (GitHub Actions)", index: "MOTIONREEL_SHARD_INDEX", count: "MOTIONREEL_SHARD_COUNT", firstIndex: 0),
        Source(engine: "GitLab", index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", firstIndex: 1),
        Source(engine: "CircleCI", index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL", firstIndex: 0),
        Source(engine: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),
        Source(engine: "Kubernetes", index: "JOB_COMPLETION_INDEX", count: nil, firstIndex: 0),
    ]

    /// Jobs in a matrix: far more than any CI engine runs at once.
    public static let maximumCount = 10_000

    /// The shard `environment` describes; `countOption` is `--shard-count` (needed for Kubernetes,
    /// and then it wins over nothing else). The error names the variable and its value.
    public static func shard(in environment: [String: String], countOption: Int?) -> Result<Shard, BatchError> {
        guard let source = sources.first(where: { environment[$0.index] != nil }),
              let indexText = environment[source.index] else {
            return .success(Shard(index: 1, count: 1)!)
        }
        func number(_ name: String, _ text: String) -> Result<Int, BatchError> {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0, value <= maximumCount else {
                return .failure(.badShard("auto", "\(name)=\(text) (\(source.engine)) is not a whole number from 0 to \(maximumCount)"))
            }
            return .success(value)
        }
        let count: Int
        if let countName = source.count {
            guard let countText = environment[countName] else {
                return .failure(.badShard("auto", "\(source.index) is set but \(countName) is not (\(source.engine))"))
            }
            switch number(countName, countText) {
            case .success(let value): count = value
            case .failure(let error): return .failure(error)
            }
        } else {
            guard let countOption else {
                return .failure(.badShard("auto", "\(source.index) is set (\(source.engine)); give the number of jobs "
                                          + "with --shard-count N (the Job's completions)"))
            }
            count = countOption
        }
        let index: Int
        switch number(source.index, indexText) {
        case .success(let value): index = value - source.firstIndex + 1
        case .failure(let error): return .failure(error)
        }
        guard count >= 1 else {
            return .failure(.badShard("auto", "the number of jobs must be at least 1, found \(count) (\(source.engine))"))
        }
        guard let shard = Shard(index: index, count: count) else {
            return .failure(.badShard("auto", "\(source.index)=\(indexText) is not one of \(count) jobs numbered from "
                                      + "\(source.firstIndex) (\(source.engine))"))
        }
        return .success(shard)
    }
}
