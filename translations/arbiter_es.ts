<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>arb::ArbiterAccountsDialog</name>
    <message>
        <source>Arbiter accounts</source>
        <translation>Cuentas de árbitros</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>lower-case letters, digits, _</source>
        <translation>minúsculas, dígitos, _</translation>
    </message>
    <message>
        <source>required for a new account</source>
        <translation>obligatoria para una cuenta nueva</translation>
    </message>
    <message>
        <source>Deputy: results and byes of his rounds</source>
        <translation>Adjunto: resultados y descansos de sus rondas</translation>
    </message>
    <message>
        <source>Viewer: reads only</source>
        <translation>Observador: solo lectura</translation>
    </message>
    <message>
        <source>Chief arbiter: every change</source>
        <translation>Árbitro principal: cualquier cambio</translation>
    </message>
    <message>
        <source>e.g. 3-4, 6</source>
        <translation>p. ej. 3-4, 6</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Cuenta:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>&amp;Rol:</translation>
    </message>
    <message>
        <source>Rou&amp;nds (deputy):</source>
        <translation>Ro&amp;ndas (adjunto):</translation>
    </message>
    <message>
        <source>A&amp;dd or change</source>
        <translation>&amp;Añadir o cambiar</translation>
    </message>
    <message>
        <source>&amp;Give rounds</source>
        <translation>Asi&amp;gnar rondas</translation>
    </message>
    <message>
        <source>&amp;Remove selected</source>
        <translation>&amp;Eliminar la selección</translation>
    </message>
    <message>
        <source>Arbiter &amp;accounts...</source>
        <translation>&amp;Cuentas de árbitros...</translation>
    </message>
    <message>
        <source>You are %1, the chief arbiter who owns this event: you manage its accounts. The server enforces what each account may do.</source>
        <translation>Usted es %1, el árbitro principal propietario de este torneo: usted gestiona sus cuentas. El servidor impone lo que cada cuenta puede hacer.</translation>
    </message>
    <message>
        <source>You are %1 (%2). Only the chief arbiter who owns the event manages its accounts.</source>
        <translation>Usted es %1 (%2). Solo el árbitro principal propietario del torneo gestiona sus cuentas.</translation>
    </message>
    <message>
        <source>chief arbiter</source>
        <translation>árbitro principal</translation>
    </message>
    <message>
        <source>deputy</source>
        <translation>adjunto</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>observador</translation>
    </message>
    <message>
        <source>"%1" is not a list of rounds (e.g. 3-4, 6)</source>
        <translation>«%1» no es una lista de rondas (p. ej. 3-4, 6)</translation>
    </message>
    <message>
        <source>Take every right on this event from %1?</source>
        <translation>¿Quitar a %1 todos los derechos sobre este torneo?</translation>
    </message>
    <message>
        <source>&amp;Take the rights</source>
        <translation>&amp;Retirar los derechos</translation>
    </message>
</context>
<context>
    <name>arb::ArbiterOrderDialog</name>
    <message>
        <source>Order tied players</source>
        <translation>Ordenar a los empatados</translation>
    </message>
    <message>
        <source>e.g. the tournament rules, art. 12: places decided by the chief arbiter</source>
        <translation>p. ej. reglamento del torneo, art. 12: puestos decididos por el árbitro principal</translation>
    </message>
    <message>
        <source>Places %1-%2: %3</source>
        <translation>Puestos %1-%2: %3</translation>
    </message>
    <message>
        <source>These players are tied on points and on every tie-break. Where the tournament rules leave such places to the arbiter, put them in order (Ctrl+Up, Ctrl+Down) and give the reason. The order is recorded in the event's log and its rating report (### Arbiter order @ Round %1); undo takes it back. A tie the arbiter does not order is shared, or drawn by lots.</source>
        <translation>Estos jugadores están empatados a puntos y en cada desempate. Donde el reglamento deja esos puestos al árbitro, póngalos en orden (Ctrl+Arriba, Ctrl+Abajo) e indique el motivo. El orden se anota en el registro del torneo y en su informe de Elo (### Arbiter order @ Round %1); Deshacer lo retira. Un empate que el árbitro no ordena se comparte o se sortea.</translation>
    </message>
    <message>
        <source>&amp;Tied players:</source>
        <translation>&amp;Jugadores empatados:</translation>
    </message>
    <message>
        <source>&amp;Order, best first:</source>
        <translation>&amp;Orden, el mejor primero:</translation>
    </message>
    <message>
        <source>&amp;Reason (recorded):</source>
        <translation>&amp;Motivo (anotado):</translation>
    </message>
</context>
<context>
    <name>arb::CategoriesDialog</name>
    <message>
        <source>Women</source>
        <translation>Mujeres</translation>
    </message>
    <message>
        <source>Juniors (under the age)</source>
        <translation>Juveniles (menores de la edad)</translation>
    </message>
    <message>
        <source>Seniors (from the age)</source>
        <translation>Veteranos (desde la edad)</translation>
    </message>
    <message>
        <source>Rating band</source>
        <translation>Franja de Elo</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Player categories</source>
        <translation>Categorías de jugadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Edad</translation>
    </message>
    <message>
        <source>From rating</source>
        <translation>Elo desde</translation>
    </message>
    <message>
        <source>Below rating</source>
        <translation>Elo inferior a</translation>
    </message>
    <message>
        <source>Club or federation</source>
        <translation>Club o federación</translation>
    </message>
    <message>
        <source>Age on (YYYY-MM-DD)</source>
        <translation>Edad el (AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Juniors and seniors count by birth year relative to the year the event starts (U18: born in that year minus 18 or later), or by the age on the date given. A rating band includes the unrated players when it has no lowest rating.</source>
        <translation>Juveniles y veteranos cuentan por el año de nacimiento respecto al año en que empieza el torneo (Sub-18: nacidos ese año menos 18 o después), o por la edad en la fecha indicada. Una franja de Elo sin Elo mínimo incluye a los jugadores sin Elo.</translation>
    </message>
    <message>
        <source>Juniors U8 to U20</source>
        <translation>Juveniles Sub-8 a Sub-20</translation>
    </message>
    <message>
        <source>Seniors 50+ and 65+</source>
        <translation>Veteranos 50+ y 65+</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), %1</source>
        <translation><numerusform>%n jugador, %1</numerusform><numerusform>%n jugadores, %1</numerusform></translation>
    </message>
    <message>
        <source>Category "%1": the date "%2" is not YYYY-MM-DD</source>
        <translation>Categoría «%1»: la fecha «%2» no es AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Añad&amp;ir</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
</context>
<context>
    <name>arb::ConnectDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>Conectar a un servidor</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.10 or arbiter.example.org</source>
        <translation>p. ej. 192.168.1.10 o arbiter.example.org</translation>
    </message>
    <message>
        <source>not kept: asked again at every connection</source>
        <translation>no se guarda: se pide de nuevo en cada conexión</translation>
    </message>
    <message>
        <source>The event on a PostgreSQL server, where several arbiters can work on it. The password is not stored.</source>
        <translation>El torneo en un servidor PostgreSQL, donde varios árbitros pueden trabajar en él. La contraseña no se guarda.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Conectar</translation>
    </message>
    <message>
        <source>Enter the host, the database and the user.</source>
        <translation>Indique el host, la base de datos y el usuario.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
</context>
<context>
    <name>arb::CrossTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos.</translation>
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
        <translation>la ronda %1 no existe</translation>
    </message>
    <message>
        <source>round %1 cannot be paired without breaking an absolute criterion (C.04.3 [C1]-[C4]); the chief arbiter decides</source>
        <translation>la ronda %1 no se puede emparejar sin romper un criterio absoluto (C.04.3 [C1]-[C4]); decide el árbitro principal</translation>
    </message>
    <message>
        <source>round %1: %2 players left unpaired</source>
        <translation>ronda %1: %2 jugadores quedan sin emparejar</translation>
    </message>
    <message>
        <source>round %1: player %2 already has the pairing-allocated bye, and the other %3 players cannot all be paired (an odd number)</source>
        <translation>ronda %1: el jugador %2 ya tiene el descanso por emparejamiento, y los otros %3 jugadores no pueden emparejarse todos (número impar)</translation>
    </message>
    <message>
        <source>round %1: a score group of %2 players (with those floating into it) is more than this program can pair at once (%3 players, about 1 GB of memory); the chief arbiter decides (acceleration, C.04.7, splits the score groups)</source>
        <translation>ronda %1: un grupo de puntuación de %2 jugadores (con los que flotan a él) supera lo que este programa puede emparejar de una vez (%3 jugadores, cerca de 1 GB de memoria); decide el árbitro principal (la aceleración, C.04.7, divide los grupos de puntuación)</translation>
    </message>
    <message>
        <source>round %1 cannot be paired: the computer has not enough memory for it</source>
        <translation>la ronda %1 no se puede emparejar: el ordenador no tiene memoria suficiente</translation>
    </message>
</context>
<context>
    <name>arb::EventForm</name>
    <message>
        <source>Event name:</source>
        <translation>Nombre del evento:</translation>
    </message>
    <message>
        <source>City:</source>
        <translation>Ciudad:</translation>
    </message>
    <message>
        <source>Federation:</source>
        <translation>Federación:</translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation>Árbitro principal:</translation>
    </message>
    <message>
        <source>Deputy arbiters:</source>
        <translation>Árbitros adjuntos:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Ritmo de juego:</translation>
    </message>
    <message>
        <source>Number of rounds:</source>
        <translation>Número de rondas:</translation>
    </message>
    <message>
        <source>Tie-break rules (C.07):</source>
        <translation>Reglas de desempate (C.07):</translation>
    </message>
    <message>
        <source>From the start date</source>
        <translation>Según la fecha de inicio</translation>
    </message>
    <message>
        <source>2024 edition</source>
        <translation>Edición 2024</translation>
    </message>
    <message>
        <source>2026 edition</source>
        <translation>Edición 2026</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07.</source>
        <translation>Los desempates siguen la edición %1 del C.07.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, in force on the start date (the 2026 edition from 1 March 2026).</source>
        <translation>Los desempates siguen la edición %1 del C.07, vigente en la fecha de inicio (la edición 2026 desde el 1 de marzo de 2026).</translation>
    </message>
    <message>
        <source>Start date (YYYY-MM-DD):</source>
        <translation>Fecha de inicio (AAAA-MM-DD):</translation>
    </message>
    <message>
        <source>End date (YYYY-MM-DD):</source>
        <translation>Fecha de fin (AAAA-MM-DD):</translation>
    </message>
    <message>
        <source>e.g. 2026-12-01 15:00; 2026-12-02 15:00</source>
        <translation>p. ej. 2026-12-01 15:00; 2026-12-02 15:00</translation>
    </message>
    <message>
        <source>One a day</source>
        <translation>Una al día</translation>
    </message>
    <message>
        <source>One round a day from the start date, at the first round's time</source>
        <translation>Una ronda al día desde la fecha de inicio, a la hora de la primera ronda</translation>
    </message>
    <message>
        <source>Round dates and times:</source>
        <translation>Fechas y horas de las rondas:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Baku (C.04.7)</source>
        <translation>Bakú (C.04.7)</translation>
    </message>
    <message>
        <source>Acceleration:</source>
        <translation>Aceleración:</translation>
    </message>
    <message>
        <source>Name (C.04.2 2.2.3)</source>
        <translation>Nombre (C.04.2 2.2.3)</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>By lot</source>
        <translation>Por sorteo</translation>
    </message>
    <message>
        <source>Initial ranking, after rating and title:</source>
        <translation>Orden inicial, tras Elo y título:</translation>
    </message>
    <message>
        <source>start numbers who must not meet, e.g. 3 12 56; 8 11 (rounds 1-3)</source>
        <translation>números iniciales que no deben enfrentarse, p. ej. 3 12 56; 8 11 (rondas 1-3)</translation>
    </message>
    <message>
        <source>Prohibited pairs:</source>
        <translation>Emparejamientos prohibidos:</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Reglas de emparejamiento</translation>
    </message>
    <message>
        <source>Virtual points of the event's records</source>
        <translation>Puntos virtuales de los registros del torneo</translation>
    </message>
    <message>
        <source>Group A, the top half of the players rounded up to an even number, carries a win's points in the first accelerated rounds and a draw's in the rest: half the event, rounded up (C.04.7).</source>
        <translation>El grupo A, la mitad superior de los jugadores redondeada a un número par, lleva los puntos de una victoria en las primeras rondas aceleradas y los de unas tablas en el resto: la mitad del torneo, redondeada hacia arriba (C.04.7).</translation>
    </message>
    <message numerus="yes">
        <source>Virtual points set per player and round (TRF records 250 or XXA: %n record(s)).</source>
        <translation><numerusform>Puntos virtuales por jugador y ronda (registros TRF 250 o XXA: %n registro).</numerusform><numerusform>Puntos virtuales por jugador y ronda (registros TRF 250 o XXA: %n registros).</numerusform></translation>
    </message>
    <message>
        <source>Round 1 is paired: the acceleration was fixed with it. Changing it now changes the pairing of every round still to come. Change it all the same (recorded in the audit log)?</source>
        <translation>La ronda 1 está emparejada: la aceleración quedó fijada con ella. Cambiarla ahora cambia el emparejamiento de cada ronda por venir. ¿Cambiarla de todos modos (queda en el registro)?</translation>
    </message>
    <message>
        <source>Round 1 is paired: a prohibited pair added now applies from the next pairing on. Add it (recorded in the audit log)?</source>
        <translation>La ronda 1 está emparejada: un emparejamiento prohibido añadido ahora se aplica desde el próximo emparejamiento. ¿Añadirlo (queda en el registro)?</translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode the acceleration cannot be changed or removed any more. To change it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>La ronda 1 está emparejada: en modo FIDE la aceleración ya no se puede cambiar ni quitar. Para cambiarla, salga primero del modo FIDE (Editar &gt; Salir del modo FIDE).</translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode no prohibited pair can be added any more. To add it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>La ronda 1 está emparejada: en modo FIDE ya no se puede añadir ninguna pareja prohibida. Para añadirla, salga primero del modo FIDE (Editar &gt; Salir del modo FIDE).</translation>
    </message>
    <message>
        <source>Tournament rating:</source>
        <translation>Rating del torneo:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have a national rating; the FIDE rating ranks them.</source>
        <translation><numerusform>%n jugador tiene rating nacional; el Elo FIDE ordena a los jugadores.</numerusform><numerusform>%n jugadores tienen rating nacional; el Elo FIDE los ordena.</numerusform></translation>
    </message>
    <message>
        <source>Round 1 is paired: in FIDE mode the tournament rating cannot be changed any more. To change it, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation>La ronda 1 está emparejada: en modo FIDE el rating del torneo ya no puede cambiarse. Para cambiarlo, salga primero del modo FIDE (Editar &gt; Salir del modo FIDE).</translation>
    </message>
    <message>
        <source>Round 1 is paired: the players were ranked by the tournament rating. Changing how it is found may change the pairing numbers still to be assigned. Change it all the same (recorded in the audit log)?</source>
        <translation>La ronda 1 está emparejada: los jugadores se ordenaron por el rating del torneo. Cambiar cómo se obtiene puede cambiar los números de emparejamiento aún por asignar. ¿Cambiarlo de todos modos (queda en el registro)?</translation>
    </message>
    <message>
        <source>e.g. GER</source>
        <translation>p. ej. ESP</translation>
    </message>
    <message>
        <source>The federation whose national ratings count; empty: the event's federation</source>
        <translation>La federación cuyos ratings nacionales cuentan; vacío: la del torneo</translation>
    </message>
    <message>
        <source>Which rating ranks the players for their pairing numbers (TRF record 172); the official ratings stay as they are</source>
        <translation>Qué rating ordena a los jugadores para sus números de emparejamiento (registro TRF 172); los ratings oficiales quedan como están</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Rapid (standard where none)</source>
        <translation>Rápidas (si no, estándar)</translation>
    </message>
    <message>
        <source>Blitz (standard where none)</source>
        <translation>Blitz (si no, estándar)</translation>
    </message>
    <message>
        <source>Rated on the FIDE list:</source>
        <translation>Valorado con la lista FIDE:</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 player(s) have a national rating of %2. The official ratings stay as they are; the tournament rating ranks the players and sets the pairing numbers.</source>
        <translation><numerusform>%n de %1 jugadores tiene rating nacional de %2. Los ratings oficiales quedan como están; el rating del torneo ordena a los jugadores y fija los números de emparejamiento.</numerusform><numerusform>%n de %1 jugadores tienen rating nacional de %2. Los ratings oficiales quedan como están; el rating del torneo ordena a los jugadores y fija los números de emparejamiento.</numerusform></translation>
    </message>
    <message>
        <source>(no federation set)</source>
        <translation>(sin federación indicada)</translation>
    </message>
    <message>
        <source>Lasts more than &amp;30 days</source>
        <translation>Dura más de &amp;30 días</translation>
    </message>
    <message>
        <source>The players' ratings may change while the event goes on: a new list counts from the next round to pair. Set from the start and end dates until changed here.</source>
        <translation>El Elo de los jugadores puede cambiar durante el torneo: una lista nueva cuenta desde la próxima ronda por emparejar. Se deduce de las fechas de inicio y fin hasta que se cambie aquí.</translation>
    </message>
    <message>
        <source>Which of a player's ratings ARO, TPR and the other rating-based tie-breaks take</source>
        <translation>Qué Elo de un jugador toman ARO, TPR y los demás desempates basados en el Elo</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Duración:</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks take:</source>
        <translation>Los desempates basados en el Elo toman:</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Elo</translation>
    </message>
    <message numerus="yes">
        <source>A rating list checked once round 1 is paired gives the ratings from the next round on (%n later rating(s) recorded).</source>
        <translation><numerusform>Una lista de Elo comprobada una vez emparejada la ronda 1 da los Elo desde la ronda siguiente (%n Elo posterior registrado).</numerusform><numerusform>Una lista de Elo comprobada una vez emparejada la ronda 1 da los Elo desde la ronda siguiente (%n Elo posteriores registrados).</numerusform></translation>
    </message>
    <message>
        <source>Rating-based tie-breaks are not recommended in an event over 30 days: %1.</source>
        <translation>Los desempates basados en el Elo no se recomiendan en un torneo de más de 30 días: %1.</translation>
    </message>
    <message>
        <source>Players hold ratings from later rounds. In an event of 30 days or less only the first rating counts: the later ones are kept, but no tie-break takes them. Go on?</source>
        <translation>Hay jugadores con un Elo desde rondas posteriores. En un torneo de 30 días o menos solo cuenta el primer Elo: los posteriores se conservan, pero ningún desempate los toma. ¿Continuar?</translation>
    </message>
    <message>
        <source>The tie-breaks %1 are based on ratings. In an event over 30 days the players' ratings change while it goes on, and rating-based tie-breaks are not recommended (FIDE's technical rules for programs). They take the rating chosen under "Rating-based tie-breaks take".</source>
        <translation>Los desempates %1 se basan en el Elo. En un torneo de más de 30 días el Elo de los jugadores cambia mientras se juega, y los desempates basados en el Elo no se recomiendan (normas técnicas de la FIDE para programas). Toman el Elo elegido en «Los desempates basados en el Elo toman».</translation>
    </message>
    <message numerus="yes">
        <source>The start and end dates are %n day(s) apart, but the event is set to last more than 30 days.</source>
        <translation><numerusform>Las fechas de inicio y fin distan %n día, pero el torneo está configurado para durar más de 30 días.</numerusform><numerusform>Las fechas de inicio y fin distan %n días, pero el torneo está configurado para durar más de 30 días.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The start and end dates are %n day(s) apart, but the event is set to last 30 days or less: every rating-based tie-break takes the first rating.</source>
        <translation><numerusform>Las fechas de inicio y fin distan %n día, pero el torneo está configurado para durar 30 días o menos: cada desempate basado en el Elo toma el primer Elo.</numerusform><numerusform>Las fechas de inicio y fin distan %n días, pero el torneo está configurado para durar 30 días o menos: cada desempate basado en el Elo toma el primer Elo.</numerusform></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Time control code (222):</source>
        <translation>Código del ritmo (222):</translation>
    </message>
    <message>
        <source>seconds: 5400+30 (90 min, 30 s a move), 40/6000+30:900+30, W300-B240</source>
        <translation>segundos: 5400+30 (90 min, 30 s por jugada), 40/6000+30:900+30, W300-B240</translation>
    </message>
    <message>
        <source>The FIDE rating report needs it (TRF-2026 record 222).</source>
        <translation>El informe de Elo FIDE lo necesita (TRF-2026, registro 222).</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rápidas</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>%1: %2 min for a game of 60 moves, %3 by the Laws of Chess (Appendices A and B).</source>
        <translation>%1: %2 min para una partida de 60 jugadas, %3 según las Leyes del Ajedrez (apéndices A y B).</translation>
    </message>
    <message>
        <source>⚠ The event is rated on another list (Rated on the FIDE list, below).</source>
        <translation>⚠ El torneo se valora con otra lista (Valorado con la lista FIDE, más abajo).</translation>
    </message>
    <message>
        <source>⚠ The code does not read: %1</source>
        <translation>⚠ El código no se puede leer: %1</translation>
    </message>
    <message>
        <source>Round 1 is paired: the number of rounds was announced with the event and decides which round is the last (its pairing rules, the final standings). Change it from %1 to %2 (recorded in the audit log)?</source>
        <translation>La ronda 1 está emparejada: el número de rondas se anunció con el torneo y decide cuál es la última (sus reglas de emparejamiento, la clasificación final). ¿Cambiarlo de %1 a %2 (anotado en el registro)?</translation>
    </message>
    <message>
        <source>Round 1 is paired: the tie-breaks were announced with the edition of C.07 they follow. Changing the edition may change how they are computed. Change it all the same (recorded in the audit log)?</source>
        <translation>La ronda 1 está emparejada: los desempates se anunciaron con la edición del C.07 que siguen. Cambiar la edición puede cambiar cómo se calculan. ¿Cambiarla de todos modos (anotado en el registro)?</translation>
    </message>
</context>
<context>
    <name>arb::ExternalValuesDialog</name>
    <message>
        <source>External tie-break values (EXT)</source>
        <translation>Valores de desempate externos (EXT)</translation>
    </message>
    <message>
        <source>e.g. the tournament rules, art. 9: the qualifier's score</source>
        <translation>p. ej. reglamento del torneo, art. 9: la puntuación de la clasificatoria</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>EXT ranks by a value from outside the event that the tournament rules name (a qualifier's score, another list's rating): the higher first; a player without one has none (NA). Put EXT in the tie-break list on this tab. The values are recorded in the event's log and its rating report; undo takes them back.</source>
        <translation>EXT clasifica por un valor de fuera del torneo que nombra el reglamento (la puntuación de una clasificatoria, el Elo de otra lista): el más alto primero; un jugador sin valor no tiene (NA). Ponga EXT en la lista de desempates de esta pestaña. Los valores se anotan en el registro del torneo y en su informe de Elo; Deshacer los retira.</translation>
    </message>
    <message>
        <source>&amp;Reason (recorded):</source>
        <translation>&amp;Motivo (anotado):</translation>
    </message>
    <message>
        <source>Player %1: "%2" is not a number.</source>
        <translation>Jugador %1: «%2» no es un número.</translation>
    </message>
    <message>
        <source>No value was changed.</source>
        <translation>No se cambió ningún valor.</translation>
    </message>
</context>
<context>
    <name>arb::FideMode</name>
    <message>
        <source>Not in FIDE mode (left after round %1)</source>
        <translation>Fuera del modo FIDE (abandonado tras la ronda %1)</translation>
    </message>
    <message>
        <source>Not in FIDE mode (left before round 1)</source>
        <translation>Fuera del modo FIDE (abandonado antes de la ronda 1)</translation>
    </message>
</context>
<context>
    <name>arb::FideRatingList</name>
    <message>
        <source>%1: cannot open the rating list: %2</source>
        <translation>%1: no se puede abrir la lista de Elo: %2</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: its first line has no "ID Number" and "Name" columns</source>
        <translation>%1 no es una lista de Elo FIDE: su primera línea no tiene las columnas «ID Number» y «Name»</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: it is not a file (a device or a pipe)</source>
        <translation>%1 no es una lista de Elo FIDE: no es un archivo (un dispositivo o una tubería)</translation>
    </message>
    <message>
        <source>%1 is not a FIDE rating list: its first line is longer than %2 characters</source>
        <translation>%1 no es una lista de Elo FIDE: su primera línea tiene más de %2 caracteres</translation>
    </message>
    <message>
        <source>FIDE rapid list</source>
        <translation>lista de rápidas FIDE</translation>
    </message>
    <message>
        <source>FIDE rapid list %1</source>
        <translation>lista de rápidas FIDE %1</translation>
    </message>
    <message>
        <source>FIDE blitz list</source>
        <translation>lista de blitz FIDE</translation>
    </message>
    <message>
        <source>FIDE blitz list %1</source>
        <translation>lista de blitz FIDE %1</translation>
    </message>
    <message>
        <source>FIDE standard list</source>
        <translation>lista estándar FIDE</translation>
    </message>
    <message>
        <source>FIDE standard list %1</source>
        <translation>lista estándar FIDE %1</translation>
    </message>
</context>
<context>
    <name>arb::FileWrite</name>
    <message>
        <source>cannot write %1: the disk is full</source>
        <translation>no se puede escribir %1: el disco está lleno</translation>
    </message>
    <message>
        <source>cannot write %1: the disk quota is used up</source>
        <translation>no se puede escribir %1: la cuota de disco está agotada</translation>
    </message>
    <message>
        <source>cannot write %1: the file would be larger than the system allows</source>
        <translation>no se puede escribir %1: el archivo superaría el tamaño que permite el sistema</translation>
    </message>
    <message>
        <source>cannot write %1: permission denied</source>
        <translation>no se puede escribir %1: permiso denegado</translation>
    </message>
    <message>
        <source>cannot write %1: the disk is read-only</source>
        <translation>no se puede escribir %1: el disco es de solo lectura</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>no se puede escribir %1: es una carpeta</translation>
    </message>
</context>
<context>
    <name>arb::Generator</name>
    <message>
        <source>"%1" is not a count (3), a rate (0.05 or 5%) or ROUND:VALUE</source>
        <translation>«%1» no es un número (3), una proporción (0.05 o 5%) ni RONDA:VALOR</translation>
    </message>
    <message>
        <source>"%1" does not name a round</source>
        <translation>«%1» no indica una ronda</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronda %1: %2</translation>
    </message>
</context>
<context>
    <name>arb::LineupDialog</name>
    <message>
        <source>Line-up of %1, round %2</source>
        <translation>Alineación de %1, ronda %2</translation>
    </message>
    <message>
        <source>(empty board)</source>
        <translation>(tablero vacío)</translation>
    </message>
    <message>
        <source>Board &amp;%1:</source>
        <translation>Tablero &amp;%1:</translation>
    </message>
    <message>
        <source>The players of round %1, board by board; the reserves can take any board.</source>
        <translation>Los jugadores de la ronda %1, tablero por tablero; los suplentes pueden ocupar cualquier tablero.</translation>
    </message>
    <message>
        <source>Board %1: %2 already plays on another board.</source>
        <translation>Tablero %1: %2 ya juega en otro tablero.</translation>
    </message>
</context>
<context>
    <name>arb::ListReports</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n jugador</numerusform><numerusform>%n jugadores</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The first %n place(s) of each list.</source>
        <translation><numerusform>El primer puesto de cada lista.</numerusform><numerusform>Los %n primeros puestos de cada lista.</numerusform></translation>
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
        <translation>Buscar nombre, federación o id FIDE</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondas</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>Tabla cru&amp;zada</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks</source>
        <translation>&amp;Desempates</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>Regi&amp;stro</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open the &amp;demo tournament</source>
        <translation>A&amp;brir el torneo de demostración</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>&amp;Guardar como...</translation>
    </message>
    <message>
        <source>&amp;Export TRF...</source>
        <translation>&amp;Exportar TRF...</translation>
    </message>
    <message>
        <source>Print preview: &amp;standings...</source>
        <translation>Vista previa: &amp;clasificación...</translation>
    </message>
    <message>
        <source>Print preview: &amp;cross table...</source>
        <translation>Vista previa: tabla cru&amp;zada...</translation>
    </message>
    <message>
        <source>Standings as &amp;PDF...</source>
        <translation>Clasificación en &amp;PDF...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Aj&amp;ustes</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language changes when Arbiter is started again.</source>
        <translation>El idioma cambia al volver a iniciar Arbiter.</translation>
    </message>
    <message>
        <source>%1 - %2 - Arbiter</source>
        <translation>%1 - %2 - Arbiter</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(deshecho)</translation>
    </message>
    <message>
        <source>(discarded)</source>
        <translation>(descartado)</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>motivo: %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>No se puede importar %1: %2</translation>
    </message>
    <message>
        <source>Imported %1 into %2</source>
        <translation>%1 importado en %2</translation>
    </message>
    <message>
        <source>The demo tournament is missing from this build.</source>
        <translation>Falta el torneo de demostración en esta versión.</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nuevo jugador</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Torneos de Arbiter (*.arbiter)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.trf *.txt);;Arbiter tournaments (*.arbiter);;TRF files (*.trf *.txt)</source>
        <translation>Torneos (*.arbiter *.trf *.txt);;Torneos de Arbiter (*.arbiter);;Archivos TRF (*.trf *.txt)</translation>
    </message>
    <message>
        <source>Save tournament as</source>
        <translation>Guardar torneo como</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exportar TRF</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>Archivos TRF (*.trf)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Corregir un resultado</translation>
    </message>
    <message>
        <source>%1
Reason (optional, kept in the audit log):</source>
        <translation>%1
Motivo (opcional, se guarda en el registro):</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Eliminar jugador</translation>
    </message>
    <message>
        <source>Start p&amp;lay-off...</source>
        <translation>&amp;Iniciar desempate jugado...</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>Hacer copia a&amp;hora</translation>
    </message>
    <message>
        <source>Restore bac&amp;kup...</source>
        <translation>Res&amp;taurar copia...</translation>
    </message>
    <message>
        <source>Print preview: team standings...</source>
        <translation>Vista previa: clasificación por equipos...</translation>
    </message>
    <message>
        <source>Print preview: team cross table...</source>
        <translation>Vista previa: tabla cruzada por equipos...</translation>
    </message>
    <message>
        <source>Team standings as PDF...</source>
        <translation>Clasificación por equipos en PDF...</translation>
    </message>
    <message>
        <source>Team cross table as PDF...</source>
        <translation>Tabla cruzada por equipos en PDF...</translation>
    </message>
    <message>
        <source>Tie-break rules: C.07, %1 edition</source>
        <translation>Reglas de desempate: C.07, edición %1</translation>
    </message>
    <message>
        <source>Backup to restore:</source>
        <translation>Copia que restaurar:</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Copia guardada en %1</translation>
    </message>
    <message>
        <source>Open a tournament file first: backups are made of a file</source>
        <translation>Abra primero un archivo de torneo: las copias se hacen de un archivo</translation>
    </message>
    <message>
        <source>%1 has no backups yet (they go to %2)</source>
        <translation>%1 aún no tiene copias (se guardan en %2)</translation>
    </message>
    <message>
        <source>backed up by hand</source>
        <translation>copia manual</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>antes de una restauración</translation>
    </message>
    <message>
        <source>round %1 complete</source>
        <translation>ronda %1 completa</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Restaurar copia</translation>
    </message>
    <message>
        <source>Restored from %1</source>
        <translation>Restaurado desde %1</translation>
    </message>
    <message>
        <source>Yes, continue working on the copy %1</source>
        <translation>Sí, seguir trabajando en la copia %1</translation>
    </message>
    <message>
        <source>No, keep working on %1</source>
        <translation>No, seguir trabajando en %1</translation>
    </message>
    <message>
        <source>Continue working on the copy?</source>
        <translation>¿Seguir trabajando en la copia?</translation>
    </message>
    <message>
        <source>Saved as %1; now working on the copy</source>
        <translation>Guardado como %1; ahora se trabaja en la copia</translation>
    </message>
    <message>
        <source>Saved a copy as %1; still working on %2</source>
        <translation>Copia guardada como %1; se sigue trabajando en %2</translation>
    </message>
    <message>
        <source>Tea&amp;ms</source>
        <translation>E&amp;quipos</translation>
    </message>
    <message>
        <source>Team standin&amp;gs</source>
        <translation>C&amp;lasificación por equipos</translation>
    </message>
    <message>
        <source>Team cross ta&amp;ble</source>
        <translation>Tabla cruzada por equi&amp;pos</translation>
    </message>
    <message>
        <source>the import failed without a reason; nothing was imported</source>
        <translation>la importación falló sin motivo; no se importó nada</translation>
    </message>
    <message>
        <source>the folder for imported tournaments, %1, cannot be made</source>
        <translation>no se puede crear la carpeta de torneos importados, %1</translation>
    </message>
    <message>
        <source>Play-off played</source>
        <translation>Desempate ya jugado</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>Sta&amp;ndings</source>
        <translation>Clasifica&amp;ción</translation>
    </message>
    <message>
        <source>Play-&amp;off</source>
        <translation>Desempate ju&amp;gado</translation>
    </message>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Nuevo torneo...</translation>
    </message>
    <message>
        <source>Pr&amp;int documents...</source>
        <translation>&amp;Imprimir documentos...</translation>
    </message>
    <message>
        <source>Team matches</source>
        <translation>Encuentros por equipos</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard and manual</source>
        <translation>&amp;Teclado y manual</translation>
    </message>
    <message>
        <source>&amp;About Arbiter</source>
        <translation>&amp;Acerca de Arbiter</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Tournament manager for chess arbiters: pairings, results, standings with the FIDE tie-breaks (C.07), play-offs, team competitions.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). There is no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Gestor de torneos para árbitros de ajedrez: emparejamientos, resultados, clasificaciones con los desempates FIDE (C.07), desempates jugados, competiciones por equipos.&lt;/p&gt;&lt;p&gt;Licencia: GNU General Public License, versión 3 o posterior (GPL-3.0-or-later). Sin ninguna garantía.&lt;/p&gt;&lt;p&gt;Compilado con Qt %2 (ejecutándose con Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Arbiter</source>
        <translation>Acerca de Arbiter</translation>
    </message>
    <message>
        <source>Arbiter: keyboard and manual</source>
        <translation>Arbiter: teclado y manual</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files</source>
        <translation>%1 ya no existe; se quitó de los archivos recientes</translation>
    </message>
    <message>
        <source>Reopened %1, the last event</source>
        <translation>Se reabrió %1, el último torneo</translation>
    </message>
    <message>
        <source>Laying out the pages...</source>
        <translation>Maquetando las páginas...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>Print preview cancelled</source>
        <translation>Vista previa de impresión cancelada</translation>
    </message>
    <message>
        <source>Created %1. Insert adds a player.</source>
        <translation>%1 creado. Insert añade un jugador.</translation>
    </message>
    <message>
        <source>Categor&amp;ies...</source>
        <translation>Categ&amp;orías...</translation>
    </message>
    <message>
        <source>From FIDE rating &amp;list...</source>
        <translation>Desde la &amp;lista Elo FIDE...</translation>
    </message>
    <message>
        <source>Categor&amp;y:</source>
        <translation>Categ&amp;oría:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
    <message>
        <source>(by %1)</source>
        <translation>(por %1)</translation>
    </message>
    <message>
        <source>A&amp;dd player</source>
        <translation>Añad&amp;ir jugador</translation>
    </message>
    <message>
        <source>Cross &amp;table as PDF...</source>
        <translation>Tabla cruzada en P&amp;DF...</translation>
    </message>
    <message>
        <source>Players: %1, rounds: %2 - %3</source>
        <translation>Jugadores: %1, rondas: %2 - %3</translation>
    </message>
    <message>
        <source>Removed %1 (Ctrl+Z undoes)</source>
        <translation>%1 eliminado (Ctrl+Z deshace)</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n players: %1 (Ctrl+Z undoes each)</source>
        <translation><numerusform>%n jugador eliminado: %1 (Ctrl+Z deshace cada uno)</numerusform><numerusform>%n jugadores eliminados: %1 (Ctrl+Z deshace cada uno)</numerusform></translation>
    </message>
    <message>
        <source>Assign pairing n&amp;umbers</source>
        <translation>Asignar n&amp;úmeros de emparejamiento</translation>
    </message>
    <message>
        <source>Numbers the players by the initial ranking: rating, then title, then the last key chosen in the Event tab (C.04.2 Art. 2)</source>
        <translation>Numera a los jugadores según el orden inicial: Elo, luego título, luego el último criterio elegido en la pestaña Torneo (C.04.2 art. 2)</translation>
    </message>
    <message>
        <source>Pairing numbers cannot be assigned: %1.</source>
        <translation>No se pueden asignar los números de emparejamiento: %1.</translation>
    </message>
    <message>
        <source>The pairing numbers already follow the initial ranking (%1).</source>
        <translation>Los números de emparejamiento ya siguen el orden inicial (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) renumbered by the initial ranking (%1). Ctrl+Z undoes.</source>
        <translation><numerusform>%n jugador renumerado según el orden inicial (%1). Ctrl+Z deshace.</numerusform><numerusform>%n jugadores renumerados según el orden inicial (%1). Ctrl+Z deshace.</numerusform></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>Exported %1. The rating report has no %2 yet (Event tab).</source>
        <translation>%1 exportado. Al informe de Elo aún le falta: %2 (pestaña Torneo).</translation>
    </message>
    <message>
        <source>The rating report cannot be final while a game is adjourned (%1): enter its result first.</source>
        <translation>El informe de Elo no puede ser definitivo mientras una partida esté aplazada (%1): introduzca antes su resultado.</translation>
    </message>
    <message>
        <source>manual.html</source>
        <extracomment>the file of the bundled manual in this language: manual.de.html, manual.fr.html...</extracomment>
        <translation>manual.es.html</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menús</translation>
    </message>
    <message>
        <source>Tabs</source>
        <translation>Pestañas</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Órdenes</translation>
    </message>
    <message>
        <source>On the %1 tab</source>
        <extracomment>heading of the keys of one tab in the manual</extracomment>
        <translation>En la pestaña %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 was imported into %2, with this warning:
%3</source>
        <translation><numerusform>%1 se importó en %2, con este aviso:
%3</numerusform><numerusform>%1 se importó en %2, con estos avisos:
%3</numerusform></translation>
    </message>
    <message>
        <source>Rounds not paired by the rules</source>
        <translation>Rondas no emparejadas según las reglas</translation>
    </message>
    <message>
        <source>%1 holds rounds that the FIDE Dutch system would pair otherwise (the file's boards, then the engine's):
%2

Imported as it is, each such round is recorded in the event and its rating report (### Import @ Round n).</source>
        <translation>%1 contiene rondas que el sistema holandés FIDE emparejaría de otro modo (los tableros del archivo, luego los del motor):
%2

Importada tal cual, cada una de esas rondas queda registrada en el torneo y en su informe de Elo (### Import @ Round n).</translation>
    </message>
    <message>
        <source>Import as it is</source>
        <translation>Importar tal cual</translation>
    </message>
    <message>
        <source>&amp;Leave FIDE mode...</source>
        <translation>&amp;Salir del modo FIDE...</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Salir del modo FIDE</translation>
    </message>
    <message>
        <source>Outside FIDE mode the event no longer follows FIDE's program checklist. Leaving it:
- cannot be undone: the event never returns to FIDE mode;
- is recorded in the event's log and in its rating report (### FideModeExit @ Round %1), for the rating officer to see;
- is shown on every screen and every printout.

Go on to give the reason?</source>
        <translation>Fuera del modo FIDE el torneo ya no sigue la lista de control de programas de la FIDE. Salir de él:
- no se puede deshacer: el torneo nunca vuelve al modo FIDE;
- queda registrado en el registro del torneo y en su informe de Elo (### FideModeExit @ Round %1), a la vista del responsable de Elo;
- se muestra en cada pantalla y cada impresión.

¿Continuar para dar el motivo?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode? (recorded with it)</source>
        <translation>¿Por qué sale el torneo del modo FIDE? (queda registrado)</translation>
    </message>
    <message>
        <source>Last step: the event leaves FIDE mode after round %1 for this reason:
%2

This cannot be undone.</source>
        <translation>Último paso: el torneo sale del modo FIDE tras la ronda %1 por este motivo:
%2

No se puede deshacer.</translation>
    </message>
    <message>
        <source>The event has left FIDE mode</source>
        <translation>El torneo ha salido del modo FIDE</translation>
    </message>
    <message>
        <source>Draw lots for ties</source>
        <translation>Sortear los empates</translation>
    </message>
    <message>
        <source>Still tied after every tie-break:
%1

C.07 Art. 4.2 breaks such ties by drawing of lots, unless the tournament rules say they are not broken (shared places, a play-off). The lots come from the event itself (seed %2): drawing again gives the same order. The draw is recorded in the log and the rating report (### Lots @ Round %3); undo takes it back.</source>
        <translation>Siguen empatados tras todos los desempates:
%1

El art. 4.2 de C.07 deshace estos empates por sorteo, salvo que las bases del torneo digan que no se deshacen (puestos compartidos, un desempate a partidas). El sorteo sale del propio torneo (semilla %2): sortear de nuevo da el mismo orden. Queda registrado en el registro y en el informe de rating (### Lots @ Round %3); Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Sortear</translation>
    </message>
    <message>
        <source>Ties broken by drawing of lots (seed %1)</source>
        <translation>Empates deshechos por sorteo (semilla %1)</translation>
    </message>
    <message>
        <source>Dra&amp;w lots for ties...</source>
        <translation>Sortear los e&amp;mpates...</translation>
    </message>
    <message>
        <source>Expel player...</source>
        <translation>Expulsar al jugador...</translation>
    </message>
    <message>
        <source>Expel %1</source>
        <translation>Expulsar a %1</translation>
    </message>
    <message>
        <source>%1 is expelled from round %2 on and not paired again. A Swiss does not rank him (his games still count for his opponents); a round robin, when he completed fewer than half his games, counts neither his points nor those scored against him (C.06 V.4.1). It is recorded in the log and the rating report (### Expelled @ Round %2: player %3); undo takes it back.</source>
        <translation>%1 queda expulsado desde la ronda %2 y no se empareja más. Un suizo no lo clasifica (sus partidas siguen contando para sus rivales); un round robin, si completó menos de la mitad de sus partidas, no cuenta ni sus puntos ni los logrados contra él (C.06 V.4.1). Queda registrado en el registro y en el informe de rating (### Expelled @ Round %2: player %3); Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>Why is %1 expelled? (recorded with it)</source>
        <translation>¿Por qué se expulsa a %1? (queda registrado)</translation>
    </message>
    <message>
        <source>%1 is expelled from round %2 (Ctrl+Z undoes)</source>
        <translation>%1 queda expulsado desde la ronda %2 (Ctrl+Z lo deshace)</translation>
    </message>
    <message>
        <source>Chec&amp;k ratings...</source>
        <translation>Compro&amp;bar ratings...</translation>
    </message>
    <message>
        <source>Checks the players' ratings against a FIDE rating list and updates them</source>
        <translation>Comprueba los ratings de los jugadores con una lista FIDE y los actualiza</translation>
    </message>
    <message>
        <source>No half-point byes</source>
        <translation>Sin byes de medio punto</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) may take half-point byes again (Ctrl+Z undoes).</source>
        <translation><numerusform>%n jugador puede volver a tomar byes de medio punto (Ctrl+Z deshace).</numerusform><numerusform>%n jugadores pueden volver a tomar byes de medio punto (Ctrl+Z deshace).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) may take no half-point bye; giving one asks first (Ctrl+Z undoes).</source>
        <translation><numerusform>%n jugador no puede tomar ningún bye de medio punto; darle uno pide confirmación primero (Ctrl+Z deshace).</numerusform><numerusform>%n jugadores no pueden tomar ningún bye de medio punto; darles uno pide confirmación primero (Ctrl+Z deshace).</numerusform></translation>
    </message>
    <message>
        <source>Rating from a later round...</source>
        <translation>Elo desde una ronda posterior...</translation>
    </message>
    <message>
        <source>%1: a rating from a later round needs an event that lasts more than 30 days (Event tab, Duration)</source>
        <translation>%1: un Elo desde una ronda posterior requiere un torneo de más de 30 días (pestaña Torneo, Duración)</translation>
    </message>
    <message>
        <source>from round 1: %1</source>
        <translation>desde la ronda 1: %1</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message>
        <source>from round %1: %2</source>
        <translation>desde la ronda %1: %2</translation>
    </message>
    <message>
        <source>Rating from a later round</source>
        <translation>Elo desde una ronda posterior</translation>
    </message>
    <message>
        <source>%1 holds %2.
Type the round and the rating from it on, e.g. "%3 1850" (0: unrated; "%3 -" removes the one of that round).</source>
        <translation>Elo de %1: %2.
Escriba la ronda y el Elo que rige desde ella, p. ej. «%3 1850» (0: sin Elo; «%3 -» quita el de esa ronda).</translation>
    </message>
    <message>
        <source>%1: "%2" is not a round and a rating (e.g. "5 1850"); nothing was changed</source>
        <translation>%1: «%2» no es una ronda seguida de un Elo (p. ej. «5 1850»); no se cambió nada</translation>
    </message>
    <message>
        <source>%1: the rating from round %2 is removed (Ctrl+Z undoes)</source>
        <translation>%1: se quitó el Elo desde la ronda %2 (Ctrl+Z deshace)</translation>
    </message>
    <message>
        <source>%1: rating %2 from round %3 on (Ctrl+Z undoes)</source>
        <translation>%1: Elo %2 desde la ronda %3 (Ctrl+Z deshace)</translation>
    </message>
    <message>
        <source>%1 has no rating from round %2; nothing was changed</source>
        <translation>%1 no tiene Elo desde la ronda %2; no se ha cambiado nada</translation>
    </message>
    <message>
        <source>Round %1 is already paired: the new rating counts for games already played, and the rating-based tie-breaks of the rounds from %1 on change. Set it all the same (recorded in the log)?</source>
        <translation>La ronda %1 ya está emparejada: el nuevo Elo cuenta para partidas ya jugadas, y los desempates basados en el Elo de las rondas desde la %1 cambian. ¿Fijarlo de todos modos (queda en el registro)?</translation>
    </message>
    <message>
        <source>Set the rating</source>
        <translation>Fijar el Elo</translation>
    </message>
    <message>
        <source>Remove pla&amp;yer</source>
        <translation>Eli&amp;minar jugador</translation>
    </message>
    <message>
        <source>Created %1. Insert adds a player; the Teams tab puts the players in teams.</source>
        <translation>%1 creado. Insert añade un jugador; la pestaña Equipos pone a los jugadores en equipos.</translation>
    </message>
    <message>
        <source>&amp;Prizes...</source>
        <translation>&amp;Premios...</translation>
    </message>
    <message>
        <source>Title &amp;norms...</source>
        <translation>&amp;Normas de título...</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Not allowed in FIDE mode</source>
        <translation>No permitido en modo FIDE</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Or&amp;der ties...</source>
        <translation>Orde&amp;nar los empates...</translation>
    </message>
    <message>
        <source>Puts players tied on points and every tie-break in the order the arbiter decides</source>
        <translation>Pone a los jugadores empatados a puntos y en cada desempate en el orden que decide el árbitro</translation>
    </message>
    <message>
        <source>Tied players ordered by the arbiter</source>
        <translation>Empatados ordenados por el árbitro</translation>
    </message>
    <message>
        <source>The event stays in FIDE mode: leaving it needs a reason.</source>
        <translation>El torneo sigue en modo FIDE: salir de él necesita un motivo.</translation>
    </message>
    <message>
        <source>Export rating changes</source>
        <translation>Exportar las variaciones de Elo</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Rating changes written to %1</source>
        <translation>Variaciones de Elo escritas en %1</translation>
    </message>
    <message>
        <source>Export rating c&amp;hanges (CSV)...</source>
        <translation>E&amp;xportar variaciones de Elo (CSV)...</translation>
    </message>
</context>
<context>
    <name>arb::NewEventWizard</name>
    <message>
        <source>New event</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>Event name: enter the name of the event.</source>
        <translation>Nombre del torneo: escriba el nombre del torneo.</translation>
    </message>
    <message>
        <source>End date: %1 is before the start date %2.</source>
        <translation>Fecha de fin: %1 es anterior a la fecha de inicio %2.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>El torneo</translation>
    </message>
    <message>
        <source>What the event is called, where and when it is played, and who directs it. Everything can be changed later on the Event tab.</source>
        <translation>Cómo se llama el torneo, dónde y cuándo se juega y quién lo dirige. Todo puede cambiarse después en la pestaña Torneo.</translation>
    </message>
    <message>
        <source>e.g. GER</source>
        <translation>p. ej. ESP</translation>
    </message>
    <message>
        <source>Event na&amp;me:</source>
        <translation>Nom&amp;bre del torneo:</translation>
    </message>
    <message>
        <source>&amp;City:</source>
        <translation>&amp;Ciudad:</translation>
    </message>
    <message>
        <source>Fe&amp;deration:</source>
        <translation>Fe&amp;deración:</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>Fecha de &amp;inicio:</translation>
    </message>
    <message>
        <source>&amp;End date:</source>
        <translation>Fec&amp;ha de fin:</translation>
    </message>
    <message>
        <source>Chief &amp;arbiter:</source>
        <translation>Árbitro &amp;principal:</translation>
    </message>
    <message>
        <source>Number of rounds: a Swiss event needs at least one round.</source>
        <translation>Número de rondas: un torneo suizo necesita al menos una ronda.</translation>
    </message>
    <message>
        <source>Format and regulations</source>
        <translation>Formato y reglamento</translation>
    </message>
    <message>
        <source>The pairing system, the number of rounds and the regulations the tie-breaks follow. The Tie-breaks tab changes them later.</source>
        <translation>El sistema de emparejamiento, el número de rondas y el reglamento que siguen los desempates. La pestaña Desempates los cambia después.</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Sistema suizo</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Doble round robin</translation>
    </message>
    <message>
        <source>from the number of players</source>
        <translation>según el número de jugadores</translation>
    </message>
    <message>
        <source>Win 1, draw ½, loss 0 (standard)</source>
        <translation>Victoria 1, tablas ½, derrota 0 (estándar)</translation>
    </message>
    <message>
        <source>Win 3, draw 1, loss 0</source>
        <translation>Victoria 3, tablas 1, derrota 0</translation>
    </message>
    <message>
        <source>From the start date</source>
        <translation>Según la fecha de inicio</translation>
    </message>
    <message>
        <source>2024 edition</source>
        <translation>Edición 2024</translation>
    </message>
    <message>
        <source>2026 edition</source>
        <translation>Edición 2026</translation>
    </message>
    <message>
        <source>&amp;Pairing system:</source>
        <translation>Sistema de &amp;emparejamiento:</translation>
    </message>
    <message>
        <source>Number of &amp;rounds:</source>
        <translation>Número de &amp;rondas:</translation>
    </message>
    <message>
        <source>Re&amp;gulations:</source>
        <translation>Re&amp;glamento:</translation>
    </message>
    <message>
        <source>S&amp;coring:</source>
        <translation>&amp;Puntuación:</translation>
    </message>
    <message>
        <source>&amp;Tie-break rules (C.07):</source>
        <translation>Reglas de &amp;desempate (C.07):</translation>
    </message>
    <message>
        <source>File: enter where to save the event.</source>
        <translation>Archivo: indique dónde guardar el torneo.</translation>
    </message>
    <message>
        <source>File: the folder %1 does not exist.</source>
        <translation>Archivo: la carpeta %1 no existe.</translation>
    </message>
    <message>
        <source>File: %1 already exists; choose another name.</source>
        <translation>Archivo: %1 ya existe; elija otro nombre.</translation>
    </message>
    <message>
        <source>The event could not be created.</source>
        <translation>No se pudo crear el torneo.</translation>
    </message>
    <message>
        <source>Save the event</source>
        <translation>Guardar el torneo</translation>
    </message>
    <message>
        <source>The event is one file (.arbiter); every change is saved in it at once. Finish creates the event and opens it.</source>
        <translation>El torneo es un solo archivo (.arbiter); cada cambio se guarda en él al instante. Finalizar crea el torneo y lo abre.</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>&amp;Examinar...</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>Arc&amp;hivo:</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Torneos de Arbiter (*.arbiter)</translation>
    </message>
    <message>
        <source>event</source>
        <translation>torneo</translation>
    </message>
    <message>
        <source>None (the default tie-breaks of the pairing system)</source>
        <translation>Ninguno (los desempates por defecto del sistema de emparejamiento)</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, as chosen.</source>
        <translation>Los desempates siguen la edición %1 del C.07, según lo elegido.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, as the regulations %2 say.</source>
        <translation>Los desempates siguen la edición %1 del C.07, como indica el reglamento %2.</translation>
    </message>
    <message>
        <source>The tie-breaks follow the %1 edition of C.07, in force on the start date (the 2026 edition from 1 March 2026).</source>
        <translation>Los desempates siguen la edición %1 del C.07, vigente en la fecha de inicio (la edición 2026 desde el 1 de marzo de 2026).</translation>
    </message>
    <message>
        <source>⚠ The regulations %1 are written for the %2 edition.</source>
        <translation>⚠ El reglamento %1 está escrito para la edición %2.</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Torneo: %1</translation>
    </message>
    <message>
        <source>Place: %1</source>
        <translation>Lugar: %1</translation>
    </message>
    <message>
        <source>Dates: %1 to %2</source>
        <translation>Fechas: del %1 al %2</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Árbitro principal: %1</translation>
    </message>
    <message>
        <source>Pairing system: %1; rounds: %2</source>
        <translation>Sistema de emparejamiento: %1; rondas: %2</translation>
    </message>
    <message>
        <source>Regulations: %1</source>
        <translation>Reglamento: %1</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>Baku acce&amp;leration (C.04.7)</source>
        <translation>Ace&amp;leración de Bakú (C.04.7)</translation>
    </message>
    <message>
        <source>Virtual points for the top half of the players in the first half of the event, as the regulations announce it</source>
        <translation>Puntos virtuales para la mitad superior de los jugadores en la primera mitad del torneo, como lo anuncian las bases</translation>
    </message>
    <message>
        <source>Acceleration: Baku (C.04.7)</source>
        <translation>Aceleración: Bakú (C.04.7)</translation>
    </message>
    <message>
        <source>Team Swiss (C.04.6)</source>
        <translation>Suizo por equipos (C.04.6)</translation>
    </message>
    <message>
        <source>Baku acce&amp;leration for teams (C.04.7)</source>
        <translation>Ace&amp;leración de Bakú para equipos (C.04.7)</translation>
    </message>
    <message>
        <source>Teams: a team Swiss needs at least two teams.</source>
        <translation>Equipos: un suizo por equipos necesita al menos dos equipos.</translation>
    </message>
    <message>
        <source>Baku acceleration adds match points: it cannot be used when game points are the score (C.04.7 1.4). Choose match points first, or go back and clear Baku acceleration.</source>
        <translation>La aceleración de Bakú suma puntos de encuentro: no se puede usar cuando los puntos de partida son la puntuación (C.04.7 1.4). Elija primero puntos de encuentro, o vuelva atrás y quite la aceleración de Bakú.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>The teams in the order of their pairing numbers (strongest first), and how matches are scored and paired. The players are entered next, then put in teams on the Teams tab.</source>
        <translation>Los equipos en el orden de sus números de emparejamiento (el más fuerte primero), y cómo se puntúan y emparejan los encuentros. Después se introducen los jugadores y se ponen en equipos en la pestaña Equipos.</translation>
    </message>
    <message>
        <source>One team per line, a federation after a comma:
Baden-Baden, GER
Solingen, GER</source>
        <translation>Un equipo por línea, una federación tras una coma:
Baden-Baden, GER
Solingen, GER</translation>
    </message>
    <message>
        <source>Match points 2/1/0</source>
        <translation>Puntos de encuentro 2/1/0</translation>
    </message>
    <message>
        <source>Match points 3/1/0</source>
        <translation>Puntos de encuentro 3/1/0</translation>
    </message>
    <message>
        <source>Match points, then game points</source>
        <translation>Puntos de encuentro, luego puntos de partida</translation>
    </message>
    <message>
        <source>Game points, then match points</source>
        <translation>Puntos de partida, luego puntos de encuentro</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Te&amp;ams:</source>
        <translation>E&amp;quipos:</translation>
    </message>
    <message>
        <source>&amp;Match points:</source>
        <translation>Puntos de &amp;encuentro:</translation>
    </message>
    <message>
        <source>Pairing &amp;score:</source>
        <translation>Puntuación de empare&amp;jamiento:</translation>
    </message>
    <message>
        <source>C&amp;olour preferences:</source>
        <translation>Preferencias de c&amp;olor:</translation>
    </message>
    <message>
        <source>Teams, line %1: "%2" after the comma is not a federation (three letters, e.g. GER).</source>
        <translation>Equipos, línea %1: «%2» tras la coma no es una federación (tres letras, p. ej. GER).</translation>
    </message>
    <message>
        <source>Teams, line %1: the team has no name.</source>
        <translation>Equipos, línea %1: el equipo no tiene nombre.</translation>
    </message>
    <message>
        <source>Teams, line %1: "%2" is longer than the 32 characters a TRF file keeps.</source>
        <translation>Equipos, línea %1: «%2» supera los 32 caracteres que guarda un archivo TRF.</translation>
    </message>
    <message>
        <source>Teams, line %1: %2 is listed twice.</source>
        <translation>Equipos, línea %1: %2 aparece dos veces.</translation>
    </message>
    <message>
        <source>Teams: at most 999 teams.</source>
        <translation>Equipos: como máximo 999 equipos.</translation>
    </message>
    <message>
        <source>Teams: %1; boards per match: %2; %3; %4</source>
        <translation>Equipos: %1; tableros por encuentro: %2; %3; %4</translation>
    </message>
    <message>
        <source>Boards &amp;per match:</source>
        <translation>&amp;Tableros por encuentro:</translation>
    </message>
    <message>
        <source>Type A: one kind of preference (C.04.6 1.7.1)</source>
        <translation>Tipo A: una sola clase de preferencia (C.04.6 1.7.1)</translation>
    </message>
    <message>
        <source>Type B: strong and mild preferences (C.04.6 1.7.2)</source>
        <translation>Tipo B: preferencias fuertes y suaves (C.04.6 1.7.2)</translation>
    </message>
    <message>
        <source>System: %1 (%2)</source>
        <translation>Sistema: %1 (%2)</translation>
    </message>
    <message>
        <source>The event will be set up outside FIDE mode:
- it can never enter FIDE mode;
- its log and its rating report say so (### FideModeExit @ Round 0), for the rating officer to see;
- every screen and every printout say so.

Set it up outside FIDE mode?</source>
        <translation>El torneo se creará fuera del modo FIDE:
- nunca podrá entrar en el modo FIDE;
- su registro y su informe de Elo lo indican (### FideModeExit @ Round 0), para el responsable del Elo;
- cada pantalla y cada impresión lo indican.

¿Crearlo fuera del modo FIDE?</translation>
    </message>
    <message>
        <source>FIDE &amp;mode</source>
        <translation>&amp;Modo FIDE</translation>
    </message>
    <message>
        <source>Outside FIDE mode</source>
        <translation>Fuera del modo FIDE</translation>
    </message>
    <message>
        <source>Set up outside FIDE mode</source>
        <translation>Crear fuera del modo FIDE</translation>
    </message>
    <message>
        <source>In FIDE mode the pairings follow FIDE's rules: a change they do not allow is refused, and a manual change is recorded for the rating officer.</source>
        <translation>En modo FIDE los emparejamientos siguen las reglas de la FIDE: un cambio que no permiten se rechaza, y un cambio manual se anota para el responsable del Elo.</translation>
    </message>
    <message>
        <source>Outside FIDE mode: every screen and printout says so, the rating report records it, and the event can never enter FIDE mode.</source>
        <translation>Fuera del modo FIDE: cada pantalla e impresión lo indican, el informe de Elo lo anota, y el torneo nunca podrá entrar en el modo FIDE.</translation>
    </message>
    <message>
        <source>set up outside FIDE mode (regulations: %1)</source>
        <translation>creado fuera del modo FIDE (reglamento: %1)</translation>
    </message>
    <message>
        <source>set up outside FIDE mode</source>
        <translation>creado fuera del modo FIDE</translation>
    </message>
    <message>
        <source>FIDE mode: on</source>
        <translation>Modo FIDE: activado</translation>
    </message>
    <message>
        <source>FIDE mode: off</source>
        <translation>Modo FIDE: desactivado</translation>
    </message>
</context>
<context>
    <name>arb::NormCertificate</name>
    <message>
        <source>Certificate of title result (IT1)</source>
        <translation>Certificado de resultado de título (IT1)</translation>
    </message>
    <message>
        <source>Title norm: %1</source>
        <translation>Norma de título: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Start and end date</source>
        <translation>Fechas de inicio y fin</translation>
    </message>
    <message>
        <source>Chief Arbiter</source>
        <translation>Árbitro principal</translation>
    </message>
    <message>
        <source>Rate of play</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Número de partidas</translation>
    </message>
    <message>
        <source>%1 (credited as %2)</source>
        <translation>%1 (contadas como %2)</translation>
    </message>
    <message>
        <source>Federations of the opponents</source>
        <translation>Federaciones de los rivales</translation>
    </message>
    <message>
        <source>Opponents not from the player's federation</source>
        <translation>Rivales de otra federación que la del jugador</translation>
    </message>
    <message>
        <source>Opponents from the host federation</source>
        <translation>Rivales de la federación organizadora</translation>
    </message>
    <message>
        <source>Rated opponents</source>
        <translation>Rivales con Elo</translation>
    </message>
    <message>
        <source>Titled opponents</source>
        <translation>Rivales con título</translation>
    </message>
    <message>
        <source>%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)</source>
        <translation>%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rating used</source>
        <translation>Elo usado</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>excluida</translation>
    </message>
    <message>
        <source>Average rating of the opponents (Ra)</source>
        <translation>Media de Elo de los rivales (Ra)</translation>
    </message>
    <message>
        <source>Score needed</source>
        <translation>Puntuación necesaria</translation>
    </message>
    <message>
        <source>Score made</source>
        <translation>Puntuación lograda</translation>
    </message>
    <message>
        <source>%1 (%2 %, performance %3)</source>
        <translation>%1 (%2 %, resultado %3)</translation>
    </message>
    <message>
        <source>Exceeding the norm by</source>
        <translation>Norma superada en</translation>
    </message>
    <message>
        <source>Remarks:</source>
        <translation>Observaciones:</translation>
    </message>
    <message>
        <source>Chief Arbiter:</source>
        <translation>Árbitro principal:</translation>
    </message>
    <message>
        <source>Federation official:</source>
        <translation>Responsable de la federación:</translation>
    </message>
    <message>
        <source>player %1 made no norm after round %2</source>
        <translation>el jugador %1 no logró ninguna norma tras la ronda %2</translation>
    </message>
    <message>
        <source>Where applying 1.4.3d: federations</source>
        <translation>Aplicando 1.4.3d: federaciones</translation>
    </message>
    <message>
        <source>Rated players not from the host federation</source>
        <translation>Jugadores con Elo que no son de la federación anfitriona</translation>
    </message>
    <message>
        <source>Of them GM, IM, WGM or WIM</source>
        <translation>De ellos GM, MI, WGM o WIM</translation>
    </message>
    <message>
        <source>The rules applied: an unrated opponent counts as 1400, and the lowest opponent under the norm's rating floor is raised to it (1.4.6b), as the column Rating used shows. Not valid until confirmed by the FIDE Qualification Commission.</source>
        <translation>Las reglas aplicadas: un rival sin Elo cuenta 1400, y el rival más bajo por debajo del mínimo de la norma se eleva a él (1.4.6b), como muestra la columna «Elo usado». No es válido hasta que lo confirme la Comisión de Calificación de la FIDE.</translation>
    </message>
</context>
<context>
    <name>arb::NormsDialog</name>
    <message>
        <source>Title norms</source>
        <translation>Normas de título</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Norms made</source>
        <translation>Normas logradas</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>Tras la &amp;ronda:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a title norm after round %1, judged by the FIDE Title Regulations (B.01, 2024) on the games played over the board. The tournament's own conditions (1.1) are the arbiter's to confirm.</source>
        <translation><numerusform>%n jugador con una norma de título tras la ronda %1, juzgada por el reglamento de títulos de la FIDE (B.01, 2024) sobre las partidas jugadas sobre el tablero. Las condiciones del propio torneo (1.1) las confirma el árbitro.</numerusform><numerusform>%n jugadores con una norma de título tras la ronda %1, juzgada por el reglamento de títulos de la FIDE (B.01, 2024) sobre las partidas jugadas sobre el tablero. Las condiciones del propio torneo (1.1) las confirma el árbitro.</numerusform></translation>
    </message>
    <message>
        <source>  opponent %1 raised to the rating floor (1.4.6b)</source>
        <translation>  rival %1 elevado al mínimo de Elo (1.4.6b)</translation>
    </message>
    <message>
        <source>Games played over the board:</source>
        <translation>Partidas jugadas sobre el tablero:</translation>
    </message>
    <message>
        <source>  round %1: %2 (%3) %4 %5 %6, result %7</source>
        <translation>  ronda %1: %2 (%3) %4 %5 %6, resultado %7</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message numerus="yes">
        <source>  and %n round(s) won without a game (PAB or forfeit)</source>
        <translation><numerusform>  y %n ronda ganada sin partida (descanso o incomparecencia)</numerusform><numerusform>  y %n rondas ganadas sin partida (descanso o incomparecencia)</numerusform></translation>
    </message>
    <message>
        <source>Certificates as &amp;PDF...</source>
        <translation>Certificados en &amp;PDF...</translation>
    </message>
    <message>
        <source>The certificate of title result (IT1) of each norm the selected player made, one page each</source>
        <translation>El certificado (IT1) de cada norma del jugador elegido, una página cada uno</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Certificates: %1</source>
        <translation>Certificados: %1</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>Certificados escritos en %1</translation>
    </message>
    <message>
        <source>The tournament report (IT3) that goes with the norms, as PDF</source>
        <translation>El informe del torneo (IT3) que acompaña a las normas, en PDF</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>Tournament report: %1</source>
        <translation>Informe del torneo: %1</translation>
    </message>
    <message>
        <source>Tournament report written to %1</source>
        <translation>Informe del torneo escrito en %1</translation>
    </message>
    <message>
        <source>&amp;Tournament report (IT3)...</source>
        <translation>&amp;Informe del torneo (IT3)...</translation>
    </message>
    <message>
        <source>Still possible</source>
        <translation>Aún posibles</translation>
    </message>
    <message>
        <source>The norms the player can still make in the rounds left, if the rounds not paired yet bring the opponents who help the norm most</source>
        <translation>Las normas que el jugador aún puede lograr en las rondas que quedan, si las rondas aún sin emparejar le dan los rivales que más ayudan a la norma</translation>
    </message>
    <message>
        <source>An exemption from the federation requirements (1.4.3, 1.4.4) the event has by the Title Regulations: 1.4.3a and b for the players of the host federation, c for everyone. 1.4.3d (a Swiss with enough foreign titled players) is worked out from the event.</source>
        <translation>Una exención de los requisitos de federaciones (1.4.3, 1.4.4) que el torneo tiene según el Reglamento de Títulos: 1.4.3a y b para los jugadores de la federación anfitriona, c para todos. 1.4.3d (un suizo con bastantes titulados extranjeros) se calcula a partir del torneo.</translation>
    </message>
    <message>
        <source>&amp;Federation requirements:</source>
        <translation>&amp;Requisitos de federaciones:</translation>
    </message>
    <message>
        <source>round %1: %2 (%3)</source>
        <translation>ronda %1: %2 (%3)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
</context>
<context>
    <name>arb::OrderedList</name>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Ctrl+Up in the list</source>
        <translation>Ctrl+Arriba en la lista</translation>
    </message>
    <message>
        <source>Ctrl+Down in the list</source>
        <translation>Ctrl+Abajo en la lista</translation>
    </message>
</context>
<context>
    <name>arb::PagedReport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
</context>
<context>
    <name>arb::PairingCheck</name>
    <message>
        <source>%1-bye</source>
        <translation>%1-descanso</translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation>sistema holandés FIDE</translation>
    </message>
    <message>
        <source>a team tournament: its pairings are not paired again (Arbiter pairs individual Swiss events)</source>
        <translation>un torneo por equipos: sus emparejamientos no se rehacen (Arbiter empareja torneos individuales por sistema suizo)</translation>
    </message>
    <message>
        <source>the file names no pairing system (no 192 code, no "Dutch" in 092 "%1"): its pairings are not paired again; --system dutch checks them by the FIDE Dutch system</source>
        <translation>el archivo no nombra ningún sistema de emparejamiento (sin código 192, sin «Dutch» en 092 «%1»): sus emparejamientos no se rehacen; --system dutch los comprueba según el sistema holandés FIDE</translation>
    </message>
    <message>
        <source>the engine cannot pair it: %1</source>
        <translation>el motor no puede emparejarla: %1</translation>
    </message>
    <message>
        <source>file %1; engine %2</source>
        <translation>archivo %1; motor %2</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronda %1: %2</translation>
    </message>
    <message>
        <source>players %1 and %2 meet %3 time(s); a round robin of %4 cycle(s) pairs them %4 time(s)</source>
        <translation>los jugadores %1 y %2 se enfrentan %3 vez/veces; un round robin de %4 ciclo(s) los empareja %4 vez/veces</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>todos contra todos</translation>
    </message>
</context>
<context>
    <name>arb::PairingNumbers</name>
    <message>
        <source>rating, then title, then FIDE ID (C.04.2 2.2; the last key as the regulations state it)</source>
        <translation>Elo, luego título, luego ID FIDE (C.04.2 2.2; el último criterio según las bases)</translation>
    </message>
    <message>
        <source>rating, then title, then by lot with seed %1 (C.04.2 2.2; the last key as the regulations state it)</source>
        <translation>Elo, luego título, luego por sorteo con la semilla %1 (C.04.2 2.2; el último criterio según las bases)</translation>
    </message>
    <message>
        <source>rating, then title, then name (C.04.2 2.2)</source>
        <translation>Elo, luego título, luego nombre (C.04.2 2.2)</translation>
    </message>
    <message>
        <source>the players of a team event keep their numbers: the teams' order decides the pairing (C.04.6 1.1.2)</source>
        <translation>los jugadores de un torneo por equipos conservan sus números: el orden de los equipos decide el emparejamiento (C.04.6 1.1.2)</translation>
    </message>
    <message>
        <source>a play-off is set up for the final standings; its players are named by their numbers</source>
        <translation>hay un desempate preparado para la clasificación final; sus jugadores se nombran por sus números</translation>
    </message>
    <message>
        <source>player %1 (%2, %3) should have number %4, which nobody has</source>
        <translation>el jugador %1 (%2, %3) debería tener el número %4, que no tiene nadie</translation>
    </message>
    <message>
        <source>player %1 (%2, %3) ranks above player %4 (%5, %6)</source>
        <translation>el jugador %1 (%2, %3) va por delante del jugador %4 (%5, %6)</translation>
    </message>
    <message>
        <source>%1; the rating is the tournament rating by %2</source>
        <translation>%1; el rating es el rating del torneo según %2</translation>
    </message>
</context>
<context>
    <name>arb::PairingPreviewDialog</name>
    <message>
        <source>E&amp;xchange players</source>
        <translation>Ca&amp;mbiar jugadores</translation>
    </message>
    <message>
        <source>Pairing of round %1</source>
        <translation>Emparejamiento de la ronda %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>Check the pairing before it is stored. Select a board to swap its colours, or two players to exchange them; every change is written to the audit log.</source>
        <translation>Compruebe el emparejamiento antes de guardarlo. Seleccione un tablero para intercambiar sus colores, o dos jugadores para cambiarlos; cada cambio se anota en el registro.</translation>
    </message>
    <message>
        <source>&amp;Store this pairing</source>
        <translation>&amp;Guardar este emparejamiento</translation>
    </message>
    <message>
        <source>bye (pairing-allocated)</source>
        <translation>descanso (asignado por emparejamiento)</translation>
    </message>
    <message>
        <source>already had a bye or a forfeit win (round %1)</source>
        <translation>ya tuvo un descanso o una victoria por incomparecencia (ronda %1)</translation>
    </message>
    <message>
        <source>already met in round %1</source>
        <translation>ya se enfrentaron en la ronda %1</translation>
    </message>
    <message>
        <source>%1: colour difference %2</source>
        <translation>%1: diferencia de colores %2</translation>
    </message>
    <message>
        <source>%1: third %2 in a row</source>
        <translation>%1: tercera vez %2 seguida</translation>
    </message>
    <message>
        <source>No manual changes.</source>
        <translation>Sin cambios manuales.</translation>
    </message>
    <message>
        <source>Manual changes: %1</source>
        <translation>Cambios manuales: %1</translation>
    </message>
    <message>
        <source>board %1: colours swapped (%2 White, %3 Black)</source>
        <translation>tablero %1: colores intercambiados (%2 blancas, %3 negras)</translation>
    </message>
    <message>
        <source>players %1 and %2 exchanged (boards %3 and %4)</source>
        <translation>jugadores %1 y %2 cambiados (tableros %3 y %4)</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>&amp;Intercambiar colores</translation>
    </message>
    <message>
        <source>player %1 has fewer points (%2) and may take the bye</source>
        <translation>el jugador %1 tiene menos puntos (%2) y puede recibir el bye</translation>
    </message>
    <message>
        <source>a prohibited pair in this round</source>
        <translation>una pareja prohibida en esta ronda</translation>
    </message>
    <message>
        <source>%1 expects Black and %2 White: both get the other colour</source>
        <translation>%1 espera negras y %2 blancas: ambos reciben el otro color</translation>
    </message>
    <message>
        <source>bye (%1): %2</source>
        <translation>descanso (%1): %2</translation>
    </message>
    <message>
        <source>board %1 (%2-%3): %4</source>
        <translation>tablero %1 (%2-%3): %4</translation>
    </message>
</context>
<context>
    <name>arb::PairingRules</name>
    <message>
        <source>250: expected the virtual points, the first and last round and the first and last player, found "%1"</source>
        <translation>250: se esperaban los puntos virtuales, la primera y última ronda y el primer y último jugador; se encontró «%1»</translation>
    </message>
    <message>
        <source>250: "%1" is not virtual points for a range of rounds and players</source>
        <translation>250: «%1» no son puntos virtuales para un intervalo de rondas y jugadores</translation>
    </message>
    <message>
        <source>XXA: expected a start number in columns 5-8</source>
        <translation>XXA: se esperaba un número inicial en las columnas 5-8</translation>
    </message>
    <message>
        <source>XXA: "%1" in columns %2-%3 is not a number of points</source>
        <translation>XXA: «%1» en las columnas %2-%3 no es un número de puntos</translation>
    </message>
    <message>
        <source>XXP: expected two or more start numbers, found "%1"</source>
        <translation>XXP: se esperaban dos o más números iniciales; se encontró «%1»</translation>
    </message>
    <message>
        <source>260: expected the first and last round and two or more start numbers, found "%1"</source>
        <translation>260: se esperaban la primera y última ronda y dos o más números iniciales; se encontró «%1»</translation>
    </message>
    <message>
        <source> (rounds %1-%2)</source>
        <translation> (rondas %1-%2)</translation>
    </message>
    <message>
        <source>prohibited pairs, group %1 ("%2"): %3</source>
        <translation>emparejamientos prohibidos, grupo %1 («%2»): %3</translation>
    </message>
    <message>
        <source>the rounds must run from 1 up</source>
        <translation>las rondas deben ir en aumento desde 1</translation>
    </message>
    <message>
        <source>"%1" is not a start number</source>
        <translation>«%1» no es un número inicial</translation>
    </message>
    <message>
        <source>a group needs two or more players</source>
        <translation>un grupo necesita dos o más jugadores</translation>
    </message>
    <message>
        <source>192: the pairing system "%1" is not the FIDE Dutch system, the only Swiss system Arbiter pairs; no other system's pairing is given in its place</source>
        <translation>192: el sistema de emparejamiento «%1» no es el sistema holandés FIDE, el único sistema suizo que empareja Arbiter; no se da en su lugar el emparejamiento de otro sistema</translation>
    </message>
    <message>
        <source>299: abnormal points (a penalty, a bonus or non-standard forfeit points) are not applied by the pairing; the pairing would use other scores than the file's</source>
        <translation>299: los puntos anómalos (una penalización, una bonificación o puntos por incomparecencia no estándar) no los aplica el emparejamiento; usaría otras puntuaciones que las del fichero</translation>
    </message>
    <message>
        <source>XXC rank: pairing by the order of the records in the file is not supported; the start numbers are the pairing numbers</source>
        <translation>XXC rank: emparejar según el orden de los registros del fichero no está admitido; los números iniciales son los números de emparejamiento</translation>
    </message>
    <message>
        <source>XXZ: absences for the next round are not read from this record; enter them as a zero-point bye (240 Z or "0000 - Z" in the round)</source>
        <translation>XXZ: las ausencias de la ronda siguiente no se leen de este registro; introdúzcalas como descanso de cero puntos (240 Z o «0000 - Z» en la ronda)</translation>
    </message>
    <message>
        <source>%1: bbpPairings' scoring records are not read; write the scoring as a 162 record</source>
        <translation>%1: los registros de puntuación de bbpPairings no se leen; escriba la puntuación como registro 162</translation>
    </message>
    <message>
        <source>XXS: points that depend on the colour (%1=%2, %3=%4) are not supported</source>
        <translation>XXS: los puntos que dependen del color (%1=%2, %3=%4) no están admitidos</translation>
    </message>
</context>
<context>
    <name>arb::PairingsModel</name>
    <message>
        <source>player %1 does not exist</source>
        <translation>el jugador %1 no existe</translation>
    </message>
    <message>
        <source>player %1 is paired twice in this round</source>
        <translation>el jugador %1 está emparejado dos veces en esta ronda</translation>
    </message>
    <message>
        <source>%1 and %2 have already met</source>
        <translation>%1 y %2 ya se han enfrentado</translation>
    </message>
    <message>
        <source>½ (half-point bye)</source>
        <translation>½ (bye de medio punto)</translation>
    </message>
    <message>
        <source>1 (full-point bye)</source>
        <translation>1 (bye de un punto)</translation>
    </message>
    <message>
        <source>1 (pairing-allocated bye)</source>
        <translation>1 (bye asignado por emparejamiento)</translation>
    </message>
    <message>
        <source>0 (zero-point bye)</source>
        <translation>0 (bye sin puntos)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Round %1, board %2: "%3" is not a result; type 1, = (or 5), 0, +, -, X (double forfeit), or H, F, U, Z for a bye</source>
        <translation>Ronda %1, tablero %2: «%3» no es un resultado; escriba 1, = (o 5), 0, +, -, X (doble incomparecencia) o H, F, U, Z para un bye</translation>
    </message>
</context>
<context>
    <name>arb::PlayerCategories</name>
    <message>
        <source>women and girls</source>
        <translation>mujeres y niñas</translation>
    </message>
    <message>
        <source>under %1 on %2</source>
        <translation>menores de %1 el %2</translation>
    </message>
    <message>
        <source>born %1 or later</source>
        <translation>nacidos en %1 o después</translation>
    </message>
    <message>
        <source>%1 or older on %2</source>
        <translation>%1 o más el %2</translation>
    </message>
    <message>
        <source>born %1 or earlier</source>
        <translation>nacidos en %1 o antes</translation>
    </message>
    <message>
        <source>rating from %1 to below %2</source>
        <translation>Elo desde %1 hasta menos de %2</translation>
    </message>
    <message>
        <source>rating %1 or more</source>
        <translation>Elo %1 o más</translation>
    </message>
    <message>
        <source>rating below %1 (unrated included)</source>
        <translation>Elo inferior a %1 (sin Elo incluidos)</translation>
    </message>
    <message>
        <source>club %1</source>
        <translation>club %1</translation>
    </message>
    <message>
        <source>federation %1</source>
        <translation>federación %1</translation>
    </message>
    <message>
        <source>a category has no name</source>
        <translation>una categoría no tiene nombre</translation>
    </message>
    <message>
        <source>category "%1": the name is used twice</source>
        <translation>categoría «%1»: el nombre se usa dos veces</translation>
    </message>
    <message>
        <source>category "%1": the age %2 is not from 1 to 120</source>
        <translation>categoría «%1»: la edad %2 no está entre 1 y 120</translation>
    </message>
    <message>
        <source>category "%1": give a rating band (a lowest rating, a rating to stay below, or both, from 1 to 4000)</source>
        <translation>categoría «%1»: indique una franja de Elo (un Elo mínimo, un Elo que no alcanzar, o ambos, de 1 a 4000)</translation>
    </message>
    <message>
        <source>category "%1": name the club or federation</source>
        <translation>categoría «%1»: indique el club o la federación</translation>
    </message>
</context>
<context>
    <name>arb::PlayerFields</name>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>federación</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>Id FIDE</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>fecha de nacimiento</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>sexo</translation>
    </message>
    <message>
        <source>%1 "%2" is stored as %3</source>
        <translation>%1 «%2» se guarda como %3</translation>
    </message>
    <message>
        <source>title "%1" is not a FIDE title: use GM, IM, FM, CM, WGM, WIM, WFM or WCM, or leave it empty</source>
        <translation>el título «%1» no es un título FIDE: use GM, IM, FM, CM, WGM, WIM, WFM o WCM, o déjelo vacío</translation>
    </message>
    <message>
        <source>federation "%1" is a country name: type the FIDE code %2</source>
        <translation>la federación «%1» es un nombre de país: escriba el código FIDE %2</translation>
    </message>
    <message>
        <source>federation "%1" is not a FIDE federation code: three letters, e.g. GER, TUR</source>
        <translation>la federación «%1» no es un código de federación FIDE: tres letras, p. ej. GER, TUR</translation>
    </message>
    <message>
        <source>FIDE id "%1" is not a FIDE id: digits only, at most 11</source>
        <translation>el ID FIDE «%1» no es válido: solo dígitos, 11 como máximo</translation>
    </message>
    <message>
        <source>birth date "%1" is not a date: type YYYY-MM-DD, DD.MM.YYYY or the year alone</source>
        <translation>la fecha de nacimiento «%1» no es una fecha: escriba AAAA-MM-DD, DD.MM.AAAA o solo el año</translation>
    </message>
    <message>
        <source>birth date "%1" is not a possible birth date (from 1900 to today)</source>
        <translation>la fecha de nacimiento «%1» no es posible (de 1900 a hoy)</translation>
    </message>
    <message>
        <source>sex "%1" is not m or w</source>
        <translation>el sexo «%1» no es m ni w</translation>
    </message>
    <message>
        <source>unknown player field</source>
        <translation>campo de jugador desconocido</translation>
    </message>
</context>
<context>
    <name>arb::PlayerRoundsModel</name>
    <message>
        <source>white</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>paired, no result yet: unplayed (Art. 16)</source>
        <translation>emparejado, sin resultado aún: no jugada (art. 16)</translation>
    </message>
    <message>
        <source>not paired: zero-point bye (Art. 16.1.1)</source>
        <translation>no emparejado: descanso sin puntos (art. 16.1.1)</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jugada</translation>
    </message>
    <message>
        <source>played, not rated</source>
        <translation>jugada, no evaluada</translation>
    </message>
    <message>
        <source>forfeit win: unplayed, dummy opponent (Art. 16.2.2)</source>
        <translation>victoria por incomparecencia: no jugada, rival virtual (art. 16.2.2)</translation>
    </message>
    <message>
        <source>forfeit loss: voluntarily unplayed (Art. 16.2.4)</source>
        <translation>derrota por incomparecencia: no jugada voluntariamente (art. 16.2.4)</translation>
    </message>
    <message>
        <source>pairing-allocated bye: dummy opponent (Art. 16.2.1)</source>
        <translation>descanso por emparejamiento: rival virtual (art. 16.2.1)</translation>
    </message>
    <message>
        <source>full-point bye (Art. 16.2.1)</source>
        <translation>descanso de un punto (art. 16.2.1)</translation>
    </message>
    <message>
        <source>half-point bye: requested (Art. 16.1.1)</source>
        <translation>descanso de medio punto: solicitado (art. 16.1.1)</translation>
    </message>
    <message>
        <source>zero-point bye: requested (Art. 16.1.1)</source>
        <translation>descanso sin puntos: solicitado (art. 16.1.1)</translation>
    </message>
    <message>
        <source>absent (Art. 16.1.1)</source>
        <translation>ausente (art. 16.1.1)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Puntos del rival</translation>
    </message>
    <message>
        <source>For the tie-breaks</source>
        <translation>Para los desempates</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variación de Elo</translation>
    </message>
    <message>
        <source>Rating change (K %1: %2)</source>
        <translation>Variación de Elo (K %1: %2)</translation>
    </message>
</context>
<context>
    <name>arb::PlayersModel</name>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>Id FIDE</translation>
    </message>
    <message>
        <source>Withdrawn from round</source>
        <translation>Retirado desde la ronda</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Player %1: %2 "%3" is not a number from 0 to %4</source>
        <translation>Jugador %1: %2 «%3» no es un número de 0 a %4</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Nacido</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>the FIDE development coefficient K of the rating calculation</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Jugador %1: %2</translation>
    </message>
    <message>
        <source>K factor</source>
        <translation>Factor K</translation>
    </message>
    <message>
        <source>⚠ The points in the imported file do not add up: %1</source>
        <translation>⚠ Los puntos del archivo importado no cuadran: %1</translation>
    </message>
    <message>
        <source>no federation set</source>
        <translation>sin federación indicada</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <extracomment>the player's rating in his national federation's list</extracomment>
        <translation>Rating nac.</translation>
    </message>
    <message>
        <source>national rating</source>
        <translation>rating nacional</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>introducido</translation>
    </message>
    <message>
        <source>FIDE rating: %1 (source: %2)
National rating (%3): %4
Tournament rating: %5, by %6</source>
        <translation>Elo FIDE: %1 (origen: %2)
Rating nacional (%3): %4
Rating del torneo: %5, según %6</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>No half-point byes (the event's regulations)</source>
        <translation>Sin byes de medio punto (reglamento del torneo)</translation>
    </message>
    <message>
        <source>From round %1: %2</source>
        <translation>Desde la ronda %1: %2</translation>
    </message>
    <message>
        <source>From round %1: %2 (%3)</source>
        <translation>Desde la ronda %1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>arb::Playoff</name>
    <message>
        <source>places %1-%2 decided by play-off</source>
        <translation>puestos %1-%2 decididos por desempate jugado</translation>
    </message>
    <message>
        <source>lots (%1): %2: %3</source>
        <translation>sorteo (%1): %2: %3</translation>
    </message>
    <message>
        <source>%1: White in the first game</source>
        <translation>%1: blancas en la primera partida</translation>
    </message>
    <message>
        <source>%1, C.1 game %2</source>
        <translation>%1, C.1 partida %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>%1: tied %2-%3, sudden death (C.2)</source>
        <translation>%1: empate %2-%3, muerte súbita (C.2)</translation>
    </message>
    <message>
        <source>%1: White in the first sudden-death game</source>
        <translation>%1: blancas en la primera partida de muerte súbita</translation>
    </message>
    <message>
        <source>%1, C.2 sudden death %2</source>
        <translation>%1, C.2 muerte súbita %2</translation>
    </message>
    <message>
        <source>%1: White in the Armageddon game</source>
        <translation>%1: blancas en la partida de Armagedón</translation>
    </message>
    <message>
        <source>%1, Armageddon (a draw counts as a win for Black)</source>
        <translation>%1, Armagedón (las tablas cuentan como victoria de las negras)</translation>
    </message>
    <message>
        <source>%1, round %2, board %3</source>
        <translation>%1, ronda %2, tablero %3</translation>
    </message>
    <message>
        <source>knockout seeds</source>
        <translation>cabezas de serie de la eliminatoria</translation>
    </message>
    <message>
        <source>knockout round %1: %2 match(es), %3 bye(s)</source>
        <translation>ronda eliminatoria %1: %2 match(es), %3 descanso(s)</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>round %1, match %2</source>
        <translation>ronda %1, match %2</translation>
    </message>
    <message>
        <source>round robin (series %1)</source>
        <translation>todos contra todos (serie %1)</translation>
    </message>
    <message>
        <source>series %1: a round robin of %2 players</source>
        <translation>serie %1: un todos contra todos de %2 jugadores</translation>
    </message>
    <message>
        <source>%1: pairing numbers</source>
        <translation>%1: números de emparejamiento</translation>
    </message>
    <message>
        <source>%1, cycle %2</source>
        <translation>%1, ciclo %2</translation>
    </message>
    <message>
        <source>%1, tie for place %2</source>
        <translation>%1, empate por el puesto %2</translation>
    </message>
    <message>
        <source>result %1 for game "%2": there is no such game in the plan</source>
        <translation>resultado %1 para la partida «%2»: esa partida no está en el plan</translation>
    </message>
    <message>
        <source>result %1 (%2): the play-off is already decided after %3 game(s)</source>
        <translation>resultado %1 (%2): el desempate ya está decidido tras %3 partida(s)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>se esperaba un objeto JSON</translation>
    </message>
    <message>
        <source>record "%1": %2</source>
        <translation>registro «%1»: %2</translation>
    </message>
    <message>
        <source>record "%1": expected PLACE GAME RESULT</source>
        <translation>registro «%1»: se esperaba PUESTO PARTIDA RESULTADO</translation>
    </message>
    <message>
        <source>series %1: two players, a match (C.1)</source>
        <translation>serie %1: dos jugadores, un match (C.1)</translation>
    </message>
    <message>
        <source>C match</source>
        <translation>match C</translation>
    </message>
    <message>
        <source>%1.2 round robin %2 (colours reversed)</source>
        <translation>%1.2 todos contra todos %2 (colores invertidos)</translation>
    </message>
    <message>
        <source>%1.1 round robin %2</source>
        <translation>%1.1 todos contra todos %2</translation>
    </message>
    <message>
        <source>series %1: %2 players, %3</source>
        <translation>serie %1: %2 jugadores, %3</translation>
    </message>
    <message>
        <source>%1: all %2 players tied (%3.%4)</source>
        <translation>%1: los %2 jugadores empatados (%3.%4)</translation>
    </message>
    <message>
        <source>%1: %2 players tied for first (%3): %4</source>
        <translation>%1: %2 jugadores empatados en el primer puesto (%3): %4</translation>
    </message>
    <message>
        <source>E.2.4 semi-final seeds from %1</source>
        <translation>E.2.4 cabezas de serie de semifinales según %1</translation>
    </message>
    <message>
        <source>E.2 semi-final seeds: %1</source>
        <translation>E.2 cabezas de serie de semifinales: %1</translation>
    </message>
    <message>
        <source>series %1: four players, semi-finals and a final (E)</source>
        <translation>serie %1: cuatro jugadores, semifinales y final (E)</translation>
    </message>
    <message>
        <source>E.1 semi-final 1-4</source>
        <translation>E.1 semifinal 1-4</translation>
    </message>
    <message>
        <source>E.1 semi-final 2-3</source>
        <translation>E.1 semifinal 2-3</translation>
    </message>
    <message>
        <source>E.3 final</source>
        <translation>E.3 final</translation>
    </message>
    <message>
        <source>The play-off was decided on earlier standings: results corrected since then changed who is tied. It stays recorded below but decides no place; start the play-off again for the tie as it is now.</source>
        <translation>El desempate se decidió con una clasificación anterior: los resultados corregidos desde entonces cambiaron quién está empatado. Sigue registrado abajo pero no decide ningún puesto; inicie de nuevo el desempate para el empate actual.</translation>
    </message>
    <message>
        <source>Play-off for place %1: %2</source>
        <translation>Desempate jugado por el puesto %1: %2</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffConfig</name>
    <message>
        <source>unknown play-off setting "%1"</source>
        <translation>ajuste de desempate jugado desconocido «%1»</translation>
    </message>
    <message>
        <source>play-off setting "lotsSeed" must be a whole number (as a string for more than 2^53)</source>
        <translation>el ajuste de desempate «lotsSeed» debe ser un número entero (como cadena si supera 2^53)</translation>
    </message>
    <message>
        <source>play-off setting "%1": "%2" is not one of %3</source>
        <translation>ajuste de desempate «%1»: «%2» no es uno de %3</translation>
    </message>
    <message>
        <source>play-off setting "%1" must be a whole number from %2 to %3</source>
        <translation>el ajuste de desempate «%1» debe ser un número entero de %2 a %3</translation>
    </message>
    <message>
        <source>play-off setting "%1": %2</source>
        <translation>ajuste de desempate «%1»: %2</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffDialog</name>
    <message>
        <source>Start a play-off</source>
        <translation>Iniciar un desempate jugado</translation>
    </message>
    <message>
        <source>Tata Steel Masters</source>
        <translation>Tata Steel Masters</translation>
    </message>
    <message>
        <source>Knockout with Armageddon</source>
        <translation>Eliminatoria con Armagedón</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>First place only</source>
        <translation>Solo el primer puesto</translation>
    </message>
    <message>
        <source>Every tied place</source>
        <translation>Cada puesto empatado</translation>
    </message>
    <message>
        <source>all tie-breaks</source>
        <translation>todos los desempates</translation>
    </message>
    <message>
        <source>Players qualify when equal on points and on this many tie-breaks of the list (0: points only)</source>
        <translation>Se clasifican los jugadores empatados a puntos y en este número de desempates de la lista (0: solo puntos)</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Sorteo</translation>
    </message>
    <message>
        <source>Main standings</source>
        <translation>Clasificación principal</translation>
    </message>
    <message>
        <source>Higher placed player has White</source>
        <translation>El jugador mejor clasificado lleva blancas</translation>
    </message>
    <message>
        <source>minutes+seconds, e.g. 3+2, or White/Black: 2.5+2/3+2</source>
        <translation>minutos+segundos, p. ej. 3+2, o blancas/negras: 2.5+2/3+2</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>e.g. 2026-01-30 17:00</source>
        <translation>p. ej. 2026-01-30 17:00</translation>
    </message>
    <message>
        <source>Every drawing of lots of the play-off is made from this number; it is recorded, so the same number and results always give the same plan</source>
        <translation>Cada sorteo del desempate se hace a partir de este número; se guarda, así que el mismo número y los mismos resultados dan siempre el mismo plan</translation>
    </message>
    <message>
        <source>&amp;Places played off (3.1.1):</source>
        <translation>P&amp;uestos a desempatar (3.1.1):</translation>
    </message>
    <message>
        <source>&amp;Qualifying tie-breaks (3.1.2):</source>
        <translation>Desempates de &amp;clasificación (3.1.2):</translation>
    </message>
    <message>
        <source>Pairing &amp;numbers (3.1.4):</source>
        <translation>&amp;Números de emparejamiento (3.1.4):</translation>
    </message>
    <message>
        <source>&amp;Colours (3.1.5):</source>
        <translation>C&amp;olores (3.1.5):</translation>
    </message>
    <message>
        <source>&amp;Game time (3.1.6):</source>
        <translation>Ritmo de las p&amp;artidas (3.1.6):</translation>
    </message>
    <message>
        <source>&amp;Armageddon time:</source>
        <translation>Ritmo del Arma&amp;gedón:</translation>
    </message>
    <message>
        <source>&amp;Match games:</source>
        <translation>Partidas del ma&amp;tch:</translation>
    </message>
    <message>
        <source>Round-robin c&amp;ycles:</source>
        <translation>Cic&amp;los del todos contra todos:</translation>
    </message>
    <message>
        <source>&amp;Rest after the main event (3.1.7):</source>
        <translation>&amp;Descanso tras el torneo principal (3.1.7):</translation>
    </message>
    <message>
        <source>&amp;Break between games:</source>
        <translation>Pausa &amp;entre partidas:</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>Comien&amp;zo:</translation>
    </message>
    <message>
        <source>&amp;Lots seed:</source>
        <translation>Semilla del &amp;sorteo:</translation>
    </message>
    <message>
        <source>&amp;Start play-off</source>
        <translation>&amp;Iniciar el desempate</translation>
    </message>
    <message>
        <source>Game time</source>
        <translation>Ritmo de las partidas</translation>
    </message>
    <message>
        <source>Sudden-death time</source>
        <translation>Ritmo de muerte súbita</translation>
    </message>
    <message>
        <source>Armageddon time</source>
        <translation>Ritmo del Armagedón</translation>
    </message>
    <message>
        <source>%1 "%2": %3</source>
        <translation>%1 «%2»: %3</translation>
    </message>
    <message>
        <source>Lots seed "%1": a whole number is needed</source>
        <translation>Semilla del sorteo «%1»: se necesita un número entero</translation>
    </message>
    <message>
        <source>Place %1: %2</source>
        <translation>Puesto %1: %2</translation>
    </message>
    <message>
        <source>No players are tied under these settings.</source>
        <translation>Con estos ajustes no hay jugadores empatados.</translation>
    </message>
    <message>
        <source>Tied players:</source>
        <translation>Jugadores empatados:</translation>
    </message>
    <message>
        <source>N&amp;ew seed</source>
        <translation>Nueva &amp;semilla</translation>
    </message>
    <message>
        <source>Temp&amp;late (3.1.3):</source>
        <translation>&amp;Plantilla (3.1.3):</translation>
    </message>
    <message>
        <source>Su&amp;dden-death time:</source>
        <translation>Ritmo de &amp;muerte súbita:</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffGamesModel</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
</context>
<context>
    <name>arb::PlayoffReport</name>
    <message>
        <source>White %1, Black %2</source>
        <translation>Blancas %1, negras %2</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>No play-off was started.</source>
        <translation>No se ha iniciado ningún desempate jugado.</translation>
    </message>
    <message>
        <source>Tata Steel Masters tiebreak regulations</source>
        <translation>Reglamento de desempate del Tata Steel Masters</translation>
    </message>
    <message>
        <source>knockout matches with Armageddon</source>
        <translation>encuentros eliminatorios con Armagedón</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>todos contra todos</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partidas: %1</translation>
    </message>
    <message>
        <source>Sudden death: %1</source>
        <translation>Muerte súbita: %1</translation>
    </message>
    <message>
        <source>Armageddon (a draw counts as a win for Black): %1</source>
        <translation>Armagedón (las tablas cuentan como victoria de las negras): %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Comienzo: %1</translation>
    </message>
    <message>
        <source>rest after the main event: %1 min</source>
        <translation>descanso tras el torneo principal: %1 min</translation>
    </message>
    <message>
        <source>break between games: %1 min</source>
        <translation>pausa entre partidas: %1 min</translation>
    </message>
    <message>
        <source>No players are tied for a place played off.</source>
        <translation>No hay jugadores empatados por un puesto a desempatar.</translation>
    </message>
    <message>
        <source>Play-off for place %1</source>
        <translation>Desempate jugado por el puesto %1</translation>
    </message>
    <message>
        <source>Time controls:</source>
        <translation>Ritmos de juego:</translation>
    </message>
    <message>
        <source>Schedule:</source>
        <translation>Horario:</translation>
    </message>
    <message>
        <source>Lots seed:</source>
        <translation>Semilla del sorteo:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Main rank</source>
        <translation>Puesto principal</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Partidas con negras</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Sorteo</translation>
    </message>
    <message>
        <source>Semi-final seeding (E.2):</source>
        <translation>Cabezas de serie de semifinales (E.2):</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>Cuadro eliminatorio</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>to be played</source>
        <translation>por jugar</translation>
    </message>
    <message>
        <source>Round robin %1</source>
        <translation>Todos contra todos %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>w</source>
        <translation>b</translation>
    </message>
    <message>
        <source>b</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Games in order of play</source>
        <translation>Partidas en orden de juego</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>Blancas %1</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>Negras %1</translation>
    </message>
    <message>
        <source>The play-off goes on: the next games follow from these results.</source>
        <translation>El desempate continúa: las siguientes partidas dependen de estos resultados.</translation>
    </message>
    <message>
        <source>Final order of the play-off</source>
        <translation>Orden final del desempate</translation>
    </message>
    <message>
        <source>The other players of the play-off share second place; prize money is shared equally (A.2).</source>
        <translation>Los demás jugadores del desempate comparten el segundo puesto; los premios se reparten a partes iguales (A.2).</translation>
    </message>
    <message>
        <source>Final standings with the play-off result</source>
        <translation>Clasificación final con el resultado del desempate</translation>
    </message>
    <message>
        <source>Standings (the play-off is not finished)</source>
        <translation>Clasificación (el desempate no ha terminado)</translation>
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
        <translation>&amp;PDF...</translation>
    </message>
    <message>
        <source>Result of the selected game: 1 White wins, = or 5 draw, 0 Black wins, Delete clears</source>
        <translation>Resultado de la partida seleccionada: 1 ganan blancas, = o 5 tablas, 0 ganan negras, Supr borra</translation>
    </message>
    <message>
        <source>Tie:</source>
        <translation>Empate:</translation>
    </message>
    <message>
        <source>Remove play-off</source>
        <translation>Eliminar el desempate</translation>
    </message>
    <message>
        <source>Remove the play-off and its results? (Undo brings them back.)</source>
        <translation>¿Eliminar el desempate y sus resultados? (Deshacer los recupera.)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n player(s))</source>
        <translation><numerusform>Puesto %1 (%n jugador)</numerusform><numerusform>Puesto %1 (%n jugadores)</numerusform></translation>
    </message>
    <message>
        <source>No play-off started. Start one from here or from the Standings tab when players are tied.</source>
        <translation>No se ha iniciado ningún desempate. Inícielo aquí o desde la pestaña Clasificación cuando haya jugadores empatados.</translation>
    </message>
    <message>
        <source>Play-off (%1), lots seed %2.</source>
        <translation>Desempate (%1), semilla del sorteo %2.</translation>
    </message>
    <message>
        <source>Nobody is tied for a place played off.</source>
        <translation>Nadie está empatado por un puesto a desempatar.</translation>
    </message>
    <message>
        <source>Place %1: %2.</source>
        <translation>Puesto %1: %2.</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Terminado: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) to play next.</source>
        <translation><numerusform>%n partida por jugar a continuación.</numerusform><numerusform>%n partidas por jugar a continuación.</numerusform></translation>
    </message>
    <message>
        <source>Seed %1: %2 %3</source>
        <translation>Cabeza de serie %1: %2 %3</translation>
    </message>
    <message>
        <source>Restart play-off</source>
        <translation>Reiniciar el desempate</translation>
    </message>
    <message numerus="yes">
        <source>Starting the play-off again discards the %n result(s) entered so far (Undo brings them back). Go on?</source>
        <translation><numerusform>Reiniciar el desempate descarta el %n resultado introducido hasta ahora (Deshacer lo recupera). ¿Continuar?</numerusform><numerusform>Reiniciar el desempate descarta los %n resultados introducidos hasta ahora (Deshacer los recupera). ¿Continuar?</numerusform></translation>
    </message>
    <message>
        <source>Play-off as PDF</source>
        <translation>Desempate en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Start p&amp;lay-off...</source>
        <translation>&amp;Iniciar desempate jugado...</translation>
    </message>
    <message>
        <source>Re&amp;move play-off</source>
        <translation>Eli&amp;minar el desempate</translation>
    </message>
    <message>
        <source>Pr&amp;int preview...</source>
        <translation>&amp;Vista previa...</translation>
    </message>
    <message>
        <source>Restart pla&amp;y-off...</source>
        <translation>Re&amp;iniciar el desempate...</translation>
    </message>
    <message>
        <source>&amp;Remove play-off</source>
        <translation>&amp;Eliminar el desempate</translation>
    </message>
    <message>
        <source>&amp;Restart play-off</source>
        <translation>&amp;Reiniciar el desempate</translation>
    </message>
</context>
<context>
    <name>arb::Preset</name>
    <message>
        <source>preset "%1", tie-break %2: %3</source>
        <translation>plantilla «%1», desempate %2: %3</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no debe estar vacío</translation>
    </message>
    <message>
        <source>"%1" is not one of %2</source>
        <translation>«%1» no es uno de %2</translation>
    </message>
    <message>
        <source>expected a positive whole number</source>
        <translation>se esperaba un número entero positivo</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
    <message>
        <source>expected a number of points such as 1 or 0.5</source>
        <translation>se esperaba un número de puntos como 1 o 0.5</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>"%1" is not a tie-break spec</source>
        <translation>«%1» no es una especificación de desempate</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>%1: malformed JSON: %2</source>
        <translation>%1: JSON mal formado: %2</translation>
    </message>
    <message>
        <source>a preset file is a JSON object</source>
        <translation>un archivo de plantilla es un objeto JSON</translation>
    </message>
    <message>
        <source>format: "%1" is not an Arbiter preset (expected "%2")</source>
        <translation>format: «%1» no es una plantilla de Arbiter (se esperaba «%2»)</translation>
    </message>
    <message>
        <source>formatVersion: this preset was written by a newer version of Arbiter (preset format %1; this version reads format %2 and older). Update Arbiter to use it.</source>
        <translation>formatVersion: esta plantilla la escribió una versión más reciente de Arbiter (formato %1; esta versión lee el formato %2 y anteriores). Actualice Arbiter para usarla.</translation>
    </message>
    <message>
        <source>"%1": the edition of C.07 is "2024" or "2026"</source>
        <translation>«%1»: la edición del C.07 es «2024» o «2026»</translation>
    </message>
    <message>
        <source>"%1": use lower-case letters, digits and '-' only</source>
        <translation>«%1»: use solo minúsculas, dígitos y '-'</translation>
    </message>
    <message>
        <source>match points apply to team competitions only</source>
        <translation>los puntos de encuentro solo se aplican a competiciones por equipos</translation>
    </message>
    <message>
        <source>expected a list of tie-breaks</source>
        <translation>se esperaba una lista de desempates</translation>
    </message>
    <message>
        <source>expected an object with "spec" and "rule"</source>
        <translation>se esperaba un objeto con «spec» y «rule»</translation>
    </message>
</context>
<context>
    <name>arb::PresetLibrary</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
    <message>
        <source>"%1" is not a preset id: an id is a name of lower-case letters, digits and '-', never a path</source>
        <translation>«%1» no es un id de plantilla: un id es un nombre de minúsculas, dígitos y '-', nunca una ruta</translation>
    </message>
    <message>
        <source>preset "%1" is not valid: %2</source>
        <translation>la plantilla «%1» no es válida: %2</translation>
    </message>
    <message>
        <source>"%1" is the id of a preset shipped with Arbiter; save it under another id</source>
        <translation>«%1» es el id de una plantilla incluida en Arbiter; guárdela con otro id</translation>
    </message>
    <message>
        <source>cannot create the preset directory %1</source>
        <translation>no se puede crear la carpeta de plantillas %1</translation>
    </message>
    <message>
        <source>no user preset "%1"</source>
        <translation>no hay plantilla de usuario «%1»</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>no se puede eliminar %1</translation>
    </message>
    <message>
        <source>no preset "%1"</source>
        <translation>no hay plantilla «%1»</translation>
    </message>
</context>
<context>
    <name>arb::PresetNames</name>
    <message>
        <source>FIDE individual round robin</source>
        <translation>FIDE individual, todos contra todos</translation>
    </message>
    <message>
        <source>FIDE individual round robin (2026 rules)</source>
        <translation>FIDE individual, todos contra todos (reglas 2026)</translation>
    </message>
    <message>
        <source>FIDE individual Swiss</source>
        <translation>FIDE individual, sistema suizo</translation>
    </message>
    <message>
        <source>FIDE individual Swiss (2026 rules)</source>
        <translation>FIDE individual, sistema suizo (reglas 2026)</translation>
    </message>
    <message>
        <source>FIDE team round robin</source>
        <translation>FIDE por equipos, todos contra todos</translation>
    </message>
    <message>
        <source>FIDE team round robin (2026 rules)</source>
        <translation>FIDE por equipos, todos contra todos (reglas 2026)</translation>
    </message>
    <message>
        <source>FIDE team Swiss</source>
        <translation>FIDE por equipos, sistema suizo</translation>
    </message>
    <message>
        <source>FIDE team Swiss (2026 rules)</source>
        <translation>FIDE por equipos, sistema suizo (reglas 2026)</translation>
    </message>
    <message>
        <source>National B.6 round robin</source>
        <translation>Nacional B.6, todos contra todos</translation>
    </message>
    <message>
        <source>National B.6 Swiss</source>
        <translation>Nacional B.6, sistema suizo</translation>
    </message>
    <message>
        <source>National B.6 team round robin</source>
        <translation>Nacional B.6, por equipos, todos contra todos</translation>
    </message>
    <message>
        <source>National B.6 team Swiss</source>
        <translation>Nacional B.6, por equipos, sistema suizo</translation>
    </message>
    <message>
        <source>Tata Steel Masters</source>
        <translation>Tata Steel Masters</translation>
    </message>
    <message>
        <source>US Chess default</source>
        <translation>US Chess predeterminado</translation>
    </message>
    <message>
        <source>FIDE Handbook C.07, Play-off and Tie-Break Regulations (2024)</source>
        <translation>Manual FIDE C.07, reglamento de desempates jugados y desempates (2024)</translation>
    </message>
    <message>
        <source>FIDE Handbook C.07, Play-off and Tie-Break Regulations (2026)</source>
        <translation>Manual FIDE C.07, reglamento de desempates jugados y desempates (2026)</translation>
    </message>
    <message>
        <source>National championship regulations B.6 (Scoring and tie-breaking system)</source>
        <translation>Reglamento del campeonato nacional B.6 (sistema de puntuación y desempate)</translation>
    </message>
    <message>
        <source>Tiebreak regulations - Tata Steel Masters</source>
        <translation>Reglamento de desempate - Tata Steel Masters</translation>
    </message>
    <message>
        <source>US Chess Federation, Official Rules of Chess, 7th edition, Rule 34 (Breaking Ties)</source>
        <translation>US Chess Federation, Official Rules of Chess, 7.ª edición, regla 34 (Breaking Ties)</translation>
    </message>
</context>
<context>
    <name>arb::PrintDialog</name>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronda:</translation>
    </message>
    <message>
        <source>Print documents</source>
        <translation>Imprimir documentos</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>&amp;Vista previa...</translation>
    </message>
    <message>
        <source>Save as &amp;PDF...</source>
        <translation>Guardar como &amp;PDF...</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Documento:</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;laces per list:</source>
        <translation>Puestos por &amp;lista:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
</context>
<context>
    <name>arb::PrintDocuments</name>
    <message>
        <source>Pairings by board (with scores)</source>
        <translation>Emparejamientos por tablero (con puntos)</translation>
    </message>
    <message>
        <source>Pairings in alphabetical order</source>
        <translation>Emparejamientos por orden alfabético</translation>
    </message>
    <message>
        <source>Result slips (one per board)</source>
        <translation>Planillas de resultado (una por tablero)</translation>
    </message>
    <message>
        <source>Start list by rating</source>
        <translation>Lista de salida por Elo</translation>
    </message>
    <message>
        <source>Start list in alphabetical order</source>
        <translation>Lista de salida por orden alfabético</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Cross table</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Byes and withdrawals</source>
        <translation>Descansos y retiradas</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Clasificación por equipos</translation>
    </message>
    <message>
        <source>Team cross table</source>
        <translation>Tabla cruzada por equipos</translation>
    </message>
    <message>
        <source>Pairings, round %1</source>
        <translation>Emparejamientos, ronda %1</translation>
    </message>
    <message>
        <source>Result slips, round %1</source>
        <translation>Planillas de resultado, ronda %1</translation>
    </message>
    <message>
        <source>Prize list (overall and per category)</source>
        <translation>Lista de premios (general y por categoría)</translation>
    </message>
    <message>
        <source>Final prize list after round %1</source>
        <translation>Lista de premios final tras la ronda %1</translation>
    </message>
    <message>
        <source>Prize list after round %1</source>
        <translation>Lista de premios tras la ronda %1</translation>
    </message>
    <message>
        <source>Pairing rules (acceleration, prohibited pairs)</source>
        <translation>Reglas de emparejamiento (aceleración, emparejamientos prohibidos)</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Reglas de emparejamiento</translation>
    </message>
    <message>
        <source>Team pairings (matches of a round)</source>
        <translation>Emparejamientos de equipos (encuentros de una ronda)</translation>
    </message>
    <message>
        <source>Match cards for the captains (one per match)</source>
        <translation>Actas de encuentro para los capitanes (una por encuentro)</translation>
    </message>
    <message>
        <source>Team pairings, round %1</source>
        <translation>Emparejamientos de equipos, ronda %1</translation>
    </message>
    <message>
        <source>Match cards, round %1</source>
        <translation>Actas de encuentro, ronda %1</translation>
    </message>
    <message>
        <source>FIDE rating changes after round %1</source>
        <translation>Variaciones de Elo FIDE tras la ronda %1</translation>
    </message>
    <message>
        <source>FIDE rating changes</source>
        <translation>Variaciones de Elo FIDE</translation>
    </message>
</context>
<context>
    <name>arb::PrizeFundDialog</name>
    <message>
        <source>&amp;One prize per player</source>
        <translation>&amp;Un premio por jugador</translation>
    </message>
    <message>
        <source>&amp;Withdrawn players may win prizes</source>
        <translation>Los jugadores retirados pueden ganar premi&amp;os</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <source>the larger amount</source>
        <translation>la cantidad mayor</translation>
    </message>
    <message>
        <source>the prize listed first</source>
        <translation>el premio que figura primero</translation>
    </message>
    <message>
        <source>unit by unit in tie-break order</source>
        <translation>unidad a unidad por orden de desempate</translation>
    </message>
    <message>
        <source>kept by the organiser</source>
        <translation>para el organizador</translation>
    </message>
    <message>
        <source>shares rounded up, paid by the organiser</source>
        <translation>partes redondeadas hacia arriba, las paga el organizador</translation>
    </message>
    <message>
        <source>One prize per line: place and amount for the main list, a category first for its prizes:
1 1000
2 600
Women 1 150</source>
        <translation>Un premio por línea: puesto y cantidad para la lista general, el nombre de una categoría delante de sus premios:
1 1000
2 600
Mujeres 1 150</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Moneda:</translation>
    </message>
    <message>
        <source>&amp;Ties:</source>
        <translation>&amp;Empates:</translation>
    </message>
    <message>
        <source>&amp;Paid in multiples of:</source>
        <translation>Pa&amp;gado en múltiplos de:</translation>
    </message>
    <message>
        <source>&amp;No share below:</source>
        <translation>&amp;Ninguna parte por debajo de:</translation>
    </message>
    <message>
        <source>P&amp;rizes:</source>
        <translation>&amp;Premios:</translation>
    </message>
    <message>
        <source>Prize &amp;list on the current standings:</source>
        <translation>&amp;Lista de premios sobre la clasificación actual:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Guar&amp;dar</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>E&amp;xportar CSV...</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Exportar la lista de premios</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Prizes, line %1: %2</source>
        <translation>Premios, línea %1: %2</translation>
    </message>
    <message>
        <source>give the place and the amount, e.g. "1 1000"</source>
        <translation>indique el puesto y la cantidad, p. ej. «1 1000»</translation>
    </message>
    <message>
        <source>"%1" is not a place (1, 2, ...)</source>
        <translation>«%1» no es un puesto (1, 2, ...)</translation>
    </message>
    <message>
        <source>"%1" is not an amount</source>
        <translation>«%1» no es una cantidad</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 aparece dos veces</translation>
    </message>
    <message>
        <source>Paid in multiples of: "%1" is not an amount above 0</source>
        <translation>Pagado en múltiplos de: «%1» no es una cantidad mayor que 0</translation>
    </message>
    <message>
        <source>No share below: "%1" is not an amount</source>
        <translation>Ninguna parte por debajo de: «%1» no es una cantidad</translation>
    </message>
    <message>
        <source>%1: the event has no category "%2" (Players tab, Categories)</source>
        <translation>%1: el torneo no tiene la categoría «%2» (pestaña Jugadores, Categorías)</translation>
    </message>
    <message>
        <source>Export CSV: %1</source>
        <translation>Exportar CSV: %1</translation>
    </message>
    <message>
        <source>W&amp;hat rounding leaves:</source>
        <translation>&amp;Resto del redondeo:</translation>
    </message>
    <message>
        <source>Prize list written to %1</source>
        <translation>Lista de premios escrita en %1</translation>
    </message>
</context>
<context>
    <name>arb::Prizes</name>
    <message numerus="yes">
        <source>%n players tied on %1 points, ranked by the tie-breaks</source>
        <translation><numerusform>%n jugador empatado con %1 puntos, ordenado por desempate</numerusform><numerusform>%n jugadores empatados con %1 puntos, ordenados por desempate</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Hort system: %n players on %1 points; each keeps half of his place's prize, the other half of the prizes is shared equally</source>
        <translation><numerusform>sistema Hort: %n jugador con %1 puntos; cada uno conserva la mitad del premio de su puesto, la otra mitad de los premios se reparte por igual</numerusform><numerusform>sistema Hort: %n jugadores con %1 puntos; cada uno conserva la mitad del premio de su puesto, la otra mitad de los premios se reparte por igual</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>shared equally by the %n players tied for first, whatever the play-off's outcome</source>
        <translation><numerusform>repartido por igual entre los %n jugador empatado en el primer puesto, sea cual sea el resultado del desempate</numerusform><numerusform>repartido por igual entre los %n jugadores empatados en el primer puesto, sea cual sea el resultado del desempate</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>shared equally by %n players on %1 points</source>
        <translation><numerusform>repartido por igual entre %n jugador con %1 puntos</numerusform><numerusform>repartido por igual entre %n jugadores con %1 puntos</numerusform></translation>
    </message>
    <message>
        <source>prize %1</source>
        <translation>premio %1</translation>
    </message>
    <message>
        <source>%1 prize %2</source>
        <translation>%1 premio %2</translation>
    </message>
    <message numerus="yes">
        <source>%n players on %1 points; no share may fall below %2, so the first in the tie-break order takes it all</source>
        <translation><numerusform>%n jugador con %1 puntos; ninguna parte puede bajar de %2, así que el primero por desempate se lo lleva todo</numerusform><numerusform>%n jugadores con %1 puntos; ninguna parte puede bajar de %2, así que el primero por desempate se lo lleva todo</numerusform></translation>
    </message>
    <message>
        <source>(left out so that no share falls below %1, lower in the tie-break order: %2)</source>
        <translation>(excluidos para que ninguna parte baje de %1, más abajo en el desempate: %2)</translation>
    </message>
    <message>
        <source>not awarded: fewer eligible players than prizes</source>
        <translation>no otorgado: menos jugadores con derecho que premios</translation>
    </message>
    <message>
        <source>not awarded: no eligible player in the category</source>
        <translation>no otorgado: ningún jugador con derecho en la categoría</translation>
    </message>
    <message>
        <source>not awarded: no eligible player left in the category</source>
        <translation>no otorgado: no queda ningún jugador con derecho en la categoría</translation>
    </message>
    <message>
        <source>(passed down; a larger or earlier prize is kept by %1)</source>
        <translation>(pasa al siguiente; %1 conserva un premio mayor o anterior)</translation>
    </message>
    <message>
        <source>%1 takes a category prize larger than his share of the main prizes; the main prizes are shared without him</source>
        <translation>%1 toma un premio de categoría mayor que su parte de los premios generales; los premios generales se reparten sin él</translation>
    </message>
    <message>
        <source>share of %1</source>
        <translation>parte de %1</translation>
    </message>
    <message>
        <source>by tie-break order (prizes not shared)</source>
        <translation>por orden de desempate (premios no compartidos)</translation>
    </message>
    <message>
        <source>equal division among tied players</source>
        <translation>reparto igual entre jugadores empatados</translation>
    </message>
    <message>
        <source>Hort system</source>
        <translation>sistema Hort</translation>
    </message>
    <message>
        <source>the players of the play-off for first share its prizes equally</source>
        <translation>los jugadores del desempate por el primer puesto se reparten sus premios a partes iguales</translation>
    </message>
    <message>
        <source>prize fund: not JSON at character %1: %2</source>
        <translation>fondo de premios: no es JSON en el carácter %1: %2</translation>
    </message>
    <message>
        <source>prize fund: the JSON must be an object</source>
        <translation>fondo de premios: el JSON debe ser un objeto</translation>
    </message>
    <message>
        <source>prize fund, currency: "%1" is not a three-letter currency code</source>
        <translation>fondo de premios, currency: «%1» no es un código de moneda de tres letras</translation>
    </message>
    <message>
        <source>prize fund, minorUnits: must be 1, 10, 100 or 1000</source>
        <translation>fondo de premios, minorUnits: debe ser 1, 10, 100 o 1000</translation>
    </message>
    <message>
        <source>prize fund, %1: "%2" is not an amount of %3 (at most %4 decimals)</source>
        <translation>fondo de premios, %1: «%2» no es una cantidad en %3 (como mucho %4 decimales)</translation>
    </message>
    <message>
        <source>prize fund, sharing: "%1" is not one of %2</source>
        <translation>fondo de premios, sharing: «%1» no es uno de %2</translation>
    </message>
    <message>
        <source>prize fund, choice: "%1" is not one of %2</source>
        <translation>fondo de premios, choice: «%1» no es uno de %2</translation>
    </message>
    <message>
        <source>prize fund, remainder: "%1" is not one of %2</source>
        <translation>fondo de premios, remainder: «%1» no es uno de %2</translation>
    </message>
    <message>
        <source>prize fund, unit: must be more than 0</source>
        <translation>fondo de premios, unit: debe ser mayor que 0</translation>
    </message>
    <message>
        <source>prize fund, %1.place: must be 1 or more</source>
        <translation>fondo de premios, %1.place: debe ser 1 o más</translation>
    </message>
    <message>
        <source>prize fund, %1: %2 is listed twice</source>
        <translation>fondo de premios, %1: %2 aparece dos veces</translation>
    </message>
    <message>
        <source>Ties: %1</source>
        <translation>Empates: %1</translation>
    </message>
    <message>
        <source>one prize per player, the larger amount</source>
        <translation>un premio por jugador, la cantidad mayor</translation>
    </message>
    <message>
        <source>one prize per player, the one listed first</source>
        <translation>un premio por jugador, el que figura primero</translation>
    </message>
    <message>
        <source>a player may win several prizes</source>
        <translation>un jugador puede ganar varios premios</translation>
    </message>
    <message>
        <source>shares paid in multiples of %1</source>
        <translation>partes pagadas en múltiplos de %1</translation>
    </message>
    <message>
        <source>no share below %1</source>
        <translation>ninguna parte por debajo de %1</translation>
    </message>
    <message>
        <source>what rounding leaves goes unit by unit in tie-break order</source>
        <translation>lo que deja el redondeo va unidad a unidad por orden de desempate</translation>
    </message>
    <message>
        <source>what rounding leaves stays with the organiser</source>
        <translation>lo que deja el redondeo se lo queda el organizador</translation>
    </message>
    <message>
        <source>shares rounded up, the organiser pays the difference</source>
        <translation>partes redondeadas hacia arriba, el organizador paga la diferencia</translation>
    </message>
    <message>
        <source>Prize fund %1; paid %2</source>
        <translation>Fondo de premios %1; pagado %2</translation>
    </message>
    <message>
        <source>Not awarded: %1</source>
        <translation>No otorgado: %1</translation>
    </message>
    <message>
        <source>Left by rounding, kept by the organiser: %1</source>
        <translation>Resto del redondeo, para el organizador: %1</translation>
    </message>
    <message>
        <source>Rounded up, paid by the organiser on top of the fund: %1</source>
        <translation>Redondeado hacia arriba, pagado por el organizador además del fondo: %1</translation>
    </message>
    <message>
        <source>Ties: %1 (%2)</source>
        <translation>Empates: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>arb::Publish</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
</context>
<context>
    <name>arb::RatingListCheck</name>
    <message numerus="yes">
        <source>%n player(s) found in the list, %1 with another rating or K.</source>
        <translation><numerusform>%n jugador encontrado en la lista, %1 con otro rating o K.</numerusform><numerusform>%n jugadores encontrados en la lista, %1 con otro rating o K.</numerusform></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Advertencia: %1</translation>
    </message>
    <message>
        <source>%1 %2: %3 in the event, %4 in the list</source>
        <translation>%1 %2: %3 en el torneo, %4 en la lista</translation>
    </message>
    <message>
        <source>; K %1, list %2</source>
        <translation>; K %1, lista %2</translation>
    </message>
    <message>
        <source> (no %1 rating: the standard one)</source>
        <translation> (sin rating %1: el estándar)</translation>
    </message>
    <message>
        <source>%1 %2: FIDE id %3 is not in the list</source>
        <translation>%1 %2: el ID FIDE %3 no está en la lista</translation>
    </message>
    <message>
        <source>%1 %2: no FIDE id; rating %3 stays as entered</source>
        <translation>%1 %2: sin ID FIDE; el rating %3 queda como se introdujo</translation>
    </message>
    <message>
        <source>the list does not say its month (neither its rating column nor its file name): check that it is the list of %1</source>
        <translation>la lista no indica su mes (ni su columna de rating ni su nombre de archivo): compruebe que es la lista de %1</translation>
    </message>
    <message>
        <source>the list is of %1; for an event of more than 30 days the list of the current month, %2, is valid</source>
        <translation>la lista es de %1; para un torneo de más de 30 días vale la lista del mes en curso, %2</translation>
    </message>
    <message>
        <source>the list is of %1; the list valid at the start date is %2</source>
        <translation>la lista es de %1; la lista válida en la fecha de inicio es %2</translation>
    </message>
    <message>
        <source>the list is of %1; the event has no start date, and the current list is %2</source>
        <translation>la lista es de %1; el torneo no tiene fecha de inicio, y la lista actual es %2</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days and every round is paired: a new list changes no rating.</source>
        <translation>El torneo dura más de 30 días y todas las rondas están emparejadas: una lista nueva ya no cambia ningún rating.</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.</source>
        <translation>El torneo dura más de 30 días: los ratings de la lista cuentan desde la ronda %1, la próxima por emparejar; las rondas anteriores conservan los ratings con los que se jugaron.</translation>
    </message>
</context>
<context>
    <name>arb::RatingListDialog</name>
    <message>
        <source>Add players from a FIDE rating list</source>
        <translation>Añadir jugadores desde una lista de Elo FIDE</translation>
    </message>
    <message>
        <source>players_list_foa.txt from ratings.fide.com</source>
        <translation>players_list_foa.txt de ratings.fide.com</translation>
    </message>
    <message>
        <source>Name (e.g. "carlsen magnus") or FIDE id</source>
        <translation>Nombre (p. ej. «carlsen magnus») o ID FIDE</translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation>Id FIDE</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Nacido</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>&amp;Choose file...</source>
        <translation>&amp;Elegir archivo...</translation>
    </message>
    <message>
        <source>&amp;Add selected players</source>
        <translation>&amp;Añadir los jugadores elegidos</translation>
    </message>
    <message>
        <source>Rating list:</source>
        <translation>Lista de Elo:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>Choose the rating list file FIDE publishes (players_list_foa.txt, unzipped).</source>
        <translation>Elija el archivo de la lista de Elo que publica la FIDE (players_list_foa.txt, descomprimido).</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Lista de Elo FIDE</translation>
    </message>
    <message>
        <source>Rating lists (*.txt);;All files (*)</source>
        <translation>Listas de Elo (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in the list. Type a name or a FIDE id.</source>
        <translation><numerusform>%n jugador en la lista. Escriba un nombre o un ID FIDE.</numerusform><numerusform>%n jugadores en la lista. Escriba un nombre o un ID FIDE.</numerusform></translation>
    </message>
    <message>
        <source>Choose a rating list first.</source>
        <translation>Elija primero una lista de Elo.</translation>
    </message>
    <message>
        <source>Type a name or a FIDE id.</source>
        <translation>Escriba un nombre o un ID FIDE.</translation>
    </message>
    <message>
        <source>The first %1 players found (%2 ms); type more to narrow the search.</source>
        <translation>Los primeros %1 jugadores encontrados (%2 ms); escriba más para acotar la búsqueda.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) found (%1 ms).</source>
        <translation><numerusform>%n jugador encontrado (%1 ms).</numerusform><numerusform>%n jugadores encontrados (%1 ms).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added to the event.</source>
        <translation><numerusform>%n jugador añadido al torneo.</numerusform><numerusform>%n jugadores añadidos al torneo.</numerusform></translation>
    </message>
    <message>
        <source>Already in the event: %1.</source>
        <translation>Ya en el torneo: %1.</translation>
    </message>
    <message>
        <source>Type the path of the list and press Return, or choose the file</source>
        <translation>Escriba la ruta de la lista y pulse Intro, o elija el fichero</translation>
    </message>
</context>
<context>
    <name>arb::RatingMethods</name>
    <message>
        <source>FIDE rating (FIDE)</source>
        <translation>Elo FIDE (FIDE)</translation>
    </message>
    <message>
        <source>National rating (NRO)</source>
        <translation>Rating nacional (NRO)</translation>
    </message>
    <message>
        <source>FIDE rating, else national (FIDON)</source>
        <translation>Elo FIDE, si no el nacional (FIDON)</translation>
    </message>
    <message>
        <source>National rating, else FIDE (NIDOF)</source>
        <translation>Rating nacional, si no el FIDE (NIDOF)</translation>
    </message>
    <message>
        <source>Higher of FIDE and national (HBFN)</source>
        <translation>El mayor de FIDE y nacional (HBFN)</translation>
    </message>
    <message>
        <source>Lower of FIDE and national (LBFN)</source>
        <translation>El menor de FIDE y nacional (LBFN)</translation>
    </message>
    <message>
        <source>Other, as the regulations say (OTHER)</source>
        <translation>Otro, según el reglamento (OTHER)</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rápidas</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
</context>
<context>
    <name>arb::RatingPeriods</name>
    <message>
        <source>The rating of each round (an opponent's when the game was played)</source>
        <translation>El Elo de cada ronda (el del rival cuando se jugó la partida)</translation>
    </message>
    <message>
        <source>The latest rating</source>
        <translation>El Elo más reciente</translation>
    </message>
    <message>
        <source>The first rating (the rating at the start)</source>
        <translation>El primer Elo (el del inicio del torneo)</translation>
    </message>
    <message>
        <source>the rating of each round</source>
        <translation>el Elo de cada ronda</translation>
    </message>
    <message>
        <source>the latest rating</source>
        <translation>el Elo más reciente</translation>
    </message>
    <message>
        <source>the first rating</source>
        <translation>el primer Elo</translation>
    </message>
</context>
<context>
    <name>arb::RatingReport</name>
    <message>
        <source>no game against a rated opponent</source>
        <translation>ninguna partida contra un rival con Elo</translation>
    </message>
    <message>
        <source>a score of zero in a first event is disregarded</source>
        <translation>una puntuación de cero en un primer torneo no se tiene en cuenta</translation>
    </message>
    <message>
        <source>%1 of the %2 games against rated opponents a first rating needs (other events may add to them)</source>
        <translation>%1 de las %2 partidas contra rivales con Elo que necesita un primer Elo (otros torneos pueden sumarse)</translation>
    </message>
    <message>
        <source>under the rating floor of %1: no rating is published</source>
        <translation>por debajo del mínimo de %1: no se publica ningún Elo</translation>
    </message>
    <message>
        <source>a first rating</source>
        <translation>un primer Elo</translation>
    </message>
    <message>
        <source>K %1, games %2, score %3, expected %4, change %5</source>
        <translation>K %1, partidas %2, puntos %3, esperado %4, variación %5</translation>
    </message>
    <message>
        <source>no rated game</source>
        <translation>ninguna partida valorada</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message>
        <source>Ru %1 = Ra %2 + dp %3 (games %4, score %5): %6</source>
        <translation>Ru %1 = Ra %2 + dp %3 (partidas %4, puntos %5): %6</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations (1 March 2024): a rated player's change is K × (score − expected score) over the games against rated opponents (8.3); an unrated player's rating Ru = Ra + dp, with two draws against 1800 added, at most 2200 (8.2). Ratings change with the rating period's list, not the event.</source>
        <translation>Reglamento de Elo FIDE (1 de marzo de 2024): la variación de un jugador con Elo es K × (puntos − puntos esperados) en las partidas contra rivales con Elo (8.3); el Elo de uno sin Elo Ru = Ra + dp, con dos tablas contra 1800 añadidas, como máximo 2200 (8.2). El Elo cambia con la lista del periodo, no con el torneo.</translation>
    </message>
    <message>
        <source>a first rating, at most %1</source>
        <translation>un primer Elo, como máximo %1</translation>
    </message>
    <message>
        <source>Ru %1 (Ra %2 + dp %3 = %4) (games %5, score %6): %7</source>
        <translation>Ru %1 (Ra %2 + dp %3 = %4) (partidas %5, puntos %6): %7</translation>
    </message>
</context>
<context>
    <name>arb::RatingUpdateDialog</name>
    <message>
        <source>&amp;Update ratings</source>
        <translation>&amp;Actualizar ratings</translation>
    </message>
    <message>
        <source>Check ratings against a FIDE rating list</source>
        <translation>Comprobar ratings con una lista FIDE</translation>
    </message>
    <message>
        <source>players_list_foa.txt or standard_nov26frl.txt from ratings.fide.com</source>
        <translation>players_list_foa.txt o standard_nov26frl.txt de ratings.fide.com</translation>
    </message>
    <message>
        <source>&amp;Choose file...</source>
        <translation>&amp;Elegir archivo...</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rating now</source>
        <translation>Rating actual</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>K now / list</source>
        <translation>K actual / lista</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>&amp;List file:</source>
        <translation>Archivo de &amp;lista:</translation>
    </message>
    <message>
        <source>Choose the rating list the event is rated on.</source>
        <translation>Elija la lista de rating con la que se valora el torneo.</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Lista de Elo FIDE</translation>
    </message>
    <message>
        <source>Rating lists (*.txt);;All files (*)</source>
        <translation>Listas de Elo (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Warning: %1.</source>
        <translation>Advertencia: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) found in the list by FIDE id, %1 with another rating or K.</source>
        <translation><numerusform>%n jugador encontrado en la lista por ID FIDE, %1 con otro rating o K.</numerusform><numerusform>%n jugadores encontrados en la lista por ID FIDE, %1 con otro rating o K.</numerusform></translation>
    </message>
    <message>
        <source>Not in the list (their ratings stay): %1.</source>
        <translation>No están en la lista (sus ratings quedan): %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated player(s) without a FIDE id keep the rating entered.</source>
        <translation><numerusform>%n jugador con rating sin ID FIDE conserva el rating introducido.</numerusform><numerusform>%n jugadores con rating sin ID FIDE conservan el rating introducido.</numerusform></translation>
    </message>
    <message>
        <source>Rated on:</source>
        <translation>Valorado con:</translation>
    </message>
    <message>
        <source>the standard list (set in the Event tab)</source>
        <translation>la lista estándar (fijada en la pestaña Evento)</translation>
    </message>
    <message>
        <source>the %1 list, the standard rating where a player has none (set in the Event tab)</source>
        <translation>la lista de %1, el rating estándar donde un jugador no lo tiene (fijada en la pestaña Evento)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) got the list's rating or K; every listed player's rating source is the list. Edit &gt; Undo takes it back.</source>
        <translation><numerusform>%n jugador recibió el rating o la K de la lista; el origen del rating de cada jugador listado es la lista. Editar &gt; Deshacer lo revierte.</numerusform><numerusform>%n jugadores recibieron el rating o la K de la lista; el origen del rating de cada jugador listado es la lista. Editar &gt; Deshacer lo revierte.</numerusform></translation>
    </message>
    <message>
        <source>The event lasts more than 30 days and every round is paired: a new list changes no rating.</source>
        <translation>El torneo dura más de 30 días y todas las rondas están emparejadas: una lista nueva ya no cambia ningún rating.</translation>
    </message>
    <message>
        <source>The event lasts more than 30 days: the list's ratings count from round %1, the next to pair; the rounds before keep the ratings they were played on.</source>
        <translation>El torneo dura más de 30 días: los ratings de la lista cuentan desde la ronda %1, la próxima por emparejar; las rondas anteriores conservan los ratings con los que se jugaron.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) got the list's rating from round %1 on (or its K); the rounds before keep theirs. Edit &gt; Undo takes it back.</source>
        <translation><numerusform>%n jugador recibió el rating de la lista desde la ronda %1 (o su K); las rondas anteriores conservan el que tenían. Editar &gt; Deshacer lo revierte.</numerusform><numerusform>%n jugadores recibieron el rating de la lista desde la ronda %1 (o su K); las rondas anteriores conservan el que tenían. Editar &gt; Deshacer lo revierte.</numerusform></translation>
    </message>
</context>
<context>
    <name>arb::ReportBuilder</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Final standings after round %1</source>
        <translation>Clasificación final tras la ronda %1</translation>
    </message>
    <message>
        <source>Cross table after round %1</source>
        <translation>Tabla cruzada tras la ronda %1</translation>
    </message>
    <message>
        <source>Tie-breaks:</source>
        <translation>Desempates:</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Clasificación tras la ronda %1</translation>
    </message>
    <message>
        <source>Tie-break rules: FIDE Handbook C.07, %1 edition</source>
        <translation>Reglas de desempate: Manual FIDE C.07, edición %1</translation>
    </message>
    <message>
        <source>Final cross table after round %1</source>
        <translation>Tabla cruzada final tras la ronda %1</translation>
    </message>
</context>
<context>
    <name>arb::ResultDelegate</name>
    <message>
        <source>- - - (double forfeit)</source>
        <translation>- - - (doble incomparecencia)</translation>
    </message>
    <message>
        <source>(not played yet)</source>
        <translation>(aún no jugada)</translation>
    </message>
</context>
<context>
    <name>arb::RoundRobinNumbersDialog</name>
    <message>
        <source>Round-robin numbers</source>
        <translation>Números del round robin</translation>
    </message>
    <message>
        <source>Each player's number places him in FIDE's Berger tables (C.05 Annex 1): it decides whom he meets in which round and with which colour. Draw them by lot, or put the players in order (Ctrl+Up, Ctrl+Down), before the round robin is paired. Once a result is in, they stay as they are.</source>
        <translation>El número de cada jugador lo sitúa en las tablas de Berger de la FIDE (C.05 anexo 1): decide a quién se enfrenta en qué ronda y con qué color. Sortéelos, o ponga a los jugadores en orden (Ctrl+Arriba, Ctrl+Abajo), antes de emparejar el round robin. Una vez introducido un resultado, quedan como están.</translation>
    </message>
    <message>
        <source>Draw by &amp;lot</source>
        <translation>&amp;Sortear</translation>
    </message>
    <message>
        <source>Set by the arbiter.</source>
        <translation>Fijados por el árbitro.</translation>
    </message>
    <message>
        <source>The start numbers' order: neither drawn nor set yet.</source>
        <translation>El orden de los números de salida: ni sorteados ni fijados.</translation>
    </message>
    <message>
        <source>Drawn by lot (seed %1).</source>
        <translation>Sorteados (semilla %1).</translation>
    </message>
</context>
<context>
    <name>arb::RoundSchedule</name>
    <message>
        <source>round %1: "%2" is not a date (YYYY-MM-DD) and a time (HH:MM)</source>
        <translation>ronda %1: «%2» no es una fecha (AAAA-MM-DD) y una hora (HH:MM)</translation>
    </message>
    <message>
        <source>round %1: %2 is before the date of round %3</source>
        <translation>ronda %1: %2 es anterior a la fecha de la ronda %3</translation>
    </message>
</context>
<context>
    <name>arb::RoundsWidget</name>
    <message>
        <source>half-point bye (H)</source>
        <translation>bye de medio punto (H)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>bye de un punto (F)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>bye por emparejamiento (U)</translation>
    </message>
    <message>
        <source>zero-point bye (Z)</source>
        <translation>bye sin puntos (Z)</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancas:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Negras:</translation>
    </message>
    <message>
        <source>Bye for:</source>
        <translation>Bye para:</translation>
    </message>
    <message>
        <source>Keys on a board: 1 white wins, = or 5 draw, 0 black wins, + white wins by forfeit, - black wins by forfeit, X double forfeit, Delete clears; H F U Z change a bye.</source>
        <translation>Teclas en un tablero: 1 ganan blancas, = o 5 tablas, 0 ganan negras, + blancas ganan por incomparecencia, - negras ganan por incomparecencia, X doble incomparecencia, Supr borra; H F U Z cambian un bye.</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>%1 games, %2 results entered, %3 players not paired</source>
        <translation>%1 partidas, %2 resultados introducidos, %3 jugadores sin emparejar</translation>
    </message>
    <message>
        <source>%1 and %2 already met in round %3. Pair them again?</source>
        <translation>%1 y %2 ya se enfrentaron en la ronda %3. ¿Emparejarlos de nuevo?</translation>
    </message>
    <message>
        <source>%1 is paired in round %2. Replace the game by a bye?</source>
        <translation>%1 está emparejado en la ronda %2. ¿Sustituir la partida por un bye?</translation>
    </message>
    <message>
        <source>Rounds are already paired. Pair every round again from the Berger tables?</source>
        <translation>Ya hay rondas emparejadas. ¿Emparejar todas de nuevo con las tablas de Berger?</translation>
    </message>
    <message>
        <source>Pair round %1 (&amp;Dutch)...</source>
        <translation>Emparejar la ronda %1 (sistema &amp;holandés)...</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet; pair it before round %2.</source>
        <translation>La ronda %1 aún no está emparejada; emparéjela antes de la ronda %2.</translation>
    </message>
    <message>
        <source>Round %1 is already paired. Pair it again?</source>
        <translation>La ronda %1 ya está emparejada. ¿Emparejarla de nuevo?</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: %2</source>
        <translation>La ronda %1 no se puede emparejar: %2</translation>
    </message>
    <message>
        <source>Dutch system</source>
        <translation>Sistema holandés</translation>
    </message>
    <message>
        <source>Remove the pairing of round %1? Requested byes stay.</source>
        <translation>¿Eliminar el emparejamiento de la ronda %1? Los descansos solicitados se mantienen.</translation>
    </message>
    <message numerus="yes">
        <source>Pairing every round again from the Berger tables deletes the %n result(s) already entered. Undo takes the whole re-pairing back in one step.</source>
        <translation><numerusform>Emparejar de nuevo todas las rondas según las tablas de Berger borra el %n resultado ya introducido. Deshacer revierte todo el nuevo emparejamiento en un solo paso.</numerusform><numerusform>Emparejar de nuevo todas las rondas según las tablas de Berger borra los %n resultados ya introducidos. Deshacer revierte todo el nuevo emparejamiento en un solo paso.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n result(s) and pair again</source>
        <translation><numerusform>Borrar %n resultado y emparejar de nuevo</numerusform><numerusform>Borrar %n resultados y emparejar de nuevo</numerusform></translation>
    </message>
    <message>
        <source>Initial colour drawn by lot (seed %1): %2 for the top-ranked player on board 1, then alternating (C.04.3 E.5); recorded in the event.</source>
        <translation>Color inicial sorteado (semilla %1): %2 para el jugador mejor clasificado en el tablero 1, luego alternando (C.04.3 E.5); guardado en el torneo.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>No initial colour is recorded and round 1 has no game: White is assumed (C.04.3 E.5).</source>
        <translation>No hay color inicial guardado y la ronda 1 no tiene partidas: se supone blancas (C.04.3 E.5).</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1, as recorded in the event.</source>
        <translation>Color inicial (C.04.3 E.5): %1, según lo guardado en el torneo.</translation>
    </message>
    <message>
        <source>&amp;Unpair round</source>
        <translation>Deshacer el emparejamiento de &amp;la ronda</translation>
    </message>
    <message>
        <source>Pa&amp;ir</source>
        <translation>E&amp;mparejar</translation>
    </message>
    <message>
        <source>Unpair se&amp;lected</source>
        <translation>Deshacer em&amp;parejamiento</translation>
    </message>
    <message>
        <source>FIDE Dutch system (C.04.3), boards: %1.</source>
        <translation>Sistema holandés FIDE (C.04.3), tableros: %1.</translation>
    </message>
    <message>
        <source>Not paired (a requested bye or absent): %1.</source>
        <translation>Sin emparejar (descanso solicitado o ausencia): %1.</translation>
    </message>
    <message>
        <source>Round %1 is not paired: %2</source>
        <translation>La ronda %1 no se empareja: %2</translation>
    </message>
    <message>
        <source>The pairing numbers are not in the order of the initial ranking (%1): %2.

Assign pairing numbers by it before round %3 is paired?</source>
        <translation>Los números de emparejamiento no siguen el orden inicial (%1): %2.

¿Asignarlos según este antes de emparejar la ronda %3?</translation>
    </message>
    <message numerus="yes">
        <source>Pairing numbers assigned by the initial ranking first: %n player(s) renumbered.</source>
        <translation><numerusform>Números de emparejamiento asignados primero según el orden inicial: %n jugador renumerado.</numerusform><numerusform>Números de emparejamiento asignados primero según el orden inicial: %n jugadores renumerados.</numerusform></translation>
    </message>
    <message>
        <source>Warning: paired with pairing numbers out of the initial ranking's order (%1).</source>
        <translation>Aviso: emparejado con números de emparejamiento fuera del orden inicial (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Baku acceleration (C.04.7): %n player(s) of group A carry virtual points in this round; scoregroups and boards follow the pairing score.</source>
        <translation><numerusform>Aceleración de Bakú (C.04.7): %n jugador del grupo A lleva puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.</numerusform><numerusform>Aceleración de Bakú (C.04.7): %n jugadores del grupo A llevan puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Acceleration set by the arbiter: %n player(s) carry virtual points in this round; scoregroups and boards follow the pairing score.</source>
        <translation><numerusform>Aceleración fijada por el árbitro: %n jugador lleva puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.</numerusform><numerusform>Aceleración fijada por el árbitro: %n jugadores llevan puntos virtuales en esta ronda; los grupos de puntuación y los tableros siguen la puntuación de emparejamiento.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Prohibited pairs in force in this round: %n group(s).</source>
        <translation><numerusform>Emparejamientos prohibidos vigentes en esta ronda: %n grupo.</numerusform><numerusform>Emparejamientos prohibidos vigentes en esta ronda: %n grupos.</numerusform></translation>
    </message>
    <message>
        <source>All %1 rounds are paired</source>
        <translation>Las %1 rondas están emparejadas</translation>
    </message>
    <message>
        <source>Warning: Baku acceleration needs the number of rounds (Event tab); without it no virtual points are given.</source>
        <translation>Aviso: la aceleración de Bakú necesita el número de rondas (pestaña Torneo); sin él no se dan puntos virtuales.</translation>
    </message>
    <message>
        <source>Board %1, %2 – %3, has the result %4. Unpairing it deletes the result (Ctrl+Z brings it back).</source>
        <translation>El tablero %1, %2 – %3, tiene el resultado %4. Desemparejarlo borra el resultado (Ctrl+Z lo recupera).</translation>
    </message>
    <message>
        <source>Delete the result and unpair</source>
        <translation>Borrar el resultado y desemparejar</translation>
    </message>
    <message>
        <source>%1 has a half-point bye already (round %2). Give a second one in round %3?</source>
        <translation>%1 ya tiene un descanso de medio punto (ronda %2). ¿Dar un segundo en la ronda %3?</translation>
    </message>
    <message>
        <source>A full-point bye given by the arbiter is deprecated in FIDE-rated events; the rating report names it (### FullPointBye @ Round %1: player %2).</source>
        <translation>Un descanso de un punto dado por el árbitro está desaconsejado en torneos válidos para Elo FIDE; el informe de Elo lo nombra (### FullPointBye @ Round %1: player %2).</translation>
    </message>
    <message>
        <source>round %1: %2-%3</source>
        <translation>ronda %1: %2-%3</translation>
    </message>
    <message>
        <source>Adjourned games of earlier rounds still have no result: %1. Round %2 is paired with them counted as draws (C.04.2 3.1); enter their results when they are known.</source>
        <translation>Partidas aplazadas de rondas anteriores aún no tienen resultado: %1. La ronda %2 se empareja contándolas como tablas (C.04.2 3.1); introduzca sus resultados cuando se conozcan.</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>
Your changes: %1</source>
        <translation>
Sus cambios: %1</translation>
    </message>
    <message>
        <source>Round %1 as you paired it is not the pairing the rules give (C.04.3).

The rules give: %2
You paired: %3%4

The round is recorded as a manual pairing (### MPA @ Round %1) in the log and the rating report, where a checker reports it.</source>
        <translation>La ronda %1 tal como la emparejó no es el emparejamiento que dan las reglas (C.04.3).

Las reglas dan: %2
Usted emparejó: %3%4

La ronda queda registrada como emparejamiento manual (### MPA @ Round %1) en el registro y en el informe de rating, donde un verificador la señala.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Last step: store round %1 as you paired it, not as the rules give it?</source>
        <translation>Último paso: ¿guardar la ronda %1 tal como la emparejó, y no como la dan las reglas?</translation>
    </message>
    <message>
        <source>Store the manual pairing</source>
        <translation>Guardar el emparejamiento manual</translation>
    </message>
    <message numerus="yes">
        <source>The round robin has begun (%n result(s) entered): in FIDE mode its system and pairing are locked. To pair it again, leave FIDE mode first (Edit &gt; Leave FIDE mode).</source>
        <translation><numerusform>El round robin ha comenzado (%n resultado introducido): en modo FIDE su sistema y su emparejamiento están bloqueados. Para emparejarlo de nuevo, salga primero del modo FIDE (Editar &gt; Salir del modo FIDE).</numerusform><numerusform>El round robin ha comenzado (%n resultados introducidos): en modo FIDE su sistema y su emparejamiento están bloqueados. Para emparejarlo de nuevo, salga primero del modo FIDE (Editar &gt; Salir del modo FIDE).</numerusform></translation>
    </message>
    <message>
        <source>The event's regulations allow %1 no half-point bye (Players tab). Give one in round %2 all the same?</source>
        <translation>El reglamento del torneo no permite a %1 ningún bye de medio punto (pestaña Jugadores). ¿Darle uno de todos modos en la ronda %2?</translation>
    </message>
    <message>
        <source>Edit pairin&amp;gs...</source>
        <translation>Ed&amp;itar emparejamientos...</translation>
    </message>
    <message>
        <source>Swap colours or exchange players of the shown round in the pairing preview; the result is compared with the rules' pairing</source>
        <translation>Intercambiar colores o cambiar jugadores de la ronda mostrada en la vista previa del emparejamiento; el emparejamiento modificado se compara con el que dan las reglas</translation>
    </message>
    <message>
        <source>A round robin is paired from the Berger tables: its pairings are not edited.</source>
        <translation>Un torneo todos contra todos se empareja con las tablas de Berger: sus emparejamientos no se editan.</translation>
    </message>
    <message>
        <source>Round %1 is not paired: pair it first.</source>
        <translation>La ronda %1 no está emparejada: emparéjela primero.</translation>
    </message>
    <message>
        <source>Round %1 has results: its pairing is no longer edited (a result is corrected on its board).</source>
        <translation>La ronda %1 tiene resultados: su emparejamiento ya no se edita (un resultado se corrige en su tablero).</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired by the rules: %2</source>
        <translation>La ronda %1 no se puede emparejar según las reglas: %2</translation>
    </message>
    <message>
        <source>Editing the stored pairing of round %1: swap colours or exchange players, then store it. It is compared with the rules' pairing (C.04.3) when stored.</source>
        <translation>Edición del emparejamiento guardado de la ronda %1: intercambie colores o cambie jugadores y después guárdelo. Al guardarlo se compara con el emparejamiento que dan las reglas (C.04.3).</translation>
    </message>
    <message>
        <source>As stored it differs from the rules' pairing: the rules give %1; stored: %2.</source>
        <translation>Tal como está guardado, difiere del emparejamiento que dan las reglas: las reglas dan %1; guardado: %2.</translation>
    </message>
    <message>
        <source>Edit pairings of round %1</source>
        <translation>Editar los emparejamientos de la ronda %1</translation>
    </message>
    <message>
        <source>pairings edited</source>
        <translation>emparejamientos editados</translation>
    </message>
    <message>
        <source>paired by hand</source>
        <translation>emparejado a mano</translation>
    </message>
    <message>
        <source>Round %1 as you paired it breaks rules the pairing keeps (C.04.1, C.04.3):
%2

Store it all the same?</source>
        <translation>La ronda %1 tal como la emparejó incumple reglas que el emparejamiento respeta (C.04.1, C.04.3):
%2

¿Guardarla de todos modos?</translation>
    </message>
    <message>
        <source>Store it all the same</source>
        <translation>Guardarla de todos modos</translation>
    </message>
    <message>
        <source>Correct the colours (played the other way round)...</source>
        <translation>Corregir los colores (jugada con los colores invertidos)...</translation>
    </message>
    <message>
        <source>board %1 (%2-%3)</source>
        <translation>tablero %1 (%2-%3)</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 has %n game(s) without a result: %2. They are registered as adjourned, a draw for pairing only (C.04.2 3.1), and round %3 is paired on them; enter their results when they are known.</source>
        <translation><numerusform>La ronda %1 tiene %n partida sin resultado: %2. Se registra como aplazada, tablas solo para el emparejamiento (C.04.2 3.1), y la ronda %3 se empareja así; introduzca su resultado cuando se conozca.</numerusform><numerusform>La ronda %1 tiene %n partidas sin resultado: %2. Se registran como aplazadas, tablas solo para el emparejamiento (C.04.2 3.1), y la ronda %3 se empareja así; introduzca sus resultados cuando se conozcan.</numerusform></translation>
    </message>
    <message>
        <source>This is a team Swiss: its rounds are paired team against team on the Team matches tab (Pair round), by the Swiss Team Pairing System.</source>
        <translation>Es un suizo por equipos: sus rondas se emparejan equipo contra equipo en la pestaña Encuentros por equipos (Emparejar la ronda), con el sistema suizo por equipos.</translation>
    </message>
    <message>
        <source>Give b&amp;ye</source>
        <translation>Dar &amp;bye</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;Exchange them</source>
        <translation>&amp;Intercambiarlas</translation>
    </message>
    <message>
        <source>&amp;Tables' order</source>
        <translation>Orden de las &amp;tablas</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle (rounds %1 and %2), as C.05 Annex 1 recommends for a double round robin? Then nobody plays the same colour three times running (FIDE_DOUBLEROUNDROBIN).

Or keep the Berger tables' order in both cycles (BERGER_DOUBLEROUNDROBIN).</source>
        <translation>¿Intercambiar las dos últimas rondas del primer ciclo (rondas %1 y %2), como recomienda el anexo 1 de C.05 para un doble round robin? Así nadie juega tres veces seguidas con el mismo color (FIDE_DOUBLEROUNDROBIN).

O mantener el orden de las tablas de Berger en ambos ciclos (BERGER_DOUBLEROUNDROBIN).</translation>
    </message>
    <message>
        <source>&amp;Assign and pair</source>
        <translation>&amp;Asignar y emparejar</translation>
    </message>
    <message>
        <source>&amp;Pair as they are</source>
        <translation>&amp;Emparejar tal cual</translation>
    </message>
    <message>
        <source>Round robin (&amp;Berger tables)</source>
        <translation>Round robin a una &amp;vuelta (tablas de Berger)</translation>
    </message>
    <message>
        <source>Double round robin (t&amp;wo cycles)</source>
        <translation>Doble round robin (dos cicl&amp;os)</translation>
    </message>
    <message>
        <source>Round-robin nu&amp;mbers...</source>
        <translation>&amp;Fijar los números del round robin...</translation>
    </message>
    <message>
        <source>Draw the players' places in the Berger tables by lot, or set them, before the round robin starts</source>
        <translation>Sortear los puestos de los jugadores en las tablas de Berger, o fijarlos, antes de que empiece el round robin</translation>
    </message>
    <message>
        <source>The round robin is paired. Pair every round again with the new numbers?</source>
        <translation>El round robin está emparejado. ¿Emparejar de nuevo cada ronda con los números nuevos?</translation>
    </message>
</context>
<context>
    <name>arb::RulesEdition</name>
    <message>
        <source>The event has no start date: the tie-breaks follow the 2024 edition of C.07. Choose the edition (the 2026 edition applies to events starting on or after 1 March 2026).</source>
        <translation>El torneo no tiene fecha de inicio: los desempates siguen la edición 2024 del C.07. Elija la edición (la edición 2026 se aplica a torneos que empiezan el 1 de marzo de 2026 o después).</translation>
    </message>
    <message>
        <source>The start date "%1" cannot be read: the tie-breaks follow the 2024 edition of C.07. Choose the edition (the 2026 edition applies to events starting on or after 1 March 2026).</source>
        <translation>La fecha de inicio «%1» no se puede leer: los desempates siguen la edición 2024 del C.07. Elija la edición (la edición 2026 se aplica a torneos que empiezan el 1 de marzo de 2026 o después).</translation>
    </message>
</context>
<context>
    <name>arb::ServerSession</name>
    <message>
        <source>Connect to ser&amp;ver...</source>
        <translation>Conectar a un ser&amp;vidor...</translation>
    </message>
    <message>
        <source>&amp;Move event to server...</source>
        <translation>&amp;Mover el torneo a un servidor...</translation>
    </message>
    <message>
        <source>Cop&amp;y event to a file...</source>
        <translation>C&amp;opiar el torneo a un archivo...</translation>
    </message>
    <message>
        <source>Connect to server</source>
        <translation>Conectar a un servidor</translation>
    </message>
    <message>
        <source>Create a new, empty event there</source>
        <translation>Crear allí un torneo nuevo y vacío</translation>
    </message>
    <message>
        <source>Move the open event there (%1)</source>
        <translation>Mover allí el torneo abierto (%1)</translation>
    </message>
    <message>
        <source>What should go there?</source>
        <translation>¿Qué debe ir allí?</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Conectado a %1</translation>
    </message>
    <message>
        <source>Open the event to move first.</source>
        <translation>Abra primero el torneo que desea mover.</translation>
    </message>
    <message>
        <source>The database %1 already holds an Arbiter event; choose an empty database.</source>
        <translation>La base de datos %1 ya contiene un torneo de Arbiter; elija una base de datos vacía.</translation>
    </message>
    <message>
        <source>The event was moved to %1, its audit log (undo history) included; Arbiter now works on it there. The file %2 stays as it was before the move: enter nothing more there.</source>
        <translation>El torneo se movió a %1, con su registro (historial de deshacer) incluido; Arbiter trabaja ahora en él allí. El archivo %2 queda como estaba antes del traslado: no introduzca nada más en él.</translation>
    </message>
    <message>
        <source>Copied the event to %1; still working on %2</source>
        <translation>Torneo copiado a %1; se sigue trabajando en %2</translation>
    </message>
    <message>
        <source>Move event to server</source>
        <translation>Mover el torneo a un servidor</translation>
    </message>
    <message>
        <source>&amp;Move event</source>
        <translation>&amp;Mover el torneo</translation>
    </message>
    <message>
        <source>Copy event to a file</source>
        <translation>Copiar el torneo a un archivo</translation>
    </message>
    <message>
        <source>Arbiter tournaments (*.arbiter)</source>
        <translation>Torneos de Arbiter (*.arbiter)</translation>
    </message>
    <message>
        <source>Connection to the server lost; reconnecting…</source>
        <translation>Se perdió la conexión con el servidor; reconectando…</translation>
    </message>
    <message>
        <source>Changes are refused until Arbiter is connected again; nothing committed before is lost.</source>
        <translation>Los cambios se rechazan hasta que Arbiter vuelva a conectarse; no se pierde nada de lo guardado antes.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost; reconnecting…</source>
        <translation>Se perdió la conexión con %1; reconectando…</translation>
    </message>
    <message>
        <source>Connection to the server lost; reconnecting… (try %1)</source>
        <translation>Se perdió la conexión con el servidor; reconectando… (intento %1)</translation>
    </message>
    <message>
        <source>Connected to %1 again; the event was read back from the server</source>
        <translation>De nuevo conectado a %1; el torneo se volvió a leer del servidor</translation>
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
        <translation>En directo desde la mesa de los árbitros, actualizado %1.</translation>
    </message>
    <message>
        <source>P&amp;ublish site to folder...</source>
        <translation>P&amp;ublicar el sitio en una carpeta...</translation>
    </message>
    <message>
        <source>Serve site on the local net&amp;work</source>
        <translation>Servir el sitio en la red &amp;local</translation>
    </message>
    <message>
        <source>The published site covers individual events; this is a team event.</source>
        <translation>El sitio publicado cubre torneos individuales; este es un torneo por equipos.</translation>
    </message>
    <message>
        <source>Publish site to folder</source>
        <translation>Publicar el sitio en una carpeta</translation>
    </message>
    <message>
        <source>Publish site</source>
        <translation>Publicar el sitio</translation>
    </message>
    <message>
        <source>The site is in %1. Open index.html there, or copy the folder to a web server.</source>
        <translation>El sitio está en %1. Abra allí index.html o copie la carpeta a un servidor web.</translation>
    </message>
    <message>
        <source>Serve site</source>
        <translation>Servir el sitio</translation>
    </message>
    <message>
        <source>Cannot listen for connections on this machine: %1</source>
        <translation>No se pueden aceptar conexiones en este equipo: %1</translation>
    </message>
    <message>
        <source>no free port</source>
        <translation>ningún puerto libre</translation>
    </message>
    <message>
        <source>Players on the same network open:
%1

The pages follow every change; phones reload them every 30 seconds. Choose the menu entry again to stop.</source>
        <translation>Los jugadores de la misma red abren:
%1

Las páginas siguen cada cambio; los teléfonos las recargan cada 30 segundos. Elija de nuevo la entrada del menú para detener.</translation>
    </message>
</context>
<context>
    <name>arb::Standings</name>
    <message>
        <source>Not applied: unrated players are present and no rating is set for them (Art. 10).</source>
        <translation>No se aplica: hay jugadores sin Elo y no se les ha fijado ninguno (art. 10).</translation>
    </message>
    <message>
        <source>A position among the participants still tied after the earlier tie-breaks (Art. 6): see the standings.</source>
        <translation>Una posición entre los participantes aún empatados tras los desempates anteriores (art. 6): vea la clasificación.</translation>
    </message>
    <message>
        <source>Unplayed round(s) %1: each counted as a game against a dummy opponent with the participant's own score, at most the scheduled opponent's adjusted score after a forfeit and at most a draw in every round otherwise (Art. 16.4, 2026 edition).</source>
        <translation>Ronda(s) no jugada(s) %1: cada una cuenta como partida contra un rival virtual con la puntuación del propio participante, como máximo la puntuación ajustada del rival previsto tras una incomparecencia y, si no, como máximo tablas en cada ronda (art. 16.4, edición 2026).</translation>
    </message>
    <message>
        <source>Unplayed round(s) %1: each counted as a game against a dummy opponent with the participant's own score (Art. 16.4).</source>
        <translation>Ronda(s) no jugada(s) %1: cada una cuenta como partida contra un rival virtual con la puntuación del propio participante (art. 16.4).</translation>
    </message>
    <message>
        <source>Round %1: opponent %2's score %3 is adjusted to %4 for tie-breaks: requested byes at the end count as draws (Art. 16.3).</source>
        <translation>Ronda %1: la puntuación %3 del rival %2 se ajusta a %4 para los desempates: los descansos solicitados al final cuentan como tablas (art. 16.3).</translation>
    </message>
    <message>
        <source>Cuts remove a voluntarily unplayed round first (Art. 16.5).</source>
        <translation>Los cortes quitan primero una ronda no jugada voluntariamente (art. 16.5).</translation>
    </message>
    <message>
        <source>%1 is not applied: unrated players are present and no rating is set for them (C.07 Art. 10; write e.g. %1/U1400)</source>
        <translation>%1 no se aplica: hay jugadores sin Elo y no se les ha fijado ninguno (C.07 art. 10; escriba p. ej. %1/U1400)</translation>
    </message>
    <message>
        <source>%1 is defined by the 2026 edition of C.07 (Art. %2); this event follows the 2024 edition</source>
        <translation>%1 está definido en la edición 2026 del C.07 (art. %2); este torneo sigue la edición 2024</translation>
    </message>
    <message>
        <source>%1 is a Buchholz-type tie-break, which is not meant for round robins (C.07, note to Art. 8)</source>
        <translation>%1 es un desempate de tipo Buchholz, que no está pensado para torneos de todos contra todos (C.07, nota al art. 8)</translation>
    </message>
    <message>
        <source>%1 is not applied: it is a team tie-break (C.07 Art. 11-13)</source>
        <translation>%1 no se aplica: es un desempate por equipos (C.07 art. 11-13)</translation>
    </message>
    <message>
        <source>%1 (%2) left the event having completed %3 of %4 games: not ranked, and the games against this player do not count (FIDE Tournament Rules, C.06 V.4.1)</source>
        <translation>%1 (%2) dejó el torneo tras completar %3 de %4 partidas: no se clasifica y las partidas contra esta persona no cuentan (Reglas de torneos FIDE, C.06 V.4.1)</translation>
    </message>
    <message>
        <source>%1 (%2) was expelled from round %3: not ranked; the games against this player count for the opponents</source>
        <translation>%1 (%2) fue expulsado desde la ronda %3: no se clasifica; las partidas contra esta persona cuentan para los rivales</translation>
    </message>
    <message>
        <source>Ties that remained after every tie-break were broken by drawing of lots (C.07 Art. 4.2, seed %1).</source>
        <translation>Los empates que quedaban tras todos los desempates se deshicieron por sorteo (C.07 art. 4.2, semilla %1).</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take each player's first rating. The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Los desempates basados en el Elo (%1) toman el primer Elo de cada jugador. El torneo dura más de 30 días, y no se recomiendan en él.</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take an opponent's rating in the round of the game (a player's own rating: his latest). The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Los desempates basados en el Elo (%1) toman el Elo de un rival en la ronda de la partida (el Elo propio de un jugador: el más reciente). El torneo dura más de 30 días, y no se recomiendan en él.</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks (%1) take each player's latest rating. The event lasts more than 30 days, and they are not recommended in it.</source>
        <translation>Los desempates basados en el Elo (%1) toman el Elo más reciente de cada jugador. El torneo dura más de 30 días, y no se recomiendan en él.</translation>
    </message>
    <message>
        <source>Ties that remained after every tie-break were decided by the arbiter (recorded in the event's log and its rating report).</source>
        <translation>Los empates que quedaron tras cada desempate los decidió el árbitro (anotado en el registro del torneo y en su informe de Elo).</translation>
    </message>
</context>
<context>
    <name>arb::StandingsModel</name>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos.</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>sorteo</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>compartido</translation>
    </message>
    <message>
        <source>play-off</source>
        <translation>desempate jugado</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Rtg +/-</source>
        <extracomment>the FIDE rating change of the event</extracomment>
        <translation>Elo +/-</translation>
    </message>
    <message>
        <source>Overall</source>
        <extracomment>the rank in the whole event, next to the rank in a category</extracomment>
        <translation>General</translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation>árbitro</translation>
    </message>
    <message>
        <source>Title norms made (GM) and still possible in the rounds left (IM?); Edit &gt; Title norms explains them</source>
        <translation>Normas de título logradas (GM) y aún posibles en las rondas que quedan (IM?); Editar &gt; Normas de título las explica</translation>
    </message>
    <message>
        <source>Norms</source>
        <extracomment>FIDE title norms</extracomment>
        <translation>Normas</translation>
    </message>
</context>
<context>
    <name>arb::SwissTeam</name>
    <message>
        <source>no team can receive the pairing-allocated bye and leave the other teams a legal pairing (C.04.6 3.4); the Chief Arbiter decides (3.3.3)</source>
        <translation>ningún equipo puede recibir el descanso por emparejamiento dejando a los demás un emparejamiento reglamentario (C.04.6 3.4); decide el árbitro principal (3.3.3)</translation>
    </message>
    <message>
        <source>the teams with %1 points cannot be paired (C.04.6 3.5); the Chief Arbiter decides (3.3.3)</source>
        <translation>los equipos con %1 puntos no se pueden emparejar (C.04.6 3.5); decide el árbitro principal (3.3.3)</translation>
    </message>
    <message>
        <source>the bracket of the teams with %1 points has no legal pairing (C.04.6 3.6)</source>
        <translation>el grupo de los equipos con %1 puntos no tiene ningún emparejamiento reglamentario (C.04.6 3.6)</translation>
    </message>
    <message>
        <source>the event has no teams</source>
        <translation>el torneo no tiene equipos</translation>
    </message>
    <message>
        <source>192: "%1" is not a code of the Swiss Team Pairing System (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)</source>
        <translation>192: «%1» no es un código del sistema suizo por equipos (FIDE_TEAM, FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)</translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation>no hay ronda %1</translation>
    </message>
    <message>
        <source>Baku acceleration needs the number of rounds (142)</source>
        <translation>la aceleración Bakú necesita el número de rondas (142)</translation>
    </message>
    <message>
        <source>round %1: there is no team %2</source>
        <translation>ronda %1: no existe el equipo %2</translation>
    </message>
    <message>
        <source>round %1: team %2 has no match to seat</source>
        <translation>ronda %1: el equipo %2 no tiene encuentro que asignar</translation>
    </message>
    <message>
        <source>round %1: the match of team %2 is forfeited</source>
        <translation>ronda %1: el encuentro del equipo %2 es por incomparecencia</translation>
    </message>
    <message>
        <source>round %1: the game of player %2 has a result; the boards of the match stay as they are</source>
        <translation>ronda %1: la partida del jugador %2 tiene resultado; los tableros del encuentro quedan como están</translation>
    </message>
    <message>
        <source>Type A colour preferences</source>
        <translation>preferencias de color de tipo A</translation>
    </message>
    <message>
        <source>Type B colour preferences (strong and mild)</source>
        <translation>preferencias de color de tipo B (fuertes y suaves)</translation>
    </message>
    <message>
        <source>no colour preferences</source>
        <translation>sin preferencias de color</translation>
    </message>
    <message>
        <source>game points, then match points</source>
        <translation>puntos de partida, luego puntos de encuentro</translation>
    </message>
    <message>
        <source>match points, then game points</source>
        <translation>puntos de encuentro, luego puntos de partida</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.7)</source>
        <translation>aceleración de Bakú (C.04.7)</translation>
    </message>
</context>
<context>
    <name>arb::TeamBoardsModel</name>
    <message>
        <source>(no opponent)</source>
        <translation>(sin rival)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Round %1, match %2 - %3, board %4: "%5" is not a result; type 1, = (or 5), 0, +, -, or X (double forfeit)</source>
        <translation>Ronda %1, encuentro %2 - %3, tablero %4: «%5» no es un resultado; escriba 1, = (o 5), 0, +, - o X (doble incomparecencia)</translation>
    </message>
</context>
<context>
    <name>arb::TeamCrossTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points</extracomment>
        <translation>PE</translation>
    </message>
    <message>
        <source>GP</source>
        <extracomment>game points</extracomment>
        <translation>PP</translation>
    </message>
</context>
<context>
    <name>arb::TeamMatchesModel</name>
    <message>
        <source>(no opponent)</source>
        <translation>(sin rival)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>board points of both teams</extracomment>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points of both teams</extracomment>
        <translation>PE</translation>
    </message>
    <message>
        <source>(pairing-allocated bye)</source>
        <translation>(descanso por emparejamiento)</translation>
    </message>
    <message>
        <source>(full-point bye)</source>
        <translation>(descanso de un punto)</translation>
    </message>
    <message>
        <source>(half-point bye)</source>
        <translation>(descanso de medio punto)</translation>
    </message>
    <message>
        <source>(zero-point bye)</source>
        <translation>(descanso sin punto)</translation>
    </message>
    <message>
        <source>%1 : %2 forfeit</source>
        <extracomment>a forfeited match: + the team that wins by forfeit, - the one that loses</extracomment>
        <translation>%1 : %2 incomparecencia</translation>
    </message>
</context>
<context>
    <name>arb::TeamMatchesWidget</name>
    <message>
        <source>Pairs the next round of a team Swiss by the Swiss Team Pairing System (C.04.6)</source>
        <translation>Empareja la ronda siguiente de un suizo por equipos con el sistema suizo por equipos (C.04.6)</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>Emparejar la ronda</translation>
    </message>
    <message>
        <source>All %1 rounds are paired.</source>
        <translation>Las %1 rondas están todas emparejadas.</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: %2</source>
        <translation>La ronda %1 no se puede emparejar: %2</translation>
    </message>
    <message>
        <source>Ro&amp;und:</source>
        <translation>Ro&amp;nda:</translation>
    </message>
    <message>
        <source>Round %1 has games without a result (%2); enter them before pairing round %3.</source>
        <translation>La ronda %1 tiene partidas sin resultado (%2); introdúzcalas antes de emparejar la ronda %3.</translation>
    </message>
    <message>
        <source>Pa&amp;ir round %1...</source>
        <translation>E&amp;mparejar la ronda %1...</translation>
    </message>
    <message>
        <source>Forfeite&amp;d match...</source>
        <translation>Encuentro por &amp;incomparecencia...</translation>
    </message>
    <message>
        <source>Team b&amp;ye...</source>
        <translation>Descans&amp;o del equipo...</translation>
    </message>
    <message>
        <source>Records the selected match as forfeited (no games are played), or takes the record back</source>
        <translation>Registra el encuentro elegido como perdido por incomparecencia (no se juega ninguna partida), o lo anula</translation>
    </message>
    <message>
        <source>Gives a team a bye in the round to pair: it is not paired</source>
        <translation>Da un descanso a un equipo en la ronda por emparejar: no se empareja</translation>
    </message>
    <message>
        <source>Select a match of round %1 first.</source>
        <translation>Elija primero un encuentro de la ronda %1.</translation>
    </message>
    <message>
        <source>%1 wins by forfeit</source>
        <translation>%1 gana por incomparecencia</translation>
    </message>
    <message>
        <source>Both teams lose by forfeit</source>
        <translation>Ambos equipos pierden por incomparecencia</translation>
    </message>
    <message>
        <source>Not forfeited: the match is played on its boards</source>
        <translation>Sin incomparecencia: el encuentro se juega en sus tableros</translation>
    </message>
    <message>
        <source>Forfeited match</source>
        <translation>Encuentro por incomparecencia</translation>
    </message>
    <message>
        <source>Round %1, %2 - %3:</source>
        <translation>Ronda %1, %2 - %3:</translation>
    </message>
    <message>
        <source>%1 %2 (bye %3)</source>
        <translation>%1 %2 (descanso %3)</translation>
    </message>
    <message>
        <source>Team bye</source>
        <translation>Descanso del equipo</translation>
    </message>
    <message>
        <source>Round %1: which team?</source>
        <translation>Ronda %1: ¿qué equipo?</translation>
    </message>
    <message>
        <source>Half-point bye: a drawn match</source>
        <translation>Descanso de medio punto: un encuentro empatado</translation>
    </message>
    <message>
        <source>Full-point bye: a won match</source>
        <translation>Descanso de un punto: un encuentro ganado</translation>
    </message>
    <message>
        <source>Zero-point bye: a lost match</source>
        <translation>Descanso sin punto: un encuentro perdido</translation>
    </message>
    <message>
        <source>No bye: the team is paired</source>
        <translation>Sin descanso: el equipo se empareja</translation>
    </message>
    <message>
        <source>Round %1, %2:</source>
        <translation>Ronda %1, %2:</translation>
    </message>
    <message>
        <source>&amp;Store anyway</source>
        <translation>&amp;Guardar de todos modos</translation>
    </message>
    <message>
        <source>This pairing breaks the absolute criteria of C.04.6:

%1

Store it anyway?</source>
        <translation>Este emparejamiento incumple los criterios absolutos de C.04.6:

%1

¿Guardarlo de todos modos?</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System</source>
        <translation>sistema suizo por equipos</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System, changed by the arbiter: %1</source>
        <translation>Sistema suizo por equipos, modificado por el árbitro: %1</translation>
    </message>
    <message>
        <source>Select a match, then type 1, = (or 5), 0, +, -, X board by board; Delete clears. After the last board the next match follows; Shift+Tab goes back to the list of matches.</source>
        <translation>Elija un encuentro y escriba 1, = (o 5), 0, +, -, X tablero por tablero; Supr borra. Tras el último tablero sigue el encuentro siguiente; Mayús+Tab vuelve a la lista de encuentros.</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System (C.04.6): %1</source>
        <translation>Sistema suizo por equipos (C.04.6): %1</translation>
    </message>
    <message>
        <source>TRF-2026 code: %1</source>
        <translation>código TRF-2026: %1</translation>
    </message>
</context>
<context>
    <name>arb::TeamPairingPreviewDialog</name>
    <message>
        <source>S&amp;wap colours</source>
        <translation>&amp;Intercambiar colores</translation>
    </message>
    <message>
        <source>E&amp;xchange teams</source>
        <translation>Inter&amp;cambiar equipos</translation>
    </message>
    <message>
        <source>Pairing of round %1</source>
        <translation>Emparejamiento de la ronda %1</translation>
    </message>
    <message>
        <source>Match</source>
        <extracomment>the team with White on board 1, the other team</extracomment>
        <translation>Match</translation>
    </message>
    <message>
        <source>White on board 1</source>
        <translation>Blancas en el tablero 1</translation>
    </message>
    <message>
        <source>Black on board 1</source>
        <translation>Negras en el tablero 1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>Round %1 by the Swiss Team Pairing System (C.04.6, %2). Each team with its score before the round and the colours of its board 1 so far. Select a match to swap its colours, or two teams to exchange them; every change is written to the audit log.</source>
        <translation>Ronda %1 por el sistema suizo por equipos (C.04.6, %2). Cada equipo con su puntuación antes de la ronda y los colores de su primer tablero hasta ahora. Elija un encuentro para cambiar sus colores, o dos equipos para intercambiarlos; cada cambio se anota en el registro.</translation>
    </message>
    <message>
        <source>&amp;Store this pairing</source>
        <translation>&amp;Guardar este emparejamiento</translation>
    </message>
    <message>
        <source>bye (pairing-allocated)</source>
        <translation>descanso (asignado por emparejamiento)</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PE</translation>
    </message>
    <message>
        <source>%1: pairing-allocated bye</source>
        <translation>%1: descanso por emparejamiento</translation>
    </message>
    <message>
        <source>Match %1: %2 - %3</source>
        <translation>Encuentro %1: %2 - %3</translation>
    </message>
    <message>
        <source>already had a pairing-allocated bye, a forfeit win or a full-point bye ([C2])</source>
        <translation>ya tuvo un descanso por emparejamiento, una victoria por incomparecencia o un descanso de un punto ([C2])</translation>
    </message>
    <message>
        <source>already met ([C1])</source>
        <translation>ya se enfrentaron ([C1])</translation>
    </message>
    <message>
        <source>a prohibited pair in this round</source>
        <translation>una pareja prohibida en esta ronda</translation>
    </message>
    <message>
        <source>No manual changes.</source>
        <translation>Sin cambios manuales.</translation>
    </message>
    <message>
        <source>Manual changes: %1</source>
        <translation>Cambios manuales: %1</translation>
    </message>
    <message>
        <source>match %1: colours swapped (%2 White on board 1)</source>
        <translation>encuentro %1: colores cambiados (%2 blancas en el tablero 1)</translation>
    </message>
    <message>
        <source>teams %1 and %2 exchanged (matches %3 and %4)</source>
        <translation>equipos %1 y %2 intercambiados (encuentros %3 y %4)</translation>
    </message>
</context>
<context>
    <name>arb::TeamResults</name>
    <message>
        <source>round %1: the players of team %2 met players of %3 different teams</source>
        <translation>ronda %1: los jugadores del equipo %2 se enfrentaron a jugadores de %3 equipos distintos</translation>
    </message>
    <message>
        <source>round %1: players of team %2 met each other</source>
        <translation>ronda %1: jugadores del equipo %2 se enfrentaron entre sí</translation>
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
        <translation>(falta el jugador %1)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>start number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
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
        <translation>%1 no se aplica: no tiene sentido para equipos</translation>
    </message>
    <message>
        <source>%1 is defined by the 2026 edition of C.07 (Art. %2); this event follows the 2024 edition</source>
        <translation>%1 está definido en la edición 2026 del C.07 (art. %2); este torneo sigue la edición 2024</translation>
    </message>
</context>
<context>
    <name>arb::TeamStandingsModel</name>
    <message>
        <source>No.</source>
        <extracomment>team number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>MP</source>
        <extracomment>match points</extracomment>
        <translation>PE</translation>
    </message>
    <message>
        <source>GP</source>
        <extracomment>game points</extracomment>
        <translation>PP</translation>
    </message>
    <message>
        <source>B%1</source>
        <extracomment>board number</extracomment>
        <translation>T%1</translation>
    </message>
    <message>
        <source>Game points scored on board %1</source>
        <translation>Puntos de partida logrados en el tablero %1</translation>
    </message>
</context>
<context>
    <name>arb::TeamsModel</name>
    <message>
        <source>No.</source>
        <extracomment>team number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Average rating</source>
        <translation>Elo medio</translation>
    </message>
</context>
<context>
    <name>arb::TeamsWidget</name>
    <message>
        <source>Board &amp;up</source>
        <translation>Tablero &amp;arriba</translation>
    </message>
    <message>
        <source>Board &amp;down</source>
        <translation>Tablero a&amp;bajo</translation>
    </message>
    <message>
        <source>A 0-0 match gives no match points (B.6.3.1)</source>
        <translation>Un encuentro 0-0 no da puntos de encuentro (B.6.3.1)</translation>
    </message>
    <message>
        <source>Clear line-up</source>
        <translation>Borrar la alineación</translation>
    </message>
    <message>
        <source>Match points 2/1/0</source>
        <extracomment>match points for a won, drawn and lost match</extracomment>
        <translation>Puntos de encuentro 2/1/0</translation>
    </message>
    <message>
        <source>Match points 3/1/0</source>
        <translation>Puntos de encuentro 3/1/0</translation>
    </message>
    <message>
        <source>Board order (boards first, then reserves):</source>
        <translation>Orden de tableros (titulares primero, luego suplentes):</translation>
    </message>
    <message>
        <source>&amp;Line-up of round...</source>
        <translation>A&amp;lineación de la ronda...</translation>
    </message>
    <message>
        <source>Ne&amp;w team...</source>
        <translation>&amp;Nuevo equipo...</translation>
    </message>
    <message>
        <source>Remove team...</source>
        <translation>Quitar el equipo...</translation>
    </message>
    <message>
        <source>Add pla&amp;yers...</source>
        <translation>Añad&amp;ir jugadores...</translation>
    </message>
    <message>
        <source>Remove from team</source>
        <translation>Quitar del equipo</translation>
    </message>
    <message>
        <source>Removes the selected team (Delete); its players stay</source>
        <translation>Quita el equipo elegido (Supr); sus jugadores se quedan</translation>
    </message>
    <message>
        <source>Puts players without a team in the selected team (Insert in the roster)</source>
        <translation>Pone jugadores sin equipo en el equipo elegido (Insert en la lista)</translation>
    </message>
    <message>
        <source>Takes the selected player off the team (Delete in the roster)</source>
        <translation>Quita al jugador elegido del equipo (Supr en la lista)</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Quitar el equipo</translation>
    </message>
    <message>
        <source>The team's players of the round board by board (TRF-2026 300), reserves included; the roster keeps its order</source>
        <translation>Los jugadores del equipo en la ronda, tablero por tablero (TRF-2026 300), suplentes incluidos; la lista conserva su orden</translation>
    </message>
    <message>
        <source>The team plays the round in roster order</source>
        <translation>El equipo juega la ronda en el orden de la lista</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Nuevo equipo</translation>
    </message>
    <message>
        <source>Team name (a federation after a comma):</source>
        <translation>Nombre del equipo (una federación tras una coma):</translation>
    </message>
    <message>
        <source>New team: enter one team name.</source>
        <translation>Nuevo equipo: escriba un nombre de equipo.</translation>
    </message>
    <message>
        <source>New team: there is a team %1 already (number %2).</source>
        <translation>Nuevo equipo: ya hay un equipo %1 (número %2).</translation>
    </message>
    <message>
        <source>Remove team %1 %2? Its %3 players and their games stay in the event; Undo brings the team back.</source>
        <translation>¿Quitar el equipo %1 %2? Sus %3 jugadores y sus partidas siguen en el torneo; Deshacer devuelve el equipo.</translation>
    </message>
    <message>
        <source>Select a team first (or make one with New team).</source>
        <translation>Elija primero un equipo (o cree uno con Nuevo equipo).</translation>
    </message>
    <message>
        <source>Every player is in a team; add players on the Players tab first.</source>
        <translation>Cada jugador está en un equipo; añada primero jugadores en la pestaña Jugadores.</translation>
    </message>
    <message>
        <source>Add players to %1</source>
        <translation>Añadir jugadores a %1</translation>
    </message>
    <message>
        <source>Space checks a player; they join the roster in rating order, after the players already in it.</source>
        <translation>Espacio marca un jugador; entran en la lista por orden de rating, tras los jugadores que ya están en ella.</translation>
    </message>
    <message>
        <source>&amp;Remove team</source>
        <translation>&amp;Quitar el equipo</translation>
    </message>
</context>
<context>
    <name>arb::TieBreak</name>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Direct Encounter</source>
        <translation>Encuentro directo</translation>
    </message>
    <message>
        <source>Number of Wins</source>
        <translation>Número de victorias</translation>
    </message>
    <message>
        <source>Number of Games Won</source>
        <translation>Número de partidas ganadas</translation>
    </message>
    <message>
        <source>Number of Games Played with Black</source>
        <translation>Número de partidas con negras</translation>
    </message>
    <message>
        <source>Number of Games Won with Black</source>
        <translation>Número de victorias con negras</translation>
    </message>
    <message>
        <source>Sum of Progressive Scores</source>
        <translation>Suma de puntuaciones progresivas</translation>
    </message>
    <message>
        <source>Rounds one Elected to Play</source>
        <translation>Rondas en que se eligió jugar</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Average of Opponents' Buchholz</source>
        <translation>Promedio del Buchholz de los rivales</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Buchholz anticipado</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Koya System</source>
        <translation>Sistema Koya</translation>
    </message>
    <message>
        <source>Average Rating of Opponents</source>
        <translation>Elo medio de los rivales</translation>
    </message>
    <message>
        <source>Tournament Performance Rating</source>
        <translation>Rendimiento en el torneo</translation>
    </message>
    <message>
        <source>Perfect Tournament Performance</source>
        <translation>Rendimiento perfecto</translation>
    </message>
    <message>
        <source>Average Performance Rating of Opponents</source>
        <translation>Rendimiento medio de los rivales</translation>
    </message>
    <message>
        <source>Average Perfect Performance of Opponents</source>
        <translation>Rendimiento perfecto medio de los rivales</translation>
    </message>
    <message>
        <source>Modified Median</source>
        <translation>Mediana modificada</translation>
    </message>
    <message>
        <source>Solkoff</source>
        <translation>Solkoff</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Progresivo</translation>
    </message>
    <message>
        <source>Cumulative of Opposition</source>
        <translation>Progresivo de los rivales</translation>
    </message>
    <message>
        <source>Median (Harkness)</source>
        <translation>Mediana (Harkness)</translation>
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
        <translation>Más partidas con negras</translation>
    </message>
    <message>
        <source>Result between Tied Players</source>
        <translation>Resultado entre los jugadores empatados</translation>
    </message>
    <message>
        <source>Average Rating of Opposition</source>
        <translation>Elo medio de los rivales</translation>
    </message>
    <message>
        <source>Opposition Performance</source>
        <translation>Rendimiento de los rivales</translation>
    </message>
    <message>
        <source>Direct Encounter if All Tied Players Met</source>
        <translation>Encuentro directo si todos los empatados se enfrentaron</translation>
    </message>
    <message>
        <source>Match Points</source>
        <translation>Puntos de encuentro</translation>
    </message>
    <message>
        <source>Game Points</source>
        <translation>Puntos de partida</translation>
    </message>
    <message>
        <source>Match Points or Game Points</source>
        <translation>Puntos de encuentro o puntos de partida</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger</source>
        <translation>Sonneborn-Berger extendido</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's MP x MP scored</source>
        <translation>Sonneborn-Berger extendido: PE del rival x PE logrados</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's MP x GP scored</source>
        <translation>Sonneborn-Berger extendido: PE del rival x PP logrados</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's GP x MP scored</source>
        <translation>Sonneborn-Berger extendido: PP del rival x PE logrados</translation>
    </message>
    <message>
        <source>Extended Sonneborn-Berger: opponent's GP x GP scored</source>
        <translation>Sonneborn-Berger extendido: PP del rival x PP logrados</translation>
    </message>
    <message>
        <source>Extended Direct Encounter</source>
        <translation>Encuentro directo extendido</translation>
    </message>
    <message>
        <source>Scores and Schedule Strength Combination</source>
        <translation>Combinación de puntuación y fuerza del calendario</translation>
    </message>
    <message>
        <source>Board Count</source>
        <translation>Recuento por tableros</translation>
    </message>
    <message>
        <source>Top Board Results</source>
        <translation>Resultados en los primeros tableros</translation>
    </message>
    <message>
        <source>Bottom Board Elimination</source>
        <translation>Eliminación de los últimos tableros</translation>
    </message>
    <message>
        <source>Standard Points</source>
        <translation>Puntos estándar</translation>
    </message>
    <message>
        <source>Tournament Pairing Number</source>
        <translation>Número de emparejamiento del torneo</translation>
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
        <translation>desempate «%1»: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>does not start with a tie-break acronym</source>
        <translation>no empieza por una sigla de desempate</translation>
    </message>
    <message>
        <source>unknown acronym "%1"</source>
        <translation>sigla desconocida «%1»</translation>
    </message>
    <message>
        <source>ESB needs two point types (MM, MG, GM or GG), not "%1"</source>
        <translation>ESB necesita dos tipos de puntos (MM, MG, GM o GG), no «%1»</translation>
    </message>
    <message>
        <source>point type must be MP or GP, not "%1"</source>
        <translation>el tipo de puntos debe ser MP o GP, no «%1»</translation>
    </message>
    <message>
        <source>unknown modifier "%1"</source>
        <translation>modificador desconocido «%1»</translation>
    </message>
    <message>
        <source>%1 cannot be cut (Art. 14)</source>
        <translation>%1 no admite cortes (art. 14)</translation>
    </message>
    <message>
        <source>more than one cut or median modifier</source>
        <translation>más de un modificador de corte o de mediana</translation>
    </message>
    <message>
        <source>the median does not apply to progressive scores</source>
        <translation>la mediana no se aplica a la puntuación progresiva</translation>
    </message>
    <message>
        <source>the limit modifier applies to the Koya system only</source>
        <translation>el modificador de límite solo se aplica al sistema Koya</translation>
    </message>
    <message>
        <source>unknown edition "%1" of the regulations (V2024 or V2026)</source>
        <translation>edición desconocida «%1» del reglamento (V2024 o V2026)</translation>
    </message>
    <message>
        <source>a rating for unrated players applies to rating-based tie-breaks only</source>
        <translation>un Elo para jugadores sin Elo solo se aplica a desempates basados en el Elo</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count</source>
        <translation>Encuentro directo extendido, luego recuento por tableros</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Top Board Results</source>
        <translation>Encuentro directo extendido, luego resultados en los primeros tableros</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Bottom Board Elimination</source>
        <translation>Encuentro directo extendido, luego eliminación de los últimos tableros</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count and Top Board Results</source>
        <translation>Encuentro directo extendido, luego recuento por tableros y resultados en los primeros tableros</translation>
    </message>
    <message>
        <source>Extended Direct Encounter, then Board Count and Bottom Board Elimination</source>
        <translation>Encuentro directo extendido, luego recuento por tableros y eliminación de los últimos tableros</translation>
    </message>
    <message>
        <source>/R (reverse order) applies to TPN and RTNG only</source>
        <translation>/R (orden inverso) solo se aplica a TPN y RTNG</translation>
    </message>
    <message>
        <source>"%1" is a tie-break of other regulations that Arbiter does not compute</source>
        <translation>«%1» es un desempate de otros reglamentos que Arbiter no calcula</translation>
    </message>
    <message>
        <source>External value</source>
        <translation>Valor externo</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakBreakdownModel</name>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>victoria por incomparecencia</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>derrota por incomparecencia</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>descanso por emparejamiento</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>descanso de un punto</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>descanso de medio punto</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>descanso sin puntos</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>no emparejado</translation>
    </message>
    <message>
        <source>Select a tie-break value in the standings to see how it is made up.</source>
        <translation>Seleccione un valor de desempate en la clasificación para ver cómo se compone.</translation>
    </message>
    <message>
        <source>%1 of %2: %3 (%4, %5).</source>
        <translation>%1 de %2: %3 (%4, %5).</translation>
    </message>
    <message>
        <source>dummy opponent (Art. 16.4)</source>
        <translation>rival virtual (art. 16.4)</translation>
    </message>
    <message>
        <source>voluntarily unplayed (16.1.2)</source>
        <translation>no jugada voluntariamente (16.1.2)</translation>
    </message>
    <message>
        <source>opponent's score adjusted (16.3)</source>
        <translation>puntuación del rival ajustada (16.3)</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>descartado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Round was</source>
        <translation>La ronda fue</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Opponent's score</source>
        <translation>Puntos del rival</translation>
    </message>
    <message>
        <source>Counted as</source>
        <extracomment>the score, rating or running score a cut or limit judges the element on</extracomment>
        <translation>Contado como</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>arb::TieBreakEditor</name>
    <message>
        <source>modifiers, e.g. /C1 /M1 /P /L+1 /U1400</source>
        <translation>modificadores, p. ej. /C1 /M1 /P /L+1 /U1400</translation>
    </message>
    <message>
        <source>&amp;Load preset</source>
        <translation>Cargar p&amp;lantilla</translation>
    </message>
    <message>
        <source>Tie-break:</source>
        <translation>Desempate:</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>Plantillas:</translation>
    </message>
    <message>
        <source>Drag the entries to change their order; Apply stores the list.</source>
        <translation>Arrastre las entradas para cambiar el orden; Aplicar guarda la lista.</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Guardar plantilla</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>"%1": %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>forfeits count as played games (/P)</source>
        <translation>las incomparecencias cuentan como partidas jugadas (/P)</translation>
    </message>
    <message>
        <source>Koya limit %1 half-points (Art. 14.5)</source>
        <translation>límite Koya %1 medios puntos (art. 14.5)</translation>
    </message>
    <message>
        <source>unrated players count as %1 (Art. 10)</source>
        <translation>los jugadores sin Elo cuentan como %1 (art. 10)</translation>
    </message>
    <message>
        <source>Tie-break "%1": %2</source>
        <translation>Desempate «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>median: the highest and the lowest %n value(s) are cut (Art. 14.2)</source>
        <translation><numerusform>mediana: se descartan el valor más alto y el más bajo (art. 14.2)</numerusform><numerusform>mediana: se descartan los %n valores más altos y los más bajos (art. 14.2)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>cut: the lowest %n value(s) are cut (Art. 14.1)</source>
        <translation><numerusform>corte: se descarta el valor más bajo (art. 14.1)</numerusform><numerusform>corte: se descartan los %n valores más bajos (art. 14.1)</numerusform></translation>
    </message>
    <message>
        <source>Regulation:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <source>%1 - %2 (%3)</source>
        <translation>%1 - %2 (%3)</translation>
    </message>
    <message>
        <source>reversed: the higher value first (/R)</source>
        <translation>invertido: el valor más alto primero (/R)</translation>
    </message>
    <message>
        <source>computed under the %1 edition of C.07 whatever the event's (/V)</source>
        <translation>calculado según la edición %1 del C.07 sea cual sea la del torneo (/V)</translation>
    </message>
    <message>
        <source>⚠ a Buchholz-type tie-break is not meant for round robins (C.07, note to Art. 8)</source>
        <translation>⚠ un desempate de tipo Buchholz no está pensado para torneos de todos contra todos (C.07, nota al art. 8)</translation>
    </message>
    <message>
        <source>⚠ defined by the 2026 edition of C.07; this event follows the 2024 edition</source>
        <translation>⚠ definido en la edición 2026 del C.07; este torneo sigue la edición 2024</translation>
    </message>
    <message>
        <source>In force: %1, version %2 (%3). The list below may have been changed since.</source>
        <translation>En vigor: %1, versión %2 (%3). La lista de abajo puede haberse cambiado desde entonces.</translation>
    </message>
    <message>
        <source>No regulation preset applied.</source>
        <translation>No se ha aplicado ninguna plantilla de reglamento.</translation>
    </message>
    <message>
        <source>Custom (the list in force is no preset's)</source>
        <translation>Personalizado (la lista vigente no es de ningún preajuste)</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Añad&amp;ir</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>A&amp;plicar</translation>
    </message>
    <message>
        <source>Save as ne&amp;w preset...</source>
        <translation>Guardar c&amp;omo plantilla...</translation>
    </message>
    <message>
        <source>&amp;Use regulation</source>
        <translation>Usar el regla&amp;mento</translation>
    </message>
    <message>
        <source>the default list</source>
        <translation>la lista predeterminada</translation>
    </message>
    <message>
        <source>Change the tie-breaks after round %1</source>
        <translation>Cambiar los desempates tras la ronda %1</translation>
    </message>
    <message>
        <source>The tie-breaks were announced before round 1; round %1 is played. Changing them now can change who wins a place or a prize.

Now: %2
New: %3

The change is recorded with the round and the list it replaces (### TieBreaks @ Round %1) in the log and the rating report.</source>
        <translation>Los desempates se anunciaron antes de la ronda 1; la ronda %1 está jugada. Cambiarlos ahora puede cambiar quién gana un puesto o un premio.

Ahora: %2
Nuevos: %3

El cambio queda registrado con la ronda y la lista que sustituye (### TieBreaks @ Round %1) en el registro y el informe de Elo.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Last step: replace %1 by %2 after round %3?</source>
        <translation>Último paso: ¿sustituir %1 por %2 tras la ronda %3?</translation>
    </message>
    <message>
        <source>Change the tie-breaks</source>
        <translation>Cambiar los desempates</translation>
    </message>
    <message>
        <source>E&amp;xternal values...</source>
        <translation>Valores e&amp;xternos...</translation>
    </message>
    <message>
        <source>Values of the EXT tie-break that the tournament rules take from outside the event</source>
        <translation>Valores del desempate EXT que el reglamento toma de fuera del torneo</translation>
    </message>
</context>
<context>
    <name>arb::TimeControl</name>
    <message>
        <source>time control "%1": expected minutes+increment such as 3+2, or White/Black such as 2.5+2/3+2</source>
        <translation>ritmo de juego «%1»: se esperan minutos+incremento como 3+2, o blancas/negras como 2.5+2/3+2</translation>
    </message>
    <message>
        <source>time control: "white" and "black" need positive "seconds" and an "increment" of 0 or more</source>
        <translation>ritmo de juego: «white» y «black» necesitan «seconds» positivos y un «increment» de 0 o más</translation>
    </message>
</context>
<context>
    <name>arb::TimeControlCode</name>
    <message>
        <source>period %1: "%2" is not seconds (5400), seconds and increment (5400+30), or moves first (40/6000+30)</source>
        <translation>periodo %1: «%2» no es segundos (5400), segundos e incremento (5400+30) ni jugadas primero (40/6000+30)</translation>
    </message>
    <message>
        <source>period %1: a period of 0 moves</source>
        <translation>periodo %1: un periodo de 0 jugadas</translation>
    </message>
    <message>
        <source>period %1: no time at all</source>
        <translation>periodo %1: ningún tiempo</translation>
    </message>
    <message>
        <source>period %1 is for the rest of the game, yet period %2 follows it</source>
        <translation>el periodo %1 es para el resto de la partida, pero le sigue el periodo %2</translation>
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
        <translation>%1 jugadas en %2</translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 para la partida</translation>
    </message>
    <message>
        <source>%1 for the rest of the game</source>
        <translation>%1 para el resto de la partida</translation>
    </message>
    <message>
        <source> + %1 per move</source>
        <translation> + %1 por jugada</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>White %1; Black %2</source>
        <translation>Blancas %1; Negras %2</translation>
    </message>
    <message>
        <source>no time control given</source>
        <translation>no se indicó ningún ritmo</translation>
    </message>
    <message>
        <source>"%1": the colours' controls are written W...-B..., e.g. W300-B240</source>
        <translation>«%1»: los ritmos de cada color se escriben W...-B..., p. ej. W300-B240</translation>
    </message>
    <message>
        <source>White, %1</source>
        <translation>Blancas, %1</translation>
    </message>
    <message>
        <source>Black, %1</source>
        <translation>Negras, %1</translation>
    </message>
</context>
<context>
    <name>arb::TitleNorms</name>
    <message>
        <source>1.4: %1 norms are for women</source>
        <translation>1.4: las normas de %1 son solo para mujeres</translation>
    </message>
    <message>
        <source>1.4.1c: 8 games and a round won without a game, counted as 9</source>
        <translation>1.4.1c: 8 partidas y una ronda ganada sin jugar, contadas como 9</translation>
    </message>
    <message>
        <source>1.4.1a: %1 games (at least 9)</source>
        <translation>1.4.1a: %1 partidas (al menos 9)</translation>
    </message>
    <message>
        <source>1.4.5: %1 titled opponents (at least %2)</source>
        <translation>1.4.5: %1 rivales con título (al menos %2)</translation>
    </message>
    <message>
        <source>1.4.5: %1 opponents with the title %2 or higher (at least %3)</source>
        <translation>1.4.5: %1 rivales con el título %2 o superior (al menos %3)</translation>
    </message>
    <message>
        <source>1.4.3: %1 federations other than the player's (at least 2)</source>
        <translation>1.4.3: %1 federaciones distintas de la del jugador (al menos 2)</translation>
    </message>
    <message>
        <source>1.4.4: %1 opponents of the player's federation (at most %2)</source>
        <translation>1.4.4: %1 rivales de la federación del jugador (como máximo %2)</translation>
    </message>
    <message>
        <source>1.4.8a: average rating %1 (at least %2)</source>
        <translation>1.4.8a: media de Elo %1 (al menos %2)</translation>
    </message>
    <message>
        <source>1.4.8b: score %1 of %2, %3 % (at least 35 %)</source>
        <translation>1.4.8b: %1 de %2, %3 % (al menos 35 %)</translation>
    </message>
    <message>
        <source>1.4.8: performance %1 = %2 + %3 (at least %4)</source>
        <translation>1.4.8: resultado %1 = %2 + %3 (al menos %4)</translation>
    </message>
    <message>
        <source>1.4.1e, f: rounds %1 left out</source>
        <translation>1.4.1e, f: rondas %1 excluidas</translation>
    </message>
    <message>
        <source>1.4.4: %1 opponents of one federation at most (at most %2)</source>
        <translation>1.4.4: como mucho %1 rivales de una misma federación (como máximo %2)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <source>rounds %1 to %2</source>
        <translation>rondas %1 a %2</translation>
    </message>
    <message>
        <source>none: the federation requirements apply</source>
        <translation>ninguna: se aplican los requisitos de federaciones</translation>
    </message>
    <message>
        <source>final of a national championship (1.4.3a)</source>
        <translation>final de un campeonato nacional (1.4.3a)</translation>
    </message>
    <message>
        <source>national team championship (1.4.3b)</source>
        <translation>campeonato nacional por equipos (1.4.3b)</translation>
    </message>
    <message>
        <source>zonal or sub-zonal tournament (1.4.3c)</source>
        <translation>torneo zonal o subzonal (1.4.3c)</translation>
    </message>
    <message>
        <source>1.4.3d: for a Swiss event with its host federation given and a round played</source>
        <translation>1.4.3d: para un torneo suizo con su federación anfitriona indicada y una ronda jugada</translation>
    </message>
    <message>
        <source>at least %1 rated players not of the host federation (round %2, at least 20), of %3 federations (round %4, at least 3), %5 of them GM, IM, WGM or WIM (round %6, at least 10) in every round</source>
        <translation>al menos %1 jugadores con Elo que no son de la federación anfitriona (ronda %2, al menos 20), de %3 federaciones (ronda %4, al menos 3), %5 de ellos GM, MI, WGM o WIM (ronda %6, al menos 10) en cada ronda</translation>
    </message>
    <message>
        <source>1.4.3d met: %1</source>
        <translation>1.4.3d cumplida: %1</translation>
    </message>
    <message>
        <source>1.4.3d not met: %1</source>
        <translation>1.4.3d no cumplida: %1</translation>
    </message>
    <message>
        <source>no round left to play</source>
        <translation>no queda ninguna ronda por jugar</translation>
    </message>
    <message>
        <source>%1 norm made</source>
        <translation>norma de %1 lograda</translation>
    </message>
    <message>
        <source>%1 norm out of reach: %2</source>
        <translation>norma de %1 fuera de alcance: %2</translation>
    </message>
    <message>
        <source>1.4.3, 1.4.4: the federation requirements are waived (%1)</source>
        <translation>1.4.3, 1.4.4: no se aplican los requisitos de federaciones (%1)</translation>
    </message>
    <message>
        <source>a score of %1 needed from %2 (Ra %3)</source>
        <translation>una puntuación de %1 necesaria de %2 (Ra %3)</translation>
    </message>
    <message>
        <source>Ra %1 with the opponents assumed for the rounds not paired</source>
        <translation>Ra %1 con los rivales supuestos para las rondas sin emparejar</translation>
    </message>
    <message>
        <source>Ra %1</source>
        <translation>Ra %1</translation>
    </message>
    <message>
        <source>%1 norm possible: the games of %2 played, whatever their results (%3)</source>
        <translation>norma de %1 posible: las partidas de %2 jugadas, sea cual sea su resultado (%3)</translation>
    </message>
    <message>
        <source>%1 norm possible: a score of %2 needed from %3 (%4)</source>
        <translation>norma de %1 posible: una puntuación de %2 necesaria de %3 (%4)</translation>
    </message>
    <message>
        <source>%1 norm made: %2 games (credited %3), score %4, Ra %5, %6 %, Rp %7</source>
        <translation>norma de %1 lograda: %2 partidas (contadas %3), puntuación %4, Ra %5, %6 %, Rp %7</translation>
    </message>
    <message>
        <source>%1 norm not made: %2 games, score %3, Ra %4, %5 %, Rp %6</source>
        <translation>norma de %1 no lograda: %2 partidas, puntuación %3, Ra %4, %5 %, Rp %6</translation>
    </message>
</context>
<context>
    <name>arb::TournamentDatabase</name>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 ya existe; elija otro nombre</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>el controlador SQLite de Qt no está instalado (Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 is already open in %2 (process %3 on %4); close it there first</source>
        <translation>%1 ya está abierto en %2 (proceso %3 en %4); ciérrelo primero allí</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>otro programa</translation>
    </message>
    <message>
        <source>cannot lock %1: no permission to write next to it</source>
        <translation>no se puede bloquear %1: sin permiso para escribir junto a él</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a tournament database or it is damaged: %2</source>
        <translation>%1 no es una base de datos de torneo o está dañada: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 está dañado: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database</source>
        <translation>%1 no es una base de datos de torneo de Arbiter</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Arbiter (database version %2; this program reads up to version %3); it was not changed</source>
        <translation>%1 fue escrito por una versión más reciente de Arbiter (versión %2 de la base; este programa lee hasta la versión %3); no se ha modificado</translation>
    </message>
    <message>
        <source>cannot set up %1: %2</source>
        <translation>no se puede preparar %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot read the version of %1: %2</source>
        <translation>no se puede leer la versión de %1: %2</translation>
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation>no se puede actualizar %1: %2</translation>
    </message>
    <message>
        <source>cannot update %1 to version %2: %3</source>
        <translation>no se puede actualizar %1 a la versión %2: %3</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>no tournament database is open</source>
        <translation>no hay ninguna base de datos de torneo abierta</translation>
    </message>
    <message>
        <source>%1 already holds players; import into a new tournament</source>
        <translation>%1 ya contiene jugadores; importe en un torneo nuevo</translation>
    </message>
    <message>
        <source>cannot import into %1: %2</source>
        <translation>no se puede importar en %1: %2</translation>
    </message>
    <message>
        <source>Import "%1"</source>
        <translation>Importación «%1»</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n jugador</numerusform><numerusform>%n jugadores</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation><numerusform>%n ronda</numerusform><numerusform>%n rondas</numerusform></translation>
    </message>
    <message>
        <source>%1 %2: none</source>
        <translation>%1 %2: ninguno</translation>
    </message>
    <message>
        <source> withdrawn from round %1</source>
        <translation> retirado desde la ronda %1</translation>
    </message>
    <message>
        <source>cannot read the audit log of %1: %2</source>
        <translation>no se puede leer el registro de %1: %2</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nada que deshacer</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nada que rehacer</translation>
    </message>
    <message>
        <source>the audit log of %1 is damaged (entry %2)</source>
        <translation>el registro de %1 está dañado (entrada %2)</translation>
    </message>
    <message>
        <source>start number %1 is invalid: it must be 1 or more</source>
        <translation>el número inicial %1 no es válido: debe ser 1 o más</translation>
    </message>
    <message>
        <source>player %1 needs a name</source>
        <translation>el jugador %1 necesita un nombre</translation>
    </message>
    <message>
        <source>player %1: rating %2 is out of range (0-4000)</source>
        <translation>jugador %1: el Elo %2 está fuera de rango (0-4000)</translation>
    </message>
    <message>
        <source>FIDE id %1 is already used by player %2 (%3)</source>
        <translation>el id FIDE %1 ya lo usa el jugador %2 (%3)</translation>
    </message>
    <message>
        <source>Edit player %1 %2</source>
        <translation>Editar jugador %1 %2</translation>
    </message>
    <message>
        <source>Add player %1 %2</source>
        <translation>Añadir jugador %1 %2</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>no existe el jugador %1</translation>
    </message>
    <message>
        <source>player %1 has rounds entered; withdraw them instead</source>
        <translation>el jugador %1 tiene rondas introducidas; retírelo en su lugar</translation>
    </message>
    <message>
        <source>Remove player %1 %2</source>
        <translation>Eliminar jugador %1 %2</translation>
    </message>
    <message>
        <source>round %1 is invalid</source>
        <translation>la ronda %1 no es válida</translation>
    </message>
    <message>
        <source>Withdraw player %1 %2 from round %3</source>
        <translation>Retirar al jugador %1 %2 desde la ronda %3</translation>
    </message>
    <message>
        <source>Revoke the withdrawal of player %1 %2</source>
        <translation>Anular la retirada del jugador %1 %2</translation>
    </message>
    <message>
        <source>round %1: there is no player %2</source>
        <translation>ronda %1: no existe el jugador %2</translation>
    </message>
    <message>
        <source>round %1: player %2 withdrew from round %3</source>
        <translation>ronda %1: el jugador %2 se retiró desde la ronda %3</translation>
    </message>
    <message>
        <source>round %1: player %2 cannot play against themselves</source>
        <translation>ronda %1: el jugador %2 no puede jugar contra sí mismo</translation>
    </message>
    <message>
        <source>round %1: '%2' is not a result for a game</source>
        <translation>ronda %1: '%2' no es un resultado de partida</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3 %4</source>
        <translation>Ronda %1: %2 - %3 %4</translation>
    </message>
    <message>
        <source>round %1: player %2 is not paired; pair them or give a bye first</source>
        <translation>ronda %1: el jugador %2 no está emparejado; emparéjelo o dele un bye primero</translation>
    </message>
    <message>
        <source>impossible result in round %1: player %2 is paired against %3, so '%4' (a bye) cannot be their result</source>
        <translation>resultado imposible en la ronda %1: el jugador %2 está emparejado con %3, así que '%4' (un bye) no puede ser su resultado</translation>
    </message>
    <message>
        <source>impossible result in round %1: '%2' is not a bye (use H, F, U or Z)</source>
        <translation>resultado imposible en la ronda %1: '%2' no es un bye (use H, F, U o Z)</translation>
    </message>
    <message>
        <source>Round %1: bye %2 for %3</source>
        <translation>Ronda %1: descanso %2 para %3</translation>
    </message>
    <message>
        <source>Round %1: unpair %2</source>
        <translation>Ronda %1: desemparejar %2</translation>
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation>desempate «%1»: %2</translation>
    </message>
    <message>
        <source>Tie-break list: %1</source>
        <translation>Lista de desempates: %1</translation>
    </message>
    <message>
        <source>Scoring: win %1, draw %2, loss %3</source>
        <translation>Puntuación: victoria %1, tablas %2, derrota %3</translation>
    </message>
    <message>
        <source>unknown event field "%1"</source>
        <translation>campo de torneo desconocido «%1»</translation>
    </message>
    <message>
        <source>number of rounds "%1" is invalid</source>
        <translation>el número de rondas «%1» no es válido</translation>
    </message>
    <message>
        <source>tournament type "%1" is invalid</source>
        <translation>el tipo de torneo «%1» no es válido</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>Torneo %1: %2</translation>
    </message>
    <message>
        <source>a preset needs a name</source>
        <translation>una plantilla necesita un nombre</translation>
    </message>
    <message>
        <source>edition "%1" of the tie-break regulations is invalid (2024 or 2026)</source>
        <translation>la edición «%1» del reglamento de desempates no es válida (2024 o 2026)</translation>
    </message>
    <message>
        <source>team number %1 is invalid: it must be 1 or more</source>
        <translation>el número de equipo %1 no es válido: debe ser 1 o más</translation>
    </message>
    <message>
        <source>team %1 needs a name</source>
        <translation>el equipo %1 necesita un nombre</translation>
    </message>
    <message>
        <source>team %1: there is no player %2</source>
        <translation>equipo %1: no existe el jugador %2</translation>
    </message>
    <message>
        <source>team %1: player %2 is listed twice</source>
        <translation>equipo %1: el jugador %2 aparece dos veces</translation>
    </message>
    <message>
        <source>team %1: player %2 already plays for team %3 (%4)</source>
        <translation>equipo %1: el jugador %2 ya juega en el equipo %3 (%4)</translation>
    </message>
    <message>
        <source>there is no team %1</source>
        <translation>no existe el equipo %1</translation>
    </message>
    <message>
        <source>round %1: there is no team %2</source>
        <translation>ronda %1: no existe el equipo %2</translation>
    </message>
    <message>
        <source>round %1: team %2 cannot play against itself</source>
        <translation>ronda %1: el equipo %2 no puede jugar contra sí mismo</translation>
    </message>
    <message>
        <source>round %1, team %2, board %3: player %4 is not in the team</source>
        <translation>ronda %1, equipo %2, tablero %3: el jugador %4 no está en el equipo</translation>
    </message>
    <message>
        <source>round %1, team %2: player %3 is on two boards</source>
        <translation>ronda %1, equipo %2: el jugador %3 está en dos tableros</translation>
    </message>
    <message>
        <source>match points: a win (%1) must give at least a draw (%2), a draw at least a loss (%3)</source>
        <translation>puntos de encuentro: una victoria (%1) debe dar al menos lo que unas tablas (%2), unas tablas al menos lo que una derrota (%3)</translation>
    </message>
    <message>
        <source>board colours "%1": board %2 must be W or B</source>
        <translation>colores de tableros «%1»: el tablero %2 debe ser W o B</translation>
    </message>
    <message>
        <source>round %1 already has results (player %2 against %3); unpair it first</source>
        <translation>la ronda %1 ya tiene resultados (jugador %2 contra %3); deshaga primero su emparejamiento</translation>
    </message>
    <message>
        <source>round %1 has results (player %2 against %3); delete them before unpairing the round</source>
        <translation>la ronda %1 tiene resultados (jugador %2 contra %3); bórrelos antes de deshacer el emparejamiento de la ronda</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>la ronda %1 no está emparejada</translation>
    </message>
    <message>
        <source>an in-memory tournament has no backups</source>
        <translation>un torneo en memoria no tiene copias</translation>
    </message>
    <message>
        <source>cannot back up %1: cannot create the folder %2</source>
        <translation>no se puede copiar %1: no se puede crear la carpeta %2</translation>
    </message>
    <message>
        <source>cannot back up %1 to %2: %3</source>
        <translation>no se puede copiar %1 en %2: %3</translation>
    </message>
    <message>
        <source>the copy cannot be renamed</source>
        <translation>no se puede renombrar la copia</translation>
    </message>
    <message>
        <source>%1: the lock file %2 was empty or unreadable (left by a crash or a power cut); it was taken over</source>
        <translation>%1: el archivo de bloqueo %2 estaba vacío o ilegible (tras un fallo o un corte de luz); se ha tomado</translation>
    </message>
    <message>
        <source>%1 is being opened by another program (its lock file %2 is still being written); try again</source>
        <translation>%1 lo está abriendo otro programa (su archivo de bloqueo %2 aún se está escribiendo); inténtelo de nuevo</translation>
    </message>
    <message>
        <source>cannot lock %1: the disk is full (no room for the lock file %2)</source>
        <translation>no se puede bloquear %1: el disco está lleno (no cabe el archivo de bloqueo %2)</translation>
    </message>
    <message>
        <source>cannot lock %1: the folder %2 does not exist</source>
        <translation>no se puede bloquear %1: la carpeta %2 no existe</translation>
    </message>
    <message>
        <source>cannot lock %1: the lock file %2 cannot be written</source>
        <translation>no se puede bloquear %1: no se puede escribir el archivo de bloqueo %2</translation>
    </message>
    <message>
        <source>%1: the lock left by %2 (process %3 on %4), which is no longer running, was taken over</source>
        <translation>%1: se ha tomado el bloqueo dejado por %2 (proceso %3 en %4), que ya no se ejecuta</translation>
    </message>
    <message>
        <source>%1 is already open in this program under another name (a link to the same file); close it there first</source>
        <translation>%1 ya está abierto en este programa con otro nombre (un enlace al mismo archivo); ciérrelo primero allí</translation>
    </message>
    <message>
        <source>%1 is already open in another program (SQLite reports it locked; it may be open under another name, through a link); close it there first</source>
        <translation>%1 ya está abierto en otro programa (SQLite lo indica bloqueado; puede estar abierto con otro nombre, mediante un enlace); ciérrelo primero allí</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (PRAGMA user_version) is %2, not a version of Arbiter's schema; it was not changed</source>
        <translation>%1 está dañado: su versión de esquema (PRAGMA user_version) es %2, que no es una versión del esquema de Arbiter; no se ha modificado</translation>
    </message>
    <message>
        <source>cannot write the journal of %1 back into it: %2</source>
        <translation>no se puede volver a escribir el diario de %1 en él: %2</translation>
    </message>
    <message>
        <source>the file is busy</source>
        <translation>el archivo está ocupado</translation>
    </message>
    <message>
        <source>%1 was removed while %2 was open; what it held could not be written back: %3. Keep Arbiter open and make a copy with Save as</source>
        <translation>%1 se eliminó mientras %2 estaba abierto; su contenido no se pudo volver a escribir: %3. Mantenga Arbiter abierto y haga una copia con Guardar como</translation>
    </message>
    <message>
        <source>%1 was removed while %2 was open (by another program or by hand); every change was written back into %2 and a new journal was started</source>
        <translation>%1 se eliminó mientras %2 estaba abierto (por otro programa o a mano); cada cambio se escribió en %2 y se inició un diario nuevo</translation>
    </message>
    <message>
        <source>%1: cannot check the content: %2</source>
        <translation>%1: no se puede comprobar el contenido: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more row(s) like the one above</source>
        <translation><numerusform>%1: %n fila más como la anterior</numerusform><numerusform>%1: %n filas más como la anterior</numerusform></translation>
    </message>
    <message>
        <source>table results, row start_no %1, round %2</source>
        <translation>tabla results, fila start_no %1, ronda %2</translation>
    </message>
    <message>
        <source>%1: round %2 is not possible (a tournament has rounds 1 to %3); the row is not used and is kept in the file</source>
        <translation>%1: la ronda %2 no es posible (un torneo tiene las rondas 1 a %3); la fila no se usa y se conserva en el archivo</translation>
    </message>
    <message>
        <source>table meta, row declaredRounds: %1 rounds is not possible (at most %2); the number of rounds is not used and is kept in the file</source>
        <translation>tabla meta, fila declaredRounds: %1 rondas no es posible (como máximo %2); el número de rondas no se usa y se conserva en el archivo</translation>
    </message>
    <message>
        <source>%1: a result for player %2, who is not in the event (table players); the row is not used and is kept in the file</source>
        <translation>%1: un resultado para el jugador %2, que no está en el torneo (tabla players); la fila no se usa y se conserva en el archivo</translation>
    </message>
    <message>
        <source>%1: the opponent %2 is not in the event (table players)</source>
        <translation>%1: el rival %2 no está en el torneo (tabla players)</translation>
    </message>
    <message>
        <source>%1: round %2 is beyond the last round of the event (%3, table meta, row declaredRounds)</source>
        <translation>%1: la ronda %2 supera la última ronda del torneo (%3, tabla meta, fila declaredRounds)</translation>
    </message>
    <message>
        <source>%1: the colour "%2" is not w or b</source>
        <translation>%1: el color «%2» no es w ni b</translation>
    </message>
    <message>
        <source>%1: a colour ("%2") for a round without an opponent</source>
        <translation>%1: un color («%2») para una ronda sin rival</translation>
    </message>
    <message>
        <source>%1: "%2" is not a result code</source>
        <translation>%1: «%2» no es un código de resultado</translation>
    </message>
    <message>
        <source>%1: the player is paired against themselves</source>
        <translation>%1: el jugador está emparejado consigo mismo</translation>
    </message>
    <message>
        <source>%1: paired with %2, whose row for the round does not name %3</source>
        <translation>%1: emparejado con %2, cuya fila de la ronda no nombra a %3</translation>
    </message>
    <message>
        <source>%1: both players of the game have the colour %2</source>
        <translation>%1: los dos jugadores de la partida tienen el color %2</translation>
    </message>
    <message>
        <source>table players, row start_no %1: withdrawn from round %2, which no tournament has</source>
        <translation>tabla players, fila start_no %1: retirado desde la ronda %2, que ningún torneo tiene</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (PRAGMA user_version) is %2</source>
        <translation>%1 está dañado: su versión de esquema (PRAGMA user_version) es %2</translation>
    </message>
    <message>
        <source>the disk is full; the change was not saved</source>
        <translation>el disco está lleno; el cambio no se guardó</translation>
    </message>
    <message>
        <source>the file is read-only; the change was not saved</source>
        <translation>el archivo es de solo lectura; el cambio no se guardó</translation>
    </message>
    <message>
        <source>the disk reported an error; the change was not saved</source>
        <translation>el disco informó de un error; el cambio no se guardó</translation>
    </message>
    <message>
        <source>team %1 %2: %3</source>
        <translation>equipo %1 %2: %3</translation>
    </message>
    <message>
        <source>R%1 team %2 against %3: boards %4</source>
        <translation>R%1 equipo %2 contra %3: tableros %4</translation>
    </message>
    <message>
        <source>%1 bye</source>
        <translation>%1 descanso</translation>
    </message>
    <message>
        <source>Round %1 paired (%2): %3</source>
        <translation>Ronda %1 emparejada (%2): %3</translation>
    </message>
    <message>
        <source>a round robin pairing needs a round-robin type</source>
        <translation>un emparejamiento de todos contra todos necesita un torneo de ese tipo</translation>
    </message>
    <message>
        <source>round %1: no game %2-%3 in this event</source>
        <translation>ronda %1: no hay partida %2-%3 en este torneo</translation>
    </message>
    <message numerus="yes">
        <source>Double round robin paired from the Berger tables: %n round(s)</source>
        <translation><numerusform>Doble todos contra todos emparejado según las tablas de Berger: %n ronda</numerusform><numerusform>Doble todos contra todos emparejado según las tablas de Berger: %n rondas</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Round robin paired from the Berger tables: %n round(s)</source>
        <translation><numerusform>Todos contra todos emparejado según las tablas de Berger: %n ronda</numerusform><numerusform>Todos contra todos emparejado según las tablas de Berger: %n rondas</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) deleted</source>
        <translation><numerusform>%n resultado borrado</numerusform><numerusform>%n resultados borrados</numerusform></translation>
    </message>
    <message>
        <source>Round %1 unpaired</source>
        <translation>Emparejamiento de la ronda %1 deshecho</translation>
    </message>
    <message>
        <source>Remove the play-off</source>
        <translation>Eliminar el desempate</translation>
    </message>
    <message>
        <source>play-off: the lots seed must be recorded before it starts</source>
        <translation>desempate: la semilla del sorteo debe guardarse antes de empezar</translation>
    </message>
    <message>
        <source>Play-off: %1, lots seed %2</source>
        <translation>Desempate: %1, semilla del sorteo %2</translation>
    </message>
    <message>
        <source>play-off game %1: no play-off has been started</source>
        <translation>partida de desempate %1: no se ha iniciado ningún desempate</translation>
    </message>
    <message>
        <source>play-off game %1: place %2 is invalid</source>
        <translation>partida de desempate %1: el puesto %2 no es válido</translation>
    </message>
    <message>
        <source>play-off game "%1": a game id has no spaces</source>
        <translation>partida de desempate «%1»: un id de partida no tiene espacios</translation>
    </message>
    <message>
        <source>Play-off for place %1, game %2: %3</source>
        <translation>Desempate por el puesto %1, partida %2: %3</translation>
    </message>
    <message>
        <source>Play-off for place %1, game %2: no result</source>
        <translation>Desempate por el puesto %1, partida %2: sin resultado</translation>
    </message>
    <message>
        <source>preset "%1": %2</source>
        <translation>plantilla «%1»: %2</translation>
    </message>
    <message>
        <source>Regulation preset: %1 (%2, version %3)</source>
        <translation>Plantilla de reglamento: %1 (%2, versión %3)</translation>
    </message>
    <message>
        <source>%1: the stored regulation preset cannot be read: %2</source>
        <translation>%1: no se puede leer la plantilla de reglamento guardada: %2</translation>
    </message>
    <message>
        <source>Edit team %1 %2</source>
        <translation>Editar equipo %1 %2</translation>
    </message>
    <message>
        <source>Add team %1 %2</source>
        <translation>Añadir equipo %1 %2</translation>
    </message>
    <message>
        <source>Remove team %1 %2</source>
        <translation>Eliminar equipo %1 %2</translation>
    </message>
    <message>
        <source>Round %1: line-up of team %2 as listed</source>
        <translation>Ronda %1: alineación del equipo %2 según la lista</translation>
    </message>
    <message>
        <source>Round %1: line-up of team %2</source>
        <translation>Ronda %1: alineación del equipo %2</translation>
    </message>
    <message>
        <source>Team scoring: win %1, draw %2, loss %3%4</source>
        <translation>Puntuación por equipos: victoria %1, empate %2, derrota %3%4</translation>
    </message>
    <message>
        <source>, 0-0 gives no match points</source>
        <translation>, 0-0 no da puntos de encuentro</translation>
    </message>
    <message>
        <source>Board colours: %1</source>
        <translation>Colores de los tableros: %1</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>alternos</translation>
    </message>
    <message>
        <source>%1 is not a tournament database or it is damaged</source>
        <translation>%1 no es una base de datos de torneo o está dañada</translation>
    </message>
    <message>
        <source>%1 has a schema version this program cannot read (%2)</source>
        <translation>%1 tiene una versión de esquema que este programa no puede leer (%2)</translation>
    </message>
    <message>
        <source>%1 is damaged</source>
        <translation>%1 está dañado</translation>
    </message>
    <message>
        <source>no tournament file is open</source>
        <translation>no hay ningún archivo de torneo abierto</translation>
    </message>
    <message>
        <source>cannot restore %1 from %2: %3</source>
        <translation>no se puede restaurar %1 desde %2: %3</translation>
    </message>
    <message>
        <source>cannot restore %1 from %2: the backup cannot be copied next to it</source>
        <translation>no se puede restaurar %1 desde %2: la copia no se puede copiar junto a él</translation>
    </message>
    <message>
        <source>cannot restore %1: the current state cannot be backed up first, so nothing was changed: %2</source>
        <translation>no se puede restaurar %1: el estado actual no se puede copiar antes, así que no se cambió nada: %2</translation>
    </message>
    <message>
        <source>cannot open %1 again after restoring: %2</source>
        <translation>no se puede volver a abrir %1 tras la restauración: %2</translation>
    </message>
    <message>
        <source>%1 was restored from %2; the state before is in %3</source>
        <translation>%1 se restauró desde %2; el estado anterior está en %3</translation>
    </message>
    <message>
        <source>round %1: the pairing has no boards</source>
        <translation>ronda %1: el emparejamiento no tiene tableros</translation>
    </message>
    <message>
        <source>round %1, board %2: there is no player %3</source>
        <translation>ronda %1, tablero %2: no existe el jugador %3</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 withdrew from round %4</source>
        <translation>ronda %1, tablero %2: el jugador %3 se retiró desde la ronda %4</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 is paired twice</source>
        <translation>ronda %1, tablero %2: el jugador %3 está emparejado dos veces</translation>
    </message>
    <message>
        <source>round %1, board %2: player %3 has a bye "%4" in this round</source>
        <translation>ronda %1, tablero %2: el jugador %3 tiene un descanso «%4» en esta ronda</translation>
    </message>
    <message>
        <source>player %1: K factor %2 is not a FIDE K (10, 20 or 40, or 0 to derive it)</source>
        <translation>jugador %1: el factor K %2 no es un K FIDE (10, 20 o 40, o 0 para calcularlo)</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>jugador %1: %2</translation>
    </message>
    <message>
        <source>player %1: %2 "%3" must be stored as "%4"</source>
        <translation>jugador %1: %2 «%3» debe guardarse como «%4»</translation>
    </message>
    <message>
        <source>R%1 %2: not paired</source>
        <translation>R%1 %2: no emparejado</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: copying it to the file %2 is not possible yet (use pg_dump for a copy of the server's database)</source>
        <translation>%1 está en un servidor PostgreSQL: aún no es posible copiarlo al archivo %2 (use pg_dump para copiar la base de datos del servidor)</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: restoring a backup file is for SQLite files only</source>
        <translation>%1 está en un servidor PostgreSQL: restaurar una copia solo es posible con archivos SQLite</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (table %2) is %3</source>
        <translation>%1 está dañado: su versión de esquema (tabla %2) es %3</translation>
    </message>
    <message>
        <source>cannot update %1: another program changed its schema version to %2 meanwhile</source>
        <translation>no se puede actualizar %1: otro programa cambió entretanto su versión de esquema a %2</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>R%1: %2 - %3 %4</source>
        <translation>R%1: %2 - %3 %4</translation>
    </message>
    <message>
        <source>R%1: %2 (w) - %3 (b) %4</source>
        <translation>R%1: %2 (b) - %3 (n) %4</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>bye de medio punto (H)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>bye de un punto (F)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>bye por emparejamiento (U)</translation>
    </message>
    <message>
        <source>zero-point bye (Z)</source>
        <translation>bye sin puntos (Z)</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>no emparejado</translation>
    </message>
    <message>
        <source>no opponent, %1</source>
        <translation>sin rival, %1</translation>
    </message>
    <message>
        <source>R%1: %2, %3</source>
        <translation>R%1: %2, %3</translation>
    </message>
    <message>
        <source>the server's disk is full; the change was not saved</source>
        <translation>el disco del servidor está lleno; el cambio no se guardó</translation>
    </message>
    <message>
        <source>the server accepts no changes (read-only); the change was not saved</source>
        <translation>el servidor no acepta cambios (solo lectura); el cambio no se guardó</translation>
    </message>
    <message>
        <source>the connection to the server was lost; the change was not saved</source>
        <translation>se perdió la conexión con el servidor; el cambio no se guardó</translation>
    </message>
    <message>
        <source>cannot connect to %1: the Qt PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>no se puede conectar a %1: el controlador PostgreSQL de Qt no está instalado (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>no se puede conectar a %1: %2</translation>
    </message>
    <message>
        <source>%1 already holds an Arbiter event; open it, or create the event in another database</source>
        <translation>%1 ya contiene un torneo de Arbiter; ábralo o cree el torneo en otra base de datos</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n other table(s); create the event in an empty database</source>
        <translation><numerusform>%1 contiene %n tabla más; cree el torneo en una base de datos vacía</numerusform><numerusform>%1 contiene %n tablas más; cree el torneo en una base de datos vacía</numerusform></translation>
    </message>
    <message>
        <source>%1 is not an Arbiter tournament database (it has no table %2)</source>
        <translation>%1 no es una base de datos de torneo de Arbiter (no tiene la tabla %2)</translation>
    </message>
    <message>
        <source>%1 is damaged: the table %2 has no row</source>
        <translation>%1 está dañado: la tabla %2 no tiene ninguna fila</translation>
    </message>
    <message>
        <source>%1 is damaged: the table %2 has more than one row</source>
        <translation>%1 está dañado: la tabla %2 tiene más de una fila</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version (table %2) is %3, not a version of Arbiter's schema; it was not changed</source>
        <translation>%1 está dañado: su versión de esquema (tabla %2) es %3, que no es una versión del esquema de Arbiter; no se ha modificado</translation>
    </message>
    <message>
        <source>the initial colour is white or black</source>
        <translation>el color inicial es blancas o negras</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1, drawn by lot with seed %2</source>
        <translation>Color inicial (C.04.3 E.5): %1, sorteado con la semilla %2</translation>
    </message>
    <message>
        <source>Initial colour (C.04.3 E.5): %1</source>
        <translation>Color inicial (C.04.3 E.5): %1</translation>
    </message>
    <message>
        <source>No player categories</source>
        <translation>Sin categorías de jugadores</translation>
    </message>
    <message>
        <source>Player categories: %1</source>
        <translation>Categorías de jugadores: %1</translation>
    </message>
    <message>
        <source>%1 is on a PostgreSQL server: Arbiter's backup files are for SQLite files only (back up the server's database with pg_dump)</source>
        <translation>%1 está en un servidor PostgreSQL: las copias de Arbiter son solo para archivos SQLite (haga la copia de la base de datos del servidor con pg_dump)</translation>
    </message>
    <message>
        <source>New event "%1"</source>
        <translation>Nuevo torneo «%1»</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>you are a deputy: you enter results and byes; the pairing of round %1 is the chief arbiter's</source>
        <translation>usted es adjunto: introduce resultados y descansos; el emparejamiento de la ronda %1 corresponde al árbitro principal</translation>
    </message>
    <message>
        <source>you (%1) are a viewer of this event: you may read it but not change it (the server refused the change: %2)</source>
        <translation>usted (%1) es observador de este torneo: puede leerlo pero no cambiarlo (el servidor rechazó el cambio: %2)</translation>
    </message>
    <message>
        <source>your account may not make this change (the server refused it: %1)</source>
        <translation>su cuenta no puede hacer este cambio (el servidor lo rechazó: %1)</translation>
    </message>
    <message>
        <source>%1 is a file: arbiter accounts exist only for an event on a PostgreSQL server (postgresql://…)</source>
        <translation>%1 es un archivo: las cuentas de árbitros solo existen para un torneo en un servidor PostgreSQL (postgresql://…)</translation>
    </message>
    <message>
        <source>cannot read the accounts of %1: %2</source>
        <translation>no se pueden leer las cuentas de %1: %2</translation>
    </message>
    <message>
        <source>cannot read the accounts of %1</source>
        <translation>no se pueden leer las cuentas de %1</translation>
    </message>
    <message>
        <source>only the chief arbiter who owns %1 manages its accounts; you are %2 (%3)</source>
        <translation>solo el árbitro principal propietario de %1 gestiona sus cuentas; usted es %2 (%3)</translation>
    </message>
    <message>
        <source>"%1" cannot be an account name: use lower-case letters, digits and _ (at most 63, not starting with a digit)</source>
        <translation>«%1» no puede ser un nombre de cuenta: use minúsculas, dígitos y _ (63 como máximo, sin empezar por un dígito)</translation>
    </message>
    <message>
        <source>the password of %1 contains a NUL character</source>
        <translation>la contraseña de %1 contiene un carácter NUL</translation>
    </message>
    <message>
        <source>%1 administers the server or the event already; it cannot be made an arbiter account</source>
        <translation>%1 ya administra el servidor o el torneo; no puede convertirse en una cuenta de árbitro</translation>
    </message>
    <message>
        <source>give a password for the new account %1</source>
        <translation>indique una contraseña para la cuenta nueva %1</translation>
    </message>
    <message>
        <source>cannot add the account %1 to %2: %3</source>
        <translation>no se puede añadir la cuenta %1 a %2: %3</translation>
    </message>
    <message>
        <source>%1 has no account %2</source>
        <translation>%1 no tiene ninguna cuenta %2</translation>
    </message>
    <message>
        <source>cannot remove the account %1 from %2: %3</source>
        <translation>no se puede quitar la cuenta %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1 is a %2, not a deputy: only deputies are given rounds</source>
        <translation>%1 es %2, no adjunto: solo a los adjuntos se les asignan rondas</translation>
    </message>
    <message>
        <source>round %1 does not exist (rounds start at 1)</source>
        <translation>la ronda %1 no existe (las rondas empiezan en 1)</translation>
    </message>
    <message>
        <source>cannot give rounds to %1 in %2: %3</source>
        <translation>no se pueden asignar rondas a %1 en %2: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>chief arbiter, owner of the event: every change and the accounts</source>
        <translation>árbitro principal, propietario del torneo: cualquier cambio y las cuentas</translation>
    </message>
    <message>
        <source>chief arbiter: every change</source>
        <translation>árbitro principal: cualquier cambio</translation>
    </message>
    <message>
        <source>deputy: results and byes of rounds %1</source>
        <translation>adjunto: resultados y descansos de las rondas %1</translation>
    </message>
    <message>
        <source>viewer: reads only</source>
        <translation>observador: solo lectura</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile by another program; nothing was saved</source>
        <translation>%1 fue modificado entretanto por otro programa; no se guardó nada</translation>
    </message>
    <message>
        <source>table %1, rows %2-%3: %4</source>
        <translation>tabla %1, filas %2-%3: %4</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>tabla %1: %2</translation>
    </message>
    <message>
        <source>%1 is the event itself; copy it somewhere else</source>
        <translation>%1 es el propio torneo; cópielo a otro lugar</translation>
    </message>
    <message>
        <source>it holds no tables</source>
        <translation>no contiene ninguna tabla</translation>
    </message>
    <message>
        <source>the target has no table %1</source>
        <translation>el destino no tiene la tabla %1</translation>
    </message>
    <message>
        <source>the target's table %1 has no column %2</source>
        <translation>la tabla %1 del destino no tiene la columna %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3; nothing was left at %2</source>
        <translation>no se puede copiar %1 a %2: %3; no se dejó nada en %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: the copy read back differs from the original%3; nothing was left at %2</source>
        <translation>no se puede copiar %1 a %2: la copia releída difiere del original%3; no se dejó nada en %2</translation>
    </message>
    <message>
        <source>The server at %1:%2 refused the user name or the password (user %3). Check both and try again.</source>
        <translation>El servidor %1:%2 rechazó el nombre de usuario o la contraseña (usuario %3). Compruebe ambos e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The server at %1:%2 asks for the password of the user %3.</source>
        <translation>El servidor %1:%2 pide la contraseña del usuario %3.</translation>
    </message>
    <message>
        <source>The server at %1:%2 has no database %3; its administrator creates one (createdb %3), then connect again.</source>
        <translation>El servidor %1:%2 no tiene la base de datos %3; su administrador la crea (createdb %3) y luego vuelva a conectarse.</translation>
    </message>
    <message>
        <source>No PostgreSQL server answers at %1, port %2: is the server running, and are the host and port right? (%3)</source>
        <translation>Ningún servidor PostgreSQL responde en %1, puerto %2: ¿está en marcha el servidor y son correctos el host y el puerto? (%3)</translation>
    </message>
    <message>
        <source>The database %1 on %2 holds no Arbiter event yet.</source>
        <translation>La base de datos %1 en %2 aún no contiene ningún torneo de Arbiter.</translation>
    </message>
    <message>
        <source>The database %1 on %2 holds the tables of something else, not an Arbiter event; choose an empty database for an event.</source>
        <translation>La base de datos %1 en %2 contiene las tablas de otra cosa, no un torneo de Arbiter; elija una base de datos vacía para un torneo.</translation>
    </message>
    <message>
        <source>not connected to the server %1 (the connection was lost); the change was not saved: enter it again once connected</source>
        <translation>sin conexión con el servidor %1 (se perdió la conexión); el cambio no se guardó: introdúzcalo de nuevo una vez conectado</translation>
    </message>
    <message>
        <source>the connection to the server %1 was lost while saving; once connected again the event is read back from the server: enter the change again if it is not there</source>
        <translation>se perdió la conexión con el servidor %1 al guardar; al volver a conectarse, el torneo se vuelve a leer del servidor: introduzca de nuevo el cambio si no está</translation>
    </message>
    <message>
        <source>paired %1 - %2 without a result</source>
        <translation>emparejado %1 - %2 sin resultado</translation>
    </message>
    <message>
        <source>Board %1 of round %2</source>
        <translation>Tablero %1 de la ronda %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>The event setting %1</source>
        <translation>El ajuste del torneo %1</translation>
    </message>
    <message>
        <source> (entered at %1: %2)</source>
        <translation> (introducido a las %1: %2)</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile by another program to %2%3; nothing was overwritten. The entry is shown now: check it and enter the change again if it is still needed.</source>
        <translation>%1 fue modificado entretanto por otro programa a %2%3; no se sobrescribió nada. La entrada se muestra ahora: compruébela e introduzca de nuevo el cambio si aún es necesario.</translation>
    </message>
    <message>
        <source>you are a deputy (your rounds: %1); round %2 is not yours</source>
        <translation>usted es adjunto (sus rondas: %1); la ronda %2 no es suya</translation>
    </message>
    <message>
        <source>you (%1) are a deputy (your rounds: %2): you enter results and byes only; this change is the chief arbiter's (the server refused it: %3)</source>
        <translation>usted (%1) es adjunto (sus rondas: %2): solo introduce resultados y descansos; este cambio corresponde al árbitro principal (el servidor lo rechazó: %3)</translation>
    </message>
    <message>
        <source>pairing numbers cannot be assigned: %1</source>
        <translation>no se pueden asignar los números de emparejamiento: %1</translation>
    </message>
    <message>
        <source>Initial ranking: %1</source>
        <translation>Orden inicial: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pairing numbers assigned by the initial ranking (%1): %n player(s) renumbered, %2</source>
        <translation><numerusform>Números de emparejamiento asignados según el orden inicial (%1): %n jugador renumerado, %2</numerusform><numerusform>Números de emparejamiento asignados según el orden inicial (%1): %n jugadores renumerados, %2</numerusform></translation>
    </message>
    <message>
        <source> (a correction: round %1 was paired on the old result)</source>
        <translation> (una corrección: la ronda %1 se emparejó con el resultado anterior)</translation>
    </message>
    <message>
        <source> (a correction: rounds %1-%2 were paired on the old result)</source>
        <translation> (una corrección: las rondas %1-%2 se emparejaron con el resultado anterior)</translation>
    </message>
    <message>
        <source>Round dates: %1</source>
        <translation>Fechas de las rondas: %1</translation>
    </message>
    <message>
        <source>%1 (rounds %2-%3)</source>
        <translation>%1 (rondas %2-%3)</translation>
    </message>
    <message>
        <source>Baku (C.04.7)</source>
        <translation>Bakú (C.04.7)</translation>
    </message>
    <message numerus="yes">
        <source>virtual points set by the arbiter (%n record(s))</source>
        <translation><numerusform>puntos virtuales fijados por el árbitro (%n registro)</numerusform><numerusform>puntos virtuales fijados por el árbitro (%n registros)</numerusform></translation>
    </message>
    <message>
        <source>prohibited pair: there is no player %1</source>
        <translation>emparejamiento prohibido: no hay jugador %1</translation>
    </message>
    <message>
        <source>Acceleration: %1</source>
        <translation>Aceleración: %1</translation>
    </message>
    <message>
        <source>Prohibited pairs: %1</source>
        <translation>Emparejamientos prohibidos: %1</translation>
    </message>
    <message>
        <source>Pairing rules</source>
        <translation>Reglas de emparejamiento</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>sexo</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>federación</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>fecha de nacimiento</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>K factor</source>
        <translation>Factor K</translation>
    </message>
    <message>
        <source>another program held the event for over %1 s; nothing was saved, try again</source>
        <translation>otro programa retuvo el torneo más de %1 s; no se guardó nada, inténtelo de nuevo</translation>
    </message>
    <message>
        <source>%1 held the event for over %2 s; nothing was saved, try again (or ask %1 to finish)</source>
        <translation>%1 retuvo el torneo más de %2 s; no se guardó nada, inténtelo de nuevo (o pida a %1 que termine)</translation>
    </message>
    <message>
        <source>cannot lock %1: %2 is in the place of its lock file and is not a file; move it away, then open the event again</source>
        <translation>no se puede bloquear %1: %2 ocupa el lugar de su archivo de bloqueo y no es un archivo; muévalo y vuelva a abrir el torneo</translation>
    </message>
    <message>
        <source>the password for %1 has characters the server may not compare as typed (symbols outside Unicode 3.2, right-to-left letters, invisible ones); choose letters, digits, punctuation and spaces</source>
        <translation>la contraseña de %1 tiene caracteres que el servidor podría no comparar tal como se escribieron (símbolos fuera de Unicode 3.2, letras de derecha a izquierda, caracteres invisibles); elija letras, dígitos, puntuación y espacios</translation>
    </message>
    <message>
        <source>the copy could not be written</source>
        <translation>no se pudo escribir la copia</translation>
    </message>
    <message>
        <source>cannot replace %1 with %2: %3</source>
        <translation>no se puede reemplazar %1 por %2: %3</translation>
    </message>
    <message>
        <source>%1: table meta, row %2: %3</source>
        <translation>%1: tabla meta, fila %2: %3</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>no se puede copiar %1 en %2: %3</translation>
    </message>
    <message>
        <source>it is not a list of values; the usual points are used</source>
        <translation>no es una lista de valores; se usan los puntos habituales</translation>
    </message>
    <message>
        <source>"%1" is %2 points, which no game is worth (at most two decimals, from -%3 to %3); the usual value is used</source>
        <translation>«%1» vale %2 puntos, lo que no vale ninguna partida (como mucho dos decimales, de -%3 a %3); se usa el valor habitual</translation>
    </message>
    <message>
        <source>the driver gave no reason</source>
        <translation>el controlador no dio ningún motivo</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <source>the disk reported an error (it may be full)</source>
        <translation>el disco informó de un error (quizá esté lleno)</translation>
    </message>
    <message>
        <source>the server's disk is full</source>
        <translation>el disco del servidor está lleno</translation>
    </message>
    <message>
        <source>the server accepts no changes (read-only)</source>
        <translation>el servidor no acepta cambios (solo lectura)</translation>
    </message>
    <message>
        <source>the connection to the server was lost</source>
        <translation>se perdió la conexión con el servidor</translation>
    </message>
    <message>
        <source>line %1: the tie-break list "%2" cannot be used (%3); the event was imported without it and uses the default list until one is chosen under Tie-breaks</source>
        <translation>línea %1: la lista de desempates «%2» no se puede usar (%3); el torneo se importó sin ella y usa la lista por defecto hasta que se elija una en Desempates</translation>
    </message>
    <message>
        <source>the tie-break list "%1" cannot be used (%2); the event was imported without it and uses the default list until one is chosen under Tie-breaks</source>
        <translation>la lista de desempates «%1» no se puede usar (%2); el torneo se importó sin ella y usa la lista por defecto hasta que se elija una en Desempates</translation>
    </message>
    <message>
        <source>%1, the journal of the changes saved since the file was last written whole, is damaged at its start: none of its changes can be read</source>
        <translation>%1, el diario de los cambios guardados desde la última escritura completa del archivo, está dañado al principio: no se puede leer ninguno de sus cambios</translation>
    </message>
    <message numerus="yes">
        <source>%1, the journal of the changes saved since the file was last written whole, is damaged: %n saved change(s) after its frame %2 cannot be read</source>
        <translation><numerusform>%1, el diario de los cambios guardados desde la última escritura completa del archivo, está dañado: no se puede leer %n cambio guardado después de su trama %2</numerusform><numerusform>%1, el diario de los cambios guardados desde la última escritura completa del archivo, está dañado: no se pueden leer %n cambios guardados después de su trama %2</numerusform></translation>
    </message>
    <message>
        <source>%1. The event opens as it was before them: check the last changes made. The damaged journal is kept as %2.</source>
        <translation>%1. El torneo se abre como estaba antes de ellos: revise los últimos cambios. El diario dañado se conserva como %2.</translation>
    </message>
    <message>
        <source>%1. The event opens as it was before them: check the last changes made. The damaged journal could not be copied to %2; copy %3 aside before changing anything.</source>
        <translation>%1. El torneo se abre como estaba antes de ellos: revise los últimos cambios. El diario dañado no se pudo copiar en %2; guarde %3 aparte antes de cambiar nada.</translation>
    </message>
    <message>
        <source>leaving FIDE mode cannot be undone: the event stays outside FIDE mode (its rating report records when and why it left)</source>
        <translation>la salida del modo FIDE no se puede deshacer: el torneo sigue fuera del modo FIDE (su informe de Elo registra cuándo y por qué)</translation>
    </message>
    <message>
        <source>the event has left FIDE mode already; it cannot enter it again</source>
        <translation>el torneo ya salió del modo FIDE; no puede volver a entrar</translation>
    </message>
    <message>
        <source>leaving FIDE mode needs a reason</source>
        <translation>salir del modo FIDE requiere un motivo</translation>
    </message>
    <message>
        <source>Left FIDE mode after round %1</source>
        <translation>Modo FIDE abandonado tras la ronda %1</translation>
    </message>
    <message>
        <source>Left FIDE mode before round 1</source>
        <translation>Modo FIDE abandonado antes de la ronda 1</translation>
    </message>
    <message>
        <source>lots were drawn already (seed %1); undo that first</source>
        <translation>el sorteo ya se hizo (semilla %1); deshágalo primero</translation>
    </message>
    <message>
        <source>Remaining ties broken by drawing of lots (C.07 Art. 4.2), seed %1</source>
        <translation>Empates restantes deshechos por sorteo (C.07 art. 4.2), semilla %1</translation>
    </message>
    <message>
        <source>an expulsion needs the first round the player does not play</source>
        <translation>una expulsión necesita la primera ronda que el jugador no juega</translation>
    </message>
    <message>
        <source>player %1 is expelled already</source>
        <translation>el jugador %1 ya está expulsado</translation>
    </message>
    <message>
        <source>Expel player %1 %2 from round %3</source>
        <translation>Expulsar al jugador %1 %2 desde la ronda %3</translation>
    </message>
    <message>
        <source>player %1: national rating %2 is not a number from 0 to 4000</source>
        <translation>jugador %1: el rating nacional %2 no es un número de 0 a 4000</translation>
    </message>
    <message>
        <source>player %1: whose national rating is it? Set the event's federation, or the federation of the tournament rating (Event tab), first</source>
        <translation>jugador %1: ¿de qué federación es el rating nacional? Indique primero la federación del torneo, o la del rating del torneo (pestaña Evento)</translation>
    </message>
    <message>
        <source>Edit player %1 %2: %3 national rating %4 -&gt; %5</source>
        <translation>Editar jugador %1 %2: rating nacional %3 %4 -&gt; %5</translation>
    </message>
    <message>
        <source>Tournament rating: %1%2</source>
        <translation>Rating del torneo: %1%2</translation>
    </message>
    <message numerus="yes">
        <source>Ratings from %1: %n player(s) changed</source>
        <translation><numerusform>Ratings de %1: %n jugador cambiado</numerusform><numerusform>Ratings de %1: %n jugadores cambiados</numerusform></translation>
    </message>
    <message>
        <source>Rated on the %1 list</source>
        <translation>Valorado con la lista %1</translation>
    </message>
    <message>
        <source>Half-point byes allowed again: %1</source>
        <translation>Byes de medio punto permitidos de nuevo: %1</translation>
    </message>
    <message>
        <source>No half-point byes for: %1</source>
        <translation>Sin byes de medio punto para: %1</translation>
    </message>
    <message numerus="yes">
        <source>Ratings from %1 from round %2: %n player(s) changed</source>
        <translation><numerusform>Ratings de %1 desde la ronda %2: %n jugador cambiado</numerusform><numerusform>Ratings de %1 desde la ronda %2: %n jugadores cambiados</numerusform></translation>
    </message>
    <message>
        <source>The event lasts more than 30 days</source>
        <translation>El torneo dura más de 30 días</translation>
    </message>
    <message>
        <source>The event lasts 30 days or less</source>
        <translation>El torneo dura 30 días o menos</translation>
    </message>
    <message>
        <source>player %1: a rating from a later round needs an event that lasts more than 30 days (Event tab)</source>
        <translation>jugador %1: un Elo desde una ronda posterior requiere un torneo de más de 30 días (pestaña Torneo)</translation>
    </message>
    <message>
        <source>player %1: round %2 is not a later round of this event (2 to %3)</source>
        <translation>jugador %1: la ronda %2 no es una ronda posterior de este torneo (2 a %3)</translation>
    </message>
    <message>
        <source>player %1: rating %2 is not a number from 0 to 4000</source>
        <translation>jugador %1: el Elo %2 no es un número de 0 a 4000</translation>
    </message>
    <message>
        <source>Player %1 %2: rating from round %3 removed</source>
        <translation>Jugador %1 %2: Elo desde la ronda %3 eliminado</translation>
    </message>
    <message>
        <source>Player %1 %2: rating %3 from round %4</source>
        <translation>Jugador %1 %2: Elo %3 desde la ronda %4</translation>
    </message>
    <message>
        <source> (a manual pairing: the rules give %1)</source>
        <translation> (un emparejamiento manual: las reglas dan %1)</translation>
    </message>
    <message>
        <source>round %1: player %2 has no game with colours</source>
        <translation>ronda %1: el jugador %2 no tiene partida con colores</translation>
    </message>
    <message>
        <source>round %1: the game of %2 is not written the same way on both sides</source>
        <translation>ronda %1: la partida de %2 no está anotada igual en ambos lados</translation>
    </message>
    <message>
        <source>Round %1: colours of %2 - %3 swapped (%4 White)</source>
        <translation>Ronda %1: colores de %2 - %3 intercambiados (%4 blancas)</translation>
    </message>
    <message>
        <source>Rating-based tie-breaks take %1</source>
        <translation>Los desempates basados en el Elo toman %1</translation>
    </message>
    <message>
        <source> (a correction of the colours)</source>
        <translation> (una corrección de los colores)</translation>
    </message>
    <message>
        <source> (a correction: rounds %1-%2 were paired on the old colours)</source>
        <translation> (una corrección: las rondas %1-%2 se emparejaron con los colores anteriores)</translation>
    </message>
    <message>
        <source>player %1: round %2 is not a later round (from 2)</source>
        <translation>jugador %1: la ronda %2 no es una ronda posterior (desde la 2)</translation>
    </message>
    <message>
        <source>the event has no teams</source>
        <translation>el torneo no tiene equipos</translation>
    </message>
    <message>
        <source>round %1 cannot be paired: %2 rounds are paired</source>
        <translation>la ronda %1 no se puede emparejar: hay %2 rondas emparejadas</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>la ronda %1 ya está emparejada; deshaga antes su emparejamiento</translation>
    </message>
    <message>
        <source>round %1: team %2 is paired twice</source>
        <translation>ronda %1: el equipo %2 está emparejado dos veces</translation>
    </message>
    <message>
        <source>round %1: the match of team %2 has results; its line-up can only give the board order of the players who played</source>
        <translation>ronda %1: el encuentro del equipo %2 tiene resultados; su alineación solo puede dar el orden de tableros de los jugadores que jugaron</translation>
    </message>
    <message>
        <source>round %1: "%2" is not a forfeit (+- the first team wins, -+ the second, -- both lose)</source>
        <translation>ronda %1: «%2» no es una incomparecencia (+- gana el primer equipo, -+ el segundo, -- pierden ambos)</translation>
    </message>
    <message>
        <source>round %1: the game of player %2 has a result; take it back before recording the match as forfeited</source>
        <translation>ronda %1: la partida del jugador %2 tiene resultado; anúlelo antes de registrar el encuentro por incomparecencia</translation>
    </message>
    <message>
        <source>round %1: the match of teams %2 and %3 is not forfeited</source>
        <translation>ronda %1: el encuentro de los equipos %2 y %3 no es por incomparecencia</translation>
    </message>
    <message>
        <source>Round %1: match %2 - %3 no longer forfeited</source>
        <translation>Ronda %1: encuentro %2 - %3 ya no por incomparecencia</translation>
    </message>
    <message>
        <source>Round %1: match %2 - %3 forfeited %4</source>
        <translation>Ronda %1: encuentro %2 - %3 por incomparecencia %4</translation>
    </message>
    <message>
        <source>round %1: a team's bye is H (a drawn match), F (a won match) or Z (none)</source>
        <translation>ronda %1: el descanso de un equipo es H (un encuentro empatado), F (un encuentro ganado) o Z (nada)</translation>
    </message>
    <message>
        <source>round %1: team %2 is paired in this round; unpair the round first</source>
        <translation>ronda %1: el equipo %2 está emparejado en esta ronda; deshaga primero el emparejamiento de la ronda</translation>
    </message>
    <message>
        <source>Round %1: team %2 %3 has no bye</source>
        <translation>Ronda %1: equipo %2 %3 sin descanso</translation>
    </message>
    <message>
        <source>Round %1: team %2 %3 bye %4</source>
        <translation>Ronda %1: equipo %2 %3 descanso %4</translation>
    </message>
    <message>
        <source>team %1 is listed twice</source>
        <translation>el equipo %1 aparece dos veces</translation>
    </message>
    <message numerus="yes">
        <source>Prize fund: %n prize(s), %1; ties: %2</source>
        <translation><numerusform>Fondo de premios: %n premio, %1; empates: %2</numerusform><numerusform>Fondo de premios: %n premios, %1; empates: %2</numerusform></translation>
    </message>
    <message>
        <source>No prize fund</source>
        <translation>Sin fondo de premios</translation>
    </message>
    <message>
        <source>time control code: %1</source>
        <translation>código del ritmo: %1</translation>
    </message>
    <message>
        <source>outside FIDE mode</source>
        <translation>fuera del modo FIDE</translation>
    </message>
    <message>
        <source>an order of tied players names at least two players</source>
        <translation>un orden de empatados nombra al menos a dos jugadores</translation>
    </message>
    <message>
        <source>player %1 is named twice in the order</source>
        <translation>el jugador %1 aparece dos veces en el orden</translation>
    </message>
    <message>
        <source>an order of tied players needs the reason for it</source>
        <translation>un orden de empatados necesita su motivo</translation>
    </message>
    <message>
        <source>Tied players ordered by the arbiter: %1</source>
        <translation>Empatados ordenados por el árbitro: %1</translation>
    </message>
    <message>
        <source>round-robin numbers are for a round robin</source>
        <translation>los números de round robin son para un round robin</translation>
    </message>
    <message>
        <source>the round robin has begun: its pairing numbers stay as they were drawn</source>
        <translation>el round robin ha empezado: sus números quedan como se sortearon</translation>
    </message>
    <message>
        <source>the round-robin numbers must name every player once</source>
        <translation>los números del round robin deben nombrar a cada jugador una vez</translation>
    </message>
    <message>
        <source>Round-robin numbers drawn by lot (seed %1)</source>
        <translation>Números del round robin sorteados (semilla %1)</translation>
    </message>
    <message>
        <source>Round-robin numbers set by the arbiter</source>
        <translation>Números del round robin fijados por el árbitro</translation>
    </message>
    <message>
        <source>no external tie-break value is given</source>
        <translation>no se da ningún valor de desempate externo</translation>
    </message>
    <message>
        <source>player %1 is given two external values</source>
        <translation>el jugador %1 recibe dos valores externos</translation>
    </message>
    <message>
        <source>external tie-break values need the reason for them</source>
        <translation>los valores de desempate externos necesitan su motivo</translation>
    </message>
    <message numerus="yes">
        <source>External tie-break values (EXT) for %n player(s)</source>
        <translation><numerusform>Valores de desempate externos (EXT) para %n jugador</numerusform><numerusform>Valores de desempate externos (EXT) para %n jugadores</numerusform></translation>
    </message>
    <message>
        <source>the title norms' federation requirements are already so</source>
        <translation>los requisitos de federaciones de las normas de título ya son así</translation>
    </message>
    <message>
        <source>Title norms' federation requirements: %1</source>
        <translation>Requisitos de federaciones de las normas de título: %1</translation>
    </message>
</context>
<context>
    <name>arb::TournamentDocument</name>
    <message>
        <source>The TRF file cannot be imported:
%1</source>
        <translation>No se puede importar el archivo TRF:
%1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name</source>
        <translation>%1 ya existe; elija otro nombre</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>cannot create %1; nothing was imported</source>
        <translation>no se puede crear %1; no se importó nada</translation>
    </message>
    <message>
        <source>Play-off for place %1: there is no game %2 in the plan</source>
        <translation>Desempate jugado por el puesto %1: no hay partida %2 en el plan</translation>
    </message>
    <message>
        <source>Play-off game %1: change the result from %2 to %3</source>
        <translation>Partida de desempate %1: cambiar el resultado de %2 a %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>manual changes: %1</source>
        <translation>cambios manuales: %1</translation>
    </message>
    <message>
        <source>%1 (withdrawn from round %2)</source>
        <translation>%1 (retirado desde la ronda %2)</translation>
    </message>
    <message>
        <source>No play-off: the event has no results yet, so nobody is tied.</source>
        <translation>Sin desempate: el torneo aún no tiene resultados, así que nadie está empatado.</translation>
    </message>
    <message>
        <source>on points</source>
        <translation>a puntos</translation>
    </message>
    <message>
        <source>on points and tie-breaks</source>
        <translation>a puntos y desempates</translation>
    </message>
    <message>
        <source>No play-off: nobody is tied for first place (%1).</source>
        <translation>Sin desempate: nadie está empatado en el primer puesto (%1).</translation>
    </message>
    <message>
        <source>No play-off: nobody is tied for any place (%1).</source>
        <translation>Sin desempate: nadie está empatado en ningún puesto (%1).</translation>
    </message>
    <message>
        <source>A play-off has been played on the present standings. This change of the main event's results can change who is tied: the play-off then stays recorded, marked as based on the earlier standings, and decides no place. Make the change?</source>
        <translation>Se ha jugado un desempate con la clasificación actual. Este cambio en los resultados del torneo principal puede cambiar quién está empatado: el desempate queda entonces registrado, marcado como basado en la clasificación anterior, y no decide ningún puesto. ¿Hacer el cambio?</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Fecha de inicio</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Fecha de fin</translation>
    </message>
    <message>
        <source>%1 "%2" cannot be read: type it as 2026-11-23 or 23.11.2026</source>
        <translation>%1 «%2» no se puede leer: escríbala como 2026-11-23 o 23.11.2026</translation>
    </message>
    <message>
        <source>%1 %2: the event cannot end (%3) before it starts (%4)</source>
        <translation>%1 %2: el torneo no puede terminar (%3) antes de empezar (%4)</translation>
    </message>
    <message>
        <source>Round %1: change the bye of %2 from %3 to %4</source>
        <translation>Ronda %1: cambiar el descanso de %2 de %3 a %4</translation>
    </message>
    <message>
        <source>Round %1: change the result of %2 – %3 from %4 to %5</source>
        <translation>Ronda %1: cambiar el resultado de %2 – %3 de %4 a %5</translation>
    </message>
    <message>
        <source>Round %1 was paired on the old result: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>La ronda %1 se emparejó con el resultado anterior: se queda como está (C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.</translation>
    </message>
    <message>
        <source>Rounds %1-%2 were paired on the old result: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Las rondas %1-%2 se emparejaron con el resultado anterior: se quedan como están (C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>la importación se canceló; no se importó nada</translation>
    </message>
    <message>
        <source>Round %1: player %2 has no game</source>
        <translation>Ronda %1: el jugador %2 no tiene partida</translation>
    </message>
    <message>
        <source>Round %1 has no result on this board and no later round is paired: change its colours in Edit pairings, where the round is compared with the rules' pairing.</source>
        <translation>La ronda %1 no tiene resultado en este tablero y no hay ninguna ronda posterior emparejada: cambie sus colores en Editar emparejamientos, donde la ronda se compara con el emparejamiento de las reglas.</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3 was played the other way round: %3 had White. Correct the colours (the result stays)?</source>
        <translation>Ronda %1: %2 – %3 se jugó con los colores invertidos: %3 llevó blancas. ¿Corregir los colores (el resultado se mantiene)?</translation>
    </message>
    <message>
        <source>Round %1 was paired on the old colours: it stays as it is (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>La ronda %1 se emparejó con los colores anteriores: se queda como está (C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.</translation>
    </message>
    <message>
        <source>Rounds %1-%2 were paired on the old colours: they stay as they are (C.04.2 4.3). The correction is recorded in the audit log and the rating report.</source>
        <translation>Las rondas %1-%2 se emparejaron con los colores anteriores: se quedan como están (C.04.2 4.3). La corrección queda en el registro y en el informe de Elo.</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System</source>
        <translation>sistema suizo por equipos</translation>
    </message>
    <message>
        <source>Only players tied on points and every tie-break can be ordered by the arbiter.</source>
        <translation>Solo los jugadores empatados a puntos y en cada desempate pueden ser ordenados por el árbitro.</translation>
    </message>
</context>
<context>
    <name>arb::TournamentReport</name>
    <message>
        <source>double round robin</source>
        <translation>doble round robin</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>todos contra todos</translation>
    </message>
    <message>
        <source>Swiss, Dutch system (C.04.3)</source>
        <translation>Suizo, sistema holandés (C.04.3)</translation>
    </message>
    <message>
        <source>, individual</source>
        <translation>, individual</translation>
    </message>
    <message>
        <source>, teams</source>
        <translation>, equipos</translation>
    </message>
    <message>
        <source>, Baku acceleration (C.04.7)</source>
        <translation>, aceleración de Bakú (C.04.7)</translation>
    </message>
    <message>
        <source>, accelerated (virtual points of the event's records)</source>
        <translation>, acelerado (puntos virtuales de los registros del torneo)</translation>
    </message>
    <message>
        <source>Tournament report (IT3)</source>
        <translation>Informe del torneo (IT3)</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>FIDE tournament ID</source>
        <translation>ID FIDE del torneo</translation>
    </message>
    <message>
        <source>Name of the tournament</source>
        <translation>Nombre del torneo</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Start and end date</source>
        <translation>Fechas de inicio y fin</translation>
    </message>
    <message>
        <source>Organiser (FIDE ID, name, e-mail)</source>
        <translation>Organizador (ID FIDE, nombre, correo)</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Número de rondas</translation>
    </message>
    <message>
        <source>%1 (after round %2)</source>
        <translation>%1 (tras la ronda %2)</translation>
    </message>
    <message>
        <source>Rounds per day</source>
        <translation>Rondas por día</translation>
    </message>
    <message>
        <source>Rate of play</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>Rated as</source>
        <translation>Valorado como</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rápidas</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <source>computerised: Arbiter %1, by the Chief Arbiter</source>
        <translation>informatizados: Arbiter %1, por el árbitro principal</translation>
    </message>
    <message>
        <source>FIDE mode</source>
        <translation>Modo FIDE</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Con Elo</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Sin Elo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Federaciones</translation>
    </message>
    <message>
        <source>From the host federation</source>
        <translation>De la federación anfitriona</translation>
    </message>
    <message>
        <source>Not from it</source>
        <translation>No de ella</translation>
    </message>
    <message>
        <source>Arbiters</source>
        <translation>Árbitros</translation>
    </message>
    <message>
        <source>Chief Arbiter (FIDE ID, name, e-mail)</source>
        <translation>Árbitro principal (ID FIDE, nombre, correo)</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Árbitros adjuntos</translation>
    </message>
    <message>
        <source>Title norms made</source>
        <translation>Normas de título logradas</translation>
    </message>
    <message>
        <source>%1 (credited as %2)</source>
        <translation>%1 (contadas como %2)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Observaciones</translation>
    </message>
    <message>
        <source>Chief Arbiter:</source>
        <translation>Árbitro principal:</translation>
    </message>
    <message>
        <source>Federation official:</source>
        <translation>Responsable de la federación:</translation>
    </message>
</context>
<context>
    <name>arb::Trf</name>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>no player records (001) found</source>
        <translation>no se encontraron registros de jugadores (001)</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>013: expected a player's start number, found "%1"</source>
        <translation>013: se esperaba el número inicial de un jugador, se encontró «%1»</translation>
    </message>
    <message>
        <source>310: expected a team number in columns 5-7, found "%1"</source>
        <translation>310: se esperaba un número de equipo en las columnas 5-7, se encontró «%1»</translation>
    </message>
    <message>
        <source>310: team %1 is defined again (first on line %2)</source>
        <translation>310: el equipo %1 se define otra vez (primero en la línea %2)</translation>
    </message>
    <message>
        <source>310: expected points in columns %1-%2, found "%3"</source>
        <translation>310: se esperaban puntos en las columnas %1-%2, se encontró «%3»</translation>
    </message>
    <message>
        <source>310: expected a rank in columns 69-71, found "%1"</source>
        <translation>310: se esperaba un puesto en las columnas 69-71, se encontró «%1»</translation>
    </message>
    <message>
        <source>310: expected a player's start number, found "%1"</source>
        <translation>310: se esperaba el número inicial de un jugador, se encontró «%1»</translation>
    </message>
    <message>
        <source>300: expected a round, two team numbers and the boards</source>
        <translation>300: se esperaba una ronda, dos números de equipo y los tableros</translation>
    </message>
    <message>
        <source>300: "%1" is not a number</source>
        <translation>300: «%1» no es un número</translation>
    </message>
    <message>
        <source>300: the round and the team must be positive numbers</source>
        <translation>300: la ronda y el equipo deben ser números positivos</translation>
    </message>
    <message>
        <source>320: expected match points in columns 5-8, found "%1"</source>
        <translation>320: se esperaban puntos de encuentro en las columnas 5-8, se encontró «%1»</translation>
    </message>
    <message>
        <source>320: expected game points in columns 10-13, found "%1"</source>
        <translation>320: se esperaban puntos de partida en las columnas 10-13, se encontró «%1»</translation>
    </message>
    <message>
        <source>320: round %1: expected a team number in columns %2-%3, found "%4"</source>
        <translation>320: ronda %1: se esperaba un número de equipo en las columnas %2-%3, se encontró «%4»</translation>
    </message>
    <message>
        <source>330: expected two results (+ or -), a round and two team numbers</source>
        <translation>330: se esperaban dos resultados (+ o -), una ronda y dos números de equipo</translation>
    </message>
    <message>
        <source>330: result "%1" must be + or -</source>
        <translation>330: el resultado «%1» debe ser + o -</translation>
    </message>
    <message>
        <source>330: "%1" is not a positive number</source>
        <translation>330: «%1» no es un número positivo</translation>
    </message>
    <message>
        <source>352: colour "%1" must be W or B</source>
        <translation>352: el color «%1» debe ser W o B</translation>
    </message>
    <message>
        <source>362: "%1" is not a number of points</source>
        <translation>362: «%1» no es un número de puntos</translation>
    </message>
    <message>
        <source>362: unknown key "%1" ignored</source>
        <translation>362: clave desconocida «%1» ignorada</translation>
    </message>
    <message>
        <source>362: "%1" has no value</source>
        <translation>362: «%1» no tiene valor</translation>
    </message>
    <message>
        <source>013 and 310 records list different numbers of teams; the 310 records are used</source>
        <translation>los registros 013 y 310 indican números de equipos distintos; se usan los 310</translation>
    </message>
    <message>
        <source>team records (300/330) without any team (013 or 310)</source>
        <translation>registros de equipos (300/330) sin ningún equipo (013 o 310)</translation>
    </message>
    <message>
        <source>team %1: player %2 has no 001 record</source>
        <translation>equipo %1: el jugador %2 no tiene registro 001</translation>
    </message>
    <message>
        <source>team %1: player %2 is already in team %3</source>
        <translation>equipo %1: el jugador %2 ya está en el equipo %3</translation>
    </message>
    <message>
        <source>300: round %1: unknown team %2</source>
        <translation>300: ronda %1: equipo desconocido %2</translation>
    </message>
    <message>
        <source>300: round %1: player %2 has no 001 record</source>
        <translation>300: ronda %1: el jugador %2 no tiene registro 001</translation>
    </message>
    <message>
        <source>300: round %1: player %2 of team %3 plays for team %4</source>
        <translation>300: ronda %1: el jugador %2 del equipo %3 juega en el equipo %4</translation>
    </message>
    <message>
        <source>300: round %1: player %2 is in no team's list and plays for team %3</source>
        <translation>300: ronda %1: el jugador %2 no está en la lista de ningún equipo y juega en el equipo %3</translation>
    </message>
    <message>
        <source>330: round %1: unknown team %2</source>
        <translation>330: ronda %1: equipo desconocido %2</translation>
    </message>
    <message>
        <source>320: round %1: unknown team %2</source>
        <translation>320: ronda %1: equipo desconocido %2</translation>
    </message>
    <message>
        <source>the line is %1 characters long; a TRF record has at most %2 (%3 rounds)</source>
        <translation>la línea tiene %1 caracteres; un registro TRF tiene como máximo %2 (%3 rondas)</translation>
    </message>
    <message>
        <source>tab character in a fixed-column record; read as one blank</source>
        <translation>tabulador en un registro de columnas fijas; leído como un espacio</translation>
    </message>
    <message>
        <source>expected a number of participants, found "%1"</source>
        <translation>se esperaba un número de participantes, se encontró «%1»</translation>
    </message>
    <message>
        <source>expected the number of rounds, found "%1"</source>
        <translation>se esperaba el número de rondas, se encontró «%1»</translation>
    </message>
    <message>
        <source>the tie-break list is %1 characters long; at most %2 are read</source>
        <translation>la lista de desempates tiene %1 caracteres; se leen como máximo %2</translation>
    </message>
    <message>
        <source>unknown record "%1" kept as it is</source>
        <translation>registro desconocido «%1» conservado tal cual</translation>
    </message>
    <message>
        <source>start number "%1" has more than four digits; TRF start numbers go up to 9999</source>
        <translation>el número inicial «%1» tiene más de cuatro dígitos; los números TRF llegan hasta 9999</translation>
    </message>
    <message>
        <source>expected a start number in columns 5-8, found "%1"</source>
        <translation>se esperaba un número inicial en las columnas 5-8, se encontró «%1»</translation>
    </message>
    <message>
        <source>start number %1 is used again (first on line %2)</source>
        <translation>el número inicial %1 se usa otra vez (primero en la línea %2)</translation>
    </message>
    <message>
        <source>expected a rating in columns 49-52, found "%1"</source>
        <translation>se esperaba un Elo en las columnas 49-52, se encontró «%1»</translation>
    </message>
    <message>
        <source>expected points in columns 81-84, found "%1"</source>
        <translation>se esperaban puntos en las columnas 81-84, se encontró «%1»</translation>
    </message>
    <message>
        <source>expected a rank in columns 86-89, found "%1"</source>
        <translation>se esperaba un puesto en las columnas 86-89, se encontró «%1»</translation>
    </message>
    <message>
        <source>expected an opponent's start number in columns %1-%2, found "%3"</source>
        <translation>se esperaba el número inicial de un rival en las columnas %1-%2, se encontró «%3»</translation>
    </message>
    <message>
        <source>unknown colour "%1" (expected w, b or -)</source>
        <translation>color desconocido «%1» (se esperaba w, b o -)</translation>
    </message>
    <message>
        <source>player %1 is paired against themself</source>
        <translation>el jugador %1 está emparejado consigo mismo</translation>
    </message>
    <message>
        <source>162: "%1" is not a number of points</source>
        <translation>162: «%1» no es un número de puntos</translation>
    </message>
    <message>
        <source>XXS: cannot read "%1"</source>
        <translation>XXS: no se puede leer «%1»</translation>
    </message>
    <message>
        <source>240: expected a bye type, a round and start numbers</source>
        <translation>240: se esperaba un tipo de descanso, una ronda y números iniciales</translation>
    </message>
    <message>
        <source>240: "%1" is not a round number</source>
        <translation>240: «%1» no es un número de ronda</translation>
    </message>
    <message>
        <source>240: "%1" is not a start number</source>
        <translation>240: «%1» no es un número inicial</translation>
    </message>
    <message>
        <source>240: player %1 has no 001 record</source>
        <translation>240: el jugador %1 no tiene registro 001</translation>
    </message>
    <message>
        <source>round %1: the 240 record gives player %2 a bye "%3", the 001 record says "%4"</source>
        <translation>ronda %1: el registro 240 da al jugador %2 un descanso «%3», el registro 001 dice «%4»</translation>
    </message>
    <message>
        <source>player %1 has %2 rounds; the tournament declares %3 (XXR/142)</source>
        <translation>el jugador %1 tiene %2 rondas; el torneo declara %3 (XXR/142)</translation>
    </message>
    <message>
        <source>round %1: result "%2" needs an opponent</source>
        <translation>ronda %1: el resultado «%2» necesita un rival</translation>
    </message>
    <message>
        <source>round %1: player %2 has the bye code "%3" but is paired with %4</source>
        <translation>ronda %1: el jugador %2 tiene el código de descanso «%3» pero está emparejado con %4</translation>
    </message>
    <message>
        <source>round %1: opponent %2 has no 001 record</source>
        <translation>ronda %1: el rival %2 no tiene registro 001</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired with %3, but %3's record says %4</source>
        <translation>ronda %1: el jugador %2 está emparejado con %3, pero el registro de %3 dice %4</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>sin rival</translation>
    </message>
    <message>
        <source>round %1: result "%2" of player %3 does not match "%4" of player %5</source>
        <translation>ronda %1: el resultado «%2» del jugador %3 no coincide con «%4» del jugador %5</translation>
    </message>
    <message>
        <source>round %1: players %2 and %3 both have the same colour</source>
        <translation>ronda %1: los jugadores %2 y %3 tienen el mismo color</translation>
    </message>
    <message>
        <source>round %1: players %2 all have the pairing-allocated bye "U"; a round has at most one</source>
        <translation>ronda %1: los jugadores %2 tienen todos el descanso por emparejamiento «U»; una ronda tiene como máximo uno</translation>
    </message>
    <message>
        <source>player %1: the file says %2 points, the rounds add up to %3</source>
        <translation>jugador %1: el archivo indica %2 puntos, las rondas suman %3</translation>
    </message>
    <message>
        <source>the comment is %1 characters long; its first %2 are kept</source>
        <translation>el comentario tiene %1 caracteres; se conservan los primeros %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a TRF file (the largest event, 9,999 players and 999 rounds, takes about 100 MB)</source>
        <translation>%1 supera los %2 MB: no es un archivo TRF (el torneo más grande, 9.999 jugadores y 999 rondas, ocupa unos 100 MB)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>162: %1 points is not what a game is worth (at most two decimals, from -%2 to %2)</source>
        <translation>162: %1 puntos no es lo que vale una partida (como mucho dos decimales, de -%2 a %2)</translation>
    </message>
    <message>
        <source>not valid UTF-8 (TRF-2026 asks for it): read as Latin-1</source>
        <translation>UTF-8 no válido (TRF-2026 lo exige): leído como Latin-1</translation>
    </message>
    <message>
        <source>rating method "%1" is not one of FIDE, NRO, FIDON, NIDOF, HBFN, LBFN and OTHER: the FIDE ratings rank the players</source>
        <translation>el método de rating "%1" no es ninguno de FIDE, NRO, FIDON, NIDOF, HBFN, LBFN y OTHER: el Elo FIDE ordena a los jugadores</translation>
    </message>
    <message>
        <source>unknown result "%1" (expected 1 0 = + - W D L ? H F U Z)</source>
        <translation>resultado desconocido «%1» (se esperaba 1 0 = + - W D L ? H F U Z)</translation>
    </message>
    <message>
        <source>unknown result "%1" against %2, read as a result not known yet (an adjourned game, a draw for pairing)</source>
        <translation>resultado desconocido «%1» contra %2, leído como un resultado aún no conocido (una partida aplazada, tablas para el emparejamiento)</translation>
    </message>
    <message>
        <source>222: the time control code %1</source>
        <translation>222: código del ritmo – %1</translation>
    </message>
    <message>
        <source>tab character in a player record, whose fields stand in fixed columns: replace it by the spaces it stands for</source>
        <translation>tabulador en un registro de jugador, cuyos campos están en columnas fijas: sustitúyalo por los espacios que representa</translation>
    </message>
</context>
<context>
    <name>arb::TrfExport</name>
    <message>
        <source>event name (012)</source>
        <translation>nombre del torneo (012)</translation>
    </message>
    <message>
        <source>city (022)</source>
        <translation>ciudad (022)</translation>
    </message>
    <message>
        <source>federation (032)</source>
        <translation>federación (032)</translation>
    </message>
    <message>
        <source>start date (042)</source>
        <translation>fecha de inicio (042)</translation>
    </message>
    <message>
        <source>end date (052)</source>
        <translation>fecha de fin (052)</translation>
    </message>
    <message>
        <source>chief arbiter (102)</source>
        <translation>árbitro principal (102)</translation>
    </message>
    <message>
        <source>time control (122)</source>
        <translation>ritmo de juego (122)</translation>
    </message>
    <message>
        <source>round dates (132)</source>
        <translation>fechas de las rondas (132)</translation>
    </message>
    <message>
        <source>time control code (222)</source>
        <translation>código del ritmo (222)</translation>
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
        <translation>N.º</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>withdrawn: plays no more rounds from this one</source>
        <translation>retirado: no juega más rondas desde esta</translation>
    </message>
    <message>
        <source>half-point bye (requested)</source>
        <translation>descanso de medio punto (solicitado)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>descanso de un punto</translation>
    </message>
    <message>
        <source>zero-point bye (requested)</source>
        <translation>descanso de cero puntos (solicitado)</translation>
    </message>
    <message>
        <source>not paired (absent)</source>
        <translation>no emparejado (ausente)</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>descanso por emparejamiento</translation>
    </message>
    <message>
        <source>absent, not paired (%1 points)</source>
        <translation>ausente, no emparejado (%1 puntos)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Bye or withdrawal</source>
        <translation>Descanso o retirada</translation>
    </message>
    <message>
        <source>No byes and no withdrawals so far.</source>
        <translation>Sin descansos ni retiradas hasta ahora.</translation>
    </message>
    <message>
        <source>No player in this list.</source>
        <translation>Ningún jugador en esta lista.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Overall standings</source>
        <translation>Clasificación general</translation>
    </message>
    <message>
        <source>No categories are defined (Players tab, Categories).</source>
        <translation>No hay categorías definidas (pestaña Jugadores, Categorías).</translation>
    </message>
    <message>
        <source>Prize money</source>
        <translation>Premios en metálico</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <source>Rated players</source>
        <translation>Jugadores con Elo</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variación</translation>
    </message>
    <message>
        <source>Unrated players</source>
        <translation>Jugadores sin Elo</translation>
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
        <translation>Nota</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations (1 March 2024). Rated players (8.3): K × (score − expected score) over the games against rated opponents, the expected score from table 8.1(b) with the 400-point rule; the change is rounded with the rating period's list. Unrated players (8.2): games over the board against rated opponents and two draws against opponents rated 1800; Ru = Ra + dp (table 8.1(a)), at most 2200; a score of zero in a first event is disregarded; a first rating needs 5 games against rated opponents (other events may add to them) and at least 1400.</source>
        <translation>Reglamento de Elo FIDE (1 de marzo de 2024). Jugadores con Elo (8.3): K × (puntos − puntos esperados) en las partidas contra rivales con Elo, los puntos esperados de la tabla 8.1(b) con la regla de los 400 puntos; la variación se redondea con la lista del periodo. Jugadores sin Elo (8.2): partidas jugadas contra rivales con Elo y dos tablas contra rivales de 1800; Ru = Ra + dp (tabla 8.1(a)), como máximo 2200; una puntuación de cero en un primer torneo no se tiene en cuenta; un primer Elo necesita 5 partidas contra rivales con Elo (otros torneos pueden sumarse) y al menos 1400.</translation>
    </message>
</context>
<context>
    <name>arb::pairingreports</name>
    <message>
        <source>half-point bye (½)</source>
        <translation>descanso de medio punto (½)</translation>
    </message>
    <message>
        <source>full-point bye (1)</source>
        <translation>descanso de un punto (1)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (1)</source>
        <translation>descanso por emparejamiento (1)</translation>
    </message>
    <message>
        <source>zero-point bye (0)</source>
        <translation>descanso de cero puntos (0)</translation>
    </message>
    <message>
        <source>not paired (0)</source>
        <translation>no emparejado (0)</translation>
    </message>
    <message>
        <source>Round %1 is not paired.</source>
        <translation>La ronda %1 no está emparejada.</translation>
    </message>
    <message>
        <source>Bd.</source>
        <translation>Tab.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>no emparejado</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Tablero %1</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
</context>
<context>
    <name>arb::reportpage</name>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Árbitro principal: %1</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>arb::rulesreport</name>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Double round robin on the Berger tables (C.05 Annex 1).</source>
        <translation>Torneo a doble vuelta con las tablas de Berger (C.05 anexo 1).</translation>
    </message>
    <message>
        <source>Round robin on the Berger tables (C.05 Annex 1).</source>
        <translation>Todos contra todos con las tablas de Berger (C.05 anexo 1).</translation>
    </message>
    <message>
        <source>Swiss system, FIDE Dutch system (C.04.3, in force from 1 February 2026), with the general handling rules (C.04.2).</source>
        <translation>Sistema suizo, sistema holandés FIDE (C.04.3, en vigor desde el 1 de febrero de 2026), con las normas generales de gestión (C.04.2).</translation>
    </message>
    <message>
        <source>The event is paired in FIDE mode: a pairing other than the rules' is shown with the rules' pairing and recorded.</source>
        <translation>El torneo se empareja en modo FIDE: un emparejamiento distinto del de las reglas se muestra junto al que dan las reglas y queda registrado.</translation>
    </message>
    <message>
        <source>The event is not in FIDE mode.</source>
        <translation>El torneo no está en modo FIDE.</translation>
    </message>
    <message>
        <source>Initial ranking and pairing numbers</source>
        <translation>Orden inicial y números de emparejamiento</translation>
    </message>
    <message>
        <source>The players are ranked by %1.</source>
        <translation>Los jugadores se ordenan por: %1.</translation>
    </message>
    <message>
        <source>Tournament rating: %1; rated on the FIDE %2 list.</source>
        <translation>Rating del torneo: %1; valorado con la lista FIDE (%2).</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <source>None: the players are paired on their points.</source>
        <translation>Ninguna: los jugadores se emparejan según sus puntos.</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.7). Group A is the top 2 × ⌈N/4⌉ players by pairing number among the N players taking part in round 1; group B the others. In the accelerated rounds, the first half of the event rounded up, group A carries virtual points: a win's points in the first half of those rounds (rounded up), a draw's points in the rest. Group B carries none.</source>
        <translation>Aceleración de Bakú (C.04.7). El grupo A son los 2 × ⌈N/4⌉ primeros jugadores por número de emparejamiento entre los N jugadores que participan en la ronda 1; el grupo B, los demás. En las rondas aceleradas, la primera mitad del torneo redondeada hacia arriba, el grupo A lleva puntos virtuales: los puntos de una victoria en la primera mitad de esas rondas (redondeada hacia arriba) y los de unas tablas en el resto. El grupo B no lleva ninguno.</translation>
    </message>
    <message>
        <source>Virtual points set by the arbiter for the players and rounds below (TRF records 250 and XXA).</source>
        <translation>Puntos virtuales fijados por el árbitro para los jugadores y las rondas de abajo (registros TRF 250 y XXA).</translation>
    </message>
    <message>
        <source>Virtual points are added to the points a player scored to form the pairing score: it makes the score groups, decides the floats and orders the boards (C.04.7). They never count in the standings or the tie-breaks.</source>
        <translation>Los puntos virtuales se suman a los puntos logrados por un jugador para formar la puntuación de emparejamiento: esta forma los grupos de puntuación, decide los flotantes y ordena los tableros (C.04.7). Nunca cuentan en la clasificación ni en los desempates.</translation>
    </message>
    <message>
        <source>No player carries virtual points in any round.</source>
        <translation>Ningún jugador lleva puntos virtuales en ninguna ronda.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Virtual points</source>
        <translation>Puntos virtuales</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Emparejamientos prohibidos</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>No two players of a group are paired against each other in the rounds given, as if they had met already.</source>
        <translation>Dos jugadores de un mismo grupo no se emparejan entre sí en las rondas indicadas, como si ya se hubieran enfrentado.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>todas las rondas</translation>
    </message>
    <message>
        <source>from round %1</source>
        <translation>desde la ronda %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <source>rounds %1–%2</source>
        <translation>rondas %1–%2</translation>
    </message>
    <message>
        <source>Half-point byes</source>
        <translation>Descansos de medio punto</translation>
    </message>
    <message>
        <source>The regulations allow these players no half-point bye: %1.</source>
        <translation>Las bases no permiten a estos jugadores ningún descanso de medio punto: %1.</translation>
    </message>
    <message>
        <source>Ratings in an event of more than 30 days</source>
        <translation>El Elo en un torneo de más de 30 días</translation>
    </message>
    <message>
        <source>A rating list published during the event gives the ratings from the next round to pair on; the rounds before keep theirs. Rating-based tie-breaks take %1.</source>
        <translation>Una lista de Elo publicada durante el torneo da los Elo desde la próxima ronda por emparejar; las rondas anteriores conservan los suyos. Los desempates basados en el Elo toman %1.</translation>
    </message>
    <message>
        <source>Swiss system %1, as the event's 192 record names it (not the FIDE Dutch system).</source>
        <translation>Sistema suizo %1, como lo nombra el registro 192 del torneo (no el sistema holandés FIDE).</translation>
    </message>
</context>
<context>
    <name>arb::storage::postgres</name>
    <message>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host:port/database)</source>
        <translation>%1 no es una URL de PostgreSQL (postgresql://usuario@host:puerto/base)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host:port/database)</source>
        <translation>%1 no indica ninguna base de datos (postgresql://usuario@host:puerto/base)</translation>
    </message>
    <message>
        <source>%1: the option %2 is not possible here</source>
        <translation>%1: la opción %2 no es posible aquí</translation>
    </message>
</context>
<context>
    <name>arb::teamreports</name>
    <message>
        <source>Round %1 is not paired.</source>
        <translation>La ronda %1 no está emparejada.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>White on board 1</source>
        <translation>Blancas en el tablero 1</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PE</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Black on board 1</source>
        <translation>Negras en el tablero 1</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>descanso por emparejamiento</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>descanso de medio punto</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>descanso de un punto</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>no emparejado</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Match %1</source>
        <translation>Encuentro %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Match score:</source>
        <translation>Resultado del encuentro:</translation>
    </message>
    <message>
        <source>Captain of %1</source>
        <translation>Capitán de %1</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>descanso sin puntos</translation>
    </message>
    <message>
        <source>%1 forfeit</source>
        <translation>%1 incomparecencia</translation>
    </message>
</context>
<context>
    <name>arb::trfdetail::Reader</name>
    <message>
        <source>a Swiss</source>
        <translation>un torneo suizo</translation>
    </message>
    <message>
        <source>a round robin</source>
        <translation>un round robin</translation>
    </message>
    <message>
        <source>a double round robin</source>
        <translation>un doble round robin</translation>
    </message>
    <message>
        <source>no tournament type (092 or 192): read as %1 from the games</source>
        <translation>ningún tipo de torneo (092 o 192): leído como %1 a partir de las partidas</translation>
    </message>
    <message>
        <source>tournament type "%1" not known: read as %2 from the games</source>
        <translation>tipo de torneo «%1» desconocido: leído como %2 a partir de las partidas</translation>
    </message>
    <message>
        <source>no scoring record (162): a pairing-allocated bye is taken as worth %1 points instead of %2, the value with which the totals of its players add up</source>
        <translation>sin registro de puntuación (162): un descanso asignado por el emparejamiento vale %1 puntos en lugar de %2, el valor con el que cuadran los totales de sus jugadores</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tournament manager for chess arbiters</source>
        <translation>Gestor de torneos para árbitros de ajedrez</translation>
    </message>
    <message>
        <source>A tournament database (.arbiter) or a TRF file to import</source>
        <translation>Una base de datos de torneo (.arbiter) o un archivo TRF para importar</translation>
    </message>
    <message>
        <source>Save a picture of every view into DIR and quit</source>
        <translation>Guardar una imagen de cada vista en DIR y salir</translation>
    </message>
</context>
</TS>