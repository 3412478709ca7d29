#!/usr/bin/env python3
"""Replays an asciicast v2 recording in pyte, a terminal emulator independent of tiptui, and
prints the final screen as JSON, so a test can compare it with what tiptui drew.

    python3 scripts/cast-screen.py demo.cast

Output: {"width": W, "height": H, "rows": [[cell, ...], ...]}, each cell
[text, fg, bg, bold, italics, underscore, strikethrough, reverse]; colours are tiptui's names
("red", "yellow"...) or null for the terminal's default. pyte does not keep dim (SGR 2).
"""
import json
import os
import sys

import pyte

# pyte names SGR 33 "brown"; tiptui calls it yellow.
COLOURS = {"brown": "yellow", "default": None}


def colour(name):
    return COLOURS.get(name, name)


def main(path):
    with open(path, encoding="utf-8") as recording:
        header = json.loads(recording.readline())
        screen = pyte.Screen(header["width"], header["height"])
        stream = pyte.Stream(screen)
        for line in recording:
            _, code, data = json.loads(line)
            if code == "o":
                stream.feed(data)
            elif code == "r":
                width, height = (int(part) for part in data.split("x"))
                screen.resize(lines=height, columns=width)
    rows = []
    for y in range(screen.lines):
        row = screen.buffer[y]
        rows.append([
            [cell.data, colour(cell.fg), colour(cell.bg), cell.bold, cell.italics, cell.underscore,
             cell.strikethrough, cell.reverse]
            for cell in (row[x] for x in range(screen.columns))
        ])
    json.dump({"width": screen.columns, "height": screen.lines, "rows": rows}, sys.stdout)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: cast-screen.py RECORDING.cast")
    try:
        main(sys.argv[1])
    except BrokenPipeError:
        # The reader stopped early (`| head`): not an error of the replay.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, KeyError) as error:
        sys.exit(f"cast-screen.py: {sys.argv[1]}: {error}")
