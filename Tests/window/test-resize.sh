#!/usr/bin/env bash
# The figure-8 in a real window made smaller: the scene is laid out for the new size, and a drag
# still takes the handle round it.
set -eu
source "$(dirname "$0")/lib.sh"
start_x
start_app --size 800x600

xdotool windowsize "$WID" 600 500; sleep 0.6
eval "$(xdotool getwindowgeometry --shell "$WID")"
[ "$WIDTH" = 600 ] && [ "$HEIGHT" = 500 ] || fail "the window is ${WIDTH}x${HEIGHT}, not 600x500"
# FACTS.md for 600x500: r = 500/6 = 83.33, top centre (300, 250 - 117.85) = (300, 132.15); the
# handle keeps its place (the start, 45 degrees round the top centre): (358.93, 191.08).
shot resized
[ "$(count_pixels resized red 343 175 32 32)" -gt 40 ] || fail "no red handle at the start point for 600x500"
[ "$(count_pixels resized red 455 214 32 32)" -lt 5 ] || fail "a red handle is still where 800x600 put it"
[ "$(count_pixels resized dark 295 38 10 22)" -gt 2 ] || fail "no black path at the top of the upper lobe for 600x500"

# Drag to the top of the upper lobe, (300, 48.82).
drag 359 191 "375,165" "365,120" "345,80" "320,58" "300,40"
shot dragged
[ "$(count_pixels dragged red 285 34 30 30)" -gt 40 ] || fail "the handle did not follow the drag after the resize"
xdotool key Escape
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
wait "$APP_PID" || fail "the app exited with an error: $(cat "$WORK/app.err")"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
