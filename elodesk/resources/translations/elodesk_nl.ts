<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About elodesk</source>
        <translation>Over elodesk</translation>
    </message>
    <message>
        <source>Tournament and rating manager for chess and Go federations.</source>
        <translation>Beheer van tornooien en ratings voor schaak- en gofederaties.</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Reglementen</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Bibliotheken</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Paringen</translation>
    </message>
    <message>
        <source>Swiss rounds are paired by gacrux %1 (Otto Milvang, FIDE Technical Commission; MIT licence), the FIDE Dutch system (C.04.3, 2025 edition).</source>
        <translation>Zwitserse rondes worden gepaard door gacrux %1 (Otto Milvang, technische commissie van de FIDE; MIT-licentie), het Nederlandse systeem van de FIDE (C.04.3, editie 2025).</translation>
    </message>
</context>
<context>
    <name>CategoryDialog</name>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>U12, 1400-1799, Ladies…</source>
        <translation>-12, 1400-1799, Dames…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>women</source>
        <translation>vrouwen</translation>
    </message>
    <message>
        <source>men</source>
        <translation>mannen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Born from (year)</source>
        <translation>Geboren vanaf (jaar)</translation>
    </message>
    <message>
        <source>Born until (year)</source>
        <translation>Geboren tot (jaar)</translation>
    </message>
    <message>
        <source>Rating from</source>
        <translation>Rating vanaf</translation>
    </message>
    <message>
        <source>Rating up to</source>
        <translation>Rating tot</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Geslacht</translation>
    </message>
    <message>
        <source>A category needs a name.</source>
        <translation>Een categorie heeft een naam nodig.</translation>
    </message>
</context>
<context>
    <name>Crosstable</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptn</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Round %1, %2 has White</source>
        <translation>Ronde %1, nr. %2 heeft wit</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <source>dd/mm/yyyy</source>
        <translation>dd/mm/jjjj</translation>
    </message>
    <message>
        <source>Choose in a calendar</source>
        <translation>Kiezen in een kalender</translation>
    </message>
    <message>
        <source>A date is needed (dd/mm/yyyy).</source>
        <translation>Een datum is nodig (dd/mm/jjjj).</translation>
    </message>
    <message>
        <source>%1 is not a date (dd/mm/yyyy).</source>
        <translation>%1 is geen datum (dd/mm/jjjj).</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Frequent actions</source>
        <translation>Veelgebruikte acties</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Alleen-lezen</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Opgeslagen</translation>
    </message>
    <message>
        <source>Every edit is written to the event file the moment it is made.</source>
        <translation>Elke wijziging wordt meteen in het tornooibestand geschreven.</translation>
    </message>
    <message>
        <source>Saved: every edit is written to the event file the moment it is made.</source>
        <translation>Opgeslagen: elke wijziging wordt meteen in het tornooibestand geschreven.</translation>
    </message>
    <message>
        <source>Welcome to elodesk</source>
        <translation>Welkom bij elodesk</translation>
    </message>
    <message>
        <source>The player list holds %1 players.</source>
        <translation>De spelerslijst bevat %1 spelers.</translation>
    </message>
    <message>
        <source>First import the federation&apos;s player list (PLAYER.DBF): players are then found as you type their name or ID.</source>
        <translation>Importeer eerst de spelerslijst van de federatie (PLAYER.DBF): spelers worden dan gevonden terwijl u hun naam of stamnummer typt.</translation>
    </message>
    <message>
        <source>Import the player list…</source>
        <translation>Spelerslijst importeren…</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nieuw tornooi…</translation>
    </message>
    <message>
        <source>Open an event…</source>
        <translation>Een tornooi openen…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Het demotornooi openen</translation>
    </message>
</context>
<context>
    <name>EventController</name>
    <message>
        <source>The result is saved; the end-of-round backup was not made: %1</source>
        <extracomment>keys typed in a crosstable cell → result for the row player emitted after every edit with the :class:`Changes` it made</extracomment>
        <translation>De uitslag is bewaard; de reservekopie aan het einde van de ronde is niet gemaakt: %1</translation>
    </message>
</context>
<context>
    <name>EventPropertiesDialog</name>
    <message>
        <source>Event properties</source>
        <translation>Eigenschappen van het tornooi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglement</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tiebreaks</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Speeltempo</translation>
    </message>
    <message>
        <source>Sending club (number)</source>
        <translation>Verzendende club (nummer)</translation>
    </message>
    <message>
        <source>Sending club (name)</source>
        <translation>Verzendende club (naam)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federatie</translation>
    </message>
    <message>
        <source>(start date)</source>
        <translation>(begindatum)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Round dates</source>
        <translation>Data van de ronden</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Het tornooi heeft een naam nodig.</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>De einddatum ligt vóór de begindatum.</translation>
    </message>
    <message>
        <source>The sending club&apos;s number is digits only (as 618).</source>
        <translation>Het nummer van de verzendende club bestaat enkel uit cijfers (zoals 618).</translation>
    </message>
    <message>
        <source>Unknown tie-break: %1</source>
        <translation>Onbekende tiebreak: %1</translation>
    </message>
</context>
<context>
    <name>ExtraPointsDialog</name>
    <message>
        <source>Extra points</source>
        <translation>Extra punten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>Fictitious</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rated opponents</source>
        <translation>Gequoteerde tegenstanders</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Mean (Rc)</source>
        <translation>Gemiddelde (Rc)</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>D(p)</source>
        <translation>D(p)</translation>
    </message>
    <message>
        <source>Fictitious rating</source>
        <translation>Fictieve rating</translation>
    </message>
</context>
<context>
    <name>GoEvent</name>
    <message>
        <source>Open an h9 file as a Go event</source>
        <translation>Een h9-bestand als gotornooi openen</translation>
    </message>
    <message>
        <source>h9 results files (*.h9 *.h *.txt);;All files (*)</source>
        <translation>h9-uitslagenbestanden (*.h9 *.h *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>New Go event</source>
        <translation>Nieuw gotornooi</translation>
    </message>
    <message>
        <source>elodesk events (*.elodesk)</source>
        <translation>elodesk-tornooien (*.elodesk)</translation>
    </message>
</context>
<context>
    <name>ListsUpdate</name>
    <message>
        <source>Update the player lists</source>
        <translation>Spelerslijsten bijwerken</translation>
    </message>
    <message>
        <source>The federation&apos;s list</source>
        <translation>De lijst van de federatie</translation>
    </message>
    <message>
        <source>FIDE&apos;s list</source>
        <translation>De FIDE-lijst</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Bijwerken</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Downloaden…</translation>
    </message>
    <message>
        <source>Cancelled: what arrived is kept, the next Update resumes it.</source>
        <translation>Geannuleerd: wat aankwam wordt bewaard, de volgende update gaat verder.</translation>
    </message>
    <message>
        <source>%1: %2 players imported</source>
        <translation>%1: %2 spelers geïmporteerd</translation>
    </message>
</context>
<context>
    <name>MailSettingsDialog</name>
    <message>
        <source>Mail settings</source>
        <translation>Mailinstellingen</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>bewaard in de sleutelbos van het systeem</translation>
    </message>
    <message>
        <source>Security &apos;none&apos; with a user name: the password would cross the network unencrypted. elodesk asks before sending it that way.</source>
        <translation>Beveiliging &apos;none&apos; met een gebruikersnaam: het wachtwoord zou onversleuteld over het netwerk gaan. elodesk vraagt het eerst voor het zo te versturen.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Beveiliging</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Gebruiker</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>No system keyring here: the password will be asked when sending.</source>
        <translation>Geen sleutelbos op dit systeem: het wachtwoord wordt bij het versturen gevraagd.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The event file could not be read again (%1); what is shown is what it held before.</source>
        <translation>Het toernooibestand kon niet opnieuw gelezen worden (%1); wat getoond wordt, is wat het eerder bevatte.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nieuw tornooi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Import rounds from a TRF…</source>
        <translation>Ronden uit een TRF &amp;importeren…</translation>
    </message>
    <message>
        <source>Open an &amp;h9 file as a Go event…</source>
        <translation>Een &amp;h9-bestand als gotornooi openen…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporteren</translation>
    </message>
    <message>
        <source>Belgian national results file</source>
        <translation>Belgisch nationaal uitslagenbestand</translation>
    </message>
    <message>
        <source>&quot;24 lines&quot; file (Chess Manager)</source>
        <translation>&quot;24 lijnen&quot;-bestand (Chess Manager)</translation>
    </message>
    <message>
        <source>FIDE TRF</source>
        <translation>FIDE-TRF</translation>
    </message>
    <message>
        <source>EGD h9 (Go)</source>
        <translation>EGD h9 (go)</translation>
    </message>
    <message>
        <source>FIDE rating report (TRF with FIDE IDs)</source>
        <translation>FIDE-ratingrapport (TRF met FIDE-ID&apos;s)</translation>
    </message>
    <message>
        <source>Excel crosstable</source>
        <translation>Kruistabel in Excel</translation>
    </message>
    <message>
        <source>PDF (crosstable, standings, preview)…</source>
        <translation>PDF (kruistabel, rangschikking, prognose)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>&amp;Send the results…</source>
        <translation>Uitslagen &amp;versturen…</translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation>Een &amp;back-up terugzetten…</translation>
    </message>
    <message>
        <source>Player &amp;database…</source>
        <translation>Spelers&amp;databank…</translation>
    </message>
    <message>
        <source>&amp;Update the player lists…</source>
        <translation>Spelerslijsten &amp;bijwerken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>&amp;Tornooi</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Eigenschappen…</translation>
    </message>
    <message>
        <source>&amp;Ratings officer</source>
        <translation>&amp;Ratingverantwoordelijke</translation>
    </message>
    <message>
        <source>Open a &amp;period (PLAYER + CHCKLIST)…</source>
        <translation>Een &amp;periode openen (PLAYER + CHCKLIST)…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Mail…</source>
        <translation>&amp;Mail…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>&amp;About elodesk</source>
        <translation>&amp;Over elodesk</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Welkom</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronden</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Paringen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangschikking</translation>
    </message>
    <message>
        <source>Rating preview</source>
        <translation>Ratingprognose</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>alleen-lezen</translation>
    </message>
    <message>
        <source>%1: cannot be shown (%2)</source>
        <translation>%1: kan niet worden getoond (%2)</translation>
    </message>
    <message>
        <source>Event already open</source>
        <translation>Tornooi al geopend</translation>
    </message>
    <message>
        <source>No backup yet (one is made at the end of each round).</source>
        <translation>Nog geen back-up (er wordt een gemaakt op het einde van elke ronde).</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Een back-up terugzetten</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Een tornooi openen</translation>
    </message>
    <message>
        <source>elodesk events (*.elodesk)</source>
        <translation>elodesk-tornooien (*.elodesk)</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Een &amp;kopie opslaan…</translation>
    </message>
    <message>
        <source>If that program is no longer running (another computer that was switched off, a program that crashed), you can take the event over.</source>
        <translation>Als dat programma niet meer draait (een andere computer die uitgeschakeld is, een programma dat vastliep), kunt u het evenement overnemen.</translation>
    </message>
    <message>
        <source>Open &amp;read-only</source>
        <translation>&amp;Alleen-lezen openen</translation>
    </message>
    <message>
        <source>&amp;Take over…</source>
        <translation>&amp;Overnemen…</translation>
    </message>
    <message>
        <source>Take the event over</source>
        <translation>Het evenement overnemen</translation>
    </message>
    <message>
        <source>If the other program still runs, its next edits will be refused. Take the event over?</source>
        <translation>Als het andere programma nog draait, worden zijn volgende wijzigingen geweigerd. Het evenement overnemen?</translation>
    </message>
    <message>
        <source>%1 is already open</source>
        <translation>%1 is al geopend</translation>
    </message>
    <message>
        <source>%1

Opened read-only: use File ▸ Save a copy… to keep working on a copy elsewhere.</source>
        <translation>%1

Alleen-lezen geopend: Bestand ▸ Een kopie opslaan… om verder te werken op een kopie elders.</translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation>Een kopie opslaan als</translation>
    </message>
    <message>
        <source>A copy of the event was written to %1; you keep working on %2.</source>
        <translation>Een kopie van het tornooi is geschreven naar %1; u werkt verder op %2.</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exporteren naar</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschreven: %1</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Het bestand vervangen?</translation>
    </message>
    <message>
        <source>%1 already exists.

Replace it?</source>
        <translation>%1 bestaat al.

Vervangen?</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Import rounds</source>
        <translation>Ronden importeren</translation>
    </message>
    <message>
        <source>TRF files (*.trf *.txt *.*)</source>
        <translation>TRF-bestanden (*.trf *.txt *.*)</translation>
    </message>
    <message>
        <source>%1 round(s) imported</source>
        <translation>%1 ronde(n) geïmporteerd</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>Spelerslijst</translation>
    </message>
    <message>
        <source>Player lists (*.dbf *.DBF *.txt *.xml)</source>
        <translation>Spelerslijsten (*.dbf *.DBF *.txt *.xml)</translation>
    </message>
    <message>
        <source>%1 players imported</source>
        <translation>%1 spelers geïmporteerd</translation>
    </message>
</context>
<context>
    <name>ManualPlayerDialog</name>
    <message>
        <source>Add a player by hand</source>
        <translation>Een speler manueel toevoegen</translation>
    </message>
    <message>
        <source>Surname, First name</source>
        <translation>Naam, Voornaam</translation>
    </message>
    <message>
        <source>Go only: 15k, 3d…</source>
        <translation>Alleen go: 15k, 3d…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Stamnummer</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federatie</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Gequoteerde partijen</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rank (Go)</source>
        <translation>Graad (go)</translation>
    </message>
    <message>
        <source>A name is needed.</source>
        <translation>Een naam is nodig.</translation>
    </message>
    <message>
        <source>The federation is a 3-letter code (BEL, FRA, NED…).</source>
        <translation>De federatie is een code van 3 letters (BEL, FRA, NED…).</translation>
    </message>
    <message>
        <source>A Go rank looks like 15k or 3d.</source>
        <translation>Een gograad ziet eruit als 15k of 3d.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>%1: the event file cannot be made here (%2); nothing was written</source>
        <translation>%1: het toernooibestand kan hier niet aangemaakt worden (%2); er werd niets geschreven</translation>
    </message>
    <message>
        <source>%1: cannot write (%2); no copy was made</source>
        <translation>%1: kan niet schrijven (%2); er werd geen kopie gemaakt</translation>
    </message>
    <message>
        <source>%1: cannot write (%2); nothing was written</source>
        <translation>%1: kan niet schrijven (%2); er werd niets geschreven</translation>
    </message>
    <message>
        <source>%1: %2: %3 %4 is not a number of a rating list (0 to 9999); nothing was imported</source>
        <translation>%1: %2: %3 %4 is geen getal van een elolijst (0 tot 9999); er werd niets ingelezen</translation>
    </message>
    <message>
        <source>%1: the player database cannot be written (%2); the list was not imported</source>
        <translation>%1: de spelersdatabank kan niet geschreven worden (%2); de lijst werd niet ingelezen</translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation>%1 ligt in de toekomst</translation>
    </message>
    <message>
        <source>%1 is more than a year old</source>
        <translation>%1 is meer dan een jaar oud</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dd/mm/yyyy</source>
        <translation>&apos;%1&apos; is geen dd/mm/jjjj</translation>
    </message>
    <message>
        <source>%1: not affiliated (suppressed) in the player list</source>
        <translation>%1: niet aangesloten (geschrapt) in de spelerslijst</translation>
    </message>
    <message>
        <source>%1: not in %2</source>
        <translation>%1: niet in %2</translation>
    </message>
    <message>
        <source>%1 wins but %2 losses</source>
        <translation>%1 winstpartijen maar %2 verloren</translation>
    </message>
    <message>
        <source>names no sending club (its number): set it in Event ▸ Properties…, Sending club (number)</source>
        <translation>noemt geen verzendende club (haar nummer): vul het in bij Tornooi ▸ Eigenschappen…, Verzendende club (nummer)</translation>
    </message>
    <message>
        <source>announces %1, the lines give %2</source>
        <translation>kondigt %1 aan, de lijnen geven %2</translation>
    </message>
    <message>
        <source>announces %1, the games give %2</source>
        <translation>kondigt %1 aan, de partijen geven %2</translation>
    </message>
    <message>
        <source>results disagree with player %1&apos;s line</source>
        <translation>de uitslagen verschillen van de lijn van speler %1</translation>
    </message>
    <message>
        <source>same game as line %1</source>
        <translation>dezelfde partij als op lijn %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; is geen getal</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date</source>
        <translation>&apos;%1&apos; is geen datum</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>&apos;%1&apos; bestaat niet</translation>
    </message>
    <message>
        <source>%1 draws (an odd number)</source>
        <translation>%1 remises (een oneven aantal)</translation>
    </message>
    <message>
        <source>more than %1 games in one section</source>
        <translation>meer dan %1 partijen in één sectie</translation>
    </message>
    <message>
        <source>%1 lines end without CR LF</source>
        <translation>%1 lijnen eindigen niet op CR LF</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no FIDE ID (FIDE rates only the players it has registered)</source>
        <translation>&apos;%1&apos; heeft geen FIDE-ID (de FIDE rekent alleen spelers die ze geregistreerd heeft)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: &apos;%2&apos; is not a FIDE ID (digits only)</source>
        <translation>&apos;%1&apos;: &apos;%2&apos; is geen FIDE-ID (enkel cijfers)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 is not a FIDE rating (1000 to 3000, or none)</source>
        <translation>&apos;%1&apos;: %2 is geen FIDE-rating (1000 tot 3000, of geen)</translation>
    </message>
    <message>
        <source>names no chief arbiter (tag 102)</source>
        <translation>vermeldt geen hoofdarbiter (tag 102)</translation>
    </message>
    <message>
        <source>not every line ends with CR LF</source>
        <translation>niet elke lijn eindigt op CR LF</translation>
    </message>
    <message>
        <source>%1 is also player %2</source>
        <translation>%1 is ook speler %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has rated games but no ID</source>
        <translation>&apos;%1&apos; heeft gequoteerde partijen maar geen stamnummer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 3-letter code</source>
        <translation>&apos;%1&apos; is geen code van 3 letters</translation>
    </message>
    <message>
        <source>foreign player (%1) needs a name and a rating</source>
        <translation>een buitenlandse speler (%1) heeft een naam en een elo nodig</translation>
    </message>
    <message>
        <source>opponent &apos;%1&apos; is not a number</source>
        <translation>tegenstander &apos;%1&apos; is geen getal</translation>
    </message>
    <message>
        <source>%1 appears twice</source>
        <translation>%1 komt twee keer voor</translation>
    </message>
    <message>
        <source>missing (columns 5-8 of a 001 line)</source>
        <translation>ontbreekt (kolommen 5-8 van een 001-regel)</translation>
    </message>
    <message>
        <source>unknown line type &apos;%1&apos;</source>
        <translation>onbekend lijntype &apos;%1&apos;</translation>
    </message>
    <message>
        <source>opponent %1 is not in the file</source>
        <translation>tegenstander %1 staat niet in het bestand</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; unknown</source>
        <translation>uitslag &apos;%1&apos; onbekend</translation>
    </message>
    <message>
        <source>player %1 does not have the same game</source>
        <translation>speler %1 heeft niet dezelfde partij</translation>
    </message>
    <message>
        <source>%1 is not a start number (they start at 1)</source>
        <translation>%1 is geen startnummer (die beginnen bij 1)</translation>
    </message>
    <message>
        <source>opponent 0000 with colour &apos;%1&apos; and result &apos;%2&apos;: a game against nobody</source>
        <translation>tegenstander 0000 met kleur &apos;%1&apos; en uitslag &apos;%2&apos;: een partij tegen niemand</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not P= R= S= E= +W =D -L</source>
        <translation>&apos;%1&apos; is geen P= R= S= E= +W =D -L</translation>
    </message>
    <message>
        <source>announces %1 players, the file has %2</source>
        <translation>kondigt %1 spelers aan, het bestand heeft er %2</translation>
    </message>
    <message>
        <source>announces %1 rounds, the lines have %2</source>
        <translation>kondigt %1 ronden aan, de lijnen hebben er %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not type, count, rounds, dates, +W=D-L</source>
        <translation>&apos;%1&apos; is geen type, aantal, ronden, data, +W=R-V</translation>
    </message>
    <message>
        <source>the code is not 24 characters</source>
        <translation>de code telt geen 24 tekens</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a line number</source>
        <translation>&apos;%1&apos; is geen lijnnummer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (expected B or N)</source>
        <translation>&apos;%1&apos; (B of N verwacht)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (expected 1, 0 or 5)</source>
        <translation>&apos;%1&apos; (1, 0 of 5 verwacht)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating</source>
        <translation>&apos;%1&apos; is geen elo</translation>
    </message>
    <message>
        <source>game line %1 does not point back to game line %2</source>
        <translation>partijlijn %1 verwijst niet terug naar partijlijn %2</translation>
    </message>
    <message>
        <source>%1 against %2 on line %3</source>
        <translation>%1 tegen %2 op lijn %3</translation>
    </message>
    <message>
        <source>game line %1 has the same colour (%2): one of the two lines is wrong</source>
        <translation>partijlijn %1 heeft dezelfde kleur (%2): een van de twee lijnen is fout</translation>
    </message>
    <message>
        <source>announces %1 lines, the file has %2</source>
        <translation>kondigt %1 lijnen aan, het bestand heeft er %2</translation>
    </message>
    <message>
        <source>cannot read (%1)</source>
        <translation>kan niet lezen (%1)</translation>
    </message>
    <message>
        <source>binary data (NUL bytes): not a TRF file</source>
        <translation>binaire gegevens (NUL-bytes): geen TRF-bestand</translation>
    </message>
    <message>
        <source>no TRF line found (no 001 player line nor header tag)</source>
        <translation>geen TRF-lijn gevonden (geen 001-spelerslijn of koptekst)</translation>
    </message>
    <message>
        <source>no code line (a line starting with a NUL byte): not a 24 lines file</source>
        <translation>geen codelijn (een lijn die met een NUL-byte begint): geen 24 lijnen-bestand</translation>
    </message>
    <message>
        <source>%1 games: a 24 lines section holds at most %2</source>
        <translation>%1 partijen: een 24 lijnen-sectie bevat er hoogstens %2</translation>
    </message>
    <message>
        <source>%1, not a results file for the FRBE</source>
        <translation>%1, geen uitslagenbestand voor de KBSB</translation>
    </message>
    <message>
        <source>not a results file this program knows</source>
        <translation>geen uitslagenbestand dat dit programma kent</translation>
    </message>
    <message>
        <source>empty file, not a results file</source>
        <translation>leeg bestand, geen resultatenbestand</translation>
    </message>
    <message>
        <source>this is an elodesk event file, not a results file (File ▸ Open opens it)</source>
        <translation>dit is een elodesk-evenementbestand, geen uitslagenbestand (Bestand ▸ Openen opent het)</translation>
    </message>
    <message>
        <source>this is a DBF table (a PLAYER.DBF or CHCKLIST.DBF), not a results file</source>
        <translation>dit is een DBF-tabel (een PLAYER.DBF of CHCKLIST.DBF), geen uitslagenbestand</translation>
    </message>
    <message>
        <source>this is an Excel file, not a results file</source>
        <translation>dit is een Excel-bestand, geen uitslagenbestand</translation>
    </message>
    <message>
        <source>this is a PDF file, not a results file</source>
        <translation>dit is een PDF-bestand, geen uitslagenbestand</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: &apos;%2&apos; cannot be written in the federation&apos;s files (Latin-1); write the name in Latin letters</source>
        <translation>&apos;%1&apos;: &apos;%2&apos; kan niet in de bestanden van de federatie (Latin-1); schrijf de naam in Latijnse letters</translation>
    </message>
    <message>
        <source>no rank such as 12k or 3d</source>
        <translation>geen niveau zoals 12k of 3d</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not like 15+/w4</source>
        <translation>&apos;%1&apos; is niet zoals 15+/w4</translation>
    </message>
    <message>
        <source>opponent %1 is this player</source>
        <translation>tegenstander %1 is deze speler</translation>
    </message>
    <message>
        <source>%1 placement columns, the header names %2 (%3)</source>
        <translation>%1 klassementskolommen, de kop noemt er %2 (%3)</translation>
    </message>
    <message>
        <source>%1 but line %2 says %3</source>
        <translation>%1 maar lijn %2 zegt %3</translation>
    </message>
    <message>
        <source>line %1 (player %2) has no game against player %3 in round %4</source>
        <translation>lijn %1 (speler %2) heeft geen partij tegen speler %3 in ronde %4</translation>
    </message>
    <message>
        <source>date</source>
        <translation>datum</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Stamnummer</translation>
    </message>
    <message>
        <source>results</source>
        <translation>uitslagen</translation>
    </message>
    <message>
        <source>code line</source>
        <translation>codelijn</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partij</translation>
    </message>
    <message>
        <source>nationality</source>
        <translation>nationaliteit</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>lijn %1: %2: %3</translation>
    </message>
    <message>
        <source>The event file cannot be written (%1): nothing of this edit was written. Everything entered before is in the file. Free some space, or use File ▸ Save a copy… to keep working on a copy elsewhere.</source>
        <translation>Het tornooibestand kan niet geschreven worden (%1): niets van deze wijziging is geschreven. Alles wat eerder ingevoerd werd, staat in het bestand. Maak ruimte vrij, of gebruik Bestand ▸ Een kopie opslaan… om op een kopie elders verder te werken.</translation>
    </message>
    <message>
        <source>The event is open read-only: this edit was not made (%1).</source>
        <translation>Het tornooi is alleen-lezen geopend: deze wijziging is niet gemaakt (%1).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; is geen geheel getal</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result (1, 0 or 5 for a draw)</source>
        <translation>&apos;%1&apos; is geen uitslag (1, 0 of 5 voor remise)</translation>
    </message>
    <message>
        <source>no ID: left out of the run</source>
        <translation>geen stamnummer: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>player %1 cannot be run (unreadable): left out with his games</source>
        <translation>speler %1 kan niet berekend worden (onleesbaar): weggelaten met zijn partijen</translation>
    </message>
    <message>
        <source>player %1 is rated %2 (%3 games) in the list but not in the previous list: run as unrated, his list rating kept</source>
        <translation>speler %1 heeft rating %2 (%3 partijen) in de lijst maar niet in de vorige lijst: berekend zonder rating, zijn rating uit de lijst behouden</translation>
    </message>
    <message>
        <source>player %1 is not in %2: run from the previous list (rating %3, %4 games); his new rating is written nowhere</source>
        <translation>speler %1 staat niet in %2: berekend vanuit de vorige lijst (rating %3, %4 partijen); zijn nieuwe rating wordt nergens geschreven</translation>
    </message>
    <message>
        <source>no player: left out of the run</source>
        <translation>geen speler: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>no readable result: left out of the run</source>
        <translation>geen leesbare uitslag: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>no readable opponent: left out of the run</source>
        <translation>geen leesbare tegenstander: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>player %1 paired with himself: left out of the run</source>
        <translation>speler %1 is met zichzelf gepaard: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>player %1 is not in %2: left out of the run</source>
        <translation>speler %1 staat niet in %2: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>opponent %1 is not in %2: left out of the run</source>
        <translation>tegenstander %1 staat niet in %2: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>no readable rating: left out of the run</source>
        <translation>geen leesbare rating: buiten de berekening gelaten</translation>
    </message>
    <message>
        <source>unreadable date: kept, ordered as a blank date (before every dated game)</source>
        <translation>onleesbare datum: behouden, gerangschikt als een lege datum (vóór elke gedateerde partij)</translation>
    </message>
    <message>
        <source>%1: record %2, field %3: %4</source>
        <translation>%1: record %2, veld %3: %4</translation>
    </message>
    <message>
        <source>%1: %2 record(s) with an unreadable date (%3 … %4), kept, ordered as a blank date (before every dated game): records %5</source>
        <translation>%1: %2 record(s) met een onleesbare datum (%3 … %4), behouden, gerangschikt als zonder datum (vóór elke gedateerde partij): records %5</translation>
    </message>
    <message>
        <source>%1 game record(s) dated outside the period %2 … %3 (%4 … %5): records %6</source>
        <translation>%1 partijrecord(s) gedateerd buiten de periode %2 … %3 (%4 … %5): records %6</translation>
    </message>
    <message>
        <source>games of earlier periods taken up (article 12.e): %1</source>
        <translation>partijen uit vorige periodes opnieuw verwerkt (artikel 12.e): %1</translation>
    </message>
    <message>
        <source>%1: %2 game record(s)</source>
        <translation>%1: %2 partijrecord(s)</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 van %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1: the rule set %2 does not take up earlier periods&apos; games (article 12.e of the 2023 competition rules: %3 and later)</source>
        <translation>%1: het reglement %2 verwerkt geen partijen van vorige periodes opnieuw (artikel 12.e van het wedstrijdreglement van 2023: %3 en later)</translation>
    </message>
    <message>
        <source>%1: named twice (the period&apos;s games, or another earlier file)</source>
        <translation>%1: twee keer opgegeven (de partijen van de periode, of een ander vorig bestand)</translation>
    </message>
    <message>
        <source>%1: cannot be read as an earlier period&apos;s CHCKLIST (%2)</source>
        <translation>%1: onleesbaar als CHCKLIST van een vorige periode (%2)</translation>
    </message>
    <message>
        <source>%1: no game is numbered (NB_PARTIES): not the CHCKLIST a period&apos;s run wrote; name the file the earlier period&apos;s run wrote</source>
        <translation>%1: geen enkele partij is genummerd (NB_PARTIES): niet de CHCKLIST die de berekening van een periode schreef; geef het bestand dat de berekening van de vorige periode schreef</translation>
    </message>
    <message>
        <source>%1: its period (or this period&apos;s) cannot be dated</source>
        <translation>%1: zijn periode (of deze periode) kan niet gedateerd worden</translation>
    </message>
    <message>
        <source>%1: its period %2 is not before this period %3</source>
        <translation>%1: zijn periode %2 ligt niet vóór deze periode %3</translation>
    </message>
    <message>
        <source>%1: its period %2 is %3 periods before %4: article 12.e takes up the games of the %5 previous periods only</source>
        <translation>%1: zijn periode %2 ligt %3 periodes vóór %4: artikel 12.e verwerkt alleen de partijen van de %5 vorige periodes opnieuw</translation>
    </message>
    <message>
        <source>only an open is paired by the Swiss system</source>
        <translation>alleen een open wordt volgens het Zwitsers systeem gepaard</translation>
    </message>
    <message>
        <source>a Go event is paired by the McMahon system with handicaps, which elodesk does not do: pair it in OpenGotha and open its h9 file here (File ▸ Open an h9 file as a Go event…)</source>
        <translation>een gotornooi wordt volgens het McMahon-systeem met handicaps gepaard, wat elodesk niet doet: paar het in OpenGotha en open hier zijn h9-bestand (Bestand ▸ Een h9-bestand als gotornooi openen…)</translation>
    </message>
    <message>
        <source>the event has %1 rounds: all are paired</source>
        <translation>het toernooi heeft %1 rondes: alle zijn gepaard</translation>
    </message>
    <message>
        <source>the event has no number of rounds</source>
        <translation>het toernooi heeft geen aantal rondes</translation>
    </message>
    <message>
        <source>round %1: fewer than two players to pair</source>
        <translation>ronde %1: minder dan twee spelers om te paren</translation>
    </message>
    <message>
        <source>round %1: player %2 is not in the event</source>
        <translation>ronde %1: speler %2 zit niet in het toernooi</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation>ronde %1: speler %2 is twee keer gepaard</translation>
    </message>
    <message>
        <source>round %1: player %2 has withdrawn</source>
        <translation>ronde %1: speler %2 heeft zich teruggetrokken</translation>
    </message>
    <message>
        <source>round %1: the game %2–%3 has no result yet</source>
        <translation>ronde %1: de partij %2–%3 heeft nog geen uitslag</translation>
    </message>
    <message>
        <source>round %1 is already paired (un-pair it first)</source>
        <translation>ronde %1 is al gepaard (maak de paring eerst ongedaan)</translation>
    </message>
    <message>
        <source>the event has %1 rounds: round %2 cannot be paired</source>
        <translation>het toernooi heeft %1 rondes: ronde %2 kan niet gepaard worden</translation>
    </message>
    <message>
        <source>round %1: nobody is to be paired</source>
        <translation>ronde %1: niemand om te paren</translation>
    </message>
    <message>
        <source>%1: field %2: %3</source>
        <translation>%1: veld %2: %3</translation>
    </message>
    <message>
        <source>%1 was written on %2, long after the games&apos; period %3: is it the list of this period?</source>
        <translation>%1 is geschreven op %2, lang na de periode van de partijen %3: is het de lijst van deze periode?</translation>
    </message>
    <message>
        <source>the previous list %1 (%2) is newer than the list %3 (%4)</source>
        <translation>de vorige lijst %1 (%2) is recenter dan de lijst %3 (%4)</translation>
    </message>
    <message>
        <source>rule set %1 chosen, but %2 was in force in %3</source>
        <translation>reglement %1 gekozen, maar %2 was van kracht in %3</translation>
    </message>
    <message>
        <source>%1: game %2</source>
        <translation>%1: partij %2</translation>
    </message>
    <message>
        <source>%1: game %2 (%3 – %4, round %5)</source>
        <translation>%1: partij %2 (%3 – %4, ronde %5)</translation>
    </message>
    <message>
        <source>%1: game %2 (%3 – %4, %5)</source>
        <translation>%1: partij %2 (%3 – %4, %5)</translation>
    </message>
    <message>
        <source>%1 already in %2</source>
        <translation>%1 al in %2</translation>
    </message>
    <message>
        <source>%1 may be %2</source>
        <translation>%1 is misschien %2</translation>
    </message>
    <message>
        <source>%1 player(s) of a foreign federation keep the list&apos;s rating: without the period&apos;s FIDE list (FIDE list…) their rating is stale</source>
        <translation>%1 speler(s) van een buitenlandse federatie behouden de rating van de lijst: zonder de FIDE-lijst van de periode (FIDE-lijst…) is hun rating verouderd</translation>
    </message>
    <message>
        <source>Results are already entered: clear them before new pairings.</source>
        <translation>Er zijn al uitslagen ingevoerd: wis ze vóór nieuwe paringen.</translation>
    </message>
    <message>
        <source>The file&apos;s start numbers do not match this event&apos;s players.</source>
        <translation>De startnummers van het bestand komen niet overeen met de spelers van dit tornooi.</translation>
    </message>
    <message>
        <source>Round %1 has results: clear them before un-pairing it.</source>
        <translation>Ronde %1 heeft uitslagen: wis ze voor u de paringen ongedaan maakt.</translation>
    </message>
</context>
<context>
    <name>NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Nieuw tornooi</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Het tornooi</translation>
    </message>
    <message>
        <source>Belgian Elo (FRBE-KBSB)</source>
        <translation>Belgische Elo (KBSB-FRBE)</translation>
    </message>
    <message>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <source>Quebec (FQE)</source>
        <translation>Quebec (FQE)</translation>
    </message>
    <message>
        <source>French Go (FFG)</source>
        <translation>Frans go (FFG)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Gesloten tornooi (round robin)</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dubbele round robin</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>from the pairings</source>
        <translation>volgens de paringen</translation>
    </message>
    <message>
        <source>Also FIDE-rated (show the FIDE change)</source>
        <translation>Ook FIDE-gequoteerd (toon de FIDE-wijziging)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Ratingsysteem</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronden</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Speeltempo</translation>
    </message>
    <message>
        <source>Sending club (number)</source>
        <translation>Verzendende club (nummer)</translation>
    </message>
    <message>
        <source>Sending club (name)</source>
        <translation>Verzendende club (naam)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federatie</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangschikking</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>De einddatum ligt vóór de begindatum.</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Tornooibestand</translation>
    </message>
    <message>
        <source>elodesk events (*.elodesk)</source>
        <translation>elodesk-tornooien (*.elodesk)</translation>
    </message>
</context>
<context>
    <name>Officer</name>
    <message>
        <source>Previous periods</source>
        <translation>Vorige periodes</translation>
    </message>
    <message>
        <source>Old rating</source>
        <translation>Oude elo</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>The rating card&apos;s words (``Officer`` context), key → English: the one table of the card on screen and in its PDF (``ui.officer_period.card_words``) and of ``app.cards``&apos;s English. The colour letters are the federation&apos;s: W/B in English, B/N in French (blancs, noirs), W/Z in Dutch (wit, zwart — its printed cards).</extracomment>
        <translation>W</translation>
    </message>
    <message>
        <source>B</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>New rating</source>
        <translation>Nieuwe elo</translation>
    </message>
    <message>
        <source>list</source>
        <translation>lijst</translation>
    </message>
    <message>
        <source>Average opponents (Rc)</source>
        <translation>Gemiddelde tegenstanders (Rc)</translation>
    </message>
    <message>
        <source>25/150 rule</source>
        <translation>25/150-regel</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Bodem</translation>
    </message>
    <message>
        <source>Carried over from the previous list</source>
        <translation>Overdracht uit vorig klassement</translation>
    </message>
    <message>
        <source>Provisional rating</source>
        <translation>Voorlopige Elo</translation>
    </message>
    <message>
        <source>K change at %1</source>
        <translation>K-wijziging rond %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation>Teg.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>C</source>
        <translation>k</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Afzender</translation>
    </message>
    <message>
        <source>s.Elo</source>
        <translation>s.Elo</translation>
    </message>
    <message>
        <source>Taken up from the period %1 (article 12.e)</source>
        <translation>Opnieuw verwerkt uit de periode %1 (artikel 12.e)</translation>
    </message>
</context>
<context>
    <name>OfficerWindow</name>
    <message>
        <source>All players</source>
        <translation>Alle spelers</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Gequoteerd</translation>
    </message>
    <message>
        <source>Newly rated</source>
        <translation>Nieuw gequoteerd</translation>
    </message>
    <message>
        <source>Provisional</source>
        <translation>Voorlopig</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Niet gequoteerd</translation>
    </message>
    <message>
        <source>Changed this period</source>
        <translation>Gewijzigd deze periode</translation>
    </message>
    <message>
        <source>Gains of %1 or more</source>
        <translation>Winst van %1 of meer</translation>
    </message>
    <message>
        <source>Losses of %1 or more</source>
        <translation>Verlies van %1 of meer</translation>
    </message>
    <message>
        <source>Rules that acted</source>
        <translation>Toegepaste regels</translation>
    </message>
    <message>
        <source>Foreign federation (FIDE rating)</source>
        <translation>Buitenlandse federatie (FIDE-rating)</translation>
    </message>
    <message>
        <source>ratings officer</source>
        <translation>ratingverantwoordelijke</translation>
    </message>
    <message>
        <source>Name, ID or club…</source>
        <translation>Naam, stamnummer of club…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>Run the period</source>
        <translation>De periode berekenen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Publiceren…</translation>
    </message>
    <message>
        <source>FIDE list…</source>
        <translation>FIDE-lijst…</translation>
    </message>
    <message>
        <source>The FIDE list of the period (TXT or XML): its rating for the players of foreign federations (flagged FIDE in the list)</source>
        <translation>De FIDE-lijst van de periode (TXT of XML): haar rating voor de spelers van buitenlandse federaties (gemarkeerd FIDE in de lijst)</translation>
    </message>
    <message>
        <source>Earlier period…</source>
        <translation>Vorige periode…</translation>
    </message>
    <message>
        <source>Rating card</source>
        <translation>Individuele fiche</translation>
    </message>
    <message>
        <source>Files received</source>
        <translation>Ontvangen bestanden</translation>
    </message>
    <message>
        <source>%n record(s)</source>
        <translation>%n regel(s)</translation>
    </message>
    <message>
        <source>%1 set aside: running the period again</source>
        <translation>%1 opzij gezet: de periode wordt herberekend</translation>
    </message>
    <message>
        <source>An earlier period&apos;s CHCKLIST.DBF</source>
        <translation>CHCKLIST.DBF van een vorige periode</translation>
    </message>
    <message>
        <source>%1 games of earlier periods loaded</source>
        <translation>%1 partijen van vorige periodes geladen</translation>
    </message>
    <message>
        <source>By club</source>
        <translation>Per club</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Per naam</translation>
    </message>
    <message>
        <source>Run finished: %1 players with games</source>
        <translation>Berekening klaar: %1 spelers met partijen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemen</translation>
    </message>
    <message>
        <source>%1: cancelled</source>
        <translation>%1: geannuleerd</translation>
    </message>
    <message>
        <source>Reading the results files</source>
        <translation>De uitslagbestanden worden gelezen</translation>
    </message>
    <message>
        <source>Reading the period</source>
        <translation>De periode wordt gelezen</translation>
    </message>
    <message>
        <source>%1 set aside (tick it in Files received to include it):</source>
        <translation>%1 opzijgezet (vink het aan bij Ontvangen bestanden om het mee te tellen):</translation>
    </message>
    <message>
        <source>%1 players, %2 game records, rule set %3</source>
        <translation>%1 spelers, %2 partijregels, regelset %3</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): see Problems</source>
        <translation>
            <numerusform>%n probleem: zie Problemen</numerusform>
            <numerusform>%n problemen: zie Problemen</numerusform>
        </translation>
    </message>
    <message>
        <source>Suspected duplicate: %1</source>
        <translation>Mogelijk dubbel: %1</translation>
    </message>
    <message>
        <source>Every member in the list</source>
        <translation>Alle leden in de lijst</translation>
    </message>
    <message>
        <source>The published list holds the affiliated players; tick to list every member (never a deceased one)</source>
        <translation>De gepubliceerde lijst bevat de aangesloten spelers; vink aan om alle leden op te nemen (nooit een overleden lid)</translation>
    </message>
    <message>
        <source>Count every suspected duplicate</source>
        <translation>Alle vermoedelijke dubbels meetellen</translation>
    </message>
    <message>
        <source>Running the period</source>
        <translation>De periode wordt berekend</translation>
    </message>
    <message>
        <source>The FIDE list of the period</source>
        <translation>De FIDE-lijst van de periode</translation>
    </message>
    <message>
        <source>FIDE list (*.txt *.xml)</source>
        <translation>FIDE-lijst (*.txt *.xml)</translation>
    </message>
    <message>
        <source>Reading the FIDE list</source>
        <translation>De FIDE-lijst wordt gelezen</translation>
    </message>
    <message>
        <source>FIDE ratings of %1 foreign-federation players applied</source>
        <translation>FIDE-ratings van %1 spelers van buitenlandse federaties toegepast</translation>
    </message>
    <message>
        <source>Reading an earlier period</source>
        <translation>Een vorige periode wordt gelezen</translation>
    </message>
    <message>
        <source>Publish into</source>
        <translation>Publiceren in</translation>
    </message>
    <message>
        <source>Stale ratings</source>
        <translation>Verouderde ratings</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) of a foreign federation keep a stale rating: no FIDE list gives them theirs (FIDE list…).

Publish anyway?</source>
        <translation>
            <numerusform>%n speler van een buitenlandse federatie houdt een verouderde rating: geen FIDE-lijst geeft hem de zijne (FIDE-lijst…).

Toch publiceren?</numerusform>
            <numerusform>%n spelers van een buitenlandse federatie houden een verouderde rating: geen FIDE-lijst geeft hun de hunne (FIDE-lijst…).

Toch publiceren?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the files?</source>
        <translation>De bestanden vervangen?</translation>
    </message>
    <message>
        <source>%1 already hold(s) %2.

Replace them?</source>
        <translation>%1 bevat al %2.

Vervangen?</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Stamnummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Markering</translation>
    </message>
    <message>
        <source>Rating list</source>
        <translation>Elolijst</translation>
    </message>
    <message>
        <source>FRBE-KBSB</source>
        <translation>KBSB-FRBE</translation>
    </message>
    <message>
        <source>Club %1</source>
        <translation>Club %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 spelers</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>Publiceren</translation>
    </message>
    <message>
        <source>Published into %1: %2</source>
        <translation>Gepubliceerd in %1: %2</translation>
    </message>
</context>
<context>
    <name>OpenPeriodDialog</name>
    <message>
        <source>Open a period</source>
        <translation>Een periode openen</translation>
    </message>
    <message>
        <source>PLAYER.DBF</source>
        <translation>PLAYER.DBF</translation>
    </message>
    <message>
        <source>Previous PLAYER.DBF</source>
        <translation>Vorige PLAYER.DBF</translation>
    </message>
    <message>
        <source>CHCKLIST.DBF</source>
        <translation>CHCKLIST.DBF</translation>
    </message>
    <message>
        <source>or the results files received (instead of CHCKLIST)</source>
        <translation>of de ontvangen uitslagenbestanden (in plaats van CHCKLIST)</translation>
    </message>
    <message>
        <source>Results files</source>
        <translation>Uitslagenbestanden</translation>
    </message>
    <message>
        <source>CHCKLIST.DBF of up to %1 previous periods (games taken up again)</source>
        <translation>CHCKLIST.DBF van ten hoogste %1 vorige periodes (partijen opnieuw verwerkt)</translation>
    </message>
    <message>
        <source>Article 12.e: a game left unprocessed because a player had no rating is taken up in the period he becomes rated, at most %1 periods later</source>
        <translation>Artikel 12.e: een partij die niet verwerkt werd omdat een speler geen rating had, wordt opnieuw verwerkt in de periode waarin hij een rating krijgt, ten laatste %1 periodes later</translation>
    </message>
    <message>
        <source>Earlier CHCKLIST.DBF</source>
        <translation>Vorige CHCKLIST.DBF</translation>
    </message>
    <message>
        <source>In force at the period&apos;s date</source>
        <translation>Van kracht op de datum van de periode</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglement</translation>
    </message>
    <message>
        <source>Results files (*.*)</source>
        <translation>Uitslagenbestanden (*.*)</translation>
    </message>
</context>
<context>
    <name>PairingExplain</name>
    <message>
        <source>E.1: both colour preferences are granted.</source>
        <translation>E.1: beide kleurvoorkeuren worden toegekend.</translation>
    </message>
    <message>
        <source>E.2: the stronger colour preference is granted.</source>
        <translation>E.2: de sterkste kleurvoorkeur wordt toegekend.</translation>
    </message>
    <message>
        <source>E.3: the colours alternate from the last round in which they had different colours.</source>
        <translation>E.3: de kleuren wisselen af vanaf de laatste ronde waarin ze verschillende kleuren hadden.</translation>
    </message>
    <message>
        <source>E.4: the colour preference of the higher-ranked player is granted.</source>
        <translation>E.4: de kleurvoorkeur van de hoogst gerangschikte speler wordt toegekend.</translation>
    </message>
    <message>
        <source>E.5: no preference decides; the higher-ranked player gets the initial colour if his pairing number is odd, the other colour if it is even.</source>
        <translation>E.5: geen voorkeur beslist; de hoogst gerangschikte speler krijgt de beginkleur als zijn paringsnummer oneven is, de andere kleur als het even is.</translation>
    </message>
    <message>
        <source>The pairing-allocated bye.</source>
        <translation>De bye door de paring.</translation>
    </message>
    <message>
        <source>no colour preference</source>
        <translation>geen kleurvoorkeur</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>mild</source>
        <translation>licht</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>sterk</translation>
    </message>
    <message>
        <source>absolute</source>
        <translation>absoluut</translation>
    </message>
    <message>
        <source>This player is not paired in this round.</source>
        <translation>Deze speler is in deze ronde niet gepaard.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye: the lowest-ranked player of the lowest score group who has not had one and whose removal leaves the rest pairable (C.04.3 C.2, C.5).</source>
        <translation>Bye door de paring: de laagst gerangschikte speler van de laagste puntengroep die er nog geen had en zonder wie de anderen te paren zijn (C.04.3 C.2, C.5).</translation>
    </message>
    <message>
        <source>The engine paired %1 with %2.</source>
        <translation>De motor paarde %1 met %2.</translation>
    </message>
    <message>
        <source>The colours of this board were changed by hand.</source>
        <translation>De kleuren van dit bord werden met de hand gewisseld.</translation>
    </message>
    <message>
        <source>This board was changed by hand.</source>
        <translation>Dit bord werd met de hand gewijzigd.</translation>
    </message>
    <message>
        <source>%1 (pairing score %2, wants %3) – %4 (pairing score %5, wants %6).</source>
        <translation>%1 (paringsscore %2, wil %3) – %4 (paringsscore %5, wil %6).</translation>
    </message>
    <message>
        <source>Why they meet: same score group, paired in it by C.04.3 (S1 against S2).</source>
        <translation>Waarom ze elkaar ontmoeten: zelfde puntengroep, gepaard volgens C.04.3 (S1 tegen S2).</translation>
    </message>
    <message>
        <source>Why they meet: %1 floats down to %2&apos;s score group (C.04.3: no better pairing of his group).</source>
        <translation>Waarom ze elkaar ontmoeten: %1 zakt af naar de puntengroep van %2 (C.04.3: geen betere paring in zijn groep).</translation>
    </message>
    <message>
        <source>They have not met before (C.04.3 C.1).</source>
        <translation>Ze hebben elkaar nog niet ontmoet (C.04.3 C.1).</translation>
    </message>
    <message>
        <source>They have met before.</source>
        <translation>Ze hebben elkaar al ontmoet.</translation>
    </message>
    <message>
        <source>Colours: %1</source>
        <translation>Kleuren: %1</translation>
    </message>
    <message>
        <source>Absolute criterion C1 broken: %1 have already met.</source>
        <translation>Absoluut criterium C1 geschonden: %1 hebben elkaar al ontmoet.</translation>
    </message>
    <message>
        <source>Absolute criterion C2 broken: %1 has already had a bye.</source>
        <translation>Absoluut criterium C2 geschonden: %1 had al een bye.</translation>
    </message>
    <message>
        <source>Absolute criterion C3 broken: %1 have the same absolute colour preference.</source>
        <translation>Absoluut criterium C3 geschonden: %1 hebben dezelfde absolute kleurvoorkeur.</translation>
    </message>
    <message>
        <source>Forbidden pair: %1.</source>
        <translation>Verboden paar: %1.</translation>
    </message>
    <message>
        <source>Absolute colour preference of %1 not granted.</source>
        <translation>Absolute kleurvoorkeur van %1 niet toegekend.</translation>
    </message>
    <message>
        <source>Absolute criterion %2 broken: %1.</source>
        <translation>Absoluut criterium %2 geschonden: %1.</translation>
    </message>
    <message>
        <source>Players %1: as good on every criterion as the engine&apos;s pairing, but not the pairing the Dutch system selects (the first in its order of transpositions and exchanges).</source>
        <translation>Spelers %1: even goed op elk criterium als de paring van de motor, maar niet de paring die het Nederlandse systeem kiest (de eerste in zijn volgorde van transposities en uitwisselingen).</translation>
    </message>
    <message>
        <source>Colours of %1 differ from the engine&apos;s: %2</source>
        <translation>De kleuren van %1 wijken af van die van de motor: %2</translation>
    </message>
    <message>
        <source>Quality criterion %1 worse than the engine&apos;s pairing: %2 instead of %3.</source>
        <translation>Kwaliteitscriterium %1 slechter dan de paring van de motor: %2 in plaats van %3.</translation>
    </message>
</context>
<context>
    <name>PairingPanel</name>
    <message>
        <source>&amp;Pair the next round</source>
        <translation>Volgende ronde &amp;paren</translation>
    </message>
    <message>
        <source>&amp;Un-pair the last round</source>
        <translation>Laatste ronde &amp;ongedaan maken</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Paringen afdrukken…</translation>
    </message>
    <message>
        <source>Result slips…</source>
        <translation>Uitslagbriefjes…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>FRBE rating</source>
        <translation>FRBE-rating</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>FIDE-rating</translation>
    </message>
    <message>
        <source>The higher of the two (as Swar)</source>
        <translation>De hoogste van de twee (zoals Swar)</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Bakoe-versnelling (C.04.5.1)</translation>
    </message>
    <message>
        <source>Forbid</source>
        <translation>Verbieden</translation>
    </message>
    <message>
        <source>Allow again</source>
        <translation>Weer toelaten</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Bye door de paring</translation>
    </message>
    <message>
        <source>No. 1 has in round 1</source>
        <translation>Nr. 1 heeft in ronde 1</translation>
    </message>
    <message>
        <source>Pairing numbers from</source>
        <translation>Paringsnummers volgens</translation>
    </message>
    <message>
        <source>Forbidden pair</source>
        <translation>Verboden paar</translation>
    </message>
    <message>
        <source>Pairing options</source>
        <translation>Paringsopties</translation>
    </message>
    <message>
        <source>Present (P)</source>
        <translation>Aanwezig (P)</translation>
    </message>
    <message>
        <source>½ bye (H)</source>
        <translation>Bye ½ (H)</translation>
    </message>
    <message>
        <source>0 bye (Z)</source>
        <translation>Bye 0 (Z)</translation>
    </message>
    <message>
        <source>Withdraw (W)</source>
        <translation>Terugtrekking (W)</translation>
    </message>
    <message>
        <source>&amp;Swap players</source>
        <translation>Spelers &amp;wisselen</translation>
    </message>
    <message>
        <source>Change &amp;colours</source>
        <translation>&amp;Kleuren wisselen</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>Contro&amp;leren</translation>
    </message>
    <message>
        <source>E&amp;xplain this pairing</source>
        <translation>Deze paring ver&amp;klaren</translation>
    </message>
    <message>
        <source>Checker</source>
        <translation>Controle</translation>
    </message>
    <message>
        <source>Players of round %1</source>
        <translation>Spelers van ronde %1</translation>
    </message>
    <message>
        <source>Every round is paired</source>
        <translation>Alle rondes zijn gepaard</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>No round paired</source>
        <translation>Geen ronde gepaard</translation>
    </message>
    <message>
        <source>Go events are paired by the McMahon system with handicaps, which elodesk does not do: pair them in OpenGotha, then open its h9 file here (File ▸ Open an h9 file as a Go event…).</source>
        <translation>Een gotornooi wordt volgens het McMahon-systeem met handicaps gepaard, wat elodesk niet doet: paar het in OpenGotha en open hier zijn h9-bestand (Bestand ▸ Een h9-bestand als gotornooi openen…).</translation>
    </message>
    <message>
        <source>A forbidden pair is two players of the event</source>
        <translation>Een verboden paar bestaat uit twee spelers van het tornooi</translation>
    </message>
    <message>
        <source>This round cannot be paired: %1</source>
        <translation>Deze ronde kan niet gepaard worden: %1</translation>
    </message>
    <message>
        <source>Pairing round %1…</source>
        <translation>Ronde %1 wordt gepaard…</translation>
    </message>
    <message>
        <source>Cancelled: the event is unchanged.</source>
        <translation>Geannuleerd: het tornooi is niet gewijzigd.</translation>
    </message>
    <message>
        <source>Pairing: score group %1 of %2 (%3 players)…</source>
        <translation>Paring: scoregroep %1 van %2 (%3 spelers)…</translation>
    </message>
    <message>
        <source>Pairing: reading the round…</source>
        <translation>Paring: de ronde wordt gelezen…</translation>
    </message>
    <message>
        <source>Pairing: checking that every player can be paired…</source>
        <translation>Paring: nagaan of elke speler gepaard kan worden…</translation>
    </message>
    <message>
        <source>Pairing: choosing who may get the bye…</source>
        <translation>Paring: kiezen wie de bye mag krijgen…</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Paring…</translation>
    </message>
    <message>
        <source>The event changed while pairing: pair again.</source>
        <translation>Het tornooi is gewijzigd tijdens het paren: paar opnieuw.</translation>
    </message>
    <message>
        <source>Round %1 paired in less than %2 s.</source>
        <translation>Ronde %1 gepaard in minder dan %2 s.</translation>
    </message>
    <message>
        <source>Round %1 paired in %2 s.</source>
        <translation>Ronde %1 gepaard in %2 s.</translation>
    </message>
    <message>
        <source>swap %1 and %2</source>
        <translation>%1 en %2 gewisseld</translation>
    </message>
    <message>
        <source>colours of %1</source>
        <translation>kleuren van %1</translation>
    </message>
    <message>
        <source>This round has results: it cannot be changed by hand</source>
        <translation>Deze ronde heeft uitslagen: ze kan niet meer met de hand gewijzigd worden</translation>
    </message>
    <message>
        <source>Select the two players to swap</source>
        <translation>Selecteer de twee spelers om te wisselen</translation>
    </message>
    <message>
        <source>Checking round %1…</source>
        <translation>Ronde %1 wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>The checker could not run: %1</source>
        <translation>De controle kon niet uitgevoerd worden: %1</translation>
    </message>
    <message>
        <source>No criterion broken or made worse.</source>
        <translation>Geen criterium geschonden of verslechterd.</translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation>Gecontroleerd.</translation>
    </message>
    <message>
        <source>No explanation: %1</source>
        <translation>Geen verklaring: %1</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
</context>
<context>
    <name>PairingView</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptn</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>present</source>
        <translation>aanwezig</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>teruggetrokken</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Password of %1 on %2:</source>
        <translation>Wachtwoord van %1 op %2:</translation>
    </message>
    <message>
        <source>Keep it in the system keyring</source>
        <translation>Bewaren in de sleutelbos van het systeem</translation>
    </message>
</context>
<context>
    <name>PeriodModel</name>
    <message>
        <source>ID</source>
        <translation>Stamnummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Oud</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Games after</source>
        <translation>Partijen na</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Markering</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Stamnummer</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Graad</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>FIDE-rating</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>teruggetrokken</translation>
    </message>
    <message>
        <source>A Go rank looks like 15k or 3d.</source>
        <translation>Een gograad ziet eruit als 15k of 3d.</translation>
    </message>
    <message>
        <source>Rating and games must be whole numbers.</source>
        <translation>Elo en partijen zijn gehele getallen.</translation>
    </message>
    <message>
        <source>Impossible value: %1</source>
        <translation>Onmogelijke waarde: %1</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Type part of a name or an ID…</source>
        <translation>Typ een deel van de naam of het stamnummer…</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <source>Add by hand…</source>
        <translation>Manueel toevoegen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Withdraw / return</source>
        <translation>Terugtrekken / terug</translation>
    </message>
    <message>
        <source>Starting ranks by rating</source>
        <translation>Startnummers volgens elo</translation>
    </message>
    <message>
        <source>Make round robin pairings</source>
        <translation>Paringen van de round robin</translation>
    </message>
    <message>
        <source>Player database:</source>
        <translation>Spelersdatabank:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>not affiliated</source>
        <translation>niet aangesloten</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>old</source>
        <translation>oud</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Verwachting</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nieuw</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>25/150 rule (performance kept)</source>
        <extracomment>The rule tags of the engine (a rating&apos;s ``notes``), worded. A value of a rule is never written here: it is %1, %2 … filled from the rule set in force (its ``note_values()``, ``engine.systems.note_values``; :func:`note_text`), so that a rule set that changes it (frbe-2024&apos;s floor, a FIDE cap) changes the words in every language.</extracomment>
        <translation>25/150-regel (prestatie behouden)</translation>
    </message>
    <message>
        <source>25/150 rule (regular rating kept)</source>
        <translation>25/150-regel (gewone rating behouden)</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>bodem</translation>
    </message>
    <message>
        <source>K change at %1/%2</source>
        <translation>K-wijziging rond %1/%2</translation>
    </message>
    <message>
        <source>score 0 or 100 %</source>
        <translation>score van 0 of 100 %</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>halved above %1</source>
        <translation>gehalveerd boven %1</translation>
    </message>
    <message>
        <source>match cap +%1</source>
        <translation>matchplafond +%1</translation>
    </message>
    <message>
        <source>below %1: half the difference added</source>
        <translation>onder %1: helft van het verschil erbij</translation>
    </message>
    <message>
        <source>weighted average</source>
        <translation>gewogen gemiddelde</translation>
    </message>
    <message>
        <source>starting level adjusted</source>
        <translation>startniveau aangepast</translation>
    </message>
    <message>
        <source>level clamped</source>
        <translation>niveau begrensd</translation>
    </message>
    <message>
        <source>K·n ≤ %1</source>
        <translation>K·n ≤ %1</translation>
    </message>
    <message>
        <source>initial rating capped at %1</source>
        <translation>eerste rating begrensd op %1</translation>
    </message>
    <message>
        <source>below the %1 floor</source>
        <translation>onder de bodem van %1</translation>
    </message>
    <message>
        <source>history unknown: past games without their opponents&apos; ratings</source>
        <translation>geschiedenis onbekend: vroegere partijen zonder de rating van de tegenstanders</translation>
    </message>
    <message>
        <source>counts: %1 is rated, %2</source>
        <extracomment>Why a game counts or not (``engine.preview.GameNote.code``), worded: %1 the opponent&apos;s name, %2 the rating the game counts at, %3 the game&apos;s number in the count it belongs to, %4 the games a first rating needs under the event&apos;s rule set, %5 the rule set&apos;s value of the code (``note_values()``: the periods article 12.e takes a game up again in).</extracomment>
        <translation>telt: %1 heeft een rating, %2</translation>
    </message>
    <message>
        <source>counts at the fictitious rating of %1, %2: the 24 lines file writes %1 as *** with it</source>
        <translation>telt tegen de fictieve rating van %1, %2: het 24-lijnenbestand schrijft %1 als *** met die rating</translation>
    </message>
    <message>
        <source>counts only if %1 is rated in this period: %1 gets a first rating after %4 games against rated players, and the game counts at that first rating, %2</source>
        <translation>telt alleen als %1 in deze periode een rating krijgt: %1 krijgt een eerste rating na %4 partijen tegen spelers met een rating, en de partij telt tegen die eerste rating, %2</translation>
    </message>
    <message>
        <source>not counted: %1 stays unrated (%3 of the %4 games against rated players a first rating needs)</source>
        <translation>telt niet: %1 blijft zonder rating (%3 van de %4 partijen tegen spelers met een rating die een eerste rating vraagt)</translation>
    </message>
    <message>
        <source>not counted in this period: %1 stays unrated (%3 of the %4 games against rated players a first rating needs); the game is taken up again if %1 is rated in one of the next %5 periods (article 12.e)</source>
        <translation>telt niet in deze periode: %1 blijft zonder rating (%3 van de %4 partijen tegen spelers met een rating die een eerste rating vraagt); de partij wordt opnieuw verwerkt als %1 in een van de %5 volgende periodes een rating krijgt (artikel 12.e)</translation>
    </message>
    <message>
        <source>not counted for this player: the 24 lines file writes this player as *** with the fictitious rating %2, without the ID</source>
        <translation>telt niet voor deze speler: het 24-lijnenbestand schrijft hem als *** met de fictieve rating %2, zonder zijn stamnummer</translation>
    </message>
    <message>
        <source>game %3 of the %4 towards a first rating, %1 counting at %2</source>
        <translation>partij %3 van de %4 naar een eerste rating, %1 telt voor %2</translation>
    </message>
    <message>
        <source>counts from the first rating on, %1 counting at %2</source>
        <translation>telt vanaf de eerste rating, %1 telt voor %2</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>telt niet</translation>
    </message>
    <message>
        <source>the national results file</source>
        <extracomment>The results files the FRBE preview can assume (``engine.systems.RESULTS_FILES``).</extracomment>
        <translation>het nationale resultatenbestand</translation>
    </message>
    <message>
        <source>the &quot;24 lines&quot; file (Chess Manager)</source>
        <translation>het „24 lijnen”-bestand (Chess Manager)</translation>
    </message>
    <message>
        <source>first rating</source>
        <extracomment>A player&apos;s outcome in the preview (``engine.preview`` ``Status`` values), worded: beside the new rating on the screen, in the printed rating changes&apos; and the web&apos;s rules column.</extracomment>
        <translation>eerste rating</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>voorlopig</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>niet gequoteerd</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>gequoteerd</translation>
    </message>
    <message>
        <source>%1, with %2:</source>
        <translation>%1, met %2:</translation>
    </message>
    <message>
        <source>no rated game yet.</source>
        <translation>nog geen partij die voor de rating telt.</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>The preview knows this event only: the federation rates the whole period, so games played elsewhere in it can change these answers.</source>
        <translation>De voorvertoning kent alleen dit toernooi: de federatie berekent de hele periode, dus partijen die elders in die periode gespeeld worden, kunnen deze antwoorden veranderen.</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Fictitious ratings: the mean of the rated opponents met, weighted by games, plus D(p). The 24 lines file of a round robin writes these players as *** with it; in an open it is shown for information only.</source>
        <translation>Fictieve ratings: het gemiddelde van de ontmoete tegenstanders met een rating, gewogen naar partijen, plus D(p). Het 24-lijnenbestand van een gesloten toernooi schrijft deze spelers als *** met die rating; in een open is ze alleen ter informatie.</translation>
    </message>
    <message>
        <source>Adjustment of starting levels (FFG): settled after %1 iteration(s).</source>
        <translation>Aanpassing van de startniveaus (FFG): geconvergeerd na %1 iteratie(s).</translation>
    </message>
    <message>
        <source>Adjustment of starting levels (FFG): not settled after %1 iterations (the FFG rules&apos; limit); the last one is used.</source>
        <translation>Aanpassing van de startniveaus (FFG): niet geconvergeerd na %1 iteraties (de limiet van het reglement); de laatste wordt gebruikt.</translation>
    </message>
    <message>
        <source>No starting level moved.</source>
        <translation>Geen enkel startniveau is veranderd.</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>en nog %1</translation>
    </message>
    <message>
        <source>Starting levels moved (%1): %2</source>
        <translation>Aangepaste startniveaus (%1): %2</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptn</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Oud</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Verwachting</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>alphabetical</source>
        <translation>alfabetisch</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangschikking</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Algemeen</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Ratingwijzigingen</translation>
    </message>
    <message>
        <source>Pairings of the round, by board</source>
        <translation>Paringen van de ronde, per bord</translation>
    </message>
    <message>
        <source>Pairings of the round, by name</source>
        <translation>Paringen van de ronde, per naam</translation>
    </message>
    <message>
        <source>Result slips of the round</source>
        <translation>Uitslagbriefjes van de ronde</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>bye van 1 punt</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>bye van ½ punt</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>pagina %1 van %2</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>pagina %1</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Afdrukken</translation>
    </message>
    <message>
        <source>Sheets to print:</source>
        <translation>Af te drukken bladen:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde:</translation>
    </message>
    <message>
        <source>Preview and print…</source>
        <translation>Voorbeeld en afdrukken…</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>The file was not written. Problems found:</source>
        <translation>Het bestand werd niet geschreven. Problemen:</translation>
    </message>
</context>
<context>
    <name>ReasonsView</name>
    <message>
        <source>Select a player to see why each game counts or not.</source>
        <translation>Kies een speler om te zien waarom elke partij telt of niet.</translation>
    </message>
</context>
<context>
    <name>ResultsFileChoice</name>
    <message>
        <source>Results file assumed:</source>
        <translation>Verondersteld resultatenbestand:</translation>
    </message>
</context>
<context>
    <name>Rounds</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>RoundsPanel</name>
    <message>
        <source>Type a result on a board: 1, 0, = (draw), + or − (forfeit), Delete clears</source>
        <translation>Typ een uitslag op een bord: 1, 0, = (remise), + of − (forfait), Delete wist</translation>
    </message>
    <message>
        <source>Handicap stones given to Black (Go)</source>
        <translation>Handicapstenen voor Zwart (go)</translation>
    </message>
    <message>
        <source>Add board</source>
        <translation>Bord toevoegen</translation>
    </message>
    <message>
        <source>Set result</source>
        <translation>Uitslag invullen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>White #</source>
        <translation>Wit nr.</translation>
    </message>
    <message>
        <source>Black # (0 = bye)</source>
        <translation>Zwart nr. (0 = bye)</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>No player with start number %1</source>
        <translation>Geen speler met startnummer %1</translation>
    </message>
    <message>
        <source>This player is already paired in this round</source>
        <translation>Deze speler is in deze ronde al gepaard</translation>
    </message>
</context>
<context>
    <name>SendDialog</name>
    <message>
        <source>Belgian national results file</source>
        <translation>Belgisch nationaal uitslagenbestand</translation>
    </message>
    <message>
        <source>&quot;24 lines&quot; file</source>
        <translation>&quot;24 lijnen&quot;-bestand</translation>
    </message>
    <message>
        <source>FIDE TRF</source>
        <translation>FIDE-TRF</translation>
    </message>
    <message>
        <source>Excel crosstable</source>
        <translation>Kruistabel in Excel</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <extracomment>The steps ``io.mail.Sending`` reports, as shown under the progress bar.</extracomment>
        <translation>Verbinding met de server…</translation>
    </message>
    <message>
        <source>Securing the connection…</source>
        <translation>Verbinding beveiligen…</translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation>Aanmelden…</translation>
    </message>
    <message>
        <source>Sending the message…</source>
        <translation>Bericht versturen…</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>Verstuurd.</translation>
    </message>
    <message>
        <source>Send the results</source>
        <extracomment>The whole sending&apos;s deadline in seconds (io.mail&apos;s promise).</extracomment>
        <translation>Uitslagen versturen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <source>Open in my mail program</source>
        <translation>Openen in mijn mailprogramma</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <source>Cancel sending</source>
        <translation>Versturen annuleren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>(no sender yet: fill in From)</source>
        <translation>(nog geen afzender: vul Van in)</translation>
    </message>
    <message>
        <source>Give the sender&apos;s address (From).</source>
        <translation>Geef het adres van de afzender (Van).</translation>
    </message>
    <message>
        <source>Already sent on %1 to %2.</source>
        <translation>Al verstuurd op %1 naar %2.</translation>
    </message>
    <message>
        <source>The files are valid.</source>
        <translation>De bestanden zijn geldig.</translation>
    </message>
    <message>
        <source>Already sent</source>
        <translation>Al verstuurd</translation>
    </message>
    <message>
        <source>These results were already sent. Send them again?</source>
        <translation>Deze uitslagen werden al verstuurd. Opnieuw versturen?</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Concept</translation>
    </message>
    <message>
        <source>Draft written: %1. It was handed to the program your system opens .eml files with: send it from there. The results are not recorded as sent.</source>
        <translation>Concept geschreven: %1. Het werd doorgegeven aan het programma dat .eml-bestanden opent op uw systeem: verstuur het van daaruit. De uitslagen worden niet als verstuurd genoteerd.</translation>
    </message>
    <message>
        <source>Draft written: %1. No program could open it: open it in your mail program yourself. The results are not recorded as sent.</source>
        <translation>Concept geschreven: %1. Geen enkel programma kon het openen: open het zelf in uw mailprogramma. De uitslagen worden niet als verstuurd genoteerd.</translation>
    </message>
    <message>
        <source>Password without encryption</source>
        <translation>Wachtwoord zonder versleuteling</translation>
    </message>
    <message>
        <source>The security setting is &apos;none&apos;: the user name and password would cross the network unencrypted. Send anyway?</source>
        <translation>De beveiliging staat op &apos;none&apos;: gebruikersnaam en wachtwoord zouden onversleuteld over het netwerk gaan. Toch versturen?</translation>
    </message>
    <message>
        <source>No system keyring here: the password is not kept.</source>
        <translation>Geen sleutelbos op dit systeem: het wachtwoord wordt niet bewaard.</translation>
    </message>
    <message>
        <source>Sent to %1 through %2.</source>
        <translation>Verstuurd naar %1 via %2.</translation>
    </message>
    <message>
        <source>It could not be noted in the event: %1</source>
        <translation>Het versturen kon niet in het tornooi genoteerd worden: %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annuleren…</translation>
    </message>
    <message>
        <source>No mail server: Settings ▸ Mail…</source>
        <translation>Geen mailserver: Instellingen ▸ Mail…</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptn</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Algemeen</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Tie-breaks and categories…</source>
        <translation>Tiebreaks en categorieën…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangschikking</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Algemeen</translation>
    </message>
</context>
<context>
    <name>StandingsRulesDialog</name>
    <message>
        <source>Tie-breaks and categories</source>
        <translation>Tiebreaks en categorieën</translation>
    </message>
</context>
<context>
    <name>StandingsRulesEditor</name>
    <message>
        <source>The rules in force at the start date</source>
        <translation>De regels die gelden op de begindatum</translation>
    </message>
    <message>
        <source>FIDE 2026 (C.07 as amended from 1 March 2026)</source>
        <translation>FIDE 2026 (C.07 zoals gewijzigd vanaf 1 maart 2026)</translation>
    </message>
    <message>
        <source>FIDE 2023/2024 (C.07)</source>
        <translation>FIDE 2023/2024 (C.07)</translation>
    </message>
    <message>
        <source>Before 1 September 2023 (virtual opponent, as Swar)</source>
        <translation>Vóór 1 september 2023 (virtuele tegenstander, zoals Swar)</translation>
    </message>
    <message>
        <source>1 - ½ - 0</source>
        <translation>1 - ½ - 0</translation>
    </message>
    <message>
        <source>3 - 1 - 0</source>
        <translation>3 - 1 - 0</translation>
    </message>
    <message>
        <source>3 - 2 - 1 (a point for presence)</source>
        <translation>3 - 2 - 1 (een aanwezigheidspunt)</translation>
    </message>
    <message>
        <source>1 - ½ - 0 and a point for presence</source>
        <translation>1 - ½ - 0 en een aanwezigheidspunt</translation>
    </message>
    <message>
        <source>As stored in the event</source>
        <translation>Zoals bewaard in het tornooi</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Toevoegen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>niet meegeteld</translation>
    </message>
    <message>
        <source>Tie-break rules</source>
        <translation>Tiebreakregels</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tiebreaks</translation>
    </message>
    <message>
        <source>Unrated opponents count at (ARO, TPR)</source>
        <translation>Tegenstanders zonder rating tellen als (gemiddelde, performance)</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Categorieën</translation>
    </message>
    <message>
        <source>Extra points</source>
        <translation>Extra punten</translation>
    </message>
</context>
<context>
    <name>Tiebreaks</name>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>onderlinge partij</translation>
    </message>
    <message>
        <source>wins (forfeits and byes included)</source>
        <translation>overwinningen (forfaits en byes inbegrepen)</translation>
    </message>
    <message>
        <source>games won over the board</source>
        <translation>partijen gewonnen aan het bord</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz min 1</translation>
    </message>
    <message>
        <source>Buchholz cut 2</source>
        <translation>Buchholz min 2</translation>
    </message>
    <message>
        <source>median Buchholz</source>
        <translation>mediaan-Buchholz</translation>
    </message>
    <message>
        <source>median Buchholz 2</source>
        <translation>mediaan-Buchholz 2</translation>
    </message>
    <message>
        <source>Buchholz, cut by the number of rounds</source>
        <translation>Buchholz, ingekort volgens het aantal ronden</translation>
    </message>
    <message>
        <source>Sonneborn-Berger cut 1</source>
        <translation>Sonneborn-Berger min 1</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>average rating of opponents</source>
        <translation>gemiddelde rating van de tegenstanders</translation>
    </message>
    <message>
        <source>average rating of opponents cut 1</source>
        <translation>gemiddelde rating van de tegenstanders min 1</translation>
    </message>
    <message>
        <source>average rating of opponents cut 2</source>
        <translation>gemiddelde rating van de tegenstanders min 2</translation>
    </message>
    <message>
        <source>performance rating</source>
        <translation>performance</translation>
    </message>
    <message>
        <source>progressive score</source>
        <translation>progressieve score</translation>
    </message>
    <message>
        <source>progressive score cut 1</source>
        <translation>progressieve score min 1</translation>
    </message>
    <message>
        <source>games with Black</source>
        <translation>partijen met zwart</translation>
    </message>
    <message>
        <source>wins with Black</source>
        <translation>overwinningen met zwart</translation>
    </message>
    <message>
        <source>games played or won</source>
        <translation>partijen gespeeld of gewonnen</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Change the tie-breaks</source>
        <translation>Tiebreaks wijzigen</translation>
    </message>
</context>
<context>
    <name>Web</name>
    <message>
        <source>Results</source>
        <extracomment>What only the results site and the live view say (the rest is the interface&apos;s own texts).</extracomment>
        <translation>Uitslagen</translation>
    </message>
    <message>
        <source>Pairings and results</source>
        <translation>Paringen en uitslagen</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Rangschikking na ronde %1</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Spelersfiche</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Elowijziging</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Verwachte score</translation>
    </message>
    <message>
        <source>Rules applied</source>
        <translation>Toegepaste regels</translation>
    </message>
    <message>
        <source>No rating change</source>
        <translation>Geen Elowijziging</translation>
    </message>
    <message>
        <source>Published on %1 by elodesk</source>
        <translation>Gepubliceerd op %1 door elodesk</translation>
    </message>
    <message>
        <source>Current round: %1</source>
        <translation>Huidige ronde: %1</translation>
    </message>
    <message>
        <source>Pairings by board</source>
        <translation>Paringen per bord</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Paringen per naam</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Nog geen ronde gepaard</translation>
    </message>
</context>
<context>
    <name>WebActions</name>
    <message>
        <source>Publish as &amp;web pages…</source>
        <translation>Publiceren als &amp;webpagina&apos;s…</translation>
    </message>
    <message>
        <source>&amp;Live view…</source>
        <translation>&amp;Live-weergave…</translation>
    </message>
    <message>
        <source>Publish the web pages in</source>
        <translation>De webpagina&apos;s publiceren in</translation>
    </message>
    <message>
        <source>Writing the web pages…</source>
        <translation>De webpagina&apos;s worden geschreven…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Web pages written: %1</source>
        <translation>Webpagina&apos;s geschreven: %1</translation>
    </message>
    <message>
        <source>Live view</source>
        <translation>Live-weergave</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Seconds per page</source>
        <translation>Seconden per pagina</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>The live view is on: %1 (read-only; screens refresh every %2 s)</source>
        <translation>De live-weergave staat aan: %1 (alleen lezen; schermen vernieuwen elke %2 s)</translation>
    </message>
    <message>
        <source>The live view is off.</source>
        <translation>De live-weergave staat uit.</translation>
    </message>
</context>
</TS>
