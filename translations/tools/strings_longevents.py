# Events of more than 30 days, the printed pairing rules and the edit phase of a paired round.
# (source -> (de, fr, es); plural strings in N -> ((de one, de many), (fr one, fr many),
# (es one, es many)).) A player's rating is "Elo" here, as in the players' table; the texts of the
# Check ratings dialog keep that dialog's words (Wertung, classement, rating).

T = {
    # Event tab: the duration and the rating the rating-based tie-breaks take
    'Lasts more than &30 days':
        ('Dauert mehr als &30 Tage', 'Dure plus de &30 jours', 'Dura más de &30 días'),
    "The players' ratings may change while the event goes on: a new list counts from the next round to pair. Set from the start and end dates until changed here.":
        ('Die Elo-Zahlen der Spieler können sich während des Turniers ändern: eine neue Liste gilt '
         'ab der nächsten zu paarenden Runde. Wird aus Beginn- und Enddatum bestimmt, bis es hier '
         'geändert wird.',
         'L’Elo des joueurs peut changer en cours de tournoi : une nouvelle liste compte à partir '
         'de la prochaine ronde à apparier. Déduit des dates de début et de fin tant que ce n’est '
         'pas modifié ici.',
         'El Elo de los jugadores puede cambiar durante el torneo: una lista nueva cuenta desde la '
         'próxima ronda por emparejar. Se deduce de las fechas de inicio y fin hasta que se cambie '
         'aquí.'),
    "Which of a player's ratings ARO, TPR and the other rating-based tie-breaks take":
        ('Welche Elo-Zahl eines Spielers ARO, TPR und die anderen Elo-basierten Feinwertungen '
         'verwenden',
         'Quel Elo d’un joueur prennent ARO, TPR et les autres départages fondés sur l’Elo',
         'Qué Elo de un jugador toman ARO, TPR y los demás desempates basados en el Elo'),
    'Duration:': ('Dauer:', 'Durée :', 'Duración:'),
    'Rating-based tie-breaks take:':
        ('Elo-basierte Feinwertungen verwenden:', 'Les départages fondés sur l’Elo prennent :',
         'Los desempates basados en el Elo toman:'),
    'Ratings': ('Elo-Zahlen', 'Elo', 'Elo'),
    'Rating-based tie-breaks are not recommended in an event over 30 days: %1.':
        ('In einem Turnier von mehr als 30 Tagen werden Elo-basierte Feinwertungen nicht '
         'empfohlen: %1.',
         'Les départages fondés sur l’Elo sont déconseillés dans un tournoi de plus de 30 jours : '
         '%1.',
         'Los desempates basados en el Elo no se recomiendan en un torneo de más de 30 días: %1.'),
    'Players hold ratings from later rounds. In an event of 30 days or less only the first rating counts: the later ones are kept, but no tie-break takes them. Go on?':
        ('Spieler haben Elo-Zahlen ab späteren Runden. In einem Turnier von 30 Tagen oder weniger '
         'zählt nur die erste Elo-Zahl: die späteren bleiben gespeichert, aber keine Feinwertung '
         'verwendet sie. Fortfahren?',
         'Des joueurs ont un Elo valable à partir d’une ronde ultérieure. Dans un tournoi de '
         '30 jours ou moins, seul le premier Elo compte : les suivants sont conservés, mais aucun '
         'départage ne les prend. Continuer ?',
         'Hay jugadores con un Elo desde rondas posteriores. En un torneo de 30 días o menos solo '
         'cuenta el primer Elo: los posteriores se conservan, pero ningún desempate los toma. '
         '¿Continuar?'),
    'The tie-breaks %1 are based on ratings. In an event over 30 days the players\' ratings change while it goes on, and rating-based tie-breaks are not recommended (FIDE\'s technical rules for programs). They take the rating chosen under "Rating-based tie-breaks take".':
        ('Die Feinwertungen %1 beruhen auf Elo-Zahlen. In einem Turnier von mehr als 30 Tagen '
         'ändern sich die Elo-Zahlen der Spieler im Lauf des Turniers, und Elo-basierte '
         'Feinwertungen werden nicht empfohlen (technische Regeln der FIDE für Programme). Sie '
         'verwenden die unter „Elo-basierte Feinwertungen verwenden“ gewählte Elo-Zahl.',
         'Les départages %1 sont fondés sur l’Elo. Dans un tournoi de plus de 30 jours, l’Elo des '
         'joueurs change en cours de tournoi, et les départages fondés sur l’Elo sont déconseillés '
         '(règles techniques de la FIDE pour les programmes). Ils prennent l’Elo choisi sous '
         '« Les départages fondés sur l’Elo prennent ».',
         'Los desempates %1 se basan en el Elo. En un torneo de más de 30 días el Elo de los '
         'jugadores cambia mientras se juega, y los desempates basados en el Elo no se recomiendan '
         '(normas técnicas de la FIDE para programas). Toman el Elo elegido en «Los desempates '
         'basados en el Elo toman».'),
    # Players tab: a rating from a later round
    'Rating from a later round...':
        ('Elo-Zahl ab einer späteren Runde...', 'Elo à partir d’une ronde ultérieure...',
         'Elo desde una ronda posterior...'),
    'Rating from a later round':
        ('Elo-Zahl ab einer späteren Runde', 'Elo à partir d’une ronde ultérieure',
         'Elo desde una ronda posterior'),
    '%1: a rating from a later round needs an event that lasts more than 30 days (Event tab, Duration)':
        ('%1: eine Elo-Zahl ab einer späteren Runde setzt ein Turnier von mehr als 30 Tagen voraus '
         '(Registerkarte Turnier, Dauer)',
         '%1 : un Elo à partir d’une ronde ultérieure demande un tournoi de plus de 30 jours '
         '(onglet Tournoi, Durée)',
         '%1: un Elo desde una ronda posterior requiere un torneo de más de 30 días (pestaña '
         'Torneo, Duración)'),
    'from round 1: %1':
        ('ab Runde 1: %1', 'à partir de la ronde 1 : %1', 'desde la ronda 1: %1'),
    'unrated': ('ohne Elo', 'sans Elo', 'sin Elo'),
    'from round %1: %2':
        ('ab Runde %1: %2', 'à partir de la ronde %1 : %2', 'desde la ronda %1: %2'),
    '%1 holds %2.\nType the round and the rating from it on, e.g. "%3 1850" (0: unrated; "%3 -" removes the one of that round).':
        ('Elo-Zahlen von %1: %2.\nGeben Sie die Runde und die ab ihr geltende Elo-Zahl ein, z. B. '
         '„%3 1850“ (0: ohne Elo; „%3 -“ entfernt die Elo-Zahl dieser Runde).',
         'Elo de %1 : %2.\nSaisissez la ronde et l’Elo valable à partir d’elle, p. ex. « %3 1850 » '
         '(0 : sans Elo ; « %3 - » supprime celui de cette ronde).',
         'Elo de %1: %2.\nEscriba la ronda y el Elo que rige desde ella, p. ej. «%3 1850» (0: sin '
         'Elo; «%3 -» quita el de esa ronda).'),
    '%1: "%2" is not a round and a rating (e.g. "5 1850"); nothing was changed':
        ('%1: „%2“ ist keine Runde mit Elo-Zahl (z. B. „5 1850“); nichts wurde geändert',
         '%1 : « %2 » n’est pas une ronde suivie d’un Elo (p. ex. « 5 1850 ») ; rien n’a été '
         'modifié',
         '%1: «%2» no es una ronda seguida de un Elo (p. ej. «5 1850»); no se cambió nada'),
    '%1: the rating from round %2 is removed (Ctrl+Z undoes)':
        ('%1: die Elo-Zahl ab Runde %2 wurde entfernt (Strg+Z macht es rückgängig)',
         '%1 : l’Elo à partir de la ronde %2 est supprimé (Ctrl+Z annule)',
         '%1: se quitó el Elo desde la ronda %2 (Ctrl+Z deshace)'),
    '%1: rating %2 from round %3 on (Ctrl+Z undoes)':
        ('%1: Elo-Zahl %2 ab Runde %3 (Strg+Z macht es rückgängig)',
         '%1 : Elo %2 à partir de la ronde %3 (Ctrl+Z annule)',
         '%1: Elo %2 desde la ronda %3 (Ctrl+Z deshace)'),
    'From round %1: %2':
        ('Ab Runde %1: %2', 'À partir de la ronde %1 : %2', 'Desde la ronda %1: %2'),
    'From round %1: %2 (%3)':
        ('Ab Runde %1: %2 (%3)', 'À partir de la ronde %1 : %2 (%3)', 'Desde la ronda %1: %2 (%3)'),
    # Check ratings during an event of more than 30 days
    'The event lasts more than 30 days and every round is paired: a new list changes no rating.':
        ('Das Turnier dauert mehr als 30 Tage und alle Runden sind gepaart: eine neue Liste ändert '
         'keine Wertung mehr.',
         'Le tournoi dure plus de 30 jours et toutes les rondes sont appariées : une nouvelle liste '
         'ne change plus aucun classement.',
         'El torneo dura más de 30 días y todas las rondas están emparejadas: una lista nueva ya no '
         'cambia ningún rating.'),
    "The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.":
        ('Das Turnier dauert mehr als 30 Tage: die Wertungen der Liste gelten ab Runde %1, der '
         'nächsten zu paarenden; die Runden davor behalten die Wertungen, mit denen sie gespielt '
         'wurden.',
         'Le tournoi dure plus de 30 jours : les classements de la liste comptent à partir de la '
         'ronde %1, la prochaine à apparier ; les rondes précédentes gardent les classements avec '
         'lesquels elles ont été jouées.',
         'El torneo dura más de 30 días: los ratings de la lista cuentan desde la ronda %1, la '
         'próxima por emparejar; las rondas anteriores conservan los ratings con los que se '
         'jugaron.'),
    # The rating the rating-based tie-breaks take
    "The rating of each round (an opponent's when the game was played)":
        ('Die Elo-Zahl der jeweiligen Runde (die des Gegners zum Zeitpunkt der Partie)',
         'L’Elo de chaque ronde (celui de l’adversaire au moment de la partie)',
         'El Elo de cada ronda (el del rival cuando se jugó la partida)'),
    'The latest rating':
        ('Die neueste Elo-Zahl', 'Le dernier Elo', 'El Elo más reciente'),
    'The first rating (the rating at the start)':
        ('Die erste Elo-Zahl (die zu Turnierbeginn)', 'Le premier Elo (celui du début du tournoi)',
         'El primer Elo (el del inicio del torneo)'),
    # Audit log
    'The event lasts more than 30 days':
        ('Das Turnier dauert mehr als 30 Tage', 'Le tournoi dure plus de 30 jours',
         'El torneo dura más de 30 días'),
    'The event lasts 30 days or less':
        ('Das Turnier dauert 30 Tage oder weniger', 'Le tournoi dure 30 jours ou moins',
         'El torneo dura 30 días o menos'),
    'player %1: a rating from a later round needs an event that lasts more than 30 days (Event tab)':
        ('Spieler %1: eine Elo-Zahl ab einer späteren Runde setzt ein Turnier von mehr als 30 Tagen '
         'voraus (Registerkarte Turnier)',
         'joueur %1 : un Elo à partir d’une ronde ultérieure demande un tournoi de plus de 30 jours '
         '(onglet Tournoi)',
         'jugador %1: un Elo desde una ronda posterior requiere un torneo de más de 30 días '
         '(pestaña Torneo)'),
    'player %1: round %2 is not a later round of this event (2 to %3)':
        ('Spieler %1: Runde %2 ist keine spätere Runde dieses Turniers (2 bis %3)',
         'joueur %1 : la ronde %2 n’est pas une ronde ultérieure de ce tournoi (2 à %3)',
         'jugador %1: la ronda %2 no es una ronda posterior de este torneo (2 a %3)'),
    'player %1: rating %2 is not a number from 0 to 4000':
        ('Spieler %1: Elo-Zahl %2 ist keine Zahl von 0 bis 4000',
         'joueur %1 : l’Elo %2 n’est pas un nombre de 0 à 4000',
         'jugador %1: el Elo %2 no es un número de 0 a 4000'),
    'Player %1 %2: rating from round %3 removed':
        ('Spieler %1 %2: Elo-Zahl ab Runde %3 entfernt',
         'Joueur %1 %2 : Elo à partir de la ronde %3 supprimé',
         'Jugador %1 %2: Elo desde la ronda %3 eliminado'),
    'Player %1 %2: rating %3 from round %4':
        ('Spieler %1 %2: Elo-Zahl %3 ab Runde %4', 'Joueur %1 %2 : Elo %3 à partir de la ronde %4',
         'Jugador %1 %2: Elo %3 desde la ronda %4'),
    # Rounds tab: editing the pairing of a paired round
    'Edit pairin&gs...':
        ('Paarungen bearbei&ten...', 'Modifier les apparieme&nts...',
         'Ed&itar emparejamientos...'),
    "Swap colours or exchange players of the shown round in the pairing preview; the result is compared with the rules' pairing":
        ('In der Paarungsvorschau die Farben der angezeigten Runde tauschen oder Spieler '
         'austauschen; die geänderte Paarung wird mit der Paarung nach den Regeln verglichen',
         'Inverser des couleurs ou échanger des joueurs de la ronde affichée dans l’aperçu de '
         'l’appariement ; l’appariement modifié est comparé à celui que donnent les règles',
         'Intercambiar colores o cambiar jugadores de la ronda mostrada en la vista previa del '
         'emparejamiento; el emparejamiento modificado se compara con el que dan las reglas'),
    'A round robin is paired from the Berger tables: its pairings are not edited.':
        ('Ein Rundenturnier wird nach den Berger-Tabellen gepaart: seine Paarungen werden nicht '
         'bearbeitet.',
         'Un tournoi toutes rondes est apparié selon les tables de Berger : ses appariements ne se '
         'modifient pas.',
         'Un torneo todos contra todos se empareja con las tablas de Berger: sus emparejamientos '
         'no se editan.'),
    'Round %1 is not paired: pair it first.':
        ('Runde %1 ist nicht gepaart: paaren Sie sie zuerst.',
         'La ronde %1 n’est pas appariée : appariez-la d’abord.',
         'La ronda %1 no está emparejada: emparéjela primero.'),
    'Round %1 has results: its pairing is no longer edited (a result is corrected on its board).':
        ('Runde %1 hat Ergebnisse: ihre Paarung wird nicht mehr bearbeitet (ein Ergebnis wird an '
         'seinem Brett korrigiert).',
         'La ronde %1 a des résultats : son appariement ne se modifie plus (un résultat se corrige '
         'sur sa table).',
         'La ronda %1 tiene resultados: su emparejamiento ya no se edita (un resultado se corrige '
         'en su tablero).'),
    'Round %1 cannot be paired by the rules: %2':
        ('Runde %1 kann nicht nach den Regeln gepaart werden: %2',
         'La ronde %1 ne peut pas être appariée selon les règles : %2',
         'La ronda %1 no se puede emparejar según las reglas: %2'),
    "Editing the stored pairing of round %1: swap colours or exchange players, then store it. It is compared with the rules' pairing (C.04.3) when stored.":
        ('Sie bearbeiten die gespeicherte Paarung der Runde %1: Farben tauschen oder Spieler '
         'austauschen, dann speichern. Beim Speichern wird sie mit der Paarung nach den Regeln '
         '(C.04.3) verglichen.',
         'Modification de l’appariement enregistré de la ronde %1 : inversez des couleurs ou '
         'échangez des joueurs, puis enregistrez-le. À l’enregistrement, il est comparé à '
         'l’appariement que donnent les règles (C.04.3).',
         'Edición del emparejamiento guardado de la ronda %1: intercambie colores o cambie '
         'jugadores y después guárdelo. Al guardarlo se compara con el emparejamiento que dan las '
         'reglas (C.04.3).'),
    "As stored it differs from the rules' pairing: the rules give %1; stored: %2.":
        ('So wie gespeichert weicht sie von der Paarung nach den Regeln ab: die Regeln ergeben %1; '
         'gespeichert: %2.',
         'Tel qu’il est enregistré, il diffère de l’appariement que donnent les règles : les règles '
         'donnent %1 ; enregistré : %2.',
         'Tal como está guardado, difiere del emparejamiento que dan las reglas: las reglas dan %1; '
         'guardado: %2.'),
    'Edit pairings of round %1':
        ('Paarungen der Runde %1 bearbeiten', 'Modifier l’appariement de la ronde %1',
         'Editar los emparejamientos de la ronda %1'),
    'pairings edited':
        ('Paarungen bearbeitet', 'appariement modifié', 'emparejamientos editados'),
    'paired by hand':
        ('von Hand gepaart', 'apparié à la main', 'emparejado a mano'),
    # Storing a changed round that breaks rules of the pairing (C.04.1, C.04.3).
    'bye (%1): %2': ('spielfrei (%1): %2', 'exempt (%1) : %2', 'descanso (%1): %2'),
    'board %1 (%2-%3): %4':
        ('Brett %1 (%2-%3): %4', 'table %1 (%2-%3) : %4', 'tablero %1 (%2-%3): %4'),
    'Round %1 as you paired it breaks rules the pairing keeps (C.04.1, C.04.3):\n%2\n\nStore it all the same?':
        ('Runde %1, wie Sie sie gepaart haben, verstößt gegen Regeln, die die Paarung einhält '
         '(C.04.1, C.04.3):\n%2\n\nTrotzdem speichern?',
         'La ronde %1 telle que vous l’avez appariée enfreint des règles que l’appariement '
         'respecte (C.04.1, C.04.3) :\n%2\n\nL’enregistrer quand même ?',
         'La ronda %1 tal como la emparejó incumple reglas que el emparejamiento respeta '
         '(C.04.1, C.04.3):\n%2\n\n¿Guardarla de todos modos?'),
    'Store it all the same':
        ('Trotzdem speichern', 'L’enregistrer quand même', 'Guardarla de todos modos'),
    # Print > Pairing rules
    'Pairing rules (acceleration, prohibited pairs)':
        ('Paarungsregeln (Beschleunigung, verbotene Paarungen)',
         'Règles d’appariement (accélération, appariements interdits)',
         'Reglas de emparejamiento (aceleración, emparejamientos prohibidos)'),
    'System': ('System', 'Système', 'Sistema'),
    'Double round robin on the Berger tables (C.05 Annex 1).':
        ('Doppelrundenturnier nach den Berger-Tabellen (C.05 Anhang 1).',
         'Toutes rondes en aller-retour selon les tables de Berger (C.05 annexe 1).',
         'Torneo a doble vuelta con las tablas de Berger (C.05 anexo 1).'),
    'Round robin on the Berger tables (C.05 Annex 1).':
        ('Rundenturnier nach den Berger-Tabellen (C.05 Anhang 1).',
         'Toutes rondes selon les tables de Berger (C.05 annexe 1).',
         'Todos contra todos con las tablas de Berger (C.05 anexo 1).'),
    'Swiss system, FIDE Dutch system (C.04.3, in force from 1 February 2026), with the general handling rules (C.04.2).':
        ('Schweizer System, niederländisches FIDE-System (C.04.3, gültig ab 1. Februar 2026), mit '
         'den allgemeinen Durchführungsbestimmungen (C.04.2).',
         'Système suisse, système hollandais FIDE (C.04.3, en vigueur depuis le 1er février 2026), '
         'avec les règles générales de gestion (C.04.2).',
         'Sistema suizo, sistema holandés FIDE (C.04.3, en vigor desde el 1 de febrero de 2026), '
         'con las normas generales de gestión (C.04.2).'),
    "The event is paired in FIDE mode: a pairing other than the rules' is shown with the rules' pairing and recorded.":
        ('Das Turnier wird im FIDE-Modus gepaart: eine Paarung, die von der nach den Regeln '
         'abweicht, wird zusammen mit der Paarung nach den Regeln angezeigt und vermerkt.',
         'Le tournoi est apparié en mode FIDE : un appariement autre que celui des règles est '
         'présenté avec l’appariement que donnent les règles, et consigné.',
         'El torneo se empareja en modo FIDE: un emparejamiento distinto del de las reglas se '
         'muestra junto al que dan las reglas y queda registrado.'),
    'The event is not in FIDE mode.':
        ('Das Turnier ist nicht im FIDE-Modus.', 'Le tournoi n’est pas en mode FIDE.',
         'El torneo no está en modo FIDE.'),
    'Initial ranking and pairing numbers':
        ('Setzliste und Paarungsnummern', 'Classement initial et numéros d’appariement',
         'Orden inicial y números de emparejamiento'),
    'The players are ranked by %1.':
        ('Die Spieler werden gereiht nach: %1.', 'Les joueurs sont classés selon : %1.',
         'Los jugadores se ordenan por: %1.'),
    'Tournament rating: %1; rated on the FIDE %2 list.':
        ('Turnierwertung: %1; gewertet nach der FIDE-Liste (%2).',
         'Classement du tournoi : %1 ; comptabilisé sur la liste FIDE %2.',
         'Rating del torneo: %1; valorado con la lista FIDE (%2).'),
    'Acceleration': ('Beschleunigung', 'Accélération', 'Aceleración'),
    'None: the players are paired on their points.':
        ('Keine: die Spieler werden nach ihren Punkten gepaart.',
         'Aucune : les joueurs sont appariés selon leurs points.',
         'Ninguna: los jugadores se emparejan según sus puntos.'),
    "Baku acceleration (C.04.7). Group A is the top 2 × ⌈N/4⌉ players by pairing number among the N players taking part in round 1; group B the others. In the accelerated rounds, the first half of the event rounded up, group A carries virtual points: a win's points in the first half of those rounds (rounded up), a draw's points in the rest. Group B carries none.":
        ('Baku-Beschleunigung (C.04.7). Gruppe A sind die nach Paarungsnummer obersten '
         '2 × ⌈N/4⌉ Spieler unter den N Spielern, die an Runde 1 teilnehmen; Gruppe B die übrigen. '
         'In den beschleunigten Runden, der aufgerundeten ersten Hälfte des Turniers, trägt '
         'Gruppe A virtuelle Punkte: die Punkte eines Siegs in der ersten Hälfte dieser Runden '
         '(aufgerundet), die eines Remis in den übrigen. Gruppe B trägt keine.',
         'Accélération de Bakou (C.04.7). Le groupe A réunit les 2 × ⌈N/4⌉ premiers joueurs par '
         'numéro d’appariement parmi les N joueurs qui prennent part à la ronde 1 ; le groupe B, '
         'les autres. Dans les rondes accélérées, la première moitié du tournoi arrondie au-dessus, '
         'le groupe A porte des points virtuels : les points d’une victoire dans la première moitié '
         'de ces rondes (arrondie au-dessus), ceux d’une nulle dans les autres. Le groupe B n’en '
         'porte aucun.',
         'Aceleración de Bakú (C.04.7). El grupo A son los 2 × ⌈N/4⌉ primeros jugadores por número '
         'de emparejamiento entre los N jugadores que participan en la ronda 1; el grupo B, los '
         'demás. En las rondas aceleradas, la primera mitad del torneo redondeada hacia arriba, el '
         'grupo A lleva puntos virtuales: los puntos de una victoria en la primera mitad de esas '
         'rondas (redondeada hacia arriba) y los de unas tablas en el resto. El grupo B no lleva '
         'ninguno.'),
    'Virtual points set by the arbiter for the players and rounds below (TRF records 250 and XXA).':
        ('Virtuelle Punkte, vom Schiedsrichter für die unten genannten Spieler und Runden '
         'festgelegt (TRF-Datensätze 250 und XXA).',
         'Points virtuels fixés par l’arbitre pour les joueurs et les rondes ci-dessous '
         '(enregistrements TRF 250 et XXA).',
         'Puntos virtuales fijados por el árbitro para los jugadores y las rondas de abajo '
         '(registros TRF 250 y XXA).'),
    'Virtual points are added to the points a player scored to form the pairing score: it makes the score groups, decides the floats and orders the boards (C.04.7). They never count in the standings or the tie-breaks.':
        ('Virtuelle Punkte werden zu den erzielten Punkten eines Spielers addiert und ergeben den '
         'Paarungsstand: er bildet die Punktgruppen, entscheidet über die Floater und ordnet die '
         'Bretter (C.04.7). In der Tabelle und in den Feinwertungen zählen sie nie.',
         'Les points virtuels s’ajoutent aux points marqués par un joueur pour former le score '
         'd’appariement : il constitue les groupes de points, décide des flotteurs et ordonne les '
         'tables (C.04.7). Ils ne comptent jamais dans le classement ni dans les départages.',
         'Los puntos virtuales se suman a los puntos logrados por un jugador para formar la '
         'puntuación de emparejamiento: esta forma los grupos de puntuación, decide los flotantes '
         'y ordena los tableros (C.04.7). Nunca cuentan en la clasificación ni en los desempates.'),
    'No player carries virtual points in any round.':
        ('In keiner Runde trägt ein Spieler virtuelle Punkte.',
         'Aucun joueur ne porte de points virtuels, dans aucune ronde.',
         'Ningún jugador lleva puntos virtuales en ninguna ronda.'),
    'Virtual points': ('Virtuelle Punkte', 'Points virtuels', 'Puntos virtuales'),
    'Prohibited pairs':
        ('Verbotene Paarungen', 'Appariements interdits', 'Emparejamientos prohibidos'),
    'None.': ('Keine.', 'Aucun.', 'Ninguno.'),
    'No two players of a group are paired against each other in the rounds given, as if they had met already.':
        ('Keine zwei Spieler einer Gruppe werden in den angegebenen Runden gegeneinander gepaart, '
         'als hätten sie schon gegeneinander gespielt.',
         'Deux joueurs d’un même groupe ne sont pas appariés l’un contre l’autre dans les rondes '
         'indiquées, comme s’ils s’étaient déjà rencontrés.',
         'Dos jugadores de un mismo grupo no se emparejan entre sí en las rondas indicadas, como si '
         'ya se hubieran enfrentado.'),
    'every round': ('jede Runde', 'toutes les rondes', 'todas las rondas'),
    'from round %1': ('ab Runde %1', 'à partir de la ronde %1', 'desde la ronda %1'),
    'round %1': ('Runde %1', 'ronde %1', 'ronda %1'),
    'rounds %1–%2': ('Runden %1–%2', 'rondes %1–%2', 'rondas %1–%2'),
    'Half-point byes':
        ('Halbpunktige Freilose', 'Exempts à un demi-point', 'Descansos de medio punto'),
    'The regulations allow these players no half-point bye: %1.':
        ('Die Ausschreibung erlaubt diesen Spielern kein halbpunktiges Freilos: %1.',
         'Le règlement n’accorde à ces joueurs aucun exempt à un demi-point : %1.',
         'Las bases no permiten a estos jugadores ningún descanso de medio punto: %1.'),
    'Ratings in an event of more than 30 days':
        ('Elo-Zahlen in einem Turnier von mehr als 30 Tagen',
         'L’Elo dans un tournoi de plus de 30 jours',
         'El Elo en un torneo de más de 30 días'),
}

N = {
    'A rating list checked once round 1 is paired gives the ratings from the next round on (%n later rating(s) recorded).':
        (('Eine Elo-Liste, die nach der Paarung der 1. Runde geprüft wird, gilt ab der nächsten '
          'Runde (%n spätere Elo-Zahl erfasst).',
          'Eine Elo-Liste, die nach der Paarung der 1. Runde geprüft wird, gilt ab der nächsten '
          'Runde (%n spätere Elo-Zahlen erfasst).'),
         ('Une liste Elo vérifiée une fois la ronde 1 appariée donne les Elo à partir de la ronde '
          'suivante (%n Elo ultérieur enregistré).',
          'Une liste Elo vérifiée une fois la ronde 1 appariée donne les Elo à partir de la ronde '
          'suivante (%n Elo ultérieurs enregistrés).'),
         ('Una lista de Elo comprobada una vez emparejada la ronda 1 da los Elo desde la ronda '
          'siguiente (%n Elo posterior registrado).',
          'Una lista de Elo comprobada una vez emparejada la ronda 1 da los Elo desde la ronda '
          'siguiente (%n Elo posteriores registrados).')),
    "%n player(s) got the list's rating from round %1 on (or its K); the rounds before keep theirs. Edit > Undo takes it back.":
        (('%n Spieler hat die Wertung der Liste ab Runde %1 (oder ihr K) erhalten; für die Runden '
          'davor bleibt die bisherige. Bearbeiten > Rückgängig nimmt es zurück.',
          '%n Spieler haben die Wertung der Liste ab Runde %1 (oder ihr K) erhalten; für die '
          'Runden davor bleibt die bisherige. Bearbeiten > Rückgängig nimmt es zurück.'),
         ('%n joueur a reçu le classement de la liste à partir de la ronde %1 (ou son K) ; les '
          'rondes précédentes gardent celui d’avant. Édition > Annuler revient en arrière.',
          '%n joueurs ont reçu le classement de la liste à partir de la ronde %1 (ou son K) ; les '
          'rondes précédentes gardent celui d’avant. Édition > Annuler revient en arrière.'),
         ('%n jugador recibió el rating de la lista desde la ronda %1 (o su K); las rondas '
          'anteriores conservan el que tenían. Editar > Deshacer lo revierte.',
          '%n jugadores recibieron el rating de la lista desde la ronda %1 (o su K); las rondas '
          'anteriores conservan el que tenían. Editar > Deshacer lo revierte.')),
    'Ratings from %1 from round %2: %n player(s) changed':
        (('Wertungen aus %1 ab Runde %2: %n Spieler geändert',
          'Wertungen aus %1 ab Runde %2: %n Spieler geändert'),
         ('Classements de %1 à partir de la ronde %2 : %n joueur modifié',
          'Classements de %1 à partir de la ronde %2 : %n joueurs modifiés'),
         ('Ratings de %1 desde la ronda %2: %n jugador cambiado',
          'Ratings de %1 desde la ronda %2: %n jugadores cambiados')),
}

# The notes and questions of an event over 30 days, and colours corrected on a board.
T2 = {
    '%1 has no rating from round %2; nothing was changed':
        ('%1 hat keine Elo-Zahl ab Runde %2; nichts wurde geändert',
         '%1 n’a pas d’Elo à partir de la ronde %2 ; rien n’a été modifié',
         '%1 no tiene Elo desde la ronda %2; no se ha cambiado nada'),
    'Round %1 is already paired: the new rating counts for games already played, and the rating-based tie-breaks of the rounds from %1 on change. Set it all the same (recorded in the log)?':
        ('Runde %1 ist bereits gepaart: Die neue Elo-Zahl gilt für schon gespielte Partien, und die '
         'Elo-basierten Feinwertungen der Runden ab %1 ändern sich. Trotzdem setzen (im Protokoll '
         'vermerkt)?',
         'La ronde %1 est déjà appariée : le nouvel Elo compte pour des parties déjà jouées, et les '
         'départages fondés sur l’Elo des rondes à partir de la %1 changent. Le fixer quand même '
         '(consigné dans le journal) ?',
         'La ronda %1 ya está emparejada: el nuevo Elo cuenta para partidas ya jugadas, y los '
         'desempates basados en el Elo de las rondas desde la %1 cambian. ¿Fijarlo de todos modos '
         '(queda en el registro)?'),
    'Set the rating':
        ('Elo-Zahl setzen', 'Fixer l’Elo', 'Fijar el Elo'),
    'the rating of each round':
        ('die Elo-Zahl jeder Runde', 'l’Elo de chaque ronde', 'el Elo de cada ronda'),
    'the latest rating':
        ('die neueste Elo-Zahl', 'le dernier Elo', 'el Elo más reciente'),
    'the first rating':
        ('die erste Elo-Zahl', 'le premier Elo', 'el primer Elo'),
    'Correct the colours (played the other way round)...':
        ('Farben korrigieren (mit vertauschten Farben gespielt)...',
         'Corriger les couleurs (jouée avec les couleurs inversées)...',
         'Corregir los colores (jugada con los colores invertidos)...'),
    "Rating-based tie-breaks (%1) take each player's first rating. The event lasts more than 30 days, and they are not recommended in it.":
        ('Elo-basierte Feinwertungen (%1) verwenden die erste Elo-Zahl jedes Spielers. Das Turnier '
         'dauert mehr als 30 Tage, und sie werden darin nicht empfohlen.',
         'Les départages fondés sur l’Elo (%1) prennent le premier Elo de chaque joueur. Le tournoi '
         'dure plus de 30 jours, et ils n’y sont pas recommandés.',
         'Los desempates basados en el Elo (%1) toman el primer Elo de cada jugador. El torneo dura '
         'más de 30 días, y no se recomiendan en él.'),
    "Rating-based tie-breaks (%1) take an opponent's rating in the round of the game (a player's own rating: his latest). The event lasts more than 30 days, and they are not recommended in it.":
        ('Elo-basierte Feinwertungen (%1) verwenden die Elo-Zahl eines Gegners in der Runde der '
         'Partie (die eigene Elo-Zahl eines Spielers: seine neueste). Das Turnier dauert mehr als 30 '
         'Tage, und sie werden darin nicht empfohlen.',
         'Les départages fondés sur l’Elo (%1) prennent l’Elo d’un adversaire dans la ronde de la '
         'partie (l’Elo propre d’un joueur : son dernier). Le tournoi dure plus de 30 jours, et ils '
         'n’y sont pas recommandés.',
         'Los desempates basados en el Elo (%1) toman el Elo de un rival en la ronda de la partida '
         '(el Elo propio de un jugador: el más reciente). El torneo dura más de 30 días, y no se '
         'recomiendan en él.'),
    "Rating-based tie-breaks (%1) take each player's latest rating. The event lasts more than 30 days, and they are not recommended in it.":
        ('Elo-basierte Feinwertungen (%1) verwenden die neueste Elo-Zahl jedes Spielers. Das '
         'Turnier dauert mehr als 30 Tage, und sie werden darin nicht empfohlen.',
         'Les départages fondés sur l’Elo (%1) prennent le dernier Elo de chaque joueur. Le tournoi '
         'dure plus de 30 jours, et ils n’y sont pas recommandés.',
         'Los desempates basados en el Elo (%1) toman el Elo más reciente de cada jugador. El '
         'torneo dura más de 30 días, y no se recomiendan en él.'),
    ' (a manual pairing: the rules give %1)':
        (' (eine Handpaarung: die Regeln ergeben %1)',
         ' (un appariement manuel : les règles donnent %1)',
         ' (un emparejamiento manual: las reglas dan %1)'),
    'round %1: player %2 has no game with colours':
        ('Runde %1: Spieler %2 hat keine Partie mit Farben',
         'ronde %1 : le joueur %2 n’a pas de partie avec des couleurs',
         'ronda %1: el jugador %2 no tiene partida con colores'),
    'round %1: the game of %2 is not written the same way on both sides':
        ('Runde %1: Die Partie von %2 ist auf beiden Seiten nicht gleich eingetragen',
         'ronde %1 : la partie de %2 n’est pas inscrite de la même façon des deux côtés',
         'ronda %1: la partida de %2 no está anotada igual en ambos lados'),
    'Round %1: colours of %2 - %3 swapped (%4 White)':
        ('Runde %1: Farben von %2 - %3 getauscht (%4 Weiß)',
         'Ronde %1 : couleurs de %2 - %3 inversées (%4 Blancs)',
         'Ronda %1: colores de %2 - %3 intercambiados (%4 blancas)'),
    'Rating-based tie-breaks take %1':
        ('Elo-basierte Feinwertungen verwenden %1',
         'Les départages fondés sur l’Elo prennent %1',
         'Los desempates basados en el Elo toman %1'),
    'Round %1: player %2 has no game':
        ('Runde %1: Spieler %2 hat keine Partie', 'Ronde %1 : le joueur %2 n’a pas de partie',
         'Ronda %1: el jugador %2 no tiene partida'),
    "Round %1 has no result on this board and no later round is paired: change its colours in Edit pairings, where the round is compared with the rules' pairing.":
        ('Runde %1 hat an diesem Brett kein Ergebnis und keine spätere Runde ist gepaart: Ändern '
         'Sie die Farben unter Paarungen bearbeiten, wo die Runde mit der Paarung nach den Regeln '
         'verglichen wird.',
         'La ronde %1 n’a pas de résultat sur cette table et aucune ronde suivante n’est '
         'appariée : changez ses couleurs dans Modifier les appariements, où la ronde est comparée '
         'à l’appariement des règles.',
         'La ronda %1 no tiene resultado en este tablero y no hay ninguna ronda posterior '
         'emparejada: cambie sus colores en Editar emparejamientos, donde la ronda se compara con '
         'el emparejamiento de las reglas.'),
    'Round %1: %2 – %3 was played the other way round: %3 had White. Correct the colours (the result stays)?':
        ('Runde %1: %2 – %3 wurde mit vertauschten Farben gespielt: %3 hatte Weiß. Farben '
         'korrigieren (das Ergebnis bleibt)?',
         'Ronde %1 : %2 – %3 a été jouée avec les couleurs inversées : %3 avait les Blancs. '
         'Corriger les couleurs (le résultat reste) ?',
         'Ronda %1: %2 – %3 se jugó con los colores invertidos: %3 llevó blancas. ¿Corregir los '
         'colores (el resultado se mantiene)?'),
    'Round %1 was paired on the old colours: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.':
        ('Runde %1 wurde mit den alten Farben gepaart: sie bleibt, wie sie ist (C.04.2 4.3). Die '
         'Korrektur wird im Protokoll und im Elo-Bericht vermerkt.',
         'La ronde %1 a été appariée sur les anciennes couleurs : elle reste telle quelle '
         '(C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.',
         'La ronda %1 se emparejó con los colores anteriores: se queda como está (C.04.2 4.3). La '
         'corrección queda en el registro y en el informe de Elo.'),
    'Rounds %1-%2 were paired on the old colours: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.':
        ('Die Runden %1-%2 wurden mit den alten Farben gepaart: sie bleiben, wie sie sind '
         '(C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.',
         'Les rondes %1-%2 ont été appariées sur les anciennes couleurs : elles restent telles '
         'quelles (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.',
         'Las rondas %1-%2 se emparejaron con los colores anteriores: se quedan como están '
         '(C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.'),
    'A rating list published during the event gives the ratings from the next round to pair on; the rounds before keep theirs. Rating-based tie-breaks take %1.':
        ('Eine während des Turniers veröffentlichte Elo-Liste gilt ab der nächsten zu paarenden '
         'Runde; die Runden davor behalten ihre Elo-Zahlen. Elo-basierte Feinwertungen verwenden '
         '%1.',
         'Une liste Elo publiée pendant le tournoi donne les Elo à partir de la prochaine ronde à '
         'apparier ; les rondes précédentes gardent les leurs. Les départages fondés sur l’Elo '
         'prennent %1.',
         'Una lista de Elo publicada durante el torneo da los Elo desde la próxima ronda por '
         'emparejar; las rondas anteriores conservan los suyos. Los desempates basados en el Elo '
         'toman %1.'),
}
T.update(T2)

N2 = {
    'The start and end dates are %n day(s) apart, but the event is set to last more than 30 days.':
        (('Start- und Enddatum liegen %n Tag auseinander, aber das Turnier ist so eingestellt, dass '
          'es mehr als 30 Tage dauert.',
          'Start- und Enddatum liegen %n Tage auseinander, aber das Turnier ist so eingestellt, '
          'dass es mehr als 30 Tage dauert.'),
         ('Les dates de début et de fin sont à %n jour d’écart, mais le tournoi est réglé pour durer '
          'plus de 30 jours.',
          'Les dates de début et de fin sont à %n jours d’écart, mais le tournoi est réglé pour '
          'durer plus de 30 jours.'),
         ('Las fechas de inicio y fin distan %n día, pero el torneo está configurado para durar más '
          'de 30 días.',
          'Las fechas de inicio y fin distan %n días, pero el torneo está configurado para durar '
          'más de 30 días.')),
    'The start and end dates are %n day(s) apart, but the event is set to last 30 days or less: every rating-based tie-break takes the first rating.':
        (('Start- und Enddatum liegen %n Tag auseinander, aber das Turnier ist so eingestellt, dass '
          'es höchstens 30 Tage dauert: Jede Elo-basierte Feinwertung verwendet die erste Elo-Zahl.',
          'Start- und Enddatum liegen %n Tage auseinander, aber das Turnier ist so eingestellt, '
          'dass es höchstens 30 Tage dauert: Jede Elo-basierte Feinwertung verwendet die erste '
          'Elo-Zahl.'),
         ('Les dates de début et de fin sont à %n jour d’écart, mais le tournoi est réglé pour durer '
          '30 jours ou moins : chaque départage fondé sur l’Elo prend le premier Elo.',
          'Les dates de début et de fin sont à %n jours d’écart, mais le tournoi est réglé pour '
          'durer 30 jours ou moins : chaque départage fondé sur l’Elo prend le premier Elo.'),
         ('Las fechas de inicio y fin distan %n día, pero el torneo está configurado para durar 30 '
          'días o menos: cada desempate basado en el Elo toma el primer Elo.',
          'Las fechas de inicio y fin distan %n días, pero el torneo está configurado para durar '
          '30 días o menos: cada desempate basado en el Elo toma el primer Elo.')),
}
N.update(N2)

T.update({
    ' (a correction of the colours)':
        (' (eine Korrektur der Farben)', ' (une correction des couleurs)',
         ' (una corrección de los colores)'),
    ' (a correction: rounds %1-%2 were paired on the old colours)':
        (' (eine Korrektur: die Runden %1-%2 wurden mit den alten Farben gepaart)',
         ' (une correction : les rondes %1-%2 ont été appariées sur les anciennes couleurs)',
         ' (una corrección: las rondas %1-%2 se emparejaron con los colores anteriores)'),
    'player %1: round %2 is not a later round (from 2)':
        ('Spieler %1: Runde %2 ist keine spätere Runde (ab 2)',
         'joueur %1 : la ronde %2 n’est pas une ronde ultérieure (à partir de 2)',
         'jugador %1: la ronda %2 no es una ronda posterior (desde la 2)'),
    "Swiss system %1, as the event's 192 record names it (not the FIDE Dutch system).":
        ('Schweizer System %1, wie es der Datensatz 192 des Turniers nennt (nicht das '
         'FIDE-Holländische System).',
         'Système suisse %1, tel que l’enregistrement 192 du tournoi le nomme (pas le système '
         'hollandais FIDE).',
         'Sistema suizo %1, como lo nombra el registro 192 del torneo (no el sistema holandés '
         'FIDE).'),
})
