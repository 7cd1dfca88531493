"""Storage: SQLAlchemy models where a session is its spec plus its action log (state = replay)."""
