#!/usr/bin/env python3
"""Builds `glyphs.bin.z`, the GIF export's bitmap font: a subset of GNU Unifont.

Kept: the ranges a terminal program of ours draws (ASCII, Latin-1, Greek, punctuation, arrows,
mathematical operators, box drawing, block elements, geometric shapes, symbols, CJK
punctuation, full-width forms), the 6,763 hanzi of GB 2312 (every character of mainland
school text), and every other character in `src/` and `assets/` (a test checks that none is
missing: run this again after adding one).

    apt-get install unifont
    python3 assets/font/subset.py /usr/share/unifont/unifont.hex

Format, before raw DEFLATE: per glyph, in code-point order, 3 bytes of code point
(little-endian), 1 byte of width in bytes (1: 8x16, 2: 16x16), then 16 rows of that many bytes.
"""
import os
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

RANGES = [
    (0x20, 0x7E), (0xA0, 0xFF), (0x370, 0x3FF), (0x2000, 0x206F), (0x2070, 0x209F),
    (0x2100, 0x214F), (0x2150, 0x218F), (0x2190, 0x21FF), (0x2200, 0x22FF),
    (0x2300, 0x23FF), (0x2460, 0x24FF), (0x2500, 0x257F), (0x2580, 0x259F),
    (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x2700, 0x27BF), (0x3000, 0x303F),
    (0xFF00, 0xFFEF), (0xFFFD, 0xFFFD),
]


def gb2312():
    out = set()
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                out.add(ord(bytes([hi, lo]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return out


def used():
    out = set()
    for top in ("src", "assets"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith((".bin.z", ".gif", ".png")):
                    continue
                try:
                    with open(os.path.join(folder, name), encoding="utf-8") as f:
                        out.update(ord(c) for c in f.read() if ord(c) >= 0x20)
                except UnicodeDecodeError:
                    pass
    return out


def main():
    hexfile = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unifont/unifont.hex"
    glyphs = {}
    with open(hexfile) as f:
        for line in f:
            cp, bits = line.strip().split(":")
            glyphs[int(cp, 16)] = bytes.fromhex(bits)
    wanted = set()
    for lo, hi in RANGES:
        wanted.update(range(lo, hi + 1))
    wanted |= gb2312() | used()
    out = bytearray()
    kept = 0
    for cp in sorted(wanted):
        bits = glyphs.get(cp)
        if bits is None:
            continue
        out += cp.to_bytes(3, "little") + bytes([len(bits) // 16]) + bits
        kept += 1
    packed = zlib.compress(bytes(out), 9)[2:-4]  # raw DEFLATE: no zlib header or checksum
    with open(os.path.join(HERE, "glyphs.bin.z"), "wb") as f:
        f.write(packed)
    print(f"{kept} glyphs, {len(out)} bytes, {len(packed)} compressed")


main()
