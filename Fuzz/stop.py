#!/usr/bin/env python3
"""The stop fuzzer: batches stopped at random moments by random signals, and what they leave checked.

    python3 Fuzz/stop.py --runs [STOPS]   replay: STOPS stops (default FUZZ_STOP_RUNS or 6) from seed
                                          FUZZ_SEED (default 1): what `make test` runs
    python3 Fuzz/stop.py SECONDS          explore: stops with fresh seeds until SECONDS have passed

A CI job is stopped at any moment: cancelled (SIGTERM), interrupted (SIGINT) or killed (SIGKILL,
an OOM killer). Each round draws, from the seed, a signal, a moment within an uninterrupted run of
the same batch, and a job count, then runs `motionreel batch PRESETS --spec` into a fresh folder,
stops it, and checks the invariants below; then it runs the batch again and checks that the rerun
completes the folder. The presets are three of `Presets/`, drawn from the seed, at scale 1, with
every spec and platform file — the outputs that must land together.

The invariants, any one of which broken is a finding (exit 1, with the round's seed, signal and
moment, to replay it with FUZZ_SEED and --runs):
- a killed batch leaves no partial preset: every preset in the folder has all of its outputs (as
  the uninterrupted run's manifest lists them) or none — unless SIGKILL landed inside a commit,
  whose record (`.NAME.commit-…`) is then left, and the rerun must finish it;
- every output in the folder is whole: the same bytes as the uninterrupted run's;
- the journal names exactly the presets whose outputs are all there (it is committed with them);
- SIGINT and SIGTERM exit with 128 + the signal (or 0, when the batch had finished);
- the rerun exits 0, skips exactly the presets that were complete (nothing finished is redone),
  renders the rest, leaves every preset complete and nothing temporary (`.partial-`, `.old-`,
  `.commit-`, the journal).

Where the signal lands depends on the machine's speed, so unlike the libFuzzer runs the same seed
stops at the same moments but not at the same frame everywhere.
"""
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MOTIONREEL = os.environ.get("MOTIONREEL") or os.path.join(ROOT, ".build", "debug", "motionreel")
SIGNALS = [("SIGINT", signal.SIGINT), ("SIGTERM", signal.SIGTERM), ("SIGKILL", signal.SIGKILL)]
LITTER = (".partial-", ".old-", ".commit-", ".motionreel-journal")


def batch(presets, out, jobs):
    return [MOTIONREEL, "batch", *presets, "--spec", "--scale", "1", "-j", str(jobs), "-o", out]


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def outputs_by_preset(folder):
    """Each preset's outputs, {name: {path: sha256}}, as the folder's manifest.json lists them."""
    with open(os.path.join(folder, "manifest.json")) as handle:
        manifest = json.load(handle)
    return {entry["name"]: {output["path"]: output["sha256"] for output in entry["outputs"]} for entry in manifest["presets"]}


def journal(folder):
    names = set()
    path = os.path.join(folder, ".motionreel-journal")
    for name in os.listdir(path) if os.path.isdir(path) else []:
        if name.endswith(".json"):
            with open(os.path.join(path, name)) as handle:
                names.add(json.load(handle)["name"])
    return names


def litter(folder):
    return sorted(name for name in os.listdir(folder) if any(mark in name for mark in LITTER))


def check_stopped(folder, reference, commit_left):
    """The findings about a stopped batch's folder, and the presets complete in it.

    The journal is checked only in a batch that did not finish: one that wrote its manifest has
    removed the journal, even when the signal came before it exited."""
    findings, complete = [], set()
    present = set(os.listdir(folder))
    for name, outputs in reference.items():
        have = [path for path in outputs if path in present]
        if len(have) == len(outputs):
            complete.add(name)
        elif have and not commit_left:
            findings.append(f"{name}: a partial preset, {len(have)} of {len(outputs)} outputs: {sorted(have)}")
        for path in have:
            if not path.endswith("/") and sha256(os.path.join(folder, path)) != outputs[path]:
                findings.append(f"{name}: {path} is not the whole output")
    recorded = journal(folder)
    if os.path.exists(os.path.join(folder, "manifest.json")):
        pass
    elif not recorded <= complete:
        findings.append(f"the journal names {sorted(recorded - complete)}, whose outputs are not all there")
    elif recorded != complete and not commit_left:
        findings.append(f"the journal misses {sorted(complete - recorded)}, whose outputs are all there: a rerun redoes them")
    return findings, complete, recorded


def round_(number, rng, presets, reference, duration, scratch):
    signal_name, signal_number = rng.choice(SIGNALS)
    moment = duration * rng.uniform(0.05, 0.95)
    jobs = rng.choice([1, 2])
    out = os.path.join(scratch, f"stop-{number}")
    where = f"round {number}: {signal_name} at {moment:.2f} s, -j {jobs}"
    run = subprocess.Popen(batch(presets, out, jobs), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    time.sleep(moment)
    run.send_signal(signal_number)
    _, stderr = run.communicate(timeout=600)
    findings = []
    if not os.path.isdir(out):
        os.makedirs(out)
    commit_left = signal_number == signal.SIGKILL and any(".commit-" in name for name in os.listdir(out))
    manifest_before = os.path.exists(os.path.join(out, "manifest.json"))
    stopped, complete, recorded = check_stopped(out, reference, commit_left)
    findings += stopped
    if signal_number != signal.SIGKILL and run.returncode not in (0, 128 + signal_number):
        findings.append(f"exit {run.returncode}, not {128 + signal_number}: {stderr.strip()}")

    rerun = subprocess.run(batch(presets, out, jobs), capture_output=True, text=True, timeout=1200)
    if rerun.returncode != 0:
        findings.append(f"the rerun exited {rerun.returncode}: {rerun.stderr.strip()[-400:]}")
    else:
        with open(os.path.join(out, "manifest.json")) as handle:
            statuses = {entry["name"]: entry["status"] for entry in json.load(handle)["presets"]}
        skipped = {name for name, status in statuses.items() if status == "skipped"}
        finished = manifest_before  # it wrote its manifest before the signal
        if not commit_left and skipped != (set(reference) if finished else complete):
            findings.append(f"the rerun skipped {sorted(skipped)}, but {sorted(complete)} were complete")
        after, complete_after, _ = check_stopped(out, reference, False)
        findings += [f"after the rerun: {finding}" for finding in after]
        if complete_after != set(reference):
            findings.append(f"after the rerun only {sorted(complete_after)} are complete")
        if litter(out):
            findings.append(f"the rerun left {litter(out)}")
    shutil.rmtree(out, ignore_errors=True)
    return where, signal_name, len(complete) < len(reference), findings


def main():
    arguments = sys.argv[1:]
    replay = bool(arguments) and arguments[0] == "--runs"
    seed = int(os.environ.get("FUZZ_SEED", "1"))
    stops = int(arguments[1]) if replay and len(arguments) > 1 else int(os.environ.get("FUZZ_STOP_RUNS", "6"))
    seconds = None if replay else float(arguments[0] if arguments else os.environ.get("FUZZ_SECONDS", "1800"))
    if not os.access(MOTIONREEL, os.X_OK):
        print(f"fuzz: stop: {MOTIONREEL} is not built; run swift build first (or set MOTIONREEL)")
        return 2
    started = time.monotonic()
    scratch = tempfile.mkdtemp(prefix="motionreel-stop-fuzz.")
    rng = random.Random(seed)
    pool = sorted(os.path.join(ROOT, "Presets", name) for name in os.listdir(os.path.join(ROOT, "Presets")) if name.endswith(".yaml"))
    presets = rng.sample(pool, 3)
    reference_folder = os.path.join(scratch, "reference")
    began = time.monotonic()
    reference_run = subprocess.run(batch(presets, reference_folder, 1), capture_output=True, text=True, timeout=1200)
    duration = time.monotonic() - began
    if reference_run.returncode != 0:
        print(f"fuzz: stop: the uninterrupted batch failed: {reference_run.stderr.strip()[-400:]}")
        return 1
    reference = outputs_by_preset(reference_folder)
    counts, halfway, number, failed = {}, 0, 0, False
    try:
        while (number < stops) if replay else (time.monotonic() - started < seconds):
            number += 1
            where, signal_name, was_halfway, findings = round_(number, rng, presets, reference, duration, scratch)
            counts[signal_name] = counts.get(signal_name, 0) + 1
            halfway += was_halfway
            if findings:
                failed = True
                print(f"fuzz: stop: FINDING in {where} (seed {seed}, presets {[os.path.basename(p) for p in presets]}):")
                for finding in findings:
                    print(f"  {finding}")
                break
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    by_signal = ", ".join(f"{counts[name]} {name}" for name, _ in SIGNALS if name in counts)
    names = ", ".join(os.path.splitext(os.path.basename(p))[0] for p in presets)
    verdict = "not clean" if failed else "clean"
    print(f"fuzz: stop {verdict}: seed {seed}, {number} stops ({by_signal}) of batch --spec of {names}, "
          f"{halfway} with presets left to do ({time.monotonic() - started:.0f} s)")
    if not failed and replay and halfway == 0:
        print("fuzz: stop: no stop landed before the batch finished: the run proves nothing")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
