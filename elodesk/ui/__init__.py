"""The desktop program (PySide6 lives only here)."""
