"""The e-mail that sends a results file says the rounds the file sends: "rondes 1 à 3 sur 5" /
"ronden 1 tot 3 van 5" beside the file's ``00C`` "Envoi des rondes 1 à 3" and its name
``…_R01-03`` (tests/app/test_national_name.py), where it said "5 rondes" (seen in the Send
dialog of a 5-round open sent after its third round)."""

from __future__ import annotations

from elodesk.app.demo import create_demo
from elodesk.app.sending import compose
from elodesk.io import mail
from elodesk.io.store import EventStore


def test_rounds_words():
    assert mail.rounds_words(5, 5) == ("5 rondes", "5 ronden")
    assert mail.rounds_words(5, 3) == ("rondes 1 à 3 sur 5", "ronden 1 tot 3 van 5")
    assert mail.rounds_words(5, 1) == ("ronde 1 sur 5", "ronde 1 van 5")


def test_the_message_says_the_rounds_its_file_sends(tmp_path):
    # the demo open (elodesk/app/demo.py): 5 rounds, round 1's four results entered, round 2
    # paired without results, so its file sends round 1 (Swar's "Envoi des rondes 1 à 1")
    _rr, op = create_demo(tmp_path)
    store = EventStore(op)
    try:
        c = compose(store, ["national"], "club@example.org", "ratings@example.org")
    finally:
        store.close()
    (att,) = c.attachments
    assert "_R01-01." in att.name
    assert "00C Envoi des rondes 1 à 1" in att.data.decode("latin-1").split("\r\n")
    body = c.message.get_body(("plain",)).get_content()
    assert "ronde 1 sur 5, 4 parties" in body and "ronde 1 van 5, 4 partijen" in body
    assert "5 rondes" not in body and "5 ronden" not in body
    # one line a language: the dialog and the mail program wrap it, not a break cut into the
    # sentence before the names and dates are known (it fell mid-sentence in the dialog)
    lines = body.splitlines()
    assert sum(1 for x in lines if x.startswith("Veuillez") and x.endswith("4 parties).")) == 1
    assert sum(1 for x in lines if x.startswith("In bijlage") and x.endswith("4 partijen).")) == 1
