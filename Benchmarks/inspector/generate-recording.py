#!/usr/bin/env python3
"""Writes a native recording (docs/recording-format.md) of repeated two-finger gestures at a fixed rate,
for the replay inspector's benchmarks: every 2 s two fingers land, pinch out while turning and moving right for 1.5 s, and
lift. Standard library only; streams, so any size can be written.

    generate-recording.py OUT.jsonl --seconds 60 [--hz 120]
    generate-recording.py OUT.jsonl --bytes 1000000000      # until the file is that large (the 1 GB run)
"""
import argparse, json, math

DEVICE = {"id": 1, "name": "Generated Touchscreen", "capabilities": ["touch"], "touchSurface": "direct",
          "sizeMillimetres": {"width": 160, "height": 120}, "maximumContacts": 10}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--hz", type=float, default=120)
    parser.add_argument("--bytes", type=int, default=0)
    args = parser.parse_args()
    header = {"format": "uikit-recording", "version": 1, "source": "Benchmarks/inspector/generate-recording.py",
              "screen": {"width": 800, "height": 600, "scale": 1, "rotation": 0, "calibration": [1, 0, 0, 0, 1, 0]},
              "devices": [DEVICE]}
    step = 1_000_000 / args.hz
    written = 0
    with open(args.out, "w") as f:
        def line(obj):
            nonlocal written
            text = json.dumps(obj, separators=(",", ":")) + "\n"
            f.write(text)
            written += len(text)
        line(header)
        line({"t": 0, "device": 1, "type": "deviceAdded", "description": DEVICE})
        cycle, contact = 0, 0
        while True:
            start = 500_000 + cycle * 2_000_000
            if args.bytes and written >= args.bytes:
                break
            if not args.bytes and start + 1_500_000 > args.seconds * 1_000_000:
                break
            frames = int(1_500_000 / step)
            for k in range(frames + 1):
                u = k / frames
                radius, angle = 0.08 + 0.12 * u, u * math.pi / 2 + cycle * 0.3
                phase = "down" if k == 0 else "up" if k == frames else "move"
                changes = []
                for finger in (0, 1):
                    a = angle + finger * math.pi
                    changes.append({"contact": contact + finger, "phase": phase,
                                    "x": round(0.35 + 0.3 * u + radius * math.cos(a) * 0.75, 5), "y": round(0.5 + radius * math.sin(a), 5)})
                line({"t": int(start + k * step), "device": 1, "type": "touch", "space": "normalized", "changes": changes})
            cycle += 1
            contact += 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
