#!/usr/bin/env bash
# Runs the built test suite (`swift test --skip-build`, extra arguments passed on) and, when it
# fails, ends with a short list of the failures.
#
# Why: a CI log is often read from its end, and Swift Testing prints an issue where it happens,
# hundreds of lines before its last line ("failed … with 2 issues"). The list repeats each
# recorded issue's first line (test, file:line, expectation), so the end of the log alone says
# what failed. The whole output is still printed as it comes, and kept in .build/test.log.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
log=.build/test.log
mkdir -p .build

"$SWIFT" test --skip-build ${1+"$@"} 2>&1 | tee "$log"   # ${1+…}: bash 3.2 (macOS) calls an empty "$@" unbound
status=${PIPESTATUS[0]}

if [[ $status -ne 0 ]]; then
  echo
  echo "── the suite failed (exit $status); its issues, as recorded (whole log: $log) ──"
  # Swift Testing: "✘ Test … recorded an issue at File.swift:L:C: …", then the expectation's
  # comment on lines starting "↳"; XCTest: "File.swift:L: error: …".
  awk '/✘ Test .* recorded an issue|: error: / { print; keep = 1; next }
       keep && /^[[:space:]]*↳/ { print; next }
       { keep = 0 }' "$log" | cut -c1-400 | head -n 40
  echo "── end of the failures ──"
fi
exit "$status"
