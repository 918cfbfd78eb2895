"""Words for the pairing desk: "explain this pairing" and the checker's findings.

The reasons come from the engine (:class:`~elodesk.engine.pairing.PairNote`,
:class:`~elodesk.engine.pairing.Finding`); the sentences name the articles of C.04.3 (2025
edition) they rest on, in the interface's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..app.pairing import Finding, PairNote
from ..engine.model import Pairing


def colour_rule_text(rule: str) -> str:
    """C.04.3 E (colour allocation), the rule that decided."""
    return {
        "E.1": QCoreApplication.translate(
            "PairingExplain", "E.1: both colour preferences are granted."
        ),
        "E.2": QCoreApplication.translate(
            "PairingExplain", "E.2: the stronger colour preference is granted."
        ),
        "E.3": QCoreApplication.translate(
            "PairingExplain",
            "E.3: the colours alternate from the last round in which they had different colours.",
        ),
        "E.4": QCoreApplication.translate(
            "PairingExplain", "E.4: the colour preference of the higher-ranked player is granted."
        ),
        "E.5": QCoreApplication.translate(
            "PairingExplain",
            "E.5: no preference decides; the higher-ranked player gets the initial colour if his pairing number is odd, the other colour if it is even.",
        ),
        "pab": QCoreApplication.translate("PairingExplain", "The pairing-allocated bye."),
    }.get(rule, rule)


def _preference(code: str) -> str:
    if not code:
        return QCoreApplication.translate("PairingExplain", "no colour preference")
    colour = (
        QCoreApplication.translate("PairingExplain", "White")
        if code[0] == "w"
        else QCoreApplication.translate("PairingExplain", "Black")
    )
    strength = {
        "0": QCoreApplication.translate("PairingExplain", "mild"),
        "1": QCoreApplication.translate("PairingExplain", "strong"),
        "2": QCoreApplication.translate("PairingExplain", "absolute"),
    }.get(code[1:2], "")
    return f"{colour} ({strength})" if strength else colour


def explain(
    g: Pairing | None,
    notes: dict[int, PairNote],
    engine_boards: set[tuple[int, int]],
    names: dict[int, str],
) -> str:
    """Why these two meet and why these colours (or that the board was changed by hand)."""
    if g is None:
        return QCoreApplication.translate(
            "PairingExplain", "This player is not paired in this round."
        )
    if not g.black:
        return QCoreApplication.translate(
            "PairingExplain",
            "Pairing-allocated bye: the lowest-ranked player of the lowest score group who has not had one and whose removal leaves the rest pairable (C.04.3 C.2, C.5).",
        )
    note = notes.get(g.white)

    def who(n: int) -> str:
        return f"{n}. {names.get(n, '?')}"

    if (g.white, g.black) not in engine_boards or note is None or note.black != g.black:
        mine = notes.get(g.white)
        was = (
            QCoreApplication.translate("PairingExplain", "The engine paired %1 with %2.")
            .replace("%1", who(g.white))
            .replace("%2", who(mine.black if mine.white == g.white else mine.white))
            if mine
            else ""
        )
        if (g.black, g.white) in engine_boards:
            return (
                QCoreApplication.translate(
                    "PairingExplain", "The colours of this board were changed by hand."
                )
                + " "
                + was
            )
        return (
            QCoreApplication.translate("PairingExplain", "This board was changed by hand.")
            + " "
            + was
        )
    lines = [
        QCoreApplication.translate(
            "PairingExplain", "%1 (pairing score %2, wants %3) – %4 (pairing score %5, wants %6)."
        )
        .replace("%1", who(g.white))
        .replace("%2", f"{note.white_score:g}")
        .replace("%3", _preference(note.white_preference))
        .replace("%4", who(g.black))
        .replace("%5", f"{note.black_score:g}")
        .replace("%6", _preference(note.black_preference)),
    ]
    if note.white_score == note.black_score:
        lines.append(
            QCoreApplication.translate(
                "PairingExplain",
                "Why they meet: same score group, paired in it by C.04.3 (S1 against S2).",
            )
        )
    else:
        high, low = (
            (g.white, g.black) if note.white_score > note.black_score else (g.black, g.white)
        )
        lines.append(
            QCoreApplication.translate(
                "PairingExplain",
                "Why they meet: %1 floats down to %2's score group (C.04.3: no better pairing of his group).",
            )
            .replace("%1", who(high))
            .replace("%2", who(low))
        )
    lines.append(
        QCoreApplication.translate("PairingExplain", "They have not met before (C.04.3 C.1).")
        if not note.met_before
        else QCoreApplication.translate("PairingExplain", "They have met before.")
    )
    lines.append(
        QCoreApplication.translate("PairingExplain", "Colours: %1").replace(
            "%1", colour_rule_text(note.colour_rule)
        )
    )
    return "\n".join(lines)


def finding_text(f: Finding) -> str:
    """One line of the checker."""
    players = ", ".join(str(n) for n in f.players)
    if f.kind == "absolute":
        text = {
            "C1": QCoreApplication.translate(
                "PairingExplain", "Absolute criterion C1 broken: %1 have already met."
            ),
            "C2": QCoreApplication.translate(
                "PairingExplain", "Absolute criterion C2 broken: %1 has already had a bye."
            ),
            "C3": QCoreApplication.translate(
                "PairingExplain",
                "Absolute criterion C3 broken: %1 have the same absolute colour preference.",
            ),
            "forbidden": QCoreApplication.translate("PairingExplain", "Forbidden pair: %1."),
            "colour": QCoreApplication.translate(
                "PairingExplain", "Absolute colour preference of %1 not granted."
            ),
        }.get(
            f.criterion,
            QCoreApplication.translate(
                "PairingExplain", "Absolute criterion %2 broken: %1."
            ).replace("%2", f.criterion),
        )
        return text.replace("%1", players)
    if f.criterion == "order":
        return QCoreApplication.translate(
            "PairingExplain",
            "Players %1: as good on every criterion as the engine's pairing, but not the pairing the Dutch system selects (the first in its order of transpositions and exchanges).",
        ).replace("%1", players)
    if f.criterion == "colour":
        return (
            QCoreApplication.translate(
                "PairingExplain", "Colours of %1 differ from the engine's: %2"
            )
            .replace("%1", players)
            .replace("%2", colour_rule_text(f.rule))
        )
    return (
        QCoreApplication.translate(
            "PairingExplain",
            "Quality criterion %1 worse than the engine's pairing: %2 instead of %3.",
        )
        .replace("%1", f.criterion)
        .replace("%2", str(f.manual))
        .replace("%3", str(f.engine))
    )
