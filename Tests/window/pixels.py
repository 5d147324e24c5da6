"""Counts pixels of a colour class in a box of a PNG screenshot (stdlib only: PNG via ImageMagick's PPM).

Usage: pixels.py shot.png CLASS x y w h [--centre | --box]
With --centre it prints "count cx cy": the count and the mean position of those pixels (screen
coordinates; -1 -1 when there are none). With --box, "count x0 y0 x1 y1": their bounding box,
last pixels included (-1 for each when there are none)."""
import subprocess
import sys


def load_ppm(png):
    data = subprocess.run(["convert", png, "ppm:-"], check=True, capture_output=True).stdout
    # Header: P6 <w> <h> <max>, whitespace separated, then raw RGB.
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        start = pos
        while not data[pos:pos + 1].isspace():
            pos += 1
        fields.append(data[start:pos])
    assert fields[0] == b"P6" and fields[3] == b"255"
    return int(fields[1]), int(fields[2]), data[pos + 1:]


CLASSES = {
    "red": lambda r, g, b: r > 180 and g < 90 and b < 90,
    "dark": lambda r, g, b: r < 110 and g < 110 and b < 110,
    "blue": lambda r, g, b: b > 150 and r < 120,
    "white": lambda r, g, b: r > 245 and g > 245 and b > 245,
    # The dynamics scene's pentagon (255, 222, 0); the brown square (153, 102, 51) is not yellow.
    "yellow": lambda r, g, b: r > 220 and g > 180 and b < 90,
}


def main():
    png, name, x, y, w, h = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:7])
    centre = "--centre" in sys.argv[7:]
    box = "--box" in sys.argv[7:]
    width, height, rgb = load_ppm(png)
    test = CLASSES[name]
    count, sx, sy = 0, 0, 0
    x0, y0, x1, y1 = width, height, -1, -1
    for yy in range(max(0, y), min(height, y + h)):
        row = yy * width * 3
        for xx in range(max(0, x), min(width, x + w)):
            i = row + xx * 3
            if test(rgb[i], rgb[i + 1], rgb[i + 2]):
                count += 1
                sx += xx
                sy += yy
                x0, y0, x1, y1 = min(x0, xx), min(y0, yy), max(x1, xx), max(y1, yy)
    if box:
        print(count, *((x0, y0, x1, y1) if count else (-1, -1, -1, -1)))
    elif centre:
        print(count, round(sx / count) if count else -1, round(sy / count) if count else -1)
    else:
        print(count)


main()
