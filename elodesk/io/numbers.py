"""Whole numbers in fixed-width text fields (results files, rating lists)."""

from __future__ import annotations


def is_digits(text: str) -> bool:
    """ASCII digits only (``str.isdigit()`` also accepts ², which ``int()`` refuses)."""
    return text.isascii() and text.isdigit()


def ascii_int(text: str | None) -> int:
    """The field's whole number, or 0 when it is blank or not a number."""
    text = (text or "").strip()
    return int(text) if is_digits(text) else 0
