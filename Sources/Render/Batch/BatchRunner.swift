import Encode
import Foundation
import Locking
import Logging
import Raster
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
    /// How presets are split between shards (only with ``shard``).
    public var balance: ShardBalance
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
                memoryBudget: MemoryBudget? = nil, shard: Shard? = nil, balance: ShardBalance = .hash, force: Bool = false, version: String,
                extraOutputs: (any PresetOutputs)? = nil, load: @escaping Loader) {
        self.inputs = inputs
        self.settings = settings
        self.settings.extraOutputs = extraOutputs?.fingerprint
        self.extraOutputs = extraOutputs
        self.outputDirectory = outputDirectory
        self.jobs = jobs
        self.memoryBudget = memoryBudget
        self.shard = shard
        self.balance = balance
        self.force = force
        self.version = version
        self.load = load
    }

    /// Where the manifest goes: `manifest.json`, or `manifest.shard-I-of-N.json` for a shard.
    public var manifestURL: URL {
        outputDirectory.appendingPathComponent(shard?.manifestName ?? "manifest.json")
    }

    /// Where the gallery goes: `index.html` beside the manifest (`index.shard-I-of-N.html` for a shard).
    public var galleryURL: URL {
        outputDirectory.appendingPathComponent(shard.map(Gallery.shardFileName)
                                               ?? Gallery.fileName)
    }

    /// Decides what the batch does with each preset, writing nothing: reads, checks and hashes
    /// every preset of the shard (all of them with `readingAll`, or when shards are split by
    /// cost, which needs every cost), in order — a bad one fails at once, and when two presets
    /// share a `name:` the later one fails rather than overwrite the other's files — then looks
    /// each up in the folder's manifests and journal.
    public func plan(readingAll: Bool = false, logger: Logger = Logger(label: "motionreel.batch")) -> BatchPlan {
        let costShards = shard.map { balance == .cost ? $0 : nil } ?? nil
        var items: [BatchPlan.Item] = []
        for input in inputs {
            let hashShard = shard.map { Shard.number(for: input.stem, of: $0.count) }
            var item = BatchPlan.Item(input: input, name: input.stem, shard: hashShard,
                                      isSelected: costShards != nil || hashShard == nil || hashShard == shard?.index,
                                      action: .render, reason: "", reading: 0)
            if item.isSelected || readingAll { read(&item) }
            items.append(item)
        }
        if let costShards {
            let numbers = ShardBalance.byCost(items.map { ($0.input.path, $0.cost ?? 0) }, count: costShards.count)
            for index in items.indices {
                items[index].shard = numbers[index]
                items[index].isSelected = numbers[index] == costShards.index
            }
        }
        var names = NameClaims()
        for index in items.indices where items[index].isSelected && items[index].action != .refuse {
            if let duplicate = names.claim(items[index].name, by: items[index].input.path) {
                items[index].action = .refuse
                items[index].reason = "\(duplicate)"
            }
        }
        for index in items.indices where !items[index].isSelected {
            items[index].action = .skip
            items[index].reason = "shard \(items[index].shard ?? 0)/\(shard?.count ?? 1)'s"
            items[index].scene = nil
        }
        decideRenders(&items, logger: logger)
        return BatchPlan(items: items, shard: shard)
    }

    /// Reads, checks and hashes one preset, measuring its cost; a failure is its reason.
    private func read(_ item: inout BatchPlan.Item) {
        let started = ContinuousClock.now
        defer { item.reading = started.secondsSince }
        do {
            let text = try Data(contentsOf: item.input.url)
            let scene = try load(item.input)
            let parts = try InputHash.parts(presetText: text, files: scene.sourceFiles, settings: settings, version: version) {
                BatchManifest.Inputs.File.path(of: $0, preset: item.input.path)
            }
            (item.inputHash, item.inputs) = (parts.hash.hex, parts.inputs)
            item.name = scene.name
            item.scene = scene
            let canvas = scene.canvas
            // SwiftUI's frames even for `settle: visible`: finding the visible end draws the
            // frames it cuts, so the render costs about what the uncut film would.
            item.cost = scene.timeline().frameCount * canvas.pixelWidth * canvas.pixelHeight * max(1, settings.formats.count)
        } catch {
            item.action = .refuse
            item.reason = "\(error)"
        }
    }

    /// Render or skip, for each selected preset that was read: skipped when an earlier manifest
    /// or the journal has its input hash with every output intact (checked `jobs` at a time:
    /// it hashes the outputs); rendered, else, saying what changed (``RenderReason``).
    private func decideRenders(_ items: inout [BatchPlan.Item], logger: Logger) {
        let recorded = force ? [] : earlierEntries(logger: logger)
        let previous = Self.byHash(recorded)
        let lines = settings.fingerprint.split(separator: "\n").map(String.init)
        let candidates = items.indices.filter { items[$0].isSelected && items[$0].action == .render }
        let decided = Locked([Int: (BatchPlan.Action, String, BatchManifest.Entry?)]())
        let snapshot = items
        WorkerPool.run(count: candidates.count, width: jobs) { position in
            let index = candidates[position]
            let decision: (BatchPlan.Action, String, BatchManifest.Entry?)
            if force {
                decision = (.render, "--force", nil)
            } else if let hash = snapshot[index].inputHash, let (earlier, source) = previous[hash] {
                decision = isUpToDate(earlier) ? (.skip, "up to date in \(source)", earlier)
                    : (.render, "its outputs in \(source) are missing or changed", nil)
            } else {
                let item = snapshot[index]
                decision = (.render, RenderReason.text(preset: item.input.path, name: item.name, inputs: item.inputs,
                                                       settings: lines, version: version, among: recorded), nil)
            }
            decided.withLock { $0[index] = decision }
        }
        for (index, decision) in decided.withLock({ $0 }) {
            (items[index].action, items[index].reason, items[index].earlier) = decision
        }
    }

    /// Carries out `plan` (``plan(readingAll:logger:)``'s when nil): renders what it says,
    /// records each finished preset in the journal, then writes the manifest and the gallery and
    /// returns the manifest. Only writing those two can throw; a preset that fails is an entry
    /// with status `failed`, one the plan refused (``BatchPlan/Action/refuse``) `refused`.
    public func run(_ plan: BatchPlan? = nil, logger: Logger = Logger(label: "motionreel.batch"),
                    events: @escaping @Sendable (BatchEvent) -> Void = { _ in }) throws -> BatchManifest {
        let report = Reporter(events)
        let selected = (plan ?? self.plan(logger: logger)).selected
        let journal = BatchJournal(outputDirectory: outputDirectory, motionreel: version, settings: settings)
        // Filled in by the workers in any order, read in input order.
        let entries = Locked([BatchManifest.Entry?](repeating: nil, count: selected.count))
        // The gallery's description and poster of each preset that did not fail, by input index.
        let shown = Locked([Int: (description: String?, poster: Data?)]())

        for (index, item) in selected.enumerated() where item.action == .refuse {
            let entry = BatchManifest.Entry(name: item.name, preset: item.input.path, inputHash: item.inputHash, status: .refused,
                                            error: item.reason, wallTime: Self.milliseconds(item.reading))
            entries.withLock { $0[index] = entry }
            report(.finished(entry))
        }
        let queued = selected.indices.filter { selected[$0].action != .refuse }
        let running = jobCount(for: queued.compactMap { selected[$0].scene })
        report(.jobs(running))
        WorkerPool.run(count: queued.count, width: running.jobs) { position in
            // Wall time: reading and hashing the preset, plus this worker's time on it (not the wait for a worker).
            let index = queued[position]
            let item = selected[index]
            guard let scene = item.scene, let hash = item.inputHash else { return }
            let started = ContinuousClock.now
            var entry: BatchManifest.Entry
            if let earlier = item.earlier {
                entry = Self.skipped(earlier, item: item, scene: scene)
            } else {
                entry = {
                    let lock = PresetLock(name: scene.name, in: outputDirectory)
                    defer { withExtendedLifetime(lock) {} }
                    // A concurrent batch into this folder may have finished it while this one
                    // waited: its journal has it, or (that batch done) its manifest.
                    if !force, let (done, _) = previousEntries(logger: nil)[hash], isUpToDate(done) {
                        return Self.skipped(done, item: item, scene: scene)
                    }
                    return render(scene, item: item, hash: hash, journal: journal, logger: logger, report: report)
                }()
            }
            if entry.status.isDone {
                let poster: Data?
                do { poster = try GalleryPoster.png(for: scene) } catch {
                    logger.warning("\(scene.name): no poster frame for the gallery (\(error))")
                    poster = nil
                }
                shown.withLock { $0[index] = (scene.description, poster) }
            }
            entry.wallTime = Self.milliseconds(item.reading + started.secondsSince)
            entries.withLock { $0[index] = entry }
            report(.finished(entry))
        }

        let manifest = BatchManifest(motionreel: version, settings: settings, shard: shard, balance: balance,
                                     presets: entries.withLock { $0.compactMap { $0 } })
        let extras = shown.withLock { $0 }
        let items = entries.withLock { $0 }.enumerated().compactMap { index, entry in
            entry.map { Gallery.Item(entry: $0, description: extras[index]?.description, poster: extras[index]?.poster) }
        }
        // Another batch into this folder writes its manifest and gallery in turn, never at once.
        let folderLock = FolderLock(outputDirectory)
        try manifest.write(to: manifestURL)
        try Gallery.write(items, title: "MotionReel batch" + (shard.map { " · shard \($0)" } ?? ""), to: galleryURL)
        journal.remove(hashes: manifest.presets.compactMap { $0.status.isDone ? $0.inputHash : nil })
        PresetLock.removeStale(in: outputDirectory)
        withExtendedLifetime(folderLock) {}
        return manifest
    }

    /// The entry of a preset skipped because `earlier` rendered it; the wall time is the caller's.
    private static func skipped(_ earlier: BatchManifest.Entry, item: BatchPlan.Item, scene: MotionScene) -> BatchManifest.Entry {
        BatchManifest.Entry(name: scene.name, preset: item.input.path, inputHash: item.inputHash, status: .skipped,
                            frames: earlier.frames, duration: earlier.duration, wallTime: 0, outputs: earlier.outputs,
                            code: CodePlace.places(of: scene, preset: item.input.path), inputs: item.inputs)
    }

    /// Seconds rounded to the millisecond, as the manifest keeps wall times.
    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
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

    /// Renders one preset and records it in `journal`; the entry's wall time is left for the
    /// caller to fill in.
    private func render(_ scene: MotionScene, item: BatchPlan.Item, hash: String, journal: BatchJournal,
                        logger: Logger, report: Reporter) -> BatchManifest.Entry {
        let input = item.input
        let job = RenderJob(scene: scene, formats: settings.formats, outputDirectory: outputDirectory,
                            encoding: settings.encoding)
        do {
            let film = try scene.film()
            let timeline = film.timeline
            report(.started(name: scene.name, frames: timeline.frameCount))
            let staged = try job.stage(timeline, logger: logger) { done, total in
                report(.progress(name: scene.name, done: done, total: total))
            }
            let extras = try extraOutputs?.stage(scene: scene, film: film, rendered: staged, in: outputDirectory) ?? []
            // Checksums of the outputs as they wait under their hidden names: the same bytes.
            let outputs = try staged.map { try OutputDigest.describe($0.file.url, frames: $0.file.frameCount, staged: $0.output.url) }
                + extras.map { try OutputDigest.describe($0.destination, frames: timeline.frameCount, staged: $0.url) }
            var entry = BatchManifest.Entry(name: scene.name, preset: input.path, inputHash: hash, status: .rendered,
                                            frames: timeline.frameCount, duration: timeline.duration,
                                            wallTime: 0, outputs: outputs, code: CodePlace.places(of: scene, preset: input.path))
            entry.inputs = item.inputs
            let record: TemporaryOutput?
            do { record = try journal.stage(entry) } catch {
                logger.warning("\(scene.name): not recorded in the journal (\(error)); a killed batch renders it again")
                record = nil
            }
            // Every output of the preset — each format, the spec files — and its journal record
            // move into place in one step, once all are complete: a batch stopped before it has
            // none of them, after it all, and the journal names exactly the presets that are whole.
            try OutputTransaction.commit(staged.map(\.output) + extras + (record.map { [$0] } ?? []))
            if record != nil { journal.flush() }
            return entry
        } catch {
            var entry = BatchManifest.Entry(name: scene.name, preset: input.path, inputHash: hash, status: .failed,
                                            error: "\(error)", wallTime: 0, code: CodePlace.places(of: scene, preset: input.path))
            entry.inputs = item.inputs
            return entry
        }
    }

    /// An earlier entry's outputs are all there as recorded, one per format of this run.
    private func isUpToDate(_ entry: BatchManifest.Entry) -> Bool {
        entry.status.isDone && entry.outputs.count == settings.formats.count + (extraOutputs?.fileCount ?? 0)
            && entry.outputs.allSatisfy { OutputDigest.isIntact($0, in: outputDirectory) }
    }

    /// The rendered and skipped entries of every manifest in the output folder and of the
    /// journal (``earlierEntries(logger:)``), by input hash, each with where it was found.
    private func previousEntries(logger: Logger?) -> [String: (BatchManifest.Entry, String)] {
        Self.byHash(earlierEntries(logger: logger))
    }

    /// The first rendered or skipped one of `earlier` with each input hash, with where it was found.
    private static func byHash(_ earlier: [EarlierEntry]) -> [String: (BatchManifest.Entry, String)] {
        var entries: [String: (BatchManifest.Entry, String)] = [:]
        for candidate in earlier where candidate.entry.status.isDone {
            if let hash = candidate.entry.inputHash, entries[hash] == nil { entries[hash] = (candidate.entry, candidate.source) }
        }
        return entries
    }

    /// Every entry of every manifest in the output folder (this run's own first, then other
    /// shards' and the unsharded one), then the journal's, in that order.
    /// Unreadable manifests are warned of on `logger`.
    private func earlierEntries(logger: Logger?) -> [EarlierEntry] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? [])
            .filter { $0.hasPrefix("manifest") && $0.hasSuffix(".json") && $0 != manifestURL.lastPathComponent }
            .sorted()
        var entries: [EarlierEntry] = []
        for name in [manifestURL.lastPathComponent] + names {
            let url = outputDirectory.appendingPathComponent(name)
            guard let manifest = BatchManifest.read(from: url) else {
                if FileManager.default.fileExists(atPath: url.path) {
                    logger?.warning("\(url.path): not a manifest this version can read; its presets are rendered again")
                }
                continue
            }
            entries += manifest.presets.map {
                EarlierEntry(entry: $0, source: name, motionreel: manifest.motionreel, settings: manifest.settings)
            }
        }
        for (_, record) in BatchJournal(outputDirectory: outputDirectory).records().sorted(by: { $0.key < $1.key }) {
            entries.append(EarlierEntry(entry: record.entry, source: "the journal of an interrupted batch",
                                        motionreel: record.motionreel, settings: record.settings))
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
