"""Rating systems and tournament logic: pure Python, no Qt, no file I/O."""
