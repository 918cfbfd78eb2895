"""One problem found in a file: line (1-based, 0 for the whole file), field, message — what
the validators print and the desk lists (shared by the TRF, 24 lines and h9 readers)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FileProblem:
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.field}: {self.message}"
