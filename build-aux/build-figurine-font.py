#!/usr/bin/env python3
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Build the Scoresheet Figurine font, regular or bold, from SVG sources.

usage: build-figurine-font.py SOURCE_DIR regular|bold OUTPUT.ttf

Each source data/font/NAME.svg draws one design on a view box whose
width is the glyph's advance and whose height is the em (1000 units, the
baseline at y = 800). Its root names the code points it gives: for a
figurine (data-figurine="yes"), the white piece's and the black one's
(data-codepoints="2654 265A"); for a sign, one or more that share its
glyph (a space has no path). A figurine may stand lower than a capital
(data-height="0.86": of the cap height). Paths are centre lines that
this script turns into outlines with the weight's stroke, by their class:

  part    closed: an outline in the white figurine, solid in the black one
  stroke  drawn with the stroke in every glyph of the design
  detail  drawn thinner in the white figurine, cut out of the black one
  dot     closed: filled as drawn, in every glyph of the design
  spot    closed: filled as drawn in the white figurine, cut out of the black

A figurine is scaled so that its ink stands from the baseline to the cap
height of the text face, and widened for text (the bold one a little
more, as bold letters are); its advance is its ink and two side
bearings. Strokes have square ends. The outlines overlap and are filled
by the non-zero rule; a cut-out is drawn against as many layers as lie
under it.
"""
import math
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.basePen import BasePen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.svgLib.path import parse_path

UNITS_PER_EM = 1000
BASELINE = 800            # in the sources' coordinates
CAP_HEIGHT = 729          # DejaVu's capitals: 1493 of 2048
ASCENT, DESCENT = 928, 236

WEIGHTS = {
    # stroke of figurines and signs, of details (a part of it), stretch
    "regular": dict(stroke=72, sign=79, detail=0.6, stretch=1.28, weight_class=400),
    "bold": dict(stroke=118, sign=112, detail=0.5, stretch=1.38, weight_class=700),
}

FAMILY = "Scoresheet Figurine"
VERSION = "1.000"
SIDE_BEARING = 60         # of figurines
MITRE_LIMIT = 2.5
CURVE_STEPS = 16
LOOP_SPAN = 40            # most points a loop of an offset outline holds


class FlattenPen(BasePen):
    """Records paths as polylines: a list of (points, closed)."""

    def __init__(self):
        super().__init__(None)
        self.paths = []
        self.current = None

    def _moveTo(self, pt):
        self.current = [pt]
        self.paths.append((self.current, False))

    def _lineTo(self, pt):
        self.current.append(pt)

    def _curveToOne(self, p1, p2, p3):
        p0 = self.current[-1]
        for i in range(1, CURVE_STEPS + 1):
            t = i / CURVE_STEPS
            u = 1 - t
            self.current.append((u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                                 u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]))

    def _qCurveToOne(self, p1, p2):
        p0 = self.current[-1]
        for i in range(1, CURVE_STEPS + 1):
            t = i / CURVE_STEPS
            u = 1 - t
            self.current.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                                 u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))

    def _closePath(self):
        self.paths[-1] = (self.current, True)

    def _endPath(self):
        pass


def clean(points, closed):
    """Without repeated points (and the closing one)."""
    out = []
    for p in points:
        if not out or math.dist(out[-1], p) > 0.01:
            out.append(p)
    if closed and len(out) > 1 and math.dist(out[0], out[-1]) <= 0.01:
        out.pop()
    return out


def signed_area(points):
    return sum(points[i - 1][0] * points[i][1] - points[i][0] * points[i - 1][1]
               for i in range(len(points))) / 2


def normal(a, b):
    """Unit normal to the left of a→b (y up)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    return (-dy / length, dx / length)


def offset_vertex(p, n1, n2, d, out):
    """Where two offset edges meet, mitred, or bevelled when too sharp."""
    dot = n1[0] * n2[0] + n1[1] * n2[1]
    if 1 + dot > 2 / (MITRE_LIMIT * MITRE_LIMIT):
        k = d / (1 + dot)
        out.append((p[0] + k * (n1[0] + n2[0]), p[1] + k * (n1[1] + n2[1])))
    else:
        out.append((p[0] + d * n1[0], p[1] + d * n1[1]))
        out.append((p[0] + d * n2[0], p[1] + d * n2[1]))


def offset_closed(points, d):
    """The polygon moved d outwards (negative: inwards), counter-clockwise."""
    if signed_area(points) < 0:
        points = points[::-1]
    n = len(points)
    out = []
    for i in range(n):
        prev, p, nxt = points[i - 1], points[i], points[(i + 1) % n]
        # Outwards is to the right of a counter-clockwise edge.
        n1 = tuple(-c for c in normal(prev, p))
        n2 = tuple(-c for c in normal(p, nxt))
        offset_vertex(p, n1, n2, d, out)
    return without_loops(out)


def crossing(a, b, c, d):
    """Where segments ab and cd cross, or None."""
    den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
    if abs(den) < 1e-9:
        return None
    t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
    u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
    if 0 < t < 1 and 0 < u < 1:
        return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
    return None


def without_loops(points):
    """The outline without the small loops that offsetting makes where
    an edge is shorter than the offset (near a sharp corner)."""
    points = list(points)
    i = 0
    while i < len(points):
        n = len(points)
        a, b = points[i], points[(i + 1) % n]
        for k in range(2, min(LOOP_SPAN, n // 2)):
            c, d = points[(i + k) % n], points[(i + k + 1) % n]
            x = crossing(a, b, c, d)
            if x is not None:
                loop = {(i + m) % n for m in range(1, k + 1)}
                first = min(loop)
                points = [p for m, p in enumerate(points) if m not in loop]
                points.insert(first if first > i else len(points), x)
                i = max(i - 1, 0) if first > i else 0
                break
        else:
            i += 1
    return points


def stroke_open(points, half):
    """The outline of an open polyline stroked 2·half wide."""
    left, right = [], []
    n = len(points)
    for i in range(n):
        p = points[i]
        n_in = normal(points[i - 1], p) if i > 0 else None
        n_out = normal(p, points[i + 1]) if i < n - 1 else None
        if n_in is None:
            n_in = n_out
        if n_out is None:
            n_out = n_in
        offset_vertex(p, n_in, n_out, half, left)
        offset_vertex(p, n_in, n_out, -half, right)
    return left + right[::-1]


def thickness(points):
    """About how wide a thin shape is: twice its area over its perimeter."""
    perimeter = sum(math.dist(points[i - 1], points[i]) for i in range(len(points)))
    return 2 * abs(signed_area(points)) / perimeter if perimeter else 0


def winding(contours, pt):
    total = 0
    for c in contours:
        for i in range(len(c)):
            (x1, y1), (x2, y2) = c[i - 1], c[i]
            if y1 <= pt[1] < y2 and (x2 - x1) * (pt[1] - y1) - (pt[0] - x1) * (y2 - y1) > 0:
                total += 1
            elif y2 <= pt[1] < y1 and (x2 - x1) * (pt[1] - y1) - (pt[0] - x1) * (y2 - y1) < 0:
                total -= 1
    return total


def oriented(points, counter_clockwise):
    return points if (signed_area(points) > 0) == counter_clockwise else points[::-1]


class Design:
    """One source: its paths as polylines in font units (y up)."""

    def __init__(self, path):
        self.name = path.stem
        root = ElementTree.parse(path).getroot()
        self.codepoints = [int(c, 16) for c in root.get("data-codepoints").split()]
        self.advance = float(root.get("viewBox").split()[2])
        self.figurine = root.get("data-figurine") == "yes"
        self.height = CAP_HEIGHT * float(root.get("data-height", "1"))
        self.elements = []
        for element in root.iter():
            if not element.tag.endswith("path"):
                continue
            pen = FlattenPen()
            parse_path(element.get("d"), pen)
            role = element.get("class")
            for points, closed in pen.paths:
                points = clean([(x, BASELINE - y) for x, y in points], closed)
                self.elements.append((role, points, closed))

    def outline(self, weight, black, scale=1.0, stretch=1.0):
        """The filled contours, and the cut-outs (each a list of
        contours), before fitting."""
        w = weight["stroke"] if self.figurine else weight["sign"]
        centre = self.advance / 2
        filled, cuts = [], []
        for role, points, closed in self.elements:
            pts = [(centre + (x - centre) * scale * stretch, y * scale) for x, y in points]
            cut = black and role in ("detail", "spot")
            if role in ("dot", "spot"):
                shape = [oriented(pts, True)]
            elif role == "part":
                shape = [offset_closed(pts, w / 2)]
                inner = offset_closed(pts, -w / 2)
                # An outline too small to show a hole stays solid.
                if not black and signed_area(inner) > 0 and thickness(inner) > 0.3 * w:
                    shape.append(inner[::-1])
            elif closed:
                width = w * weight["detail"] if role == "detail" else w
                shape = [offset_closed(pts, width / 2)]
                inner = offset_closed(pts, -width / 2)
                if signed_area(inner) > 0:
                    shape.append(inner[::-1])
            else:
                width = w * weight["detail"] if role == "detail" else w
                shape = [oriented(stroke_open(pts, width / 2), True)]
            if cut:
                if closed:
                    samples = self.samples(shape)
                else:
                    samples = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(pts, pts[1:])]
                cuts.append((shape, samples))
            else:
                filled.extend(shape)
        return filled, cuts

    @staticmethod
    def samples(rings):
        """Points inside a cut-out, where the layers under it are counted."""
        outer = rings[0]
        cx = sum(p[0] for p in outer) / len(outer)
        cy = sum(p[1] for p in outer) / len(outer)
        return [(cx, cy)] + [((p[0] * 3 + cx) / 4, (p[1] * 3 + cy) / 4) for p in outer[:: max(1, len(outer) // 6)]]

    def glyph_contours(self, weight, black):
        """The final contours, in font units, for a glyph of this design."""
        stretch = weight["stretch"] if self.figurine else 1.0
        scale = 1.0
        if self.figurine:
            # The ink grows with the scale, and by the stroke whatever the
            # scale: two tries give the line through both.
            h1 = ink_height(self.outline(weight, black, 1.0, stretch)[0])
            h2 = ink_height(self.outline(weight, black, 0.5, stretch)[0])
            scale = 0.5 + (self.height - h2) * 0.5 / (h1 - h2)
        contours, cuts = self.outline(weight, black, scale, stretch)
        if self.figurine:
            bottom = min(p[1] for c in contours for p in c)
            contours = [[(x, y - bottom) for x, y in c] for c in contours]
            cuts = [([[(x, y - bottom) for x, y in r] for r in rings], [(x, y - bottom) for x, y in s])
                    for rings, s in cuts]
        for rings, samples in cuts:
            layers = {winding(contours, s) for s in samples}
            if len(layers) != 1 or min(layers) < 1:
                raise SystemExit(f"{self.name}: a cut-out does not lie on one layer ({sorted(layers)})")
            depth = layers.pop()
            for _ in range(depth):
                contours.extend(r[::-1] for r in rings)
        return contours


def ink_height(contours):
    ys = [p[1] for c in contours for p in c]
    return max(ys) - min(ys)


def glyph_name(codepoint):
    return "uni%04X" % codepoint


def build(source_dir, weight_name, output):
    weight = WEIGHTS[weight_name]
    designs = [Design(p) for p in sorted(Path(source_dir).glob("*.svg"))]
    glyphs, metrics, cmap = {}, {}, {}

    notdef = TTGlyphPen(None)
    for x0, y0, x1, y1, ccw in ((50, 0, 550, CAP_HEIGHT, False), (110, 60, 490, CAP_HEIGHT - 60, True)):
        pts = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
        draw_contour(notdef, oriented(pts, ccw))
    glyphs[".notdef"] = notdef.glyph()
    metrics[".notdef"] = (600, 50)

    for design in designs:
        for index, codepoint in enumerate(design.codepoints):
            if not design.figurine and index > 0:
                cmap[codepoint] = glyph_name(design.codepoints[0])
                continue
            name = glyph_name(codepoint)
            contours = design.glyph_contours(weight, black=index == 1)
            advance = design.advance
            if design.figurine:
                left = min(p[0] for c in contours for p in c)
                right = max(p[0] for c in contours for p in c)
                advance = right - left + 2 * SIDE_BEARING
                contours = [[(x - left + SIDE_BEARING, y) for x, y in c] for c in contours]
            pen = TTGlyphPen(None)
            for c in contours:
                # TrueType fills clockwise contours.
                draw_contour(pen, c[::-1])
            glyphs[name] = pen.glyph()
            xs = [p[0] for c in contours for p in c]
            metrics[name] = (round(advance), round(min(xs)) if xs else 0)
            cmap[codepoint] = name

    fb = FontBuilder(UNITS_PER_EM, isTTF=True)
    order = [".notdef"] + sorted(n for n in glyphs if n != ".notdef")
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap(cmap)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=ASCENT, descent=-DESCENT)
    style = "Bold" if weight_name == "bold" else "Regular"
    fb.setupNameTable({
        "copyright": "Copyright 2026 The Scoresheet developers",
        "familyName": FAMILY,
        "styleName": style,
        "uniqueFontIdentifier": f"Scoresheet: {FAMILY} {style} {VERSION}",
        "fullName": f"{FAMILY} {style}",
        "psName": FAMILY.replace(" ", "") + "-" + style,
        "version": f"Version {VERSION}",
        "licenseDescription": "GNU GPL version 3 or later, with the font exception: a document that "
                              "embeds this font, or unaltered parts of it, is not by that alone covered "
                              "by the GPL (GPL-3.0-or-later WITH Font-exception-2.0).",
        "designer": "The Scoresheet developers",
    })
    fb.setupOS2(
        usWeightClass=weight["weight_class"],
        fsSelection=0x20 if weight_name == "bold" else 0x40,
        sTypoAscender=ASCENT, sTypoDescender=-DESCENT, sTypoLineGap=0,
        usWinAscent=ASCENT, usWinDescent=DESCENT,
        sCapHeight=CAP_HEIGHT, sxHeight=520, achVendID="SCSH", fsType=0,
    )
    fb.setupPost()
    head = fb.font["head"]
    head.macStyle = 1 if weight_name == "bold" else 0
    # The same sources give the same bytes.
    head.created = head.modified = 3_900_000_000
    fb.font.save(output)


def draw_contour(pen, points):
    pen.moveTo((round(points[0][0]), round(points[0][1])))
    for p in points[1:]:
        pen.lineTo((round(p[0]), round(p[1])))
    pen.closePath()


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[2] not in WEIGHTS:
        sys.exit(__doc__.split("\n\n")[1])
    build(sys.argv[1], sys.argv[2], sys.argv[3])
