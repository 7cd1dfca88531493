import os
import pytest
from hypothesis import given, settings, strategies as st

@given(st.integers())
def test_h(x: int) -> None:
    assert x + 0 == x

def test_profile() -> None:
    assert settings.default.deadline is None
    assert settings.default.max_examples == int(os.environ.get("EXPECT_MAX", "100")), settings.default.max_examples

def test_skip() -> None:
    pytest.skip("probe")
