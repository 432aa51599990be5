"""Translations of the arbiter's pairing settings: pairing numbers (C.04.2 Art. 2), acceleration
(C.04.7), prohibited pairs, corrections after later rounds, round dates and the rating report
(source -> (de, fr, es))."""

T = {
 # Acceleration and prohibited pairs (TRF 250, XXA, 260, XXP)
 '250: expected the virtual points, the first and last round and the first and last player, found "%1"':
     ('250: erwartet werden die virtuellen Punkte, die erste und letzte Runde und der erste und letzte Spieler, gefunden „%1“',
      '250 : attendu les points virtuels, la première et la dernière ronde et le premier et le dernier joueur, trouvé « %1 »',
      '250: se esperaban los puntos virtuales, la primera y última ronda y el primer y último jugador; se encontró «%1»'),
 '250: "%1" is not virtual points for a range of rounds and players':
     ('250: „%1“ sind keine virtuellen Punkte für einen Bereich von Runden und Spielern',
      '250 : « %1 » ne sont pas des points virtuels pour une plage de rondes et de joueurs',
      '250: «%1» no son puntos virtuales para un intervalo de rondas y jugadores'),
 'XXA: expected a start number in columns 5-8':
     ('XXA: Startnummer in den Spalten 5-8 erwartet', 'XXA : numéro de départ attendu dans les colonnes 5-8', 'XXA: se esperaba un número inicial en las columnas 5-8'),
 'XXA: "%1" in columns %2-%3 is not a number of points':
     ('XXA: „%1“ in den Spalten %2-%3 ist keine Punktzahl', 'XXA : « %1 » dans les colonnes %2-%3 n’est pas un nombre de points', 'XXA: «%1» en las columnas %2-%3 no es un número de puntos'),
 'XXP: expected two or more start numbers, found "%1"':
     ('XXP: zwei oder mehr Startnummern erwartet, gefunden „%1“', 'XXP : deux numéros de départ ou plus attendus, trouvé « %1 »', 'XXP: se esperaban dos o más números iniciales; se encontró «%1»'),
 '260: expected the first and last round and two or more start numbers, found "%1"':
     ('260: erwartet werden die erste und letzte Runde und zwei oder mehr Startnummern, gefunden „%1“',
      '260 : attendu la première et la dernière ronde et deux numéros de départ ou plus, trouvé « %1 »',
      '260: se esperaban la primera y última ronda y dos o más números iniciales; se encontró «%1»'),
 ' (rounds %1-%2)': (' (Runden %1-%2)', ' (rondes %1-%2)', ' (rondas %1-%2)'),
 'prohibited pairs, group %1 ("%2"): %3': ('verbotene Paarungen, Gruppe %1 („%2“): %3', 'appariements interdits, groupe %1 (« %2 ») : %3', 'emparejamientos prohibidos, grupo %1 («%2»): %3'),
 'the rounds must run from 1 up': ('die Runden müssen ab 1 aufsteigend sein', 'les rondes doivent aller en croissant à partir de 1', 'las rondas deben ir en aumento desde 1'),
 '"%1" is not a start number': ('„%1“ ist keine Startnummer', '« %1 » n’est pas un numéro de départ', '«%1» no es un número inicial'),
 'a group needs two or more players': ('eine Gruppe braucht zwei oder mehr Spieler', 'un groupe demande deux joueurs ou plus', 'un grupo necesita dos o más jugadores'),
 '192: the pairing system "%1" is not the FIDE Dutch system, the only Swiss system Arbiter pairs; no other system\'s pairing is given in its place':
     ('192: das Paarungssystem „%1“ ist nicht das niederländische FIDE-System, das einzige Schweizer System, das Arbiter paart; die Paarung eines anderen Systems wird nicht an seiner Stelle ausgegeben',
      '192 : le système d’appariement « %1 » n’est pas le système hollandais FIDE, le seul système suisse qu’Arbiter apparie ; aucun appariement d’un autre système n’est donné à sa place',
      '192: el sistema de emparejamiento «%1» no es el sistema holandés FIDE, el único sistema suizo que empareja Arbiter; no se da en su lugar el emparejamiento de otro sistema'),
 "299: abnormal points (a penalty, a bonus or non-standard forfeit points) are not applied by the pairing; the pairing would use other scores than the file's":
     ('299: abweichende Punkte (eine Strafe, ein Bonus oder besondere Punkte für kampflose Partien) wendet die Paarung nicht an; sie würde mit anderen Punktständen als denen der Datei paaren',
      '299 : les points anormaux (une pénalité, un bonus ou des points de forfait non standard) ne sont pas appliqués par l’appariement ; il utiliserait d’autres scores que ceux du fichier',
      '299: los puntos anómalos (una penalización, una bonificación o puntos por incomparecencia no estándar) no los aplica el emparejamiento; usaría otras puntuaciones que las del fichero'),
 'XXC rank: pairing by the order of the records in the file is not supported; the start numbers are the pairing numbers':
     ('XXC rank: Paaren nach der Reihenfolge der Datensätze in der Datei wird nicht unterstützt; die Startnummern sind die Paarungsnummern',
      'XXC rank : l’appariement selon l’ordre des enregistrements du fichier n’est pas pris en charge ; les numéros de départ sont les numéros d’appariement',
      'XXC rank: emparejar según el orden de los registros del fichero no está admitido; los números iniciales son los números de emparejamiento'),
 'XXZ: absences for the next round are not read from this record; enter them as a zero-point bye (240 Z or "0000 - Z" in the round)':
     ('XXZ: Abwesenheiten in der nächsten Runde werden nicht aus diesem Datensatz gelesen; tragen Sie sie als Nullpunkt-Freilos ein (240 Z oder „0000 - Z“ in der Runde)',
      'XXZ : les absences de la ronde suivante ne sont pas lues dans cet enregistrement ; saisissez-les comme exempt à zéro point (240 Z ou « 0000 - Z » dans la ronde)',
      'XXZ: las ausencias de la ronda siguiente no se leen de este registro; introdúzcalas como descanso de cero puntos (240 Z o «0000 - Z» en la ronda)'),
 "%1: bbpPairings' scoring records are not read; write the scoring as a 162 record":
     ('%1: die Wertungsdatensätze von bbpPairings werden nicht gelesen; schreiben Sie die Wertung als Datensatz 162',
      '%1 : les enregistrements de barème de bbpPairings ne sont pas lus ; écrivez le barème dans un enregistrement 162',
      '%1: los registros de puntuación de bbpPairings no se leen; escriba la puntuación como registro 162'),
 'XXS: points that depend on the colour (%1=%2, %3=%4) are not supported':
     ('XXS: farbabhängige Punkte (%1=%2, %3=%4) werden nicht unterstützt', 'XXS : des points qui dépendent de la couleur (%1=%2, %3=%4) ne sont pas pris en charge', 'XXS: los puntos que dependen del color (%1=%2, %3=%4) no están admitidos'),
 # Round dates
 'round %1: "%2" is not a date (YYYY-MM-DD) and a time (HH:MM)':
     ('Runde %1: „%2“ ist kein Datum (JJJJ-MM-TT) mit Uhrzeit (HH:MM)', 'ronde %1 : « %2 » n’est pas une date (AAAA-MM-JJ) et une heure (HH:MM)', 'ronda %1: «%2» no es una fecha (AAAA-MM-DD) y una hora (HH:MM)'),
 'round %1: %2 is before the date of round %3': ('Runde %1: %2 liegt vor dem Datum von Runde %3', 'ronde %1 : %2 est avant la date de la ronde %3', 'ronda %1: %2 es anterior a la fecha de la ronda %3'),
 # The rating report
 'event name (012)': ('Turniername (012)', 'nom du tournoi (012)', 'nombre del torneo (012)'),
 'city (022)': ('Ort (022)', 'ville (022)', 'ciudad (022)'),
 'federation (032)': ('Föderation (032)', 'fédération (032)', 'federación (032)'),
 'start date (042)': ('Beginndatum (042)', 'date de début (042)', 'fecha de inicio (042)'),
 'end date (052)': ('Enddatum (052)', 'date de fin (052)', 'fecha de fin (052)'),
 'chief arbiter (102)': ('Hauptschiedsrichter (102)', 'arbitre principal (102)', 'árbitro principal (102)'),
 'time control (122)': ('Bedenkzeit (122)', 'cadence (122)', 'ritmo de juego (122)'),
 'round dates (132)': ('Rundentermine (132)', 'dates des rondes (132)', 'fechas de las rondas (132)'),
 # Event tab
 'e.g. 2026-12-01 15:00; 2026-12-02 15:00': ('z. B. 2026-12-01 15:00; 2026-12-02 15:00', 'p. ex. 2026-12-01 15:00; 2026-12-02 15:00', 'p. ej. 2026-12-01 15:00; 2026-12-02 15:00'),
 'One a day': ('Eine pro Tag', 'Une par jour', 'Una al día'),
 "One round a day from the start date, at the first round's time": ('Eine Runde pro Tag ab dem Beginndatum, zur Uhrzeit der ersten Runde', 'Une ronde par jour à partir de la date de début, à l’heure de la première ronde', 'Una ronda al día desde la fecha de inicio, a la hora de la primera ronda'),
 'Round dates and times:': ('Rundentermine und Uhrzeiten:', 'Dates et heures des rondes :', 'Fechas y horas de las rondas:'),
 'None': ('Keine', 'Aucune', 'Ninguna'),
 'Baku (C.04.7)': ('Baku (C.04.7)', 'Bakou (C.04.7)', 'Bakú (C.04.7)'),
 'Acceleration:': ('Beschleunigung:', 'Accélération :', 'Aceleración:'),
 'Name (C.04.2 2.2.3)': ('Name (C.04.2 2.2.3)', 'Nom (C.04.2 2.2.3)', 'Nombre (C.04.2 2.2.3)'),
 'FIDE ID': ('FIDE-ID', 'Identifiant FIDE', 'ID FIDE'),
 'By lot': ('Durch Los', 'Par tirage au sort', 'Por sorteo'),
 'Initial ranking, after rating and title:': ('Setzliste, nach Elo und Titel:', 'Classement initial, après Elo et titre :', 'Orden inicial, tras Elo y título:'),
 'start numbers who must not meet, e.g. 3 12 56; 8 11 (rounds 1-3)': ('Startnummern, die nicht gegeneinander spielen dürfen, z. B. 3 12 56; 8 11 (Runden 1-3)', 'numéros de départ qui ne doivent pas se rencontrer, p. ex. 3 12 56; 8 11 (rondes 1-3)', 'números iniciales que no deben enfrentarse, p. ej. 3 12 56; 8 11 (rondas 1-3)'),
 'Prohibited pairs:': ('Verbotene Paarungen:', 'Appariements interdits :', 'Emparejamientos prohibidos:'),
 'Pairing rules': ('Paarungsregeln', 'Règles d’appariement', 'Reglas de emparejamiento'),
 "Virtual points of the event's records": ('Virtuelle Punkte aus den Datensätzen des Turniers', 'Points virtuels des enregistrements du tournoi', 'Puntos virtuales de los registros del torneo'),
 "Group A, the top half of the players rounded up to an even number, carries a win's points in the first accelerated rounds and a draw's in the rest: half the event, rounded up (C.04.7).":
     ('Gruppe A, die obere Hälfte der Spieler auf eine gerade Zahl aufgerundet, trägt in den ersten beschleunigten Runden die Punkte eines Siegs und in den übrigen die eines Remis: die Hälfte des Turniers, aufgerundet (C.04.7).',
      'Le groupe A, la moitié supérieure des joueurs arrondie au nombre pair supérieur, porte les points d’une victoire dans les premières rondes accélérées et ceux d’une nulle dans les autres : la moitié du tournoi, arrondie au-dessus (C.04.7).',
      'El grupo A, la mitad superior de los jugadores redondeada a un número par, lleva los puntos de una victoria en las primeras rondas aceleradas y los de unas tablas en el resto: la mitad del torneo, redondeada hacia arriba (C.04.7).'),
 'Round 1 is paired: the acceleration was fixed with it. Changing it now changes the pairing of every round still to come. Change it all the same (recorded in the audit log)?':
     ('Runde 1 ist gepaart: mit ihr wurde die Beschleunigung festgelegt. Eine Änderung jetzt ändert die Paarung jeder noch kommenden Runde. Trotzdem ändern (im Protokoll vermerkt)?',
      'La ronde 1 est appariée : l’accélération a été fixée avec elle. La changer maintenant change l’appariement de chaque ronde à venir. La changer quand même (consigné au journal) ?',
      'La ronda 1 está emparejada: la aceleración quedó fijada con ella. Cambiarla ahora cambia el emparejamiento de cada ronda por venir. ¿Cambiarla de todos modos (queda en el registro)?'),
 'Round 1 is paired: a prohibited pair added now applies from the next pairing on. Add it (recorded in the audit log)?':
     ('Runde 1 ist gepaart: eine jetzt hinzugefügte verbotene Paarung gilt ab der nächsten Auslosung. Hinzufügen (im Protokoll vermerkt)?',
      'La ronde 1 est appariée : un appariement interdit ajouté maintenant s’applique à partir du prochain appariement. L’ajouter (consigné au journal) ?',
      'La ronda 1 está emparejada: un emparejamiento prohibido añadido ahora se aplica desde el próximo emparejamiento. ¿Añadirlo (queda en el registro)?'),
 # Players tab
 'Removed %1 (Ctrl+Z undoes)': ('%1 entfernt (Strg+Z macht es rückgängig)', '%1 retiré (Ctrl+Z annule)', '%1 eliminado (Ctrl+Z deshace)'),
 'Assign pairing n&umbers': ('Paarungs&nummern vergeben', 'Attrib&uer les numéros d’appariement', 'Asignar n&úmeros de emparejamiento'),
 'Numbers the players by the initial ranking: rating, then title, then the last key chosen in the Event tab (C.04.2 Art. 2)':
     ('Nummeriert die Spieler nach der Setzliste: Elo, dann Titel, dann das im Reiter Turnier gewählte letzte Kriterium (C.04.2 Art. 2)',
      'Numérote les joueurs selon le classement initial : Elo, puis titre, puis le dernier critère choisi dans l’onglet Tournoi (C.04.2 art. 2)',
      'Numera a los jugadores según el orden inicial: Elo, luego título, luego el último criterio elegido en la pestaña Torneo (C.04.2 art. 2)'),
 'Pairing numbers cannot be assigned: %1.': ('Paarungsnummern können nicht vergeben werden: %1.', 'Les numéros d’appariement ne peuvent pas être attribués : %1.', 'No se pueden asignar los números de emparejamiento: %1.'),
 'The pairing numbers already follow the initial ranking (%1).': ('Die Paarungsnummern folgen bereits der Setzliste (%1).', 'Les numéros d’appariement suivent déjà le classement initial (%1).', 'Los números de emparejamiento ya siguen el orden inicial (%1).'),
 # Wizard
 'Baku acce&leration (C.04.7)': ('Baku-Besch&leunigung (C.04.7)', 'Accé&lération de Bakou (C.04.7)', 'Ace&leración de Bakú (C.04.7)'),
 'Virtual points for the top half of the players in the first half of the event, as the regulations announce it':
     ('Virtuelle Punkte für die obere Hälfte der Spieler in der ersten Hälfte des Turniers, wie die Ausschreibung es ankündigt',
      'Des points virtuels pour la moitié supérieure des joueurs pendant la première moitié du tournoi, comme le règlement l’annonce',
      'Puntos virtuales para la mitad superior de los jugadores en la primera mitad del torneo, como lo anuncian las bases'),
 'Acceleration: Baku (C.04.7)': ('Beschleunigung: Baku (C.04.7)', 'Accélération : Bakou (C.04.7)', 'Aceleración: Bakú (C.04.7)'),
 # Pairing numbers
 'rating, then title, then FIDE ID (C.04.2 2.2; the last key as the regulations state it)':
     ('Elo, dann Titel, dann FIDE-ID (C.04.2 2.2; das letzte Kriterium laut Ausschreibung)', 'Elo, puis titre, puis identifiant FIDE (C.04.2 2.2 ; le dernier critère tel que le règlement l’indique)', 'Elo, luego título, luego ID FIDE (C.04.2 2.2; el último criterio según las bases)'),
 'rating, then title, then by lot with seed %1 (C.04.2 2.2; the last key as the regulations state it)':
     ('Elo, dann Titel, dann durch Los mit Startwert %1 (C.04.2 2.2; das letzte Kriterium laut Ausschreibung)', 'Elo, puis titre, puis par tirage au sort avec la graine %1 (C.04.2 2.2 ; le dernier critère tel que le règlement l’indique)', 'Elo, luego título, luego por sorteo con la semilla %1 (C.04.2 2.2; el último criterio según las bases)'),
 'rating, then title, then name (C.04.2 2.2)': ('Elo, dann Titel, dann Name (C.04.2 2.2)', 'Elo, puis titre, puis nom (C.04.2 2.2)', 'Elo, luego título, luego nombre (C.04.2 2.2)'),
 "the players of a team event keep their numbers: the teams' order decides the pairing (C.04.6 1.1.2)":
     ('die Spieler eines Mannschaftsturniers behalten ihre Nummern: die Reihenfolge der Mannschaften entscheidet die Paarung (C.04.6 1.1.2)',
      'les joueurs d’un tournoi par équipes gardent leurs numéros : l’ordre des équipes décide de l’appariement (C.04.6 1.1.2)',
      'los jugadores de un torneo por equipos conservan sus números: el orden de los equipos decide el emparejamiento (C.04.6 1.1.2)'),
 'a play-off is set up for the final standings; its players are named by their numbers':
     ('für die Endtabelle ist ein Stichkampf angelegt; seine Spieler sind mit ihren Nummern benannt', 'un départage est prévu pour le classement final ; ses joueurs sont désignés par leurs numéros', 'hay un desempate preparado para la clasificación final; sus jugadores se nombran por sus números'),
 'player %1 (%2, %3) should have number %4, which nobody has': ('Spieler %1 (%2, %3) sollte die Nummer %4 haben, die niemand hat', 'le joueur %1 (%2, %3) devrait avoir le numéro %4, que personne n’a', 'el jugador %1 (%2, %3) debería tener el número %4, que no tiene nadie'),
 'player %1 (%2, %3) ranks above player %4 (%5, %6)': ('Spieler %1 (%2, %3) steht vor Spieler %4 (%5, %6)', 'le joueur %1 (%2, %3) est classé avant le joueur %4 (%5, %6)', 'el jugador %1 (%2, %3) va por delante del jugador %4 (%5, %6)'),
 # Pairing a round
 'Round %1 is not paired: %2': ('Runde %1 wird nicht gepaart: %2', 'La ronde %1 n’est pas appariée : %2', 'La ronda %1 no se empareja: %2'),
 'The pairing numbers are not in the order of the initial ranking (%1): %2.\n\nAssign pairing numbers by it before round %3 is paired?':
     ('Die Paarungsnummern folgen nicht der Setzliste (%1): %2.\n\nPaarungsnummern danach vergeben, bevor Runde %3 gepaart wird?',
      'Les numéros d’appariement ne suivent pas le classement initial (%1) : %2.\n\nAttribuer les numéros selon celui-ci avant d’apparier la ronde %3 ?',
      'Los números de emparejamiento no siguen el orden inicial (%1): %2.\n\n¿Asignarlos según este antes de emparejar la ronda %3?'),
 "Warning: paired with pairing numbers out of the initial ranking's order (%1).": ('Warnung: gepaart mit Paarungsnummern außerhalb der Reihenfolge der Setzliste (%1).', 'Attention : apparié avec des numéros d’appariement hors de l’ordre du classement initial (%1).', 'Aviso: emparejado con números de emparejamiento fuera del orden inicial (%1).'),
 'All %1 rounds are paired': ('Alle %1 Runden sind gepaart', 'Les %1 rondes sont toutes appariées', 'Las %1 rondas están emparejadas'),
 'Type the path of the list and press Return, or choose the file': ('Pfad der Liste eingeben und Eingabe drücken, oder die Datei wählen', 'Tapez le chemin de la liste et appuyez sur Entrée, ou choisissez le fichier', 'Escriba la ruta de la lista y pulse Intro, o elija el fichero'),
 'Board %1, %2 – %3, has the result %4. Unpairing it deletes the result (Ctrl+Z brings it back).':
     ('Brett %1, %2 – %3, hat das Ergebnis %4. Das Entpaaren löscht das Ergebnis (Strg+Z holt es zurück).',
      'L’échiquier %1, %2 – %3, a le résultat %4. Le désapparier efface le résultat (Ctrl+Z le rétablit).',
      'El tablero %1, %2 – %3, tiene el resultado %4. Desemparejarlo borra el resultado (Ctrl+Z lo recupera).'),
 'Delete the result and unpair': ('Ergebnis löschen und entpaaren', 'Effacer le résultat et désapparier', 'Borrar el resultado y desemparejar'),
 'Exported %1': ('%1 exportiert', '%1 exporté', '%1 exportado'),
 'Exported %1. The rating report has no %2 yet (Event tab).': ('%1 exportiert. Dem Elo-Bericht fehlt noch: %2 (Reiter Turnier).', '%1 exporté. Le rapport Elo n’a pas encore : %2 (onglet Tournoi).', '%1 exportado. Al informe de Elo aún le falta: %2 (pestaña Torneo).'),
 'Warning: Baku acceleration needs the number of rounds (Event tab); without it no virtual points are given.':
     ('Warnung: die Baku-Beschleunigung braucht die Rundenzahl (Reiter Turnier); ohne sie gibt es keine virtuellen Punkte.',
      'Attention : l’accélération de Bakou demande le nombre de rondes (onglet Tournoi) ; sans lui, aucun point virtuel n’est donné.',
      'Aviso: la aceleración de Bakú necesita el número de rondas (pestaña Torneo); sin él no se dan puntos virtuales.'),
 'The rating report cannot be final while a game is adjourned (%1): enter its result first.':
     ('Der Elo-Bericht kann nicht endgültig sein, solange eine Partie vertagt ist (%1): tragen Sie zuerst ihr Ergebnis ein.',
      'Le rapport Elo ne peut pas être définitif tant qu’une partie est ajournée (%1) : saisissez d’abord son résultat.',
      'El informe de Elo no puede ser definitivo mientras una partida esté aplazada (%1): introduzca antes su resultado.'),
 # Audit log
 'name': ('Name', 'nom', 'nombre'),
 'title': ('Titel', 'titre', 'título'),
 'sex': ('Geschlecht', 'sexe', 'sexo'),
 'federation': ('Föderation', 'fédération', 'federación'),
 'birth date': ('Geburtsdatum', 'date de naissance', 'fecha de nacimiento'),
 'club': ('Verein', 'club', 'club'),
 'rating': ('Elo', 'Elo', 'Elo'),
 'K factor': ('K-Faktor', 'Coefficient K', 'Factor K'),
 'pairing numbers cannot be assigned: %1': ('Paarungsnummern können nicht vergeben werden: %1', 'les numéros d’appariement ne peuvent pas être attribués : %1', 'no se pueden asignar los números de emparejamiento: %1'),
 'Initial ranking: %1': ('Setzliste: %1', 'Classement initial : %1', 'Orden inicial: %1'),
 ' (a correction: round %1 was paired on the old result)': (' (eine Korrektur: Runde %1 wurde mit dem alten Ergebnis gepaart)', ' (une correction : la ronde %1 a été appariée sur l’ancien résultat)', ' (una corrección: la ronda %1 se emparejó con el resultado anterior)'),
 ' (a correction: rounds %1-%2 were paired on the old result)': (' (eine Korrektur: die Runden %1-%2 wurden mit dem alten Ergebnis gepaart)', ' (une correction : les rondes %1-%2 ont été appariées sur l’ancien résultat)', ' (una corrección: las rondas %1-%2 se emparejaron con el resultado anterior)'),
 'Round dates: %1': ('Rundentermine: %1', 'Dates des rondes : %1', 'Fechas de las rondas: %1'),
 '%1 (rounds %2-%3)': ('%1 (Runden %2-%3)', '%1 (rondes %2-%3)', '%1 (rondas %2-%3)'),
 'prohibited pair: there is no player %1': ('verbotene Paarung: es gibt keinen Spieler %1', 'appariement interdit : il n’y a pas de joueur %1', 'emparejamiento prohibido: no hay jugador %1'),
 'Acceleration: %1': ('Beschleunigung: %1', 'Accélération : %1', 'Aceleración: %1'),
 'Prohibited pairs: %1': ('Verbotene Paarungen: %1', 'Appariements interdits : %1', 'Emparejamientos prohibidos: %1'),
 'none': ('keins', 'aucun', 'ninguno'),
 # Corrections
 'Round %1 was paired on the old result: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.':
     ('Runde %1 wurde mit dem alten Ergebnis gepaart: sie bleibt, wie sie ist (C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.',
      'La ronde %1 a été appariée sur l’ancien résultat : elle reste telle quelle (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.',
      'La ronda %1 se emparejó con el resultado anterior: se queda como está (C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.'),
 'Rounds %1-%2 were paired on the old result: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.':
     ('Die Runden %1-%2 wurden mit dem alten Ergebnis gepaart: sie bleiben, wie sie sind (C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.',
      'Les rondes %1-%2 ont été appariées sur l’ancien résultat : elles restent telles quelles (C.04.2 4.3). La correction est consignée au journal et dans le rapport Elo.',
      'Las rondas %1-%2 se emparejaron con el resultado anterior: se quedan como están (C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.'),
}

N = {
 'Virtual points set per player and round (TRF records 250 or XXA: %n record(s)).':
     (('Virtuelle Punkte je Spieler und Runde (TRF-Datensätze 250 oder XXA: %n Datensatz).', 'Virtuelle Punkte je Spieler und Runde (TRF-Datensätze 250 oder XXA: %n Datensätze).'),
      ('Points virtuels par joueur et par ronde (enregistrements TRF 250 ou XXA : %n enregistrement).', 'Points virtuels par joueur et par ronde (enregistrements TRF 250 ou XXA : %n enregistrements).'),
      ('Puntos virtuales por jugador y ronda (registros TRF 250 o XXA: %n registro).', 'Puntos virtuales por jugador y ronda (registros TRF 250 o XXA: %n registros).')),
 'Removed %n players: %1 (Ctrl+Z undoes each)':
     (('%n Spieler entfernt: %1 (Strg+Z macht jeden rückgängig)', '%n Spieler entfernt: %1 (Strg+Z macht jeden rückgängig)'),
      ('%n joueur retiré : %1 (Ctrl+Z annule chacun)', '%n joueurs retirés : %1 (Ctrl+Z annule chacun)'),
      ('%n jugador eliminado: %1 (Ctrl+Z deshace cada uno)', '%n jugadores eliminados: %1 (Ctrl+Z deshace cada uno)')),
 '%n player(s) renumbered by the initial ranking (%1). Ctrl+Z undoes.':
     (('%n Spieler nach der Setzliste neu nummeriert (%1). Strg+Z macht es rückgängig.', '%n Spieler nach der Setzliste neu nummeriert (%1). Strg+Z macht es rückgängig.'),
      ('%n joueur renuméroté selon le classement initial (%1). Ctrl+Z annule.', '%n joueurs renumérotés selon le classement initial (%1). Ctrl+Z annule.'),
      ('%n jugador renumerado según el orden inicial (%1). Ctrl+Z deshace.', '%n jugadores renumerados según el orden inicial (%1). Ctrl+Z deshace.')),
 'Pairing numbers assigned by the initial ranking first: %n player(s) renumbered.':
     (('Zuerst Paarungsnummern nach der Setzliste vergeben: %n Spieler neu nummeriert.', 'Zuerst Paarungsnummern nach der Setzliste vergeben: %n Spieler neu nummeriert.'),
      ('Numéros d’appariement d’abord attribués selon le classement initial : %n joueur renuméroté.', 'Numéros d’appariement d’abord attribués selon le classement initial : %n joueurs renumérotés.'),
      ('Números de emparejamiento asignados primero según el orden inicial: %n jugador renumerado.', 'Números de emparejamiento asignados primero según el orden inicial: %n jugadores renumerados.')),
 'Baku acceleration (C.04.7): %n player(s) of group A carry virtual points in this round; scoregroups and boards follow the pairing score.':
     (('Baku-Beschleunigung (C.04.7): %n Spieler der Gruppe A trägt in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.', 'Baku-Beschleunigung (C.04.7): %n Spieler der Gruppe A tragen in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.'),
      ('Accélération de Bakou (C.04.7) : %n joueur du groupe A porte des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.', 'Accélération de Bakou (C.04.7) : %n joueurs du groupe A portent des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.'),
      ('Aceleración de Bakú (C.04.7): %n jugador del grupo A lleva puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.', 'Aceleración de Bakú (C.04.7): %n jugadores del grupo A llevan puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.')),
 'Acceleration set by the arbiter: %n player(s) carry virtual points in this round; scoregroups and boards follow the pairing score.':
     (('Beschleunigung des Schiedsrichters: %n Spieler trägt in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.', 'Beschleunigung des Schiedsrichters: %n Spieler tragen in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.'),
      ('Accélération fixée par l’arbitre : %n joueur porte des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.', 'Accélération fixée par l’arbitre : %n joueurs portent des points virtuels dans cette ronde ; les groupes de points et les échiquiers suivent le score d’appariement.'),
      ('Aceleración fijada por el árbitro: %n jugador lleva puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.', 'Aceleración fijada por el árbitro: %n jugadores llevan puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.')),
 'Prohibited pairs in force in this round: %n group(s).':
     (('In dieser Runde geltende verbotene Paarungen: %n Gruppe.', 'In dieser Runde geltende verbotene Paarungen: %n Gruppen.'),
      ('Appariements interdits en vigueur dans cette ronde : %n groupe.', 'Appariements interdits en vigueur dans cette ronde : %n groupes.'),
      ('Emparejamientos prohibidos vigentes en esta ronda: %n grupo.', 'Emparejamientos prohibidos vigentes en esta ronda: %n grupos.')),
 'Pairing numbers assigned by the initial ranking (%1): %n player(s) renumbered, %2':
     (('Paarungsnummern nach der Setzliste vergeben (%1): %n Spieler neu nummeriert, %2', 'Paarungsnummern nach der Setzliste vergeben (%1): %n Spieler neu nummeriert, %2'),
      ('Numéros d’appariement attribués selon le classement initial (%1) : %n joueur renuméroté, %2', 'Numéros d’appariement attribués selon le classement initial (%1) : %n joueurs renumérotés, %2'),
      ('Números de emparejamiento asignados según el orden inicial (%1): %n jugador renumerado, %2', 'Números de emparejamiento asignados según el orden inicial (%1): %n jugadores renumerados, %2')),
 'virtual points set by the arbiter (%n record(s))':
     (('virtuelle Punkte des Schiedsrichters (%n Datensatz)', 'virtuelle Punkte des Schiedsrichters (%n Datensätze)'),
      ('points virtuels fixés par l’arbitre (%n enregistrement)', 'points virtuels fixés par l’arbitre (%n enregistrements)'),
      ('puntos virtuales fijados por el árbitro (%n registro)', 'puntos virtuales fijados por el árbitro (%n registros)')),
}
