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
    "Exchange the last two rounds of the first cycle (rounds %1 and %2), as C.05 Annex 1 recommends for a double round robin? Then nobody plays the same colour three times running (FIDE_DOUBLEROUNDROBIN).\n\nNo: the Berger tables' order in both cycles (BERGER_DOUBLEROUNDROBIN).":
        ('Die letzten beiden Runden des ersten Durchgangs (Runden %1 und %2) tauschen, wie '
         'C.05 Anhang 1 es für ein doppelrundiges Turnier empfiehlt? Dann spielt niemand dreimal '
         'hintereinander dieselbe Farbe (FIDE_DOUBLEROUNDROBIN).\n\nNein: die Reihenfolge der '
         'Berger-Tabellen in beiden Durchgängen (BERGER_DOUBLEROUNDROBIN).',
         'Échanger les deux dernières rondes du premier cycle (rondes %1 et %2), comme le '
         'recommande l’annexe 1 de C.05 pour un double toutes rondes ? Personne ne joue alors '
         'trois fois de suite la même couleur (FIDE_DOUBLEROUNDROBIN).\n\nNon : l’ordre des '
         'tables de Berger dans les deux cycles (BERGER_DOUBLEROUNDROBIN).',
         '¿Intercambiar las dos últimas rondas del primer ciclo (rondas %1 y %2), como '
         'recomienda el anexo 1 de C.05 para un doble round robin? Así nadie juega tres veces '
         'seguidas con el mismo color (FIDE_DOUBLEROUNDROBIN).\n\nNo: el orden de las tablas de '
         'Berger en ambos ciclos (BERGER_DOUBLEROUNDROBIN).'),
    '%1 (%2) left the event having completed %3 of %4 games: not ranked, and the games against him do not count (FIDE Tournament Rules, C.06 V.4.1)':
        ('%1 (%2) hat das Turnier nach %3 von %4 beendeten Partien verlassen: nicht in der '
         'Rangliste, und die Partien gegen ihn zählen nicht (FIDE-Turnierregeln, C.06 V.4.1)',
         '%1 (%2) a quitté le tournoi après avoir terminé %3 de ses %4 parties : non classé, et '
         'les parties contre lui ne comptent pas (Règles des tournois FIDE, C.06 V.4.1)',
         '%1 (%2) dejó el torneo tras completar %3 de sus %4 partidas: no se clasifica y las '
         'partidas contra él no cuentan (Reglas de torneos FIDE, C.06 V.4.1)'),
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
