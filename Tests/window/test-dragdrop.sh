#!/usr/bin/env bash
# Drag and drop in a real window: xdotool drags the red square into the yellow area.
set -eu
source "$(dirname "$0")/lib.sh"
start_x
start_app --scene dragdrop --size 800x600

# Layout for 800x600: margin 24 (26 below, for the help hint), green area y 24..287, yellow y 311..574; the red square starts
# at a quarter of the green area's inner width, half its height: about (211, 156).
shot before
[ "$(count_pixels before red 190 135 42 42)" -gt 1200 ] || fail "the red square is not in the green area"
drag 211 156 "260,250" "320,380" "400,450"
shot after
[ "$(count_pixels after red 380 430 40 40)" -gt 1200 ] || fail "the red square is not where it was dropped in the yellow area"
[ "$(count_pixels after red 190 135 42 42)" -lt 20 ] || fail "the red square is still in the green area"

# Dropped between the areas, it flies back within 0.3 s.
drag 400 450 "400,380" "400,300"
sleep 0.5
shot snapback
[ "$(count_pixels snapback red 380 430 40 40)" -gt 1200 ] || fail "the red square did not snap back into the yellow area"
xdotool key q
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
