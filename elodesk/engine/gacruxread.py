"""gacrux's TRF reader with its game list looked up by round and white player.

gacrux (1.11.65, pinned) reads each ``001`` record's rounds through ``chessjson.append_result``:
for every game read, it scans the whole game list for a game of the same round with the same
white player (a game both players' records hold is kept once). Round 2 of a 2 000-player open
holds 3 000 games, read 2 000 × 1 500 times: about 5 s of the round's reading.
:class:`TrfReader` is gacrux's ``trf2json`` with :meth:`TrfReader.append_result` a copy of that
method where the scan is a dictionary of the first game of each (round, white player) in the
list; the dictionary is built again from the list whenever the list is not the one it was
built for or has changed length outside this method. Nothing else of gacrux is changed;
``tests/engine/test_gacrux_reader.py`` holds it against gacrux's own on generated rounds.
"""

from __future__ import annotations

from typing import Any

from gacrux.trf2json import trf2json


class TrfReader(trf2json):
    """gacrux's ``trf2json`` whose :meth:`append_result` finds the game by a dictionary."""

    _games: tuple[int, int, dict[tuple[Any, Any], dict[str, Any]]] | None = None

    def _first_games(self, results: list[dict[str, Any]]) -> dict[tuple[Any, Any], Any]:
        """(round, white player) → the first such game of ``results``, kept while it holds."""
        known = self._games
        if known is not None and known[0] == id(results) and known[1] == len(results):
            return known[2]
        index: dict[tuple[Any, Any], Any] = {}
        for game in results:
            index.setdefault((game["round"], self.get_result_cid(game, "white")), game)
        self._games = (id(results), len(results), index)
        return index

    def append_result(self, results: list[dict[str, Any]], result: dict[str, Any]) -> Any:
        """A copy of gacrux 1.11.65's ``chessjson.append_result`` (update the game of the same
        round and white player with the result, or add the game): its list of the matching
        games, of which the first was used, is the dictionary's one game."""
        first = self._first_games(results)
        elem = first.get((result["round"], self.get_result_cid(result, "white")))
        if elem is not None:
            if (
                self.get_result_res(elem, "white", None) is None
                and self.get_result_res(result, "white", None) is not None
            ):
                if elem["white"] is not None:
                    elem["white"]["result"] = self.get_result_res(result, "white")
            if (
                self.get_result_res(elem, "black", None) is None
                and self.get_result_res(result, "black", None) is not None
            ):
                if elem["black"] is not None:
                    elem["black"]["result"] = self.get_result_res(result, "black")
            return elem["id"]
        rid = result["id"] = self.next_id()
        results.append(result)
        first[result["round"], self.get_result_cid(result, "white")] = result
        self._games = (id(results), len(results), first)
        return rid
