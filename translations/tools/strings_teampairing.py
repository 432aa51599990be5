# The Swiss Team Pairing System (C.04.6), TRF-2026's spellings (OTHER_ tie-breaks, "?" for a
# result not known yet) and the notice of games registered as adjourned.
# (source -> (de, fr, es); plural strings in N -> ((de one, de many), (fr one, fr many),
# (es one, es many)).)

T = {
    # Tie-break codes and TRF results
    '"%1" is a tie-break of other regulations that Arbiter does not compute':
        ('„%1“ ist eine Feinwertung anderer Regeln, die Arbiter nicht berechnet',
         '« %1 » est un départage d’autres règlements qu’Arbiter ne calcule pas',
         '«%1» es un desempate de otros reglamentos que Arbiter no calcula'),
    'unknown result "%1" (expected 1 0 = + - W D L ? H F U Z)':
        ('unbekanntes Ergebnis „%1“ (erwartet: 1 0 = + - W D L ? H F U Z)',
         'résultat inconnu « %1 » (attendu : 1 0 = + - W D L ? H F U Z)',
         'resultado desconocido «%1» (se esperaba 1 0 = + - W D L ? H F U Z)'),
    'unknown result "%1" against %2, read as a result not known yet (an adjourned game, a draw for pairing)':
        ('unbekanntes Ergebnis „%1“ gegen %2, gelesen als noch unbekanntes Ergebnis (eine vertagte '
         'Partie, für die Paarung ein Remis)',
         'résultat inconnu « %1 » contre %2, lu comme un résultat pas encore connu (une partie '
         'ajournée, une nulle pour l’appariement)',
         'resultado desconocido «%1» contra %2, leído como un resultado aún no conocido (una '
         'partida aplazada, tablas para el emparejamiento)'),
    # Pairing a round while games have no result
    'board %1 (%2-%3)': ('Brett %1 (%2-%3)', 'échiquier %1 (%2-%3)', 'tablero %1 (%2-%3)'),
    # The team pairing
    'no team can receive the pairing-allocated bye and leave the other teams a legal pairing (C.04.6 3.4); the Chief Arbiter decides (3.3.3)':
        ('keine Mannschaft kann spielfrei durch Auslosung erhalten und den anderen eine regelgerechte '
         'Paarung lassen (C.04.6 3.4); der Hauptschiedsrichter entscheidet (3.3.3)',
         'aucune équipe ne peut recevoir l’exempt d’appariement en laissant aux autres un '
         'appariement régulier (C.04.6 3.4) ; l’arbitre principal décide (3.3.3)',
         'ningún equipo puede recibir el descanso por emparejamiento dejando a los demás un '
         'emparejamiento reglamentario (C.04.6 3.4); decide el árbitro principal (3.3.3)'),
    'the teams with %1 points cannot be paired (C.04.6 3.5); the Chief Arbiter decides (3.3.3)':
        ('die Mannschaften mit %1 Punkten können nicht gepaart werden (C.04.6 3.5); der '
         'Hauptschiedsrichter entscheidet (3.3.3)',
         'les équipes à %1 points ne peuvent pas être appariées (C.04.6 3.5) ; l’arbitre principal '
         'décide (3.3.3)',
         'los equipos con %1 puntos no se pueden emparejar (C.04.6 3.5); decide el árbitro '
         'principal (3.3.3)'),
    'the bracket of the teams with %1 points has no legal pairing (C.04.6 3.6)':
        ('die Gruppe der Mannschaften mit %1 Punkten hat keine regelgerechte Paarung (C.04.6 3.6)',
         'le groupe des équipes à %1 points n’a aucun appariement régulier (C.04.6 3.6)',
         'el grupo de los equipos con %1 puntos no tiene ningún emparejamiento reglamentario '
         '(C.04.6 3.6)'),
    'the event has no teams':
        ('das Turnier hat keine Mannschaften', 'le tournoi n’a pas d’équipes',
         'el torneo no tiene equipos'),
    '192: "%1" is not a code of the Swiss Team Pairing System (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)':
        ('192: „%1“ ist kein Code des Schweizer Systems für Mannschaften (FIDE_TEAM, '
         'FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)',
         '192 : « %1 » n’est pas un code du système suisse par équipes (FIDE_TEAM, '
         'FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)',
         '192: «%1» no es un código del sistema suizo por equipos (FIDE_TEAM, '
         'FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)'),
    'no round %1': ('keine Runde %1', 'pas de ronde %1', 'no hay ronda %1'),
    # Pair round on the Team matches tab
    'Pairs the next round of a team Swiss by the Swiss Team Pairing System (C.04.6)':
        ('Paart die nächste Runde eines Mannschafts-Schweizer-Systems nach dem Schweizer System '
         'für Mannschaften (C.04.6)',
         'Apparie la ronde suivante d’un suisse par équipes selon le système suisse par équipes '
         '(C.04.6)',
         'Empareja la ronda siguiente de un suizo por equipos con el sistema suizo por equipos '
         '(C.04.6)'),
    'Pair round': ('Runde paaren', 'Apparier la ronde', 'Emparejar la ronda'),
    '&Store': ('&Speichern', '&Enregistrer', '&Guardar'),
    'All %1 rounds are paired.':
        ('Alle %1 Runden sind gepaart.', 'Les %1 rondes sont toutes appariées.',
         'Las %1 rondas están todas emparejadas.'),
    '%1: pairing-allocated bye':
        ('%1: spielfrei durch Auslosung', '%1 : exempt d’appariement',
         '%1: descanso por emparejamiento'),
    'Match %1: %2 - %3': ('Kampf %1: %2 - %3', 'Match %1 : %2 - %3', 'Encuentro %1: %2 - %3'),
    'Round %1 by the Swiss Team Pairing System (C.04.6, %2):\n\n%3\n\nThe team named first has White on board 1. Store this pairing?':
        ('Runde %1 nach dem Schweizer System für Mannschaften (C.04.6, %2):\n\n%3\n\nDie zuerst '
         'genannte Mannschaft hat Weiß an Brett 1. Diese Paarungen speichern?',
         'Ronde %1 selon le système suisse par équipes (C.04.6, %2) :\n\n%3\n\nL’équipe nommée '
         'en premier a les Blancs au premier échiquier. Enregistrer cet appariement ?',
         'Ronda %1 con el sistema suizo por equipos (C.04.6, %2):\n\n%3\n\nEl equipo nombrado '
         'primero lleva blancas en el tablero 1. ¿Guardar este emparejamiento?'),
    'Pa&ir round %1...':
        ('Runde %1 p&aaren...', 'Appari&er la ronde %1...', 'E&mparejar la ronda %1...'),
    'Ro&und:': ('Ru&nde:', 'Ro&nde :', 'Ro&nda:'),
    'Swiss Team Pairing System (C.04.6), %1':
        ('Schweizer System für Mannschaften (C.04.6), %1',
         'Système suisse par équipes (C.04.6), %1', 'Sistema suizo por equipos (C.04.6), %1'),
    'Select a match, then type 1, = (or 5), 0, +, -, X board by board; Delete clears. Tab moves between the matches and the boards.':
        ('Kampf wählen, dann Brett für Brett 1, = (oder 5), 0, +, -, X eingeben; Entf löscht. '
         'Tab wechselt zwischen den Kämpfen und den Brettern.',
         'Choisissez un match, puis tapez 1, = (ou 5), 0, +, -, X échiquier par échiquier ; '
         'Suppr efface. Tab passe des matchs aux échiquiers et retour.',
         'Elija un encuentro y escriba 1, = (o 5), 0, +, -, X tablero a tablero; Supr borra. '
         'Tab pasa de los encuentros a los tableros y vuelta.'),
    'Round %1 has games without a result (%2); enter them before pairing round %3.':
        ('Runde %1 hat Partien ohne Ergebnis (%2); tragen Sie sie ein, bevor Runde %3 gepaart '
         'wird.',
         'La ronde %1 a des parties sans résultat (%2) ; saisissez-les avant d’apparier la ronde '
         '%3.',
         'La ronda %1 tiene partidas sin resultado (%2); introdúzcalas antes de emparejar la '
         'ronda %3.'),
    'This is a team Swiss: its rounds are paired team against team on the Team matches tab (Pair round), by the Swiss Team Pairing System.':
        ('Dies ist ein Mannschafts-Schweizer-System: seine Runden werden Mannschaft gegen '
         'Mannschaft im Reiter Mannschaftskämpfe gepaart (Runde paaren), nach dem Schweizer System '
         'für Mannschaften.',
         'C’est un suisse par équipes : ses rondes sont appariées équipe contre équipe dans '
         'l’onglet Matchs par équipes (Apparier la ronde), selon le système suisse par équipes.',
         'Es un suizo por equipos: sus rondas se emparejan equipo contra equipo en la pestaña '
         'Encuentros por equipos (Emparejar la ronda), con el sistema suizo por equipos.'),
    'round %1 cannot be paired: %2 rounds are paired':
        ('Runde %1 kann nicht gepaart werden: %2 Runden sind gepaart',
         'la ronde %1 ne peut pas être appariée : %2 rondes sont appariées',
         'la ronda %1 no se puede emparejar: hay %2 rondas emparejadas'),
    'round %1 is already paired; unpair it first':
        ('Runde %1 ist bereits gepaart; heben Sie die Paarung zuerst auf',
         'la ronde %1 est déjà appariée ; annulez d’abord son appariement',
         'la ronda %1 ya está emparejada; deshaga antes su emparejamiento'),
    'round %1: team %2 is paired twice':
        ('Runde %1: Mannschaft %2 ist doppelt gepaart', 'ronde %1 : l’équipe %2 est appariée deux fois',
         'ronda %1: el equipo %2 está emparejado dos veces'),
    'Swiss Team Pairing System':
        ('Schweizer System für Mannschaften', 'système suisse par équipes',
         'sistema suizo por equipos'),
    # Printed team documents
    'Team pairings (matches of a round)':
        ('Mannschaftspaarungen (Kämpfe einer Runde)', 'Appariements des équipes (matchs d’une ronde)',
         'Emparejamientos de equipos (encuentros de una ronda)'),
    'Match cards for the captains (one per match)':
        ('Spielberichtsbögen für die Mannschaftsführer (einer je Kampf)',
         'Feuilles de match pour les capitaines (une par match)',
         'Actas de encuentro para los capitanes (una por encuentro)'),
    'Team pairings, round %1':
        ('Mannschaftspaarungen, Runde %1', 'Appariements des équipes, ronde %1',
         'Emparejamientos de equipos, ronda %1'),
    'Match cards, round %1':
        ('Spielberichtsbögen, Runde %1', 'Feuilles de match, ronde %1',
         'Actas de encuentro, ronda %1'),
    'White on board 1': ('Weiß an Brett 1', 'Blancs au 1er échiquier', 'Blancas en el tablero 1'),
    'Black on board 1': ('Schwarz an Brett 1', 'Noirs au 1er échiquier', 'Negras en el tablero 1'),
    'Match %1': ('Kampf %1', 'Match %1', 'Encuentro %1'),
    'Match score:': ('Kampfergebnis:', 'Score du match :', 'Resultado del encuentro:'),
    'Captain of %1': ('Mannschaftsführer %1', 'Capitaine de %1', 'Capitán de %1'),
    'Baku acceleration needs the number of rounds (142)':
        ('die Baku-Beschleunigung braucht die Rundenzahl (142)',
         'l’accélération de Bakou a besoin du nombre de rondes (142)',
         'la aceleración Bakú necesita el número de rondas (142)'),
}

N = {
    'Round %1 has %n game(s) without a result: %2. They are registered as adjourned, a draw for pairing only (C.04.2 3.1), and round %3 is paired on them; enter their results when they are known.':
        (('Runde %1 hat %n Partie ohne Ergebnis: %2. Sie wird als vertagt eingetragen, für die '
          'Paarung ein Remis (C.04.2 3.1), und Runde %3 wird so gepaart; tragen Sie das Ergebnis '
          'ein, sobald es bekannt ist.',
          'Runde %1 hat %n Partien ohne Ergebnis: %2. Sie werden als vertagt eingetragen, für die '
          'Paarung ein Remis (C.04.2 3.1), und Runde %3 wird so gepaart; tragen Sie die '
          'Ergebnisse ein, sobald sie bekannt sind.'),
         ('La ronde %1 a %n partie sans résultat : %2. Elle est enregistrée comme ajournée, une '
          'nulle pour l’appariement seulement (C.04.2 3.1), et la ronde %3 est appariée ainsi ; '
          'saisissez son résultat dès qu’il est connu.',
          'La ronde %1 a %n parties sans résultat : %2. Elles sont enregistrées comme ajournées, '
          'une nulle pour l’appariement seulement (C.04.2 3.1), et la ronde %3 est appariée '
          'ainsi ; saisissez leurs résultats dès qu’ils sont connus.'),
         ('La ronda %1 tiene %n partida sin resultado: %2. Se registra como aplazada, tablas solo '
          'para el emparejamiento (C.04.2 3.1), y la ronda %3 se empareja así; introduzca su '
          'resultado cuando se conozca.',
          'La ronda %1 tiene %n partidas sin resultado: %2. Se registran como aplazadas, tablas '
          'solo para el emparejamiento (C.04.2 3.1), y la ronda %3 se empareja así; introduzca '
          'sus resultados cuando se conozcan.')),
}
