# Ratings: the official FIDE and national ratings, the tournament rating (172) and rating lists;
# the checks of the pairing preview.
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
    'FIDE rapid list':
        ('FIDE-Schnellschachliste', 'liste rapide FIDE', 'lista de rápidas FIDE'),
    'FIDE rapid list %1':
        ('FIDE-Schnellschachliste %1', 'liste rapide FIDE %1', 'lista de rápidas FIDE %1'),
    'FIDE blitz list':
        ('FIDE-Blitzliste', 'liste blitz FIDE', 'lista de blitz FIDE'),
    'FIDE blitz list %1':
        ('FIDE-Blitzliste %1', 'liste blitz FIDE %1', 'lista de blitz FIDE %1'),
    'FIDE standard list':
        ('FIDE-Standardliste', 'liste standard FIDE', 'lista estándar FIDE'),
    'FIDE standard list %1':
        ('FIDE-Standardliste %1', 'liste standard FIDE %1', 'lista estándar FIDE %1'),
    'Chec&k ratings...':
        ('&Wertungen prüfen...', '&Vérifier les classements...', 'Compro&bar ratings...'),
    "Checks the players' ratings against a FIDE rating list and updates them":
        ('Prüft die Wertungen der Spieler an einer FIDE-Elo-Liste und aktualisiert sie', 'Vérifie les classements des joueurs dans une liste Elo FIDE et les met à jour', 'Comprueba los ratings de los jugadores con una lista FIDE y los actualiza'),
    'Warning: %1':
        ('Warnung: %1', 'Avertissement : %1', 'Advertencia: %1'),
    '%1 %2: %3 in the event, %4 in the list':
        ('%1 %2: %3 im Turnier, %4 in der Liste', '%1 %2 : %3 dans le tournoi, %4 dans la liste', '%1 %2: %3 en el torneo, %4 en la lista'),
    '; K %1, list %2':
        ('; K %1, Liste %2', ' ; K %1, liste %2', '; K %1, lista %2'),
    ' (no %1 rating: the standard one)':
        (' (keine %1-Wertung: die Standardwertung)', ' (pas de classement %1 : le standard)', ' (sin rating %1: el estándar)'),
    '%1 %2: FIDE id %3 is not in the list':
        ('%1 %2: FIDE-ID %3 ist nicht in der Liste', '%1 %2 : l’identifiant FIDE %3 n’est pas dans la liste', '%1 %2: el ID FIDE %3 no está en la lista'),
    '%1 %2: no FIDE id; rating %3 stays as entered':
        ('%1 %2: keine FIDE-ID; Wertung %3 bleibt wie eingegeben', '%1 %2 : pas d’identifiant FIDE ; le classement %3 reste tel que saisi', '%1 %2: sin ID FIDE; el rating %3 queda como se introdujo'),
    'the list does not say its month (neither its rating column nor its file name): check that it is the list of %1':
        ('die Liste nennt ihren Monat nicht (weder ihre Wertungsspalte noch ihr Dateiname): prüfen Sie, dass es die Liste von %1 ist', 'la liste ne dit pas son mois (ni sa colonne de classement ni son nom de fichier) : vérifiez que c’est la liste de %1', 'la lista no indica su mes (ni su columna de rating ni su nombre de archivo): compruebe que es la lista de %1'),
    'the list is of %1; for an event of more than 30 days the list of the current month, %2, is valid':
        ('die Liste ist von %1; für ein Turnier von mehr als 30 Tagen gilt die Liste des laufenden Monats, %2', 'la liste est de %1 ; pour un tournoi de plus de 30 jours, la liste du mois en cours, %2, est valable', 'la lista es de %1; para un torneo de más de 30 días vale la lista del mes en curso, %2'),
    'the list is of %1; the list valid at the start date is %2':
        ('die Liste ist von %1; am Starttag gilt die Liste von %2', 'la liste est de %1 ; la liste valable à la date de début est %2', 'la lista es de %1; la lista válida en la fecha de inicio es %2'),
    'the list is of %1; the event has no start date, and the current list is %2':
        ('die Liste ist von %1; das Turnier hat kein Startdatum, und die aktuelle Liste ist %2', 'la liste est de %1 ; le tournoi n’a pas de date de début, et la liste actuelle est %2', 'la lista es de %1; el torneo no tiene fecha de inicio, y la lista actual es %2'),
    'rapid':
        ('Schnellschach', 'rapide', 'rápidas'),
    'blitz':
        ('Blitz', 'blitz', 'blitz'),
    'standard':
        ('Standard', 'standard', 'estándar'),
    '&Update ratings':
        ('Wertungen &aktualisieren', '&Mettre à jour les classements', '&Actualizar ratings'),
    'Check ratings against a FIDE rating list':
        ('Wertungen an einer FIDE-Elo-Liste prüfen', 'Vérifier les classements dans une liste Elo FIDE', 'Comprobar ratings con una lista FIDE'),
    'players_list_foa.txt or standard_nov26frl.txt from ratings.fide.com':
        ('players_list_foa.txt oder standard_nov26frl.txt von ratings.fide.com', 'players_list_foa.txt ou standard_nov26frl.txt de ratings.fide.com', 'players_list_foa.txt o standard_nov26frl.txt de ratings.fide.com'),
    'Standard':
        ('Standard', 'Standard', 'Estándar'),
    'Rapid (standard where none)':
        ('Schnellschach (sonst Standard)', 'Rapide (sinon standard)', 'Rápidas (si no, estándar)'),
    'Blitz (standard where none)':
        ('Blitz (sonst Standard)', 'Blitz (sinon standard)', 'Blitz (si no, estándar)'),
    'Rating now':
        ('Wertung jetzt', 'Classement actuel', 'Rating actual'),
    'List':
        ('Liste', 'Liste', 'Lista'),
    'K now / list':
        ('K jetzt / Liste', 'K actuel / liste', 'K actual / lista'),
    'From':
        ('Aus', 'Source', 'Origen'),
    '&List file:':
        ('&Listendatei:', 'Fichier de &liste :', 'Archivo de &lista:'),
    '&Rated as:':
        ('&Gewertet als:', 'Co&mptabilisé en :', '&Valorado como:'),
    'Choose the rating list the event is rated on.':
        ('Wählen Sie die Elo-Liste, nach der das Turnier gewertet wird.', 'Choisissez la liste Elo sur laquelle le tournoi est comptabilisé.', 'Elija la lista de rating con la que se valora el torneo.'),
    'Warning: %1.':
        ('Warnung: %1.', 'Avertissement : %1.', 'Advertencia: %1.'),
    'Not in the list (their ratings stay): %1.':
        ('Nicht in der Liste (ihre Wertungen bleiben): %1.', 'Absents de la liste (leurs classements restent) : %1.', 'No están en la lista (sus ratings quedan): %1.'),
    'Rated on the %1 list':
        ('Gewertet nach der %1-Liste', 'Comptabilisé sur la liste %1', 'Valorado con la lista %1'),
    'player %1 has fewer points (%2) and may take the bye':
        ('Spieler %1 hat weniger Punkte (%2) und kann das Freilos erhalten',
         'le joueur %1 a moins de points (%2) et peut recevoir l’exempt',
         'el jugador %1 tiene menos puntos (%2) y puede recibir el bye'),
    'a prohibited pair in this round':
        ('ein in dieser Runde verbotenes Paar', 'une paire interdite dans cette ronde',
         'una pareja prohibida en esta ronda'),
    '%1 expects Black and %2 White: both get the other colour':
        ('%1 erwartet Schwarz und %2 Weiß: beide erhalten die andere Farbe',
         '%1 attend les Noirs et %2 les Blancs : tous deux reçoivent l’autre couleur',
         '%1 espera negras y %2 blancas: ambos reciben el otro color'),
    "The federation whose national ratings count; empty: the event's federation":
        ('Der Verband, dessen nationale Wertungen zählen; leer: der Verband des Turniers',
         'La fédération dont les classements nationaux comptent ; vide : celle du tournoi',
         'La federación cuyos ratings nacionales cuentan; vacío: la del torneo'),
    'Which rating ranks the players for their pairing numbers (TRF record 172); the official ratings stay as they are':
        ('Welche Wertung die Spieler für ihre Paarungsnummern reiht (TRF-Datensatz 172); die '
         'offiziellen Wertungen bleiben, wie sie sind',
         'Quel classement ordonne les joueurs pour leurs numéros d’appariement (enregistrement '
         'TRF 172) ; les classements officiels restent tels quels',
         'Qué rating ordena a los jugadores para sus números de emparejamiento (registro TRF '
         '172); los ratings oficiales quedan como están'),
    'Rated on the FIDE list:':
        ('Gewertet nach FIDE-Liste:', 'Comptabilisé sur la liste FIDE :',
         'Valorado con la lista FIDE:'),
    '(no federation set)':
        ('(kein Verband gesetzt)', '(aucune fédération indiquée)', '(sin federación indicada)'),
    '%1; the rating is the tournament rating by %2':
        ('%1; die Wertung ist die Turnierwertung nach %2',
         '%1 ; le classement est celui du tournoi selon %2',
         '%1; el rating es el rating del torneo según %2'),
    'typed in': ('eingegeben', 'saisi', 'introducido'),
    'FIDE rating: %1 (source: %2)\nNational rating (%3): %4\nTournament rating: %5, by %6':
        ('FIDE-Elo: %1 (Quelle: %2)\nNationale Wertung (%3): %4\nTurnierwertung: %5, nach %6',
         'Elo FIDE : %1 (source : %2)\nClassement national (%3) : %4\nClassement du tournoi : '
         '%5, selon %6',
         'Elo FIDE: %1 (origen: %2)\nRating nacional (%3): %4\nRating del torneo: %5, según %6'),
    'not known': ('unbekannt', 'inconnue', 'desconocido'),
    'Rated on:': ('Gewertet nach:', 'Comptabilisé sur :', 'Valorado con:'),
    'the standard list (set in the Event tab)':
        ('der Standardliste (in der Registerkarte Veranstaltung gesetzt)',
         'la liste standard (réglée dans l’onglet Événement)',
         'la lista estándar (fijada en la pestaña Evento)'),
    'the %1 list, the standard rating where a player has none (set in the Event tab)':
        ('der %1-Liste, die Standardwertung, wo ein Spieler keine hat (in der Registerkarte '
         'Veranstaltung gesetzt)',
         'la liste %1, le classement standard là où un joueur n’en a pas (réglée dans l’onglet '
         'Événement)',
         'la lista de %1, el rating estándar donde un jugador no lo tiene (fijada en la pestaña '
         'Evento)'),
    'No half-point byes':
        ('Keine halben Freilose', 'Pas d’exempt à un demi-point', 'Sin byes de medio punto'),
    "The event's regulations allow %1 no half-point bye (Players tab). Give one in round %2 all the same?":
        ('Die Ausschreibung erlaubt %1 kein halbes Freilos (Registerkarte Spieler). Trotzdem '
         'eines in Runde %2 geben?',
         'Le règlement du tournoi n’accorde à %1 aucun exempt à un demi-point (onglet Joueurs). '
         'En donner un quand même à la ronde %2 ?',
         'El reglamento del torneo no permite a %1 ningún bye de medio punto (pestaña Jugadores). '
         '¿Darle uno de todos modos en la ronda %2?'),
    'Half-point byes allowed again: %1':
        ('Halbe Freilose wieder erlaubt: %1', 'Exempts à un demi-point de nouveau permis : %1',
         'Byes de medio punto permitidos de nuevo: %1'),
    'No half-point byes for: %1':
        ('Keine halben Freilose für: %1', 'Pas d’exempt à un demi-point pour : %1',
         'Sin byes de medio punto para: %1'),
    "No half-point byes (the event's regulations)":
        ('Keine halben Freilose (laut Ausschreibung)',
         'Pas d’exempt à un demi-point (règlement du tournoi)',
         'Sin byes de medio punto (reglamento del torneo)'),
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
    '%n player(s) found in the list, %1 with another rating or K.':
        (('%n Spieler in der Liste gefunden, %1 mit anderer Wertung oder K.', '%n Spieler in der Liste gefunden, %1 mit anderer Wertung oder K.'), ('%n joueur trouvé dans la liste, %1 avec un autre classement ou K.', '%n joueurs trouvés dans la liste, %1 avec un autre classement ou K.'), ('%n jugador encontrado en la lista, %1 con otro rating o K.', '%n jugadores encontrados en la lista, %1 con otro rating o K.')),
    '%n player(s) found in the list by FIDE id, %1 with another rating or K.':
        (('%n Spieler über die FIDE-ID in der Liste gefunden, %1 mit anderer Wertung oder K.', '%n Spieler über die FIDE-ID in der Liste gefunden, %1 mit anderer Wertung oder K.'), ('%n joueur trouvé dans la liste par identifiant FIDE, %1 avec un autre classement ou K.', '%n joueurs trouvés dans la liste par identifiant FIDE, %1 avec un autre classement ou K.'), ('%n jugador encontrado en la lista por ID FIDE, %1 con otro rating o K.', '%n jugadores encontrados en la lista por ID FIDE, %1 con otro rating o K.')),
    '%n rated player(s) without a FIDE id keep the rating entered.':
        (('%n gewerteter Spieler ohne FIDE-ID behält die eingegebene Wertung.', '%n gewertete Spieler ohne FIDE-ID behalten die eingegebene Wertung.'), ('%n joueur classé sans identifiant FIDE garde le classement saisi.', '%n joueurs classés sans identifiant FIDE gardent le classement saisi.'), ('%n jugador con rating sin ID FIDE conserva el rating introducido.', '%n jugadores con rating sin ID FIDE conservan el rating introducido.')),
    "%n player(s) got the list's rating or K; every listed player's rating source is the list. Ctrl+Z undoes.":
        (('%n Spieler hat Wertung oder K der Liste erhalten; Quelle der Wertung jedes gelisteten Spielers ist die Liste. Strg+Z macht rückgängig.', '%n Spieler haben Wertung oder K der Liste erhalten; Quelle der Wertung jedes gelisteten Spielers ist die Liste. Strg+Z macht rückgängig.'), ('%n joueur a reçu le classement ou le K de la liste ; la source du classement de chaque joueur listé est la liste. Ctrl+Z annule.', '%n joueurs ont reçu le classement ou le K de la liste ; la source du classement de chaque joueur listé est la liste. Ctrl+Z annule.'), ('%n jugador recibió el rating o la K de la lista; el origen del rating de cada jugador listado es la lista. Ctrl+Z deshace.', '%n jugadores recibieron el rating o la K de la lista; el origen del rating de cada jugador listado es la lista. Ctrl+Z deshace.')),
    'Ratings from %1: %n player(s) changed':
        (('Wertungen aus %1: %n Spieler geändert', 'Wertungen aus %1: %n Spieler geändert'), ('Classements de %1 : %n joueur modifié', 'Classements de %1 : %n joueurs modifiés'), ('Ratings de %1: %n jugador cambiado', 'Ratings de %1: %n jugadores cambiados')),
    '%n of %1 player(s) have a national rating of %2. The official ratings stay as they are; the tournament rating ranks the players and sets the pairing numbers.':
        (('%n von %1 Spielern hat eine nationale Wertung von %2. Die offiziellen Wertungen '
          'bleiben, wie sie sind; die Turnierwertung reiht die Spieler und bestimmt die '
          'Paarungsnummern.',
          '%n von %1 Spielern haben eine nationale Wertung von %2. Die offiziellen Wertungen '
          'bleiben, wie sie sind; die Turnierwertung reiht die Spieler und bestimmt die '
          'Paarungsnummern.'),
         ('%n joueur sur %1 a un classement national de %2. Les classements officiels restent '
          'tels quels ; le classement du tournoi classe les joueurs et fixe les numéros '
          'd’appariement.',
          '%n joueurs sur %1 ont un classement national de %2. Les classements officiels restent '
          'tels quels ; le classement du tournoi classe les joueurs et fixe les numéros '
          'd’appariement.'),
         ('%n de %1 jugadores tiene rating nacional de %2. Los ratings oficiales quedan como '
          'están; el rating del torneo ordena a los jugadores y fija los números de '
          'emparejamiento.',
          '%n de %1 jugadores tienen rating nacional de %2. Los ratings oficiales quedan como '
          'están; el rating del torneo ordena a los jugadores y fija los números de '
          'emparejamiento.')),
    "%n player(s) got the list's rating or K; every listed player's rating source is the list. Edit > Undo takes it back.":
        (('%n Spieler hat Wertung oder K der Liste erhalten; Quelle der Wertung jedes gelisteten '
          'Spielers ist die Liste. Bearbeiten > Rückgängig nimmt es zurück.',
          '%n Spieler haben Wertung oder K der Liste erhalten; Quelle der Wertung jedes '
          'gelisteten Spielers ist die Liste. Bearbeiten > Rückgängig nimmt es zurück.'),
         ('%n joueur a reçu le classement ou le K de la liste ; la source du classement de chaque '
          'joueur listé est la liste. Édition > Annuler revient en arrière.',
          '%n joueurs ont reçu le classement ou le K de la liste ; la source du classement de '
          'chaque joueur listé est la liste. Édition > Annuler revient en arrière.'),
         ('%n jugador recibió el rating o la K de la lista; el origen del rating de cada jugador '
          'listado es la lista. Editar > Deshacer lo revierte.',
          '%n jugadores recibieron el rating o la K de la lista; el origen del rating de cada '
          'jugador listado es la lista. Editar > Deshacer lo revierte.')),
    '%n player(s) may take half-point byes again (Ctrl+Z undoes).':
        (('%n Spieler darf wieder halbe Freilose nehmen (Strg+Z macht rückgängig).',
          '%n Spieler dürfen wieder halbe Freilose nehmen (Strg+Z macht rückgängig).'),
         ('%n joueur peut de nouveau prendre des exempts à un demi-point (Ctrl+Z annule).',
          '%n joueurs peuvent de nouveau prendre des exempts à un demi-point (Ctrl+Z annule).'),
         ('%n jugador puede volver a tomar byes de medio punto (Ctrl+Z deshace).',
          '%n jugadores pueden volver a tomar byes de medio punto (Ctrl+Z deshace).')),
    '%n player(s) may take no half-point bye; giving one asks first (Ctrl+Z undoes).':
        (('%n Spieler darf kein halbes Freilos nehmen; wer eines gibt, wird zuerst gefragt (Strg+Z '
          'macht rückgängig).',
          '%n Spieler dürfen kein halbes Freilos nehmen; wer eines gibt, wird zuerst gefragt '
          '(Strg+Z macht rückgängig).'),
         ('%n joueur ne peut prendre aucun exempt à un demi-point ; en donner un demande d’abord '
          'confirmation (Ctrl+Z annule).',
          '%n joueurs ne peuvent prendre aucun exempt à un demi-point ; en donner un demande '
          'd’abord confirmation (Ctrl+Z annule).'),
         ('%n jugador no puede tomar ningún bye de medio punto; darle uno pide confirmación '
          'primero (Ctrl+Z deshace).',
          '%n jugadores no pueden tomar ningún bye de medio punto; darles uno pide confirmación '
          'primero (Ctrl+Z deshace).')),
}
