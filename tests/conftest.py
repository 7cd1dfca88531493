"""Test-suite wide set-up: hypothesis profiles, the shared real-data directory, no silent skips.

Hypothesis profiles
    ``ci``  -- more examples, no deadline (CI machines are slow and noisy).
    ``dev`` -- hypothesis' default number of examples, no deadline.
    Chosen by ``HYPOTHESIS_PROFILE`` if set, else ``ci`` when the ``CI`` variable is set (and
    not "false"/"0"), else ``dev``.

Shared data
    The user's real files (PBN, LIN, ...) are not in this repository. They live in a
    ``shared/`` directory *beside* the clone (``<clone>/../shared/data/real``), or wherever the
    ``TRUMPS_SHARED`` environment variable points. Tests that need them take the
    ``real_data_dir`` fixture, which fails -- never skips -- when the data cannot be found.

No silent skips in CI
    Under CI a run with skipped tests is a failed run (set ``TRUMPS_ALLOW_SKIPS=1`` to relax
    this locally or on purpose). ``xfail`` is not a skip and is unaffected.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

REPO_ROOT = Path(__file__).resolve().parents[1]


def _env_flag(name: str) -> bool:
    value = os.environ.get(name, "").strip().lower()
    return value not in ("", "0", "false", "no", "off")


IN_CI = _env_flag("CI")

# --- hypothesis ------------------------------------------------------------------------------

settings.register_profile(
    "ci",
    max_examples=300,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if IN_CI else "dev"))


# --- shared real data ------------------------------------------------------------------------


def find_shared_dir() -> Path | None:
    """The shared directory: ``$TRUMPS_SHARED``, else the nearest ``shared/`` beside the repo.

    Walking up from the repository root, the first ancestor that has a ``shared/`` child
    holding ``RULES.md`` wins (normally ``<clone>/../shared``).
    """
    configured = os.environ.get("TRUMPS_SHARED")
    if configured:
        return Path(configured).expanduser().resolve()
    for ancestor in REPO_ROOT.parents:
        candidate = ancestor / "shared"
        if (candidate / "RULES.md").is_file():
            return candidate
    return None


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared directory (RULES.md, seeds/, spec/, data/); fails the test if missing."""
    found = find_shared_dir()
    if found is None:
        pytest.fail(
            "Cannot find the shared directory: set TRUMPS_SHARED to it, or put `shared/` (the one "
            f"holding RULES.md) beside the repository clone. Searched the ancestors of {REPO_ROOT}.",
            pytrace=False,
        )
    if not found.is_dir():
        pytest.fail(f"TRUMPS_SHARED={found} is not a directory.", pytrace=False)
    return found


@pytest.fixture(scope="session")
def real_data_dir(shared_dir: Path) -> Path:
    """``<shared>/data/real``: the user's real PBN/LIN files; fails the test if missing."""
    real = shared_dir / "data" / "real"
    if not real.is_dir():
        pytest.fail(f"The shared directory {shared_dir} has no data/real/ folder.", pytrace=False)
    return real


# --- no silent skips in CI -------------------------------------------------------------------


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not IN_CI or _env_flag("TRUMPS_ALLOW_SKIPS"):
        return
    if hasattr(session.config, "workerinput"):  # an xdist worker: the controller decides
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is None:
        return
    skipped = reporter.stats.get("skipped", [])
    if skipped and exitstatus == pytest.ExitCode.OK:
        reporter.write_line(
            f"FAILED: {len(skipped)} test(s) skipped; under CI a skip is a failure "
            "(TRUMPS_ALLOW_SKIPS=1 to allow).",
            red=True,
            bold=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
