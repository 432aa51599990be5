"""Translations of the PostgreSQL storage, the audit log entries, TRF checks and play-off guards (source -> (de, fr, es))."""

T = {
 # PostgreSQL storage
 "%1 is on a PostgreSQL server: copying it to the file %2 is not possible yet (use pg_dump for a copy of the server's database)":
     ('%1 liegt auf einem PostgreSQL-Server: das Kopieren in die Datei %2 ist noch nicht möglich (für eine Kopie der Serverdatenbank pg_dump verwenden)',
      '%1 est sur un serveur PostgreSQL : le copier dans le fichier %2 n’est pas encore possible (utilisez pg_dump pour copier la base du serveur)',
      '%1 está en un servidor PostgreSQL: aún no es posible copiarlo al archivo %2 (use pg_dump para copiar la base de datos del servidor)'),
 '%1 is on a PostgreSQL server: restoring a backup file is for SQLite files only': ('%1 liegt auf einem PostgreSQL-Server: das Wiederherstellen einer Sicherungsdatei gibt es nur für SQLite-Dateien', '%1 est sur un serveur PostgreSQL : la restauration d’une sauvegarde ne concerne que les fichiers SQLite', '%1 está en un servidor PostgreSQL: restaurar una copia solo es posible con archivos SQLite'),
 "%1 is on a PostgreSQL server: Arbiter's backup files are for SQLite files only (back up the server's database with pg_dump)":
     ('%1 liegt auf einem PostgreSQL-Server: die Sicherungsdateien von Arbiter gibt es nur für SQLite-Dateien (die Serverdatenbank mit pg_dump sichern)',
      '%1 est sur un serveur PostgreSQL : les sauvegardes d’Arbiter ne concernent que les fichiers SQLite (sauvegardez la base du serveur avec pg_dump)',
      '%1 está en un servidor PostgreSQL: las copias de Arbiter son solo para archivos SQLite (haga la copia de la base de datos del servidor con pg_dump)'),
 '%1 is damaged: its schema version (table %2) is %3': ('%1 ist beschädigt: seine Schemaversion (Tabelle %2) ist %3', '%1 est endommagé : sa version de schéma (table %2) est %3', '%1 está dañado: su versión de esquema (tabla %2) es %3'),
 'cannot update %1: another program changed its schema version to %2 meanwhile': ('%1 kann nicht aktualisiert werden: ein anderes Programm hat seine Schemaversion inzwischen auf %2 geändert', 'impossible de mettre à jour %1 : un autre programme a entre-temps changé sa version de schéma en %2', 'no se puede actualizar %1: otro programa cambió entretanto su versión de esquema a %2'),
 "the server's disk is full; the change was not saved": ('die Festplatte des Servers ist voll; die Änderung wurde nicht gespeichert', 'le disque du serveur est plein ; la modification n’a pas été enregistrée', 'el disco del servidor está lleno; el cambio no se guardó'),
 'the server accepts no changes (read-only); the change was not saved': ('der Server nimmt keine Änderungen an (schreibgeschützt); die Änderung wurde nicht gespeichert', 'le serveur n’accepte aucune modification (lecture seule) ; la modification n’a pas été enregistrée', 'el servidor no acepta cambios (solo lectura); el cambio no se guardó'),
 'the connection to the server was lost; the change was not saved': ('die Verbindung zum Server ist abgebrochen; die Änderung wurde nicht gespeichert', 'la connexion au serveur a été perdue ; la modification n’a pas été enregistrée', 'se perdió la conexión con el servidor; el cambio no se guardó'),
 'cannot connect to %1: the Qt PostgreSQL driver is not installed (Debian: libqt6sql6-psql)': ('keine Verbindung zu %1: der Qt-PostgreSQL-Treiber ist nicht installiert (Debian: libqt6sql6-psql)', 'impossible de se connecter à %1 : le pilote PostgreSQL de Qt n’est pas installé (Debian : libqt6sql6-psql)', 'no se puede conectar a %1: el controlador PostgreSQL de Qt no está instalado (Debian: libqt6sql6-psql)'),
 'cannot connect to %1: %2': ('keine Verbindung zu %1: %2', 'impossible de se connecter à %1 : %2', 'no se puede conectar a %1: %2'),
 '%1 already holds an Arbiter event; open it, or create the event in another database': ('%1 enthält bereits ein Arbiter-Turnier; es öffnen oder das Turnier in einer anderen Datenbank anlegen', '%1 contient déjà un tournoi Arbiter ; ouvrez-le, ou créez le tournoi dans une autre base', '%1 ya contiene un torneo de Arbiter; ábralo o cree el torneo en otra base de datos'),
 '%1 is not an Arbiter tournament database (it has no table %2)': ('%1 ist keine Arbiter-Turnierdatenbank (es fehlt die Tabelle %2)', '%1 n’est pas une base de tournoi Arbiter (elle n’a pas de table %2)', '%1 no es una base de datos de torneo de Arbiter (no tiene la tabla %2)'),
 '%1 is damaged: the table %2 has no row': ('%1 ist beschädigt: die Tabelle %2 hat keine Zeile', '%1 est endommagé : la table %2 n’a aucune ligne', '%1 está dañado: la tabla %2 no tiene ninguna fila'),
 '%1 is damaged: the table %2 has more than one row': ('%1 ist beschädigt: die Tabelle %2 hat mehr als eine Zeile', '%1 est endommagé : la table %2 a plus d’une ligne', '%1 está dañado: la tabla %2 tiene más de una fila'),
 "%1 is damaged: its schema version (table %2) is %3, not a version of Arbiter's schema; it was not changed":
     ('%1 ist beschädigt: seine Schemaversion (Tabelle %2) ist %3, keine Version des Arbiter-Schemas; es wurde nicht verändert',
      '%1 est endommagé : sa version de schéma (table %2) est %3, qui n’est pas une version du schéma d’Arbiter ; il n’a pas été modifié',
      '%1 está dañado: su versión de esquema (tabla %2) es %3, que no es una versión del esquema de Arbiter; no se ha modificado'),
 '%1 is not a PostgreSQL URL (postgresql://user@host:port/database)': ('%1 ist keine PostgreSQL-URL (postgresql://benutzer@host:port/datenbank)', '%1 n’est pas une URL PostgreSQL (postgresql://utilisateur@hôte:port/base)', '%1 no es una URL de PostgreSQL (postgresql://usuario@host:puerto/base)'),
 '%1 names no database (postgresql://user@host:port/database)': ('%1 nennt keine Datenbank (postgresql://benutzer@host:port/datenbank)', '%1 n’indique aucune base (postgresql://utilisateur@hôte:port/base)', '%1 no indica ninguna base de datos (postgresql://usuario@host:puerto/base)'),
 '%1: the option %2 is not possible here': ('%1: die Option %2 ist hier nicht möglich', '%1 : l’option %2 n’est pas possible ici', '%1: la opción %2 no es posible aquí'),
 # Audit log entries
 'R%1 %2: not paired': ('R%1 %2: nicht gepaart', 'R%1 %2 : non apparié', 'R%1 %2: no emparejado'),
 'no result': ('kein Ergebnis', 'pas de résultat', 'sin resultado'),
 'R%1: %2 - %3 %4': ('R%1: %2 - %3 %4', 'R%1 : %2 - %3 %4', 'R%1: %2 - %3 %4'),
 'R%1: %2 (w) - %3 (b) %4': ('R%1: %2 (w) - %3 (s) %4', 'R%1 : %2 (b) - %3 (n) %4', 'R%1: %2 (b) - %3 (n) %4'),
 'no opponent, %1': ('kein Gegner, %1', 'sans adversaire, %1', 'sin rival, %1'),
 'R%1: %2, %3': ('R%1: %2, %3', 'R%1 : %2, %3', 'R%1: %2, %3'),
 # TRF checks
 'round %1: player %2 already has the pairing-allocated bye, and the other %3 players cannot all be paired (an odd number)':
     ('Runde %1: Spieler %2 ist bereits durch Auslosung spielfrei, und die übrigen %3 Spieler können nicht alle gepaart werden (eine ungerade Zahl)',
      'ronde %1 : le joueur %2 est déjà exempt d’appariement, et les %3 autres joueurs ne peuvent pas tous être appariés (nombre impair)',
      'ronda %1: el jugador %2 ya tiene el descanso por emparejamiento, y los otros %3 jugadores no pueden emparejarse todos (número impar)'),
 'round %1: players %2 all have the pairing-allocated bye "U"; a round has at most one': ('Runde %1: die Spieler %2 sind alle durch Auslosung spielfrei („U“); eine Runde hat höchstens einen', 'ronde %1 : les joueurs %2 ont tous l’exempt d’appariement « U » ; une ronde en a au plus un', 'ronda %1: los jugadores %2 tienen todos el descanso por emparejamiento «U»; una ronda tiene como máximo uno'),
 'player %1: the file says %2 points, the rounds add up to %3': ('Spieler %1: die Datei nennt %2 Punkte, die Runden ergeben %3', 'joueur %1 : le fichier indique %2 points, les rondes totalisent %3', 'jugador %1: el archivo indica %2 puntos, las rondas suman %3'),
 # Play-off guards
 'Play-off played': ('Stichkampf bereits gespielt', 'Départage déjà joué', 'Desempate ya jugado'),
 'The play-off was decided on earlier standings: results corrected since then changed who is tied. It stays recorded below but decides no place; start the play-off again for the tie as it is now.':
     ('Der Stichkampf wurde auf Grundlage einer früheren Tabelle entschieden: seither korrigierte Ergebnisse haben geändert, wer gleichauf liegt. Er bleibt unten verzeichnet, entscheidet aber keinen Platz; den Stichkampf für den jetzigen Gleichstand erneut starten.',
      'Le départage a été joué sur un classement antérieur : des résultats corrigés depuis ont changé qui est à égalité. Il reste enregistré ci-dessous mais n’attribue aucune place ; relancez le départage pour l’égalité actuelle.',
      'El desempate se decidió con una clasificación anterior: los resultados corregidos desde entonces cambiaron quién está empatado. Sigue registrado abajo pero no decide ningún puesto; inicie de nuevo el desempate para el empate actual.'),
 'No play-off: the event has no results yet, so nobody is tied.': ('Kein Stichkampf: das Turnier hat noch keine Ergebnisse, also liegt niemand gleichauf.', 'Pas de départage : le tournoi n’a pas encore de résultats, personne n’est donc à égalité.', 'Sin desempate: el torneo aún no tiene resultados, así que nadie está empatado.'),
 'on points': ('nach Punkten', 'aux points', 'a puntos'),
 'on points and tie-breaks': ('nach Punkten und Feinwertungen', 'aux points et aux départages', 'a puntos y desempates'),
 'No play-off: nobody is tied for first place (%1).': ('Kein Stichkampf: niemand liegt auf dem ersten Platz gleichauf (%1).', 'Pas de départage : personne n’est à égalité pour la première place (%1).', 'Sin desempate: nadie está empatado en el primer puesto (%1).'),
 'No play-off: nobody is tied for any place (%1).': ('Kein Stichkampf: niemand liegt auf irgendeinem Platz gleichauf (%1).', 'Pas de départage : personne n’est à égalité pour aucune place (%1).', 'Sin desempate: nadie está empatado en ningún puesto (%1).'),
 "A play-off has been played on the present standings. This change of the main event's results can change who is tied: the play-off then stays recorded, marked as based on the earlier standings, and decides no place. Make the change?":
     ('Auf Grundlage der jetzigen Tabelle wurde ein Stichkampf gespielt. Diese Änderung der Ergebnisse des Hauptturniers kann ändern, wer gleichauf liegt: der Stichkampf bleibt dann verzeichnet, als auf der früheren Tabelle beruhend markiert, und entscheidet keinen Platz. Änderung vornehmen?',
      'Un départage a été joué sur le classement actuel. Cette modification des résultats du tournoi principal peut changer qui est à égalité : le départage reste alors enregistré, marqué comme fondé sur le classement antérieur, et n’attribue aucune place. Effectuer la modification ?',
      'Se ha jugado un desempate con la clasificación actual. Este cambio en los resultados del torneo principal puede cambiar quién está empatado: el desempate queda entonces registrado, marcado como basado en la clasificación anterior, y no decide ningún puesto. ¿Hacer el cambio?'),
}

N = {
 '%1 holds %n other table(s); create the event in an empty database': (
     ('%1 enthält %n andere Tabelle; das Turnier in einer leeren Datenbank anlegen', '%1 enthält %n andere Tabellen; das Turnier in einer leeren Datenbank anlegen'),
     ('%1 contient %n autre table ; créez le tournoi dans une base vide', '%1 contient %n autres tables ; créez le tournoi dans une base vide'),
     ('%1 contiene %n tabla más; cree el torneo en una base de datos vacía', '%1 contiene %n tablas más; cree el torneo en una base de datos vacía')),
}
