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
T.update({
    '"%1" is not a count (3), a rate (0.05 or 5%) or ROUND:VALUE':
        ('„%1“ ist weder eine Anzahl (3) noch ein Anteil (0.05 oder 5%) noch RUNDE:WERT',
         '« %1 » n’est ni un nombre (3), ni une proportion (0.05 ou 5%), ni RONDE:VALEUR',
         '«%1» no es un número (3), una proporción (0.05 o 5%) ni RONDA:VALOR'),
    '"%1" does not name a round':
        ('„%1“ nennt keine Runde', '« %1 » ne désigne pas une ronde', '«%1» no indica una ronda'),
})
T.update({
    'Rounds not paired by the rules':
        ('Runden nicht nach den Regeln ausgelost', 'Rondes non appariées selon les règles',
         'Rondas no emparejadas según las reglas'),
    "%1 holds rounds that the FIDE Dutch system would pair otherwise (the file's boards, then the engine's):\n%2\n\nImported as it is, each such round is recorded in the event and its rating report (### Import @ Round n).":
        ('%1 enthält Runden, die das FIDE-Holländische System anders auslosen würde (die Bretter '
         'der Datei, dann die der Auslosung):\n%2\n\nUnverändert importiert, wird jede solche '
         'Runde im Turnier und in seinem Elo-Bericht vermerkt (### Import @ Round n).',
         '%1 contient des rondes que le système hollandais FIDE apparierait autrement (les '
         'échiquiers du fichier, puis ceux du moteur) :\n%2\n\nImportée telle quelle, chaque '
         'ronde de ce genre est consignée dans le tournoi et dans son rapport Elo (### Import @ '
         'Round n).',
         '%1 contiene rondas que el sistema holandés FIDE emparejaría de otro modo (los tableros '
         'del archivo, luego los del motor):\n%2\n\nImportada tal cual, cada una de esas rondas '
         'queda registrada en el torneo y en su informe de Elo (### Import @ Round n).'),
    'Import as it is':
        ('Unverändert importieren', 'Importer tel quel', 'Importar tal cual'),
    'the engine cannot pair it: %1':
        ('die Auslosung kann sie nicht paaren: %1', 'le moteur ne peut pas l’apparier : %1',
         'el motor no puede emparejarla: %1'),
    'file %1; engine %2':
        ('Datei %1; Auslosung %2', 'fichier %1 ; moteur %2', 'archivo %1; motor %2'),
    'round %1: %2':
        ('Runde %1: %2', 'ronde %1 : %2', 'ronda %1: %2'),
    'the import was cancelled; nothing was imported':
        ('der Import wurde abgebrochen; nichts wurde importiert',
         'l’import a été annulé ; rien n’a été importé',
         'la importación se canceló; no se importó nada'),
})
