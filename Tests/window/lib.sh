# Shared helpers for the window tests: a private X server, the app's window, screenshots.
# Sourced by each test; LOCUS is the binary under test.

fail() { echo "FAIL: $*" >&2; exit 1; }

# Starts a private Xvfb (1280x1024, or the size given as WxH) and exports DISPLAY; stopped on
# exit. Xvfb picks a free display number itself (-displayfd), so tests running side by side can
# never share or race for one.
start_x() {
    : > "$WORK/display"
    Xvfb -displayfd 3 -screen 0 "${1:-1280x1024}x24" -nolisten tcp -noreset 3>"$WORK/display" >/dev/null 2>&1 &
    XVFB_PID=$!
    for _ in $(seq 200); do
        [ -s "$WORK/display" ] && break
        kill -0 "$XVFB_PID" 2>/dev/null || fail "Xvfb did not start"
        sleep 0.05
    done
    [ -s "$WORK/display" ] || fail "Xvfb did not report its display"
    export DISPLAY=":$(head -1 "$WORK/display")"
    for _ in $(seq 100); do xdotool getmouselocation >/dev/null 2>&1 && return 0; sleep 0.05; done
    fail "Xvfb did not answer on $DISPLAY"
}

# Stops what the test started. Under `set -e` a failing command ends the script, so every
# kill here is allowed to fail (the app may already have quit).
cleanup() {
    local status=$?
    if declare -F extra_cleanup >/dev/null; then extra_cleanup || true; fi
    if [ -n "${APP_PID:-}" ]; then kill -TERM "$APP_PID" 2>/dev/null || true; fi
    if [ -n "${XVFB_PID:-}" ]; then kill -TERM "$XVFB_PID" 2>/dev/null || true; fi
    wait 2>/dev/null || true
    exit "$status"
}
trap cleanup EXIT

# Starts the app with the given arguments and waits for its window; sets WID, WX, WY.
start_app() {
    "$LOCUS" "$@" >"$WORK/app.out" 2>"$WORK/app.err" &
    APP_PID=$!
    for _ in $(seq 200); do
        WID=$(xdotool search --name '^Locus' 2>/dev/null | head -1)
        [ -n "$WID" ] && break
        kill -0 "$APP_PID" 2>/dev/null || fail "the app exited early: $(cat "$WORK/app.err")"
        sleep 0.05
    done
    [ -n "$WID" ] || fail "no Locus window appeared"
    sleep 0.3
    eval "$(xdotool getwindowgeometry --shell "$WID")"
    WX=$X; WY=$Y
}

# Moves the pointer to window coordinates (x, y).
pointer() { xdotool mousemove "$(awk "BEGIN{print int($WX + $1 + 0.5)}")" "$(awk "BEGIN{print int($WY + $2 + 0.5)}")"; }

# Drags from (x0, y0) through the points given as "x,y" arguments, releasing at the last one.
drag() {
    local x0=$1 y0=$2; shift 2
    pointer "$x0" "$y0"; sleep 0.1
    xdotool mousedown 1; sleep 0.1
    local p
    for p in "$@"; do pointer "${p%,*}" "${p#*,}"; sleep 0.03; done
    sleep 0.15
    xdotool mouseup 1; sleep 0.2
}

# Saves the whole screen as PNG in $WORK/$1.png.
shot() { import -window root "$WORK/$1.png" || fail "screenshot failed"; }

# Counts pixels of the named colour in a window-relative box: count_pixels shot red x y w h
count_pixels() {
    python3 "$(dirname "${BASH_SOURCE[0]}")/pixels.py" "$WORK/$1.png" "$2" \
        "$(awk "BEGIN{print int($WX + $3)}")" "$(awk "BEGIN{print int($WY + $4)}")" "$5" "$6"
}

# Prints "count cx cy" for the named colour in a window-relative box, the centre in window
# coordinates (-1 -1 when there are none): pixel_centre shot yellow x y w h
pixel_centre() {
    local c
    c=$(python3 "$(dirname "${BASH_SOURCE[0]}")/pixels.py" "$WORK/$1.png" "$2" \
        "$(awk "BEGIN{print int($WX + $3)}")" "$(awk "BEGIN{print int($WY + $4)}")" "$5" "$6" --centre)
    set -- $c
    if [ "$1" = 0 ]; then echo "0 -1 -1"; else echo "$1 $(($2 - WX)) $(($3 - WY))"; fi
}
