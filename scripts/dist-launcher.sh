#!/bin/sh
# MotionReel from a release archive (make dist): checks that the system libraries the program loads
# are installed, then runs it. Without one, the dynamic loader's own message ("error while loading
# shared libraries") would say nothing about what to install; this says the Debian package, in one
# line, and exits 2 (a bad set-up, like a bad option).
# MOTIONREEL_MISSING_LIBRARY=libcairo.so.2 pretends that library is missing (the tests' hook).
here=$(dirname "$(readlink -f "$0")")
program="$here/../libexec/motionreel/motionreel"
libraries="$here/../share/motionreel/libraries"
# The loader lists what it would load, without running the program (what ldd does).
missing=$(LD_TRACE_LOADED_OBJECTS=1 "$program" 2>/dev/null | awk '/=> not found/ { print $1; exit }')
missing=${MOTIONREEL_MISSING_LIBRARY:-$missing}
if [ -n "$missing" ]; then
  package=$(awk -v lib="$missing" '$1 == lib { print $2; exit }' "$libraries" 2>/dev/null)
  echo "motionreel: the system library $missing is missing; install it with: apt-get install ${package:-the package that provides $missing}" >&2
  exit 2
fi
exec "$program" "$@"
