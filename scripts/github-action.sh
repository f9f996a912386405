#!/usr/bin/env bash
# The GitHub Action's work (action.yml): render the presets with their motion specs, compare them
# with a baseline when one is given, and tell GitHub what happened — a step summary, the step's
# outputs and the exit code. Here rather than in action.yml so that it can be read, and run by the
# tests (GitHubActionTests), as a script.
#
# Its inputs are variables, which action.yml sets from the action's `with:`:
#   MOTIONREEL            the motionreel executable (default: motionreel on PATH)
#   INPUT_PRESETS         preset files and folders, separated by spaces or lines (default Presets)
#   INPUT_FORMATS         batch --format (default mp4; none for the spec files alone)
#   INPUT_SHARD           I/N or auto: only that shard; empty: every preset
#   INPUT_BASELINE        a folder holding a previous merged output; empty: nothing is compared
#   INPUT_FAIL_ON_CHANGE  true or false (default true): fail when the motion changed
#   INPUT_OUTPUT          the batch's folder (default out); the diff goes to OUTPUT-diff
# It appends to GitHub's files GITHUB_STEP_SUMMARY (Markdown) and GITHUB_OUTPUT (changed=,
# manifest=, report=); unset, they are /dev/null.
#
# Exit codes: 0 done (nothing changed, or the change is allowed by fail-on-change false);
# 1 the motion changed, or a preset failed to render (the batch's 1); 2 a bad input, or a baseline
# the diff cannot read.
set -uo pipefail

motionreel=${MOTIONREEL:-motionreel}
formats=${INPUT_FORMATS:-mp4}
shard=${INPUT_SHARD:-}
baseline=${INPUT_BASELINE:-}
fail_on_change=${INPUT_FAIL_ON_CHANGE:-true}
output=${INPUT_OUTPUT:-out}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
outputs=${GITHUB_OUTPUT:-/dev/null}
set -f                                  # split the list on white space, expand no * in it
presets=(${INPUT_PRESETS:-Presets})
set +f

# A line GitHub shows as an annotation on the run, and the same in the summary.
refuse() {
  echo "::error title=MotionReel::$1"
  printf '## MotionReel\n\n%s\n' "$1" >> "$summary"
  exit 2
}

case $fail_on_change in
  true | false) ;;
  *) refuse "fail-on-change must be true or false, not '$fail_on_change'" ;;
esac
if [[ -n $shard && -n $baseline ]]; then
  # A shard holds some of the presets; compared with a whole baseline, the others would be 'removed'.
  refuse "a shard ('$shard') is not compared with a baseline: compare after merging the shards (docs/ci-github.md)"
fi

# Runs a command with its standard error shown as it comes and kept in $log (for the summary);
# returns the command's exit code.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
logged() {
  { "$@" 2>&1 1>&3 3>&- | tee "$log" >&2; } 3>&1
  return "${PIPESTATUS[0]}"
}

shard_option=()
[[ -n $shard ]] && shard_option=(--shard "$shard")
logged "$motionreel" batch "${presets[@]}" --spec --format "$formats" ${shard_option[@]+"${shard_option[@]}"} -o "$output"
batch_status=$?

# "5 presets: 4 rendered, 1 skipped, 0 failed in 3.2 s; manifest out/manifest.json"
counts=$(grep -E '^[0-9]+ presets?: ' "$log" | tail -n 1)
manifest=${counts##*; manifest }
[[ $counts == *"; manifest "* ]] || manifest=""
echo "manifest=$manifest" >> "$outputs"

{
  echo "## MotionReel"
  echo
  if [[ -n $counts ]]; then echo "${counts%; manifest *}${shard:+ (shard $shard)}; manifest \`$manifest\`"; fi
} >> "$summary"

if [[ $batch_status -ne 0 ]]; then
  {
    echo
    echo "The batch failed (exit $batch_status):"
    echo
    echo '```'
    grep -E '^(failed |Error: )' "$log" | head -n 20
    echo '```'
  } >> "$summary"
  echo "::error title=MotionReel::the batch failed (exit $batch_status); see the step summary"
  exit "$batch_status"
fi

if [[ -z $baseline ]]; then
  printf '\nNo baseline given: the motion was not compared.\n' >> "$summary"
  echo "changed=" >> "$outputs"
  echo "report=" >> "$outputs"
  exit 0
fi

report=${output%/}-diff
logged "$motionreel" diff "$baseline" "$output" -o "$report" --junit "$report/junit.xml"
diff_status=$?
case $diff_status in
  0) changed=false ;;
  1) changed=true ;;
  *)
    {
      echo
      echo "The comparison with \`$baseline\` failed (exit $diff_status):"
      echo
      echo '```'
      grep -v '^tolerances from ' "$log" | head -n 20
      echo '```'
    } >> "$summary"
    echo "::error title=MotionReel::motionreel diff $baseline $output failed (exit $diff_status)"
    exit 2
    ;;
esac
echo "changed=$changed" >> "$outputs"
echo "report=$report/diff.md" >> "$outputs"
{ echo; cat "$report/diff.md"; } >> "$summary"

if [[ $changed == true ]]; then
  headline=$(grep -m 1 -oE '[0-9]+ of [0-9]+ presets? changed' "$report/diff.md")
  if [[ $fail_on_change == true ]]; then
    echo "::error title=MotionReel::motion changed: ${headline:-see the step summary} ($report/diff.html)"
    exit 1
  fi
  echo "::notice title=MotionReel::motion changed: ${headline:-see the step summary}; allowed (fail-on-change: false)"
fi
exit 0
