#!/usr/bin/env bash
# Installs the system packages MotionReel builds, renders and tests with — only those missing, so
# a second run takes a moment. Debian/Ubuntu (as root, or with sudo) and macOS with Homebrew.
set -euo pipefail

DEBIAN_PACKAGES=(
  libcairo2-dev libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libavfilter-dev
  libpng-dev libimagequant-dev pkg-config
  libdeflate-dev     # the APNG's deflate (levels 10–12 compress smaller than zlib's 9); PNG frames' Adler-32 and CRC
  ffmpeg             # ffprobe/ffmpeg judge our outputs in the tests
  time               # GNU time: make bench reads the ffmpeg command line's peak memory from it
  chromium           # headless, the spec tests open the HTML spec page in it
  chromium-driver    # the preview's browser test drives Chromium through it (Selenium)
  python3 python3-venv  # the venv for the Python test helpers (selenium, from PyPI)
  fonts-inter        # the UI font of the rendered screens
  fonts-dejavu-core  # fallback font
  libjpeg62-turbo-dev librsvg2-dev  # JPEG (libjpeg-turbo) and SVG (librsvg) images in presets
  libyaml-dev        # libyaml's event parser: the preset checks that need each alias's and key's own place
  libpango1.0-dev    # text: Pango lays it out (HarfBuzz shaping, wrapping, ellipsis) and draws it with Cairo
  fonts-noto-color-emoji  # emoji in text fall back to it (about 10 MB installed)
  fonts-wqy-microhei # Chinese, Japanese and Korean text fall back to it: the smallest CJK font (about 5 MB installed)
  man-db bsdextrautils  # the tests open the man page make install writes (man -l, col -b)
  libcurl4-openssl-dev  # Foundation linked in (--static-swift-stdlib) links libcurl for its networking
)
BREW_PACKAGES=(cairo ffmpeg libpng libimagequant pkg-config pango
  libdeflate          # the APNG's deflate
  jpeg-turbo librsvg  # JPEG and SVG images in presets
  libyaml             # libyaml's event parser for the preset checks
  python@3.13         # the browser tests' venv: selenium needs Python 3.10 or later, macOS's own is 3.9
  bash                # the scripts need bash 4 or later (make bench's associative arrays); macOS's own is 3.2
)

say() { printf 'setup: %s\n' "$*" >&2; }

if ! command -v swift >/dev/null 2>&1; then
  say "swift is not on PATH: install Swift 6.1 or later (https://www.swift.org/install) and retry."
  exit 1
fi

case "$(uname -s)" in
  Linux)
    if ! command -v dpkg-query >/dev/null 2>&1; then
      say "not a Debian-based system: install the equivalents of: ${DEBIAN_PACKAGES[*]}"
      exit 0
    fi
    missing=()
    for p in "${DEBIAN_PACKAGES[@]}"; do
      status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
      [[ "$status" == "install ok installed" ]] || missing+=("$p")
    done
    if ((${#missing[@]} > 0)); then
      sudo=""
      if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || { say "need root to install: ${missing[*]}"; exit 1; }
        sudo="sudo"
      fi
      say "installing ${missing[*]}"
      export DEBIAN_FRONTEND=noninteractive
      $sudo apt-get update -qq
      $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    ;;
  Darwin)
    command -v brew >/dev/null 2>&1 || { say "install Homebrew (https://brew.sh) and retry"; exit 1; }
    missing=()
    for p in "${BREW_PACKAGES[@]}"; do
      brew list --versions "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    if ((${#missing[@]} > 0)); then
      say "installing ${missing[*]}"
      brew install "${missing[@]}"
    fi
    brew list --cask font-inter >/dev/null 2>&1 || brew install --cask font-inter || say "font-inter not installed; text falls back to the system font"
    # The spec tests open the HTML page in a headless Chromium-family browser.
    if [[ ! -d /Applications/Chromium.app && ! -d "/Applications/Google Chrome.app" ]]; then
      brew install --cask google-chrome || say "no Chrome: the spec page test needs Chromium or Chrome"
    fi
    # No chromedriver cask (Homebrew deprecated it): without a chromedriver on PATH the preview's
    # browser test lets Selenium Manager fetch the one that matches the installed Chrome.
    ;;
  *)
    say "unsupported system $(uname -s): install cairo, ffmpeg (libav*), libpng and pkg-config yourself"
    ;;
esac

# Python test helpers come from PyPI into a venv under .build, never into the system: selenium
# drives Chromium in the browser tests (Tests/Browser/), and tree-sitter with its Kotlin, Dart and
# CSS grammars parses the Compose, Flutter and CSS files specs write (Tests/Parsers/). Selenium 4.51
# needs Python 3.10 or later; macOS's own /usr/bin/python3 is 3.9, so there Homebrew's is used.
# Only those tests need it: with no such Python the set-up says so in one line and goes on,
# leaving the reason in .build/venv.missing for those tests to repeat.
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.build/venv"
missing_note="$root/.build/venv.missing"
python_packages=("selenium==4.51.0" "tree-sitter==0.26.1" "tree-sitter-kotlin==1.1.0" "tree-sitter-dart==0.1.0"
                 "tree-sitter-css==0.25.0")
python_modules="selenium, tree_sitter, tree_sitter_kotlin, tree_sitter_dart, tree_sitter_css"
if [[ -z "${PYTHON:-}" && "$(uname -s)" == Darwin ]] && command -v brew >/dev/null 2>&1; then
  PYTHON="$(brew --prefix python@3.13)/bin/python3.13"
fi
python="${PYTHON:-python3}"
if "$venv/bin/python" -c "import $python_modules" >/dev/null 2>&1; then
  rm -f "$missing_note"
else
  mkdir -p "$root/.build"
  if ! command -v "$python" >/dev/null 2>&1; then
    reason="no $python: the browser tests need Python 3.10 or later (for selenium); install it, or set PYTHON, and run scripts/setup.sh again"
  elif ! version=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2]); sys.exit(sys.version_info < (3, 10))' 2>/dev/null); then
    reason="$python is Python ${version:-of an unknown version}: the browser tests need 3.10 or later (for selenium 4.51); install a newer one, or set PYTHON, and run scripts/setup.sh again"
  else
    reason=""
  fi
  if [[ -n $reason ]]; then
    say "$reason"
    printf '%s\n' "$reason" > "$missing_note"
  else
    say "making $venv with selenium and tree-sitter's Kotlin, Dart and CSS grammars (from PyPI)"
    [[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "${python_packages[@]}"
    rm -f "$missing_note"
  fi
fi
