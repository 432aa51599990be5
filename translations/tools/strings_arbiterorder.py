# The arbiter's order of players tied on everything: the Standings tab's button, its dialog, the
# standings' note and what storage refuses.
T = {
    'Order tied players': ('Punktgleiche Spieler ordnen', 'Ordonner les ex aequo', 'Ordenar a los empatados'),
    'e.g. the tournament rules, art. 12: places decided by the chief arbiter':
        ('z. B. Turnierordnung, Art. 12: Plätze entscheidet der Hauptschiedsrichter',
         'p. ex. règlement du tournoi, art. 12 : places décidées par l’arbitre principal',
         'p. ej. reglamento del torneo, art. 12: puestos decididos por el árbitro principal'),
    'Places %1-%2: %3': ('Plätze %1-%2: %3', 'Places %1-%2 : %3', 'Puestos %1-%2: %3'),
    "These players are tied on points and on every tie-break. Where the tournament rules leave such places to the arbiter, put them in order (Ctrl+Up, Ctrl+Down) and give the reason. The order is recorded in the event's log and its rating report (### Arbiter order @ Round %1); undo takes it back. A tie the arbiter does not order is shared, or drawn by lots.":
        ('Diese Spieler sind nach Punkten und jeder Feinwertung gleich. Wo die Turnierordnung '
         'solche Plätze dem Schiedsrichter überlässt, ordnen Sie sie (Strg+Oben, Strg+Unten) und '
         'geben den Grund an. Die Reihenfolge wird im Protokoll des Turniers und in seinem '
         'Elo-Bericht vermerkt (### Arbiter order @ Round %1); Rückgängig nimmt sie zurück. Ein '
         'Gleichstand, den der Schiedsrichter nicht ordnet, wird geteilt oder ausgelost.',
         'Ces joueurs sont à égalité de points et de chaque départage. Là où le règlement laisse '
         'ces places à l’arbitre, mettez-les en ordre (Ctrl+Haut, Ctrl+Bas) et donnez le motif. '
         'L’ordre est noté dans le journal du tournoi et dans son rapport Elo (### Arbiter order '
         '@ Round %1) ; Annuler le reprend. Une égalité que l’arbitre n’ordonne pas est partagée, '
         'ou tirée au sort.',
         'Estos jugadores están empatados a puntos y en cada desempate. Donde el reglamento deja '
         'esos puestos al árbitro, póngalos en orden (Ctrl+Arriba, Ctrl+Abajo) e indique el '
         'motivo. El orden se anota en el registro del torneo y en su informe de Elo (### Arbiter '
         'order @ Round %1); Deshacer lo retira. Un empate que el árbitro no ordena se comparte o '
         'se sortea.'),
    'Move &up': ('Nach &oben', 'Vers le &haut', '&Subir'),
    'Move do&wn': ('Nach &unten', 'Vers le &bas', '&Bajar'),
    '&Tied players:': ('&Punktgleiche Spieler:', '&Joueurs à égalité :', '&Jugadores empatados:'),
    '&Order, best first:': ('&Reihenfolge, Bester zuerst:', '&Ordre, le meilleur d’abord :', '&Orden, el mejor primero:'),
    '&Reason (recorded):': ('&Begründung (vermerkt):', '&Motif (noté) :', '&Motivo (anotado):'),
    'Or&der ties...': ('Gleichstände ord&nen...', 'Ordonner les ex a&equo...', 'Orde&nar los empates...'),
    'Puts players tied on points and every tie-break in the order the arbiter decides':
        ('Ordnet nach Punkten und jeder Feinwertung gleiche Spieler so, wie der Schiedsrichter entscheidet',
         'Met les joueurs à égalité de points et de chaque départage dans l’ordre que décide l’arbitre',
         'Pone a los jugadores empatados a puntos y en cada desempate en el orden que decide el árbitro'),
    'Tied players ordered by the arbiter':
        ('Punktgleiche Spieler vom Schiedsrichter geordnet', 'Ex aequo ordonnés par l’arbitre',
         'Empatados ordenados por el árbitro'),
    "Ties that remained after every tie-break were decided by the arbiter (recorded in the event's log and its rating report).":
        ('Gleichstände, die nach jeder Feinwertung blieben, hat der Schiedsrichter entschieden '
         '(vermerkt im Protokoll des Turniers und in seinem Elo-Bericht).',
         'Les égalités restant après chaque départage ont été tranchées par l’arbitre (noté dans '
         'le journal du tournoi et dans son rapport Elo).',
         'Los empates que quedaron tras cada desempate los decidió el árbitro (anotado en el '
         'registro del torneo y en su informe de Elo).'),
    'arbiter': ('Schiedsrichter', 'arbitre', 'árbitro'),
    'an order of tied players names at least two players':
        ('eine Reihenfolge punktgleicher Spieler nennt mindestens zwei Spieler',
         'un ordre d’ex aequo nomme au moins deux joueurs',
         'un orden de empatados nombra al menos a dos jugadores'),
    'player %1 is named twice in the order':
        ('Spieler %1 wird in der Reihenfolge zweimal genannt', 'le joueur %1 est nommé deux fois dans l’ordre',
         'el jugador %1 aparece dos veces en el orden'),
    'an order of tied players needs the reason for it':
        ('eine Reihenfolge punktgleicher Spieler braucht ihren Grund',
         'un ordre d’ex aequo a besoin de son motif', 'un orden de empatados necesita su motivo'),
    'Tied players ordered by the arbiter: %1':
        ('Punktgleiche Spieler vom Schiedsrichter geordnet: %1', 'Ex aequo ordonnés par l’arbitre : %1',
         'Empatados ordenados por el árbitro: %1'),
    'Only players tied on points and every tie-break can be ordered by the arbiter.':
        ('Nur nach Punkten und jeder Feinwertung gleiche Spieler kann der Schiedsrichter ordnen.',
         'Seuls les joueurs à égalité de points et de chaque départage peuvent être ordonnés par '
         'l’arbitre.',
         'Solo los jugadores empatados a puntos y en cada desempate pueden ser ordenados por el '
         'árbitro.'),
    # External values of the EXT tie-break.
    'External tie-break values (EXT)': ('Externe Feinwertungswerte (EXT)', 'Valeurs de départage externes (EXT)', 'Valores de desempate externos (EXT)'),
    "e.g. the tournament rules, art. 9: the qualifier's score":
        ('z. B. Turnierordnung, Art. 9: die Punkte der Qualifikation',
         'p. ex. règlement du tournoi, art. 9 : le score de la qualification',
         'p. ej. reglamento del torneo, art. 9: la puntuación de la clasificatoria'),
    'Value': ('Wert', 'Valeur', 'Valor'),
    "EXT ranks by a value from outside the event that the tournament rules name (a qualifier's score, another list's rating): the higher first; a player without one has none (NA). Put EXT in the tie-break list on this tab. The values are recorded in the event's log and its rating report; undo takes them back.":
        ('EXT wertet nach einem Wert von außerhalb des Turniers, den die Turnierordnung nennt '
         '(Punkte einer Qualifikation, Elo einer anderen Liste): der höhere zuerst; ein Spieler '
         'ohne Wert hat keinen (NA). EXT in die Feinwertungsliste dieses Reiters aufnehmen. Die '
         'Werte werden im Protokoll des Turniers und in seinem Elo-Bericht vermerkt; Rückgängig '
         'nimmt sie zurück.',
         'EXT classe selon une valeur extérieure au tournoi que le règlement désigne (score d’une '
         'qualification, classement d’une autre liste) : la plus haute d’abord ; un joueur sans '
         'valeur n’en a pas (NA). Mettez EXT dans la liste des départages de cet onglet. Les '
         'valeurs sont notées dans le journal du tournoi et dans son rapport Elo ; Annuler les '
         'reprend.',
         'EXT clasifica por un valor de fuera del torneo que nombra el reglamento (la puntuación '
         'de una clasificatoria, el Elo de otra lista): el más alto primero; un jugador sin valor '
         'no tiene (NA). Ponga EXT en la lista de desempates de esta pestaña. Los valores se '
         'anotan en el registro del torneo y en su informe de Elo; Deshacer los retira.'),
    'Player %1: "%2" is not a number.': ('Spieler %1: „%2“ ist keine Zahl.', 'Joueur %1 : « %2 » n’est pas un nombre.', 'Jugador %1: «%2» no es un número.'),
    'No value was changed.': ('Kein Wert wurde geändert.', 'Aucune valeur n’a été modifiée.', 'No se cambió ningún valor.'),
    'External value': ('Externer Wert', 'Valeur externe', 'Valor externo'),
    'E&xternal values...': ('E&xterne Werte...', 'Valeurs e&xternes...', 'Valores e&xternos...'),
    'Values of the EXT tie-break that the tournament rules take from outside the event':
        ('Werte der Feinwertung EXT, die die Turnierordnung von außerhalb des Turniers nimmt',
         'Valeurs du départage EXT que le règlement prend hors du tournoi',
         'Valores del desempate EXT que el reglamento toma de fuera del torneo'),
    'no external tie-break value is given': ('kein externer Feinwertungswert angegeben', 'aucune valeur de départage externe n’est donnée', 'no se da ningún valor de desempate externo'),
    'player %1 is given two external values': ('Spieler %1 erhält zwei externe Werte', 'le joueur %1 reçoit deux valeurs externes', 'el jugador %1 recibe dos valores externos'),
    'external tie-break values need the reason for them': ('externe Feinwertungswerte brauchen ihren Grund', 'des valeurs de départage externes ont besoin de leur motif', 'los valores de desempate externos necesitan su motivo'),
}
N = {
    'External tie-break values (EXT) for %n player(s)':
        (('Externe Feinwertungswerte (EXT) für %n Spieler', 'Externe Feinwertungswerte (EXT) für %n Spieler'),
         ('Valeurs de départage externes (EXT) pour %n joueur', 'Valeurs de départage externes (EXT) pour %n joueurs'),
         ('Valores de desempate externos (EXT) para %n jugador', 'Valores de desempate externos (EXT) para %n jugadores')),
}
