#!/usr/bin/env bash
# F11 on an X server with no window manager (a bare Xvfb, a kiosk): the window covers the screen
# itself and the scene is laid out for it; F11 again puts it back. (SDL asked a window manager
# that was not there, took the window for the whole screen while it stayed 800x600, and the
# figure-8 was drawn for a screen it did not fill, for good.)
set -eu
source "$(dirname "$0")/lib.sh"
start_x 1280x1024
start_app
x0=$WX; y0=$WY

xdotool key --window "$WID" F11
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$WID")"
[ "$WIDTH" = 1280 ] && [ "$HEIGHT" = 1024 ] && [ "$X" = 0 ] && [ "$Y" = 0 ] ||
    fail "after F11 the window is ${WIDTH}x${HEIGHT} at $X,$Y, not the screen"
WX=0; WY=0
# FACTS.md for 1280x1024: r = 1024/6 = 170.67, top centre (640, 512 - r sqrt 2) = (640, 270.64);
# the handle starts 45 degrees round it: (760.68, 391.32).
shot full
[ "$(count_pixels full red 745 376 32 32)" -gt 40 ] || fail "no red handle at the start point for 1280x1024"

xdotool key --window "$WID" F11
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$WID")"
[ "$WIDTH" = 800 ] && [ "$HEIGHT" = 600 ] && [ "$X" = "$x0" ] && [ "$Y" = "$y0" ] ||
    fail "after F11 again the window is ${WIDTH}x${HEIGHT} at $X,$Y, not 800x600 at $x0,$y0"
WX=$X; WY=$Y
# For 800x600 the handle starts at (470.71, 229.29).
shot back
[ "$(count_pixels back red 455 214 32 32)" -gt 40 ] || fail "no red handle at the start point for 800x600"

# An item carried by the pointer stays under it as the window covers the screen (it stayed
# where it was in the window, 240 px from the pointer, until the mouse moved).
xdotool key --window "$WID" 4
sleep 0.3
pointer 224.5 155.5; sleep 0.2
xdotool mousedown 1; sleep 0.1
pointer 300 250; sleep 0.3
xdotool key --window "$WID" F11
sleep 0.6
WX=0; WY=0
shot carried
set -- $(pixel_centre carried red $((x0 + 300 - 40)) $((y0 + 250 - 40)) 80 80)
[ "$1" -gt 1000 ] && [ "$2" -gt $((x0 + 300 - 4)) ] && [ "$2" -lt $((x0 + 300 + 4)) ] ||
    fail "the carried item is not under the pointer after F11 ($1 red pixels centred at $2,$3)"
xdotool mouseup 1; sleep 0.2
xdotool key --window "$WID" F11; sleep 0.3
xdotool key Escape
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
wait "$APP_PID" || fail "the app exited with an error: $(cat "$WORK/app.err")"
[ ! -s "$WORK/app.err" ] || fail "the app wrote to stderr: $(cat "$WORK/app.err")"
exit 0
