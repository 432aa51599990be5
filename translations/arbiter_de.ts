<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>arb::ArbiterAccountsDialog</name>
    <message>
        <source>Arbiter accounts</source>
        <translation>Schiedsrichterkonten</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>lower-case letters, digits, _</source>
        <translation>Kleinbuchstaben, Ziffern, _</translation>
    </message>
    <message>
        <source>required for a new account</source>
        <translation>für ein neues Konto nötig</translation>
    </message>
    <message>
        <source>Deputy: results and byes of his rounds</source>
        <translation>Stellvertreter: Ergebnisse und Freilose seiner Runden</translation>
    </message>
    <message>
        <source>Viewer: reads only</source>
        <translation>Betrachter: nur lesen</translation>
    </message>
    <message>
        <source>Chief arbiter: every change</source>
        <translation>Hauptschiedsrichter: jede Änderung</translation>
    </message>
    <message>
        <source>e.g. 3-4, 6</source>
        <translation>z. B. 3-4, 6</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>&amp;Rolle:</translation>
    </message>
    <message>
        <source>Rou&amp;nds (deputy):</source>
        <translation>Ru&amp;nden (Stellvertreter):</translation>
    </message>
    <message>
        <source>A&amp;dd or change</source>
        <translation>&amp;Hinzufügen oder ändern</translation>
    </message>
    <message>
        <source>&amp;Give rounds</source>
        <translation>Runden &amp;zuweisen</translation>
    </message>
    <message>
        <source>&amp;Remove selected</source>
        <translation>Auswahl &amp;entfernen</translation>
    </message>
    <message>
        <source>Arbiter &amp;accounts...</source>
        <translation>Schiedsrichter&amp;konten...</translation>
    </message>
    <message>
        <source>You are %1, the chief arbiter who owns this event: you manage its accounts. The server enforces what each account may do.</source>
        <translation>Sie sind %1, der Hauptschiedsrichter, dem dieses Turnier gehört: Sie verwalten seine Konten. Der Server setzt durch, was jedes Konto darf.</translation>
    </message>
    <message>
        <source>You are %1 (%2). Only the chief arbiter who owns the event manages its accounts.</source>
        <translation>Sie sind %1 (%2). Nur der Hauptschiedsrichter, dem das Turnier gehört, verwaltet seine Konten.</translation>
    </message>
    <message>
        <source>chief arbiter</source>
        <translation>Hauptschiedsrichter</translation>
    </message>
    <message>
        <source>deputy</source>
        <translation>Stellvertreter</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>Betrachter</translation>
    </message>
    <message>
        <source>"%1" is not a list of rounds (e.g. 3-4, 6)</source>
        <translation>„%1“ ist keine Liste von Runden (z. B. 3-4, 6)</translation>
    </message>
    <message>
        <source>Take every right on this event from %1?</source>
        <translation>%1 alle Rechte an diesem Turnier entziehen?</translation>
    </message>
    <message>
        <source>&amp;Take the rights</source>
        <translation>&amp;Rechte entziehen</translation>
    </message>
</context>
<context>
    <name>arb::ArbiterOrderDialog</name>
    <message>
        <source>Order tied players</source>
        <translation>Punktgleiche Spieler ordnen</translation>
    </message>
    <message>
        <source>e.g. the tournament rules, art. 12: places decided by the chief arbiter</source>
        <translation>z. B. Turnierordnung, Art. 12: Plätze entscheidet der Hauptschiedsrichter</translation>
    </message>
    <message>
        <source>Places %1-%2: %3</source>
        <translation>Plätze %1-%2: %3</translation>
    </message>
    <message>
        <source>These players are tied on points and on every tie-break. Where the tournament rules leave such places to the arbiter, put them in order (Ctrl+Up, Ctrl+Down) and give the reason. The order is recorded in the event's log and its rating report (### Arbiter order @ Round %1); undo takes it back. A tie the arbiter does not order is shared, or drawn by lots.</source>
        <translation>Diese Spieler sind nach Punkten und jeder Feinwertung gleich. Wo die Turnierordnung solche Plätze dem Schiedsrichter überlässt, ordnen Sie sie (Strg+Oben, Strg+Unten) und geben den Grund an. Die Reihenfolge wird im Protokoll des Turniers und in seinem Elo-Bericht vermerkt (### Arbiter order @ Round %1); Rückgängig nimmt sie zurück. Ein Gleichstand, den der Schiedsrichter nicht ordnet, wird geteilt oder ausgelost.</translation>
    </message>
    <message>
        <source>&amp;Tied players:</source>
        <translation>&amp;Punktgleiche Spieler:</translation>
    </message>
    <message>
        <source>&amp;Order, best first:</source>
        <translation>&amp;Reihenfolge, Bester zuerst:</translation>
    </message>
    <message>
        <source>&amp;Reason (recorded):</source>
        <translation>&amp;Begründung (vermerkt):</translation>
    </message>
</context>
<context>
    <name>arb::CategoriesDialog</name>
    <message>
        <source>Women</source>
        <translation>Frauen</translation>
    </message>
    <message>
        <source>Juniors (under the age)</source>
        <translation>Jugend (unter dem Alter)</translation>
    </message>
    <message>
        <source>Seniors (from the age)</source>
        <translation>Senioren (ab dem Alter)</translation>
    </message>
    <message>
        <source>Rating band</source>
        <translation>Elo-Bereich</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>Player categories</source>
        <translation>Spielerkategorien</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>From rating</source>
        <translation>Ab Elo</translation>
    </message>
    <message>
        <source>Below rating</source>
        <translation>Unter Elo</translation>
    </message>
    <message>
        <source>Club or federation</source>
        <translation>Verein oder Föderation</translation>
    </message>
    <message>
        <source>Age on (YYYY-MM-DD)</source>
        <translation>Alter am (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Juniors and seniors count by birth year relative to the year the event starts (U18: born in that year minus 18 or later), or by the age on the date given. A rating band includes the unrated players when it has no lowest rating.</source>
        <translation>Jugend und Senioren zählen nach dem Geburtsjahr bezogen auf das Jahr, in dem das Turnier beginnt (U18: geboren in diesem Jahr minus 18 oder später), oder nach dem Alter am angegebenen Datum. Ein Elo-Bereich ohne untere Grenze umfasst die Spieler ohne Elo.</translation>
    </message>
    <message>
        <source>Juniors U8 to U20</source>
        <translation>Jugend U8 bis U20</translation>
    </message>
    <message>
        <source>Seniors 50+ and 65+</source>
        <translation>Senioren 50+ und 65+</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), %1</source>
        <translation><numerusform>%n Spieler, %1</numerusform><numerusform>%n Spieler, %1</numerusform></translation>
    </message>
    <message>
        <source>Category "%1": the date "%2" is not YYYY-MM-DD</source>
        <translation>Kategorie „%1“: das Datum „%2“ ist nicht JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>En&amp;tfernen</translation>
    </message>
</context>
<context>
    <name>arb::ConnectDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.10 or arbiter.example.org</source>
        <translation>z. B. 192.168.1.10 oder arbiter.example.org</translation>
    </message>
    <message>
        <source>not kept: asked again at every connection</source>
        <translation>wird nicht gespeichert: bei jeder Verbindung neu abgefragt</translation>
    </message>
    <message>
        <source>The event on a PostgreSQL server, where several arbiters can work on it. The password is not stored.</source>
        <translation>Das Turnier auf einem PostgreSQL-Server, wo mehrere Schiedsrichter daran arbeiten können. Das Passwort wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Enter the host, the database and the user.</source>
        <translation>Host, Datenbank und Benutzer eingeben.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1…</translation>
    </message>
</context>
<context>
    <name>arb::CrossTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>R%1</source>
        <extracomment>column of round N in the cross table</extracomment>
        <translation>R%1</translation>
    </message>
</context>
<context>
    <name>arb::Dutch</name>
    <message>
        <source>round %1 does not exist</source>
        <translation>Runde %1 gibt es nicht</translation>
    </message>
    <message>
        <source>round %1 cannot be paired without breaking an absolute criterion (C.04.3 [C1]-[C4]); the chief arbiter decides</source>
        <translation>Runde %1 kann nicht gepaart werden, ohne ein absolutes Kriterium zu verletzen (C.04.3 [C1]-[C4]); der Hauptschiedsrichter entscheidet</translation>
    </message>
    <message>
        <source>round %1: %2 players left unpaired</source>
        <translation>Runde %1: %2 Spieler bleiben ungepaart</translation>
    </message>
    <message>
        <source>round %1: player %2 already has the pairing-allocated bye, and the other %3 players cannot all be paired (an odd number)</source>
        <translation>Runde %1: Spieler %2 ist bereits durch Auslosung spielfrei, und die übrigen %3 Spieler können nicht alle gepaart werden (eine ungerade Zahl)</translation>
    </message>
    <message>
        <source>round %1: a score group of %2 players (with those floating into it) is more than this program can pair at once (%3 players, about 1 GB of memory); the chief arbiter decides (acceleration, C.04.7, splits the score groups)</source>
        <translation>Runde %1: eine Punktgruppe von %2 Spielern (mit den hineingefloateten) ist mehr, als dieses Programm auf einmal paaren kann (%3 Spieler, etwa 1 GB Speicher); der Hauptschiedsrichter entscheidet (Beschleunigung, C.04.7, teilt die Punktgruppen)</translation>
    </message>
    <message>
        <source>round %1 cannot be paired: the computer has not enough memory for it</source>
        <translation>Runde %1 kann nicht gepaart werden: der Computer hat dafür nicht genug Speicher</translation>
    </message>
</context>
<context>
    <name>arb::EventForm</name>
    <message>
        <source>Event name:</source>
        <translation>Name der Veranstaltung:</translation>
    </message>
    <message>
        <source>City:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>Federation:</source>
        <translation>Verband:</translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation>Hauptschiedsrichter:</translation>
    </message>
    <message>
        <source>Deputy arbiters:</source>
        <translation>Stellvertretende Schiedsrichter:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>Number of rounds:</source>
        <translation>Anzahl der Runden:</translation>
    </message>
    <message>
        <source>Tie-break rules (C.07):</source>
        <translation>Feinwertungsregeln (C.07):</translation>
    </message>
    <message>
        <source>From the start date</source>
        <translation>Nach dem Startdatum</translation>
    </message>
    <message>
        <source>2024 edition</source>
        <translation>Ausgabe 2024</translation>
    </message>
    <message>
        <source>2026 edition</source>
        <translation>Ausgabe 2026</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07.</source>
        <translation>Die Feinwertungen folgen der Ausgabe %1 von C.07.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, in force on the start date (the 2026 edition from 1 March 2026).</source>
        <translation>Die Feinwertungen folgen der Ausgabe %1 von C.07, die am Startdatum gilt (die Ausgabe 2026 ab 1. März 2026).</translation>
    </message>
    <message>
        <source>Start date (YYYY-MM-DD):</source>
        <translation>Anfangsdatum (JJJJ-MM-TT):</translation>
    </message>
    <message>
        <source>End date (YYYY-MM-DD):</source>
        <translation>Enddatum (JJJJ-MM-TT):</translation>
    </message>
    <message>
        <source>e.g. 2026-12-01 15:00; 2026-12-02 15:00</source>
        <translation>z. B. 2026-12-01 15:00; 2026-12-02 15:00</translation>
    </message>
    <message>
        <source>One a day</source>
        <translation>Eine pro Tag</translation>
    </message>
    <message>
        <source>One round a day from the start date, at the first round's time</source>
        <translation>Eine Runde pro Tag ab dem Beginndatum, zur Uhrzeit der ersten Runde</translation>
    </message>
    <message>
        <source>Round dates and times:</source>
        <translation>Rundentermine und Uhrzeiten:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Baku (C.04.7)</source>
        <translation>Baku (C.04.7)</translation>
    </message>
    <message>
        <source>Acceleration:</source>
        <translation>Beschleunigung:</translation>
    </message>
    <message>
        <source>Name (C.04.2 2.2.3)</source>
        <translation>Name (C.04.2 2.2.3)</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>By lot</source>
        <translation>Durch Los</translation>
    </message>
    <message>
        <source>Initial ranking, after rating and title:</source>
        <translation>Setzliste, nach Elo und Titel:</translation>
    </message>
    <message>
        <source>start numbers who must not meet, e.g. 3 12 56; 8 11 (rounds 1-3)</source>
        <translation>Startnummern, die nicht gegeneinander spielen dürfen, z. B. 3 12 56; 8 11 (Runden 1-3)</translation>
    </message>
    <message>
        <source>Prohibited pairs:</source>
        <translation>Verbotene Paarungen:</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Paarungsregeln</translation>
    </message>
    <message>
        <source>Virtual points of the event's records</source>
        <translation>Virtuelle Punkte aus den Datensätzen des Turniers</translation>
    </message>
    <message>
        <source>Group A, the top half of the players rounded up to an even number, carries a win's points in the first accelerated rounds and a draw's in the rest: half the event, rounded up (C.04.7).</source>
        <translation>Gruppe A, die obere Hälfte der Spieler auf eine gerade Zahl aufgerundet, trägt in den ersten beschleunigten Runden die Punkte eines Siegs und in den übrigen die eines Remis: die Hälfte des Turniers, aufgerundet (C.04.7).</translation>
    </message>
    <message numerus="yes">
        <source>Virtual points set per player and round (TRF records 250 or XXA: %n record(s)).</source>
        <translation><numerusform>Virtuelle Punkte je Spieler und Runde (TRF-Datensätze 250 oder XXA: %n Datensatz).</numerusform><numerusform>Virtuelle Punkte je Spieler und Runde (TRF-Datensätze 250 oder XXA: %n Datensätze).</numerusform></translation>
    </message>
    <message>
        <source>Round 1 is paired: the acceleration was fixed with it. Changing it now changes the pairing of every round still to come. Change it all the same (recorded in the audit log)?</source>
        <translation>Runde 1 ist gepaart: mit ihr wurde die Beschleunigung festgelegt. Eine Änderung jetzt ändert die Paarung jeder noch kommenden Runde. Trotzdem ändern (im Protokoll vermerkt)?</translation>
    </message>
    <message>
        <source>Round 1 is paired: a prohibited pair added now applies from the next pairing on. Add it (recorded in the audit log)?</source>
        <translation>Runde 1 ist gepaart: eine jetzt hinzugefügte verbotene Paarung gilt ab der nächsten Auslosung. Hinzufügen (im Protokoll vermerkt)?</translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode the acceleration cannot be changed or removed any more. To change it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>Runde 1 ist gepaart: im FIDE-Modus kann die Beschleunigung nicht mehr geändert oder entfernt werden. Um sie zu ändern, verlassen Sie zuerst den FIDE-Modus (Bearbeiten &gt; FIDE-Modus verlassen).</translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode no prohibited pair can be added any more. To add it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>Runde 1 ist gepaart: im FIDE-Modus kann kein verbotenes Paar mehr hinzugefügt werden. Um es hinzuzufügen, verlassen Sie zuerst den FIDE-Modus (Bearbeiten &gt; FIDE-Modus verlassen).</translation>
    </message>
    <message>
        <source>Tournament rating:</source>
        <translation>Turnierwertung:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have a national rating; the FIDE rating ranks them.</source>
        <translation><numerusform>%n Spieler hat eine nationale Wertung; die FIDE-Elo reiht.</numerusform><numerusform>%n Spieler haben eine nationale Wertung; die FIDE-Elo reiht sie.</numerusform></translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode the tournament rating cannot be changed any more. To change it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>Runde 1 ist gepaart: Im FIDE-Modus kann die Turnierwertung nicht mehr geändert werden. Um sie zu ändern, verlassen Sie zuerst den FIDE-Modus (Bearbeiten &gt; FIDE-Modus verlassen).</translation>
    </message>
    <message>
        <source>Round 1 is paired: the players were ranked by the tournament rating. Changing how it is found may change the pairing numbers still to be assigned. Change it all the same (recorded in the audit log)?</source>
        <translation>Runde 1 ist gepaart: Die Spieler wurden nach der Turnierwertung gereiht. Wird geändert, wie sie bestimmt wird, können sich noch zu vergebende Paarungsnummern ändern. Trotzdem ändern (im Protokoll vermerkt)?</translation>
    </message>
    <message>
        <source>e.g. GER</source>
        <translation>z. B. GER</translation>
    </message>
    <message>
        <source>The federation whose national ratings count; empty: the event's federation</source>
        <translation>Der Verband, dessen nationale Wertungen zählen; leer: der Verband des Turniers</translation>
    </message>
    <message>
        <source>Which rating ranks the players for their pairing numbers (TRF record 172); the official ratings stay as they are</source>
        <translation>Welche Wertung die Spieler für ihre Paarungsnummern reiht (TRF-Datensatz 172); die offiziellen Wertungen bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Rapid (standard where none)</source>
        <translation>Schnellschach (sonst Standard)</translation>
    </message>
    <message>
        <source>Blitz (standard where none)</source>
        <translation>Blitz (sonst Standard)</translation>
    </message>
    <message>
        <source>Rated on the FIDE list:</source>
        <translation>Gewertet nach FIDE-Liste:</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 player(s) have a national rating of %2. The official ratings stay as they are; the tournament rating ranks the players and sets the pairing numbers.</source>
        <translation><numerusform>%n von %1 Spielern hat eine nationale Wertung von %2. Die offiziellen Wertungen bleiben, wie sie sind; die Turnierwertung reiht die Spieler und bestimmt die Paarungsnummern.</numerusform><numerusform>%n von %1 Spielern haben eine nationale Wertung von %2. Die offiziellen Wertungen bleiben, wie sie sind; die Turnierwertung reiht die Spieler und bestimmt die Paarungsnummern.</numerusform></translation>
    </message>
    <message>
        <source>(no federation set)</source>
        <translation>(kein Verband gesetzt)</translation>
    </message>
    <message>
        <source>Lasts more than &amp;30 days</source>
        <translation>Dauert mehr als &amp;30 Tage</translation>
    </message>
    <message>
        <source>The players' ratings may change while the event goes on: a new list counts from the next round to pair. Set from the start and end dates until changed here.</source>
        <translation>Die Elo-Zahlen der Spieler können sich während des Turniers ändern: eine neue Liste gilt ab der nächsten zu paarenden Runde. Wird aus Beginn- und Enddatum bestimmt, bis es hier geändert wird.</translation>
    </message>
    <message>
        <source>Which of a player's ratings ARO, TPR and the other rating-based tie-breaks take</source>
        <translation>Welche Elo-Zahl eines Spielers ARO, TPR und die anderen Elo-basierten Feinwertungen verwenden</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks take:</source>
        <translation>Elo-basierte Feinwertungen verwenden:</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Elo-Zahlen</translation>
    </message>
    <message numerus="yes">
        <source>A rating list checked once round 1 is paired gives the ratings from the next round on (%n later rating(s) recorded).</source>
        <translation><numerusform>Eine Elo-Liste, die nach der Paarung der 1. Runde geprüft wird, gilt ab der nächsten Runde (%n spätere Elo-Zahl erfasst).</numerusform><numerusform>Eine Elo-Liste, die nach der Paarung der 1. Runde geprüft wird, gilt ab der nächsten Runde (%n spätere Elo-Zahlen erfasst).</numerusform></translation>
    </message>
    <message>
        <source>Rating-based tie-breaks are not recommended in an event over 30 days: %1.</source>
        <translation>In einem Turnier von mehr als 30 Tagen werden Elo-basierte Feinwertungen nicht empfohlen: %1.</translation>
    </message>
    <message>
        <source>Players hold ratings from later rounds. In an event of 30 days or less only the first rating counts: the later ones are kept, but no tie-break takes them. Go on?</source>
        <translation>Spieler haben Elo-Zahlen ab späteren Runden. In einem Turnier von 30 Tagen oder weniger zählt nur die erste Elo-Zahl: die späteren bleiben gespeichert, aber keine Feinwertung verwendet sie. Fortfahren?</translation>
    </message>
    <message>
        <source>The tie-breaks %1 are based on ratings. In an event over 30 days the players' ratings change while it goes on, and rating-based tie-breaks are not recommended (FIDE's technical rules for programs). They take the rating chosen under "Rating-based tie-breaks take".</source>
        <translation>Die Feinwertungen %1 beruhen auf Elo-Zahlen. In einem Turnier von mehr als 30 Tagen ändern sich die Elo-Zahlen der Spieler im Lauf des Turniers, und Elo-basierte Feinwertungen werden nicht empfohlen (technische Regeln der FIDE für Programme). Sie verwenden die unter „Elo-basierte Feinwertungen verwenden“ gewählte Elo-Zahl.</translation>
    </message>
    <message numerus="yes">
        <source>The start and end dates are %n day(s) apart, but the event is set to last more than 30 days.</source>
        <translation><numerusform>Start- und Enddatum liegen %n Tag auseinander, aber das Turnier ist so eingestellt, dass es mehr als 30 Tage dauert.</numerusform><numerusform>Start- und Enddatum liegen %n Tage auseinander, aber das Turnier ist so eingestellt, dass es mehr als 30 Tage dauert.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The start and end dates are %n day(s) apart, but the event is set to last 30 days or less: every rating-based tie-break takes the first rating.</source>
        <translation><numerusform>Start- und Enddatum liegen %n Tag auseinander, aber das Turnier ist so eingestellt, dass es höchstens 30 Tage dauert: Jede Elo-basierte Feinwertung verwendet die erste Elo-Zahl.</numerusform><numerusform>Start- und Enddatum liegen %n Tage auseinander, aber das Turnier ist so eingestellt, dass es höchstens 30 Tage dauert: Jede Elo-basierte Feinwertung verwendet die erste Elo-Zahl.</numerusform></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Time control code (222):</source>
        <translation>Bedenkzeit-Code (222):</translation>
    </message>
    <message>
        <source>seconds: 5400+30 (90 min, 30 s a move), 40/6000+30:900+30, W300-B240</source>
        <translation>Sekunden: 5400+30 (90 min, 30 s pro Zug), 40/6000+30:900+30, W300-B240</translation>
    </message>
    <message>
        <source>The FIDE rating report needs it (TRF-2026 record 222).</source>
        <translation>Der FIDE-Elo-Bericht braucht ihn (TRF-2026, Satz 222).</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>Schnellschach</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1: %2 min for a game of 60 moves, %3 by the Laws of Chess (Appendices A and B).</source>
        <translation>%1: %2 min für eine Partie von 60 Zügen, %3 nach den Schachregeln (Anhänge A und B).</translation>
    </message>
    <message>
        <source>⚠ The event is rated on another list (Rated on the FIDE list, below).</source>
        <translation>⚠ Das Turnier wird nach einer anderen Liste gewertet (Gewertet nach FIDE-Liste, unten).</translation>
    </message>
    <message>
        <source>⚠ The code does not read: %1</source>
        <translation>⚠ Der Code ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Round 1 is paired: the number of rounds was announced with the event and decides which round is the last (its pairing rules, the final standings). Change it from %1 to %2 (recorded in the audit log)?</source>
        <translation>Runde 1 ist gepaart: die Rundenzahl wurde mit dem Turnier angekündigt und entscheidet, welche Runde die letzte ist (ihre Paarungsregeln, die Endtabelle). Von %1 auf %2 ändern (im Protokoll vermerkt)?</translation>
    </message>
    <message>
        <source>Round 1 is paired: the tie-breaks were announced with the edition of C.07 they follow. Changing the edition may change how they are computed. Change it all the same (recorded in the audit log)?</source>
        <translation>Runde 1 ist gepaart: die Feinwertungen wurden mit der Ausgabe von C.07 angekündigt, der sie folgen. Eine andere Ausgabe kann ändern, wie sie berechnet werden. Trotzdem ändern (im Protokoll vermerkt)?</translation>
    </message>
</context>
<context>
    <name>arb::ExternalValuesDialog</name>
    <message>
        <source>External tie-break values (EXT)</source>
        <translation>Externe Feinwertungswerte (EXT)</translation>
    </message>
    <message>
        <source>e.g. the tournament rules, art. 9: the qualifier's score</source>
        <translation>z. B. Turnierordnung, Art. 9: die Punkte der Qualifikation</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>EXT ranks by a value from outside the event that the tournament rules name (a qualifier's score, another list's rating): the higher first; a player without one has none (NA). Put EXT in the tie-break list on this tab. The values are recorded in the event's log and its rating report; undo takes them back.</source>
        <translation>EXT wertet nach einem Wert von außerhalb des Turniers, den die Turnierordnung nennt (Punkte einer Qualifikation, Elo einer anderen Liste): der höhere zuerst; ein Spieler ohne Wert hat keinen (NA). EXT in die Feinwertungsliste dieses Reiters aufnehmen. Die Werte werden im Protokoll des Turniers und in seinem Elo-Bericht vermerkt; Rückgängig nimmt sie zurück.</translation>
    </message>
    <message>
        <source>&amp;Reason (recorded):</source>
        <translation>&amp;Begründung (vermerkt):</translation>
    </message>
    <message>
        <source>Player %1: "%2" is not a number.</source>
        <translation>Spieler %1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>No value was changed.</source>
        <translation>Kein Wert wurde geändert.</translation>
    </message>
</context>
<context>
    <name>arb::FideMode</name>
    <message>
        <source>Not in FIDE mode (left after round %1)</source>
        <translation>Nicht im FIDE-Modus (verlassen nach Runde %1)</translation>
    </message>
    <message>
        <source>Not in FIDE mode (left before round 1)</source>
        <translation>Nicht im FIDE-Modus (verlassen vor Runde 1)</translation>
    </message>
</context>
<context>
    <name>arb::FideRatingList</name>
    <message>
        <source>%1: cannot open the rating list: %2</source>
        <translation>%1: die Eloliste kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: its first line has no "ID Number" and "Name" columns</source>
        <translation>%1 ist keine FIDE-Eloliste: die erste Zeile hat keine Spalten „ID Number“ und „Name“</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: it is not a file (a device or a pipe)</source>
        <translation>%1 ist keine FIDE-Elo-Liste: es ist keine Datei (ein Gerät oder eine Pipe)</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: its first line is longer than %2 characters</source>
        <translation>%1 ist keine FIDE-Elo-Liste: ihre erste Zeile ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>FIDE rapid list</source>
        <translation>FIDE-Schnellschachliste</translation>
    </message>
    <message>
        <source>FIDE rapid list %1</source>
        <translation>FIDE-Schnellschachliste %1</translation>
    </message>
    <message>
        <source>FIDE blitz list</source>
        <translation>FIDE-Blitzliste</translation>
    </message>
    <message>
        <source>FIDE blitz list %1</source>
        <translation>FIDE-Blitzliste %1</translation>
    </message>
    <message>
        <source>FIDE standard list</source>
        <translation>FIDE-Standardliste</translation>
    </message>
    <message>
        <source>FIDE standard list %1</source>
        <translation>FIDE-Standardliste %1</translation>
    </message>
</context>
<context>
    <name>arb::FileWrite</name>
    <message>
        <source>cannot write %1: the disk is full</source>
        <translation>%1 kann nicht geschrieben werden: der Datenträger ist voll</translation>
    </message>
    <message>
        <source>cannot write %1: the disk quota is used up</source>
        <translation>%1 kann nicht geschrieben werden: das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>cannot write %1: the file would be larger than the system allows</source>
        <translation>%1 kann nicht geschrieben werden: die Datei wäre größer, als das System erlaubt</translation>
    </message>
    <message>
        <source>cannot write %1: permission denied</source>
        <translation>%1 kann nicht geschrieben werden: keine Berechtigung</translation>
    </message>
    <message>
        <source>cannot write %1: the disk is read-only</source>
        <translation>%1 kann nicht geschrieben werden: der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Ordner</translation>
    </message>
</context>
<context>
    <name>arb::Generator</name>
    <message>
        <source>"%1" is not a count (3), a rate (0.05 or 5%) or ROUND:VALUE</source>
        <translation>„%1“ ist weder eine Anzahl (3) noch ein Anteil (0.05 oder 5%) noch RUNDE:WERT</translation>
    </message>
    <message>
        <source>"%1" does not name a round</source>
        <translation>„%1“ nennt keine Runde</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
</context>
<context>
    <name>arb::LineupDialog</name>
    <message>
        <source>Line-up of %1, round %2</source>
        <translation>Aufstellung von %1, Runde %2</translation>
    </message>
    <message>
        <source>(empty board)</source>
        <translation>(Brett frei)</translation>
    </message>
    <message>
        <source>Board &amp;%1:</source>
        <translation>Brett &amp;%1:</translation>
    </message>
    <message>
        <source>The players of round %1, board by board; the reserves can take any board.</source>
        <translation>Die Spieler der Runde %1, Brett für Brett; Ersatzspieler können jedes Brett einnehmen.</translation>
    </message>
    <message>
        <source>Board %1: %2 already plays on another board.</source>
        <translation>Brett %1: %2 spielt schon an einem anderen Brett.</translation>
    </message>
</context>
<context>
    <name>arb::ListReports</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n Spieler</numerusform><numerusform>%n Spieler</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The first %n place(s) of each list.</source>
        <translation><numerusform>Der erste Platz jeder Liste.</numerusform><numerusform>Die ersten %n Plätze jeder Liste.</numerusform></translation>
    </message>
</context>
<context>
    <name>arb::MainWindow</name>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Search name, federation or FIDE id</source>
        <translation>Name, Verband oder FIDE-ID suchen</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>&amp;Kreuztabelle</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks</source>
        <translation>&amp;Feinwertungen</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the &amp;demo tournament</source>
        <translation>De&amp;moturnier öffnen</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Export TRF...</source>
        <translation>TRF &amp;exportieren...</translation>
    </message>
    <message>
        <source>Print preview: &amp;standings...</source>
        <translation>Druckvorschau: &amp;Tabelle...</translation>
    </message>
    <message>
        <source>Print preview: &amp;cross table...</source>
        <translation>Druckvorschau: &amp;Kreuztabelle...</translation>
    </message>
    <message>
        <source>Standings as &amp;PDF...</source>
        <translation>Tabelle als &amp;PDF...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language changes when Arbiter is started again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Arbiter.</translation>
    </message>
    <message>
        <source>%1 - %2 - Arbiter</source>
        <translation>%1 - %2 - Arbiter</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(rückgängig gemacht)</translation>
    </message>
    <message>
        <source>(discarded)</source>
        <translation>(verworfen)</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>Imported %1 into %2</source>
        <translation>%1 nach %2 importiert</translation>
    </message>
    <message>
        <source>The demo tournament is missing from this build.</source>
        <translation>Das Demoturnier fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Neuer Spieler</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Arbiter-Turniere (*.arbiter)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.trf *.txt);;Arbiter tournaments (*.arbiter);;TRF files (*.trf *.txt)</source>
        <translation>Turniere (*.arbiter *.trf *.txt);;Arbiter-Turniere (*.arbiter);;TRF-Dateien (*.trf *.txt)</translation>
    </message>
    <message>
        <source>Save tournament as</source>
        <translation>Turnier speichern unter</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>TRF exportieren</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>TRF-Dateien (*.trf)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Ergebnis korrigieren</translation>
    </message>
    <message>
        <source>%1
Reason (optional, kept in the audit log):</source>
        <translation>%1
Grund (optional, wird protokolliert):</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Start p&amp;lay-off...</source>
        <translation>Stichkampf s&amp;tarten...</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>Jetzt &amp;sichern</translation>
    </message>
    <message>
        <source>Restore bac&amp;kup...</source>
        <translation>Sicherung &amp;wiederherstellen...</translation>
    </message>
    <message>
        <source>Print preview: team standings...</source>
        <translation>Druckvorschau: Mannschaftstabelle...</translation>
    </message>
    <message>
        <source>Print preview: team cross table...</source>
        <translation>Druckvorschau: Mannschaftskreuztabelle...</translation>
    </message>
    <message>
        <source>Team standings as PDF...</source>
        <translation>Mannschaftstabelle als PDF...</translation>
    </message>
    <message>
        <source>Team cross table as PDF...</source>
        <translation>Mannschaftskreuztabelle als PDF...</translation>
    </message>
    <message>
        <source>Tie-break rules: C.07, %1 edition</source>
        <translation>Feinwertungsregeln: C.07, Ausgabe %1</translation>
    </message>
    <message>
        <source>Backup to restore:</source>
        <translation>Wiederherzustellende Sicherung:</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Gesichert nach %1</translation>
    </message>
    <message>
        <source>Open a tournament file first: backups are made of a file</source>
        <translation>Zuerst eine Turnierdatei öffnen: Sicherungen werden von einer Datei angelegt</translation>
    </message>
    <message>
        <source>%1 has no backups yet (they go to %2)</source>
        <translation>%1 hat noch keine Sicherungen (sie werden in %2 abgelegt)</translation>
    </message>
    <message>
        <source>backed up by hand</source>
        <translation>von Hand gesichert</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>round %1 complete</source>
        <translation>Runde %1 vollständig</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restored from %1</source>
        <translation>Wiederhergestellt aus %1</translation>
    </message>
    <message>
        <source>Yes, continue working on the copy %1</source>
        <translation>Ja, mit der Kopie %1 weiterarbeiten</translation>
    </message>
    <message>
        <source>No, keep working on %1</source>
        <translation>Nein, weiter mit %1 arbeiten</translation>
    </message>
    <message>
        <source>Continue working on the copy?</source>
        <translation>Mit der Kopie weiterarbeiten?</translation>
    </message>
    <message>
        <source>Saved as %1; now working on the copy</source>
        <translation>Gespeichert als %1; jetzt wird mit der Kopie gearbeitet</translation>
    </message>
    <message>
        <source>Saved a copy as %1; still working on %2</source>
        <translation>Kopie als %1 gespeichert; es wird weiter mit %2 gearbeitet</translation>
    </message>
    <message>
        <source>Tea&amp;ms</source>
        <translation>&amp;Mannschaften</translation>
    </message>
    <message>
        <source>Team standin&amp;gs</source>
        <translation>Mannschafts&amp;tabelle</translation>
    </message>
    <message>
        <source>Team cross ta&amp;ble</source>
        <translation>Mannschaftskreu&amp;ztabelle</translation>
    </message>
    <message>
        <source>the import failed without a reason; nothing was imported</source>
        <translation>der Import ist ohne Angabe eines Grundes fehlgeschlagen; nichts wurde importiert</translation>
    </message>
    <message>
        <source>the folder for imported tournaments, %1, cannot be made</source>
        <translation>der Ordner für importierte Turniere, %1, kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Play-off played</source>
        <translation>Stichkampf bereits gespielt</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>T&amp;urnier</translation>
    </message>
    <message>
        <source>Sta&amp;ndings</source>
        <translation>Tabe&amp;lle</translation>
    </message>
    <message>
        <source>Play-&amp;off</source>
        <translation>Sti&amp;chkampf</translation>
    </message>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Neues Turnier...</translation>
    </message>
    <message>
        <source>Pr&amp;int documents...</source>
        <translation>Dokumente &amp;drucken...</translation>
    </message>
    <message>
        <source>Team matches</source>
        <translation>Mannschaftskämpfe</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard and manual</source>
        <translation>&amp;Tastatur und Handbuch</translation>
    </message>
    <message>
        <source>&amp;About Arbiter</source>
        <translation>&amp;Über Arbiter</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Tournament manager for chess arbiters: pairings, results, standings with the FIDE tie-breaks (C.07), play-offs, team competitions.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). There is no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Turnierverwaltung für Schachschiedsrichter: Paarungen, Ergebnisse, Tabellen mit den FIDE-Feinwertungen (C.07), Stichkämpfe, Mannschaftswettbewerbe.&lt;/p&gt;&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder später (GPL-3.0-or-later). Es gibt keine Gewährleistung.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2 (läuft unter Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Arbiter</source>
        <translation>Über Arbiter</translation>
    </message>
    <message>
        <source>Arbiter: keyboard and manual</source>
        <translation>Arbiter: Tastatur und Handbuch</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files</source>
        <translation>%1 existiert nicht mehr; es wurde aus den zuletzt geöffneten Dateien entfernt</translation>
    </message>
    <message>
        <source>Reopened %1, the last event</source>
        <translation>%1, das letzte Turnier, wieder geöffnet</translation>
    </message>
    <message>
        <source>Laying out the pages...</source>
        <translation>Seiten werden gesetzt...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Print preview cancelled</source>
        <translation>Druckvorschau abgebrochen</translation>
    </message>
    <message>
        <source>Created %1. Insert adds a player.</source>
        <translation>%1 angelegt. Einfg fügt einen Spieler hinzu.</translation>
    </message>
    <message>
        <source>Categor&amp;ies...</source>
        <translation>Kategor&amp;ien...</translation>
    </message>
    <message>
        <source>From FIDE rating &amp;list...</source>
        <translation>&amp;Aus FIDE-Eloliste...</translation>
    </message>
    <message>
        <source>Categor&amp;y:</source>
        <translation>Kate&amp;gorie:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>(by %1)</source>
        <translation>(von %1)</translation>
    </message>
    <message>
        <source>A&amp;dd player</source>
        <translation>Spieler hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Cross &amp;table as PDF...</source>
        <translation>Kreuztabelle &amp;als PDF...</translation>
    </message>
    <message>
        <source>Players: %1, rounds: %2 - %3</source>
        <translation>Spieler: %1, Runden: %2 - %3</translation>
    </message>
    <message>
        <source>Removed %1 (Ctrl+Z undoes)</source>
        <translation>%1 entfernt (Strg+Z macht es rückgängig)</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n players: %1 (Ctrl+Z undoes each)</source>
        <translation><numerusform>%n Spieler entfernt: %1 (Strg+Z macht jeden rückgängig)</numerusform><numerusform>%n Spieler entfernt: %1 (Strg+Z macht jeden rückgängig)</numerusform></translation>
    </message>
    <message>
        <source>Assign pairing n&amp;umbers</source>
        <translation>Paarungs&amp;nummern vergeben</translation>
    </message>
    <message>
        <source>Numbers the players by the initial ranking: rating, then title, then the last key chosen in the Event tab (C.04.2 Art. 2)</source>
        <translation>Nummeriert die Spieler nach der Setzliste: Elo, dann Titel, dann das im Reiter Turnier gewählte letzte Kriterium (C.04.2 Art. 2)</translation>
    </message>
    <message>
        <source>Pairing numbers cannot be assigned: %1.</source>
        <translation>Paarungsnummern können nicht vergeben werden: %1.</translation>
    </message>
    <message>
        <source>The pairing numbers already follow the initial ranking (%1).</source>
        <translation>Die Paarungsnummern folgen bereits der Setzliste (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) renumbered by the initial ranking (%1). Ctrl+Z undoes.</source>
        <translation><numerusform>%n Spieler nach der Setzliste neu nummeriert (%1). Strg+Z macht es rückgängig.</numerusform><numerusform>%n Spieler nach der Setzliste neu nummeriert (%1). Strg+Z macht es rückgängig.</numerusform></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Exported %1. The rating report has no %2 yet (Event tab).</source>
        <translation>%1 exportiert. Dem Elo-Bericht fehlt noch: %2 (Reiter Turnier).</translation>
    </message>
    <message>
        <source>The rating report cannot be final while a game is adjourned (%1): enter its result first.</source>
        <translation>Der Elo-Bericht kann nicht endgültig sein, solange eine Partie vertagt ist (%1): tragen Sie zuerst ihr Ergebnis ein.</translation>
    </message>
    <message>
        <source>manual.html</source>
        <extracomment>the file of the bundled manual in this language: manual.de.html, manual.fr.html...</extracomment>
        <translation>manual.de.html</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <source>Tabs</source>
        <translation>Registerkarten</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>On the %1 tab</source>
        <extracomment>heading of the keys of one tab in the manual</extracomment>
        <translation>Auf der Registerkarte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 was imported into %2, with this warning:
%3</source>
        <translation><numerusform>%1 wurde in %2 importiert, mit dieser Warnung:
%3</numerusform><numerusform>%1 wurde in %2 importiert, mit diesen Warnungen:
%3</numerusform></translation>
    </message>
    <message>
        <source>Rounds not paired by the rules</source>
        <translation>Runden nicht nach den Regeln ausgelost</translation>
    </message>
    <message>
        <source>%1 holds rounds that the FIDE Dutch system would pair otherwise (the file's boards, then the engine's):
%2

Imported as it is, each such round is recorded in the event and its rating report (### Import @ Round n).</source>
        <translation>%1 enthält Runden, die das FIDE-Holländische System anders auslosen würde (die Bretter der Datei, dann die der Auslosung):
%2

Unverändert importiert, wird jede solche Runde im Turnier und in seinem Elo-Bericht vermerkt (### Import @ Round n).</translation>
    </message>
    <message>
        <source>Import as it is</source>
        <translation>Unverändert importieren</translation>
    </message>
    <message>
        <source>&amp;Leave FIDE mode...</source>
        <translation>FIDE-Modus &amp;verlassen...</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>FIDE-Modus verlassen</translation>
    </message>
    <message>
        <source>Outside FIDE mode the event no longer follows FIDE's program checklist. Leaving it:
- cannot be undone: the event never returns to FIDE mode;
- is recorded in the event's log and in its rating report (### FideModeExit @ Round %1), for the rating officer to see;
- is shown on every screen and every printout.

Go on to give the reason?</source>
        <translation>Außerhalb des FIDE-Modus folgt das Turnier nicht mehr der Programm-Checkliste der FIDE. Ihn zu verlassen:
- kann nicht rückgängig gemacht werden: das Turnier kehrt nie in den FIDE-Modus zurück;
- wird im Protokoll des Turniers und in seinem Elo-Bericht vermerkt (### FideModeExit @ Round %1), für den Elo-Bearbeiter sichtbar;
- wird auf jedem Bildschirm und jedem Ausdruck angezeigt.

Weiter zur Angabe des Grundes?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode? (recorded with it)</source>
        <translation>Warum verlässt das Turnier den FIDE-Modus? (wird mit vermerkt)</translation>
    </message>
    <message>
        <source>Last step: the event leaves FIDE mode after round %1 for this reason:
%2

This cannot be undone.</source>
        <translation>Letzter Schritt: das Turnier verlässt den FIDE-Modus nach Runde %1 aus diesem Grund:
%2

Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The event has left FIDE mode</source>
        <translation>Das Turnier hat den FIDE-Modus verlassen</translation>
    </message>
    <message>
        <source>Draw lots for ties</source>
        <translation>Lose für Gleichstände ziehen</translation>
    </message>
    <message>
        <source>Still tied after every tie-break:
%1

C.07 Art. 4.2 breaks such ties by drawing of lots, unless the tournament rules say they are not broken (shared places, a play-off). The lots come from the event itself (seed %2): drawing again gives the same order. The draw is recorded in the log and the rating report (### Lots @ Round %3); undo takes it back.</source>
        <translation>Nach allen Feinwertungen noch gleich:
%1

C.07 Art. 4.2 entscheidet solche Gleichstände durch das Los, sofern die Turnierordnung sie nicht bestehen lässt (geteilte Plätze, ein Stichkampf). Die Lose ergeben sich aus dem Turnier selbst (Startwert %2): erneutes Ziehen ergibt dieselbe Reihenfolge. Die Auslosung wird im Protokoll und im Elo-Bericht vermerkt (### Lots @ Round %3); Rückgängig nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Lose ziehen</translation>
    </message>
    <message>
        <source>Ties broken by drawing of lots (seed %1)</source>
        <translation>Gleichstände durch das Los entschieden (Startwert %1)</translation>
    </message>
    <message>
        <source>Dra&amp;w lots for ties...</source>
        <translation>L&amp;ose für Gleichstände ziehen...</translation>
    </message>
    <message>
        <source>Expel player...</source>
        <translation>Spieler ausschließen...</translation>
    </message>
    <message>
        <source>Expel %1</source>
        <translation>%1 ausschließen</translation>
    </message>
    <message>
        <source>%1 is expelled from round %2 on and not paired again. A Swiss does not rank him (his games still count for his opponents); a round robin, when he completed fewer than half his games, counts neither his points nor those scored against him (C.06 V.4.1). It is recorded in the log and the rating report (### Expelled @ Round %2: player %3); undo takes it back.</source>
        <translation>%1 wird ab Runde %2 ausgeschlossen und nicht mehr gepaart. Ein Schweizer System führt ihn nicht in der Rangliste (seine Partien zählen weiter für seine Gegner); ein Rundenturnier zählt, wenn er weniger als die Hälfte seiner Partien beendet hat, weder seine Punkte noch die gegen ihn erzielten (C.06 V.4.1). Es wird im Protokoll und im Elo-Bericht vermerkt (### Expelled @ Round %2: player %3); Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Why is %1 expelled? (recorded with it)</source>
        <translation>Warum wird %1 ausgeschlossen? (wird mit vermerkt)</translation>
    </message>
    <message>
        <source>%1 is expelled from round %2 (Ctrl+Z undoes)</source>
        <translation>%1 ist ab Runde %2 ausgeschlossen (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <source>Chec&amp;k ratings...</source>
        <translation>&amp;Wertungen prüfen...</translation>
    </message>
    <message>
        <source>Checks the players' ratings against a FIDE rating list and updates them</source>
        <translation>Prüft die Wertungen der Spieler an einer FIDE-Elo-Liste und aktualisiert sie</translation>
    </message>
    <message>
        <source>No half-point byes</source>
        <translation>Keine halben Freilose</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) may take half-point byes again (Ctrl+Z undoes).</source>
        <translation><numerusform>%n Spieler darf wieder halbe Freilose nehmen (Strg+Z macht rückgängig).</numerusform><numerusform>%n Spieler dürfen wieder halbe Freilose nehmen (Strg+Z macht rückgängig).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) may take no half-point bye; giving one asks first (Ctrl+Z undoes).</source>
        <translation><numerusform>%n Spieler darf kein halbes Freilos nehmen; wer eines gibt, wird zuerst gefragt (Strg+Z macht rückgängig).</numerusform><numerusform>%n Spieler dürfen kein halbes Freilos nehmen; wer eines gibt, wird zuerst gefragt (Strg+Z macht rückgängig).</numerusform></translation>
    </message>
    <message>
        <source>Rating from a later round...</source>
        <translation>Elo-Zahl ab einer späteren Runde...</translation>
    </message>
    <message>
        <source>%1: a rating from a later round needs an event that lasts more than 30 days (Event tab, Duration)</source>
        <translation>%1: eine Elo-Zahl ab einer späteren Runde setzt ein Turnier von mehr als 30 Tagen voraus (Registerkarte Turnier, Dauer)</translation>
    </message>
    <message>
        <source>from round 1: %1</source>
        <translation>ab Runde 1: %1</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message>
        <source>from round %1: %2</source>
        <translation>ab Runde %1: %2</translation>
    </message>
    <message>
        <source>Rating from a later round</source>
        <translation>Elo-Zahl ab einer späteren Runde</translation>
    </message>
    <message>
        <source>%1 holds %2.
Type the round and the rating from it on, e.g. "%3 1850" (0: unrated; "%3 -" removes the one of that round).</source>
        <translation>Elo-Zahlen von %1: %2.
Geben Sie die Runde und die ab ihr geltende Elo-Zahl ein, z. B. „%3 1850“ (0: ohne Elo; „%3 -“ entfernt die Elo-Zahl dieser Runde).</translation>
    </message>
    <message>
        <source>%1: "%2" is not a round and a rating (e.g. "5 1850"); nothing was changed</source>
        <translation>%1: „%2“ ist keine Runde mit Elo-Zahl (z. B. „5 1850“); nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1: the rating from round %2 is removed (Ctrl+Z undoes)</source>
        <translation>%1: die Elo-Zahl ab Runde %2 wurde entfernt (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <source>%1: rating %2 from round %3 on (Ctrl+Z undoes)</source>
        <translation>%1: Elo-Zahl %2 ab Runde %3 (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <source>%1 has no rating from round %2; nothing was changed</source>
        <translation>%1 hat keine Elo-Zahl ab Runde %2; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Round %1 is already paired: the new rating counts for games already played, and the rating-based tie-breaks of the rounds from %1 on change. Set it all the same (recorded in the log)?</source>
        <translation>Runde %1 ist bereits gepaart: Die neue Elo-Zahl gilt für schon gespielte Partien, und die Elo-basierten Feinwertungen der Runden ab %1 ändern sich. Trotzdem setzen (im Protokoll vermerkt)?</translation>
    </message>
    <message>
        <source>Set the rating</source>
        <translation>Elo-Zahl setzen</translation>
    </message>
    <message>
        <source>Remove pla&amp;yer</source>
        <translation>Spieler en&amp;tfernen</translation>
    </message>
    <message>
        <source>Created %1. Insert adds a player; the Teams tab puts the players in teams.</source>
        <translation>%1 angelegt. Einfg fügt einen Spieler hinzu; auf der Registerkarte Mannschaften kommen die Spieler in Mannschaften.</translation>
    </message>
    <message>
        <source>&amp;Prizes...</source>
        <translation>&amp;Preise...</translation>
    </message>
    <message>
        <source>Title &amp;norms...</source>
        <translation>Titel&amp;normen...</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Not allowed in FIDE mode</source>
        <translation>Im FIDE-Modus nicht erlaubt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Or&amp;der ties...</source>
        <translation>Gleichstände ord&amp;nen...</translation>
    </message>
    <message>
        <source>Puts players tied on points and every tie-break in the order the arbiter decides</source>
        <translation>Ordnet nach Punkten und jeder Feinwertung gleiche Spieler so, wie der Schiedsrichter entscheidet</translation>
    </message>
    <message>
        <source>Tied players ordered by the arbiter</source>
        <translation>Punktgleiche Spieler vom Schiedsrichter geordnet</translation>
    </message>
    <message>
        <source>The event stays in FIDE mode: leaving it needs a reason.</source>
        <translation>Das Turnier bleibt im FIDE-Modus: ihn zu verlassen braucht einen Grund.</translation>
    </message>
    <message>
        <source>Export rating changes</source>
        <translation>Elo-Änderungen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Rating changes written to %1</source>
        <translation>Elo-Änderungen nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export rating c&amp;hanges (CSV)...</source>
        <translation>Elo-&amp;Änderungen exportieren (CSV)...</translation>
    </message>
</context>
<context>
    <name>arb::NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Event name: enter the name of the event.</source>
        <translation>Turniername: den Namen des Turniers eingeben.</translation>
    </message>
    <message>
        <source>End date: %1 is before the start date %2.</source>
        <translation>Enddatum: %1 liegt vor dem Anfangsdatum %2.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Das Turnier</translation>
    </message>
    <message>
        <source>What the event is called, where and when it is played, and who directs it. Everything can be changed later on the Event tab.</source>
        <translation>Wie das Turnier heißt, wo und wann es gespielt wird und wer es leitet. Alles lässt sich später auf der Registerkarte Turnier ändern.</translation>
    </message>
    <message>
        <source>e.g. GER</source>
        <translation>z. B. GER</translation>
    </message>
    <message>
        <source>Event na&amp;me:</source>
        <translation>Turnier&amp;name:</translation>
    </message>
    <message>
        <source>&amp;City:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>Fe&amp;deration:</source>
        <translation>&amp;Föderation:</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>&amp;Anfangsdatum:</translation>
    </message>
    <message>
        <source>&amp;End date:</source>
        <translation>&amp;Enddatum:</translation>
    </message>
    <message>
        <source>Chief &amp;arbiter:</source>
        <translation>&amp;Hauptschiedsrichter:</translation>
    </message>
    <message>
        <source>Number of rounds: a Swiss event needs at least one round.</source>
        <translation>Anzahl der Runden: ein Schweizer-System-Turnier braucht mindestens eine Runde.</translation>
    </message>
    <message>
        <source>Format and regulations</source>
        <translation>Modus und Reglement</translation>
    </message>
    <message>
        <source>The pairing system, the number of rounds and the regulations the tie-breaks follow. The Tie-breaks tab changes them later.</source>
        <translation>Das Paarungssystem, die Anzahl der Runden und das Reglement, dem die Feinwertungen folgen. Die Registerkarte Feinwertungen ändert sie später.</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Doppelrundenturnier</translation>
    </message>
    <message>
        <source>from the number of players</source>
        <translation>aus der Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Win 1, draw ½, loss 0 (standard)</source>
        <translation>Sieg 1, Remis ½, Niederlage 0 (Standard)</translation>
    </message>
    <message>
        <source>Win 3, draw 1, loss 0</source>
        <translation>Sieg 3, Remis 1, Niederlage 0</translation>
    </message>
    <message>
        <source>From the start date</source>
        <translation>Nach dem Startdatum</translation>
    </message>
    <message>
        <source>2024 edition</source>
        <translation>Ausgabe 2024</translation>
    </message>
    <message>
        <source>2026 edition</source>
        <translation>Ausgabe 2026</translation>
    </message>
    <message>
        <source>&amp;Pairing system:</source>
        <translation>&amp;Paarungssystem:</translation>
    </message>
    <message>
        <source>Number of &amp;rounds:</source>
        <translation>Anzahl der &amp;Runden:</translation>
    </message>
    <message>
        <source>Re&amp;gulations:</source>
        <translation>Re&amp;glement:</translation>
    </message>
    <message>
        <source>S&amp;coring:</source>
        <translation>Wer&amp;tung:</translation>
    </message>
    <message>
        <source>&amp;Tie-break rules (C.07):</source>
        <translation>&amp;Feinwertungsregeln (C.07):</translation>
    </message>
    <message>
        <source>File: enter where to save the event.</source>
        <translation>Datei: angeben, wo das Turnier gespeichert wird.</translation>
    </message>
    <message>
        <source>File: the folder %1 does not exist.</source>
        <translation>Datei: der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>File: %1 already exists; choose another name.</source>
        <translation>Datei: %1 existiert bereits; einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>The event could not be created.</source>
        <translation>Das Turnier konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Save the event</source>
        <translation>Turnier speichern</translation>
    </message>
    <message>
        <source>The event is one file (.arbiter); every change is saved in it at once. Finish creates the event and opens it.</source>
        <translation>Das Turnier ist eine Datei (.arbiter); jede Änderung wird sofort darin gespeichert. Fertigstellen legt das Turnier an und öffnet es.</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>Durchsu&amp;chen...</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Arbiter-Turniere (*.arbiter)</translation>
    </message>
    <message>
        <source>event</source>
        <translation>turnier</translation>
    </message>
    <message>
        <source>None (the default tie-breaks of the pairing system)</source>
        <translation>Keine (die Standard-Feinwertungen des Paarungssystems)</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, as chosen.</source>
        <translation>Die Feinwertungen folgen der Ausgabe %1 von C.07, wie gewählt.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, as the regulations %2 say.</source>
        <translation>Die Feinwertungen folgen der Ausgabe %1 von C.07, wie es das Reglement %2 vorgibt.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, in force on the start date (the 2026 edition from 1 March 2026).</source>
        <translation>Die Feinwertungen folgen der Ausgabe %1 von C.07, die am Startdatum gilt (die Ausgabe 2026 ab 1. März 2026).</translation>
    </message>
    <message>
        <source>⚠ The regulations %1 are written for the %2 edition.</source>
        <translation>⚠ Das Reglement %1 ist für die Ausgabe %2 geschrieben.</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Turnier: %1</translation>
    </message>
    <message>
        <source>Place: %1</source>
        <translation>Ort: %1</translation>
    </message>
    <message>
        <source>Dates: %1 to %2</source>
        <translation>Datum: %1 bis %2</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Hauptschiedsrichter: %1</translation>
    </message>
    <message>
        <source>Pairing system: %1; rounds: %2</source>
        <translation>Paarungssystem: %1; Runden: %2</translation>
    </message>
    <message>
        <source>Regulations: %1</source>
        <translation>Reglement: %1</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Wertung: %1</translation>
    </message>
    <message>
        <source>Baku acce&amp;leration (C.04.7)</source>
        <translation>Baku-Besch&amp;leunigung (C.04.7)</translation>
    </message>
    <message>
        <source>Virtual points for the top half of the players in the first half of the event, as the regulations announce it</source>
        <translation>Virtuelle Punkte für die obere Hälfte der Spieler in der ersten Hälfte des Turniers, wie die Ausschreibung es ankündigt</translation>
    </message>
    <message>
        <source>Acceleration: Baku (C.04.7)</source>
        <translation>Beschleunigung: Baku (C.04.7)</translation>
    </message>
    <message>
        <source>Team Swiss (C.04.6)</source>
        <translation>Mannschafts-Schweizer System (C.04.6)</translation>
    </message>
    <message>
        <source>Baku acce&amp;leration for teams (C.04.7)</source>
        <translation>Baku-Besch&amp;leunigung für Mannschaften (C.04.7)</translation>
    </message>
    <message>
        <source>Teams: a team Swiss needs at least two teams.</source>
        <translation>Mannschaften: ein Mannschafts-Schweizer-System braucht mindestens zwei Mannschaften.</translation>
    </message>
    <message>
        <source>Baku acceleration adds match points: it cannot be used when game points are the score (C.04.7 1.4). Choose match points first, or go back and clear Baku acceleration.</source>
        <translation>Die Baku-Beschleunigung gibt Mannschaftspunkte: sie ist nicht möglich, wenn Brettpunkte die Wertung sind (C.04.7 1.4). Wählen Sie zuerst Mannschaftspunkte, oder gehen Sie zurück und schalten Sie die Baku-Beschleunigung aus.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Mannschaften</translation>
    </message>
    <message>
        <source>The teams in the order of their pairing numbers (strongest first), and how matches are scored and paired. The players are entered next, then put in teams on the Teams tab.</source>
        <translation>Die Mannschaften in der Reihenfolge ihrer Paarungsnummern (die stärkste zuerst) und wie Kämpfe gewertet und gepaart werden. Danach werden die Spieler erfasst und auf der Registerkarte Mannschaften den Mannschaften zugeordnet.</translation>
    </message>
    <message>
        <source>One team per line, a federation after a comma:
Baden-Baden, GER
Solingen, GER</source>
        <translation>Eine Mannschaft pro Zeile, ein Verband nach einem Komma:
Baden-Baden, GER
Solingen, GER</translation>
    </message>
    <message>
        <source>Match points 2/1/0</source>
        <translation>Mannschaftspunkte 2/1/0</translation>
    </message>
    <message>
        <source>Match points 3/1/0</source>
        <translation>Mannschaftspunkte 3/1/0</translation>
    </message>
    <message>
        <source>Match points, then game points</source>
        <translation>Mannschaftspunkte, dann Brettpunkte</translation>
    </message>
    <message>
        <source>Game points, then match points</source>
        <translation>Brettpunkte, dann Mannschaftspunkte</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Te&amp;ams:</source>
        <translation>&amp;Mannschaften:</translation>
    </message>
    <message>
        <source>&amp;Match points:</source>
        <translation>Mannschafts&amp;punkte:</translation>
    </message>
    <message>
        <source>Pairing &amp;score:</source>
        <translation>Paarung &amp;nach:</translation>
    </message>
    <message>
        <source>C&amp;olour preferences:</source>
        <translation>Fa&amp;rbpräferenzen:</translation>
    </message>
    <message>
        <source>Teams, line %1: "%2" after the comma is not a federation (three letters, e.g. GER).</source>
        <translation>Mannschaften, Zeile %1: „%2“ nach dem Komma ist kein Verband (drei Buchstaben, z. B. GER).</translation>
    </message>
    <message>
        <source>Teams, line %1: the team has no name.</source>
        <translation>Mannschaften, Zeile %1: die Mannschaft hat keinen Namen.</translation>
    </message>
    <message>
        <source>Teams, line %1: "%2" is longer than the 32 characters a TRF file keeps.</source>
        <translation>Mannschaften, Zeile %1: „%2“ ist länger als die 32 Zeichen, die eine TRF-Datei aufnimmt.</translation>
    </message>
    <message>
        <source>Teams, line %1: %2 is listed twice.</source>
        <translation>Mannschaften, Zeile %1: %2 steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>Teams: at most 999 teams.</source>
        <translation>Mannschaften: höchstens 999 Mannschaften.</translation>
    </message>
    <message>
        <source>Teams: %1; boards per match: %2; %3; %4</source>
        <translation>Mannschaften: %1; Bretter pro Kampf: %2; %3; %4</translation>
    </message>
    <message>
        <source>Boards &amp;per match:</source>
        <translation>&amp;Bretter pro Kampf:</translation>
    </message>
    <message>
        <source>Type A: one kind of preference (C.04.6 1.7.1)</source>
        <translation>Typ A: eine Art von Präferenz (C.04.6 1.7.1)</translation>
    </message>
    <message>
        <source>Type B: strong and mild preferences (C.04.6 1.7.2)</source>
        <translation>Typ B: starke und schwache Präferenzen (C.04.6 1.7.2)</translation>
    </message>
    <message>
        <source>System: %1 (%2)</source>
        <translation>System: %1 (%2)</translation>
    </message>
    <message>
        <source>The event will be set up outside FIDE mode:
- it can never enter FIDE mode;
- its log and its rating report say so (### FideModeExit @ Round 0), for the rating officer to see;
- every screen and every printout say so.

Set it up outside FIDE mode?</source>
        <translation>Das Turnier wird außerhalb des FIDE-Modus angelegt:
- es kann nie in den FIDE-Modus wechseln;
- sein Protokoll und sein Elo-Bericht vermerken es (### FideModeExit @ Round 0), für den Elo-Bearbeiter sichtbar;
- jeder Bildschirm und jeder Ausdruck zeigt es an.

Außerhalb des FIDE-Modus anlegen?</translation>
    </message>
    <message>
        <source>FIDE &amp;mode</source>
        <translation>FIDE-&amp;Modus</translation>
    </message>
    <message>
        <source>Outside FIDE mode</source>
        <translation>Außerhalb des FIDE-Modus</translation>
    </message>
    <message>
        <source>Set up outside FIDE mode</source>
        <translation>Außerhalb des FIDE-Modus anlegen</translation>
    </message>
    <message>
        <source>In FIDE mode the pairings follow FIDE's rules: a change they do not allow is refused, and a manual change is recorded for the rating officer.</source>
        <translation>Im FIDE-Modus folgen die Paarungen den Regeln der FIDE: eine Änderung, die sie nicht erlauben, wird abgelehnt, und eine manuelle Änderung wird für den Elo-Bearbeiter vermerkt.</translation>
    </message>
    <message>
        <source>Outside FIDE mode: every screen and printout says so, the rating report records it, and the event can never enter FIDE mode.</source>
        <translation>Außerhalb des FIDE-Modus: jeder Bildschirm und jeder Ausdruck zeigt es an, der Elo-Bericht vermerkt es, und das Turnier kann nie in den FIDE-Modus wechseln.</translation>
    </message>
    <message>
        <source>set up outside FIDE mode (regulations: %1)</source>
        <translation>außerhalb des FIDE-Modus angelegt (Reglement: %1)</translation>
    </message>
    <message>
        <source>set up outside FIDE mode</source>
        <translation>außerhalb des FIDE-Modus angelegt</translation>
    </message>
    <message>
        <source>FIDE mode: on</source>
        <translation>FIDE-Modus: ein</translation>
    </message>
    <message>
        <source>FIDE mode: off</source>
        <translation>FIDE-Modus: aus</translation>
    </message>
</context>
<context>
    <name>arb::NormCertificate</name>
    <message>
        <source>Certificate of title result (IT1)</source>
        <translation>Bescheinigung eines Titelergebnisses (IT1)</translation>
    </message>
    <message>
        <source>Title norm: %1</source>
        <translation>Titelnorm: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Start and end date</source>
        <translation>Beginn und Ende</translation>
    </message>
    <message>
        <source>Chief Arbiter</source>
        <translation>Hauptschiedsrichter</translation>
    </message>
    <message>
        <source>Rate of play</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Anzahl der Partien</translation>
    </message>
    <message>
        <source>%1 (credited as %2)</source>
        <translation>%1 (angerechnet als %2)</translation>
    </message>
    <message>
        <source>Federations of the opponents</source>
        <translation>Verbände der Gegner</translation>
    </message>
    <message>
        <source>Opponents not from the player's federation</source>
        <translation>Gegner nicht aus dem Verband des Spielers</translation>
    </message>
    <message>
        <source>Opponents from the host federation</source>
        <translation>Gegner aus dem ausrichtenden Verband</translation>
    </message>
    <message>
        <source>Rated opponents</source>
        <translation>Gegner mit Elo</translation>
    </message>
    <message>
        <source>Titled opponents</source>
        <translation>Gegner mit Titel</translation>
    </message>
    <message>
        <source>%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)</source>
        <translation>%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rating used</source>
        <translation>Verwendete Elo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <source>Average rating of the opponents (Ra)</source>
        <translation>Elo-Schnitt der Gegner (Ra)</translation>
    </message>
    <message>
        <source>Score needed</source>
        <translation>Benötigte Punkte</translation>
    </message>
    <message>
        <source>Score made</source>
        <translation>Erzielte Punkte</translation>
    </message>
    <message>
        <source>%1 (%2 %, performance %3)</source>
        <translation>%1 (%2 %, Leistung %3)</translation>
    </message>
    <message>
        <source>Exceeding the norm by</source>
        <translation>Norm übertroffen um</translation>
    </message>
    <message>
        <source>Remarks:</source>
        <translation>Bemerkungen:</translation>
    </message>
    <message>
        <source>Chief Arbiter:</source>
        <translation>Hauptschiedsrichter:</translation>
    </message>
    <message>
        <source>Federation official:</source>
        <translation>Vertreter des Verbands:</translation>
    </message>
    <message>
        <source>player %1 made no norm after round %2</source>
        <translation>Spieler %1 hat nach Runde %2 keine Norm erzielt</translation>
    </message>
    <message>
        <source>Where applying 1.4.3d: federations</source>
        <translation>Bei Anwendung von 1.4.3d: Verbände</translation>
    </message>
    <message>
        <source>Rated players not from the host federation</source>
        <translation>Gewertete Spieler nicht aus dem Gastgeberverband</translation>
    </message>
    <message>
        <source>Of them GM, IM, WGM or WIM</source>
        <translation>Davon GM, IM, WGM oder WIM</translation>
    </message>
    <message>
        <source>The rules applied: an unrated opponent counts as 1400, and the lowest opponent under the norm's rating floor is raised to it (1.4.6b), as the column Rating used shows. Not valid until confirmed by the FIDE Qualification Commission.</source>
        <translation>Die angewandten Regeln: ein Gegner ohne Elo zählt 1400, und der schwächste Gegner unter der Elo-Untergrenze der Norm wird auf sie angehoben (1.4.6b), wie die Spalte „Verwendete Elo“ zeigt. Nicht gültig, bevor die FIDE-Qualifikationskommission es bestätigt.</translation>
    </message>
</context>
<context>
    <name>arb::NormsDialog</name>
    <message>
        <source>Title norms</source>
        <translation>Titelnormen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Norms made</source>
        <translation>Erzielte Normen</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>Nach &amp;Runde:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a title norm after round %1, judged by the FIDE Title Regulations (B.01, 2024) on the games played over the board. The tournament's own conditions (1.1) are the arbiter's to confirm.</source>
        <translation><numerusform>%n Spieler mit einer Titelnorm nach Runde %1, beurteilt nach den FIDE-Titelbestimmungen (B.01, 2024) an den am Brett gespielten Partien. Die Bedingungen des Turniers selbst (1.1) bestätigt der Schiedsrichter.</numerusform><numerusform>%n Spieler mit einer Titelnorm nach Runde %1, beurteilt nach den FIDE-Titelbestimmungen (B.01, 2024) an den am Brett gespielten Partien. Die Bedingungen des Turniers selbst (1.1) bestätigt der Schiedsrichter.</numerusform></translation>
    </message>
    <message>
        <source>  opponent %1 raised to the rating floor (1.4.6b)</source>
        <translation>  Gegner %1 auf die Elo-Untergrenze angehoben (1.4.6b)</translation>
    </message>
    <message>
        <source>Games played over the board:</source>
        <translation>Am Brett gespielte Partien:</translation>
    </message>
    <message>
        <source>  round %1: %2 (%3) %4 %5 %6, result %7</source>
        <translation>  Runde %1: %2 (%3) %4 %5 %6, Ergebnis %7</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message numerus="yes">
        <source>  and %n round(s) won without a game (PAB or forfeit)</source>
        <translation><numerusform>  und %n ohne Partie gewonnene Runde (spielfrei oder kampflos)</numerusform><numerusform>  und %n ohne Partie gewonnene Runden (spielfrei oder kampflos)</numerusform></translation>
    </message>
    <message>
        <source>Certificates as &amp;PDF...</source>
        <translation>Bescheinigungen als &amp;PDF...</translation>
    </message>
    <message>
        <source>The certificate of title result (IT1) of each norm the selected player made, one page each</source>
        <translation>Die Bescheinigung (IT1) jeder Norm des gewählten Spielers, je eine Seite</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Certificates: %1</source>
        <translation>Bescheinigungen: %1</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>Bescheinigungen geschrieben nach %1</translation>
    </message>
    <message>
        <source>The tournament report (IT3) that goes with the norms, as PDF</source>
        <translation>Der Turnierbericht (IT3), der zu den Normen gehört, als PDF</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Tournament report: %1</source>
        <translation>Turnierbericht: %1</translation>
    </message>
    <message>
        <source>Tournament report written to %1</source>
        <translation>Turnierbericht geschrieben nach %1</translation>
    </message>
    <message>
        <source>&amp;Tournament report (IT3)...</source>
        <translation>Turnier&amp;bericht (IT3)...</translation>
    </message>
    <message>
        <source>Still possible</source>
        <translation>Noch möglich</translation>
    </message>
    <message>
        <source>The norms the player can still make in the rounds left, if the rounds not paired yet bring the opponents who help the norm most</source>
        <translation>Die Normen, die der Spieler in den verbleibenden Runden noch erreichen kann, wenn die noch nicht ausgelosten Runden ihm die für die Norm günstigsten Gegner bringen</translation>
    </message>
    <message>
        <source>An exemption from the federation requirements (1.4.3, 1.4.4) the event has by the Title Regulations: 1.4.3a and b for the players of the host federation, c for everyone. 1.4.3d (a Swiss with enough foreign titled players) is worked out from the event.</source>
        <translation>Eine Befreiung von den Anforderungen an die Verbände (1.4.3, 1.4.4), die das Turnier nach den Titelbestimmungen hat: 1.4.3a und b für die Spieler des Gastgeberverbands, c für alle. 1.4.3d (ein Schweizer System mit genug ausländischen Titelträgern) wird aus dem Turnier ermittelt.</translation>
    </message>
    <message>
        <source>&amp;Federation requirements:</source>
        <translation>Anforderungen an die &amp;Verbände:</translation>
    </message>
    <message>
        <source>round %1: %2 (%3)</source>
        <translation>Runde %1: %2 (%3)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>arb::OrderedList</name>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Ctrl+Up in the list</source>
        <translation>Strg+Oben in der Liste</translation>
    </message>
    <message>
        <source>Ctrl+Down in the list</source>
        <translation>Strg+Unten in der Liste</translation>
    </message>
</context>
<context>
    <name>arb::PagedReport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>arb::PairingCheck</name>
    <message>
        <source>%1-bye</source>
        <translation>%1-spielfrei</translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation>FIDE-Holländisches System</translation>
    </message>
    <message>
        <source>a team tournament: its pairings are not paired again (Arbiter pairs individual Swiss events)</source>
        <translation>ein Mannschaftsturnier: seine Paarungen werden nicht neu ausgelost (Arbiter lost Einzel-Schweizer-System-Turniere aus)</translation>
    </message>
    <message>
        <source>the file names no pairing system (no 192 code, no "Dutch" in 092 "%1"): its pairings are not paired again; --system dutch checks them by the FIDE Dutch system</source>
        <translation>die Datei nennt kein Paarungssystem (kein 192-Code, kein „Dutch“ in 092 „%1“): ihre Paarungen werden nicht neu ausgelost; --system dutch prüft sie nach dem FIDE-Holländischen System</translation>
    </message>
    <message>
        <source>the engine cannot pair it: %1</source>
        <translation>die Auslosung kann sie nicht paaren: %1</translation>
    </message>
    <message>
        <source>file %1; engine %2</source>
        <translation>Datei %1; Auslosung %2</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>players %1 and %2 meet %3 time(s); a round robin of %4 cycle(s) pairs them %4 time(s)</source>
        <translation>Spieler %1 und %2 treffen %3-mal aufeinander; ein Rundenturnier mit %4 Durchgang/Durchgängen paart sie %4-mal</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>Rundenturnier</translation>
    </message>
</context>
<context>
    <name>arb::PairingNumbers</name>
    <message>
        <source>rating, then title, then FIDE ID (C.04.2 2.2; the last key as the regulations state it)</source>
        <translation>Elo, dann Titel, dann FIDE-ID (C.04.2 2.2; das letzte Kriterium laut Ausschreibung)</translation>
    </message>
    <message>
        <source>rating, then title, then by lot with seed %1 (C.04.2 2.2; the last key as the regulations state it)</source>
        <translation>Elo, dann Titel, dann durch Los mit Startwert %1 (C.04.2 2.2; das letzte Kriterium laut Ausschreibung)</translation>
    </message>
    <message>
        <source>rating, then title, then name (C.04.2 2.2)</source>
        <translation>Elo, dann Titel, dann Name (C.04.2 2.2)</translation>
    </message>
    <message>
        <source>the players of a team event keep their numbers: the teams' order decides the pairing (C.04.6 1.1.2)</source>
        <translation>die Spieler eines Mannschaftsturniers behalten ihre Nummern: die Reihenfolge der Mannschaften entscheidet die Paarung (C.04.6 1.1.2)</translation>
    </message>
    <message>
        <source>a play-off is set up for the final standings; its players are named by their numbers</source>
        <translation>für die Endtabelle ist ein Stichkampf angelegt; seine Spieler sind mit ihren Nummern benannt</translation>
    </message>
    <message>
        <source>player %1 (%2, %3) should have number %4, which nobody has</source>
        <translation>Spieler %1 (%2, %3) sollte die Nummer %4 haben, die niemand hat</translation>
    </message>
    <message>
        <source>player %1 (%2, %3) ranks above player %4 (%5, %6)</source>
        <translation>Spieler %1 (%2, %3) steht vor Spieler %4 (%5, %6)</translation>
    </message>
    <message>
        <source>%1; the rating is the tournament rating by %2</source>
        <translation>%1; die Wertung ist die Turnierwertung nach %2</translation>
    </message>
</context>
<context>
    <name>arb::PairingPreviewDialog</name>
    <message>
        <source>E&amp;xchange players</source>
        <translation>Spieler a&amp;ustauschen</translation>
    </message>
    <message>
        <source>Pairing of round %1</source>
        <translation>Paarungen der Runde %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Check the pairing before it is stored. Select a board to swap its colours, or two players to exchange them; every change is written to the audit log.</source>
        <translation>Die Paarungen vor dem Speichern prüfen. Ein Brett auswählen, um die Farben zu tauschen, oder zwei Spieler, um sie auszutauschen; jede Änderung wird ins Protokoll geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Store this pairing</source>
        <translation>Diese Paarungen &amp;speichern</translation>
    </message>
    <message>
        <source>bye (pairing-allocated)</source>
        <translation>spielfrei (durch Auslosung)</translation>
    </message>
    <message>
        <source>already had a bye or a forfeit win (round %1)</source>
        <translation>hatte schon ein Freilos oder einen kampflosen Sieg (Runde %1)</translation>
    </message>
    <message>
        <source>already met in round %1</source>
        <translation>schon in Runde %1 gegeneinander gespielt</translation>
    </message>
    <message>
        <source>%1: colour difference %2</source>
        <translation>%1: Farbdifferenz %2</translation>
    </message>
    <message>
        <source>%1: third %2 in a row</source>
        <translation>%1: dritte Partie mit %2 in Folge</translation>
    </message>
    <message>
        <source>No manual changes.</source>
        <translation>Keine manuellen Änderungen.</translation>
    </message>
    <message>
        <source>Manual changes: %1</source>
        <translation>Manuelle Änderungen: %1</translation>
    </message>
    <message>
        <source>board %1: colours swapped (%2 White, %3 Black)</source>
        <translation>Brett %1: Farben getauscht (%2 Weiß, %3 Schwarz)</translation>
    </message>
    <message>
        <source>players %1 and %2 exchanged (boards %3 and %4)</source>
        <translation>Spieler %1 und %2 ausgetauscht (Bretter %3 und %4)</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>Farben &amp;tauschen</translation>
    </message>
    <message>
        <source>player %1 has fewer points (%2) and may take the bye</source>
        <translation>Spieler %1 hat weniger Punkte (%2) und kann das Freilos erhalten</translation>
    </message>
    <message>
        <source>a prohibited pair in this round</source>
        <translation>ein in dieser Runde verbotenes Paar</translation>
    </message>
    <message>
        <source>%1 expects Black and %2 White: both get the other colour</source>
        <translation>%1 erwartet Schwarz und %2 Weiß: beide erhalten die andere Farbe</translation>
    </message>
    <message>
        <source>bye (%1): %2</source>
        <translation>spielfrei (%1): %2</translation>
    </message>
    <message>
        <source>board %1 (%2-%3): %4</source>
        <translation>Brett %1 (%2-%3): %4</translation>
    </message>
</context>
<context>
    <name>arb::PairingRules</name>
    <message>
        <source>250: expected the virtual points, the first and last round and the first and last player, found "%1"</source>
        <translation>250: erwartet werden die virtuellen Punkte, die erste und letzte Runde und der erste und letzte Spieler, gefunden „%1“</translation>
    </message>
    <message>
        <source>250: "%1" is not virtual points for a range of rounds and players</source>
        <translation>250: „%1“ sind keine virtuellen Punkte für einen Bereich von Runden und Spielern</translation>
    </message>
    <message>
        <source>XXA: expected a start number in columns 5-8</source>
        <translation>XXA: Startnummer in den Spalten 5-8 erwartet</translation>
    </message>
    <message>
        <source>XXA: "%1" in columns %2-%3 is not a number of points</source>
        <translation>XXA: „%1“ in den Spalten %2-%3 ist keine Punktzahl</translation>
    </message>
    <message>
        <source>XXP: expected two or more start numbers, found "%1"</source>
        <translation>XXP: zwei oder mehr Startnummern erwartet, gefunden „%1“</translation>
    </message>
    <message>
        <source>260: expected the first and last round and two or more start numbers, found "%1"</source>
        <translation>260: erwartet werden die erste und letzte Runde und zwei oder mehr Startnummern, gefunden „%1“</translation>
    </message>
    <message>
        <source> (rounds %1-%2)</source>
        <translation> (Runden %1-%2)</translation>
    </message>
    <message>
        <source>prohibited pairs, group %1 ("%2"): %3</source>
        <translation>verbotene Paarungen, Gruppe %1 („%2“): %3</translation>
    </message>
    <message>
        <source>the rounds must run from 1 up</source>
        <translation>die Runden müssen ab 1 aufsteigend sein</translation>
    </message>
    <message>
        <source>"%1" is not a start number</source>
        <translation>„%1“ ist keine Startnummer</translation>
    </message>
    <message>
        <source>a group needs two or more players</source>
        <translation>eine Gruppe braucht zwei oder mehr Spieler</translation>
    </message>
    <message>
        <source>192: the pairing system "%1" is not the FIDE Dutch system, the only Swiss system Arbiter pairs; no other system's pairing is given in its place</source>
        <translation>192: das Paarungssystem „%1“ ist nicht das niederländische FIDE-System, das einzige Schweizer System, das Arbiter paart; die Paarung eines anderen Systems wird nicht an seiner Stelle ausgegeben</translation>
    </message>
    <message>
        <source>299: abnormal points (a penalty, a bonus or non-standard forfeit points) are not applied by the pairing; the pairing would use other scores than the file's</source>
        <translation>299: abweichende Punkte (eine Strafe, ein Bonus oder besondere Punkte für kampflose Partien) wendet die Paarung nicht an; sie würde mit anderen Punktständen als denen der Datei paaren</translation>
    </message>
    <message>
        <source>XXC rank: pairing by the order of the records in the file is not supported; the start numbers are the pairing numbers</source>
        <translation>XXC rank: Paaren nach der Reihenfolge der Datensätze in der Datei wird nicht unterstützt; die Startnummern sind die Paarungsnummern</translation>
    </message>
    <message>
        <source>XXZ: absences for the next round are not read from this record; enter them as a zero-point bye (240 Z or "0000 - Z" in the round)</source>
        <translation>XXZ: Abwesenheiten in der nächsten Runde werden nicht aus diesem Datensatz gelesen; tragen Sie sie als Nullpunkt-Freilos ein (240 Z oder „0000 - Z“ in der Runde)</translation>
    </message>
    <message>
        <source>%1: bbpPairings' scoring records are not read; write the scoring as a 162 record</source>
        <translation>%1: die Wertungsdatensätze von bbpPairings werden nicht gelesen; schreiben Sie die Wertung als Datensatz 162</translation>
    </message>
    <message>
        <source>XXS: points that depend on the colour (%1=%2, %3=%4) are not supported</source>
        <translation>XXS: farbabhängige Punkte (%1=%2, %3=%4) werden nicht unterstützt</translation>
    </message>
</context>
<context>
    <name>arb::PairingsModel</name>
    <message>
        <source>player %1 does not exist</source>
        <translation>Spieler %1 existiert nicht</translation>
    </message>
    <message>
        <source>player %1 is paired twice in this round</source>
        <translation>Spieler %1 ist in dieser Runde doppelt gepaart</translation>
    </message>
    <message>
        <source>%1 and %2 have already met</source>
        <translation>%1 und %2 haben schon gegeneinander gespielt</translation>
    </message>
    <message>
        <source>½ (half-point bye)</source>
        <translation>½ (halbpunktiges Freilos)</translation>
    </message>
    <message>
        <source>1 (full-point bye)</source>
        <translation>1 (Freilos mit vollem Punkt)</translation>
    </message>
    <message>
        <source>1 (pairing-allocated bye)</source>
        <translation>1 (spielfrei durch Auslosung)</translation>
    </message>
    <message>
        <source>0 (zero-point bye)</source>
        <translation>0 (Freilos ohne Punkt)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Round %1, board %2: "%3" is not a result; type 1, = (or 5), 0, +, -, X (double forfeit), or H, F, U, Z for a bye</source>
        <translation>Runde %1, Brett %2: „%3“ ist kein Ergebnis; 1, = (oder 5), 0, +, -, X (beiderseits kampflos) oder H, F, U, Z für ein Freilos tippen</translation>
    </message>
</context>
<context>
    <name>arb::PlayerCategories</name>
    <message>
        <source>women and girls</source>
        <translation>Frauen und Mädchen</translation>
    </message>
    <message>
        <source>under %1 on %2</source>
        <translation>unter %1 am %2</translation>
    </message>
    <message>
        <source>born %1 or later</source>
        <translation>geboren %1 oder später</translation>
    </message>
    <message>
        <source>%1 or older on %2</source>
        <translation>%1 oder älter am %2</translation>
    </message>
    <message>
        <source>born %1 or earlier</source>
        <translation>geboren %1 oder früher</translation>
    </message>
    <message>
        <source>rating from %1 to below %2</source>
        <translation>Elo von %1 bis unter %2</translation>
    </message>
    <message>
        <source>rating %1 or more</source>
        <translation>Elo %1 oder mehr</translation>
    </message>
    <message>
        <source>rating below %1 (unrated included)</source>
        <translation>Elo unter %1 (ohne Elo eingeschlossen)</translation>
    </message>
    <message>
        <source>club %1</source>
        <translation>Verein %1</translation>
    </message>
    <message>
        <source>federation %1</source>
        <translation>Föderation %1</translation>
    </message>
    <message>
        <source>a category has no name</source>
        <translation>eine Kategorie hat keinen Namen</translation>
    </message>
    <message>
        <source>category "%1": the name is used twice</source>
        <translation>Kategorie „%1“: der Name wird doppelt verwendet</translation>
    </message>
    <message>
        <source>category "%1": the age %2 is not from 1 to 120</source>
        <translation>Kategorie „%1“: das Alter %2 liegt nicht zwischen 1 und 120</translation>
    </message>
    <message>
        <source>category "%1": give a rating band (a lowest rating, a rating to stay below, or both, from 1 to 4000)</source>
        <translation>Kategorie „%1“: einen Elo-Bereich angeben (eine untere Elo, eine Elo, die unterschritten werden muss, oder beides, von 1 bis 4000)</translation>
    </message>
    <message>
        <source>category "%1": name the club or federation</source>
        <translation>Kategorie „%1“: den Verein oder die Föderation nennen</translation>
    </message>
</context>
<context>
    <name>arb::PlayerFields</name>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>%1 "%2" is stored as %3</source>
        <translation>%1 „%2“ wird als %3 gespeichert</translation>
    </message>
    <message>
        <source>title "%1" is not a FIDE title: use GM, IM, FM, CM, WGM, WIM, WFM or WCM, or leave it empty</source>
        <translation>Titel „%1“ ist kein FIDE-Titel: GM, IM, FM, CM, WGM, WIM, WFM oder WCM verwenden oder leer lassen</translation>
    </message>
    <message>
        <source>federation "%1" is a country name: type the FIDE code %2</source>
        <translation>Föderation „%1“ ist ein Ländername: den FIDE-Code %2 eingeben</translation>
    </message>
    <message>
        <source>federation "%1" is not a FIDE federation code: three letters, e.g. GER, TUR</source>
        <translation>Föderation „%1“ ist kein FIDE-Föderationscode: drei Buchstaben, z. B. GER, TUR</translation>
    </message>
    <message>
        <source>FIDE id "%1" is not a FIDE id: digits only, at most 11</source>
        <translation>FIDE-ID „%1“ ist keine FIDE-ID: nur Ziffern, höchstens 11</translation>
    </message>
    <message>
        <source>birth date "%1" is not a date: type YYYY-MM-DD, DD.MM.YYYY or the year alone</source>
        <translation>Geburtsdatum „%1“ ist kein Datum: JJJJ-MM-TT, TT.MM.JJJJ oder nur das Jahr eingeben</translation>
    </message>
    <message>
        <source>birth date "%1" is not a possible birth date (from 1900 to today)</source>
        <translation>Geburtsdatum „%1“ ist kein mögliches Geburtsdatum (von 1900 bis heute)</translation>
    </message>
    <message>
        <source>sex "%1" is not m or w</source>
        <translation>Geschlecht „%1“ ist nicht m oder w</translation>
    </message>
    <message>
        <source>unknown player field</source>
        <translation>unbekanntes Spielerfeld</translation>
    </message>
</context>
<context>
    <name>arb::PlayerRoundsModel</name>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>paired, no result yet: unplayed (Art. 16)</source>
        <translation>gepaart, noch kein Ergebnis: nicht gespielt (Art. 16)</translation>
    </message>
    <message>
        <source>not paired: zero-point bye (Art. 16.1.1)</source>
        <translation>nicht gepaart: Freilos ohne Punkt (Art. 16.1.1)</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <source>played, not rated</source>
        <translation>gespielt, nicht gewertet</translation>
    </message>
    <message>
        <source>forfeit win: unplayed, dummy opponent (Art. 16.2.2)</source>
        <translation>kampfloser Sieg: nicht gespielt, virtueller Gegner (Art. 16.2.2)</translation>
    </message>
    <message>
        <source>forfeit loss: voluntarily unplayed (Art. 16.2.4)</source>
        <translation>kampflose Niederlage: freiwillig nicht gespielt (Art. 16.2.4)</translation>
    </message>
    <message>
        <source>pairing-allocated bye: dummy opponent (Art. 16.2.1)</source>
        <translation>spielfrei durch Auslosung: virtueller Gegner (Art. 16.2.1)</translation>
    </message>
    <message>
        <source>full-point bye (Art. 16.2.1)</source>
        <translation>Freilos mit vollem Punkt (Art. 16.2.1)</translation>
    </message>
    <message>
        <source>half-point bye: requested (Art. 16.1.1)</source>
        <translation>halbpunktiges Freilos: beantragt (Art. 16.1.1)</translation>
    </message>
    <message>
        <source>zero-point bye: requested (Art. 16.1.1)</source>
        <translation>Freilos ohne Punkt: beantragt (Art. 16.1.1)</translation>
    </message>
    <message>
        <source>absent (Art. 16.1.1)</source>
        <translation>abwesend (Art. 16.1.1)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Punkte des Gegners</translation>
    </message>
    <message>
        <source>For the tie-breaks</source>
        <translation>Für die Feinwertung</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Elo-Änderung</translation>
    </message>
    <message>
        <source>Rating change (K %1: %2)</source>
        <translation>Elo-Änderung (K %1: %2)</translation>
    </message>
</context>
<context>
    <name>arb::PlayersModel</name>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Withdrawn from round</source>
        <translation>Zurückgezogen ab Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Player %1: %2 "%3" is not a number from 0 to %4</source>
        <translation>Spieler %1: %2 „%3“ ist keine Zahl von 0 bis %4</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>the FIDE development coefficient K of the rating calculation</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <source>K factor</source>
        <translation>K-Faktor</translation>
    </message>
    <message>
        <source>⚠ The points in the imported file do not add up: %1</source>
        <translation>⚠ Die Punkte in der importierten Datei gehen nicht auf: %1</translation>
    </message>
    <message>
        <source>no federation set</source>
        <translation>kein Verband gesetzt</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <extracomment>the player's rating in his national federation's list</extracomment>
        <translation>Nat. Wertung</translation>
    </message>
    <message>
        <source>national rating</source>
        <translation>nationale Wertung</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>FIDE rating: %1 (source: %2)
National rating (%3): %4
Tournament rating: %5, by %6</source>
        <translation>FIDE-Elo: %1 (Quelle: %2)
Nationale Wertung (%3): %4
Turnierwertung: %5, nach %6</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>No half-point byes (the event's regulations)</source>
        <translation>Keine halben Freilose (laut Ausschreibung)</translation>
    </message>
    <message>
        <source>From round %1: %2</source>
        <translation>Ab Runde %1: %2</translation>
    </message>
    <message>
        <source>From round %1: %2 (%3)</source>
        <translation>Ab Runde %1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>arb::Playoff</name>
    <message>
        <source>places %1-%2 decided by play-off</source>
        <translation>Plätze %1-%2 durch Stichkampf entschieden</translation>
    </message>
    <message>
        <source>lots (%1): %2: %3</source>
        <translation>Los (%1): %2: %3</translation>
    </message>
    <message>
        <source>%1: White in the first game</source>
        <translation>%1: Weiß in der ersten Partie</translation>
    </message>
    <message>
        <source>%1, C.1 game %2</source>
        <translation>%1, C.1 Partie %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>%1: tied %2-%3, sudden death (C.2)</source>
        <translation>%1: Gleichstand %2-%3, Sudden Death (C.2)</translation>
    </message>
    <message>
        <source>%1: White in the first sudden-death game</source>
        <translation>%1: Weiß in der ersten Sudden-Death-Partie</translation>
    </message>
    <message>
        <source>%1, C.2 sudden death %2</source>
        <translation>%1, C.2 Sudden Death %2</translation>
    </message>
    <message>
        <source>%1: White in the Armageddon game</source>
        <translation>%1: Weiß in der Armageddon-Partie</translation>
    </message>
    <message>
        <source>%1, Armageddon (a draw counts as a win for Black)</source>
        <translation>%1, Armageddon (Remis zählt als Sieg für Schwarz)</translation>
    </message>
    <message>
        <source>%1, round %2, board %3</source>
        <translation>%1, Runde %2, Brett %3</translation>
    </message>
    <message>
        <source>knockout seeds</source>
        <translation>K.-o.-Setzliste</translation>
    </message>
    <message>
        <source>knockout round %1: %2 match(es), %3 bye(s)</source>
        <translation>K.-o.-Runde %1: %2 Wettkämpfe, %3 Freilose</translation>
    </message>
    <message>
        <source>final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>round %1, match %2</source>
        <translation>Runde %1, Wettkampf %2</translation>
    </message>
    <message>
        <source>round robin (series %1)</source>
        <translation>Rundenturnier (Serie %1)</translation>
    </message>
    <message>
        <source>series %1: a round robin of %2 players</source>
        <translation>Serie %1: ein Rundenturnier mit %2 Spielern</translation>
    </message>
    <message>
        <source>%1: pairing numbers</source>
        <translation>%1: Auslosungsnummern</translation>
    </message>
    <message>
        <source>%1, cycle %2</source>
        <translation>%1, Durchgang %2</translation>
    </message>
    <message>
        <source>%1, tie for place %2</source>
        <translation>%1, Gleichstand um Platz %2</translation>
    </message>
    <message>
        <source>result %1 for game "%2": there is no such game in the plan</source>
        <translation>Ergebnis %1 für Partie „%2“: diese Partie gibt es im Plan nicht</translation>
    </message>
    <message>
        <source>result %1 (%2): the play-off is already decided after %3 game(s)</source>
        <translation>Ergebnis %1 (%2): der Stichkampf ist schon nach %3 Partie(n) entschieden</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>record "%1": %2</source>
        <translation>Eintrag „%1“: %2</translation>
    </message>
    <message>
        <source>record "%1": expected PLACE GAME RESULT</source>
        <translation>Eintrag „%1“: PLATZ PARTIE ERGEBNIS erwartet</translation>
    </message>
    <message>
        <source>series %1: two players, a match (C.1)</source>
        <translation>Serie %1: zwei Spieler, ein Wettkampf (C.1)</translation>
    </message>
    <message>
        <source>C match</source>
        <translation>C-Wettkampf</translation>
    </message>
    <message>
        <source>%1.2 round robin %2 (colours reversed)</source>
        <translation>%1.2 Rundenturnier %2 (Farben vertauscht)</translation>
    </message>
    <message>
        <source>%1.1 round robin %2</source>
        <translation>%1.1 Rundenturnier %2</translation>
    </message>
    <message>
        <source>series %1: %2 players, %3</source>
        <translation>Serie %1: %2 Spieler, %3</translation>
    </message>
    <message>
        <source>%1: all %2 players tied (%3.%4)</source>
        <translation>%1: alle %2 Spieler gleichauf (%3.%4)</translation>
    </message>
    <message>
        <source>%1: %2 players tied for first (%3): %4</source>
        <translation>%1: %2 Spieler gleichauf auf Platz eins (%3): %4</translation>
    </message>
    <message>
        <source>E.2.4 semi-final seeds from %1</source>
        <translation>E.2.4 Setzliste des Halbfinales aus %1</translation>
    </message>
    <message>
        <source>E.2 semi-final seeds: %1</source>
        <translation>E.2 Setzliste des Halbfinales: %1</translation>
    </message>
    <message>
        <source>series %1: four players, semi-finals and a final (E)</source>
        <translation>Serie %1: vier Spieler, Halbfinale und Finale (E)</translation>
    </message>
    <message>
        <source>E.1 semi-final 1-4</source>
        <translation>E.1 Halbfinale 1-4</translation>
    </message>
    <message>
        <source>E.1 semi-final 2-3</source>
        <translation>E.1 Halbfinale 2-3</translation>
    </message>
    <message>
        <source>E.3 final</source>
        <translation>E.3 Finale</translation>
    </message>
    <message>
        <source>The play-off was decided on earlier standings: results corrected since then changed who is tied. It stays recorded below but decides no place; start the play-off again for the tie as it is now.</source>
        <translation>Der Stichkampf wurde auf Grundlage einer früheren Tabelle entschieden: seither korrigierte Ergebnisse haben geändert, wer gleichauf liegt. Er bleibt unten verzeichnet, entscheidet aber keinen Platz; den Stichkampf für den jetzigen Gleichstand erneut starten.</translation>
    </message>
    <message>
        <source>Play-off for place %1: %2</source>
        <translation>Stichkampf um Platz %1: %2</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffConfig</name>
    <message>
        <source>unknown play-off setting "%1"</source>
        <translation>unbekannte Stichkampf-Einstellung „%1“</translation>
    </message>
    <message>
        <source>play-off setting "lotsSeed" must be a whole number (as a string for more than 2^53)</source>
        <translation>die Stichkampf-Einstellung „lotsSeed“ muss eine ganze Zahl sein (als Zeichenkette bei mehr als 2^53)</translation>
    </message>
    <message>
        <source>play-off setting "%1": "%2" is not one of %3</source>
        <translation>Stichkampf-Einstellung „%1“: „%2“ ist keiner der Werte %3</translation>
    </message>
    <message>
        <source>play-off setting "%1" must be a whole number from %2 to %3</source>
        <translation>Stichkampf-Einstellung „%1“ muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>play-off setting "%1": %2</source>
        <translation>Stichkampf-Einstellung „%1“: %2</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffDialog</name>
    <message>
        <source>Start a play-off</source>
        <translation>Stichkampf starten</translation>
    </message>
    <message>
        <source>Tata Steel Masters</source>
        <translation>Tata Steel Masters</translation>
    </message>
    <message>
        <source>Knockout with Armageddon</source>
        <translation>K.-o.-System mit Armageddon</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>First place only</source>
        <translation>Nur erster Platz</translation>
    </message>
    <message>
        <source>Every tied place</source>
        <translation>Jeder geteilte Platz</translation>
    </message>
    <message>
        <source>all tie-breaks</source>
        <translation>alle Feinwertungen</translation>
    </message>
    <message>
        <source>Players qualify when equal on points and on this many tie-breaks of the list (0: points only)</source>
        <translation>Spieler qualifizieren sich bei gleichen Punkten und gleich vielen Feinwertungen der Liste (0: nur Punkte)</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Auslosung</translation>
    </message>
    <message>
        <source>Main standings</source>
        <translation>Haupttabelle</translation>
    </message>
    <message>
        <source>Higher placed player has White</source>
        <translation>Besser platzierter Spieler hat Weiß</translation>
    </message>
    <message>
        <source>minutes+seconds, e.g. 3+2, or White/Black: 2.5+2/3+2</source>
        <translation>Minuten+Sekunden, z. B. 3+2, oder Weiß/Schwarz: 2.5+2/3+2</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>e.g. 2026-01-30 17:00</source>
        <translation>z. B. 2026-01-30 17:00</translation>
    </message>
    <message>
        <source>Every drawing of lots of the play-off is made from this number; it is recorded, so the same number and results always give the same plan</source>
        <translation>Jede Auslosung des Stichkampfs wird aus dieser Zahl gemacht; sie wird gespeichert, damit dieselbe Zahl und dieselben Ergebnisse immer denselben Plan ergeben</translation>
    </message>
    <message>
        <source>&amp;Places played off (3.1.1):</source>
        <translation>Ausgespielte &amp;Plätze (3.1.1):</translation>
    </message>
    <message>
        <source>&amp;Qualifying tie-breaks (3.1.2):</source>
        <translation>&amp;Qualifizierende Feinwertungen (3.1.2):</translation>
    </message>
    <message>
        <source>Pairing &amp;numbers (3.1.4):</source>
        <translation>Auslosungs&amp;nummern (3.1.4):</translation>
    </message>
    <message>
        <source>&amp;Colours (3.1.5):</source>
        <translation>&amp;Farben (3.1.5):</translation>
    </message>
    <message>
        <source>&amp;Game time (3.1.6):</source>
        <translation>&amp;Bedenkzeit (3.1.6):</translation>
    </message>
    <message>
        <source>&amp;Armageddon time:</source>
        <translation>Bedenkzeit &amp;Armageddon:</translation>
    </message>
    <message>
        <source>&amp;Match games:</source>
        <translation>&amp;Wettkampfpartien:</translation>
    </message>
    <message>
        <source>Round-robin c&amp;ycles:</source>
        <translation>Durchgänge des Rundent&amp;urniers:</translation>
    </message>
    <message>
        <source>&amp;Rest after the main event (3.1.7):</source>
        <translation>Pause nach dem &amp;Hauptturnier (3.1.7):</translation>
    </message>
    <message>
        <source>&amp;Break between games:</source>
        <translation>Pause &amp;zwischen den Partien:</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>Be&amp;ginn:</translation>
    </message>
    <message>
        <source>&amp;Lots seed:</source>
        <translation>Startwert der &amp;Auslosung:</translation>
    </message>
    <message>
        <source>&amp;Start play-off</source>
        <translation>Stichkampf &amp;starten</translation>
    </message>
    <message>
        <source>Game time</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Sudden-death time</source>
        <translation>Bedenkzeit Sudden Death</translation>
    </message>
    <message>
        <source>Armageddon time</source>
        <translation>Bedenkzeit Armageddon</translation>
    </message>
    <message>
        <source>%1 "%2": %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
    <message>
        <source>Lots seed "%1": a whole number is needed</source>
        <translation>Startwert der Auslosung „%1“: eine ganze Zahl ist nötig</translation>
    </message>
    <message>
        <source>Place %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>No players are tied under these settings.</source>
        <translation>Mit diesen Einstellungen ist kein Spieler gleichauf.</translation>
    </message>
    <message>
        <source>Tied players:</source>
        <translation>Gleichauf liegende Spieler:</translation>
    </message>
    <message>
        <source>N&amp;ew seed</source>
        <translation>N&amp;euer Startwert</translation>
    </message>
    <message>
        <source>Temp&amp;late (3.1.3):</source>
        <translation>&amp;Vorlage (3.1.3):</translation>
    </message>
    <message>
        <source>Su&amp;dden-death time:</source>
        <translation>Bedenkzeit Su&amp;dden Death:</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffGamesModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffReport</name>
    <message>
        <source>White %1, Black %2</source>
        <translation>Weiß %1, Schwarz %2</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>No play-off was started.</source>
        <translation>Es wurde kein Stichkampf gestartet.</translation>
    </message>
    <message>
        <source>Tata Steel Masters tiebreak regulations</source>
        <translation>Stichkampfreglement des Tata Steel Masters</translation>
    </message>
    <message>
        <source>knockout matches with Armageddon</source>
        <translation>K.-o.-Wettkämpfe mit Armageddon</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partien: %1</translation>
    </message>
    <message>
        <source>Sudden death: %1</source>
        <translation>Sudden Death: %1</translation>
    </message>
    <message>
        <source>Armageddon (a draw counts as a win for Black): %1</source>
        <translation>Armageddon (Remis zählt als Sieg für Schwarz): %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Beginn: %1</translation>
    </message>
    <message>
        <source>rest after the main event: %1 min</source>
        <translation>Pause nach dem Hauptturnier: %1 min</translation>
    </message>
    <message>
        <source>break between games: %1 min</source>
        <translation>Pause zwischen den Partien: %1 min</translation>
    </message>
    <message>
        <source>No players are tied for a place played off.</source>
        <translation>Um keinen ausgespielten Platz liegen Spieler gleichauf.</translation>
    </message>
    <message>
        <source>Play-off for place %1</source>
        <translation>Stichkampf um Platz %1</translation>
    </message>
    <message>
        <source>Time controls:</source>
        <translation>Bedenkzeiten:</translation>
    </message>
    <message>
        <source>Schedule:</source>
        <translation>Zeitplan:</translation>
    </message>
    <message>
        <source>Lots seed:</source>
        <translation>Startwert der Auslosung:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Main rank</source>
        <translation>Platz im Hauptturnier</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Partien mit Schwarz</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Auslosung</translation>
    </message>
    <message>
        <source>Semi-final seeding (E.2):</source>
        <translation>Setzliste des Halbfinales (E.2):</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>K.-o.-Baum</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Wettkampf</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>to be played</source>
        <translation>noch zu spielen</translation>
    </message>
    <message>
        <source>Round robin %1</source>
        <translation>Rundenturnier %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>b</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Games in order of play</source>
        <translation>Partien in Spielreihenfolge</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>Weiß %1</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>Schwarz %1</translation>
    </message>
    <message>
        <source>The play-off goes on: the next games follow from these results.</source>
        <translation>Der Stichkampf geht weiter: die nächsten Partien ergeben sich aus diesen Ergebnissen.</translation>
    </message>
    <message>
        <source>Final order of the play-off</source>
        <translation>Endreihenfolge des Stichkampfs</translation>
    </message>
    <message>
        <source>The other players of the play-off share second place; prize money is shared equally (A.2).</source>
        <translation>Die übrigen Spieler des Stichkampfs teilen sich den zweiten Platz; das Preisgeld wird gleich geteilt (A.2).</translation>
    </message>
    <message>
        <source>Final standings with the play-off result</source>
        <translation>Endstand mit dem Ergebnis des Stichkampfs</translation>
    </message>
    <message>
        <source>Standings (the play-off is not finished)</source>
        <translation>Tabelle (der Stichkampf ist nicht beendet)</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffWidget</name>
    <message>
        <source>P&amp;DF...</source>
        <translation>PDF e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Result of the selected game: 1 White wins, = or 5 draw, 0 Black wins, Delete clears</source>
        <translation>Ergebnis der gewählten Partie: 1 Weiß gewinnt, = oder 5 remis, 0 Schwarz gewinnt, Entf löscht</translation>
    </message>
    <message>
        <source>Tie:</source>
        <translation>Gleichstand:</translation>
    </message>
    <message>
        <source>Remove play-off</source>
        <translation>Stichkampf entfernen</translation>
    </message>
    <message>
        <source>Remove the play-off and its results? (Undo brings them back.)</source>
        <translation>Stichkampf und seine Ergebnisse entfernen? (Rückgängig holt sie zurück.)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n player(s))</source>
        <translation><numerusform>Platz %1 (%n Spieler)</numerusform><numerusform>Platz %1 (%n Spieler)</numerusform></translation>
    </message>
    <message>
        <source>No play-off started. Start one from here or from the Standings tab when players are tied.</source>
        <translation>Kein Stichkampf gestartet. Starten Sie einen hier oder im Reiter Tabelle, wenn Spieler gleichauf liegen.</translation>
    </message>
    <message>
        <source>Play-off (%1), lots seed %2.</source>
        <translation>Stichkampf (%1), Startwert der Auslosung %2.</translation>
    </message>
    <message>
        <source>Nobody is tied for a place played off.</source>
        <translation>Niemand liegt um einen ausgespielten Platz gleichauf.</translation>
    </message>
    <message>
        <source>Place %1: %2.</source>
        <translation>Platz %1: %2.</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Beendet: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to play next.</source>
        <translation><numerusform>Als Nächstes ist %n Partie zu spielen.</numerusform><numerusform>Als Nächstes sind %n Partien zu spielen.</numerusform></translation>
    </message>
    <message>
        <source>Seed %1: %2 %3</source>
        <translation>Setzplatz %1: %2 %3</translation>
    </message>
    <message>
        <source>Restart play-off</source>
        <translation>Stichkampf neu starten</translation>
    </message>
    <message numerus="yes">
        <source>Starting the play-off again discards the %n result(s) entered so far (Undo brings them back). Go on?</source>
        <translation><numerusform>Ein Neustart des Stichkampfs verwirft das bisher eingetragene Ergebnis (Rückgängig holt es zurück). Fortfahren?</numerusform><numerusform>Ein Neustart des Stichkampfs verwirft die %n bisher eingetragenen Ergebnisse (Rückgängig holt sie zurück). Fortfahren?</numerusform></translation>
    </message>
    <message>
        <source>Play-off as PDF</source>
        <translation>Stichkampf als PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Start p&amp;lay-off...</source>
        <translation>Stichkampf s&amp;tarten...</translation>
    </message>
    <message>
        <source>Re&amp;move play-off</source>
        <translation>Stichkampf &amp;aufheben</translation>
    </message>
    <message>
        <source>Pr&amp;int preview...</source>
        <translation>Druck&amp;vorschau...</translation>
    </message>
    <message>
        <source>Restart pla&amp;y-off...</source>
        <translation>Stichkampf &amp;neu starten...</translation>
    </message>
    <message>
        <source>&amp;Remove play-off</source>
        <translation>Stichkampf &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Restart play-off</source>
        <translation>Stichkampf &amp;neu starten</translation>
    </message>
</context>
<context>
    <name>arb::Preset</name>
    <message>
        <source>preset "%1", tie-break %2: %3</source>
        <translation>Vorlage „%1“, Feinwertung %2: %3</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>"%1" is not one of %2</source>
        <translation>„%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>expected a positive whole number</source>
        <translation>positive ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected a number of points such as 1 or 0.5</source>
        <translation>Punktzahl wie 1 oder 0.5 erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>"%1" is not a tie-break spec</source>
        <translation>„%1“ ist keine Feinwertungsangabe</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: malformed JSON: %2</source>
        <translation>%1: fehlerhaftes JSON: %2</translation>
    </message>
    <message>
        <source>a preset file is a JSON object</source>
        <translation>eine Vorlagendatei ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>format: "%1" is not an Arbiter preset (expected "%2")</source>
        <translation>format: „%1“ ist keine Arbiter-Vorlage („%2“ erwartet)</translation>
    </message>
    <message>
        <source>formatVersion: this preset was written by a newer version of Arbiter (preset format %1; this version reads format %2 and older). Update Arbiter to use it.</source>
        <translation>formatVersion: diese Vorlage wurde von einer neueren Arbiter-Version geschrieben (Vorlagenformat %1; diese Version liest Format %2 und älter). Arbiter aktualisieren, um sie zu verwenden.</translation>
    </message>
    <message>
        <source>"%1": the edition of C.07 is "2024" or "2026"</source>
        <translation>„%1“: die Ausgabe von C.07 ist „2024“ oder „2026“</translation>
    </message>
    <message>
        <source>"%1": use lower-case letters, digits and '-' only</source>
        <translation>„%1“: nur Kleinbuchstaben, Ziffern und '-' verwenden</translation>
    </message>
    <message>
        <source>match points apply to team competitions only</source>
        <translation>Mannschaftspunkte gelten nur für Mannschaftswettbewerbe</translation>
    </message>
    <message>
        <source>expected a list of tie-breaks</source>
        <translation>Liste von Feinwertungen erwartet</translation>
    </message>
    <message>
        <source>expected an object with "spec" and "rule"</source>
        <translation>Objekt mit „spec“ und „rule“ erwartet</translation>
    </message>
</context>
<context>
    <name>arb::PresetLibrary</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>"%1" is not a preset id: an id is a name of lower-case letters, digits and '-', never a path</source>
        <translation>„%1“ ist keine Vorlagenkennung: eine Kennung ist ein Name aus Kleinbuchstaben, Ziffern und '-', nie ein Pfad</translation>
    </message>
    <message>
        <source>preset "%1" is not valid: %2</source>
        <translation>Vorlage „%1“ ist ungültig: %2</translation>
    </message>
    <message>
        <source>"%1" is the id of a preset shipped with Arbiter; save it under another id</source>
        <translation>„%1“ ist die Kennung einer mit Arbiter gelieferten Vorlage; unter einer anderen Kennung speichern</translation>
    </message>
    <message>
        <source>cannot create the preset directory %1</source>
        <translation>der Vorlagenordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>no user preset "%1"</source>
        <translation>keine eigene Vorlage „%1“</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>no preset "%1"</source>
        <translation>keine Vorlage „%1“</translation>
    </message>
</context>
<context>
    <name>arb::PresetNames</name>
    <message>
        <source>FIDE individual round robin</source>
        <translation>FIDE Einzel, Rundenturnier</translation>
    </message>
    <message>
        <source>FIDE individual round robin (2026 rules)</source>
        <translation>FIDE Einzel, Rundenturnier (Regeln 2026)</translation>
    </message>
    <message>
        <source>FIDE individual Swiss</source>
        <translation>FIDE Einzel, Schweizer System</translation>
    </message>
    <message>
        <source>FIDE individual Swiss (2026 rules)</source>
        <translation>FIDE Einzel, Schweizer System (Regeln 2026)</translation>
    </message>
    <message>
        <source>FIDE team round robin</source>
        <translation>FIDE Mannschaft, Rundenturnier</translation>
    </message>
    <message>
        <source>FIDE team round robin (2026 rules)</source>
        <translation>FIDE Mannschaft, Rundenturnier (Regeln 2026)</translation>
    </message>
    <message>
        <source>FIDE team Swiss</source>
        <translation>FIDE Mannschaft, Schweizer System</translation>
    </message>
    <message>
        <source>FIDE team Swiss (2026 rules)</source>
        <translation>FIDE Mannschaft, Schweizer System (Regeln 2026)</translation>
    </message>
    <message>
        <source>National B.6 round robin</source>
        <translation>National B.6, Rundenturnier</translation>
    </message>
    <message>
        <source>National B.6 Swiss</source>
        <translation>National B.6, Schweizer System</translation>
    </message>
    <message>
        <source>National B.6 team round robin</source>
        <translation>National B.6, Mannschaft, Rundenturnier</translation>
    </message>
    <message>
        <source>National B.6 team Swiss</source>
        <translation>National B.6, Mannschaft, Schweizer System</translation>
    </message>
    <message>
        <source>Tata Steel Masters</source>
        <translation>Tata Steel Masters</translation>
    </message>
    <message>
        <source>US Chess default</source>
        <translation>US Chess Standard</translation>
    </message>
    <message>
        <source>FIDE Handbook C.07, Play-off and Tie-Break Regulations (2024)</source>
        <translation>FIDE-Handbuch C.07, Stichkampf- und Feinwertungsreglement (2024)</translation>
    </message>
    <message>
        <source>FIDE Handbook C.07, Play-off and Tie-Break Regulations (2026)</source>
        <translation>FIDE-Handbuch C.07, Stichkampf- und Feinwertungsreglement (2026)</translation>
    </message>
    <message>
        <source>National championship regulations B.6 (Scoring and tie-breaking system)</source>
        <translation>Meisterschaftsreglement National B.6 (Wertungs- und Feinwertungssystem)</translation>
    </message>
    <message>
        <source>Tiebreak regulations - Tata Steel Masters</source>
        <translation>Stichkampfreglement - Tata Steel Masters</translation>
    </message>
    <message>
        <source>US Chess Federation, Official Rules of Chess, 7th edition, Rule 34 (Breaking Ties)</source>
        <translation>US Chess Federation, Official Rules of Chess, 7. Auflage, Regel 34 (Breaking Ties)</translation>
    </message>
</context>
<context>
    <name>arb::PrintDialog</name>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>Print documents</source>
        <translation>Dokumente drucken</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>Druck&amp;vorschau...</translation>
    </message>
    <message>
        <source>Save as &amp;PDF...</source>
        <translation>Als &amp;PDF speichern...</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Dokument:</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;laces per list:</source>
        <translation>P&amp;lätze je Liste:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
</context>
<context>
    <name>arb::PrintDocuments</name>
    <message>
        <source>Pairings by board (with scores)</source>
        <translation>Paarungen nach Brettern (mit Punkten)</translation>
    </message>
    <message>
        <source>Pairings in alphabetical order</source>
        <translation>Paarungen in alphabetischer Reihenfolge</translation>
    </message>
    <message>
        <source>Result slips (one per board)</source>
        <translation>Ergebniszettel (einer je Brett)</translation>
    </message>
    <message>
        <source>Start list by rating</source>
        <translation>Startliste nach Elo</translation>
    </message>
    <message>
        <source>Start list in alphabetical order</source>
        <translation>Startliste in alphabetischer Reihenfolge</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Cross table</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Byes and withdrawals</source>
        <translation>Freilose und Rückzüge</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Mannschaftstabelle</translation>
    </message>
    <message>
        <source>Team cross table</source>
        <translation>Mannschaftskreuztabelle</translation>
    </message>
    <message>
        <source>Pairings, round %1</source>
        <translation>Paarungen, Runde %1</translation>
    </message>
    <message>
        <source>Result slips, round %1</source>
        <translation>Ergebniszettel, Runde %1</translation>
    </message>
    <message>
        <source>Prize list (overall and per category)</source>
        <translation>Preisliste (gesamt und je Kategorie)</translation>
    </message>
    <message>
        <source>Final prize list after round %1</source>
        <translation>Endgültige Preisliste nach Runde %1</translation>
    </message>
    <message>
        <source>Prize list after round %1</source>
        <translation>Preisliste nach Runde %1</translation>
    </message>
    <message>
        <source>Pairing rules (acceleration, prohibited pairs)</source>
        <translation>Paarungsregeln (Beschleunigung, verbotene Paarungen)</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Paarungsregeln</translation>
    </message>
    <message>
        <source>Team pairings (matches of a round)</source>
        <translation>Mannschaftspaarungen (Kämpfe einer Runde)</translation>
    </message>
    <message>
        <source>Match cards for the captains (one per match)</source>
        <translation>Spielberichtsbögen für die Mannschaftsführer (einer je Kampf)</translation>
    </message>
    <message>
        <source>Team pairings, round %1</source>
        <translation>Mannschaftspaarungen, Runde %1</translation>
    </message>
    <message>
        <source>Match cards, round %1</source>
        <translation>Spielberichtsbögen, Runde %1</translation>
    </message>
    <message>
        <source>FIDE rating changes after round %1</source>
        <translation>FIDE-Elo-Änderungen nach Runde %1</translation>
    </message>
    <message>
        <source>FIDE rating changes</source>
        <translation>FIDE-Elo-Änderungen</translation>
    </message>
</context>
<context>
    <name>arb::PrizeFundDialog</name>
    <message>
        <source>&amp;One prize per player</source>
        <translation>&amp;Ein Preis pro Spieler</translation>
    </message>
    <message>
        <source>&amp;Withdrawn players may win prizes</source>
        <translation>&amp;Zurückgezogene Spieler können Preise gewinnen</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>the larger amount</source>
        <translation>der höhere Betrag</translation>
    </message>
    <message>
        <source>the prize listed first</source>
        <translation>der zuerst genannte Preis</translation>
    </message>
    <message>
        <source>unit by unit in tie-break order</source>
        <translation>Einheit für Einheit nach Feinwertung</translation>
    </message>
    <message>
        <source>kept by the organiser</source>
        <translation>behält der Veranstalter</translation>
    </message>
    <message>
        <source>shares rounded up, paid by the organiser</source>
        <translation>Anteile aufgerundet, zahlt der Veranstalter</translation>
    </message>
    <message>
        <source>One prize per line: place and amount for the main list, a category first for its prizes:
1 1000
2 600
Women 1 150</source>
        <translation>Ein Preis pro Zeile: Platz und Betrag für die Hauptliste, für die Preise einer Kategorie deren Name vorweg:
1 1000
2 600
Frauen 1 150</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>&amp;Ties:</source>
        <translation>&amp;Gleichstand:</translation>
    </message>
    <message>
        <source>&amp;Paid in multiples of:</source>
        <translation>Ausgezahlt in &amp;Vielfachen von:</translation>
    </message>
    <message>
        <source>&amp;No share below:</source>
        <translation>&amp;Kein Anteil unter:</translation>
    </message>
    <message>
        <source>P&amp;rizes:</source>
        <translation>&amp;Preise:</translation>
    </message>
    <message>
        <source>Prize &amp;list on the current standings:</source>
        <translation>Preis&amp;liste zur aktuellen Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>CSV e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Preisliste exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Prizes, line %1: %2</source>
        <translation>Preise, Zeile %1: %2</translation>
    </message>
    <message>
        <source>give the place and the amount, e.g. "1 1000"</source>
        <translation>geben Sie Platz und Betrag an, z. B. „1 1000“</translation>
    </message>
    <message>
        <source>"%1" is not a place (1, 2, ...)</source>
        <translation>„%1“ ist kein Platz (1, 2, ...)</translation>
    </message>
    <message>
        <source>"%1" is not an amount</source>
        <translation>„%1“ ist kein Betrag</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>Paid in multiples of: "%1" is not an amount above 0</source>
        <translation>Ausgezahlt in Vielfachen von: „%1“ ist kein Betrag über 0</translation>
    </message>
    <message>
        <source>No share below: "%1" is not an amount</source>
        <translation>Kein Anteil unter: „%1“ ist kein Betrag</translation>
    </message>
    <message>
        <source>%1: the event has no category "%2" (Players tab, Categories)</source>
        <translation>%1: das Turnier hat keine Kategorie „%2“ (Registerkarte Spieler, Kategorien)</translation>
    </message>
    <message>
        <source>Export CSV: %1</source>
        <translation>CSV exportieren: %1</translation>
    </message>
    <message>
        <source>W&amp;hat rounding leaves:</source>
        <translation>&amp;Rundungsrest:</translation>
    </message>
    <message>
        <source>Prize list written to %1</source>
        <translation>Preisliste geschrieben nach %1</translation>
    </message>
</context>
<context>
    <name>arb::Prizes</name>
    <message numerus="yes">
        <source>%n players tied on %1 points, ranked by the tie-breaks</source>
        <translation><numerusform>%n Spieler punktgleich mit %1 Punkten, nach Feinwertung gereiht</numerusform><numerusform>%n Spieler punktgleich mit %1 Punkten, nach Feinwertung gereiht</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Hort system: %n players on %1 points; each keeps half of his place's prize, the other half of the prizes is shared equally</source>
        <translation><numerusform>Hort-System: %n Spieler mit %1 Punkten; jeder behält die Hälfte des Preises seines Platzes, die andere Hälfte der Preise wird gleich geteilt</numerusform><numerusform>Hort-System: %n Spieler mit %1 Punkten; jeder behält die Hälfte des Preises seines Platzes, die andere Hälfte der Preise wird gleich geteilt</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>shared equally by the %n players tied for first, whatever the play-off's outcome</source>
        <translation><numerusform>zu gleichen Teilen unter den %n punktgleichen Ersten geteilt, wie auch immer der Stichkampf ausgeht</numerusform><numerusform>zu gleichen Teilen unter den %n punktgleichen Ersten geteilt, wie auch immer der Stichkampf ausgeht</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>shared equally by %n players on %1 points</source>
        <translation><numerusform>zu gleichen Teilen unter %n Spieler mit %1 Punkten geteilt</numerusform><numerusform>zu gleichen Teilen unter %n Spielern mit %1 Punkten geteilt</numerusform></translation>
    </message>
    <message>
        <source>prize %1</source>
        <translation>Preis %1</translation>
    </message>
    <message>
        <source>%1 prize %2</source>
        <translation>%1 Preis %2</translation>
    </message>
    <message numerus="yes">
        <source>%n players on %1 points; no share may fall below %2, so the first in the tie-break order takes it all</source>
        <translation><numerusform>%n Spieler mit %1 Punkten; kein Anteil darf unter %2 fallen, also erhält der Erste nach Feinwertung alles</numerusform><numerusform>%n Spieler mit %1 Punkten; kein Anteil darf unter %2 fallen, also erhält der Erste nach Feinwertung alles</numerusform></translation>
    </message>
    <message>
        <source>(left out so that no share falls below %1, lower in the tie-break order: %2)</source>
        <translation>(ausgelassen, damit kein Anteil unter %1 fällt, in der Feinwertung weiter hinten: %2)</translation>
    </message>
    <message>
        <source>not awarded: fewer eligible players than prizes</source>
        <translation>nicht vergeben: weniger berechtigte Spieler als Preise</translation>
    </message>
    <message>
        <source>not awarded: no eligible player in the category</source>
        <translation>nicht vergeben: kein berechtigter Spieler in der Kategorie</translation>
    </message>
    <message>
        <source>not awarded: no eligible player left in the category</source>
        <translation>nicht vergeben: kein berechtigter Spieler mehr in der Kategorie</translation>
    </message>
    <message>
        <source>(passed down; a larger or earlier prize is kept by %1)</source>
        <translation>(weitergegeben; einen höheren oder früher genannten Preis behält %1)</translation>
    </message>
    <message>
        <source>%1 takes a category prize larger than his share of the main prizes; the main prizes are shared without him</source>
        <translation>%1 nimmt einen Kategoriepreis, der höher ist als sein Anteil an den Hauptpreisen; die Hauptpreise werden ohne ihn verteilt</translation>
    </message>
    <message>
        <source>share of %1</source>
        <translation>Anteil an %1</translation>
    </message>
    <message>
        <source>by tie-break order (prizes not shared)</source>
        <translation>nach Feinwertung (Preise nicht geteilt)</translation>
    </message>
    <message>
        <source>equal division among tied players</source>
        <translation>gleiche Teilung unter punktgleichen Spielern</translation>
    </message>
    <message>
        <source>Hort system</source>
        <translation>Hort-System</translation>
    </message>
    <message>
        <source>the players of the play-off for first share its prizes equally</source>
        <translation>die Spieler des Stichkampfs um Platz 1 teilen dessen Preise zu gleichen Teilen</translation>
    </message>
    <message>
        <source>prize fund: not JSON at character %1: %2</source>
        <translation>Preisfonds: kein JSON bei Zeichen %1: %2</translation>
    </message>
    <message>
        <source>prize fund: the JSON must be an object</source>
        <translation>Preisfonds: das JSON muss ein Objekt sein</translation>
    </message>
    <message>
        <source>prize fund, currency: "%1" is not a three-letter currency code</source>
        <translation>Preisfonds, currency: „%1“ ist kein dreibuchstabiger Währungscode</translation>
    </message>
    <message>
        <source>prize fund, minorUnits: must be 1, 10, 100 or 1000</source>
        <translation>Preisfonds, minorUnits: muss 1, 10, 100 oder 1000 sein</translation>
    </message>
    <message>
        <source>prize fund, %1: "%2" is not an amount of %3 (at most %4 decimals)</source>
        <translation>Preisfonds, %1: „%2“ ist kein Betrag in %3 (höchstens %4 Nachkommastellen)</translation>
    </message>
    <message>
        <source>prize fund, sharing: "%1" is not one of %2</source>
        <translation>Preisfonds, sharing: „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <source>prize fund, choice: "%1" is not one of %2</source>
        <translation>Preisfonds, choice: „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <source>prize fund, remainder: "%1" is not one of %2</source>
        <translation>Preisfonds, remainder: „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <source>prize fund, unit: must be more than 0</source>
        <translation>Preisfonds, unit: muss größer als 0 sein</translation>
    </message>
    <message>
        <source>prize fund, %1.place: must be 1 or more</source>
        <translation>Preisfonds, %1.place: muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>prize fund, %1: %2 is listed twice</source>
        <translation>Preisfonds, %1: %2 steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>Ties: %1</source>
        <translation>Gleichstand: %1</translation>
    </message>
    <message>
        <source>one prize per player, the larger amount</source>
        <translation>ein Preis pro Spieler, der höhere Betrag</translation>
    </message>
    <message>
        <source>one prize per player, the one listed first</source>
        <translation>ein Preis pro Spieler, der zuerst genannte</translation>
    </message>
    <message>
        <source>a player may win several prizes</source>
        <translation>ein Spieler kann mehrere Preise gewinnen</translation>
    </message>
    <message>
        <source>shares paid in multiples of %1</source>
        <translation>Anteile in Vielfachen von %1 ausgezahlt</translation>
    </message>
    <message>
        <source>no share below %1</source>
        <translation>kein Anteil unter %1</translation>
    </message>
    <message>
        <source>what rounding leaves goes unit by unit in tie-break order</source>
        <translation>was beim Runden übrig bleibt, geht Einheit für Einheit nach Feinwertung</translation>
    </message>
    <message>
        <source>what rounding leaves stays with the organiser</source>
        <translation>was beim Runden übrig bleibt, behält der Veranstalter</translation>
    </message>
    <message>
        <source>shares rounded up, the organiser pays the difference</source>
        <translation>Anteile aufgerundet, der Veranstalter zahlt die Differenz</translation>
    </message>
    <message>
        <source>Prize fund %1; paid %2</source>
        <translation>Preisfonds %1; ausgezahlt %2</translation>
    </message>
    <message>
        <source>Not awarded: %1</source>
        <translation>Nicht vergeben: %1</translation>
    </message>
    <message>
        <source>Left by rounding, kept by the organiser: %1</source>
        <translation>Rundungsrest, behält der Veranstalter: %1</translation>
    </message>
    <message>
        <source>Rounded up, paid by the organiser on top of the fund: %1</source>
        <translation>Aufgerundet, vom Veranstalter zusätzlich zum Fonds gezahlt: %1</translation>
    </message>
    <message>
        <source>Ties: %1 (%2)</source>
        <translation>Gleichstand: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>arb::Publish</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>arb::RatingListCheck</name>
    <message numerus="yes">
        <source>%n player(s) found in the list, %1 with another rating or K.</source>
        <translation><numerusform>%n Spieler in der Liste gefunden, %1 mit anderer Wertung oder K.</numerusform><numerusform>%n Spieler in der Liste gefunden, %1 mit anderer Wertung oder K.</numerusform></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1 %2: %3 in the event, %4 in the list</source>
        <translation>%1 %2: %3 im Turnier, %4 in der Liste</translation>
    </message>
    <message>
        <source>; K %1, list %2</source>
        <translation>; K %1, Liste %2</translation>
    </message>
    <message>
        <source> (no %1 rating: the standard one)</source>
        <translation> (keine %1-Wertung: die Standardwertung)</translation>
    </message>
    <message>
        <source>%1 %2: FIDE id %3 is not in the list</source>
        <translation>%1 %2: FIDE-ID %3 ist nicht in der Liste</translation>
    </message>
    <message>
        <source>%1 %2: no FIDE id; rating %3 stays as entered</source>
        <translation>%1 %2: keine FIDE-ID; Wertung %3 bleibt wie eingegeben</translation>
    </message>
    <message>
        <source>the list does not say its month (neither its rating column nor its file name): check that it is the list of %1</source>
        <translation>die Liste nennt ihren Monat nicht (weder ihre Wertungsspalte noch ihr Dateiname): prüfen Sie, dass es die Liste von %1 ist</translation>
    </message>
    <message>
        <source>the list is of %1; for an event of more than 30 days the list of the current month, %2, is valid</source>
        <translation>die Liste ist von %1; für ein Turnier von mehr als 30 Tagen gilt die Liste des laufenden Monats, %2</translation>
    </message>
    <message>
        <source>the list is of %1; the list valid at the start date is %2</source>
        <translation>die Liste ist von %1; am Starttag gilt die Liste von %2</translation>
    </message>
    <message>
        <source>the list is of %1; the event has no start date, and the current list is %2</source>
        <translation>die Liste ist von %1; das Turnier hat kein Startdatum, und die aktuelle Liste ist %2</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days and every round is paired: a new list changes no rating.</source>
        <translation>Das Turnier dauert mehr als 30 Tage und alle Runden sind gepaart: eine neue Liste ändert keine Wertung mehr.</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.</source>
        <translation>Das Turnier dauert mehr als 30 Tage: die Wertungen der Liste gelten ab Runde %1, der nächsten zu paarenden; die Runden davor behalten die Wertungen, mit denen sie gespielt wurden.</translation>
    </message>
</context>
<context>
    <name>arb::RatingListDialog</name>
    <message>
        <source>Add players from a FIDE rating list</source>
        <translation>Spieler aus einer FIDE-Eloliste hinzufügen</translation>
    </message>
    <message>
        <source>players_list_foa.txt from ratings.fide.com</source>
        <translation>players_list_foa.txt von ratings.fide.com</translation>
    </message>
    <message>
        <source>Name (e.g. "carlsen magnus") or FIDE id</source>
        <translation>Name (z. B. „carlsen magnus“) oder FIDE-ID</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>&amp;Choose file...</source>
        <translation>Datei &amp;wählen...</translation>
    </message>
    <message>
        <source>&amp;Add selected players</source>
        <translation>Ausgewählte Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Rating list:</source>
        <translation>Eloliste:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Choose the rating list file FIDE publishes (players_list_foa.txt, unzipped).</source>
        <translation>Die von der FIDE veröffentlichte Eloliste wählen (players_list_foa.txt, entpackt).</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>FIDE-Eloliste</translation>
    </message>
    <message>
        <source>Rating lists (*.txt);;All files (*)</source>
        <translation>Elolisten (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the list. Type a name or a FIDE id.</source>
        <translation><numerusform>%n Spieler in der Liste. Einen Namen oder eine FIDE-ID eingeben.</numerusform><numerusform>%n Spieler in der Liste. Einen Namen oder eine FIDE-ID eingeben.</numerusform></translation>
    </message>
    <message>
        <source>Choose a rating list first.</source>
        <translation>Zuerst eine Eloliste wählen.</translation>
    </message>
    <message>
        <source>Type a name or a FIDE id.</source>
        <translation>Einen Namen oder eine FIDE-ID eingeben.</translation>
    </message>
    <message>
        <source>The first %1 players found (%2 ms); type more to narrow the search.</source>
        <translation>Die ersten %1 gefundenen Spieler (%2 ms); mehr eingeben, um die Suche einzugrenzen.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) found (%1 ms).</source>
        <translation><numerusform>%n Spieler gefunden (%1 ms).</numerusform><numerusform>%n Spieler gefunden (%1 ms).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added to the event.</source>
        <translation><numerusform>%n Spieler zum Turnier hinzugefügt.</numerusform><numerusform>%n Spieler zum Turnier hinzugefügt.</numerusform></translation>
    </message>
    <message>
        <source>Already in the event: %1.</source>
        <translation>Bereits im Turnier: %1.</translation>
    </message>
    <message>
        <source>Type the path of the list and press Return, or choose the file</source>
        <translation>Pfad der Liste eingeben und Eingabe drücken, oder die Datei wählen</translation>
    </message>
</context>
<context>
    <name>arb::RatingMethods</name>
    <message>
        <source>FIDE rating (FIDE)</source>
        <translation>FIDE-Elo (FIDE)</translation>
    </message>
    <message>
        <source>National rating (NRO)</source>
        <translation>Nationale Wertung (NRO)</translation>
    </message>
    <message>
        <source>FIDE rating, else national (FIDON)</source>
        <translation>FIDE-Elo, sonst national (FIDON)</translation>
    </message>
    <message>
        <source>National rating, else FIDE (NIDOF)</source>
        <translation>Nationale Wertung, sonst FIDE (NIDOF)</translation>
    </message>
    <message>
        <source>Higher of FIDE and national (HBFN)</source>
        <translation>Höhere von FIDE und national (HBFN)</translation>
    </message>
    <message>
        <source>Lower of FIDE and national (LBFN)</source>
        <translation>Niedrigere von FIDE und national (LBFN)</translation>
    </message>
    <message>
        <source>Other, as the regulations say (OTHER)</source>
        <translation>Andere, laut Ausschreibung (OTHER)</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>Schnellschach</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>arb::RatingPeriods</name>
    <message>
        <source>The rating of each round (an opponent's when the game was played)</source>
        <translation>Die Elo-Zahl der jeweiligen Runde (die des Gegners zum Zeitpunkt der Partie)</translation>
    </message>
    <message>
        <source>The latest rating</source>
        <translation>Die neueste Elo-Zahl</translation>
    </message>
    <message>
        <source>The first rating (the rating at the start)</source>
        <translation>Die erste Elo-Zahl (die zu Turnierbeginn)</translation>
    </message>
    <message>
        <source>the rating of each round</source>
        <translation>die Elo-Zahl jeder Runde</translation>
    </message>
    <message>
        <source>the latest rating</source>
        <translation>die neueste Elo-Zahl</translation>
    </message>
    <message>
        <source>the first rating</source>
        <translation>die erste Elo-Zahl</translation>
    </message>
</context>
<context>
    <name>arb::RatingReport</name>
    <message>
        <source>no game against a rated opponent</source>
        <translation>keine Partie gegen einen gewerteten Gegner</translation>
    </message>
    <message>
        <source>a score of zero in a first event is disregarded</source>
        <translation>null Punkte im ersten Turnier werden nicht berücksichtigt</translation>
    </message>
    <message>
        <source>%1 of the %2 games against rated opponents a first rating needs (other events may add to them)</source>
        <translation>%1 der %2 Partien gegen gewertete Gegner, die eine Erstwertung braucht (andere Turniere können hinzukommen)</translation>
    </message>
    <message>
        <source>under the rating floor of %1: no rating is published</source>
        <translation>unter der Elo-Untergrenze von %1: keine Elo wird veröffentlicht</translation>
    </message>
    <message>
        <source>a first rating</source>
        <translation>eine Erstwertung</translation>
    </message>
    <message>
        <source>K %1, games %2, score %3, expected %4, change %5</source>
        <translation>K %1, Partien %2, Punkte %3, erwartet %4, Änderung %5</translation>
    </message>
    <message>
        <source>no rated game</source>
        <translation>keine gewertete Partie</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message>
        <source>Ru %1 = Ra %2 + dp %3 (games %4, score %5): %6</source>
        <translation>Ru %1 = Ra %2 + dp %3 (Partien %4, Punkte %5): %6</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations (1 March 2024): a rated player's change is K × (score − expected score) over the games against rated opponents (8.3); an unrated player's rating Ru = Ra + dp, with two draws against 1800 added, at most 2200 (8.2). Ratings change with the rating period's list, not the event.</source>
        <translation>FIDE-Elo-Ordnung (1. März 2024): die Änderung eines Gewerteten ist K × (Punkte − erwartete Punkte) aus den Partien gegen gewertete Gegner (8.3); die Elo eines Ungewerteten Ru = Ra + dp, mit zwei hinzugefügten Remis gegen 1800, höchstens 2200 (8.2). Die Elo ändert sich mit der Liste des Wertungszeitraums, nicht mit dem Turnier.</translation>
    </message>
    <message>
        <source>a first rating, at most %1</source>
        <translation>eine Erstwertung, höchstens %1</translation>
    </message>
    <message>
        <source>Ru %1 (Ra %2 + dp %3 = %4) (games %5, score %6): %7</source>
        <translation>Ru %1 (Ra %2 + dp %3 = %4) (Partien %5, Punkte %6): %7</translation>
    </message>
</context>
<context>
    <name>arb::RatingUpdateDialog</name>
    <message>
        <source>&amp;Update ratings</source>
        <translation>Wertungen &amp;aktualisieren</translation>
    </message>
    <message>
        <source>Check ratings against a FIDE rating list</source>
        <translation>Wertungen an einer FIDE-Elo-Liste prüfen</translation>
    </message>
    <message>
        <source>players_list_foa.txt or standard_nov26frl.txt from ratings.fide.com</source>
        <translation>players_list_foa.txt oder standard_nov26frl.txt von ratings.fide.com</translation>
    </message>
    <message>
        <source>&amp;Choose file...</source>
        <translation>Datei &amp;wählen...</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating now</source>
        <translation>Wertung jetzt</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>K now / list</source>
        <translation>K jetzt / Liste</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>&amp;List file:</source>
        <translation>&amp;Listendatei:</translation>
    </message>
    <message>
        <source>Choose the rating list the event is rated on.</source>
        <translation>Wählen Sie die Elo-Liste, nach der das Turnier gewertet wird.</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>FIDE-Eloliste</translation>
    </message>
    <message>
        <source>Rating lists (*.txt);;All files (*)</source>
        <translation>Elolisten (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Warning: %1.</source>
        <translation>Warnung: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) found in the list by FIDE id, %1 with another rating or K.</source>
        <translation><numerusform>%n Spieler über die FIDE-ID in der Liste gefunden, %1 mit anderer Wertung oder K.</numerusform><numerusform>%n Spieler über die FIDE-ID in der Liste gefunden, %1 mit anderer Wertung oder K.</numerusform></translation>
    </message>
    <message>
        <source>Not in the list (their ratings stay): %1.</source>
        <translation>Nicht in der Liste (ihre Wertungen bleiben): %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated player(s) without a FIDE id keep the rating entered.</source>
        <translation><numerusform>%n gewerteter Spieler ohne FIDE-ID behält die eingegebene Wertung.</numerusform><numerusform>%n gewertete Spieler ohne FIDE-ID behalten die eingegebene Wertung.</numerusform></translation>
    </message>
    <message>
        <source>Rated on:</source>
        <translation>Gewertet nach:</translation>
    </message>
    <message>
        <source>the standard list (set in the Event tab)</source>
        <translation>der Standardliste (in der Registerkarte Veranstaltung gesetzt)</translation>
    </message>
    <message>
        <source>the %1 list, the standard rating where a player has none (set in the Event tab)</source>
        <translation>der %1-Liste, die Standardwertung, wo ein Spieler keine hat (in der Registerkarte Veranstaltung gesetzt)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) got the list's rating or K; every listed player's rating source is the list. Edit &gt; Undo takes it back.</source>
        <translation><numerusform>%n Spieler hat Wertung oder K der Liste erhalten; Quelle der Wertung jedes gelisteten Spielers ist die Liste. Bearbeiten &gt; Rückgängig nimmt es zurück.</numerusform><numerusform>%n Spieler haben Wertung oder K der Liste erhalten; Quelle der Wertung jedes gelisteten Spielers ist die Liste. Bearbeiten &gt; Rückgängig nimmt es zurück.</numerusform></translation>
    </message>
    <message>
        <source>The event lasts more than 30 days and every round is paired: a new list changes no rating.</source>
        <translation>Das Turnier dauert mehr als 30 Tage und alle Runden sind gepaart: eine neue Liste ändert keine Wertung mehr.</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.</source>
        <translation>Das Turnier dauert mehr als 30 Tage: die Wertungen der Liste gelten ab Runde %1, der nächsten zu paarenden; die Runden davor behalten die Wertungen, mit denen sie gespielt wurden.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) got the list's rating from round %1 on (or its K); the rounds before keep theirs. Edit &gt; Undo takes it back.</source>
        <translation><numerusform>%n Spieler hat die Wertung der Liste ab Runde %1 (oder ihr K) erhalten; für die Runden davor bleibt die bisherige. Bearbeiten &gt; Rückgängig nimmt es zurück.</numerusform><numerusform>%n Spieler haben die Wertung der Liste ab Runde %1 (oder ihr K) erhalten; für die Runden davor bleibt die bisherige. Bearbeiten &gt; Rückgängig nimmt es zurück.</numerusform></translation>
    </message>
</context>
<context>
    <name>arb::ReportBuilder</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Final standings after round %1</source>
        <translation>Endstand nach Runde %1</translation>
    </message>
    <message>
        <source>Cross table after round %1</source>
        <translation>Kreuztabelle nach Runde %1</translation>
    </message>
    <message>
        <source>Tie-breaks:</source>
        <translation>Feinwertungen:</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Tabelle nach Runde %1</translation>
    </message>
    <message>
        <source>Tie-break rules: FIDE Handbook C.07, %1 edition</source>
        <translation>Feinwertungsregeln: FIDE-Handbuch C.07, Ausgabe %1</translation>
    </message>
    <message>
        <source>Final cross table after round %1</source>
        <translation>Endgültige Kreuztabelle nach Runde %1</translation>
    </message>
</context>
<context>
    <name>arb::ResultDelegate</name>
    <message>
        <source>- - - (double forfeit)</source>
        <translation>- - - (beiderseits kampflos)</translation>
    </message>
    <message>
        <source>(not played yet)</source>
        <translation>(noch nicht gespielt)</translation>
    </message>
</context>
<context>
    <name>arb::RoundRobinNumbersDialog</name>
    <message>
        <source>Round-robin numbers</source>
        <translation>Auslosungsnummern</translation>
    </message>
    <message>
        <source>Each player's number places him in FIDE's Berger tables (C.05 Annex 1): it decides whom he meets in which round and with which colour. Draw them by lot, or put the players in order (Ctrl+Up, Ctrl+Down), before the round robin is paired. Once a result is in, they stay as they are.</source>
        <translation>Die Nummer jedes Spielers setzt ihn in die Berger-Tabellen der FIDE (C.05 Anhang 1): sie entscheidet, wen er in welcher Runde mit welcher Farbe trifft. Losen Sie sie aus oder ordnen Sie die Spieler (Strg+Oben, Strg+Unten), bevor das Rundenturnier gepaart wird. Sobald ein Ergebnis vorliegt, bleiben sie, wie sie sind.</translation>
    </message>
    <message>
        <source>Draw by &amp;lot</source>
        <translation>&amp;Auslosen</translation>
    </message>
    <message>
        <source>Set by the arbiter.</source>
        <translation>Vom Schiedsrichter festgelegt.</translation>
    </message>
    <message>
        <source>The start numbers' order: neither drawn nor set yet.</source>
        <translation>Die Reihenfolge der Startnummern: weder ausgelost noch festgelegt.</translation>
    </message>
    <message>
        <source>Drawn by lot (seed %1).</source>
        <translation>Ausgelost (Startwert %1).</translation>
    </message>
</context>
<context>
    <name>arb::RoundSchedule</name>
    <message>
        <source>round %1: "%2" is not a date (YYYY-MM-DD) and a time (HH:MM)</source>
        <translation>Runde %1: „%2“ ist kein Datum (JJJJ-MM-TT) mit Uhrzeit (HH:MM)</translation>
    </message>
    <message>
        <source>round %1: %2 is before the date of round %3</source>
        <translation>Runde %1: %2 liegt vor dem Datum von Runde %3</translation>
    </message>
</context>
<context>
    <name>arb::RoundsWidget</name>
    <message>
        <source>half-point bye (H)</source>
        <translation>halbpunktiges Freilos (H)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>Freilos mit vollem Punkt (F)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>spielfrei durch Auslosung (U)</translation>
    </message>
    <message>
        <source>zero-point bye (Z)</source>
        <translation>Freilos ohne Punkt (Z)</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>Bye for:</source>
        <translation>Freilos für:</translation>
    </message>
    <message>
        <source>Keys on a board: 1 white wins, = or 5 draw, 0 black wins, + white wins by forfeit, - black wins by forfeit, X double forfeit, Delete clears; H F U Z change a bye.</source>
        <translation>Tasten an einem Brett: 1 Weiß gewinnt, = oder 5 remis, 0 Schwarz gewinnt, + Weiß gewinnt kampflos, - Schwarz gewinnt kampflos, X beiderseits kampflos, Entf löscht; H F U Z ändern ein Freilos.</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Paarung</translation>
    </message>
    <message>
        <source>%1 games, %2 results entered, %3 players not paired</source>
        <translation>%1 Partien, %2 Ergebnisse eingegeben, %3 Spieler nicht gepaart</translation>
    </message>
    <message>
        <source>%1 and %2 already met in round %3. Pair them again?</source>
        <translation>%1 und %2 haben schon in Runde %3 gespielt. Erneut paaren?</translation>
    </message>
    <message>
        <source>%1 is paired in round %2. Replace the game by a bye?</source>
        <translation>%1 ist in Runde %2 gepaart. Partie durch ein Freilos ersetzen?</translation>
    </message>
    <message>
        <source>Rounds are already paired. Pair every round again from the Berger tables?</source>
        <translation>Es gibt schon Paarungen. Alle Runden neu nach den Berger-Tabellen paaren?</translation>
    </message>
    <message>
        <source>Pair round %1 (&amp;Dutch)...</source>
        <translation>Runde %1 paaren (H&amp;olländisch)...</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet; pair it before round %2.</source>
        <translation>Runde %1 ist noch nicht gepaart; sie vor Runde %2 paaren.</translation>
    </message>
    <message>
        <source>Round %1 is already paired. Pair it again?</source>
        <translation>Runde %1 ist bereits gepaart. Neu paaren?</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: %2</source>
        <translation>Runde %1 kann nicht gepaart werden: %2</translation>
    </message>
    <message>
        <source>Dutch system</source>
        <translation>Holländisches System</translation>
    </message>
    <message>
        <source>Remove the pairing of round %1? Requested byes stay.</source>
        <translation>Paarungen der Runde %1 löschen? Beantragte Freilose bleiben.</translation>
    </message>
    <message numerus="yes">
        <source>Pairing every round again from the Berger tables deletes the %n result(s) already entered. Undo takes the whole re-pairing back in one step.</source>
        <translation><numerusform>Alle Runden neu nach den Berger-Tabellen zu paaren löscht das bereits eingetragene Ergebnis. Rückgängig nimmt die ganze Neupaarung in einem Schritt zurück.</numerusform><numerusform>Alle Runden neu nach den Berger-Tabellen zu paaren löscht die %n bereits eingetragenen Ergebnisse. Rückgängig nimmt die ganze Neupaarung in einem Schritt zurück.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n result(s) and pair again</source>
        <translation><numerusform>%n Ergebnis löschen und neu paaren</numerusform><numerusform>%n Ergebnisse löschen und neu paaren</numerusform></translation>
    </message>
    <message>
        <source>Initial colour drawn by lot (seed %1): %2 for the top-ranked player on board 1, then alternating (C.04.3 E.5); recorded in the event.</source>
        <translation>Anfangsfarbe ausgelost (Startwert %1): %2 für den bestplatzierten Spieler an Brett 1, dann abwechselnd (C.04.3 E.5); im Turnier gespeichert.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>No initial colour is recorded and round 1 has no game: White is assumed (C.04.3 E.5).</source>
        <translation>Es ist keine Anfangsfarbe gespeichert und Runde 1 hat keine Partie: Weiß wird angenommen (C.04.3 E.5).</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1, as recorded in the event.</source>
        <translation>Anfangsfarbe (C.04.3 E.5): %1, wie im Turnier gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Unpair round</source>
        <translation>Paarun&amp;gen der Runde löschen</translation>
    </message>
    <message>
        <source>Pa&amp;ir</source>
        <translation>P&amp;aaren</translation>
    </message>
    <message>
        <source>Unpair se&amp;lected</source>
        <translation>Paaru&amp;ng lösen</translation>
    </message>
    <message>
        <source>FIDE Dutch system (C.04.3), boards: %1.</source>
        <translation>FIDE-Holländisches System (C.04.3), Bretter: %1.</translation>
    </message>
    <message>
        <source>Not paired (a requested bye or absent): %1.</source>
        <translation>Nicht gepaart (beantragtes Freilos oder abwesend): %1.</translation>
    </message>
    <message>
        <source>Round %1 is not paired: %2</source>
        <translation>Runde %1 wird nicht gepaart: %2</translation>
    </message>
    <message>
        <source>The pairing numbers are not in the order of the initial ranking (%1): %2.

Assign pairing numbers by it before round %3 is paired?</source>
        <translation>Die Paarungsnummern folgen nicht der Setzliste (%1): %2.

Paarungsnummern danach vergeben, bevor Runde %3 gepaart wird?</translation>
    </message>
    <message numerus="yes">
        <source>Pairing numbers assigned by the initial ranking first: %n player(s) renumbered.</source>
        <translation><numerusform>Zuerst Paarungsnummern nach der Setzliste vergeben: %n Spieler neu nummeriert.</numerusform><numerusform>Zuerst Paarungsnummern nach der Setzliste vergeben: %n Spieler neu nummeriert.</numerusform></translation>
    </message>
    <message>
        <source>Warning: paired with pairing numbers out of the initial ranking's order (%1).</source>
        <translation>Warnung: gepaart mit Paarungsnummern außerhalb der Reihenfolge der Setzliste (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Baku acceleration (C.04.7): %n player(s) of group A carry virtual points in this round; scoregroups and boards follow the pairing score.</source>
        <translation><numerusform>Baku-Beschleunigung (C.04.7): %n Spieler der Gruppe A trägt in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.</numerusform><numerusform>Baku-Beschleunigung (C.04.7): %n Spieler der Gruppe A tragen in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Acceleration set by the arbiter: %n player(s) carry virtual points in this round; scoregroups and boards follow the pairing score.</source>
        <translation><numerusform>Beschleunigung des Schiedsrichters: %n Spieler trägt in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.</numerusform><numerusform>Beschleunigung des Schiedsrichters: %n Spieler tragen in dieser Runde virtuelle Punkte; Punktgruppen und Bretter folgen dem Paarungsstand.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Prohibited pairs in force in this round: %n group(s).</source>
        <translation><numerusform>In dieser Runde geltende verbotene Paarungen: %n Gruppe.</numerusform><numerusform>In dieser Runde geltende verbotene Paarungen: %n Gruppen.</numerusform></translation>
    </message>
    <message>
        <source>All %1 rounds are paired</source>
        <translation>Alle %1 Runden sind gepaart</translation>
    </message>
    <message>
        <source>Warning: Baku acceleration needs the number of rounds (Event tab); without it no virtual points are given.</source>
        <translation>Warnung: die Baku-Beschleunigung braucht die Rundenzahl (Reiter Turnier); ohne sie gibt es keine virtuellen Punkte.</translation>
    </message>
    <message>
        <source>Board %1, %2 – %3, has the result %4. Unpairing it deletes the result (Ctrl+Z brings it back).</source>
        <translation>Brett %1, %2 – %3, hat das Ergebnis %4. Das Entpaaren löscht das Ergebnis (Strg+Z holt es zurück).</translation>
    </message>
    <message>
        <source>Delete the result and unpair</source>
        <translation>Ergebnis löschen und entpaaren</translation>
    </message>
    <message>
        <source>%1 has a half-point bye already (round %2). Give a second one in round %3?</source>
        <translation>%1 hat schon ein halbes Freilos (Runde %2). Ein zweites in Runde %3 geben?</translation>
    </message>
    <message>
        <source>A full-point bye given by the arbiter is deprecated in FIDE-rated events; the rating report names it (### FullPointBye @ Round %1: player %2).</source>
        <translation>Ein vom Schiedsrichter gegebenes ganzes Freilos ist in FIDE-gewerteten Turnieren überholt; der Elo-Bericht nennt es (### FullPointBye @ Round %1: player %2).</translation>
    </message>
    <message>
        <source>round %1: %2-%3</source>
        <translation>Runde %1: %2-%3</translation>
    </message>
    <message>
        <source>Adjourned games of earlier rounds still have no result: %1. Round %2 is paired with them counted as draws (C.04.2 3.1); enter their results when they are known.</source>
        <translation>Hängepartien früherer Runden haben noch kein Ergebnis: %1. Runde %2 wird mit ihnen als Remis ausgelost (C.04.2 3.1); tragen Sie ihre Ergebnisse ein, sobald sie feststehen.</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>
Your changes: %1</source>
        <translation>
Ihre Änderungen: %1</translation>
    </message>
    <message>
        <source>Round %1 as you paired it is not the pairing the rules give (C.04.3).

The rules give: %2
You paired: %3%4

The round is recorded as a manual pairing (### MPA @ Round %1) in the log and the rating report, where a checker reports it.</source>
        <translation>Runde %1, wie Sie sie gepaart haben, ist nicht die Paarung, die die Regeln ergeben (C.04.3).

Die Regeln ergeben: %2
Sie haben gepaart: %3%4

Die Runde wird als Handpaarung (### MPA @ Round %1) im Protokoll und im Elo-Bericht vermerkt, wo ein Prüfprogramm sie meldet.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Last step: store round %1 as you paired it, not as the rules give it?</source>
        <translation>Letzter Schritt: Runde %1 so speichern, wie Sie sie gepaart haben, nicht wie die Regeln sie ergeben?</translation>
    </message>
    <message>
        <source>Store the manual pairing</source>
        <translation>Handpaarung speichern</translation>
    </message>
    <message numerus="yes">
        <source>The round robin has begun (%n result(s) entered): in FIDE mode its system and pairing are locked. To pair it again, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation><numerusform>Das Rundenturnier hat begonnen (%n Ergebnis eingetragen): im FIDE-Modus sind System und Paarung gesperrt. Um es neu zu paaren, verlassen Sie zuerst den FIDE-Modus (Bearbeiten &gt; FIDE-Modus verlassen).</numerusform><numerusform>Das Rundenturnier hat begonnen (%n Ergebnisse eingetragen): im FIDE-Modus sind System und Paarung gesperrt. Um es neu zu paaren, verlassen Sie zuerst den FIDE-Modus (Bearbeiten &gt; FIDE-Modus verlassen).</numerusform></translation>
    </message>
    <message>
        <source>The event's regulations allow %1 no half-point bye (Players tab). Give one in round %2 all the same?</source>
        <translation>Die Ausschreibung erlaubt %1 kein halbes Freilos (Registerkarte Spieler). Trotzdem eines in Runde %2 geben?</translation>
    </message>
    <message>
        <source>Edit pairin&amp;gs...</source>
        <translation>Paarungen bearbei&amp;ten...</translation>
    </message>
    <message>
        <source>Swap colours or exchange players of the shown round in the pairing preview; the result is compared with the rules' pairing</source>
        <translation>In der Paarungsvorschau die Farben der angezeigten Runde tauschen oder Spieler austauschen; die geänderte Paarung wird mit der Paarung nach den Regeln verglichen</translation>
    </message>
    <message>
        <source>A round robin is paired from the Berger tables: its pairings are not edited.</source>
        <translation>Ein Rundenturnier wird nach den Berger-Tabellen gepaart: seine Paarungen werden nicht bearbeitet.</translation>
    </message>
    <message>
        <source>Round %1 is not paired: pair it first.</source>
        <translation>Runde %1 ist nicht gepaart: paaren Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Round %1 has results: its pairing is no longer edited (a result is corrected on its board).</source>
        <translation>Runde %1 hat Ergebnisse: ihre Paarung wird nicht mehr bearbeitet (ein Ergebnis wird an seinem Brett korrigiert).</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired by the rules: %2</source>
        <translation>Runde %1 kann nicht nach den Regeln gepaart werden: %2</translation>
    </message>
    <message>
        <source>Editing the stored pairing of round %1: swap colours or exchange players, then store it. It is compared with the rules' pairing (C.04.3) when stored.</source>
        <translation>Sie bearbeiten die gespeicherte Paarung der Runde %1: Farben tauschen oder Spieler austauschen, dann speichern. Beim Speichern wird sie mit der Paarung nach den Regeln (C.04.3) verglichen.</translation>
    </message>
    <message>
        <source>As stored it differs from the rules' pairing: the rules give %1; stored: %2.</source>
        <translation>So wie gespeichert weicht sie von der Paarung nach den Regeln ab: die Regeln ergeben %1; gespeichert: %2.</translation>
    </message>
    <message>
        <source>Edit pairings of round %1</source>
        <translation>Paarungen der Runde %1 bearbeiten</translation>
    </message>
    <message>
        <source>pairings edited</source>
        <translation>Paarungen bearbeitet</translation>
    </message>
    <message>
        <source>paired by hand</source>
        <translation>von Hand gepaart</translation>
    </message>
    <message>
        <source>Round %1 as you paired it breaks rules the pairing keeps (C.04.1, C.04.3):
%2

Store it all the same?</source>
        <translation>Runde %1, wie Sie sie gepaart haben, verstößt gegen Regeln, die die Paarung einhält (C.04.1, C.04.3):
%2

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Store it all the same</source>
        <translation>Trotzdem speichern</translation>
    </message>
    <message>
        <source>Correct the colours (played the other way round)...</source>
        <translation>Farben korrigieren (mit vertauschten Farben gespielt)...</translation>
    </message>
    <message>
        <source>board %1 (%2-%3)</source>
        <translation>Brett %1 (%2-%3)</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 has %n game(s) without a result: %2. They are registered as adjourned, a draw for pairing only (C.04.2 3.1), and round %3 is paired on them; enter their results when they are known.</source>
        <translation><numerusform>Runde %1 hat %n Partie ohne Ergebnis: %2. Sie wird als vertagt eingetragen, für die Paarung ein Remis (C.04.2 3.1), und Runde %3 wird so gepaart; tragen Sie das Ergebnis ein, sobald es bekannt ist.</numerusform><numerusform>Runde %1 hat %n Partien ohne Ergebnis: %2. Sie werden als vertagt eingetragen, für die Paarung ein Remis (C.04.2 3.1), und Runde %3 wird so gepaart; tragen Sie die Ergebnisse ein, sobald sie bekannt sind.</numerusform></translation>
    </message>
    <message>
        <source>This is a team Swiss: its rounds are paired team against team on the Team matches tab (Pair round), by the Swiss Team Pairing System.</source>
        <translation>Dies ist ein Mannschafts-Schweizer-System: seine Runden werden Mannschaft gegen Mannschaft im Reiter Mannschaftskämpfe gepaart (Runde paaren), nach dem Schweizer System für Mannschaften.</translation>
    </message>
    <message>
        <source>Give b&amp;ye</source>
        <translation>Fre&amp;ilos geben</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;Exchange them</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <source>&amp;Tables' order</source>
        <translation>Reihenfolge der &amp;Tabellen</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle (rounds %1 and %2), as C.05 Annex 1 recommends for a double round robin? Then nobody plays the same colour three times running (FIDE_DOUBLEROUNDROBIN).

Or keep the Berger tables' order in both cycles (BERGER_DOUBLEROUNDROBIN).</source>
        <translation>Die letzten beiden Runden des ersten Durchgangs (Runden %1 und %2) tauschen, wie C.05 Anhang 1 es für ein doppelrundiges Turnier empfiehlt? Dann spielt niemand dreimal hintereinander dieselbe Farbe (FIDE_DOUBLEROUNDROBIN).

Oder die Reihenfolge der Berger-Tabellen in beiden Durchgängen behalten (BERGER_DOUBLEROUNDROBIN).</translation>
    </message>
    <message>
        <source>&amp;Assign and pair</source>
        <translation>&amp;Zuteilen und paaren</translation>
    </message>
    <message>
        <source>&amp;Pair as they are</source>
        <translation>&amp;So paaren</translation>
    </message>
    <message>
        <source>Round robin (&amp;Berger tables)</source>
        <translation>&amp;Jeder gegen jeden (Berger-Tabellen)</translation>
    </message>
    <message>
        <source>Double round robin (t&amp;wo cycles)</source>
        <translation>Doppelrundenturnier (zwei Durchg&amp;änge)</translation>
    </message>
    <message>
        <source>Round-robin nu&amp;mbers...</source>
        <translation>Auslosungsnummern &amp;zuteilen...</translation>
    </message>
    <message>
        <source>Draw the players' places in the Berger tables by lot, or set them, before the round robin starts</source>
        <translation>Die Plätze der Spieler in den Berger-Tabellen auslosen oder festlegen, bevor das Rundenturnier beginnt</translation>
    </message>
    <message>
        <source>The round robin is paired. Pair every round again with the new numbers?</source>
        <translation>Das Rundenturnier ist gepaart. Jede Runde mit den neuen Nummern neu paaren?</translation>
    </message>
</context>
<context>
    <name>arb::RulesEdition</name>
    <message>
        <source>The event has no start date: the tie-breaks follow the 2024 edition of C.07. Choose the edition (the 2026 edition applies to events starting on or after 1 March 2026).</source>
        <translation>Das Turnier hat kein Startdatum: die Feinwertungen folgen der Ausgabe 2024 von C.07. Die Ausgabe wählen (die Ausgabe 2026 gilt für Turniere, die am oder nach dem 1. März 2026 beginnen).</translation>
    </message>
    <message>
        <source>The start date "%1" cannot be read: the tie-breaks follow the 2024 edition of C.07. Choose the edition (the 2026 edition applies to events starting on or after 1 March 2026).</source>
        <translation>Das Startdatum „%1“ kann nicht gelesen werden: die Feinwertungen folgen der Ausgabe 2024 von C.07. Die Ausgabe wählen (die Ausgabe 2026 gilt für Turniere, die am oder nach dem 1. März 2026 beginnen).</translation>
    </message>
</context>
<context>
    <name>arb::ServerSession</name>
    <message>
        <source>Connect to ser&amp;ver...</source>
        <translation>Mit Se&amp;rver verbinden...</translation>
    </message>
    <message>
        <source>&amp;Move event to server...</source>
        <translation>Turnier auf Server ver&amp;lagern...</translation>
    </message>
    <message>
        <source>Cop&amp;y event to a file...</source>
        <translation>Turnier in eine Datei k&amp;opieren...</translation>
    </message>
    <message>
        <source>Connect to server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>Create a new, empty event there</source>
        <translation>Dort ein neues, leeres Turnier anlegen</translation>
    </message>
    <message>
        <source>Move the open event there (%1)</source>
        <translation>Das geöffnete Turnier dorthin verlagern (%1)</translation>
    </message>
    <message>
        <source>What should go there?</source>
        <translation>Was soll dorthin?</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>Open the event to move first.</source>
        <translation>Zuerst das zu verlagernde Turnier öffnen.</translation>
    </message>
    <message>
        <source>The database %1 already holds an Arbiter event; choose an empty database.</source>
        <translation>Die Datenbank %1 enthält bereits ein Arbiter-Turnier; eine leere Datenbank wählen.</translation>
    </message>
    <message>
        <source>The event was moved to %1, its audit log (undo history) included; Arbiter now works on it there. The file %2 stays as it was before the move: enter nothing more there.</source>
        <translation>Das Turnier wurde samt Protokoll (Rückgängig-Verlauf) nach %1 verlagert; Arbiter arbeitet jetzt dort daran. Die Datei %2 bleibt, wie sie vor dem Verlagern war: dort nichts mehr eingeben.</translation>
    </message>
    <message>
        <source>Copied the event to %1; still working on %2</source>
        <translation>Turnier nach %1 kopiert; es wird weiter an %2 gearbeitet</translation>
    </message>
    <message>
        <source>Move event to server</source>
        <translation>Turnier auf Server verlagern</translation>
    </message>
    <message>
        <source>&amp;Move event</source>
        <translation>Turnier ver&amp;lagern</translation>
    </message>
    <message>
        <source>Copy event to a file</source>
        <translation>Turnier in eine Datei kopieren</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Arbiter-Turniere (*.arbiter)</translation>
    </message>
    <message>
        <source>Connection to the server lost; reconnecting…</source>
        <translation>Verbindung zum Server abgebrochen; neue Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <source>Changes are refused until Arbiter is connected again; nothing committed before is lost.</source>
        <translation>Änderungen werden abgelehnt, bis Arbiter wieder verbunden ist; nichts zuvor Gespeichertes geht verloren.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost; reconnecting…</source>
        <translation>Die Verbindung zu %1 ist abgebrochen; neue Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <source>Connection to the server lost; reconnecting… (try %1)</source>
        <translation>Verbindung zum Server abgebrochen; neue Verbindung wird aufgebaut… (Versuch %1)</translation>
    </message>
    <message>
        <source>Connected to %1 again; the event was read back from the server</source>
        <translation>Wieder mit %1 verbunden; das Turnier wurde neu vom Server gelesen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>arb::SitePublisher</name>
    <message>
        <source>Live from the arbiters' table, updated %1.</source>
        <translation>Live vom Schiedsrichtertisch, aktualisiert %1.</translation>
    </message>
    <message>
        <source>P&amp;ublish site to folder...</source>
        <translation>Website in Ordner &amp;veröffentlichen...</translation>
    </message>
    <message>
        <source>Serve site on the local net&amp;work</source>
        <translation>Webs&amp;ite im lokalen Netzwerk bereitstellen</translation>
    </message>
    <message>
        <source>The published site covers individual events; this is a team event.</source>
        <translation>Die veröffentlichte Website deckt Einzelturniere ab; dies ist ein Mannschaftsturnier.</translation>
    </message>
    <message>
        <source>Publish site to folder</source>
        <translation>Website in Ordner veröffentlichen</translation>
    </message>
    <message>
        <source>Publish site</source>
        <translation>Website veröffentlichen</translation>
    </message>
    <message>
        <source>The site is in %1. Open index.html there, or copy the folder to a web server.</source>
        <translation>Die Website liegt in %1. Dort index.html öffnen oder den Ordner auf einen Webserver kopieren.</translation>
    </message>
    <message>
        <source>Serve site</source>
        <translation>Website bereitstellen</translation>
    </message>
    <message>
        <source>Cannot listen for connections on this machine: %1</source>
        <translation>Auf diesem Rechner können keine Verbindungen angenommen werden: %1</translation>
    </message>
    <message>
        <source>no free port</source>
        <translation>kein freier Port</translation>
    </message>
    <message>
        <source>Players on the same network open:
%1

The pages follow every change; phones reload them every 30 seconds. Choose the menu entry again to stop.</source>
        <translation>Spieler im selben Netzwerk öffnen:
%1

Die Seiten folgen jeder Änderung; Telefone laden sie alle 30 Sekunden neu. Den Menüeintrag erneut wählen, um zu beenden.</translation>
    </message>
</context>
<context>
    <name>arb::Standings</name>
    <message>
        <source>Not applied: unrated players are present and no rating is set for them (Art. 10).</source>
        <translation>Nicht angewendet: es gibt Spieler ohne Elo und für sie ist keine Wertzahl festgelegt (Art. 10).</translation>
    </message>
    <message>
        <source>A position among the participants still tied after the earlier tie-breaks (Art. 6): see the standings.</source>
        <translation>Eine Position unter den nach den vorigen Feinwertungen noch gleichauf liegenden Teilnehmern (Art. 6): siehe Tabelle.</translation>
    </message>
    <message>
        <source>Unplayed round(s) %1: each counted as a game against a dummy opponent with the participant's own score, at most the scheduled opponent's adjusted score after a forfeit and at most a draw in every round otherwise (Art. 16.4, 2026 edition).</source>
        <translation>Nicht gespielte Runde(n) %1: jede zählt als Partie gegen einen virtuellen Gegner mit der eigenen Punktzahl des Teilnehmers, nach einer kampflosen Partie höchstens der angepassten Punktzahl des angesetzten Gegners und sonst höchstens einem Remis in jeder Runde (Art. 16.4, Ausgabe 2026).</translation>
    </message>
    <message>
        <source>Unplayed round(s) %1: each counted as a game against a dummy opponent with the participant's own score (Art. 16.4).</source>
        <translation>Nicht gespielte Runde(n) %1: jede zählt als Partie gegen einen virtuellen Gegner mit der eigenen Punktzahl des Teilnehmers (Art. 16.4).</translation>
    </message>
    <message>
        <source>Round %1: opponent %2's score %3 is adjusted to %4 for tie-breaks: requested byes at the end count as draws (Art. 16.3).</source>
        <translation>Runde %1: die Punktzahl %3 des Gegners %2 wird für die Feinwertung auf %4 angepasst: beantragte Freilose am Ende zählen als Remis (Art. 16.3).</translation>
    </message>
    <message>
        <source>Cuts remove a voluntarily unplayed round first (Art. 16.5).</source>
        <translation>Streichungen entfernen zuerst eine freiwillig nicht gespielte Runde (Art. 16.5).</translation>
    </message>
    <message>
        <source>%1 is not applied: unrated players are present and no rating is set for them (C.07 Art. 10; write e.g. %1/U1400)</source>
        <translation>%1 wird nicht angewendet: es gibt Spieler ohne Elo und für sie ist keine Wertzahl festgelegt (C.07 Art. 10; z. B. %1/U1400 schreiben)</translation>
    </message>
    <message>
        <source>%1 is defined by the 2026 edition of C.07 (Art. %2); this event follows the 2024 edition</source>
        <translation>%1 ist in der Ausgabe 2026 von C.07 definiert (Art. %2); dieses Turnier folgt der Ausgabe 2024</translation>
    </message>
    <message>
        <source>%1 is a Buchholz-type tie-break, which is not meant for round robins (C.07, note to Art. 8)</source>
        <translation>%1 ist eine Feinwertung vom Buchholz-Typ, die nicht für Rundenturniere gedacht ist (C.07, Anmerkung zu Art. 8)</translation>
    </message>
    <message>
        <source>%1 is not applied: it is a team tie-break (C.07 Art. 11-13)</source>
        <translation>%1 wird nicht angewendet: es ist eine Mannschaftsfeinwertung (C.07 Art. 11-13)</translation>
    </message>
    <message>
        <source>%1 (%2) left the event having completed %3 of %4 games: not ranked, and the games against this player do not count (FIDE Tournament Rules, C.06 V.4.1)</source>
        <translation>%1 (%2) hat das Turnier nach %3 von %4 beendeten Partien verlassen: nicht in der Rangliste, und die Partien gegen diese Person zählen nicht (FIDE-Turnierregeln, C.06 V.4.1)</translation>
    </message>
    <message>
        <source>%1 (%2) was expelled from round %3: not ranked; the games against this player count for the opponents</source>
        <translation>%1 (%2) wurde ab Runde %3 ausgeschlossen: nicht in der Rangliste; die Partien gegen diese Person zählen für die Gegner</translation>
    </message>
    <message>
        <source>Ties that remained after every tie-break were broken by drawing of lots (C.07 Art. 4.2, seed %1).</source>
        <translation>Nach allen Feinwertungen verbliebene Gleichstände wurden durch das Los entschieden (C.07 Art. 4.2, Startwert %1).</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take each player's first rating. The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Elo-basierte Feinwertungen (%1) verwenden die erste Elo-Zahl jedes Spielers. Das Turnier dauert mehr als 30 Tage, und sie werden darin nicht empfohlen.</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take an opponent's rating in the round of the game (a player's own rating: his latest). The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Elo-basierte Feinwertungen (%1) verwenden die Elo-Zahl eines Gegners in der Runde der Partie (die eigene Elo-Zahl eines Spielers: seine neueste). Das Turnier dauert mehr als 30 Tage, und sie werden darin nicht empfohlen.</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take each player's latest rating. The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Elo-basierte Feinwertungen (%1) verwenden die neueste Elo-Zahl jedes Spielers. Das Turnier dauert mehr als 30 Tage, und sie werden darin nicht empfohlen.</translation>
    </message>
    <message>
        <source>Ties that remained after every tie-break were decided by the arbiter (recorded in the event's log and its rating report).</source>
        <translation>Gleichstände, die nach jeder Feinwertung blieben, hat der Schiedsrichter entschieden (vermerkt im Protokoll des Turniers und in seinem Elo-Bericht).</translation>
    </message>
</context>
<context>
    <name>arb::StandingsModel</name>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>play-off</source>
        <translation>Stichkampf</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>Rtg +/-</source>
        <extracomment>the FIDE rating change of the event</extracomment>
        <translation>Elo +/-</translation>
    </message>
    <message>
        <source>Overall</source>
        <extracomment>the rank in the whole event, next to the rank in a category</extracomment>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>Title norms made (GM) and still possible in the rounds left (IM?); Edit &gt; Title norms explains them</source>
        <translation>Erreichte Titelnormen (GM) und in den verbleibenden Runden noch mögliche (IM?); Bearbeiten &gt; Titelnormen erklärt sie</translation>
    </message>
    <message>
        <source>Norms</source>
        <extracomment>FIDE title norms</extracomment>
        <translation>Normen</translation>
    </message>
</context>
<context>
    <name>arb::SwissTeam</name>
    <message>
        <source>no team can receive the pairing-allocated bye and leave the other teams a legal pairing (C.04.6 3.4); the Chief Arbiter decides (3.3.3)</source>
        <translation>keine Mannschaft kann spielfrei durch Auslosung erhalten und den anderen eine regelgerechte Paarung lassen (C.04.6 3.4); der Hauptschiedsrichter entscheidet (3.3.3)</translation>
    </message>
    <message>
        <source>the teams with %1 points cannot be paired (C.04.6 3.5); the Chief Arbiter decides (3.3.3)</source>
        <translation>die Mannschaften mit %1 Punkten können nicht gepaart werden (C.04.6 3.5); der Hauptschiedsrichter entscheidet (3.3.3)</translation>
    </message>
    <message>
        <source>the bracket of the teams with %1 points has no legal pairing (C.04.6 3.6)</source>
        <translation>die Gruppe der Mannschaften mit %1 Punkten hat keine regelgerechte Paarung (C.04.6 3.6)</translation>
    </message>
    <message>
        <source>the event has no teams</source>
        <translation>das Turnier hat keine Mannschaften</translation>
    </message>
    <message>
        <source>192: "%1" is not a code of the Swiss Team Pairing System (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)</source>
        <translation>192: „%1“ ist kein Code des Schweizer Systems für Mannschaften (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)</translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation>keine Runde %1</translation>
    </message>
    <message>
        <source>Baku acceleration needs the number of rounds (142)</source>
        <translation>die Baku-Beschleunigung braucht die Rundenzahl (142)</translation>
    </message>
    <message>
        <source>round %1: there is no team %2</source>
        <translation>Runde %1: es gibt keine Mannschaft %2</translation>
    </message>
    <message>
        <source>round %1: team %2 has no match to seat</source>
        <translation>Runde %1: Mannschaft %2 hat keinen Kampf zum Besetzen</translation>
    </message>
    <message>
        <source>round %1: the match of team %2 is forfeited</source>
        <translation>Runde %1: der Kampf der Mannschaft %2 ist kampflos gewertet</translation>
    </message>
    <message>
        <source>round %1: the game of player %2 has a result; the boards of the match stay as they are</source>
        <translation>Runde %1: die Partie von Spieler %2 hat ein Ergebnis; die Bretter des Kampfes bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>Type A colour preferences</source>
        <translation>Farbpräferenzen Typ A</translation>
    </message>
    <message>
        <source>Type B colour preferences (strong and mild)</source>
        <translation>Farbpräferenzen Typ B (stark und schwach)</translation>
    </message>
    <message>
        <source>no colour preferences</source>
        <translation>keine Farbpräferenzen</translation>
    </message>
    <message>
        <source>game points, then match points</source>
        <translation>Brettpunkte, dann Mannschaftspunkte</translation>
    </message>
    <message>
        <source>match points, then game points</source>
        <translation>Mannschaftspunkte, dann Brettpunkte</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.7)</source>
        <translation>Baku-Beschleunigung (C.04.7)</translation>
    </message>
</context>
<context>
    <name>arb::TeamBoardsModel</name>
    <message>
        <source>(no opponent)</source>
        <translation>(kein Gegner)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Round %1, match %2 - %3, board %4: "%5" is not a result; type 1, = (or 5), 0, +, -, or X (double forfeit)</source>
        <translation>Runde %1, Kampf %2 - %3, Brett %4: „%5“ ist kein Ergebnis; 1, = (oder 5), 0, +, - oder X (beiderseits kampflos) tippen</translation>
    </message>
</context>
<context>
    <name>arb::TeamCrossTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points</extracomment>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <extracomment>game points</extracomment>
        <translation>BP</translation>
    </message>
</context>
<context>
    <name>arb::TeamMatchesModel</name>
    <message>
        <source>(no opponent)</source>
        <translation>(kein Gegner)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Wettkampf</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>board points of both teams</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points of both teams</extracomment>
        <translation>MP</translation>
    </message>
    <message>
        <source>(pairing-allocated bye)</source>
        <translation>(spielfrei durch Auslosung)</translation>
    </message>
    <message>
        <source>(full-point bye)</source>
        <translation>(spielfrei mit vollem Punkt)</translation>
    </message>
    <message>
        <source>(half-point bye)</source>
        <translation>(spielfrei mit halbem Punkt)</translation>
    </message>
    <message>
        <source>(zero-point bye)</source>
        <translation>(spielfrei ohne Punkt)</translation>
    </message>
    <message>
        <source>%1 : %2 forfeit</source>
        <extracomment>a forfeited match: + the team that wins by forfeit, - the one that loses</extracomment>
        <translation>%1 : %2 kampflos</translation>
    </message>
</context>
<context>
    <name>arb::TeamMatchesWidget</name>
    <message>
        <source>Pairs the next round of a team Swiss by the Swiss Team Pairing System (C.04.6)</source>
        <translation>Paart die nächste Runde eines Mannschafts-Schweizer-Systems nach dem Schweizer System für Mannschaften (C.04.6)</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>Runde paaren</translation>
    </message>
    <message>
        <source>All %1 rounds are paired.</source>
        <translation>Alle %1 Runden sind gepaart.</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: %2</source>
        <translation>Runde %1 kann nicht gepaart werden: %2</translation>
    </message>
    <message>
        <source>Ro&amp;und:</source>
        <translation>Ru&amp;nde:</translation>
    </message>
    <message>
        <source>Round %1 has games without a result (%2); enter them before pairing round %3.</source>
        <translation>Runde %1 hat Partien ohne Ergebnis (%2); tragen Sie sie ein, bevor Runde %3 gepaart wird.</translation>
    </message>
    <message>
        <source>Pa&amp;ir round %1...</source>
        <translation>Runde %1 p&amp;aaren...</translation>
    </message>
    <message>
        <source>Forfeite&amp;d match...</source>
        <translation>Kampflos &amp;gewertet...</translation>
    </message>
    <message>
        <source>Team b&amp;ye...</source>
        <translation>Spielfre&amp;i...</translation>
    </message>
    <message>
        <source>Records the selected match as forfeited (no games are played), or takes the record back</source>
        <translation>Wertet den gewählten Kampf kampflos (es werden keine Partien gespielt) oder nimmt das zurück</translation>
    </message>
    <message>
        <source>Gives a team a bye in the round to pair: it is not paired</source>
        <translation>Gibt einer Mannschaft in der zu paarenden Runde spielfrei: sie wird nicht gepaart</translation>
    </message>
    <message>
        <source>Select a match of round %1 first.</source>
        <translation>Wählen Sie zuerst einen Kampf der Runde %1.</translation>
    </message>
    <message>
        <source>%1 wins by forfeit</source>
        <translation>%1 gewinnt kampflos</translation>
    </message>
    <message>
        <source>Both teams lose by forfeit</source>
        <translation>Beide Mannschaften verlieren kampflos</translation>
    </message>
    <message>
        <source>Not forfeited: the match is played on its boards</source>
        <translation>Nicht kampflos: der Kampf wird an seinen Brettern gespielt</translation>
    </message>
    <message>
        <source>Forfeited match</source>
        <translation>Kampfloser Kampf</translation>
    </message>
    <message>
        <source>Round %1, %2 - %3:</source>
        <translation>Runde %1, %2 - %3:</translation>
    </message>
    <message>
        <source>%1 %2 (bye %3)</source>
        <translation>%1 %2 (spielfrei %3)</translation>
    </message>
    <message>
        <source>Team bye</source>
        <translation>Spielfrei</translation>
    </message>
    <message>
        <source>Round %1: which team?</source>
        <translation>Runde %1: welche Mannschaft?</translation>
    </message>
    <message>
        <source>Half-point bye: a drawn match</source>
        <translation>Spielfrei mit halbem Punkt: ein unentschiedener Kampf</translation>
    </message>
    <message>
        <source>Full-point bye: a won match</source>
        <translation>Spielfrei mit vollem Punkt: ein gewonnener Kampf</translation>
    </message>
    <message>
        <source>Zero-point bye: a lost match</source>
        <translation>Spielfrei ohne Punkt: ein verlorener Kampf</translation>
    </message>
    <message>
        <source>No bye: the team is paired</source>
        <translation>Nicht spielfrei: die Mannschaft wird gepaart</translation>
    </message>
    <message>
        <source>Round %1, %2:</source>
        <translation>Runde %1, %2:</translation>
    </message>
    <message>
        <source>&amp;Store anyway</source>
        <translation>&amp;Trotzdem speichern</translation>
    </message>
    <message>
        <source>This pairing breaks the absolute criteria of C.04.6:

%1

Store it anyway?</source>
        <translation>Diese Paarung verletzt die absoluten Kriterien von C.04.6:

%1

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System</source>
        <translation>Schweizer System für Mannschaften</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System, changed by the arbiter: %1</source>
        <translation>Schweizer System für Mannschaften, vom Schiedsrichter geändert: %1</translation>
    </message>
    <message>
        <source>Select a match, then type 1, = (or 5), 0, +, -, X board by board; Delete clears. After the last board the next match follows; Shift+Tab goes back to the list of matches.</source>
        <translation>Wählen Sie einen Kampf und tippen Sie 1, = (oder 5), 0, +, -, X Brett für Brett; Entf löscht. Nach dem letzten Brett folgt der nächste Kampf; Umschalt+Tab führt zurück zur Liste der Kämpfe.</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System (C.04.6): %1</source>
        <translation>Schweizer System für Mannschaften (C.04.6): %1</translation>
    </message>
    <message>
        <source>TRF-2026 code: %1</source>
        <translation>TRF-2026-Code: %1</translation>
    </message>
</context>
<context>
    <name>arb::TeamPairingPreviewDialog</name>
    <message>
        <source>S&amp;wap colours</source>
        <translation>Farben &amp;tauschen</translation>
    </message>
    <message>
        <source>E&amp;xchange teams</source>
        <translation>&amp;Mannschaften tauschen</translation>
    </message>
    <message>
        <source>Pairing of round %1</source>
        <translation>Paarungen der Runde %1</translation>
    </message>
    <message>
        <source>Match</source>
        <extracomment>the team with White on board 1, the other team</extracomment>
        <translation>Wettkampf</translation>
    </message>
    <message>
        <source>White on board 1</source>
        <translation>Weiß an Brett 1</translation>
    </message>
    <message>
        <source>Black on board 1</source>
        <translation>Schwarz an Brett 1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Round %1 by the Swiss Team Pairing System (C.04.6, %2). Each team with its score before the round and the colours of its board 1 so far. Select a match to swap its colours, or two teams to exchange them; every change is written to the audit log.</source>
        <translation>Runde %1 nach dem Schweizer System für Mannschaften (C.04.6, %2). Jede Mannschaft mit ihrer Wertung vor der Runde und den bisherigen Farben ihres ersten Bretts. Wählen Sie einen Kampf, um seine Farben zu tauschen, oder zwei Mannschaften, um sie zu tauschen; jede Änderung kommt ins Protokoll.</translation>
    </message>
    <message>
        <source>&amp;Store this pairing</source>
        <translation>Diese Paarungen &amp;speichern</translation>
    </message>
    <message>
        <source>bye (pairing-allocated)</source>
        <translation>spielfrei (durch Auslosung)</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>%1: pairing-allocated bye</source>
        <translation>%1: spielfrei durch Auslosung</translation>
    </message>
    <message>
        <source>Match %1: %2 - %3</source>
        <translation>Kampf %1: %2 - %3</translation>
    </message>
    <message>
        <source>already had a pairing-allocated bye, a forfeit win or a full-point bye ([C2])</source>
        <translation>hatte schon spielfrei durch Auslosung, einen kampflosen Sieg oder spielfrei mit vollem Punkt ([C2])</translation>
    </message>
    <message>
        <source>already met ([C1])</source>
        <translation>schon gegeneinander gespielt ([C1])</translation>
    </message>
    <message>
        <source>a prohibited pair in this round</source>
        <translation>ein in dieser Runde verbotenes Paar</translation>
    </message>
    <message>
        <source>No manual changes.</source>
        <translation>Keine manuellen Änderungen.</translation>
    </message>
    <message>
        <source>Manual changes: %1</source>
        <translation>Manuelle Änderungen: %1</translation>
    </message>
    <message>
        <source>match %1: colours swapped (%2 White on board 1)</source>
        <translation>Kampf %1: Farben getauscht (%2 Weiß an Brett 1)</translation>
    </message>
    <message>
        <source>teams %1 and %2 exchanged (matches %3 and %4)</source>
        <translation>Mannschaften %1 und %2 getauscht (Kämpfe %3 und %4)</translation>
    </message>
</context>
<context>
    <name>arb::TeamResults</name>
    <message>
        <source>round %1: the players of team %2 met players of %3 different teams</source>
        <translation>Runde %1: die Spieler der Mannschaft %2 trafen auf Spieler von %3 verschiedenen Mannschaften</translation>
    </message>
    <message>
        <source>round %1: players of team %2 met each other</source>
        <translation>Runde %1: Spieler der Mannschaft %2 spielten gegeneinander</translation>
    </message>
</context>
<context>
    <name>arb::TeamRosterModel</name>
    <message>
        <source>R%1</source>
        <extracomment>a reserve player, numbered</extracomment>
        <translation>R%1</translation>
    </message>
    <message>
        <source>(player %1 missing)</source>
        <translation>(Spieler %1 fehlt)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
</context>
<context>
    <name>arb::TeamStandings</name>
    <message>
        <source>%1 is not applied: it has no meaning for teams</source>
        <translation>%1 wird nicht angewendet: für Mannschaften hat es keine Bedeutung</translation>
    </message>
    <message>
        <source>%1 is defined by the 2026 edition of C.07 (Art. %2); this event follows the 2024 edition</source>
        <translation>%1 ist in der Ausgabe 2026 von C.07 definiert (Art. %2); dieses Turnier folgt der Ausgabe 2024</translation>
    </message>
</context>
<context>
    <name>arb::TeamStandingsModel</name>
    <message>
        <source>No.</source>
        <extracomment>team number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points</extracomment>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <extracomment>game points</extracomment>
        <translation>BP</translation>
    </message>
    <message>
        <source>B%1</source>
        <extracomment>board number</extracomment>
        <translation>B%1</translation>
    </message>
    <message>
        <source>Game points scored on board %1</source>
        <translation>Brettpunkte an Brett %1</translation>
    </message>
</context>
<context>
    <name>arb::TeamsModel</name>
    <message>
        <source>No.</source>
        <extracomment>team number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Average rating</source>
        <translation>Elo-Schnitt</translation>
    </message>
</context>
<context>
    <name>arb::TeamsWidget</name>
    <message>
        <source>Board &amp;up</source>
        <translation>Brett nach &amp;oben</translation>
    </message>
    <message>
        <source>Board &amp;down</source>
        <translation>Brett nach &amp;unten</translation>
    </message>
    <message>
        <source>A 0-0 match gives no match points (B.6.3.1)</source>
        <translation>Ein 0:0-Kampf gibt keine Mannschaftspunkte (B.6.3.1)</translation>
    </message>
    <message>
        <source>Clear line-up</source>
        <translation>Aufstellung löschen</translation>
    </message>
    <message>
        <source>Match points 2/1/0</source>
        <extracomment>match points for a won, drawn and lost match</extracomment>
        <translation>Mannschaftspunkte 2/1/0</translation>
    </message>
    <message>
        <source>Match points 3/1/0</source>
        <translation>Mannschaftspunkte 3/1/0</translation>
    </message>
    <message>
        <source>Board order (boards first, then reserves):</source>
        <translation>Brettreihenfolge (erst Stammspieler, dann Ersatzspieler):</translation>
    </message>
    <message>
        <source>&amp;Line-up of round...</source>
        <translation>&amp;Aufstellung der Runde...</translation>
    </message>
    <message>
        <source>Ne&amp;w team...</source>
        <translation>&amp;Neue Mannschaft...</translation>
    </message>
    <message>
        <source>Remove team...</source>
        <translation>Mannschaft entfernen...</translation>
    </message>
    <message>
        <source>Add pla&amp;yers...</source>
        <translation>Spieler h&amp;inzufügen...</translation>
    </message>
    <message>
        <source>Remove from team</source>
        <translation>Aus der Mannschaft nehmen</translation>
    </message>
    <message>
        <source>Removes the selected team (Delete); its players stay</source>
        <translation>Entfernt die gewählte Mannschaft (Entf); ihre Spieler bleiben</translation>
    </message>
    <message>
        <source>Puts players without a team in the selected team (Insert in the roster)</source>
        <translation>Nimmt Spieler ohne Mannschaft in die gewählte Mannschaft auf (Einfg in der Aufstellung)</translation>
    </message>
    <message>
        <source>Takes the selected player off the team (Delete in the roster)</source>
        <translation>Nimmt den gewählten Spieler aus der Mannschaft (Entf in der Aufstellung)</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Mannschaft entfernen</translation>
    </message>
    <message>
        <source>The team's players of the round board by board (TRF-2026 300), reserves included; the roster keeps its order</source>
        <translation>Die Spieler der Mannschaft in der Runde Brett für Brett (TRF-2026 300), Ersatzspieler eingeschlossen; die Mannschaftsliste behält ihre Reihenfolge</translation>
    </message>
    <message>
        <source>The team plays the round in roster order</source>
        <translation>Die Mannschaft spielt die Runde in der Reihenfolge der Liste</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Neue Mannschaft</translation>
    </message>
    <message>
        <source>Team name (a federation after a comma):</source>
        <translation>Name der Mannschaft (ein Verband nach einem Komma):</translation>
    </message>
    <message>
        <source>New team: enter one team name.</source>
        <translation>Neue Mannschaft: geben Sie einen Mannschaftsnamen ein.</translation>
    </message>
    <message>
        <source>New team: there is a team %1 already (number %2).</source>
        <translation>Neue Mannschaft: es gibt schon eine Mannschaft %1 (Nummer %2).</translation>
    </message>
    <message>
        <source>Remove team %1 %2? Its %3 players and their games stay in the event; Undo brings the team back.</source>
        <translation>Mannschaft %1 %2 entfernen? Ihre %3 Spieler und deren Partien bleiben im Turnier; Rückgängig holt die Mannschaft zurück.</translation>
    </message>
    <message>
        <source>Select a team first (or make one with New team).</source>
        <translation>Wählen Sie zuerst eine Mannschaft (oder legen Sie eine mit Neue Mannschaft an).</translation>
    </message>
    <message>
        <source>Every player is in a team; add players on the Players tab first.</source>
        <translation>Jeder Spieler ist in einer Mannschaft; fügen Sie zuerst auf der Registerkarte Spieler Spieler hinzu.</translation>
    </message>
    <message>
        <source>Add players to %1</source>
        <translation>Spieler zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Space checks a player; they join the roster in rating order, after the players already in it.</source>
        <translation>Leertaste wählt einen Spieler; sie kommen nach Elo geordnet hinter die Spieler, die schon in der Liste stehen.</translation>
    </message>
    <message>
        <source>&amp;Remove team</source>
        <translation>Mannschaft &amp;entfernen</translation>
    </message>
</context>
<context>
    <name>arb::TieBreak</name>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Direct Encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Number of Wins</source>
        <translation>Anzahl der Siege</translation>
    </message>
    <message>
        <source>Number of Games Won</source>
        <translation>Anzahl gewonnener Partien</translation>
    </message>
    <message>
        <source>Number of Games Played with Black</source>
        <translation>Anzahl der Partien mit Schwarz</translation>
    </message>
    <message>
        <source>Number of Games Won with Black</source>
        <translation>Anzahl der Siege mit Schwarz</translation>
    </message>
    <message>
        <source>Sum of Progressive Scores</source>
        <translation>Summe der Fortschrittswertung</translation>
    </message>
    <message>
        <source>Rounds one Elected to Play</source>
        <translation>Selbst gewählte gespielte Runden</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Average of Opponents' Buchholz</source>
        <translation>Durchschnittliche Buchholz der Gegner</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Koya System</source>
        <translation>Koya-Wertung</translation>
    </message>
    <message>
        <source>Average Rating of Opponents</source>
        <translation>Elo-Schnitt der Gegner</translation>
    </message>
    <message>
        <source>Tournament Performance Rating</source>
        <translation>Turnierleistung</translation>
    </message>
    <message>
        <source>Perfect Tournament Performance</source>
        <translation>Perfekte Turnierleistung</translation>
    </message>
    <message>
        <source>Average Performance Rating of Opponents</source>
        <translation>Durchschnittliche Leistung der Gegner</translation>
    </message>
    <message>
        <source>Average Perfect Performance of Opponents</source>
        <translation>Durchschnittliche perfekte Leistung der Gegner</translation>
    </message>
    <message>
        <source>Modified Median</source>
        <translation>Modifizierter Median</translation>
    </message>
    <message>
        <source>Solkoff</source>
        <translation>Solkoff</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Fortschrittswertung</translation>
    </message>
    <message>
        <source>Cumulative of Opposition</source>
        <translation>Fortschrittswertung der Gegner</translation>
    </message>
    <message>
        <source>Median (Harkness)</source>
        <translation>Median (Harkness)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger (US Chess)</source>
        <translation>Sonneborn-Berger (US Chess)</translation>
    </message>
    <message>
        <source>Kashdan</source>
        <translation>Kashdan</translation>
    </message>
    <message>
        <source>Most Blacks</source>
        <translation>Meiste Schwarzpartien</translation>
    </message>
    <message>
        <source>Result between Tied Players</source>
        <translation>Ergebnis zwischen den Punktgleichen</translation>
    </message>
    <message>
        <source>Average Rating of Opposition</source>
        <translation>Elo-Schnitt der Gegner</translation>
    </message>
    <message>
        <source>Opposition Performance</source>
        <translation>Leistung der Gegner</translation>
    </message>
    <message>
        <source>Direct Encounter if All Tied Players Met</source>
        <translation>Direkter Vergleich, wenn alle Punktgleichen gegeneinander spielten</translation>
    </message>
    <message>
        <source>Match Points</source>
        <translation>Mannschaftspunkte</translation>
    </message>
    <message>
        <source>Game Points</source>
        <translation>Brettpunkte</translation>
    </message>
    <message>
        <source>Match Points or Game Points</source>
        <translation>Mannschaftspunkte oder Brettpunkte</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger</source>
        <translation>Erweiterte Sonneborn-Berger-Wertung</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's MP x MP scored</source>
        <translation>Erweiterte Sonneborn-Berger-Wertung: MP des Gegners x erzielte MP</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's MP x GP scored</source>
        <translation>Erweiterte Sonneborn-Berger-Wertung: MP des Gegners x erzielte BP</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's GP x MP scored</source>
        <translation>Erweiterte Sonneborn-Berger-Wertung: BP des Gegners x erzielte MP</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's GP x GP scored</source>
        <translation>Erweiterte Sonneborn-Berger-Wertung: BP des Gegners x erzielte BP</translation>
    </message>
    <message>
        <source>Extended Direct Encounter</source>
        <translation>Erweiterter direkter Vergleich</translation>
    </message>
    <message>
        <source>Scores and Schedule Strength Combination</source>
        <translation>Kombination aus Punkten und Gegnerstärke</translation>
    </message>
    <message>
        <source>Board Count</source>
        <translation>Brettpunktwertung</translation>
    </message>
    <message>
        <source>Top Board Results</source>
        <translation>Ergebnisse an den vorderen Brettern</translation>
    </message>
    <message>
        <source>Bottom Board Elimination</source>
        <translation>Streichung der hinteren Bretter</translation>
    </message>
    <message>
        <source>Standard Points</source>
        <translation>Standardpunkte</translation>
    </message>
    <message>
        <source>Tournament Pairing Number</source>
        <translation>Auslosungsnummer</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>tie-break tooltip: name (regulation article), e.g. "Buchholz (C.07 Art. 8.1)"</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation>Feinwertung „%1“: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>does not start with a tie-break acronym</source>
        <translation>beginnt nicht mit einem Feinwertungskürzel</translation>
    </message>
    <message>
        <source>unknown acronym "%1"</source>
        <translation>unbekanntes Kürzel „%1“</translation>
    </message>
    <message>
        <source>ESB needs two point types (MM, MG, GM or GG), not "%1"</source>
        <translation>ESB braucht zwei Punktarten (MM, MG, GM oder GG), nicht „%1“</translation>
    </message>
    <message>
        <source>point type must be MP or GP, not "%1"</source>
        <translation>die Punktart muss MP oder GP sein, nicht „%1“</translation>
    </message>
    <message>
        <source>unknown modifier "%1"</source>
        <translation>unbekannter Modifikator „%1“</translation>
    </message>
    <message>
        <source>%1 cannot be cut (Art. 14)</source>
        <translation>bei %1 kann nicht gestrichen werden (Art. 14)</translation>
    </message>
    <message>
        <source>more than one cut or median modifier</source>
        <translation>mehr als ein Streichungs- oder Median-Modifikator</translation>
    </message>
    <message>
        <source>the median does not apply to progressive scores</source>
        <translation>der Median gilt nicht für die Fortschrittswertung</translation>
    </message>
    <message>
        <source>the limit modifier applies to the Koya system only</source>
        <translation>der Grenzwert-Modifikator gilt nur für das Koya-System</translation>
    </message>
    <message>
        <source>unknown edition "%1" of the regulations (V2024 or V2026)</source>
        <translation>unbekannte Ausgabe „%1“ des Reglements (V2024 oder V2026)</translation>
    </message>
    <message>
        <source>a rating for unrated players applies to rating-based tie-breaks only</source>
        <translation>eine Wertzahl für Spieler ohne Elo gilt nur für Elo-basierte Feinwertungen</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count</source>
        <translation>Erweiterter direkter Vergleich, dann Brettpunktwertung</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Top Board Results</source>
        <translation>Erweiterter direkter Vergleich, dann Ergebnisse an den vorderen Brettern</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Bottom Board Elimination</source>
        <translation>Erweiterter direkter Vergleich, dann Streichung der hinteren Bretter</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count and Top Board Results</source>
        <translation>Erweiterter direkter Vergleich, dann Brettpunktwertung und Ergebnisse an den vorderen Brettern</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count and Bottom Board Elimination</source>
        <translation>Erweiterter direkter Vergleich, dann Brettpunktwertung und Streichung der hinteren Bretter</translation>
    </message>
    <message>
        <source>/R (reverse order) applies to TPN and RTNG only</source>
        <translation>/R (umgekehrte Reihenfolge) gilt nur für TPN und RTNG</translation>
    </message>
    <message>
        <source>"%1" is a tie-break of other regulations that Arbiter does not compute</source>
        <translation>„%1“ ist eine Feinwertung anderer Regeln, die Arbiter nicht berechnet</translation>
    </message>
    <message>
        <source>External value</source>
        <translation>Externer Wert</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakBreakdownModel</name>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>kampfloser Sieg</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>kampflose Niederlage</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>spielfrei durch Auslosung</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>Freilos mit vollem Punkt</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>halbpunktiges Freilos</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>Freilos ohne Punkt</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht gepaart</translation>
    </message>
    <message>
        <source>Select a tie-break value in the standings to see how it is made up.</source>
        <translation>Einen Feinwertungswert in der Tabelle auswählen, um zu sehen, wie er sich zusammensetzt.</translation>
    </message>
    <message>
        <source>%1 of %2: %3 (%4, %5).</source>
        <translation>%1 von %2: %3 (%4, %5).</translation>
    </message>
    <message>
        <source>dummy opponent (Art. 16.4)</source>
        <translation>virtueller Gegner (Art. 16.4)</translation>
    </message>
    <message>
        <source>voluntarily unplayed (16.1.2)</source>
        <translation>freiwillig nicht gespielt (16.1.2)</translation>
    </message>
    <message>
        <source>opponent's score adjusted (16.3)</source>
        <translation>Punktzahl des Gegners angepasst (16.3)</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>gestrichen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round was</source>
        <translation>Runde war</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Punkte des Gegners</translation>
    </message>
    <message>
        <source>Counted as</source>
        <extracomment>the score, rating or running score a cut or limit judges the element on</extracomment>
        <translation>Gezählt als</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Beitrag</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakEditor</name>
    <message>
        <source>modifiers, e.g. /C1 /M1 /P /L+1 /U1400</source>
        <translation>Modifikatoren, z. B. /C1 /M1 /P /L+1 /U1400</translation>
    </message>
    <message>
        <source>&amp;Load preset</source>
        <translation>&amp;Vorlage laden</translation>
    </message>
    <message>
        <source>Tie-break:</source>
        <translation>Feinwertung:</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>Vorlagen:</translation>
    </message>
    <message>
        <source>Drag the entries to change their order; Apply stores the list.</source>
        <translation>Einträge ziehen, um die Reihenfolge zu ändern; Übernehmen speichert die Liste.</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Vorlage speichern</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>"%1": %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>forfeits count as played games (/P)</source>
        <translation>kampflose Partien zählen als gespielt (/P)</translation>
    </message>
    <message>
        <source>Koya limit %1 half-points (Art. 14.5)</source>
        <translation>Koya-Grenze %1 halbe Punkte (Art. 14.5)</translation>
    </message>
    <message>
        <source>unrated players count as %1 (Art. 10)</source>
        <translation>Spieler ohne Elo zählen mit %1 (Art. 10)</translation>
    </message>
    <message>
        <source>Tie-break "%1": %2</source>
        <translation>Feinwertung „%1“: %2</translation>
    </message>
    <message numerus="yes">
        <source>median: the highest and the lowest %n value(s) are cut (Art. 14.2)</source>
        <translation><numerusform>Median: der höchste und der niedrigste Wert werden gestrichen (Art. 14.2)</numerusform><numerusform>Median: die höchsten und die niedrigsten %n Werte werden gestrichen (Art. 14.2)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>cut: the lowest %n value(s) are cut (Art. 14.1)</source>
        <translation><numerusform>Streichung: der niedrigste Wert wird gestrichen (Art. 14.1)</numerusform><numerusform>Streichung: die %n niedrigsten Werte werden gestrichen (Art. 14.1)</numerusform></translation>
    </message>
    <message>
        <source>Regulation:</source>
        <translation>Reglement:</translation>
    </message>
    <message>
        <source>%1 - %2 (%3)</source>
        <translation>%1 - %2 (%3)</translation>
    </message>
    <message>
        <source>reversed: the higher value first (/R)</source>
        <translation>umgekehrt: der höhere Wert zuerst (/R)</translation>
    </message>
    <message>
        <source>computed under the %1 edition of C.07 whatever the event's (/V)</source>
        <translation>nach der Ausgabe %1 von C.07 berechnet, unabhängig von der des Turniers (/V)</translation>
    </message>
    <message>
        <source>⚠ a Buchholz-type tie-break is not meant for round robins (C.07, note to Art. 8)</source>
        <translation>⚠ eine Feinwertung vom Buchholz-Typ ist nicht für Rundenturniere gedacht (C.07, Anmerkung zu Art. 8)</translation>
    </message>
    <message>
        <source>⚠ defined by the 2026 edition of C.07; this event follows the 2024 edition</source>
        <translation>⚠ in der Ausgabe 2026 von C.07 definiert; dieses Turnier folgt der Ausgabe 2024</translation>
    </message>
    <message>
        <source>In force: %1, version %2 (%3). The list below may have been changed since.</source>
        <translation>In Kraft: %1, Version %2 (%3). Die Liste unten kann seitdem geändert worden sein.</translation>
    </message>
    <message>
        <source>No regulation preset applied.</source>
        <translation>Keine Reglementsvorlage angewendet.</translation>
    </message>
    <message>
        <source>Custom (the list in force is no preset's)</source>
        <translation>Benutzerdefiniert (die geltende Liste ist keine Vorgabe)</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>En&amp;tfernen</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Save as ne&amp;w preset...</source>
        <translation>&amp;Als Vorlage speichern...</translation>
    </message>
    <message>
        <source>&amp;Use regulation</source>
        <translation>Re&amp;glement verwenden</translation>
    </message>
    <message>
        <source>the default list</source>
        <translation>die Standardliste</translation>
    </message>
    <message>
        <source>Change the tie-breaks after round %1</source>
        <translation>Feinwertungen nach Runde %1 ändern</translation>
    </message>
    <message>
        <source>The tie-breaks were announced before round 1; round %1 is played. Changing them now can change who wins a place or a prize.

Now: %2
New: %3

The change is recorded with the round and the list it replaces (### TieBreaks @ Round %1) in the log and the rating report.</source>
        <translation>Die Feinwertungen wurden vor Runde 1 bekanntgegeben; Runde %1 ist gespielt. Sie jetzt zu ändern, kann ändern, wer einen Platz oder einen Preis gewinnt.

Jetzt: %2
Neu: %3

Die Änderung wird mit der Runde und der ersetzten Liste (### TieBreaks @ Round %1) im Protokoll und im Elo-Bericht vermerkt.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Last step: replace %1 by %2 after round %3?</source>
        <translation>Letzter Schritt: %1 nach Runde %3 durch %2 ersetzen?</translation>
    </message>
    <message>
        <source>Change the tie-breaks</source>
        <translation>Feinwertungen ändern</translation>
    </message>
    <message>
        <source>E&amp;xternal values...</source>
        <translation>E&amp;xterne Werte...</translation>
    </message>
    <message>
        <source>Values of the EXT tie-break that the tournament rules take from outside the event</source>
        <translation>Werte der Feinwertung EXT, die die Turnierordnung von außerhalb des Turniers nimmt</translation>
    </message>
</context>
<context>
    <name>arb::TimeControl</name>
    <message>
        <source>time control "%1": expected minutes+increment such as 3+2, or White/Black such as 2.5+2/3+2</source>
        <translation>Bedenkzeit „%1“: erwartet Minuten+Inkrement wie 3+2 oder Weiß/Schwarz wie 2.5+2/3+2</translation>
    </message>
    <message>
        <source>time control: "white" and "black" need positive "seconds" and an "increment" of 0 or more</source>
        <translation>Bedenkzeit: „white“ und „black“ brauchen positive „seconds“ und ein „increment“ von 0 oder mehr</translation>
    </message>
</context>
<context>
    <name>arb::TimeControlCode</name>
    <message>
        <source>period %1: "%2" is not seconds (5400), seconds and increment (5400+30), or moves first (40/6000+30)</source>
        <translation>Periode %1: „%2“ ist weder Sekunden (5400) noch Sekunden und Inkrement (5400+30) noch Züge zuerst (40/6000+30)</translation>
    </message>
    <message>
        <source>period %1: a period of 0 moves</source>
        <translation>Periode %1: eine Periode von 0 Zügen</translation>
    </message>
    <message>
        <source>period %1: no time at all</source>
        <translation>Periode %1: überhaupt keine Zeit</translation>
    </message>
    <message>
        <source>period %1 is for the rest of the game, yet period %2 follows it</source>
        <translation>Periode %1 gilt für den Rest der Partie, doch Periode %2 folgt ihr</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 moves in %2</source>
        <translation>%1 Züge in %2</translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 für die Partie</translation>
    </message>
    <message>
        <source>%1 for the rest of the game</source>
        <translation>%1 für den Rest der Partie</translation>
    </message>
    <message>
        <source> + %1 per move</source>
        <translation> + %1 pro Zug</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>White %1; Black %2</source>
        <translation>Weiß %1; Schwarz %2</translation>
    </message>
    <message>
        <source>no time control given</source>
        <translation>keine Bedenkzeit angegeben</translation>
    </message>
    <message>
        <source>"%1": the colours' controls are written W...-B..., e.g. W300-B240</source>
        <translation>„%1“: die Bedenkzeiten der Farben werden W...-B... geschrieben, z. B. W300-B240</translation>
    </message>
    <message>
        <source>White, %1</source>
        <translation>Weiß, %1</translation>
    </message>
    <message>
        <source>Black, %1</source>
        <translation>Schwarz, %1</translation>
    </message>
</context>
<context>
    <name>arb::TitleNorms</name>
    <message>
        <source>1.4: %1 norms are for women</source>
        <translation>1.4: %1-Normen gibt es nur für Frauen</translation>
    </message>
    <message>
        <source>1.4.1c: 8 games and a round won without a game, counted as 9</source>
        <translation>1.4.1c: 8 Partien und eine kampflos gewonnene Runde, als 9 gezählt</translation>
    </message>
    <message>
        <source>1.4.1a: %1 games (at least 9)</source>
        <translation>1.4.1a: %1 Partien (mindestens 9)</translation>
    </message>
    <message>
        <source>1.4.5: %1 titled opponents (at least %2)</source>
        <translation>1.4.5: %1 Gegner mit Titel (mindestens %2)</translation>
    </message>
    <message>
        <source>1.4.5: %1 opponents with the title %2 or higher (at least %3)</source>
        <translation>1.4.5: %1 Gegner mit dem Titel %2 oder höher (mindestens %3)</translation>
    </message>
    <message>
        <source>1.4.3: %1 federations other than the player's (at least 2)</source>
        <translation>1.4.3: %1 Verbände außer dem des Spielers (mindestens 2)</translation>
    </message>
    <message>
        <source>1.4.4: %1 opponents of the player's federation (at most %2)</source>
        <translation>1.4.4: %1 Gegner aus dem Verband des Spielers (höchstens %2)</translation>
    </message>
    <message>
        <source>1.4.8a: average rating %1 (at least %2)</source>
        <translation>1.4.8a: Elo-Schnitt %1 (mindestens %2)</translation>
    </message>
    <message>
        <source>1.4.8b: score %1 of %2, %3 % (at least 35 %)</source>
        <translation>1.4.8b: %1 aus %2, %3 % (mindestens 35 %)</translation>
    </message>
    <message>
        <source>1.4.8: performance %1 = %2 + %3 (at least %4)</source>
        <translation>1.4.8: Leistung %1 = %2 + %3 (mindestens %4)</translation>
    </message>
    <message>
        <source>1.4.1e, f: rounds %1 left out</source>
        <translation>1.4.1e, f: Runden %1 ausgelassen</translation>
    </message>
    <message>
        <source>1.4.4: %1 opponents of one federation at most (at most %2)</source>
        <translation>1.4.4: höchstens %1 Gegner aus einem Verband (höchstens %2)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>rounds %1 to %2</source>
        <translation>Runden %1 bis %2</translation>
    </message>
    <message>
        <source>none: the federation requirements apply</source>
        <translation>keine: die Anforderungen an die Verbände gelten</translation>
    </message>
    <message>
        <source>final of a national championship (1.4.3a)</source>
        <translation>Finale einer nationalen Meisterschaft (1.4.3a)</translation>
    </message>
    <message>
        <source>national team championship (1.4.3b)</source>
        <translation>nationale Mannschaftsmeisterschaft (1.4.3b)</translation>
    </message>
    <message>
        <source>zonal or sub-zonal tournament (1.4.3c)</source>
        <translation>Zonen- oder Subzonenturnier (1.4.3c)</translation>
    </message>
    <message>
        <source>1.4.3d: for a Swiss event with its host federation given and a round played</source>
        <translation>1.4.3d: für ein Turnier im Schweizer System mit angegebenem Gastgeberverband und einer gespielten Runde</translation>
    </message>
    <message>
        <source>at least %1 rated players not of the host federation (round %2, at least 20), of %3 federations (round %4, at least 3), %5 of them GM, IM, WGM or WIM (round %6, at least 10) in every round</source>
        <translation>mindestens %1 gewertete Spieler nicht aus dem Gastgeberverband (Runde %2, mindestens 20), aus %3 Verbänden (Runde %4, mindestens 3), %5 davon GM, IM, WGM oder WIM (Runde %6, mindestens 10) in jeder Runde</translation>
    </message>
    <message>
        <source>1.4.3d met: %1</source>
        <translation>1.4.3d erfüllt: %1</translation>
    </message>
    <message>
        <source>1.4.3d not met: %1</source>
        <translation>1.4.3d nicht erfüllt: %1</translation>
    </message>
    <message>
        <source>no round left to play</source>
        <translation>keine Runde mehr zu spielen</translation>
    </message>
    <message>
        <source>%1 norm made</source>
        <translation>%1-Norm erreicht</translation>
    </message>
    <message>
        <source>%1 norm out of reach: %2</source>
        <translation>%1-Norm nicht mehr erreichbar: %2</translation>
    </message>
    <message>
        <source>1.4.3, 1.4.4: the federation requirements are waived (%1)</source>
        <translation>1.4.3, 1.4.4: die Anforderungen an die Verbände entfallen (%1)</translation>
    </message>
    <message>
        <source>a score of %1 needed from %2 (Ra %3)</source>
        <translation>%1 Punkte nötig aus %2 (Ra %3)</translation>
    </message>
    <message>
        <source>Ra %1 with the opponents assumed for the rounds not paired</source>
        <translation>Ra %1 mit den für die nicht ausgelosten Runden angenommenen Gegnern</translation>
    </message>
    <message>
        <source>Ra %1</source>
        <translation>Ra %1</translation>
    </message>
    <message>
        <source>%1 norm possible: the games of %2 played, whatever their results (%3)</source>
        <translation>%1-Norm möglich: die Partien von %2 gespielt, gleich mit welchem Ergebnis (%3)</translation>
    </message>
    <message>
        <source>%1 norm possible: a score of %2 needed from %3 (%4)</source>
        <translation>%1-Norm möglich: %2 Punkte nötig aus %3 (%4)</translation>
    </message>
    <message>
        <source>%1 norm made: %2 games (credited %3), score %4, Ra %5, %6 %, Rp %7</source>
        <translation>%1-Norm erzielt: %2 Partien (angerechnet %3), %4 Punkte, Ra %5, %6 %, Rp %7</translation>
    </message>
    <message>
        <source>%1 norm not made: %2 games, score %3, Ra %4, %5 %, Rp %6</source>
        <translation>%1-Norm nicht erzielt: %2 Partien, %3 Punkte, Ra %4, %5 %, Rp %6</translation>
    </message>
</context>
<context>
    <name>arb::TournamentDatabase</name>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 existiert schon; bitte einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>der Qt-SQLite-Treiber ist nicht installiert (Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 is already open in %2 (process %3 on %4); close it there first</source>
        <translation>%1 ist bereits in %2 geöffnet (Prozess %3 auf %4); bitte dort zuerst schließen</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>einem anderen Programm</translation>
    </message>
    <message>
        <source>cannot lock %1: no permission to write next to it</source>
        <translation>%1 kann nicht gesperrt werden: keine Schreibrechte daneben</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a tournament database or it is damaged: %2</source>
        <translation>%1 ist keine Turnierdatenbank oder beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database</source>
        <translation>%1 ist keine Arbiter-Turnierdatenbank</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Arbiter (database version %2; this program reads up to version %3); it was not changed</source>
        <translation>%1 wurde von einer neueren Arbiter-Version geschrieben (Datenbankversion %2; dieses Programm liest bis Version %3); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>cannot set up %1: %2</source>
        <translation>%1 kann nicht eingerichtet werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot read the version of %1: %2</source>
        <translation>die Version von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation>%1 kann nicht aktualisiert werden: %2</translation>
    </message>
    <message>
        <source>cannot update %1 to version %2: %3</source>
        <translation>%1 kann nicht auf Version %2 aktualisiert werden: %3</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no tournament database is open</source>
        <translation>keine Turnierdatenbank ist geöffnet</translation>
    </message>
    <message>
        <source>%1 already holds players; import into a new tournament</source>
        <translation>%1 enthält schon Spieler; in ein neues Turnier importieren</translation>
    </message>
    <message>
        <source>cannot import into %1: %2</source>
        <translation>Import nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Import "%1"</source>
        <translation>Import „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n Spieler</numerusform><numerusform>%n Spieler</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation><numerusform>%n Runde</numerusform><numerusform>%n Runden</numerusform></translation>
    </message>
    <message>
        <source>%1 %2: none</source>
        <translation>%1 %2: keins</translation>
    </message>
    <message>
        <source> withdrawn from round %1</source>
        <translation> zurückgezogen ab Runde %1</translation>
    </message>
    <message>
        <source>cannot read the audit log of %1: %2</source>
        <translation>das Protokoll von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nichts zu wiederholen</translation>
    </message>
    <message>
        <source>the audit log of %1 is damaged (entry %2)</source>
        <translation>das Protokoll von %1 ist beschädigt (Eintrag %2)</translation>
    </message>
    <message>
        <source>start number %1 is invalid: it must be 1 or more</source>
        <translation>Startnummer %1 ist ungültig: sie muss 1 oder größer sein</translation>
    </message>
    <message>
        <source>player %1 needs a name</source>
        <translation>Spieler %1 braucht einen Namen</translation>
    </message>
    <message>
        <source>player %1: rating %2 is out of range (0-4000)</source>
        <translation>Spieler %1: Elo %2 liegt außerhalb des Bereichs (0-4000)</translation>
    </message>
    <message>
        <source>FIDE id %1 is already used by player %2 (%3)</source>
        <translation>FIDE-ID %1 ist schon an Spieler %2 (%3) vergeben</translation>
    </message>
    <message>
        <source>Edit player %1 %2</source>
        <translation>Spieler %1 %2 bearbeiten</translation>
    </message>
    <message>
        <source>Add player %1 %2</source>
        <translation>Spieler %1 %2 hinzufügen</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>es gibt keinen Spieler %1</translation>
    </message>
    <message>
        <source>player %1 has rounds entered; withdraw them instead</source>
        <translation>für Spieler %1 sind Runden eingetragen; ihn stattdessen zurückziehen</translation>
    </message>
    <message>
        <source>Remove player %1 %2</source>
        <translation>Spieler %1 %2 entfernen</translation>
    </message>
    <message>
        <source>round %1 is invalid</source>
        <translation>Runde %1 ist ungültig</translation>
    </message>
    <message>
        <source>Withdraw player %1 %2 from round %3</source>
        <translation>Spieler %1 %2 ab Runde %3 zurückziehen</translation>
    </message>
    <message>
        <source>Revoke the withdrawal of player %1 %2</source>
        <translation>Rückzug von Spieler %1 %2 aufheben</translation>
    </message>
    <message>
        <source>round %1: there is no player %2</source>
        <translation>Runde %1: es gibt keinen Spieler %2</translation>
    </message>
    <message>
        <source>round %1: player %2 withdrew from round %3</source>
        <translation>Runde %1: Spieler %2 hat sich ab Runde %3 zurückgezogen</translation>
    </message>
    <message>
        <source>round %1: player %2 cannot play against themselves</source>
        <translation>Runde %1: Spieler %2 kann nicht gegen sich selbst spielen</translation>
    </message>
    <message>
        <source>round %1: '%2' is not a result for a game</source>
        <translation>Runde %1: '%2' ist kein Ergebnis einer Partie</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3 %4</source>
        <translation>Runde %1: %2 - %3 %4</translation>
    </message>
    <message>
        <source>round %1: player %2 is not paired; pair them or give a bye first</source>
        <translation>Runde %1: Spieler %2 ist nicht gepaart; zuerst paaren oder ein Freilos geben</translation>
    </message>
    <message>
        <source>impossible result in round %1: player %2 is paired against %3, so '%4' (a bye) cannot be their result</source>
        <translation>unmögliches Ergebnis in Runde %1: Spieler %2 spielt gegen %3, daher kann '%4' (ein Freilos) nicht sein Ergebnis sein</translation>
    </message>
    <message>
        <source>impossible result in round %1: '%2' is not a bye (use H, F, U or Z)</source>
        <translation>unmögliches Ergebnis in Runde %1: '%2' ist kein Freilos (H, F, U oder Z verwenden)</translation>
    </message>
    <message>
        <source>Round %1: bye %2 for %3</source>
        <translation>Runde %1: Freilos %2 für %3</translation>
    </message>
    <message>
        <source>Round %1: unpair %2</source>
        <translation>Runde %1: Paarung von %2 lösen</translation>
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation>Feinwertung „%1“: %2</translation>
    </message>
    <message>
        <source>Tie-break list: %1</source>
        <translation>Feinwertungsliste: %1</translation>
    </message>
    <message>
        <source>Scoring: win %1, draw %2, loss %3</source>
        <translation>Wertung: Sieg %1, Remis %2, Niederlage %3</translation>
    </message>
    <message>
        <source>unknown event field "%1"</source>
        <translation>unbekanntes Turnierfeld „%1“</translation>
    </message>
    <message>
        <source>number of rounds "%1" is invalid</source>
        <translation>Rundenzahl „%1“ ist ungültig</translation>
    </message>
    <message>
        <source>tournament type "%1" is invalid</source>
        <translation>Turnierart „%1“ ist ungültig</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>Turnier %1: %2</translation>
    </message>
    <message>
        <source>a preset needs a name</source>
        <translation>eine Vorlage braucht einen Namen</translation>
    </message>
    <message>
        <source>edition "%1" of the tie-break regulations is invalid (2024 or 2026)</source>
        <translation>Ausgabe „%1“ der Feinwertungsregeln ist ungültig (2024 oder 2026)</translation>
    </message>
    <message>
        <source>team number %1 is invalid: it must be 1 or more</source>
        <translation>Mannschaftsnummer %1 ist ungültig: sie muss 1 oder größer sein</translation>
    </message>
    <message>
        <source>team %1 needs a name</source>
        <translation>Mannschaft %1 braucht einen Namen</translation>
    </message>
    <message>
        <source>team %1: there is no player %2</source>
        <translation>Mannschaft %1: es gibt keinen Spieler %2</translation>
    </message>
    <message>
        <source>team %1: player %2 is listed twice</source>
        <translation>Mannschaft %1: Spieler %2 steht doppelt in der Liste</translation>
    </message>
    <message>
        <source>team %1: player %2 already plays for team %3 (%4)</source>
        <translation>Mannschaft %1: Spieler %2 spielt schon für Mannschaft %3 (%4)</translation>
    </message>
    <message>
        <source>there is no team %1</source>
        <translation>es gibt keine Mannschaft %1</translation>
    </message>
    <message>
        <source>round %1: there is no team %2</source>
        <translation>Runde %1: es gibt keine Mannschaft %2</translation>
    </message>
    <message>
        <source>round %1: team %2 cannot play against itself</source>
        <translation>Runde %1: Mannschaft %2 kann nicht gegen sich selbst spielen</translation>
    </message>
    <message>
        <source>round %1, team %2, board %3: player %4 is not in the team</source>
        <translation>Runde %1, Mannschaft %2, Brett %3: Spieler %4 gehört nicht zur Mannschaft</translation>
    </message>
    <message>
        <source>round %1, team %2: player %3 is on two boards</source>
        <translation>Runde %1, Mannschaft %2: Spieler %3 steht an zwei Brettern</translation>
    </message>
    <message>
        <source>match points: a win (%1) must give at least a draw (%2), a draw at least a loss (%3)</source>
        <translation>Mannschaftspunkte: ein Sieg (%1) muss mindestens so viel wie ein Remis (%2) geben, ein Remis mindestens so viel wie eine Niederlage (%3)</translation>
    </message>
    <message>
        <source>board colours "%1": board %2 must be W or B</source>
        <translation>Brettfarben „%1“: Brett %2 muss W oder B sein</translation>
    </message>
    <message>
        <source>round %1 already has results (player %2 against %3); unpair it first</source>
        <translation>Runde %1 hat schon Ergebnisse (Spieler %2 gegen %3); zuerst ihre Paarungen lösen</translation>
    </message>
    <message>
        <source>round %1 has results (player %2 against %3); delete them before unpairing the round</source>
        <translation>Runde %1 hat Ergebnisse (Spieler %2 gegen %3); sie löschen, bevor die Paarungen der Runde gelöst werden</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>Runde %1 ist nicht gepaart</translation>
    </message>
    <message>
        <source>an in-memory tournament has no backups</source>
        <translation>ein Turnier im Arbeitsspeicher hat keine Sicherungen</translation>
    </message>
    <message>
        <source>cannot back up %1: cannot create the folder %2</source>
        <translation>%1 kann nicht gesichert werden: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot back up %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 gesichert werden: %3</translation>
    </message>
    <message>
        <source>the copy cannot be renamed</source>
        <translation>die Kopie kann nicht umbenannt werden</translation>
    </message>
    <message>
        <source>%1: the lock file %2 was empty or unreadable (left by a crash or a power cut); it was taken over</source>
        <translation>%1: die Sperrdatei %2 war leer oder unlesbar (nach einem Absturz oder Stromausfall); sie wurde übernommen</translation>
    </message>
    <message>
        <source>%1 is being opened by another program (its lock file %2 is still being written); try again</source>
        <translation>%1 wird gerade von einem anderen Programm geöffnet (seine Sperrdatei %2 wird noch geschrieben); erneut versuchen</translation>
    </message>
    <message>
        <source>cannot lock %1: the disk is full (no room for the lock file %2)</source>
        <translation>%1 kann nicht gesperrt werden: der Datenträger ist voll (kein Platz für die Sperrdatei %2)</translation>
    </message>
    <message>
        <source>cannot lock %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht gesperrt werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot lock %1: the lock file %2 cannot be written</source>
        <translation>%1 kann nicht gesperrt werden: die Sperrdatei %2 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: the lock left by %2 (process %3 on %4), which is no longer running, was taken over</source>
        <translation>%1: die Sperre von %2 (Prozess %3 auf %4), der nicht mehr läuft, wurde übernommen</translation>
    </message>
    <message>
        <source>%1 is already open in this program under another name (a link to the same file); close it there first</source>
        <translation>%1 ist in diesem Programm bereits unter einem anderen Namen geöffnet (eine Verknüpfung auf dieselbe Datei); bitte dort zuerst schließen</translation>
    </message>
    <message>
        <source>%1 is already open in another program (SQLite reports it locked; it may be open under another name, through a link); close it there first</source>
        <translation>%1 ist bereits in einem anderen Programm geöffnet (SQLite meldet es gesperrt; es kann über eine Verknüpfung unter anderem Namen geöffnet sein); bitte dort zuerst schließen</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (PRAGMA user_version) is %2, not a version of Arbiter's schema; it was not changed</source>
        <translation>%1 ist beschädigt: seine Schemaversion (PRAGMA user_version) ist %2, keine Version des Arbiter-Schemas; die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>cannot write the journal of %1 back into it: %2</source>
        <translation>das Journal von %1 kann nicht zurückgeschrieben werden: %2</translation>
    </message>
    <message>
        <source>the file is busy</source>
        <translation>die Datei ist belegt</translation>
    </message>
    <message>
        <source>%1 was removed while %2 was open; what it held could not be written back: %3. Keep Arbiter open and make a copy with Save as</source>
        <translation>%1 wurde entfernt, während %2 geöffnet war; sein Inhalt konnte nicht zurückgeschrieben werden: %3. Arbiter geöffnet lassen und mit Speichern unter eine Kopie anlegen</translation>
    </message>
    <message>
        <source>%1 was removed while %2 was open (by another program or by hand); every change was written back into %2 and a new journal was started</source>
        <translation>%1 wurde entfernt, während %2 geöffnet war (von einem anderen Programm oder von Hand); jede Änderung wurde in %2 zurückgeschrieben und ein neues Journal begonnen</translation>
    </message>
    <message>
        <source>%1: cannot check the content: %2</source>
        <translation>%1: der Inhalt kann nicht geprüft werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more row(s) like the one above</source>
        <translation><numerusform>%1: %n weitere Zeile wie die obige</numerusform><numerusform>%1: %n weitere Zeilen wie die obige</numerusform></translation>
    </message>
    <message>
        <source>table results, row start_no %1, round %2</source>
        <translation>Tabelle results, Zeile start_no %1, Runde %2</translation>
    </message>
    <message>
        <source>%1: round %2 is not possible (a tournament has rounds 1 to %3); the row is not used and is kept in the file</source>
        <translation>%1: Runde %2 ist nicht möglich (ein Turnier hat die Runden 1 bis %3); die Zeile wird nicht verwendet und bleibt in der Datei</translation>
    </message>
    <message>
        <source>table meta, row declaredRounds: %1 rounds is not possible (at most %2); the number of rounds is not used and is kept in the file</source>
        <translation>Tabelle meta, Zeile declaredRounds: %1 Runden sind nicht möglich (höchstens %2); die Rundenzahl wird nicht verwendet und bleibt in der Datei</translation>
    </message>
    <message>
        <source>%1: a result for player %2, who is not in the event (table players); the row is not used and is kept in the file</source>
        <translation>%1: ein Ergebnis für Spieler %2, der nicht im Turnier ist (Tabelle players); die Zeile wird nicht verwendet und bleibt in der Datei</translation>
    </message>
    <message>
        <source>%1: the opponent %2 is not in the event (table players)</source>
        <translation>%1: der Gegner %2 ist nicht im Turnier (Tabelle players)</translation>
    </message>
    <message>
        <source>%1: round %2 is beyond the last round of the event (%3, table meta, row declaredRounds)</source>
        <translation>%1: Runde %2 liegt nach der letzten Runde des Turniers (%3, Tabelle meta, Zeile declaredRounds)</translation>
    </message>
    <message>
        <source>%1: the colour "%2" is not w or b</source>
        <translation>%1: die Farbe „%2“ ist nicht w oder b</translation>
    </message>
    <message>
        <source>%1: a colour ("%2") for a round without an opponent</source>
        <translation>%1: eine Farbe („%2“) für eine Runde ohne Gegner</translation>
    </message>
    <message>
        <source>%1: "%2" is not a result code</source>
        <translation>%1: „%2“ ist kein Ergebniscode</translation>
    </message>
    <message>
        <source>%1: the player is paired against themselves</source>
        <translation>%1: der Spieler ist gegen sich selbst gepaart</translation>
    </message>
    <message>
        <source>%1: paired with %2, whose row for the round does not name %3</source>
        <translation>%1: gepaart mit %2, dessen Zeile für die Runde %3 nicht nennt</translation>
    </message>
    <message>
        <source>%1: both players of the game have the colour %2</source>
        <translation>%1: beide Spieler der Partie haben die Farbe %2</translation>
    </message>
    <message>
        <source>table players, row start_no %1: withdrawn from round %2, which no tournament has</source>
        <translation>Tabelle players, Zeile start_no %1: zurückgezogen ab Runde %2, die kein Turnier hat</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (PRAGMA user_version) is %2</source>
        <translation>%1 ist beschädigt: seine Schemaversion (PRAGMA user_version) ist %2</translation>
    </message>
    <message>
        <source>the disk is full; the change was not saved</source>
        <translation>der Datenträger ist voll; die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>the file is read-only; the change was not saved</source>
        <translation>die Datei ist schreibgeschützt; die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>the disk reported an error; the change was not saved</source>
        <translation>der Datenträger meldete einen Fehler; die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>team %1 %2: %3</source>
        <translation>Mannschaft %1 %2: %3</translation>
    </message>
    <message>
        <source>R%1 team %2 against %3: boards %4</source>
        <translation>R%1 Mannschaft %2 gegen %3: Bretter %4</translation>
    </message>
    <message>
        <source>%1 bye</source>
        <translation>%1 Freilos</translation>
    </message>
    <message>
        <source>Round %1 paired (%2): %3</source>
        <translation>Runde %1 gepaart (%2): %3</translation>
    </message>
    <message>
        <source>a round robin pairing needs a round-robin type</source>
        <translation>Paarungen eines Rundenturniers brauchen die Turnierart Rundenturnier</translation>
    </message>
    <message>
        <source>round %1: no game %2-%3 in this event</source>
        <translation>Runde %1: keine Partie %2-%3 in diesem Turnier</translation>
    </message>
    <message numerus="yes">
        <source>Double round robin paired from the Berger tables: %n round(s)</source>
        <translation><numerusform>Doppelrundenturnier nach den Berger-Tabellen gepaart: %n Runde</numerusform><numerusform>Doppelrundenturnier nach den Berger-Tabellen gepaart: %n Runden</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Round robin paired from the Berger tables: %n round(s)</source>
        <translation><numerusform>Rundenturnier nach den Berger-Tabellen gepaart: %n Runde</numerusform><numerusform>Rundenturnier nach den Berger-Tabellen gepaart: %n Runden</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) deleted</source>
        <translation><numerusform>%n Ergebnis gelöscht</numerusform><numerusform>%n Ergebnisse gelöscht</numerusform></translation>
    </message>
    <message>
        <source>Round %1 unpaired</source>
        <translation>Paarungen der Runde %1 gelöst</translation>
    </message>
    <message>
        <source>Remove the play-off</source>
        <translation>Stichkampf entfernen</translation>
    </message>
    <message>
        <source>play-off: the lots seed must be recorded before it starts</source>
        <translation>Stichkampf: der Startwert der Auslosung muss vor dem Beginn gespeichert sein</translation>
    </message>
    <message>
        <source>Play-off: %1, lots seed %2</source>
        <translation>Stichkampf: %1, Startwert der Auslosung %2</translation>
    </message>
    <message>
        <source>play-off game %1: no play-off has been started</source>
        <translation>Stichkampfpartie %1: es wurde kein Stichkampf gestartet</translation>
    </message>
    <message>
        <source>play-off game %1: place %2 is invalid</source>
        <translation>Stichkampfpartie %1: Platz %2 ist ungültig</translation>
    </message>
    <message>
        <source>play-off game "%1": a game id has no spaces</source>
        <translation>Stichkampfpartie „%1“: eine Partiekennung enthält keine Leerzeichen</translation>
    </message>
    <message>
        <source>Play-off for place %1, game %2: %3</source>
        <translation>Stichkampf um Platz %1, Partie %2: %3</translation>
    </message>
    <message>
        <source>Play-off for place %1, game %2: no result</source>
        <translation>Stichkampf um Platz %1, Partie %2: kein Ergebnis</translation>
    </message>
    <message>
        <source>preset "%1": %2</source>
        <translation>Vorlage „%1“: %2</translation>
    </message>
    <message>
        <source>Regulation preset: %1 (%2, version %3)</source>
        <translation>Reglementsvorlage: %1 (%2, Version %3)</translation>
    </message>
    <message>
        <source>%1: the stored regulation preset cannot be read: %2</source>
        <translation>%1: die gespeicherte Reglementsvorlage kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Edit team %1 %2</source>
        <translation>Mannschaft %1 %2 bearbeiten</translation>
    </message>
    <message>
        <source>Add team %1 %2</source>
        <translation>Mannschaft %1 %2 hinzufügen</translation>
    </message>
    <message>
        <source>Remove team %1 %2</source>
        <translation>Mannschaft %1 %2 entfernen</translation>
    </message>
    <message>
        <source>Round %1: line-up of team %2 as listed</source>
        <translation>Runde %1: Aufstellung der Mannschaft %2 wie gemeldet</translation>
    </message>
    <message>
        <source>Round %1: line-up of team %2</source>
        <translation>Runde %1: Aufstellung der Mannschaft %2</translation>
    </message>
    <message>
        <source>Team scoring: win %1, draw %2, loss %3%4</source>
        <translation>Mannschaftswertung: Sieg %1, Remis %2, Niederlage %3%4</translation>
    </message>
    <message>
        <source>, 0-0 gives no match points</source>
        <translation>, 0:0 gibt keine Mannschaftspunkte</translation>
    </message>
    <message>
        <source>Board colours: %1</source>
        <translation>Brettfarben: %1</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>abwechselnd</translation>
    </message>
    <message>
        <source>%1 is not a tournament database or it is damaged</source>
        <translation>%1 ist keine Turnierdatenbank oder beschädigt</translation>
    </message>
    <message>
        <source>%1 has a schema version this program cannot read (%2)</source>
        <translation>%1 hat eine Schemaversion, die dieses Programm nicht lesen kann (%2)</translation>
    </message>
    <message>
        <source>%1 is damaged</source>
        <translation>%1 ist beschädigt</translation>
    </message>
    <message>
        <source>no tournament file is open</source>
        <translation>keine Turnierdatei ist geöffnet</translation>
    </message>
    <message>
        <source>cannot restore %1 from %2: %3</source>
        <translation>%1 kann nicht aus %2 wiederhergestellt werden: %3</translation>
    </message>
    <message>
        <source>cannot restore %1 from %2: the backup cannot be copied next to it</source>
        <translation>%1 kann nicht aus %2 wiederhergestellt werden: die Sicherung kann nicht daneben kopiert werden</translation>
    </message>
    <message>
        <source>cannot restore %1: the current state cannot be backed up first, so nothing was changed: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: der aktuelle Stand kann nicht vorher gesichert werden, daher wurde nichts geändert: %2</translation>
    </message>
    <message>
        <source>cannot open %1 again after restoring: %2</source>
        <translation>%1 kann nach der Wiederherstellung nicht erneut geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 was restored from %2; the state before is in %3</source>
        <translation>%1 wurde aus %2 wiederhergestellt; der vorherige Stand liegt in %3</translation>
    </message>
    <message>
        <source>round %1: the pairing has no boards</source>
        <translation>Runde %1: die Paarungen haben keine Bretter</translation>
    </message>
    <message>
        <source>round %1, board %2: there is no player %3</source>
        <translation>Runde %1, Brett %2: es gibt keinen Spieler %3</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 withdrew from round %4</source>
        <translation>Runde %1, Brett %2: Spieler %3 hat sich ab Runde %4 zurückgezogen</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 is paired twice</source>
        <translation>Runde %1, Brett %2: Spieler %3 ist doppelt gepaart</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 has a bye "%4" in this round</source>
        <translation>Runde %1, Brett %2: Spieler %3 hat in dieser Runde ein Freilos „%4“</translation>
    </message>
    <message>
        <source>player %1: K factor %2 is not a FIDE K (10, 20 or 40, or 0 to derive it)</source>
        <translation>Spieler %1: K-Faktor %2 ist kein FIDE-K (10, 20 oder 40, oder 0, um ihn abzuleiten)</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <source>player %1: %2 "%3" must be stored as "%4"</source>
        <translation>Spieler %1: %2 „%3“ muss als „%4“ gespeichert werden</translation>
    </message>
    <message>
        <source>R%1 %2: not paired</source>
        <translation>R%1 %2: nicht gepaart</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: copying it to the file %2 is not possible yet (use pg_dump for a copy of the server's database)</source>
        <translation>%1 liegt auf einem PostgreSQL-Server: das Kopieren in die Datei %2 ist noch nicht möglich (für eine Kopie der Serverdatenbank pg_dump verwenden)</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: restoring a backup file is for SQLite files only</source>
        <translation>%1 liegt auf einem PostgreSQL-Server: das Wiederherstellen einer Sicherungsdatei gibt es nur für SQLite-Dateien</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (table %2) is %3</source>
        <translation>%1 ist beschädigt: seine Schemaversion (Tabelle %2) ist %3</translation>
    </message>
    <message>
        <source>cannot update %1: another program changed its schema version to %2 meanwhile</source>
        <translation>%1 kann nicht aktualisiert werden: ein anderes Programm hat seine Schemaversion inzwischen auf %2 geändert</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>R%1: %2 - %3 %4</source>
        <translation>R%1: %2 - %3 %4</translation>
    </message>
    <message>
        <source>R%1: %2 (w) - %3 (b) %4</source>
        <translation>R%1: %2 (w) - %3 (s) %4</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>halbpunktiges Freilos (H)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>Freilos mit vollem Punkt (F)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>spielfrei durch Auslosung (U)</translation>
    </message>
    <message>
        <source>zero-point bye (Z)</source>
        <translation>Freilos ohne Punkt (Z)</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht gepaart</translation>
    </message>
    <message>
        <source>no opponent, %1</source>
        <translation>kein Gegner, %1</translation>
    </message>
    <message>
        <source>R%1: %2, %3</source>
        <translation>R%1: %2, %3</translation>
    </message>
    <message>
        <source>the server's disk is full; the change was not saved</source>
        <translation>die Festplatte des Servers ist voll; die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>the server accepts no changes (read-only); the change was not saved</source>
        <translation>der Server nimmt keine Änderungen an (schreibgeschützt); die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>the connection to the server was lost; the change was not saved</source>
        <translation>die Verbindung zum Server ist abgebrochen; die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>cannot connect to %1: the Qt PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>keine Verbindung zu %1: der Qt-PostgreSQL-Treiber ist nicht installiert (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>%1 already holds an Arbiter event; open it, or create the event in another database</source>
        <translation>%1 enthält bereits ein Arbiter-Turnier; es öffnen oder das Turnier in einer anderen Datenbank anlegen</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n other table(s); create the event in an empty database</source>
        <translation><numerusform>%1 enthält %n andere Tabelle; das Turnier in einer leeren Datenbank anlegen</numerusform><numerusform>%1 enthält %n andere Tabellen; das Turnier in einer leeren Datenbank anlegen</numerusform></translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database (it has no table %2)</source>
        <translation>%1 ist keine Arbiter-Turnierdatenbank (es fehlt die Tabelle %2)</translation>
    </message>
    <message>
        <source>%1 is damaged: the table %2 has no row</source>
        <translation>%1 ist beschädigt: die Tabelle %2 hat keine Zeile</translation>
    </message>
    <message>
        <source>%1 is damaged: the table %2 has more than one row</source>
        <translation>%1 ist beschädigt: die Tabelle %2 hat mehr als eine Zeile</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (table %2) is %3, not a version of Arbiter's schema; it was not changed</source>
        <translation>%1 ist beschädigt: seine Schemaversion (Tabelle %2) ist %3, keine Version des Arbiter-Schemas; es wurde nicht verändert</translation>
    </message>
    <message>
        <source>the initial colour is white or black</source>
        <translation>die Anfangsfarbe ist weiß oder schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1, drawn by lot with seed %2</source>
        <translation>Anfangsfarbe (C.04.3 E.5): %1, ausgelost mit Startwert %2</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1</source>
        <translation>Anfangsfarbe (C.04.3 E.5): %1</translation>
    </message>
    <message>
        <source>No player categories</source>
        <translation>Keine Spielerkategorien</translation>
    </message>
    <message>
        <source>Player categories: %1</source>
        <translation>Spielerkategorien: %1</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: Arbiter's backup files are for SQLite files only (back up the server's database with pg_dump)</source>
        <translation>%1 liegt auf einem PostgreSQL-Server: die Sicherungsdateien von Arbiter gibt es nur für SQLite-Dateien (die Serverdatenbank mit pg_dump sichern)</translation>
    </message>
    <message>
        <source>New event "%1"</source>
        <translation>Neues Turnier „%1“</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>you are a deputy: you enter results and byes; the pairing of round %1 is the chief arbiter's</source>
        <translation>Sie sind Stellvertreter: Sie geben Ergebnisse und Freilose ein; die Paarung der Runde %1 ist Sache des Hauptschiedsrichters</translation>
    </message>
    <message>
        <source>you (%1) are a viewer of this event: you may read it but not change it (the server refused the change: %2)</source>
        <translation>Sie (%1) sind Betrachter dieses Turniers: Sie dürfen es lesen, aber nicht ändern (der Server hat die Änderung abgelehnt: %2)</translation>
    </message>
    <message>
        <source>your account may not make this change (the server refused it: %1)</source>
        <translation>Ihr Konto darf diese Änderung nicht vornehmen (der Server hat sie abgelehnt: %1)</translation>
    </message>
    <message>
        <source>%1 is a file: arbiter accounts exist only for an event on a PostgreSQL server (postgresql://…)</source>
        <translation>%1 ist eine Datei: Schiedsrichterkonten gibt es nur für ein Turnier auf einem PostgreSQL-Server (postgresql://…)</translation>
    </message>
    <message>
        <source>cannot read the accounts of %1: %2</source>
        <translation>die Konten von %1 können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the accounts of %1</source>
        <translation>die Konten von %1 können nicht gelesen werden</translation>
    </message>
    <message>
        <source>only the chief arbiter who owns %1 manages its accounts; you are %2 (%3)</source>
        <translation>nur der Hauptschiedsrichter, dem %1 gehört, verwaltet seine Konten; Sie sind %2 (%3)</translation>
    </message>
    <message>
        <source>"%1" cannot be an account name: use lower-case letters, digits and _ (at most 63, not starting with a digit)</source>
        <translation>„%1“ kann kein Kontoname sein: Kleinbuchstaben, Ziffern und _ verwenden (höchstens 63, nicht mit einer Ziffer beginnend)</translation>
    </message>
    <message>
        <source>the password of %1 contains a NUL character</source>
        <translation>das Passwort von %1 enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>%1 administers the server or the event already; it cannot be made an arbiter account</source>
        <translation>%1 verwaltet bereits den Server oder das Turnier; daraus kann kein Schiedsrichterkonto werden</translation>
    </message>
    <message>
        <source>give a password for the new account %1</source>
        <translation>ein Passwort für das neue Konto %1 angeben</translation>
    </message>
    <message>
        <source>cannot add the account %1 to %2: %3</source>
        <translation>das Konto %1 kann nicht zu %2 hinzugefügt werden: %3</translation>
    </message>
    <message>
        <source>%1 has no account %2</source>
        <translation>%1 hat kein Konto %2</translation>
    </message>
    <message>
        <source>cannot remove the account %1 from %2: %3</source>
        <translation>das Konto %1 kann nicht aus %2 entfernt werden: %3</translation>
    </message>
    <message>
        <source>%1 is a %2, not a deputy: only deputies are given rounds</source>
        <translation>%1 ist %2, kein Stellvertreter: nur Stellvertretern werden Runden zugewiesen</translation>
    </message>
    <message>
        <source>round %1 does not exist (rounds start at 1)</source>
        <translation>Runde %1 gibt es nicht (Runden beginnen bei 1)</translation>
    </message>
    <message>
        <source>cannot give rounds to %1 in %2: %3</source>
        <translation>%1 können in %2 keine Runden zugewiesen werden: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>chief arbiter, owner of the event: every change and the accounts</source>
        <translation>Hauptschiedsrichter, Eigentümer des Turniers: jede Änderung und die Konten</translation>
    </message>
    <message>
        <source>chief arbiter: every change</source>
        <translation>Hauptschiedsrichter: jede Änderung</translation>
    </message>
    <message>
        <source>deputy: results and byes of rounds %1</source>
        <translation>Stellvertreter: Ergebnisse und Freilose der Runden %1</translation>
    </message>
    <message>
        <source>viewer: reads only</source>
        <translation>Betrachter: nur lesen</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile by another program; nothing was saved</source>
        <translation>%1 wurde inzwischen von einem anderen Programm geändert; nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>table %1, rows %2-%3: %4</source>
        <translation>Tabelle %1, Zeilen %2-%3: %4</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>Tabelle %1: %2</translation>
    </message>
    <message>
        <source>%1 is the event itself; copy it somewhere else</source>
        <translation>%1 ist das Turnier selbst; es woandershin kopieren</translation>
    </message>
    <message>
        <source>it holds no tables</source>
        <translation>sie enthält keine Tabellen</translation>
    </message>
    <message>
        <source>the target has no table %1</source>
        <translation>das Ziel hat keine Tabelle %1</translation>
    </message>
    <message>
        <source>the target's table %1 has no column %2</source>
        <translation>die Tabelle %1 des Ziels hat keine Spalte %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3; nothing was left at %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3; in %2 wurde nichts hinterlassen</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: the copy read back differs from the original%3; nothing was left at %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden: die zurückgelesene Kopie weicht vom Original ab%3; in %2 wurde nichts hinterlassen</translation>
    </message>
    <message>
        <source>The server at %1:%2 refused the user name or the password (user %3). Check both and try again.</source>
        <translation>Der Server %1:%2 hat den Benutzernamen oder das Passwort abgelehnt (Benutzer %3). Beides prüfen und erneut versuchen.</translation>
    </message>
    <message>
        <source>The server at %1:%2 asks for the password of the user %3.</source>
        <translation>Der Server %1:%2 verlangt das Passwort des Benutzers %3.</translation>
    </message>
    <message>
        <source>The server at %1:%2 has no database %3; its administrator creates one (createdb %3), then connect again.</source>
        <translation>Der Server %1:%2 hat keine Datenbank %3; sein Administrator legt sie an (createdb %3), danach erneut verbinden.</translation>
    </message>
    <message>
        <source>No PostgreSQL server answers at %1, port %2: is the server running, and are the host and port right? (%3)</source>
        <translation>Unter %1, Port %2 antwortet kein PostgreSQL-Server: läuft der Server, und stimmen Host und Port? (%3)</translation>
    </message>
    <message>
        <source>The database %1 on %2 holds no Arbiter event yet.</source>
        <translation>Die Datenbank %1 auf %2 enthält noch kein Arbiter-Turnier.</translation>
    </message>
    <message>
        <source>The database %1 on %2 holds the tables of something else, not an Arbiter event; choose an empty database for an event.</source>
        <translation>Die Datenbank %1 auf %2 enthält die Tabellen von etwas anderem, kein Arbiter-Turnier; für ein Turnier eine leere Datenbank wählen.</translation>
    </message>
    <message>
        <source>not connected to the server %1 (the connection was lost); the change was not saved: enter it again once connected</source>
        <translation>nicht mit dem Server %1 verbunden (die Verbindung ist abgebrochen); die Änderung wurde nicht gespeichert: sie nach dem Verbinden erneut eingeben</translation>
    </message>
    <message>
        <source>the connection to the server %1 was lost while saving; once connected again the event is read back from the server: enter the change again if it is not there</source>
        <translation>die Verbindung zum Server %1 ist beim Speichern abgebrochen; nach dem erneuten Verbinden wird das Turnier neu vom Server gelesen: die Änderung erneut eingeben, falls sie fehlt</translation>
    </message>
    <message>
        <source>paired %1 - %2 without a result</source>
        <translation>gepaart %1 - %2 ohne Ergebnis</translation>
    </message>
    <message>
        <source>Board %1 of round %2</source>
        <translation>Brett %1 der Runde %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>The event setting %1</source>
        <translation>Die Turniereinstellung %1</translation>
    </message>
    <message>
        <source> (entered at %1: %2)</source>
        <translation> (eingegeben um %1: %2)</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile by another program to %2%3; nothing was overwritten. The entry is shown now: check it and enter the change again if it is still needed.</source>
        <translation>%1 wurde inzwischen von einem anderen Programm auf %2%3 geändert; nichts wurde überschrieben. Der Eintrag wird jetzt angezeigt: ihn prüfen und die Änderung erneut eingeben, falls sie noch nötig ist.</translation>
    </message>
    <message>
        <source>you are a deputy (your rounds: %1); round %2 is not yours</source>
        <translation>Sie sind Stellvertreter (Ihre Runden: %1); Runde %2 gehört nicht zu Ihren</translation>
    </message>
    <message>
        <source>you (%1) are a deputy (your rounds: %2): you enter results and byes only; this change is the chief arbiter's (the server refused it: %3)</source>
        <translation>Sie (%1) sind Stellvertreter (Ihre Runden: %2): Sie geben nur Ergebnisse und Freilose ein; diese Änderung ist Sache des Hauptschiedsrichters (der Server hat sie abgelehnt: %3)</translation>
    </message>
    <message>
        <source>pairing numbers cannot be assigned: %1</source>
        <translation>Paarungsnummern können nicht vergeben werden: %1</translation>
    </message>
    <message>
        <source>Initial ranking: %1</source>
        <translation>Setzliste: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pairing numbers assigned by the initial ranking (%1): %n player(s) renumbered, %2</source>
        <translation><numerusform>Paarungsnummern nach der Setzliste vergeben (%1): %n Spieler neu nummeriert, %2</numerusform><numerusform>Paarungsnummern nach der Setzliste vergeben (%1): %n Spieler neu nummeriert, %2</numerusform></translation>
    </message>
    <message>
        <source> (a correction: round %1 was paired on the old result)</source>
        <translation> (eine Korrektur: Runde %1 wurde mit dem alten Ergebnis gepaart)</translation>
    </message>
    <message>
        <source> (a correction: rounds %1-%2 were paired on the old result)</source>
        <translation> (eine Korrektur: die Runden %1-%2 wurden mit dem alten Ergebnis gepaart)</translation>
    </message>
    <message>
        <source>Round dates: %1</source>
        <translation>Rundentermine: %1</translation>
    </message>
    <message>
        <source>%1 (rounds %2-%3)</source>
        <translation>%1 (Runden %2-%3)</translation>
    </message>
    <message>
        <source>Baku (C.04.7)</source>
        <translation>Baku (C.04.7)</translation>
    </message>
    <message numerus="yes">
        <source>virtual points set by the arbiter (%n record(s))</source>
        <translation><numerusform>virtuelle Punkte des Schiedsrichters (%n Datensatz)</numerusform><numerusform>virtuelle Punkte des Schiedsrichters (%n Datensätze)</numerusform></translation>
    </message>
    <message>
        <source>prohibited pair: there is no player %1</source>
        <translation>verbotene Paarung: es gibt keinen Spieler %1</translation>
    </message>
    <message>
        <source>Acceleration: %1</source>
        <translation>Beschleunigung: %1</translation>
    </message>
    <message>
        <source>Prohibited pairs: %1</source>
        <translation>Verbotene Paarungen: %1</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Paarungsregeln</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>K factor</source>
        <translation>K-Faktor</translation>
    </message>
    <message>
        <source>another program held the event for over %1 s; nothing was saved, try again</source>
        <translation>ein anderes Programm hielt das Turnier über %1 s lang fest; nichts wurde gespeichert, bitte erneut versuchen</translation>
    </message>
    <message>
        <source>%1 held the event for over %2 s; nothing was saved, try again (or ask %1 to finish)</source>
        <translation>%1 hielt das Turnier über %2 s lang fest; nichts wurde gespeichert, bitte erneut versuchen (oder %1 bitten, abzuschließen)</translation>
    </message>
    <message>
        <source>cannot lock %1: %2 is in the place of its lock file and is not a file; move it away, then open the event again</source>
        <translation>%1 kann nicht gesperrt werden: %2 steht an der Stelle seiner Sperrdatei und ist keine Datei; bitte verschieben und das Turnier erneut öffnen</translation>
    </message>
    <message>
        <source>the password for %1 has characters the server may not compare as typed (symbols outside Unicode 3.2, right-to-left letters, invisible ones); choose letters, digits, punctuation and spaces</source>
        <translation>das Passwort für %1 enthält Zeichen, die der Server womöglich nicht wie eingegeben vergleicht (Symbole außerhalb von Unicode 3.2, Buchstaben von rechts nach links, unsichtbare Zeichen); bitte Buchstaben, Ziffern, Satzzeichen und Leerzeichen wählen</translation>
    </message>
    <message>
        <source>the copy could not be written</source>
        <translation>die Kopie konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot replace %1 with %2: %3</source>
        <translation>%1 kann nicht durch %2 ersetzt werden: %3</translation>
    </message>
    <message>
        <source>%1: table meta, row %2: %3</source>
        <translation>%1: Tabelle meta, Zeile %2: %3</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>it is not a list of values; the usual points are used</source>
        <translation>es ist keine Liste von Werten; die üblichen Punkte werden verwendet</translation>
    </message>
    <message>
        <source>"%1" is %2 points, which no game is worth (at most two decimals, from -%3 to %3); the usual value is used</source>
        <translation>„%1“ ist %2 Punkte, was keine Partie wert ist (höchstens zwei Dezimalstellen, von -%3 bis %3); der übliche Wert wird verwendet</translation>
    </message>
    <message>
        <source>the driver gave no reason</source>
        <translation>der Treiber nannte keinen Grund</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk reported an error (it may be full)</source>
        <translation>der Datenträger meldete einen Fehler (er ist vielleicht voll)</translation>
    </message>
    <message>
        <source>the server's disk is full</source>
        <translation>der Datenträger des Servers ist voll</translation>
    </message>
    <message>
        <source>the server accepts no changes (read-only)</source>
        <translation>der Server nimmt keine Änderungen an (nur lesen)</translation>
    </message>
    <message>
        <source>the connection to the server was lost</source>
        <translation>die Verbindung zum Server ist abgebrochen</translation>
    </message>
    <message>
        <source>line %1: the tie-break list "%2" cannot be used (%3); the event was imported without it and uses the default list until one is chosen under Tie-breaks</source>
        <translation>Zeile %1: die Feinwertungsliste „%2“ ist nicht verwendbar (%3); das Turnier wurde ohne sie importiert und verwendet die Standardliste, bis unter Feinwertungen eine gewählt wird</translation>
    </message>
    <message>
        <source>the tie-break list "%1" cannot be used (%2); the event was imported without it and uses the default list until one is chosen under Tie-breaks</source>
        <translation>die Feinwertungsliste „%1“ ist nicht verwendbar (%2); das Turnier wurde ohne sie importiert und verwendet die Standardliste, bis unter Feinwertungen eine gewählt wird</translation>
    </message>
    <message>
        <source>%1, the journal of the changes saved since the file was last written whole, is damaged at its start: none of its changes can be read</source>
        <translation>%1, das Journal der Änderungen seit dem letzten vollständigen Schreiben der Datei, ist an seinem Anfang beschädigt: keine seiner Änderungen ist lesbar</translation>
    </message>
    <message numerus="yes">
        <source>%1, the journal of the changes saved since the file was last written whole, is damaged: %n saved change(s) after its frame %2 cannot be read</source>
        <translation><numerusform>%1, das Journal der Änderungen seit dem letzten vollständigen Schreiben der Datei, ist beschädigt: %n gespeicherte Änderung nach seinem Frame %2 ist nicht lesbar</numerusform><numerusform>%1, das Journal der Änderungen seit dem letzten vollständigen Schreiben der Datei, ist beschädigt: %n gespeicherte Änderungen nach seinem Frame %2 sind nicht lesbar</numerusform></translation>
    </message>
    <message>
        <source>%1. The event opens as it was before them: check the last changes made. The damaged journal is kept as %2.</source>
        <translation>%1. Das Turnier öffnet sich im Stand davor: prüfen Sie die letzten Änderungen. Das beschädigte Journal bleibt als %2 erhalten.</translation>
    </message>
    <message>
        <source>%1. The event opens as it was before them: check the last changes made. The damaged journal could not be copied to %2; copy %3 aside before changing anything.</source>
        <translation>%1. Das Turnier öffnet sich im Stand davor: prüfen Sie die letzten Änderungen. Das beschädigte Journal konnte nicht nach %2 kopiert werden; sichern Sie %3, bevor Sie etwas ändern.</translation>
    </message>
    <message>
        <source>leaving FIDE mode cannot be undone: the event stays outside FIDE mode (its rating report records when and why it left)</source>
        <translation>das Verlassen des FIDE-Modus kann nicht rückgängig gemacht werden: das Turnier bleibt außerhalb des FIDE-Modus (sein Elo-Bericht vermerkt wann und warum)</translation>
    </message>
    <message>
        <source>the event has left FIDE mode already; it cannot enter it again</source>
        <translation>das Turnier hat den FIDE-Modus schon verlassen; es kann nicht wieder hinein</translation>
    </message>
    <message>
        <source>leaving FIDE mode needs a reason</source>
        <translation>das Verlassen des FIDE-Modus braucht einen Grund</translation>
    </message>
    <message>
        <source>Left FIDE mode after round %1</source>
        <translation>FIDE-Modus nach Runde %1 verlassen</translation>
    </message>
    <message>
        <source>Left FIDE mode before round 1</source>
        <translation>FIDE-Modus vor Runde 1 verlassen</translation>
    </message>
    <message>
        <source>lots were drawn already (seed %1); undo that first</source>
        <translation>die Lose wurden bereits gezogen (Startwert %1); machen Sie das zuerst rückgängig</translation>
    </message>
    <message>
        <source>Remaining ties broken by drawing of lots (C.07 Art. 4.2), seed %1</source>
        <translation>Verbliebene Gleichstände durch das Los entschieden (C.07 Art. 4.2), Startwert %1</translation>
    </message>
    <message>
        <source>an expulsion needs the first round the player does not play</source>
        <translation>ein Ausschluss braucht die erste Runde, die der Spieler nicht spielt</translation>
    </message>
    <message>
        <source>player %1 is expelled already</source>
        <translation>Spieler %1 ist bereits ausgeschlossen</translation>
    </message>
    <message>
        <source>Expel player %1 %2 from round %3</source>
        <translation>Spieler %1 %2 ab Runde %3 ausschließen</translation>
    </message>
    <message>
        <source>player %1: national rating %2 is not a number from 0 to 4000</source>
        <translation>Spieler %1: nationale Wertung %2 ist keine Zahl von 0 bis 4000</translation>
    </message>
    <message>
        <source>player %1: whose national rating is it? Set the event's federation, or the federation of the tournament rating (Event tab), first</source>
        <translation>Spieler %1: Welchen Verbandes nationale Wertung ist das? Setzen Sie zuerst den Verband des Turniers oder den der Turnierwertung (Registerkarte Veranstaltung)</translation>
    </message>
    <message>
        <source>Edit player %1 %2: %3 national rating %4 -&gt; %5</source>
        <translation>Spieler %1 %2 bearbeiten: nationale Wertung %3 %4 -&gt; %5</translation>
    </message>
    <message>
        <source>Tournament rating: %1%2</source>
        <translation>Turnierwertung: %1%2</translation>
    </message>
    <message numerus="yes">
        <source>Ratings from %1: %n player(s) changed</source>
        <translation><numerusform>Wertungen aus %1: %n Spieler geändert</numerusform><numerusform>Wertungen aus %1: %n Spieler geändert</numerusform></translation>
    </message>
    <message>
        <source>Rated on the %1 list</source>
        <translation>Gewertet nach der %1-Liste</translation>
    </message>
    <message>
        <source>Half-point byes allowed again: %1</source>
        <translation>Halbe Freilose wieder erlaubt: %1</translation>
    </message>
    <message>
        <source>No half-point byes for: %1</source>
        <translation>Keine halben Freilose für: %1</translation>
    </message>
    <message numerus="yes">
        <source>Ratings from %1 from round %2: %n player(s) changed</source>
        <translation><numerusform>Wertungen aus %1 ab Runde %2: %n Spieler geändert</numerusform><numerusform>Wertungen aus %1 ab Runde %2: %n Spieler geändert</numerusform></translation>
    </message>
    <message>
        <source>The event lasts more than 30 days</source>
        <translation>Das Turnier dauert mehr als 30 Tage</translation>
    </message>
    <message>
        <source>The event lasts 30 days or less</source>
        <translation>Das Turnier dauert 30 Tage oder weniger</translation>
    </message>
    <message>
        <source>player %1: a rating from a later round needs an event that lasts more than 30 days (Event tab)</source>
        <translation>Spieler %1: eine Elo-Zahl ab einer späteren Runde setzt ein Turnier von mehr als 30 Tagen voraus (Registerkarte Turnier)</translation>
    </message>
    <message>
        <source>player %1: round %2 is not a later round of this event (2 to %3)</source>
        <translation>Spieler %1: Runde %2 ist keine spätere Runde dieses Turniers (2 bis %3)</translation>
    </message>
    <message>
        <source>player %1: rating %2 is not a number from 0 to 4000</source>
        <translation>Spieler %1: Elo-Zahl %2 ist keine Zahl von 0 bis 4000</translation>
    </message>
    <message>
        <source>Player %1 %2: rating from round %3 removed</source>
        <translation>Spieler %1 %2: Elo-Zahl ab Runde %3 entfernt</translation>
    </message>
    <message>
        <source>Player %1 %2: rating %3 from round %4</source>
        <translation>Spieler %1 %2: Elo-Zahl %3 ab Runde %4</translation>
    </message>
    <message>
        <source> (a manual pairing: the rules give %1)</source>
        <translation> (eine Handpaarung: die Regeln ergeben %1)</translation>
    </message>
    <message>
        <source>round %1: player %2 has no game with colours</source>
        <translation>Runde %1: Spieler %2 hat keine Partie mit Farben</translation>
    </message>
    <message>
        <source>round %1: the game of %2 is not written the same way on both sides</source>
        <translation>Runde %1: Die Partie von %2 ist auf beiden Seiten nicht gleich eingetragen</translation>
    </message>
    <message>
        <source>Round %1: colours of %2 - %3 swapped (%4 White)</source>
        <translation>Runde %1: Farben von %2 - %3 getauscht (%4 Weiß)</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks take %1</source>
        <translation>Elo-basierte Feinwertungen verwenden %1</translation>
    </message>
    <message>
        <source> (a correction of the colours)</source>
        <translation> (eine Korrektur der Farben)</translation>
    </message>
    <message>
        <source> (a correction: rounds %1-%2 were paired on the old colours)</source>
        <translation> (eine Korrektur: die Runden %1-%2 wurden mit den alten Farben gepaart)</translation>
    </message>
    <message>
        <source>player %1: round %2 is not a later round (from 2)</source>
        <translation>Spieler %1: Runde %2 ist keine spätere Runde (ab 2)</translation>
    </message>
    <message>
        <source>the event has no teams</source>
        <translation>das Turnier hat keine Mannschaften</translation>
    </message>
    <message>
        <source>round %1 cannot be paired: %2 rounds are paired</source>
        <translation>Runde %1 kann nicht gepaart werden: %2 Runden sind gepaart</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>Runde %1 ist bereits gepaart; heben Sie die Paarung zuerst auf</translation>
    </message>
    <message>
        <source>round %1: team %2 is paired twice</source>
        <translation>Runde %1: Mannschaft %2 ist doppelt gepaart</translation>
    </message>
    <message>
        <source>round %1: the match of team %2 has results; its line-up can only give the board order of the players who played</source>
        <translation>Runde %1: der Kampf der Mannschaft %2 hat Ergebnisse; ihre Aufstellung kann nur die Brettfolge der Spieler angeben, die gespielt haben</translation>
    </message>
    <message>
        <source>round %1: "%2" is not a forfeit (+- the first team wins, -+ the second, -- both lose)</source>
        <translation>Runde %1: „%2“ ist keine kampflose Wertung (+- die erste Mannschaft gewinnt, -+ die zweite, -- beide verlieren)</translation>
    </message>
    <message>
        <source>round %1: the game of player %2 has a result; take it back before recording the match as forfeited</source>
        <translation>Runde %1: die Partie von Spieler %2 hat ein Ergebnis; nehmen Sie es zurück, bevor Sie den Kampf kampflos werten</translation>
    </message>
    <message>
        <source>round %1: the match of teams %2 and %3 is not forfeited</source>
        <translation>Runde %1: der Kampf der Mannschaften %2 und %3 ist nicht kampflos gewertet</translation>
    </message>
    <message>
        <source>Round %1: match %2 - %3 no longer forfeited</source>
        <translation>Runde %1: Kampf %2 - %3 nicht mehr kampflos</translation>
    </message>
    <message>
        <source>Round %1: match %2 - %3 forfeited %4</source>
        <translation>Runde %1: Kampf %2 - %3 kampflos %4</translation>
    </message>
    <message>
        <source>round %1: a team's bye is H (a drawn match), F (a won match) or Z (none)</source>
        <translation>Runde %1: spielfrei für eine Mannschaft ist H (ein unentschiedener Kampf), F (ein gewonnener Kampf) oder Z (nichts)</translation>
    </message>
    <message>
        <source>round %1: team %2 is paired in this round; unpair the round first</source>
        <translation>Runde %1: Mannschaft %2 ist in dieser Runde gepaart; heben Sie zuerst die Paarung der Runde auf</translation>
    </message>
    <message>
        <source>Round %1: team %2 %3 has no bye</source>
        <translation>Runde %1: Mannschaft %2 %3 nicht spielfrei</translation>
    </message>
    <message>
        <source>Round %1: team %2 %3 bye %4</source>
        <translation>Runde %1: Mannschaft %2 %3 spielfrei %4</translation>
    </message>
    <message>
        <source>team %1 is listed twice</source>
        <translation>Mannschaft %1 steht zweimal in der Liste</translation>
    </message>
    <message numerus="yes">
        <source>Prize fund: %n prize(s), %1; ties: %2</source>
        <translation><numerusform>Preisfonds: %n Preis, %1; Gleichstand: %2</numerusform><numerusform>Preisfonds: %n Preise, %1; Gleichstand: %2</numerusform></translation>
    </message>
    <message>
        <source>No prize fund</source>
        <translation>Kein Preisfonds</translation>
    </message>
    <message>
        <source>time control code: %1</source>
        <translation>Bedenkzeit-Code: %1</translation>
    </message>
    <message>
        <source>outside FIDE mode</source>
        <translation>außerhalb des FIDE-Modus</translation>
    </message>
    <message>
        <source>an order of tied players names at least two players</source>
        <translation>eine Reihenfolge punktgleicher Spieler nennt mindestens zwei Spieler</translation>
    </message>
    <message>
        <source>player %1 is named twice in the order</source>
        <translation>Spieler %1 wird in der Reihenfolge zweimal genannt</translation>
    </message>
    <message>
        <source>an order of tied players needs the reason for it</source>
        <translation>eine Reihenfolge punktgleicher Spieler braucht ihren Grund</translation>
    </message>
    <message>
        <source>Tied players ordered by the arbiter: %1</source>
        <translation>Punktgleiche Spieler vom Schiedsrichter geordnet: %1</translation>
    </message>
    <message>
        <source>round-robin numbers are for a round robin</source>
        <translation>Auslosungsnummern gibt es nur im Rundenturnier</translation>
    </message>
    <message>
        <source>the round robin has begun: its pairing numbers stay as they were drawn</source>
        <translation>das Rundenturnier hat begonnen: seine Nummern bleiben, wie sie gelost wurden</translation>
    </message>
    <message>
        <source>the round-robin numbers must name every player once</source>
        <translation>die Auslosungsnummern müssen jeden Spieler einmal nennen</translation>
    </message>
    <message>
        <source>Round-robin numbers drawn by lot (seed %1)</source>
        <translation>Auslosungsnummern ausgelost (Startwert %1)</translation>
    </message>
    <message>
        <source>Round-robin numbers set by the arbiter</source>
        <translation>Auslosungsnummern vom Schiedsrichter festgelegt</translation>
    </message>
    <message>
        <source>no external tie-break value is given</source>
        <translation>kein externer Feinwertungswert angegeben</translation>
    </message>
    <message>
        <source>player %1 is given two external values</source>
        <translation>Spieler %1 erhält zwei externe Werte</translation>
    </message>
    <message>
        <source>external tie-break values need the reason for them</source>
        <translation>externe Feinwertungswerte brauchen ihren Grund</translation>
    </message>
    <message numerus="yes">
        <source>External tie-break values (EXT) for %n player(s)</source>
        <translation><numerusform>Externe Feinwertungswerte (EXT) für %n Spieler</numerusform><numerusform>Externe Feinwertungswerte (EXT) für %n Spieler</numerusform></translation>
    </message>
    <message>
        <source>the title norms' federation requirements are already so</source>
        <translation>die Anforderungen der Titelnormen an die Verbände sind bereits so</translation>
    </message>
    <message>
        <source>Title norms' federation requirements: %1</source>
        <translation>Anforderungen der Titelnormen an die Verbände: %1</translation>
    </message>
</context>
<context>
    <name>arb::TournamentDocument</name>
    <message>
        <source>The TRF file cannot be imported:
%1</source>
        <translation>Die TRF-Datei kann nicht importiert werden:
%1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 existiert schon; bitte einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot create %1; nothing was imported</source>
        <translation>%1 kann nicht angelegt werden; nichts wurde importiert</translation>
    </message>
    <message>
        <source>Play-off for place %1: there is no game %2 in the plan</source>
        <translation>Stichkampf um Platz %1: im Plan gibt es keine Partie %2</translation>
    </message>
    <message>
        <source>Play-off game %1: change the result from %2 to %3</source>
        <translation>Stichkampfpartie %1: Ergebnis von %2 in %3 ändern</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>manual changes: %1</source>
        <translation>manuelle Änderungen: %1</translation>
    </message>
    <message>
        <source>%1 (withdrawn from round %2)</source>
        <translation>%1 (zurückgezogen ab Runde %2)</translation>
    </message>
    <message>
        <source>No play-off: the event has no results yet, so nobody is tied.</source>
        <translation>Kein Stichkampf: das Turnier hat noch keine Ergebnisse, also liegt niemand gleichauf.</translation>
    </message>
    <message>
        <source>on points</source>
        <translation>nach Punkten</translation>
    </message>
    <message>
        <source>on points and tie-breaks</source>
        <translation>nach Punkten und Feinwertungen</translation>
    </message>
    <message>
        <source>No play-off: nobody is tied for first place (%1).</source>
        <translation>Kein Stichkampf: niemand liegt auf dem ersten Platz gleichauf (%1).</translation>
    </message>
    <message>
        <source>No play-off: nobody is tied for any place (%1).</source>
        <translation>Kein Stichkampf: niemand liegt auf irgendeinem Platz gleichauf (%1).</translation>
    </message>
    <message>
        <source>A play-off has been played on the present standings. This change of the main event's results can change who is tied: the play-off then stays recorded, marked as based on the earlier standings, and decides no place. Make the change?</source>
        <translation>Auf Grundlage der jetzigen Tabelle wurde ein Stichkampf gespielt. Diese Änderung der Ergebnisse des Hauptturniers kann ändern, wer gleichauf liegt: der Stichkampf bleibt dann verzeichnet, als auf der früheren Tabelle beruhend markiert, und entscheidet keinen Platz. Änderung vornehmen?</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Anfangsdatum</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Enddatum</translation>
    </message>
    <message>
        <source>%1 "%2" cannot be read: type it as 2026-11-23 or 23.11.2026</source>
        <translation>%1 „%2“ kann nicht gelesen werden: als 2026-11-23 oder 23.11.2026 eingeben</translation>
    </message>
    <message>
        <source>%1 %2: the event cannot end (%3) before it starts (%4)</source>
        <translation>%1 %2: das Turnier kann nicht enden (%3), bevor es beginnt (%4)</translation>
    </message>
    <message>
        <source>Round %1: change the bye of %2 from %3 to %4</source>
        <translation>Runde %1: das Freilos von %2 von %3 auf %4 ändern</translation>
    </message>
    <message>
        <source>Round %1: change the result of %2 – %3 from %4 to %5</source>
        <translation>Runde %1: das Ergebnis von %2 – %3 von %4 auf %5 ändern</translation>
    </message>
    <message>
        <source>Round %1 was paired on the old result: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Runde %1 wurde mit dem alten Ergebnis gepaart: sie bleibt, wie sie ist (C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.</translation>
    </message>
    <message>
        <source>Rounds %1-%2 were paired on the old result: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Die Runden %1-%2 wurden mit dem alten Ergebnis gepaart: sie bleiben, wie sie sind (C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>der Import wurde abgebrochen; nichts wurde importiert</translation>
    </message>
    <message>
        <source>Round %1: player %2 has no game</source>
        <translation>Runde %1: Spieler %2 hat keine Partie</translation>
    </message>
    <message>
        <source>Round %1 has no result on this board and no later round is paired: change its colours in Edit pairings, where the round is compared with the rules' pairing.</source>
        <translation>Runde %1 hat an diesem Brett kein Ergebnis und keine spätere Runde ist gepaart: Ändern Sie die Farben unter Paarungen bearbeiten, wo die Runde mit der Paarung nach den Regeln verglichen wird.</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3 was played the other way round: %3 had White. Correct the colours (the result stays)?</source>
        <translation>Runde %1: %2 – %3 wurde mit vertauschten Farben gespielt: %3 hatte Weiß. Farben korrigieren (das Ergebnis bleibt)?</translation>
    </message>
    <message>
        <source>Round %1 was paired on the old colours: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Runde %1 wurde mit den alten Farben gepaart: sie bleibt, wie sie ist (C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.</translation>
    </message>
    <message>
        <source>Rounds %1-%2 were paired on the old colours: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Die Runden %1-%2 wurden mit den alten Farben gepaart: sie bleiben, wie sie sind (C.04.2 4.3). Die Korrektur wird im Protokoll und im Elo-Bericht vermerkt.</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System</source>
        <translation>Schweizer System für Mannschaften</translation>
    </message>
    <message>
        <source>Only players tied on points and every tie-break can be ordered by the arbiter.</source>
        <translation>Nur nach Punkten und jeder Feinwertung gleiche Spieler kann der Schiedsrichter ordnen.</translation>
    </message>
</context>
<context>
    <name>arb::TournamentReport</name>
    <message>
        <source>double round robin</source>
        <translation>doppelrundiges Rundenturnier</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Swiss, Dutch system (C.04.3)</source>
        <translation>Schweizer System, holländisch (C.04.3)</translation>
    </message>
    <message>
        <source>, individual</source>
        <translation>, Einzel</translation>
    </message>
    <message>
        <source>, teams</source>
        <translation>, Mannschaften</translation>
    </message>
    <message>
        <source>, Baku acceleration (C.04.7)</source>
        <translation>, Baku-Beschleunigung (C.04.7)</translation>
    </message>
    <message>
        <source>, accelerated (virtual points of the event's records)</source>
        <translation>, beschleunigt (virtuelle Punkte aus den Sätzen des Turniers)</translation>
    </message>
    <message>
        <source>Tournament report (IT3)</source>
        <translation>Turnierbericht (IT3)</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>FIDE tournament ID</source>
        <translation>FIDE-Turnier-ID</translation>
    </message>
    <message>
        <source>Name of the tournament</source>
        <translation>Name des Turniers</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Start and end date</source>
        <translation>Beginn und Ende</translation>
    </message>
    <message>
        <source>Organiser (FIDE ID, name, e-mail)</source>
        <translation>Veranstalter (FIDE-ID, Name, E-Mail)</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <source>%1 (after round %2)</source>
        <translation>%1 (nach Runde %2)</translation>
    </message>
    <message>
        <source>Rounds per day</source>
        <translation>Runden pro Tag</translation>
    </message>
    <message>
        <source>Rate of play</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Rated as</source>
        <translation>Gewertet als</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>Schnellschach</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <source>computerised: Arbiter %1, by the Chief Arbiter</source>
        <translation>per Programm: Arbiter %1, durch den Hauptschiedsrichter</translation>
    </message>
    <message>
        <source>FIDE mode</source>
        <translation>FIDE-Modus</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Mit Elo</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Ohne Elo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Föderationen</translation>
    </message>
    <message>
        <source>From the host federation</source>
        <translation>Aus der Gastgeber-Föderation</translation>
    </message>
    <message>
        <source>Not from it</source>
        <translation>Nicht aus ihr</translation>
    </message>
    <message>
        <source>Arbiters</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>Chief Arbiter (FIDE ID, name, e-mail)</source>
        <translation>Hauptschiedsrichter (FIDE-ID, Name, E-Mail)</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Stellvertretende Schiedsrichter</translation>
    </message>
    <message>
        <source>Title norms made</source>
        <translation>Erzielte Titelnormen</translation>
    </message>
    <message>
        <source>%1 (credited as %2)</source>
        <translation>%1 (angerechnet als %2)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Bemerkungen</translation>
    </message>
    <message>
        <source>Chief Arbiter:</source>
        <translation>Hauptschiedsrichter:</translation>
    </message>
    <message>
        <source>Federation official:</source>
        <translation>Vertreter des Verbands:</translation>
    </message>
</context>
<context>
    <name>arb::Trf</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>no player records (001) found</source>
        <translation>keine Spielereinträge (001) gefunden</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>013: expected a player's start number, found "%1"</source>
        <translation>013: Startnummer eines Spielers erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>310: expected a team number in columns 5-7, found "%1"</source>
        <translation>310: Mannschaftsnummer in den Spalten 5-7 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>310: team %1 is defined again (first on line %2)</source>
        <translation>310: Mannschaft %1 wird erneut definiert (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>310: expected points in columns %1-%2, found "%3"</source>
        <translation>310: Punkte in den Spalten %1-%2 erwartet, „%3“ gefunden</translation>
    </message>
    <message>
        <source>310: expected a rank in columns 69-71, found "%1"</source>
        <translation>310: Rang in den Spalten 69-71 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>310: expected a player's start number, found "%1"</source>
        <translation>310: Startnummer eines Spielers erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>300: expected a round, two team numbers and the boards</source>
        <translation>300: Runde, zwei Mannschaftsnummern und die Bretter erwartet</translation>
    </message>
    <message>
        <source>300: "%1" is not a number</source>
        <translation>300: „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>300: the round and the team must be positive numbers</source>
        <translation>300: Runde und Mannschaft müssen positive Zahlen sein</translation>
    </message>
    <message>
        <source>320: expected match points in columns 5-8, found "%1"</source>
        <translation>320: Mannschaftspunkte in den Spalten 5-8 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>320: expected game points in columns 10-13, found "%1"</source>
        <translation>320: Brettpunkte in den Spalten 10-13 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>320: round %1: expected a team number in columns %2-%3, found "%4"</source>
        <translation>320: Runde %1: Mannschaftsnummer in den Spalten %2-%3 erwartet, „%4“ gefunden</translation>
    </message>
    <message>
        <source>330: expected two results (+ or -), a round and two team numbers</source>
        <translation>330: zwei Ergebnisse (+ oder -), eine Runde und zwei Mannschaftsnummern erwartet</translation>
    </message>
    <message>
        <source>330: result "%1" must be + or -</source>
        <translation>330: Ergebnis „%1“ muss + oder - sein</translation>
    </message>
    <message>
        <source>330: "%1" is not a positive number</source>
        <translation>330: „%1“ ist keine positive Zahl</translation>
    </message>
    <message>
        <source>352: colour "%1" must be W or B</source>
        <translation>352: Farbe „%1“ muss W oder B sein</translation>
    </message>
    <message>
        <source>362: "%1" is not a number of points</source>
        <translation>362: „%1“ ist keine Punktzahl</translation>
    </message>
    <message>
        <source>362: unknown key "%1" ignored</source>
        <translation>362: unbekannter Schlüssel „%1“ ignoriert</translation>
    </message>
    <message>
        <source>362: "%1" has no value</source>
        <translation>362: „%1“ hat keinen Wert</translation>
    </message>
    <message>
        <source>013 and 310 records list different numbers of teams; the 310 records are used</source>
        <translation>013- und 310-Einträge nennen eine unterschiedliche Zahl von Mannschaften; die 310-Einträge werden verwendet</translation>
    </message>
    <message>
        <source>team records (300/330) without any team (013 or 310)</source>
        <translation>Mannschaftseinträge (300/330) ohne jede Mannschaft (013 oder 310)</translation>
    </message>
    <message>
        <source>team %1: player %2 has no 001 record</source>
        <translation>Mannschaft %1: Spieler %2 hat keinen 001-Eintrag</translation>
    </message>
    <message>
        <source>team %1: player %2 is already in team %3</source>
        <translation>Mannschaft %1: Spieler %2 ist schon in Mannschaft %3</translation>
    </message>
    <message>
        <source>300: round %1: unknown team %2</source>
        <translation>300: Runde %1: unbekannte Mannschaft %2</translation>
    </message>
    <message>
        <source>300: round %1: player %2 has no 001 record</source>
        <translation>300: Runde %1: Spieler %2 hat keinen 001-Eintrag</translation>
    </message>
    <message>
        <source>300: round %1: player %2 of team %3 plays for team %4</source>
        <translation>300: Runde %1: Spieler %2 der Mannschaft %3 spielt für Mannschaft %4</translation>
    </message>
    <message>
        <source>300: round %1: player %2 is in no team's list and plays for team %3</source>
        <translation>300: Runde %1: Spieler %2 steht in keiner Mannschaftsliste und spielt für Mannschaft %3</translation>
    </message>
    <message>
        <source>330: round %1: unknown team %2</source>
        <translation>330: Runde %1: unbekannte Mannschaft %2</translation>
    </message>
    <message>
        <source>320: round %1: unknown team %2</source>
        <translation>320: Runde %1: unbekannte Mannschaft %2</translation>
    </message>
    <message>
        <source>the line is %1 characters long; a TRF record has at most %2 (%3 rounds)</source>
        <translation>die Zeile ist %1 Zeichen lang; ein TRF-Eintrag hat höchstens %2 (%3 Runden)</translation>
    </message>
    <message>
        <source>tab character in a fixed-column record; read as one blank</source>
        <translation>Tabulator in einem Eintrag mit festen Spalten; als ein Leerzeichen gelesen</translation>
    </message>
    <message>
        <source>expected a number of participants, found "%1"</source>
        <translation>Teilnehmerzahl erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>expected the number of rounds, found "%1"</source>
        <translation>Rundenzahl erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>the tie-break list is %1 characters long; at most %2 are read</source>
        <translation>die Feinwertungsliste ist %1 Zeichen lang; höchstens %2 werden gelesen</translation>
    </message>
    <message>
        <source>unknown record "%1" kept as it is</source>
        <translation>unbekannter Eintrag „%1“ unverändert beibehalten</translation>
    </message>
    <message>
        <source>start number "%1" has more than four digits; TRF start numbers go up to 9999</source>
        <translation>Startnummer „%1“ hat mehr als vier Ziffern; TRF-Startnummern gehen bis 9999</translation>
    </message>
    <message>
        <source>expected a start number in columns 5-8, found "%1"</source>
        <translation>Startnummer in den Spalten 5-8 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>start number %1 is used again (first on line %2)</source>
        <translation>Startnummer %1 wird erneut verwendet (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>expected a rating in columns 49-52, found "%1"</source>
        <translation>Elo in den Spalten 49-52 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>expected points in columns 81-84, found "%1"</source>
        <translation>Punkte in den Spalten 81-84 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>expected a rank in columns 86-89, found "%1"</source>
        <translation>Rang in den Spalten 86-89 erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>expected an opponent's start number in columns %1-%2, found "%3"</source>
        <translation>Startnummer eines Gegners in den Spalten %1-%2 erwartet, „%3“ gefunden</translation>
    </message>
    <message>
        <source>unknown colour "%1" (expected w, b or -)</source>
        <translation>unbekannte Farbe „%1“ (erwartet w, b oder -)</translation>
    </message>
    <message>
        <source>player %1 is paired against themself</source>
        <translation>Spieler %1 ist gegen sich selbst gepaart</translation>
    </message>
    <message>
        <source>162: "%1" is not a number of points</source>
        <translation>162: „%1“ ist keine Punktzahl</translation>
    </message>
    <message>
        <source>XXS: cannot read "%1"</source>
        <translation>XXS: „%1“ kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>240: expected a bye type, a round and start numbers</source>
        <translation>240: Freilosart, Runde und Startnummern erwartet</translation>
    </message>
    <message>
        <source>240: "%1" is not a round number</source>
        <translation>240: „%1“ ist keine Rundennummer</translation>
    </message>
    <message>
        <source>240: "%1" is not a start number</source>
        <translation>240: „%1“ ist keine Startnummer</translation>
    </message>
    <message>
        <source>240: player %1 has no 001 record</source>
        <translation>240: Spieler %1 hat keinen 001-Eintrag</translation>
    </message>
    <message>
        <source>round %1: the 240 record gives player %2 a bye "%3", the 001 record says "%4"</source>
        <translation>Runde %1: der 240-Eintrag gibt Spieler %2 ein Freilos „%3“, der 001-Eintrag sagt „%4“</translation>
    </message>
    <message>
        <source>player %1 has %2 rounds; the tournament declares %3 (XXR/142)</source>
        <translation>Spieler %1 hat %2 Runden; das Turnier gibt %3 an (XXR/142)</translation>
    </message>
    <message>
        <source>round %1: result "%2" needs an opponent</source>
        <translation>Runde %1: Ergebnis „%2“ braucht einen Gegner</translation>
    </message>
    <message>
        <source>round %1: player %2 has the bye code "%3" but is paired with %4</source>
        <translation>Runde %1: Spieler %2 hat den Freiloscode „%3“, ist aber mit %4 gepaart</translation>
    </message>
    <message>
        <source>round %1: opponent %2 has no 001 record</source>
        <translation>Runde %1: Gegner %2 hat keinen 001-Eintrag</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired with %3, but %3's record says %4</source>
        <translation>Runde %1: Spieler %2 ist mit %3 gepaart, aber der Eintrag von %3 sagt %4</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>kein Gegner</translation>
    </message>
    <message>
        <source>round %1: result "%2" of player %3 does not match "%4" of player %5</source>
        <translation>Runde %1: Ergebnis „%2“ von Spieler %3 passt nicht zu „%4“ von Spieler %5</translation>
    </message>
    <message>
        <source>round %1: players %2 and %3 both have the same colour</source>
        <translation>Runde %1: Spieler %2 und %3 haben beide dieselbe Farbe</translation>
    </message>
    <message>
        <source>round %1: players %2 all have the pairing-allocated bye "U"; a round has at most one</source>
        <translation>Runde %1: die Spieler %2 sind alle durch Auslosung spielfrei („U“); eine Runde hat höchstens einen</translation>
    </message>
    <message>
        <source>player %1: the file says %2 points, the rounds add up to %3</source>
        <translation>Spieler %1: die Datei nennt %2 Punkte, die Runden ergeben %3</translation>
    </message>
    <message>
        <source>the comment is %1 characters long; its first %2 are kept</source>
        <translation>der Kommentar ist %1 Zeichen lang; die ersten %2 werden behalten</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a TRF file (the largest event, 9,999 players and 999 rounds, takes about 100 MB)</source>
        <translation>%1 ist größer als %2 MB: keine TRF-Datei (das größte Turnier, 9.999 Spieler und 999 Runden, braucht etwa 100 MB)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>162: %1 points is not what a game is worth (at most two decimals, from -%2 to %2)</source>
        <translation>162: %1 Punkte ist nicht, was eine Partie wert ist (höchstens zwei Dezimalstellen, von -%2 bis %2)</translation>
    </message>
    <message>
        <source>not valid UTF-8 (TRF-2026 asks for it): read as Latin-1</source>
        <translation>kein gültiges UTF-8 (TRF-2026 verlangt es): als Latin-1 gelesen</translation>
    </message>
    <message>
        <source>rating method "%1" is not one of FIDE, NRO, FIDON, NIDOF, HBFN, LBFN and OTHER: the FIDE ratings rank the players</source>
        <translation>Wertungsmethode „%1“ ist keine von FIDE, NRO, FIDON, NIDOF, HBFN, LBFN und OTHER: Die FIDE-Elo reiht die Spieler</translation>
    </message>
    <message>
        <source>unknown result "%1" (expected 1 0 = + - W D L ? H F U Z)</source>
        <translation>unbekanntes Ergebnis „%1“ (erwartet: 1 0 = + - W D L ? H F U Z)</translation>
    </message>
    <message>
        <source>unknown result "%1" against %2, read as a result not known yet (an adjourned game, a draw for pairing)</source>
        <translation>unbekanntes Ergebnis „%1“ gegen %2, gelesen als noch unbekanntes Ergebnis (eine vertagte Partie, für die Paarung ein Remis)</translation>
    </message>
    <message>
        <source>222: the time control code %1</source>
        <translation>222: der Bedenkzeit-Code – %1</translation>
    </message>
    <message>
        <source>tab character in a player record, whose fields stand in fixed columns: replace it by the spaces it stands for</source>
        <translation>Tabulator in einem Spielereintrag, dessen Felder in festen Spalten stehen: durch die Leerzeichen ersetzen, für die er steht</translation>
    </message>
</context>
<context>
    <name>arb::TrfExport</name>
    <message>
        <source>event name (012)</source>
        <translation>Turniername (012)</translation>
    </message>
    <message>
        <source>city (022)</source>
        <translation>Ort (022)</translation>
    </message>
    <message>
        <source>federation (032)</source>
        <translation>Föderation (032)</translation>
    </message>
    <message>
        <source>start date (042)</source>
        <translation>Beginndatum (042)</translation>
    </message>
    <message>
        <source>end date (052)</source>
        <translation>Enddatum (052)</translation>
    </message>
    <message>
        <source>chief arbiter (102)</source>
        <translation>Hauptschiedsrichter (102)</translation>
    </message>
    <message>
        <source>time control (122)</source>
        <translation>Bedenkzeit (122)</translation>
    </message>
    <message>
        <source>round dates (132)</source>
        <translation>Rundentermine (132)</translation>
    </message>
    <message>
        <source>time control code (222)</source>
        <translation>Bedenkzeit-Code (222)</translation>
    </message>
</context>
<context>
    <name>arb::listreports</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Verb.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>withdrawn: plays no more rounds from this one</source>
        <translation>zurückgezogen: spielt ab dieser Runde nicht mehr</translation>
    </message>
    <message>
        <source>half-point bye (requested)</source>
        <translation>halbpunktiges Freilos (beantragt)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>Freilos mit vollem Punkt</translation>
    </message>
    <message>
        <source>zero-point bye (requested)</source>
        <translation>nullpunktiges Freilos (beantragt)</translation>
    </message>
    <message>
        <source>not paired (absent)</source>
        <translation>nicht gepaart (abwesend)</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>spielfrei durch Auslosung</translation>
    </message>
    <message>
        <source>absent, not paired (%1 points)</source>
        <translation>abwesend, nicht gepaart (%1 Punkte)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Bye or withdrawal</source>
        <translation>Freilos oder Rückzug</translation>
    </message>
    <message>
        <source>No byes and no withdrawals so far.</source>
        <translation>Bisher keine Freilose und keine Rückzüge.</translation>
    </message>
    <message>
        <source>No player in this list.</source>
        <translation>Kein Spieler in dieser Liste.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Overall standings</source>
        <translation>Gesamttabelle</translation>
    </message>
    <message>
        <source>No categories are defined (Players tab, Categories).</source>
        <translation>Es sind keine Kategorien festgelegt (Registerkarte Spieler, Kategorien).</translation>
    </message>
    <message>
        <source>Prize money</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Rated players</source>
        <translation>Gewertete Spieler</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Unrated players</source>
        <translation>Ungewertete Spieler</translation>
    </message>
    <message>
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <source>dp</source>
        <translation>dp</translation>
    </message>
    <message>
        <source>Ru</source>
        <translation>Ru</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations (1 March 2024). Rated players (8.3): K × (score − expected score) over the games against rated opponents, the expected score from table 8.1(b) with the 400-point rule; the change is rounded with the rating period's list. Unrated players (8.2): games over the board against rated opponents and two draws against opponents rated 1800; Ru = Ra + dp (table 8.1(a)), at most 2200; a score of zero in a first event is disregarded; a first rating needs 5 games against rated opponents (other events may add to them) and at least 1400.</source>
        <translation>FIDE-Elo-Ordnung (1. März 2024). Gewertete Spieler (8.3): K × (Punkte − erwartete Punkte) aus den Partien gegen gewertete Gegner, die erwarteten Punkte aus Tabelle 8.1(b) mit der 400-Punkte-Regel; die Änderung wird mit der Liste des Wertungszeitraums gerundet. Ungewertete Spieler (8.2): Partien am Brett gegen gewertete Gegner und zwei Remis gegen Gegner mit 1800; Ru = Ra + dp (Tabelle 8.1(a)), höchstens 2200; null Punkte im ersten Turnier werden nicht berücksichtigt; eine Erstwertung braucht 5 Partien gegen gewertete Gegner (andere Turniere können hinzukommen) und mindestens 1400.</translation>
    </message>
</context>
<context>
    <name>arb::pairingreports</name>
    <message>
        <source>half-point bye (½)</source>
        <translation>halbpunktiges Freilos (½)</translation>
    </message>
    <message>
        <source>full-point bye (1)</source>
        <translation>ganzpunktiges Freilos (1)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (1)</source>
        <translation>spielfrei durch Auslosung (1)</translation>
    </message>
    <message>
        <source>zero-point bye (0)</source>
        <translation>nullpunktiges Freilos (0)</translation>
    </message>
    <message>
        <source>not paired (0)</source>
        <translation>nicht gepaart (0)</translation>
    </message>
    <message>
        <source>Round %1 is not paired.</source>
        <translation>Runde %1 ist nicht gepaart.</translation>
    </message>
    <message>
        <source>Bd.</source>
        <translation>Br.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht gepaart</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Brett %1</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
</context>
<context>
    <name>arb::reportpage</name>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Hauptschiedsrichter: %1</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>arb::rulesreport</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Double round robin on the Berger tables (C.05 Annex 1).</source>
        <translation>Doppelrundenturnier nach den Berger-Tabellen (C.05 Anhang 1).</translation>
    </message>
    <message>
        <source>Round robin on the Berger tables (C.05 Annex 1).</source>
        <translation>Rundenturnier nach den Berger-Tabellen (C.05 Anhang 1).</translation>
    </message>
    <message>
        <source>Swiss system, FIDE Dutch system (C.04.3, in force from 1 February 2026), with the general handling rules (C.04.2).</source>
        <translation>Schweizer System, niederländisches FIDE-System (C.04.3, gültig ab 1. Februar 2026), mit den allgemeinen Durchführungsbestimmungen (C.04.2).</translation>
    </message>
    <message>
        <source>The event is paired in FIDE mode: a pairing other than the rules' is shown with the rules' pairing and recorded.</source>
        <translation>Das Turnier wird im FIDE-Modus gepaart: eine Paarung, die von der nach den Regeln abweicht, wird zusammen mit der Paarung nach den Regeln angezeigt und vermerkt.</translation>
    </message>
    <message>
        <source>The event is not in FIDE mode.</source>
        <translation>Das Turnier ist nicht im FIDE-Modus.</translation>
    </message>
    <message>
        <source>Initial ranking and pairing numbers</source>
        <translation>Setzliste und Paarungsnummern</translation>
    </message>
    <message>
        <source>The players are ranked by %1.</source>
        <translation>Die Spieler werden gereiht nach: %1.</translation>
    </message>
    <message>
        <source>Tournament rating: %1; rated on the FIDE %2 list.</source>
        <translation>Turnierwertung: %1; gewertet nach der FIDE-Liste (%2).</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <source>None: the players are paired on their points.</source>
        <translation>Keine: die Spieler werden nach ihren Punkten gepaart.</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.7). Group A is the top 2 × ⌈N/4⌉ players by pairing number among the N players taking part in round 1; group B the others. In the accelerated rounds, the first half of the event rounded up, group A carries virtual points: a win's points in the first half of those rounds (rounded up), a draw's points in the rest. Group B carries none.</source>
        <translation>Baku-Beschleunigung (C.04.7). Gruppe A sind die nach Paarungsnummer obersten 2 × ⌈N/4⌉ Spieler unter den N Spielern, die an Runde 1 teilnehmen; Gruppe B die übrigen. In den beschleunigten Runden, der aufgerundeten ersten Hälfte des Turniers, trägt Gruppe A virtuelle Punkte: die Punkte eines Siegs in der ersten Hälfte dieser Runden (aufgerundet), die eines Remis in den übrigen. Gruppe B trägt keine.</translation>
    </message>
    <message>
        <source>Virtual points set by the arbiter for the players and rounds below (TRF records 250 and XXA).</source>
        <translation>Virtuelle Punkte, vom Schiedsrichter für die unten genannten Spieler und Runden festgelegt (TRF-Datensätze 250 und XXA).</translation>
    </message>
    <message>
        <source>Virtual points are added to the points a player scored to form the pairing score: it makes the score groups, decides the floats and orders the boards (C.04.7). They never count in the standings or the tie-breaks.</source>
        <translation>Virtuelle Punkte werden zu den erzielten Punkten eines Spielers addiert und ergeben den Paarungsstand: er bildet die Punktgruppen, entscheidet über die Floater und ordnet die Bretter (C.04.7). In der Tabelle und in den Feinwertungen zählen sie nie.</translation>
    </message>
    <message>
        <source>No player carries virtual points in any round.</source>
        <translation>In keiner Runde trägt ein Spieler virtuelle Punkte.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Virtual points</source>
        <translation>Virtuelle Punkte</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Verbotene Paarungen</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>No two players of a group are paired against each other in the rounds given, as if they had met already.</source>
        <translation>Keine zwei Spieler einer Gruppe werden in den angegebenen Runden gegeneinander gepaart, als hätten sie schon gegeneinander gespielt.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>jede Runde</translation>
    </message>
    <message>
        <source>from round %1</source>
        <translation>ab Runde %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>rounds %1–%2</source>
        <translation>Runden %1–%2</translation>
    </message>
    <message>
        <source>Half-point byes</source>
        <translation>Halbpunktige Freilose</translation>
    </message>
    <message>
        <source>The regulations allow these players no half-point bye: %1.</source>
        <translation>Die Ausschreibung erlaubt diesen Spielern kein halbpunktiges Freilos: %1.</translation>
    </message>
    <message>
        <source>Ratings in an event of more than 30 days</source>
        <translation>Elo-Zahlen in einem Turnier von mehr als 30 Tagen</translation>
    </message>
    <message>
        <source>A rating list published during the event gives the ratings from the next round to pair on; the rounds before keep theirs. Rating-based tie-breaks take %1.</source>
        <translation>Eine während des Turniers veröffentlichte Elo-Liste gilt ab der nächsten zu paarenden Runde; die Runden davor behalten ihre Elo-Zahlen. Elo-basierte Feinwertungen verwenden %1.</translation>
    </message>
    <message>
        <source>Swiss system %1, as the event's 192 record names it (not the FIDE Dutch system).</source>
        <translation>Schweizer System %1, wie es der Datensatz 192 des Turniers nennt (nicht das FIDE-Holländische System).</translation>
    </message>
</context>
<context>
    <name>arb::storage::postgres</name>
    <message>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host:port/database)</source>
        <translation>%1 ist keine PostgreSQL-URL (postgresql://benutzer@host:port/datenbank)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host:port/database)</source>
        <translation>%1 nennt keine Datenbank (postgresql://benutzer@host:port/datenbank)</translation>
    </message>
    <message>
        <source>%1: the option %2 is not possible here</source>
        <translation>%1: die Option %2 ist hier nicht möglich</translation>
    </message>
</context>
<context>
    <name>arb::teamreports</name>
    <message>
        <source>Round %1 is not paired.</source>
        <translation>Runde %1 ist nicht gepaart.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Wettkampf</translation>
    </message>
    <message>
        <source>White on board 1</source>
        <translation>Weiß an Brett 1</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Black on board 1</source>
        <translation>Schwarz an Brett 1</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>spielfrei durch Auslosung</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>halbpunktiges Freilos</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>Freilos mit vollem Punkt</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht gepaart</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Match %1</source>
        <translation>Kampf %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Match score:</source>
        <translation>Kampfergebnis:</translation>
    </message>
    <message>
        <source>Captain of %1</source>
        <translation>Mannschaftsführer %1</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>Freilos ohne Punkt</translation>
    </message>
    <message>
        <source>%1 forfeit</source>
        <translation>%1 kampflos</translation>
    </message>
</context>
<context>
    <name>arb::trfdetail::Reader</name>
    <message>
        <source>a Swiss</source>
        <translation>ein Schweizer-System-Turnier</translation>
    </message>
    <message>
        <source>a round robin</source>
        <translation>ein Rundenturnier</translation>
    </message>
    <message>
        <source>a double round robin</source>
        <translation>ein doppelrundiges Rundenturnier</translation>
    </message>
    <message>
        <source>no tournament type (092 or 192): read as %1 from the games</source>
        <translation>kein Turniertyp (092 oder 192): aus den Partien als %1 gelesen</translation>
    </message>
    <message>
        <source>tournament type "%1" not known: read as %2 from the games</source>
        <translation>Turniertyp „%1“ unbekannt: aus den Partien als %2 gelesen</translation>
    </message>
    <message>
        <source>no scoring record (162): a pairing-allocated bye is taken as worth %1 points instead of %2, the value with which the totals of its players add up</source>
        <translation>kein Wertungsdatensatz (162): ein vom System vergebenes Freilos zählt %1 statt %2 Punkte, der Wert, mit dem die Summen seiner Spieler aufgehen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tournament manager for chess arbiters</source>
        <translation>Turnierverwaltung für Schachschiedsrichter</translation>
    </message>
    <message>
        <source>A tournament database (.arbiter) or a TRF file to import</source>
        <translation>Eine Turnierdatenbank (.arbiter) oder eine zu importierende TRF-Datei</translation>
    </message>
    <message>
        <source>Save a picture of every view into DIR and quit</source>
        <translation>Ein Bild jeder Ansicht in DIR speichern und beenden</translation>
    </message>
</context>
</TS>