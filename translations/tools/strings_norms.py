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
    '1.4.3, 1.4.4: the federation requirements are waived (1.4.3a-d)':
        ('1.4.3, 1.4.4: die Anforderungen an die Verbände entfallen (1.4.3a-d)',
         '1.4.3, 1.4.4 : les exigences sur les fédérations sont levées (1.4.3a-d)',
         '1.4.3, 1.4.4: no se aplican los requisitos de federaciones (1.4.3a-d)'),
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
}
N = {}
