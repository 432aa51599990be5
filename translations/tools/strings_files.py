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
