#!/usr/bin/env bash
# `make install` / `make uninstall` / `make dist`'s staging: MotionReel laid out as a Unix program —
#   PREFIX/bin/motionreel
#   PREFIX/share/bash-completion/completions/motionreel
#   PREFIX/share/zsh/site-functions/_motionreel
#   PREFIX/share/fish/vendor_completions.d/motionreel.fish
#   PREFIX/share/man/man1/motionreel.1
# The completions come from swift-argument-parser (`motionreel --generate-completion-script`), the man
# page from its manual generator (`generate-manual`, a tool of that package, built here), so both
# follow the commands and their help without a word written twice.
#
# Usage: scripts/install.sh install PREFIX [release|debug]   (builds first, unless MOTIONREEL_PREBUILT=1)
#        scripts/install.sh uninstall PREFIX
#        scripts/install.sh stage DIR [release|debug] BINARY   (for scripts/dist.sh: lays out DIR the same way,
#                                                             with BINARY as bin/motionreel)
# `install` records what it wrote, and the folders it made, in PREFIX/share/motionreel/installed, so
# `uninstall` removes exactly those and leaves the prefix as it was. DESTDIR is honoured (packaging).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
action=${1:?usage: scripts/install.sh install|uninstall|stage PREFIX [release|debug]}
prefix=${2:?usage: scripts/install.sh install|uninstall|stage PREFIX [release|debug]}
config=${3:-release}
case $config in release | debug) ;; *) echo "install: CONFIG is release or debug, not '$config'" >&2; exit 2 ;; esac
say() { printf 'install: %s\n' "$*" >&2; }

# The files of a staged tree, relative to its root.
files=(bin/motionreel share/bash-completion/completions/motionreel share/zsh/site-functions/_motionreel
       share/fish/vendor_completions.d/motionreel.fish share/man/man1/motionreel.1)

# Lays out the program under $1 from the binary $2, recording in $3 (when given) each file written and
# each folder made.
stage() {
  local root=$1 binary=$2 record=${3:-/dev/null}
  local manual_tool=${GENERATE_MANUAL:-.build/$config/motionreel-generate-manual}
  [[ -x $manual_tool ]] || { say "no $manual_tool: build it first (scripts/manual-tool.sh $config)"; exit 1; }
  for file in "${files[@]}"; do
    local folder
    folder=$(dirname "$file")
    # The folders this makes, outermost first, so uninstall can remove them innermost first.
    local part="" made=()
    IFS=/ read -r -a parts <<< "$folder"
    for piece in "${parts[@]}"; do
      part=${part:+$part/}$piece
      [[ -d "$root/$part" ]] || { mkdir "$root/$part"; made+=("$part/"); }
    done
    ((${#made[@]})) && printf '%s\n' "${made[@]}" >> "$record"
    echo "$file" >> "$record"
  done
  install -m 0755 "$binary" "$root/bin/motionreel"
  local shell
  for shell in bash zsh fish; do
    local target
    case $shell in
      bash) target=share/bash-completion/completions/motionreel ;;
      zsh) target=share/zsh/site-functions/_motionreel ;;
      fish) target=share/fish/vendor_completions.d/motionreel.fish ;;
    esac
    "$binary" --generate-completion-script "$shell" > "$root/$target"
    chmod 0644 "$root/$target"
  done
  local manual
  manual=$(mktemp -d)
  # The page's date is the commit's, so the same commit gives the same page.
  local date
  date=$(git log -1 --format=%cs 2>/dev/null || date +%F)
  "$manual_tool" "$binary" --date "$date" --authors "MotionReel" -o "$manual" >/dev/null
  # mdoc wants a paragraph macro, not an empty line, between paragraphs.
  sed 's/^$/.Pp/' "$manual/motionreel.1" > "$root/share/man/man1/motionreel.1"
  chmod 0644 "$root/share/man/man1/motionreel.1"
  rm -rf "$manual"
}

case $action in
  install)
    root=${DESTDIR:-}$prefix
    mkdir -p "$root"
    # MOTIONREEL_PREBUILT=1: the program and generate-manual are built already (make test builds
    # them before the suite, whose own `swift test` holds the build folder's lock).
    if [[ ${MOTIONREEL_PREBUILT:-} != 1 ]]; then
      "$SWIFT" build -c "$config" --product motionreel >&2
      SWIFT=$SWIFT bash scripts/manual-tool.sh "$config" >/dev/null
    fi
    binary=".build/$config/motionreel"
    record_dir="$root/share/motionreel"
    record="$record_dir/installed"
    [[ -f "$record" ]] && "$0" uninstall "$prefix"
    list=$(mktemp)
    stage "$root" "$binary" "$list"
    [[ -d "$root/share/motionreel" ]] || { mkdir "$root/share/motionreel"; echo "share/motionreel/" >> "$list"; }
    mv "$list" "$record"
    chmod 0644 "$record"
    say "installed motionreel $("$root/bin/motionreel" --version) in $prefix (bin, completions for bash, zsh and fish, man page)"
    case ":$PATH:" in *":$prefix/bin:"*) ;; *) say "add $prefix/bin to PATH to run motionreel from any folder" ;; esac
    ;;
  uninstall)
    root=${DESTDIR:-}$prefix
    record="$root/share/motionreel/installed"
    [[ -f "$record" ]] || { say "nothing installed in $prefix (no $record)"; exit 0; }
    mapfile -t entries < "$record"
    # Files first, then the folders install made, innermost (latest) first — each only if now empty.
    for entry in "${entries[@]}"; do [[ $entry == */ ]] || rm -f "$root/$entry"; done
    rm -f "$record"
    for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
      entry=${entries[i]}
      if [[ $entry == */ ]]; then rmdir "$root/${entry%/}" 2>/dev/null || true; fi
    done
    say "removed motionreel from $prefix"
    ;;
  stage)
    binary=${4:?usage: scripts/install.sh stage DIR CONFIG BINARY}
    mkdir -p "$prefix"
    stage "$prefix" "$binary"
    ;;
  *)
    echo "install: unknown action '$action' (install, uninstall or stage)" >&2
    exit 2
    ;;
esac
