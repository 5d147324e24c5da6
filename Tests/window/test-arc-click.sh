#!/usr/bin/env bash
# The arc scene in a real window: a click sends the image along a half circle to the click.
set -eu
source "$(dirname "$0")/lib.sh"
start_x
start_app --scene arc --size 800x600

# The image (a blue plane, 96 px) starts at the centre.
shot start
[ "$(count_pixels start blue 360 260 80 80)" -gt 500 ] || fail "the image is not at the centre"

# Click at (700, 300): the arc from (400, 300) bulges down (right of travel); at about 1 s the
# image is near the bottom of the half circle, (550, 450).
pointer 700 300; xdotool click 1
sleep 1.0
shot middle
[ "$(count_pixels middle blue 360 260 80 80)" -lt 100 ] || fail "the image did not leave the centre"
[ "$(count_pixels middle blue 450 330 200 200)" -gt 300 ] || fail "mid-flight the image is not below the line of travel"

sleep 1.6
shot end
[ "$(count_pixels end blue 650 250 100 100)" -gt 500 ] || fail "the image did not arrive at the click"

# D strokes the path in red; the next click shows its arc.
xdotool key d; sleep 0.2
pointer 200 300; xdotool click 1; sleep 0.5
shot overlay
[ "$(count_pixels overlay red 0 0 800 600)" -gt 200 ] || fail "D did not draw the arc in red"
xdotool key q
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2>/dev/null && fail "Q did not quit"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
