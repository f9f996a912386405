import Encode
import Foundation
import Locking
import Logging
import Scene

/// Renders a folder of presets: `jobs` at a time, skipping those whose outputs are up to date,
/// carrying on past failures, and recording everything in a manifest.
///
/// ```swift
/// let runner = BatchRunner(inputs: try BatchInput.expand(["Presets"]), settings: settings,
///                          outputDirectory: out, version: "0.1.0") { input in
///     try PresetLoader.load(contentsOf: input.url, file: input.path)
/// }
/// let manifest = try runner.run { event in print(event) }
/// ```
///
/// Every preset of the shard is read and hashed first, in input order (a bad one fails at once,
/// and when two presets share a `name:` the later one fails rather than overwrite the other's
/// files); then the rest are checked against earlier manifests and rendered in parallel.
public struct BatchRunner: Sendable {
    /// Turns a preset file into a scene; what it throws is the failure message (`FILE:LINE:COLUMN: …`).
    public typealias Loader = @Sendable (BatchInput) throws -> MotionScene

    public var inputs: [BatchInput]
    public var settings: BatchSettings
    public var outputDirectory: URL
    /// Presets rendered at the same time; with a ``memoryBudget``, at most this many.
    public var jobs: Int
    /// When set (`batch` without `-j`), fewer than ``jobs`` run at once if that many renders of
    /// the batch's largest frame would not fit in it; nil runs ``jobs`` whatever the memory.
    public var memoryBudget: MemoryBudget?
    /// The slice of `inputs` this run renders; nil for all of them.
    public var shard: Shard?
    /// Render even what is up to date.
    public var force: Bool
    /// MotionReel's version, part of every input hash.
    public var version: String
    /// Files made for each preset beside its videos (the CLI's motion specs); their fingerprint
    /// is part of the settings, so adding or changing them renders again.
    public var extraOutputs: (any PresetOutputs)? {
        didSet { settings.extraOutputs = extraOutputs?.fingerprint }
    }
    public var load: Loader

    public init(inputs: [BatchInput], settings: BatchSettings, outputDirectory: URL, jobs: Int = 1,
                memoryBudget: MemoryBudget? = nil, shard: Shard? = nil, force: Bool = false, version: String,
                extraOutputs: (any PresetOutputs)? = nil, load: @escaping Loader) {
        self.inputs = inputs
        self.settings = settings
        self.settings.extraOutputs = extraOutputs?.fingerprint
        self.extraOutputs = extraOutputs
        self.outputDirectory = outputDirectory
        self.jobs = jobs
        self.memoryBudget = memoryBudget
        self.shard = shard
        self.force = force
        self.version = version
        self.load = load
    }

    /// Where the manifest goes: `manifest.json`, or `manifest.shard-I-of-N.json` for a shard.
    public var manifestURL: URL {
        outputDirectory.appendingPathComponent(shard?.manifestName ?? "manifest.json")
    }

    /// The inputs this run renders: all of them, or the shard's.
    public var selectedInputs: [BatchInput] {
        guard let shard else { return inputs }
        return inputs.filter { shard.contains(name: $0.stem) }
    }

    /// Where the gallery goes: `index.html` beside the manifest (`index.shard-I-of-N.html` for a shard).
    public var galleryURL: URL {
        outputDirectory.appendingPathComponent(shard.map(Gallery.shardFileName)
                                               ?? Gallery.fileName)
    }

    /// Runs the batch, writes the manifest and the gallery and returns the manifest. Only writing
    /// those two can throw; a preset that fails is an entry with status `failed`.
    public func run(logger: Logger = Logger(label: "motionreel.batch"),
                    events: @escaping @Sendable (BatchEvent) -> Void = { _ in }) throws -> BatchManifest {
        let report = Reporter(events)
        let selected = selectedInputs
        let previous = force ? [:] : previousEntries(logger: logger)
        // Filled in by the workers in any order, read in input order.
        let entries = Locked([BatchManifest.Entry?](repeating: nil, count: selected.count))
        // The gallery's description and poster of each preset that did not fail, by input index.
        let shown = Locked([Int: (description: String?, poster: Data?)]())

        // Read, check and hash every preset first, in order.
        var work: [(index: Int, input: BatchInput, scene: MotionScene, hash: String, reading: Double)] = []
        var names = NameClaims()
        for (index, input) in selected.enumerated() {
            let started = ContinuousClock.now
            let failure = { (name: String, hash: String?, message: String) in
                let entry = BatchManifest.Entry(name: name, preset: input.path, inputHash: hash, status: .failed,
                                                error: message, wallTime: (started.secondsSince * 1000).rounded() / 1000)
                entries.withLock { $0[index] = entry }
                report(.finished(entry))
            }
            let scene: MotionScene, hash: String
            do {
                let text = try Data(contentsOf: input.url)
                scene = try load(input)
                hash = try InputHash.compute(presetText: text, files: scene.sourceFiles, settings: settings,
                                             version: version).hex
            } catch {
                failure(input.stem, nil, "\(error)")
                continue
            }
            if let duplicate = names.claim(scene.name, by: input.path) {
                failure(scene.name, hash, "\(duplicate)")
                continue
            }
            work.append((index, input, scene, hash, started.secondsSince))
        }

        let queued = work
        let running = jobCount(for: queued.map(\.scene))
        report(.jobs(running))
        WorkerPool.run(count: queued.count, width: running.jobs) { item in
            // Wall time: reading and hashing the preset, plus this worker's time on it (not the wait for a worker).
            let (index, input, scene, hash, reading) = queued[item]
            let started = ContinuousClock.now
            var entry: BatchManifest.Entry
            if let earlier = previous[hash], isUpToDate(earlier) {
                entry = BatchManifest.Entry(name: scene.name, preset: input.path, inputHash: hash, status: .skipped,
                                            frames: earlier.frames, duration: earlier.duration,
                                            wallTime: 0, outputs: earlier.outputs)
            } else {
                entry = render(scene, input: input, hash: hash, logger: logger, report: report)
            }
            if entry.status != .failed {
                let poster: Data?
                do { poster = try GalleryPoster.png(for: scene) } catch {
                    logger.warning("\(scene.name): no poster frame for the gallery (\(error))")
                    poster = nil
                }
                shown.withLock { $0[index] = (scene.description, poster) }
            }
            entry.wallTime = ((reading + started.secondsSince) * 1000).rounded() / 1000
            entries.withLock { $0[index] = entry }
            report(.finished(entry))
        }

        let manifest = BatchManifest(motionreel: version, settings: settings, shard: shard,
                                     presets: entries.withLock { $0.compactMap { $0 } })
        try manifest.write(to: manifestURL)
        let extras = shown.withLock { $0 }
        let items = entries.withLock { $0 }.enumerated().compactMap { index, entry in
            entry.map { Gallery.Item(entry: $0, description: extras[index]?.description, poster: extras[index]?.poster) }
        }
        try Gallery.write(items, title: "MotionReel batch" + (shard.map { " · shard \($0)" } ?? ""), to: galleryURL)
        return manifest
    }

    /// How many of `scenes` to render at once: ``jobs``, or fewer when the ``memoryBudget`` does
    /// not fit that many renders of the largest frame among them.
    private func jobCount(for scenes: [MotionScene]) -> BatchJobs {
        guard let memoryBudget else { return BatchJobs(jobs: jobs, memory: nil) }
        let largest = scenes.map(\.canvas).max { $0.pixelWidth * $0.pixelHeight < $1.pixelWidth * $1.pixelHeight }
        let count = memoryBudget.jobs(cores: jobs, width: largest?.pixelWidth ?? 0, height: largest?.pixelHeight ?? 0,
                                      formats: settings.formats)
        return BatchJobs(jobs: count.jobs, memory: count)
    }

    /// Renders one preset; the entry's wall time is left for the caller to fill in.
    private func render(_ scene: MotionScene, input: BatchInput, hash: String,
                        logger: Logger, report: Reporter) -> BatchManifest.Entry {
        let timeline = scene.timeline()
        let job = RenderJob(scene: scene, formats: settings.formats, outputDirectory: outputDirectory,
                            encoding: settings.encoding)
        report(.started(name: scene.name, frames: timeline.frameCount))
        do {
            let files = try job.run(logger: logger) { done, total in
                report(.progress(name: scene.name, done: done, total: total))
            }
            var outputs = try files.map { try OutputDigest.describe($0, in: outputDirectory) }
            if let extraOutputs {
                let made = try extraOutputs.make(scene: scene, rendered: files, in: outputDirectory)
                outputs += try made.map { try OutputDigest.describe($0, frames: timeline.frameCount) }
            }
            return BatchManifest.Entry(name: scene.name, preset: input.path, inputHash: hash, status: .rendered,
                                       frames: timeline.frameCount, duration: timeline.duration,
                                       wallTime: 0, outputs: outputs)
        } catch {
            return BatchManifest.Entry(name: scene.name, preset: input.path, inputHash: hash, status: .failed,
                                       error: "\(error)", wallTime: 0)
        }
    }

    /// An earlier entry's outputs are all there as recorded, one per format of this run.
    private func isUpToDate(_ entry: BatchManifest.Entry) -> Bool {
        entry.status != .failed && entry.outputs.count == settings.formats.count + (extraOutputs?.fileCount ?? 0)
            && entry.outputs.allSatisfy { OutputDigest.isIntact($0, in: outputDirectory) }
    }

    /// The rendered and skipped entries of every manifest in the output folder (this run's own
    /// first, then other shards' and the unsharded one), by input hash.
    private func previousEntries(logger: Logger) -> [String: BatchManifest.Entry] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? [])
            .filter { $0.hasPrefix("manifest") && $0.hasSuffix(".json") && $0 != manifestURL.lastPathComponent }
            .sorted()
        var entries: [String: BatchManifest.Entry] = [:]
        for name in [manifestURL.lastPathComponent] + names {
            let url = outputDirectory.appendingPathComponent(name)
            guard let manifest = BatchManifest.read(from: url) else {
                if FileManager.default.fileExists(atPath: url.path) {
                    logger.warning("\(url.path): not a manifest this version can read; its presets are rendered again")
                }
                continue
            }
            for entry in manifest.presets where entry.status != .failed {
                if let hash = entry.inputHash, entries[hash] == nil { entries[hash] = entry }
            }
        }
        return entries
    }
}

/// Passes events on one at a time, whichever thread they come from.
private struct Reporter: Sendable {
    private let handler: Locked<@Sendable (BatchEvent) -> Void>

    init(_ handler: @escaping @Sendable (BatchEvent) -> Void) { self.handler = Locked(handler) }

    func callAsFunction(_ event: BatchEvent) { handler.withLock { $0(event) } }
}

private extension ContinuousClock.Instant {
    /// Seconds from this instant until now.
    var secondsSince: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
