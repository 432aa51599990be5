# Round robins (the Berger tables' order, a player who leaves) and manual pairings.
T = {
    '\nYour changes: %1':
        ('\nIhre Änderungen: %1', '\nVos modifications : %1', '\nSus cambios: %1'),
    'Round %1 as you paired it is not the pairing the rules give (C.04.3).\n\nThe rules give: %2\nYou paired: %3%4\n\nThe round is recorded as a manual pairing (### MPA @ Round %1) in the log and the rating report, where a checker reports it.':
        ('Runde %1, wie Sie sie gepaart haben, ist nicht die Paarung, die die Regeln ergeben '
         '(C.04.3).\n\nDie Regeln ergeben: %2\nSie haben gepaart: %3%4\n\nDie Runde wird als '
         'Handpaarung (### MPA @ Round %1) im Protokoll und im Elo-Bericht vermerkt, wo ein '
         'Prüfprogramm sie meldet.',
         'La ronde %1 telle que vous l’avez appariée n’est pas l’appariement que donnent les '
         'règles (C.04.3).\n\nLes règles donnent : %2\nVous avez apparié : %3%4\n\nLa ronde est '
         'consignée comme appariement manuel (### MPA @ Round %1) dans le journal et le rapport '
         'Elo, où un vérificateur la signale.',
         'La ronda %1 tal como la emparejó no es el emparejamiento que dan las reglas '
         '(C.04.3).\n\nLas reglas dan: %2\nUsted emparejó: %3%4\n\nLa ronda queda registrada '
         'como emparejamiento manual (### MPA @ Round %1) en el registro y en el informe de '
         'rating, donde un verificador la señala.'),
    'Last step: store round %1 as you paired it, not as the rules give it?':
        ('Letzter Schritt: Runde %1 so speichern, wie Sie sie gepaart haben, nicht wie die '
         'Regeln sie ergeben?',
         'Dernière étape : enregistrer la ronde %1 telle que vous l’avez appariée, et non telle '
         'que la donnent les règles ?',
         'Último paso: ¿guardar la ronda %1 tal como la emparejó, y no como la dan las reglas?'),
    'Store the manual pairing':
        ('Handpaarung speichern', 'Enregistrer l’appariement manuel',
         'Guardar el emparejamiento manual'),
    "Exchange the last two rounds of the first cycle (rounds %1 and %2), as C.05 Annex 1 recommends for a double round robin? Then nobody plays the same colour three times running (FIDE_DOUBLEROUNDROBIN).\n\nOr keep the Berger tables' order in both cycles (BERGER_DOUBLEROUNDROBIN).":
        ('Die letzten beiden Runden des ersten Durchgangs (Runden %1 und %2) tauschen, wie '
         'C.05 Anhang 1 es für ein doppelrundiges Turnier empfiehlt? Dann spielt niemand dreimal '
         'hintereinander dieselbe Farbe (FIDE_DOUBLEROUNDROBIN).\n\nOder die Reihenfolge der '
         'Berger-Tabellen in beiden Durchgängen behalten (BERGER_DOUBLEROUNDROBIN).',
         'Échanger les deux dernières rondes du premier cycle (rondes %1 et %2), comme le '
         'recommande l’annexe 1 de C.05 pour un double toutes rondes ? Personne ne joue alors '
         'trois fois de suite la même couleur (FIDE_DOUBLEROUNDROBIN).\n\nOu garder l’ordre des '
         'tables de Berger dans les deux cycles (BERGER_DOUBLEROUNDROBIN).',
         '¿Intercambiar las dos últimas rondas del primer ciclo (rondas %1 y %2), como '
         'recomienda el anexo 1 de C.05 para un doble round robin? Así nadie juega tres veces '
         'seguidas con el mismo color (FIDE_DOUBLEROUNDROBIN).\n\nO mantener el orden de las '
         'tablas de Berger en ambos ciclos (BERGER_DOUBLEROUNDROBIN).'),
    '%1 (%2) left the event having completed %3 of %4 games: not ranked, and the games against this player do not count (FIDE Tournament Rules, C.06 V.4.1)':
        ('%1 (%2) hat das Turnier nach %3 von %4 beendeten Partien verlassen: nicht in der '
         'Rangliste, und die Partien gegen diese Person zählen nicht (FIDE-Turnierregeln, '
         'C.06 V.4.1)',
         '%1 (%2) a quitté le tournoi après avoir terminé %3 parties sur %4 : non classé(e), et '
         'les parties contre cette personne ne comptent pas (Règles des tournois FIDE, '
         'C.06 V.4.1)',
         '%1 (%2) dejó el torneo tras completar %3 de %4 partidas: no se clasifica y las '
         'partidas contra esta persona no cuentan (Reglas de torneos FIDE, C.06 V.4.1)'),
    '&Exchange them': ('&Tauschen', '&Les échanger', '&Intercambiarlas'),
    "&Tables' order": ('Reihenfolge der &Tabellen', 'Ordre des &tables', 'Orden de las &tablas'),
    # The pairing numbers out of the initial ranking's order, asked before pairing.
    '&Assign and pair': ('&Zuteilen und paaren', '&Attribuer puis apparier', '&Asignar y emparejar'),
    '&Pair as they are': ('&So paaren', 'Apparier &tels quels', '&Emparejar tal cual'),
}
N = {
    'The round robin has begun (%n result(s) entered): in FIDE mode its system and pairing are locked. To pair it again, leave FIDE mode first (Edit > Leave FIDE mode).':
        (('Das Rundenturnier hat begonnen (%n Ergebnis eingetragen): im FIDE-Modus sind System '
          'und Paarung gesperrt. Um es neu zu paaren, verlassen Sie zuerst den FIDE-Modus '
          '(Bearbeiten > FIDE-Modus verlassen).',
          'Das Rundenturnier hat begonnen (%n Ergebnisse eingetragen): im FIDE-Modus sind System '
          'und Paarung gesperrt. Um es neu zu paaren, verlassen Sie zuerst den FIDE-Modus '
          '(Bearbeiten > FIDE-Modus verlassen).'),
         ('Le toutes rondes a commencé (%n résultat saisi) : en mode FIDE, son système et son '
          'appariement sont verrouillés. Pour l’apparier à nouveau, quittez d’abord le mode FIDE '
          '(Édition > Quitter le mode FIDE).',
          'Le toutes rondes a commencé (%n résultats saisis) : en mode FIDE, son système et son '
          'appariement sont verrouillés. Pour l’apparier à nouveau, quittez d’abord le mode FIDE '
          '(Édition > Quitter le mode FIDE).'),
         ('El round robin ha comenzado (%n resultado introducido): en modo FIDE su sistema y su '
          'emparejamiento están bloqueados. Para emparejarlo de nuevo, salga primero del modo '
          'FIDE (Editar > Salir del modo FIDE).',
          'El round robin ha comenzado (%n resultados introducidos): en modo FIDE su sistema y su '
          'emparejamiento están bloqueados. Para emparejarlo de nuevo, salga primero del modo '
          'FIDE (Editar > Salir del modo FIDE).')),
}
# Drawing of lots for the ties that remain (C.07 Art. 4.2).
T.update({
    'Dra&w lots for ties...':
        ('L&ose für Gleichstände ziehen...', 'Tirer au sort les e&x aequo...',
         'Sortear los e&mpates...'),
    'Draw lots for ties':
        ('Lose für Gleichstände ziehen', 'Tirer au sort les ex aequo', 'Sortear los empates'),
    'Still tied after every tie-break:\n%1\n\nC.07 Art. 4.2 breaks such ties by drawing of lots, unless the tournament rules say they are not broken (shared places, a play-off). The lots come from the event itself (seed %2): drawing again gives the same order. The draw is recorded in the log and the rating report (### Lots @ Round %3); undo takes it back.':
        ('Nach allen Feinwertungen noch gleich:\n%1\n\nC.07 Art. 4.2 entscheidet solche '
         'Gleichstände durch das Los, sofern die Turnierordnung sie nicht bestehen lässt (geteilte '
         'Plätze, ein Stichkampf). Die Lose ergeben sich aus dem Turnier selbst (Startwert %2): '
         'erneutes Ziehen ergibt dieselbe Reihenfolge. Die Auslosung wird im Protokoll und im '
         'Elo-Bericht vermerkt (### Lots @ Round %3); Rückgängig nimmt sie zurück.',
         'Encore ex aequo après tous les départages :\n%1\n\nL’art. 4.2 de C.07 départage ces '
         'égalités par tirage au sort, sauf si le règlement du tournoi dit qu’elles ne sont pas '
         'départagées (places partagées, un barrage). Le tirage vient du tournoi lui-même '
         '(graine %2) : tirer à nouveau donne le même ordre. Il est consigné dans le journal et '
         'le rapport Elo (### Lots @ Round %3) ; Annuler le reprend.',
         'Siguen empatados tras todos los desempates:\n%1\n\nEl art. 4.2 de C.07 deshace estos '
         'empates por sorteo, salvo que las bases del torneo digan que no se deshacen (puestos '
         'compartidos, un desempate a partidas). El sorteo sale del propio torneo (semilla %2): '
         'sortear de nuevo da el mismo orden. Queda registrado en el registro y en el informe de '
         'rating (### Lots @ Round %3); Deshacer lo revierte.'),
    'Draw lots':
        ('Lose ziehen', 'Tirer au sort', 'Sortear'),
    'Ties broken by drawing of lots (seed %1)':
        ('Gleichstände durch das Los entschieden (Startwert %1)',
         'Égalités départagées par tirage au sort (graine %1)',
         'Empates deshechos por sorteo (semilla %1)'),
    'Ties that remained after every tie-break were broken by drawing of lots (C.07 Art. 4.2, seed %1).':
        ('Nach allen Feinwertungen verbliebene Gleichstände wurden durch das Los entschieden '
         '(C.07 Art. 4.2, Startwert %1).',
         'Les égalités restant après tous les départages ont été tranchées par tirage au sort '
         '(C.07 art. 4.2, graine %1).',
         'Los empates que quedaban tras todos los desempates se deshicieron por sorteo '
         '(C.07 art. 4.2, semilla %1).'),
    'lots were drawn already (seed %1); undo that first':
        ('die Lose wurden bereits gezogen (Startwert %1); machen Sie das zuerst rückgängig',
         'le tirage au sort a déjà eu lieu (graine %1) ; annulez-le d’abord',
         'el sorteo ya se hizo (semilla %1); deshágalo primero'),
    'Remaining ties broken by drawing of lots (C.07 Art. 4.2), seed %1':
        ('Verbliebene Gleichstände durch das Los entschieden (C.07 Art. 4.2), Startwert %1',
         'Égalités restantes départagées par tirage au sort (C.07 art. 4.2), graine %1',
         'Empates restantes deshechos por sorteo (C.07 art. 4.2), semilla %1'),
})
# Pairing rules locked in FIDE mode once round 1 is paired; expelled players.
T.update({
    'Round 1 is paired: in FIDE mode the acceleration cannot be changed or removed any more. To change it, leave FIDE mode first (Edit > Leave FIDE mode).':
        ('Runde 1 ist gepaart: im FIDE-Modus kann die Beschleunigung nicht mehr geändert oder '
         'entfernt werden. Um sie zu ändern, verlassen Sie zuerst den FIDE-Modus (Bearbeiten > '
         'FIDE-Modus verlassen).',
         'La ronde 1 est appariée : en mode FIDE, l’accélération ne peut plus être changée ni '
         'retirée. Pour la changer, quittez d’abord le mode FIDE (Édition > Quitter le mode FIDE).',
         'La ronda 1 está emparejada: en modo FIDE la aceleración ya no se puede cambiar ni '
         'quitar. Para cambiarla, salga primero del modo FIDE (Editar > Salir del modo FIDE).'),
    'Round 1 is paired: in FIDE mode no prohibited pair can be added any more. To add it, leave FIDE mode first (Edit > Leave FIDE mode).':
        ('Runde 1 ist gepaart: im FIDE-Modus kann kein verbotenes Paar mehr hinzugefügt werden. '
         'Um es hinzuzufügen, verlassen Sie zuerst den FIDE-Modus (Bearbeiten > FIDE-Modus '
         'verlassen).',
         'La ronde 1 est appariée : en mode FIDE, aucune paire interdite ne peut plus être '
         'ajoutée. Pour l’ajouter, quittez d’abord le mode FIDE (Édition > Quitter le mode FIDE).',
         'La ronda 1 está emparejada: en modo FIDE ya no se puede añadir ninguna pareja '
         'prohibida. Para añadirla, salga primero del modo FIDE (Editar > Salir del modo FIDE).'),
    'Expel player...':
        ('Spieler ausschließen...', 'Exclure le joueur...', 'Expulsar al jugador...'),
    'Expel %1':
        ('%1 ausschließen', 'Exclure %1', 'Expulsar a %1'),
    '%1 is expelled from round %2 on and not paired again. A Swiss does not rank him (his games still count for his opponents); a round robin, when he completed fewer than half his games, counts neither his points nor those scored against him (C.06 V.4.1). It is recorded in the log and the rating report (### Expelled @ Round %2: player %3); undo takes it back.':
        ('%1 wird ab Runde %2 ausgeschlossen und nicht mehr gepaart. Ein Schweizer System führt '
         'ihn nicht in der Rangliste (seine Partien zählen weiter für seine Gegner); ein '
         'Rundenturnier zählt, wenn er weniger als die Hälfte seiner Partien beendet hat, weder '
         'seine Punkte noch die gegen ihn erzielten (C.06 V.4.1). Es wird im Protokoll und im '
         'Elo-Bericht vermerkt (### Expelled @ Round %2: player %3); Rückgängig nimmt es zurück.',
         '%1 est exclu à partir de la ronde %2 et n’est plus apparié. Un système suisse ne le '
         'classe pas (ses parties comptent toujours pour ses adversaires) ; un toutes rondes, '
         's’il a terminé moins de la moitié de ses parties, ne compte ni ses points ni ceux '
         'marqués contre lui (C.06 V.4.1). C’est consigné dans le journal et le rapport Elo '
         '(### Expelled @ Round %2: player %3) ; Annuler le reprend.',
         '%1 queda expulsado desde la ronda %2 y no se empareja más. Un suizo no lo clasifica '
         '(sus partidas siguen contando para sus rivales); un round robin, si completó menos de '
         'la mitad de sus partidas, no cuenta ni sus puntos ni los logrados contra él '
         '(C.06 V.4.1). Queda registrado en el registro y en el informe de rating (### Expelled '
         '@ Round %2: player %3); Deshacer lo revierte.'),
    'Why is %1 expelled? (recorded with it)':
        ('Warum wird %1 ausgeschlossen? (wird mit vermerkt)',
         'Pourquoi %1 est-il exclu ? (consigné avec l’exclusion)',
         '¿Por qué se expulsa a %1? (queda registrado)'),
    '%1 is expelled from round %2 (Ctrl+Z undoes)':
        ('%1 ist ab Runde %2 ausgeschlossen (Strg+Z macht es rückgängig)',
         '%1 est exclu à partir de la ronde %2 (Ctrl+Z annule)',
         '%1 queda expulsado desde la ronda %2 (Ctrl+Z lo deshace)'),
    '%1 (%2) was expelled from round %3: not ranked; the games against this player count for the opponents':
        ('%1 (%2) wurde ab Runde %3 ausgeschlossen: nicht in der Rangliste; die Partien gegen '
         'diese Person zählen für die Gegner',
         '%1 (%2) a été exclu à partir de la ronde %3 : non classé ; les parties contre cette '
         'personne comptent pour les adversaires',
         '%1 (%2) fue expulsado desde la ronda %3: no se clasifica; las partidas contra esta '
         'persona cuentan para los rivales'),
    'an expulsion needs the first round the player does not play':
        ('ein Ausschluss braucht die erste Runde, die der Spieler nicht spielt',
         'une exclusion demande la première ronde que le joueur ne joue pas',
         'una expulsión necesita la primera ronda que el jugador no juega'),
    'player %1 is expelled already':
        ('Spieler %1 ist bereits ausgeschlossen', 'le joueur %1 est déjà exclu',
         'el jugador %1 ya está expulsado'),
    'Expel player %1 %2 from round %3':
        ('Spieler %1 %2 ab Runde %3 ausschließen', 'Exclure le joueur %1 %2 à partir de la ronde %3',
         'Expulsar al jugador %1 %2 desde la ronda %3'),
})
# The checker on round robins.
T.update({
    'players %1 and %2 meet %3 time(s); a round robin of %4 cycle(s) pairs them %4 time(s)':
        ('Spieler %1 und %2 treffen %3-mal aufeinander; ein Rundenturnier mit %4 Durchgang/'
         'Durchgängen paart sie %4-mal',
         'les joueurs %1 et %2 se rencontrent %3 fois ; un toutes rondes de %4 cycle(s) les '
         'apparie %4 fois',
         'los jugadores %1 y %2 se enfrentan %3 vez/veces; un round robin de %4 ciclo(s) los '
         'empareja %4 vez/veces'),
})
