# trumps -- developer entry points.
#
#   make run    create .venv if needed, install (editable, with dev extras), run the web app:
#               `trumps serve` on http://127.0.0.1:8000/ (SQLite in the user's data directory)
#   make test   same bootstrap, Chromium for the browser tests and PostgreSQL for the storage tests
#               (unless TRUMPS_TEST_PG_URL is set; both need root for apt on a fresh machine),
#               then ruff, mypy --strict, import-linter, pytest -n auto
#
# The bootstrap is idempotent: .venv is created once, and `pip install -e '.[dev]'` runs again
# only when pyproject.toml is newer than the stamp file .venv/.trumps-installed.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.trumps-installed
RUN_STAMP := $(VENV)/.trumps-runtime-installed
# Lint only the directories that exist (bench/ may not yet).
LINT_PATHS := $(wildcard src tests bench)

.DEFAULT_GOAL := test
.PHONY: run test lint typecheck imports pytest venv clean

$(BIN)/python:
	$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "trumps needs Python >= 3.11, found " + sys.version)'
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP) $(RUN_STAMP)

# `make run` needs only the runtime dependencies: a quicker first start than the dev tools.
$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(RUN_STAMP)

venv: $(STAMP)

run: $(RUN_STAMP)
	$(BIN)/trumps serve

# Every check runs even if an earlier one fails, so one run shows everything; the target then
# exits non-zero naming the failed steps. pytest's exit 5 (no tests collected) is a failure.
test: $(STAMP)
	@failed=""; \
	echo "==> system packages for the browser tests (scripts/system-packages-for-tests.sh)"; \
	bash scripts/system-packages-for-tests.sh || failed="$$failed system-packages"; \
	if [ -z "$$TRUMPS_TEST_PG_URL" ]; then \
		echo "==> PostgreSQL for the storage tests (scripts/postgres-for-tests.sh)"; \
		TRUMPS_TEST_PG_URL="$$(bash scripts/postgres-for-tests.sh)" || failed="$$failed postgresql"; \
		export TRUMPS_TEST_PG_URL; \
	fi; \
	echo "==> ruff check $(LINT_PATHS)"; \
	$(BIN)/ruff check $(LINT_PATHS) || failed="$$failed ruff"; \
	echo "==> mypy --strict (src)"; \
	$(BIN)/mypy --strict || failed="$$failed mypy"; \
	echo "==> lint-imports"; \
	$(BIN)/lint-imports || failed="$$failed import-linter"; \
	echo "==> pytest -n auto"; \
	$(BIN)/pytest -n auto; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests: that is a failure"; fi; \
	if [ $$rc -ne 0 ]; then failed="$$failed pytest(exit $$rc)"; fi; \
	if [ -n "$$failed" ]; then echo; echo "make test: FAILED:$$failed"; exit 1; fi; \
	echo; echo "make test: all checks passed"

lint: $(STAMP)
	$(BIN)/ruff check $(LINT_PATHS)

typecheck: $(STAMP)
	$(BIN)/mypy --strict

imports: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP)
	$(BIN)/pytest -n auto

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .import_linter_cache
