# Ratings: the official FIDE and national ratings, the tournament rating (172) and rating lists.
T = {
    'national ratings of (e.g. GER)':
        ('nationale Wertungen von (z. B. GER)', 'classements nationaux de (p. ex. GER)',
         'ratings nacionales de (p. ej. GER)'),
    'Tournament rating:':
        ('Turnierwertung:', 'Classement du tournoi :', 'Rating del torneo:'),
    'Round 1 is paired: in FIDE mode the tournament rating cannot be changed any more. To change it, leave FIDE mode first (Edit > Leave FIDE mode).':
        ('Runde 1 ist gepaart: Im FIDE-Modus kann die Turnierwertung nicht mehr geändert werden. '
         'Um sie zu ändern, verlassen Sie zuerst den FIDE-Modus (Bearbeiten > FIDE-Modus '
         'verlassen).',
         'La ronde 1 est appariée : en mode FIDE, le classement du tournoi ne peut plus être '
         'modifié. Pour le modifier, quittez d’abord le mode FIDE (Édition > Quitter le mode '
         'FIDE).',
         'La ronda 1 está emparejada: en modo FIDE el rating del torneo ya no puede cambiarse. '
         'Para cambiarlo, salga primero del modo FIDE (Editar > Salir del modo FIDE).'),
    'Round 1 is paired: the players were ranked by the tournament rating. Changing how it is found may change the pairing numbers still to be assigned. Change it all the same (recorded in the audit log)?':
        ('Runde 1 ist gepaart: Die Spieler wurden nach der Turnierwertung gereiht. Wird '
         'geändert, wie sie bestimmt wird, können sich noch zu vergebende Paarungsnummern '
         'ändern. Trotzdem ändern (im Protokoll vermerkt)?',
         'La ronde 1 est appariée : les joueurs ont été classés selon le classement du tournoi. '
         'Changer la façon de l’établir peut changer les numéros d’appariement encore à '
         'attribuer. Le changer quand même (consigné dans le journal) ?',
         'La ronda 1 está emparejada: los jugadores se ordenaron por el rating del torneo. '
         'Cambiar cómo se obtiene puede cambiar los números de emparejamiento aún por asignar. '
         '¿Cambiarlo de todos modos (queda en el registro)?'),
    '%1; the rating is the tournament rating: %2':
        ('%1; die Wertung ist die Turnierwertung: %2',
         '%1 ; le classement est celui du tournoi : %2',
         '%1; el rating es el rating del torneo: %2'),
    'FIDE rating: %1\nNational rating (%2): %3\nTournament rating: %4, by %5':
        ('FIDE-Elo: %1\nNationale Wertung (%2): %3\nTurnierwertung: %4, nach %5',
         'Elo FIDE : %1\nClassement national (%2) : %3\nClassement du tournoi : %4, selon %5',
         'Elo FIDE: %1\nRating nacional (%2): %3\nRating del torneo: %4, según %5'),
    'no federation set':
        ('kein Verband gesetzt', 'aucune fédération indiquée', 'sin federación indicada'),
    'Nat. rating':
        ('Nat. Wertung', 'Class. nat.', 'Rating nac.'),
    'national rating':
        ('nationale Wertung', 'classement national', 'rating nacional'),
    'FIDE rating (FIDE)':
        ('FIDE-Elo (FIDE)', 'Elo FIDE (FIDE)', 'Elo FIDE (FIDE)'),
    'National rating (NRO)':
        ('Nationale Wertung (NRO)', 'Classement national (NRO)', 'Rating nacional (NRO)'),
    'FIDE rating, else national (FIDON)':
        ('FIDE-Elo, sonst national (FIDON)', 'Elo FIDE, sinon national (FIDON)',
         'Elo FIDE, si no el nacional (FIDON)'),
    'National rating, else FIDE (NIDOF)':
        ('Nationale Wertung, sonst FIDE (NIDOF)', 'Classement national, sinon FIDE (NIDOF)',
         'Rating nacional, si no el FIDE (NIDOF)'),
    'Higher of FIDE and national (HBFN)':
        ('Höhere von FIDE und national (HBFN)', 'Le plus haut de FIDE et national (HBFN)',
         'El mayor de FIDE y nacional (HBFN)'),
    'Lower of FIDE and national (LBFN)':
        ('Niedrigere von FIDE und national (LBFN)', 'Le plus bas de FIDE et national (LBFN)',
         'El menor de FIDE y nacional (LBFN)'),
    'Other, as the regulations say (OTHER)':
        ('Andere, laut Ausschreibung (OTHER)', 'Autre, selon le règlement (OTHER)',
         'Otro, según el reglamento (OTHER)'),
    'player %1: national rating %2 is not a number from 0 to 4000':
        ('Spieler %1: nationale Wertung %2 ist keine Zahl von 0 bis 4000',
         'joueur %1 : le classement national %2 n’est pas un nombre de 0 à 4000',
         'jugador %1: el rating nacional %2 no es un número de 0 a 4000'),
    "player %1: whose national rating is it? Set the event's federation, or the federation of the tournament rating (Event tab), first":
        ('Spieler %1: Welchen Verbandes nationale Wertung ist das? Setzen Sie zuerst den Verband '
         'des Turniers oder den der Turnierwertung (Registerkarte Veranstaltung)',
         'joueur %1 : classement national de quelle fédération ? Indiquez d’abord la fédération '
         'du tournoi, ou celle du classement du tournoi (onglet Événement)',
         'jugador %1: ¿de qué federación es el rating nacional? Indique primero la federación '
         'del torneo, o la del rating del torneo (pestaña Evento)'),
    'Edit player %1 %2: %3 national rating %4 -> %5':
        ('Spieler %1 %2 bearbeiten: nationale Wertung %3 %4 -> %5',
         'Modifier le joueur %1 %2 : classement national %3 %4 -> %5',
         'Editar jugador %1 %2: rating nacional %3 %4 -> %5'),
    'Tournament rating: %1%2':
        ('Turnierwertung: %1%2', 'Classement du tournoi : %1%2', 'Rating del torneo: %1%2'),
    'rating method "%1" is not one of FIDE, NRO, FIDON, NIDOF, HBFN, LBFN and OTHER: the FIDE ratings rank the players':
        ('Wertungsmethode „%1“ ist keine von FIDE, NRO, FIDON, NIDOF, HBFN, LBFN und OTHER: Die '
         'FIDE-Elo reiht die Spieler',
         'la méthode de classement « %1 » n’est aucune de FIDE, NRO, FIDON, NIDOF, HBFN, LBFN et '
         'OTHER : l’Elo FIDE classe les joueurs',
         'el método de rating "%1" no es ninguno de FIDE, NRO, FIDON, NIDOF, HBFN, LBFN y OTHER: '
         'el Elo FIDE ordena a los jugadores'),
}

N = {
    '%n player(s) have a national rating; the FIDE rating ranks them.':
        (('%n Spieler hat eine nationale Wertung; die FIDE-Elo reiht.',
          '%n Spieler haben eine nationale Wertung; die FIDE-Elo reiht sie.'),
         ('%n joueur a un classement national ; l’Elo FIDE classe les joueurs.',
          '%n joueurs ont un classement national ; l’Elo FIDE les classe.'),
         ('%n jugador tiene rating nacional; el Elo FIDE ordena a los jugadores.',
          '%n jugadores tienen rating nacional; el Elo FIDE los ordena.')),
    '%n of %1 player(s) have a national rating (national rating records). The official ratings stay as they are; the tournament rating ranks the players and sets the pairing numbers.':
        (('%n von %1 Spielern hat eine nationale Wertung (nationale Wertungsdatensätze). Die '
          'offiziellen Wertungen bleiben, wie sie sind; die Turnierwertung reiht die Spieler und '
          'bestimmt die Paarungsnummern.',
          '%n von %1 Spielern haben eine nationale Wertung (nationale Wertungsdatensätze). Die '
          'offiziellen Wertungen bleiben, wie sie sind; die Turnierwertung reiht die Spieler und '
          'bestimmt die Paarungsnummern.'),
         ('%n joueur sur %1 a un classement national (enregistrements nationaux). Les '
          'classements officiels restent tels quels ; le classement du tournoi classe les joueurs '
          'et fixe les numéros d’appariement.',
          '%n joueurs sur %1 ont un classement national (enregistrements nationaux). Les '
          'classements officiels restent tels quels ; le classement du tournoi classe les joueurs '
          'et fixe les numéros d’appariement.'),
         ('%n de %1 jugadores tiene rating nacional (registros nacionales). Los ratings '
          'oficiales quedan como están; el rating del torneo ordena a los jugadores y fija los '
          'números de emparejamiento.',
          '%n de %1 jugadores tienen rating nacional (registros nacionales). Los ratings '
          'oficiales quedan como están; el rating del torneo ordena a los jugadores y fija los '
          'números de emparejamiento.')),
}
