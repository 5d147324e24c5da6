#!/usr/bin/env bash
# A --size larger than the screen opens a window that fits it, aspect ratio kept, and the scene is
# laid out for the size the window has (it opened 2560x1600 on a 1280x1024 screen, its edges and
# title bar out of reach).
set -eu
source "$(dirname "$0")/lib.sh"
start_x 1280x1024
start_app --size 2560x1600

# Half the size fits: 1280x800.
eval "$(xdotool getwindowgeometry --shell "$WID")"
[ "$WIDTH" = 1280 ] && [ "$HEIGHT" = 800 ] || fail "the window is ${WIDTH}x${HEIGHT}, not 1280x800"
# FACTS.md for 1280x800: r = 800/6 = 133.33, top centre (640, 400 - r sqrt 2) = (640, 211.44); the
# handle starts 45 degrees round it: (734.28, 305.72).
shot large
[ "$(count_pixels large red 718 290 32 32)" -gt 40 ] || fail "no red handle at the start point for 1280x800"
xdotool key Escape
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
wait "$APP_PID" || fail "the app exited with an error: $(cat "$WORK/app.err")"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
