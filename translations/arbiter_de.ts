<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>arb</name>
    <message>
        <source>%1 is not applied: unrated players are present and no rating is set for them (C.07 Art. 10; write e.g. %1/U1400)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>does not start with a tie-break acronym</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown acronym "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>point type must be MP or GP, not "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown modifier "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot be cut (Art. 14)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than one cut or median modifier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the median does not apply to progressive scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the limit modifier applies to the Koya system only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a rating for unrated players applies to rating-based tie-breaks only</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>arb::CrossTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>R%1</source>
        <extracomment>column of round N in the cross table</extracomment>
        <translation>R%1</translation>
    </message>
</context>
<context>
    <name>arb::EventForm</name>
    <message>
        <source>Event name:</source>
        <translation>Name der Veranstaltung:</translation>
    </message>
    <message>
        <source>City:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>Federation:</source>
        <translation>Verband:</translation>
    </message>
    <message>
        <source>Start date (YYYY/MM/DD):</source>
        <translation>Beginn (JJJJ/MM/TT):</translation>
    </message>
    <message>
        <source>End date (YYYY/MM/DD):</source>
        <translation>Ende (JJJJ/MM/TT):</translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation>Hauptschiedsrichter:</translation>
    </message>
    <message>
        <source>Deputy arbiters:</source>
        <translation>Stellvertretende Schiedsrichter:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>Number of rounds:</source>
        <translation>Anzahl der Runden:</translation>
    </message>
</context>
<context>
    <name>arb::MainWindow</name>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Search name, federation or FIDE id</source>
        <translation>Name, Verband oder FIDE-ID suchen</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>&amp;Kreuztabelle</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks</source>
        <translation>&amp;Feinwertungen</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New tournament...</source>
        <translation>&amp;Neues Turnier...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the &amp;demo tournament</source>
        <translation>&amp;Demoturnier öffnen</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Export TRF...</source>
        <translation>TRF &amp;exportieren...</translation>
    </message>
    <message>
        <source>Print preview: &amp;standings...</source>
        <translation>Druckvorschau: &amp;Tabelle...</translation>
    </message>
    <message>
        <source>Print preview: &amp;cross table...</source>
        <translation>Druckvorschau: &amp;Kreuztabelle...</translation>
    </message>
    <message>
        <source>Standings as &amp;PDF...</source>
        <translation>Tabelle als &amp;PDF...</translation>
    </message>
    <message>
        <source>Cross table as P&amp;DF...</source>
        <translation>Kreuztabelle als P&amp;DF...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language changes when Arbiter is started again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Arbiter.</translation>
    </message>
    <message>
        <source>%1 - %2 - Arbiter</source>
        <translation>%1 - %2 - Arbiter</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(rückgängig gemacht)</translation>
    </message>
    <message>
        <source>(discarded)</source>
        <translation>(verworfen)</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>%1 players, %2 rounds - %3</source>
        <translation>%1 Spieler, %2 Runden - %3</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>Imported %1 into %2</source>
        <translation>%1 nach %2 importiert</translation>
    </message>
    <message>
        <source>The demo tournament is missing from this build.</source>
        <translation>Das Demoturnier fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Neuer Spieler</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Arbiter-Turniere (*.arbiter)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.trf *.txt);;Arbiter tournaments (*.arbiter);;TRF files (*.trf *.txt)</source>
        <translation>Turniere (*.arbiter *.trf *.txt);;Arbiter-Turniere (*.arbiter);;TRF-Dateien (*.trf *.txt)</translation>
    </message>
    <message>
        <source>Save tournament as</source>
        <translation>Turnier speichern unter</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>TRF exportieren</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>TRF-Dateien (*.trf)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Ergebnis korrigieren</translation>
    </message>
    <message>
        <source>%1
Reason (optional, kept in the audit log):</source>
        <translation>%1
Grund (optional, wird protokolliert):</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Veranstaltung</translation>
    </message>
</context>
<context>
    <name>arb::PairingsModel</name>
    <message>
        <source>player %1 does not exist</source>
        <translation>Spieler %1 existiert nicht</translation>
    </message>
    <message>
        <source>player %1 is paired twice in this round</source>
        <translation>Spieler %1 ist in dieser Runde doppelt gepaart</translation>
    </message>
    <message>
        <source>%1 and %2 have already met</source>
        <translation>%1 und %2 haben schon gegeneinander gespielt</translation>
    </message>
    <message>
        <source>½ (half-point bye)</source>
        <translation>½ (halbpunktiges Freilos)</translation>
    </message>
    <message>
        <source>1 (full-point bye)</source>
        <translation>1 (Freilos mit vollem Punkt)</translation>
    </message>
    <message>
        <source>1 (pairing-allocated bye)</source>
        <translation>1 (spielfrei durch Auslosung)</translation>
    </message>
    <message>
        <source>0 (zero-point bye)</source>
        <translation>0 (Freilos ohne Punkt)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Round %1, board %2: "%3" is not a result; type 1, = (or 5), 0, +, -, X (double forfeit), or H, F, U, Z for a bye</source>
        <translation>Runde %1, Brett %2: „%3“ ist kein Ergebnis; 1, = (oder 5), 0, +, -, X (beiderseits kampflos) oder H, F, U, Z für ein Freilos tippen</translation>
    </message>
</context>
<context>
    <name>arb::PlayerRoundsModel</name>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>paired, no result yet: unplayed (Art. 16)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not paired: zero-point bye (Art. 16.1.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <source>played, not rated</source>
        <translation>gespielt, nicht gewertet</translation>
    </message>
    <message>
        <source>forfeit win: unplayed, dummy opponent (Art. 16.2.2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>forfeit loss: voluntarily unplayed (Art. 16.2.4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pairing-allocated bye: dummy opponent (Art. 16.2.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>full-point bye (Art. 16.2.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>half-point bye: requested (Art. 16.1.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>zero-point bye: requested (Art. 16.1.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>absent (Art. 16.1.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Punkte des Gegners</translation>
    </message>
    <message>
        <source>For the tie-breaks</source>
        <translation>Für die Feinwertung</translation>
    </message>
</context>
<context>
    <name>arb::PlayersModel</name>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Withdrawn from round</source>
        <translation>Zurückgezogen ab Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Player %1: %2 "%3" is not a number from 0 to %4</source>
        <translation>Spieler %1: %2 „%3“ ist keine Zahl von 0 bis %4</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>arb::Reader</name>
    <message>
        <source>tab character in a fixed-column record; read as one blank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a number of participants, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected the number of rounds, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown record "%1" kept as it is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a start number in columns 5-8, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start number %1 is used again (first on line %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a rating in columns 49-52, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected points in columns 81-84, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a rank in columns 86-89, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an opponent's start number in columns %1-%2, found "%3"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown colour "%1" (expected w, b or -)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown result "%1" (expected 1 0 = + - W D L H F U Z)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1 is paired against themself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>162: "%1" is not a number of points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>XXS: cannot read "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>240: expected a bye type, a round and start numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>240: "%1" is not a round number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>240: "%1" is not a start number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: result "%2" needs an opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: opponent %2 has no 001 record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: player %2 is paired with %3, but %3's record says %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: result "%2" of player %3 does not match "%4" of player %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: players %2 and %3 both have the same colour</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>arb::ReportBuilder</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Hauptschiedsrichter: %1</translation>
    </message>
    <message>
        <source>Final standings after round %1</source>
        <translation>Endstand nach Runde %1</translation>
    </message>
    <message>
        <source>Cross table after round %1</source>
        <translation>Kreuztabelle nach Runde %1</translation>
    </message>
    <message>
        <source>Tie-breaks:</source>
        <translation>Feinwertungen:</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Tabelle nach Runde %1</translation>
    </message>
</context>
<context>
    <name>arb::ResultDelegate</name>
    <message>
        <source>- - - (double forfeit)</source>
        <translation>- - - (beiderseits kampflos)</translation>
    </message>
    <message>
        <source>(not played yet)</source>
        <translation>(noch nicht gespielt)</translation>
    </message>
</context>
<context>
    <name>arb::RoundsWidget</name>
    <message>
        <source>Round robin (Berger tables)</source>
        <translation>Rundenturnier (Berger-Tabellen)</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Doppelrundenturnier</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>halbpunktiges Freilos (H)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>Freilos mit vollem Punkt (F)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>spielfrei durch Auslosung (U)</translation>
    </message>
    <message>
        <source>zero-point bye (Z)</source>
        <translation>Freilos ohne Punkt (Z)</translation>
    </message>
    <message>
        <source>&amp;Pair</source>
        <translation>&amp;Paaren</translation>
    </message>
    <message>
        <source>Give &amp;bye</source>
        <translation>&amp;Freilos geben</translation>
    </message>
    <message>
        <source>&amp;Unpair selected</source>
        <translation>Paarung &amp;lösen</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>Bye for:</source>
        <translation>Freilos für:</translation>
    </message>
    <message>
        <source>Keys on a board: 1 white wins, = or 5 draw, 0 black wins, + white wins by forfeit, - black wins by forfeit, X double forfeit, Delete clears; H F U Z change a bye.</source>
        <translation>Tasten an einem Brett: 1 Weiß gewinnt, = oder 5 remis, 0 Schwarz gewinnt, + Weiß gewinnt kampflos, - Schwarz gewinnt kampflos, X beiderseits kampflos, Entf löscht; H F U Z ändern ein Freilos.</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Paarung</translation>
    </message>
    <message>
        <source>%1 games, %2 results entered, %3 players not paired</source>
        <translation>%1 Partien, %2 Ergebnisse eingegeben, %3 Spieler nicht gepaart</translation>
    </message>
    <message>
        <source>%1 and %2 already met in round %3. Pair them again?</source>
        <translation>%1 und %2 haben schon in Runde %3 gespielt. Erneut paaren?</translation>
    </message>
    <message>
        <source>%1 is paired in round %2. Replace the game by a bye?</source>
        <translation>%1 ist in Runde %2 gepaart. Partie durch ein Freilos ersetzen?</translation>
    </message>
    <message>
        <source>Rounds are already paired. Pair every round again from the Berger tables?</source>
        <translation>Es gibt schon Paarungen. Alle Runden neu nach den Berger-Tabellen paaren?</translation>
    </message>
</context>
<context>
    <name>arb::StandingsModel</name>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>%1 (C.07 Art. %2)</source>
        <translation>%1 (C.07 Art. %2)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
</context>
<context>
    <name>arb::TieBreak</name>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Direct Encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Number of Wins</source>
        <translation>Anzahl der Siege</translation>
    </message>
    <message>
        <source>Number of Games Won</source>
        <translation>Anzahl gewonnener Partien</translation>
    </message>
    <message>
        <source>Number of Games Played with Black</source>
        <translation>Anzahl der Partien mit Schwarz</translation>
    </message>
    <message>
        <source>Number of Games Won with Black</source>
        <translation>Anzahl der Siege mit Schwarz</translation>
    </message>
    <message>
        <source>Sum of Progressive Scores</source>
        <translation>Summe der Fortschrittswertung</translation>
    </message>
    <message>
        <source>Rounds one Elected to Play</source>
        <translation>Selbst gewählte gespielte Runden</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Average of Opponents' Buchholz</source>
        <translation>Durchschnittliche Buchholz der Gegner</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Koya System</source>
        <translation>Koya-Wertung</translation>
    </message>
    <message>
        <source>Average Rating of Opponents</source>
        <translation>Elo-Schnitt der Gegner</translation>
    </message>
    <message>
        <source>Tournament Performance Rating</source>
        <translation>Turnierleistung</translation>
    </message>
    <message>
        <source>Perfect Tournament Performance</source>
        <translation>Perfekte Turnierleistung</translation>
    </message>
    <message>
        <source>Average Performance Rating of Opponents</source>
        <translation>Durchschnittliche Leistung der Gegner</translation>
    </message>
    <message>
        <source>Average Perfect Performance of Opponents</source>
        <translation>Durchschnittliche perfekte Leistung der Gegner</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakEditor</name>
    <message>
        <source>modifiers, e.g. /C1 /M1 /P /L+1 /U1400</source>
        <translation>Modifikatoren, z. B. /C1 /M1 /P /L+1 /U1400</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>&amp;Load preset</source>
        <translation>Vorlage &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Save as preset...</source>
        <translation>Als Vorlage &amp;speichern...</translation>
    </message>
    <message>
        <source>Tie-break:</source>
        <translation>Feinwertung:</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>Vorlagen:</translation>
    </message>
    <message>
        <source>Drag the entries to change their order; Apply stores the list.</source>
        <translation>Einträge ziehen, um die Reihenfolge zu ändern; Übernehmen speichert die Liste.</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Vorlage speichern</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>"%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 - %2 (C.07 Art. %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>forfeits count as played games (/P)</source>
        <translation>kampflose Partien zählen als gespielt (/P)</translation>
    </message>
    <message>
        <source>Koya limit %1 half-points (Art. 14.5)</source>
        <translation>Koya-Grenze %1 halbe Punkte (Art. 14.5)</translation>
    </message>
    <message>
        <source>unrated players count as %1 (Art. 10)</source>
        <translation>Spieler ohne Elo zählen mit %1 (Art. 10)</translation>
    </message>
    <message>
        <source>Tie-break "%1": %2</source>
        <translation>Feinwertung „%1“: %2</translation>
    </message>
    <message numerus="yes">
        <source>median: the highest and the lowest %n value(s) are cut (Art. 14.2)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>cut: the lowest %n value(s) are cut (Art. 14.1)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>arb::TournamentDatabase</name>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 existiert schon; bitte einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is already open in %2 (process %3 on %4); close it there first</source>
        <translation>%1 ist bereits in %2 geöffnet (Prozess %3 auf %4); bitte dort zuerst schließen</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>einem anderen Programm</translation>
    </message>
    <message>
        <source>cannot lock %1: no permission to write next to it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a tournament database or it is damaged: %2</source>
        <translation>%1 ist keine Turnierdatenbank oder beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database</source>
        <translation>%1 ist keine Arbiter-Turnierdatenbank</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Arbiter (database version %2; this program reads up to version %3); it was not changed</source>
        <translation>%1 wurde von einer neueren Arbiter-Version geschrieben (Datenbankversion %2; dieses Programm liest bis Version %3); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>cannot set up %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the version of %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot update %1 to version %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no tournament database is open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 already holds players; import into a new tournament</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot import into %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import "%1"</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>R%1 #%2: none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2: none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> withdrawn from round %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the audit log of %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nichts zu wiederholen</translation>
    </message>
    <message>
        <source>the audit log of %1 is damaged (entry %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start number %1 is invalid: it must be 1 or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1 needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1: rating %2 is out of range (0-4000)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FIDE id %1 is already used by player %2 (%3)</source>
        <translation>FIDE-ID %1 ist schon an Spieler %2 (%3) vergeben</translation>
    </message>
    <message>
        <source>Edit player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no player %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1 has rounds entered; withdraw them instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1 is invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Withdraw player %1 %2 from round %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Revoke the withdrawal of player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: there is no player %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: player %2 withdrew from round %3</source>
        <translation>Runde %1: Spieler %2 hat sich ab Runde %3 zurückgezogen</translation>
    </message>
    <message>
        <source>round %1: player %2 cannot play against themselves</source>
        <translation>Runde %1: Spieler %2 kann nicht gegen sich selbst spielen</translation>
    </message>
    <message>
        <source>round %1: '%2' is not a result for a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1: %2 - %3 %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: player %2 is not paired; pair them or give a bye first</source>
        <translation>Runde %1: Spieler %2 ist nicht gepaart; zuerst paaren oder ein Freilos geben</translation>
    </message>
    <message>
        <source>impossible result in round %1: player %2 is paired against %3, so '%4' (a bye) cannot be their result</source>
        <translation>unmögliches Ergebnis in Runde %1: Spieler %2 spielt gegen %3, daher kann '%4' (ein Freilos) nicht sein Ergebnis sein</translation>
    </message>
    <message>
        <source>impossible result in round %1: '%2' is not a bye (use H, F, U or Z)</source>
        <translation>unmögliches Ergebnis in Runde %1: '%2' ist kein Freilos (H, F, U oder Z verwenden)</translation>
    </message>
    <message>
        <source>Round %1: bye %2 for %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1: unpair %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tie-break list: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scoring: win %1, draw %2, loss %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown event field "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>number of rounds "%1" is invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tournament type "%1" is invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a preset needs a name</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>arb::TournamentDocument</name>
    <message>
        <source>The TRF file cannot be imported:
%1</source>
        <translation>Die TRF-Datei kann nicht importiert werden:
%1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 existiert schon; bitte einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Round %1: change the result of player %2 from %3 to %4</source>
        <translation>Runde %1: Ergebnis von Spieler %2 von %3 auf %4 ändern</translation>
    </message>
</context>
<context>
    <name>arb::Trf</name>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no player records (001) found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tournament manager for chess arbiters</source>
        <translation>Turnierverwaltung für Schachschiedsrichter</translation>
    </message>
    <message>
        <source>A tournament database (.arbiter) or a TRF file to import</source>
        <translation>Eine Turnierdatenbank (.arbiter) oder eine zu importierende TRF-Datei</translation>
    </message>
    <message>
        <source>Save a picture of every view into DIR and quit</source>
        <translation>Ein Bild jeder Ansicht in DIR speichern und beenden</translation>
    </message>
</context>
</TS>