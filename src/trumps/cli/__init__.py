"""The ``trumps`` command line: thin subcommands over the public API, for people and scripts."""
