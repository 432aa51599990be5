# A round robin's pairing numbers (its places in the Berger tables): drawn by lot or set by the
# arbiter before it starts; the Rounds tab's buttons for it.
T = {
    'The event stays in FIDE mode: leaving it needs a reason.':
        ('Das Turnier bleibt im FIDE-Modus: ihn zu verlassen braucht einen Grund.',
         'Le tournoi reste en mode FIDE : le quitter demande un motif.',
         'El torneo sigue en modo FIDE: salir de él necesita un motivo.'),
    'Ctrl+Up in the list': ('Strg+Oben in der Liste', 'Ctrl+Haut dans la liste', 'Ctrl+Arriba en la lista'),
    'Ctrl+Down in the list': ('Strg+Unten in der Liste', 'Ctrl+Bas dans la liste', 'Ctrl+Abajo en la lista'),
    'Round-robin numbers': ('Auslosungsnummern', 'Numéros du toutes rondes', 'Números del round robin'),
    "Each player's number places him in FIDE's Berger tables (C.05 Annex 1): it decides whom he meets in which round and with which colour. Draw them by lot, or put the players in order (Ctrl+Up, Ctrl+Down), before the round robin is paired. Once a result is in, they stay as they are.":
        ('Die Nummer jedes Spielers setzt ihn in die Berger-Tabellen der FIDE (C.05 Anhang 1): '
         'sie entscheidet, wen er in welcher Runde mit welcher Farbe trifft. Losen Sie sie aus '
         'oder ordnen Sie die Spieler (Strg+Oben, Strg+Unten), bevor das Rundenturnier gepaart '
         'wird. Sobald ein Ergebnis vorliegt, bleiben sie, wie sie sind.',
         'Le numéro de chaque joueur le place dans les tables de Berger de la FIDE (C.05 annexe 1) '
         ': il décide qui il rencontre à quelle ronde et avec quelle couleur. Tirez-les au sort, '
         'ou mettez les joueurs en ordre (Ctrl+Haut, Ctrl+Bas), avant l’appariement du toutes '
         'rondes. Dès qu’un résultat est saisi, ils restent tels quels.',
         'El número de cada jugador lo sitúa en las tablas de Berger de la FIDE (C.05 anexo 1): '
         'decide a quién se enfrenta en qué ronda y con qué color. Sortéelos, o ponga a los '
         'jugadores en orden (Ctrl+Arriba, Ctrl+Abajo), antes de emparejar el round robin. Una '
         'vez introducido un resultado, quedan como están.'),
    'Draw by &lot': ('&Auslosen', 'Tirer au &sort', '&Sortear'),
    'Set by the arbiter.': ('Vom Schiedsrichter festgelegt.', 'Fixés par l’arbitre.', 'Fijados por el árbitro.'),
    "The start numbers' order: neither drawn nor set yet.":
        ('Die Reihenfolge der Startnummern: weder ausgelost noch festgelegt.',
         'L’ordre des numéros de départ : ni tirés au sort ni fixés.',
         'El orden de los números de salida: ni sorteados ni fijados.'),
    'Drawn by lot (seed %1).': ('Ausgelost (Startwert %1).', 'Tirés au sort (graine %1).', 'Sorteados (semilla %1).'),
    'Round robin (&Berger tables)': ('&Jeder gegen jeden (Berger-Tabellen)', 'Toutes rondes (tableau&x de Berger)', 'Round robin a una &vuelta (tablas de Berger)'),
    'Double round robin (t&wo cycles)': ('Doppelrundenturnier (zwei Durchg&änge)', 'Toutes rondes en aller-retour (deux c&ycles)', 'Doble round robin (dos cicl&os)'),
    'Round-robin nu&mbers...': ('Auslosungsnummern &zuteilen...', 'C&hoisir les numéros du toutes rondes...', '&Fijar los números del round robin...'),
    "Draw the players' places in the Berger tables by lot, or set them, before the round robin starts":
        ('Die Plätze der Spieler in den Berger-Tabellen auslosen oder festlegen, bevor das '
         'Rundenturnier beginnt',
         'Tirer au sort les places des joueurs dans les tables de Berger, ou les fixer, avant le '
         'début du toutes rondes',
         'Sortear los puestos de los jugadores en las tablas de Berger, o fijarlos, antes de que '
         'empiece el round robin'),
    'The round robin is paired. Pair every round again with the new numbers?':
        ('Das Rundenturnier ist gepaart. Jede Runde mit den neuen Nummern neu paaren?',
         'Le toutes rondes est apparié. Apparier à nouveau chaque ronde avec les nouveaux numéros ?',
         'El round robin está emparejado. ¿Emparejar de nuevo cada ronda con los números nuevos?'),
    'round-robin numbers are for a round robin':
        ('Auslosungsnummern gibt es nur im Rundenturnier', 'les numéros de toutes rondes sont pour un toutes rondes',
         'los números de round robin son para un round robin'),
    'the round robin has begun: its pairing numbers stay as they were drawn':
        ('das Rundenturnier hat begonnen: seine Nummern bleiben, wie sie gelost wurden',
         'le toutes rondes a commencé : ses numéros restent tels qu’ils ont été tirés',
         'el round robin ha empezado: sus números quedan como se sortearon'),
    'the round-robin numbers must name every player once':
        ('die Auslosungsnummern müssen jeden Spieler einmal nennen',
         'les numéros du toutes rondes doivent nommer chaque joueur une fois',
         'los números del round robin deben nombrar a cada jugador una vez'),
    'Round-robin numbers drawn by lot (seed %1)':
        ('Auslosungsnummern ausgelost (Startwert %1)', 'Numéros du toutes rondes tirés au sort (graine %1)',
         'Números del round robin sorteados (semilla %1)'),
    'Round-robin numbers set by the arbiter':
        ('Auslosungsnummern vom Schiedsrichter festgelegt', 'Numéros du toutes rondes fixés par l’arbitre',
         'Números del round robin fijados por el árbitro'),
    # Changes to the event confirmed once round 1 is paired.
    'Round 1 is paired: the number of rounds was announced with the event and decides which round is the last (its pairing rules, the final standings). Change it from %1 to %2 (recorded in the audit log)?':
        ('Runde 1 ist gepaart: die Rundenzahl wurde mit dem Turnier angekündigt und entscheidet, '
         'welche Runde die letzte ist (ihre Paarungsregeln, die Endtabelle). Von %1 auf %2 '
         'ändern (im Protokoll vermerkt)?',
         'La ronde 1 est appariée : le nombre de rondes a été annoncé avec le tournoi et décide '
         'quelle ronde est la dernière (ses règles d’appariement, le classement final). Le '
         'changer de %1 à %2 (noté dans le journal) ?',
         'La ronda 1 está emparejada: el número de rondas se anunció con el torneo y decide cuál '
         'es la última (sus reglas de emparejamiento, la clasificación final). ¿Cambiarlo de %1 '
         'a %2 (anotado en el registro)?'),
    'Round 1 is paired: the tie-breaks were announced with the edition of C.07 they follow. Changing the edition may change how they are computed. Change it all the same (recorded in the audit log)?':
        ('Runde 1 ist gepaart: die Feinwertungen wurden mit der Ausgabe von C.07 angekündigt, der '
         'sie folgen. Eine andere Ausgabe kann ändern, wie sie berechnet werden. Trotzdem ändern '
         '(im Protokoll vermerkt)?',
         'La ronde 1 est appariée : les départages ont été annoncés avec l’édition du C.07 qu’ils '
         'suivent. Changer d’édition peut changer leur calcul. La changer quand même (noté dans '
         'le journal) ?',
         'La ronda 1 está emparejada: los desempates se anunciaron con la edición del C.07 que '
         'siguen. Cambiar la edición puede cambiar cómo se calculan. ¿Cambiarla de todos modos '
         '(anotado en el registro)?'),
}
