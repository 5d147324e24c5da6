#!/usr/bin/env bash
# S in a real window saves the frame as a PNG in the working folder; with that folder deleted
# under the running app it says it cannot, and writes nothing (it saved into / instead).
set -eu
source "$(dirname "$0")/lib.sh"
start_x
mkdir -p "$WORK/here"
pushd "$WORK/here" >/dev/null
start_app --size 640x480
popd >/dev/null

xdotool key s; sleep 0.5
saved=$(ls "$WORK/here"/locus-*.png 2>/dev/null | head -1)
[ -n "$saved" ] || fail "S saved no locus-*.png in the working folder"
[ "$(identify -format '%w %h' "$saved")" = "640 480" ] || fail "the screenshot is not 640x480: $(identify "$saved")"

# The working folder goes: S saves nothing anywhere (the root folder least of all).
before=$(ls / | grep -c '^locus-.*png$' || true)
rm -rf "$WORK/here"
xdotool key s; sleep 0.5
after=$(ls / | grep -c '^locus-.*png$' || true)
[ "$after" = "$before" ] || fail "S with the working folder gone saved into /"
kill -0 "$APP_PID" 2>/dev/null || fail "the app quit: $(cat "$WORK/app.err")"
xdotool key Escape
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
wait "$APP_PID" || fail "the app exited with an error: $(cat "$WORK/app.err")"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
