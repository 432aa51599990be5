# The checker: what the TRF reader adjusted, and the pairings paired again.
T = {
    '%1-bye':
        ('%1-spielfrei', '%1-exempt', '%1-descanso'),
    'FIDE Dutch system':
        ('FIDE-Holländisches System', 'système hollandais FIDE', 'sistema holandés FIDE'),
    'a team tournament: its pairings are not paired again (Arbiter pairs individual Swiss events)':
        ('ein Mannschaftsturnier: seine Paarungen werden nicht neu ausgelost (Arbiter lost '
         'Einzel-Schweizer-System-Turniere aus)',
         'un tournoi par équipes : ses appariements ne sont pas refaits (Arbiter apparie les '
         'tournois individuels au système suisse)',
         'un torneo por equipos: sus emparejamientos no se rehacen (Arbiter empareja torneos '
         'individuales por sistema suizo)'),
    'a round robin: its pairings come from the Berger tables (arbiter-cli berger) with pairing numbers drawn by lot, and are not paired again':
        ('ein Rundenturnier: seine Paarungen stammen aus den Berger-Tabellen (arbiter-cli berger) '
         'mit ausgelosten Startnummern und werden nicht neu ausgelost',
         'un tournoi toutes rondes : ses appariements viennent des tables de Berger (arbiter-cli '
         'berger) avec des numéros tirés au sort, et ne sont pas refaits',
         'un round robin: sus emparejamientos vienen de las tablas de Berger (arbiter-cli berger) '
         'con números sorteados, y no se rehacen'),
    'the file names no pairing system (no 192 code, no "Dutch" in 092 "%1"): its pairings are not paired again; --system dutch checks them by the FIDE Dutch system':
        ('die Datei nennt kein Paarungssystem (kein 192-Code, kein „Dutch“ in 092 „%1“): ihre '
         'Paarungen werden nicht neu ausgelost; --system dutch prüft sie nach dem '
         'FIDE-Holländischen System',
         'le fichier ne nomme aucun système d’appariement (pas de code 192, pas de « Dutch » dans '
         '092 « %1 ») : ses appariements ne sont pas refaits ; --system dutch les vérifie selon '
         'le système hollandais FIDE',
         'el archivo no nombra ningún sistema de emparejamiento (sin código 192, sin «Dutch» en '
         '092 «%1»): sus emparejamientos no se rehacen; --system dutch los comprueba según el '
         'sistema holandés FIDE'),
    'not valid UTF-8 (TRF-2026 asks for it): read as Latin-1':
        ('kein gültiges UTF-8 (TRF-2026 verlangt es): als Latin-1 gelesen',
         'UTF-8 non valide (TRF-2026 l’exige) : lu comme Latin-1',
         'UTF-8 no válido (TRF-2026 lo exige): leído como Latin-1'),
    'a Swiss':
        ('ein Schweizer-System-Turnier', 'un tournoi au système suisse', 'un torneo suizo'),
    'a round robin':
        ('ein Rundenturnier', 'un tournoi toutes rondes', 'un round robin'),
    'a double round robin':
        ('ein doppelrundiges Rundenturnier', 'un tournoi toutes rondes à double tour',
         'un doble round robin'),
    'no tournament type (092 or 192): read as %1 from the games':
        ('kein Turniertyp (092 oder 192): aus den Partien als %1 gelesen',
         'aucun type de tournoi (092 ou 192) : lu comme %1 d’après les parties',
         'ningún tipo de torneo (092 o 192): leído como %1 a partir de las partidas'),
    'tournament type "%1" not known: read as %2 from the games':
        ('Turniertyp „%1“ unbekannt: aus den Partien als %2 gelesen',
         'type de tournoi « %1 » inconnu : lu comme %2 d’après les parties',
         'tipo de torneo «%1» desconocido: leído como %2 a partir de las partidas'),
    'no scoring record (162): a pairing-allocated bye is taken as worth %1 points instead of %2, the value with which the totals of its players add up':
        ('kein Wertungsdatensatz (162): ein vom System vergebenes Freilos zählt %1 statt %2 '
         'Punkte, der Wert, mit dem die Summen seiner Spieler aufgehen',
         'pas d’enregistrement de barème (162) : une exemption d’appariement vaut %1 point(s) au '
         'lieu de %2, la valeur avec laquelle les totaux de ses joueurs concordent',
         'sin registro de puntuación (162): un descanso asignado por el emparejamiento vale %1 '
         'puntos en lugar de %2, el valor con el que cuadran los totales de sus jugadores'),
}
N = {}
