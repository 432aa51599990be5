# The encoded time control (TRF-2026 222): the event form's field, its note, and what a code
# that does not read is told.
T = {
    'Time control code (222):': ('Bedenkzeit-Code (222):', 'Code de la cadence (222) :', 'Código del ritmo (222):'),
    'seconds: 5400+30 (90 min, 30 s a move), 40/6000+30:900+30, W300-B240':
        ('Sekunden: 5400+30 (90 min, 30 s pro Zug), 40/6000+30:900+30, W300-B240',
         'secondes : 5400+30 (90 min, 30 s par coup), 40/6000+30:900+30, W300-B240',
         'segundos: 5400+30 (90 min, 30 s por jugada), 40/6000+30:900+30, W300-B240'),
    'The FIDE rating report needs it (TRF-2026 record 222).':
        ('Der FIDE-Elo-Bericht braucht ihn (TRF-2026, Satz 222).',
         'Le rapport Elo FIDE en a besoin (TRF-2026, enregistrement 222).',
         'El informe de Elo FIDE lo necesita (TRF-2026, registro 222).'),
    '%1: %2 min for a game of 60 moves, %3 by the Laws of Chess (Appendices A and B).':
        ('%1: %2 min für eine Partie von 60 Zügen, %3 nach den Schachregeln (Anhänge A und B).',
         '%1 : %2 min pour une partie de 60 coups, %3 selon les Règles du jeu (annexes A et B).',
         '%1: %2 min para una partida de 60 jugadas, %3 según las Leyes del Ajedrez (apéndices A y B).'),
    '⚠ The event is rated on another list (Rated on the FIDE list, below).':
        ('⚠ Das Turnier wird nach einer anderen Liste gewertet (Gewertet nach FIDE-Liste, unten).',
         '⚠ Le tournoi est comptabilisé sur une autre liste (Comptabilisé sur la liste FIDE, plus bas).',
         '⚠ El torneo se valora con otra lista (Valorado con la lista FIDE, más abajo).'),
    '⚠ The code does not read: %1':
        ('⚠ Der Code ist nicht lesbar: %1', '⚠ Le code est illisible : %1', '⚠ El código no se puede leer: %1'),
    'period %1: "%2" is not seconds (5400), seconds and increment (5400+30), or moves first (40/6000+30)':
        ('Periode %1: „%2“ ist weder Sekunden (5400) noch Sekunden und Inkrement (5400+30) noch Züge zuerst (40/6000+30)',
         'période %1 : « %2 » n’est ni des secondes (5400), ni des secondes et un incrément (5400+30), ni des coups d’abord (40/6000+30)',
         'periodo %1: «%2» no es segundos (5400), segundos e incremento (5400+30) ni jugadas primero (40/6000+30)'),
    'period %1: a period of 0 moves':
        ('Periode %1: eine Periode von 0 Zügen', 'période %1 : une période de 0 coup', 'periodo %1: un periodo de 0 jugadas'),
    'period %1: no time at all':
        ('Periode %1: überhaupt keine Zeit', 'période %1 : aucun temps', 'periodo %1: ningún tiempo'),
    'period %1 is for the rest of the game, yet period %2 follows it':
        ('Periode %1 gilt für den Rest der Partie, doch Periode %2 folgt ihr',
         'la période %1 vaut pour le reste de la partie, pourtant la période %2 la suit',
         'el periodo %1 es para el resto de la partida, pero le sigue el periodo %2'),
    '%1 s': ('%1 s', '%1 s', '%1 s'),
    '%1 min %2 s': ('%1 min %2 s', '%1 min %2 s', '%1 min %2 s'),
    '%1 moves in %2': ('%1 Züge in %2', '%1 coups en %2', '%1 jugadas en %2'),
    '%1 for the game': ('%1 für die Partie', '%1 pour la partie', '%1 para la partida'),
    '%1 for the rest of the game': ('%1 für den Rest der Partie', '%1 pour le reste de la partie', '%1 para el resto de la partida'),
    ' + %1 per move': (' + %1 pro Zug', ' + %1 par coup', ' + %1 por jugada'),
    ', then ': (', dann ', ', puis ', ', luego '),
    'White %1; Black %2': ('Weiß %1; Schwarz %2', 'Blancs %1 ; Noirs %2', 'Blancas %1; Negras %2'),
    'no time control given': ('keine Bedenkzeit angegeben', 'aucune cadence indiquée', 'no se indicó ningún ritmo'),
    '"%1": the colours\' controls are written W...-B..., e.g. W300-B240':
        ('„%1“: die Bedenkzeiten der Farben werden W...-B... geschrieben, z. B. W300-B240',
         '« %1 » : les cadences des couleurs s’écrivent W...-B..., p. ex. W300-B240',
         '«%1»: los ritmos de cada color se escriben W...-B..., p. ej. W300-B240'),
    'White, %1': ('Weiß, %1', 'Blancs, %1', 'Blancas, %1'),
    'Black, %1': ('Schwarz, %1', 'Noirs, %1', 'Negras, %1'),
    'time control code: %1': ('Bedenkzeit-Code: %1', 'code de la cadence : %1', 'código del ritmo: %1'),
    '222: the time control code %1': ('222: der Bedenkzeit-Code – %1', '222 : code de la cadence – %1', '222: código del ritmo – %1'),
    'time control code (222)': ('Bedenkzeit-Code (222)', 'code de la cadence (222)', 'código del ritmo (222)'),
}
