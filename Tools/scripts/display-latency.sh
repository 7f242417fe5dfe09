#!/usr/bin/env bash
# Input-to-present latency and frame pacing of `uikit live --display window` under Xvfb (docs/benchmarks.md,
# "Live display"). Starts an X server of its own, shows a scene in a window, drags the real pointer across
# it with xdotool (MOVES motion events, one every INTERVAL_MS), closes the window and prints the
# session's --stats line. Usage: display-latency.sh [UIKIT_BINARY] (default: the release build).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
UIKIT="${1:-$ROOT/.build/release/uikit}"
SCENE="${SCENE:-$ROOT/Recordings/corpus/scroll-buttons.scene.json}"
MOVES="${MOVES:-300}"
INTERVAL_MS="${INTERVAL_MS:-8}"
[ -x "$UIKIT" ] || { echo "display-latency: $UIKIT is not built (swift build -c release --product uikit)" >&2; exit 1; }

NUMBER=$((200 + $$ % 700))
while [ -e "/tmp/.X11-unix/X$NUMBER" ] || [ -e "/tmp/.X$NUMBER-lock" ]; do NUMBER=$((NUMBER + 1)); done
Xvfb ":$NUMBER" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
disown "$XVFB"
WORK="$(mktemp -d)"
cleanup() { kill -KILL "$XVFB" 2>/dev/null || true; rm -f "/tmp/.X11-unix/X$NUMBER" "/tmp/.X$NUMBER-lock"; rm -rf "$WORK"; }
trap cleanup EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$NUMBER" ] && break; sleep 0.05; done
export DISPLAY=":$NUMBER" SDL_RENDER_DRIVER="${SDL_RENDER_DRIVER:-software}"

"$UIKIT" live --display window --scene "$SCENE" --stats --duration 120 >"$WORK/trace" 2>"$WORK/stats" &
LIVE=$!
WINDOW="$(xdotool search --sync --name uikit | head -1)"
# The drag starts in the feed's 20-point margin beside the buttons (x = DRAG_X). On a button, the feed takes
# the drag only if the first motion comes within its 0.15 s touch delay; on a loaded machine xdotool starts
# later than that, the button keeps the touch (touchesShouldCancel(in:) is false for a UIControl, as on iOS),
# the feed does not scroll and the motions, changing nothing on screen, are not measured ("9 inputs").
X="${DRAG_X:-10}"
xdotool mousemove --window "$WINDOW" "$X" 550 mousedown 1
# Up and down the feed: every motion event moves the content, so every frame has work to show.
for i in $(seq "$MOVES"); do
    y=$(( 550 - (i % 100) * 4 ))
    xdotool mousemove --window "$WINDOW" "$X" "$y"
    sleep "$(awk "BEGIN { print $INTERVAL_MS / 1000 }")"
done
xdotool mouseup 1
"$ROOT/Tools/scripts/x11-close-window.py" "$WINDOW"
wait "$LIVE"
cat "$WORK/stats"
