"""The web server: HTTP + websockets over sessions (see PROTOCOL.md beside this file)."""
