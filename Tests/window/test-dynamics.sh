#!/usr/bin/env bash
# The dynamics scene in a real window: xdotool grabs the yellow pentagon, throws it, and the
# screenshots show it fly on after the release, bounce off the walls and stay in the window.
set -eu
source "$(dirname "$0")/lib.sh"
start_x
start_app --scene dynamics --size 800x600

# The pentagon (radius 50, about 5,900 px²) starts at the centre, the brown square at the top left.
shot start
read -r n x0 y0 <<<"$(pixel_centre start yellow 0 0 800 600)"
[ "$n" -gt 4000 ] || fail "no yellow pentagon on screen ($n yellow pixels)"
[ "$(( (x0 - 400) * (x0 - 400) + (y0 - 300) * (y0 - 300) ))" -lt 900 ] || fail "the pentagon is not at the centre: ($x0, $y0)"

# Grab it near its centre and throw it toward the bottom left: quick moves, released in motion.
pointer "$x0" "$y0"; sleep 0.1
xdotool mousedown 1; sleep 0.1
for k in 1 2 3 4 5 6; do pointer "$((x0 - 25 * k))" "$((y0 + 12 * k))"; sleep 0.02; done
xdotool mouseup 1
shot released
sleep 0.35
shot flying
read -r n1 x1 y1 <<<"$(pixel_centre released yellow 0 0 800 600)"
read -r n2 x2 y2 <<<"$(pixel_centre flying yellow 0 0 800 600)"
[ "$n1" -gt 4000 ] && [ "$n2" -gt 4000 ] || fail "the pentagon left the window ($n1, $n2 yellow pixels)"
[ "$(( (x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0) ))" -gt 2500 ] || fail "the drag did not move the pentagon: ($x0, $y0) -> ($x1, $y1)"
# Flying on: it moved after the release shot, or it is well away from where the pointer let go
# (a slow screenshot on a loaded machine can catch most of the flight already in "released").
xr=$((x0 - 150)); yr=$((y0 + 72))
[ "$(( (x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1) ))" -gt 400 ] \
    || [ "$(( (x2 - xr) * (x2 - xr) + (y2 - yr) * (y2 - yr) ))" -gt 1600 ] \
    || fail "the pentagon did not fly on after the release: ($x1, $y1) -> ($x2, $y2), let go at ($xr, $yr)"

# However hard it is thrown, it stays inside: a long throw into the right wall.
sleep 0.5
shot settled
read -r n x y <<<"$(pixel_centre settled yellow 0 0 800 600)"
pointer "$x" "$y"; sleep 0.1
xdotool mousedown 1; sleep 0.05
for k in 1 2 3 4 5 6 7 8; do pointer "$((x + 120 * k))" "$y"; sleep 0.015; done
xdotool mouseup 1
sleep 0.6
shot wall
[ "$(count_pixels wall yellow 0 0 800 600)" -gt 4000 ] || fail "the pentagon went through the right wall"

# D shows the overlay (blue outlines, red contacts); S is not pressed (no files left behind).
xdotool key d; sleep 0.3
shot overlay
[ "$(count_pixels overlay blue 0 0 800 600)" -gt 300 ] || fail "D did not draw the overlay"
xdotool key q
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2>/dev/null && fail "Q did not quit"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
[ ! -s "$WORK/app.out" ] || fail "the app wrote to stdout: $(head -c 300 "$WORK/app.out")"
exit 0
