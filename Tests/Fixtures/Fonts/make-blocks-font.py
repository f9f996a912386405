#!/usr/bin/env python3
"""Makes MotionReelBlocks.ttf, the test font whose glyphs are solid blocks of known size.

Text tests need a font whose geometry they can compute from first principles, and that no
system has installed, so a test can tell that a font *file* was used. In this font (1000 units
per em, ascent 800, descent 200, no line gap) every printable ASCII character but the space is
one block from x = 100 to 500 and from the baseline up to 700, with an advance of 600; the space
advances 600 and draws nothing; the ellipsis (U+2026, which Pango ends a cut line with) is a flat
bar from x = 100 to 900 and from the baseline up to 100, with an advance of 1000. At size s
points a line is s tall, its baseline 0.8 s below its top, and each character inks
[0.1 s, 0.5 s) of its 0.6 s cell, 0.7 s high.

Written for this project and released under the SIL Open Font License 1.1.
Run with fontTools (Debian: python3-fonttools): /usr/bin/python3 make-blocks-font.py
"""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

FAMILY = "MotionReel Blocks"
chars = [chr(c) for c in range(0x21, 0x7F)]

def block():
    pen = TTGlyphPen(None)
    pen.moveTo((100, 0)); pen.lineTo((100, 700)); pen.lineTo((500, 700)); pen.lineTo((500, 0))
    pen.closePath()
    return pen.glyph()

def bar():
    pen = TTGlyphPen(None)
    pen.moveTo((100, 0)); pen.lineTo((100, 100)); pen.lineTo((900, 100)); pen.lineTo((900, 0))
    pen.closePath()
    return pen.glyph()

def empty():
    return TTGlyphPen(None).glyph()

fb = FontBuilder(1000, isTTF=True)
glyph_order = [".notdef", "space", "block", "ellipsis"]
fb.setupGlyphOrder(glyph_order)
cmap = {0x20: "space"}
cmap.update({ord(c): "block" for c in chars})
cmap[0x2026] = "ellipsis"
fb.setupCharacterMap(cmap)
fb.setupGlyf({".notdef": empty(), "space": empty(), "block": block(), "ellipsis": bar()})
fb.setupHorizontalMetrics({".notdef": (600, 0), "space": (600, 0), "block": (600, 100), "ellipsis": (1000, 100)})
fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
fb.setupNameTable({
    "familyName": FAMILY, "styleName": "Regular",
    "uniqueFontIdentifier": "MotionReelBlocks-Regular", "fullName": FAMILY + " Regular",
    "psName": "MotionReelBlocks-Regular", "version": "Version 1.000",
    "licenseDescription": "SIL Open Font License 1.1", "licenseInfoURL": "https://openfontlicense.org",
})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=800, usWinDescent=200,
            fsSelection=0x40 | 0x80, usWeightClass=400, version=4)
fb.setupPost()
fb.save("MotionReelBlocks.ttf")
