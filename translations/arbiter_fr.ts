<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
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
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
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
        <translation>Nom de l’événement :</translation>
    </message>
    <message>
        <source>City:</source>
        <translation>Ville :</translation>
    </message>
    <message>
        <source>Federation:</source>
        <translation>Fédération :</translation>
    </message>
    <message>
        <source>Start date (YYYY/MM/DD):</source>
        <translation>Début (AAAA/MM/JJ) :</translation>
    </message>
    <message>
        <source>End date (YYYY/MM/DD):</source>
        <translation>Fin (AAAA/MM/JJ) :</translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation>Arbitre principal :</translation>
    </message>
    <message>
        <source>Deputy arbiters:</source>
        <translation>Arbitres adjoints :</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Cadence :</translation>
    </message>
    <message>
        <source>Number of rounds:</source>
        <translation>Nombre de rondes :</translation>
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
        <translation>Chercher un nom, une fédération ou un identifiant FIDE</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>Grille &amp;américaine</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks</source>
        <translation>&amp;Départages</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New tournament...</source>
        <translation>&amp;Nouveau tournoi...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Open the &amp;demo tournament</source>
        <translation>Ouvrir le tournoi de &amp;démonstration</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Export TRF...</source>
        <translation>&amp;Exporter en TRF...</translation>
    </message>
    <message>
        <source>Print preview: &amp;standings...</source>
        <translation>Aperçu : &amp;classement...</translation>
    </message>
    <message>
        <source>Print preview: &amp;cross table...</source>
        <translation>Aperçu : grille &amp;américaine...</translation>
    </message>
    <message>
        <source>Standings as &amp;PDF...</source>
        <translation>Classement en &amp;PDF...</translation>
    </message>
    <message>
        <source>Cross table as P&amp;DF...</source>
        <translation>Grille en P&amp;DF...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
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
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language changes when Arbiter is started again.</source>
        <translation>La langue change au prochain démarrage d’Arbiter.</translation>
    </message>
    <message>
        <source>%1 - %2 - Arbiter</source>
        <translation>%1 - %2 - Arbiter</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(annulé)</translation>
    </message>
    <message>
        <source>(discarded)</source>
        <translation>(abandonné)</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>motif : %1</translation>
    </message>
    <message>
        <source>%1 players, %2 rounds - %3</source>
        <translation>%1 joueurs, %2 rondes - %3</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>Impossible d’importer %1 : %2</translation>
    </message>
    <message>
        <source>Imported %1 into %2</source>
        <translation>%1 importé dans %2</translation>
    </message>
    <message>
        <source>The demo tournament is missing from this build.</source>
        <translation>Le tournoi de démonstration manque dans cette version.</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nouveau joueur</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Tournois Arbiter (*.arbiter)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.trf *.txt);;Arbiter tournaments (*.arbiter);;TRF files (*.trf *.txt)</source>
        <translation>Tournois (*.arbiter *.trf *.txt);;Tournois Arbiter (*.arbiter);;Fichiers TRF (*.trf *.txt)</translation>
    </message>
    <message>
        <source>Save tournament as</source>
        <translation>Enregistrer le tournoi sous</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exporter en TRF</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>Fichiers TRF (*.trf)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Corriger un résultat</translation>
    </message>
    <message>
        <source>%1
Reason (optional, kept in the audit log):</source>
        <translation>%1
Motif (facultatif, conservé dans le journal) :</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>É&amp;vénement</translation>
    </message>
</context>
<context>
    <name>arb::PairingsModel</name>
    <message>
        <source>player %1 does not exist</source>
        <translation>le joueur %1 n’existe pas</translation>
    </message>
    <message>
        <source>player %1 is paired twice in this round</source>
        <translation>le joueur %1 est apparié deux fois dans cette ronde</translation>
    </message>
    <message>
        <source>%1 and %2 have already met</source>
        <translation>%1 et %2 se sont déjà rencontrés</translation>
    </message>
    <message>
        <source>½ (half-point bye)</source>
        <translation>½ (bye d’un demi-point)</translation>
    </message>
    <message>
        <source>1 (full-point bye)</source>
        <translation>1 (bye d’un point)</translation>
    </message>
    <message>
        <source>1 (pairing-allocated bye)</source>
        <translation>1 (exempt d’appariement)</translation>
    </message>
    <message>
        <source>0 (zero-point bye)</source>
        <translation>0 (bye sans point)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Table</translation>
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
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Round %1, board %2: "%3" is not a result; type 1, = (or 5), 0, +, -, X (double forfeit), or H, F, U, Z for a bye</source>
        <translation>Ronde %1, table %2 : « %3 » n’est pas un résultat ; tapez 1, = (ou 5), 0, +, -, X (double forfait) ou H, F, U, Z pour un bye</translation>
    </message>
</context>
<context>
    <name>arb::PlayerRoundsModel</name>
    <message>
        <source>white</source>
        <translation>blancs</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noirs</translation>
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
        <translation>jouée</translation>
    </message>
    <message>
        <source>played, not rated</source>
        <translation>jouée, non comptabilisée Elo</translation>
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
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Score de l’adversaire</translation>
    </message>
    <message>
        <source>For the tie-breaks</source>
        <translation>Pour les départages</translation>
    </message>
</context>
<context>
    <name>arb::PlayersModel</name>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>Id. FIDE</translation>
    </message>
    <message>
        <source>Withdrawn from round</source>
        <translation>Retiré à partir de la ronde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Player %1: %2 "%3" is not a number from 0 to %4</source>
        <translation>Joueur %1 : %2 « %3 » n’est pas un nombre de 0 à %4</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
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
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Arbitre principal : %1</translation>
    </message>
    <message>
        <source>Final standings after round %1</source>
        <translation>Classement final après la ronde %1</translation>
    </message>
    <message>
        <source>Cross table after round %1</source>
        <translation>Grille américaine après la ronde %1</translation>
    </message>
    <message>
        <source>Tie-breaks:</source>
        <translation>Départages :</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classement après la ronde %1</translation>
    </message>
</context>
<context>
    <name>arb::ResultDelegate</name>
    <message>
        <source>- - - (double forfeit)</source>
        <translation>- - - (double forfait)</translation>
    </message>
    <message>
        <source>(not played yet)</source>
        <translation>(pas encore jouée)</translation>
    </message>
</context>
<context>
    <name>arb::RoundsWidget</name>
    <message>
        <source>Round robin (Berger tables)</source>
        <translation>Toutes rondes (tables de Berger)</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Toutes rondes en aller-retour</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>bye d’un demi-point (H)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>bye d’un point (F)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>exempt d’appariement (U)</translation>
    </message>
    <message>
        <source>zero-point bye (Z)</source>
        <translation>bye sans point (Z)</translation>
    </message>
    <message>
        <source>&amp;Pair</source>
        <translation>&amp;Apparier</translation>
    </message>
    <message>
        <source>Give &amp;bye</source>
        <translation>Donner un &amp;bye</translation>
    </message>
    <message>
        <source>&amp;Unpair selected</source>
        <translation>&amp;Désapparier</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde :</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancs :</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Noirs :</translation>
    </message>
    <message>
        <source>Bye for:</source>
        <translation>Bye pour :</translation>
    </message>
    <message>
        <source>Keys on a board: 1 white wins, = or 5 draw, 0 black wins, + white wins by forfeit, - black wins by forfeit, X double forfeit, Delete clears; H F U Z change a bye.</source>
        <translation>Touches sur une table : 1 victoire des Blancs, = ou 5 nulle, 0 victoire des Noirs, + Blancs gagnent par forfait, - Noirs gagnent par forfait, X double forfait, Suppr efface ; H F U Z changent un bye.</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Appariement</translation>
    </message>
    <message>
        <source>%1 games, %2 results entered, %3 players not paired</source>
        <translation>%1 parties, %2 résultats saisis, %3 joueurs non appariés</translation>
    </message>
    <message>
        <source>%1 and %2 already met in round %3. Pair them again?</source>
        <translation>%1 et %2 se sont déjà rencontrés à la ronde %3. Les apparier de nouveau ?</translation>
    </message>
    <message>
        <source>%1 is paired in round %2. Replace the game by a bye?</source>
        <translation>%1 est apparié à la ronde %2. Remplacer la partie par un bye ?</translation>
    </message>
    <message>
        <source>Rounds are already paired. Pair every round again from the Berger tables?</source>
        <translation>Des rondes sont déjà appariées. Tout réapparier selon les tables de Berger ?</translation>
    </message>
</context>
<context>
    <name>arb::StandingsModel</name>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>tirage au sort</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>ex aequo</translation>
    </message>
    <message>
        <source>%1 (C.07 Art. %2)</source>
        <translation>%1 (C.07 art. %2)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Départagé par</translation>
    </message>
</context>
<context>
    <name>arb::TieBreak</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Direct Encounter</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <source>Number of Wins</source>
        <translation>Nombre de victoires</translation>
    </message>
    <message>
        <source>Number of Games Won</source>
        <translation>Nombre de parties gagnées</translation>
    </message>
    <message>
        <source>Number of Games Played with Black</source>
        <translation>Nombre de parties jouées avec les Noirs</translation>
    </message>
    <message>
        <source>Number of Games Won with Black</source>
        <translation>Nombre de victoires avec les Noirs</translation>
    </message>
    <message>
        <source>Sum of Progressive Scores</source>
        <translation>Somme des scores cumulatifs</translation>
    </message>
    <message>
        <source>Rounds one Elected to Play</source>
        <translation>Rondes choisies pour jouer</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Average of Opponents' Buchholz</source>
        <translation>Moyenne des Buchholz des adversaires</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Buchholz anticipé</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Koya System</source>
        <translation>Système Koya</translation>
    </message>
    <message>
        <source>Average Rating of Opponents</source>
        <translation>Moyenne Elo des adversaires</translation>
    </message>
    <message>
        <source>Tournament Performance Rating</source>
        <translation>Performance du tournoi</translation>
    </message>
    <message>
        <source>Perfect Tournament Performance</source>
        <translation>Performance parfaite</translation>
    </message>
    <message>
        <source>Average Performance Rating of Opponents</source>
        <translation>Moyenne des performances des adversaires</translation>
    </message>
    <message>
        <source>Average Perfect Performance of Opponents</source>
        <translation>Moyenne des performances parfaites des adversaires</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakEditor</name>
    <message>
        <source>modifiers, e.g. /C1 /M1 /P /L+1 /U1400</source>
        <translation>modificateurs, p. ex. /C1 /M1 /P /L+1 /U1400</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>A&amp;ppliquer</translation>
    </message>
    <message>
        <source>&amp;Load preset</source>
        <translation>&amp;Charger un modèle</translation>
    </message>
    <message>
        <source>&amp;Save as preset...</source>
        <translation>&amp;Enregistrer comme modèle...</translation>
    </message>
    <message>
        <source>Tie-break:</source>
        <translation>Départage :</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>Modèles :</translation>
    </message>
    <message>
        <source>Drag the entries to change their order; Apply stores the list.</source>
        <translation>Faites glisser les entrées pour changer l’ordre ; Appliquer enregistre la liste.</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Enregistrer le modèle</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
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
        <translation>les forfaits comptent comme parties jouées (/P)</translation>
    </message>
    <message>
        <source>Koya limit %1 half-points (Art. 14.5)</source>
        <translation>limite Koya %1 demi-points (art. 14.5)</translation>
    </message>
    <message>
        <source>unrated players count as %1 (Art. 10)</source>
        <translation>les joueurs sans Elo comptent pour %1 (art. 10)</translation>
    </message>
    <message>
        <source>Tie-break "%1": %2</source>
        <translation>Départage « %1 » : %2</translation>
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
        <translation>%1 existe déjà ; choisissez un autre nom</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is already open in %2 (process %3 on %4); close it there first</source>
        <translation>%1 est déjà ouvert dans %2 (processus %3 sur %4) ; fermez-le d’abord</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>un autre programme</translation>
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
        <translation>%1 n’est pas une base de tournoi ou est endommagé : %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 est endommagé : %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database</source>
        <translation>%1 n’est pas une base de tournoi Arbiter</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Arbiter (database version %2; this program reads up to version %3); it was not changed</source>
        <translation>%1 a été écrit par une version plus récente d’Arbiter (version %2 de la base ; ce programme lit jusqu’à la version %3) ; il n’a pas été modifié</translation>
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
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
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
        <translation>l’identifiant FIDE %1 est déjà utilisé par le joueur %2 (%3)</translation>
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
        <translation>ronde %1 : le joueur %2 s’est retiré à partir de la ronde %3</translation>
    </message>
    <message>
        <source>round %1: player %2 cannot play against themselves</source>
        <translation>ronde %1 : le joueur %2 ne peut pas jouer contre lui-même</translation>
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
        <translation>ronde %1 : le joueur %2 n’est pas apparié ; appariez-le ou donnez-lui d’abord un bye</translation>
    </message>
    <message>
        <source>impossible result in round %1: player %2 is paired against %3, so '%4' (a bye) cannot be their result</source>
        <translation>résultat impossible à la ronde %1 : le joueur %2 est apparié contre %3, donc '%4' (un bye) ne peut pas être son résultat</translation>
    </message>
    <message>
        <source>impossible result in round %1: '%2' is not a bye (use H, F, U or Z)</source>
        <translation>résultat impossible à la ronde %1 : '%2' n’est pas un bye (utilisez H, F, U ou Z)</translation>
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
        <translation>Le fichier TRF ne peut pas être importé :
%1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 existe déjà ; choisissez un autre nom</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Round %1: change the result of player %2 from %3 to %4</source>
        <translation>Ronde %1 : changer le résultat du joueur %2 de %3 en %4</translation>
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
        <translation>Gestion de tournois pour arbitres d’échecs</translation>
    </message>
    <message>
        <source>A tournament database (.arbiter) or a TRF file to import</source>
        <translation>Une base de tournoi (.arbiter) ou un fichier TRF à importer</translation>
    </message>
    <message>
        <source>Save a picture of every view into DIR and quit</source>
        <translation>Enregistrer une image de chaque vue dans DIR et quitter</translation>
    </message>
</context>
</TS>