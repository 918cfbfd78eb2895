"""File formats and storage: no Qt; imports ``engine.model`` only."""
