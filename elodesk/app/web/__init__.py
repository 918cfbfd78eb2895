"""Web output of an event: the results site (:mod:`.site`) and the pages of the live view."""
