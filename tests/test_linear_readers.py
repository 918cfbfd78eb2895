"""Every results-file reader and validator is linear (issue #16 item 11: a 4.8 MB TRF took
3 min 24 s through an ``any()`` over every game per player without an ID). The generated files
of ``scripts/bench_readers.py`` at 0.25 MB and 1 MB (the best of two runs each, the machine being
shared): four times the size must cost less than ten times the CPU time (linear: about 4; the
quadratic check: 16), and 1 MB under 2 s of CPU (``make bench`` prints the 5 MB figures)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import bench_readers  # noqa: E402


@pytest.mark.parametrize("label", sorted(bench_readers.CASES))
def test_check_is_linear(tmp_path, label):
    small = min(bench_readers.check_case(tmp_path, label, 250_000)[1] for _ in range(2))
    big = min(bench_readers.check_case(tmp_path, label, 1_000_000)[1] for _ in range(2))
    assert big < 2.0, f"{label}: {big:.2f} s of CPU for 1 MB"
    assert big < 10 * max(small, 0.02), f"{label}: {small:.3f} s → {big:.3f} s for 4× the size"


def test_rate_json_is_linear():
    small = min(bench_readers.rate_case(250_000)[1] for _ in range(2))
    big = min(bench_readers.rate_case(1_000_000)[1] for _ in range(2))
    assert big < 2.0 and big < 10 * max(small, 0.02), (small, big)


def test_officer_merge_is_linear(tmp_path):
    """The officer's merge of a file where one player wins all his games with White (issue #25:
    221 s of CPU for 3.7 MB, every game compared with all his earlier ones): 1 MB against
    0.25 MB, the best of two runs each, under ten times the CPU (the quadratic merge: about 16,
    0.6 s → 9.6 s)."""
    small = min(bench_readers.merge_case(tmp_path, 250_000)[1] for _ in range(2))
    big = min(bench_readers.merge_case(tmp_path, 1_000_000)[1] for _ in range(2))
    assert big < 4.0 and big < 10 * max(small, 0.02), (small, big)
