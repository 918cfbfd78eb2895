<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>OfficerWindow</name>
    <message numerus="yes">
        <source>%n problem(s): see Problems</source>
        <translation>
            <numerusform>%n problem: see Problems</numerusform>
            <numerusform>%n problems: see Problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) of a foreign federation keep a stale rating: no FIDE list gives them theirs (FIDE list…).

Publish anyway?</source>
        <translation>
            <numerusform>%n player of a foreign federation keeps a stale rating: no FIDE list gives them theirs (FIDE list…).

Publish anyway?</numerusform>
            <numerusform>%n players of a foreign federation keep a stale rating: no FIDE list gives them theirs (FIDE list…).

Publish anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
</TS>
