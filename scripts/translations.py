#!/usr/bin/env python3
"""Fill the Qt Linguist sources (elodesk_fr.ts, elodesk_nl.ts) from the tables below and
compile them (pyside6-lrelease). Run after pyside6-lupdate has added new source strings:

    cd elodesk && pyside6-lupdate ui/*.py -ts resources/translations/elodesk_{fr,nl}.ts
    python scripts/translations.py

A source text missing from a table is reported and left unfinished (the test suite fails on it).
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "elodesk" / "resources" / "translations"

# source → (French, Dutch)
T: dict[str, tuple[str, str]] = {
    "Save a &copy…": ("Enregistrer une &copie…", "Een &kopie opslaan…"),
    "A copy of the event was written to %1; you keep working on %2.": (
        "Une copie du tournoi a été écrite dans %1 ; vous continuez à travailler sur %2.",
        "Een kopie van het tornooi is geschreven naar %1; u werkt verder op %2.",
    ),
    "The event file cannot be written (%1): nothing of this edit was written. Everything entered before is in the file. Free some space, or use File ▸ Save a copy… to keep working on a copy elsewhere.": (
        "Le fichier du tournoi ne peut pas être écrit (%1) : rien de cette modification n'a été "
        "écrit. Tout ce qui a été saisi avant est dans le fichier. Libérez de la place, ou "
        "utilisez Fichier ▸ Enregistrer une copie… pour continuer sur une copie ailleurs.",
        "Het tornooibestand kan niet geschreven worden (%1): niets van deze wijziging is "
        "geschreven. Alles wat eerder ingevoerd werd, staat in het bestand. Maak ruimte vrij, "
        "of gebruik Bestand ▸ Een kopie opslaan… om op een kopie elders verder te werken.",
    ),
    "The event is open read-only: this edit was not made (%1).": (
        "Le tournoi est ouvert en lecture seule : cette modification n'a pas été faite (%1).",
        "Het tornooi is alleen-lezen geopend: deze wijziging is niet gemaakt (%1).",
    ),
    "&Save": ("&Enregistrer", "Op&slaan"),
    "Frequent actions": ("Actions fréquentes", "Veelgebruikte acties"),
    "Read-only": ("Lecture seule", "Alleen-lezen"),
    "Saved": ("Enregistré", "Opgeslagen"),
    "Every edit is written to the event file the moment it is made.": (
        "Chaque modification est écrite dans le fichier du tournoi au moment où elle est faite.",
        "Elke wijziging wordt meteen in het tornooibestand geschreven.",
    ),
    "Saved: every edit is written to the event file the moment it is made.": (
        "Enregistré : chaque modification est écrite dans le fichier du tournoi au moment où "
        "elle est faite.",
        "Opgeslagen: elke wijziging wordt meteen in het tornooibestand geschreven.",
    ),
    "Welcome to elodesk": ("Bienvenue dans elodesk", "Welkom bij elodesk"),
    "The player list holds %1 players.": (
        "La liste des joueurs compte %1 joueurs.",
        "De spelerslijst bevat %1 spelers.",
    ),
    "First import the federation's player list (PLAYER.DBF): players are then found as you type their name or ID.": (
        "Importez d'abord la liste des joueurs de la fédération (PLAYER.DBF) : les joueurs "
        "sont alors trouvés dès que vous tapez leur nom ou leur matricule.",
        "Importeer eerst de spelerslijst van de federatie (PLAYER.DBF): spelers worden dan "
        "gevonden terwijl u hun naam of stamnummer typt.",
    ),
    "Import the player list…": ("Importer la liste des joueurs…", "Spelerslijst importeren…"),
    "New event…": ("Nouveau tournoi…", "Nieuw tornooi…"),
    "Open an event…": ("Ouvrir un tournoi…", "Een tornooi openen…"),
    "Open the demo event": ("Ouvrir le tournoi de démonstration", "Het demotornooi openen"),
    "history unknown: past games without their opponents' ratings": (
        "historique inconnu : parties passées sans l'ELO des adversaires",
        "geschiedenis onbekend: vroegere partijen zonder de rating van de tegenstanders",
    ),
    "Colour": ("Couleur", "Kleur"),
    "Opponent": ("Adversaire", "Tegenstander"),
    "alphabetical": ("par ordre alphabétique", "alfabetisch"),
    "Rating changes": ("Variations ELO", "Ratingwijzigingen"),
    "Pairings of the round, by board": (
        "Appariements de la ronde, par échiquier",
        "Paringen van de ronde, per bord",
    ),
    "Pairings of the round, by name": (
        "Appariements de la ronde, par nom",
        "Paringen van de ronde, per naam",
    ),
    "Result slips of the round": (
        "Fiches de résultat de la ronde",
        "Uitslagbriefjes van de ronde",
    ),
    "Print": ("Imprimer", "Afdrukken"),
    "&Print…": ("&Imprimer…", "&Afdrukken…"),
    "Sheets to print:": ("Feuilles à imprimer :", "Af te drukken bladen:"),
    "Round:": ("Ronde :", "Ronde:"),
    "Preview and print…": ("Aperçu et impression…", "Voorbeeld en afdrukken…"),
    "About elodesk": ("À propos d'elodesk", "Over elodesk"),
    "Tournament and rating manager for chess and Go federations.": (
        "Gestion de tournois et de classements pour les fédérations d'échecs et de go.",
        "Beheer van tornooien en ratings voor schaak- en gofederaties.",
    ),
    "Rule sets": ("Règlements", "Reglementen"),
    "E&vent": ("&Tournoi", "&Tornooi"),
    "&Properties…": ("&Propriétés…", "&Eigenschappen…"),
    "Event properties": ("Propriétés du tournoi", "Eigenschappen van het tornooi"),
    "Sending club (number)": ("Club expéditeur (numéro)", "Verzendende club (nummer)"),
    "Sending club (name)": ("Club expéditeur (nom)", "Verzendende club (naam)"),
    "Arbiter": ("Arbitre", "Arbiter"),
    "(start date)": ("(date de début)", "(begindatum)"),
    "Round %1": ("Ronde %1", "Ronde %1"),
    "Round dates": ("Dates des rondes", "Data van de ronden"),
    "The event needs a name.": (
        "Le tournoi doit avoir un nom.",
        "Het tornooi heeft een naam nodig.",
    ),
    "The end date is before the start date.": (
        "La date de fin précède la date de début.",
        "De einddatum ligt vóór de begindatum.",
    ),
    "The sending club's number is digits only (as 618).": (
        "Le numéro du club expéditeur ne contient que des chiffres (comme 618).",
        "Het nummer van de verzendende club bestaat enkel uit cijfers (zoals 618).",
    ),
    "names no sending club (its number)": (
        "ne nomme pas de club expéditeur (son numéro)",
        "noemt geen verzendende club (haar nummer)",
    ),
    "Unknown tie-break: %1": ("Départage inconnu : %1", "Onbekende tiebreak: %1"),
    "Libraries": ("Bibliothèques", "Bibliotheken"),
    "Mail settings": ("Réglages du courrier", "Mailinstellingen"),
    "kept in the system keyring": (
        "conservé dans le trousseau du système",
        "bewaard in de sleutelbos van het systeem",
    ),
    "Server": ("Serveur", "Server"),
    "Port": ("Port", "Poort"),
    "Security": ("Sécurité", "Beveiliging"),
    "User": ("Utilisateur", "Gebruiker"),
    "Password": ("Mot de passe", "Wachtwoord"),
    "From": ("De", "Van"),
    "To": ("À", "Aan"),
    "No system keyring here: the password will be asked when sending.": (
        "Pas de trousseau système ici : le mot de passe sera demandé à l'envoi.",
        "Geen sleutelbos op dit systeem: het wachtwoord wordt bij het versturen gevraagd.",
    ),
    "&File": ("&Fichier", "&Bestand"),
    "&New event…": ("&Nouveau tournoi…", "&Nieuw tornooi…"),
    "&Open…": ("&Ouvrir…", "&Openen…"),
    "Open &recent": ("Ouvrir un fichier &récent", "&Recent geopend"),
    "Save &as…": ("Enregistrer &sous…", "Opslaan &als…"),
    "&Export": ("&Exporter", "&Exporteren"),
    "Belgian national results file": (
        "Fichier de résultats national belge",
        "Belgisch nationaal uitslagenbestand",
    ),
    '"24 lines" file (Chess Manager)': (
        "Fichier « 24 lignes » (Chess Manager)",
        '"24 lijnen"-bestand (Chess Manager)',
    ),
    '"24 lines" file': ("Fichier « 24 lignes »", '"24 lijnen"-bestand'),
    "FIDE TRF": ("TRF FIDE", "FIDE-TRF"),
    "EGD h9 (Go)": ("EGD h9 (go)", "EGD h9 (go)"),
    "Open an &h9 file as a Go event…": (
        "Ouvrir un fichier &h9 comme tournoi de go…",
        "Een &h9-bestand als gotornooi openen…",
    ),
    "Open an h9 file as a Go event": (
        "Ouvrir un fichier h9 comme tournoi de go",
        "Een h9-bestand als gotornooi openen",
    ),
    "h9 results files (*.h9 *.h *.txt);;All files (*)": (
        "Fichiers de résultats h9 (*.h9 *.h *.txt);;Tous les fichiers (*)",
        "h9-uitslagenbestanden (*.h9 *.h *.txt);;Alle bestanden (*)",
    ),
    "New Go event": ("Nouveau tournoi de go", "Nieuw gotornooi"),
    "Adjustment of starting levels (FFG): settled after %1 iteration(s).": (
        "Ajustement des niveaux de départ (FFG) : convergé en %1 itération(s).",
        "Aanpassing van de startniveaus (FFG): geconvergeerd na %1 iteratie(s).",
    ),
    "Adjustment of starting levels (FFG): not settled after %1 iterations (the seed's limit); "
    "the last one is used.": (
        "Ajustement des niveaux de départ (FFG) : pas de convergence après %1 itérations "
        "(la limite du règlement) ; la dernière est retenue.",
        "Aanpassing van de startniveaus (FFG): niet geconvergeerd na %1 iteraties "
        "(de limiet van het reglement); de laatste wordt gebruikt.",
    ),
    "No starting level moved.": (
        "Aucun niveau de départ n'a bougé.",
        "Geen enkel startniveau is veranderd.",
    ),
    "and %1 more": ("et %1 autres", "en nog %1"),
    "Starting levels moved (%1): %2": (
        "Niveaux de départ ajustés (%1) : %2",
        "Aangepaste startniveaus (%1): %2",
    ),
    "Excel crosstable": ("Grille Excel", "Kruistabel in Excel"),
    "PDF (crosstable, standings, preview)…": (
        "PDF (grille, classement, prévision)…",
        "PDF (kruistabel, rangschikking, prognose)…",
    ),
    "&Send the results…": ("&Envoyer les résultats…", "Uitslagen &versturen…"),
    "Player &database…": ("&Base des joueurs…", "Spelers&databank…"),
    "&Quit": ("&Quitter", "&Afsluiten"),
    "&Edit": ("É&dition", "Be&werken"),
    "&Undo": ("&Annuler", "&Ongedaan maken"),
    "&Redo": ("&Rétablir", "Op&nieuw"),
    "&Ratings officer": ("&Responsable du classement", "&Ratingverantwoordelijke"),
    "Open a &period (PLAYER + CHCKLIST)…": (
        "Ouvrir une &période (PLAYER + CHCKLIST)…",
        "Een &periode openen (PLAYER + CHCKLIST)…",
    ),
    "&Settings": ("&Réglages", "&Instellingen"),
    "&Language": ("&Langue", "&Taal"),
    "&Mail…": ("&Courrier…", "&Mail…"),
    "&Help": ("&Aide", "&Hulp"),
    "&About elodesk": ("À &propos d'elodesk", "&Over elodesk"),
    "No event is open. File ▸ New event… or File ▸ Open…": (
        "Aucun tournoi ouvert. Fichier ▸ Nouveau tournoi… ou Fichier ▸ Ouvrir…",
        "Geen tornooi geopend. Bestand ▸ Nieuw tornooi… of Bestand ▸ Openen…",
    ),
    "Welcome": ("Bienvenue", "Welkom"),
    "Players": ("Joueurs", "Spelers"),
    "Crosstable": ("Grille", "Kruistabel"),
    "Rounds": ("Rondes", "Ronden"),
    "Standings": ("Classement", "Rangschikking"),
    "Rating preview": ("Prévision ELO", "Ratingprognose"),
    "read-only": ("lecture seule", "alleen-lezen"),
    "Event already open": ("Tournoi déjà ouvert", "Tornooi al geopend"),
    "%1\n\nOpen it read-only?": ("%1\n\nL'ouvrir en lecture seule ?", "%1\n\nAlleen-lezen openen?"),
    "Open an event": ("Ouvrir un tournoi", "Een tornooi openen"),
    "elodesk events (*.elodesk)": ("Tournois elodesk (*.elodesk)", "elodesk-tornooien (*.elodesk)"),
    "Save a copy as": ("Enregistrer une copie sous", "Een kopie opslaan als"),
    "Export to": ("Exporter vers", "Exporteren naar"),
    "Written: %1": ("Écrit : %1", "Geschreven: %1"),
    "PDF": ("PDF", "PDF"),
    "Player list": ("Liste de joueurs", "Spelerslijst"),
    "Player lists (*.dbf *.DBF *.txt *.xml)": (
        "Listes de joueurs (*.dbf *.DBF *.txt *.xml)",
        "Spelerslijsten (*.dbf *.DBF *.txt *.xml)",
    ),
    "%1 players imported": ("%1 joueurs importés", "%1 spelers geïmporteerd"),
    "Add a player by hand": ("Ajouter un joueur à la main", "Een speler manueel toevoegen"),
    "Surname, First name": ("Nom, Prénom", "Naam, Voornaam"),
    "Name": ("Nom", "Naam"),
    "ID": ("Matricule", "Stamnummer"),
    "Federation": ("Fédération", "Federatie"),
    "Rating": ("ELO", "Elo"),
    "Rated games": ("Parties cotées", "Gequoteerde partijen"),
    "Club": ("Club", "Club"),
    "A name is needed.": ("Il faut un nom.", "Een naam is nodig."),
    "The federation is a 3-letter code (BEL, FRA, NED…).": (
        "La fédération est un code de 3 lettres (BEL, FRA, NED…).",
        "De federatie is een code van 3 letters (BEL, FRA, NED…).",
    ),
    "New event": ("Nouveau tournoi", "Nieuw tornooi"),
    "The event": ("Le tournoi", "Het tornooi"),
    "Belgian Elo (FRBE-KBSB)": ("ELO belge (FRBE-KBSB)", "Belgische Elo (KBSB-FRBE)"),
    "FIDE": ("FIDE", "FIDE"),
    "Quebec (FQE)": ("Québec (FQE)", "Quebec (FQE)"),
    "French Go (FFG)": ("Go français (FFG)", "Frans go (FFG)"),
    "Round robin": ("Tournoi fermé (grille)", "Gesloten tornooi (round robin)"),
    "Double round robin": ("Grille double", "Dubbele round robin"),
    "Open": ("Open", "Open"),
    "Match": ("Match", "Match"),
    "from the pairings": ("selon les appariements", "volgens de paringen"),
    "Also FIDE-rated (show the FIDE change)": (
        "Aussi coté FIDE (montrer la variation FIDE)",
        "Ook FIDE-gequoteerd (toon de FIDE-wijziging)",
    ),
    "Browse…": ("Parcourir…", "Bladeren…"),
    "Place": ("Lieu", "Plaats"),
    "Start": ("Début", "Begin"),
    "End": ("Fin", "Einde"),
    "Rating system": ("Système de classement", "Ratingsysteem"),
    "Type": ("Type", "Soort"),
    "Time control": ("Cadence", "Speeltempo"),
    "Tie-breaks": ("Départages", "Tiebreaks"),
    "File": ("Fichier", "Bestand"),
    "Event file": ("Fichier du tournoi", "Tornooibestand"),
    "All players": ("Tous les joueurs", "Alle spelers"),
    "Rated": ("Cotés", "Gequoteerd"),
    "Newly rated": ("Nouvellement cotés", "Nieuw gequoteerd"),
    "Provisional": ("Provisoires", "Voorlopig"),
    "Unrated": ("Non cotés", "Niet gequoteerd"),
    "Changed this period": ("Modifiés cette période", "Gewijzigd deze periode"),
    "Gains of 40 or more": ("Gains de 40 ou plus", "Winst van 40 of meer"),
    "Losses of 40 or more": ("Pertes de 40 ou plus", "Verlies van 40 of meer"),
    "Rules that acted": ("Règles appliquées", "Toegepaste regels"),
    "ratings officer": ("responsable du classement", "ratingverantwoordelijke"),
    "Name, ID or club…": ("Nom, matricule ou club…", "Naam, stamnummer of club…"),
    "Run the period": ("Calculer la période", "De periode berekenen"),
    "Cancel": ("Annuler", "Annuleren"),
    "Publish…": ("Publier…", "Publiceren…"),
    "Rating card": ("Fiche individuelle", "Individuele fiche"),
    "Files received": ("Fichiers reçus", "Ontvangen bestanden"),
    "%1 players, %2 game records": (
        "%1 joueurs, %2 enregistrements de parties",
        "%1 spelers, %2 partijregels",
    ),
    "files": ("fichiers", "bestanden"),
    "Run finished: %1 players with games": (
        "Calcul terminé : %1 joueurs avec des parties",
        "Berekening klaar: %1 spelers met partijen",
    ),
    "Publish into": ("Publier dans", "Publiceren in"),
    "Rating list": ("Liste ELO", "Elolijst"),
    "Games": ("Parties", "Partijen"),
    "Open a period": ("Ouvrir une période", "Een periode openen"),
    "PLAYER.DBF": ("PLAYER.DBF", "PLAYER.DBF"),
    "Previous PLAYER.DBF": ("PLAYER.DBF précédent", "Vorige PLAYER.DBF"),
    "CHCKLIST.DBF": ("CHCKLIST.DBF", "CHCKLIST.DBF"),
    "Rule set": ("Règlement", "Reglement"),
    "Old": ("Ancien", "Oud"),
    "New": ("Nouveau", "Nieuw"),
    "Diff.": ("Diff.", "Verschil"),
    "Games after": ("Parties après", "Partijen na"),
    "Status": ("Statut", "Status"),
    "Rules": ("Règles", "Regels"),
    "Type part of a name or an ID…": (
        "Tapez une partie du nom ou le matricule…",
        "Typ een deel van de naam of het stamnummer…",
    ),
    "Add player": ("Ajouter le joueur", "Speler toevoegen"),
    "Add by hand…": ("Ajouter à la main…", "Manueel toevoegen…"),
    "Remove": ("Retirer", "Verwijderen"),
    "Make round robin pairings": ("Appariements de la grille", "Paringen van de round robin"),
    "Player database:": ("Base des joueurs :", "Spelersdatabank:"),
    "%n player(s)": ("%n joueur(s)", "%n speler(s)"),
    "not affiliated": ("non affilié", "niet aangesloten"),
    "Fictitious ratings (seed 003): mean of the rated opponents met, weighted by games, plus "
    "D(p); in an open the same computation is our choice.": (
        "ELO fictifs : moyenne des adversaires cotés rencontrés, pondérée par les parties, "
        "plus D(p) ; dans un open, le même calcul est notre choix.",
        "Fictieve elo's: gemiddelde van de ontmoette gequoteerde tegenstanders, gewogen per "
        "partij, plus D(p); in een open is dezelfde berekening onze keuze.",
    ),
    "The file was not written. Problems found:": (
        "Le fichier n'a pas été écrit. Problèmes :",
        "Het bestand werd niet geschreven. Problemen:",
    ),
    "Add board": ("Ajouter l'échiquier", "Bord toevoegen"),
    "Set result": ("Inscrire le résultat", "Uitslag invullen"),
    "Round": ("Ronde", "Ronde"),
    "White #": ("Blancs n°", "Wit nr."),
    "Black # (0 = bye)": ("Noirs n° (0 = exempt)", "Zwart nr. (0 = bye)"),
    "No player with start number %1": (
        "Aucun joueur n'a le numéro %1",
        "Geen speler met startnummer %1",
    ),
    "This player is already paired in this round": (
        "Ce joueur est déjà apparié dans cette ronde",
        "Deze speler is in deze ronde al gepaard",
    ),
    "Send the results": ("Envoyer les résultats", "Uitslagen versturen"),
    "Files": ("Fichiers", "Bestanden"),
    "Check": ("Vérifier", "Controleren"),
    "Open in my mail program": (
        "Ouvrir dans mon programme de courrier",
        "Openen in mijn mailprogramma",
    ),
    "Send": ("Envoyer", "Versturen"),
    "Close": ("Fermer", "Sluiten"),
    "Already sent on %1 to %2.": ("Déjà envoyé le %1 à %2.", "Al verstuurd op %1 naar %2."),
    "The files are valid.": ("Les fichiers sont valides.", "De bestanden zijn geldig."),
    "Already sent": ("Déjà envoyé", "Al verstuurd"),
    "These results were already sent. Send them again?": (
        "Ces résultats ont déjà été envoyés. Les renvoyer ?",
        "Deze uitslagen werden al verstuurd. Opnieuw versturen?",
    ),
    "Draft": ("Brouillon", "Concept"),
    "Draft written: %1": ("Brouillon écrit : %1", "Concept geschreven: %1"),
    # sending in a worker, the password asked, AUTH without TLS (issue #16 items 10, 13, 14)
    "Connecting to the server…": ("Connexion au serveur…", "Verbinding met de server…"),
    "Securing the connection…": ("Sécurisation de la connexion…", "Verbinding beveiligen…"),
    "Logging in…": ("Identification…", "Aanmelden…"),
    "Sending the message…": ("Envoi du message…", "Bericht versturen…"),
    "Sent.": ("Envoyé.", "Verstuurd."),
    "Password of %1 on %2:": ("Mot de passe de %1 sur %2 :", "Wachtwoord van %1 op %2:"),
    "Keep it in the system keyring": (
        "Le conserver dans le trousseau du système",
        "Bewaren in de sleutelbos van het systeem",
    ),
    "Cancel sending": ("Annuler l'envoi", "Versturen annuleren"),
    "Give the sender's address (From).": (
        "Indiquez l'adresse de l'expéditeur (De).",
        "Geef het adres van de afzender (Van).",
    ),
    "Draft written: %1. It was handed to the program your system opens .eml files with: send "
    "it from there. The results are not recorded as sent.": (
        "Brouillon écrit : %1. Il a été confié au programme qui ouvre les fichiers .eml sur "
        "votre système : envoyez-le de là. Les résultats ne sont pas notés comme envoyés.",
        "Concept geschreven: %1. Het werd doorgegeven aan het programma dat .eml-bestanden "
        "opent op uw systeem: verstuur het van daaruit. De uitslagen worden niet als "
        "verstuurd genoteerd.",
    ),
    "Draft written: %1. No program could open it: open it in your mail program yourself. The "
    "results are not recorded as sent.": (
        "Brouillon écrit : %1. Aucun programme n'a pu l'ouvrir : ouvrez-le vous-même dans "
        "votre programme de courrier. Les résultats ne sont pas notés comme envoyés.",
        "Concept geschreven: %1. Geen enkel programma kon het openen: open het zelf in uw "
        "mailprogramma. De uitslagen worden niet als verstuurd genoteerd.",
    ),
    "Password without encryption": (
        "Mot de passe sans chiffrement",
        "Wachtwoord zonder versleuteling",
    ),
    "The security setting is 'none': the user name and password would cross the network "
    "unencrypted. Send anyway?": (
        "La sécurité est « none » : le nom d'utilisateur et le mot de passe traverseraient le "
        "réseau sans chiffrement. Envoyer quand même ?",
        "De beveiliging staat op 'none': gebruikersnaam en wachtwoord zouden onversleuteld "
        "over het netwerk gaan. Toch versturen?",
    ),
    "No system keyring here: the password is not kept.": (
        "Pas de trousseau système ici : le mot de passe n'est pas conservé.",
        "Geen sleutelbos op dit systeem: het wachtwoord wordt niet bewaard.",
    ),
    "Sent to %1 through %2.": ("Envoyé à %1 par %2.", "Verstuurd naar %1 via %2."),
    "It could not be noted in the event: %1": (
        "L'envoi n'a pas pu être noté dans le tournoi : %1",
        "Het versturen kon niet in het tornooi genoteerd worden: %1",
    ),
    "Cancelling…": ("Annulation…", "Annuleren…"),
    "Security 'none' with a user name: the password would cross the network unencrypted. "
    "elodesk asks before sending it that way.": (
        "Sécurité « none » avec un nom d'utilisateur : le mot de passe traverserait le réseau "
        "sans chiffrement. elodesk demande avant de l'envoyer ainsi.",
        "Beveiliging 'none' met een gebruikersnaam: het wachtwoord zou onversleuteld over het "
        "netwerk gaan. elodesk vraagt het eerst voor het zo te versturen.",
    ),
    "No mail server: Settings ▸ Mail…": (
        "Pas de serveur de courrier : Réglages ▸ Courrier…",
        "Geen mailserver: Instellingen ▸ Mail…",
    ),
    "Pts": ("Pts", "Ptn"),
    "Rank": ("Place", "Plaats"),
    "Round %1, %2 has White": ("Ronde %1, le %2 a les blancs", "Ronde %1, nr. %2 heeft wit"),
    "#": ("N°", "Nr."),
    "Rated opponents": ("Adversaires cotés", "Gequoteerde tegenstanders"),
    "Score": ("Score", "Score"),
    "Mean (Rc)": ("Moyenne (Rc)", "Gemiddelde (Rc)"),
    "p": ("p", "p"),
    "D(p)": ("D(p)", "D(p)"),
    "Fictitious rating": ("ELO fictif", "Fictieve elo"),
    "Old rating": ("Ancien ELO", "Oude elo"),
    "New rating": ("Nouvel ELO", "Nieuwe elo"),
    "Fed.": ("Féd.", "Fed."),
    "Rating and games must be whole numbers.": (
        "L'ELO et les parties sont des nombres entiers.",
        "Elo en partijen zijn gehele getallen.",
    ),
    "Impossible value: %1": ("Valeur impossible : %1", "Onmogelijke waarde: %1"),
    "old": ("ancien", "oud"),
    "Expected": ("Espérance", "Verwachting"),
    "Change": ("Gain", "Winst"),
    "new": ("nouveau", "nieuw"),
    "first rating": ("première cote", "eerste quotering"),
    "provisional": ("provisoire", "voorlopig"),
    "unrated": ("non coté", "niet gequoteerd"),
    "rated": ("coté", "gequoteerd"),
    "&Import rounds from a TRF…": (
        "&Importer des rondes d'un TRF…",
        "Ronden uit een TRF &importeren…",
    ),
    "Import rounds": ("Importer des rondes", "Ronden importeren"),
    "%n record(s)": ("%n enregistrement(s)", "%n regel(s)"),
    "By club": ("Par club", "Per club"),
    "Previous periods": ("Périodes précédentes", "Vorige periodes"),
    "Earlier period…": ("Période précédente…", "Vorige periode…"),
    "An earlier period's CHCKLIST.DBF": (
        "CHCKLIST.DBF d'une période précédente",
        "CHCKLIST.DBF van een vorige periode",
    ),
    "%1 games of earlier periods loaded": (
        "%1 parties de périodes précédentes chargées",
        "%1 partijen van vorige periodes geladen",
    ),
    "'%1' is not a number": ("« %1 » n'est pas un nombre", "'%1' is geen getal"),
    "'%1' is not a date": ("« %1 » n'est pas une date", "'%1' is geen datum"),
    "'%1' does not exist": ("« %1 » n'existe pas", "'%1' bestaat niet"),
    "%1 draws (an odd number)": (
        "%1 nulles (un nombre impair)",
        "%1 remises (een oneven aantal)",
    ),
    "more than %1 games in one section": (
        "plus de %1 parties dans une section",
        "meer dan %1 partijen in één sectie",
    ),
    "%1 lines end without CR LF": (
        "%1 lignes ne finissent pas par CR LF",
        "%1 lijnen eindigen niet op CR LF",
    ),
    "not every line ends with CR LF": (
        "toutes les lignes ne finissent pas par CR LF",
        "niet elke lijn eindigt op CR LF",
    ),
    "%1 is also player %2": ("%1 est aussi le joueur %2", "%1 is ook speler %2"),
    "'%1' is not a 3-letter code": (
        "« %1 » n'est pas un code de 3 lettres",
        "'%1' is geen code van 3 letters",
    ),
    "opponent '%1' is not a number": (
        "l'adversaire « %1 » n'est pas un nombre",
        "tegenstander '%1' is geen getal",
    ),
    "%1 appears twice": ("%1 apparaît deux fois", "%1 komt twee keer voor"),
    "unknown line type '%1'": ("type de ligne inconnu « %1 »", "onbekend lijntype '%1'"),
    "opponent %1 is not in the file": (
        "l'adversaire %1 n'est pas dans le fichier",
        "tegenstander %1 staat niet in het bestand",
    ),
    "result '%1' unknown": ("résultat « %1 » inconnu", "uitslag '%1' onbekend"),
    "player %1 does not have the same game": (
        "le joueur %1 n'a pas la même partie",
        "speler %1 heeft niet dezelfde partij",
    ),
    "'%1' is not P= R= S= E= +W =D -L": (
        "« %1 » n'est pas P= R= S= E= +W =D -L",
        "'%1' is geen P= R= S= E= +W =D -L",
    ),
    "announces %1 players, the file has %2": (
        "annonce %1 joueurs, le fichier en a %2",
        "kondigt %1 spelers aan, het bestand heeft er %2",
    ),
    "announces %1 rounds, the lines have %2": (
        "annonce %1 rondes, les lignes en ont %2",
        "kondigt %1 ronden aan, de lijnen hebben er %2",
    ),
    "'%1' is not type, count, rounds, dates, +W=D-L": (
        "« %1 » n'est pas type, nombre, rondes, dates, +G=N-P",
        "'%1' is geen type, aantal, ronden, data, +W=R-V",
    ),
    "the code is not 24 characters": (
        "le code n'a pas 24 caractères",
        "de code telt geen 24 tekens",
    ),
    "'%1' is not a line number": (
        "« %1 » n'est pas un numéro de ligne",
        "'%1' is geen lijnnummer",
    ),
    "'%1' (expected B or N)": ("« %1 » (B ou N attendu)", "'%1' (B of N verwacht)"),
    "'%1' (expected 1, 0 or 5)": ("« %1 » (1, 0 ou 5 attendu)", "'%1' (1, 0 of 5 verwacht)"),
    "'%1' is not a rating": ("« %1 » n'est pas un ELO", "'%1' is geen elo"),
    "game line %1 does not point back to game line %2": (
        "la ligne de partie %1 ne renvoie pas à la ligne de partie %2",
        "partijlijn %1 verwijst niet terug naar partijlijn %2",
    ),
    "%1 against %2 on line %3": ("%1 contre %2 à la ligne %3", "%1 tegen %2 op lijn %3"),
    "announces %1 lines, the file has %2": (
        "annonce %1 lignes, le fichier en a %2",
        "kondigt %1 lijnen aan, het bestand heeft er %2",
    ),
    "no rank such as 12k or 3d": (
        "pas de niveau comme 12k ou 3d",
        "geen niveau zoals 12k of 3d",
    ),
    "'%1' is not like 15+/w4": ("« %1 » n'est pas comme 15+/w4", "'%1' is niet zoals 15+/w4"),
    "opponent %1 is this player": (
        "l'adversaire %1 est ce joueur",
        "tegenstander %1 is deze speler",
    ),
    "%1 placement columns, the header names %2 (%3)": (
        "%1 colonnes de classement, l'en-tête en nomme %2 (%3)",
        "%1 klassementskolommen, de kop noemt er %2 (%3)",
    ),
    "%1 but line %2 says %3": ("%1 mais la ligne %2 dit %3", "%1 maar lijn %2 zegt %3"),
    "line %1 (player %2) has no game against player %3 in round %4": (
        "la ligne %1 (joueur %2) n'a pas de partie contre le joueur %3 à la ronde %4",
        "lijn %1 (speler %2) heeft geen partij tegen speler %3 in ronde %4",
    ),
    "Run cancelled": ("Calcul annulé", "Berekening geannuleerd"),
    "cannot read (%1)": ("lecture impossible (%1)", "kan niet lezen (%1)"),
    "binary data (NUL bytes): not a TRF file": (
        "données binaires (octets NUL) : pas un fichier TRF",
        "binaire gegevens (NUL-bytes): geen TRF-bestand",
    ),
    "no TRF line found (no 001 player line nor header tag)": (
        "aucune ligne TRF (ni ligne de joueur 001, ni en-tête)",
        "geen TRF-lijn gevonden (geen 001-spelerslijn of koptekst)",
    ),
    "no code line (a line starting with a NUL byte): not a 24 lines file": (
        "pas de ligne de code (une ligne commençant par un octet NUL) : pas un fichier 24 lignes",
        "geen codelijn (een lijn die met een NUL-byte begint): geen 24 lijnen-bestand",
    ),
    "%1 games: a 24 lines section holds at most %2": (
        "%1 parties : une section 24 lignes en contient au plus %2",
        "%1 partijen: een 24 lijnen-sectie bevat er hoogstens %2",
    ),
    "%1, not a results file for the FRBE": (
        "%1, pas un fichier de résultats pour la FRBE",
        "%1, geen uitslagenbestand voor de KBSB",
    ),
    "not a results file this program knows": (
        "pas un fichier de résultats connu de ce programme",
        "geen uitslagenbestand dat dit programma kent",
    ),
    "%1 is in the future": ("%1 est dans le futur", "%1 ligt in de toekomst"),
    "%1 is more than a year old": ("%1 date de plus d'un an", "%1 is meer dan een jaar oud"),
    "'%1' is not dd/mm/yyyy": ("« %1 » n'est pas jj/mm/aaaa", "'%1' is geen dd/mm/jjjj"),
    "%1: not affiliated (suppressed) in the player list": (
        "%1 : non affilié (supprimé) dans la liste des joueurs",
        "%1: niet aangesloten (geschrapt) in de spelerslijst",
    ),
    "%1: not in %2": ("%1 : absent de %2", "%1: niet in %2"),
    "%1 wins but %2 losses": ("%1 gains mais %2 pertes", "%1 winstpartijen maar %2 verloren"),
    "announces %1, the lines give %2": (
        "annonce %1, les lignes donnent %2",
        "kondigt %1 aan, de lijnen geven %2",
    ),
    "announces %1, the games give %2": (
        "annonce %1, les parties donnent %2",
        "kondigt %1 aan, de partijen geven %2",
    ),
    "results disagree with player %1's line": (
        "les résultats ne concordent pas avec la ligne du joueur %1",
        "de uitslagen verschillen van de lijn van speler %1",
    ),
    "same game as line %1": ("même partie qu'à la ligne %1", "dezelfde partij als op lijn %1"),
    "'%1' has rated games but no ID": (
        "« %1 » a des parties cotées mais pas de matricule",
        "'%1' heeft gequoteerde partijen maar geen stamnummer",
    ),
    "foreign player (%1) needs a name and a rating": (
        "un joueur étranger (%1) doit avoir un nom et un ELO",
        "een buitenlandse speler (%1) heeft een naam en een elo nodig",
    ),
    "date": ("date", "datum"),
    "results": ("résultats", "uitslagen"),
    "code line": ("ligne de code", "codelijn"),
    "game": ("partie", "partij"),
    "nationality": ("nationalité", "nationaliteit"),
    "line %1: %2: %3": ("ligne %1 : %2 : %3", "lijn %1: %2: %3"),
    "Everything entered before is in the file. Use File ▸ Save a copy… to keep working on a copy "
    "elsewhere.": (
        "Tout ce qui a été encodé avant est dans le fichier. Fichier ▸ Enregistrer "
        "sous… pour continuer sur une copie ailleurs.",
        "Alles wat eerder werd ingevoerd staat in het bestand. Bestand ▸ Opslaan "
        "als… om verder te werken op een kopie elders.",
    ),
    "or the results files received (instead of CHCKLIST)": (
        "ou les fichiers de résultats reçus (au lieu de CHCKLIST)",
        "of de ontvangen uitslagenbestanden (in plaats van CHCKLIST)",
    ),
    "Results files": ("Fichiers de résultats", "Uitslagenbestanden"),
    "Results files (*.*)": ("Fichiers de résultats (*.*)", "Uitslagenbestanden (*.*)"),
    "Withdraw / return": ("Retrait / retour", "Terugtrekken / terug"),
    "Starting ranks by rating": ("Classer par ELO (numéros de départ)", "Startnummers volgens elo"),
    "withdrawn": ("retiré", "teruggetrokken"),
    "Players|Rank": ("Grade", "Graad"),  # a Go rank, not a place in the standings
    "A Go rank looks like 15k or 3d.": (
        "Un grade de go s'écrit 15k ou 3d.",
        "Een gograad ziet eruit als 15k of 3d.",
    ),
    "Handicap stones given to Black (Go)": (
        "Pierres de handicap données à Noir (go)",
        "Handicapstenen voor Zwart (go)",
    ),
    "Handicap": ("Handicap", "Handicap"),
    "Go only: 15k, 3d…": ("Go seulement : 15k, 3d…", "Alleen go: 15k, 3d…"),
    "Rank (Go)": ("Grade (go)", "Graad (go)"),
    "By name": ("Par nom", "Per naam"),
    "%1 set aside: running the period again": (
        "%1 mis de côté : nouveau calcul de la période",
        "%1 opzij gezet: de periode wordt herberekend",
    ),
    "TRF files (*.trf *.txt *.*)": (
        "Fichiers TRF (*.trf *.txt *.*)",
        "TRF-bestanden (*.trf *.txt *.*)",
    ),
    "%1 round(s) imported": ("%1 ronde(s) importée(s)", "%1 ronde(n) geïmporteerd"),
    "Restore a &backup…": ("&Restaurer une sauvegarde…", "Een &back-up terugzetten…"),
    "No backup yet (one is made at the end of each round).": (
        "Pas encore de sauvegarde (une est faite à la fin de chaque ronde).",
        "Nog geen back-up (er wordt een gemaakt op het einde van elke ronde).",
    ),
    "Restore a backup": ("Restaurer une sauvegarde", "Een back-up terugzetten"),
    "%1\n\nOpened read-only: use File ▸ Save a copy… to keep working on a copy elsewhere.": (
        "%1\n\nOuvert en lecture seule : Fichier ▸ Enregistrer une copie… pour continuer sur une "
        "copie ailleurs.",
        "%1\n\nAlleen-lezen geopend: Bestand ▸ Een kopie opslaan… om verder te werken op een "
        "kopie elders.",
    ),
    "Board": ("Échiquier", "Bord"),
    "White": ("Blancs", "Wit"),
    "Result": ("Résultat", "Uitslag"),
    "Black": ("Noirs", "Zwart"),
    "bye": ("exempt", "bye"),
    "25/150 rule (performance kept)": (
        "règle 25/150 (performance retenue)",
        "25/150-regel (prestatie behouden)",
    ),
    "25/150 rule (regular rating kept)": (
        "règle 25/150 (cote habituelle retenue)",
        "25/150-regel (gewone quotering behouden)",
    ),
    "floor": ("plancher 1150", "bodem 1150"),
    "K change at 2000/2200": ("changement de K à 2000/2200", "K-wijziging rond 2000/2200"),
    "score 0 or 100 %": ("score de 0 ou 100 %", "score van 0 of 100 %"),
    "bonus": ("boni", "bonus"),
    "halved above 2300": ("divisé par deux au-dessus de 2300", "gehalveerd boven 2300"),
    "match cap +50": ("plafond de match +50", "matchplafond +50"),
    "below 1200: half the difference added": (
        "sous 1200 : moitié de la différence ajoutée",
        "onder 1200: helft van het verschil erbij",
    ),
    "weighted average": ("moyenne pondérée", "gewogen gemiddelde"),
    "starting level adjusted": ("niveau de départ ajusté", "startniveau aangepast"),
    "level clamped": ("niveau borné", "niveau begrensd"),
    "K·n ≤ 700": ("K·n ≤ 700", "K·n ≤ 700"),
    "initial rating capped at 2200": (
        "première cote plafonnée à 2200",
        "eerste rating begrensd op 2200",
    ),
    "below the 1400 floor": ("sous le plancher de 1400", "onder de bodem van 1400"),
    # the ratings officer's desk (issue #15)
    "Foreign federation (FIDE rating)": (
        "Fédération étrangère (cote FIDE)",
        "Buitenlandse federatie (FIDE-rating)",
    ),
    "Open…": ("Ouvrir…", "Openen…"),
    "FIDE list…": ("Liste FIDE…", "FIDE-lijst…"),
    "The FIDE list of the period (TXT or XML): its rating for the players of foreign "
    "federations (flagged FIDE in the list)": (
        "La liste FIDE de la période (TXT ou XML) : sa cote pour les joueurs de fédérations "
        "étrangères (marqués FIDE dans la liste)",
        "De FIDE-lijst van de periode (TXT of XML): haar rating voor de spelers van "
        "buitenlandse federaties (gemarkeerd FIDE in de lijst)",
    ),
    "Flag": ("Marque", "Markering"),
    "Problems": ("Problèmes", "Problemen"),
    "%1: cancelled": ("%1 : annulé", "%1: geannuleerd"),
    "Reading the results files": (
        "Lecture des fichiers de résultats",
        "De uitslagbestanden worden gelezen",
    ),
    "Reading the period": ("Lecture de la période", "De periode wordt gelezen"),
    "%1 set aside (tick it in Files received to include it):": (
        "%1 mis de côté (cochez-le dans Fichiers reçus pour l'inclure) :",
        "%1 opzijgezet (vink het aan bij Ontvangen bestanden om het mee te tellen):",
    ),
    "%1 players, %2 game records, rule set %3": (
        "%1 joueurs, %2 enregistrements de parties, règles %3",
        "%1 spelers, %2 partijregels, regelset %3",
    ),
    "%n problem(s): see Problems": (
        "%n problème(s) : voir Problèmes",
        "%n probleem/problemen: zie Problemen",
    ),
    "Suspected duplicate: %1": ("Doublon possible : %1", "Mogelijk dubbel: %1"),
    "Running the period": ("Calcul de la période", "De periode wordt berekend"),
    "The FIDE list of the period": ("La liste FIDE de la période", "De FIDE-lijst van de periode"),
    "FIDE list (*.txt *.xml)": ("Liste FIDE (*.txt *.xml)", "FIDE-lijst (*.txt *.xml)"),
    "Reading the FIDE list": ("Lecture de la liste FIDE", "De FIDE-lijst wordt gelezen"),
    "FIDE ratings of %1 foreign-federation players applied": (
        "Cotes FIDE de %1 joueurs de fédérations étrangères appliquées",
        "FIDE-ratings van %1 spelers van buitenlandse federaties toegepast",
    ),
    "Reading an earlier period": (
        "Lecture d'une période précédente",
        "Een vorige periode wordt gelezen",
    ),
    "Publishing": ("Publication", "Publiceren"),
    "Published into %1: %2": ("Publié dans %1 : %2", "Gepubliceerd in %1: %2"),
    "In force at the period's date": (
        "En vigueur à la date de la période",
        "Van kracht op de datum van de periode",
    ),
    "Officer|W": ("B", "W"),
    "Officer|B": ("N", "Z"),
    "list": ("liste", "lijst"),
    "Average opponents (Rc)": ("Moyenne des adversaires (Rc)", "Gemiddelde tegenstanders (Rc)"),
    "Carried over from the previous list": (
        "Report du classement précédent",
        "Overdracht uit vorig klassement",
    ),
    "Provisional rating": ("Cote provisoire", "Voorlopige Elo"),
    "K change at %1": ("Changement de K à %1", "K-wijziging rond %1"),
    "No.": ("N°", "Nr."),
    "Opp.": ("Adv.", "Teg."),
    "Officer|C": ("C", "k"),
    "Date": ("Date", "Datum"),
    "Officer|K": ("K", "K"),
    "Sender": ("Expéditeur", "Afzender"),
    "s.Elo": ("s.Elo", "s.Elo"),
    # issue #16, store and period safety
    "Replace the files?": ("Remplacer les fichiers ?", "De bestanden vervangen?"),
    "%1 already hold(s) %2.\n\nReplace them?": (
        "%1 contient déjà %2.\n\nLes remplacer ?",
        "%1 bevat al %2.\n\nVervangen?",
    ),
    "%1: cannot be shown (%2)": (
        "%1 : ne peut être affiché (%2)",
        "%1: kan niet worden getoond (%2)",
    ),
    "If that program is no longer running (another computer that was switched off, "
    "a program that crashed), you can take the event over.": (
        "Si ce programme ne tourne plus (un autre ordinateur éteint, un programme qui s'est "
        "arrêté brutalement), vous pouvez reprendre l'événement.",
        "Als dat programma niet meer draait (een andere computer die uitgeschakeld is, een "
        "programma dat vastliep), kunt u het evenement overnemen.",
    ),
    "Open &read-only": ("Ouvrir en &lecture seule", "&Alleen-lezen openen"),
    "&Take over…": ("&Reprendre…", "&Overnemen…"),
    "Take the event over": ("Reprendre l'événement", "Het evenement overnemen"),
    "If the other program still runs, its next edits will be refused. Take the event over?": (
        "Si l'autre programme tourne encore, ses prochaines modifications seront refusées. "
        "Reprendre l'événement ?",
        "Als het andere programma nog draait, worden zijn volgende wijzigingen geweigerd. "
        "Het evenement overnemen?",
    ),
    "%1 is already open": ("%1 est déjà ouvert", "%1 is al geopend"),
    "Replace the file?": ("Remplacer le fichier ?", "Het bestand vervangen?"),
    "%1 already exists.\n\nReplace it?": (
        "%1 existe déjà.\n\nLe remplacer ?",
        "%1 bestaat al.\n\nVervangen?",
    ),
    "missing (columns 5-8 of a 001 line)": (
        "manquant (colonnes 5 à 8 d'une ligne 001)",
        "ontbreekt (kolommen 5-8 van een 001-regel)",
    ),
    "empty file, not a results file": (
        "fichier vide, pas un fichier de résultats",
        "leeg bestand, geen resultatenbestand",
    ),
    "'%1': '%2' cannot be written in the federation's files (Latin-1); write the name in "
    "Latin letters": (
        "'%1' : '%2' ne peut s'écrire dans les fichiers de la fédération (Latin-1) ; écrivez le "
        "nom en lettres latines",
        "'%1': '%2' kan niet in de bestanden van de federatie (Latin-1); schrijf de naam in "
        "Latijnse letters",
    ),
    # issue 17: standings rules, categories
    "Category": ("Catégorie", "Categorie"),
    "U12, 1400-1799, Ladies…": ("-12 ans, 1400-1799, Dames…", "-12, 1400-1799, Dames…"),
    "any": ("tous", "alle"),
    "women": ("femmes", "vrouwen"),
    "men": ("hommes", "mannen"),
    "Born from (year)": ("Né à partir de (année)", "Geboren vanaf (jaar)"),
    "Born until (year)": ("Né jusqu'en (année)", "Geboren tot (jaar)"),
    "Rating from": ("Cote à partir de", "Rating vanaf"),
    "Rating up to": ("Cote jusqu'à", "Rating tot"),
    "Sex": ("Sexe", "Geslacht"),
    "A category needs a name.": (
        "Une catégorie doit avoir un nom.",
        "Een categorie heeft een naam nodig.",
    ),
    "Overall": ("Général", "Algemeen"),
    "Standings|Place": ("Place", "Plaats"),  # a place in a category, not a venue
    "Print|Place": ("Place", "Plaats"),
    "Tie-breaks and categories…": ("Départages et catégories…", "Tiebreaks en categorieën…"),
    "Tie-breaks and categories": ("Départages et catégories", "Tiebreaks en categorieën"),
    "The rules in force at the start date": (
        "Les règles en vigueur à la date de début",
        "De regels die gelden op de begindatum",
    ),
    "FIDE 2026 (C.07 as amended from 1 March 2026)": (
        "FIDE 2026 (C.07 modifié au 1er mars 2026)",
        "FIDE 2026 (C.07 zoals gewijzigd vanaf 1 maart 2026)",
    ),
    "FIDE 2023/2024 (C.07)": ("FIDE 2023/2024 (C.07)", "FIDE 2023/2024 (C.07)"),
    "Before 2023 (virtual opponent, as Swar)": (
        "Avant 2023 (adversaire virtuel, comme Swar)",
        "Vóór 2023 (virtuele tegenstander, zoals Swar)",
    ),
    "1 - ½ - 0": ("1 - ½ - 0", "1 - ½ - 0"),
    "3 - 1 - 0": ("3 - 1 - 0", "3 - 1 - 0"),
    "3 - 2 - 1 (a point for presence)": (
        "3 - 2 - 1 (un point de présence)",
        "3 - 2 - 1 (een aanwezigheidspunt)",
    ),
    "1 - ½ - 0 and a point for presence": (
        "1 - ½ - 0 et un point de présence",
        "1 - ½ - 0 en een aanwezigheidspunt",
    ),
    "As stored in the event": ("Comme enregistré dans le tournoi", "Zoals bewaard in het tornooi"),
    "Up": ("Monter", "Omhoog"),
    "Down": ("Descendre", "Omlaag"),
    "Add…": ("Ajouter…", "Toevoegen…"),
    "Tie-break rules": ("Règles de départage", "Tiebreakregels"),
    "Points": ("Points", "Punten"),
    "Categories": ("Catégories", "Categorieën"),
    "Sonneborn-Berger": ("Sonneborn-Berger", "Sonneborn-Berger"),
    "direct encounter": ("confrontation directe", "onderlinge partij"),
    "wins (forfeits and byes included)": (
        "victoires (forfaits et exemptions compris)",
        "overwinningen (forfaits en byes inbegrepen)",
    ),
    "games won over the board": (
        "parties gagnées sur l'échiquier",
        "partijen gewonnen aan het bord",
    ),
    "Buchholz": ("Buchholz", "Buchholz"),
    "Buchholz cut 1": ("Buchholz tronqué 1", "Buchholz min 1"),
    "Buchholz cut 2": ("Buchholz tronqué 2", "Buchholz min 2"),
    "median Buchholz": ("Buchholz médian", "mediaan-Buchholz"),
    "median Buchholz 2": ("Buchholz médian 2", "mediaan-Buchholz 2"),
    "Buchholz, cut by the number of rounds": (
        "Buchholz, tronqué selon le nombre de rondes",
        "Buchholz, ingekort volgens het aantal ronden",
    ),
    "Sonneborn-Berger cut 1": ("Sonneborn-Berger tronqué 1", "Sonneborn-Berger min 1"),
    "Koya": ("Koya", "Koya"),
    "average rating of opponents": (
        "moyenne Elo des adversaires",
        "gemiddelde rating van de tegenstanders",
    ),
    "average rating of opponents cut 1": (
        "moyenne Elo des adversaires tronquée 1",
        "gemiddelde rating van de tegenstanders min 1",
    ),
    "average rating of opponents cut 2": (
        "moyenne Elo des adversaires tronquée 2",
        "gemiddelde rating van de tegenstanders min 2",
    ),
    "performance rating": ("performance", "performance"),
    "progressive score": ("cumulatif", "progressieve score"),
    "progressive score cut 1": ("cumulatif tronqué 1", "progressieve score min 1"),
    "games with Black": ("parties avec les Noirs", "partijen met zwart"),
    "wins with Black": ("victoires avec les Noirs", "overwinningen met zwart"),
    "games played or won": ("parties jouées ou gagnées", "partijen gespeeld of gewonnen"),
    "Change the tie-breaks": ("Changer les départages", "Tiebreaks wijzigen"),
    "Extra points": ("Points supplémentaires", "Extra punten"),
    "Player": ("Joueur", "Speler"),
    "left out": ("non comptés", "niet meegeteld"),
    "Unrated opponents count at (ARO, TPR)": (
        "Adversaires sans cote comptés à (moyenne Elo, performance)",
        "Tegenstanders zonder rating tellen als (gemiddelde, performance)",
    ),
}


# --- The Swiss pairing desk (issue 19: ui/pairing_*.py, the About credit) --------------------
T.update(
    {
        "Pairings": ("Appariements", "Paringen"),
        "Swiss rounds are paired by gacrux %1 (Otto Milvang, FIDE Technical Commission; MIT licence), the FIDE Dutch system (C.04.3, 2025 edition).": (
            "Les rondes suisses sont appariées par gacrux %1 (Otto Milvang, commission technique de la FIDE ; licence MIT), système néerlandais de la FIDE (C.04.3, édition 2025).",
            "Zwitserse rondes worden gepaard door gacrux %1 (Otto Milvang, technische commissie van de FIDE; MIT-licentie), het Nederlandse systeem van de FIDE (C.04.3, editie 2025).",
        ),
        "&Pair the next round": ("&Apparier la ronde suivante", "Volgende ronde &paren"),
        "&Un-pair the last round": ("&Défaire la dernière ronde", "Laatste ronde &ongedaan maken"),
        "Print pairings…": ("Imprimer les appariements…", "Paringen afdrukken…"),
        "Result slips…": ("Fiches de résultat…", "Uitslagbriefjes…"),
        "FRBE rating": ("Elo FRBE", "FRBE-rating"),
        "FIDE rating": ("Elo FIDE", "FIDE-rating"),
        "Baku acceleration (C.04.5.1)": (
            "Accélération de Bakou (C.04.5.1)",
            "Bakoe-versnelling (C.04.5.1)",
        ),
        "Forbid": ("Interdire", "Verbieden"),
        "Allow again": ("Autoriser à nouveau", "Weer toelaten"),
        "Pairing-allocated bye": ("Exempt d'appariement", "Bye door de paring"),
        "No. 1 has in round 1": ("Le n° 1 a à la ronde 1", "Nr. 1 heeft in ronde 1"),
        "Pairing numbers from": ("Numéros d'appariement selon", "Paringsnummers volgens"),
        "Forbidden pair": ("Paire interdite", "Verboden paar"),
        "Pairing options": ("Options d'appariement", "Paringsopties"),
        "Present (P)": ("Présent (P)", "Aanwezig (P)"),
        "½ bye (H)": ("Bye ½ (H)", "Bye ½ (H)"),
        "0 bye (Z)": ("Bye 0 (Z)", "Bye 0 (Z)"),
        "Withdraw (W)": ("Retrait (W)", "Terugtrekking (W)"),
        "&Swap players": ("É&changer les joueurs", "Spelers &wisselen"),
        "Change &colours": ("Changer les &couleurs", "&Kleuren wisselen"),
        "Chec&k": ("&Vérifier", "Contro&leren"),
        "E&xplain this pairing": ("E&xpliquer cet appariement", "Deze paring ver&klaren"),
        "Checker": ("Vérification", "Controle"),
        "Players of round %1": ("Joueurs de la ronde %1", "Spelers van ronde %1"),
        "Every round is paired": ("Toutes les rondes sont appariées", "Alle rondes zijn gepaard"),
        "Round %1": ("Ronde %1", "Ronde %1"),
        "No round paired": ("Aucune ronde appariée", "Geen ronde gepaard"),
        "A forbidden pair is two players of the event": (
            "Une paire interdite est formée de deux joueurs du tournoi",
            "Een verboden paar bestaat uit twee spelers van het tornooi",
        ),
        "This round cannot be paired: %1": (
            "Cette ronde ne peut pas être appariée : %1",
            "Deze ronde kan niet gepaard worden: %1",
        ),
        "Pairing round %1…": ("Appariement de la ronde %1…", "Ronde %1 wordt gepaard…"),
        "Cancelled: the event is unchanged.": (
            "Annulé : le tournoi n'a pas changé.",
            "Geannuleerd: het tornooi is niet gewijzigd.",
        ),
        "The event changed while pairing: pair again.": (
            "Le tournoi a changé pendant l'appariement : appariez à nouveau.",
            "Het tornooi is gewijzigd tijdens het paren: paar opnieuw.",
        ),
        "Round %1 paired in %2 s.": ("Ronde %1 appariée en %2 s.", "Ronde %1 gepaard in %2 s."),
        "swap %1 and %2": ("échange de %1 et %2", "%1 en %2 gewisseld"),
        "colours of %1": ("couleurs de %1", "kleuren van %1"),
        "This round has results: it cannot be changed by hand": (
            "Cette ronde a des résultats : elle ne peut plus être modifiée à la main",
            "Deze ronde heeft uitslagen: ze kan niet meer met de hand gewijzigd worden",
        ),
        "Select the two players to swap": (
            "Sélectionnez les deux joueurs à échanger",
            "Selecteer de twee spelers om te wisselen",
        ),
        "Checking round %1…": ("Vérification de la ronde %1…", "Ronde %1 wordt gecontroleerd…"),
        "The checker could not run: %1": (
            "La vérification n'a pas pu se faire : %1",
            "De controle kon niet uitgevoerd worden: %1",
        ),
        "No criterion broken or made worse.": (
            "Aucun critère enfreint ni dégradé.",
            "Geen criterium geschonden of verslechterd.",
        ),
        "Checked.": ("Vérifié.", "Gecontroleerd."),
        "No explanation: %1": ("Pas d'explication : %1", "Geen verklaring: %1"),
        "No.": ("N°", "Nr."),
        "present": ("présent", "aanwezig"),
        "half-point bye": ("bye d'un demi-point", "bye van een halve punt"),
        "zero-point bye": ("bye à zéro point", "bye zonder punt"),
        "pairing-allocated bye": ("exempt d'appariement", "bye door de paring"),
        "withdrawn": ("retiré", "teruggetrokken"),
        "full-point bye": ("bye d'un point", "bye van een punt"),
        "bye": ("bye", "bye"),
        "not paired": ("non apparié", "niet gepaard"),
        "board": ("échiquier", "bord"),
        "Pairings by board": ("Appariements par échiquier", "Paringen per bord"),
        "players in alphabetical order": (
            "joueurs par ordre alphabétique",
            "spelers in alfabetische volgorde",
        ),
        "Signature": ("Signature", "Handtekening"),
        "Colours of %1 differ from the engine's: %2": (
            "Les couleurs de %1 diffèrent de celles du moteur : %2",
            "De kleuren van %1 wijken af van die van de motor: %2",
        ),
        "Quality criterion %1 worse than the engine's pairing: %2 instead of %3.": (
            "Critère de qualité %1 moins bon que l'appariement du moteur : %2 au lieu de %3.",
            "Kwaliteitscriterium %1 slechter dan de paring van de motor: %2 in plaats van %3.",
        ),
        "Why they meet: %1 floats down to %2's score group (C.04.3: no better pairing of his group).": (
            "Pourquoi ils se rencontrent : %1 descend dans le groupe de points de %2 (C.04.3 : pas de meilleur appariement dans son groupe).",
            "Waarom ze elkaar ontmoeten: %1 zakt af naar de puntengroep van %2 (C.04.3: geen betere paring in zijn groep).",
        ),
        "%1 (pairing score %2, wants %3) – %4 (pairing score %5, wants %6).": (
            "%1 (score d'appariement %2, veut %3) – %4 (score d'appariement %5, veut %6).",
            "%1 (paringsscore %2, wil %3) – %4 (paringsscore %5, wil %6).",
        ),
        "Absolute colour preference of %1 not granted.": (
            "Préférence de couleur absolue de %1 non accordée.",
            "Absolute kleurvoorkeur van %1 niet toegekend.",
        ),
        "Absolute criterion %2 broken: %1.": (
            "Critère absolu %2 enfreint : %1.",
            "Absoluut criterium %2 geschonden: %1.",
        ),
        "Absolute criterion C1 broken: %1 have already met.": (
            "Critère absolu C1 enfreint : %1 se sont déjà rencontrés.",
            "Absoluut criterium C1 geschonden: %1 hebben elkaar al ontmoet.",
        ),
        "Absolute criterion C2 broken: %1 has already had a bye.": (
            "Critère absolu C2 enfreint : %1 a déjà été exempt.",
            "Absoluut criterium C2 geschonden: %1 had al een bye.",
        ),
        "Absolute criterion C3 broken: %1 have the same absolute colour preference.": (
            "Critère absolu C3 enfreint : %1 ont la même préférence de couleur absolue.",
            "Absoluut criterium C3 geschonden: %1 hebben dezelfde absolute kleurvoorkeur.",
        ),
        "Colours: %1": ("Couleurs : %1", "Kleuren: %1"),
        "E.1: both colour preferences are granted.": (
            "E.1 : les deux préférences de couleur sont accordées.",
            "E.1: beide kleurvoorkeuren worden toegekend.",
        ),
        "E.2: the stronger colour preference is granted.": (
            "E.2 : la préférence de couleur la plus forte est accordée.",
            "E.2: de sterkste kleurvoorkeur wordt toegekend.",
        ),
        "E.3: the colours alternate from the last round in which they had different colours.": (
            "E.3 : les couleurs alternent depuis la dernière ronde où ils avaient des couleurs différentes.",
            "E.3: de kleuren wisselen af vanaf de laatste ronde waarin ze verschillende kleuren hadden.",
        ),
        "E.4: the colour preference of the higher-ranked player is granted.": (
            "E.4 : la préférence de couleur du joueur le mieux classé est accordée.",
            "E.4: de kleurvoorkeur van de hoogst gerangschikte speler wordt toegekend.",
        ),
        "E.5: no preference decides; the higher-ranked player gets the initial colour if his pairing number is odd, the other colour if it is even.": (
            "E.5 : aucune préférence ne décide ; le joueur le mieux classé reçoit la couleur initiale si son numéro d'appariement est impair, l'autre s'il est pair.",
            "E.5: geen voorkeur beslist; de hoogst gerangschikte speler krijgt de beginkleur als zijn paringsnummer oneven is, de andere kleur als het even is.",
        ),
        "Pairing-allocated bye: the lowest-ranked player of the lowest score group who has not had one and whose removal leaves the rest pairable (C.04.3 C.2, C.5).": (
            "Exempt d'appariement : le joueur le moins bien classé du groupe de points le plus bas qui ne l'a pas encore été et dont le retrait laisse les autres appariables (C.04.3 C.2, C.5).",
            "Bye door de paring: de laagst gerangschikte speler van de laagste puntengroep die er nog geen had en zonder wie de anderen te paren zijn (C.04.3 C.2, C.5).",
        ),
        "The colours of this board were changed by hand.": (
            "Les couleurs de cet échiquier ont été changées à la main.",
            "De kleuren van dit bord werden met de hand gewisseld.",
        ),
        "The engine paired %1 with %2.": (
            "Le moteur avait apparié %1 avec %2.",
            "De motor paarde %1 met %2.",
        ),
        "The pairing-allocated bye.": ("L'exempt d'appariement.", "De bye door de paring."),
        "They have met before.": ("Ils se sont déjà rencontrés.", "Ze hebben elkaar al ontmoet."),
        "They have not met before (C.04.3 C.1).": (
            "Ils ne se sont pas encore rencontrés (C.04.3 C.1).",
            "Ze hebben elkaar nog niet ontmoet (C.04.3 C.1).",
        ),
        "This board was changed by hand.": (
            "Cet échiquier a été modifié à la main.",
            "Dit bord werd met de hand gewijzigd.",
        ),
        "This player is not paired in this round.": (
            "Ce joueur n'est pas apparié dans cette ronde.",
            "Deze speler is in deze ronde niet gepaard.",
        ),
        "Why they meet: same score group, paired in it by C.04.3 (S1 against S2).": (
            "Pourquoi ils se rencontrent : même groupe de points, apparié selon C.04.3 (S1 contre S2).",
            "Waarom ze elkaar ontmoeten: zelfde puntengroep, gepaard volgens C.04.3 (S1 tegen S2).",
        ),
        "Forbidden pair: %1.": ("Paire interdite : %1.", "Verboden paar: %1."),
        "Players %1: as good on every criterion as the engine's pairing, but not the pairing the Dutch system selects (the first in its order of transpositions and exchanges).": (
            "Joueurs %1 : aussi bon sur chaque critère que l'appariement du moteur, mais pas celui que choisit le système néerlandais (le premier dans son ordre des transpositions et échanges).",
            "Spelers %1: even goed op elk criterium als de paring van de motor, maar niet de paring die het Nederlandse systeem kiest (de eerste in zijn volgorde van transposities en uitwisselingen).",
        ),
        "absolute": ("absolue", "absoluut"),
        "mild": ("légère", "licht"),
        "strong": ("forte", "sterk"),
        "no colour preference": ("pas de préférence de couleur", "geen kleurvoorkeur"),
    }
)


def fill(lang: int, path: Path) -> list[str]:
    tree = ET.parse(path)
    missing = []
    for ctx in tree.getroot().iter("context"):
        ctx_name = ctx.find("name").text
        for msg in ctx.iter("message"):
            missing += _fill_message(ctx_name, msg, lang)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def _fill_message(ctx_name: str, msg, lang: int) -> list[str]:
    """One message: the context's own translation (``"Context|source"``) or the source's."""
    src = msg.find("source").text or ""
    tr = msg.find("translation")
    key = f"{ctx_name}|{src}" if f"{ctx_name}|{src}" in T else src
    if key not in T:
        return [src]
    text = T[key][lang]
    if msg.get("numerus") == "yes":
        for child in list(tr):
            tr.remove(child)
        tr.text = None
        for form in (text, text):
            ET.SubElement(tr, "numerusform").text = form
    else:
        tr.text = text
    tr.attrib.pop("type", None)
    return []


def main() -> int:
    bad = 0
    for lang, code in ((0, "fr"), (1, "nl")):
        path = TS / f"elodesk_{code}.ts"
        missing = fill(lang, path)
        for m in missing:
            print(f"{path.name}: no translation for {m!r}")
        bad += len(missing)
        lrelease = Path(sys.executable).parent / "pyside6-lrelease"
        subprocess.run(
            [str(lrelease), str(path), "-qm", str(path.with_suffix(".qm"))],
            check=True,
            capture_output=True,
        )
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
