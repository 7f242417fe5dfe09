#!/usr/bin/env python3
"""Launch time, memory and idle CPU of our apps against a minimal Qt Quick 6 app of the same screen.

Usage: measure.py ROWS_FILE LAUNCHES EVENTS_WARM EVENTS_MORE -- NAME=COMMAND... (one NAME=COMMAND per app;
COMMAND is a shell-quoted command line). Every app runs in a window of an Xvfb server of its own display
number and must print a line containing "first frame presented" on standard error when its first frame has
reached the display (ours under --stats, launch_peer always).

For each app:
  launch  - LAUNCHES launches, all apps alternating, each timed from just before the process is spawned to the
            arrival of that line (median and p99 in ms);
  memory  - one more launch; EVENTS_WARM pointer events from xdotool (drags up and down over the screen's
            middle, so lists scroll and cells are reused), then the resident set (VmRSS); then EVENTS_MORE more
            and the resident set again (the growth);
  idle    - then 10 s with nothing happening: CPU time used and voluntary context switches (wake-ups).
Writes one JSON row per figure to ROWS_FILE, as Benchmarks/peers/run.sh expects, and a table to stderr.
"""
import json, os, select, shlex, signal, statistics, subprocess, sys, time

# Pointer events per xdotool process. xdotool sends them as fast as it can, so the app reads each process's
# events in a burst; 100 is still far faster than a hand (2,000 at once happens only to a stalled machine, and
# leaves both apps' heaps larger: docs/benchmarks.md). LAUNCH_EVENT_BATCH changes it.
BATCH = int(os.environ.get("LAUNCH_EVENT_BATCH", "100"))


def xvfb(screen="1280x1024x24"):
    number = 300 + os.getpid() % 300
    while os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock"):
        number += 1
    process = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", screen, "-nolisten", "tcp"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not os.path.exists(f"/tmp/.X11-unix/X{number}"):
        if process.poll() is not None or time.monotonic() > deadline:
            sys.exit(f"qtquick-launch: Xvfb :{number} did not start")
        time.sleep(0.05)
    return process, f":{number}"


def launch(command, display, timeout=30):
    """Starts the app; returns (process, milliseconds to its first-frame line)."""
    environment = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_QUICK_BACKEND="software")
    environment.pop("WAYLAND_DISPLAY", None)
    start = time.monotonic()
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seen = b""
    deadline = start + timeout
    while b"first frame presented" not in seen:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or process.poll() is not None:
            stop(process)
            sys.exit(f"qtquick-launch: {shlex.join(command)} printed no 'first frame presented' within {timeout} s "
                     f"(exit {process.returncode}); stderr: {seen.decode(errors='replace')[-2000:]}")
        ready, _, _ = select.select([process.stderr], [], [], remaining)
        if ready:
            chunk = os.read(process.stderr.fileno(), 65536)
            if not chunk and process.poll() is not None:
                continue
            seen += chunk
    elapsed = (time.monotonic() - start) * 1000
    # Keep draining stderr in the background so the app never blocks on a full pipe.
    os.set_blocking(process.stderr.fileno(), False)
    return process, elapsed


def drain(process):
    try:
        while os.read(process.stderr.fileno(), 65536):
            pass
    except (BlockingIOError, OSError):
        pass


def stop(process):
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def status(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for {pid}")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def window_of(pid, display):
    environment = dict(os.environ, DISPLAY=display)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--pid", str(pid)], env=environment,
                               capture_output=True, text=True).stdout.split()
        for window in found:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", window], env=environment,
                                      capture_output=True, text=True).stdout
            if "Geometry:" in geometry:
                size = geometry.split("Geometry:")[1].split()[0]
                width, height = (int(v) for v in size.split("x"))
                if width > 100 and height > 100:
                    return window, width, height
        time.sleep(0.1)
    sys.exit(f"qtquick-launch: no window for process {pid}")


def feed(display, window, width, height, count, process):
    """Sends `count` pointer events: drags of 50 moves up or down the middle of the window."""
    environment = dict(os.environ, DISPLAY=display)
    x = width // 2
    sent = 0
    stroke = 0
    while sent < count:
        arguments = ["xdotool"]
        batch = 0
        while batch < BATCH and sent < count:
            top, bottom = int(height * 0.3), int(height * 0.7)
            points = [bottom - (bottom - top) * i // 49 for i in range(50)]
            if stroke % 2:
                points.reverse()
            arguments += ["mousemove", "--window", window, str(x), str(points[0]), "mousedown", "1"]
            for y in points[1:]:
                arguments += ["mousemove", "--window", window, str(x), str(y)]
            arguments += ["mouseup", "1"]
            batch += 51
            sent += 51
            stroke += 1
        subprocess.run(arguments, env=environment, check=True)
        drain(process)
    settle(process)


def settle(process, quiet=0.3, limit=30):
    """Waits until the app has used no CPU for `quiet` seconds (it has handled what it was sent)."""
    deadline = time.monotonic() + limit
    last = cpu_seconds(process.pid)
    while time.monotonic() < deadline:
        time.sleep(quiet)
        drain(process)
        now = cpu_seconds(process.pid)
        if now == last:
            return
        last = now


def main():
    if "--" not in sys.argv:
        sys.exit(__doc__)
    split = sys.argv.index("--")
    rows_file, launches, warm, more = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    apps = []
    for spec in sys.argv[split + 1:]:
        name, command = spec.split("=", 1)
        apps.append((name, shlex.split(command)))
    server, display = xvfb()
    results = {name: {"launch": []} for name, _ in apps}
    try:
        for _ in range(launches):
            for name, command in apps:
                process, elapsed = launch(command, display)
                results[name]["launch"].append(elapsed)
                stop(process)
        for name, command in apps:
            process, _ = launch(command, display)
            window, width, height = window_of(process.pid, display)
            settle(process)
            results[name]["rss_start_kb"] = status(process.pid, "VmRSS")
            feed(display, window, width, height, warm, process)
            results[name]["rss_warm_kb"] = status(process.pid, "VmRSS")
            feed(display, window, width, height, more, process)
            results[name]["rss_more_kb"] = status(process.pid, "VmRSS")
            settle(process)
            cpu, wakeups = cpu_seconds(process.pid), status(process.pid, "voluntary_ctxt_switches")
            time.sleep(10)
            drain(process)
            results[name]["idle_cpu_percent"] = (cpu_seconds(process.pid) - cpu) / 10 * 100
            results[name]["idle_wakeups_per_s"] = (status(process.pid, "voluntary_ctxt_switches") - wakeups) / 10
            stop(process)
    finally:
        server.kill()
        server.wait()
        number = display[1:]
        for path in (f"/tmp/.X11-unix/X{number}", f"/tmp/.X{number}-lock"):
            try:
                os.remove(path)
            except FileNotFoundError:
                pass

    def p99(values):
        ordered = sorted(values)
        rank = max(1, -(-99 * len(ordered) // 100))
        return ordered[rank - 1]

    lines = []
    for name, figures in results.items():
        launch_ms = figures["launch"]
        figures["summary"] = {
            "launch_median_ms": statistics.median(launch_ms), "launch_p99_ms": p99(launch_ms),
            "rss_first_frame_kb": figures["rss_start_kb"], "rss_warm_kb": figures["rss_warm_kb"],
            "rss_growth_kb": figures["rss_more_kb"] - figures["rss_warm_kb"],
            "idle_cpu_percent": figures["idle_cpu_percent"], "idle_wakeups_per_s": figures["idle_wakeups_per_s"]}
        summary = figures["summary"]
        print(f"{name:12} launch {summary['launch_median_ms']:7.1f} ms (p99 {summary['launch_p99_ms']:7.1f}); "
              f"RSS {summary['rss_first_frame_kb'] / 1024:6.1f} MB at first frame, {summary['rss_warm_kb'] / 1024:6.1f} MB after "
              f"{warm} events, {summary['rss_growth_kb']:+6d} KB over {more} more; idle {summary['idle_cpu_percent']:.2f} % CPU, "
              f"{summary['idle_wakeups_per_s']:.1f} wake-ups/s", file=sys.stderr)
    # Rows for Benchmarks/results/peers.json: one per figure and screen, ours against the peer of the same
    # screen (apps named ours-SCREEN and qt-SCREEN). Times in microseconds as every part gives them; the
    # other figures carry their unit and the value fields hold that unit.
    peer = "Qt Quick 6 app, software renderer"
    for name, figures in results.items():
        if not name.startswith("ours-") or f"qt-{name[5:]}" not in results:
            continue
        screen, ours, theirs = name[5:], figures["summary"], results[f"qt-{name[5:]}"]["summary"]
        def row(measurement, key, unit=None, scale=1, p99_key=None):
            entry = {"group": "launch", "measurement": f"{screen}: {measurement}", "ours_median_us": round(ours[key] * scale, 1),
                     "peer": peer, "peer_median_us": round(theirs[key] * scale, 1)}
            if p99_key:
                entry.update(ours_p99_us=round(ours[p99_key] * scale, 1), peer_p99_us=round(theirs[p99_key] * scale, 1))
            if unit:
                entry["unit"] = unit
            lines.append(json.dumps(entry))
        row(f"launch to first presented frame, {launches} launches alternating (target <= 1.0x)", "launch_median_ms",
            scale=1000, p99_key="launch_p99_ms")
        row(f"resident memory after {warm} pointer events (target <= 1.0x)", "rss_warm_kb", unit="KB")
        row(f"resident memory growth over {more} more events (target <= 1 MB)", "rss_growth_kb", unit="KB")
        row("CPU while idle for 10 s (target 0 %)", "idle_cpu_percent", unit="%")
        row("wake-ups per second while idle (voluntary context switches)", "idle_wakeups_per_s", unit="per s")
    with open(rows_file, "a") as rows:
        for line in lines:
            rows.write(line + "\n")


if __name__ == "__main__":
    main()
