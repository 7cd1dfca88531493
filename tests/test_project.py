"""Project-level checks: the pure layers import only the standard library; shared data is found.

import-linter (``lint-imports``, run by ``make test``) forbids a named list of third-party
packages; this test closes the gap by allowing nothing outside ``sys.stdlib_module_names``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "trumps"
PURE_PACKAGES = ("core", "scoring", "rules")


def _imported_top_level_names(path: Path) -> set[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[tuple[str, int]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update((alias.name.split(".")[0], node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add((node.module.split(".")[0], node.lineno))
    return names


def _pure_source_files() -> list[Path]:
    return sorted(
        path for package in PURE_PACKAGES if (SRC / package).is_dir() for path in (SRC / package).rglob("*.py")
    )


def test_core_exists() -> None:
    assert (SRC / "core" / "__init__.py").is_file()


@pytest.mark.parametrize("path", _pure_source_files(), ids=lambda p: str(p.relative_to(SRC)))
def test_pure_layers_import_only_the_standard_library(path: Path) -> None:
    allowed = set(sys.stdlib_module_names) | {"trumps", "__future__"}
    outside = sorted(f"{name} (line {line})" for name, line in _imported_top_level_names(path)
                     if name not in allowed)
    assert not outside, f"{path.relative_to(SRC)} imports third-party modules: {', '.join(outside)}"


def test_real_data_dir_is_found(real_data_dir: Path) -> None:
    assert any(real_data_dir.iterdir()), f"{real_data_dir} is empty"
