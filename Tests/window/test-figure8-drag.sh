#!/usr/bin/env bash
# The figure-8 in a real window: drag the red circle from its start to the top of the upper lobe.
set -eu
source "$(dirname "$0")/lib.sh"
start_x
start_app --size 800x600

# FACTS.md: for 800x600, r = 100, the top centre is (400, 300 - 141.42) and the handle starts at
# the path's first point, 45 degrees around it: (470.71, 229.29).
shot before
[ "$(count_pixels before red 455 214 32 32)" -gt 40 ] || fail "no red handle at the start point before the drag"
[ "$(count_pixels before dark 395 46 10 24)" -gt 2 ] || fail "no black path at the top of the upper lobe"

# Drag up and round to the top of the upper lobe (400, 58.58); the pointer ends a little outside it.
drag 471 229 "490,200" "480,140" "460,90" "430,60" "400,45"
shot after
[ "$(count_pixels after red 385 44 30 30)" -gt 40 ] || fail "the handle did not follow the drag to the top of the upper lobe"
[ "$(count_pixels after red 455 214 32 32)" -lt 5 ] || fail "a red handle is still at the start point"

# D shows the overlay (blue marks); Esc quits cleanly.
xdotool key d; sleep 0.3
shot overlay
[ "$(count_pixels overlay blue 0 0 800 600)" -gt 200 ] || fail "D did not show the debug overlay"
xdotool key Escape
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2>/dev/null && fail "Esc did not quit"
wait "$APP_PID" || fail "the app exited with an error: $(cat "$WORK/app.err")"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
