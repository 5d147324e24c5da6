"""Counts pixels of a colour class in a box of a PNG screenshot (stdlib only: PNG via ImageMagick's PPM)."""
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
}


def main():
    png, name, x, y, w, h = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:7])
    width, height, rgb = load_ppm(png)
    test = CLASSES[name]
    count = 0
    for yy in range(max(0, y), min(height, y + h)):
        row = yy * width * 3
        for xx in range(max(0, x), min(width, x + w)):
            i = row + xx * 3
            if test(rgb[i], rgb[i + 1], rgb[i + 2]):
                count += 1
    print(count)


main()
