# A team Swiss set up in the new-event wizard, teams and players on the Teams tab, line-ups,
# forfeited matches and team byes.
# (source -> (de, fr, es).)

T = {
    # Line-up dialog
    'Line-up of %1, round %2': ('Aufstellung von %1, Runde %2', 'Composition de %1, ronde %2',
                                'Alineación de %1, ronda %2'),
    '(empty board)': ('(Brett frei)', '(échiquier vide)', '(tablero vacío)'),
    'Board &%1:': ('Brett &%1:', 'Échiquier &%1 :', 'Tablero &%1:'),
    'The players of round %1, board by board; the reserves can take any board.':
        ('Die Spieler der Runde %1, Brett für Brett; Ersatzspieler können jedes Brett einnehmen.',
         'Les joueurs de la ronde %1, échiquier par échiquier ; les remplaçants peuvent prendre '
         'n’importe quel échiquier.',
         'Los jugadores de la ronda %1, tablero por tablero; los suplentes pueden ocupar '
         'cualquier tablero.'),
    'Board %1: %2 already plays on another board.':
        ('Brett %1: %2 spielt schon an einem anderen Brett.',
         'Échiquier %1 : %2 joue déjà sur un autre échiquier.',
         'Tablero %1: %2 ya juega en otro tablero.'),
    'Created %1. Insert adds a player; the Teams tab puts the players in teams.':
        ('%1 angelegt. Einfg fügt einen Spieler hinzu; auf der Registerkarte Mannschaften kommen '
         'die Spieler in Mannschaften.',
         '%1 créé. Inser ajoute un joueur ; l’onglet Équipes place les joueurs dans les équipes.',
         '%1 creado. Insert añade un jugador; la pestaña Equipos pone a los jugadores en equipos.'),
    # Wizard
    'Team Swiss (C.04.6)': ('Mannschafts-Schweizer System (C.04.6)', 'Système suisse par équipes (C.04.6)',
                            'Suizo por equipos (C.04.6)'),
    'Baku acce&leration for teams (C.04.7)':
        ('Baku-Besch&leunigung für Mannschaften (C.04.7)',
         'Accé&lération de Bakou pour équipes (C.04.7)',
         'Ace&leración de Bakú para equipos (C.04.7)'),
    'Teams: a team Swiss needs at least two teams.':
        ('Mannschaften: ein Mannschafts-Schweizer-System braucht mindestens zwei Mannschaften.',
         'Équipes : un système suisse par équipes demande au moins deux équipes.',
         'Equipos: un suizo por equipos necesita al menos dos equipos.'),
    'Baku acceleration adds match points: it cannot be used when game points are the score (C.04.7 1.4). Choose match points first, or go back and clear Baku acceleration.':
        ('Die Baku-Beschleunigung gibt Mannschaftspunkte: sie ist nicht möglich, wenn Brettpunkte '
         'die Wertung sind (C.04.7 1.4). Wählen Sie zuerst Mannschaftspunkte, oder gehen Sie zurück '
         'und schalten Sie die Baku-Beschleunigung aus.',
         'L’accélération de Bakou ajoute des points de match : elle est impossible quand les points '
         'de partie font le score (C.04.7 1.4). Choisissez d’abord les points de match, ou revenez en '
         'arrière et retirez l’accélération de Bakou.',
         'La aceleración de Bakú suma puntos de encuentro: no se puede usar cuando los puntos de '
         'partida son la puntuación (C.04.7 1.4). Elija primero puntos de encuentro, o vuelva atrás '
         'y quite la aceleración de Bakú.'),
    'Teams': ('Mannschaften', 'Équipes', 'Equipos'),
    'The teams in the order of their pairing numbers (strongest first), and how matches are scored and paired. The players are entered next, then put in teams on the Teams tab.':
        ('Die Mannschaften in der Reihenfolge ihrer Paarungsnummern (die stärkste zuerst) und wie '
         'Kämpfe gewertet und gepaart werden. Danach werden die Spieler erfasst und auf der '
         'Registerkarte Mannschaften den Mannschaften zugeordnet.',
         'Les équipes dans l’ordre de leurs numéros d’appariement (la plus forte d’abord), et comment '
         'les matchs sont comptés et appariés. Les joueurs sont saisis ensuite, puis placés dans les '
         'équipes dans l’onglet Équipes.',
         'Los equipos en el orden de sus números de emparejamiento (el más fuerte primero), y cómo '
         'se puntúan y emparejan los encuentros. Después se introducen los jugadores y se ponen en '
         'equipos en la pestaña Equipos.'),
    'One team per line, a federation after a comma:\nBaden-Baden, GER\nSolingen, GER':
        ('Eine Mannschaft pro Zeile, ein Verband nach einem Komma:\nBaden-Baden, GER\nSolingen, GER',
         'Une équipe par ligne, une fédération après une virgule :\nBaden-Baden, GER\nSolingen, GER',
         'Un equipo por línea, una federación tras una coma:\nBaden-Baden, GER\nSolingen, GER'),
    'Match points, then game points': ('Mannschaftspunkte, dann Brettpunkte',
                                       'Points de match, puis points de partie',
                                       'Puntos de encuentro, luego puntos de partida'),
    'Game points, then match points': ('Brettpunkte, dann Mannschaftspunkte',
                                       'Points de partie, puis points de match',
                                       'Puntos de partida, luego puntos de encuentro'),
    'Type A (C.04.6 1.7.1)': ('Typ A (C.04.6 1.7.1)', 'Type A (C.04.6 1.7.1)', 'Tipo A (C.04.6 1.7.1)'),
    'Type B: strong and mild (1.7.2)': ('Typ B: stark und schwach (1.7.2)',
                                        'Type B : forte et faible (1.7.2)',
                                        'Tipo B: fuerte y suave (1.7.2)'),
    'Te&ams:': ('&Mannschaften:', 'É&quipes :', 'E&quipos:'),
    'Boards &per match:': ('&Bretter pro Kampf:', 'É&chiquiers par match :', '&Tableros por encuentro:'),
    '&Match points:': ('Mannschafts&punkte:', 'Points de &match :', 'Puntos de &encuentro:'),
    'Pairing &score:': ('Paarung &nach:', 'Score d’&appariement :', 'Puntuación de empare&jamiento:'),
    'C&olour preferences:': ('Fa&rbpräferenzen:', 'Préférences de c&ouleur :', 'Preferencias de c&olor:'),
    'Teams, line %1: "%2" after the comma is not a federation (three letters, e.g. GER).':
        ('Mannschaften, Zeile %1: „%2“ nach dem Komma ist kein Verband (drei Buchstaben, z. B. GER).',
         'Équipes, ligne %1 : « %2 » après la virgule n’est pas une fédération (trois lettres, p. ex. '
         'GER).',
         'Equipos, línea %1: «%2» tras la coma no es una federación (tres letras, p. ej. GER).'),
    'Teams, line %1: the team has no name.': ('Mannschaften, Zeile %1: die Mannschaft hat keinen Namen.',
                                              'Équipes, ligne %1 : l’équipe n’a pas de nom.',
                                              'Equipos, línea %1: el equipo no tiene nombre.'),
    'Teams, line %1: "%2" is longer than the 32 characters a TRF file keeps.':
        ('Mannschaften, Zeile %1: „%2“ ist länger als die 32 Zeichen, die eine TRF-Datei aufnimmt.',
         'Équipes, ligne %1 : « %2 » dépasse les 32 caractères qu’un fichier TRF garde.',
         'Equipos, línea %1: «%2» supera los 32 caracteres que guarda un archivo TRF.'),
    'Teams, line %1: %2 is listed twice.': ('Mannschaften, Zeile %1: %2 steht zweimal in der Liste.',
                                            'Équipes, ligne %1 : %2 figure deux fois.',
                                            'Equipos, línea %1: %2 aparece dos veces.'),
    'Teams: at most 999 teams.': ('Mannschaften: höchstens 999 Mannschaften.',
                                  'Équipes : 999 équipes au plus.', 'Equipos: como máximo 999 equipos.'),
    'Teams: %1; boards per match: %2; %3; %4': ('Mannschaften: %1; Bretter pro Kampf: %2; %3; %4',
                                                'Équipes : %1 ; échiquiers par match : %2 ; %3 ; %4',
                                                'Equipos: %1; tableros por encuentro: %2; %3; %4'),
    'System: %1': ('System: %1', 'Système : %1', 'Sistema: %1'),
    # Seating a match again
    'round %1: team %2 has no match to seat': ('Runde %1: Mannschaft %2 hat keinen Kampf zum Besetzen',
                                               'ronde %1 : l’équipe %2 n’a pas de match à placer',
                                               'ronda %1: el equipo %2 no tiene encuentro que asignar'),
    'round %1: the match of team %2 is forfeited': ('Runde %1: der Kampf der Mannschaft %2 ist kampflos gewertet',
                                                    'ronde %1 : le match de l’équipe %2 est perdu par forfait',
                                                    'ronda %1: el encuentro del equipo %2 es por incomparecencia'),
    'round %1: the game of player %2 has a result; the boards of the match stay as they are':
        ('Runde %1: die Partie von Spieler %2 hat ein Ergebnis; die Bretter des Kampfes bleiben, wie '
         'sie sind',
         'ronde %1 : la partie du joueur %2 a un résultat ; les échiquiers du match restent tels quels',
         'ronda %1: la partida del jugador %2 tiene resultado; los tableros del encuentro quedan como '
         'están'),
    # Team matches tab
    'Forfeite&d match...': ('Kampflos &gewertet...', 'Forfait du matc&h...', 'Encuentro por &incomparecencia...'),
    'Team b&ye...': ('Spielfre&i...', 'E&xempt d’équipe...', 'Descans&o del equipo...'),
    'Records the selected match as forfeited (no games are played), or takes the record back':
        ('Wertet den gewählten Kampf kampflos (es werden keine Partien gespielt) oder nimmt das zurück',
         'Enregistre le match choisi comme perdu par forfait (aucune partie n’est jouée), ou annule '
         'cet enregistrement',
         'Registra el encuentro elegido como perdido por incomparecencia (no se juega ninguna '
         'partida), o lo anula'),
    'Gives a team a bye in the round to pair: it is not paired':
        ('Gibt einer Mannschaft in der zu paarenden Runde spielfrei: sie wird nicht gepaart',
         'Donne un exempt à une équipe dans la ronde à apparier : elle n’est pas appariée',
         'Da un descanso a un equipo en la ronda por emparejar: no se empareja'),
    'Select a match of round %1 first.': ('Wählen Sie zuerst einen Kampf der Runde %1.',
                                          'Choisissez d’abord un match de la ronde %1.',
                                          'Elija primero un encuentro de la ronda %1.'),
    '%1 wins by forfeit': ('%1 gewinnt kampflos', '%1 gagne par forfait', '%1 gana por incomparecencia'),
    'Both teams lose by forfeit': ('Beide Mannschaften verlieren kampflos',
                                   'Les deux équipes perdent par forfait',
                                   'Ambos equipos pierden por incomparecencia'),
    'Not forfeited: the match is played on its boards': ('Nicht kampflos: der Kampf wird an seinen Brettern gespielt',
                                                        'Pas de forfait : le match se joue sur ses échiquiers',
                                                        'Sin incomparecencia: el encuentro se juega en sus tableros'),
    'Forfeited match': ('Kampfloser Kampf', 'Match perdu par forfait', 'Encuentro por incomparecencia'),
    'Round %1, %2 - %3:': ('Runde %1, %2 - %3:', 'Ronde %1, %2 - %3 :', 'Ronda %1, %2 - %3:'),
    '%1 %2 (bye %3)': ('%1 %2 (spielfrei %3)', '%1 %2 (exempt %3)', '%1 %2 (descanso %3)'),
    'Team bye': ('Spielfrei', 'Exempt d’équipe', 'Descanso del equipo'),
    'Round %1: which team?': ('Runde %1: welche Mannschaft?', 'Ronde %1 : quelle équipe ?',
                              'Ronda %1: ¿qué equipo?'),
    'Half-point bye: a drawn match': ('Spielfrei mit halbem Punkt: ein unentschiedener Kampf',
                                      'Exempt d’un demi-point : un match nul',
                                      'Descanso de medio punto: un encuentro empatado'),
    'Full-point bye: a won match': ('Spielfrei mit vollem Punkt: ein gewonnener Kampf',
                                    'Exempt d’un point : un match gagné',
                                    'Descanso de un punto: un encuentro ganado'),
    'Zero-point bye: a lost match': ('Spielfrei ohne Punkt: ein verlorener Kampf',
                                     'Exempt sans point : un match perdu',
                                     'Descanso sin punto: un encuentro perdido'),
    'No bye: the team is paired': ('Nicht spielfrei: die Mannschaft wird gepaart',
                                   'Pas d’exempt : l’équipe est appariée',
                                   'Sin descanso: el equipo se empareja'),
    'Round %1, %2:': ('Runde %1, %2:', 'Ronde %1, %2 :', 'Ronda %1, %2:'),
    # Teams tab
    '&Line-up of round...': ('&Aufstellung der Runde...', '&Composition de la ronde...',
                             'A&lineación de la ronda...'),
    'Ne&w team...': ('&Neue Mannschaft...', '&Nouvelle équipe...', '&Nuevo equipo...'),
    'Remove team...': ('Mannschaft entfernen...', 'Retirer l’équipe...', 'Quitar el equipo...'),
    'Add pla&yers...': ('Spieler h&inzufügen...', 'Ajouter des jo&ueurs...', 'Añad&ir jugadores...'),
    'Remove from team': ('Aus der Mannschaft nehmen', 'Retirer de l’équipe', 'Quitar del equipo'),
    'Removes the selected team (Delete); its players stay':
        ('Entfernt die gewählte Mannschaft (Entf); ihre Spieler bleiben',
         'Retire l’équipe choisie (Suppr) ; ses joueurs restent',
         'Quita el equipo elegido (Supr); sus jugadores se quedan'),
    'Puts players without a team in the selected team (Insert in the roster)':
        ('Nimmt Spieler ohne Mannschaft in die gewählte Mannschaft auf (Einfg in der Aufstellung)',
         'Place des joueurs sans équipe dans l’équipe choisie (Inser dans la liste)',
         'Pone jugadores sin equipo en el equipo elegido (Insert en la lista)'),
    'Takes the selected player off the team (Delete in the roster)':
        ('Nimmt den gewählten Spieler aus der Mannschaft (Entf in der Aufstellung)',
         'Retire le joueur choisi de l’équipe (Suppr dans la liste)',
         'Quita al jugador elegido del equipo (Supr en la lista)'),
    'Remove team': ('Mannschaft entfernen', 'Retirer l’équipe', 'Quitar el equipo'),
    "The team's players of the round board by board (TRF-2026 300), reserves included; the roster keeps its order":
        ('Die Spieler der Mannschaft in der Runde Brett für Brett (TRF-2026 300), Ersatzspieler '
         'eingeschlossen; die Mannschaftsliste behält ihre Reihenfolge',
         'Les joueurs de l’équipe dans la ronde, échiquier par échiquier (TRF-2026 300), remplaçants '
         'compris ; la liste garde son ordre',
         'Los jugadores del equipo en la ronda, tablero por tablero (TRF-2026 300), suplentes '
         'incluidos; la lista conserva su orden'),
    'The team plays the round in roster order': ('Die Mannschaft spielt die Runde in der Reihenfolge der Liste',
                                                 'L’équipe joue la ronde dans l’ordre de la liste',
                                                 'El equipo juega la ronda en el orden de la lista'),
    'New team': ('Neue Mannschaft', 'Nouvelle équipe', 'Nuevo equipo'),
    'Team name (a federation after a comma):': ('Name der Mannschaft (ein Verband nach einem Komma):',
                                                'Nom de l’équipe (une fédération après une virgule) :',
                                                'Nombre del equipo (una federación tras una coma):'),
    'New team: enter one team name.': ('Neue Mannschaft: geben Sie einen Mannschaftsnamen ein.',
                                       'Nouvelle équipe : saisissez un nom d’équipe.',
                                       'Nuevo equipo: escriba un nombre de equipo.'),
    'New team: there is a team %1 already (number %2).': ('Neue Mannschaft: es gibt schon eine Mannschaft %1 (Nummer %2).',
                                                          'Nouvelle équipe : il existe déjà une équipe %1 (numéro %2).',
                                                          'Nuevo equipo: ya hay un equipo %1 (número %2).'),
    'Remove team %1 %2? Its %3 players and their games stay in the event; Undo brings the team back.':
        ('Mannschaft %1 %2 entfernen? Ihre %3 Spieler und deren Partien bleiben im Turnier; Rückgängig '
         'holt die Mannschaft zurück.',
         'Retirer l’équipe %1 %2 ? Ses %3 joueurs et leurs parties restent dans le tournoi ; Annuler '
         'rétablit l’équipe.',
         '¿Quitar el equipo %1 %2? Sus %3 jugadores y sus partidas siguen en el torneo; Deshacer '
         'devuelve el equipo.'),
    'Select a team first (or make one with New team).': ('Wählen Sie zuerst eine Mannschaft (oder legen Sie eine mit Neue Mannschaft an).',
                                                         'Choisissez d’abord une équipe (ou créez-en une avec Nouvelle équipe).',
                                                         'Elija primero un equipo (o cree uno con Nuevo equipo).'),
    'Every player is in a team; add players on the Players tab first.':
        ('Jeder Spieler ist in einer Mannschaft; fügen Sie zuerst auf der Registerkarte Spieler '
         'Spieler hinzu.',
         'Chaque joueur est dans une équipe ; ajoutez d’abord des joueurs dans l’onglet Joueurs.',
         'Cada jugador está en un equipo; añada primero jugadores en la pestaña Jugadores.'),
    'Add players to %1': ('Spieler zu %1 hinzufügen', 'Ajouter des joueurs à %1', 'Añadir jugadores a %1'),
    'Space checks a player; they join the roster in rating order, after the players already in it.':
        ('Leertaste wählt einen Spieler; sie kommen nach Elo geordnet hinter die Spieler, die schon '
         'in der Liste stehen.',
         'Espace coche un joueur ; ils rejoignent la liste par ordre de classement, après les joueurs '
         'qui y sont déjà.',
         'Espacio marca un jugador; entran en la lista por orden de rating, tras los jugadores que ya '
         'están en ella.'),
    # Storage
    'round %1: the match of team %2 has results; its line-up can only give the board order of the players who played':
        ('Runde %1: der Kampf der Mannschaft %2 hat Ergebnisse; ihre Aufstellung kann nur die '
         'Brettfolge der Spieler angeben, die gespielt haben',
         'ronde %1 : le match de l’équipe %2 a des résultats ; sa composition ne peut donner que '
         'l’ordre des échiquiers des joueurs qui ont joué',
         'ronda %1: el encuentro del equipo %2 tiene resultados; su alineación solo puede dar el '
         'orden de tableros de los jugadores que jugaron'),
    'round %1: "%2" is not a forfeit (+- the first team wins, -+ the second, -- both lose)':
        ('Runde %1: „%2“ ist keine kampflose Wertung (+- die erste Mannschaft gewinnt, -+ die '
         'zweite, -- beide verlieren)',
         'ronde %1 : « %2 » n’est pas un forfait (+- la première équipe gagne, -+ la seconde, -- '
         'les deux perdent)',
         'ronda %1: «%2» no es una incomparecencia (+- gana el primer equipo, -+ el segundo, -- '
         'pierden ambos)'),
    'round %1: the game of player %2 has a result; take it back before recording the match as forfeited':
        ('Runde %1: die Partie von Spieler %2 hat ein Ergebnis; nehmen Sie es zurück, bevor Sie den '
         'Kampf kampflos werten',
         'ronde %1 : la partie du joueur %2 a un résultat ; annulez-le avant d’enregistrer le match '
         'comme perdu par forfait',
         'ronda %1: la partida del jugador %2 tiene resultado; anúlelo antes de registrar el '
         'encuentro por incomparecencia'),
    'round %1: the match of teams %2 and %3 is not forfeited':
        ('Runde %1: der Kampf der Mannschaften %2 und %3 ist nicht kampflos gewertet',
         'ronde %1 : le match des équipes %2 et %3 n’est pas perdu par forfait',
         'ronda %1: el encuentro de los equipos %2 y %3 no es por incomparecencia'),
    'Round %1: match %2 - %3 no longer forfeited': ('Runde %1: Kampf %2 - %3 nicht mehr kampflos',
                                                     'Ronde %1 : match %2 - %3 plus perdu par forfait',
                                                     'Ronda %1: encuentro %2 - %3 ya no por incomparecencia'),
    'Round %1: match %2 - %3 forfeited %4': ('Runde %1: Kampf %2 - %3 kampflos %4',
                                              'Ronde %1 : match %2 - %3 par forfait %4',
                                              'Ronda %1: encuentro %2 - %3 por incomparecencia %4'),
    "round %1: a team's bye is H (a drawn match), F (a won match) or Z (none)":
        ('Runde %1: spielfrei für eine Mannschaft ist H (ein unentschiedener Kampf), F (ein '
         'gewonnener Kampf) oder Z (nichts)',
         'ronde %1 : l’exempt d’une équipe est H (un match nul), F (un match gagné) ou Z (rien)',
         'ronda %1: el descanso de un equipo es H (un encuentro empatado), F (un encuentro ganado) '
         'o Z (nada)'),
    'round %1: team %2 is paired in this round; unpair the round first':
        ('Runde %1: Mannschaft %2 ist in dieser Runde gepaart; heben Sie zuerst die Paarung der '
         'Runde auf',
         'ronde %1 : l’équipe %2 est appariée dans cette ronde ; annulez d’abord l’appariement de la '
         'ronde',
         'ronda %1: el equipo %2 está emparejado en esta ronda; deshaga primero el emparejamiento '
         'de la ronda'),
    'Round %1: team %2 %3 has no bye': ('Runde %1: Mannschaft %2 %3 nicht spielfrei',
                                        'Ronde %1 : équipe %2 %3 sans exempt',
                                        'Ronda %1: equipo %2 %3 sin descanso'),
    'Round %1: team %2 %3 bye %4': ('Runde %1: Mannschaft %2 %3 spielfrei %4',
                                    'Ronde %1 : équipe %2 %3 exempt %4',
                                    'Ronda %1: equipo %2 %3 descanso %4'),
    'team %1 is listed twice': ('Mannschaft %1 steht zweimal in der Liste', 'l’équipe %1 figure deux fois',
                                'el equipo %1 aparece dos veces'),
    # The system in words, byes and forfeits in the list of matches
    'Type A: one kind of preference (C.04.6 1.7.1)': ('Typ A: eine Art von Präferenz (C.04.6 1.7.1)',
                                                      'Type A : un seul genre de préférence (C.04.6 1.7.1)',
                                                      'Tipo A: una sola clase de preferencia (C.04.6 1.7.1)'),
    'Type B: strong and mild preferences (C.04.6 1.7.2)': ('Typ B: starke und schwache Präferenzen (C.04.6 1.7.2)',
                                                           'Type B : préférences fortes et faibles (C.04.6 1.7.2)',
                                                           'Tipo B: preferencias fuertes y suaves (C.04.6 1.7.2)'),
    'System: %1 (%2)': ('System: %1 (%2)', 'Système : %1 (%2)', 'Sistema: %1 (%2)'),
    'Type A colour preferences': ('Farbpräferenzen Typ A', 'préférences de couleur de type A',
                                  'preferencias de color de tipo A'),
    'Type B colour preferences (strong and mild)': ('Farbpräferenzen Typ B (stark und schwach)',
                                                    'préférences de couleur de type B (fortes et faibles)',
                                                    'preferencias de color de tipo B (fuertes y suaves)'),
    'no colour preferences': ('keine Farbpräferenzen', 'pas de préférences de couleur',
                              'sin preferencias de color'),
    'game points, then match points': ('Brettpunkte, dann Mannschaftspunkte',
                                       'points de partie, puis points de match',
                                       'puntos de partida, luego puntos de encuentro'),
    'match points, then game points': ('Mannschaftspunkte, dann Brettpunkte',
                                       'points de match, puis points de partie',
                                       'puntos de encuentro, luego puntos de partida'),
    'Baku acceleration (C.04.7)': ('Baku-Beschleunigung (C.04.7)', 'accélération de Bakou (C.04.7)',
                                   'aceleración de Bakú (C.04.7)'),
    '(pairing-allocated bye)': ('(spielfrei durch Auslosung)', '(exempt d’appariement)',
                                '(descanso por emparejamiento)'),
    '(full-point bye)': ('(spielfrei mit vollem Punkt)', '(exempt d’un point)', '(descanso de un punto)'),
    '(half-point bye)': ('(spielfrei mit halbem Punkt)', '(exempt d’un demi-point)',
                         '(descanso de medio punto)'),
    '(zero-point bye)': ('(spielfrei ohne Punkt)', '(exempt sans point)', '(descanso sin punto)'),
    '%1 : %2 forfeit': ('%1 : %2 kampflos', '%1 : %2 forfait', '%1 : %2 incomparecencia'),
    '%1 forfeit': ('%1 kampflos', '%1 forfait', '%1 incomparecencia'),
    'Select a match, then type 1, = (or 5), 0, +, -, X board by board; Delete clears. After the last board the next match follows; Shift+Tab goes back to the list of matches.':
        ('Wählen Sie einen Kampf und tippen Sie 1, = (oder 5), 0, +, -, X Brett für Brett; Entf '
         'löscht. Nach dem letzten Brett folgt der nächste Kampf; Umschalt+Tab führt zurück zur '
         'Liste der Kämpfe.',
         'Choisissez un match, puis tapez 1, = (ou 5), 0, +, -, X échiquier par échiquier ; Suppr '
         'efface. Après le dernier échiquier vient le match suivant ; Maj+Tab revient à la liste '
         'des matchs.',
         'Elija un encuentro y escriba 1, = (o 5), 0, +, -, X tablero por tablero; Supr borra. '
         'Tras el último tablero sigue el encuentro siguiente; Mayús+Tab vuelve a la lista de '
         'encuentros.'),
    'Swiss Team Pairing System (C.04.6): %1': ('Schweizer System für Mannschaften (C.04.6): %1',
                                               'Système suisse par équipes (C.04.6) : %1',
                                               'Sistema suizo por equipos (C.04.6): %1'),
    'TRF-2026 code: %1': ('TRF-2026-Code: %1', 'code TRF-2026 : %1', 'código TRF-2026: %1'),
}
N = {}
