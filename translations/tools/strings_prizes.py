# Prize money: the prize fund, how ties share it, the prize list; and the team pairing preview.
# (source -> (de, fr, es); plural strings in N -> ((de one, de many), (fr one, fr many),
# (es one, es many)).)

T = {
    'not awarded: fewer eligible players than prizes':
        ('nicht vergeben: weniger berechtigte Spieler als Preise',
         'non attribué : moins de joueurs éligibles que de prix',
         'no otorgado: menos jugadores con derecho que premios'),
    'not awarded: no eligible player in the category':
        ('nicht vergeben: kein berechtigter Spieler in der Kategorie',
         'non attribué : aucun joueur éligible dans la catégorie',
         'no otorgado: ningún jugador con derecho en la categoría'),
    'not awarded: no eligible player left in the category':
        ('nicht vergeben: kein berechtigter Spieler mehr in der Kategorie',
         'non attribué : plus aucun joueur éligible dans la catégorie',
         'no otorgado: no queda ningún jugador con derecho en la categoría'),
    '(passed down; a larger or earlier prize is kept by %1)':
        ('(weitergegeben; einen höheren oder früher genannten Preis behält %1)',
         '(transmis ; %1 garde un prix plus élevé ou cité avant)',
         '(pasa al siguiente; %1 conserva un premio mayor o anterior)'),
    '%1 takes a category prize larger than his share of the main prizes; the main prizes are shared without him':
        ('%1 nimmt einen Kategoriepreis, der höher ist als sein Anteil an den Hauptpreisen; die '
         'Hauptpreise werden ohne ihn verteilt',
         '%1 prend un prix de catégorie plus élevé que sa part des prix principaux ; les prix '
         'principaux sont répartis sans lui',
         '%1 toma un premio de categoría mayor que su parte de los premios generales; los premios '
         'generales se reparten sin él'),
    'share of %1': ('Anteil an %1', 'part de %1', 'parte de %1'),
    'by tie-break order (prizes not shared)': ('nach Feinwertung (Preise nicht geteilt)',
                                               'selon le départage (prix non partagés)',
                                               'por orden de desempate (premios no compartidos)'),
    'equal division among tied players': ('gleiche Teilung unter punktgleichen Spielern',
                                          'partage égal entre joueurs à égalité',
                                          'reparto igual entre jugadores empatados'),
    'Hort system': ('Hort-System', 'système Hort', 'sistema Hort'),
    'the players of the play-off for first share its prizes equally':
        ('die Spieler des Stichkampfs um Platz 1 teilen dessen Preise zu gleichen Teilen',
         'les joueurs du départage joué pour la première place se partagent ses prix à parts égales',
         'los jugadores del desempate por el primer puesto se reparten sus premios a partes iguales'),
    'prize fund: not JSON at character %1: %2': ('Preisfonds: kein JSON bei Zeichen %1: %2',
                                                 'fonds de prix : pas du JSON au caractère %1 : %2',
                                                 'fondo de premios: no es JSON en el carácter %1: %2'),
    'prize fund: the JSON must be an object': ('Preisfonds: das JSON muss ein Objekt sein',
                                               'fonds de prix : le JSON doit être un objet',
                                               'fondo de premios: el JSON debe ser un objeto'),
    'prize fund, currency: "%1" is not a three-letter currency code':
        ('Preisfonds, currency: „%1“ ist kein dreibuchstabiger Währungscode',
         'fonds de prix, currency : « %1 » n’est pas un code de devise de trois lettres',
         'fondo de premios, currency: «%1» no es un código de moneda de tres letras'),
    'prize fund, minorUnits: must be 1, 10, 100 or 1000':
        ('Preisfonds, minorUnits: muss 1, 10, 100 oder 1000 sein',
         'fonds de prix, minorUnits : doit valoir 1, 10, 100 ou 1000',
         'fondo de premios, minorUnits: debe ser 1, 10, 100 o 1000'),
    'prize fund, %1: "%2" is not an amount of %3 (at most %4 decimals)':
        ('Preisfonds, %1: „%2“ ist kein Betrag in %3 (höchstens %4 Nachkommastellen)',
         'fonds de prix, %1 : « %2 » n’est pas un montant en %3 (au plus %4 décimales)',
         'fondo de premios, %1: «%2» no es una cantidad en %3 (como mucho %4 decimales)'),
    'prize fund, sharing: "%1" is not one of %2': ('Preisfonds, sharing: „%1“ ist keiner von %2',
                                                   'fonds de prix, sharing : « %1 » n’est pas parmi %2',
                                                   'fondo de premios, sharing: «%1» no es uno de %2'),
    'prize fund, choice: "%1" is not one of %2': ('Preisfonds, choice: „%1“ ist keiner von %2',
                                                  'fonds de prix, choice : « %1 » n’est pas parmi %2',
                                                  'fondo de premios, choice: «%1» no es uno de %2'),
    'prize fund, remainder: "%1" is not one of %2': ('Preisfonds, remainder: „%1“ ist keiner von %2',
                                                     'fonds de prix, remainder : « %1 » n’est pas parmi %2',
                                                     'fondo de premios, remainder: «%1» no es uno de %2'),
    'prize fund, unit: must be more than 0': ('Preisfonds, unit: muss größer als 0 sein',
                                              'fonds de prix, unit : doit être supérieur à 0',
                                              'fondo de premios, unit: debe ser mayor que 0'),
    'prize fund, %1.place: must be 1 or more': ('Preisfonds, %1.place: muss 1 oder mehr sein',
                                                'fonds de prix, %1.place : doit valoir 1 ou plus',
                                                'fondo de premios, %1.place: debe ser 1 o más'),
    'prize fund, %1: %2 is listed twice': ('Preisfonds, %1: %2 steht zweimal in der Liste',
                                           'fonds de prix, %1 : %2 figure deux fois',
                                           'fondo de premios, %1: %2 aparece dos veces'),
    'Ties: %1': ('Gleichstand: %1', 'Égalités : %1', 'Empates: %1'),
    'Ties: %1 (%2)': ('Gleichstand: %1 (%2)', 'Égalités : %1 (%2)', 'Empates: %1 (%2)'),
    'one prize per player, the larger amount': ('ein Preis pro Spieler, der höhere Betrag',
                                                'un prix par joueur, le montant le plus élevé',
                                                'un premio por jugador, la cantidad mayor'),
    'one prize per player, the one listed first': ('ein Preis pro Spieler, der zuerst genannte',
                                                   'un prix par joueur, celui cité en premier',
                                                   'un premio por jugador, el que figura primero'),
    'a player may win several prizes': ('ein Spieler kann mehrere Preise gewinnen',
                                        'un joueur peut gagner plusieurs prix',
                                        'un jugador puede ganar varios premios'),
    'shares paid in multiples of %1': ('Anteile in Vielfachen von %1 ausgezahlt',
                                       'parts versées en multiples de %1',
                                       'partes pagadas en múltiplos de %1'),
    'no share below %1': ('kein Anteil unter %1', 'aucune part inférieure à %1',
                          'ninguna parte por debajo de %1'),
    'what rounding leaves goes unit by unit in tie-break order':
        ('was beim Runden übrig bleibt, geht Einheit für Einheit nach Feinwertung',
         'ce que l’arrondi laisse va unité par unité dans l’ordre du départage',
         'lo que deja el redondeo va unidad a unidad por orden de desempate'),
    'what rounding leaves stays with the organiser': ('was beim Runden übrig bleibt, behält der Veranstalter',
                                                      'ce que l’arrondi laisse reste à l’organisateur',
                                                      'lo que deja el redondeo se lo queda el organizador'),
    'shares rounded up, the organiser pays the difference':
        ('Anteile aufgerundet, der Veranstalter zahlt die Differenz',
         'parts arrondies au-dessus, l’organisateur paie la différence',
         'partes redondeadas hacia arriba, el organizador paga la diferencia'),
    'Prize fund %1; paid %2': ('Preisfonds %1; ausgezahlt %2', 'Fonds de prix %1 ; versé %2',
                               'Fondo de premios %1; pagado %2'),
    'Not awarded: %1': ('Nicht vergeben: %1', 'Non attribué : %1', 'No otorgado: %1'),
    'Left by rounding, kept by the organiser: %1': ('Rundungsrest, behält der Veranstalter: %1',
                                                    'Reste de l’arrondi, gardé par l’organisateur : %1',
                                                    'Resto del redondeo, para el organizador: %1'),
    'Rounded up, paid by the organiser on top of the fund: %1':
        ('Aufgerundet, vom Veranstalter zusätzlich zum Fonds gezahlt: %1',
         'Arrondi au-dessus, payé par l’organisateur en plus du fonds : %1',
         'Redondeado hacia arriba, pagado por el organizador además del fondo: %1'),
    '(left out so that no share falls below %1, lower in the tie-break order: %2)':
        ('(ausgelassen, damit kein Anteil unter %1 fällt, in der Feinwertung weiter hinten: %2)',
         '(écartés pour qu’aucune part ne tombe sous %1, plus bas au départage : %2)',
         '(excluidos para que ninguna parte baje de %1, más abajo en el desempate: %2)'),
    'prize %1': ('Preis %1', 'prix %1', 'premio %1'),
    '%1 prize %2': ('%1 Preis %2', '%1 prix %2', '%1 premio %2'),
    # The team pairing preview
    '&Store anyway': ('&Trotzdem speichern', '&Enregistrer quand même', '&Guardar de todos modos'),
    'This pairing breaks the absolute criteria of C.04.6:\n\n%1\n\nStore it anyway?':
        ('Diese Paarung verletzt die absoluten Kriterien von C.04.6:\n\n%1\n\nTrotzdem speichern?',
         'Cet appariement enfreint les critères absolus de C.04.6 :\n\n%1\n\nL’enregistrer quand même ?',
         'Este emparejamiento incumple los criterios absolutos de C.04.6:\n\n%1\n\n¿Guardarlo de todos modos?'),
    'Swiss Team Pairing System, changed by the arbiter: %1':
        ('Schweizer System für Mannschaften, vom Schiedsrichter geändert: %1',
         'Système suisse par équipes, modifié par l’arbitre : %1',
         'Sistema suizo por equipos, modificado por el árbitro: %1'),
    'E&xchange teams': ('&Mannschaften tauschen', 'É&changer les équipes', 'Inter&cambiar equipos'),
    'Round %1 by the Swiss Team Pairing System (C.04.6, %2). Each team with its score before the round and the colours of its board 1 so far. Select a match to swap its colours, or two teams to exchange them; every change is written to the audit log.':
        ('Runde %1 nach dem Schweizer System für Mannschaften (C.04.6, %2). Jede Mannschaft mit '
         'ihrer Wertung vor der Runde und den bisherigen Farben ihres ersten Bretts. Wählen Sie '
         'einen Kampf, um seine Farben zu tauschen, oder zwei Mannschaften, um sie zu tauschen; '
         'jede Änderung kommt ins Protokoll.',
         'Ronde %1 selon le système suisse par équipes (C.04.6, %2). Chaque équipe avec son score '
         'avant la ronde et les couleurs de son premier échiquier jusqu’ici. Choisissez un match '
         'pour inverser ses couleurs, ou deux équipes pour les échanger ; chaque changement est '
         'inscrit au journal.',
         'Ronda %1 por el sistema suizo por equipos (C.04.6, %2). Cada equipo con su puntuación '
         'antes de la ronda y los colores de su primer tablero hasta ahora. Elija un encuentro '
         'para cambiar sus colores, o dos equipos para intercambiarlos; cada cambio se anota en '
         'el registro.'),
    'already had a pairing-allocated bye, a forfeit win or a full-point bye ([C2])':
        ('hatte schon spielfrei durch Auslosung, einen kampflosen Sieg oder spielfrei mit vollem '
         'Punkt ([C2])',
         'a déjà eu un exempt d’appariement, un gain par forfait ou un exempt d’un point ([C2])',
         'ya tuvo un descanso por emparejamiento, una victoria por incomparecencia o un descanso '
         'de un punto ([C2])'),
    'already met ([C1])': ('schon gegeneinander gespielt ([C1])', 'déjà rencontrées ([C1])',
                           'ya se enfrentaron ([C1])'),
    'match %1: colours swapped (%2 White on board 1)': ('Kampf %1: Farben getauscht (%2 Weiß an Brett 1)',
                                                        'match %1 : couleurs inversées (%2 les Blancs au premier échiquier)',
                                                        'encuentro %1: colores cambiados (%2 blancas en el tablero 1)'),
    'teams %1 and %2 exchanged (matches %3 and %4)': ('Mannschaften %1 und %2 getauscht (Kämpfe %3 und %4)',
                                                      'équipes %1 et %2 échangées (matchs %3 et %4)',
                                                      'equipos %1 y %2 intercambiados (encuentros %3 y %4)'),
    # Edit > Prizes
    'Prize money': ('Preisgeld', 'Prix en argent', 'Premios en metálico'),
    'Amount': ('Betrag', 'Montant', 'Cantidad'),
    '&Prizes...': ('&Preise...', '&Prix...', '&Premios...'),
    '&One prize per player': ('&Ein Preis pro Spieler', '&Un prix par joueur', '&Un premio por jugador'),
    '&Withdrawn players may win prizes': ('&Zurückgezogene Spieler können Preise gewinnen',
                                          'Les joueurs retirés peuvent gagner des pri&x',
                                          'Los jugadores retirados pueden ganar premi&os'),
    'Prizes': ('Preise', 'Prix', 'Premios'),
    'the larger amount': ('der höhere Betrag', 'le montant le plus élevé', 'la cantidad mayor'),
    'the prize listed first': ('der zuerst genannte Preis', 'le prix cité en premier',
                               'el premio que figura primero'),
    'unit by unit in tie-break order': ('Einheit für Einheit nach Feinwertung',
                                        'unité par unité dans l’ordre du départage',
                                        'unidad a unidad por orden de desempate'),
    'kept by the organiser': ('behält der Veranstalter', 'gardé par l’organisateur',
                              'para el organizador'),
    'shares rounded up, paid by the organiser': ('Anteile aufgerundet, zahlt der Veranstalter',
                                                 'parts arrondies au-dessus, payées par l’organisateur',
                                                 'partes redondeadas hacia arriba, las paga el organizador'),
    'One prize per line: place and amount for the main list, a category first for its prizes:\n1 1000\n2 600\nWomen 1 150':
        ('Ein Preis pro Zeile: Platz und Betrag für die Hauptliste, für die Preise einer Kategorie '
         'deren Name vorweg:\n1 1000\n2 600\nFrauen 1 150',
         'Un prix par ligne : place et montant pour la liste principale, le nom d’une catégorie '
         'avant ses prix :\n1 1000\n2 600\nFemmes 1 150',
         'Un premio por línea: puesto y cantidad para la lista general, el nombre de una categoría '
         'delante de sus premios:\n1 1000\n2 600\nMujeres 1 150'),
    'C&urrency:': ('&Währung:', '&Devise :', '&Moneda:'),
    '&Ties:': ('&Gleichstand:', 'É&galités :', '&Empates:'),
    '&Paid in multiples of:': ('Ausgezahlt in &Vielfachen von:', '&Versé en multiples de :',
                               'Pa&gado en múltiplos de:'),
    'W&hat rounding leaves:': ('&Rundungsrest:', '&Reste de l’arrondi :', '&Resto del redondeo:'),
    '&No share below:': ('&Kein Anteil unter:', 'Aucune part s&ous :', '&Ninguna parte por debajo de:'),
    'P&rizes:': ('&Preise:', '&Prix :', '&Premios:'),
    'Prize &list on the current standings:': ('Preis&liste zur aktuellen Tabelle:',
                                              '&Liste des prix sur le classement actuel :',
                                              '&Lista de premios sobre la clasificación actual:'),
    '&Save': ('&Speichern', '&Enregistrer', 'Guar&dar'),
    'E&xport CSV...': ('CSV e&xportieren...', 'Exporter &CSV...', 'E&xportar CSV...'),
    'Export prize list': ('Preisliste exportieren', 'Exporter la liste des prix',
                          'Exportar la lista de premios'),
    'CSV files (*.csv)': ('CSV-Dateien (*.csv)', 'Fichiers CSV (*.csv)', 'Archivos CSV (*.csv)'),
    'Prizes, line %1: %2': ('Preise, Zeile %1: %2', 'Prix, ligne %1 : %2', 'Premios, línea %1: %2'),
    'give the place and the amount, e.g. "1 1000"': ('geben Sie Platz und Betrag an, z. B. „1 1000“',
                                                     'donnez la place et le montant, p. ex. « 1 1000 »',
                                                     'indique el puesto y la cantidad, p. ej. «1 1000»'),
    '"%1" is not a place (1, 2, ...)': ('„%1“ ist kein Platz (1, 2, ...)',
                                        '« %1 » n’est pas une place (1, 2, ...)',
                                        '«%1» no es un puesto (1, 2, ...)'),
    '"%1" is not an amount': ('„%1“ ist kein Betrag', '« %1 » n’est pas un montant',
                              '«%1» no es una cantidad'),
    '%1 is listed twice': ('%1 steht zweimal in der Liste', '%1 figure deux fois', '%1 aparece dos veces'),
    'Paid in multiples of: "%1" is not an amount above 0': ('Ausgezahlt in Vielfachen von: „%1“ ist kein Betrag über 0',
                                                           'Versé en multiples de : « %1 » n’est pas un montant supérieur à 0',
                                                           'Pagado en múltiplos de: «%1» no es una cantidad mayor que 0'),
    'No share below: "%1" is not an amount': ('Kein Anteil unter: „%1“ ist kein Betrag',
                                             'Aucune part sous : « %1 » n’est pas un montant',
                                             'Ninguna parte por debajo de: «%1» no es una cantidad'),
    '%1: the event has no category "%2" (Players tab, Categories)':
        ('%1: das Turnier hat keine Kategorie „%2“ (Registerkarte Spieler, Kategorien)',
         '%1 : le tournoi n’a pas de catégorie « %2 » (onglet Joueurs, Catégories)',
         '%1: el torneo no tiene la categoría «%2» (pestaña Jugadores, Categorías)'),
    'Prize list written to %1': ('Preisliste geschrieben nach %1', 'Liste des prix écrite dans %1',
                                 'Lista de premios escrita en %1'),
    'Export CSV: %1': ('CSV exportieren: %1', 'Exporter CSV : %1', 'Exportar CSV: %1'),
    'No prize fund': ('Kein Preisfonds', 'Pas de fonds de prix', 'Sin fondo de premios'),
}

N = {
    'Prize fund: %n prize(s), %1; ties: %2':
        (('Preisfonds: %n Preis, %1; Gleichstand: %2', 'Preisfonds: %n Preise, %1; Gleichstand: %2'),
         ('Fonds de prix : %n prix, %1 ; égalités : %2', 'Fonds de prix : %n prix, %1 ; égalités : %2'),
         ('Fondo de premios: %n premio, %1; empates: %2',
          'Fondo de premios: %n premios, %1; empates: %2')),
    '%n players tied on %1 points, ranked by the tie-breaks':
        (('%n Spieler punktgleich mit %1 Punkten, nach Feinwertung gereiht',
          '%n Spieler punktgleich mit %1 Punkten, nach Feinwertung gereiht'),
         ('%n joueur à égalité avec %1 points, classé au départage',
          '%n joueurs à égalité avec %1 points, classés au départage'),
         ('%n jugador empatado con %1 puntos, ordenado por desempate',
          '%n jugadores empatados con %1 puntos, ordenados por desempate')),
    "Hort system: %n players on %1 points; each keeps half of his place's prize, the other half of the prizes is shared equally":
        (('Hort-System: %n Spieler mit %1 Punkten; jeder behält die Hälfte des Preises seines '
          'Platzes, die andere Hälfte der Preise wird gleich geteilt',
          'Hort-System: %n Spieler mit %1 Punkten; jeder behält die Hälfte des Preises seines '
          'Platzes, die andere Hälfte der Preise wird gleich geteilt'),
         ('système Hort : %n joueur avec %1 points ; chacun garde la moitié du prix de sa place, '
          'l’autre moitié des prix est partagée également',
          'système Hort : %n joueurs avec %1 points ; chacun garde la moitié du prix de sa place, '
          'l’autre moitié des prix est partagée également'),
         ('sistema Hort: %n jugador con %1 puntos; cada uno conserva la mitad del premio de su '
          'puesto, la otra mitad de los premios se reparte por igual',
          'sistema Hort: %n jugadores con %1 puntos; cada uno conserva la mitad del premio de su '
          'puesto, la otra mitad de los premios se reparte por igual')),
    "shared equally by the %n players tied for first, whatever the play-off's outcome":
        (('zu gleichen Teilen unter den %n punktgleichen Ersten geteilt, wie auch immer der '
          'Stichkampf ausgeht',
          'zu gleichen Teilen unter den %n punktgleichen Ersten geteilt, wie auch immer der '
          'Stichkampf ausgeht'),
         ('partagé également entre les %n joueur à égalité pour la première place, quelle que '
          'soit l’issue du départage joué',
          'partagé également entre les %n joueurs à égalité pour la première place, quelle que '
          'soit l’issue du départage joué'),
         ('repartido por igual entre los %n jugador empatado en el primer puesto, sea cual sea '
          'el resultado del desempate',
          'repartido por igual entre los %n jugadores empatados en el primer puesto, sea cual sea '
          'el resultado del desempate')),
    'shared equally by %n players on %1 points':
        (('zu gleichen Teilen unter %n Spieler mit %1 Punkten geteilt',
          'zu gleichen Teilen unter %n Spielern mit %1 Punkten geteilt'),
         ('partagé également entre %n joueur avec %1 points',
          'partagé également entre %n joueurs avec %1 points'),
         ('repartido por igual entre %n jugador con %1 puntos',
          'repartido por igual entre %n jugadores con %1 puntos')),
    '%n players on %1 points; no share may fall below %2, so the first in the tie-break order takes it all':
        (('%n Spieler mit %1 Punkten; kein Anteil darf unter %2 fallen, also erhält der Erste '
          'nach Feinwertung alles',
          '%n Spieler mit %1 Punkten; kein Anteil darf unter %2 fallen, also erhält der Erste '
          'nach Feinwertung alles'),
         ('%n joueur avec %1 points ; aucune part ne peut tomber sous %2, le premier au départage '
          'prend donc tout',
          '%n joueurs avec %1 points ; aucune part ne peut tomber sous %2, le premier au '
          'départage prend donc tout'),
         ('%n jugador con %1 puntos; ninguna parte puede bajar de %2, así que el primero por '
          'desempate se lo lleva todo',
          '%n jugadores con %1 puntos; ninguna parte puede bajar de %2, así que el primero por '
          'desempate se lo lleva todo')),
}
