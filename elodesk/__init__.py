"""elodesk — tournament and rating manager for chess and Go federations."""

__version__ = "0.1.0"
