#!/usr/bin/env bash
# Runs every window test: the real app in a private Xvfb, driven by xdotool, checked by screenshots.
# Usage: run-all.sh path/to/locus
set -u
LOCUS=$(realpath "${1:?usage: run-all.sh path/to/locus}")
export LOCUS
here=$(dirname "$0")
passed=0; failed=0
for t in "$here"/test-*.sh; do
    name=$(basename "$t" .sh)
    WORK=$(mktemp -d)
    export WORK
    if bash "$t"; then
        echo "window test $name: passed"; passed=$((passed + 1))
    else
        echo "window test $name: FAILED (screenshots kept in $WORK)"; failed=$((failed + 1))
        continue
    fi
    rm -rf "$WORK"
done
echo "window tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
