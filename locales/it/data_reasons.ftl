# Perché un file di dati è rifiutato (tavoli, rampe, conteggi, esercizi, errori, tabelle). Un valore
# tra accenti gravi è citato dal file o nomina un campo o un valore che il file può contenere: resta
# com'è.

## Qualsiasi file di dati.
data-cannot-read = impossibile leggere il file: { $why }
data-reason-too-large = il file supera { $kib } KiB, il massimo per un file di dati
data-reason-not-utf8 = il file non è testo UTF-8
data-reason-control-character = un carattere di controllo (`{ $character }`) non è ammesso in un file di dati: il suo testo appare in un terminale, che potrebbe cancellare o rinominare
data-reason-more-control-characters =
    { $more ->
        [one] e { $more } altro carattere di controllo dopo questo
       *[other] e altri { $more } caratteri di controllo dopo questo
    }
data-reason-too-deep = liste e mappe qui si annidano per più di { $most } livelli; a un file di dati ne servono molti meno
data-reason-text-too-long = un testo di { $chars } caratteri; i testi di un file di dati ne hanno al massimo { $most }
data-reason-readied-wrongly = la compilazione ha preparato male questo file: { $why }
data-reason-must-not-be-empty = non deve essere vuoto

## Che cosa accetta un campo, detto dopo che cosa non va.
data-reason-missing = manca; { $accepted }
data-reason-refused-then-accepted = { $why }; { $accepted }
data-reason-write-text = scrivilo come testo
data-reason-write-one-of = scrivi uno di questi valori: { $names }
data-reason-either = { $first } o { $last }
data-reason-mapping-of = una mappa di { $fields }
data-reason-accepted-range = valori ammessi da { $low } a { $high }
data-reason-out-of-range = { $value }: valori ammessi da { $low } a { $high }
data-reason-list-rules = elenca i nomi delle regole, per esempio `- rounds`
data-reason-write-ratio = scrivilo come VINCITA:PUNTATA tra virgolette, per esempio "3:2" o "6:5"

## Che cosa si è trovato al posto di ciò che si attendeva.
data-reason-found-nothing = niente
data-reason-found-number = il numero { $number }
data-reason-found-list = una lista
data-reason-found-mapping = una mappa
data-reason-found-tagged = un valore etichettato `{ $tag }`

## Le chiavi di una mappa.
data-reason-not-a-mapping = serve una mappa di campi ({ $fields }), non { $found }
data-reason-key-not-a-name = una chiave deve essere il nome di un campo, non { $found }
data-reason-unknown-field = campo sconosciuto `{ $name }`{ $meant }; campi attesi: { $fields }
data-reason-unknown-field-listed = campo sconosciuto `{ $name }`{ $meant }; i campi attesi sono elencati sopra
data-reason-repeated-key = `{ $name }` è dato più di una volta; tienine uno
data-reason-listed-twice = `{ $name }` compare due volte nella lista

## Un file di tavolo.
data-reason-no-table = il file non contiene nessun tavolo
data-reason-version-unknown = la versione { $version } non è nota; questo programma legge la versione { $known }
data-reason-table-id = `{ $id }` non è un nome di tavolo; usa lettere minuscole senza accenti, cifre e `-`
data-reason-control-in-text = `{ $character }` nel testo; scrivilo senza tabulazioni né altri caratteri di controllo
data-reason-not-whole = { $found } non è un numero intero; valori ammessi da { $low } a { $high }
data-reason-not-ratio = { $value } non è un rapporto di pagamento: scrivilo come VINCITA:PUNTATA tra virgolette, due numeri interi i cui termini ridotti vanno da 1 a { $most }, per esempio "3:2" o "6:5"
data-reason-decks = { $count } mazzi: un tavolo ha da 1 a 8 mazzi
data-reason-hands = { $count } mani: valori ammessi da 1 (nessuna divisione) a 4 (tre divisioni)
data-reason-bets-per-box = { $count } puntate: una casella prende da 1 a 7 puntate; togli `bets_per_box` per lasciare solo il massimo della casella
data-reason-any-box-needs-limit = le puntate su qualsiasi casella richiedono un limite per casella: imposta `bets_per_box`
data-reason-enhc-needs-takes = un tavolo senza carta coperta deve dire che cosa prende un blackjack del croupier: `enhc_blackjack_takes: all` o `original`
data-reason-takes-needs-enhc = solo un tavolo senza carta coperta (`hole_card: enhc`) lo imposta; toglilo o imposta `hole_card: enhc`
data-reason-late-needs-peek = la resa tardiva richiede un croupier che controlla il blackjack; un tavolo senza carta coperta usa `enhc-unless-ace` o `none`
data-reason-enhc-surrender-needs-enhc = `enhc-unless-ace` è per i tavoli senza carta coperta; un tavolo in cui il croupier controlla usa `late` o `none`
data-reason-resplit-aces-needs-hands = ridividere gli assi richiede `max_hands` di 3 o più
data-reason-cut-card-needs-penetration = una carta di taglio richiede `penetration_percent` (la parte del sabot distribuita prima della mescolata, da 10 a 95)
data-reason-penetration-needs-cut-card = solo un tavolo con carta di taglio lo imposta; toglilo o imposta `reshuffle: cut-card`
data-reason-seats = { $count } posti: un tavolo ne ha da 1 a 7
data-reason-chips = { $count } fiches: { $what } è un numero intero di fiches da 0 a { $most }
data-reason-chips-start = la dotazione iniziale di un giocatore
data-reason-chips-reserve = la riserva del banco
data-reason-chips-min = la puntata minima
data-reason-chips-max = la puntata massima
data-reason-chips-unit = l'unità
data-reason-rounds = { $count } colpi: valori ammessi da 1 a { $most }; togli `rounds` per una sessione senza fine fissata
data-reason-no-rounds = una sessione ha almeno 1 colpo; togli `rounds` per una sessione senza fine fissata
data-reason-bet-not-payable = una puntata di { $bet } non si può pagare { $pays } né assicurare per metà in fiches intere
data-reason-start-below-bet = { $start } fiches non coprono la puntata minima di { $bet }
data-reason-notional-needs-reserve = le fiches fittizie si aggiungono a un banco con una riserva; imposta `reserve` o usa `top_up: house-covers`
data-reason-reserve-needs-notional = un banco con una riserva deve dire che cosa succede quando resta senza fiches: `top_up: notional-chips`
data-reason-unit-zero = l'unità deve valere almeno 1 fiche
data-reason-min-not-multiple = il minimo ({ $min }) deve essere un multiplo positivo dell'unità ({ $unit })
data-reason-max-not-multiple = il massimo ({ $max }) deve essere un multiplo dell'unità ({ $unit }) e almeno pari al minimo ({ $min })
data-reason-fixed-bet-max = una puntata fissa non ha un massimo distinto; togli `max` o rendilo uguale a `min`
data-reason-version-unread = la versione { $version } non è letta da questo programma; legge la versione { $known }
data-reason-name-id = `{ $id }` non è un nome: lettere minuscole senza accenti, cifre e `-`

## Una rampa di puntate.
data-reason-ramp-unit = { $chips } fiches: un'unità vale da 1 a 10^12 fiches
data-reason-ramp-no-steps = elenca almeno un gradino: `- {"{"} true_count: 1, units: 1 {"}"}`
data-reason-ramp-count = { $count }: un gradino comincia a un conteggio reale da { $low } a { $high }
data-reason-ramp-units = { $units }: un gradino punta da 1 a { $most } unità
data-reason-ramp-unsorted = { $count } viene dopo { $before }: i gradini sono ordinati per conteggio reale, ogni conteggio una volta sola
data-reason-ramp-lowers = { $units } unità a { $count } sono meno delle { $before-units } a { $before }: una rampa non abbassa mai la puntata quando il conteggio sale

## Un sistema di conteggio.
data-reason-count-ten-cards = carta `{ $card }`: le carte da dieci condividono un solo valore di conteggio, scritto `T`
data-reason-count-tag-or-colours = carta `{ $card }`: indica `tag`, oppure sia `red` sia `black`
data-reason-count-tag-range = carta `{ $card }`: un valore di conteggio va da -{ $most } a { $most }
data-reason-count-tagged-twice = la carta `{ $card }` ha due valori di conteggio ({ $field })
data-reason-count-no-tag = nessun valore di conteggio per { $values }: ogni valore A, 2-9 e T ne richiede uno
data-reason-count-not-balanced = i valori di un mazzo sommano a { $sum }, non a 0: il conteggio è `unbalanced`
data-reason-count-balanced-needs-rule = un conteggio bilanciato richiede `true_count`: `floor`, `truncate` o `round`
data-reason-count-balanced-starts-at-zero = un conteggio bilanciato parte da 0: togli questo campo
data-reason-count-balanced = i valori di un mazzo sommano a 0: il conteggio è `balanced`
data-reason-count-unbalanced-no-rule = un conteggio non bilanciato si gioca sul conteggio corrente: togli questo campo
data-reason-count-unbalanced-needs-start = un conteggio non bilanciato richiede `initial_running_count`: il conteggio all'inizio di un sabot secondo il numero di mazzi
data-reason-count-start-decks = { $decks } mazzi: un sabot contiene da 1 a 8 mazzi
data-reason-count-decks-twice = { $decks } mazzi è dato due volte
data-reason-both = { $first } e { $last }

## Un file di esercizio.
data-reason-drill-id = `{ $id }` non è un nome di esercizio; usa lettere minuscole senza accenti, cifre e `-`
data-reason-drill-max-cards = { $value }: valori ammessi da `min_cards` a 6
data-reason-drill-no-hands = elenca almeno uno di questi valori: `hard`, `soft`, `pair`, `hard-multi`, `soft-multi`, `post-split`
data-reason-drill-answers = il generatore `{ $deal }` chiede { $asked }; elenca esattamente questi
data-reason-drill-unknown-mistake = `{ $id }` non è in drills/mistakes.yaml; gli errori noti sono elencati lì

## Il catalogo degli errori.
data-reason-mistake-id = `{ $id }` non è un nome; usa lettere minuscole senza accenti, cifre e `-`
data-reason-mistake-needs-cells = appartiene a un errore di strategia: indica anche `cells`
data-reason-mistake-needs-wrong = un errore di strategia nomina le giocate che lo commettono
data-reason-mistake-needs-rule = un errore di strategia richiede una regola pratica
data-reason-mistake-wrong-and-right = una giocata non può essere insieme sbagliata e giusta
data-reason-mistake-players = una mano `{ $kind }` si elenca per valori da { $low } a { $high }, almeno uno
data-reason-mistake-dealers = le carte scoperte del croupier si elencano per valore da 2 a 10, e 11 per un asso, almeno una
data-reason-mistake-takes-needs-enhc = vale solo per i tavoli senza carta coperta: indica anche `hole_card: enhc`

## Un file di tabella di strategia.
data-reason-chart-edge = deve essere un numero, in percentuale della puntata iniziale
data-reason-chart-dealer-ten = croupier `{ $dealer }`: scrivi ogni carta da dieci come `T`
data-reason-chart-three-cards = giocata `{ $action }`: una mano di tre carte o più chiede carta (H) o sta (S)
data-reason-chart-pair-total = giocatore { $player }: una casella di coppia nomina un rango, da `2` a `9`, `T` o `A`
data-reason-chart-total-rank = giocatore `{ $player }`: una casella `{ $kind }` nomina un totale
data-reason-chart-total-range = giocatore { $player }: i totali vanno da 4 a 21
data-reason-chart-second-cell = una seconda casella `{ $kind }` { $player } contro { $dealer }

## Che cosa il lettore YAML trova di sbagliato, nelle sue forme.
data-reason-parser-unknown-variant = valore sconosciuto `{ $name }`, atteso: { $choices }
data-reason-parser-unknown-field = campo sconosciuto `{ $name }`, atteso: { $choices }
data-reason-parser-missing-field = manca il campo `{ $name }`
data-reason-parser-duplicate-field = il campo `{ $name }` è dato due volte
data-reason-parser-choices =
    { $count ->
        [1] { $first }
        [2] { $first } o { $last }
       *[other] uno tra { $names }
    }
data-reason-parser-invalid-type = valore di un altro tipo: { $found }, atteso: { $expected }
data-reason-parser-invalid-value = valore rifiutato: { $found }, atteso: { $expected }
data-reason-parser-found-string = il testo { $text }
data-reason-parser-found-integer = il numero intero `{ $value }`
data-reason-parser-found-float = il numero decimale `{ $value }`
data-reason-parser-found-boolean = il valore logico `{ $value }`
data-reason-parser-found-unit = un valore vuoto
data-reason-parser-found-sequence = una lista
data-reason-parser-found-map = una mappa
data-reason-parser-expected-whole = un numero intero (`{ $rust }`)
data-reason-parser-expected-number = un numero (`{ $rust }`)
data-reason-parser-expected-text = un testo
data-reason-parser-expected-boolean = `true` o `false`
data-reason-parser-expected-sequence = una lista
data-reason-parser-expected-map = una mappa
data-reason-parser-expected-struct = una mappa (`{ $name }`)

## Ciò che il lettore YAML dice di un file che non è YAML.
data-reason-yaml-block-sequence-entry = un elemento di lista (`-`) non è ammesso in questo punto
data-reason-yaml-control-characters = i caratteri di controllo non sono ammessi
data-reason-yaml-expected-colon = manca il `:` atteso
data-reason-yaml-expected-directive-name = manca il nome della direttiva
data-reason-yaml-expected-uri-octet = manca un ottetto codificato con `%` nell'URI
data-reason-yaml-expected-bang = manca il `!` atteso
data-reason-yaml-expected-comma-or-bracket = manca la `,` o la `]` attesa
data-reason-yaml-expected-comma-or-brace = manca la `,` o la `{ "}" }` attesa
data-reason-yaml-expected-dash = manca il `-` atteso
data-reason-yaml-expected-document-start = manca l'inizio del documento (`---`)
data-reason-yaml-expected-letter-or-digit = manca la lettera o la cifra attesa
data-reason-yaml-expected-comment-or-line-break = manca il commento o l'a capo atteso
data-reason-yaml-expected-digit-or-dot = manca la cifra o il `.` atteso
data-reason-yaml-expected-hexadecimal = manca il numero esadecimale atteso
data-reason-yaml-expected-key = manca la chiave attesa
data-reason-yaml-expected-node-content = manca il valore atteso
data-reason-yaml-expected-tag-uri = manca l'URI di etichetta atteso
data-reason-yaml-expected-version-number = manca il numero di versione atteso
data-reason-yaml-expected-space-or-line-break = manca lo spazio o l'a capo atteso
data-reason-yaml-expected-space = manca lo spazio atteso
data-reason-yaml-expected-angle = manca il `>` atteso
data-reason-yaml-tab-in-indentation = una tabulazione rompe il rientro
data-reason-yaml-tab-for-space = una tabulazione al posto di uno spazio di rientro
data-reason-yaml-indentation-indicator-zero = un indicatore di rientro uguale a 0
data-reason-yaml-character-starts-nothing = un carattere con cui nulla può cominciare
data-reason-yaml-duplicate-tag-directive = la direttiva `%TAG` è data due volte
data-reason-yaml-duplicate-yaml-directive = la direttiva `%YAML` è data due volte
data-reason-yaml-long-version-number = un numero di versione troppo lungo
data-reason-yaml-incompatible-document = un documento YAML di una versione che il lettore non legge
data-reason-yaml-unicode-escape = un codice di carattere Unicode errato dopo `\`
data-reason-yaml-undefined-alias = un alias non definito
data-reason-yaml-undefined-tag-handle = un prefisso di etichetta non definito
data-reason-yaml-unexpected-colon = un `:` inatteso
data-reason-yaml-unexpected-document-marker = un segno di documento (`---` o `...`) inatteso
data-reason-yaml-unexpected-end = il file finisce prima di ciò che ha cominciato
data-reason-yaml-unexpected-non-letter = un carattere inatteso che non è una lettera
data-reason-yaml-unknown-directive = un nome di direttiva sconosciuto
data-reason-yaml-unknown-escape = un carattere sconosciuto dopo `\`
data-reason-yaml-bad-unicode = un carattere Unicode che il lettore rifiuta
data-reason-yaml-input-too-long = il file è troppo lungo
data-reason-yaml-mapping-key = una chiave (`?`) non è ammessa in questo punto
data-reason-yaml-mapping-value = un valore dopo `:` non è ammesso in questo punto
data-reason-yaml-end-in-value = il file finisce a metà di un valore
data-reason-yaml-several-documents = un file di dati contiene un solo documento YAML
data-reason-yaml-too-deep = i valori si annidano troppo in profondità
data-reason-yaml-too-many-repeats = troppi valori ripetuti da alias
data-reason-yaml-unknown-anchor = un'ancora sconosciuta
data-reason-yaml-empty-tag = un'etichetta YAML vuota non è ammessa
data-reason-yaml-unreadable-number = un numero YAML illeggibile
