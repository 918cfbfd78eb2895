"""HTML for the results site and the live view: one page skeleton, one style sheet, a
:class:`app.printables.PrintTable` as an HTML table.

The pages need no script and load nothing from outside the folder (the style sheet is a file
beside them). Phone-readable: the text reflows, a wide table (a crosstable) scrolls inside its
own box so the page itself never scrolls sideways; printable: the navigation is hidden and the
tables print whole. Every text goes through :func:`html.escape`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from ..printables import PrintTable

CSS = """\
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0 auto;max-width:60rem;padding:.5rem .75rem 2rem;font:16px/1.4 system-ui,
"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:#1a1a1a;background:#fff}
h1{font-size:1.35rem;margin:.6rem 0 .2rem;overflow-wrap:anywhere}
h2{font-size:1.1rem;margin:1.2rem 0 .4rem;overflow-wrap:anywhere}
p.sub{margin:0 0 .6rem;color:#555}
nav{display:flex;flex-wrap:wrap;gap:.3rem .9rem;padding:.4rem 0;border-bottom:1px solid #ccc;
font-size:.95rem}
nav.lang{border:0;justify-content:flex-end;font-size:.85rem}
a{color:#0645ad}
a:visited{color:#0645ad}
.scroll{overflow-x:auto;max-width:100%;margin:.3rem 0 1rem}
table{border-collapse:collapse;font-size:.92rem}
th,td{padding:.25rem .45rem;border-bottom:1px solid #ddd;vertical-align:top}
th{text-align:left;background:#f0f0f0;font-weight:600}
td.r,th.r{text-align:right;font-variant-numeric:tabular-nums}
td.c,th.c{text-align:center}
td>a{white-space:nowrap}
tr.me td{background:#fffbe0}
ul.links{padding-left:1.2rem;columns:14rem}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.1rem .8rem;margin:.3rem 0 1rem}
dl.facts dt{color:#555}
dl.facts dd{margin:0}
footer{margin-top:2rem;color:#777;font-size:.8rem}
.big body,body.big{max-width:none;font-size:1.6rem}
body.big table{font-size:1.5rem;width:100%}
body.big h1{font-size:2.2rem}
body.big h2{font-size:1.8rem}
body.big nav{font-size:1.2rem}
@media (max-width:40rem){body.big{font-size:16px}body.big table{font-size:.85rem}
body.big h1{font-size:1.35rem}body.big h2{font-size:1.1rem}body.big nav{font-size:.95rem}}
@media (max-width:30rem){body{padding:.4rem .5rem 1.5rem}table{font-size:.85rem}
th,td{padding:.2rem .3rem}}
@media print{nav,footer{display:none}.scroll{overflow:visible}body{max-width:none;font-size:10pt}
a{color:inherit;text-decoration:none}table{page-break-inside:auto}tr{page-break-inside:avoid}}
"""

Link = Callable[[int, int], str | None]


def page(
    title: str,
    language: str,
    body: str,
    *,
    css: str = "style.css",
    head_extra: str = "",
    body_class: str = "",
) -> bytes:
    """A whole HTML5 document (UTF-8): ``title`` escaped here, ``body`` already HTML."""
    klass = f' class="{escape(body_class)}"' if body_class else ""
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{escape(language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"{head_extra}"
        f"<title>{escape(title)}</title>\n"
        f'<link rel="stylesheet" href="{escape(css)}">\n'
        f"</head>\n<body{klass}>\n{body}</body>\n</html>\n"
    ).encode()


def table(t: PrintTable, link: Link | None = None, *, heading: str | None = None) -> str:
    """``t`` as a table in a scrolling box; ``link(row, col)`` gives a cell's link (or None);
    the title is an ``h2`` unless ``heading`` says otherwise ("" for none)."""
    out = []
    head = t.title if heading is None else heading
    if head:
        out.append(f"<h2>{escape(head)}</h2>\n")
    out.append('<div class="scroll"><table>\n<thead><tr>')
    aligns = [_align(c.align) for c in t.columns]
    for c, a in zip(t.columns, aligns, strict=True):
        out.append(f'<th{a} scope="col">{escape(c.header)}</th>')
    out.append("</tr></thead>\n<tbody>\n")
    width = len(aligns)
    for i, row in enumerate(t.rows):
        out.append("<tr>")
        for j, cell in enumerate(row):
            a = aligns[j] if j < width else ""
            if not cell:
                out.append(f"<td{a}></td>")
                continue
            text = escape(cell)
            href = link(i, j) if link else None
            if href:
                text = f'<a href="{escape(href)}">{text}</a>'
            out.append(f"<td{a}>{text}</td>")
        out.append("</tr>\n")
    out.append("</tbody></table></div>\n")
    for note in t.notes:
        out.append(f"<p>{escape(note)}</p>\n")
    return "".join(out)


def _align(align: str) -> str:
    return {"right": ' class="r"', "center": ' class="c"'}.get(align, "")


def nav(items: Sequence[tuple[str, str]], klass: str = "") -> str:
    """A navigation bar of (text, href)."""
    k = f' class="{klass}"' if klass else ""
    links = "".join(f'<a href="{escape(h)}">{escape(t)}</a>' for t, h in items)
    return f"<nav{k}>{links}</nav>\n"


def facts(items: Sequence[tuple[str, str]]) -> str:
    """A definition list of (label, value); empty values left out."""
    rows = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in items if v)
    return f'<dl class="facts">{rows}</dl>\n' if rows else ""
