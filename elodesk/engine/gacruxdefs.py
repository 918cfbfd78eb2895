"""The Dutch engine's criterion names, looked up as a table instead of through ``enum``.

gacrux's ``crosstable_dutch.update_edge`` runs once per edge of every bracket (44 512 times for
round 2 of a 500-player open) and builds each edge's quality record from its ``qdefs`` Enum:
``{q.name: None for q in qdefs if q.value < QL}``, ``qdefs(n).name``, ``qdefs.QC18.value``. On
Python 3.11 every ``.name``/``.value`` of an Enum member is a descriptor call, and these lookups
were 60 % of the engine's work outside the matchings (cProfile, that round).

:data:`QDEFS` answers the same questions with plain attributes: iteration yields one member per
value in the Enum's own order (aliases, such as ``QC0`` of ``QL``, are not iterated), ``QDEFS(n)``
is the member of value ``n`` (``ValueError`` otherwise), ``QDEFS.QC0`` the member its alias
names; names and values are the Enum's own strings and integers, read from it, so the records
built are the same. :func:`install` makes it the ``qdefs`` that ``gacrux.crosstabledutch``'s
functions read, and the same table of its float flags ``flt`` (read there as ``flt.DF1.value``
… only); and both the ones ``gacrux.pairingdutch`` reads (the same Enums, imported from
there): its ``pair_bracket`` starts every bracket's record with ``{q.name: None for q in
qdefs}``, 31 descriptor calls a bracket, 7 % of a 10-player round's CPU. gacrux itself is
unchanged, its other modules keep the Enums.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum
from typing import Any


class Criterion:
    """One criterion: its ``name`` and ``value``, as the Enum member has them."""

    __slots__ = ("name", "value")

    def __init__(self, name: str, value: int) -> None:
        self.name = name
        self.value = value

    def __repr__(self) -> str:
        return f"<{self.name}: {self.value}>"


class Criteria:
    """An Enum's members as :class:`Criterion` objects (iteration, call by value, attributes)."""

    def __init__(self, enum: type[Enum]) -> None:
        self._enum = enum
        self._members = [Criterion(m.name, m.value) for m in enum]
        self._by_value = {c.value: c for c in self._members}
        for alias, member in enum.__members__.items():
            setattr(self, alias, self._by_value[member.value])

    def __iter__(self) -> Iterator[Criterion]:
        return iter(self._members)

    def __len__(self) -> int:
        return len(self._members)

    def __call__(self, value: Any) -> Criterion:
        try:
            return self._by_value[value]
        except (KeyError, TypeError):
            raise ValueError(f"{value!r} is not a valid {self._enum.__name__}") from None


def install() -> None:
    """Make :class:`Criteria` of gacrux's ``qdefs`` and ``flt`` the ones ``crosstabledutch``
    and ``pairingdutch`` read."""
    import gacrux.crosstabledutch as dutch
    import gacrux.pairingdutch as pairing

    if not isinstance(dutch.qdefs, Criteria):
        dutch.qdefs = Criteria(dutch.qdefs)
    if not isinstance(dutch.flt, Criteria):
        dutch.flt = Criteria(dutch.flt)
    pairing.qdefs, pairing.flt = dutch.qdefs, dutch.flt
