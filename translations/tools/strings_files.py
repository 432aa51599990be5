"""Translations of the messages of a failed file write (source -> (de, fr, es))."""

T = {
 'cannot write %1: the disk is full':
     ('%1 kann nicht geschrieben werden: der Datenträger ist voll',
      'impossible d’écrire %1 : le disque est plein',
      'no se puede escribir %1: el disco está lleno'),
 'cannot write %1: the disk quota is used up':
     ('%1 kann nicht geschrieben werden: das Speicherkontingent ist aufgebraucht',
      'impossible d’écrire %1 : le quota de disque est épuisé',
      'no se puede escribir %1: la cuota de disco está agotada'),
 'cannot write %1: the file would be larger than the system allows':
     ('%1 kann nicht geschrieben werden: die Datei wäre größer, als das System erlaubt',
      'impossible d’écrire %1 : le fichier dépasserait la taille permise par le système',
      'no se puede escribir %1: el archivo superaría el tamaño que permite el sistema'),
 'cannot write %1: permission denied':
     ('%1 kann nicht geschrieben werden: keine Berechtigung',
      'impossible d’écrire %1 : permission refusée',
      'no se puede escribir %1: permiso denegado'),
 'cannot write %1: the disk is read-only':
     ('%1 kann nicht geschrieben werden: der Datenträger ist schreibgeschützt',
      'impossible d’écrire %1 : le disque est en lecture seule',
      'no se puede escribir %1: el disco es de solo lectura'),
 'cannot write %1: it is a folder':
     ('%1 kann nicht geschrieben werden: es ist ein Ordner',
      'impossible d’écrire %1 : c’est un dossier',
      'no se puede escribir %1: es una carpeta'),
}

T.update({
 'another program held the event for over %1 s; nothing was saved, try again':
     ('ein anderes Programm hielt das Turnier über %1 s lang fest; nichts wurde gespeichert, bitte erneut versuchen',
      'un autre programme a retenu le tournoi plus de %1 s ; rien n’a été enregistré, réessayez',
      'otro programa retuvo el torneo más de %1 s; no se guardó nada, inténtelo de nuevo'),
 '%1 held the event for over %2 s; nothing was saved, try again (or ask %1 to finish)':
     ('%1 hielt das Turnier über %2 s lang fest; nichts wurde gespeichert, bitte erneut versuchen (oder %1 bitten, abzuschließen)',
      '%1 a retenu le tournoi plus de %2 s ; rien n’a été enregistré, réessayez (ou demandez à %1 de terminer)',
      '%1 retuvo el torneo más de %2 s; no se guardó nada, inténtelo de nuevo (o pida a %1 que termine)'),
})

T.update({
 'the comment is %1 characters long; its first %2 are kept':
     ('der Kommentar ist %1 Zeichen lang; die ersten %2 werden behalten',
      'le commentaire fait %1 caractères ; les %2 premiers sont gardés',
      'el comentario tiene %1 caracteres; se conservan los primeros %2'),
 '%1 is larger than %2 MB: not a TRF file (the largest event, 9,999 players and 999 rounds, takes about 100 MB)':
     ('%1 ist größer als %2 MB: keine TRF-Datei (das größte Turnier, 9.999 Spieler und 999 Runden, braucht etwa 100 MB)',
      '%1 dépasse %2 Mo : ce n’est pas un fichier TRF (le plus grand tournoi, 9 999 joueurs et 999 rondes, fait environ 100 Mo)',
      '%1 supera los %2 MB: no es un archivo TRF (el torneo más grande, 9.999 jugadores y 999 rondas, ocupa unos 100 MB)'),
 'cannot lock %1: %2 is in the place of its lock file and is not a file; move it away, then open the event again':
     ('%1 kann nicht gesperrt werden: %2 steht an der Stelle seiner Sperrdatei und ist keine Datei; bitte verschieben und das Turnier erneut öffnen',
      'impossible de verrouiller %1 : %2 occupe la place de son fichier de verrou et n’est pas un fichier ; déplacez-le, puis rouvrez le tournoi',
      'no se puede bloquear %1: %2 ocupa el lugar de su archivo de bloqueo y no es un archivo; muévalo y vuelva a abrir el torneo'),
})

T.update({
 'the password for %1 has characters the server may not compare as typed (symbols outside Unicode 3.2, right-to-left letters, invisible ones); choose letters, digits, punctuation and spaces':
     ('das Passwort für %1 enthält Zeichen, die der Server womöglich nicht wie eingegeben vergleicht (Symbole außerhalb von Unicode 3.2, Buchstaben von rechts nach links, unsichtbare Zeichen); bitte Buchstaben, Ziffern, Satzzeichen und Leerzeichen wählen',
      'le mot de passe de %1 contient des caractères que le serveur pourrait ne pas comparer tels que saisis (symboles hors Unicode 3.2, lettres de droite à gauche, caractères invisibles) ; choisissez des lettres, chiffres, signes de ponctuation et espaces',
      'la contraseña de %1 tiene caracteres que el servidor podría no comparar tal como se escribieron (símbolos fuera de Unicode 3.2, letras de derecha a izquierda, caracteres invisibles); elija letras, dígitos, puntuación y espacios'),
})
