<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About elodesk</source>
        <translation>À propos d&apos;elodesk</translation>
    </message>
    <message>
        <source>Tournament and rating manager for chess and Go federations.</source>
        <translation>Gestion de tournois et de classements pour les fédérations d&apos;échecs et de go.</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Règlements</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Bibliothèques</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Swiss rounds are paired by gacrux %1 (Otto Milvang, FIDE Technical Commission; MIT licence), the FIDE Dutch system (C.04.3, 2025 edition).</source>
        <translation>Les rondes suisses sont appariées par gacrux %1 (Otto Milvang, commission technique de la FIDE ; licence MIT), système néerlandais de la FIDE (C.04.3, édition 2025).</translation>
    </message>
</context>
<context>
    <name>CategoryDialog</name>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>U12, 1400-1799, Ladies…</source>
        <translation>-12 ans, 1400-1799, Dames…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>women</source>
        <translation>femmes</translation>
    </message>
    <message>
        <source>men</source>
        <translation>hommes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Born from (year)</source>
        <translation>Né à partir de (année)</translation>
    </message>
    <message>
        <source>Born until (year)</source>
        <translation>Né jusqu&apos;en (année)</translation>
    </message>
    <message>
        <source>Rating from</source>
        <translation>Cote à partir de</translation>
    </message>
    <message>
        <source>Rating up to</source>
        <translation>Cote jusqu&apos;à</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <source>A category needs a name.</source>
        <translation>Une catégorie doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>Crosstable</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Round %1, %2 has White</source>
        <translation>Ronde %1, le %2 a les blancs</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <source>dd/mm/yyyy</source>
        <translation>jj/mm/aaaa</translation>
    </message>
    <message>
        <source>Choose in a calendar</source>
        <translation>Choisir dans un calendrier</translation>
    </message>
    <message>
        <source>A date is needed (dd/mm/yyyy).</source>
        <translation>Une date est nécessaire (jj/mm/aaaa).</translation>
    </message>
    <message>
        <source>%1 is not a date (dd/mm/yyyy).</source>
        <translation>%1 n&apos;est pas une date (jj/mm/aaaa).</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Frequent actions</source>
        <translation>Actions fréquentes</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>Every edit is written to the event file the moment it is made.</source>
        <translation>Chaque modification est écrite dans le fichier du tournoi au moment où elle est faite.</translation>
    </message>
    <message>
        <source>Saved: every edit is written to the event file the moment it is made.</source>
        <translation>Enregistré : chaque modification est écrite dans le fichier du tournoi au moment où elle est faite.</translation>
    </message>
    <message>
        <source>Welcome to elodesk</source>
        <translation>Bienvenue dans elodesk</translation>
    </message>
    <message>
        <source>The player list holds %1 players.</source>
        <translation>La liste des joueurs compte %1 joueurs.</translation>
    </message>
    <message>
        <source>First import the federation&apos;s player list (PLAYER.DBF): players are then found as you type their name or ID.</source>
        <translation>Importez d&apos;abord la liste des joueurs de la fédération (PLAYER.DBF) : les joueurs sont alors trouvés dès que vous tapez leur nom ou leur matricule.</translation>
    </message>
    <message>
        <source>Import the player list…</source>
        <translation>Importer la liste des joueurs…</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nouveau tournoi…</translation>
    </message>
    <message>
        <source>Open an event…</source>
        <translation>Ouvrir un tournoi…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Ouvrir le tournoi de démonstration</translation>
    </message>
</context>
<context>
    <name>EventController</name>
    <message>
        <source>The result is saved; the end-of-round backup was not made: %1</source>
        <extracomment>keys typed in a crosstable cell → result for the row player emitted after every edit with the :class:`Changes` it made</extracomment>
        <translation>Le résultat est enregistré ; la sauvegarde de fin de ronde n&apos;a pas été faite : %1</translation>
    </message>
</context>
<context>
    <name>EventPropertiesDialog</name>
    <message>
        <source>Event properties</source>
        <translation>Propriétés du tournoi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Départages</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Sending club (number)</source>
        <translation>Club expéditeur (numéro)</translation>
    </message>
    <message>
        <source>Sending club (name)</source>
        <translation>Club expéditeur (nom)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>(start date)</source>
        <translation>(date de début)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Round dates</source>
        <translation>Dates des rondes</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Le tournoi doit avoir un nom.</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>La date de fin précède la date de début.</translation>
    </message>
    <message>
        <source>The sending club&apos;s number is digits only (as 618).</source>
        <translation>Le numéro du club expéditeur ne contient que des chiffres (comme 618).</translation>
    </message>
    <message>
        <source>Unknown tie-break: %1</source>
        <translation>Départage inconnu : %1</translation>
    </message>
</context>
<context>
    <name>ExtraPointsDialog</name>
    <message>
        <source>Extra points</source>
        <translation>Points supplémentaires</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>Fictitious</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rated opponents</source>
        <translation>Adversaires cotés</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Mean (Rc)</source>
        <translation>Moyenne (Rc)</translation>
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
        <translation>Cote fictive</translation>
    </message>
</context>
<context>
    <name>GoEvent</name>
    <message>
        <source>Open an h9 file as a Go event</source>
        <translation>Ouvrir un fichier h9 comme tournoi de go</translation>
    </message>
    <message>
        <source>h9 results files (*.h9 *.h *.txt);;All files (*)</source>
        <translation>Fichiers de résultats h9 (*.h9 *.h *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New Go event</source>
        <translation>Nouveau tournoi de go</translation>
    </message>
    <message>
        <source>elodesk events (*.elodesk)</source>
        <translation>Tournois elodesk (*.elodesk)</translation>
    </message>
</context>
<context>
    <name>ListsUpdate</name>
    <message>
        <source>Update the player lists</source>
        <translation>Mettre à jour les listes de joueurs</translation>
    </message>
    <message>
        <source>The federation&apos;s list</source>
        <translation>La liste de la fédération</translation>
    </message>
    <message>
        <source>FIDE&apos;s list</source>
        <translation>La liste FIDE</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Mettre à jour</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Téléchargement…</translation>
    </message>
    <message>
        <source>Cancelled: what arrived is kept, the next Update resumes it.</source>
        <translation>Annulé : ce qui est arrivé est gardé, la prochaine mise à jour reprendra là.</translation>
    </message>
    <message>
        <source>%1: %2 players imported</source>
        <translation>%1 : %2 joueurs importés</translation>
    </message>
</context>
<context>
    <name>MailSettingsDialog</name>
    <message>
        <source>Mail settings</source>
        <translation>Réglages du courrier</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>conservé dans le trousseau du système</translation>
    </message>
    <message>
        <source>Security &apos;none&apos; with a user name: the password would cross the network unencrypted. elodesk asks before sending it that way.</source>
        <translation>Sécurité « none » avec un nom d&apos;utilisateur : le mot de passe traverserait le réseau sans chiffrement. elodesk demande avant de l&apos;envoyer ainsi.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Sécurité</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>No system keyring here: the password will be asked when sending.</source>
        <translation>Pas de trousseau système ici : le mot de passe sera demandé à l&apos;envoi.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The event file could not be read again (%1); what is shown is what it held before.</source>
        <translation>Le fichier du tournoi n&apos;a pas pu être relu (%1) ; ce qui est affiché est ce qu&apos;il contenait avant.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Import rounds from a TRF…</source>
        <translation>&amp;Importer des rondes d&apos;un TRF…</translation>
    </message>
    <message>
        <source>Open an &amp;h9 file as a Go event…</source>
        <translation>Ouvrir un fichier &amp;h9 comme tournoi de go…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Belgian national results file</source>
        <translation>Fichier de résultats national belge</translation>
    </message>
    <message>
        <source>&quot;24 lines&quot; file (Chess Manager)</source>
        <translation>Fichier « 24 lignes » (Chess Manager)</translation>
    </message>
    <message>
        <source>FIDE TRF</source>
        <translation>TRF FIDE</translation>
    </message>
    <message>
        <source>EGD h9 (Go)</source>
        <translation>EGD h9 (go)</translation>
    </message>
    <message>
        <source>FIDE rating report (TRF with FIDE IDs)</source>
        <translation>Rapport FIDE (TRF avec les matricules FIDE)</translation>
    </message>
    <message>
        <source>Excel crosstable</source>
        <translation>Grille Excel</translation>
    </message>
    <message>
        <source>PDF (crosstable, standings, preview)…</source>
        <translation>PDF (grille, classement, prévision)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Send the results…</source>
        <translation>&amp;Envoyer les résultats…</translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation>&amp;Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>Player &amp;database…</source>
        <translation>&amp;Base des joueurs…</translation>
    </message>
    <message>
        <source>&amp;Update the player lists…</source>
        <translation>&amp;Mettre à jour les listes de joueurs…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propriétés…</translation>
    </message>
    <message>
        <source>&amp;Ratings officer</source>
        <translation>&amp;Responsable du classement</translation>
    </message>
    <message>
        <source>Open a &amp;period (PLAYER + CHCKLIST)…</source>
        <translation>Ouvrir une &amp;période (PLAYER + CHCKLIST)…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Mail…</source>
        <translation>&amp;Courrier…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About elodesk</source>
        <translation>À &amp;propos d&apos;elodesk</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Rating preview</source>
        <translation>Prévision ELO</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>lecture seule</translation>
    </message>
    <message>
        <source>%1: cannot be shown (%2)</source>
        <translation>%1 : ne peut être affiché (%2)</translation>
    </message>
    <message>
        <source>Event already open</source>
        <translation>Tournoi déjà ouvert</translation>
    </message>
    <message>
        <source>No backup yet (one is made at the end of each round).</source>
        <translation>Pas encore de sauvegarde (une est faite à la fin de chaque ronde).</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>elodesk events (*.elodesk)</source>
        <translation>Tournois elodesk (*.elodesk)</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Enregistrer une &amp;copie…</translation>
    </message>
    <message>
        <source>If that program is no longer running (another computer that was switched off, a program that crashed), you can take the event over.</source>
        <translation>Si ce programme ne tourne plus (un autre ordinateur éteint, un programme qui s&apos;est arrêté brutalement), vous pouvez reprendre l&apos;événement.</translation>
    </message>
    <message>
        <source>Open &amp;read-only</source>
        <translation>Ouvrir en &amp;lecture seule</translation>
    </message>
    <message>
        <source>&amp;Take over…</source>
        <translation>&amp;Reprendre…</translation>
    </message>
    <message>
        <source>Take the event over</source>
        <translation>Reprendre l&apos;événement</translation>
    </message>
    <message>
        <source>If the other program still runs, its next edits will be refused. Take the event over?</source>
        <translation>Si l&apos;autre programme tourne encore, ses prochaines modifications seront refusées. Reprendre l&apos;événement ?</translation>
    </message>
    <message>
        <source>%1 is already open</source>
        <translation>%1 est déjà ouvert</translation>
    </message>
    <message>
        <source>%1

Opened read-only: use File ▸ Save a copy… to keep working on a copy elsewhere.</source>
        <translation>%1

Ouvert en lecture seule : Fichier ▸ Enregistrer une copie… pour continuer sur une copie ailleurs.</translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation>Enregistrer une copie sous</translation>
    </message>
    <message>
        <source>A copy of the event was written to %1; you keep working on %2.</source>
        <translation>Une copie du tournoi a été écrite dans %1 ; vous continuez à travailler sur %2.</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exporter vers</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Écrit : %1</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>%1 already exists.

Replace it?</source>
        <translation>%1 existe déjà.

Le remplacer ?</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Import rounds</source>
        <translation>Importer des rondes</translation>
    </message>
    <message>
        <source>TRF files (*.trf *.txt *.*)</source>
        <translation>Fichiers TRF (*.trf *.txt *.*)</translation>
    </message>
    <message>
        <source>%1 round(s) imported</source>
        <translation>%1 ronde(s) importée(s)</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>Liste de joueurs</translation>
    </message>
    <message>
        <source>Player lists (*.dbf *.DBF *.txt *.xml)</source>
        <translation>Listes de joueurs (*.dbf *.DBF *.txt *.xml)</translation>
    </message>
    <message>
        <source>%1 players imported</source>
        <translation>%1 joueurs importés</translation>
    </message>
</context>
<context>
    <name>ManualPlayerDialog</name>
    <message>
        <source>Add a player by hand</source>
        <translation>Ajouter un joueur à la main</translation>
    </message>
    <message>
        <source>Surname, First name</source>
        <translation>Nom, Prénom</translation>
    </message>
    <message>
        <source>Go only: 15k, 3d…</source>
        <translation>Go seulement : 15k, 3d…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Matricule</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Parties cotées</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rank (Go)</source>
        <translation>Grade (go)</translation>
    </message>
    <message>
        <source>A name is needed.</source>
        <translation>Il faut un nom.</translation>
    </message>
    <message>
        <source>The federation is a 3-letter code (BEL, FRA, NED…).</source>
        <translation>La fédération est un code de 3 lettres (BEL, FRA, NED…).</translation>
    </message>
    <message>
        <source>A Go rank looks like 15k or 3d.</source>
        <translation>Un grade de go s&apos;écrit 15k ou 3d.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>%1: the event file cannot be made here (%2); nothing was written</source>
        <translation>%1 : le fichier du tournoi ne peut être créé ici (%2) ; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>%1: cannot write (%2); no copy was made</source>
        <translation>%1 : impossible d&apos;écrire (%2) ; aucune copie n&apos;a été faite</translation>
    </message>
    <message>
        <source>%1: cannot write (%2); nothing was written</source>
        <translation>%1 : impossible d&apos;écrire (%2) ; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>%1: %2: %3 %4 is not a number of a rating list (0 to 9999); nothing was imported</source>
        <translation>%1 : %2 : %3 %4 n&apos;est pas un nombre d&apos;une liste de classement (0 à 9999) ; rien n&apos;a été importé</translation>
    </message>
    <message>
        <source>%1: the player database cannot be written (%2); the list was not imported</source>
        <translation>%1 : la base de joueurs ne peut être écrite (%2) ; la liste n&apos;a pas été importée</translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation>%1 est dans le futur</translation>
    </message>
    <message>
        <source>%1 is more than a year old</source>
        <translation>%1 date de plus d&apos;un an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dd/mm/yyyy</source>
        <translation>« %1 » n&apos;est pas jj/mm/aaaa</translation>
    </message>
    <message>
        <source>%1: not affiliated (suppressed) in the player list</source>
        <translation>%1 : non affilié (supprimé) dans la liste des joueurs</translation>
    </message>
    <message>
        <source>%1: not in %2</source>
        <translation>%1 : absent de %2</translation>
    </message>
    <message>
        <source>%1 wins but %2 losses</source>
        <translation>%1 gains mais %2 pertes</translation>
    </message>
    <message>
        <source>names no sending club (its number): set it in Event ▸ Properties…, Sending club (number)</source>
        <translation>ne nomme pas de club expéditeur (son numéro) : indiquez-le dans Tournoi ▸ Propriétés…, Club expéditeur (numéro)</translation>
    </message>
    <message>
        <source>announces %1, the lines give %2</source>
        <translation>annonce %1, les lignes donnent %2</translation>
    </message>
    <message>
        <source>announces %1, the games give %2</source>
        <translation>annonce %1, les parties donnent %2</translation>
    </message>
    <message>
        <source>results disagree with player %1&apos;s line</source>
        <translation>les résultats ne concordent pas avec la ligne du joueur %1</translation>
    </message>
    <message>
        <source>same game as line %1</source>
        <translation>même partie qu&apos;à la ligne %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>« %1 » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date</source>
        <translation>« %1 » n&apos;est pas une date</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>« %1 » n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 draws (an odd number)</source>
        <translation>%1 nulles (un nombre impair)</translation>
    </message>
    <message>
        <source>more than %1 games in one section</source>
        <translation>plus de %1 parties dans une section</translation>
    </message>
    <message>
        <source>%1 lines end without CR LF</source>
        <translation>%1 lignes ne finissent pas par CR LF</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no FIDE ID (FIDE rates only the players it has registered)</source>
        <translation>« %1 » n&apos;a pas de matricule FIDE (la FIDE ne classe que les joueurs qu&apos;elle a enregistrés)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: &apos;%2&apos; is not a FIDE ID (digits only)</source>
        <translation>« %1 » : « %2 » n&apos;est pas un matricule FIDE (chiffres seulement)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 is not a FIDE rating (1000 to 3000, or none)</source>
        <translation>« %1 » : %2 n&apos;est pas un Elo FIDE (de 1000 à 3000, ou aucun)</translation>
    </message>
    <message>
        <source>names no chief arbiter (tag 102)</source>
        <translation>ne nomme pas d&apos;arbitre principal (balise 102)</translation>
    </message>
    <message>
        <source>not every line ends with CR LF</source>
        <translation>toutes les lignes ne finissent pas par CR LF</translation>
    </message>
    <message>
        <source>%1 is also player %2</source>
        <translation>%1 est aussi le joueur %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has rated games but no ID</source>
        <translation>« %1 » a des parties cotées mais pas de matricule</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 3-letter code</source>
        <translation>« %1 » n&apos;est pas un code de 3 lettres</translation>
    </message>
    <message>
        <source>foreign player (%1) needs a name and a rating</source>
        <translation>un joueur étranger (%1) doit avoir un nom et un ELO</translation>
    </message>
    <message>
        <source>opponent &apos;%1&apos; is not a number</source>
        <translation>l&apos;adversaire « %1 » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1 appears twice</source>
        <translation>%1 apparaît deux fois</translation>
    </message>
    <message>
        <source>missing (columns 5-8 of a 001 line)</source>
        <translation>manquant (colonnes 5 à 8 d&apos;une ligne 001)</translation>
    </message>
    <message>
        <source>unknown line type &apos;%1&apos;</source>
        <translation>type de ligne inconnu « %1 »</translation>
    </message>
    <message>
        <source>opponent %1 is not in the file</source>
        <translation>l&apos;adversaire %1 n&apos;est pas dans le fichier</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; unknown</source>
        <translation>résultat « %1 » inconnu</translation>
    </message>
    <message>
        <source>player %1 does not have the same game</source>
        <translation>le joueur %1 n&apos;a pas la même partie</translation>
    </message>
    <message>
        <source>%1 is not a start number (they start at 1)</source>
        <translation>%1 n&apos;est pas un numéro de départ (ils commencent à 1)</translation>
    </message>
    <message>
        <source>opponent 0000 with colour &apos;%1&apos; and result &apos;%2&apos;: a game against nobody</source>
        <translation>adversaire 0000 avec la couleur &apos;%1&apos; et le résultat &apos;%2&apos; : une partie contre personne</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not P= R= S= E= +W =D -L</source>
        <translation>« %1 » n&apos;est pas P= R= S= E= +W =D -L</translation>
    </message>
    <message>
        <source>announces %1 players, the file has %2</source>
        <translation>annonce %1 joueurs, le fichier en a %2</translation>
    </message>
    <message>
        <source>announces %1 rounds, the lines have %2</source>
        <translation>annonce %1 rondes, les lignes en ont %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not type, count, rounds, dates, +W=D-L</source>
        <translation>« %1 » n&apos;est pas type, nombre, rondes, dates, +G=N-P</translation>
    </message>
    <message>
        <source>the code is not 24 characters</source>
        <translation>le code n&apos;a pas 24 caractères</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a line number</source>
        <translation>« %1 » n&apos;est pas un numéro de ligne</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (expected B or N)</source>
        <translation>« %1 » (B ou N attendu)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (expected 1, 0 or 5)</source>
        <translation>« %1 » (1, 0 ou 5 attendu)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating</source>
        <translation>« %1 » n&apos;est pas un ELO</translation>
    </message>
    <message>
        <source>game line %1 does not point back to game line %2</source>
        <translation>la ligne de partie %1 ne renvoie pas à la ligne de partie %2</translation>
    </message>
    <message>
        <source>%1 against %2 on line %3</source>
        <translation>%1 contre %2 à la ligne %3</translation>
    </message>
    <message>
        <source>game line %1 has the same colour (%2): one of the two lines is wrong</source>
        <translation>la ligne de partie %1 a la même couleur (%2) : l&apos;une des deux lignes est fausse</translation>
    </message>
    <message>
        <source>announces %1 lines, the file has %2</source>
        <translation>annonce %1 lignes, le fichier en a %2</translation>
    </message>
    <message>
        <source>cannot read (%1)</source>
        <translation>lecture impossible (%1)</translation>
    </message>
    <message>
        <source>binary data (NUL bytes): not a TRF file</source>
        <translation>données binaires (octets NUL) : pas un fichier TRF</translation>
    </message>
    <message>
        <source>no TRF line found (no 001 player line nor header tag)</source>
        <translation>aucune ligne TRF (ni ligne de joueur 001, ni en-tête)</translation>
    </message>
    <message>
        <source>no code line (a line starting with a NUL byte): not a 24 lines file</source>
        <translation>pas de ligne de code (une ligne commençant par un octet NUL) : pas un fichier 24 lignes</translation>
    </message>
    <message>
        <source>%1 games: a 24 lines section holds at most %2</source>
        <translation>%1 parties : une section 24 lignes en contient au plus %2</translation>
    </message>
    <message>
        <source>%1, not a results file for the FRBE</source>
        <translation>%1, pas un fichier de résultats pour la FRBE</translation>
    </message>
    <message>
        <source>not a results file this program knows</source>
        <translation>pas un fichier de résultats connu de ce programme</translation>
    </message>
    <message>
        <source>empty file, not a results file</source>
        <translation>fichier vide, pas un fichier de résultats</translation>
    </message>
    <message>
        <source>this is an elodesk event file, not a results file (File ▸ Open opens it)</source>
        <translation>c&apos;est un fichier d&apos;événement elodesk, pas un fichier de résultats (Fichier ▸ Ouvrir l&apos;ouvre)</translation>
    </message>
    <message>
        <source>this is a DBF table (a PLAYER.DBF or CHCKLIST.DBF), not a results file</source>
        <translation>c&apos;est une table DBF (un PLAYER.DBF ou un CHCKLIST.DBF), pas un fichier de résultats</translation>
    </message>
    <message>
        <source>this is an Excel file, not a results file</source>
        <translation>c&apos;est un fichier Excel, pas un fichier de résultats</translation>
    </message>
    <message>
        <source>this is a PDF file, not a results file</source>
        <translation>c&apos;est un fichier PDF, pas un fichier de résultats</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: &apos;%2&apos; cannot be written in the federation&apos;s files (Latin-1); write the name in Latin letters</source>
        <translation>&apos;%1&apos; : &apos;%2&apos; ne peut s&apos;écrire dans les fichiers de la fédération (Latin-1) ; écrivez le nom en lettres latines</translation>
    </message>
    <message>
        <source>no rank such as 12k or 3d</source>
        <translation>pas de niveau comme 12k ou 3d</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not like 15+/w4</source>
        <translation>« %1 » n&apos;est pas comme 15+/w4</translation>
    </message>
    <message>
        <source>opponent %1 is this player</source>
        <translation>l&apos;adversaire %1 est ce joueur</translation>
    </message>
    <message>
        <source>%1 placement columns, the header names %2 (%3)</source>
        <translation>%1 colonnes de classement, l&apos;en-tête en nomme %2 (%3)</translation>
    </message>
    <message>
        <source>%1 but line %2 says %3</source>
        <translation>%1 mais la ligne %2 dit %3</translation>
    </message>
    <message>
        <source>line %1 (player %2) has no game against player %3 in round %4</source>
        <translation>la ligne %1 (joueur %2) n&apos;a pas de partie contre le joueur %3 à la ronde %4</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Matricule</translation>
    </message>
    <message>
        <source>results</source>
        <translation>résultats</translation>
    </message>
    <message>
        <source>code line</source>
        <translation>ligne de code</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>nationality</source>
        <translation>nationalité</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>ligne %1 : %2 : %3</translation>
    </message>
    <message>
        <source>The event file cannot be written (%1): nothing of this edit was written. Everything entered before is in the file. Free some space, or use File ▸ Save a copy… to keep working on a copy elsewhere.</source>
        <translation>Le fichier du tournoi ne peut pas être écrit (%1) : rien de cette modification n&apos;a été écrit. Tout ce qui a été saisi avant est dans le fichier. Libérez de la place, ou utilisez Fichier ▸ Enregistrer une copie… pour continuer sur une copie ailleurs.</translation>
    </message>
    <message>
        <source>The event is open read-only: this edit was not made (%1).</source>
        <translation>Le tournoi est ouvert en lecture seule : cette modification n&apos;a pas été faite (%1).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result (1, 0 or 5 for a draw)</source>
        <translation>&apos;%1&apos; n&apos;est pas un résultat (1, 0 ou 5 pour une nulle)</translation>
    </message>
    <message>
        <source>no ID: left out of the run</source>
        <translation>pas de matricule : laissé hors du calcul</translation>
    </message>
    <message>
        <source>player %1 cannot be run (unreadable): left out with his games</source>
        <translation>le joueur %1 ne peut pas être calculé (illisible) : laissé de côté avec ses parties</translation>
    </message>
    <message>
        <source>player %1 is rated %2 (%3 games) in the list but not in the previous list: run as unrated, his list rating kept</source>
        <translation>le joueur %1 a un classement de %2 (%3 parties) dans la liste mais pas dans la liste précédente : calculé comme non classé, son classement de la liste gardé</translation>
    </message>
    <message>
        <source>player %1 is not in %2: run from the previous list (rating %3, %4 games); his new rating is written nowhere</source>
        <translation>le joueur %1 n&apos;est pas dans %2 : calculé depuis la liste précédente (classement %3, %4 parties) ; son nouveau classement n&apos;est écrit nulle part</translation>
    </message>
    <message>
        <source>no player: left out of the run</source>
        <translation>pas de joueur : laissé hors du calcul</translation>
    </message>
    <message>
        <source>no readable result: left out of the run</source>
        <translation>pas de résultat lisible : laissé hors du calcul</translation>
    </message>
    <message>
        <source>no readable opponent: left out of the run</source>
        <translation>pas d&apos;adversaire lisible : laissé hors du calcul</translation>
    </message>
    <message>
        <source>player %1 paired with himself: left out of the run</source>
        <translation>le joueur %1 est apparié avec lui-même : laissé hors du calcul</translation>
    </message>
    <message>
        <source>player %1 is not in %2: left out of the run</source>
        <translation>le joueur %1 n&apos;est pas dans %2 : laissé hors du calcul</translation>
    </message>
    <message>
        <source>opponent %1 is not in %2: left out of the run</source>
        <translation>l&apos;adversaire %1 n&apos;est pas dans %2 : laissé hors du calcul</translation>
    </message>
    <message>
        <source>no readable rating: left out of the run</source>
        <translation>pas de classement lisible : laissé hors du calcul</translation>
    </message>
    <message>
        <source>unreadable date: kept, ordered as a blank date (before every dated game)</source>
        <translation>date illisible : gardée, classée comme une date vide (avant toute partie datée)</translation>
    </message>
    <message>
        <source>%1: record %2, field %3: %4</source>
        <translation>%1 : enregistrement %2, champ %3 : %4</translation>
    </message>
    <message>
        <source>%1: %2 record(s) with an unreadable date (%3 … %4), kept, ordered as a blank date (before every dated game): records %5</source>
        <translation>%1 : %2 enregistrement(s) à la date illisible (%3 … %4), gardé(s), classé(s) comme sans date (avant toute partie datée) : enregistrements %5</translation>
    </message>
    <message>
        <source>%1 game record(s) dated outside the period %2 … %3 (%4 … %5): records %6</source>
        <translation>%1 enregistrement(s) de partie daté(s) hors de la période %2 … %3 (%4 … %5) : enregistrements %6</translation>
    </message>
    <message>
        <source>games of earlier periods taken up (article 12.e): %1</source>
        <translation>parties de périodes antérieures reprises (article 12.e) : %1</translation>
    </message>
    <message>
        <source>%1: %2 game record(s)</source>
        <translation>%1 : %2 enregistrement(s) de partie</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1 : %2 sur %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1: the rule set %2 does not take up earlier periods&apos; games (article 12.e of the 2023 competition rules: %3 and later)</source>
        <translation>%1 : le règlement %2 ne reprend pas les parties des périodes antérieures (article 12.e du règlement des tournois de 2023 : %3 et suivants)</translation>
    </message>
    <message>
        <source>%1: named twice (the period&apos;s games, or another earlier file)</source>
        <translation>%1 : donné deux fois (les parties de la période, ou un autre fichier antérieur)</translation>
    </message>
    <message>
        <source>%1: cannot be read as an earlier period&apos;s CHCKLIST (%2)</source>
        <translation>%1 : illisible comme CHCKLIST d&apos;une période antérieure (%2)</translation>
    </message>
    <message>
        <source>%1: no game is numbered (NB_PARTIES): not the CHCKLIST a period&apos;s run wrote; name the file the earlier period&apos;s run wrote</source>
        <translation>%1 : aucune partie n&apos;est numérotée (NB_PARTIES) : ce n&apos;est pas le CHCKLIST écrit par le calcul d&apos;une période ; donnez le fichier écrit par le calcul de la période antérieure</translation>
    </message>
    <message>
        <source>%1: its period (or this period&apos;s) cannot be dated</source>
        <translation>%1 : sa période (ou celle-ci) ne peut être datée</translation>
    </message>
    <message>
        <source>%1: its period %2 is not before this period %3</source>
        <translation>%1 : sa période %2 n&apos;est pas antérieure à cette période %3</translation>
    </message>
    <message>
        <source>%1: its period %2 is %3 periods before %4: article 12.e takes up the games of the %5 previous periods only</source>
        <translation>%1 : sa période %2 précède %4 de %3 périodes : l&apos;article 12.e ne reprend que les parties des %5 périodes précédentes</translation>
    </message>
    <message>
        <source>only an open is paired by the Swiss system</source>
        <translation>seul un open s&apos;apparie au système suisse</translation>
    </message>
    <message>
        <source>a Go event is paired by the McMahon system with handicaps, which elodesk does not do: pair it in OpenGotha and open its h9 file here (File ▸ Open an h9 file as a Go event…)</source>
        <translation>un tournoi de go s&apos;apparie au système McMahon avec handicaps, ce qu&apos;elodesk ne fait pas : appariez-le dans OpenGotha et ouvrez ici son fichier h9 (Fichier ▸ Ouvrir un fichier h9 comme tournoi de go…)</translation>
    </message>
    <message>
        <source>the event has %1 rounds: all are paired</source>
        <translation>le tournoi a %1 rondes : toutes sont appariées</translation>
    </message>
    <message>
        <source>the event has no number of rounds</source>
        <translation>le tournoi n&apos;a pas de nombre de rondes</translation>
    </message>
    <message>
        <source>round %1: fewer than two players to pair</source>
        <translation>ronde %1 : moins de deux joueurs à apparier</translation>
    </message>
    <message>
        <source>round %1: player %2 is not in the event</source>
        <translation>ronde %1 : le joueur %2 n&apos;est pas dans le tournoi</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation>ronde %1 : le joueur %2 est apparié deux fois</translation>
    </message>
    <message>
        <source>round %1: player %2 has withdrawn</source>
        <translation>ronde %1 : le joueur %2 s&apos;est retiré</translation>
    </message>
    <message>
        <source>round %1: the game %2–%3 has no result yet</source>
        <translation>ronde %1 : la partie %2–%3 n&apos;a pas encore de résultat</translation>
    </message>
    <message>
        <source>round %1 is already paired (un-pair it first)</source>
        <translation>la ronde %1 est déjà appariée (annulez d&apos;abord ses appariements)</translation>
    </message>
    <message>
        <source>the event has %1 rounds: round %2 cannot be paired</source>
        <translation>le tournoi a %1 rondes : la ronde %2 ne peut pas être appariée</translation>
    </message>
    <message>
        <source>round %1: nobody is to be paired</source>
        <translation>ronde %1 : personne à apparier</translation>
    </message>
    <message>
        <source>%1: field %2: %3</source>
        <translation>%1 : champ %2 : %3</translation>
    </message>
    <message>
        <source>%1 was written on %2, long after the games&apos; period %3: is it the list of this period?</source>
        <translation>%1 a été écrit le %2, longtemps après la période des parties %3 : est-ce la liste de cette période ?</translation>
    </message>
    <message>
        <source>the previous list %1 (%2) is newer than the list %3 (%4)</source>
        <translation>la liste précédente %1 (%2) est plus récente que la liste %3 (%4)</translation>
    </message>
    <message>
        <source>rule set %1 chosen, but %2 was in force in %3</source>
        <translation>règlement %1 choisi, mais %2 était en vigueur en %3</translation>
    </message>
    <message>
        <source>%1: game %2</source>
        <translation>%1 : partie %2</translation>
    </message>
    <message>
        <source>%1: game %2 (%3 – %4, round %5)</source>
        <translation>%1 : partie %2 (%3 – %4, ronde %5)</translation>
    </message>
    <message>
        <source>%1: game %2 (%3 – %4, %5)</source>
        <translation>%1 : partie %2 (%3 – %4, %5)</translation>
    </message>
    <message>
        <source>%1 already in %2</source>
        <translation>%1 déjà dans %2</translation>
    </message>
    <message>
        <source>%1 may be %2</source>
        <translation>%1 est peut-être %2</translation>
    </message>
    <message>
        <source>%1 player(s) of a foreign federation keep the list&apos;s rating: without the period&apos;s FIDE list (FIDE list…) their rating is stale</source>
        <translation>%1 joueur(s) d&apos;une fédération étrangère gardent le classement de la liste : sans la liste FIDE de la période (Liste FIDE…), leur classement est périmé</translation>
    </message>
    <message>
        <source>Results are already entered: clear them before new pairings.</source>
        <translation>Des résultats sont déjà encodés : effacez-les avant de nouveaux appariements.</translation>
    </message>
    <message>
        <source>The file&apos;s start numbers do not match this event&apos;s players.</source>
        <translation>Les numéros de départ du fichier ne correspondent pas aux joueurs de ce tournoi.</translation>
    </message>
    <message>
        <source>Round %1 has results: clear them before un-pairing it.</source>
        <translation>La ronde %1 a des résultats : effacez-les avant d&apos;annuler ses appariements.</translation>
    </message>
</context>
<context>
    <name>NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Le tournoi</translation>
    </message>
    <message>
        <source>Belgian Elo (FRBE-KBSB)</source>
        <translation>ELO belge (FRBE-KBSB)</translation>
    </message>
    <message>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <source>Quebec (FQE)</source>
        <translation>Québec (FQE)</translation>
    </message>
    <message>
        <source>French Go (FFG)</source>
        <translation>Go français (FFG)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Tournoi fermé (grille)</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Grille double</translation>
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
        <translation>selon les appariements</translation>
    </message>
    <message>
        <source>Also FIDE-rated (show the FIDE change)</source>
        <translation>Aussi coté FIDE (montrer la variation FIDE)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Système de classement</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Sending club (number)</source>
        <translation>Club expéditeur (numéro)</translation>
    </message>
    <message>
        <source>Sending club (name)</source>
        <translation>Club expéditeur (nom)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>La date de fin précède la date de début.</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Fichier du tournoi</translation>
    </message>
    <message>
        <source>elodesk events (*.elodesk)</source>
        <translation>Tournois elodesk (*.elodesk)</translation>
    </message>
</context>
<context>
    <name>Officer</name>
    <message>
        <source>Previous periods</source>
        <translation>Périodes précédentes</translation>
    </message>
    <message>
        <source>Old rating</source>
        <translation>Ancien ELO</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>The rating card&apos;s words (``Officer`` context), key → English: the one table of the card on screen and in its PDF (``ui.officer_period.card_words``) and of ``app.cards``&apos;s English. The colour letters are the federation&apos;s: W/B in English, B/N in French (blancs, noirs), W/Z in Dutch (wit, zwart — its printed cards).</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>B</source>
        <translation>N</translation>
    </message>
    <message>
        <source>New rating</source>
        <translation>Nouvel ELO</translation>
    </message>
    <message>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>Average opponents (Rc)</source>
        <translation>Moyenne des adversaires (Rc)</translation>
    </message>
    <message>
        <source>25/150 rule</source>
        <translation>Règle des 25/150</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Plancher</translation>
    </message>
    <message>
        <source>Carried over from the previous list</source>
        <translation>Report du classement précédent</translation>
    </message>
    <message>
        <source>Provisional rating</source>
        <translation>Cote provisoire</translation>
    </message>
    <message>
        <source>K change at %1</source>
        <translation>Changement de K à %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation>Adv.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Expéditeur</translation>
    </message>
    <message>
        <source>s.Elo</source>
        <translation>s.Elo</translation>
    </message>
    <message>
        <source>Taken up from the period %1 (article 12.e)</source>
        <translation>Parties reprises de la période %1 (article 12.e)</translation>
    </message>
</context>
<context>
    <name>OfficerWindow</name>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Cotés</translation>
    </message>
    <message>
        <source>Newly rated</source>
        <translation>Nouvellement cotés</translation>
    </message>
    <message>
        <source>Provisional</source>
        <translation>Provisoires</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Non cotés</translation>
    </message>
    <message>
        <source>Changed this period</source>
        <translation>Modifiés cette période</translation>
    </message>
    <message>
        <source>Gains of %1 or more</source>
        <translation>Gains de %1 ou plus</translation>
    </message>
    <message>
        <source>Losses of %1 or more</source>
        <translation>Pertes de %1 ou plus</translation>
    </message>
    <message>
        <source>Rules that acted</source>
        <translation>Règles appliquées</translation>
    </message>
    <message>
        <source>Foreign federation (FIDE rating)</source>
        <translation>Fédération étrangère (cote FIDE)</translation>
    </message>
    <message>
        <source>ratings officer</source>
        <translation>responsable du classement</translation>
    </message>
    <message>
        <source>Name, ID or club…</source>
        <translation>Nom, matricule ou club…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Run the period</source>
        <translation>Calculer la période</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Publier…</translation>
    </message>
    <message>
        <source>FIDE list…</source>
        <translation>Liste FIDE…</translation>
    </message>
    <message>
        <source>The FIDE list of the period (TXT or XML): its rating for the players of foreign federations (flagged FIDE in the list)</source>
        <translation>La liste FIDE de la période (TXT ou XML) : sa cote pour les joueurs de fédérations étrangères (marqués FIDE dans la liste)</translation>
    </message>
    <message>
        <source>Earlier period…</source>
        <translation>Période précédente…</translation>
    </message>
    <message>
        <source>Rating card</source>
        <translation>Fiche individuelle</translation>
    </message>
    <message>
        <source>Files received</source>
        <translation>Fichiers reçus</translation>
    </message>
    <message>
        <source>%n record(s)</source>
        <translation>%n enregistrement(s)</translation>
    </message>
    <message>
        <source>%1 set aside: running the period again</source>
        <translation>%1 mis de côté : nouveau calcul de la période</translation>
    </message>
    <message>
        <source>An earlier period&apos;s CHCKLIST.DBF</source>
        <translation>CHCKLIST.DBF d&apos;une période précédente</translation>
    </message>
    <message>
        <source>%1 games of earlier periods loaded</source>
        <translation>%1 parties de périodes précédentes chargées</translation>
    </message>
    <message>
        <source>By club</source>
        <translation>Par club</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Par nom</translation>
    </message>
    <message>
        <source>Run finished: %1 players with games</source>
        <translation>Calcul terminé : %1 joueurs avec des parties</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>%1: cancelled</source>
        <translation>%1 : annulé</translation>
    </message>
    <message>
        <source>Reading the results files</source>
        <translation>Lecture des fichiers de résultats</translation>
    </message>
    <message>
        <source>Reading the period</source>
        <translation>Lecture de la période</translation>
    </message>
    <message>
        <source>%1 set aside (tick it in Files received to include it):</source>
        <translation>%1 mis de côté (cochez-le dans Fichiers reçus pour l&apos;inclure) :</translation>
    </message>
    <message>
        <source>%1 players, %2 game records, rule set %3</source>
        <translation>%1 joueurs, %2 enregistrements de parties, règles %3</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): see Problems</source>
        <translation>
            <numerusform>%n problème : voir Problèmes</numerusform>
            <numerusform>%n problèmes : voir Problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Suspected duplicate: %1</source>
        <translation>Doublon possible : %1</translation>
    </message>
    <message>
        <source>Every member in the list</source>
        <translation>Tous les membres dans la liste</translation>
    </message>
    <message>
        <source>The published list holds the affiliated players; tick to list every member (never a deceased one)</source>
        <translation>La liste publiée reprend les joueurs affiliés ; cochez pour y mettre tous les membres (jamais un membre décédé)</translation>
    </message>
    <message>
        <source>Count every suspected duplicate</source>
        <translation>Compter tous les doublons présumés</translation>
    </message>
    <message>
        <source>Running the period</source>
        <translation>Calcul de la période</translation>
    </message>
    <message>
        <source>The FIDE list of the period</source>
        <translation>La liste FIDE de la période</translation>
    </message>
    <message>
        <source>FIDE list (*.txt *.xml)</source>
        <translation>Liste FIDE (*.txt *.xml)</translation>
    </message>
    <message>
        <source>Reading the FIDE list</source>
        <translation>Lecture de la liste FIDE</translation>
    </message>
    <message>
        <source>FIDE ratings of %1 foreign-federation players applied</source>
        <translation>Cotes FIDE de %1 joueurs de fédérations étrangères appliquées</translation>
    </message>
    <message>
        <source>Reading an earlier period</source>
        <translation>Lecture d&apos;une période précédente</translation>
    </message>
    <message>
        <source>Publish into</source>
        <translation>Publier dans</translation>
    </message>
    <message>
        <source>Stale ratings</source>
        <translation>Cotes périmées</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) of a foreign federation keep a stale rating: no FIDE list gives them theirs (FIDE list…).

Publish anyway?</source>
        <translation>
            <numerusform>%n joueur d’une fédération étrangère garde une cote périmée : aucune liste FIDE ne lui donne la sienne (Liste FIDE…).

Publier quand même ?</numerusform>
            <numerusform>%n joueurs d’une fédération étrangère gardent une cote périmée : aucune liste FIDE ne leur donne la leur (Liste FIDE…).

Publier quand même ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the files?</source>
        <translation>Remplacer les fichiers ?</translation>
    </message>
    <message>
        <source>%1 already hold(s) %2.

Replace them?</source>
        <translation>%1 contient déjà %2.

Les remplacer ?</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Matricule</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Rating list</source>
        <translation>Liste ELO</translation>
    </message>
    <message>
        <source>FRBE-KBSB</source>
        <translation>FRBE-KBSB</translation>
    </message>
    <message>
        <source>Club %1</source>
        <translation>Club %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>Publication</translation>
    </message>
    <message>
        <source>Published into %1: %2</source>
        <translation>Publié dans %1 : %2</translation>
    </message>
</context>
<context>
    <name>OpenPeriodDialog</name>
    <message>
        <source>Open a period</source>
        <translation>Ouvrir une période</translation>
    </message>
    <message>
        <source>PLAYER.DBF</source>
        <translation>PLAYER.DBF</translation>
    </message>
    <message>
        <source>Previous PLAYER.DBF</source>
        <translation>PLAYER.DBF précédent</translation>
    </message>
    <message>
        <source>CHCKLIST.DBF</source>
        <translation>CHCKLIST.DBF</translation>
    </message>
    <message>
        <source>or the results files received (instead of CHCKLIST)</source>
        <translation>ou les fichiers de résultats reçus (au lieu de CHCKLIST)</translation>
    </message>
    <message>
        <source>Results files</source>
        <translation>Fichiers de résultats</translation>
    </message>
    <message>
        <source>CHCKLIST.DBF of up to %1 previous periods (games taken up again)</source>
        <translation>CHCKLIST.DBF des %1 périodes précédentes au plus (parties reprises)</translation>
    </message>
    <message>
        <source>Article 12.e: a game left unprocessed because a player had no rating is taken up in the period he becomes rated, at most %1 periods later</source>
        <translation>Article 12.e : une partie non traitée parce qu&apos;un joueur n&apos;avait pas de cote est reprise dans la période où il est classé, au plus tard %1 périodes après</translation>
    </message>
    <message>
        <source>Earlier CHCKLIST.DBF</source>
        <translation>CHCKLIST.DBF antérieurs</translation>
    </message>
    <message>
        <source>In force at the period&apos;s date</source>
        <translation>En vigueur à la date de la période</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Results files (*.*)</source>
        <translation>Fichiers de résultats (*.*)</translation>
    </message>
</context>
<context>
    <name>PairingExplain</name>
    <message>
        <source>E.1: both colour preferences are granted.</source>
        <translation>E.1 : les deux préférences de couleur sont accordées.</translation>
    </message>
    <message>
        <source>E.2: the stronger colour preference is granted.</source>
        <translation>E.2 : la préférence de couleur la plus forte est accordée.</translation>
    </message>
    <message>
        <source>E.3: the colours alternate from the last round in which they had different colours.</source>
        <translation>E.3 : les couleurs alternent depuis la dernière ronde où ils avaient des couleurs différentes.</translation>
    </message>
    <message>
        <source>E.4: the colour preference of the higher-ranked player is granted.</source>
        <translation>E.4 : la préférence de couleur du joueur le mieux classé est accordée.</translation>
    </message>
    <message>
        <source>E.5: no preference decides; the higher-ranked player gets the initial colour if his pairing number is odd, the other colour if it is even.</source>
        <translation>E.5 : aucune préférence ne décide ; le joueur le mieux classé reçoit la couleur initiale si son numéro d&apos;appariement est impair, l&apos;autre s&apos;il est pair.</translation>
    </message>
    <message>
        <source>The pairing-allocated bye.</source>
        <translation>L&apos;exempt d&apos;appariement.</translation>
    </message>
    <message>
        <source>no colour preference</source>
        <translation>pas de préférence de couleur</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>mild</source>
        <translation>légère</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>absolute</source>
        <translation>absolue</translation>
    </message>
    <message>
        <source>This player is not paired in this round.</source>
        <translation>Ce joueur n&apos;est pas apparié dans cette ronde.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye: the lowest-ranked player of the lowest score group who has not had one and whose removal leaves the rest pairable (C.04.3 C.2, C.5).</source>
        <translation>Exempt d&apos;appariement : le joueur le moins bien classé du groupe de points le plus bas qui ne l&apos;a pas encore été et dont le retrait laisse les autres appariables (C.04.3 C.2, C.5).</translation>
    </message>
    <message>
        <source>The engine paired %1 with %2.</source>
        <translation>Le moteur avait apparié %1 avec %2.</translation>
    </message>
    <message>
        <source>The colours of this board were changed by hand.</source>
        <translation>Les couleurs de cet échiquier ont été changées à la main.</translation>
    </message>
    <message>
        <source>This board was changed by hand.</source>
        <translation>Cet échiquier a été modifié à la main.</translation>
    </message>
    <message>
        <source>%1 (pairing score %2, wants %3) – %4 (pairing score %5, wants %6).</source>
        <translation>%1 (score d&apos;appariement %2, veut %3) – %4 (score d&apos;appariement %5, veut %6).</translation>
    </message>
    <message>
        <source>Why they meet: same score group, paired in it by C.04.3 (S1 against S2).</source>
        <translation>Pourquoi ils se rencontrent : même groupe de points, apparié selon C.04.3 (S1 contre S2).</translation>
    </message>
    <message>
        <source>Why they meet: %1 floats down to %2&apos;s score group (C.04.3: no better pairing of his group).</source>
        <translation>Pourquoi ils se rencontrent : %1 descend dans le groupe de points de %2 (C.04.3 : pas de meilleur appariement dans son groupe).</translation>
    </message>
    <message>
        <source>They have not met before (C.04.3 C.1).</source>
        <translation>Ils ne se sont pas encore rencontrés (C.04.3 C.1).</translation>
    </message>
    <message>
        <source>They have met before.</source>
        <translation>Ils se sont déjà rencontrés.</translation>
    </message>
    <message>
        <source>Colours: %1</source>
        <translation>Couleurs : %1</translation>
    </message>
    <message>
        <source>Absolute criterion C1 broken: %1 have already met.</source>
        <translation>Critère absolu C1 enfreint : %1 se sont déjà rencontrés.</translation>
    </message>
    <message>
        <source>Absolute criterion C2 broken: %1 has already had a bye.</source>
        <translation>Critère absolu C2 enfreint : %1 a déjà été exempt.</translation>
    </message>
    <message>
        <source>Absolute criterion C3 broken: %1 have the same absolute colour preference.</source>
        <translation>Critère absolu C3 enfreint : %1 ont la même préférence de couleur absolue.</translation>
    </message>
    <message>
        <source>Forbidden pair: %1.</source>
        <translation>Paire interdite : %1.</translation>
    </message>
    <message>
        <source>Absolute colour preference of %1 not granted.</source>
        <translation>Préférence de couleur absolue de %1 non accordée.</translation>
    </message>
    <message>
        <source>Absolute criterion %2 broken: %1.</source>
        <translation>Critère absolu %2 enfreint : %1.</translation>
    </message>
    <message>
        <source>Players %1: as good on every criterion as the engine&apos;s pairing, but not the pairing the Dutch system selects (the first in its order of transpositions and exchanges).</source>
        <translation>Joueurs %1 : aussi bon sur chaque critère que l&apos;appariement du moteur, mais pas celui que choisit le système néerlandais (le premier dans son ordre des transpositions et échanges).</translation>
    </message>
    <message>
        <source>Colours of %1 differ from the engine&apos;s: %2</source>
        <translation>Les couleurs de %1 diffèrent de celles du moteur : %2</translation>
    </message>
    <message>
        <source>Quality criterion %1 worse than the engine&apos;s pairing: %2 instead of %3.</source>
        <translation>Critère de qualité %1 moins bon que l&apos;appariement du moteur : %2 au lieu de %3.</translation>
    </message>
</context>
<context>
    <name>PairingPanel</name>
    <message>
        <source>&amp;Pair the next round</source>
        <translation>&amp;Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>&amp;Un-pair the last round</source>
        <translation>&amp;Défaire la dernière ronde</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Imprimer les appariements…</translation>
    </message>
    <message>
        <source>Result slips…</source>
        <translation>Fiches de résultat…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>FRBE rating</source>
        <translation>Elo FRBE</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <source>The higher of the two (as Swar)</source>
        <translation>Le plus élevé des deux (comme Swar)</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Accélération de Bakou (C.04.5.1)</translation>
    </message>
    <message>
        <source>Forbid</source>
        <translation>Interdire</translation>
    </message>
    <message>
        <source>Allow again</source>
        <translation>Autoriser à nouveau</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Exempt d&apos;appariement</translation>
    </message>
    <message>
        <source>No. 1 has in round 1</source>
        <translation>Le n° 1 a à la ronde 1</translation>
    </message>
    <message>
        <source>Pairing numbers from</source>
        <translation>Numéros d&apos;appariement selon</translation>
    </message>
    <message>
        <source>Forbidden pair</source>
        <translation>Paire interdite</translation>
    </message>
    <message>
        <source>Pairing options</source>
        <translation>Options d&apos;appariement</translation>
    </message>
    <message>
        <source>Present (P)</source>
        <translation>Présent (P)</translation>
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
        <translation>Retrait (W)</translation>
    </message>
    <message>
        <source>&amp;Swap players</source>
        <translation>É&amp;changer les joueurs</translation>
    </message>
    <message>
        <source>Change &amp;colours</source>
        <translation>Changer les &amp;couleurs</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>E&amp;xplain this pairing</source>
        <translation>E&amp;xpliquer cet appariement</translation>
    </message>
    <message>
        <source>Checker</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Players of round %1</source>
        <translation>Joueurs de la ronde %1</translation>
    </message>
    <message>
        <source>Every round is paired</source>
        <translation>Toutes les rondes sont appariées</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>No round paired</source>
        <translation>Aucune ronde appariée</translation>
    </message>
    <message>
        <source>Go events are paired by the McMahon system with handicaps, which elodesk does not do: pair them in OpenGotha, then open its h9 file here (File ▸ Open an h9 file as a Go event…).</source>
        <translation>Un tournoi de go s&apos;apparie au système McMahon avec handicaps, ce qu&apos;elodesk ne fait pas : appariez-le dans OpenGotha, puis ouvrez ici son fichier h9 (Fichier ▸ Ouvrir un fichier h9 comme tournoi de go…).</translation>
    </message>
    <message>
        <source>A forbidden pair is two players of the event</source>
        <translation>Une paire interdite est formée de deux joueurs du tournoi</translation>
    </message>
    <message>
        <source>This round cannot be paired: %1</source>
        <translation>Cette ronde ne peut pas être appariée : %1</translation>
    </message>
    <message>
        <source>Pairing round %1…</source>
        <translation>Appariement de la ronde %1…</translation>
    </message>
    <message>
        <source>Cancelled: the event is unchanged.</source>
        <translation>Annulé : le tournoi n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Pairing: score group %1 of %2 (%3 players)…</source>
        <translation>Appariement : groupe de score %1 sur %2 (%3 joueurs)…</translation>
    </message>
    <message>
        <source>Pairing: reading the round…</source>
        <translation>Appariement : lecture de la ronde…</translation>
    </message>
    <message>
        <source>Pairing: checking that every player can be paired…</source>
        <translation>Appariement : vérification que chaque joueur peut être apparié…</translation>
    </message>
    <message>
        <source>Pairing: choosing who may get the bye…</source>
        <translation>Appariement : choix de qui peut recevoir le bye…</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Appariement…</translation>
    </message>
    <message>
        <source>The event changed while pairing: pair again.</source>
        <translation>Le tournoi a changé pendant l&apos;appariement : appariez à nouveau.</translation>
    </message>
    <message>
        <source>Round %1 paired in less than %2 s.</source>
        <translation>Ronde %1 appariée en moins de %2 s.</translation>
    </message>
    <message>
        <source>Round %1 paired in %2 s.</source>
        <translation>Ronde %1 appariée en %2 s.</translation>
    </message>
    <message>
        <source>swap %1 and %2</source>
        <translation>échange de %1 et %2</translation>
    </message>
    <message>
        <source>colours of %1</source>
        <translation>couleurs de %1</translation>
    </message>
    <message>
        <source>This round has results: it cannot be changed by hand</source>
        <translation>Cette ronde a des résultats : elle ne peut plus être modifiée à la main</translation>
    </message>
    <message>
        <source>Select the two players to swap</source>
        <translation>Sélectionnez les deux joueurs à échanger</translation>
    </message>
    <message>
        <source>Checking round %1…</source>
        <translation>Vérification de la ronde %1…</translation>
    </message>
    <message>
        <source>The checker could not run: %1</source>
        <translation>La vérification n&apos;a pas pu se faire : %1</translation>
    </message>
    <message>
        <source>No criterion broken or made worse.</source>
        <translation>Aucun critère enfreint ni dégradé.</translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation>Vérifié.</translation>
    </message>
    <message>
        <source>No explanation: %1</source>
        <translation>Pas d&apos;explication : %1</translation>
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
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>present</source>
        <translation>présent</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Password of %1 on %2:</source>
        <translation>Mot de passe de %1 sur %2 :</translation>
    </message>
    <message>
        <source>Keep it in the system keyring</source>
        <translation>Le conserver dans le trousseau du système</translation>
    </message>
</context>
<context>
    <name>PeriodModel</name>
    <message>
        <source>ID</source>
        <translation>Matricule</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Ancien</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>Games after</source>
        <translation>Parties après</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Marque</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Matricule</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Matricule FIDE</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>A Go rank looks like 15k or 3d.</source>
        <translation>Un grade de go s&apos;écrit 15k ou 3d.</translation>
    </message>
    <message>
        <source>Rating and games must be whole numbers.</source>
        <translation>L&apos;ELO et les parties sont des nombres entiers.</translation>
    </message>
    <message>
        <source>Impossible value: %1</source>
        <translation>Valeur impossible : %1</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Type part of a name or an ID…</source>
        <translation>Tapez une partie du nom ou le matricule…</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter le joueur</translation>
    </message>
    <message>
        <source>Add by hand…</source>
        <translation>Ajouter à la main…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Withdraw / return</source>
        <translation>Retrait / retour</translation>
    </message>
    <message>
        <source>Starting ranks by rating</source>
        <translation>Classer par ELO (numéros de départ)</translation>
    </message>
    <message>
        <source>Make round robin pairings</source>
        <translation>Appariements de la grille</translation>
    </message>
    <message>
        <source>Player database:</source>
        <translation>Base des joueurs :</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>not affiliated</source>
        <translation>non affilié</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>old</source>
        <translation>ancien</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Espérance</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>25/150 rule (performance kept)</source>
        <extracomment>The rule tags of the engine (a rating&apos;s ``notes``), worded. A value of a rule is never written here: it is %1, %2 … filled from the rule set in force (its ``note_values()``, ``engine.systems.note_values``; :func:`note_text`), so that a rule set that changes it (frbe-2024&apos;s floor, a FIDE cap) changes the words in every language.</extracomment>
        <translation>règle 25/150 (performance retenue)</translation>
    </message>
    <message>
        <source>25/150 rule (regular rating kept)</source>
        <translation>règle 25/150 (cote habituelle retenue)</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>plancher</translation>
    </message>
    <message>
        <source>K change at %1/%2</source>
        <translation>changement de K à %1/%2</translation>
    </message>
    <message>
        <source>score 0 or 100 %</source>
        <translation>score de 0 ou 100 %</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>boni</translation>
    </message>
    <message>
        <source>halved above %1</source>
        <translation>divisé par deux au-dessus de %1</translation>
    </message>
    <message>
        <source>match cap +%1</source>
        <translation>plafond de match +%1</translation>
    </message>
    <message>
        <source>below %1: half the difference added</source>
        <translation>sous %1 : moitié de la différence ajoutée</translation>
    </message>
    <message>
        <source>weighted average</source>
        <translation>moyenne pondérée</translation>
    </message>
    <message>
        <source>starting level adjusted</source>
        <translation>niveau de départ ajusté</translation>
    </message>
    <message>
        <source>level clamped</source>
        <translation>niveau borné</translation>
    </message>
    <message>
        <source>K·n ≤ %1</source>
        <translation>K·n ≤ %1</translation>
    </message>
    <message>
        <source>initial rating capped at %1</source>
        <translation>première cote plafonnée à %1</translation>
    </message>
    <message>
        <source>below the %1 floor</source>
        <translation>sous le plancher de %1</translation>
    </message>
    <message>
        <source>history unknown: past games without their opponents&apos; ratings</source>
        <translation>historique inconnu : parties passées sans l&apos;ELO des adversaires</translation>
    </message>
    <message>
        <source>counts: %1 is rated, %2</source>
        <extracomment>Why a game counts or not (``engine.preview.GameNote.code``), worded: %1 the opponent&apos;s name, %2 the rating the game counts at, %3 the game&apos;s number in the count it belongs to, %4 the games a first rating needs under the event&apos;s rule set, %5 the rule set&apos;s value of the code (``note_values()``: the periods article 12.e takes a game up again in).</extracomment>
        <translation>compte : %1 est classé, %2</translation>
    </message>
    <message>
        <source>counts at the fictitious rating of %1, %2: the 24 lines file writes %1 as *** with it</source>
        <translation>compte à la cote fictive de %1, %2 : le fichier 24 lignes écrit %1 en *** avec cette cote</translation>
    </message>
    <message>
        <source>counts only if %1 is rated in this period: %1 gets a first rating after %4 games against rated players, and the game counts at that first rating, %2</source>
        <translation>ne compte que si %1 est classé pendant cette période : %1 reçoit une première cote après %4 parties contre des joueurs classés, et la partie compte à cette première cote, %2</translation>
    </message>
    <message>
        <source>not counted: %1 stays unrated (%3 of the %4 games against rated players a first rating needs)</source>
        <translation>ne compte pas : %1 reste non classé (%3 des %4 parties contre des joueurs classés qu&apos;exige une première cote)</translation>
    </message>
    <message>
        <source>not counted in this period: %1 stays unrated (%3 of the %4 games against rated players a first rating needs); the game is taken up again if %1 is rated in one of the next %5 periods (article 12.e)</source>
        <translation>ne compte pas dans cette période : %1 reste non classé (%3 des %4 parties contre des joueurs classés qu&apos;exige une première cote) ; la partie sera reprise si %1 est classé dans l&apos;une des %5 périodes suivantes (article 12.e)</translation>
    </message>
    <message>
        <source>not counted for this player: the 24 lines file writes this player as *** with the fictitious rating %2, without the ID</source>
        <translation>ne compte pas pour ce joueur : le fichier 24 lignes l&apos;écrit en *** avec la cote fictive %2, sans son matricule</translation>
    </message>
    <message>
        <source>game %3 of the %4 towards a first rating, %1 counting at %2</source>
        <translation>partie %3 sur %4 vers une première cote, %1 comptant pour %2</translation>
    </message>
    <message>
        <source>counts from the first rating on, %1 counting at %2</source>
        <translation>compte à partir de la première cote, %1 comptant pour %2</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>ne compte pas</translation>
    </message>
    <message>
        <source>the national results file</source>
        <extracomment>The results files the FRBE preview can assume (``engine.systems.RESULTS_FILES``).</extracomment>
        <translation>le fichier national de résultats</translation>
    </message>
    <message>
        <source>the &quot;24 lines&quot; file (Chess Manager)</source>
        <translation>le fichier « 24 lignes » (Chess Manager)</translation>
    </message>
    <message>
        <source>first rating</source>
        <extracomment>A player&apos;s outcome in the preview (``engine.preview`` ``Status`` values), worded: beside the new rating on the screen, in the printed rating changes&apos; and the web&apos;s rules column.</extracomment>
        <translation>première cote</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisoire</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>non coté</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>coté</translation>
    </message>
    <message>
        <source>%1, with %2:</source>
        <translation>%1, avec %2 :</translation>
    </message>
    <message>
        <source>no rated game yet.</source>
        <translation>pas encore de partie comptant pour l&apos;Elo.</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2 : %3</translation>
    </message>
    <message>
        <source>The preview knows this event only: the federation rates the whole period, so games played elsewhere in it can change these answers.</source>
        <translation>L&apos;aperçu ne connaît que ce tournoi : la fédération calcule toute la période, et des parties jouées ailleurs pendant celle-ci peuvent changer ces réponses.</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Fictitious ratings: the mean of the rated opponents met, weighted by games, plus D(p). The 24 lines file of a round robin writes these players as *** with it; in an open it is shown for information only.</source>
        <translation>Cotes fictives : la moyenne des adversaires classés rencontrés, pondérée par les parties, plus D(p). Le fichier 24 lignes d&apos;un tournoi fermé écrit ces joueurs en *** avec cette cote ; dans un open, elle est donnée à titre indicatif.</translation>
    </message>
    <message>
        <source>Adjustment of starting levels (FFG): settled after %1 iteration(s).</source>
        <translation>Ajustement des niveaux de départ (FFG) : convergé en %1 itération(s).</translation>
    </message>
    <message>
        <source>Adjustment of starting levels (FFG): not settled after %1 iterations (the FFG rules&apos; limit); the last one is used.</source>
        <translation>Ajustement des niveaux de départ (FFG) : pas de convergence après %1 itérations (la limite du règlement) ; la dernière est retenue.</translation>
    </message>
    <message>
        <source>No starting level moved.</source>
        <translation>Aucun niveau de départ n&apos;a bougé.</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>et %1 autres</translation>
    </message>
    <message>
        <source>Starting levels moved (%1): %2</source>
        <translation>Niveaux de départ ajustés (%1) : %2</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Rating</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Ancien</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Espérance</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
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
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>alphabetical</source>
        <translation>par ordre alphabétique</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Variations ELO</translation>
    </message>
    <message>
        <source>Pairings of the round, by board</source>
        <translation>Appariements de la ronde, par échiquier</translation>
    </message>
    <message>
        <source>Pairings of the round, by name</source>
        <translation>Appariements de la ronde, par nom</translation>
    </message>
    <message>
        <source>Result slips of the round</source>
        <translation>Fiches de résultat de la ronde</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>bye à 1 point</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>bye à ½ point</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Sheets to print:</source>
        <translation>Feuilles à imprimer :</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde :</translation>
    </message>
    <message>
        <source>Preview and print…</source>
        <translation>Aperçu et impression…</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>The file was not written. Problems found:</source>
        <translation>Le fichier n&apos;a pas été écrit. Problèmes :</translation>
    </message>
</context>
<context>
    <name>ReasonsView</name>
    <message>
        <source>Select a player to see why each game counts or not.</source>
        <translation>Choisissez un joueur pour voir pourquoi chaque partie compte ou non.</translation>
    </message>
</context>
<context>
    <name>ResultsFileChoice</name>
    <message>
        <source>Results file assumed:</source>
        <translation>Fichier de résultats supposé :</translation>
    </message>
</context>
<context>
    <name>Rounds</name>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>RoundsPanel</name>
    <message>
        <source>Type a result on a board: 1, 0, = (draw), + or − (forfeit), Delete clears</source>
        <translation>Tapez un résultat sur un échiquier : 1, 0, = (nulle), + ou − (forfait), Suppr efface</translation>
    </message>
    <message>
        <source>Handicap stones given to Black (Go)</source>
        <translation>Pierres de handicap données à Noir (go)</translation>
    </message>
    <message>
        <source>Add board</source>
        <translation>Ajouter l&apos;échiquier</translation>
    </message>
    <message>
        <source>Set result</source>
        <translation>Inscrire le résultat</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>White #</source>
        <translation>Blancs n°</translation>
    </message>
    <message>
        <source>Black # (0 = bye)</source>
        <translation>Noirs n° (0 = exempt)</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>No player with start number %1</source>
        <translation>Aucun joueur n&apos;a le numéro %1</translation>
    </message>
    <message>
        <source>This player is already paired in this round</source>
        <translation>Ce joueur est déjà apparié dans cette ronde</translation>
    </message>
</context>
<context>
    <name>SendDialog</name>
    <message>
        <source>Belgian national results file</source>
        <translation>Fichier de résultats national belge</translation>
    </message>
    <message>
        <source>&quot;24 lines&quot; file</source>
        <translation>Fichier « 24 lignes »</translation>
    </message>
    <message>
        <source>FIDE TRF</source>
        <translation>TRF FIDE</translation>
    </message>
    <message>
        <source>Excel crosstable</source>
        <translation>Grille Excel</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <extracomment>The steps ``io.mail.Sending`` reports, as shown under the progress bar.</extracomment>
        <translation>Connexion au serveur…</translation>
    </message>
    <message>
        <source>Securing the connection…</source>
        <translation>Sécurisation de la connexion…</translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation>Identification…</translation>
    </message>
    <message>
        <source>Sending the message…</source>
        <translation>Envoi du message…</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>Envoyé.</translation>
    </message>
    <message>
        <source>Send the results</source>
        <extracomment>The whole sending&apos;s deadline in seconds (io.mail&apos;s promise).</extracomment>
        <translation>Envoyer les résultats</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Open in my mail program</source>
        <translation>Ouvrir dans mon programme de courrier</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Cancel sending</source>
        <translation>Annuler l&apos;envoi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>(no sender yet: fill in From)</source>
        <translation>(pas encore d&apos;expéditeur : remplissez De)</translation>
    </message>
    <message>
        <source>Give the sender&apos;s address (From).</source>
        <translation>Indiquez l&apos;adresse de l&apos;expéditeur (De).</translation>
    </message>
    <message>
        <source>Already sent on %1 to %2.</source>
        <translation>Déjà envoyé le %1 à %2.</translation>
    </message>
    <message>
        <source>The files are valid.</source>
        <translation>Les fichiers sont valides.</translation>
    </message>
    <message>
        <source>Already sent</source>
        <translation>Déjà envoyé</translation>
    </message>
    <message>
        <source>These results were already sent. Send them again?</source>
        <translation>Ces résultats ont déjà été envoyés. Les renvoyer ?</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>Draft written: %1. It was handed to the program your system opens .eml files with: send it from there. The results are not recorded as sent.</source>
        <translation>Brouillon écrit : %1. Il a été confié au programme qui ouvre les fichiers .eml sur votre système : envoyez-le de là. Les résultats ne sont pas notés comme envoyés.</translation>
    </message>
    <message>
        <source>Draft written: %1. No program could open it: open it in your mail program yourself. The results are not recorded as sent.</source>
        <translation>Brouillon écrit : %1. Aucun programme n&apos;a pu l&apos;ouvrir : ouvrez-le vous-même dans votre programme de courrier. Les résultats ne sont pas notés comme envoyés.</translation>
    </message>
    <message>
        <source>Password without encryption</source>
        <translation>Mot de passe sans chiffrement</translation>
    </message>
    <message>
        <source>The security setting is &apos;none&apos;: the user name and password would cross the network unencrypted. Send anyway?</source>
        <translation>La sécurité est « none » : le nom d&apos;utilisateur et le mot de passe traverseraient le réseau sans chiffrement. Envoyer quand même ?</translation>
    </message>
    <message>
        <source>No system keyring here: the password is not kept.</source>
        <translation>Pas de trousseau système ici : le mot de passe n&apos;est pas conservé.</translation>
    </message>
    <message>
        <source>Sent to %1 through %2.</source>
        <translation>Envoyé à %1 par %2.</translation>
    </message>
    <message>
        <source>It could not be noted in the event: %1</source>
        <translation>L&apos;envoi n&apos;a pas pu être noté dans le tournoi : %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>No mail server: Settings ▸ Mail…</source>
        <translation>Pas de serveur de courrier : Réglages ▸ Courrier…</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Rank</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Général</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Tie-breaks and categories…</source>
        <translation>Départages et catégories…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Général</translation>
    </message>
</context>
<context>
    <name>StandingsRulesDialog</name>
    <message>
        <source>Tie-breaks and categories</source>
        <translation>Départages et catégories</translation>
    </message>
</context>
<context>
    <name>StandingsRulesEditor</name>
    <message>
        <source>The rules in force at the start date</source>
        <translation>Les règles en vigueur à la date de début</translation>
    </message>
    <message>
        <source>FIDE 2026 (C.07 as amended from 1 March 2026)</source>
        <translation>FIDE 2026 (C.07 modifié au 1er mars 2026)</translation>
    </message>
    <message>
        <source>FIDE 2023/2024 (C.07)</source>
        <translation>FIDE 2023/2024 (C.07)</translation>
    </message>
    <message>
        <source>Before 1 September 2023 (virtual opponent, as Swar)</source>
        <translation>Avant le 1er septembre 2023 (adversaire virtuel, comme Swar)</translation>
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
        <translation>3 - 2 - 1 (un point de présence)</translation>
    </message>
    <message>
        <source>1 - ½ - 0 and a point for presence</source>
        <translation>1 - ½ - 0 et un point de présence</translation>
    </message>
    <message>
        <source>As stored in the event</source>
        <translation>Comme enregistré dans le tournoi</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>non comptés</translation>
    </message>
    <message>
        <source>Tie-break rules</source>
        <translation>Règles de départage</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Départages</translation>
    </message>
    <message>
        <source>Unrated opponents count at (ARO, TPR)</source>
        <translation>Adversaires sans cote comptés à (moyenne Elo, performance)</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Catégories</translation>
    </message>
    <message>
        <source>Extra points</source>
        <translation>Points supplémentaires</translation>
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
        <translation>confrontation directe</translation>
    </message>
    <message>
        <source>wins (forfeits and byes included)</source>
        <translation>victoires (forfaits et exemptions compris)</translation>
    </message>
    <message>
        <source>games won over the board</source>
        <translation>parties gagnées sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz tronqué 1</translation>
    </message>
    <message>
        <source>Buchholz cut 2</source>
        <translation>Buchholz tronqué 2</translation>
    </message>
    <message>
        <source>median Buchholz</source>
        <translation>Buchholz médian</translation>
    </message>
    <message>
        <source>median Buchholz 2</source>
        <translation>Buchholz médian 2</translation>
    </message>
    <message>
        <source>Buchholz, cut by the number of rounds</source>
        <translation>Buchholz, tronqué selon le nombre de rondes</translation>
    </message>
    <message>
        <source>Sonneborn-Berger cut 1</source>
        <translation>Sonneborn-Berger tronqué 1</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>average rating of opponents</source>
        <translation>moyenne Elo des adversaires</translation>
    </message>
    <message>
        <source>average rating of opponents cut 1</source>
        <translation>moyenne Elo des adversaires tronquée 1</translation>
    </message>
    <message>
        <source>average rating of opponents cut 2</source>
        <translation>moyenne Elo des adversaires tronquée 2</translation>
    </message>
    <message>
        <source>performance rating</source>
        <translation>performance</translation>
    </message>
    <message>
        <source>progressive score</source>
        <translation>cumulatif</translation>
    </message>
    <message>
        <source>progressive score cut 1</source>
        <translation>cumulatif tronqué 1</translation>
    </message>
    <message>
        <source>games with Black</source>
        <translation>parties avec les Noirs</translation>
    </message>
    <message>
        <source>wins with Black</source>
        <translation>victoires avec les Noirs</translation>
    </message>
    <message>
        <source>games played or won</source>
        <translation>parties jouées ou gagnées</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Change the tie-breaks</source>
        <translation>Changer les départages</translation>
    </message>
</context>
<context>
    <name>Web</name>
    <message>
        <source>Results</source>
        <extracomment>What only the results site and the live view say (the rest is the interface&apos;s own texts).</extracomment>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Pairings and results</source>
        <translation>Appariements et résultats</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classement après la ronde %1</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Fiche du joueur</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variation Elo</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Score attendu</translation>
    </message>
    <message>
        <source>Rules applied</source>
        <translation>Règles appliquées</translation>
    </message>
    <message>
        <source>No rating change</source>
        <translation>Pas de variation Elo</translation>
    </message>
    <message>
        <source>Published on %1 by elodesk</source>
        <translation>Publié le %1 par elodesk</translation>
    </message>
    <message>
        <source>Current round: %1</source>
        <translation>Ronde en cours : %1</translation>
    </message>
    <message>
        <source>Pairings by board</source>
        <translation>Appariements par table</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Appariements par nom</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Aucune ronde appariée</translation>
    </message>
</context>
<context>
    <name>WebActions</name>
    <message>
        <source>Publish as &amp;web pages…</source>
        <translation>Publier en pages &amp;web…</translation>
    </message>
    <message>
        <source>&amp;Live view…</source>
        <translation>Affichage en &amp;direct…</translation>
    </message>
    <message>
        <source>Publish the web pages in</source>
        <translation>Publier les pages web dans</translation>
    </message>
    <message>
        <source>Writing the web pages…</source>
        <translation>Écriture des pages web…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Web pages written: %1</source>
        <translation>Pages web écrites : %1</translation>
    </message>
    <message>
        <source>Live view</source>
        <translation>Affichage en direct</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Seconds per page</source>
        <translation>Secondes par page</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>The live view is on: %1 (read-only; screens refresh every %2 s)</source>
        <translation>L&apos;affichage en direct est actif : %1 (lecture seule ; les écrans se rafraîchissent toutes les %2 s)</translation>
    </message>
    <message>
        <source>The live view is off.</source>
        <translation>L&apos;affichage en direct est arrêté.</translation>
    </message>
</context>
</TS>
