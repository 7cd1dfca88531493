"""Double-dummy analysis through DDS (``endplay``), behind one adapter: :mod:`trumps.analysis.dds`."""
