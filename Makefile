# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
ifeq ($(OS),Windows_NT)
BIN := $(VENV)/Scripts
else
BIN := $(VENV)/bin
endif
PY := $(BIN)/python
STAMP := $(VENV)/.installed

.PHONY: run test lint venv conformance conformance-all bench compare-bbp fuzz pairing-corpus dist dist-check clean

$(STAMP): pyproject.toml
	test -d $(BIN) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

run: $(STAMP)
	$(PY) main.py

# on every core (pytest-xdist), a test file per worker at a time so that a module's real period
# is loaded once
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n auto --dist loadfile

lint: $(STAMP)
	$(BIN)/ruff check elodesk tests scripts packaging main.py
	$(BIN)/ruff format --check elodesk tests scripts packaging main.py
	$(BIN)/mypy elodesk/engine elodesk/io elodesk/app elodesk/ui
	$(PY) scripts/import_graph.py

conformance: $(STAMP)
	$(PY) scripts/conformance.py

conformance-all: $(STAMP)
	$(PY) scripts/conformance_all.py

bench: $(STAMP)
	$(PY) scripts/bench_period.py
	$(PY) scripts/bench_other.py
	$(PY) scripts/bench_preview.py
	$(PY) scripts/bench_go.py
	$(PY) scripts/bench_pairing.py
	$(PY) scripts/bench_officer.py
	$(PY) scripts/bench_readers.py
	$(PY) scripts/bench_tiebreaks.py

# Held apart from `make test` and .ci/run: elodesk beside a bbpPairings binary (BBP=path), round
# by round on the benchmark's opens and on random tournaments bbp generates (README, pairing).
COMPARE_BBP_ARGS ?= --sizes 100,300,500,1000 --random 200
compare-bbp: $(STAMP)
	@test -n "$(BBP)" || (echo "usage: make compare-bbp BBP=path/to/bbpPairings.exe" >&2; exit 2)
	$(PY) scripts/compare_bbp.py --bbp "$(BBP)" $(COMPARE_BBP_ARGS)

# Every round of the 208 reference tournaments of ../shared/pairing/dutch-2025 (a few minutes).
pairing-corpus: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m slow tests/engine/test_pairing_corpus.py

fuzz: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -s -m slow -p no:cacheprovider --deselect tests/engine/test_pairing_corpus.py::test_whole_corpus_identical

dist: $(STAMP)
	$(PY) -m pip install -q pyinstaller
	$(PY) packaging/build.py

dist-check: dist
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m slow tests/test_dist.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
