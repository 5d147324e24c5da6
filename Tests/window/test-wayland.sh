#!/usr/bin/env bash
# Wayland: the app under weston (X11 backend, which offers a seat) with real input (a drag, and
# F11 to fill the screen and back), and the seatless headless backend, where SDL 2.26 would crash:
# Locus must fall back to X11 and say why; and a HiDPI output (scale 2), where the frame must fill
# the window at twice the pixels.
set -eu
source "$(dirname "$0")/lib.sh"
command -v weston >/dev/null || fail "weston is not installed (make deps installs it)"
# (Large enough for weston's 1000x800 output at scale 2.)
start_x 2100x1700
export XDG_RUNTIME_DIR="$WORK/xdg"
mkdir -m 0700 "$XDG_RUNTIME_DIR"

stop_weston() {
    if [ -n "${WESTON_PID:-}" ]; then kill -TERM "$WESTON_PID" 2>/dev/null || true; wait "$WESTON_PID" 2>/dev/null || true; fi
}
extra_cleanup() { stop_weston; }

wait_socket() {
    for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/$1" ] && return 0; sleep 0.1; done
    fail "weston did not open its socket $1: $(tail -3 "$WORK/weston.log")"
}

# Starts weston's X11 backend (which has a seat) on socket $1, with the other arguments.
start_weston() {
    local socket=$1; shift
    weston --backend=x11-backend.so --socket="$socket" --idle-time=0 "$@" >"$WORK/weston.log" 2>&1 &
    WESTON_PID=$!
    wait_socket "$socket"
    sleep 1
}

# Starts the app through Wayland on socket $1, with the other arguments; it must run, quietly.
start_wayland_app() {
    local socket=$1; shift
    WAYLAND_DISPLAY=$socket SDL_VIDEODRIVER=wayland "$LOCUS" "$@" >"$WORK/app.out" 2>"$WORK/app.err" &
    APP_PID=$!
    sleep 2
    kill -0 "$APP_PID" 2>/dev/null || fail "the app exited under Wayland ($*): $(cat "$WORK/app.err")"
    [ ! -s "$WORK/app.err" ] || fail "the app complained under Wayland ($*): $(cat "$WORK/app.err")"
}

# 1. A compositor with a seat: the app opens through Wayland and answers xdotool input.
start_weston wl-x --width=1000 --height=800
start_wayland_app wl-x --size 800x600
WID=$(xdotool search --classname weston 2>/dev/null | head -1)
[ -n "$WID" ] || fail "no weston window on the X display"
eval "$(xdotool getwindowgeometry --shell "$WID")"
shot wayland-before
[ "$(python3 "$(dirname "$0")/pixels.py" "$WORK/wayland-before.png" red "$X" "$Y" 1000 800)" -gt 40 ] \
    || fail "the red handle is not visible under Wayland"
# Find the handle on screen (the app's window sits somewhere inside weston's), then drag it.
read -r HX HY < <(python3 - "$WORK/wayland-before.png" "$X" "$Y" <<'PY'
import subprocess, sys
png, ox, oy = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = subprocess.run(["convert", png, "ppm:-"], check=True, capture_output=True).stdout
parts = data.split(maxsplit=4); w, h, rgb = int(parts[1]), int(parts[2]), parts[4]
xs, ys = [], []
for y in range(oy, min(h, oy + 800)):
    for x in range(ox, min(w, ox + 1000)):
        i = (y * w + x) * 3
        if rgb[i] > 180 and rgb[i + 1] < 90 and rgb[i + 2] < 90: xs.append(x); ys.append(y)
print((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)
PY
)
# The handle starts at the figure-8's first point; the top of the upper lobe is 70.7 px left and
# 170.7 px up from there.
# Weston's X11 backend learns where the pointer is only from motion inside its window: enter it
# away from the handle first and arrive in steps, or the press lands where weston last saw the
# pointer (its panel's terminal launcher, at the top left).
# (Leaving it first makes sure weston sees the pointer enter, whatever the pointer did before.)
xdotool mousemove "$((X + WIDTH + 50))" "$((Y + HEIGHT + 50))"; sleep 0.3
xdotool mousemove "$((HX - 40))" "$((HY + 40))"; sleep 0.3
for k in 1 2 3 4; do xdotool mousemove "$((HX - 40 + k * 10))" "$((HY + 40 - k * 10))"; sleep 0.1; done
sleep 0.3; xdotool mousedown 1; sleep 0.1
for k in 1 2 3 4 5 6 7 8 9 10; do
    xdotool mousemove "$((HX + 20 - k * 9))" "$((HY - k * 18))"; sleep 0.05
done
sleep 0.2; xdotool mouseup 1; sleep 0.3
shot wayland-after
TX=$(awk "BEGIN{print int($HX - 70.7 - 15)}"); TY=$(awk "BEGIN{print int($HY - 170.7 - 15)}")
[ "$(python3 "$(dirname "$0")/pixels.py" "$WORK/wayland-after.png" red "$TX" "$TY" 30 30)" -gt 40 ] \
    || fail "the handle did not follow the drag under Wayland"
# F11: the window fills weston's whole output (its panel and grey desktop gone), and F11 again
# gives the window back, with the desktop round it.
xdotool key F11; sleep 1
shot wayland-full
WHITE=$(python3 "$(dirname "$0")/pixels.py" "$WORK/wayland-full.png" white "$X" "$Y" 1000 800)
[ "$WHITE" -gt 760000 ] || fail "F11 did not fill the screen: $WHITE white pixels of 800,000"
xdotool key F11; sleep 1
shot wayland-windowed
WHITE=$(python3 "$(dirname "$0")/pixels.py" "$WORK/wayland-windowed.png" white "$X" "$Y" 1000 800)
[ "$WHITE" -lt 560000 ] || fail "F11 again did not leave full screen: $WHITE white pixels of 800,000"
kill -TERM "$APP_PID"; wait "$APP_PID" 2>/dev/null || true
stop_weston

# 2. A HiDPI output: weston at scale 2, the window 400x300 logical, 800x600 pixels. SDL 2.26
# gives such a window a surface of its logical size: a frame drawn at its pixel size showed its
# top-left quarter, magnified. The figure-8 must show whole, at twice its logical size: the
# handle (radius 13 and a 2 px stroke: 28 logical px across) about 56 pixels across, and the
# path where the figure-8 puts it for a 400x300 window (lobes of radius r = 50 logical px).
start_weston wl-x2 --width=1000 --height=800 --scale=2
start_wayland_app wl-x2 --size 400x300
shot wayland-hidpi
read -r N X0 Y0 X1 Y1 < <(python3 "$(dirname "$0")/pixels.py" "$WORK/wayland-hidpi.png" red 0 0 2100 1700 --box)
[ "$N" -gt 100 ] || fail "the red handle is not visible at scale 2"
[ $((X1 - X0)) -ge 50 ] && [ $((X1 - X0)) -le 60 ] && [ $((Y1 - Y0)) -ge 50 ] && [ $((Y1 - Y0)) -le 60 ] \
    || fail "the handle is $((X1 - X0 + 1))x$((Y1 - Y0 + 1)) pixels at scale 2, not about 56 across"
HX=$(((X0 + X1) / 2)); HY=$(((Y0 + Y1) / 2))
# In pixels (logical times 2), r = 50: r sin 45 = 35.36, so 70.7 left of the handle; up
# 2 r (1 + sin 45) = 170.7 to the top; down 70.7 to the crossing. The lower lobe's bottom is
# 2 (offset + r) below the middle, the handle 2 (offset - r sin 45) above it (offset = 2 r sin 45):
# 2 (3 r sin 45 + r) = 312.1 below the handle.
for p in "-70.7,-170.7" "-70.7,70.7" "-70.7,312.1"; do
    PX=$(awk "BEGIN{print int($HX + ${p%,*} - 6)}"); PY=$(awk "BEGIN{print int($HY + ${p#*,} - 6)}")
    [ "$(python3 "$(dirname "$0")/pixels.py" "$WORK/wayland-hidpi.png" dark "$PX" "$PY" 12 12)" -gt 4 ] \
        || fail "no path at $p pixels from the handle at scale 2: the frame is not shown whole at twice its size"
done
kill -TERM "$APP_PID"; wait "$APP_PID" 2>/dev/null || true
stop_weston

# 3. A seatless compositor: no crash, one line saying why, and the app runs on X11 instead.
weston --backend=headless-backend.so --socket=wl-h --idle-time=0 >"$WORK/weston-headless.log" 2>&1 &
WESTON_PID=$!
wait_socket wl-h
WAYLAND_DISPLAY=wl-h SDL_VIDEODRIVER=wayland "$LOCUS" --size 640x480 >"$WORK/app.out" 2>"$WORK/app.err" &
APP_PID=$!
for _ in $(seq 100); do WID=$(xdotool search --name '^Locus' 2>/dev/null | head -1); [ -n "$WID" ] && break; sleep 0.05; done
[ -n "$WID" ] || fail "no X11 window after the seatless Wayland fallback: $(cat "$WORK/app.err")"
grep -q "no input seat" "$WORK/app.err" || fail "the fallback was not explained: $(cat "$WORK/app.err")"
[ "$(wc -l < "$WORK/app.err")" = 1 ] || fail "more than one line on stderr: $(cat "$WORK/app.err")"
kill -TERM "$APP_PID"; wait "$APP_PID" 2>/dev/null || true
exit 0
