#!/usr/bin/env bash
# The GitHub Action's work (action.yml): film an app's SwiftUI code into a catalogue of presets when
# asked to, render the presets with their motion specs, compare them with a baseline when one is
# given, and tell GitHub what happened — a step summary, the step's outputs and the exit code.
# Here rather than in action.yml so that it can be read, and run by the tests (GitHubActionTests),
# as a script.
#
# Its inputs are variables, which action.yml sets from the action's `with:`:
#   MOTIONREEL            the motionreel executable (default: motionreel on PATH)
#   INPUT_IMPORT          SwiftUI folders and files, separated by spaces or lines; empty (default): no
#                         import. Given, `motionreel import` films them into INPUT_CATALOGUE first,
#                         and the batch renders the catalogue's presets with the others
#   INPUT_CATALOGUE       the folder import writes (default motion)
#   INPUT_PRESETS         preset files and folders, separated by spaces or lines (default Presets;
#                         with INPUT_IMPORT and no Presets there, the catalogue alone)
#   INPUT_FORMATS         batch --format (default mp4; none for the spec files alone)
#   INPUT_SHARD           I/N or auto: only that shard; empty: every preset
#   INPUT_BASELINE        a folder holding a previous merged output; empty: nothing is compared
#   INPUT_FAIL_ON_CHANGE  true or false (default true): fail when the motion changed
#   INPUT_OUTPUT          the batch's folder (default out); the diff goes to OUTPUT-diff
# It appends to GitHub's files GITHUB_STEP_SUMMARY (Markdown) and GITHUB_OUTPUT (changed=,
# manifest=, report=); unset, they are /dev/null.
#
# Exit codes: 0 done (nothing changed, or the change is allowed by fail-on-change false);
# 1 the motion changed, or a preset failed to render (the batch's 1); 2 a bad input, Swift that
# import cannot read (after the summary; nothing is rendered), or a baseline the diff cannot read.
set -uo pipefail

motionreel=${MOTIONREEL:-motionreel}
formats=${INPUT_FORMATS:-mp4}
shard=${INPUT_SHARD:-}
baseline=${INPUT_BASELINE:-}
fail_on_change=${INPUT_FAIL_ON_CHANGE:-true}
output=${INPUT_OUTPUT:-out}
catalogue=${INPUT_CATALOGUE:-motion}
[[ $catalogue == -* ]] && catalogue=./$catalogue   # a folder, never an option
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
outputs=${GITHUB_OUTPUT:-/dev/null}
set -f                                  # split the list on white space, expand no * in it
presets=(${INPUT_PRESETS:-Presets})
imports=(${INPUT_IMPORT:-})
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
if [[ ${#imports[@]} -gt 0 ]]; then
  case $catalogue in
    # import -o NAME.yaml writes one tabs preset, not a catalogue.
    *.yaml | *.yml) refuse "catalogue is the folder import writes, not a preset file: '$catalogue'" ;;
  esac
fi

# Runs a command with its standard error shown as it comes and kept in $log (for the summary);
# returns the command's exit code.
log=$(mktemp)
imported=$(mktemp)
trap 'rm -f "$log" "$imported"' EXIT
logged() {
  { "$@" 2>&1 1>&3 3>&- | tee "$log" >&2; } 3>&1
  return "${PIPESTATUS[0]}"
}

# A path as it was written, without ./ before it or / after it: motion/ and ./motion are motion.
bare() {
  local path=$1
  while [[ $path == ./* ]]; do path=${path#./}; done
  while [[ $path == */ && $path != / ]]; do path=${path%/}; done
  printf '%s' "$path"
}

# The summary's heading, once: the import's lines come before the batch's.
headed=false
heading() {
  if [[ $headed == true ]]; then echo; else printf '## MotionReel\n\n'; headed=true; fi
}

if [[ ${#imports[@]} -gt 0 ]]; then
  # The catalogue: a layers preset per view state of the app's code, kept in step with it (only
  # what changed is rewritten, so the batch re-renders only those). Its report is on standard
  # output, kept in $imported; what could not be read is on standard error, in $log.
  logged "$motionreel" import --output="$catalogue" -- "${imports[@]}" | tee "$imported"
  import_status=${PIPESTATUS[0]}

  # "filmed 6 of 8 sites in 2 files: 4 presets in motion (4 written, 0 unchanged, 0 kept, 0 removed)",
  # then "not filmed:" and a "  FILE:LINE:COLUMN: reason" line for each site it did not film.
  filmed=$(grep -E '^filmed [0-9]+ of [0-9]+ sites? ' "$imported" | tail -n 1)
  unfilmed=$(sed -n '/^not filmed:$/,$p' "$imported" | sed -n 's/^  //p')
  {
    heading
    if [[ -n $filmed ]]; then echo "$filmed"; fi
    if [[ -n $unfilmed ]]; then
      count=$(printf '%s\n' "$unfilmed" | grep -c .)
      echo
      echo "<details><summary>$count site$([[ $count == 1 ]] || echo s) not filmed, and why</summary>"
      echo
      echo '```'
      printf '%s\n' "$unfilmed"
      echo '```'
      echo
      echo '</details>'
    fi
  } >> "$summary"

  if [[ $import_status -ne 0 ]]; then
    problems=$(grep -v 'warning:' "$log")
    {
      echo
      echo "The import could not read all of \`${imports[*]}\` (exit $import_status); nothing was rendered:"
      echo
      echo '```'
      printf '%s\n' "$problems" | head -n 20
      echo '```'
    } >> "$summary"
    first=$(printf '%s\n' "$problems" | grep -m 1 .)
    echo "::error title=MotionReel::motionreel import failed (exit $import_status)${first:+: ${first//%/%25}}; see the step summary"
    exit "$import_status"
  fi

  # The batch is given the catalogue's folders that hold presets (one per Swift file: motion/Card,
  # …; any batch reads a folder's own *.yaml), in the catalogue's place when the presets list it,
  # else after them; none when nothing was filmed. Presets, when it is only the default and is not
  # there, is left out: the app alone.
  folders=()
  while IFS= read -r -d '' folder; do
    if [[ -n $(find "$folder" -maxdepth 1 -type f -name '*.yaml' ! -name '.*' -print -quit) ]]; then folders+=("$folder"); fi
  done < <(find "$catalogue" -type d -print0 2> /dev/null | LC_ALL=C sort -z)
  if [[ ${#folders[@]} -gt 0 ]]; then
    if [[ -z ${INPUT_PRESETS:-} || ${presets[*]} == Presets ]] && [[ ! -e Presets ]]; then presets=(); fi
    listed=()
    added=false
    for preset in ${presets[@]+"${presets[@]}"}; do
      if [[ $(bare "$preset") == "$(bare "$catalogue")" ]]; then
        if [[ $added == false ]]; then listed+=("${folders[@]}"); added=true; fi
      else
        listed+=("$preset")
      fi
    done
    [[ $added == true ]] || listed+=("${folders[@]}")
    presets=("${listed[@]}")
  fi
fi

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
  heading
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
