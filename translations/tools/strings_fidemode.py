# FIDE mode: leaving it, and the words every screen and page shows outside it.
T = {
    'Not in FIDE mode (left after round %1)':
        ('Nicht im FIDE-Modus (verlassen nach Runde %1)',
         'Hors du mode FIDE (quitté après la ronde %1)',
         'Fuera del modo FIDE (abandonado tras la ronda %1)'),
    'Not in FIDE mode (left before round 1)':
        ('Nicht im FIDE-Modus (verlassen vor Runde 1)',
         'Hors du mode FIDE (quitté avant la ronde 1)',
         'Fuera del modo FIDE (abandonado antes de la ronda 1)'),
    '&Leave FIDE mode...':
        ('FIDE-Modus &verlassen...', '&Quitter le mode FIDE...', '&Salir del modo FIDE...'),
    'Leave FIDE mode':
        ('FIDE-Modus verlassen', 'Quitter le mode FIDE', 'Salir del modo FIDE'),
    "Outside FIDE mode the event no longer follows FIDE's program checklist. Leaving it:\n- cannot be undone: the event never returns to FIDE mode;\n- is recorded in the event's log and in its rating report (### FideModeExit @ Round %1), for the rating officer to see;\n- is shown on every screen and every printout.\n\nGo on to give the reason?":
        ('Außerhalb des FIDE-Modus folgt das Turnier nicht mehr der Programm-Checkliste der '
         'FIDE. Ihn zu verlassen:\n- kann nicht rückgängig gemacht werden: das Turnier kehrt nie '
         'in den FIDE-Modus zurück;\n- wird im Protokoll des Turniers und in seinem Elo-Bericht '
         'vermerkt (### FideModeExit @ Round %1), für den Elo-Bearbeiter sichtbar;\n- wird auf '
         'jedem Bildschirm und jedem Ausdruck angezeigt.\n\nWeiter zur Angabe des Grundes?',
         'Hors du mode FIDE, le tournoi ne suit plus la liste de contrôle des programmes de la '
         'FIDE. Le quitter :\n- ne peut pas être annulé : le tournoi ne revient jamais au mode '
         'FIDE ;\n- est consigné dans le journal du tournoi et dans son rapport Elo (### '
         'FideModeExit @ Round %1), à la vue du responsable du classement ;\n- est affiché sur '
         'chaque écran et chaque impression.\n\nContinuer pour donner la raison ?',
         'Fuera del modo FIDE el torneo ya no sigue la lista de control de programas de la FIDE. '
         'Salir de él:\n- no se puede deshacer: el torneo nunca vuelve al modo FIDE;\n- queda '
         'registrado en el registro del torneo y en su informe de Elo (### FideModeExit @ Round '
         '%1), a la vista del responsable de Elo;\n- se muestra en cada pantalla y cada '
         'impresión.\n\n¿Continuar para dar el motivo?'),
    'Continue':
        ('Weiter', 'Continuer', 'Continuar'),
    'Why does the event leave FIDE mode? (recorded with it)':
        ('Warum verlässt das Turnier den FIDE-Modus? (wird mit vermerkt)',
         'Pourquoi le tournoi quitte-t-il le mode FIDE ? (consigné avec)',
         '¿Por qué sale el torneo del modo FIDE? (queda registrado)'),
    'Last step: the event leaves FIDE mode after round %1 for this reason:\n%2\n\nThis cannot be undone.':
        ('Letzter Schritt: das Turnier verlässt den FIDE-Modus nach Runde %1 aus diesem '
         'Grund:\n%2\n\nDas kann nicht rückgängig gemacht werden.',
         'Dernière étape : le tournoi quitte le mode FIDE après la ronde %1 pour cette '
         'raison :\n%2\n\nCela ne peut pas être annulé.',
         'Último paso: el torneo sale del modo FIDE tras la ronda %1 por este motivo:\n%2\n\n'
         'No se puede deshacer.'),
    'The event has left FIDE mode':
        ('Das Turnier hat den FIDE-Modus verlassen', 'Le tournoi a quitté le mode FIDE',
         'El torneo ha salido del modo FIDE'),
    'leaving FIDE mode cannot be undone: the event stays outside FIDE mode (its rating report records when and why it left)':
        ('das Verlassen des FIDE-Modus kann nicht rückgängig gemacht werden: das Turnier bleibt '
         'außerhalb des FIDE-Modus (sein Elo-Bericht vermerkt wann und warum)',
         'la sortie du mode FIDE ne peut pas être annulée : le tournoi reste hors du mode FIDE '
         '(son rapport Elo consigne quand et pourquoi)',
         'la salida del modo FIDE no se puede deshacer: el torneo sigue fuera del modo FIDE (su '
         'informe de Elo registra cuándo y por qué)'),
    'the event has left FIDE mode already; it cannot enter it again':
        ('das Turnier hat den FIDE-Modus schon verlassen; es kann nicht wieder hinein',
         'le tournoi a déjà quitté le mode FIDE ; il ne peut pas y revenir',
         'el torneo ya salió del modo FIDE; no puede volver a entrar'),
    'leaving FIDE mode needs a reason':
        ('das Verlassen des FIDE-Modus braucht einen Grund',
         'quitter le mode FIDE demande une raison', 'salir del modo FIDE requiere un motivo'),
    'Left FIDE mode after round %1':
        ('FIDE-Modus nach Runde %1 verlassen', 'Mode FIDE quitté après la ronde %1',
         'Modo FIDE abandonado tras la ronda %1'),
    'Left FIDE mode before round 1':
        ('FIDE-Modus vor Runde 1 verlassen', 'Mode FIDE quitté avant la ronde 1',
         'Modo FIDE abandonado antes de la ronda 1'),
}
N = {}
# A tie-break list changed once a round is played.
T.update({
    'the default list':
        ('die Standardliste', 'la liste par défaut', 'la lista predeterminada'),
    'Change the tie-breaks after round %1':
        ('Feinwertungen nach Runde %1 ändern', 'Changer les départages après la ronde %1',
         'Cambiar los desempates tras la ronda %1'),
    'The tie-breaks were announced before round 1; round %1 is played. Changing them now can change who wins a place or a prize.\n\nNow: %2\nNew: %3\n\nThe change is recorded with the round and the list it replaces (### TieBreaks @ Round %1) in the log and the rating report.':
        ('Die Feinwertungen wurden vor Runde 1 bekanntgegeben; Runde %1 ist gespielt. Sie jetzt '
         'zu ändern, kann ändern, wer einen Platz oder einen Preis gewinnt.\n\nJetzt: %2\nNeu: '
         '%3\n\nDie Änderung wird mit der Runde und der ersetzten Liste (### TieBreaks @ Round '
         '%1) im Protokoll und im Elo-Bericht vermerkt.',
         'Les départages ont été annoncés avant la ronde 1 ; la ronde %1 est jouée. Les changer '
         'maintenant peut changer qui gagne une place ou un prix.\n\nActuels : %2\nNouveaux : '
         '%3\n\nLe changement est consigné avec la ronde et la liste qu’il remplace (### '
         'TieBreaks @ Round %1) dans le journal et le rapport Elo.',
         'Los desempates se anunciaron antes de la ronda 1; la ronda %1 está jugada. Cambiarlos '
         'ahora puede cambiar quién gana un puesto o un premio.\n\nAhora: %2\nNuevos: %3\n\nEl '
         'cambio queda registrado con la ronda y la lista que sustituye (### TieBreaks @ Round '
         '%1) en el registro y el informe de Elo.'),
    'Last step: replace %1 by %2 after round %3?':
        ('Letzter Schritt: %1 nach Runde %3 durch %2 ersetzen?',
         'Dernière étape : remplacer %1 par %2 après la ronde %3 ?',
         'Último paso: ¿sustituir %1 por %2 tras la ronda %3?'),
    'Change the tie-breaks':
        ('Feinwertungen ändern', 'Changer les départages', 'Cambiar los desempates'),
})
# Byes the checklist warns about.
T.update({
    '%1 has a half-point bye already (round %2). Give a second one in round %3?':
        ('%1 hat schon ein halbes Freilos (Runde %2). Ein zweites in Runde %3 geben?',
         '%1 a déjà une exemption d’un demi-point (ronde %2). En donner une deuxième à la ronde '
         '%3 ?',
         '%1 ya tiene un descanso de medio punto (ronda %2). ¿Dar un segundo en la ronda %3?'),
    'A full-point bye given by the arbiter is deprecated in FIDE-rated events; the rating report names it (### FullPointBye @ Round %1: player %2).':
        ('Ein vom Schiedsrichter gegebenes ganzes Freilos ist in FIDE-gewerteten Turnieren '
         'überholt; der Elo-Bericht nennt es (### FullPointBye @ Round %1: player %2).',
         'Une exemption d’un point donnée par l’arbitre est dépréciée dans les tournois '
         'homologués FIDE ; le rapport Elo la mentionne (### FullPointBye @ Round %1: player %2).',
         'Un descanso de un punto dado por el árbitro está desaconsejado en torneos válidos '
         'para Elo FIDE; el informe de Elo lo nombra (### FullPointBye @ Round %1: player %2).'),
    'Full-point bye':
        ('Ganzes Freilos', 'Exemption d’un point', 'Descanso de un punto'),
})
# Adjourned games older than the previous round.
T.update({
    'round %1: %2-%3':
        ('Runde %1: %2-%3', 'ronde %1 : %2-%3', 'ronda %1: %2-%3'),
    'Adjourned games of earlier rounds still have no result: %1. Round %2 is paired with them counted as draws (C.04.2 3.1); enter their results when they are known.':
        ('Hängepartien früherer Runden haben noch kein Ergebnis: %1. Runde %2 wird mit ihnen als '
         'Remis ausgelost (C.04.2 3.1); tragen Sie ihre Ergebnisse ein, sobald sie feststehen.',
         'Des parties ajournées de rondes antérieures n’ont pas encore de résultat : %1. La '
         'ronde %2 est appariée en les comptant nulles (C.04.2 3.1) ; saisissez leurs résultats '
         'dès qu’ils sont connus.',
         'Partidas aplazadas de rondas anteriores aún no tienen resultado: %1. La ronda %2 se '
         'empareja contándolas como tablas (C.04.2 3.1); introduzca sus resultados cuando se '
         'conozcan.'),
    # The warning levels' buttons: level 5 refuses, Close its default.
    'Not allowed in FIDE mode':
        ('Im FIDE-Modus nicht erlaubt', 'Interdit en mode FIDE', 'No permitido en modo FIDE'),
    'Close': ('Schließen', 'Fermer', 'Cerrar'),
    '&Yes': ('&Ja', '&Oui', '&Sí'),
    '&Remove play-off': ('Stichkampf &entfernen', '&Supprimer le départage', '&Eliminar el desempate'),
    '&Restart play-off': ('Stichkampf &neu starten', '&Relancer le départage', '&Reiniciar el desempate'),
    '&Remove team': ('Mannschaft &entfernen', '&Retirer l’équipe', '&Quitar el equipo'),
    '&Take the rights': ('&Rechte entziehen', '&Retirer les droits', '&Retirar los derechos'),
    # FIDE mode chosen in the new-event wizard (on for FIDE's regulations).
    'The event will be set up outside FIDE mode:\n- it can never enter FIDE mode;\n- its log and its rating report say so (### FideModeExit @ Round 0), for the rating officer to see;\n- every screen and every printout say so.\n\nSet it up outside FIDE mode?':
        ('Das Turnier wird außerhalb des FIDE-Modus angelegt:\n- es kann nie in den FIDE-Modus '
         'wechseln;\n- sein Protokoll und sein Elo-Bericht vermerken es (### FideModeExit @ Round 0), '
         'für den Elo-Bearbeiter sichtbar;\n- jeder Bildschirm und jeder Ausdruck zeigt es an.\n\n'
         'Außerhalb des FIDE-Modus anlegen?',
         'Le tournoi sera créé hors du mode FIDE :\n- il ne pourra jamais entrer en mode FIDE ;\n'
         '- son journal et son rapport Elo l’indiquent (### FideModeExit @ Round 0), pour le '
         'responsable du classement ;\n- chaque écran et chaque impression l’indiquent.\n\n'
         'Le créer hors du mode FIDE ?',
         'El torneo se creará fuera del modo FIDE:\n- nunca podrá entrar en el modo FIDE;\n- su '
         'registro y su informe de Elo lo indican (### FideModeExit @ Round 0), para el '
         'responsable del Elo;\n- cada pantalla y cada impresión lo indican.\n\n'
         '¿Crearlo fuera del modo FIDE?'),
    'FIDE &mode': ('FIDE-&Modus', '&Mode FIDE', '&Modo FIDE'),
    'Outside FIDE mode': ('Außerhalb des FIDE-Modus', 'Hors du mode FIDE', 'Fuera del modo FIDE'),
    'Set up outside FIDE mode':
        ('Außerhalb des FIDE-Modus anlegen', 'Créer hors du mode FIDE', 'Crear fuera del modo FIDE'),
    "In FIDE mode the pairings follow FIDE's rules: a change they do not allow is refused, and a manual change is recorded for the rating officer.":
        ('Im FIDE-Modus folgen die Paarungen den Regeln der FIDE: eine Änderung, die sie nicht '
         'erlauben, wird abgelehnt, und eine manuelle Änderung wird für den Elo-Bearbeiter vermerkt.',
         'En mode FIDE, les appariements suivent les règles de la FIDE : une modification qu’elles '
         'n’autorisent pas est refusée, et une modification manuelle est notée pour le responsable '
         'du classement.',
         'En modo FIDE los emparejamientos siguen las reglas de la FIDE: un cambio que no permiten '
         'se rechaza, y un cambio manual se anota para el responsable del Elo.'),
    'Outside FIDE mode: every screen and printout says so, the rating report records it, and the event can never enter FIDE mode.':
        ('Außerhalb des FIDE-Modus: jeder Bildschirm und jeder Ausdruck zeigt es an, der '
         'Elo-Bericht vermerkt es, und das Turnier kann nie in den FIDE-Modus wechseln.',
         'Hors du mode FIDE : chaque écran et chaque impression l’indiquent, le rapport Elo le '
         'note, et le tournoi ne pourra jamais entrer en mode FIDE.',
         'Fuera del modo FIDE: cada pantalla e impresión lo indican, el informe de Elo lo anota, '
         'y el torneo nunca podrá entrar en el modo FIDE.'),
    'set up outside FIDE mode (regulations: %1)':
        ('außerhalb des FIDE-Modus angelegt (Reglement: %1)',
         'créé hors du mode FIDE (règlement : %1)', 'creado fuera del modo FIDE (reglamento: %1)'),
    'set up outside FIDE mode':
        ('außerhalb des FIDE-Modus angelegt', 'créé hors du mode FIDE', 'creado fuera del modo FIDE'),
    'FIDE mode: on': ('FIDE-Modus: ein', 'Mode FIDE : activé', 'Modo FIDE: activado'),
    'FIDE mode: off': ('FIDE-Modus: aus', 'Mode FIDE : désactivé', 'Modo FIDE: desactivado'),
    'outside FIDE mode': ('außerhalb des FIDE-Modus', 'hors du mode FIDE', 'fuera del modo FIDE'),
})
