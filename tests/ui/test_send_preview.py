"""The message the Send dialog shows before it leaves (real widgets, the demo's club
championship, played from 2026-09-04 to 2026-10-09: elodesk/app/demo.py): no made-up sender
under it while From is empty (a director's evening showed "club@example.invalid" there), and
the event's dates as the interface's language writes them in figures (Qt's Belgian French and
Dutch short dates: d/MM/yyyy; British English: dd/MM/yyyy), not ISO. The files keep theirs."""

from __future__ import annotations

import pytest

from elodesk.ui import i18n
from elodesk.ui import settings as S
from elodesk.ui.controller import EventController
from elodesk.ui.mail_dialog import SendDialog
from tests.io import test_mail

event = test_mail.event  # the demo's round robin, open in its store (the SMTP tests' fixture)


@pytest.mark.parametrize(
    ("lang", "no_sender", "start", "end"),
    [
        ("fr", "(pas encore d'expéditeur : remplissez De)", "4/09/2026", "9/10/2026"),
        ("nl", "(nog geen afzender: vul Van in)", "4/09/2026", "9/10/2026"),
        ("en", "(no sender yet: fill in From)", "04/09/2026", "09/10/2026"),
    ],
)
def test_the_preview_invents_no_sender_and_writes_dates_as_the_language(
    qtbot, event, lang, no_sender, start, end
):
    S.MAIL_FROM.set("")
    S.MAIL_TO.set("ratings@example.org")
    i18n.install(lang)
    try:
        d = SendDialog(EventController(event))
        qtbot.addWidget(d)
        text = d.body.toPlainText()
        assert "example.invalid" not in text and "@" not in text
        assert no_sender in text.splitlines()
        assert "2026-09-04" not in text and "2026-10-09" not in text
        assert f"du {start} au {end}" in text and f"{start} – {end}" in text
        c = d.refresh()
        assert c is not None and "2026-09-04" not in str(c.message["Subject"])
        names = [a.name for a in c.attachments]
        # once From is filled in, the message is signed with it
        d.sender_address.setText("club@example.org")
        c = d.refresh()
        assert "club@example.org" in d.body.toPlainText().splitlines()
        assert c is not None and [a.name for a in c.attachments] == names
        assert all("/" not in n for n in names)
        d.reject()
    finally:
        i18n.install("en")
