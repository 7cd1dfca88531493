"""Orchestration: sessions of many hands (rubbers, team matches) built on the core and scoring."""
