<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>arb::ArbiterAccountsDialog</name>
    <message>
        <source>Arbiter accounts</source>
        <translation>Comptes des arbitres</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>lower-case letters, digits, _</source>
        <translation>minuscules, chiffres, _</translation>
    </message>
    <message>
        <source>required for a new account</source>
        <translation>obligatoire pour un nouveau compte</translation>
    </message>
    <message>
        <source>Deputy: results and byes of his rounds</source>
        <translation>Adjoint : résultats et exempts de ses rondes</translation>
    </message>
    <message>
        <source>Viewer: reads only</source>
        <translation>Observateur : lecture seule</translation>
    </message>
    <message>
        <source>Chief arbiter: every change</source>
        <translation>Arbitre principal : toute modification</translation>
    </message>
    <message>
        <source>e.g. 3-4, 6</source>
        <translation>p. ex. 3-4, 6</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Compte :</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>&amp;Rôle :</translation>
    </message>
    <message>
        <source>Rou&amp;nds (deputy):</source>
        <translation>R&amp;ondes (adjoint) :</translation>
    </message>
    <message>
        <source>A&amp;dd or change</source>
        <translation>&amp;Ajouter ou modifier</translation>
    </message>
    <message>
        <source>&amp;Give rounds</source>
        <translation>Attri&amp;buer les rondes</translation>
    </message>
    <message>
        <source>&amp;Remove selected</source>
        <translation>Retirer la &amp;sélection</translation>
    </message>
    <message>
        <source>Arbiter &amp;accounts...</source>
        <translation>&amp;Comptes des arbitres...</translation>
    </message>
    <message>
        <source>You are %1, the chief arbiter who owns this event: you manage its accounts. The server enforces what each account may do.</source>
        <translation>Vous êtes %1, l’arbitre principal propriétaire de ce tournoi : vous gérez ses comptes. Le serveur impose ce que chaque compte peut faire.</translation>
    </message>
    <message>
        <source>You are %1 (%2). Only the chief arbiter who owns the event manages its accounts.</source>
        <translation>Vous êtes %1 (%2). Seul l’arbitre principal propriétaire du tournoi gère ses comptes.</translation>
    </message>
    <message>
        <source>chief arbiter</source>
        <translation>arbitre principal</translation>
    </message>
    <message>
        <source>deputy</source>
        <translation>adjoint</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>observateur</translation>
    </message>
    <message>
        <source>"%1" is not a list of rounds (e.g. 3-4, 6)</source>
        <translation>« %1 » n’est pas une liste de rondes (p. ex. 3-4, 6)</translation>
    </message>
    <message>
        <source>Take every right on this event from %1?</source>
        <translation>Retirer à %1 tous les droits sur ce tournoi ?</translation>
    </message>
    <message>
        <source>&amp;Take the rights</source>
        <translation>&amp;Retirer les droits</translation>
    </message>
</context>
<context>
    <name>arb::ArbiterOrderDialog</name>
    <message>
        <source>Order tied players</source>
        <translation>Ordonner les ex aequo</translation>
    </message>
    <message>
        <source>e.g. the tournament rules, art. 12: places decided by the chief arbiter</source>
        <translation>p. ex. règlement du tournoi, art. 12 : places décidées par l’arbitre principal</translation>
    </message>
    <message>
        <source>Places %1-%2: %3</source>
        <translation>Places %1-%2 : %3</translation>
    </message>
    <message>
        <source>These players are tied on points and on every tie-break. Where the tournament rules leave such places to the arbiter, put them in order (Ctrl+Up, Ctrl+Down) and give the reason. The order is recorded in the event's log and its rating report (### Arbiter order @ Round %1); undo takes it back. A tie the arbiter does not order is shared, or drawn by lots.</source>
        <translation>Ces joueurs sont à égalité de points et de chaque départage. Là où le règlement laisse ces places à l’arbitre, mettez-les en ordre (Ctrl+Haut, Ctrl+Bas) et donnez le motif. L’ordre est noté dans le journal du tournoi et dans son rapport Elo (### Arbiter order @ Round %1) ; Annuler le reprend. Une égalité que l’arbitre n’ordonne pas est partagée, ou tirée au sort.</translation>
    </message>
    <message>
        <source>&amp;Tied players:</source>
        <translation>&amp;Joueurs à égalité :</translation>
    </message>
    <message>
        <source>&amp;Order, best first:</source>
        <translation>&amp;Ordre, le meilleur d’abord :</translation>
    </message>
    <message>
        <source>&amp;Reason (recorded):</source>
        <translation>&amp;Motif (noté) :</translation>
    </message>
</context>
<context>
    <name>arb::CategoriesDialog</name>
    <message>
        <source>Women</source>
        <translation>Femmes</translation>
    </message>
    <message>
        <source>Juniors (under the age)</source>
        <translation>Jeunes (sous l’âge)</translation>
    </message>
    <message>
        <source>Seniors (from the age)</source>
        <translation>Vétérans (à partir de l’âge)</translation>
    </message>
    <message>
        <source>Rating band</source>
        <translation>Tranche Elo</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>Player categories</source>
        <translation>Catégories de joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <source>From rating</source>
        <translation>Elo à partir de</translation>
    </message>
    <message>
        <source>Below rating</source>
        <translation>Elo inférieur à</translation>
    </message>
    <message>
        <source>Club or federation</source>
        <translation>Club ou fédération</translation>
    </message>
    <message>
        <source>Age on (YYYY-MM-DD)</source>
        <translation>Âge au (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Juniors and seniors count by birth year relative to the year the event starts (U18: born in that year minus 18 or later), or by the age on the date given. A rating band includes the unrated players when it has no lowest rating.</source>
        <translation>Les jeunes et les vétérans comptent selon l’année de naissance par rapport à l’année où le tournoi commence (U18 : nés cette année-là moins 18 ou plus tard), ou selon l’âge à la date indiquée. Une tranche Elo sans Elo minimal inclut les joueurs non classés.</translation>
    </message>
    <message>
        <source>Juniors U8 to U20</source>
        <translation>Jeunes U8 à U20</translation>
    </message>
    <message>
        <source>Seniors 50+ and 65+</source>
        <translation>Vétérans 50+ et 65+</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), %1</source>
        <translation><numerusform>%n joueur, %1</numerusform><numerusform>%n joueurs, %1</numerusform></translation>
    </message>
    <message>
        <source>Category "%1": the date "%2" is not YYYY-MM-DD</source>
        <translation>Catégorie « %1 » : la date « %2 » n’est pas au format AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Ajo&amp;uter</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>R&amp;etirer</translation>
    </message>
</context>
<context>
    <name>arb::ConnectDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.10 or arbiter.example.org</source>
        <translation>p. ex. 192.168.1.10 ou arbiter.example.org</translation>
    </message>
    <message>
        <source>not kept: asked again at every connection</source>
        <translation>non conservé : redemandé à chaque connexion</translation>
    </message>
    <message>
        <source>The event on a PostgreSQL server, where several arbiters can work on it. The password is not stored.</source>
        <translation>Le tournoi sur un serveur PostgreSQL, où plusieurs arbitres peuvent y travailler. Le mot de passe n’est pas enregistré.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <source>Enter the host, the database and the user.</source>
        <translation>Saisissez l’hôte, la base de données et l’utilisateur.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
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
    <name>arb::Dutch</name>
    <message>
        <source>round %1 does not exist</source>
        <translation>la ronde %1 n’existe pas</translation>
    </message>
    <message>
        <source>round %1 cannot be paired without breaking an absolute criterion (C.04.3 [C1]-[C4]); the chief arbiter decides</source>
        <translation>la ronde %1 ne peut pas être appariée sans enfreindre un critère absolu (C.04.3 [C1]-[C4]) ; l’arbitre principal décide</translation>
    </message>
    <message>
        <source>round %1: %2 players left unpaired</source>
        <translation>ronde %1 : %2 joueurs restent non appariés</translation>
    </message>
    <message>
        <source>round %1: player %2 already has the pairing-allocated bye, and the other %3 players cannot all be paired (an odd number)</source>
        <translation>ronde %1 : le joueur %2 est déjà exempt d’appariement, et les %3 autres joueurs ne peuvent pas tous être appariés (nombre impair)</translation>
    </message>
    <message>
        <source>round %1: a score group of %2 players (with those floating into it) is more than this program can pair at once (%3 players, about 1 GB of memory); the chief arbiter decides (acceleration, C.04.7, splits the score groups)</source>
        <translation>ronde %1 : un groupe de points de %2 joueurs (avec les flotteurs qui y descendent) dépasse ce que ce programme peut apparier en une fois (%3 joueurs, environ 1 Go de mémoire) ; l’arbitre principal décide (l’accélération, C.04.7, divise les groupes de points)</translation>
    </message>
    <message>
        <source>round %1 cannot be paired: the computer has not enough memory for it</source>
        <translation>la ronde %1 ne peut pas être appariée : l’ordinateur n’a pas assez de mémoire</translation>
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
    <message>
        <source>Tie-break rules (C.07):</source>
        <translation>Règles de départage (C.07) :</translation>
    </message>
    <message>
        <source>From the start date</source>
        <translation>Selon la date de début</translation>
    </message>
    <message>
        <source>2024 edition</source>
        <translation>Édition 2024</translation>
    </message>
    <message>
        <source>2026 edition</source>
        <translation>Édition 2026</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07.</source>
        <translation>Les départages suivent l’édition %1 du C.07.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, in force on the start date (the 2026 edition from 1 March 2026).</source>
        <translation>Les départages suivent l’édition %1 du C.07, en vigueur à la date de début (l’édition 2026 à partir du 1er mars 2026).</translation>
    </message>
    <message>
        <source>Start date (YYYY-MM-DD):</source>
        <translation>Date de début (AAAA-MM-JJ) :</translation>
    </message>
    <message>
        <source>End date (YYYY-MM-DD):</source>
        <translation>Date de fin (AAAA-MM-JJ) :</translation>
    </message>
    <message>
        <source>e.g. 2026-12-01 15:00; 2026-12-02 15:00</source>
        <translation>p. ex. 2026-12-01 15:00; 2026-12-02 15:00</translation>
    </message>
    <message>
        <source>One a day</source>
        <translation>Une par jour</translation>
    </message>
    <message>
        <source>One round a day from the start date, at the first round's time</source>
        <translation>Une ronde par jour à partir de la date de début, à l’heure de la première ronde</translation>
    </message>
    <message>
        <source>Round dates and times:</source>
        <translation>Dates et heures des rondes :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Baku (C.04.7)</source>
        <translation>Bakou (C.04.7)</translation>
    </message>
    <message>
        <source>Acceleration:</source>
        <translation>Accélération :</translation>
    </message>
    <message>
        <source>Name (C.04.2 2.2.3)</source>
        <translation>Nom (C.04.2 2.2.3)</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>By lot</source>
        <translation>Par tirage au sort</translation>
    </message>
    <message>
        <source>Initial ranking, after rating and title:</source>
        <translation>Classement initial, après Elo et titre :</translation>
    </message>
    <message>
        <source>start numbers who must not meet, e.g. 3 12 56; 8 11 (rounds 1-3)</source>
        <translation>numéros de départ qui ne doivent pas se rencontrer, p. ex. 3 12 56; 8 11 (rondes 1-3)</translation>
    </message>
    <message>
        <source>Prohibited pairs:</source>
        <translation>Appariements interdits :</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Règles d’appariement</translation>
    </message>
    <message>
        <source>Virtual points of the event's records</source>
        <translation>Points virtuels des enregistrements du tournoi</translation>
    </message>
    <message>
        <source>Group A, the top half of the players rounded up to an even number, carries a win's points in the first accelerated rounds and a draw's in the rest: half the event, rounded up (C.04.7).</source>
        <translation>Le groupe A, la moitié supérieure des joueurs arrondie au nombre pair supérieur, porte les points d’une victoire dans les premières rondes accélérées et ceux d’une nulle dans les autres : la moitié du tournoi, arrondie au-dessus (C.04.7).</translation>
    </message>
    <message numerus="yes">
        <source>Virtual points set per player and round (TRF records 250 or XXA: %n record(s)).</source>
        <translation><numerusform>Points virtuels par joueur et par ronde (enregistrements TRF 250 ou XXA : %n enregistrement).</numerusform><numerusform>Points virtuels par joueur et par ronde (enregistrements TRF 250 ou XXA : %n enregistrements).</numerusform></translation>
    </message>
    <message>
        <source>Round 1 is paired: the acceleration was fixed with it. Changing it now changes the pairing of every round still to come. Change it all the same (recorded in the audit log)?</source>
        <translation>La ronde 1 est appariée : l’accélération a été fixée avec elle. La changer maintenant change l’appariement de chaque ronde à venir. La changer quand même (consigné au journal) ?</translation>
    </message>
    <message>
        <source>Round 1 is paired: a prohibited pair added now applies from the next pairing on. Add it (recorded in the audit log)?</source>
        <translation>La ronde 1 est appariée : un appariement interdit ajouté maintenant s’applique à partir du prochain appariement. L’ajouter (consigné au journal) ?</translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode the acceleration cannot be changed or removed any more. To change it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>La ronde 1 est appariée : en mode FIDE, l’accélération ne peut plus être changée ni retirée. Pour la changer, quittez d’abord le mode FIDE (Édition &gt; Quitter le mode FIDE).</translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode no prohibited pair can be added any more. To add it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>La ronde 1 est appariée : en mode FIDE, aucune paire interdite ne peut plus être ajoutée. Pour l’ajouter, quittez d’abord le mode FIDE (Édition &gt; Quitter le mode FIDE).</translation>
    </message>
    <message>
        <source>Tournament rating:</source>
        <translation>Classement du tournoi :</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have a national rating; the FIDE rating ranks them.</source>
        <translation><numerusform>%n joueur a un classement national ; l’Elo FIDE classe les joueurs.</numerusform><numerusform>%n joueurs ont un classement national ; l’Elo FIDE les classe.</numerusform></translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode the tournament rating cannot be changed any more. To change it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>La ronde 1 est appariée : en mode FIDE, le classement du tournoi ne peut plus être modifié. Pour le modifier, quittez d’abord le mode FIDE (Édition &gt; Quitter le mode FIDE).</translation>
    </message>
    <message>
        <source>Round 1 is paired: the players were ranked by the tournament rating. Changing how it is found may change the pairing numbers still to be assigned. Change it all the same (recorded in the audit log)?</source>
        <translation>La ronde 1 est appariée : les joueurs ont été classés selon le classement du tournoi. Changer la façon de l’établir peut changer les numéros d’appariement encore à attribuer. Le changer quand même (consigné dans le journal) ?</translation>
    </message>
    <message>
        <source>e.g. GER</source>
        <translation>p. ex. FRA</translation>
    </message>
    <message>
        <source>The federation whose national ratings count; empty: the event's federation</source>
        <translation>La fédération dont les classements nationaux comptent ; vide : celle du tournoi</translation>
    </message>
    <message>
        <source>Which rating ranks the players for their pairing numbers (TRF record 172); the official ratings stay as they are</source>
        <translation>Quel classement ordonne les joueurs pour leurs numéros d’appariement (enregistrement TRF 172) ; les classements officiels restent tels quels</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Rapid (standard where none)</source>
        <translation>Rapide (sinon standard)</translation>
    </message>
    <message>
        <source>Blitz (standard where none)</source>
        <translation>Blitz (sinon standard)</translation>
    </message>
    <message>
        <source>Rated on the FIDE list:</source>
        <translation>Comptabilisé sur la liste FIDE :</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 player(s) have a national rating of %2. The official ratings stay as they are; the tournament rating ranks the players and sets the pairing numbers.</source>
        <translation><numerusform>%n joueur sur %1 a un classement national de %2. Les classements officiels restent tels quels ; le classement du tournoi classe les joueurs et fixe les numéros d’appariement.</numerusform><numerusform>%n joueurs sur %1 ont un classement national de %2. Les classements officiels restent tels quels ; le classement du tournoi classe les joueurs et fixe les numéros d’appariement.</numerusform></translation>
    </message>
    <message>
        <source>(no federation set)</source>
        <translation>(aucune fédération indiquée)</translation>
    </message>
    <message>
        <source>Lasts more than &amp;30 days</source>
        <translation>Dure plus de &amp;30 jours</translation>
    </message>
    <message>
        <source>The players' ratings may change while the event goes on: a new list counts from the next round to pair. Set from the start and end dates until changed here.</source>
        <translation>L’Elo des joueurs peut changer en cours de tournoi : une nouvelle liste compte à partir de la prochaine ronde à apparier. Déduit des dates de début et de fin tant que ce n’est pas modifié ici.</translation>
    </message>
    <message>
        <source>Which of a player's ratings ARO, TPR and the other rating-based tie-breaks take</source>
        <translation>Quel Elo d’un joueur prennent ARO, TPR et les autres départages fondés sur l’Elo</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Durée :</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks take:</source>
        <translation>Les départages fondés sur l’Elo prennent :</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Elo</translation>
    </message>
    <message numerus="yes">
        <source>A rating list checked once round 1 is paired gives the ratings from the next round on (%n later rating(s) recorded).</source>
        <translation><numerusform>Une liste Elo vérifiée une fois la ronde 1 appariée donne les Elo à partir de la ronde suivante (%n Elo ultérieur enregistré).</numerusform><numerusform>Une liste Elo vérifiée une fois la ronde 1 appariée donne les Elo à partir de la ronde suivante (%n Elo ultérieurs enregistrés).</numerusform></translation>
    </message>
    <message>
        <source>Rating-based tie-breaks are not recommended in an event over 30 days: %1.</source>
        <translation>Les départages fondés sur l’Elo sont déconseillés dans un tournoi de plus de 30 jours : %1.</translation>
    </message>
    <message>
        <source>Players hold ratings from later rounds. In an event of 30 days or less only the first rating counts: the later ones are kept, but no tie-break takes them. Go on?</source>
        <translation>Des joueurs ont un Elo valable à partir d’une ronde ultérieure. Dans un tournoi de 30 jours ou moins, seul le premier Elo compte : les suivants sont conservés, mais aucun départage ne les prend. Continuer ?</translation>
    </message>
    <message>
        <source>The tie-breaks %1 are based on ratings. In an event over 30 days the players' ratings change while it goes on, and rating-based tie-breaks are not recommended (FIDE's technical rules for programs). They take the rating chosen under "Rating-based tie-breaks take".</source>
        <translation>Les départages %1 sont fondés sur l’Elo. Dans un tournoi de plus de 30 jours, l’Elo des joueurs change en cours de tournoi, et les départages fondés sur l’Elo sont déconseillés (règles techniques de la FIDE pour les programmes). Ils prennent l’Elo choisi sous « Les départages fondés sur l’Elo prennent ».</translation>
    </message>
    <message numerus="yes">
        <source>The start and end dates are %n day(s) apart, but the event is set to last more than 30 days.</source>
        <translation><numerusform>Les dates de début et de fin sont à %n jour d’écart, mais le tournoi est réglé pour durer plus de 30 jours.</numerusform><numerusform>Les dates de début et de fin sont à %n jours d’écart, mais le tournoi est réglé pour durer plus de 30 jours.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The start and end dates are %n day(s) apart, but the event is set to last 30 days or less: every rating-based tie-break takes the first rating.</source>
        <translation><numerusform>Les dates de début et de fin sont à %n jour d’écart, mais le tournoi est réglé pour durer 30 jours ou moins : chaque départage fondé sur l’Elo prend le premier Elo.</numerusform><numerusform>Les dates de début et de fin sont à %n jours d’écart, mais le tournoi est réglé pour durer 30 jours ou moins : chaque départage fondé sur l’Elo prend le premier Elo.</numerusform></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Time control code (222):</source>
        <translation>Code de la cadence (222) :</translation>
    </message>
    <message>
        <source>seconds: 5400+30 (90 min, 30 s a move), 40/6000+30:900+30, W300-B240</source>
        <translation>secondes : 5400+30 (90 min, 30 s par coup), 40/6000+30:900+30, W300-B240</translation>
    </message>
    <message>
        <source>The FIDE rating report needs it (TRF-2026 record 222).</source>
        <translation>Le rapport Elo FIDE en a besoin (TRF-2026, enregistrement 222).</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rapide</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>%1: %2 min for a game of 60 moves, %3 by the Laws of Chess (Appendices A and B).</source>
        <translation>%1 : %2 min pour une partie de 60 coups, %3 selon les Règles du jeu (annexes A et B).</translation>
    </message>
    <message>
        <source>⚠ The event is rated on another list (Rated on the FIDE list, below).</source>
        <translation>⚠ Le tournoi est comptabilisé sur une autre liste (Comptabilisé sur la liste FIDE, plus bas).</translation>
    </message>
    <message>
        <source>⚠ The code does not read: %1</source>
        <translation>⚠ Le code est illisible : %1</translation>
    </message>
    <message>
        <source>Round 1 is paired: the number of rounds was announced with the event and decides which round is the last (its pairing rules, the final standings). Change it from %1 to %2 (recorded in the audit log)?</source>
        <translation>La ronde 1 est appariée : le nombre de rondes a été annoncé avec le tournoi et décide quelle ronde est la dernière (ses règles d’appariement, le classement final). Le changer de %1 à %2 (noté dans le journal) ?</translation>
    </message>
    <message>
        <source>Round 1 is paired: the tie-breaks were announced with the edition of C.07 they follow. Changing the edition may change how they are computed. Change it all the same (recorded in the audit log)?</source>
        <translation>La ronde 1 est appariée : les départages ont été annoncés avec l’édition du C.07 qu’ils suivent. Changer d’édition peut changer leur calcul. La changer quand même (noté dans le journal) ?</translation>
    </message>
</context>
<context>
    <name>arb::ExternalValuesDialog</name>
    <message>
        <source>External tie-break values (EXT)</source>
        <translation>Valeurs de départage externes (EXT)</translation>
    </message>
    <message>
        <source>e.g. the tournament rules, art. 9: the qualifier's score</source>
        <translation>p. ex. règlement du tournoi, art. 9 : le score de la qualification</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>EXT ranks by a value from outside the event that the tournament rules name (a qualifier's score, another list's rating): the higher first; a player without one has none (NA). Put EXT in the tie-break list on this tab. The values are recorded in the event's log and its rating report; undo takes them back.</source>
        <translation>EXT classe selon une valeur extérieure au tournoi que le règlement désigne (score d’une qualification, classement d’une autre liste) : la plus haute d’abord ; un joueur sans valeur n’en a pas (NA). Mettez EXT dans la liste des départages de cet onglet. Les valeurs sont notées dans le journal du tournoi et dans son rapport Elo ; Annuler les reprend.</translation>
    </message>
    <message>
        <source>&amp;Reason (recorded):</source>
        <translation>&amp;Motif (noté) :</translation>
    </message>
    <message>
        <source>Player %1: "%2" is not a number.</source>
        <translation>Joueur %1 : « %2 » n’est pas un nombre.</translation>
    </message>
    <message>
        <source>No value was changed.</source>
        <translation>Aucune valeur n’a été modifiée.</translation>
    </message>
</context>
<context>
    <name>arb::FideMode</name>
    <message>
        <source>Not in FIDE mode (left after round %1)</source>
        <translation>Hors du mode FIDE (quitté après la ronde %1)</translation>
    </message>
    <message>
        <source>Not in FIDE mode (left before round 1)</source>
        <translation>Hors du mode FIDE (quitté avant la ronde 1)</translation>
    </message>
</context>
<context>
    <name>arb::FideRatingList</name>
    <message>
        <source>%1: cannot open the rating list: %2</source>
        <translation>%1 : impossible d’ouvrir la liste Elo : %2</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: its first line has no "ID Number" and "Name" columns</source>
        <translation>%1 n’est pas une liste Elo FIDE : sa première ligne n’a pas de colonnes « ID Number » et « Name »</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: it is not a file (a device or a pipe)</source>
        <translation>%1 n’est pas une liste Elo FIDE : ce n’est pas un fichier (un périphérique ou un tube)</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: its first line is longer than %2 characters</source>
        <translation>%1 n’est pas une liste Elo FIDE : sa première ligne dépasse %2 caractères</translation>
    </message>
    <message>
        <source>FIDE rapid list</source>
        <translation>liste rapide FIDE</translation>
    </message>
    <message>
        <source>FIDE rapid list %1</source>
        <translation>liste rapide FIDE %1</translation>
    </message>
    <message>
        <source>FIDE blitz list</source>
        <translation>liste blitz FIDE</translation>
    </message>
    <message>
        <source>FIDE blitz list %1</source>
        <translation>liste blitz FIDE %1</translation>
    </message>
    <message>
        <source>FIDE standard list</source>
        <translation>liste standard FIDE</translation>
    </message>
    <message>
        <source>FIDE standard list %1</source>
        <translation>liste standard FIDE %1</translation>
    </message>
</context>
<context>
    <name>arb::FileWrite</name>
    <message>
        <source>cannot write %1: the disk is full</source>
        <translation>impossible d’écrire %1 : le disque est plein</translation>
    </message>
    <message>
        <source>cannot write %1: the disk quota is used up</source>
        <translation>impossible d’écrire %1 : le quota de disque est épuisé</translation>
    </message>
    <message>
        <source>cannot write %1: the file would be larger than the system allows</source>
        <translation>impossible d’écrire %1 : le fichier dépasserait la taille permise par le système</translation>
    </message>
    <message>
        <source>cannot write %1: permission denied</source>
        <translation>impossible d’écrire %1 : permission refusée</translation>
    </message>
    <message>
        <source>cannot write %1: the disk is read-only</source>
        <translation>impossible d’écrire %1 : le disque est en lecture seule</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>impossible d’écrire %1 : c’est un dossier</translation>
    </message>
</context>
<context>
    <name>arb::Generator</name>
    <message>
        <source>"%1" is not a count (3), a rate (0.05 or 5%) or ROUND:VALUE</source>
        <translation>« %1 » n’est ni un nombre (3), ni une proportion (0.05 ou 5%), ni RONDE:VALEUR</translation>
    </message>
    <message>
        <source>"%1" does not name a round</source>
        <translation>« %1 » ne désigne pas une ronde</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronde %1 : %2</translation>
    </message>
</context>
<context>
    <name>arb::LineupDialog</name>
    <message>
        <source>Line-up of %1, round %2</source>
        <translation>Composition de %1, ronde %2</translation>
    </message>
    <message>
        <source>(empty board)</source>
        <translation>(échiquier vide)</translation>
    </message>
    <message>
        <source>Board &amp;%1:</source>
        <translation>Échiquier &amp;%1 :</translation>
    </message>
    <message>
        <source>The players of round %1, board by board; the reserves can take any board.</source>
        <translation>Les joueurs de la ronde %1, échiquier par échiquier ; les remplaçants peuvent prendre n’importe quel échiquier.</translation>
    </message>
    <message>
        <source>Board %1: %2 already plays on another board.</source>
        <translation>Échiquier %1 : %2 joue déjà sur un autre échiquier.</translation>
    </message>
</context>
<context>
    <name>arb::ListReports</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n joueur</numerusform><numerusform>%n joueurs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The first %n place(s) of each list.</source>
        <translation><numerusform>La première place de chaque liste.</numerusform><numerusform>Les %n premières places de chaque liste.</numerusform></translation>
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
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>Grille a&amp;méricaine</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks</source>
        <translation>&amp;Départages</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>J&amp;ournal</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
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
        <translation>Ouvrir le tournoi de dé&amp;monstration</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Enre&amp;gistrer sous...</translation>
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
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <source>Start p&amp;lay-off...</source>
        <translation>&amp;Lancer le départage joué...</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>&amp;Sauvegarder maintenant</translation>
    </message>
    <message>
        <source>Restore bac&amp;kup...</source>
        <translation>Res&amp;taurer une sauvegarde...</translation>
    </message>
    <message>
        <source>Print preview: team standings...</source>
        <translation>Aperçu : classement des équipes...</translation>
    </message>
    <message>
        <source>Print preview: team cross table...</source>
        <translation>Aperçu : grille des équipes...</translation>
    </message>
    <message>
        <source>Team standings as PDF...</source>
        <translation>Classement des équipes en PDF...</translation>
    </message>
    <message>
        <source>Team cross table as PDF...</source>
        <translation>Grille des équipes en PDF...</translation>
    </message>
    <message>
        <source>Tie-break rules: C.07, %1 edition</source>
        <translation>Règles de départage : C.07, édition %1</translation>
    </message>
    <message>
        <source>Backup to restore:</source>
        <translation>Sauvegarde à restaurer :</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Sauvegardé dans %1</translation>
    </message>
    <message>
        <source>Open a tournament file first: backups are made of a file</source>
        <translation>Ouvrez d’abord un fichier de tournoi : les sauvegardes se font à partir d’un fichier</translation>
    </message>
    <message>
        <source>%1 has no backups yet (they go to %2)</source>
        <translation>%1 n’a pas encore de sauvegarde (elles vont dans %2)</translation>
    </message>
    <message>
        <source>backed up by hand</source>
        <translation>sauvegardé à la main</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>avant une restauration</translation>
    </message>
    <message>
        <source>round %1 complete</source>
        <translation>ronde %1 terminée</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Restored from %1</source>
        <translation>Restauré depuis %1</translation>
    </message>
    <message>
        <source>Yes, continue working on the copy %1</source>
        <translation>Oui, continuer sur la copie %1</translation>
    </message>
    <message>
        <source>No, keep working on %1</source>
        <translation>Non, continuer sur %1</translation>
    </message>
    <message>
        <source>Continue working on the copy?</source>
        <translation>Continuer sur la copie ?</translation>
    </message>
    <message>
        <source>Saved as %1; now working on the copy</source>
        <translation>Enregistré sous %1 ; vous travaillez maintenant sur la copie</translation>
    </message>
    <message>
        <source>Saved a copy as %1; still working on %2</source>
        <translation>Copie enregistrée sous %1 ; vous travaillez toujours sur %2</translation>
    </message>
    <message>
        <source>Tea&amp;ms</source>
        <translation>É&amp;quipes</translation>
    </message>
    <message>
        <source>Team standin&amp;gs</source>
        <translation>C&amp;lassement des équipes</translation>
    </message>
    <message>
        <source>Team cross ta&amp;ble</source>
        <translation>Grille des équ&amp;ipes</translation>
    </message>
    <message>
        <source>the import failed without a reason; nothing was imported</source>
        <translation>l’importation a échoué sans motif ; rien n’a été importé</translation>
    </message>
    <message>
        <source>the folder for imported tournaments, %1, cannot be made</source>
        <translation>le dossier des tournois importés, %1, ne peut pas être créé</translation>
    </message>
    <message>
        <source>Play-off played</source>
        <translation>Départage déjà joué</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>Sta&amp;ndings</source>
        <translation>Cla&amp;ssement</translation>
    </message>
    <message>
        <source>Play-&amp;off</source>
        <translation>Départa&amp;ge joué</translation>
    </message>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Nouveau tournoi...</translation>
    </message>
    <message>
        <source>Pr&amp;int documents...</source>
        <translation>&amp;Imprimer des documents...</translation>
    </message>
    <message>
        <source>Team matches</source>
        <translation>Matchs par équipes</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard and manual</source>
        <translation>&amp;Clavier et manuel</translation>
    </message>
    <message>
        <source>&amp;About Arbiter</source>
        <translation>&amp;À propos d’Arbiter</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Tournament manager for chess arbiters: pairings, results, standings with the FIDE tie-breaks (C.07), play-offs, team competitions.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). There is no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Gestionnaire de tournois pour arbitres d’échecs : appariements, résultats, classements avec les départages FIDE (C.07), départages joués, compétitions par équipes.&lt;/p&gt;&lt;p&gt;Licence : GNU General Public License, version 3 ou ultérieure (GPL-3.0-or-later). Aucune garantie.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2 (exécuté avec Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Arbiter</source>
        <translation>À propos d’Arbiter</translation>
    </message>
    <message>
        <source>Arbiter: keyboard and manual</source>
        <translation>Arbiter : clavier et manuel</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files</source>
        <translation>%1 n’existe plus ; il a été retiré des fichiers récents</translation>
    </message>
    <message>
        <source>Reopened %1, the last event</source>
        <translation>%1, le dernier tournoi, a été rouvert</translation>
    </message>
    <message>
        <source>Laying out the pages...</source>
        <translation>Mise en page en cours...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>Print preview cancelled</source>
        <translation>Aperçu avant impression annulé</translation>
    </message>
    <message>
        <source>Created %1. Insert adds a player.</source>
        <translation>%1 créé. Insér ajoute un joueur.</translation>
    </message>
    <message>
        <source>Categor&amp;ies...</source>
        <translation>Catégor&amp;ies...</translation>
    </message>
    <message>
        <source>From FIDE rating &amp;list...</source>
        <translation>Depuis la &amp;liste Elo FIDE...</translation>
    </message>
    <message>
        <source>Categor&amp;y:</source>
        <translation>&amp;Catégorie :</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>(by %1)</source>
        <translation>(par %1)</translation>
    </message>
    <message>
        <source>A&amp;dd player</source>
        <translation>Ajouter u&amp;n joueur</translation>
    </message>
    <message>
        <source>Cross &amp;table as PDF...</source>
        <translation>Grille en P&amp;DF...</translation>
    </message>
    <message>
        <source>Players: %1, rounds: %2 - %3</source>
        <translation>Joueurs : %1, rondes : %2 - %3</translation>
    </message>
    <message>
        <source>Removed %1 (Ctrl+Z undoes)</source>
        <translation>%1 retiré (Ctrl+Z annule)</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n players: %1 (Ctrl+Z undoes each)</source>
        <translation><numerusform>%n joueur retiré : %1 (Ctrl+Z annule chacun)</numerusform><numerusform>%n joueurs retirés : %1 (Ctrl+Z annule chacun)</numerusform></translation>
    </message>
    <message>
        <source>Assign pairing n&amp;umbers</source>
        <translation>Attrib&amp;uer les numéros d’appariement</translation>
    </message>
    <message>
        <source>Numbers the players by the initial ranking: rating, then title, then the last key chosen in the Event tab (C.04.2 Art. 2)</source>
        <translation>Numérote les joueurs selon le classement initial : Elo, puis titre, puis le dernier critère choisi dans l’onglet Tournoi (C.04.2 art. 2)</translation>
    </message>
    <message>
        <source>Pairing numbers cannot be assigned: %1.</source>
        <translation>Les numéros d’appariement ne peuvent pas être attribués : %1.</translation>
    </message>
    <message>
        <source>The pairing numbers already follow the initial ranking (%1).</source>
        <translation>Les numéros d’appariement suivent déjà le classement initial (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) renumbered by the initial ranking (%1). Ctrl+Z undoes.</source>
        <translation><numerusform>%n joueur renuméroté selon le classement initial (%1). Ctrl+Z annule.</numerusform><numerusform>%n joueurs renumérotés selon le classement initial (%1). Ctrl+Z annule.</numerusform></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Exported %1. The rating report has no %2 yet (Event tab).</source>
        <translation>%1 exporté. Le rapport Elo n’a pas encore : %2 (onglet Tournoi).</translation>
    </message>
    <message>
        <source>The rating report cannot be final while a game is adjourned (%1): enter its result first.</source>
        <translation>Le rapport Elo ne peut pas être définitif tant qu’une partie est ajournée (%1) : saisissez d’abord son résultat.</translation>
    </message>
    <message>
        <source>manual.html</source>
        <extracomment>the file of the bundled manual in this language: manual.de.html, manual.fr.html...</extracomment>
        <translation>manual.fr.html</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Tabs</source>
        <translation>Onglets</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>On the %1 tab</source>
        <extracomment>heading of the keys of one tab in the manual</extracomment>
        <translation>Dans l’onglet %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 was imported into %2, with this warning:
%3</source>
        <translation><numerusform>%1 a été importé dans %2, avec cet avertissement :
%3</numerusform><numerusform>%1 a été importé dans %2, avec ces avertissements :
%3</numerusform></translation>
    </message>
    <message>
        <source>Rounds not paired by the rules</source>
        <translation>Rondes non appariées selon les règles</translation>
    </message>
    <message>
        <source>%1 holds rounds that the FIDE Dutch system would pair otherwise (the file's boards, then the engine's):
%2

Imported as it is, each such round is recorded in the event and its rating report (### Import @ Round n).</source>
        <translation>%1 contient des rondes que le système hollandais FIDE apparierait autrement (les échiquiers du fichier, puis ceux du moteur) :
%2

Importée telle quelle, chaque ronde de ce genre est consignée dans le tournoi et dans son rapport Elo (### Import @ Round n).</translation>
    </message>
    <message>
        <source>Import as it is</source>
        <translation>Importer tel quel</translation>
    </message>
    <message>
        <source>&amp;Leave FIDE mode...</source>
        <translation>&amp;Quitter le mode FIDE...</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Quitter le mode FIDE</translation>
    </message>
    <message>
        <source>Outside FIDE mode the event no longer follows FIDE's program checklist. Leaving it:
- cannot be undone: the event never returns to FIDE mode;
- is recorded in the event's log and in its rating report (### FideModeExit @ Round %1), for the rating officer to see;
- is shown on every screen and every printout.

Go on to give the reason?</source>
        <translation>Hors du mode FIDE, le tournoi ne suit plus la liste de contrôle des programmes de la FIDE. Le quitter :
- ne peut pas être annulé : le tournoi ne revient jamais au mode FIDE ;
- est consigné dans le journal du tournoi et dans son rapport Elo (### FideModeExit @ Round %1), à la vue du responsable du classement ;
- est affiché sur chaque écran et chaque impression.

Continuer pour donner la raison ?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode? (recorded with it)</source>
        <translation>Pourquoi le tournoi quitte-t-il le mode FIDE ? (consigné avec)</translation>
    </message>
    <message>
        <source>Last step: the event leaves FIDE mode after round %1 for this reason:
%2

This cannot be undone.</source>
        <translation>Dernière étape : le tournoi quitte le mode FIDE après la ronde %1 pour cette raison :
%2

Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>The event has left FIDE mode</source>
        <translation>Le tournoi a quitté le mode FIDE</translation>
    </message>
    <message>
        <source>Draw lots for ties</source>
        <translation>Tirer au sort les ex aequo</translation>
    </message>
    <message>
        <source>Still tied after every tie-break:
%1

C.07 Art. 4.2 breaks such ties by drawing of lots, unless the tournament rules say they are not broken (shared places, a play-off). The lots come from the event itself (seed %2): drawing again gives the same order. The draw is recorded in the log and the rating report (### Lots @ Round %3); undo takes it back.</source>
        <translation>Encore ex aequo après tous les départages :
%1

L’art. 4.2 de C.07 départage ces égalités par tirage au sort, sauf si le règlement du tournoi dit qu’elles ne sont pas départagées (places partagées, un barrage). Le tirage vient du tournoi lui-même (graine %2) : tirer à nouveau donne le même ordre. Il est consigné dans le journal et le rapport Elo (### Lots @ Round %3) ; Annuler le reprend.</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Tirer au sort</translation>
    </message>
    <message>
        <source>Ties broken by drawing of lots (seed %1)</source>
        <translation>Égalités départagées par tirage au sort (graine %1)</translation>
    </message>
    <message>
        <source>Dra&amp;w lots for ties...</source>
        <translation>Tirer au sort les e&amp;x aequo...</translation>
    </message>
    <message>
        <source>Expel player...</source>
        <translation>Exclure le joueur...</translation>
    </message>
    <message>
        <source>Expel %1</source>
        <translation>Exclure %1</translation>
    </message>
    <message>
        <source>%1 is expelled from round %2 on and not paired again. A Swiss does not rank him (his games still count for his opponents); a round robin, when he completed fewer than half his games, counts neither his points nor those scored against him (C.06 V.4.1). It is recorded in the log and the rating report (### Expelled @ Round %2: player %3); undo takes it back.</source>
        <translation>%1 est exclu à partir de la ronde %2 et n’est plus apparié. Un système suisse ne le classe pas (ses parties comptent toujours pour ses adversaires) ; un toutes rondes, s’il a terminé moins de la moitié de ses parties, ne compte ni ses points ni ceux marqués contre lui (C.06 V.4.1). C’est consigné dans le journal et le rapport Elo (### Expelled @ Round %2: player %3) ; Annuler le reprend.</translation>
    </message>
    <message>
        <source>Why is %1 expelled? (recorded with it)</source>
        <translation>Pourquoi %1 est-il exclu ? (consigné avec l’exclusion)</translation>
    </message>
    <message>
        <source>%1 is expelled from round %2 (Ctrl+Z undoes)</source>
        <translation>%1 est exclu à partir de la ronde %2 (Ctrl+Z annule)</translation>
    </message>
    <message>
        <source>Chec&amp;k ratings...</source>
        <translation>&amp;Vérifier les classements...</translation>
    </message>
    <message>
        <source>Checks the players' ratings against a FIDE rating list and updates them</source>
        <translation>Vérifie les classements des joueurs dans une liste Elo FIDE et les met à jour</translation>
    </message>
    <message>
        <source>No half-point byes</source>
        <translation>Pas d’exempt à un demi-point</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) may take half-point byes again (Ctrl+Z undoes).</source>
        <translation><numerusform>%n joueur peut de nouveau prendre des exempts à un demi-point (Ctrl+Z annule).</numerusform><numerusform>%n joueurs peuvent de nouveau prendre des exempts à un demi-point (Ctrl+Z annule).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) may take no half-point bye; giving one asks first (Ctrl+Z undoes).</source>
        <translation><numerusform>%n joueur ne peut prendre aucun exempt à un demi-point ; en donner un demande d’abord confirmation (Ctrl+Z annule).</numerusform><numerusform>%n joueurs ne peuvent prendre aucun exempt à un demi-point ; en donner un demande d’abord confirmation (Ctrl+Z annule).</numerusform></translation>
    </message>
    <message>
        <source>Rating from a later round...</source>
        <translation>Elo à partir d’une ronde ultérieure...</translation>
    </message>
    <message>
        <source>%1: a rating from a later round needs an event that lasts more than 30 days (Event tab, Duration)</source>
        <translation>%1 : un Elo à partir d’une ronde ultérieure demande un tournoi de plus de 30 jours (onglet Tournoi, Durée)</translation>
    </message>
    <message>
        <source>from round 1: %1</source>
        <translation>à partir de la ronde 1 : %1</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sans Elo</translation>
    </message>
    <message>
        <source>from round %1: %2</source>
        <translation>à partir de la ronde %1 : %2</translation>
    </message>
    <message>
        <source>Rating from a later round</source>
        <translation>Elo à partir d’une ronde ultérieure</translation>
    </message>
    <message>
        <source>%1 holds %2.
Type the round and the rating from it on, e.g. "%3 1850" (0: unrated; "%3 -" removes the one of that round).</source>
        <translation>Elo de %1 : %2.
Saisissez la ronde et l’Elo valable à partir d’elle, p. ex. « %3 1850 » (0 : sans Elo ; « %3 - » supprime celui de cette ronde).</translation>
    </message>
    <message>
        <source>%1: "%2" is not a round and a rating (e.g. "5 1850"); nothing was changed</source>
        <translation>%1 : « %2 » n’est pas une ronde suivie d’un Elo (p. ex. « 5 1850 ») ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1: the rating from round %2 is removed (Ctrl+Z undoes)</source>
        <translation>%1 : l’Elo à partir de la ronde %2 est supprimé (Ctrl+Z annule)</translation>
    </message>
    <message>
        <source>%1: rating %2 from round %3 on (Ctrl+Z undoes)</source>
        <translation>%1 : Elo %2 à partir de la ronde %3 (Ctrl+Z annule)</translation>
    </message>
    <message>
        <source>%1 has no rating from round %2; nothing was changed</source>
        <translation>%1 n’a pas d’Elo à partir de la ronde %2 ; rien n’a été modifié</translation>
    </message>
    <message>
        <source>Round %1 is already paired: the new rating counts for games already played, and the rating-based tie-breaks of the rounds from %1 on change. Set it all the same (recorded in the log)?</source>
        <translation>La ronde %1 est déjà appariée : le nouvel Elo compte pour des parties déjà jouées, et les départages fondés sur l’Elo des rondes à partir de la %1 changent. Le fixer quand même (consigné dans le journal) ?</translation>
    </message>
    <message>
        <source>Set the rating</source>
        <translation>Fixer l’Elo</translation>
    </message>
    <message>
        <source>Remove pla&amp;yer</source>
        <translation>R&amp;etirer le joueur</translation>
    </message>
    <message>
        <source>Created %1. Insert adds a player; the Teams tab puts the players in teams.</source>
        <translation>%1 créé. Inser ajoute un joueur ; l’onglet Équipes place les joueurs dans les équipes.</translation>
    </message>
    <message>
        <source>&amp;Prizes...</source>
        <translation>&amp;Prix...</translation>
    </message>
    <message>
        <source>Title &amp;norms...</source>
        <translation>Normes de &amp;titre...</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Not allowed in FIDE mode</source>
        <translation>Interdit en mode FIDE</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Or&amp;der ties...</source>
        <translation>Ordonner les ex a&amp;equo...</translation>
    </message>
    <message>
        <source>Puts players tied on points and every tie-break in the order the arbiter decides</source>
        <translation>Met les joueurs à égalité de points et de chaque départage dans l’ordre que décide l’arbitre</translation>
    </message>
    <message>
        <source>Tied players ordered by the arbiter</source>
        <translation>Ex aequo ordonnés par l’arbitre</translation>
    </message>
    <message>
        <source>The event stays in FIDE mode: leaving it needs a reason.</source>
        <translation>Le tournoi reste en mode FIDE : le quitter demande un motif.</translation>
    </message>
    <message>
        <source>Export rating changes</source>
        <translation>Exporter les variations Elo</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Rating changes written to %1</source>
        <translation>Variations Elo écrites dans %1</translation>
    </message>
    <message>
        <source>Export rating c&amp;hanges (CSV)...</source>
        <translation>E&amp;xporter les variations Elo (CSV)...</translation>
    </message>
</context>
<context>
    <name>arb::NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Event name: enter the name of the event.</source>
        <translation>Nom du tournoi : saisissez le nom du tournoi.</translation>
    </message>
    <message>
        <source>End date: %1 is before the start date %2.</source>
        <translation>Date de fin : %1 est antérieure à la date de début %2.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Le tournoi</translation>
    </message>
    <message>
        <source>What the event is called, where and when it is played, and who directs it. Everything can be changed later on the Event tab.</source>
        <translation>Le nom du tournoi, où et quand il se joue, et qui le dirige. Tout peut être modifié plus tard dans l’onglet Tournoi.</translation>
    </message>
    <message>
        <source>e.g. GER</source>
        <translation>p. ex. FRA</translation>
    </message>
    <message>
        <source>Event na&amp;me:</source>
        <translation>&amp;Nom du tournoi :</translation>
    </message>
    <message>
        <source>&amp;City:</source>
        <translation>&amp;Ville :</translation>
    </message>
    <message>
        <source>Fe&amp;deration:</source>
        <translation>&amp;Fédération :</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>Date de &amp;début :</translation>
    </message>
    <message>
        <source>&amp;End date:</source>
        <translation>Date de f&amp;in :</translation>
    </message>
    <message>
        <source>Chief &amp;arbiter:</source>
        <translation>&amp;Arbitre principal :</translation>
    </message>
    <message>
        <source>Number of rounds: a Swiss event needs at least one round.</source>
        <translation>Nombre de rondes : un tournoi au système suisse a besoin d’au moins une ronde.</translation>
    </message>
    <message>
        <source>Format and regulations</source>
        <translation>Format et règlement</translation>
    </message>
    <message>
        <source>The pairing system, the number of rounds and the regulations the tie-breaks follow. The Tie-breaks tab changes them later.</source>
        <translation>Le système d’appariement, le nombre de rondes et le règlement que suivent les départages. L’onglet Départages les modifie plus tard.</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Système suisse</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Toutes rondes en aller-retour</translation>
    </message>
    <message>
        <source>from the number of players</source>
        <translation>d’après le nombre de joueurs</translation>
    </message>
    <message>
        <source>Win 1, draw ½, loss 0 (standard)</source>
        <translation>Gain 1, nulle ½, perte 0 (standard)</translation>
    </message>
    <message>
        <source>Win 3, draw 1, loss 0</source>
        <translation>Gain 3, nulle 1, perte 0</translation>
    </message>
    <message>
        <source>From the start date</source>
        <translation>Selon la date de début</translation>
    </message>
    <message>
        <source>2024 edition</source>
        <translation>Édition 2024</translation>
    </message>
    <message>
        <source>2026 edition</source>
        <translation>Édition 2026</translation>
    </message>
    <message>
        <source>&amp;Pairing system:</source>
        <translation>Système d’&amp;appariement :</translation>
    </message>
    <message>
        <source>Number of &amp;rounds:</source>
        <translation>Nombre de &amp;rondes :</translation>
    </message>
    <message>
        <source>Re&amp;gulations:</source>
        <translation>Rè&amp;glement :</translation>
    </message>
    <message>
        <source>S&amp;coring:</source>
        <translation>&amp;Barème :</translation>
    </message>
    <message>
        <source>&amp;Tie-break rules (C.07):</source>
        <translation>Règles de &amp;départage (C.07) :</translation>
    </message>
    <message>
        <source>File: enter where to save the event.</source>
        <translation>Fichier : indiquez où enregistrer le tournoi.</translation>
    </message>
    <message>
        <source>File: the folder %1 does not exist.</source>
        <translation>Fichier : le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>File: %1 already exists; choose another name.</source>
        <translation>Fichier : %1 existe déjà ; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>The event could not be created.</source>
        <translation>Le tournoi n’a pas pu être créé.</translation>
    </message>
    <message>
        <source>Save the event</source>
        <translation>Enregistrer le tournoi</translation>
    </message>
    <message>
        <source>The event is one file (.arbiter); every change is saved in it at once. Finish creates the event and opens it.</source>
        <translation>Le tournoi est un seul fichier (.arbiter) ; chaque modification y est enregistrée aussitôt. Terminer crée le tournoi et l’ouvre.</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>Parcou&amp;rir...</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>Fic&amp;hier :</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Tournois Arbiter (*.arbiter)</translation>
    </message>
    <message>
        <source>event</source>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>None (the default tie-breaks of the pairing system)</source>
        <translation>Aucun (les départages par défaut du système d’appariement)</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, as chosen.</source>
        <translation>Les départages suivent l’édition %1 du C.07, comme choisi.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, as the regulations %2 say.</source>
        <translation>Les départages suivent l’édition %1 du C.07, comme le prévoit le règlement %2.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, in force on the start date (the 2026 edition from 1 March 2026).</source>
        <translation>Les départages suivent l’édition %1 du C.07, en vigueur à la date de début (l’édition 2026 à partir du 1er mars 2026).</translation>
    </message>
    <message>
        <source>⚠ The regulations %1 are written for the %2 edition.</source>
        <translation>⚠ Le règlement %1 est écrit pour l’édition %2.</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Tournoi : %1</translation>
    </message>
    <message>
        <source>Place: %1</source>
        <translation>Lieu : %1</translation>
    </message>
    <message>
        <source>Dates: %1 to %2</source>
        <translation>Dates : du %1 au %2</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Arbitre principal : %1</translation>
    </message>
    <message>
        <source>Pairing system: %1; rounds: %2</source>
        <translation>Système d’appariement : %1 ; rondes : %2</translation>
    </message>
    <message>
        <source>Regulations: %1</source>
        <translation>Règlement : %1</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Barème : %1</translation>
    </message>
    <message>
        <source>Baku acce&amp;leration (C.04.7)</source>
        <translation>Accé&amp;lération de Bakou (C.04.7)</translation>
    </message>
    <message>
        <source>Virtual points for the top half of the players in the first half of the event, as the regulations announce it</source>
        <translation>Des points virtuels pour la moitié supérieure des joueurs pendant la première moitié du tournoi, comme le règlement l’annonce</translation>
    </message>
    <message>
        <source>Acceleration: Baku (C.04.7)</source>
        <translation>Accélération : Bakou (C.04.7)</translation>
    </message>
    <message>
        <source>Team Swiss (C.04.6)</source>
        <translation>Système suisse par équipes (C.04.6)</translation>
    </message>
    <message>
        <source>Baku acce&amp;leration for teams (C.04.7)</source>
        <translation>Accé&amp;lération de Bakou pour équipes (C.04.7)</translation>
    </message>
    <message>
        <source>Teams: a team Swiss needs at least two teams.</source>
        <translation>Équipes : un système suisse par équipes demande au moins deux équipes.</translation>
    </message>
    <message>
        <source>Baku acceleration adds match points: it cannot be used when game points are the score (C.04.7 1.4). Choose match points first, or go back and clear Baku acceleration.</source>
        <translation>L’accélération de Bakou ajoute des points de match : elle est impossible quand les points de partie font le score (C.04.7 1.4). Choisissez d’abord les points de match, ou revenez en arrière et retirez l’accélération de Bakou.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>The teams in the order of their pairing numbers (strongest first), and how matches are scored and paired. The players are entered next, then put in teams on the Teams tab.</source>
        <translation>Les équipes dans l’ordre de leurs numéros d’appariement (la plus forte d’abord), et comment les matchs sont comptés et appariés. Les joueurs sont saisis ensuite, puis placés dans les équipes dans l’onglet Équipes.</translation>
    </message>
    <message>
        <source>One team per line, a federation after a comma:
Baden-Baden, GER
Solingen, GER</source>
        <translation>Une équipe par ligne, une fédération après une virgule :
Baden-Baden, GER
Solingen, GER</translation>
    </message>
    <message>
        <source>Match points 2/1/0</source>
        <translation>Points de match 2/1/0</translation>
    </message>
    <message>
        <source>Match points 3/1/0</source>
        <translation>Points de match 3/1/0</translation>
    </message>
    <message>
        <source>Match points, then game points</source>
        <translation>Points de match, puis points de partie</translation>
    </message>
    <message>
        <source>Game points, then match points</source>
        <translation>Points de partie, puis points de match</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Te&amp;ams:</source>
        <translation>É&amp;quipes :</translation>
    </message>
    <message>
        <source>&amp;Match points:</source>
        <translation>Points de &amp;match :</translation>
    </message>
    <message>
        <source>Pairing &amp;score:</source>
        <translation>Score d’&amp;appariement :</translation>
    </message>
    <message>
        <source>C&amp;olour preferences:</source>
        <translation>Préférences de c&amp;ouleur :</translation>
    </message>
    <message>
        <source>Teams, line %1: "%2" after the comma is not a federation (three letters, e.g. GER).</source>
        <translation>Équipes, ligne %1 : « %2 » après la virgule n’est pas une fédération (trois lettres, p. ex. GER).</translation>
    </message>
    <message>
        <source>Teams, line %1: the team has no name.</source>
        <translation>Équipes, ligne %1 : l’équipe n’a pas de nom.</translation>
    </message>
    <message>
        <source>Teams, line %1: "%2" is longer than the 32 characters a TRF file keeps.</source>
        <translation>Équipes, ligne %1 : « %2 » dépasse les 32 caractères qu’un fichier TRF garde.</translation>
    </message>
    <message>
        <source>Teams, line %1: %2 is listed twice.</source>
        <translation>Équipes, ligne %1 : %2 figure deux fois.</translation>
    </message>
    <message>
        <source>Teams: at most 999 teams.</source>
        <translation>Équipes : 999 équipes au plus.</translation>
    </message>
    <message>
        <source>Teams: %1; boards per match: %2; %3; %4</source>
        <translation>Équipes : %1 ; échiquiers par match : %2 ; %3 ; %4</translation>
    </message>
    <message>
        <source>Boards &amp;per match:</source>
        <translation>É&amp;chiquiers par match :</translation>
    </message>
    <message>
        <source>Type A: one kind of preference (C.04.6 1.7.1)</source>
        <translation>Type A : un seul genre de préférence (C.04.6 1.7.1)</translation>
    </message>
    <message>
        <source>Type B: strong and mild preferences (C.04.6 1.7.2)</source>
        <translation>Type B : préférences fortes et faibles (C.04.6 1.7.2)</translation>
    </message>
    <message>
        <source>System: %1 (%2)</source>
        <translation>Système : %1 (%2)</translation>
    </message>
    <message>
        <source>The event will be set up outside FIDE mode:
- it can never enter FIDE mode;
- its log and its rating report say so (### FideModeExit @ Round 0), for the rating officer to see;
- every screen and every printout say so.

Set it up outside FIDE mode?</source>
        <translation>Le tournoi sera créé hors du mode FIDE :
- il ne pourra jamais entrer en mode FIDE ;
- son journal et son rapport Elo l’indiquent (### FideModeExit @ Round 0), pour le responsable du classement ;
- chaque écran et chaque impression l’indiquent.

Le créer hors du mode FIDE ?</translation>
    </message>
    <message>
        <source>FIDE &amp;mode</source>
        <translation>&amp;Mode FIDE</translation>
    </message>
    <message>
        <source>Outside FIDE mode</source>
        <translation>Hors du mode FIDE</translation>
    </message>
    <message>
        <source>Set up outside FIDE mode</source>
        <translation>Créer hors du mode FIDE</translation>
    </message>
    <message>
        <source>In FIDE mode the pairings follow FIDE's rules: a change they do not allow is refused, and a manual change is recorded for the rating officer.</source>
        <translation>En mode FIDE, les appariements suivent les règles de la FIDE : une modification qu’elles n’autorisent pas est refusée, et une modification manuelle est notée pour le responsable du classement.</translation>
    </message>
    <message>
        <source>Outside FIDE mode: every screen and printout says so, the rating report records it, and the event can never enter FIDE mode.</source>
        <translation>Hors du mode FIDE : chaque écran et chaque impression l’indiquent, le rapport Elo le note, et le tournoi ne pourra jamais entrer en mode FIDE.</translation>
    </message>
    <message>
        <source>set up outside FIDE mode (regulations: %1)</source>
        <translation>créé hors du mode FIDE (règlement : %1)</translation>
    </message>
    <message>
        <source>set up outside FIDE mode</source>
        <translation>créé hors du mode FIDE</translation>
    </message>
    <message>
        <source>FIDE mode: on</source>
        <translation>Mode FIDE : activé</translation>
    </message>
    <message>
        <source>FIDE mode: off</source>
        <translation>Mode FIDE : désactivé</translation>
    </message>
</context>
<context>
    <name>arb::NormCertificate</name>
    <message>
        <source>Certificate of title result (IT1)</source>
        <translation>Certificat de résultat de titre (IT1)</translation>
    </message>
    <message>
        <source>Title norm: %1</source>
        <translation>Norme de titre : %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Start and end date</source>
        <translation>Dates de début et de fin</translation>
    </message>
    <message>
        <source>Chief Arbiter</source>
        <translation>Arbitre principal</translation>
    </message>
    <message>
        <source>Rate of play</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Nombre de parties</translation>
    </message>
    <message>
        <source>%1 (credited as %2)</source>
        <translation>%1 (comptées comme %2)</translation>
    </message>
    <message>
        <source>Federations of the opponents</source>
        <translation>Fédérations des adversaires</translation>
    </message>
    <message>
        <source>Opponents not from the player's federation</source>
        <translation>Adversaires d’une autre fédération que le joueur</translation>
    </message>
    <message>
        <source>Opponents from the host federation</source>
        <translation>Adversaires de la fédération organisatrice</translation>
    </message>
    <message>
        <source>Rated opponents</source>
        <translation>Adversaires classés</translation>
    </message>
    <message>
        <source>Titled opponents</source>
        <translation>Adversaires titrés</translation>
    </message>
    <message>
        <source>%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)</source>
        <translation>%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
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
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rating used</source>
        <translation>Elo retenu</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sans Elo</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>écartée</translation>
    </message>
    <message>
        <source>Average rating of the opponents (Ra)</source>
        <translation>Moyenne Elo des adversaires (Ra)</translation>
    </message>
    <message>
        <source>Score needed</source>
        <translation>Score requis</translation>
    </message>
    <message>
        <source>Score made</source>
        <translation>Score réalisé</translation>
    </message>
    <message>
        <source>%1 (%2 %, performance %3)</source>
        <translation>%1 (%2 %, performance %3)</translation>
    </message>
    <message>
        <source>Exceeding the norm by</source>
        <translation>Norme dépassée de</translation>
    </message>
    <message>
        <source>Remarks:</source>
        <translation>Remarques :</translation>
    </message>
    <message>
        <source>Chief Arbiter:</source>
        <translation>Arbitre principal :</translation>
    </message>
    <message>
        <source>Federation official:</source>
        <translation>Responsable de la fédération :</translation>
    </message>
    <message>
        <source>player %1 made no norm after round %2</source>
        <translation>le joueur %1 n’a réalisé aucune norme après la ronde %2</translation>
    </message>
    <message>
        <source>Where applying 1.4.3d: federations</source>
        <translation>En application de 1.4.3d : fédérations</translation>
    </message>
    <message>
        <source>Rated players not from the host federation</source>
        <translation>Joueurs classés hors de la fédération hôte</translation>
    </message>
    <message>
        <source>Of them GM, IM, WGM or WIM</source>
        <translation>Dont GM, MI, GMF ou MIF</translation>
    </message>
    <message>
        <source>The rules applied: an unrated opponent counts as 1400, and the lowest opponent under the norm's rating floor is raised to it (1.4.6b), as the column Rating used shows. Not valid until confirmed by the FIDE Qualification Commission.</source>
        <translation>Les règles appliquées : un adversaire non classé compte 1400, et l’adversaire le plus faible sous le plancher de la norme y est relevé (1.4.6b), comme le montre la colonne « Elo retenu ». Non valable avant confirmation par la Commission de qualification de la FIDE.</translation>
    </message>
</context>
<context>
    <name>arb::NormsDialog</name>
    <message>
        <source>Title norms</source>
        <translation>Normes de titre</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Norms made</source>
        <translation>Normes réalisées</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>Après la &amp;ronde :</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a title norm after round %1, judged by the FIDE Title Regulations (B.01, 2024) on the games played over the board. The tournament's own conditions (1.1) are the arbiter's to confirm.</source>
        <translation><numerusform>%n joueur avec une norme de titre après la ronde %1, jugée selon le règlement des titres FIDE (B.01, 2024) sur les parties jouées sur l’échiquier. Les conditions du tournoi lui-même (1.1) sont à confirmer par l’arbitre.</numerusform><numerusform>%n joueurs avec une norme de titre après la ronde %1, jugée selon le règlement des titres FIDE (B.01, 2024) sur les parties jouées sur l’échiquier. Les conditions du tournoi lui-même (1.1) sont à confirmer par l’arbitre.</numerusform></translation>
    </message>
    <message>
        <source>  opponent %1 raised to the rating floor (1.4.6b)</source>
        <translation>  adversaire %1 relevé au plancher Elo (1.4.6b)</translation>
    </message>
    <message>
        <source>Games played over the board:</source>
        <translation>Parties jouées sur l’échiquier :</translation>
    </message>
    <message>
        <source>  round %1: %2 (%3) %4 %5 %6, result %7</source>
        <translation>  ronde %1 : %2 (%3) %4 %5 %6, résultat %7</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sans Elo</translation>
    </message>
    <message numerus="yes">
        <source>  and %n round(s) won without a game (PAB or forfeit)</source>
        <translation><numerusform>  et %n ronde gagnée sans partie (exempt ou forfait)</numerusform><numerusform>  et %n rondes gagnées sans partie (exempt ou forfait)</numerusform></translation>
    </message>
    <message>
        <source>Certificates as &amp;PDF...</source>
        <translation>Certificats en &amp;PDF...</translation>
    </message>
    <message>
        <source>The certificate of title result (IT1) of each norm the selected player made, one page each</source>
        <translation>Le certificat (IT1) de chaque norme du joueur choisi, une page chacun</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Certificates: %1</source>
        <translation>Certificats : %1</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>Certificats écrits dans %1</translation>
    </message>
    <message>
        <source>The tournament report (IT3) that goes with the norms, as PDF</source>
        <translation>Le rapport du tournoi (IT3) qui accompagne les normes, en PDF</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Tournament report: %1</source>
        <translation>Rapport du tournoi : %1</translation>
    </message>
    <message>
        <source>Tournament report written to %1</source>
        <translation>Rapport du tournoi écrit dans %1</translation>
    </message>
    <message>
        <source>&amp;Tournament report (IT3)...</source>
        <translation>Rapport du &amp;tournoi (IT3)...</translation>
    </message>
    <message>
        <source>Still possible</source>
        <translation>Encore possibles</translation>
    </message>
    <message>
        <source>The norms the player can still make in the rounds left, if the rounds not paired yet bring the opponents who help the norm most</source>
        <translation>Les normes que le joueur peut encore réaliser dans les rondes restantes, si les rondes pas encore appariées lui donnent les adversaires les plus utiles à la norme</translation>
    </message>
    <message>
        <source>An exemption from the federation requirements (1.4.3, 1.4.4) the event has by the Title Regulations: 1.4.3a and b for the players of the host federation, c for everyone. 1.4.3d (a Swiss with enough foreign titled players) is worked out from the event.</source>
        <translation>Une exemption des exigences sur les fédérations (1.4.3, 1.4.4) que le tournoi a selon le Règlement des titres : 1.4.3a et b pour les joueurs de la fédération hôte, c pour tous. 1.4.3d (un système suisse avec assez de joueurs titrés étrangers) est calculée à partir du tournoi.</translation>
    </message>
    <message>
        <source>&amp;Federation requirements:</source>
        <translation>&amp;Exigences sur les fédérations :</translation>
    </message>
    <message>
        <source>round %1: %2 (%3)</source>
        <translation>ronde %1 : %2 (%3)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>arb::OrderedList</name>
    <message>
        <source>Move &amp;up</source>
        <translation>Vers le &amp;haut</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Vers le &amp;bas</translation>
    </message>
    <message>
        <source>Ctrl+Up in the list</source>
        <translation>Ctrl+Haut dans la liste</translation>
    </message>
    <message>
        <source>Ctrl+Down in the list</source>
        <translation>Ctrl+Bas dans la liste</translation>
    </message>
</context>
<context>
    <name>arb::PagedReport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>arb::PairingCheck</name>
    <message>
        <source>%1-bye</source>
        <translation>%1-exempt</translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation>système hollandais FIDE</translation>
    </message>
    <message>
        <source>a team tournament: its pairings are not paired again (Arbiter pairs individual Swiss events)</source>
        <translation>un tournoi par équipes : ses appariements ne sont pas refaits (Arbiter apparie les tournois individuels au système suisse)</translation>
    </message>
    <message>
        <source>the file names no pairing system (no 192 code, no "Dutch" in 092 "%1"): its pairings are not paired again; --system dutch checks them by the FIDE Dutch system</source>
        <translation>le fichier ne nomme aucun système d’appariement (pas de code 192, pas de « Dutch » dans 092 « %1 ») : ses appariements ne sont pas refaits ; --system dutch les vérifie selon le système hollandais FIDE</translation>
    </message>
    <message>
        <source>the engine cannot pair it: %1</source>
        <translation>le moteur ne peut pas l’apparier : %1</translation>
    </message>
    <message>
        <source>file %1; engine %2</source>
        <translation>fichier %1 ; moteur %2</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronde %1 : %2</translation>
    </message>
    <message>
        <source>players %1 and %2 meet %3 time(s); a round robin of %4 cycle(s) pairs them %4 time(s)</source>
        <translation>les joueurs %1 et %2 se rencontrent %3 fois ; un toutes rondes de %4 cycle(s) les apparie %4 fois</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>toutes rondes</translation>
    </message>
</context>
<context>
    <name>arb::PairingNumbers</name>
    <message>
        <source>rating, then title, then FIDE ID (C.04.2 2.2; the last key as the regulations state it)</source>
        <translation>Elo, puis titre, puis identifiant FIDE (C.04.2 2.2 ; le dernier critère tel que le règlement l’indique)</translation>
    </message>
    <message>
        <source>rating, then title, then by lot with seed %1 (C.04.2 2.2; the last key as the regulations state it)</source>
        <translation>Elo, puis titre, puis par tirage au sort avec la graine %1 (C.04.2 2.2 ; le dernier critère tel que le règlement l’indique)</translation>
    </message>
    <message>
        <source>rating, then title, then name (C.04.2 2.2)</source>
        <translation>Elo, puis titre, puis nom (C.04.2 2.2)</translation>
    </message>
    <message>
        <source>the players of a team event keep their numbers: the teams' order decides the pairing (C.04.6 1.1.2)</source>
        <translation>les joueurs d’un tournoi par équipes gardent leurs numéros : l’ordre des équipes décide de l’appariement (C.04.6 1.1.2)</translation>
    </message>
    <message>
        <source>a play-off is set up for the final standings; its players are named by their numbers</source>
        <translation>un départage est prévu pour le classement final ; ses joueurs sont désignés par leurs numéros</translation>
    </message>
    <message>
        <source>player %1 (%2, %3) should have number %4, which nobody has</source>
        <translation>le joueur %1 (%2, %3) devrait avoir le numéro %4, que personne n’a</translation>
    </message>
    <message>
        <source>player %1 (%2, %3) ranks above player %4 (%5, %6)</source>
        <translation>le joueur %1 (%2, %3) est classé avant le joueur %4 (%5, %6)</translation>
    </message>
    <message>
        <source>%1; the rating is the tournament rating by %2</source>
        <translation>%1 ; le classement est celui du tournoi selon %2</translation>
    </message>
</context>
<context>
    <name>arb::PairingPreviewDialog</name>
    <message>
        <source>E&amp;xchange players</source>
        <translation>É&amp;changer les joueurs</translation>
    </message>
    <message>
        <source>Pairing of round %1</source>
        <translation>Appariement de la ronde %1</translation>
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
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>Check the pairing before it is stored. Select a board to swap its colours, or two players to exchange them; every change is written to the audit log.</source>
        <translation>Vérifiez l’appariement avant de l’enregistrer. Sélectionnez une table pour inverser ses couleurs, ou deux joueurs pour les échanger ; chaque modification est inscrite au journal.</translation>
    </message>
    <message>
        <source>&amp;Store this pairing</source>
        <translation>&amp;Enregistrer cet appariement</translation>
    </message>
    <message>
        <source>bye (pairing-allocated)</source>
        <translation>exempt (par l’appariement)</translation>
    </message>
    <message>
        <source>already had a bye or a forfeit win (round %1)</source>
        <translation>a déjà été exempt ou gagné par forfait (ronde %1)</translation>
    </message>
    <message>
        <source>already met in round %1</source>
        <translation>déjà rencontrés à la ronde %1</translation>
    </message>
    <message>
        <source>%1: colour difference %2</source>
        <translation>%1 : écart de couleurs %2</translation>
    </message>
    <message>
        <source>%1: third %2 in a row</source>
        <translation>%1 : troisième fois %2 de suite</translation>
    </message>
    <message>
        <source>No manual changes.</source>
        <translation>Aucune modification manuelle.</translation>
    </message>
    <message>
        <source>Manual changes: %1</source>
        <translation>Modifications manuelles : %1</translation>
    </message>
    <message>
        <source>board %1: colours swapped (%2 White, %3 Black)</source>
        <translation>table %1 : couleurs inversées (%2 Blancs, %3 Noirs)</translation>
    </message>
    <message>
        <source>players %1 and %2 exchanged (boards %3 and %4)</source>
        <translation>joueurs %1 et %2 échangés (tables %3 et %4)</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>&amp;Inverser les couleurs</translation>
    </message>
    <message>
        <source>player %1 has fewer points (%2) and may take the bye</source>
        <translation>le joueur %1 a moins de points (%2) et peut recevoir l’exempt</translation>
    </message>
    <message>
        <source>a prohibited pair in this round</source>
        <translation>une paire interdite dans cette ronde</translation>
    </message>
    <message>
        <source>%1 expects Black and %2 White: both get the other colour</source>
        <translation>%1 attend les Noirs et %2 les Blancs : tous deux reçoivent l’autre couleur</translation>
    </message>
    <message>
        <source>bye (%1): %2</source>
        <translation>exempt (%1) : %2</translation>
    </message>
    <message>
        <source>board %1 (%2-%3): %4</source>
        <translation>table %1 (%2-%3) : %4</translation>
    </message>
</context>
<context>
    <name>arb::PairingRules</name>
    <message>
        <source>250: expected the virtual points, the first and last round and the first and last player, found "%1"</source>
        <translation>250 : attendu les points virtuels, la première et la dernière ronde et le premier et le dernier joueur, trouvé « %1 »</translation>
    </message>
    <message>
        <source>250: "%1" is not virtual points for a range of rounds and players</source>
        <translation>250 : « %1 » ne sont pas des points virtuels pour une plage de rondes et de joueurs</translation>
    </message>
    <message>
        <source>XXA: expected a start number in columns 5-8</source>
        <translation>XXA : numéro de départ attendu dans les colonnes 5-8</translation>
    </message>
    <message>
        <source>XXA: "%1" in columns %2-%3 is not a number of points</source>
        <translation>XXA : « %1 » dans les colonnes %2-%3 n’est pas un nombre de points</translation>
    </message>
    <message>
        <source>XXP: expected two or more start numbers, found "%1"</source>
        <translation>XXP : deux numéros de départ ou plus attendus, trouvé « %1 »</translation>
    </message>
    <message>
        <source>260: expected the first and last round and two or more start numbers, found "%1"</source>
        <translation>260 : attendu la première et la dernière ronde et deux numéros de départ ou plus, trouvé « %1 »</translation>
    </message>
    <message>
        <source> (rounds %1-%2)</source>
        <translation> (rondes %1-%2)</translation>
    </message>
    <message>
        <source>prohibited pairs, group %1 ("%2"): %3</source>
        <translation>appariements interdits, groupe %1 (« %2 ») : %3</translation>
    </message>
    <message>
        <source>the rounds must run from 1 up</source>
        <translation>les rondes doivent aller en croissant à partir de 1</translation>
    </message>
    <message>
        <source>"%1" is not a start number</source>
        <translation>« %1 » n’est pas un numéro de départ</translation>
    </message>
    <message>
        <source>a group needs two or more players</source>
        <translation>un groupe demande deux joueurs ou plus</translation>
    </message>
    <message>
        <source>192: the pairing system "%1" is not the FIDE Dutch system, the only Swiss system Arbiter pairs; no other system's pairing is given in its place</source>
        <translation>192 : le système d’appariement « %1 » n’est pas le système hollandais FIDE, le seul système suisse qu’Arbiter apparie ; aucun appariement d’un autre système n’est donné à sa place</translation>
    </message>
    <message>
        <source>299: abnormal points (a penalty, a bonus or non-standard forfeit points) are not applied by the pairing; the pairing would use other scores than the file's</source>
        <translation>299 : les points anormaux (une pénalité, un bonus ou des points de forfait non standard) ne sont pas appliqués par l’appariement ; il utiliserait d’autres scores que ceux du fichier</translation>
    </message>
    <message>
        <source>XXC rank: pairing by the order of the records in the file is not supported; the start numbers are the pairing numbers</source>
        <translation>XXC rank : l’appariement selon l’ordre des enregistrements du fichier n’est pas pris en charge ; les numéros de départ sont les numéros d’appariement</translation>
    </message>
    <message>
        <source>XXZ: absences for the next round are not read from this record; enter them as a zero-point bye (240 Z or "0000 - Z" in the round)</source>
        <translation>XXZ : les absences de la ronde suivante ne sont pas lues dans cet enregistrement ; saisissez-les comme exempt à zéro point (240 Z ou « 0000 - Z » dans la ronde)</translation>
    </message>
    <message>
        <source>%1: bbpPairings' scoring records are not read; write the scoring as a 162 record</source>
        <translation>%1 : les enregistrements de barème de bbpPairings ne sont pas lus ; écrivez le barème dans un enregistrement 162</translation>
    </message>
    <message>
        <source>XXS: points that depend on the colour (%1=%2, %3=%4) are not supported</source>
        <translation>XXS : des points qui dépendent de la couleur (%1=%2, %3=%4) ne sont pas pris en charge</translation>
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
    <name>arb::PlayerCategories</name>
    <message>
        <source>women and girls</source>
        <translation>femmes et filles</translation>
    </message>
    <message>
        <source>under %1 on %2</source>
        <translation>moins de %1 au %2</translation>
    </message>
    <message>
        <source>born %1 or later</source>
        <translation>nés en %1 ou après</translation>
    </message>
    <message>
        <source>%1 or older on %2</source>
        <translation>%1 ou plus au %2</translation>
    </message>
    <message>
        <source>born %1 or earlier</source>
        <translation>nés en %1 ou avant</translation>
    </message>
    <message>
        <source>rating from %1 to below %2</source>
        <translation>Elo de %1 à moins de %2</translation>
    </message>
    <message>
        <source>rating %1 or more</source>
        <translation>Elo %1 ou plus</translation>
    </message>
    <message>
        <source>rating below %1 (unrated included)</source>
        <translation>Elo inférieur à %1 (non classés inclus)</translation>
    </message>
    <message>
        <source>club %1</source>
        <translation>club %1</translation>
    </message>
    <message>
        <source>federation %1</source>
        <translation>fédération %1</translation>
    </message>
    <message>
        <source>a category has no name</source>
        <translation>une catégorie n’a pas de nom</translation>
    </message>
    <message>
        <source>category "%1": the name is used twice</source>
        <translation>catégorie « %1 » : le nom est utilisé deux fois</translation>
    </message>
    <message>
        <source>category "%1": the age %2 is not from 1 to 120</source>
        <translation>catégorie « %1 » : l’âge %2 n’est pas compris entre 1 et 120</translation>
    </message>
    <message>
        <source>category "%1": give a rating band (a lowest rating, a rating to stay below, or both, from 1 to 4000)</source>
        <translation>catégorie « %1 » : indiquez une tranche Elo (un Elo minimal, un Elo à ne pas atteindre, ou les deux, de 1 à 4000)</translation>
    </message>
    <message>
        <source>category "%1": name the club or federation</source>
        <translation>catégorie « %1 » : indiquez le club ou la fédération</translation>
    </message>
</context>
<context>
    <name>arb::PlayerFields</name>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>fédération</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>Id. FIDE</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>date de naissance</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>sexe</translation>
    </message>
    <message>
        <source>%1 "%2" is stored as %3</source>
        <translation>%1 « %2 » est enregistré comme %3</translation>
    </message>
    <message>
        <source>title "%1" is not a FIDE title: use GM, IM, FM, CM, WGM, WIM, WFM or WCM, or leave it empty</source>
        <translation>le titre « %1 » n’est pas un titre FIDE : utilisez GM, IM, FM, CM, WGM, WIM, WFM ou WCM, ou laissez vide</translation>
    </message>
    <message>
        <source>federation "%1" is a country name: type the FIDE code %2</source>
        <translation>la fédération « %1 » est un nom de pays : tapez le code FIDE %2</translation>
    </message>
    <message>
        <source>federation "%1" is not a FIDE federation code: three letters, e.g. GER, TUR</source>
        <translation>la fédération « %1 » n’est pas un code de fédération FIDE : trois lettres, p. ex. GER, TUR</translation>
    </message>
    <message>
        <source>FIDE id "%1" is not a FIDE id: digits only, at most 11</source>
        <translation>l’identifiant FIDE « %1 » n’est pas valide : chiffres uniquement, 11 au plus</translation>
    </message>
    <message>
        <source>birth date "%1" is not a date: type YYYY-MM-DD, DD.MM.YYYY or the year alone</source>
        <translation>la date de naissance « %1 » n’est pas une date : tapez AAAA-MM-JJ, JJ.MM.AAAA ou l’année seule</translation>
    </message>
    <message>
        <source>birth date "%1" is not a possible birth date (from 1900 to today)</source>
        <translation>la date de naissance « %1 » n’est pas possible (de 1900 à aujourd’hui)</translation>
    </message>
    <message>
        <source>sex "%1" is not m or w</source>
        <translation>le sexe « %1 » n’est pas m ou w</translation>
    </message>
    <message>
        <source>unknown player field</source>
        <translation>champ de joueur inconnu</translation>
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
        <translation>apparié, pas encore de résultat : non jouée (art. 16)</translation>
    </message>
    <message>
        <source>not paired: zero-point bye (Art. 16.1.1)</source>
        <translation>non apparié : exempt sans point (art. 16.1.1)</translation>
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
        <translation>gain par forfait : non jouée, adversaire fictif (art. 16.2.2)</translation>
    </message>
    <message>
        <source>forfeit loss: voluntarily unplayed (Art. 16.2.4)</source>
        <translation>perte par forfait : volontairement non jouée (art. 16.2.4)</translation>
    </message>
    <message>
        <source>pairing-allocated bye: dummy opponent (Art. 16.2.1)</source>
        <translation>exempt d’appariement : adversaire fictif (art. 16.2.1)</translation>
    </message>
    <message>
        <source>full-point bye (Art. 16.2.1)</source>
        <translation>exempt d’un point (art. 16.2.1)</translation>
    </message>
    <message>
        <source>half-point bye: requested (Art. 16.1.1)</source>
        <translation>exempt d’un demi-point : demandé (art. 16.1.1)</translation>
    </message>
    <message>
        <source>zero-point bye: requested (Art. 16.1.1)</source>
        <translation>exempt sans point : demandé (art. 16.1.1)</translation>
    </message>
    <message>
        <source>absent (Art. 16.1.1)</source>
        <translation>absent (art. 16.1.1)</translation>
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
    <message>
        <source>Rating change</source>
        <translation>Variation Elo</translation>
    </message>
    <message>
        <source>Rating change (K %1: %2)</source>
        <translation>Variation Elo (K %1 : %2)</translation>
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
    <message>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Né(e)</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>the FIDE development coefficient K of the rating calculation</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Joueur %1 : %2</translation>
    </message>
    <message>
        <source>K factor</source>
        <translation>Coefficient K</translation>
    </message>
    <message>
        <source>⚠ The points in the imported file do not add up: %1</source>
        <translation>⚠ Les points du fichier importé ne concordent pas : %1</translation>
    </message>
    <message>
        <source>no federation set</source>
        <translation>aucune fédération indiquée</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <extracomment>the player's rating in his national federation's list</extracomment>
        <translation>Class. nat.</translation>
    </message>
    <message>
        <source>national rating</source>
        <translation>classement national</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>saisi</translation>
    </message>
    <message>
        <source>FIDE rating: %1 (source: %2)
National rating (%3): %4
Tournament rating: %5, by %6</source>
        <translation>Elo FIDE : %1 (source : %2)
Classement national (%3) : %4
Classement du tournoi : %5, selon %6</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>No half-point byes (the event's regulations)</source>
        <translation>Pas d’exempt à un demi-point (règlement du tournoi)</translation>
    </message>
    <message>
        <source>From round %1: %2</source>
        <translation>À partir de la ronde %1 : %2</translation>
    </message>
    <message>
        <source>From round %1: %2 (%3)</source>
        <translation>À partir de la ronde %1 : %2 (%3)</translation>
    </message>
</context>
<context>
    <name>arb::Playoff</name>
    <message>
        <source>places %1-%2 decided by play-off</source>
        <translation>places %1-%2 attribuées par départage joué</translation>
    </message>
    <message>
        <source>lots (%1): %2: %3</source>
        <translation>tirage (%1) : %2 : %3</translation>
    </message>
    <message>
        <source>%1: White in the first game</source>
        <translation>%1 : Blancs dans la première partie</translation>
    </message>
    <message>
        <source>%1, C.1 game %2</source>
        <translation>%1, C.1 partie %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>%1: tied %2-%3, sudden death (C.2)</source>
        <translation>%1 : égalité %2-%3, mort subite (C.2)</translation>
    </message>
    <message>
        <source>%1: White in the first sudden-death game</source>
        <translation>%1 : Blancs dans la première partie de mort subite</translation>
    </message>
    <message>
        <source>%1, C.2 sudden death %2</source>
        <translation>%1, C.2 mort subite %2</translation>
    </message>
    <message>
        <source>%1: White in the Armageddon game</source>
        <translation>%1 : Blancs dans la partie Armageddon</translation>
    </message>
    <message>
        <source>%1, Armageddon (a draw counts as a win for Black)</source>
        <translation>%1, Armageddon (la nulle compte comme une victoire des Noirs)</translation>
    </message>
    <message>
        <source>%1, round %2, board %3</source>
        <translation>%1, ronde %2, table %3</translation>
    </message>
    <message>
        <source>knockout seeds</source>
        <translation>têtes de série de l’élimination directe</translation>
    </message>
    <message>
        <source>knockout round %1: %2 match(es), %3 bye(s)</source>
        <translation>tour à élimination directe %1 : %2 match(s), %3 exempt(s)</translation>
    </message>
    <message>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <source>round %1, match %2</source>
        <translation>ronde %1, match %2</translation>
    </message>
    <message>
        <source>round robin (series %1)</source>
        <translation>toutes rondes (série %1)</translation>
    </message>
    <message>
        <source>series %1: a round robin of %2 players</source>
        <translation>série %1 : un toutes rondes de %2 joueurs</translation>
    </message>
    <message>
        <source>%1: pairing numbers</source>
        <translation>%1 : numéros d’appariement</translation>
    </message>
    <message>
        <source>%1, cycle %2</source>
        <translation>%1, cycle %2</translation>
    </message>
    <message>
        <source>%1, tie for place %2</source>
        <translation>%1, égalité pour la place %2</translation>
    </message>
    <message>
        <source>result %1 for game "%2": there is no such game in the plan</source>
        <translation>résultat %1 pour la partie « %2 » : le plan n’a pas cette partie</translation>
    </message>
    <message>
        <source>result %1 (%2): the play-off is already decided after %3 game(s)</source>
        <translation>résultat %1 (%2) : le départage est déjà décidé après %3 partie(s)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>objet JSON attendu</translation>
    </message>
    <message>
        <source>record "%1": %2</source>
        <translation>enregistrement « %1 » : %2</translation>
    </message>
    <message>
        <source>record "%1": expected PLACE GAME RESULT</source>
        <translation>enregistrement « %1 » : PLACE PARTIE RÉSULTAT attendu</translation>
    </message>
    <message>
        <source>series %1: two players, a match (C.1)</source>
        <translation>série %1 : deux joueurs, un match (C.1)</translation>
    </message>
    <message>
        <source>C match</source>
        <translation>match C</translation>
    </message>
    <message>
        <source>%1.2 round robin %2 (colours reversed)</source>
        <translation>%1.2 toutes rondes %2 (couleurs inversées)</translation>
    </message>
    <message>
        <source>%1.1 round robin %2</source>
        <translation>%1.1 toutes rondes %2</translation>
    </message>
    <message>
        <source>series %1: %2 players, %3</source>
        <translation>série %1 : %2 joueurs, %3</translation>
    </message>
    <message>
        <source>%1: all %2 players tied (%3.%4)</source>
        <translation>%1 : les %2 joueurs à égalité (%3.%4)</translation>
    </message>
    <message>
        <source>%1: %2 players tied for first (%3): %4</source>
        <translation>%1 : %2 joueurs à égalité pour la première place (%3) : %4</translation>
    </message>
    <message>
        <source>E.2.4 semi-final seeds from %1</source>
        <translation>E.2.4 têtes de série des demi-finales d’après %1</translation>
    </message>
    <message>
        <source>E.2 semi-final seeds: %1</source>
        <translation>E.2 têtes de série des demi-finales : %1</translation>
    </message>
    <message>
        <source>series %1: four players, semi-finals and a final (E)</source>
        <translation>série %1 : quatre joueurs, demi-finales et finale (E)</translation>
    </message>
    <message>
        <source>E.1 semi-final 1-4</source>
        <translation>E.1 demi-finale 1-4</translation>
    </message>
    <message>
        <source>E.1 semi-final 2-3</source>
        <translation>E.1 demi-finale 2-3</translation>
    </message>
    <message>
        <source>E.3 final</source>
        <translation>E.3 finale</translation>
    </message>
    <message>
        <source>The play-off was decided on earlier standings: results corrected since then changed who is tied. It stays recorded below but decides no place; start the play-off again for the tie as it is now.</source>
        <translation>Le départage a été joué sur un classement antérieur : des résultats corrigés depuis ont changé qui est à égalité. Il reste enregistré ci-dessous mais n’attribue aucune place ; relancez le départage pour l’égalité actuelle.</translation>
    </message>
    <message>
        <source>Play-off for place %1: %2</source>
        <translation>Départage joué pour la place %1 : %2</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffConfig</name>
    <message>
        <source>unknown play-off setting "%1"</source>
        <translation>paramètre de départage joué inconnu « %1 »</translation>
    </message>
    <message>
        <source>play-off setting "lotsSeed" must be a whole number (as a string for more than 2^53)</source>
        <translation>le paramètre de départage « lotsSeed » doit être un nombre entier (sous forme de chaîne au-delà de 2^53)</translation>
    </message>
    <message>
        <source>play-off setting "%1": "%2" is not one of %3</source>
        <translation>paramètre de départage « %1 » : « %2 » ne fait pas partie de %3</translation>
    </message>
    <message>
        <source>play-off setting "%1" must be a whole number from %2 to %3</source>
        <translation>le paramètre de départage « %1 » doit être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>play-off setting "%1": %2</source>
        <translation>paramètre de départage « %1 » : %2</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffDialog</name>
    <message>
        <source>Start a play-off</source>
        <translation>Lancer un départage joué</translation>
    </message>
    <message>
        <source>Tata Steel Masters</source>
        <translation>Tata Steel Masters</translation>
    </message>
    <message>
        <source>Knockout with Armageddon</source>
        <translation>Élimination directe avec Armageddon</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>First place only</source>
        <translation>Première place seulement</translation>
    </message>
    <message>
        <source>Every tied place</source>
        <translation>Chaque place à égalité</translation>
    </message>
    <message>
        <source>all tie-breaks</source>
        <translation>tous les départages</translation>
    </message>
    <message>
        <source>Players qualify when equal on points and on this many tie-breaks of the list (0: points only)</source>
        <translation>Les joueurs se qualifient à égalité de points et sur ce nombre de départages de la liste (0 : points seulement)</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Tirage au sort</translation>
    </message>
    <message>
        <source>Main standings</source>
        <translation>Classement principal</translation>
    </message>
    <message>
        <source>Higher placed player has White</source>
        <translation>Le joueur le mieux classé a les Blancs</translation>
    </message>
    <message>
        <source>minutes+seconds, e.g. 3+2, or White/Black: 2.5+2/3+2</source>
        <translation>minutes+secondes, p. ex. 3+2, ou Blancs/Noirs : 2.5+2/3+2</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>e.g. 2026-01-30 17:00</source>
        <translation>p. ex. 2026-01-30 17:00</translation>
    </message>
    <message>
        <source>Every drawing of lots of the play-off is made from this number; it is recorded, so the same number and results always give the same plan</source>
        <translation>Chaque tirage au sort du départage est fait à partir de ce nombre ; il est enregistré, donc le même nombre et les mêmes résultats donnent toujours le même plan</translation>
    </message>
    <message>
        <source>&amp;Places played off (3.1.1):</source>
        <translation>&amp;Places départagées (3.1.1) :</translation>
    </message>
    <message>
        <source>&amp;Qualifying tie-breaks (3.1.2):</source>
        <translation>Départages &amp;qualificatifs (3.1.2) :</translation>
    </message>
    <message>
        <source>Pairing &amp;numbers (3.1.4):</source>
        <translation>&amp;Numéros d’appariement (3.1.4) :</translation>
    </message>
    <message>
        <source>&amp;Colours (3.1.5):</source>
        <translation>&amp;Couleurs (3.1.5) :</translation>
    </message>
    <message>
        <source>&amp;Game time (3.1.6):</source>
        <translation>Ca&amp;dence des parties (3.1.6) :</translation>
    </message>
    <message>
        <source>&amp;Armageddon time:</source>
        <translation>Cadence de l’&amp;Armageddon :</translation>
    </message>
    <message>
        <source>&amp;Match games:</source>
        <translation>Parties du ma&amp;tch :</translation>
    </message>
    <message>
        <source>Round-robin c&amp;ycles:</source>
        <translation>C&amp;ycles du toutes rondes :</translation>
    </message>
    <message>
        <source>&amp;Rest after the main event (3.1.7):</source>
        <translation>&amp;Repos après le tournoi principal (3.1.7) :</translation>
    </message>
    <message>
        <source>&amp;Break between games:</source>
        <translation>Pause &amp;entre les parties :</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>Dé&amp;but :</translation>
    </message>
    <message>
        <source>&amp;Lots seed:</source>
        <translation>Graine du &amp;tirage :</translation>
    </message>
    <message>
        <source>&amp;Start play-off</source>
        <translation>&amp;Lancer le départage</translation>
    </message>
    <message>
        <source>Game time</source>
        <translation>Cadence des parties</translation>
    </message>
    <message>
        <source>Sudden-death time</source>
        <translation>Cadence de la mort subite</translation>
    </message>
    <message>
        <source>Armageddon time</source>
        <translation>Cadence de l’Armageddon</translation>
    </message>
    <message>
        <source>%1 "%2": %3</source>
        <translation>%1 « %2 » : %3</translation>
    </message>
    <message>
        <source>Lots seed "%1": a whole number is needed</source>
        <translation>Graine du tirage « %1 » : un nombre entier est nécessaire</translation>
    </message>
    <message>
        <source>Place %1: %2</source>
        <translation>Place %1 : %2</translation>
    </message>
    <message>
        <source>No players are tied under these settings.</source>
        <translation>Aucun joueur n’est à égalité avec ces paramètres.</translation>
    </message>
    <message>
        <source>Tied players:</source>
        <translation>Joueurs à égalité :</translation>
    </message>
    <message>
        <source>N&amp;ew seed</source>
        <translation>Nouvelle &amp;graine</translation>
    </message>
    <message>
        <source>Temp&amp;late (3.1.3):</source>
        <translation>&amp;Modèle (3.1.3) :</translation>
    </message>
    <message>
        <source>Su&amp;dden-death time:</source>
        <translation>Cadence de la mort &amp;subite :</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffGamesModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Créneau</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
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
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffReport</name>
    <message>
        <source>White %1, Black %2</source>
        <translation>Blancs %1, Noirs %2</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>No play-off was started.</source>
        <translation>Aucun départage joué n’a été lancé.</translation>
    </message>
    <message>
        <source>Tata Steel Masters tiebreak regulations</source>
        <translation>Règlement de départage du Tata Steel Masters</translation>
    </message>
    <message>
        <source>knockout matches with Armageddon</source>
        <translation>matchs à élimination directe avec Armageddon</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>toutes rondes</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Parties : %1</translation>
    </message>
    <message>
        <source>Sudden death: %1</source>
        <translation>Mort subite : %1</translation>
    </message>
    <message>
        <source>Armageddon (a draw counts as a win for Black): %1</source>
        <translation>Armageddon (la nulle compte comme une victoire des Noirs) : %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Début : %1</translation>
    </message>
    <message>
        <source>rest after the main event: %1 min</source>
        <translation>repos après le tournoi principal : %1 min</translation>
    </message>
    <message>
        <source>break between games: %1 min</source>
        <translation>pause entre les parties : %1 min</translation>
    </message>
    <message>
        <source>No players are tied for a place played off.</source>
        <translation>Aucun joueur n’est à égalité pour une place départagée.</translation>
    </message>
    <message>
        <source>Play-off for place %1</source>
        <translation>Départage joué pour la place %1</translation>
    </message>
    <message>
        <source>Time controls:</source>
        <translation>Cadences :</translation>
    </message>
    <message>
        <source>Schedule:</source>
        <translation>Horaire :</translation>
    </message>
    <message>
        <source>Lots seed:</source>
        <translation>Graine du tirage :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Main rank</source>
        <translation>Rang principal</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Parties avec les Noirs</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Tirage au sort</translation>
    </message>
    <message>
        <source>Semi-final seeding (E.2):</source>
        <translation>Têtes de série des demi-finales (E.2) :</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>Tableau à élimination directe</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>to be played</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Round robin %1</source>
        <translation>Toutes rondes %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>w</source>
        <translation>b</translation>
    </message>
    <message>
        <source>b</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Games in order of play</source>
        <translation>Parties dans l’ordre de jeu</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Créneau</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
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
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>Blancs %1</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>Noirs %1</translation>
    </message>
    <message>
        <source>The play-off goes on: the next games follow from these results.</source>
        <translation>Le départage continue : les parties suivantes découlent de ces résultats.</translation>
    </message>
    <message>
        <source>Final order of the play-off</source>
        <translation>Ordre final du départage</translation>
    </message>
    <message>
        <source>The other players of the play-off share second place; prize money is shared equally (A.2).</source>
        <translation>Les autres joueurs du départage partagent la deuxième place ; les prix sont partagés à parts égales (A.2).</translation>
    </message>
    <message>
        <source>Final standings with the play-off result</source>
        <translation>Classement final avec le résultat du départage</translation>
    </message>
    <message>
        <source>Standings (the play-off is not finished)</source>
        <translation>Classement (le départage n’est pas terminé)</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffWidget</name>
    <message>
        <source>P&amp;DF...</source>
        <translation>&amp;En PDF...</translation>
    </message>
    <message>
        <source>Result of the selected game: 1 White wins, = or 5 draw, 0 Black wins, Delete clears</source>
        <translation>Résultat de la partie sélectionnée : 1 victoire des Blancs, = ou 5 nulle, 0 victoire des Noirs, Suppr efface</translation>
    </message>
    <message>
        <source>Tie:</source>
        <translation>Égalité :</translation>
    </message>
    <message>
        <source>Remove play-off</source>
        <translation>Supprimer le départage</translation>
    </message>
    <message>
        <source>Remove the play-off and its results? (Undo brings them back.)</source>
        <translation>Supprimer le départage et ses résultats ? (Annuler les rétablit.)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n player(s))</source>
        <translation><numerusform>Place %1 (%n joueur)</numerusform><numerusform>Place %1 (%n joueurs)</numerusform></translation>
    </message>
    <message>
        <source>No play-off started. Start one from here or from the Standings tab when players are tied.</source>
        <translation>Aucun départage lancé. Lancez-en un d’ici ou depuis l’onglet Classement quand des joueurs sont à égalité.</translation>
    </message>
    <message>
        <source>Play-off (%1), lots seed %2.</source>
        <translation>Départage (%1), graine du tirage %2.</translation>
    </message>
    <message>
        <source>Nobody is tied for a place played off.</source>
        <translation>Personne n’est à égalité pour une place départagée.</translation>
    </message>
    <message>
        <source>Place %1: %2.</source>
        <translation>Place %1 : %2.</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Terminé : %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to play next.</source>
        <translation><numerusform>%n partie à jouer ensuite.</numerusform><numerusform>%n parties à jouer ensuite.</numerusform></translation>
    </message>
    <message>
        <source>Seed %1: %2 %3</source>
        <translation>Tête de série %1 : %2 %3</translation>
    </message>
    <message>
        <source>Restart play-off</source>
        <translation>Relancer le départage</translation>
    </message>
    <message numerus="yes">
        <source>Starting the play-off again discards the %n result(s) entered so far (Undo brings them back). Go on?</source>
        <translation><numerusform>Relancer le départage abandonne le %n résultat saisi jusqu’ici (Annuler le rétablit). Continuer ?</numerusform><numerusform>Relancer le départage abandonne les %n résultats saisis jusqu’ici (Annuler les rétablit). Continuer ?</numerusform></translation>
    </message>
    <message>
        <source>Play-off as PDF</source>
        <translation>Départage en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Start p&amp;lay-off...</source>
        <translation>&amp;Lancer le départage joué...</translation>
    </message>
    <message>
        <source>Re&amp;move play-off</source>
        <translation>S&amp;upprimer le départage</translation>
    </message>
    <message>
        <source>Pr&amp;int preview...</source>
        <translation>Aperçu a&amp;vant impression...</translation>
    </message>
    <message>
        <source>Restart pla&amp;y-off...</source>
        <translation>Re&amp;lancer le départage...</translation>
    </message>
    <message>
        <source>&amp;Remove play-off</source>
        <translation>&amp;Supprimer le départage</translation>
    </message>
    <message>
        <source>&amp;Restart play-off</source>
        <translation>&amp;Relancer le départage</translation>
    </message>
</context>
<context>
    <name>arb::Preset</name>
    <message>
        <source>preset "%1", tie-break %2: %3</source>
        <translation>modèle « %1 », départage %2 : %3</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>"%1" is not one of %2</source>
        <translation>« %1 » ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>expected a positive whole number</source>
        <translation>nombre entier positif attendu</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>expected a number of points such as 1 or 0.5</source>
        <translation>nombre de points attendu, comme 1 ou 0.5</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>"%1" is not a tie-break spec</source>
        <translation>« %1 » n’est pas une spécification de départage</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1: malformed JSON: %2</source>
        <translation>%1 : JSON mal formé : %2</translation>
    </message>
    <message>
        <source>a preset file is a JSON object</source>
        <translation>un fichier de modèle est un objet JSON</translation>
    </message>
    <message>
        <source>format: "%1" is not an Arbiter preset (expected "%2")</source>
        <translation>format : « %1 » n’est pas un modèle Arbiter (« %2 » attendu)</translation>
    </message>
    <message>
        <source>formatVersion: this preset was written by a newer version of Arbiter (preset format %1; this version reads format %2 and older). Update Arbiter to use it.</source>
        <translation>formatVersion : ce modèle a été écrit par une version plus récente d’Arbiter (format %1 ; cette version lit le format %2 et antérieurs). Mettez Arbiter à jour pour l’utiliser.</translation>
    </message>
    <message>
        <source>"%1": the edition of C.07 is "2024" or "2026"</source>
        <translation>« %1 » : l’édition du C.07 est « 2024 » ou « 2026 »</translation>
    </message>
    <message>
        <source>"%1": use lower-case letters, digits and '-' only</source>
        <translation>« %1 » : utilisez uniquement des minuscules, des chiffres et '-'</translation>
    </message>
    <message>
        <source>match points apply to team competitions only</source>
        <translation>les points de match ne s’appliquent qu’aux compétitions par équipes</translation>
    </message>
    <message>
        <source>expected a list of tie-breaks</source>
        <translation>liste de départages attendue</translation>
    </message>
    <message>
        <source>expected an object with "spec" and "rule"</source>
        <translation>objet avec « spec » et « rule » attendu</translation>
    </message>
</context>
<context>
    <name>arb::PresetLibrary</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1 : illisible : %2</translation>
    </message>
    <message>
        <source>"%1" is not a preset id: an id is a name of lower-case letters, digits and '-', never a path</source>
        <translation>« %1 » n’est pas un identifiant de modèle : un identifiant est un nom fait de minuscules, de chiffres et de '-', jamais un chemin</translation>
    </message>
    <message>
        <source>preset "%1" is not valid: %2</source>
        <translation>le modèle « %1 » n’est pas valide : %2</translation>
    </message>
    <message>
        <source>"%1" is the id of a preset shipped with Arbiter; save it under another id</source>
        <translation>« %1 » est l’identifiant d’un modèle livré avec Arbiter ; enregistrez-le sous un autre identifiant</translation>
    </message>
    <message>
        <source>cannot create the preset directory %1</source>
        <translation>impossible de créer le dossier de modèles %1</translation>
    </message>
    <message>
        <source>no user preset "%1"</source>
        <translation>aucun modèle utilisateur « %1 »</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>impossible de supprimer %1</translation>
    </message>
    <message>
        <source>no preset "%1"</source>
        <translation>aucun modèle « %1 »</translation>
    </message>
</context>
<context>
    <name>arb::PresetNames</name>
    <message>
        <source>FIDE individual round robin</source>
        <translation>FIDE individuel, toutes rondes</translation>
    </message>
    <message>
        <source>FIDE individual round robin (2026 rules)</source>
        <translation>FIDE individuel, toutes rondes (règles 2026)</translation>
    </message>
    <message>
        <source>FIDE individual Swiss</source>
        <translation>FIDE individuel, système suisse</translation>
    </message>
    <message>
        <source>FIDE individual Swiss (2026 rules)</source>
        <translation>FIDE individuel, système suisse (règles 2026)</translation>
    </message>
    <message>
        <source>FIDE team round robin</source>
        <translation>FIDE par équipes, toutes rondes</translation>
    </message>
    <message>
        <source>FIDE team round robin (2026 rules)</source>
        <translation>FIDE par équipes, toutes rondes (règles 2026)</translation>
    </message>
    <message>
        <source>FIDE team Swiss</source>
        <translation>FIDE par équipes, système suisse</translation>
    </message>
    <message>
        <source>FIDE team Swiss (2026 rules)</source>
        <translation>FIDE par équipes, système suisse (règles 2026)</translation>
    </message>
    <message>
        <source>National B.6 round robin</source>
        <translation>National B.6, toutes rondes</translation>
    </message>
    <message>
        <source>National B.6 Swiss</source>
        <translation>National B.6, système suisse</translation>
    </message>
    <message>
        <source>National B.6 team round robin</source>
        <translation>National B.6, par équipes, toutes rondes</translation>
    </message>
    <message>
        <source>National B.6 team Swiss</source>
        <translation>National B.6, par équipes, système suisse</translation>
    </message>
    <message>
        <source>Tata Steel Masters</source>
        <translation>Tata Steel Masters</translation>
    </message>
    <message>
        <source>US Chess default</source>
        <translation>US Chess par défaut</translation>
    </message>
    <message>
        <source>FIDE Handbook C.07, Play-off and Tie-Break Regulations (2024)</source>
        <translation>Handbook FIDE C.07, règlement des départages joués et des départages (2024)</translation>
    </message>
    <message>
        <source>FIDE Handbook C.07, Play-off and Tie-Break Regulations (2026)</source>
        <translation>Handbook FIDE C.07, règlement des départages joués et des départages (2026)</translation>
    </message>
    <message>
        <source>National championship regulations B.6 (Scoring and tie-breaking system)</source>
        <translation>Règlement du championnat national B.6 (système de points et de départage)</translation>
    </message>
    <message>
        <source>Tiebreak regulations - Tata Steel Masters</source>
        <translation>Règlement de départage - Tata Steel Masters</translation>
    </message>
    <message>
        <source>US Chess Federation, Official Rules of Chess, 7th edition, Rule 34 (Breaking Ties)</source>
        <translation>US Chess Federation, Official Rules of Chess, 7e édition, règle 34 (Breaking Ties)</translation>
    </message>
</context>
<context>
    <name>arb::PrintDialog</name>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronde :</translation>
    </message>
    <message>
        <source>Print documents</source>
        <translation>Imprimer des documents</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>Aperçu a&amp;vant impression...</translation>
    </message>
    <message>
        <source>Save as &amp;PDF...</source>
        <translation>Enregistrer en &amp;PDF...</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Document :</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;laces per list:</source>
        <translation>Places par &amp;liste :</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
</context>
<context>
    <name>arb::PrintDocuments</name>
    <message>
        <source>Pairings by board (with scores)</source>
        <translation>Appariements par table (avec les points)</translation>
    </message>
    <message>
        <source>Pairings in alphabetical order</source>
        <translation>Appariements par ordre alphabétique</translation>
    </message>
    <message>
        <source>Result slips (one per board)</source>
        <translation>Fiches de résultat (une par table)</translation>
    </message>
    <message>
        <source>Start list by rating</source>
        <translation>Liste de départ par Elo</translation>
    </message>
    <message>
        <source>Start list in alphabetical order</source>
        <translation>Liste de départ par ordre alphabétique</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Cross table</source>
        <translation>Grille américaine</translation>
    </message>
    <message>
        <source>Byes and withdrawals</source>
        <translation>Exempts et retraits</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Classement des équipes</translation>
    </message>
    <message>
        <source>Team cross table</source>
        <translation>Grille des équipes</translation>
    </message>
    <message>
        <source>Pairings, round %1</source>
        <translation>Appariements, ronde %1</translation>
    </message>
    <message>
        <source>Result slips, round %1</source>
        <translation>Fiches de résultat, ronde %1</translation>
    </message>
    <message>
        <source>Prize list (overall and per category)</source>
        <translation>Liste des prix (général et par catégorie)</translation>
    </message>
    <message>
        <source>Final prize list after round %1</source>
        <translation>Liste des prix finale après la ronde %1</translation>
    </message>
    <message>
        <source>Prize list after round %1</source>
        <translation>Liste des prix après la ronde %1</translation>
    </message>
    <message>
        <source>Pairing rules (acceleration, prohibited pairs)</source>
        <translation>Règles d’appariement (accélération, appariements interdits)</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Règles d’appariement</translation>
    </message>
    <message>
        <source>Team pairings (matches of a round)</source>
        <translation>Appariements des équipes (matchs d’une ronde)</translation>
    </message>
    <message>
        <source>Match cards for the captains (one per match)</source>
        <translation>Feuilles de match pour les capitaines (une par match)</translation>
    </message>
    <message>
        <source>Team pairings, round %1</source>
        <translation>Appariements des équipes, ronde %1</translation>
    </message>
    <message>
        <source>Match cards, round %1</source>
        <translation>Feuilles de match, ronde %1</translation>
    </message>
    <message>
        <source>FIDE rating changes after round %1</source>
        <translation>Variations Elo FIDE après la ronde %1</translation>
    </message>
    <message>
        <source>FIDE rating changes</source>
        <translation>Variations Elo FIDE</translation>
    </message>
</context>
<context>
    <name>arb::PrizeFundDialog</name>
    <message>
        <source>&amp;One prize per player</source>
        <translation>&amp;Un prix par joueur</translation>
    </message>
    <message>
        <source>&amp;Withdrawn players may win prizes</source>
        <translation>Les joueurs retirés peuvent gagner des pri&amp;x</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>the larger amount</source>
        <translation>le montant le plus élevé</translation>
    </message>
    <message>
        <source>the prize listed first</source>
        <translation>le prix cité en premier</translation>
    </message>
    <message>
        <source>unit by unit in tie-break order</source>
        <translation>unité par unité dans l’ordre du départage</translation>
    </message>
    <message>
        <source>kept by the organiser</source>
        <translation>gardé par l’organisateur</translation>
    </message>
    <message>
        <source>shares rounded up, paid by the organiser</source>
        <translation>parts arrondies au-dessus, payées par l’organisateur</translation>
    </message>
    <message>
        <source>One prize per line: place and amount for the main list, a category first for its prizes:
1 1000
2 600
Women 1 150</source>
        <translation>Un prix par ligne : place et montant pour la liste principale, le nom d’une catégorie avant ses prix :
1 1000
2 600
Femmes 1 150</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Devise :</translation>
    </message>
    <message>
        <source>&amp;Ties:</source>
        <translation>É&amp;galités :</translation>
    </message>
    <message>
        <source>&amp;Paid in multiples of:</source>
        <translation>&amp;Versé en multiples de :</translation>
    </message>
    <message>
        <source>&amp;No share below:</source>
        <translation>Aucune part s&amp;ous :</translation>
    </message>
    <message>
        <source>P&amp;rizes:</source>
        <translation>&amp;Prix :</translation>
    </message>
    <message>
        <source>Prize &amp;list on the current standings:</source>
        <translation>&amp;Liste des prix sur le classement actuel :</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>Exporter &amp;CSV...</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Exporter la liste des prix</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Prizes, line %1: %2</source>
        <translation>Prix, ligne %1 : %2</translation>
    </message>
    <message>
        <source>give the place and the amount, e.g. "1 1000"</source>
        <translation>donnez la place et le montant, p. ex. « 1 1000 »</translation>
    </message>
    <message>
        <source>"%1" is not a place (1, 2, ...)</source>
        <translation>« %1 » n’est pas une place (1, 2, ...)</translation>
    </message>
    <message>
        <source>"%1" is not an amount</source>
        <translation>« %1 » n’est pas un montant</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois</translation>
    </message>
    <message>
        <source>Paid in multiples of: "%1" is not an amount above 0</source>
        <translation>Versé en multiples de : « %1 » n’est pas un montant supérieur à 0</translation>
    </message>
    <message>
        <source>No share below: "%1" is not an amount</source>
        <translation>Aucune part sous : « %1 » n’est pas un montant</translation>
    </message>
    <message>
        <source>%1: the event has no category "%2" (Players tab, Categories)</source>
        <translation>%1 : le tournoi n’a pas de catégorie « %2 » (onglet Joueurs, Catégories)</translation>
    </message>
    <message>
        <source>Export CSV: %1</source>
        <translation>Exporter CSV : %1</translation>
    </message>
    <message>
        <source>W&amp;hat rounding leaves:</source>
        <translation>&amp;Reste de l’arrondi :</translation>
    </message>
    <message>
        <source>Prize list written to %1</source>
        <translation>Liste des prix écrite dans %1</translation>
    </message>
</context>
<context>
    <name>arb::Prizes</name>
    <message numerus="yes">
        <source>%n players tied on %1 points, ranked by the tie-breaks</source>
        <translation><numerusform>%n joueur à égalité avec %1 points, classé au départage</numerusform><numerusform>%n joueurs à égalité avec %1 points, classés au départage</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Hort system: %n players on %1 points; each keeps half of his place's prize, the other half of the prizes is shared equally</source>
        <translation><numerusform>système Hort : %n joueur avec %1 points ; chacun garde la moitié du prix de sa place, l’autre moitié des prix est partagée également</numerusform><numerusform>système Hort : %n joueurs avec %1 points ; chacun garde la moitié du prix de sa place, l’autre moitié des prix est partagée également</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>shared equally by the %n players tied for first, whatever the play-off's outcome</source>
        <translation><numerusform>partagé également entre les %n joueur à égalité pour la première place, quelle que soit l’issue du départage joué</numerusform><numerusform>partagé également entre les %n joueurs à égalité pour la première place, quelle que soit l’issue du départage joué</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>shared equally by %n players on %1 points</source>
        <translation><numerusform>partagé également entre %n joueur avec %1 points</numerusform><numerusform>partagé également entre %n joueurs avec %1 points</numerusform></translation>
    </message>
    <message>
        <source>prize %1</source>
        <translation>prix %1</translation>
    </message>
    <message>
        <source>%1 prize %2</source>
        <translation>%1 prix %2</translation>
    </message>
    <message numerus="yes">
        <source>%n players on %1 points; no share may fall below %2, so the first in the tie-break order takes it all</source>
        <translation><numerusform>%n joueur avec %1 points ; aucune part ne peut tomber sous %2, le premier au départage prend donc tout</numerusform><numerusform>%n joueurs avec %1 points ; aucune part ne peut tomber sous %2, le premier au départage prend donc tout</numerusform></translation>
    </message>
    <message>
        <source>(left out so that no share falls below %1, lower in the tie-break order: %2)</source>
        <translation>(écartés pour qu’aucune part ne tombe sous %1, plus bas au départage : %2)</translation>
    </message>
    <message>
        <source>not awarded: fewer eligible players than prizes</source>
        <translation>non attribué : moins de joueurs éligibles que de prix</translation>
    </message>
    <message>
        <source>not awarded: no eligible player in the category</source>
        <translation>non attribué : aucun joueur éligible dans la catégorie</translation>
    </message>
    <message>
        <source>not awarded: no eligible player left in the category</source>
        <translation>non attribué : plus aucun joueur éligible dans la catégorie</translation>
    </message>
    <message>
        <source>(passed down; a larger or earlier prize is kept by %1)</source>
        <translation>(transmis ; %1 garde un prix plus élevé ou cité avant)</translation>
    </message>
    <message>
        <source>%1 takes a category prize larger than his share of the main prizes; the main prizes are shared without him</source>
        <translation>%1 prend un prix de catégorie plus élevé que sa part des prix principaux ; les prix principaux sont répartis sans lui</translation>
    </message>
    <message>
        <source>share of %1</source>
        <translation>part de %1</translation>
    </message>
    <message>
        <source>by tie-break order (prizes not shared)</source>
        <translation>selon le départage (prix non partagés)</translation>
    </message>
    <message>
        <source>equal division among tied players</source>
        <translation>partage égal entre joueurs à égalité</translation>
    </message>
    <message>
        <source>Hort system</source>
        <translation>système Hort</translation>
    </message>
    <message>
        <source>the players of the play-off for first share its prizes equally</source>
        <translation>les joueurs du départage joué pour la première place se partagent ses prix à parts égales</translation>
    </message>
    <message>
        <source>prize fund: not JSON at character %1: %2</source>
        <translation>fonds de prix : pas du JSON au caractère %1 : %2</translation>
    </message>
    <message>
        <source>prize fund: the JSON must be an object</source>
        <translation>fonds de prix : le JSON doit être un objet</translation>
    </message>
    <message>
        <source>prize fund, currency: "%1" is not a three-letter currency code</source>
        <translation>fonds de prix, currency : « %1 » n’est pas un code de devise de trois lettres</translation>
    </message>
    <message>
        <source>prize fund, minorUnits: must be 1, 10, 100 or 1000</source>
        <translation>fonds de prix, minorUnits : doit valoir 1, 10, 100 ou 1000</translation>
    </message>
    <message>
        <source>prize fund, %1: "%2" is not an amount of %3 (at most %4 decimals)</source>
        <translation>fonds de prix, %1 : « %2 » n’est pas un montant en %3 (au plus %4 décimales)</translation>
    </message>
    <message>
        <source>prize fund, sharing: "%1" is not one of %2</source>
        <translation>fonds de prix, sharing : « %1 » n’est pas parmi %2</translation>
    </message>
    <message>
        <source>prize fund, choice: "%1" is not one of %2</source>
        <translation>fonds de prix, choice : « %1 » n’est pas parmi %2</translation>
    </message>
    <message>
        <source>prize fund, remainder: "%1" is not one of %2</source>
        <translation>fonds de prix, remainder : « %1 » n’est pas parmi %2</translation>
    </message>
    <message>
        <source>prize fund, unit: must be more than 0</source>
        <translation>fonds de prix, unit : doit être supérieur à 0</translation>
    </message>
    <message>
        <source>prize fund, %1.place: must be 1 or more</source>
        <translation>fonds de prix, %1.place : doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>prize fund, %1: %2 is listed twice</source>
        <translation>fonds de prix, %1 : %2 figure deux fois</translation>
    </message>
    <message>
        <source>Ties: %1</source>
        <translation>Égalités : %1</translation>
    </message>
    <message>
        <source>one prize per player, the larger amount</source>
        <translation>un prix par joueur, le montant le plus élevé</translation>
    </message>
    <message>
        <source>one prize per player, the one listed first</source>
        <translation>un prix par joueur, celui cité en premier</translation>
    </message>
    <message>
        <source>a player may win several prizes</source>
        <translation>un joueur peut gagner plusieurs prix</translation>
    </message>
    <message>
        <source>shares paid in multiples of %1</source>
        <translation>parts versées en multiples de %1</translation>
    </message>
    <message>
        <source>no share below %1</source>
        <translation>aucune part inférieure à %1</translation>
    </message>
    <message>
        <source>what rounding leaves goes unit by unit in tie-break order</source>
        <translation>ce que l’arrondi laisse va unité par unité dans l’ordre du départage</translation>
    </message>
    <message>
        <source>what rounding leaves stays with the organiser</source>
        <translation>ce que l’arrondi laisse reste à l’organisateur</translation>
    </message>
    <message>
        <source>shares rounded up, the organiser pays the difference</source>
        <translation>parts arrondies au-dessus, l’organisateur paie la différence</translation>
    </message>
    <message>
        <source>Prize fund %1; paid %2</source>
        <translation>Fonds de prix %1 ; versé %2</translation>
    </message>
    <message>
        <source>Not awarded: %1</source>
        <translation>Non attribué : %1</translation>
    </message>
    <message>
        <source>Left by rounding, kept by the organiser: %1</source>
        <translation>Reste de l’arrondi, gardé par l’organisateur : %1</translation>
    </message>
    <message>
        <source>Rounded up, paid by the organiser on top of the fund: %1</source>
        <translation>Arrondi au-dessus, payé par l’organisateur en plus du fonds : %1</translation>
    </message>
    <message>
        <source>Ties: %1 (%2)</source>
        <translation>Égalités : %1 (%2)</translation>
    </message>
</context>
<context>
    <name>arb::Publish</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
</context>
<context>
    <name>arb::RatingListCheck</name>
    <message numerus="yes">
        <source>%n player(s) found in the list, %1 with another rating or K.</source>
        <translation><numerusform>%n joueur trouvé dans la liste, %1 avec un autre classement ou K.</numerusform><numerusform>%n joueurs trouvés dans la liste, %1 avec un autre classement ou K.</numerusform></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <source>%1 %2: %3 in the event, %4 in the list</source>
        <translation>%1 %2 : %3 dans le tournoi, %4 dans la liste</translation>
    </message>
    <message>
        <source>; K %1, list %2</source>
        <translation> ; K %1, liste %2</translation>
    </message>
    <message>
        <source> (no %1 rating: the standard one)</source>
        <translation> (pas de classement %1 : le standard)</translation>
    </message>
    <message>
        <source>%1 %2: FIDE id %3 is not in the list</source>
        <translation>%1 %2 : l’identifiant FIDE %3 n’est pas dans la liste</translation>
    </message>
    <message>
        <source>%1 %2: no FIDE id; rating %3 stays as entered</source>
        <translation>%1 %2 : pas d’identifiant FIDE ; le classement %3 reste tel que saisi</translation>
    </message>
    <message>
        <source>the list does not say its month (neither its rating column nor its file name): check that it is the list of %1</source>
        <translation>la liste ne dit pas son mois (ni sa colonne de classement ni son nom de fichier) : vérifiez que c’est la liste de %1</translation>
    </message>
    <message>
        <source>the list is of %1; for an event of more than 30 days the list of the current month, %2, is valid</source>
        <translation>la liste est de %1 ; pour un tournoi de plus de 30 jours, la liste du mois en cours, %2, est valable</translation>
    </message>
    <message>
        <source>the list is of %1; the list valid at the start date is %2</source>
        <translation>la liste est de %1 ; la liste valable à la date de début est %2</translation>
    </message>
    <message>
        <source>the list is of %1; the event has no start date, and the current list is %2</source>
        <translation>la liste est de %1 ; le tournoi n’a pas de date de début, et la liste actuelle est %2</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days and every round is paired: a new list changes no rating.</source>
        <translation>Le tournoi dure plus de 30 jours et toutes les rondes sont appariées : une nouvelle liste ne change plus aucun classement.</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.</source>
        <translation>Le tournoi dure plus de 30 jours : les classements de la liste comptent à partir de la ronde %1, la prochaine à apparier ; les rondes précédentes gardent les classements avec lesquels elles ont été jouées.</translation>
    </message>
</context>
<context>
    <name>arb::RatingListDialog</name>
    <message>
        <source>Add players from a FIDE rating list</source>
        <translation>Ajouter des joueurs depuis une liste Elo FIDE</translation>
    </message>
    <message>
        <source>players_list_foa.txt from ratings.fide.com</source>
        <translation>players_list_foa.txt de ratings.fide.com</translation>
    </message>
    <message>
        <source>Name (e.g. "carlsen magnus") or FIDE id</source>
        <translation>Nom (p. ex. « carlsen magnus ») ou identifiant FIDE</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>Id. FIDE</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Né(e)</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>&amp;Choose file...</source>
        <translation>&amp;Choisir le fichier...</translation>
    </message>
    <message>
        <source>&amp;Add selected players</source>
        <translation>&amp;Ajouter les joueurs choisis</translation>
    </message>
    <message>
        <source>Rating list:</source>
        <translation>Liste Elo :</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <source>Choose the rating list file FIDE publishes (players_list_foa.txt, unzipped).</source>
        <translation>Choisissez le fichier de la liste Elo publiée par la FIDE (players_list_foa.txt, décompressé).</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Liste Elo FIDE</translation>
    </message>
    <message>
        <source>Rating lists (*.txt);;All files (*)</source>
        <translation>Listes Elo (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the list. Type a name or a FIDE id.</source>
        <translation><numerusform>%n joueur dans la liste. Tapez un nom ou un identifiant FIDE.</numerusform><numerusform>%n joueurs dans la liste. Tapez un nom ou un identifiant FIDE.</numerusform></translation>
    </message>
    <message>
        <source>Choose a rating list first.</source>
        <translation>Choisissez d’abord une liste Elo.</translation>
    </message>
    <message>
        <source>Type a name or a FIDE id.</source>
        <translation>Tapez un nom ou un identifiant FIDE.</translation>
    </message>
    <message>
        <source>The first %1 players found (%2 ms); type more to narrow the search.</source>
        <translation>Les %1 premiers joueurs trouvés (%2 ms) ; tapez davantage pour affiner la recherche.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) found (%1 ms).</source>
        <translation><numerusform>%n joueur trouvé (%1 ms).</numerusform><numerusform>%n joueurs trouvés (%1 ms).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added to the event.</source>
        <translation><numerusform>%n joueur ajouté au tournoi.</numerusform><numerusform>%n joueurs ajoutés au tournoi.</numerusform></translation>
    </message>
    <message>
        <source>Already in the event: %1.</source>
        <translation>Déjà dans le tournoi : %1.</translation>
    </message>
    <message>
        <source>Type the path of the list and press Return, or choose the file</source>
        <translation>Tapez le chemin de la liste et appuyez sur Entrée, ou choisissez le fichier</translation>
    </message>
</context>
<context>
    <name>arb::RatingMethods</name>
    <message>
        <source>FIDE rating (FIDE)</source>
        <translation>Elo FIDE (FIDE)</translation>
    </message>
    <message>
        <source>National rating (NRO)</source>
        <translation>Classement national (NRO)</translation>
    </message>
    <message>
        <source>FIDE rating, else national (FIDON)</source>
        <translation>Elo FIDE, sinon national (FIDON)</translation>
    </message>
    <message>
        <source>National rating, else FIDE (NIDOF)</source>
        <translation>Classement national, sinon FIDE (NIDOF)</translation>
    </message>
    <message>
        <source>Higher of FIDE and national (HBFN)</source>
        <translation>Le plus haut de FIDE et national (HBFN)</translation>
    </message>
    <message>
        <source>Lower of FIDE and national (LBFN)</source>
        <translation>Le plus bas de FIDE et national (LBFN)</translation>
    </message>
    <message>
        <source>Other, as the regulations say (OTHER)</source>
        <translation>Autre, selon le règlement (OTHER)</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rapide</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
</context>
<context>
    <name>arb::RatingPeriods</name>
    <message>
        <source>The rating of each round (an opponent's when the game was played)</source>
        <translation>L’Elo de chaque ronde (celui de l’adversaire au moment de la partie)</translation>
    </message>
    <message>
        <source>The latest rating</source>
        <translation>Le dernier Elo</translation>
    </message>
    <message>
        <source>The first rating (the rating at the start)</source>
        <translation>Le premier Elo (celui du début du tournoi)</translation>
    </message>
    <message>
        <source>the rating of each round</source>
        <translation>l’Elo de chaque ronde</translation>
    </message>
    <message>
        <source>the latest rating</source>
        <translation>le dernier Elo</translation>
    </message>
    <message>
        <source>the first rating</source>
        <translation>le premier Elo</translation>
    </message>
</context>
<context>
    <name>arb::RatingReport</name>
    <message>
        <source>no game against a rated opponent</source>
        <translation>aucune partie contre un adversaire classé</translation>
    </message>
    <message>
        <source>a score of zero in a first event is disregarded</source>
        <translation>un score nul dans un premier tournoi n’est pas pris en compte</translation>
    </message>
    <message>
        <source>%1 of the %2 games against rated opponents a first rating needs (other events may add to them)</source>
        <translation>%1 des %2 parties contre des adversaires classés qu’il faut pour un premier classement (d’autres tournois peuvent s’y ajouter)</translation>
    </message>
    <message>
        <source>under the rating floor of %1: no rating is published</source>
        <translation>sous le plancher de %1 : aucun classement n’est publié</translation>
    </message>
    <message>
        <source>a first rating</source>
        <translation>un premier classement</translation>
    </message>
    <message>
        <source>K %1, games %2, score %3, expected %4, change %5</source>
        <translation>K %1, parties %2, points %3, attendu %4, variation %5</translation>
    </message>
    <message>
        <source>no rated game</source>
        <translation>aucune partie comptabilisée</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sans Elo</translation>
    </message>
    <message>
        <source>Ru %1 = Ra %2 + dp %3 (games %4, score %5): %6</source>
        <translation>Ru %1 = Ra %2 + dp %3 (parties %4, points %5) : %6</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations (1 March 2024): a rated player's change is K × (score − expected score) over the games against rated opponents (8.3); an unrated player's rating Ru = Ra + dp, with two draws against 1800 added, at most 2200 (8.2). Ratings change with the rating period's list, not the event.</source>
        <translation>Règlement Elo FIDE (1er mars 2024) : la variation d’un joueur classé est K × (points − points attendus) sur les parties contre des adversaires classés (8.3) ; le classement d’un non classé Ru = Ra + dp, avec deux nulles contre 1800 ajoutées, au plus 2200 (8.2). Le classement change avec la liste de la période, pas avec le tournoi.</translation>
    </message>
    <message>
        <source>a first rating, at most %1</source>
        <translation>un premier classement, au plus %1</translation>
    </message>
    <message>
        <source>Ru %1 (Ra %2 + dp %3 = %4) (games %5, score %6): %7</source>
        <translation>Ru %1 (Ra %2 + dp %3 = %4) (parties %5, points %6) : %7</translation>
    </message>
</context>
<context>
    <name>arb::RatingUpdateDialog</name>
    <message>
        <source>&amp;Update ratings</source>
        <translation>&amp;Mettre à jour les classements</translation>
    </message>
    <message>
        <source>Check ratings against a FIDE rating list</source>
        <translation>Vérifier les classements dans une liste Elo FIDE</translation>
    </message>
    <message>
        <source>players_list_foa.txt or standard_nov26frl.txt from ratings.fide.com</source>
        <translation>players_list_foa.txt ou standard_nov26frl.txt de ratings.fide.com</translation>
    </message>
    <message>
        <source>&amp;Choose file...</source>
        <translation>&amp;Choisir le fichier...</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating now</source>
        <translation>Classement actuel</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>K now / list</source>
        <translation>K actuel / liste</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>&amp;List file:</source>
        <translation>Fichier de &amp;liste :</translation>
    </message>
    <message>
        <source>Choose the rating list the event is rated on.</source>
        <translation>Choisissez la liste Elo sur laquelle le tournoi est comptabilisé.</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Liste Elo FIDE</translation>
    </message>
    <message>
        <source>Rating lists (*.txt);;All files (*)</source>
        <translation>Listes Elo (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Warning: %1.</source>
        <translation>Avertissement : %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) found in the list by FIDE id, %1 with another rating or K.</source>
        <translation><numerusform>%n joueur trouvé dans la liste par identifiant FIDE, %1 avec un autre classement ou K.</numerusform><numerusform>%n joueurs trouvés dans la liste par identifiant FIDE, %1 avec un autre classement ou K.</numerusform></translation>
    </message>
    <message>
        <source>Not in the list (their ratings stay): %1.</source>
        <translation>Absents de la liste (leurs classements restent) : %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated player(s) without a FIDE id keep the rating entered.</source>
        <translation><numerusform>%n joueur classé sans identifiant FIDE garde le classement saisi.</numerusform><numerusform>%n joueurs classés sans identifiant FIDE gardent le classement saisi.</numerusform></translation>
    </message>
    <message>
        <source>Rated on:</source>
        <translation>Comptabilisé sur :</translation>
    </message>
    <message>
        <source>the standard list (set in the Event tab)</source>
        <translation>la liste standard (réglée dans l’onglet Événement)</translation>
    </message>
    <message>
        <source>the %1 list, the standard rating where a player has none (set in the Event tab)</source>
        <translation>la liste %1, le classement standard là où un joueur n’en a pas (réglée dans l’onglet Événement)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) got the list's rating or K; every listed player's rating source is the list. Edit &gt; Undo takes it back.</source>
        <translation><numerusform>%n joueur a reçu le classement ou le K de la liste ; la source du classement de chaque joueur listé est la liste. Édition &gt; Annuler revient en arrière.</numerusform><numerusform>%n joueurs ont reçu le classement ou le K de la liste ; la source du classement de chaque joueur listé est la liste. Édition &gt; Annuler revient en arrière.</numerusform></translation>
    </message>
    <message>
        <source>The event lasts more than 30 days and every round is paired: a new list changes no rating.</source>
        <translation>Le tournoi dure plus de 30 jours et toutes les rondes sont appariées : une nouvelle liste ne change plus aucun classement.</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.</source>
        <translation>Le tournoi dure plus de 30 jours : les classements de la liste comptent à partir de la ronde %1, la prochaine à apparier ; les rondes précédentes gardent les classements avec lesquels elles ont été jouées.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) got the list's rating from round %1 on (or its K); the rounds before keep theirs. Edit &gt; Undo takes it back.</source>
        <translation><numerusform>%n joueur a reçu le classement de la liste à partir de la ronde %1 (ou son K) ; les rondes précédentes gardent celui d’avant. Édition &gt; Annuler revient en arrière.</numerusform><numerusform>%n joueurs ont reçu le classement de la liste à partir de la ronde %1 (ou son K) ; les rondes précédentes gardent celui d’avant. Édition &gt; Annuler revient en arrière.</numerusform></translation>
    </message>
</context>
<context>
    <name>arb::ReportBuilder</name>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
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
        <source>Standings after round %1</source>
        <translation>Classement après la ronde %1</translation>
    </message>
    <message>
        <source>Tie-break rules: FIDE Handbook C.07, %1 edition</source>
        <translation>Règles de départage : Handbook FIDE C.07, édition %1</translation>
    </message>
    <message>
        <source>Final cross table after round %1</source>
        <translation>Grille américaine finale après la ronde %1</translation>
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
    <name>arb::RoundRobinNumbersDialog</name>
    <message>
        <source>Round-robin numbers</source>
        <translation>Numéros du toutes rondes</translation>
    </message>
    <message>
        <source>Each player's number places him in FIDE's Berger tables (C.05 Annex 1): it decides whom he meets in which round and with which colour. Draw them by lot, or put the players in order (Ctrl+Up, Ctrl+Down), before the round robin is paired. Once a result is in, they stay as they are.</source>
        <translation>Le numéro de chaque joueur le place dans les tables de Berger de la FIDE (C.05 annexe 1) : il décide qui il rencontre à quelle ronde et avec quelle couleur. Tirez-les au sort, ou mettez les joueurs en ordre (Ctrl+Haut, Ctrl+Bas), avant l’appariement du toutes rondes. Dès qu’un résultat est saisi, ils restent tels quels.</translation>
    </message>
    <message>
        <source>Draw by &amp;lot</source>
        <translation>Tirer au &amp;sort</translation>
    </message>
    <message>
        <source>Set by the arbiter.</source>
        <translation>Fixés par l’arbitre.</translation>
    </message>
    <message>
        <source>The start numbers' order: neither drawn nor set yet.</source>
        <translation>L’ordre des numéros de départ : ni tirés au sort ni fixés.</translation>
    </message>
    <message>
        <source>Drawn by lot (seed %1).</source>
        <translation>Tirés au sort (graine %1).</translation>
    </message>
</context>
<context>
    <name>arb::RoundSchedule</name>
    <message>
        <source>round %1: "%2" is not a date (YYYY-MM-DD) and a time (HH:MM)</source>
        <translation>ronde %1 : « %2 » n’est pas une date (AAAA-MM-JJ) et une heure (HH:MM)</translation>
    </message>
    <message>
        <source>round %1: %2 is before the date of round %3</source>
        <translation>ronde %1 : %2 est avant la date de la ronde %3</translation>
    </message>
</context>
<context>
    <name>arb::RoundsWidget</name>
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
    <message>
        <source>Pair round %1 (&amp;Dutch)...</source>
        <translation>Apparier la ronde %1 (système &amp;hollandais)...</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet; pair it before round %2.</source>
        <translation>La ronde %1 n’est pas encore appariée ; appariez-la avant la ronde %2.</translation>
    </message>
    <message>
        <source>Round %1 is already paired. Pair it again?</source>
        <translation>La ronde %1 est déjà appariée. L’apparier à nouveau ?</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: %2</source>
        <translation>La ronde %1 ne peut pas être appariée : %2</translation>
    </message>
    <message>
        <source>Dutch system</source>
        <translation>Système hollandais</translation>
    </message>
    <message>
        <source>Remove the pairing of round %1? Requested byes stay.</source>
        <translation>Supprimer l’appariement de la ronde %1 ? Les exemptions demandées restent.</translation>
    </message>
    <message numerus="yes">
        <source>Pairing every round again from the Berger tables deletes the %n result(s) already entered. Undo takes the whole re-pairing back in one step.</source>
        <translation><numerusform>Apparier à nouveau toutes les rondes selon les tables de Berger efface le %n résultat déjà saisi. Annuler reprend tout le nouvel appariement en une seule étape.</numerusform><numerusform>Apparier à nouveau toutes les rondes selon les tables de Berger efface les %n résultats déjà saisis. Annuler reprend tout le nouvel appariement en une seule étape.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n result(s) and pair again</source>
        <translation><numerusform>Effacer %n résultat et apparier à nouveau</numerusform><numerusform>Effacer %n résultats et apparier à nouveau</numerusform></translation>
    </message>
    <message>
        <source>Initial colour drawn by lot (seed %1): %2 for the top-ranked player on board 1, then alternating (C.04.3 E.5); recorded in the event.</source>
        <translation>Couleur initiale tirée au sort (graine %1) : %2 pour le joueur le mieux classé à la table 1, puis en alternance (C.04.3 E.5) ; enregistrée dans le tournoi.</translation>
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
        <source>No initial colour is recorded and round 1 has no game: White is assumed (C.04.3 E.5).</source>
        <translation>Aucune couleur initiale n’est enregistrée et la ronde 1 n’a pas de partie : les Blancs sont supposés (C.04.3 E.5).</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1, as recorded in the event.</source>
        <translation>Couleur initiale (C.04.3 E.5) : %1, telle qu’enregistrée dans le tournoi.</translation>
    </message>
    <message>
        <source>&amp;Unpair round</source>
        <translation>Annu&amp;ler l’appariement de la ronde</translation>
    </message>
    <message>
        <source>Pa&amp;ir</source>
        <translation>Appar&amp;ier</translation>
    </message>
    <message>
        <source>Unpair se&amp;lected</source>
        <translation>Désappari&amp;er</translation>
    </message>
    <message>
        <source>FIDE Dutch system (C.04.3), boards: %1.</source>
        <translation>Système hollandais FIDE (C.04.3), tables : %1.</translation>
    </message>
    <message>
        <source>Not paired (a requested bye or absent): %1.</source>
        <translation>Non appariés (exemption demandée ou absence) : %1.</translation>
    </message>
    <message>
        <source>Round %1 is not paired: %2</source>
        <translation>La ronde %1 n’est pas appariée : %2</translation>
    </message>
    <message>
        <source>The pairing numbers are not in the order of the initial ranking (%1): %2.

Assign pairing numbers by it before round %3 is paired?</source>
        <translation>Les numéros d’appariement ne suivent pas le classement initial (%1) : %2.

Attribuer les numéros selon celui-ci avant d’apparier la ronde %3 ?</translation>
    </message>
    <message numerus="yes">
        <source>Pairing numbers assigned by the initial ranking first: %n player(s) renumbered.</source>
        <translation><numerusform>Numéros d’appariement d’abord attribués selon le classement initial : %n joueur renuméroté.</numerusform><numerusform>Numéros d’appariement d’abord attribués selon le classement initial : %n joueurs renumérotés.</numerusform></translation>
    </message>
    <message>
        <source>Warning: paired with pairing numbers out of the initial ranking's order (%1).</source>
        <translation>Attention : apparié avec des numéros d’appariement hors de l’ordre du classement initial (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Baku acceleration (C.04.7): %n player(s) of group A carry virtual points in this round; scoregroups and boards follow the pairing score.</source>
        <translation><numerusform>Accélération de Bakou (C.04.7) : %n joueur du groupe A porte des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.</numerusform><numerusform>Accélération de Bakou (C.04.7) : %n joueurs du groupe A portent des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Acceleration set by the arbiter: %n player(s) carry virtual points in this round; scoregroups and boards follow the pairing score.</source>
        <translation><numerusform>Accélération fixée par l’arbitre : %n joueur porte des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.</numerusform><numerusform>Accélération fixée par l’arbitre : %n joueurs portent des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Prohibited pairs in force in this round: %n group(s).</source>
        <translation><numerusform>Appariements interdits en vigueur dans cette ronde : %n groupe.</numerusform><numerusform>Appariements interdits en vigueur dans cette ronde : %n groupes.</numerusform></translation>
    </message>
    <message>
        <source>All %1 rounds are paired</source>
        <translation>Les %1 rondes sont toutes appariées</translation>
    </message>
    <message>
        <source>Warning: Baku acceleration needs the number of rounds (Event tab); without it no virtual points are given.</source>
        <translation>Attention : l’accélération de Bakou demande le nombre de rondes (onglet Tournoi) ; sans lui, aucun point virtuel n’est donné.</translation>
    </message>
    <message>
        <source>Board %1, %2 – %3, has the result %4. Unpairing it deletes the result (Ctrl+Z brings it back).</source>
        <translation>L’échiquier %1, %2 – %3, a le résultat %4. Le désapparier efface le résultat (Ctrl+Z le rétablit).</translation>
    </message>
    <message>
        <source>Delete the result and unpair</source>
        <translation>Effacer le résultat et désapparier</translation>
    </message>
    <message>
        <source>%1 has a half-point bye already (round %2). Give a second one in round %3?</source>
        <translation>%1 a déjà une exemption d’un demi-point (ronde %2). En donner une deuxième à la ronde %3 ?</translation>
    </message>
    <message>
        <source>A full-point bye given by the arbiter is deprecated in FIDE-rated events; the rating report names it (### FullPointBye @ Round %1: player %2).</source>
        <translation>Une exemption d’un point donnée par l’arbitre est dépréciée dans les tournois homologués FIDE ; le rapport Elo la mentionne (### FullPointBye @ Round %1: player %2).</translation>
    </message>
    <message>
        <source>round %1: %2-%3</source>
        <translation>ronde %1 : %2-%3</translation>
    </message>
    <message>
        <source>Adjourned games of earlier rounds still have no result: %1. Round %2 is paired with them counted as draws (C.04.2 3.1); enter their results when they are known.</source>
        <translation>Des parties ajournées de rondes antérieures n’ont pas encore de résultat : %1. La ronde %2 est appariée en les comptant nulles (C.04.2 3.1) ; saisissez leurs résultats dès qu’ils sont connus.</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>
Your changes: %1</source>
        <translation>
Vos modifications : %1</translation>
    </message>
    <message>
        <source>Round %1 as you paired it is not the pairing the rules give (C.04.3).

The rules give: %2
You paired: %3%4

The round is recorded as a manual pairing (### MPA @ Round %1) in the log and the rating report, where a checker reports it.</source>
        <translation>La ronde %1 telle que vous l’avez appariée n’est pas l’appariement que donnent les règles (C.04.3).

Les règles donnent : %2
Vous avez apparié : %3%4

La ronde est consignée comme appariement manuel (### MPA @ Round %1) dans le journal et le rapport Elo, où un vérificateur la signale.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Last step: store round %1 as you paired it, not as the rules give it?</source>
        <translation>Dernière étape : enregistrer la ronde %1 telle que vous l’avez appariée, et non telle que la donnent les règles ?</translation>
    </message>
    <message>
        <source>Store the manual pairing</source>
        <translation>Enregistrer l’appariement manuel</translation>
    </message>
    <message numerus="yes">
        <source>The round robin has begun (%n result(s) entered): in FIDE mode its system and pairing are locked. To pair it again, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation><numerusform>Le toutes rondes a commencé (%n résultat saisi) : en mode FIDE, son système et son appariement sont verrouillés. Pour l’apparier à nouveau, quittez d’abord le mode FIDE (Édition &gt; Quitter le mode FIDE).</numerusform><numerusform>Le toutes rondes a commencé (%n résultats saisis) : en mode FIDE, son système et son appariement sont verrouillés. Pour l’apparier à nouveau, quittez d’abord le mode FIDE (Édition &gt; Quitter le mode FIDE).</numerusform></translation>
    </message>
    <message>
        <source>The event's regulations allow %1 no half-point bye (Players tab). Give one in round %2 all the same?</source>
        <translation>Le règlement du tournoi n’accorde à %1 aucun exempt à un demi-point (onglet Joueurs). En donner un quand même à la ronde %2 ?</translation>
    </message>
    <message>
        <source>Edit pairin&amp;gs...</source>
        <translation>Modifier les apparieme&amp;nts...</translation>
    </message>
    <message>
        <source>Swap colours or exchange players of the shown round in the pairing preview; the result is compared with the rules' pairing</source>
        <translation>Inverser des couleurs ou échanger des joueurs de la ronde affichée dans l’aperçu de l’appariement ; l’appariement modifié est comparé à celui que donnent les règles</translation>
    </message>
    <message>
        <source>A round robin is paired from the Berger tables: its pairings are not edited.</source>
        <translation>Un tournoi toutes rondes est apparié selon les tables de Berger : ses appariements ne se modifient pas.</translation>
    </message>
    <message>
        <source>Round %1 is not paired: pair it first.</source>
        <translation>La ronde %1 n’est pas appariée : appariez-la d’abord.</translation>
    </message>
    <message>
        <source>Round %1 has results: its pairing is no longer edited (a result is corrected on its board).</source>
        <translation>La ronde %1 a des résultats : son appariement ne se modifie plus (un résultat se corrige sur sa table).</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired by the rules: %2</source>
        <translation>La ronde %1 ne peut pas être appariée selon les règles : %2</translation>
    </message>
    <message>
        <source>Editing the stored pairing of round %1: swap colours or exchange players, then store it. It is compared with the rules' pairing (C.04.3) when stored.</source>
        <translation>Modification de l’appariement enregistré de la ronde %1 : inversez des couleurs ou échangez des joueurs, puis enregistrez-le. À l’enregistrement, il est comparé à l’appariement que donnent les règles (C.04.3).</translation>
    </message>
    <message>
        <source>As stored it differs from the rules' pairing: the rules give %1; stored: %2.</source>
        <translation>Tel qu’il est enregistré, il diffère de l’appariement que donnent les règles : les règles donnent %1 ; enregistré : %2.</translation>
    </message>
    <message>
        <source>Edit pairings of round %1</source>
        <translation>Modifier l’appariement de la ronde %1</translation>
    </message>
    <message>
        <source>pairings edited</source>
        <translation>appariement modifié</translation>
    </message>
    <message>
        <source>paired by hand</source>
        <translation>apparié à la main</translation>
    </message>
    <message>
        <source>Round %1 as you paired it breaks rules the pairing keeps (C.04.1, C.04.3):
%2

Store it all the same?</source>
        <translation>La ronde %1 telle que vous l’avez appariée enfreint des règles que l’appariement respecte (C.04.1, C.04.3) :
%2

L’enregistrer quand même ?</translation>
    </message>
    <message>
        <source>Store it all the same</source>
        <translation>L’enregistrer quand même</translation>
    </message>
    <message>
        <source>Correct the colours (played the other way round)...</source>
        <translation>Corriger les couleurs (jouée avec les couleurs inversées)...</translation>
    </message>
    <message>
        <source>board %1 (%2-%3)</source>
        <translation>échiquier %1 (%2-%3)</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 has %n game(s) without a result: %2. They are registered as adjourned, a draw for pairing only (C.04.2 3.1), and round %3 is paired on them; enter their results when they are known.</source>
        <translation><numerusform>La ronde %1 a %n partie sans résultat : %2. Elle est enregistrée comme ajournée, une nulle pour l’appariement seulement (C.04.2 3.1), et la ronde %3 est appariée ainsi ; saisissez son résultat dès qu’il est connu.</numerusform><numerusform>La ronde %1 a %n parties sans résultat : %2. Elles sont enregistrées comme ajournées, une nulle pour l’appariement seulement (C.04.2 3.1), et la ronde %3 est appariée ainsi ; saisissez leurs résultats dès qu’ils sont connus.</numerusform></translation>
    </message>
    <message>
        <source>This is a team Swiss: its rounds are paired team against team on the Team matches tab (Pair round), by the Swiss Team Pairing System.</source>
        <translation>C’est un suisse par équipes : ses rondes sont appariées équipe contre équipe dans l’onglet Matchs par équipes (Apparier la ronde), selon le système suisse par équipes.</translation>
    </message>
    <message>
        <source>Give b&amp;ye</source>
        <translation>Donner un &amp;bye</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;Exchange them</source>
        <translation>&amp;Les échanger</translation>
    </message>
    <message>
        <source>&amp;Tables' order</source>
        <translation>Ordre des &amp;tables</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle (rounds %1 and %2), as C.05 Annex 1 recommends for a double round robin? Then nobody plays the same colour three times running (FIDE_DOUBLEROUNDROBIN).

Or keep the Berger tables' order in both cycles (BERGER_DOUBLEROUNDROBIN).</source>
        <translation>Échanger les deux dernières rondes du premier cycle (rondes %1 et %2), comme le recommande l’annexe 1 de C.05 pour un double toutes rondes ? Personne ne joue alors trois fois de suite la même couleur (FIDE_DOUBLEROUNDROBIN).

Ou garder l’ordre des tables de Berger dans les deux cycles (BERGER_DOUBLEROUNDROBIN).</translation>
    </message>
    <message>
        <source>&amp;Assign and pair</source>
        <translation>&amp;Attribuer puis apparier</translation>
    </message>
    <message>
        <source>&amp;Pair as they are</source>
        <translation>Apparier &amp;tels quels</translation>
    </message>
    <message>
        <source>Round robin (&amp;Berger tables)</source>
        <translation>Toutes rondes (tableau&amp;x de Berger)</translation>
    </message>
    <message>
        <source>Double round robin (t&amp;wo cycles)</source>
        <translation>Toutes rondes en aller-retour (deux c&amp;ycles)</translation>
    </message>
    <message>
        <source>Round-robin nu&amp;mbers...</source>
        <translation>C&amp;hoisir les numéros du toutes rondes...</translation>
    </message>
    <message>
        <source>Draw the players' places in the Berger tables by lot, or set them, before the round robin starts</source>
        <translation>Tirer au sort les places des joueurs dans les tables de Berger, ou les fixer, avant le début du toutes rondes</translation>
    </message>
    <message>
        <source>The round robin is paired. Pair every round again with the new numbers?</source>
        <translation>Le toutes rondes est apparié. Apparier à nouveau chaque ronde avec les nouveaux numéros ?</translation>
    </message>
</context>
<context>
    <name>arb::RulesEdition</name>
    <message>
        <source>The event has no start date: the tie-breaks follow the 2024 edition of C.07. Choose the edition (the 2026 edition applies to events starting on or after 1 March 2026).</source>
        <translation>Le tournoi n’a pas de date de début : les départages suivent l’édition 2024 du C.07. Choisissez l’édition (l’édition 2026 s’applique aux tournois commençant le 1er mars 2026 ou après).</translation>
    </message>
    <message>
        <source>The start date "%1" cannot be read: the tie-breaks follow the 2024 edition of C.07. Choose the edition (the 2026 edition applies to events starting on or after 1 March 2026).</source>
        <translation>La date de début « %1 » est illisible : les départages suivent l’édition 2024 du C.07. Choisissez l’édition (l’édition 2026 s’applique aux tournois commençant le 1er mars 2026 ou après).</translation>
    </message>
</context>
<context>
    <name>arb::ServerSession</name>
    <message>
        <source>Connect to ser&amp;ver...</source>
        <translation>Se connecter à un ser&amp;veur...</translation>
    </message>
    <message>
        <source>&amp;Move event to server...</source>
        <translation>Dép&amp;lacer le tournoi vers un serveur...</translation>
    </message>
    <message>
        <source>Cop&amp;y event to a file...</source>
        <translation>Copier le tournoi dans un &amp;fichier...</translation>
    </message>
    <message>
        <source>Connect to server</source>
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>Create a new, empty event there</source>
        <translation>Y créer un nouveau tournoi vide</translation>
    </message>
    <message>
        <source>Move the open event there (%1)</source>
        <translation>Y déplacer le tournoi ouvert (%1)</translation>
    </message>
    <message>
        <source>What should go there?</source>
        <translation>Que faut-il y mettre ?</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Connecté à %1</translation>
    </message>
    <message>
        <source>Open the event to move first.</source>
        <translation>Ouvrez d’abord le tournoi à déplacer.</translation>
    </message>
    <message>
        <source>The database %1 already holds an Arbiter event; choose an empty database.</source>
        <translation>La base %1 contient déjà un tournoi Arbiter ; choisissez une base vide.</translation>
    </message>
    <message>
        <source>The event was moved to %1, its audit log (undo history) included; Arbiter now works on it there. The file %2 stays as it was before the move: enter nothing more there.</source>
        <translation>Le tournoi a été déplacé vers %1, journal (historique d’annulation) compris ; Arbiter y travaille désormais. Le fichier %2 reste tel qu’il était avant le déplacement : n’y saisissez plus rien.</translation>
    </message>
    <message>
        <source>Copied the event to %1; still working on %2</source>
        <translation>Tournoi copié vers %1 ; le travail continue sur %2</translation>
    </message>
    <message>
        <source>Move event to server</source>
        <translation>Déplacer le tournoi vers un serveur</translation>
    </message>
    <message>
        <source>&amp;Move event</source>
        <translation>&amp;Déplacer le tournoi</translation>
    </message>
    <message>
        <source>Copy event to a file</source>
        <translation>Copier le tournoi dans un fichier</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Tournois Arbiter (*.arbiter)</translation>
    </message>
    <message>
        <source>Connection to the server lost; reconnecting…</source>
        <translation>Connexion au serveur perdue ; reconnexion…</translation>
    </message>
    <message>
        <source>Changes are refused until Arbiter is connected again; nothing committed before is lost.</source>
        <translation>Les modifications sont refusées jusqu’à ce qu’Arbiter soit reconnecté ; rien de ce qui a été enregistré avant n’est perdu.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost; reconnecting…</source>
        <translation>La connexion à %1 a été perdue ; reconnexion…</translation>
    </message>
    <message>
        <source>Connection to the server lost; reconnecting… (try %1)</source>
        <translation>Connexion au serveur perdue ; reconnexion… (essai %1)</translation>
    </message>
    <message>
        <source>Connected to %1 again; the event was read back from the server</source>
        <translation>De nouveau connecté à %1 ; le tournoi a été relu depuis le serveur</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>arb::SitePublisher</name>
    <message>
        <source>Live from the arbiters' table, updated %1.</source>
        <translation>En direct de la table des arbitres, mis à jour %1.</translation>
    </message>
    <message>
        <source>P&amp;ublish site to folder...</source>
        <translation>P&amp;ublier le site dans un dossier...</translation>
    </message>
    <message>
        <source>Serve site on the local net&amp;work</source>
        <translation>Site &amp;web sur le réseau local</translation>
    </message>
    <message>
        <source>The published site covers individual events; this is a team event.</source>
        <translation>Le site publié couvre les tournois individuels ; celui-ci est un tournoi par équipes.</translation>
    </message>
    <message>
        <source>Publish site to folder</source>
        <translation>Publier le site dans un dossier</translation>
    </message>
    <message>
        <source>Publish site</source>
        <translation>Publier le site</translation>
    </message>
    <message>
        <source>The site is in %1. Open index.html there, or copy the folder to a web server.</source>
        <translation>Le site se trouve dans %1. Ouvrez-y index.html, ou copiez le dossier sur un serveur web.</translation>
    </message>
    <message>
        <source>Serve site</source>
        <translation>Servir le site</translation>
    </message>
    <message>
        <source>Cannot listen for connections on this machine: %1</source>
        <translation>Impossible d’écouter les connexions sur cette machine : %1</translation>
    </message>
    <message>
        <source>no free port</source>
        <translation>aucun port libre</translation>
    </message>
    <message>
        <source>Players on the same network open:
%1

The pages follow every change; phones reload them every 30 seconds. Choose the menu entry again to stop.</source>
        <translation>Les joueurs du même réseau ouvrent :
%1

Les pages suivent chaque modification ; les téléphones les rechargent toutes les 30 secondes. Choisissez à nouveau l’entrée du menu pour arrêter.</translation>
    </message>
</context>
<context>
    <name>arb::Standings</name>
    <message>
        <source>Not applied: unrated players are present and no rating is set for them (Art. 10).</source>
        <translation>Non appliqué : des joueurs sans classement sont présents et aucun Elo ne leur est attribué (art. 10).</translation>
    </message>
    <message>
        <source>A position among the participants still tied after the earlier tie-breaks (Art. 6): see the standings.</source>
        <translation>Une position parmi les participants encore à égalité après les départages précédents (art. 6) : voir le classement.</translation>
    </message>
    <message>
        <source>Unplayed round(s) %1: each counted as a game against a dummy opponent with the participant's own score, at most the scheduled opponent's adjusted score after a forfeit and at most a draw in every round otherwise (Art. 16.4, 2026 edition).</source>
        <translation>Ronde(s) non jouée(s) %1 : chacune compte comme une partie contre un adversaire fictif ayant le score du participant, au plus le score ajusté de l’adversaire prévu après un forfait et au plus une nulle à chaque ronde sinon (art. 16.4, édition 2026).</translation>
    </message>
    <message>
        <source>Unplayed round(s) %1: each counted as a game against a dummy opponent with the participant's own score (Art. 16.4).</source>
        <translation>Ronde(s) non jouée(s) %1 : chacune compte comme une partie contre un adversaire fictif ayant le score du participant (art. 16.4).</translation>
    </message>
    <message>
        <source>Round %1: opponent %2's score %3 is adjusted to %4 for tie-breaks: requested byes at the end count as draws (Art. 16.3).</source>
        <translation>Ronde %1 : le score %3 de l’adversaire %2 est ajusté à %4 pour les départages : les exemptions demandées en fin de tournoi comptent comme nulles (art. 16.3).</translation>
    </message>
    <message>
        <source>Cuts remove a voluntarily unplayed round first (Art. 16.5).</source>
        <translation>Les retranchements enlèvent d’abord une ronde volontairement non jouée (art. 16.5).</translation>
    </message>
    <message>
        <source>%1 is not applied: unrated players are present and no rating is set for them (C.07 Art. 10; write e.g. %1/U1400)</source>
        <translation>%1 n’est pas appliqué : des joueurs sans classement sont présents et aucun Elo ne leur est attribué (C.07 art. 10 ; écrivez p. ex. %1/U1400)</translation>
    </message>
    <message>
        <source>%1 is defined by the 2026 edition of C.07 (Art. %2); this event follows the 2024 edition</source>
        <translation>%1 est défini par l’édition 2026 du C.07 (art. %2) ; ce tournoi suit l’édition 2024</translation>
    </message>
    <message>
        <source>%1 is a Buchholz-type tie-break, which is not meant for round robins (C.07, note to Art. 8)</source>
        <translation>%1 est un départage de type Buchholz, qui n’est pas prévu pour les tournois toutes rondes (C.07, note de l’art. 8)</translation>
    </message>
    <message>
        <source>%1 is not applied: it is a team tie-break (C.07 Art. 11-13)</source>
        <translation>%1 n’est pas appliqué : c’est un départage par équipes (C.07 art. 11-13)</translation>
    </message>
    <message>
        <source>%1 (%2) left the event having completed %3 of %4 games: not ranked, and the games against this player do not count (FIDE Tournament Rules, C.06 V.4.1)</source>
        <translation>%1 (%2) a quitté le tournoi après avoir terminé %3 parties sur %4 : non classé(e), et les parties contre cette personne ne comptent pas (Règles des tournois FIDE, C.06 V.4.1)</translation>
    </message>
    <message>
        <source>%1 (%2) was expelled from round %3: not ranked; the games against this player count for the opponents</source>
        <translation>%1 (%2) a été exclu à partir de la ronde %3 : non classé ; les parties contre cette personne comptent pour les adversaires</translation>
    </message>
    <message>
        <source>Ties that remained after every tie-break were broken by drawing of lots (C.07 Art. 4.2, seed %1).</source>
        <translation>Les égalités restant après tous les départages ont été tranchées par tirage au sort (C.07 art. 4.2, graine %1).</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take each player's first rating. The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Les départages fondés sur l’Elo (%1) prennent le premier Elo de chaque joueur. Le tournoi dure plus de 30 jours, et ils n’y sont pas recommandés.</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take an opponent's rating in the round of the game (a player's own rating: his latest). The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Les départages fondés sur l’Elo (%1) prennent l’Elo d’un adversaire dans la ronde de la partie (l’Elo propre d’un joueur : son dernier). Le tournoi dure plus de 30 jours, et ils n’y sont pas recommandés.</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take each player's latest rating. The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Les départages fondés sur l’Elo (%1) prennent le dernier Elo de chaque joueur. Le tournoi dure plus de 30 jours, et ils n’y sont pas recommandés.</translation>
    </message>
    <message>
        <source>Ties that remained after every tie-break were decided by the arbiter (recorded in the event's log and its rating report).</source>
        <translation>Les égalités restant après chaque départage ont été tranchées par l’arbitre (noté dans le journal du tournoi et dans son rapport Elo).</translation>
    </message>
</context>
<context>
    <name>arb::StandingsModel</name>
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
        <source>play-off</source>
        <translation>départage joué</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Départagé par</translation>
    </message>
    <message>
        <source>Rtg +/-</source>
        <extracomment>the FIDE rating change of the event</extracomment>
        <translation>Elo +/-</translation>
    </message>
    <message>
        <source>Overall</source>
        <extracomment>the rank in the whole event, next to the rank in a category</extracomment>
        <translation>Général</translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation>arbitre</translation>
    </message>
    <message>
        <source>Title norms made (GM) and still possible in the rounds left (IM?); Edit &gt; Title norms explains them</source>
        <translation>Normes de titre réalisées (GM) et encore possibles dans les rondes restantes (IM?) ; Édition &gt; Normes de titre les explique</translation>
    </message>
    <message>
        <source>Norms</source>
        <extracomment>FIDE title norms</extracomment>
        <translation>Normes</translation>
    </message>
</context>
<context>
    <name>arb::SwissTeam</name>
    <message>
        <source>no team can receive the pairing-allocated bye and leave the other teams a legal pairing (C.04.6 3.4); the Chief Arbiter decides (3.3.3)</source>
        <translation>aucune équipe ne peut recevoir l’exempt d’appariement en laissant aux autres un appariement régulier (C.04.6 3.4) ; l’arbitre principal décide (3.3.3)</translation>
    </message>
    <message>
        <source>the teams with %1 points cannot be paired (C.04.6 3.5); the Chief Arbiter decides (3.3.3)</source>
        <translation>les équipes à %1 points ne peuvent pas être appariées (C.04.6 3.5) ; l’arbitre principal décide (3.3.3)</translation>
    </message>
    <message>
        <source>the bracket of the teams with %1 points has no legal pairing (C.04.6 3.6)</source>
        <translation>le groupe des équipes à %1 points n’a aucun appariement régulier (C.04.6 3.6)</translation>
    </message>
    <message>
        <source>the event has no teams</source>
        <translation>le tournoi n’a pas d’équipes</translation>
    </message>
    <message>
        <source>192: "%1" is not a code of the Swiss Team Pairing System (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)</source>
        <translation>192 : « %1 » n’est pas un code du système suisse par équipes (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)</translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation>pas de ronde %1</translation>
    </message>
    <message>
        <source>Baku acceleration needs the number of rounds (142)</source>
        <translation>l’accélération de Bakou a besoin du nombre de rondes (142)</translation>
    </message>
    <message>
        <source>round %1: there is no team %2</source>
        <translation>ronde %1 : il n’y a pas d’équipe %2</translation>
    </message>
    <message>
        <source>round %1: team %2 has no match to seat</source>
        <translation>ronde %1 : l’équipe %2 n’a pas de match à placer</translation>
    </message>
    <message>
        <source>round %1: the match of team %2 is forfeited</source>
        <translation>ronde %1 : le match de l’équipe %2 est perdu par forfait</translation>
    </message>
    <message>
        <source>round %1: the game of player %2 has a result; the boards of the match stay as they are</source>
        <translation>ronde %1 : la partie du joueur %2 a un résultat ; les échiquiers du match restent tels quels</translation>
    </message>
    <message>
        <source>Type A colour preferences</source>
        <translation>préférences de couleur de type A</translation>
    </message>
    <message>
        <source>Type B colour preferences (strong and mild)</source>
        <translation>préférences de couleur de type B (fortes et faibles)</translation>
    </message>
    <message>
        <source>no colour preferences</source>
        <translation>pas de préférences de couleur</translation>
    </message>
    <message>
        <source>game points, then match points</source>
        <translation>points de partie, puis points de match</translation>
    </message>
    <message>
        <source>match points, then game points</source>
        <translation>points de match, puis points de partie</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.7)</source>
        <translation>accélération de Bakou (C.04.7)</translation>
    </message>
</context>
<context>
    <name>arb::TeamBoardsModel</name>
    <message>
        <source>(no opponent)</source>
        <translation>(pas d’adversaire)</translation>
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
        <source>Round %1, match %2 - %3, board %4: "%5" is not a result; type 1, = (or 5), 0, +, -, or X (double forfeit)</source>
        <translation>Ronde %1, match %2 - %3, table %4 : « %5 » n’est pas un résultat ; tapez 1, = (ou 5), 0, +, - ou X (double forfait)</translation>
    </message>
</context>
<context>
    <name>arb::TeamCrossTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points</extracomment>
        <translation>PM</translation>
    </message>
    <message>
        <source>GP</source>
        <extracomment>game points</extracomment>
        <translation>PP</translation>
    </message>
</context>
<context>
    <name>arb::TeamMatchesModel</name>
    <message>
        <source>(no opponent)</source>
        <translation>(pas d’adversaire)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>board points of both teams</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points of both teams</extracomment>
        <translation>PM</translation>
    </message>
    <message>
        <source>(pairing-allocated bye)</source>
        <translation>(exempt d’appariement)</translation>
    </message>
    <message>
        <source>(full-point bye)</source>
        <translation>(exempt d’un point)</translation>
    </message>
    <message>
        <source>(half-point bye)</source>
        <translation>(exempt d’un demi-point)</translation>
    </message>
    <message>
        <source>(zero-point bye)</source>
        <translation>(exempt sans point)</translation>
    </message>
    <message>
        <source>%1 : %2 forfeit</source>
        <extracomment>a forfeited match: + the team that wins by forfeit, - the one that loses</extracomment>
        <translation>%1 : %2 forfait</translation>
    </message>
</context>
<context>
    <name>arb::TeamMatchesWidget</name>
    <message>
        <source>Pairs the next round of a team Swiss by the Swiss Team Pairing System (C.04.6)</source>
        <translation>Apparie la ronde suivante d’un suisse par équipes selon le système suisse par équipes (C.04.6)</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>Apparier la ronde</translation>
    </message>
    <message>
        <source>All %1 rounds are paired.</source>
        <translation>Les %1 rondes sont toutes appariées.</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: %2</source>
        <translation>La ronde %1 ne peut pas être appariée : %2</translation>
    </message>
    <message>
        <source>Ro&amp;und:</source>
        <translation>Ro&amp;nde :</translation>
    </message>
    <message>
        <source>Round %1 has games without a result (%2); enter them before pairing round %3.</source>
        <translation>La ronde %1 a des parties sans résultat (%2) ; saisissez-les avant d’apparier la ronde %3.</translation>
    </message>
    <message>
        <source>Pa&amp;ir round %1...</source>
        <translation>Appari&amp;er la ronde %1...</translation>
    </message>
    <message>
        <source>Forfeite&amp;d match...</source>
        <translation>Forfait du matc&amp;h...</translation>
    </message>
    <message>
        <source>Team b&amp;ye...</source>
        <translation>E&amp;xempt d’équipe...</translation>
    </message>
    <message>
        <source>Records the selected match as forfeited (no games are played), or takes the record back</source>
        <translation>Enregistre le match choisi comme perdu par forfait (aucune partie n’est jouée), ou annule cet enregistrement</translation>
    </message>
    <message>
        <source>Gives a team a bye in the round to pair: it is not paired</source>
        <translation>Donne un exempt à une équipe dans la ronde à apparier : elle n’est pas appariée</translation>
    </message>
    <message>
        <source>Select a match of round %1 first.</source>
        <translation>Choisissez d’abord un match de la ronde %1.</translation>
    </message>
    <message>
        <source>%1 wins by forfeit</source>
        <translation>%1 gagne par forfait</translation>
    </message>
    <message>
        <source>Both teams lose by forfeit</source>
        <translation>Les deux équipes perdent par forfait</translation>
    </message>
    <message>
        <source>Not forfeited: the match is played on its boards</source>
        <translation>Pas de forfait : le match se joue sur ses échiquiers</translation>
    </message>
    <message>
        <source>Forfeited match</source>
        <translation>Match perdu par forfait</translation>
    </message>
    <message>
        <source>Round %1, %2 - %3:</source>
        <translation>Ronde %1, %2 - %3 :</translation>
    </message>
    <message>
        <source>%1 %2 (bye %3)</source>
        <translation>%1 %2 (exempt %3)</translation>
    </message>
    <message>
        <source>Team bye</source>
        <translation>Exempt d’équipe</translation>
    </message>
    <message>
        <source>Round %1: which team?</source>
        <translation>Ronde %1 : quelle équipe ?</translation>
    </message>
    <message>
        <source>Half-point bye: a drawn match</source>
        <translation>Exempt d’un demi-point : un match nul</translation>
    </message>
    <message>
        <source>Full-point bye: a won match</source>
        <translation>Exempt d’un point : un match gagné</translation>
    </message>
    <message>
        <source>Zero-point bye: a lost match</source>
        <translation>Exempt sans point : un match perdu</translation>
    </message>
    <message>
        <source>No bye: the team is paired</source>
        <translation>Pas d’exempt : l’équipe est appariée</translation>
    </message>
    <message>
        <source>Round %1, %2:</source>
        <translation>Ronde %1, %2 :</translation>
    </message>
    <message>
        <source>&amp;Store anyway</source>
        <translation>&amp;Enregistrer quand même</translation>
    </message>
    <message>
        <source>This pairing breaks the absolute criteria of C.04.6:

%1

Store it anyway?</source>
        <translation>Cet appariement enfreint les critères absolus de C.04.6 :

%1

L’enregistrer quand même ?</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System</source>
        <translation>système suisse par équipes</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System, changed by the arbiter: %1</source>
        <translation>Système suisse par équipes, modifié par l’arbitre : %1</translation>
    </message>
    <message>
        <source>Select a match, then type 1, = (or 5), 0, +, -, X board by board; Delete clears. After the last board the next match follows; Shift+Tab goes back to the list of matches.</source>
        <translation>Choisissez un match, puis tapez 1, = (ou 5), 0, +, -, X échiquier par échiquier ; Suppr efface. Après le dernier échiquier vient le match suivant ; Maj+Tab revient à la liste des matchs.</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System (C.04.6): %1</source>
        <translation>Système suisse par équipes (C.04.6) : %1</translation>
    </message>
    <message>
        <source>TRF-2026 code: %1</source>
        <translation>code TRF-2026 : %1</translation>
    </message>
</context>
<context>
    <name>arb::TeamPairingPreviewDialog</name>
    <message>
        <source>S&amp;wap colours</source>
        <translation>&amp;Inverser les couleurs</translation>
    </message>
    <message>
        <source>E&amp;xchange teams</source>
        <translation>É&amp;changer les équipes</translation>
    </message>
    <message>
        <source>Pairing of round %1</source>
        <translation>Appariement de la ronde %1</translation>
    </message>
    <message>
        <source>Match</source>
        <extracomment>the team with White on board 1, the other team</extracomment>
        <translation>Match</translation>
    </message>
    <message>
        <source>White on board 1</source>
        <translation>Blancs au 1er échiquier</translation>
    </message>
    <message>
        <source>Black on board 1</source>
        <translation>Noirs au 1er échiquier</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>Round %1 by the Swiss Team Pairing System (C.04.6, %2). Each team with its score before the round and the colours of its board 1 so far. Select a match to swap its colours, or two teams to exchange them; every change is written to the audit log.</source>
        <translation>Ronde %1 selon le système suisse par équipes (C.04.6, %2). Chaque équipe avec son score avant la ronde et les couleurs de son premier échiquier jusqu’ici. Choisissez un match pour inverser ses couleurs, ou deux équipes pour les échanger ; chaque changement est inscrit au journal.</translation>
    </message>
    <message>
        <source>&amp;Store this pairing</source>
        <translation>&amp;Enregistrer cet appariement</translation>
    </message>
    <message>
        <source>bye (pairing-allocated)</source>
        <translation>exempt (par l’appariement)</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>%1: pairing-allocated bye</source>
        <translation>%1 : exempt d’appariement</translation>
    </message>
    <message>
        <source>Match %1: %2 - %3</source>
        <translation>Match %1 : %2 - %3</translation>
    </message>
    <message>
        <source>already had a pairing-allocated bye, a forfeit win or a full-point bye ([C2])</source>
        <translation>a déjà eu un exempt d’appariement, un gain par forfait ou un exempt d’un point ([C2])</translation>
    </message>
    <message>
        <source>already met ([C1])</source>
        <translation>déjà rencontrées ([C1])</translation>
    </message>
    <message>
        <source>a prohibited pair in this round</source>
        <translation>une paire interdite dans cette ronde</translation>
    </message>
    <message>
        <source>No manual changes.</source>
        <translation>Aucune modification manuelle.</translation>
    </message>
    <message>
        <source>Manual changes: %1</source>
        <translation>Modifications manuelles : %1</translation>
    </message>
    <message>
        <source>match %1: colours swapped (%2 White on board 1)</source>
        <translation>match %1 : couleurs inversées (%2 les Blancs au premier échiquier)</translation>
    </message>
    <message>
        <source>teams %1 and %2 exchanged (matches %3 and %4)</source>
        <translation>équipes %1 et %2 échangées (matchs %3 et %4)</translation>
    </message>
</context>
<context>
    <name>arb::TeamResults</name>
    <message>
        <source>round %1: the players of team %2 met players of %3 different teams</source>
        <translation>ronde %1 : les joueurs de l’équipe %2 ont rencontré des joueurs de %3 équipes différentes</translation>
    </message>
    <message>
        <source>round %1: players of team %2 met each other</source>
        <translation>ronde %1 : des joueurs de l’équipe %2 se sont rencontrés</translation>
    </message>
</context>
<context>
    <name>arb::TeamRosterModel</name>
    <message>
        <source>R%1</source>
        <extracomment>a reserve player, numbered</extracomment>
        <translation>R%1</translation>
    </message>
    <message>
        <source>(player %1 missing)</source>
        <translation>(joueur %1 manquant)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Table</translation>
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
</context>
<context>
    <name>arb::TeamStandings</name>
    <message>
        <source>%1 is not applied: it has no meaning for teams</source>
        <translation>%1 n’est pas appliqué : il n’a pas de sens pour les équipes</translation>
    </message>
    <message>
        <source>%1 is defined by the 2026 edition of C.07 (Art. %2); this event follows the 2024 edition</source>
        <translation>%1 est défini par l’édition 2026 du C.07 (art. %2) ; ce tournoi suit l’édition 2024</translation>
    </message>
</context>
<context>
    <name>arb::TeamStandingsModel</name>
    <message>
        <source>No.</source>
        <extracomment>team number</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points</extracomment>
        <translation>PM</translation>
    </message>
    <message>
        <source>GP</source>
        <extracomment>game points</extracomment>
        <translation>PP</translation>
    </message>
    <message>
        <source>B%1</source>
        <extracomment>board number</extracomment>
        <translation>T%1</translation>
    </message>
    <message>
        <source>Game points scored on board %1</source>
        <translation>Points de parties marqués à la table %1</translation>
    </message>
</context>
<context>
    <name>arb::TeamsModel</name>
    <message>
        <source>No.</source>
        <extracomment>team number</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Average rating</source>
        <translation>Elo moyen</translation>
    </message>
</context>
<context>
    <name>arb::TeamsWidget</name>
    <message>
        <source>Board &amp;up</source>
        <translation>Table vers le &amp;haut</translation>
    </message>
    <message>
        <source>Board &amp;down</source>
        <translation>Table vers le &amp;bas</translation>
    </message>
    <message>
        <source>A 0-0 match gives no match points (B.6.3.1)</source>
        <translation>Un match 0-0 ne donne aucun point de match (B.6.3.1)</translation>
    </message>
    <message>
        <source>Clear line-up</source>
        <translation>Effacer la composition</translation>
    </message>
    <message>
        <source>Match points 2/1/0</source>
        <extracomment>match points for a won, drawn and lost match</extracomment>
        <translation>Points de match 2/1/0</translation>
    </message>
    <message>
        <source>Match points 3/1/0</source>
        <translation>Points de match 3/1/0</translation>
    </message>
    <message>
        <source>Board order (boards first, then reserves):</source>
        <translation>Ordre des tables (titulaires, puis remplaçants) :</translation>
    </message>
    <message>
        <source>&amp;Line-up of round...</source>
        <translation>&amp;Composition de la ronde...</translation>
    </message>
    <message>
        <source>Ne&amp;w team...</source>
        <translation>&amp;Nouvelle équipe...</translation>
    </message>
    <message>
        <source>Remove team...</source>
        <translation>Retirer l’équipe...</translation>
    </message>
    <message>
        <source>Add pla&amp;yers...</source>
        <translation>Ajouter des jo&amp;ueurs...</translation>
    </message>
    <message>
        <source>Remove from team</source>
        <translation>Retirer de l’équipe</translation>
    </message>
    <message>
        <source>Removes the selected team (Delete); its players stay</source>
        <translation>Retire l’équipe choisie (Suppr) ; ses joueurs restent</translation>
    </message>
    <message>
        <source>Puts players without a team in the selected team (Insert in the roster)</source>
        <translation>Place des joueurs sans équipe dans l’équipe choisie (Inser dans la liste)</translation>
    </message>
    <message>
        <source>Takes the selected player off the team (Delete in the roster)</source>
        <translation>Retire le joueur choisi de l’équipe (Suppr dans la liste)</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Retirer l’équipe</translation>
    </message>
    <message>
        <source>The team's players of the round board by board (TRF-2026 300), reserves included; the roster keeps its order</source>
        <translation>Les joueurs de l’équipe dans la ronde, échiquier par échiquier (TRF-2026 300), remplaçants compris ; la liste garde son ordre</translation>
    </message>
    <message>
        <source>The team plays the round in roster order</source>
        <translation>L’équipe joue la ronde dans l’ordre de la liste</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <source>Team name (a federation after a comma):</source>
        <translation>Nom de l’équipe (une fédération après une virgule) :</translation>
    </message>
    <message>
        <source>New team: enter one team name.</source>
        <translation>Nouvelle équipe : saisissez un nom d’équipe.</translation>
    </message>
    <message>
        <source>New team: there is a team %1 already (number %2).</source>
        <translation>Nouvelle équipe : il existe déjà une équipe %1 (numéro %2).</translation>
    </message>
    <message>
        <source>Remove team %1 %2? Its %3 players and their games stay in the event; Undo brings the team back.</source>
        <translation>Retirer l’équipe %1 %2 ? Ses %3 joueurs et leurs parties restent dans le tournoi ; Annuler rétablit l’équipe.</translation>
    </message>
    <message>
        <source>Select a team first (or make one with New team).</source>
        <translation>Choisissez d’abord une équipe (ou créez-en une avec Nouvelle équipe).</translation>
    </message>
    <message>
        <source>Every player is in a team; add players on the Players tab first.</source>
        <translation>Chaque joueur est dans une équipe ; ajoutez d’abord des joueurs dans l’onglet Joueurs.</translation>
    </message>
    <message>
        <source>Add players to %1</source>
        <translation>Ajouter des joueurs à %1</translation>
    </message>
    <message>
        <source>Space checks a player; they join the roster in rating order, after the players already in it.</source>
        <translation>Espace coche un joueur ; ils rejoignent la liste par ordre de classement, après les joueurs qui y sont déjà.</translation>
    </message>
    <message>
        <source>&amp;Remove team</source>
        <translation>&amp;Retirer l’équipe</translation>
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
    <message>
        <source>Modified Median</source>
        <translation>Médian modifié</translation>
    </message>
    <message>
        <source>Solkoff</source>
        <translation>Solkoff</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Cumulatif</translation>
    </message>
    <message>
        <source>Cumulative of Opposition</source>
        <translation>Cumulatif des adversaires</translation>
    </message>
    <message>
        <source>Median (Harkness)</source>
        <translation>Médian (Harkness)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger (US Chess)</source>
        <translation>Sonneborn-Berger (US Chess)</translation>
    </message>
    <message>
        <source>Kashdan</source>
        <translation>Kashdan</translation>
    </message>
    <message>
        <source>Most Blacks</source>
        <translation>Plus grand nombre de Noirs</translation>
    </message>
    <message>
        <source>Result between Tied Players</source>
        <translation>Résultat entre les joueurs à égalité</translation>
    </message>
    <message>
        <source>Average Rating of Opposition</source>
        <translation>Elo moyen des adversaires</translation>
    </message>
    <message>
        <source>Opposition Performance</source>
        <translation>Performance des adversaires</translation>
    </message>
    <message>
        <source>Direct Encounter if All Tied Players Met</source>
        <translation>Confrontation directe si tous les joueurs à égalité se sont rencontrés</translation>
    </message>
    <message>
        <source>Match Points</source>
        <translation>Points de match</translation>
    </message>
    <message>
        <source>Game Points</source>
        <translation>Points de parties</translation>
    </message>
    <message>
        <source>Match Points or Game Points</source>
        <translation>Points de match ou points de parties</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger</source>
        <translation>Sonneborn-Berger étendu</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's MP x MP scored</source>
        <translation>Sonneborn-Berger étendu : PM de l’adversaire x PM marqués</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's MP x GP scored</source>
        <translation>Sonneborn-Berger étendu : PM de l’adversaire x PP marqués</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's GP x MP scored</source>
        <translation>Sonneborn-Berger étendu : PP de l’adversaire x PM marqués</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's GP x GP scored</source>
        <translation>Sonneborn-Berger étendu : PP de l’adversaire x PP marqués</translation>
    </message>
    <message>
        <source>Extended Direct Encounter</source>
        <translation>Confrontation directe étendue</translation>
    </message>
    <message>
        <source>Scores and Schedule Strength Combination</source>
        <translation>Combinaison des scores et de la force du calendrier</translation>
    </message>
    <message>
        <source>Board Count</source>
        <translation>Décompte par table</translation>
    </message>
    <message>
        <source>Top Board Results</source>
        <translation>Résultats aux premières tables</translation>
    </message>
    <message>
        <source>Bottom Board Elimination</source>
        <translation>Élimination des dernières tables</translation>
    </message>
    <message>
        <source>Standard Points</source>
        <translation>Points standard</translation>
    </message>
    <message>
        <source>Tournament Pairing Number</source>
        <translation>Numéro d’appariement</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>tie-break tooltip: name (regulation article), e.g. "Buchholz (C.07 Art. 8.1)"</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation>départage « %1 » : %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>does not start with a tie-break acronym</source>
        <translation>ne commence pas par un sigle de départage</translation>
    </message>
    <message>
        <source>unknown acronym "%1"</source>
        <translation>sigle inconnu « %1 »</translation>
    </message>
    <message>
        <source>ESB needs two point types (MM, MG, GM or GG), not "%1"</source>
        <translation>ESB demande deux types de points (MM, MG, GM ou GG), pas « %1 »</translation>
    </message>
    <message>
        <source>point type must be MP or GP, not "%1"</source>
        <translation>le type de points doit être MP ou GP, pas « %1 »</translation>
    </message>
    <message>
        <source>unknown modifier "%1"</source>
        <translation>modificateur inconnu « %1 »</translation>
    </message>
    <message>
        <source>%1 cannot be cut (Art. 14)</source>
        <translation>%1 ne peut pas être retranché (art. 14)</translation>
    </message>
    <message>
        <source>more than one cut or median modifier</source>
        <translation>plus d’un modificateur de retranchement ou de médian</translation>
    </message>
    <message>
        <source>the median does not apply to progressive scores</source>
        <translation>le médian ne s’applique pas au cumulatif</translation>
    </message>
    <message>
        <source>the limit modifier applies to the Koya system only</source>
        <translation>le modificateur de limite ne s’applique qu’au système Koya</translation>
    </message>
    <message>
        <source>unknown edition "%1" of the regulations (V2024 or V2026)</source>
        <translation>édition inconnue « %1 » du règlement (V2024 ou V2026)</translation>
    </message>
    <message>
        <source>a rating for unrated players applies to rating-based tie-breaks only</source>
        <translation>un Elo pour les joueurs non classés ne s’applique qu’aux départages fondés sur l’Elo</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count</source>
        <translation>Confrontation directe étendue, puis décompte par table</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Top Board Results</source>
        <translation>Confrontation directe étendue, puis résultats aux premières tables</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Bottom Board Elimination</source>
        <translation>Confrontation directe étendue, puis élimination des dernières tables</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count and Top Board Results</source>
        <translation>Confrontation directe étendue, puis décompte par table et résultats aux premières tables</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count and Bottom Board Elimination</source>
        <translation>Confrontation directe étendue, puis décompte par table et élimination des dernières tables</translation>
    </message>
    <message>
        <source>/R (reverse order) applies to TPN and RTNG only</source>
        <translation>/R (ordre inverse) ne s’applique qu’à TPN et RTNG</translation>
    </message>
    <message>
        <source>"%1" is a tie-break of other regulations that Arbiter does not compute</source>
        <translation>« %1 » est un départage d’autres règlements qu’Arbiter ne calcule pas</translation>
    </message>
    <message>
        <source>External value</source>
        <translation>Valeur externe</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakBreakdownModel</name>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>gain par forfait</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>perte par forfait</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>exempt d’appariement</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>exempt d’un point</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>exempt d’un demi-point</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>exempt sans point</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>Select a tie-break value in the standings to see how it is made up.</source>
        <translation>Sélectionnez une valeur de départage dans le classement pour voir sa composition.</translation>
    </message>
    <message>
        <source>%1 of %2: %3 (%4, %5).</source>
        <translation>%1 de %2 : %3 (%4, %5).</translation>
    </message>
    <message>
        <source>dummy opponent (Art. 16.4)</source>
        <translation>adversaire fictif (art. 16.4)</translation>
    </message>
    <message>
        <source>voluntarily unplayed (16.1.2)</source>
        <translation>volontairement non jouée (16.1.2)</translation>
    </message>
    <message>
        <source>opponent's score adjusted (16.3)</source>
        <translation>score de l’adversaire ajusté (16.3)</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>retranché</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Round was</source>
        <translation>La ronde était</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Score de l’adversaire</translation>
    </message>
    <message>
        <source>Counted as</source>
        <extracomment>the score, rating or running score a cut or limit judges the element on</extracomment>
        <translation>Compté comme</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Ajoute</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakEditor</name>
    <message>
        <source>modifiers, e.g. /C1 /M1 /P /L+1 /U1400</source>
        <translation>modificateurs, p. ex. /C1 /M1 /P /L+1 /U1400</translation>
    </message>
    <message>
        <source>&amp;Load preset</source>
        <translation>&amp;Charger un modèle</translation>
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
        <translation>« %1 » : %2</translation>
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
        <translation><numerusform>médian : la valeur la plus haute et la plus basse sont retranchées (art. 14.2)</numerusform><numerusform>médian : les %n valeurs les plus hautes et les plus basses sont retranchées (art. 14.2)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>cut: the lowest %n value(s) are cut (Art. 14.1)</source>
        <translation><numerusform>retranchement : la valeur la plus basse est retranchée (art. 14.1)</numerusform><numerusform>retranchement : les %n valeurs les plus basses sont retranchées (art. 14.1)</numerusform></translation>
    </message>
    <message>
        <source>Regulation:</source>
        <translation>Règlement :</translation>
    </message>
    <message>
        <source>%1 - %2 (%3)</source>
        <translation>%1 - %2 (%3)</translation>
    </message>
    <message>
        <source>reversed: the higher value first (/R)</source>
        <translation>inversé : la valeur la plus haute d’abord (/R)</translation>
    </message>
    <message>
        <source>computed under the %1 edition of C.07 whatever the event's (/V)</source>
        <translation>calculé selon l’édition %1 du C.07 quelle que soit celle du tournoi (/V)</translation>
    </message>
    <message>
        <source>⚠ a Buchholz-type tie-break is not meant for round robins (C.07, note to Art. 8)</source>
        <translation>⚠ un départage de type Buchholz n’est pas prévu pour les tournois toutes rondes (C.07, note de l’art. 8)</translation>
    </message>
    <message>
        <source>⚠ defined by the 2026 edition of C.07; this event follows the 2024 edition</source>
        <translation>⚠ défini par l’édition 2026 du C.07 ; ce tournoi suit l’édition 2024</translation>
    </message>
    <message>
        <source>In force: %1, version %2 (%3). The list below may have been changed since.</source>
        <translation>En vigueur : %1, version %2 (%3). La liste ci-dessous a pu être modifiée depuis.</translation>
    </message>
    <message>
        <source>No regulation preset applied.</source>
        <translation>Aucun modèle de règlement appliqué.</translation>
    </message>
    <message>
        <source>Custom (the list in force is no preset's)</source>
        <translation>Personnalisé (la liste en vigueur ne correspond à aucun préréglage)</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Ajo&amp;uter</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>R&amp;etirer</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>App&amp;liquer</translation>
    </message>
    <message>
        <source>Save as ne&amp;w preset...</source>
        <translation>E&amp;nregistrer comme modèle...</translation>
    </message>
    <message>
        <source>&amp;Use regulation</source>
        <translation>Util&amp;iser le règlement</translation>
    </message>
    <message>
        <source>the default list</source>
        <translation>la liste par défaut</translation>
    </message>
    <message>
        <source>Change the tie-breaks after round %1</source>
        <translation>Changer les départages après la ronde %1</translation>
    </message>
    <message>
        <source>The tie-breaks were announced before round 1; round %1 is played. Changing them now can change who wins a place or a prize.

Now: %2
New: %3

The change is recorded with the round and the list it replaces (### TieBreaks @ Round %1) in the log and the rating report.</source>
        <translation>Les départages ont été annoncés avant la ronde 1 ; la ronde %1 est jouée. Les changer maintenant peut changer qui gagne une place ou un prix.

Actuels : %2
Nouveaux : %3

Le changement est consigné avec la ronde et la liste qu’il remplace (### TieBreaks @ Round %1) dans le journal et le rapport Elo.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Last step: replace %1 by %2 after round %3?</source>
        <translation>Dernière étape : remplacer %1 par %2 après la ronde %3 ?</translation>
    </message>
    <message>
        <source>Change the tie-breaks</source>
        <translation>Changer les départages</translation>
    </message>
    <message>
        <source>E&amp;xternal values...</source>
        <translation>Valeurs e&amp;xternes...</translation>
    </message>
    <message>
        <source>Values of the EXT tie-break that the tournament rules take from outside the event</source>
        <translation>Valeurs du départage EXT que le règlement prend hors du tournoi</translation>
    </message>
</context>
<context>
    <name>arb::TimeControl</name>
    <message>
        <source>time control "%1": expected minutes+increment such as 3+2, or White/Black such as 2.5+2/3+2</source>
        <translation>cadence « %1 » : minutes+incrément attendus, comme 3+2, ou Blancs/Noirs comme 2.5+2/3+2</translation>
    </message>
    <message>
        <source>time control: "white" and "black" need positive "seconds" and an "increment" of 0 or more</source>
        <translation>cadence : « white » et « black » demandent des « seconds » positives et un « increment » de 0 ou plus</translation>
    </message>
</context>
<context>
    <name>arb::TimeControlCode</name>
    <message>
        <source>period %1: "%2" is not seconds (5400), seconds and increment (5400+30), or moves first (40/6000+30)</source>
        <translation>période %1 : « %2 » n’est ni des secondes (5400), ni des secondes et un incrément (5400+30), ni des coups d’abord (40/6000+30)</translation>
    </message>
    <message>
        <source>period %1: a period of 0 moves</source>
        <translation>période %1 : une période de 0 coup</translation>
    </message>
    <message>
        <source>period %1: no time at all</source>
        <translation>période %1 : aucun temps</translation>
    </message>
    <message>
        <source>period %1 is for the rest of the game, yet period %2 follows it</source>
        <translation>la période %1 vaut pour le reste de la partie, pourtant la période %2 la suit</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 moves in %2</source>
        <translation>%1 coups en %2</translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 pour la partie</translation>
    </message>
    <message>
        <source>%1 for the rest of the game</source>
        <translation>%1 pour le reste de la partie</translation>
    </message>
    <message>
        <source> + %1 per move</source>
        <translation> + %1 par coup</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <source>White %1; Black %2</source>
        <translation>Blancs %1 ; Noirs %2</translation>
    </message>
    <message>
        <source>no time control given</source>
        <translation>aucune cadence indiquée</translation>
    </message>
    <message>
        <source>"%1": the colours' controls are written W...-B..., e.g. W300-B240</source>
        <translation>« %1 » : les cadences des couleurs s’écrivent W...-B..., p. ex. W300-B240</translation>
    </message>
    <message>
        <source>White, %1</source>
        <translation>Blancs, %1</translation>
    </message>
    <message>
        <source>Black, %1</source>
        <translation>Noirs, %1</translation>
    </message>
</context>
<context>
    <name>arb::TitleNorms</name>
    <message>
        <source>1.4: %1 norms are for women</source>
        <translation>1.4 : les normes de %1 sont réservées aux femmes</translation>
    </message>
    <message>
        <source>1.4.1c: 8 games and a round won without a game, counted as 9</source>
        <translation>1.4.1c : 8 parties et une ronde gagnée sans jouer, comptées comme 9</translation>
    </message>
    <message>
        <source>1.4.1a: %1 games (at least 9)</source>
        <translation>1.4.1a : %1 parties (au moins 9)</translation>
    </message>
    <message>
        <source>1.4.5: %1 titled opponents (at least %2)</source>
        <translation>1.4.5 : %1 adversaires titrés (au moins %2)</translation>
    </message>
    <message>
        <source>1.4.5: %1 opponents with the title %2 or higher (at least %3)</source>
        <translation>1.4.5 : %1 adversaires avec le titre %2 ou plus (au moins %3)</translation>
    </message>
    <message>
        <source>1.4.3: %1 federations other than the player's (at least 2)</source>
        <translation>1.4.3 : %1 fédérations autres que celle du joueur (au moins 2)</translation>
    </message>
    <message>
        <source>1.4.4: %1 opponents of the player's federation (at most %2)</source>
        <translation>1.4.4 : %1 adversaires de la fédération du joueur (au plus %2)</translation>
    </message>
    <message>
        <source>1.4.8a: average rating %1 (at least %2)</source>
        <translation>1.4.8a : moyenne Elo %1 (au moins %2)</translation>
    </message>
    <message>
        <source>1.4.8b: score %1 of %2, %3 % (at least 35 %)</source>
        <translation>1.4.8b : %1 sur %2, %3 % (au moins 35 %)</translation>
    </message>
    <message>
        <source>1.4.8: performance %1 = %2 + %3 (at least %4)</source>
        <translation>1.4.8 : performance %1 = %2 + %3 (au moins %4)</translation>
    </message>
    <message>
        <source>1.4.1e, f: rounds %1 left out</source>
        <translation>1.4.1e, f : rondes %1 écartées</translation>
    </message>
    <message>
        <source>1.4.4: %1 opponents of one federation at most (at most %2)</source>
        <translation>1.4.4 : au plus %1 adversaires d’une même fédération (au plus %2)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
    <message>
        <source>rounds %1 to %2</source>
        <translation>rondes %1 à %2</translation>
    </message>
    <message>
        <source>none: the federation requirements apply</source>
        <translation>aucune : les exigences sur les fédérations s’appliquent</translation>
    </message>
    <message>
        <source>final of a national championship (1.4.3a)</source>
        <translation>finale d’un championnat national (1.4.3a)</translation>
    </message>
    <message>
        <source>national team championship (1.4.3b)</source>
        <translation>championnat national par équipes (1.4.3b)</translation>
    </message>
    <message>
        <source>zonal or sub-zonal tournament (1.4.3c)</source>
        <translation>tournoi zonal ou sous-zonal (1.4.3c)</translation>
    </message>
    <message>
        <source>1.4.3d: for a Swiss event with its host federation given and a round played</source>
        <translation>1.4.3d : pour un tournoi au système suisse avec sa fédération hôte indiquée et une ronde jouée</translation>
    </message>
    <message>
        <source>at least %1 rated players not of the host federation (round %2, at least 20), of %3 federations (round %4, at least 3), %5 of them GM, IM, WGM or WIM (round %6, at least 10) in every round</source>
        <translation>au moins %1 joueurs classés hors de la fédération hôte (ronde %2, au moins 20), de %3 fédérations (ronde %4, au moins 3), dont %5 GM, MI, GMF ou MIF (ronde %6, au moins 10) à chaque ronde</translation>
    </message>
    <message>
        <source>1.4.3d met: %1</source>
        <translation>1.4.3d remplie : %1</translation>
    </message>
    <message>
        <source>1.4.3d not met: %1</source>
        <translation>1.4.3d non remplie : %1</translation>
    </message>
    <message>
        <source>no round left to play</source>
        <translation>plus aucune ronde à jouer</translation>
    </message>
    <message>
        <source>%1 norm made</source>
        <translation>norme de %1 réalisée</translation>
    </message>
    <message>
        <source>%1 norm out of reach: %2</source>
        <translation>norme de %1 hors d’atteinte : %2</translation>
    </message>
    <message>
        <source>1.4.3, 1.4.4: the federation requirements are waived (%1)</source>
        <translation>1.4.3, 1.4.4 : les exigences sur les fédérations sont levées (%1)</translation>
    </message>
    <message>
        <source>a score of %1 needed from %2 (Ra %3)</source>
        <translation>un score de %1 nécessaire sur %2 (Ra %3)</translation>
    </message>
    <message>
        <source>Ra %1 with the opponents assumed for the rounds not paired</source>
        <translation>Ra %1 avec les adversaires supposés pour les rondes non appariées</translation>
    </message>
    <message>
        <source>Ra %1</source>
        <translation>Ra %1</translation>
    </message>
    <message>
        <source>%1 norm possible: the games of %2 played, whatever their results (%3)</source>
        <translation>norme de %1 possible : les parties de %2 jouées, quel que soit leur résultat (%3)</translation>
    </message>
    <message>
        <source>%1 norm possible: a score of %2 needed from %3 (%4)</source>
        <translation>norme de %1 possible : un score de %2 nécessaire sur %3 (%4)</translation>
    </message>
    <message>
        <source>%1 norm made: %2 games (credited %3), score %4, Ra %5, %6 %, Rp %7</source>
        <translation>norme de %1 réalisée : %2 parties (comptées %3), score %4, Ra %5, %6 %, Rp %7</translation>
    </message>
    <message>
        <source>%1 norm not made: %2 games, score %3, Ra %4, %5 %, Rp %6</source>
        <translation>norme de %1 non réalisée : %2 parties, score %3, Ra %4, %5 %, Rp %6</translation>
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
        <translation>le pilote SQLite de Qt n’est pas installé (Debian : libqt6sql6-sqlite)</translation>
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
        <translation>impossible de verrouiller %1 : pas le droit d’écrire à côté</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d’ouvrir %1 : %2</translation>
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
        <translation>impossible de préparer %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot read the version of %1: %2</source>
        <translation>impossible de lire la version de %1 : %2</translation>
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation>impossible de mettre à jour %1 : %2</translation>
    </message>
    <message>
        <source>cannot update %1 to version %2: %3</source>
        <translation>impossible de mettre %1 à jour en version %2 : %3</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>no tournament database is open</source>
        <translation>aucune base de tournoi n’est ouverte</translation>
    </message>
    <message>
        <source>%1 already holds players; import into a new tournament</source>
        <translation>%1 contient déjà des joueurs ; importez dans un nouveau tournoi</translation>
    </message>
    <message>
        <source>cannot import into %1: %2</source>
        <translation>impossible d’importer dans %1 : %2</translation>
    </message>
    <message>
        <source>Import "%1"</source>
        <translation>Importation « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n joueur</numerusform><numerusform>%n joueurs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation><numerusform>%n ronde</numerusform><numerusform>%n rondes</numerusform></translation>
    </message>
    <message>
        <source>%1 %2: none</source>
        <translation>%1 %2 : aucun</translation>
    </message>
    <message>
        <source> withdrawn from round %1</source>
        <translation> retiré à partir de la ronde %1</translation>
    </message>
    <message>
        <source>cannot read the audit log of %1: %2</source>
        <translation>impossible de lire le journal de %1 : %2</translation>
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
        <translation>le journal de %1 est endommagé (entrée %2)</translation>
    </message>
    <message>
        <source>start number %1 is invalid: it must be 1 or more</source>
        <translation>le numéro de départ %1 n’est pas valide : il doit être 1 ou plus</translation>
    </message>
    <message>
        <source>player %1 needs a name</source>
        <translation>le joueur %1 doit avoir un nom</translation>
    </message>
    <message>
        <source>player %1: rating %2 is out of range (0-4000)</source>
        <translation>joueur %1 : l’Elo %2 est hors limites (0-4000)</translation>
    </message>
    <message>
        <source>FIDE id %1 is already used by player %2 (%3)</source>
        <translation>l’identifiant FIDE %1 est déjà utilisé par le joueur %2 (%3)</translation>
    </message>
    <message>
        <source>Edit player %1 %2</source>
        <translation>Modifier le joueur %1 %2</translation>
    </message>
    <message>
        <source>Add player %1 %2</source>
        <translation>Ajouter le joueur %1 %2</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>il n’y a pas de joueur %1</translation>
    </message>
    <message>
        <source>player %1 has rounds entered; withdraw them instead</source>
        <translation>le joueur %1 a des rondes saisies ; retirez-le plutôt</translation>
    </message>
    <message>
        <source>Remove player %1 %2</source>
        <translation>Retirer le joueur %1 %2</translation>
    </message>
    <message>
        <source>round %1 is invalid</source>
        <translation>la ronde %1 n’est pas valide</translation>
    </message>
    <message>
        <source>Withdraw player %1 %2 from round %3</source>
        <translation>Retirer le joueur %1 %2 à partir de la ronde %3</translation>
    </message>
    <message>
        <source>Revoke the withdrawal of player %1 %2</source>
        <translation>Annuler le retrait du joueur %1 %2</translation>
    </message>
    <message>
        <source>round %1: there is no player %2</source>
        <translation>ronde %1 : il n’y a pas de joueur %2</translation>
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
        <translation>ronde %1 : '%2' n’est pas un résultat de partie</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3 %4</source>
        <translation>Ronde %1 : %2 - %3 %4</translation>
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
        <translation>Ronde %1 : exempt %2 pour %3</translation>
    </message>
    <message>
        <source>Round %1: unpair %2</source>
        <translation>Ronde %1 : désapparier %2</translation>
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation>départage « %1 » : %2</translation>
    </message>
    <message>
        <source>Tie-break list: %1</source>
        <translation>Liste des départages : %1</translation>
    </message>
    <message>
        <source>Scoring: win %1, draw %2, loss %3</source>
        <translation>Barème : gain %1, nulle %2, perte %3</translation>
    </message>
    <message>
        <source>unknown event field "%1"</source>
        <translation>champ de tournoi inconnu « %1 »</translation>
    </message>
    <message>
        <source>number of rounds "%1" is invalid</source>
        <translation>le nombre de rondes « %1 » n’est pas valide</translation>
    </message>
    <message>
        <source>tournament type "%1" is invalid</source>
        <translation>le type de tournoi « %1 » n’est pas valide</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>Tournoi %1 : %2</translation>
    </message>
    <message>
        <source>a preset needs a name</source>
        <translation>un modèle doit avoir un nom</translation>
    </message>
    <message>
        <source>edition "%1" of the tie-break regulations is invalid (2024 or 2026)</source>
        <translation>l’édition « %1 » du règlement des départages n’est pas valide (2024 ou 2026)</translation>
    </message>
    <message>
        <source>team number %1 is invalid: it must be 1 or more</source>
        <translation>le numéro d’équipe %1 n’est pas valide : il doit être 1 ou plus</translation>
    </message>
    <message>
        <source>team %1 needs a name</source>
        <translation>l’équipe %1 doit avoir un nom</translation>
    </message>
    <message>
        <source>team %1: there is no player %2</source>
        <translation>équipe %1 : il n’y a pas de joueur %2</translation>
    </message>
    <message>
        <source>team %1: player %2 is listed twice</source>
        <translation>équipe %1 : le joueur %2 figure deux fois</translation>
    </message>
    <message>
        <source>team %1: player %2 already plays for team %3 (%4)</source>
        <translation>équipe %1 : le joueur %2 joue déjà pour l’équipe %3 (%4)</translation>
    </message>
    <message>
        <source>there is no team %1</source>
        <translation>il n’y a pas d’équipe %1</translation>
    </message>
    <message>
        <source>round %1: there is no team %2</source>
        <translation>ronde %1 : il n’y a pas d’équipe %2</translation>
    </message>
    <message>
        <source>round %1: team %2 cannot play against itself</source>
        <translation>ronde %1 : l’équipe %2 ne peut pas jouer contre elle-même</translation>
    </message>
    <message>
        <source>round %1, team %2, board %3: player %4 is not in the team</source>
        <translation>ronde %1, équipe %2, table %3 : le joueur %4 n’est pas dans l’équipe</translation>
    </message>
    <message>
        <source>round %1, team %2: player %3 is on two boards</source>
        <translation>ronde %1, équipe %2 : le joueur %3 est à deux tables</translation>
    </message>
    <message>
        <source>match points: a win (%1) must give at least a draw (%2), a draw at least a loss (%3)</source>
        <translation>points de match : une victoire (%1) doit rapporter au moins une nulle (%2), une nulle au moins une défaite (%3)</translation>
    </message>
    <message>
        <source>board colours "%1": board %2 must be W or B</source>
        <translation>couleurs des tables « %1 » : la table %2 doit être W ou B</translation>
    </message>
    <message>
        <source>round %1 already has results (player %2 against %3); unpair it first</source>
        <translation>la ronde %1 a déjà des résultats (joueur %2 contre %3) ; annulez d’abord son appariement</translation>
    </message>
    <message>
        <source>round %1 has results (player %2 against %3); delete them before unpairing the round</source>
        <translation>la ronde %1 a des résultats (joueur %2 contre %3) ; effacez-les avant d’annuler l’appariement de la ronde</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>la ronde %1 n’est pas appariée</translation>
    </message>
    <message>
        <source>an in-memory tournament has no backups</source>
        <translation>un tournoi en mémoire n’a pas de sauvegardes</translation>
    </message>
    <message>
        <source>cannot back up %1: cannot create the folder %2</source>
        <translation>impossible de sauvegarder %1 : impossible de créer le dossier %2</translation>
    </message>
    <message>
        <source>cannot back up %1 to %2: %3</source>
        <translation>impossible de sauvegarder %1 dans %2 : %3</translation>
    </message>
    <message>
        <source>the copy cannot be renamed</source>
        <translation>la copie ne peut pas être renommée</translation>
    </message>
    <message>
        <source>%1: the lock file %2 was empty or unreadable (left by a crash or a power cut); it was taken over</source>
        <translation>%1 : le fichier de verrou %2 était vide ou illisible (laissé par un plantage ou une coupure de courant) ; il a été repris</translation>
    </message>
    <message>
        <source>%1 is being opened by another program (its lock file %2 is still being written); try again</source>
        <translation>%1 est en cours d’ouverture par un autre programme (son fichier de verrou %2 est encore en écriture) ; réessayez</translation>
    </message>
    <message>
        <source>cannot lock %1: the disk is full (no room for the lock file %2)</source>
        <translation>impossible de verrouiller %1 : le disque est plein (pas de place pour le fichier de verrou %2)</translation>
    </message>
    <message>
        <source>cannot lock %1: the folder %2 does not exist</source>
        <translation>impossible de verrouiller %1 : le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>cannot lock %1: the lock file %2 cannot be written</source>
        <translation>impossible de verrouiller %1 : le fichier de verrou %2 ne peut pas être écrit</translation>
    </message>
    <message>
        <source>%1: the lock left by %2 (process %3 on %4), which is no longer running, was taken over</source>
        <translation>%1 : le verrou laissé par %2 (processus %3 sur %4), qui ne tourne plus, a été repris</translation>
    </message>
    <message>
        <source>%1 is already open in this program under another name (a link to the same file); close it there first</source>
        <translation>%1 est déjà ouvert dans ce programme sous un autre nom (un lien vers le même fichier) ; fermez-le d’abord</translation>
    </message>
    <message>
        <source>%1 is already open in another program (SQLite reports it locked; it may be open under another name, through a link); close it there first</source>
        <translation>%1 est déjà ouvert dans un autre programme (SQLite le signale verrouillé ; il peut être ouvert sous un autre nom, par un lien) ; fermez-le d’abord</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (PRAGMA user_version) is %2, not a version of Arbiter's schema; it was not changed</source>
        <translation>%1 est endommagé : sa version de schéma (PRAGMA user_version) est %2, qui n’est pas une version du schéma d’Arbiter ; il n’a pas été modifié</translation>
    </message>
    <message>
        <source>cannot write the journal of %1 back into it: %2</source>
        <translation>impossible de réécrire le journal de %1 dans le fichier : %2</translation>
    </message>
    <message>
        <source>the file is busy</source>
        <translation>le fichier est occupé</translation>
    </message>
    <message>
        <source>%1 was removed while %2 was open; what it held could not be written back: %3. Keep Arbiter open and make a copy with Save as</source>
        <translation>%1 a été supprimé pendant que %2 était ouvert ; son contenu n’a pas pu être réécrit : %3. Gardez Arbiter ouvert et faites une copie avec Enregistrer sous</translation>
    </message>
    <message>
        <source>%1 was removed while %2 was open (by another program or by hand); every change was written back into %2 and a new journal was started</source>
        <translation>%1 a été supprimé pendant que %2 était ouvert (par un autre programme ou à la main) ; chaque modification a été réécrite dans %2 et un nouveau journal a été commencé</translation>
    </message>
    <message>
        <source>%1: cannot check the content: %2</source>
        <translation>%1 : impossible de vérifier le contenu : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more row(s) like the one above</source>
        <translation><numerusform>%1 : %n autre ligne comme celle ci-dessus</numerusform><numerusform>%1 : %n autres lignes comme celle ci-dessus</numerusform></translation>
    </message>
    <message>
        <source>table results, row start_no %1, round %2</source>
        <translation>table results, ligne start_no %1, ronde %2</translation>
    </message>
    <message>
        <source>%1: round %2 is not possible (a tournament has rounds 1 to %3); the row is not used and is kept in the file</source>
        <translation>%1 : la ronde %2 est impossible (un tournoi a les rondes 1 à %3) ; la ligne n’est pas utilisée et reste dans le fichier</translation>
    </message>
    <message>
        <source>table meta, row declaredRounds: %1 rounds is not possible (at most %2); the number of rounds is not used and is kept in the file</source>
        <translation>table meta, ligne declaredRounds : %1 rondes est impossible (au plus %2) ; le nombre de rondes n’est pas utilisé et reste dans le fichier</translation>
    </message>
    <message>
        <source>%1: a result for player %2, who is not in the event (table players); the row is not used and is kept in the file</source>
        <translation>%1 : un résultat pour le joueur %2, qui n’est pas dans le tournoi (table players) ; la ligne n’est pas utilisée et reste dans le fichier</translation>
    </message>
    <message>
        <source>%1: the opponent %2 is not in the event (table players)</source>
        <translation>%1 : l’adversaire %2 n’est pas dans le tournoi (table players)</translation>
    </message>
    <message>
        <source>%1: round %2 is beyond the last round of the event (%3, table meta, row declaredRounds)</source>
        <translation>%1 : la ronde %2 dépasse la dernière ronde du tournoi (%3, table meta, ligne declaredRounds)</translation>
    </message>
    <message>
        <source>%1: the colour "%2" is not w or b</source>
        <translation>%1 : la couleur « %2 » n’est ni w ni b</translation>
    </message>
    <message>
        <source>%1: a colour ("%2") for a round without an opponent</source>
        <translation>%1 : une couleur (« %2 ») pour une ronde sans adversaire</translation>
    </message>
    <message>
        <source>%1: "%2" is not a result code</source>
        <translation>%1 : « %2 » n’est pas un code de résultat</translation>
    </message>
    <message>
        <source>%1: the player is paired against themselves</source>
        <translation>%1 : le joueur est apparié contre lui-même</translation>
    </message>
    <message>
        <source>%1: paired with %2, whose row for the round does not name %3</source>
        <translation>%1 : apparié avec %2, dont la ligne pour la ronde ne nomme pas %3</translation>
    </message>
    <message>
        <source>%1: both players of the game have the colour %2</source>
        <translation>%1 : les deux joueurs de la partie ont la couleur %2</translation>
    </message>
    <message>
        <source>table players, row start_no %1: withdrawn from round %2, which no tournament has</source>
        <translation>table players, ligne start_no %1 : retiré à partir de la ronde %2, qu’aucun tournoi n’a</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (PRAGMA user_version) is %2</source>
        <translation>%1 est endommagé : sa version de schéma (PRAGMA user_version) est %2</translation>
    </message>
    <message>
        <source>the disk is full; the change was not saved</source>
        <translation>le disque est plein ; la modification n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>the file is read-only; the change was not saved</source>
        <translation>le fichier est en lecture seule ; la modification n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>the disk reported an error; the change was not saved</source>
        <translation>le disque a signalé une erreur ; la modification n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>team %1 %2: %3</source>
        <translation>équipe %1 %2 : %3</translation>
    </message>
    <message>
        <source>R%1 team %2 against %3: boards %4</source>
        <translation>R%1 équipe %2 contre %3 : tables %4</translation>
    </message>
    <message>
        <source>%1 bye</source>
        <translation>%1 exempt</translation>
    </message>
    <message>
        <source>Round %1 paired (%2): %3</source>
        <translation>Ronde %1 appariée (%2) : %3</translation>
    </message>
    <message>
        <source>a round robin pairing needs a round-robin type</source>
        <translation>un appariement toutes rondes demande un tournoi de type toutes rondes</translation>
    </message>
    <message>
        <source>round %1: no game %2-%3 in this event</source>
        <translation>ronde %1 : pas de partie %2-%3 dans ce tournoi</translation>
    </message>
    <message numerus="yes">
        <source>Double round robin paired from the Berger tables: %n round(s)</source>
        <translation><numerusform>Double toutes rondes apparié selon les tables de Berger : %n ronde</numerusform><numerusform>Double toutes rondes apparié selon les tables de Berger : %n rondes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Round robin paired from the Berger tables: %n round(s)</source>
        <translation><numerusform>Toutes rondes apparié selon les tables de Berger : %n ronde</numerusform><numerusform>Toutes rondes apparié selon les tables de Berger : %n rondes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) deleted</source>
        <translation><numerusform>%n résultat effacé</numerusform><numerusform>%n résultats effacés</numerusform></translation>
    </message>
    <message>
        <source>Round %1 unpaired</source>
        <translation>Appariement de la ronde %1 annulé</translation>
    </message>
    <message>
        <source>Remove the play-off</source>
        <translation>Supprimer le départage</translation>
    </message>
    <message>
        <source>play-off: the lots seed must be recorded before it starts</source>
        <translation>départage : la graine du tirage doit être enregistrée avant le début</translation>
    </message>
    <message>
        <source>Play-off: %1, lots seed %2</source>
        <translation>Départage : %1, graine du tirage %2</translation>
    </message>
    <message>
        <source>play-off game %1: no play-off has been started</source>
        <translation>partie de départage %1 : aucun départage n’a été lancé</translation>
    </message>
    <message>
        <source>play-off game %1: place %2 is invalid</source>
        <translation>partie de départage %1 : la place %2 n’est pas valide</translation>
    </message>
    <message>
        <source>play-off game "%1": a game id has no spaces</source>
        <translation>partie de départage « %1 » : un identifiant de partie n’a pas d’espaces</translation>
    </message>
    <message>
        <source>Play-off for place %1, game %2: %3</source>
        <translation>Départage pour la place %1, partie %2 : %3</translation>
    </message>
    <message>
        <source>Play-off for place %1, game %2: no result</source>
        <translation>Départage pour la place %1, partie %2 : pas de résultat</translation>
    </message>
    <message>
        <source>preset "%1": %2</source>
        <translation>modèle « %1 » : %2</translation>
    </message>
    <message>
        <source>Regulation preset: %1 (%2, version %3)</source>
        <translation>Modèle de règlement : %1 (%2, version %3)</translation>
    </message>
    <message>
        <source>%1: the stored regulation preset cannot be read: %2</source>
        <translation>%1 : le modèle de règlement enregistré est illisible : %2</translation>
    </message>
    <message>
        <source>Edit team %1 %2</source>
        <translation>Modifier l’équipe %1 %2</translation>
    </message>
    <message>
        <source>Add team %1 %2</source>
        <translation>Ajouter l’équipe %1 %2</translation>
    </message>
    <message>
        <source>Remove team %1 %2</source>
        <translation>Supprimer l’équipe %1 %2</translation>
    </message>
    <message>
        <source>Round %1: line-up of team %2 as listed</source>
        <translation>Ronde %1 : composition de l’équipe %2 selon la liste</translation>
    </message>
    <message>
        <source>Round %1: line-up of team %2</source>
        <translation>Ronde %1 : composition de l’équipe %2</translation>
    </message>
    <message>
        <source>Team scoring: win %1, draw %2, loss %3%4</source>
        <translation>Barème par équipes : gain %1, nulle %2, perte %3%4</translation>
    </message>
    <message>
        <source>, 0-0 gives no match points</source>
        <translation>, 0-0 ne donne aucun point de match</translation>
    </message>
    <message>
        <source>Board colours: %1</source>
        <translation>Couleurs des tables : %1</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>alternées</translation>
    </message>
    <message>
        <source>%1 is not a tournament database or it is damaged</source>
        <translation>%1 n’est pas une base de tournoi ou est endommagé</translation>
    </message>
    <message>
        <source>%1 has a schema version this program cannot read (%2)</source>
        <translation>%1 a une version de schéma que ce programme ne sait pas lire (%2)</translation>
    </message>
    <message>
        <source>%1 is damaged</source>
        <translation>%1 est endommagé</translation>
    </message>
    <message>
        <source>no tournament file is open</source>
        <translation>aucun fichier de tournoi n’est ouvert</translation>
    </message>
    <message>
        <source>cannot restore %1 from %2: %3</source>
        <translation>impossible de restaurer %1 depuis %2 : %3</translation>
    </message>
    <message>
        <source>cannot restore %1 from %2: the backup cannot be copied next to it</source>
        <translation>impossible de restaurer %1 depuis %2 : la sauvegarde ne peut pas être copiée à côté</translation>
    </message>
    <message>
        <source>cannot restore %1: the current state cannot be backed up first, so nothing was changed: %2</source>
        <translation>impossible de restaurer %1 : l’état actuel ne peut pas être sauvegardé d’abord, donc rien n’a été modifié : %2</translation>
    </message>
    <message>
        <source>cannot open %1 again after restoring: %2</source>
        <translation>impossible de rouvrir %1 après la restauration : %2</translation>
    </message>
    <message>
        <source>%1 was restored from %2; the state before is in %3</source>
        <translation>%1 a été restauré depuis %2 ; l’état précédent est dans %3</translation>
    </message>
    <message>
        <source>round %1: the pairing has no boards</source>
        <translation>ronde %1 : l’appariement n’a aucune table</translation>
    </message>
    <message>
        <source>round %1, board %2: there is no player %3</source>
        <translation>ronde %1, table %2 : il n’y a pas de joueur %3</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 withdrew from round %4</source>
        <translation>ronde %1, table %2 : le joueur %3 s’est retiré à partir de la ronde %4</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 is paired twice</source>
        <translation>ronde %1, table %2 : le joueur %3 est apparié deux fois</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 has a bye "%4" in this round</source>
        <translation>ronde %1, table %2 : le joueur %3 est exempt « %4 » à cette ronde</translation>
    </message>
    <message>
        <source>player %1: K factor %2 is not a FIDE K (10, 20 or 40, or 0 to derive it)</source>
        <translation>joueur %1 : le coefficient K %2 n’est pas un K FIDE (10, 20 ou 40, ou 0 pour le calculer)</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>joueur %1 : %2</translation>
    </message>
    <message>
        <source>player %1: %2 "%3" must be stored as "%4"</source>
        <translation>joueur %1 : %2 « %3 » doit être enregistré comme « %4 »</translation>
    </message>
    <message>
        <source>R%1 %2: not paired</source>
        <translation>R%1 %2 : non apparié</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: copying it to the file %2 is not possible yet (use pg_dump for a copy of the server's database)</source>
        <translation>%1 est sur un serveur PostgreSQL : le copier dans le fichier %2 n’est pas encore possible (utilisez pg_dump pour copier la base du serveur)</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: restoring a backup file is for SQLite files only</source>
        <translation>%1 est sur un serveur PostgreSQL : la restauration d’une sauvegarde ne concerne que les fichiers SQLite</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (table %2) is %3</source>
        <translation>%1 est endommagé : sa version de schéma (table %2) est %3</translation>
    </message>
    <message>
        <source>cannot update %1: another program changed its schema version to %2 meanwhile</source>
        <translation>impossible de mettre à jour %1 : un autre programme a entre-temps changé sa version de schéma en %2</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>pas de résultat</translation>
    </message>
    <message>
        <source>R%1: %2 - %3 %4</source>
        <translation>R%1 : %2 - %3 %4</translation>
    </message>
    <message>
        <source>R%1: %2 (w) - %3 (b) %4</source>
        <translation>R%1 : %2 (b) - %3 (n) %4</translation>
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
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>no opponent, %1</source>
        <translation>sans adversaire, %1</translation>
    </message>
    <message>
        <source>R%1: %2, %3</source>
        <translation>R%1 : %2, %3</translation>
    </message>
    <message>
        <source>the server's disk is full; the change was not saved</source>
        <translation>le disque du serveur est plein ; la modification n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>the server accepts no changes (read-only); the change was not saved</source>
        <translation>le serveur n’accepte aucune modification (lecture seule) ; la modification n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>the connection to the server was lost; the change was not saved</source>
        <translation>la connexion au serveur a été perdue ; la modification n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>cannot connect to %1: the Qt PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>impossible de se connecter à %1 : le pilote PostgreSQL de Qt n’est pas installé (Debian : libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>impossible de se connecter à %1 : %2</translation>
    </message>
    <message>
        <source>%1 already holds an Arbiter event; open it, or create the event in another database</source>
        <translation>%1 contient déjà un tournoi Arbiter ; ouvrez-le, ou créez le tournoi dans une autre base</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n other table(s); create the event in an empty database</source>
        <translation><numerusform>%1 contient %n autre table ; créez le tournoi dans une base vide</numerusform><numerusform>%1 contient %n autres tables ; créez le tournoi dans une base vide</numerusform></translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database (it has no table %2)</source>
        <translation>%1 n’est pas une base de tournoi Arbiter (elle n’a pas de table %2)</translation>
    </message>
    <message>
        <source>%1 is damaged: the table %2 has no row</source>
        <translation>%1 est endommagé : la table %2 n’a aucune ligne</translation>
    </message>
    <message>
        <source>%1 is damaged: the table %2 has more than one row</source>
        <translation>%1 est endommagé : la table %2 a plus d’une ligne</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (table %2) is %3, not a version of Arbiter's schema; it was not changed</source>
        <translation>%1 est endommagé : sa version de schéma (table %2) est %3, qui n’est pas une version du schéma d’Arbiter ; il n’a pas été modifié</translation>
    </message>
    <message>
        <source>the initial colour is white or black</source>
        <translation>la couleur initiale est blanc ou noir</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blancs</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noirs</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1, drawn by lot with seed %2</source>
        <translation>Couleur initiale (C.04.3 E.5) : %1, tirée au sort avec la graine %2</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1</source>
        <translation>Couleur initiale (C.04.3 E.5) : %1</translation>
    </message>
    <message>
        <source>No player categories</source>
        <translation>Aucune catégorie de joueurs</translation>
    </message>
    <message>
        <source>Player categories: %1</source>
        <translation>Catégories de joueurs : %1</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: Arbiter's backup files are for SQLite files only (back up the server's database with pg_dump)</source>
        <translation>%1 est sur un serveur PostgreSQL : les sauvegardes d’Arbiter ne concernent que les fichiers SQLite (sauvegardez la base du serveur avec pg_dump)</translation>
    </message>
    <message>
        <source>New event "%1"</source>
        <translation>Nouveau tournoi « %1 »</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>you are a deputy: you enter results and byes; the pairing of round %1 is the chief arbiter's</source>
        <translation>vous êtes adjoint : vous saisissez les résultats et les exempts ; l’appariement de la ronde %1 revient à l’arbitre principal</translation>
    </message>
    <message>
        <source>you (%1) are a viewer of this event: you may read it but not change it (the server refused the change: %2)</source>
        <translation>vous (%1) êtes observateur de ce tournoi : vous pouvez le lire mais pas le modifier (le serveur a refusé la modification : %2)</translation>
    </message>
    <message>
        <source>your account may not make this change (the server refused it: %1)</source>
        <translation>votre compte ne peut pas faire cette modification (le serveur l’a refusée : %1)</translation>
    </message>
    <message>
        <source>%1 is a file: arbiter accounts exist only for an event on a PostgreSQL server (postgresql://…)</source>
        <translation>%1 est un fichier : les comptes d’arbitres n’existent que pour un tournoi sur un serveur PostgreSQL (postgresql://…)</translation>
    </message>
    <message>
        <source>cannot read the accounts of %1: %2</source>
        <translation>impossible de lire les comptes de %1 : %2</translation>
    </message>
    <message>
        <source>cannot read the accounts of %1</source>
        <translation>impossible de lire les comptes de %1</translation>
    </message>
    <message>
        <source>only the chief arbiter who owns %1 manages its accounts; you are %2 (%3)</source>
        <translation>seul l’arbitre principal propriétaire de %1 gère ses comptes ; vous êtes %2 (%3)</translation>
    </message>
    <message>
        <source>"%1" cannot be an account name: use lower-case letters, digits and _ (at most 63, not starting with a digit)</source>
        <translation>« %1 » ne peut pas être un nom de compte : utilisez des minuscules, des chiffres et _ (63 au plus, sans chiffre au début)</translation>
    </message>
    <message>
        <source>the password of %1 contains a NUL character</source>
        <translation>le mot de passe de %1 contient un caractère NUL</translation>
    </message>
    <message>
        <source>%1 administers the server or the event already; it cannot be made an arbiter account</source>
        <translation>%1 administre déjà le serveur ou le tournoi ; il ne peut pas devenir un compte d’arbitre</translation>
    </message>
    <message>
        <source>give a password for the new account %1</source>
        <translation>indiquez un mot de passe pour le nouveau compte %1</translation>
    </message>
    <message>
        <source>cannot add the account %1 to %2: %3</source>
        <translation>impossible d’ajouter le compte %1 à %2 : %3</translation>
    </message>
    <message>
        <source>%1 has no account %2</source>
        <translation>%1 n’a pas de compte %2</translation>
    </message>
    <message>
        <source>cannot remove the account %1 from %2: %3</source>
        <translation>impossible de retirer le compte %1 de %2 : %3</translation>
    </message>
    <message>
        <source>%1 is a %2, not a deputy: only deputies are given rounds</source>
        <translation>%1 est %2, pas adjoint : seuls les adjoints reçoivent des rondes</translation>
    </message>
    <message>
        <source>round %1 does not exist (rounds start at 1)</source>
        <translation>la ronde %1 n’existe pas (les rondes commencent à 1)</translation>
    </message>
    <message>
        <source>cannot give rounds to %1 in %2: %3</source>
        <translation>impossible d’attribuer des rondes à %1 dans %2 : %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>chief arbiter, owner of the event: every change and the accounts</source>
        <translation>arbitre principal, propriétaire du tournoi : toute modification et les comptes</translation>
    </message>
    <message>
        <source>chief arbiter: every change</source>
        <translation>arbitre principal : toute modification</translation>
    </message>
    <message>
        <source>deputy: results and byes of rounds %1</source>
        <translation>adjoint : résultats et exempts des rondes %1</translation>
    </message>
    <message>
        <source>viewer: reads only</source>
        <translation>observateur : lecture seule</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile by another program; nothing was saved</source>
        <translation>%1 a été modifié entre-temps par un autre programme ; rien n’a été enregistré</translation>
    </message>
    <message>
        <source>table %1, rows %2-%3: %4</source>
        <translation>table %1, lignes %2-%3 : %4</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>table %1 : %2</translation>
    </message>
    <message>
        <source>%1 is the event itself; copy it somewhere else</source>
        <translation>%1 est le tournoi lui-même ; copiez-le ailleurs</translation>
    </message>
    <message>
        <source>it holds no tables</source>
        <translation>elle ne contient aucune table</translation>
    </message>
    <message>
        <source>the target has no table %1</source>
        <translation>la cible n’a pas de table %1</translation>
    </message>
    <message>
        <source>the target's table %1 has no column %2</source>
        <translation>la table %1 de la cible n’a pas de colonne %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3; nothing was left at %2</source>
        <translation>impossible de copier %1 vers %2 : %3 ; rien n’a été laissé dans %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: the copy read back differs from the original%3; nothing was left at %2</source>
        <translation>impossible de copier %1 vers %2 : la copie relue diffère de l’original%3 ; rien n’a été laissé dans %2</translation>
    </message>
    <message>
        <source>The server at %1:%2 refused the user name or the password (user %3). Check both and try again.</source>
        <translation>Le serveur %1:%2 a refusé le nom d’utilisateur ou le mot de passe (utilisateur %3). Vérifiez les deux et réessayez.</translation>
    </message>
    <message>
        <source>The server at %1:%2 asks for the password of the user %3.</source>
        <translation>Le serveur %1:%2 demande le mot de passe de l’utilisateur %3.</translation>
    </message>
    <message>
        <source>The server at %1:%2 has no database %3; its administrator creates one (createdb %3), then connect again.</source>
        <translation>Le serveur %1:%2 n’a pas de base %3 ; son administrateur la crée (createdb %3), puis reconnectez-vous.</translation>
    </message>
    <message>
        <source>No PostgreSQL server answers at %1, port %2: is the server running, and are the host and port right? (%3)</source>
        <translation>Aucun serveur PostgreSQL ne répond à %1, port %2 : le serveur est-il lancé, l’hôte et le port sont-ils corrects ? (%3)</translation>
    </message>
    <message>
        <source>The database %1 on %2 holds no Arbiter event yet.</source>
        <translation>La base %1 sur %2 ne contient pas encore de tournoi Arbiter.</translation>
    </message>
    <message>
        <source>The database %1 on %2 holds the tables of something else, not an Arbiter event; choose an empty database for an event.</source>
        <translation>La base %1 sur %2 contient les tables d’autre chose, pas un tournoi Arbiter ; choisissez une base vide pour un tournoi.</translation>
    </message>
    <message>
        <source>not connected to the server %1 (the connection was lost); the change was not saved: enter it again once connected</source>
        <translation>non connecté au serveur %1 (la connexion a été perdue) ; la modification n’a pas été enregistrée : saisissez-la de nouveau une fois connecté</translation>
    </message>
    <message>
        <source>the connection to the server %1 was lost while saving; once connected again the event is read back from the server: enter the change again if it is not there</source>
        <translation>la connexion au serveur %1 a été perdue pendant l’enregistrement ; une fois reconnecté, le tournoi est relu depuis le serveur : saisissez de nouveau la modification si elle n’y est pas</translation>
    </message>
    <message>
        <source>paired %1 - %2 without a result</source>
        <translation>apparié %1 - %2 sans résultat</translation>
    </message>
    <message>
        <source>Board %1 of round %2</source>
        <translation>Table %1 de la ronde %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 de %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>The event setting %1</source>
        <translation>Le paramètre du tournoi %1</translation>
    </message>
    <message>
        <source> (entered at %1: %2)</source>
        <translation> (saisi à %1 : %2)</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile by another program to %2%3; nothing was overwritten. The entry is shown now: check it and enter the change again if it is still needed.</source>
        <translation>%1 a été modifié entre-temps par un autre programme en %2%3 ; rien n’a été écrasé. L’entrée est maintenant affichée : vérifiez-la et saisissez de nouveau la modification si elle est encore nécessaire.</translation>
    </message>
    <message>
        <source>you are a deputy (your rounds: %1); round %2 is not yours</source>
        <translation>vous êtes adjoint (vos rondes : %1) ; la ronde %2 n’est pas la vôtre</translation>
    </message>
    <message>
        <source>you (%1) are a deputy (your rounds: %2): you enter results and byes only; this change is the chief arbiter's (the server refused it: %3)</source>
        <translation>vous (%1) êtes adjoint (vos rondes : %2) : vous ne saisissez que les résultats et les exempts ; cette modification revient à l’arbitre principal (le serveur l’a refusée : %3)</translation>
    </message>
    <message>
        <source>pairing numbers cannot be assigned: %1</source>
        <translation>les numéros d’appariement ne peuvent pas être attribués : %1</translation>
    </message>
    <message>
        <source>Initial ranking: %1</source>
        <translation>Classement initial : %1</translation>
    </message>
    <message numerus="yes">
        <source>Pairing numbers assigned by the initial ranking (%1): %n player(s) renumbered, %2</source>
        <translation><numerusform>Numéros d’appariement attribués selon le classement initial (%1) : %n joueur renuméroté, %2</numerusform><numerusform>Numéros d’appariement attribués selon le classement initial (%1) : %n joueurs renumérotés, %2</numerusform></translation>
    </message>
    <message>
        <source> (a correction: round %1 was paired on the old result)</source>
        <translation> (une correction : la ronde %1 a été appariée sur l’ancien résultat)</translation>
    </message>
    <message>
        <source> (a correction: rounds %1-%2 were paired on the old result)</source>
        <translation> (une correction : les rondes %1-%2 ont été appariées sur l’ancien résultat)</translation>
    </message>
    <message>
        <source>Round dates: %1</source>
        <translation>Dates des rondes : %1</translation>
    </message>
    <message>
        <source>%1 (rounds %2-%3)</source>
        <translation>%1 (rondes %2-%3)</translation>
    </message>
    <message>
        <source>Baku (C.04.7)</source>
        <translation>Bakou (C.04.7)</translation>
    </message>
    <message numerus="yes">
        <source>virtual points set by the arbiter (%n record(s))</source>
        <translation><numerusform>points virtuels fixés par l’arbitre (%n enregistrement)</numerusform><numerusform>points virtuels fixés par l’arbitre (%n enregistrements)</numerusform></translation>
    </message>
    <message>
        <source>prohibited pair: there is no player %1</source>
        <translation>appariement interdit : il n’y a pas de joueur %1</translation>
    </message>
    <message>
        <source>Acceleration: %1</source>
        <translation>Accélération : %1</translation>
    </message>
    <message>
        <source>Prohibited pairs: %1</source>
        <translation>Appariements interdits : %1</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Règles d’appariement</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>sexe</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>fédération</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>date de naissance</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>K factor</source>
        <translation>Coefficient K</translation>
    </message>
    <message>
        <source>another program held the event for over %1 s; nothing was saved, try again</source>
        <translation>un autre programme a retenu le tournoi plus de %1 s ; rien n’a été enregistré, réessayez</translation>
    </message>
    <message>
        <source>%1 held the event for over %2 s; nothing was saved, try again (or ask %1 to finish)</source>
        <translation>%1 a retenu le tournoi plus de %2 s ; rien n’a été enregistré, réessayez (ou demandez à %1 de terminer)</translation>
    </message>
    <message>
        <source>cannot lock %1: %2 is in the place of its lock file and is not a file; move it away, then open the event again</source>
        <translation>impossible de verrouiller %1 : %2 occupe la place de son fichier de verrou et n’est pas un fichier ; déplacez-le, puis rouvrez le tournoi</translation>
    </message>
    <message>
        <source>the password for %1 has characters the server may not compare as typed (symbols outside Unicode 3.2, right-to-left letters, invisible ones); choose letters, digits, punctuation and spaces</source>
        <translation>le mot de passe de %1 contient des caractères que le serveur pourrait ne pas comparer tels que saisis (symboles hors Unicode 3.2, lettres de droite à gauche, caractères invisibles) ; choisissez des lettres, chiffres, signes de ponctuation et espaces</translation>
    </message>
    <message>
        <source>the copy could not be written</source>
        <translation>la copie n’a pas pu être écrite</translation>
    </message>
    <message>
        <source>cannot replace %1 with %2: %3</source>
        <translation>impossible de remplacer %1 par %2 : %3</translation>
    </message>
    <message>
        <source>%1: table meta, row %2: %3</source>
        <translation>%1 : table meta, ligne %2 : %3</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>impossible de copier %1 vers %2 : %3</translation>
    </message>
    <message>
        <source>it is not a list of values; the usual points are used</source>
        <translation>ce n’est pas une liste de valeurs ; les points habituels sont utilisés</translation>
    </message>
    <message>
        <source>"%1" is %2 points, which no game is worth (at most two decimals, from -%3 to %3); the usual value is used</source>
        <translation>« %1 » vaut %2 points, ce qu’aucune partie ne vaut (au plus deux décimales, de -%3 à %3) ; la valeur habituelle est utilisée</translation>
    </message>
    <message>
        <source>the driver gave no reason</source>
        <translation>le pilote n’a donné aucune raison</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <source>the disk reported an error (it may be full)</source>
        <translation>le disque a signalé une erreur (il est peut-être plein)</translation>
    </message>
    <message>
        <source>the server's disk is full</source>
        <translation>le disque du serveur est plein</translation>
    </message>
    <message>
        <source>the server accepts no changes (read-only)</source>
        <translation>le serveur n’accepte aucune modification (lecture seule)</translation>
    </message>
    <message>
        <source>the connection to the server was lost</source>
        <translation>la connexion au serveur a été perdue</translation>
    </message>
    <message>
        <source>line %1: the tie-break list "%2" cannot be used (%3); the event was imported without it and uses the default list until one is chosen under Tie-breaks</source>
        <translation>ligne %1 : la liste de départages « %2 » est inutilisable (%3) ; le tournoi a été importé sans elle et utilise la liste par défaut jusqu’au choix d’une liste sous Départages</translation>
    </message>
    <message>
        <source>the tie-break list "%1" cannot be used (%2); the event was imported without it and uses the default list until one is chosen under Tie-breaks</source>
        <translation>la liste de départages « %1 » est inutilisable (%2) ; le tournoi a été importé sans elle et utilise la liste par défaut jusqu’au choix d’une liste sous Départages</translation>
    </message>
    <message>
        <source>%1, the journal of the changes saved since the file was last written whole, is damaged at its start: none of its changes can be read</source>
        <translation>%1, le journal des modifications enregistrées depuis la dernière écriture complète du fichier, est endommagé à son début : aucune de ses modifications n’est lisible</translation>
    </message>
    <message numerus="yes">
        <source>%1, the journal of the changes saved since the file was last written whole, is damaged: %n saved change(s) after its frame %2 cannot be read</source>
        <translation><numerusform>%1, le journal des modifications enregistrées depuis la dernière écriture complète du fichier, est endommagé : %n modification enregistrée après sa trame %2 est illisible</numerusform><numerusform>%1, le journal des modifications enregistrées depuis la dernière écriture complète du fichier, est endommagé : %n modifications enregistrées après sa trame %2 sont illisibles</numerusform></translation>
    </message>
    <message>
        <source>%1. The event opens as it was before them: check the last changes made. The damaged journal is kept as %2.</source>
        <translation>%1. Le tournoi s’ouvre tel qu’il était avant elles : vérifiez les dernières modifications. Le journal endommagé est conservé sous %2.</translation>
    </message>
    <message>
        <source>%1. The event opens as it was before them: check the last changes made. The damaged journal could not be copied to %2; copy %3 aside before changing anything.</source>
        <translation>%1. Le tournoi s’ouvre tel qu’il était avant elles : vérifiez les dernières modifications. Le journal endommagé n’a pas pu être copié vers %2 ; mettez %3 de côté avant toute modification.</translation>
    </message>
    <message>
        <source>leaving FIDE mode cannot be undone: the event stays outside FIDE mode (its rating report records when and why it left)</source>
        <translation>la sortie du mode FIDE ne peut pas être annulée : le tournoi reste hors du mode FIDE (son rapport Elo consigne quand et pourquoi)</translation>
    </message>
    <message>
        <source>the event has left FIDE mode already; it cannot enter it again</source>
        <translation>le tournoi a déjà quitté le mode FIDE ; il ne peut pas y revenir</translation>
    </message>
    <message>
        <source>leaving FIDE mode needs a reason</source>
        <translation>quitter le mode FIDE demande une raison</translation>
    </message>
    <message>
        <source>Left FIDE mode after round %1</source>
        <translation>Mode FIDE quitté après la ronde %1</translation>
    </message>
    <message>
        <source>Left FIDE mode before round 1</source>
        <translation>Mode FIDE quitté avant la ronde 1</translation>
    </message>
    <message>
        <source>lots were drawn already (seed %1); undo that first</source>
        <translation>le tirage au sort a déjà eu lieu (graine %1) ; annulez-le d’abord</translation>
    </message>
    <message>
        <source>Remaining ties broken by drawing of lots (C.07 Art. 4.2), seed %1</source>
        <translation>Égalités restantes départagées par tirage au sort (C.07 art. 4.2), graine %1</translation>
    </message>
    <message>
        <source>an expulsion needs the first round the player does not play</source>
        <translation>une exclusion demande la première ronde que le joueur ne joue pas</translation>
    </message>
    <message>
        <source>player %1 is expelled already</source>
        <translation>le joueur %1 est déjà exclu</translation>
    </message>
    <message>
        <source>Expel player %1 %2 from round %3</source>
        <translation>Exclure le joueur %1 %2 à partir de la ronde %3</translation>
    </message>
    <message>
        <source>player %1: national rating %2 is not a number from 0 to 4000</source>
        <translation>joueur %1 : le classement national %2 n’est pas un nombre de 0 à 4000</translation>
    </message>
    <message>
        <source>player %1: whose national rating is it? Set the event's federation, or the federation of the tournament rating (Event tab), first</source>
        <translation>joueur %1 : classement national de quelle fédération ? Indiquez d’abord la fédération du tournoi, ou celle du classement du tournoi (onglet Événement)</translation>
    </message>
    <message>
        <source>Edit player %1 %2: %3 national rating %4 -&gt; %5</source>
        <translation>Modifier le joueur %1 %2 : classement national %3 %4 -&gt; %5</translation>
    </message>
    <message>
        <source>Tournament rating: %1%2</source>
        <translation>Classement du tournoi : %1%2</translation>
    </message>
    <message numerus="yes">
        <source>Ratings from %1: %n player(s) changed</source>
        <translation><numerusform>Classements de %1 : %n joueur modifié</numerusform><numerusform>Classements de %1 : %n joueurs modifiés</numerusform></translation>
    </message>
    <message>
        <source>Rated on the %1 list</source>
        <translation>Comptabilisé sur la liste %1</translation>
    </message>
    <message>
        <source>Half-point byes allowed again: %1</source>
        <translation>Exempts à un demi-point de nouveau permis : %1</translation>
    </message>
    <message>
        <source>No half-point byes for: %1</source>
        <translation>Pas d’exempt à un demi-point pour : %1</translation>
    </message>
    <message numerus="yes">
        <source>Ratings from %1 from round %2: %n player(s) changed</source>
        <translation><numerusform>Classements de %1 à partir de la ronde %2 : %n joueur modifié</numerusform><numerusform>Classements de %1 à partir de la ronde %2 : %n joueurs modifiés</numerusform></translation>
    </message>
    <message>
        <source>The event lasts more than 30 days</source>
        <translation>Le tournoi dure plus de 30 jours</translation>
    </message>
    <message>
        <source>The event lasts 30 days or less</source>
        <translation>Le tournoi dure 30 jours ou moins</translation>
    </message>
    <message>
        <source>player %1: a rating from a later round needs an event that lasts more than 30 days (Event tab)</source>
        <translation>joueur %1 : un Elo à partir d’une ronde ultérieure demande un tournoi de plus de 30 jours (onglet Tournoi)</translation>
    </message>
    <message>
        <source>player %1: round %2 is not a later round of this event (2 to %3)</source>
        <translation>joueur %1 : la ronde %2 n’est pas une ronde ultérieure de ce tournoi (2 à %3)</translation>
    </message>
    <message>
        <source>player %1: rating %2 is not a number from 0 to 4000</source>
        <translation>joueur %1 : l’Elo %2 n’est pas un nombre de 0 à 4000</translation>
    </message>
    <message>
        <source>Player %1 %2: rating from round %3 removed</source>
        <translation>Joueur %1 %2 : Elo à partir de la ronde %3 supprimé</translation>
    </message>
    <message>
        <source>Player %1 %2: rating %3 from round %4</source>
        <translation>Joueur %1 %2 : Elo %3 à partir de la ronde %4</translation>
    </message>
    <message>
        <source> (a manual pairing: the rules give %1)</source>
        <translation> (un appariement manuel : les règles donnent %1)</translation>
    </message>
    <message>
        <source>round %1: player %2 has no game with colours</source>
        <translation>ronde %1 : le joueur %2 n’a pas de partie avec des couleurs</translation>
    </message>
    <message>
        <source>round %1: the game of %2 is not written the same way on both sides</source>
        <translation>ronde %1 : la partie de %2 n’est pas inscrite de la même façon des deux côtés</translation>
    </message>
    <message>
        <source>Round %1: colours of %2 - %3 swapped (%4 White)</source>
        <translation>Ronde %1 : couleurs de %2 - %3 inversées (%4 Blancs)</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks take %1</source>
        <translation>Les départages fondés sur l’Elo prennent %1</translation>
    </message>
    <message>
        <source> (a correction of the colours)</source>
        <translation> (une correction des couleurs)</translation>
    </message>
    <message>
        <source> (a correction: rounds %1-%2 were paired on the old colours)</source>
        <translation> (une correction : les rondes %1-%2 ont été appariées sur les anciennes couleurs)</translation>
    </message>
    <message>
        <source>player %1: round %2 is not a later round (from 2)</source>
        <translation>joueur %1 : la ronde %2 n’est pas une ronde ultérieure (à partir de 2)</translation>
    </message>
    <message>
        <source>the event has no teams</source>
        <translation>le tournoi n’a pas d’équipes</translation>
    </message>
    <message>
        <source>round %1 cannot be paired: %2 rounds are paired</source>
        <translation>la ronde %1 ne peut pas être appariée : %2 rondes sont appariées</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>la ronde %1 est déjà appariée ; annulez d’abord son appariement</translation>
    </message>
    <message>
        <source>round %1: team %2 is paired twice</source>
        <translation>ronde %1 : l’équipe %2 est appariée deux fois</translation>
    </message>
    <message>
        <source>round %1: the match of team %2 has results; its line-up can only give the board order of the players who played</source>
        <translation>ronde %1 : le match de l’équipe %2 a des résultats ; sa composition ne peut donner que l’ordre des échiquiers des joueurs qui ont joué</translation>
    </message>
    <message>
        <source>round %1: "%2" is not a forfeit (+- the first team wins, -+ the second, -- both lose)</source>
        <translation>ronde %1 : « %2 » n’est pas un forfait (+- la première équipe gagne, -+ la seconde, -- les deux perdent)</translation>
    </message>
    <message>
        <source>round %1: the game of player %2 has a result; take it back before recording the match as forfeited</source>
        <translation>ronde %1 : la partie du joueur %2 a un résultat ; annulez-le avant d’enregistrer le match comme perdu par forfait</translation>
    </message>
    <message>
        <source>round %1: the match of teams %2 and %3 is not forfeited</source>
        <translation>ronde %1 : le match des équipes %2 et %3 n’est pas perdu par forfait</translation>
    </message>
    <message>
        <source>Round %1: match %2 - %3 no longer forfeited</source>
        <translation>Ronde %1 : match %2 - %3 plus perdu par forfait</translation>
    </message>
    <message>
        <source>Round %1: match %2 - %3 forfeited %4</source>
        <translation>Ronde %1 : match %2 - %3 par forfait %4</translation>
    </message>
    <message>
        <source>round %1: a team's bye is H (a drawn match), F (a won match) or Z (none)</source>
        <translation>ronde %1 : l’exempt d’une équipe est H (un match nul), F (un match gagné) ou Z (rien)</translation>
    </message>
    <message>
        <source>round %1: team %2 is paired in this round; unpair the round first</source>
        <translation>ronde %1 : l’équipe %2 est appariée dans cette ronde ; annulez d’abord l’appariement de la ronde</translation>
    </message>
    <message>
        <source>Round %1: team %2 %3 has no bye</source>
        <translation>Ronde %1 : équipe %2 %3 sans exempt</translation>
    </message>
    <message>
        <source>Round %1: team %2 %3 bye %4</source>
        <translation>Ronde %1 : équipe %2 %3 exempt %4</translation>
    </message>
    <message>
        <source>team %1 is listed twice</source>
        <translation>l’équipe %1 figure deux fois</translation>
    </message>
    <message numerus="yes">
        <source>Prize fund: %n prize(s), %1; ties: %2</source>
        <translation><numerusform>Fonds de prix : %n prix, %1 ; égalités : %2</numerusform><numerusform>Fonds de prix : %n prix, %1 ; égalités : %2</numerusform></translation>
    </message>
    <message>
        <source>No prize fund</source>
        <translation>Pas de fonds de prix</translation>
    </message>
    <message>
        <source>time control code: %1</source>
        <translation>code de la cadence : %1</translation>
    </message>
    <message>
        <source>outside FIDE mode</source>
        <translation>hors du mode FIDE</translation>
    </message>
    <message>
        <source>an order of tied players names at least two players</source>
        <translation>un ordre d’ex aequo nomme au moins deux joueurs</translation>
    </message>
    <message>
        <source>player %1 is named twice in the order</source>
        <translation>le joueur %1 est nommé deux fois dans l’ordre</translation>
    </message>
    <message>
        <source>an order of tied players needs the reason for it</source>
        <translation>un ordre d’ex aequo a besoin de son motif</translation>
    </message>
    <message>
        <source>Tied players ordered by the arbiter: %1</source>
        <translation>Ex aequo ordonnés par l’arbitre : %1</translation>
    </message>
    <message>
        <source>round-robin numbers are for a round robin</source>
        <translation>les numéros de toutes rondes sont pour un toutes rondes</translation>
    </message>
    <message>
        <source>the round robin has begun: its pairing numbers stay as they were drawn</source>
        <translation>le toutes rondes a commencé : ses numéros restent tels qu’ils ont été tirés</translation>
    </message>
    <message>
        <source>the round-robin numbers must name every player once</source>
        <translation>les numéros du toutes rondes doivent nommer chaque joueur une fois</translation>
    </message>
    <message>
        <source>Round-robin numbers drawn by lot (seed %1)</source>
        <translation>Numéros du toutes rondes tirés au sort (graine %1)</translation>
    </message>
    <message>
        <source>Round-robin numbers set by the arbiter</source>
        <translation>Numéros du toutes rondes fixés par l’arbitre</translation>
    </message>
    <message>
        <source>no external tie-break value is given</source>
        <translation>aucune valeur de départage externe n’est donnée</translation>
    </message>
    <message>
        <source>player %1 is given two external values</source>
        <translation>le joueur %1 reçoit deux valeurs externes</translation>
    </message>
    <message>
        <source>external tie-break values need the reason for them</source>
        <translation>des valeurs de départage externes ont besoin de leur motif</translation>
    </message>
    <message numerus="yes">
        <source>External tie-break values (EXT) for %n player(s)</source>
        <translation><numerusform>Valeurs de départage externes (EXT) pour %n joueur</numerusform><numerusform>Valeurs de départage externes (EXT) pour %n joueurs</numerusform></translation>
    </message>
    <message>
        <source>the title norms' federation requirements are already so</source>
        <translation>les exigences des normes de titre sur les fédérations sont déjà ainsi</translation>
    </message>
    <message>
        <source>Title norms' federation requirements: %1</source>
        <translation>Exigences des normes de titre sur les fédérations : %1</translation>
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
        <source>cannot create %1; nothing was imported</source>
        <translation>impossible de créer %1 ; rien n’a été importé</translation>
    </message>
    <message>
        <source>Play-off for place %1: there is no game %2 in the plan</source>
        <translation>Départage joué pour la place %1 : le plan n’a pas de partie %2</translation>
    </message>
    <message>
        <source>Play-off game %1: change the result from %2 to %3</source>
        <translation>Partie de départage %1 : changer le résultat de %2 en %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>manual changes: %1</source>
        <translation>modifications manuelles : %1</translation>
    </message>
    <message>
        <source>%1 (withdrawn from round %2)</source>
        <translation>%1 (retiré à partir de la ronde %2)</translation>
    </message>
    <message>
        <source>No play-off: the event has no results yet, so nobody is tied.</source>
        <translation>Pas de départage : le tournoi n’a pas encore de résultats, personne n’est donc à égalité.</translation>
    </message>
    <message>
        <source>on points</source>
        <translation>aux points</translation>
    </message>
    <message>
        <source>on points and tie-breaks</source>
        <translation>aux points et aux départages</translation>
    </message>
    <message>
        <source>No play-off: nobody is tied for first place (%1).</source>
        <translation>Pas de départage : personne n’est à égalité pour la première place (%1).</translation>
    </message>
    <message>
        <source>No play-off: nobody is tied for any place (%1).</source>
        <translation>Pas de départage : personne n’est à égalité pour aucune place (%1).</translation>
    </message>
    <message>
        <source>A play-off has been played on the present standings. This change of the main event's results can change who is tied: the play-off then stays recorded, marked as based on the earlier standings, and decides no place. Make the change?</source>
        <translation>Un départage a été joué sur le classement actuel. Cette modification des résultats du tournoi principal peut changer qui est à égalité : le départage reste alors enregistré, marqué comme fondé sur le classement antérieur, et n’attribue aucune place. Effectuer la modification ?</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Date de début</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Date de fin</translation>
    </message>
    <message>
        <source>%1 "%2" cannot be read: type it as 2026-11-23 or 23.11.2026</source>
        <translation>%1 « %2 » est illisible : tapez-la sous la forme 2026-11-23 ou 23.11.2026</translation>
    </message>
    <message>
        <source>%1 %2: the event cannot end (%3) before it starts (%4)</source>
        <translation>%1 %2 : le tournoi ne peut pas finir (%3) avant de commencer (%4)</translation>
    </message>
    <message>
        <source>Round %1: change the bye of %2 from %3 to %4</source>
        <translation>Ronde %1 : changer l’exemption de %2 de %3 en %4</translation>
    </message>
    <message>
        <source>Round %1: change the result of %2 – %3 from %4 to %5</source>
        <translation>Ronde %1 : changer le résultat de %2 – %3 de %4 en %5</translation>
    </message>
    <message>
        <source>Round %1 was paired on the old result: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>La ronde %1 a été appariée sur l’ancien résultat : elle reste telle quelle (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.</translation>
    </message>
    <message>
        <source>Rounds %1-%2 were paired on the old result: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Les rondes %1-%2 ont été appariées sur l’ancien résultat : elles restent telles quelles (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>l’import a été annulé ; rien n’a été importé</translation>
    </message>
    <message>
        <source>Round %1: player %2 has no game</source>
        <translation>Ronde %1 : le joueur %2 n’a pas de partie</translation>
    </message>
    <message>
        <source>Round %1 has no result on this board and no later round is paired: change its colours in Edit pairings, where the round is compared with the rules' pairing.</source>
        <translation>La ronde %1 n’a pas de résultat sur cette table et aucune ronde suivante n’est appariée : changez ses couleurs dans Modifier les appariements, où la ronde est comparée à l’appariement des règles.</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3 was played the other way round: %3 had White. Correct the colours (the result stays)?</source>
        <translation>Ronde %1 : %2 – %3 a été jouée avec les couleurs inversées : %3 avait les Blancs. Corriger les couleurs (le résultat reste) ?</translation>
    </message>
    <message>
        <source>Round %1 was paired on the old colours: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>La ronde %1 a été appariée sur les anciennes couleurs : elle reste telle quelle (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.</translation>
    </message>
    <message>
        <source>Rounds %1-%2 were paired on the old colours: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Les rondes %1-%2 ont été appariées sur les anciennes couleurs : elles restent telles quelles (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System</source>
        <translation>système suisse par équipes</translation>
    </message>
    <message>
        <source>Only players tied on points and every tie-break can be ordered by the arbiter.</source>
        <translation>Seuls les joueurs à égalité de points et de chaque départage peuvent être ordonnés par l’arbitre.</translation>
    </message>
</context>
<context>
    <name>arb::TournamentReport</name>
    <message>
        <source>double round robin</source>
        <translation>toutes rondes en aller-retour</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>toutes rondes</translation>
    </message>
    <message>
        <source>Swiss, Dutch system (C.04.3)</source>
        <translation>Suisse, système hollandais (C.04.3)</translation>
    </message>
    <message>
        <source>, individual</source>
        <translation>, individuel</translation>
    </message>
    <message>
        <source>, teams</source>
        <translation>, équipes</translation>
    </message>
    <message>
        <source>, Baku acceleration (C.04.7)</source>
        <translation>, accélération de Bakou (C.04.7)</translation>
    </message>
    <message>
        <source>, accelerated (virtual points of the event's records)</source>
        <translation>, accéléré (points virtuels des enregistrements du tournoi)</translation>
    </message>
    <message>
        <source>Tournament report (IT3)</source>
        <translation>Rapport du tournoi (IT3)</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>FIDE tournament ID</source>
        <translation>ID FIDE du tournoi</translation>
    </message>
    <message>
        <source>Name of the tournament</source>
        <translation>Nom du tournoi</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Start and end date</source>
        <translation>Dates de début et de fin</translation>
    </message>
    <message>
        <source>Organiser (FIDE ID, name, e-mail)</source>
        <translation>Organisateur (ID FIDE, nom, courriel)</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Nombre de rondes</translation>
    </message>
    <message>
        <source>%1 (after round %2)</source>
        <translation>%1 (après la ronde %2)</translation>
    </message>
    <message>
        <source>Rounds per day</source>
        <translation>Rondes par jour</translation>
    </message>
    <message>
        <source>Rate of play</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Rated as</source>
        <translation>Comptabilisé en</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rapide</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>computerised: Arbiter %1, by the Chief Arbiter</source>
        <translation>informatisés : Arbiter %1, par l’arbitre principal</translation>
    </message>
    <message>
        <source>FIDE mode</source>
        <translation>Mode FIDE</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Classés</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Non classés</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Fédérations</translation>
    </message>
    <message>
        <source>From the host federation</source>
        <translation>De la fédération hôte</translation>
    </message>
    <message>
        <source>Not from it</source>
        <translation>Pas d’elle</translation>
    </message>
    <message>
        <source>Arbiters</source>
        <translation>Arbitres</translation>
    </message>
    <message>
        <source>Chief Arbiter (FIDE ID, name, e-mail)</source>
        <translation>Arbitre principal (ID FIDE, nom, courriel)</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Arbitres adjoints</translation>
    </message>
    <message>
        <source>Title norms made</source>
        <translation>Normes de titre réalisées</translation>
    </message>
    <message>
        <source>%1 (credited as %2)</source>
        <translation>%1 (comptées comme %2)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucun.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Norme</translation>
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
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Performance</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Chief Arbiter:</source>
        <translation>Arbitre principal :</translation>
    </message>
    <message>
        <source>Federation official:</source>
        <translation>Responsable de la fédération :</translation>
    </message>
</context>
<context>
    <name>arb::Trf</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>no player records (001) found</source>
        <translation>aucun enregistrement de joueur (001) trouvé</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>013: expected a player's start number, found "%1"</source>
        <translation>013 : numéro de départ d’un joueur attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>310: expected a team number in columns 5-7, found "%1"</source>
        <translation>310 : numéro d’équipe attendu dans les colonnes 5-7, « %1 » trouvé</translation>
    </message>
    <message>
        <source>310: team %1 is defined again (first on line %2)</source>
        <translation>310 : l’équipe %1 est définie à nouveau (d’abord à la ligne %2)</translation>
    </message>
    <message>
        <source>310: expected points in columns %1-%2, found "%3"</source>
        <translation>310 : points attendus dans les colonnes %1-%2, « %3 » trouvé</translation>
    </message>
    <message>
        <source>310: expected a rank in columns 69-71, found "%1"</source>
        <translation>310 : rang attendu dans les colonnes 69-71, « %1 » trouvé</translation>
    </message>
    <message>
        <source>310: expected a player's start number, found "%1"</source>
        <translation>310 : numéro de départ d’un joueur attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>300: expected a round, two team numbers and the boards</source>
        <translation>300 : ronde, deux numéros d’équipe et les tables attendus</translation>
    </message>
    <message>
        <source>300: "%1" is not a number</source>
        <translation>300 : « %1 » n’est pas un nombre</translation>
    </message>
    <message>
        <source>300: the round and the team must be positive numbers</source>
        <translation>300 : la ronde et l’équipe doivent être des nombres positifs</translation>
    </message>
    <message>
        <source>320: expected match points in columns 5-8, found "%1"</source>
        <translation>320 : points de match attendus dans les colonnes 5-8, « %1 » trouvé</translation>
    </message>
    <message>
        <source>320: expected game points in columns 10-13, found "%1"</source>
        <translation>320 : points de parties attendus dans les colonnes 10-13, « %1 » trouvé</translation>
    </message>
    <message>
        <source>320: round %1: expected a team number in columns %2-%3, found "%4"</source>
        <translation>320 : ronde %1 : numéro d’équipe attendu dans les colonnes %2-%3, « %4 » trouvé</translation>
    </message>
    <message>
        <source>330: expected two results (+ or -), a round and two team numbers</source>
        <translation>330 : deux résultats (+ ou -), une ronde et deux numéros d’équipe attendus</translation>
    </message>
    <message>
        <source>330: result "%1" must be + or -</source>
        <translation>330 : le résultat « %1 » doit être + ou -</translation>
    </message>
    <message>
        <source>330: "%1" is not a positive number</source>
        <translation>330 : « %1 » n’est pas un nombre positif</translation>
    </message>
    <message>
        <source>352: colour "%1" must be W or B</source>
        <translation>352 : la couleur « %1 » doit être W ou B</translation>
    </message>
    <message>
        <source>362: "%1" is not a number of points</source>
        <translation>362 : « %1 » n’est pas un nombre de points</translation>
    </message>
    <message>
        <source>362: unknown key "%1" ignored</source>
        <translation>362 : clé inconnue « %1 » ignorée</translation>
    </message>
    <message>
        <source>362: "%1" has no value</source>
        <translation>362 : « %1 » n’a pas de valeur</translation>
    </message>
    <message>
        <source>013 and 310 records list different numbers of teams; the 310 records are used</source>
        <translation>les enregistrements 013 et 310 listent des nombres d’équipes différents ; les 310 sont utilisés</translation>
    </message>
    <message>
        <source>team records (300/330) without any team (013 or 310)</source>
        <translation>enregistrements d’équipes (300/330) sans aucune équipe (013 ou 310)</translation>
    </message>
    <message>
        <source>team %1: player %2 has no 001 record</source>
        <translation>équipe %1 : le joueur %2 n’a pas d’enregistrement 001</translation>
    </message>
    <message>
        <source>team %1: player %2 is already in team %3</source>
        <translation>équipe %1 : le joueur %2 est déjà dans l’équipe %3</translation>
    </message>
    <message>
        <source>300: round %1: unknown team %2</source>
        <translation>300 : ronde %1 : équipe inconnue %2</translation>
    </message>
    <message>
        <source>300: round %1: player %2 has no 001 record</source>
        <translation>300 : ronde %1 : le joueur %2 n’a pas d’enregistrement 001</translation>
    </message>
    <message>
        <source>300: round %1: player %2 of team %3 plays for team %4</source>
        <translation>300 : ronde %1 : le joueur %2 de l’équipe %3 joue pour l’équipe %4</translation>
    </message>
    <message>
        <source>300: round %1: player %2 is in no team's list and plays for team %3</source>
        <translation>300 : ronde %1 : le joueur %2 n’est dans aucune liste d’équipe et joue pour l’équipe %3</translation>
    </message>
    <message>
        <source>330: round %1: unknown team %2</source>
        <translation>330 : ronde %1 : équipe inconnue %2</translation>
    </message>
    <message>
        <source>320: round %1: unknown team %2</source>
        <translation>320 : ronde %1 : équipe inconnue %2</translation>
    </message>
    <message>
        <source>the line is %1 characters long; a TRF record has at most %2 (%3 rounds)</source>
        <translation>la ligne fait %1 caractères ; un enregistrement TRF en a au plus %2 (%3 rondes)</translation>
    </message>
    <message>
        <source>tab character in a fixed-column record; read as one blank</source>
        <translation>tabulation dans un enregistrement à colonnes fixes ; lue comme un espace</translation>
    </message>
    <message>
        <source>expected a number of participants, found "%1"</source>
        <translation>nombre de participants attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>expected the number of rounds, found "%1"</source>
        <translation>nombre de rondes attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>the tie-break list is %1 characters long; at most %2 are read</source>
        <translation>la liste des départages fait %1 caractères ; au plus %2 sont lus</translation>
    </message>
    <message>
        <source>unknown record "%1" kept as it is</source>
        <translation>enregistrement inconnu « %1 » conservé tel quel</translation>
    </message>
    <message>
        <source>start number "%1" has more than four digits; TRF start numbers go up to 9999</source>
        <translation>le numéro de départ « %1 » a plus de quatre chiffres ; les numéros TRF vont jusqu’à 9999</translation>
    </message>
    <message>
        <source>expected a start number in columns 5-8, found "%1"</source>
        <translation>numéro de départ attendu dans les colonnes 5-8, « %1 » trouvé</translation>
    </message>
    <message>
        <source>start number %1 is used again (first on line %2)</source>
        <translation>le numéro de départ %1 est réutilisé (d’abord à la ligne %2)</translation>
    </message>
    <message>
        <source>expected a rating in columns 49-52, found "%1"</source>
        <translation>Elo attendu dans les colonnes 49-52, « %1 » trouvé</translation>
    </message>
    <message>
        <source>expected points in columns 81-84, found "%1"</source>
        <translation>points attendus dans les colonnes 81-84, « %1 » trouvé</translation>
    </message>
    <message>
        <source>expected a rank in columns 86-89, found "%1"</source>
        <translation>rang attendu dans les colonnes 86-89, « %1 » trouvé</translation>
    </message>
    <message>
        <source>expected an opponent's start number in columns %1-%2, found "%3"</source>
        <translation>numéro de départ d’un adversaire attendu dans les colonnes %1-%2, « %3 » trouvé</translation>
    </message>
    <message>
        <source>unknown colour "%1" (expected w, b or -)</source>
        <translation>couleur inconnue « %1 » (w, b ou - attendu)</translation>
    </message>
    <message>
        <source>player %1 is paired against themself</source>
        <translation>le joueur %1 est apparié contre lui-même</translation>
    </message>
    <message>
        <source>162: "%1" is not a number of points</source>
        <translation>162 : « %1 » n’est pas un nombre de points</translation>
    </message>
    <message>
        <source>XXS: cannot read "%1"</source>
        <translation>XXS : impossible de lire « %1 »</translation>
    </message>
    <message>
        <source>240: expected a bye type, a round and start numbers</source>
        <translation>240 : type d’exemption, ronde et numéros de départ attendus</translation>
    </message>
    <message>
        <source>240: "%1" is not a round number</source>
        <translation>240 : « %1 » n’est pas un numéro de ronde</translation>
    </message>
    <message>
        <source>240: "%1" is not a start number</source>
        <translation>240 : « %1 » n’est pas un numéro de départ</translation>
    </message>
    <message>
        <source>240: player %1 has no 001 record</source>
        <translation>240 : le joueur %1 n’a pas d’enregistrement 001</translation>
    </message>
    <message>
        <source>round %1: the 240 record gives player %2 a bye "%3", the 001 record says "%4"</source>
        <translation>ronde %1 : l’enregistrement 240 donne au joueur %2 une exemption « %3 », l’enregistrement 001 indique « %4 »</translation>
    </message>
    <message>
        <source>player %1 has %2 rounds; the tournament declares %3 (XXR/142)</source>
        <translation>le joueur %1 a %2 rondes ; le tournoi en déclare %3 (XXR/142)</translation>
    </message>
    <message>
        <source>round %1: result "%2" needs an opponent</source>
        <translation>ronde %1 : le résultat « %2 » demande un adversaire</translation>
    </message>
    <message>
        <source>round %1: player %2 has the bye code "%3" but is paired with %4</source>
        <translation>ronde %1 : le joueur %2 a le code d’exemption « %3 » mais est apparié avec %4</translation>
    </message>
    <message>
        <source>round %1: opponent %2 has no 001 record</source>
        <translation>ronde %1 : l’adversaire %2 n’a pas d’enregistrement 001</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired with %3, but %3's record says %4</source>
        <translation>ronde %1 : le joueur %2 est apparié avec %3, mais l’enregistrement de %3 indique %4</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>pas d’adversaire</translation>
    </message>
    <message>
        <source>round %1: result "%2" of player %3 does not match "%4" of player %5</source>
        <translation>ronde %1 : le résultat « %2 » du joueur %3 ne correspond pas à « %4 » du joueur %5</translation>
    </message>
    <message>
        <source>round %1: players %2 and %3 both have the same colour</source>
        <translation>ronde %1 : les joueurs %2 et %3 ont la même couleur</translation>
    </message>
    <message>
        <source>round %1: players %2 all have the pairing-allocated bye "U"; a round has at most one</source>
        <translation>ronde %1 : les joueurs %2 ont tous l’exempt d’appariement « U » ; une ronde en a au plus un</translation>
    </message>
    <message>
        <source>player %1: the file says %2 points, the rounds add up to %3</source>
        <translation>joueur %1 : le fichier indique %2 points, les rondes totalisent %3</translation>
    </message>
    <message>
        <source>the comment is %1 characters long; its first %2 are kept</source>
        <translation>le commentaire fait %1 caractères ; les %2 premiers sont gardés</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a TRF file (the largest event, 9,999 players and 999 rounds, takes about 100 MB)</source>
        <translation>%1 dépasse %2 Mo : ce n’est pas un fichier TRF (le plus grand tournoi, 9 999 joueurs et 999 rondes, fait environ 100 Mo)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>162: %1 points is not what a game is worth (at most two decimals, from -%2 to %2)</source>
        <translation>162 : %1 points n’est pas ce que vaut une partie (au plus deux décimales, de -%2 à %2)</translation>
    </message>
    <message>
        <source>not valid UTF-8 (TRF-2026 asks for it): read as Latin-1</source>
        <translation>UTF-8 non valide (TRF-2026 l’exige) : lu comme Latin-1</translation>
    </message>
    <message>
        <source>rating method "%1" is not one of FIDE, NRO, FIDON, NIDOF, HBFN, LBFN and OTHER: the FIDE ratings rank the players</source>
        <translation>la méthode de classement « %1 » n’est aucune de FIDE, NRO, FIDON, NIDOF, HBFN, LBFN et OTHER : l’Elo FIDE classe les joueurs</translation>
    </message>
    <message>
        <source>unknown result "%1" (expected 1 0 = + - W D L ? H F U Z)</source>
        <translation>résultat inconnu « %1 » (attendu : 1 0 = + - W D L ? H F U Z)</translation>
    </message>
    <message>
        <source>unknown result "%1" against %2, read as a result not known yet (an adjourned game, a draw for pairing)</source>
        <translation>résultat inconnu « %1 » contre %2, lu comme un résultat pas encore connu (une partie ajournée, une nulle pour l’appariement)</translation>
    </message>
    <message>
        <source>222: the time control code %1</source>
        <translation>222 : code de la cadence – %1</translation>
    </message>
    <message>
        <source>tab character in a player record, whose fields stand in fixed columns: replace it by the spaces it stands for</source>
        <translation>tabulation dans un enregistrement de joueur, dont les champs sont en colonnes fixes : remplacez-la par les espaces qu’elle représente</translation>
    </message>
</context>
<context>
    <name>arb::TrfExport</name>
    <message>
        <source>event name (012)</source>
        <translation>nom du tournoi (012)</translation>
    </message>
    <message>
        <source>city (022)</source>
        <translation>ville (022)</translation>
    </message>
    <message>
        <source>federation (032)</source>
        <translation>fédération (032)</translation>
    </message>
    <message>
        <source>start date (042)</source>
        <translation>date de début (042)</translation>
    </message>
    <message>
        <source>end date (052)</source>
        <translation>date de fin (052)</translation>
    </message>
    <message>
        <source>chief arbiter (102)</source>
        <translation>arbitre principal (102)</translation>
    </message>
    <message>
        <source>time control (122)</source>
        <translation>cadence (122)</translation>
    </message>
    <message>
        <source>round dates (132)</source>
        <translation>dates des rondes (132)</translation>
    </message>
    <message>
        <source>time control code (222)</source>
        <translation>code de la cadence (222)</translation>
    </message>
</context>
<context>
    <name>arb::listreports</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
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
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>withdrawn: plays no more rounds from this one</source>
        <translation>retiré : ne joue plus à partir de cette ronde</translation>
    </message>
    <message>
        <source>half-point bye (requested)</source>
        <translation>exempt d’un demi-point (demandé)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>exempt d’un point</translation>
    </message>
    <message>
        <source>zero-point bye (requested)</source>
        <translation>exempt à zéro point (demandé)</translation>
    </message>
    <message>
        <source>not paired (absent)</source>
        <translation>non apparié (absent)</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>exempt d’appariement</translation>
    </message>
    <message>
        <source>absent, not paired (%1 points)</source>
        <translation>absent, non apparié (%1 points)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Bye or withdrawal</source>
        <translation>Exempt ou retrait</translation>
    </message>
    <message>
        <source>No byes and no withdrawals so far.</source>
        <translation>Aucun exempt ni retrait pour l’instant.</translation>
    </message>
    <message>
        <source>No player in this list.</source>
        <translation>Aucun joueur dans cette liste.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Overall standings</source>
        <translation>Classement général</translation>
    </message>
    <message>
        <source>No categories are defined (Players tab, Categories).</source>
        <translation>Aucune catégorie n’est définie (onglet Joueurs, Catégories).</translation>
    </message>
    <message>
        <source>Prize money</source>
        <translation>Prix en argent</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Rated players</source>
        <translation>Joueurs classés</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucun.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
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
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Unrated players</source>
        <translation>Joueurs non classés</translation>
    </message>
    <message>
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <source>dp</source>
        <translation>dp</translation>
    </message>
    <message>
        <source>Ru</source>
        <translation>Ru</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations (1 March 2024). Rated players (8.3): K × (score − expected score) over the games against rated opponents, the expected score from table 8.1(b) with the 400-point rule; the change is rounded with the rating period's list. Unrated players (8.2): games over the board against rated opponents and two draws against opponents rated 1800; Ru = Ra + dp (table 8.1(a)), at most 2200; a score of zero in a first event is disregarded; a first rating needs 5 games against rated opponents (other events may add to them) and at least 1400.</source>
        <translation>Règlement Elo FIDE (1er mars 2024). Joueurs classés (8.3) : K × (points − points attendus) sur les parties contre des adversaires classés, les points attendus de la table 8.1(b) avec la règle des 400 points ; la variation est arrondie avec la liste de la période. Joueurs non classés (8.2) : parties jouées contre des adversaires classés et deux nulles contre des adversaires à 1800 ; Ru = Ra + dp (table 8.1(a)), au plus 2200 ; un score nul dans un premier tournoi n’est pas pris en compte ; un premier classement demande 5 parties contre des adversaires classés (d’autres tournois peuvent s’y ajouter) et au moins 1400.</translation>
    </message>
</context>
<context>
    <name>arb::pairingreports</name>
    <message>
        <source>half-point bye (½)</source>
        <translation>exempt d’un demi-point (½)</translation>
    </message>
    <message>
        <source>full-point bye (1)</source>
        <translation>exempt d’un point (1)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (1)</source>
        <translation>exempt d’appariement (1)</translation>
    </message>
    <message>
        <source>zero-point bye (0)</source>
        <translation>exempt à zéro point (0)</translation>
    </message>
    <message>
        <source>not paired (0)</source>
        <translation>non apparié (0)</translation>
    </message>
    <message>
        <source>Round %1 is not paired.</source>
        <translation>La ronde %1 n’est pas appariée.</translation>
    </message>
    <message>
        <source>Bd.</source>
        <translation>Tab.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
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
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
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
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Résultat :</translation>
    </message>
</context>
<context>
    <name>arb::reportpage</name>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Arbitre principal : %1</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>arb::rulesreport</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Double round robin on the Berger tables (C.05 Annex 1).</source>
        <translation>Toutes rondes en aller-retour selon les tables de Berger (C.05 annexe 1).</translation>
    </message>
    <message>
        <source>Round robin on the Berger tables (C.05 Annex 1).</source>
        <translation>Toutes rondes selon les tables de Berger (C.05 annexe 1).</translation>
    </message>
    <message>
        <source>Swiss system, FIDE Dutch system (C.04.3, in force from 1 February 2026), with the general handling rules (C.04.2).</source>
        <translation>Système suisse, système hollandais FIDE (C.04.3, en vigueur depuis le 1er février 2026), avec les règles générales de gestion (C.04.2).</translation>
    </message>
    <message>
        <source>The event is paired in FIDE mode: a pairing other than the rules' is shown with the rules' pairing and recorded.</source>
        <translation>Le tournoi est apparié en mode FIDE : un appariement autre que celui des règles est présenté avec l’appariement que donnent les règles, et consigné.</translation>
    </message>
    <message>
        <source>The event is not in FIDE mode.</source>
        <translation>Le tournoi n’est pas en mode FIDE.</translation>
    </message>
    <message>
        <source>Initial ranking and pairing numbers</source>
        <translation>Classement initial et numéros d’appariement</translation>
    </message>
    <message>
        <source>The players are ranked by %1.</source>
        <translation>Les joueurs sont classés selon : %1.</translation>
    </message>
    <message>
        <source>Tournament rating: %1; rated on the FIDE %2 list.</source>
        <translation>Classement du tournoi : %1 ; comptabilisé sur la liste FIDE %2.</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Accélération</translation>
    </message>
    <message>
        <source>None: the players are paired on their points.</source>
        <translation>Aucune : les joueurs sont appariés selon leurs points.</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.7). Group A is the top 2 × ⌈N/4⌉ players by pairing number among the N players taking part in round 1; group B the others. In the accelerated rounds, the first half of the event rounded up, group A carries virtual points: a win's points in the first half of those rounds (rounded up), a draw's points in the rest. Group B carries none.</source>
        <translation>Accélération de Bakou (C.04.7). Le groupe A réunit les 2 × ⌈N/4⌉ premiers joueurs par numéro d’appariement parmi les N joueurs qui prennent part à la ronde 1 ; le groupe B, les autres. Dans les rondes accélérées, la première moitié du tournoi arrondie au-dessus, le groupe A porte des points virtuels : les points d’une victoire dans la première moitié de ces rondes (arrondie au-dessus), ceux d’une nulle dans les autres. Le groupe B n’en porte aucun.</translation>
    </message>
    <message>
        <source>Virtual points set by the arbiter for the players and rounds below (TRF records 250 and XXA).</source>
        <translation>Points virtuels fixés par l’arbitre pour les joueurs et les rondes ci-dessous (enregistrements TRF 250 et XXA).</translation>
    </message>
    <message>
        <source>Virtual points are added to the points a player scored to form the pairing score: it makes the score groups, decides the floats and orders the boards (C.04.7). They never count in the standings or the tie-breaks.</source>
        <translation>Les points virtuels s’ajoutent aux points marqués par un joueur pour former le score d’appariement : il constitue les groupes de points, décide des flotteurs et ordonne les tables (C.04.7). Ils ne comptent jamais dans le classement ni dans les départages.</translation>
    </message>
    <message>
        <source>No player carries virtual points in any round.</source>
        <translation>Aucun joueur ne porte de points virtuels, dans aucune ronde.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Virtual points</source>
        <translation>Points virtuels</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Appariements interdits</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucun.</translation>
    </message>
    <message>
        <source>No two players of a group are paired against each other in the rounds given, as if they had met already.</source>
        <translation>Deux joueurs d’un même groupe ne sont pas appariés l’un contre l’autre dans les rondes indiquées, comme s’ils s’étaient déjà rencontrés.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>toutes les rondes</translation>
    </message>
    <message>
        <source>from round %1</source>
        <translation>à partir de la ronde %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
    <message>
        <source>rounds %1–%2</source>
        <translation>rondes %1–%2</translation>
    </message>
    <message>
        <source>Half-point byes</source>
        <translation>Exempts à un demi-point</translation>
    </message>
    <message>
        <source>The regulations allow these players no half-point bye: %1.</source>
        <translation>Le règlement n’accorde à ces joueurs aucun exempt à un demi-point : %1.</translation>
    </message>
    <message>
        <source>Ratings in an event of more than 30 days</source>
        <translation>L’Elo dans un tournoi de plus de 30 jours</translation>
    </message>
    <message>
        <source>A rating list published during the event gives the ratings from the next round to pair on; the rounds before keep theirs. Rating-based tie-breaks take %1.</source>
        <translation>Une liste Elo publiée pendant le tournoi donne les Elo à partir de la prochaine ronde à apparier ; les rondes précédentes gardent les leurs. Les départages fondés sur l’Elo prennent %1.</translation>
    </message>
    <message>
        <source>Swiss system %1, as the event's 192 record names it (not the FIDE Dutch system).</source>
        <translation>Système suisse %1, tel que l’enregistrement 192 du tournoi le nomme (pas le système hollandais FIDE).</translation>
    </message>
</context>
<context>
    <name>arb::storage::postgres</name>
    <message>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host:port/database)</source>
        <translation>%1 n’est pas une URL PostgreSQL (postgresql://utilisateur@hôte:port/base)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host:port/database)</source>
        <translation>%1 n’indique aucune base (postgresql://utilisateur@hôte:port/base)</translation>
    </message>
    <message>
        <source>%1: the option %2 is not possible here</source>
        <translation>%1 : l’option %2 n’est pas possible ici</translation>
    </message>
</context>
<context>
    <name>arb::teamreports</name>
    <message>
        <source>Round %1 is not paired.</source>
        <translation>La ronde %1 n’est pas appariée.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>White on board 1</source>
        <translation>Blancs au 1er échiquier</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Black on board 1</source>
        <translation>Noirs au 1er échiquier</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>exempt d’appariement</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>exempt d’un demi-point</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>exempt d’un point</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Match %1</source>
        <translation>Match %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
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
        <source>Match score:</source>
        <translation>Score du match :</translation>
    </message>
    <message>
        <source>Captain of %1</source>
        <translation>Capitaine de %1</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>exempt sans point</translation>
    </message>
    <message>
        <source>%1 forfeit</source>
        <translation>%1 forfait</translation>
    </message>
</context>
<context>
    <name>arb::trfdetail::Reader</name>
    <message>
        <source>a Swiss</source>
        <translation>un tournoi au système suisse</translation>
    </message>
    <message>
        <source>a round robin</source>
        <translation>un tournoi toutes rondes</translation>
    </message>
    <message>
        <source>a double round robin</source>
        <translation>un tournoi toutes rondes à double tour</translation>
    </message>
    <message>
        <source>no tournament type (092 or 192): read as %1 from the games</source>
        <translation>aucun type de tournoi (092 ou 192) : lu comme %1 d’après les parties</translation>
    </message>
    <message>
        <source>tournament type "%1" not known: read as %2 from the games</source>
        <translation>type de tournoi « %1 » inconnu : lu comme %2 d’après les parties</translation>
    </message>
    <message>
        <source>no scoring record (162): a pairing-allocated bye is taken as worth %1 points instead of %2, the value with which the totals of its players add up</source>
        <translation>pas d’enregistrement de barème (162) : une exemption d’appariement vaut %1 point(s) au lieu de %2, la valeur avec laquelle les totaux de ses joueurs concordent</translation>
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