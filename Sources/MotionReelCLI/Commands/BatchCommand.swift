import ArgumentParser
import Encode
import Foundation
import Logging
import Preset
import Render
import SceneKinds
import Spec

/// `motionreel batch`: a folder of presets in, their outputs and a manifest out; up-to-date presets are skipped.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render many presets, several at a time, skipping those whose outputs are up to date.",
        discussion: """
            Each argument is a preset file or a folder, whose *.yaml files are taken (not those \
            in its subfolders; a folder with none, as import -o FOLDER writes a catalogue, gives \
            the presets of its subfolders). Presets are rendered in path order, -j at a time, to the output \
            folder, which gets a manifest: manifest.json, or manifest.shard-I-of-N.json with \
            --shard. It records each preset's input hash (SHA-256 of the preset, the images it \
            draws, the options that change outputs and MotionReel's version), its outputs with \
            their sizes and SHA-256, frames, duration, wall time and status.

            A preset whose input hash is in a manifest in the output folder, with every output \
            still there as recorded, is skipped; --force renders it anyway. A preset that is \
            refused (a mistake in it, reported as FILE:LINE:COLUMN: message, or a missing image) \
            or fails (its rendering or writing) does not stop the others. Exit code 2 when \
            presets were refused or options are bad, 1 when any failed (with or without refused \
            ones; the last lines list each kind), as render and validate. Each preset's outputs appear \
            together or not at all, as with render. Ctrl-C (SIGINT), SIGTERM or SIGHUP stops every \
            render, removes their unfinished files and exits with 130, 143 or 129, without a \
            manifest. Each preset is recorded in a journal (.motionreel-journal in the output \
            folder) the moment it is finished, so a batch stopped — or killed, even with kill -9 \
            — and run again renders only what was not finished; the journal is gone once a \
            manifest lists its presets. Two batches into one folder at once take turns: a preset \
            one is rendering, the other waits for and then skips, and their manifests and \
            galleries are written one at a time.

            --shard I/N renders the presets whose file name's SHA-256 (its first 8 bytes) is \
            I−1 mod N: N jobs with I = 1…N render every preset exactly once (docs/ci-shards.md). With \
            --balance cost, every shard reads every preset and splits them by estimated cost \
            (frames × pixels × formats), so the shards finish close together.

            --dry-run prints, for each preset, whether the batch would render it, skip it or refuse \
            it and why, its estimated cost and its shard, and writes nothing.

            --spec also writes each preset's motion spec, as `motionreel spec` does (NAME.spec.json, \
            .csv, .curves.svg, .sheet.png, .html), and each platform's code as `spec --platform` \
            prints it (NAME.compose.kt, NAME.flutter.dart, NAME.css), from the same scene; its page embeds the batch's \
            MP4 (when --format includes mp4) rather than rendering another, and carries a VP9 WebM \
            fallback only with --spec-webm. The spec files are in the manifest and the input hash, \
            so they are skipped when up to date, like the videos.

            --spec --format none writes the spec files alone, encoding no video: the frames the \
            contact sheet and the gallery's poster need are drawn, and each page shows a note \
            where its video would be; the other spec files are the same bytes as with a \
            video. It is the fast form for a CI job that checks motion (docs/ci-specs.md); its manifest \
            says formats=none, so a later batch with videos renders them rather than skip.

            Every batch also writes a gallery, index.html (index.shard-I-of-N.html for a shard): \
            each preset's poster frame, video, length, description and spec page, self-contained.

            Examples:
              motionreel batch Presets
              motionreel batch Presets --format mp4,gif -j 2 -o renders
              motionreel batch Presets --shard 2/4 --scale 1
              motionreel batch Presets --shard 2/4 --balance cost --dry-run
              motionreel batch Presets --spec -o review
              motionreel batch Presets --spec --format none -o specs
            """)

    @Argument(help: ArgumentHelp("Preset files (YAML) and folders of them.", valueName: "folder|preset"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (created if missing).", valueName: "folder"))
    var output = "out"

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Presets rendered at the same time; the default is one per core, but no more than fit in the memory "
            + "(the machine's or its cgroup limit; --verbose says how it chose, docs/ci-jobs.md).",
        valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Render only shard I of N (1 ≤ I ≤ N), for a CI matrix; 'auto' reads the CI job's "
                               + "index and count from GitLab, CircleCI, Buildkite, Kubernetes or MOTIONREEL_SHARD_INDEX/COUNT "
                               + "(see docs/ci-shards.md).", valueName: "i/n|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("With --shard auto in a Kubernetes Indexed Job: the number of jobs (the Job's completions).",
                               valueName: "n"))
    var shardCount: Int?

    @Option(help: ArgumentHelp("With --shard: split by file-name hash (stable as presets come and go) or by "
                               + "estimated cost, frames × pixels × formats (shards finish together; every shard "
                               + "reads every preset).", valueName: ShardBalance.allCases.map(\.rawValue).joined(separator: "|")))
    var balance: ShardBalance = .hash

    @Flag(help: "Print what the batch would do with each preset (render or skip, why, its estimated cost and shard) and write nothing.")
    var dryRun = false

    @Flag(help: "Render every preset, even those whose outputs are up to date.")
    var force = false

    @Flag(help: "Also write each preset's motion spec (as `motionreel spec` does) from the same render.")
    var spec = false

    @Flag(help: "With --spec: give each spec page a VP9 WebM fallback video too (a second encode).")
    var specWebm = false

    @OptionGroup(title: "Output")
    var outputs: OutputArguments

    @Flag(name: .shortAndLong, help: "Print each preset as it starts, and the peak memory.")
    var verbose = false

    /// At most one preset per core without `-j`: a render keeps about one core busy (drawing is
    /// one thread; x264's mostly waits for it), so this fills the machine without piling up
    /// encoders (measured in docs/ci-jobs.md). Fewer when their memory would not fit
    /// (``MemoryBudget``).
    static let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, maximumJobs))
    static let maximumJobs = 64

    func validate() throws {
        if let jobs, !(1...Self.maximumJobs).contains(jobs) {
            throw ValidationError("-j \(jobs): must be between 1 and \(Self.maximumJobs)")
        }
        if let shardCount, !(1...ShardEnvironment.maximumCount).contains(shardCount) {
            throw ValidationError("--shard-count \(shardCount): must be between 1 and \(ShardEnvironment.maximumCount)")
        }
        if shardCount != nil, shard != "auto" { throw ValidationError("--shard-count goes with --shard auto") }
        if let shard, case .failure(let error) = resolvedShard(shard) { throw ValidationError("\(error)") }
        if specWebm && !spec { throw ValidationError("--spec-webm: only with --spec") }
        if balance != .hash, shard == nil { throw ValidationError("--balance \(balance.rawValue): only with --shard") }
        if outputs.formats.isEmpty {
            if !spec {
                throw ValidationError("--format \(BatchSettings.noFormat): only with --spec (it writes the spec files without "
                                      + "encoding a video; without --spec there would be nothing to write)")
            }
            if specWebm { throw ValidationError("--spec-webm: not with --format \(BatchSettings.noFormat), which encodes no video") }
        }
    }

    /// `--shard` as given, `auto` read from this process's environment.
    private func resolvedShard(_ text: String) -> Result<Shard, BatchError> {
        Shard.parse(text, environment: ProcessInfo.processInfo.environment, countOption: shardCount)
    }

    /// Exit code 1 when a preset failed to render or write (even if others were refused), 2 when
    /// presets were only refused — so CI tells a typo from a crash —, nil when all were done; the
    /// message names each kind's presets.
    static func failure(_ presets: [BatchManifest.Entry]) -> CommandFailure? {
        let failed = presets.filter { $0.status == .failed }, refused = presets.filter { $0.status == .refused }
        let list = { (entries: [BatchManifest.Entry]) in entries.map(\.name).joined(separator: ", ") }
        let refusal = "refused (a mistake in the preset or its files): \(list(refused))"
        guard !failed.isEmpty else {
            return refused.isEmpty ? nil : .usage("error: \(refused.count) of \(presets.count) presets \(refusal)")
        }
        return .failed("error: \(failed.count) of \(presets.count) presets failed to render or write: \(list(failed))"
                       + (refused.isEmpty ? "" : "; \(refused.count) \(refusal)"))
    }

    func run() throws {
        let settings = BatchSettings(
            formats: outputs.formats, encoding: outputs.encoding, fps: outputs.fps, scale: outputs.scale,
            reduceMotion: outputs.reduceMotion, transparent: outputs.transparent, settle: outputs.settle)
        let presets: [BatchInput]
        do {
            presets = try BatchInput.expand(inputs)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        // A dry run writes nothing, not even the output folder.
        let directory = dryRun ? URL(fileURLWithPath: output, isDirectory: true) : try OutputFolder.prepare(output)
        let overrides = outputs.overrides
        let runner = BatchRunner(
            // An explicit -j is obeyed; without it, one per core as far as the memory goes.
            inputs: presets, settings: settings, outputDirectory: directory, jobs: jobs ?? Self.cores,
            memoryBudget: jobs == nil ? MemoryBudget.current() : nil,
            shard: try shard.map { try resolvedShard($0).get() }, balance: balance, force: force, version: MotionReel.version,
            extraOutputs: spec ? BatchSpecOutputs(webm: specWebm, video: !settings.formats.isEmpty) : nil
        ) { input in
            let scene = try PresetLoader.load(contentsOf: input.url, file: input.path, overrides: overrides)
            PresetInput.warn(scene)
            return scene
        }

        var logger = Logger(label: "motionreel")
        logger.logLevel = verbose ? .debug : .warning
        let started = ContinuousClock.now
        let plan = runner.plan(readingAll: dryRun, logger: logger)
        if dryRun {
            print(BatchDryRun.report(plan), terminator: "")
            // The exit code the batch would have for its refusals: a CI check of the presets.
            let refused = plan.selected.filter { $0.action == .refuse }
            if !refused.isEmpty {
                throw CommandFailure.usage("error: \(refused.count) of \(plan.selected.count) presets would be refused: "
                                           + refused.map(\.name).joined(separator: ", "))
            }
            return
        }
        let progress = BatchProgress(total: plan.selected.count, verbose: verbose)
        let manifest: BatchManifest
        do {
            manifest = try runner.run(plan, logger: logger) { progress.handle($0) }
        } catch {
            throw CommandFailure.failed("error: \(runner.manifestURL.path): cannot write the manifest or the gallery (\(error))")
        }
        let manifestPath = (output as NSString).appendingPathComponent(runner.manifestURL.lastPathComponent)
        progress.summary(manifest, seconds: started.duration(to: .now), manifestPath: manifestPath)
        if verbose { progress.line("peak memory: \(PeakMemory.kibibytes) KiB") }
        if let failure = Self.failure(manifest.presets) { throw failure }
    }
}
