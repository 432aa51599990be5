<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>arb</name>
    <message>
        <source>%1 is not applied: unrated players are present and no rating is set for them (C.07 Art. 10; write e.g. %1/U1400)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>does not start with a tie-break acronym</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown acronym "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>point type must be MP or GP, not "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown modifier "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot be cut (Art. 14)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than one cut or median modifier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the median does not apply to progressive scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the limit modifier applies to the Koya system only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a rating for unrated players applies to rating-based tie-breaks only</source>
        <translation type="unfinished" />
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
        <source>Start date (YYYY/MM/DD):</source>
        <translation>Inicio (AAAA/MM/DD):</translation>
    </message>
    <message>
        <source>End date (YYYY/MM/DD):</source>
        <translation>Fin (AAAA/MM/DD):</translation>
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
        <source>&amp;Add player</source>
        <translation>&amp;Añadir jugador</translation>
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
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>Tabla &amp;cruzada</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks</source>
        <translation>&amp;Desempates</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New tournament...</source>
        <translation>&amp;Nuevo torneo...</translation>
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
        <translation>Abrir el torneo de &amp;demostración</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Guardar &amp;como...</translation>
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
        <translation>Vista previa: tabla &amp;cruzada...</translation>
    </message>
    <message>
        <source>Standings as &amp;PDF...</source>
        <translation>Clasificación en &amp;PDF...</translation>
    </message>
    <message>
        <source>Cross table as P&amp;DF...</source>
        <translation>Tabla cruzada en P&amp;DF...</translation>
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
        <translation>&amp;Ajustes</translation>
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
        <source>%1 players, %2 rounds - %3</source>
        <translation>%1 jugadores, %2 rondas - %3</translation>
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
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
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
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
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
        <source>&amp;Event</source>
        <translation>&amp;Evento</translation>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>not paired: zero-point bye (Art. 16.1.1)</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>forfeit loss: voluntarily unplayed (Art. 16.2.4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pairing-allocated bye: dummy opponent (Art. 16.2.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>full-point bye (Art. 16.2.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>half-point bye: requested (Art. 16.1.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>zero-point bye: requested (Art. 16.1.1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>absent (Art. 16.1.1)</source>
        <translation type="unfinished" />
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
</context>
<context>
    <name>arb::Reader</name>
    <message>
        <source>tab character in a fixed-column record; read as one blank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a number of participants, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected the number of rounds, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown record "%1" kept as it is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a start number in columns 5-8, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start number %1 is used again (first on line %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a rating in columns 49-52, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected points in columns 81-84, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a rank in columns 86-89, found "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an opponent's start number in columns %1-%2, found "%3"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown colour "%1" (expected w, b or -)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown result "%1" (expected 1 0 = + - W D L H F U Z)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1 is paired against themself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>162: "%1" is not a number of points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>XXS: cannot read "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>240: expected a bye type, a round and start numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>240: "%1" is not a round number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>240: "%1" is not a start number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: result "%2" needs an opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: opponent %2 has no 001 record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: player %2 is paired with %3, but %3's record says %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: result "%2" of player %3 does not match "%4" of player %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: players %2 and %3 both have the same colour</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>arb::ReportBuilder</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Árbitro principal: %1</translation>
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
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Clasificación tras la ronda %1</translation>
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
    <name>arb::RoundsWidget</name>
    <message>
        <source>Round robin (Berger tables)</source>
        <translation>Round robin (tablas de Berger)</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Doble round robin</translation>
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
        <source>&amp;Pair</source>
        <translation>&amp;Emparejar</translation>
    </message>
    <message>
        <source>Give &amp;bye</source>
        <translation>Dar &amp;bye</translation>
    </message>
    <message>
        <source>&amp;Unpair selected</source>
        <translation>&amp;Deshacer emparejamiento</translation>
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
</context>
<context>
    <name>arb::StandingsModel</name>
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
        <source>%1 (C.07 Art. %2)</source>
        <translation>%1 (C.07 art. %2)</translation>
    </message>
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
        <source>Decided by</source>
        <translation>Decidido por</translation>
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
</context>
<context>
    <name>arb::TieBreakEditor</name>
    <message>
        <source>modifiers, e.g. /C1 /M1 /P /L+1 /U1400</source>
        <translation>modificadores, p. ej. /C1 /M1 /P /L+1 /U1400</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>A&amp;plicar</translation>
    </message>
    <message>
        <source>&amp;Load preset</source>
        <translation>&amp;Cargar plantilla</translation>
    </message>
    <message>
        <source>&amp;Save as preset...</source>
        <translation>&amp;Guardar como plantilla...</translation>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 - %2 (C.07 Art. %3)</source>
        <translation type="unfinished" />
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
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>cut: the lowest %n value(s) are cut (Art. 14.1)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
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
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the version of %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot update %1 to version %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no tournament database is open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 already holds players; import into a new tournament</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot import into %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import "%1"</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>R%1 #%2: none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2: none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> withdrawn from round %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the audit log of %1: %2</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>start number %1 is invalid: it must be 1 or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1 needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1: rating %2 is out of range (0-4000)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FIDE id %1 is already used by player %2 (%3)</source>
        <translation>el id FIDE %1 ya lo usa el jugador %2 (%3)</translation>
    </message>
    <message>
        <source>Edit player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no player %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1 has rounds entered; withdraw them instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1 is invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Withdraw player %1 %2 from round %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Revoke the withdrawal of player %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>round %1: there is no player %2</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1: %2 - %3 %4</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1: unpair %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tie-break "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tie-break list: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scoring: win %1, draw %2, loss %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown event field "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>number of rounds "%1" is invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tournament type "%1" is invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a preset needs a name</source>
        <translation type="unfinished" />
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
        <source>Round %1: change the result of player %2 from %3 to %4</source>
        <translation>Ronda %1: cambiar el resultado del jugador %2 de %3 a %4</translation>
    </message>
</context>
<context>
    <name>arb::Trf</name>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no player records (001) found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished" />
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