# FIDE title norms (B.01): each requirement with its article and figures.
# (source -> (de, fr, es).)

T = {
    '1.4: %1 norms are for women': ('1.4: %1-Normen gibt es nur für Frauen',
                                    '1.4 : les normes de %1 sont réservées aux femmes',
                                    '1.4: las normas de %1 son solo para mujeres'),
    '1.4.1c: 8 games and a round won without a game, counted as 9':
        ('1.4.1c: 8 Partien und eine kampflos gewonnene Runde, als 9 gezählt',
         '1.4.1c : 8 parties et une ronde gagnée sans jouer, comptées comme 9',
         '1.4.1c: 8 partidas y una ronda ganada sin jugar, contadas como 9'),
    '1.4.1a: %1 games (at least 9)': ('1.4.1a: %1 Partien (mindestens 9)',
                                      '1.4.1a : %1 parties (au moins 9)',
                                      '1.4.1a: %1 partidas (al menos 9)'),
    '1.4.5: %1 titled opponents (at least %2)': ('1.4.5: %1 Gegner mit Titel (mindestens %2)',
                                                 '1.4.5 : %1 adversaires titrés (au moins %2)',
                                                 '1.4.5: %1 rivales con título (al menos %2)'),
    '1.4.5: %1 opponents with the title %2 or higher (at least %3)':
        ('1.4.5: %1 Gegner mit dem Titel %2 oder höher (mindestens %3)',
         '1.4.5 : %1 adversaires avec le titre %2 ou plus (au moins %3)',
         '1.4.5: %1 rivales con el título %2 o superior (al menos %3)'),
    '1.4.3, 1.4.4: the federation requirements are waived (%1)':
        ('1.4.3, 1.4.4: die Anforderungen an die Verbände entfallen (%1)',
         '1.4.3, 1.4.4 : les exigences sur les fédérations sont levées (%1)',
         '1.4.3, 1.4.4: no se aplican los requisitos de federaciones (%1)'),
    "1.4.3: %1 federations other than the player's (at least 2)":
        ('1.4.3: %1 Verbände außer dem des Spielers (mindestens 2)',
         '1.4.3 : %1 fédérations autres que celle du joueur (au moins 2)',
         '1.4.3: %1 federaciones distintas de la del jugador (al menos 2)'),
    "1.4.4: %1 opponents of the player's federation (at most %2)":
        ('1.4.4: %1 Gegner aus dem Verband des Spielers (höchstens %2)',
         '1.4.4 : %1 adversaires de la fédération du joueur (au plus %2)',
         '1.4.4: %1 rivales de la federación del jugador (como máximo %2)'),
    '1.4.4: %1 opponents of one federation at most (at most %2)':
        ('1.4.4: höchstens %1 Gegner aus einem Verband (höchstens %2)',
         '1.4.4 : au plus %1 adversaires d’une même fédération (au plus %2)',
         '1.4.4: como mucho %1 rivales de una misma federación (como máximo %2)'),
    '1.4.8a: average rating %1 (at least %2)': ('1.4.8a: Elo-Schnitt %1 (mindestens %2)',
                                                '1.4.8a : moyenne Elo %1 (au moins %2)',
                                                '1.4.8a: media de Elo %1 (al menos %2)'),
    '1.4.8b: score %1 of %2, %3 % (at least 35 %)': ('1.4.8b: %1 aus %2, %3 % (mindestens 35 %)',
                                                     '1.4.8b : %1 sur %2, %3 % (au moins 35 %)',
                                                     '1.4.8b: %1 de %2, %3 % (al menos 35 %)'),
    '1.4.8: performance %1 = %2 + %3 (at least %4)': ('1.4.8: Leistung %1 = %2 + %3 (mindestens %4)',
                                                      '1.4.8 : performance %1 = %2 + %3 (au moins %4)',
                                                      '1.4.8: resultado %1 = %2 + %3 (al menos %4)'),
    '1.4.1e, f: rounds %1 left out': ('1.4.1e, f: Runden %1 ausgelassen',
                                      '1.4.1e, f : rondes %1 écartées',
                                      '1.4.1e, f: rondas %1 excluidas'),
    # Edit > Title norms
    'Title &norms...': ('Titel&normen...', 'Normes de &titre...', '&Normas de título...'),
    'Title norms': ('Titelnormen', 'Normes de titre', 'Normas de título'),
    'Rank': ('Rang', 'Rang', 'Puesto'),
    'Name': ('Name', 'Nom', 'Nombre'),
    'Fed.': ('Verb.', 'Féd.', 'Fed.'),
    'Points': ('Punkte', 'Points', 'Puntos'),
    'Norms made': ('Erzielte Normen', 'Normes réalisées', 'Normas logradas'),
    'After &round:': ('Nach &Runde:', 'Après la &ronde :', 'Tras la &ronda:'),
    '%1 norm made: %2 games (credited %3), score %4, Ra %5, %6 %, Rp %7':
        ('%1-Norm erzielt: %2 Partien (angerechnet %3), %4 Punkte, Ra %5, %6 %, Rp %7',
         'norme de %1 réalisée : %2 parties (comptées %3), score %4, Ra %5, %6 %, Rp %7',
         'norma de %1 lograda: %2 partidas (contadas %3), puntuación %4, Ra %5, %6 %, Rp %7'),
    '%1 norm not made: %2 games, score %3, Ra %4, %5 %, Rp %6':
        ('%1-Norm nicht erzielt: %2 Partien, %3 Punkte, Ra %4, %5 %, Rp %6',
         'norme de %1 non réalisée : %2 parties, score %3, Ra %4, %5 %, Rp %6',
         'norma de %1 no lograda: %2 partidas, puntuación %3, Ra %4, %5 %, Rp %6'),
    '  opponent %1 raised to the rating floor (1.4.6b)': ('  Gegner %1 auf die Elo-Untergrenze angehoben (1.4.6b)',
                                                          '  adversaire %1 relevé au plancher Elo (1.4.6b)',
                                                          '  rival %1 elevado al mínimo de Elo (1.4.6b)'),
    'Games played over the board:': ('Am Brett gespielte Partien:', 'Parties jouées sur l’échiquier :',
                                     'Partidas jugadas sobre el tablero:'),
    '  round %1: %2 (%3) %4 %5 %6, result %7': ('  Runde %1: %2 (%3) %4 %5 %6, Ergebnis %7',
                                                '  ronde %1 : %2 (%3) %4 %5 %6, résultat %7',
                                                '  ronda %1: %2 (%3) %4 %5 %6, resultado %7'),
    # The certificate of title result (IT1)
    'Certificate of title result (IT1)': ('Bescheinigung eines Titelergebnisses (IT1)',
                                          'Certificat de résultat de titre (IT1)',
                                          'Certificado de resultado de título (IT1)'),
    'Title norm: %1': ('Titelnorm: %1', 'Norme de titre : %1', 'Norma de título: %1'),
    'Event': ('Turnier', 'Tournoi', 'Torneo'),
    'Start and end date': ('Beginn und Ende', 'Dates de début et de fin', 'Fechas de inicio y fin'),
    'Chief Arbiter': ('Hauptschiedsrichter', 'Arbitre principal', 'Árbitro principal'),
    'Rate of play': ('Bedenkzeit', 'Cadence', 'Ritmo de juego'),
    'Number of games': ('Anzahl der Partien', 'Nombre de parties', 'Número de partidas'),
    '%1 (credited as %2)': ('%1 (angerechnet als %2)', '%1 (comptées comme %2)', '%1 (contadas como %2)'),
    'Federations of the opponents': ('Verbände der Gegner', 'Fédérations des adversaires',
                                     'Federaciones de los rivales'),
    "Opponents not from the player's federation": ('Gegner nicht aus dem Verband des Spielers',
                                                   'Adversaires d’une autre fédération que le joueur',
                                                   'Rivales de otra federación que la del jugador'),
    'Opponents from the host federation': ('Gegner aus dem ausrichtenden Verband',
                                           'Adversaires de la fédération organisatrice',
                                           'Rivales de la federación organizadora'),
    'Rated opponents': ('Gegner mit Elo', 'Adversaires classés', 'Rivales con Elo'),
    'Titled opponents': ('Gegner mit Titel', 'Adversaires titrés', 'Rivales con título'),
    '%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)': ('%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)',
                                                         '%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)',
                                                         '%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)'),
    'Games': ('Partien', 'Parties', 'Partidas'),
    'Rating used': ('Verwendete Elo', 'Elo retenu', 'Elo usado'),
    'left out': ('ausgelassen', 'écartée', 'excluida'),
    'Average rating of the opponents (Ra)': ('Elo-Schnitt der Gegner (Ra)',
                                             'Moyenne Elo des adversaires (Ra)',
                                             'Media de Elo de los rivales (Ra)'),
    'Score needed': ('Benötigte Punkte', 'Score requis', 'Puntuación necesaria'),
    'Score made': ('Erzielte Punkte', 'Score réalisé', 'Puntuación lograda'),
    '%1 (%2 %, performance %3)': ('%1 (%2 %, Leistung %3)', '%1 (%2 %, performance %3)',
                                  '%1 (%2 %, resultado %3)'),
    'Exceeding the norm by': ('Norm übertroffen um', 'Norme dépassée de', 'Norma superada en'),
    'Remarks:': ('Bemerkungen:', 'Remarques :', 'Observaciones:'),
    "The rules applied: an unrated opponent counts as 1400, and the lowest opponent under the norm's rating floor is raised to it (1.4.6b), as the column Rating used shows. Not valid until confirmed by the FIDE Qualification Commission.":
        ('Die angewandten Regeln: ein Gegner ohne Elo zählt 1400, und der schwächste Gegner unter der '
         'Elo-Untergrenze der Norm wird auf sie angehoben (1.4.6b), wie die Spalte „Verwendete Elo“ '
         'zeigt. Nicht gültig, bevor die FIDE-Qualifikationskommission es bestätigt.',
         'Les règles appliquées : un adversaire non classé compte 1400, et l’adversaire le plus faible '
         'sous le plancher de la norme y est relevé (1.4.6b), comme le montre la colonne « Elo '
         'retenu ». Non valable avant confirmation par la Commission de qualification de la FIDE.',
         'Las reglas aplicadas: un rival sin Elo cuenta 1400, y el rival más bajo por debajo del '
         'mínimo de la norma se eleva a él (1.4.6b), como muestra la columna «Elo usado». No es '
         'válido hasta que lo confirme la Comisión de Calificación de la FIDE.'),
    'Chief Arbiter:': ('Hauptschiedsrichter:', 'Arbitre principal :', 'Árbitro principal:'),
    'Federation official:': ('Vertreter des Verbands:', 'Responsable de la fédération :',
                             'Responsable de la federación:'),
    'player %1 made no norm after round %2': ('Spieler %1 hat nach Runde %2 keine Norm erzielt',
                                              'le joueur %1 n’a réalisé aucune norme après la ronde %2',
                                              'el jugador %1 no logró ninguna norma tras la ronda %2'),
    'Certificates as &PDF...': ('Bescheinigungen als &PDF...', 'Certificats en &PDF...',
                                'Certificados en &PDF...'),
    'The certificate of title result (IT1) of each norm the selected player made, one page each':
        ('Die Bescheinigung (IT1) jeder Norm des gewählten Spielers, je eine Seite',
         'Le certificat (IT1) de chaque norme du joueur choisi, une page chacun',
         'El certificado (IT1) de cada norma del jugador elegido, una página cada uno'),
    'Certificates of title result': ('Bescheinigungen von Titelergebnissen',
                                     'Certificats de résultat de titre',
                                     'Certificados de resultado de título'),
    'Certificates: %1': ('Bescheinigungen: %1', 'Certificats : %1', 'Certificados: %1'),
    'Certificates written to %1': ('Bescheinigungen geschrieben nach %1',
                                   'Certificats écrits dans %1', 'Certificados escritos en %1'),
}
N = {
    '%n player(s) with a title norm after round %1, judged by the FIDE Title Regulations (B.01, 2024) on the games played over the board. The tournament\'s own conditions (1.1) are the arbiter\'s to confirm.':
        (('%n Spieler mit einer Titelnorm nach Runde %1, beurteilt nach den FIDE-Titelbestimmungen '
          '(B.01, 2024) an den am Brett gespielten Partien. Die Bedingungen des Turniers selbst '
          '(1.1) bestätigt der Schiedsrichter.',
          '%n Spieler mit einer Titelnorm nach Runde %1, beurteilt nach den FIDE-Titelbestimmungen '
          '(B.01, 2024) an den am Brett gespielten Partien. Die Bedingungen des Turniers selbst '
          '(1.1) bestätigt der Schiedsrichter.'),
         ('%n joueur avec une norme de titre après la ronde %1, jugée selon le règlement des titres '
          'FIDE (B.01, 2024) sur les parties jouées sur l’échiquier. Les conditions du tournoi '
          'lui-même (1.1) sont à confirmer par l’arbitre.',
          '%n joueurs avec une norme de titre après la ronde %1, jugée selon le règlement des titres '
          'FIDE (B.01, 2024) sur les parties jouées sur l’échiquier. Les conditions du tournoi '
          'lui-même (1.1) sont à confirmer par l’arbitre.'),
         ('%n jugador con una norma de título tras la ronda %1, juzgada por el reglamento de '
          'títulos de la FIDE (B.01, 2024) sobre las partidas jugadas sobre el tablero. Las '
          'condiciones del propio torneo (1.1) las confirma el árbitro.',
          '%n jugadores con una norma de título tras la ronda %1, juzgada por el reglamento de '
          'títulos de la FIDE (B.01, 2024) sobre las partidas jugadas sobre el tablero. Las '
          'condiciones del propio torneo (1.1) las confirma el árbitro.')),
    '  and %n round(s) won without a game (PAB or forfeit)':
        (('  und %n ohne Partie gewonnene Runde (spielfrei oder kampflos)',
          '  und %n ohne Partie gewonnene Runden (spielfrei oder kampflos)'),
         ('  et %n ronde gagnée sans partie (exempt ou forfait)',
          '  et %n rondes gagnées sans partie (exempt ou forfait)'),
         ('  y %n ronda ganada sin partida (descanso o incomparecencia)',
          '  y %n rondas ganadas sin partida (descanso o incomparecencia)')),
}
