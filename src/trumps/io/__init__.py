"""Files in and out: PBN and LIN readers and writers over a format-neutral game record."""
