"""Every worked example of ../shared/vectors through the real `elodesk rate` command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from elodesk.engine.systems import system_names
from tests.conftest import SHARED

VECTORS = sorted((SHARED / "vectors").glob("*.json")) if (SHARED / "vectors").exists() else []


def run_rate(system: str, rules: str | None, doc: dict) -> subprocess.CompletedProcess:
    args = [sys.executable, "-m", "elodesk.cli", "rate", "--system", system]
    if rules:
        args += ["--rules", rules]
    args.append("-")
    return subprocess.run(args, input=json.dumps(doc).encode(), capture_output=True, timeout=60)


@pytest.mark.parametrize("path", VECTORS, ids=[p.stem for p in VECTORS])
def test_vector(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    if case["system"] not in system_names():
        pytest.skip(f"rating system {case['system']} not implemented yet")
    proc = run_rate(case["system"], case.get("rules"), case["input"])
    assert proc.returncode == 0, proc.stderr.decode()
    out = json.loads(proc.stdout)
    assert out["system"] == case["system"]
    by_id = {p["id"]: p for p in out["players"]}
    assert [p["id"] for p in out["players"]] == [p["id"] for p in case["input"]["players"]]
    for pid, expected in case["expect"]["players"].items():
        for field, value in expected.items():
            got = by_id[pid][field]
            if isinstance(value, float):
                assert got == pytest.approx(value, abs=1e-9), (pid, field)
            else:
                assert got == value, (pid, field)


def test_vectors_present_or_skipped():
    if not VECTORS:
        pytest.skip("../shared/vectors absent")
    assert any(p.stem.startswith("frbe-") for p in VECTORS)
