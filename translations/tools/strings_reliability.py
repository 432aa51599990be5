# Messages about damaged or unusable input and failed writes: rating lists, full disks, journals,
# scoring values, tie-break lists, large score groups.
T = {
    '%1 is not a FIDE rating list: its first line is longer than %2 characters':
        ('%1 ist keine FIDE-Elo-Liste: ihre erste Zeile ist länger als %2 Zeichen',
         '%1 n’est pas une liste Elo FIDE : sa première ligne dépasse %2 caractères',
         '%1 no es una lista de Elo FIDE: su primera línea tiene más de %2 caracteres'),
    '%1 is not a FIDE rating list: it is not a file (a device or a pipe)':
        ('%1 ist keine FIDE-Elo-Liste: es ist keine Datei (ein Gerät oder eine Pipe)',
         '%1 n’est pas une liste Elo FIDE : ce n’est pas un fichier (un périphérique ou un tube)',
         '%1 no es una lista de Elo FIDE: no es un archivo (un dispositivo o una tubería)'),
    'the driver gave no reason':
        ('der Treiber nannte keinen Grund',
         'le pilote n’a donné aucune raison',
         'el controlador no dio ningún motivo'),
    'the disk is full':
        ('der Datenträger ist voll',
         'le disque est plein',
         'el disco está lleno'),
    'the file is read-only':
        ('die Datei ist schreibgeschützt',
         'le fichier est en lecture seule',
         'el archivo es de solo lectura'),
    'the disk reported an error (it may be full)':
        ('der Datenträger meldete einen Fehler (er ist vielleicht voll)',
         'le disque a signalé une erreur (il est peut-être plein)',
         'el disco informó de un error (quizá esté lleno)'),
    "the server's disk is full":
        ('der Datenträger des Servers ist voll',
         'le disque du serveur est plein',
         'el disco del servidor está lleno'),
    'the server accepts no changes (read-only)':
        ('der Server nimmt keine Änderungen an (nur lesen)',
         'le serveur n’accepte aucune modification (lecture seule)',
         'el servidor no acepta cambios (solo lectura)'),
    'the connection to the server was lost':
        ('die Verbindung zum Server ist abgebrochen',
         'la connexion au serveur a été perdue',
         'se perdió la conexión con el servidor'),
    'cannot copy %1 to %2: %3':
        ('%1 kann nicht nach %2 kopiert werden: %3',
         'impossible de copier %1 vers %2 : %3',
         'no se puede copiar %1 en %2: %3'),
    'line %1: the tie-break list "%2" cannot be used (%3); the event was imported without it and uses the default list until one is chosen under Tie-breaks':
        ('Zeile %1: die Feinwertungsliste „%2“ ist nicht verwendbar (%3); das Turnier wurde ohne sie importiert und verwendet die Standardliste, bis unter Feinwertungen eine gewählt wird',
         'ligne %1 : la liste de départages « %2 » est inutilisable (%3) ; le tournoi a été importé sans elle et utilise la liste par défaut jusqu’au choix d’une liste sous Départages',
         'línea %1: la lista de desempates «%2» no se puede usar (%3); el torneo se importó sin ella y usa la lista por defecto hasta que se elija una en Desempates'),
    'the tie-break list "%1" cannot be used (%2); the event was imported without it and uses the default list until one is chosen under Tie-breaks':
        ('die Feinwertungsliste „%1“ ist nicht verwendbar (%2); das Turnier wurde ohne sie importiert und verwendet die Standardliste, bis unter Feinwertungen eine gewählt wird',
         'la liste de départages « %1 » est inutilisable (%2) ; le tournoi a été importé sans elle et utilise la liste par défaut jusqu’au choix d’une liste sous Départages',
         'la lista de desempates «%1» no se puede usar (%2); el torneo se importó sin ella y usa la lista por defecto hasta que se elija una en Desempates'),
    'it is not a list of values; the usual points are used':
        ('es ist keine Liste von Werten; die üblichen Punkte werden verwendet',
         'ce n’est pas une liste de valeurs ; les points habituels sont utilisés',
         'no es una lista de valores; se usan los puntos habituales'),
    '"%1" is %2 points, which no game is worth (at most two decimals, from -%3 to %3); the usual value is used':
        ('„%1“ ist %2 Punkte, was keine Partie wert ist (höchstens zwei Dezimalstellen, von -%3 bis %3); der übliche Wert wird verwendet',
         '« %1 » vaut %2 points, ce qu’aucune partie ne vaut (au plus deux décimales, de -%3 à %3) ; la valeur habituelle est utilisée',
         '«%1» vale %2 puntos, lo que no vale ninguna partida (como mucho dos decimales, de -%3 a %3); se usa el valor habitual'),
    '%1: table meta, row %2: %3':
        ('%1: Tabelle meta, Zeile %2: %3',
         '%1 : table meta, ligne %2 : %3',
         '%1: tabla meta, fila %2: %3'),
    '%1, the journal of the changes saved since the file was last written whole, is damaged at its start: none of its changes can be read':
        ('%1, das Journal der Änderungen seit dem letzten vollständigen Schreiben der Datei, ist an seinem Anfang beschädigt: keine seiner Änderungen ist lesbar',
         '%1, le journal des modifications enregistrées depuis la dernière écriture complète du fichier, est endommagé à son début : aucune de ses modifications n’est lisible',
         '%1, el diario de los cambios guardados desde la última escritura completa del archivo, está dañado al principio: no se puede leer ninguno de sus cambios'),
    '%1. The event opens as it was before them: check the last changes made. The damaged journal is kept as %2.':
        ('%1. Das Turnier öffnet sich im Stand davor: prüfen Sie die letzten Änderungen. Das beschädigte Journal bleibt als %2 erhalten.',
         '%1. Le tournoi s’ouvre tel qu’il était avant elles : vérifiez les dernières modifications. Le journal endommagé est conservé sous %2.',
         '%1. El torneo se abre como estaba antes de ellos: revise los últimos cambios. El diario dañado se conserva como %2.'),
    '%1. The event opens as it was before them: check the last changes made. The damaged journal could not be copied to %2; copy %3 aside before changing anything.':
        ('%1. Das Turnier öffnet sich im Stand davor: prüfen Sie die letzten Änderungen. Das beschädigte Journal konnte nicht nach %2 kopiert werden; sichern Sie %3, bevor Sie etwas ändern.',
         '%1. Le tournoi s’ouvre tel qu’il était avant elles : vérifiez les dernières modifications. Le journal endommagé n’a pas pu être copié vers %2 ; mettez %3 de côté avant toute modification.',
         '%1. El torneo se abre como estaba antes de ellos: revise los últimos cambios. El diario dañado no se pudo copiar en %2; guarde %3 aparte antes de cambiar nada.'),
    '162: %1 points is not what a game is worth (at most two decimals, from -%2 to %2)':
        ('162: %1 Punkte ist nicht, was eine Partie wert ist (höchstens zwei Dezimalstellen, von -%2 bis %2)',
         '162 : %1 points n’est pas ce que vaut une partie (au plus deux décimales, de -%2 à %2)',
         '162: %1 puntos no es lo que vale una partida (como mucho dos decimales, de -%2 a %2)'),
    'round %1: a score group of %2 players (with those floating into it) is more than this program can pair at once (%3 players, about 1 GB of memory); the chief arbiter decides (acceleration, C.04.7, splits the score groups)':
        ('Runde %1: eine Punktgruppe von %2 Spielern (mit den hineingefloateten) ist mehr, als dieses Programm auf einmal paaren kann (%3 Spieler, etwa 1 GB Speicher); der Hauptschiedsrichter entscheidet (Beschleunigung, C.04.7, teilt die Punktgruppen)',
         'ronde %1 : un groupe de points de %2 joueurs (avec les flotteurs qui y descendent) dépasse ce que ce programme peut apparier en une fois (%3 joueurs, environ 1 Go de mémoire) ; l’arbitre principal décide (l’accélération, C.04.7, divise les groupes de points)',
         'ronda %1: un grupo de puntuación de %2 jugadores (con los que flotan a él) supera lo que este programa puede emparejar de una vez (%3 jugadores, cerca de 1 GB de memoria); decide el árbitro principal (la aceleración, C.04.7, divide los grupos de puntuación)'),
    'cannot replace %1 with %2: %3':
        ('%1 kann nicht durch %2 ersetzt werden: %3',
         'impossible de remplacer %1 par %2 : %3',
         'no se puede reemplazar %1 por %2: %3'),
    'the copy could not be written':
        ('die Kopie konnte nicht geschrieben werden',
         'la copie n’a pas pu être écrite',
         'no se pudo escribir la copia'),
    'round %1 cannot be paired: the computer has not enough memory for it':
        ('Runde %1 kann nicht gepaart werden: der Computer hat dafür nicht genug Speicher',
         'la ronde %1 ne peut pas être appariée : l’ordinateur n’a pas assez de mémoire',
         'la ronda %1 no se puede emparejar: el ordenador no tiene memoria suficiente'),
}

N = {
    '%1, the journal of the changes saved since the file was last written whole, is damaged: %n saved change(s) after its frame %2 cannot be read':
        (('%1, das Journal der Änderungen seit dem letzten vollständigen Schreiben der Datei, ist beschädigt: %n gespeicherte Änderung nach seinem Frame %2 ist nicht lesbar',
          '%1, das Journal der Änderungen seit dem letzten vollständigen Schreiben der Datei, ist beschädigt: %n gespeicherte Änderungen nach seinem Frame %2 sind nicht lesbar'),
         ('%1, le journal des modifications enregistrées depuis la dernière écriture complète du fichier, est endommagé : %n modification enregistrée après sa trame %2 est illisible',
          '%1, le journal des modifications enregistrées depuis la dernière écriture complète du fichier, est endommagé : %n modifications enregistrées après sa trame %2 sont illisibles'),
         ('%1, el diario de los cambios guardados desde la última escritura completa del archivo, está dañado: no se puede leer %n cambio guardado después de su trama %2',
          '%1, el diario de los cambios guardados desde la última escritura completa del archivo, está dañado: no se pueden leer %n cambios guardados después de su trama %2')),
    '%1 was imported into %2, with this warning:\n%3':
        (('%1 wurde in %2 importiert, mit dieser Warnung:\n%3',
          '%1 wurde in %2 importiert, mit diesen Warnungen:\n%3'),
         ('%1 a été importé dans %2, avec cet avertissement :\n%3',
          '%1 a été importé dans %2, avec ces avertissements :\n%3'),
         ('%1 se importó en %2, con este aviso:\n%3',
          '%1 se importó en %2, con estos avisos:\n%3')),
}
