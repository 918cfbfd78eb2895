"""The application layer: the services the desk and the command line share.

``period`` (the ratings officer's run, write and publish), ``cards`` (a period's rating cards),
``event`` (an event's rating, standings and exports with its own rule set), ``results`` and
``merge`` (results files received: checked, and merged into a CHCKLIST), ``formats`` (the
results-format registry), ``pairing`` (an event's Swiss rounds paired, un-paired, changed by
hand and checked) and ``pairing_trf`` (a round paired from a TRF file, ``elodesk pair``). No Qt
here (the desk renders), no argument parsing (the commands print).
"""

from . import event_rules  # noqa: E402, F401  (registers the open-time check of the settings)
