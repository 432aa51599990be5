# The FIDE rating report: rated players' changes and unrated players' ratings from the event
# (FIDE Rating Regulations 8.2, 8.3), printed, exported as CSV and given by the CLI.
# (source -> (de, fr, es).)

T = {
    'Export rating changes': ('Elo-Änderungen exportieren', 'Exporter les variations Elo',
                              'Exportar las variaciones de Elo'),
    'Rating changes written to %1': ('Elo-Änderungen nach %1 geschrieben',
                                     'Variations Elo écrites dans %1',
                                     'Variaciones de Elo escritas en %1'),
    'Export rating c&hanges (CSV)...': ('Elo-&Änderungen exportieren (CSV)...',
                                        'E&xporter les variations Elo (CSV)...',
                                        'E&xportar variaciones de Elo (CSV)...'),
    '&Close': ('&Schließen', '&Fermer', '&Cerrar'),
    'FIDE rating changes': ('FIDE-Elo-Änderungen', 'Variations Elo FIDE', 'Variaciones de Elo FIDE'),
    'a first rating, at most %1': ('eine Erstwertung, höchstens %1', 'un premier classement, au plus %1',
                                   'un primer Elo, como máximo %1'),
    'Ru %1 (Ra %2 + dp %3 = %4) (games %5, score %6): %7':
        ('Ru %1 (Ra %2 + dp %3 = %4) (Partien %5, Punkte %6): %7',
         'Ru %1 (Ra %2 + dp %3 = %4) (parties %5, points %6) : %7',
         'Ru %1 (Ra %2 + dp %3 = %4) (partidas %5, puntos %6): %7'),
    'FIDE rating changes after round %1': ('FIDE-Elo-Änderungen nach Runde %1',
                                           'Variations Elo FIDE après la ronde %1',
                                           'Variaciones de Elo FIDE tras la ronda %1'),
    'no game against a rated opponent': ('keine Partie gegen einen gewerteten Gegner',
                                         'aucune partie contre un adversaire classé',
                                         'ninguna partida contra un rival con Elo'),
    'a score of zero in a first event is disregarded':
        ('null Punkte im ersten Turnier werden nicht berücksichtigt',
         'un score nul dans un premier tournoi n’est pas pris en compte',
         'una puntuación de cero en un primer torneo no se tiene en cuenta'),
    '%1 of the %2 games against rated opponents a first rating needs (other events may add to them)':
        ('%1 der %2 Partien gegen gewertete Gegner, die eine Erstwertung braucht (andere Turniere können hinzukommen)',
         '%1 des %2 parties contre des adversaires classés qu’il faut pour un premier classement (d’autres tournois peuvent s’y ajouter)',
         '%1 de las %2 partidas contra rivales con Elo que necesita un primer Elo (otros torneos pueden sumarse)'),
    'under the rating floor of %1: no rating is published':
        ('unter der Elo-Untergrenze von %1: keine Elo wird veröffentlicht',
         'sous le plancher de %1 : aucun classement n’est publié',
         'por debajo del mínimo de %1: no se publica ningún Elo'),
    'a first rating': ('eine Erstwertung', 'un premier classement', 'un primer Elo'),
    'K %1, games %2, score %3, expected %4, change %5':
        ('K %1, Partien %2, Punkte %3, erwartet %4, Änderung %5',
         'K %1, parties %2, points %3, attendu %4, variation %5',
         'K %1, partidas %2, puntos %3, esperado %4, variación %5'),
    'no rated game': ('keine gewertete Partie', 'aucune partie comptabilisée', 'ninguna partida valorada'),
    'Ru %1 = Ra %2 + dp %3 (games %4, score %5): %6':
        ('Ru %1 = Ra %2 + dp %3 (Partien %4, Punkte %5): %6',
         'Ru %1 = Ra %2 + dp %3 (parties %4, points %5) : %6',
         'Ru %1 = Ra %2 + dp %3 (partidas %4, puntos %5): %6'),
    "FIDE Rating Regulations (1 March 2024): a rated player's change is K × (score − expected score) over the games against rated opponents (8.3); an unrated player's rating Ru = Ra + dp, with two draws against 1800 added, at most 2200 (8.2). Ratings change with the rating period's list, not the event.":
        ('FIDE-Elo-Ordnung (1. März 2024): die Änderung eines Gewerteten ist K × (Punkte − erwartete Punkte) aus den Partien gegen gewertete Gegner (8.3); die Elo eines Ungewerteten Ru = Ra + dp, mit zwei hinzugefügten Remis gegen 1800, höchstens 2200 (8.2). Die Elo ändert sich mit der Liste des Wertungszeitraums, nicht mit dem Turnier.',
         'Règlement Elo FIDE (1er mars 2024) : la variation d’un joueur classé est K × (points − points attendus) sur les parties contre des adversaires classés (8.3) ; le classement d’un non classé Ru = Ra + dp, avec deux nulles contre 1800 ajoutées, au plus 2200 (8.2). Le classement change avec la liste de la période, pas avec le tournoi.',
         'Reglamento de Elo FIDE (1 de marzo de 2024): la variación de un jugador con Elo es K × (puntos − puntos esperados) en las partidas contra rivales con Elo (8.3); el Elo de uno sin Elo Ru = Ra + dp, con dos tablas contra 1800 añadidas, como máximo 2200 (8.2). El Elo cambia con la lista del periodo, no con el torneo.'),
    'a score of %1 needed from %2 (Ra %3)': ('%1 Punkte nötig aus %2 (Ra %3)',
                                             'un score de %1 nécessaire sur %2 (Ra %3)',
                                             'una puntuación de %1 necesaria de %2 (Ra %3)'),
    'Ra %1 with the opponents assumed for the rounds not paired':
        ('Ra %1 mit den für die nicht ausgelosten Runden angenommenen Gegnern',
         'Ra %1 avec les adversaires supposés pour les rondes non appariées',
         'Ra %1 con los rivales supuestos para las rondas sin emparejar'),
    'Ra %1': ('Ra %1', 'Ra %1', 'Ra %1'),
    '%1 norm possible: the games of %2 played, whatever their results (%3)':
        ('%1-Norm möglich: die Partien von %2 gespielt, gleich mit welchem Ergebnis (%3)',
         'norme de %1 possible : les parties de %2 jouées, quel que soit leur résultat (%3)',
         'norma de %1 posible: las partidas de %2 jugadas, sea cual sea su resultado (%3)'),
    '%1 norm possible: a score of %2 needed from %3 (%4)':
        ('%1-Norm möglich: %2 Punkte nötig aus %3 (%4)',
         'norme de %1 possible : un score de %2 nécessaire sur %3 (%4)',
         'norma de %1 posible: una puntuación de %2 necesaria de %3 (%4)'),
    'Rated players': ('Gewertete Spieler', 'Joueurs classés', 'Jugadores con Elo'),
    'Expected': ('Erwartet', 'Attendu', 'Esperado'),
    'Change': ('Änderung', 'Variation', 'Variación'),
    'Unrated players': ('Ungewertete Spieler', 'Joueurs non classés', 'Jugadores sin Elo'),
    'dp': ('dp', 'dp', 'dp'),
    'Ru': ('Ru', 'Ru', 'Ru'),
    'Note': ('Anmerkung', 'Remarque', 'Nota'),
    "FIDE Rating Regulations (1 March 2024). Rated players (8.3): K × (score − expected score) over the games against rated opponents, the expected score from table 8.1(b) with the 400-point rule; the change is rounded with the rating period's list. Unrated players (8.2): games over the board against rated opponents and two draws against opponents rated 1800; Ru = Ra + dp (table 8.1(a)), at most 2200; a score of zero in a first event is disregarded; a first rating needs 5 games against rated opponents (other events may add to them) and at least 1400.":
        ('FIDE-Elo-Ordnung (1. März 2024). Gewertete Spieler (8.3): K × (Punkte − erwartete Punkte) aus den Partien gegen gewertete Gegner, die erwarteten Punkte aus Tabelle 8.1(b) mit der 400-Punkte-Regel; die Änderung wird mit der Liste des Wertungszeitraums gerundet. Ungewertete Spieler (8.2): Partien am Brett gegen gewertete Gegner und zwei Remis gegen Gegner mit 1800; Ru = Ra + dp (Tabelle 8.1(a)), höchstens 2200; null Punkte im ersten Turnier werden nicht berücksichtigt; eine Erstwertung braucht 5 Partien gegen gewertete Gegner (andere Turniere können hinzukommen) und mindestens 1400.',
         'Règlement Elo FIDE (1er mars 2024). Joueurs classés (8.3) : K × (points − points attendus) sur les parties contre des adversaires classés, les points attendus de la table 8.1(b) avec la règle des 400 points ; la variation est arrondie avec la liste de la période. Joueurs non classés (8.2) : parties jouées contre des adversaires classés et deux nulles contre des adversaires à 1800 ; Ru = Ra + dp (table 8.1(a)), au plus 2200 ; un score nul dans un premier tournoi n’est pas pris en compte ; un premier classement demande 5 parties contre des adversaires classés (d’autres tournois peuvent s’y ajouter) et au moins 1400.',
         'Reglamento de Elo FIDE (1 de marzo de 2024). Jugadores con Elo (8.3): K × (puntos − puntos esperados) en las partidas contra rivales con Elo, los puntos esperados de la tabla 8.1(b) con la regla de los 400 puntos; la variación se redondea con la lista del periodo. Jugadores sin Elo (8.2): partidas jugadas contra rivales con Elo y dos tablas contra rivales de 1800; Ru = Ra + dp (tabla 8.1(a)), como máximo 2200; una puntuación de cero en un primer torneo no se tiene en cuenta; un primer Elo necesita 5 partidas contra rivales con Elo (otros torneos pueden sumarse) y al menos 1400.'),
}
