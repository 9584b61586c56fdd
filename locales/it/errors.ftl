# Gli errori: cosa un comando non ha potuto fare, e perché.

error-label = errore:
note-label = nota:
error-did-you-mean = {" "}(intendevi `{ $name }`?)
error-no-table = non c'è nessun tavolo chiamato `{ $name }`{ $mean }; i tavoli sono: { $known }
error-no-drill = non c'è nessun esercizio chiamato `{ $name }`{ $mean }; gli esercizi sono: { $known }
error-no-system = non c'è nessun sistema di conteggio chiamato `{ $name }`{ $mean }; i sistemi sono: { $known }
error-drill-not-here = l'esercizio `{ $drill }` non si gioca a `{ $table }`: { $reason }{ $remedy }
error-remedy-table = ; prova `--table { $table }`
error-remedy-against = ; indicane uno con `--against`
error-remedy-balanced = ; scegli un sistema bilanciato come `--system { $system }`
error-same-rules = `{ $against }` segue le stesse regole di `{ $table }`; confronta con un altro tavolo
error-name-a-drill = indica un esercizio da avviare, per es. `bjcoach drill { $example } { $at }`; questi si giocano a questo tavolo:
error-timed = --timed vuole secondi interi, da 1 a { $most }: per es. `--timed 3` per tre secondi a risposta
drill-refused-no-insurance = il tavolo non offre l'assicurazione
drill-refused-no-chart = il tavolo non ha una tabella di strategia
drill-refused-no-surrender = il tavolo non offre la resa (casino-fr la offre)
drill-refused-nothing-to-compare = non c'è nessun altro tavolo con cui confrontarlo
drill-refused-shuffled-every-round = la sabot è mischiata dopo ogni mano: non c'è nessun conteggio da portare avanti
drill-refused-no-starting-count = { $system } non dà un conteggio iniziale per { $decks } mazzi; aggiungine uno al suo `initial_running_count`
drill-refused-unbalanced = { $system } è un conteggio non bilanciato, giocato sul conteggio progressivo senza conteggio reale
drill-refused-fixed-bets = ogni puntata è fissa a questo tavolo: non si può seguire nessuna scala di puntate

web-not-started = Non iniziato
web-cannot-go-on = La sessione non può continuare
web-no-chart = Nessuna tabella è fornita per `{ $table }`.
web-drill-not-here = L'esercizio { $drill } non si gioca a { $table }: { $reason }{ $remedy }.
web-remedy-table = ; si gioca a { $link }
web-remedy-against = ; scegli un altro tavolo con cui confrontarlo
web-remedy-balanced = ; scegli un sistema bilanciato come { $system }
error-not-a-rate = `{ $text }` non è una frequenza: scrivi un numero da 0 a 1, per es. 0,2
web-not-a-number = { $field }: `{ $typed }` non è un numero da { $low } a { $high }
web-field-seed = Seme
web-not-found = Non trovata
web-no-such-page = Questa pagina non esiste.
web-no-table-known = Nessun tavolo è noto.
web-no-session = Sessione non trovata
web-focus-refused = Focus `{ $typed }`: serve `due`, `plan` o `mixed`
web-no-drill-session = Questa sessione di esercizio non è più tenuta (il coach è stato riavviato, o molte altre sono state avviate da allora): avviane un'altra dalla pagina Esercizi.
web-no-play-session = Questa partita non è più tenuta (il coach è stato riavviato, o molte altre sono state avviate da allora): avviane un'altra dalla pagina Gioca.

## I rifiuti dei comandi per esperti: `ev`, `edge`, `solve`, `indices`, `simulate`, `validate`.
error-option = { $option }: { $why }
error-removed-too-many =
    { $decks ->
        [one] --removed toglie più carte di valore { $value } delle { $held } che contiene { $decks } mazzo di `{ $table }`
       *[other] --removed toglie più carte di valore { $value } delle { $held } che contengono i { $decks } mazzi di `{ $table }`
    }
error-removed-too-few = --removed lascia { $left } carte nella scarpa; il risolutore ne chiede almeno { $least }
error-ev-card-count =
    { $wanted ->
        [one] --dealer prende una carta, per esempio `--dealer 9`; ne hai indicate { $got }
       *[other] --hand prende due carte, per esempio `--hand A,7`; ne hai indicate { $got }
    }
error-ev-over-21 = { $hand } supera 21: non resta niente da decidere
error-ev-cannot-deal = la scarpa di `{ $table }` non può servire { $hand } contro { $up }
error-ev-csv-all = --format csv va con --all
error-ev-hand-dealer = indica --hand e --dealer, oppure --all
error-cannot-write-chart = { $path }: impossibile scrivere la tabella: { $error }
error-cannot-read-answers = { $path }: impossibile leggere le risposte: { $error }
answers-line-too-long = { $at }: la riga supera { $most } byte, il massimo per una risposta
answers-line-not-text = { $at }: la riga non è testo UTF-8
answers-unreadable = { $at }: impossibile leggere le risposte: { $error }
answers-standard-input = input standard
error-decks-left = --decks-left { $typed }: indica da mezzo mazzo a { $most } mazzi, al mezzo mazzo
error-penetration = --penetration { $typed }: indica da 1 a 100 (per cento)
error-pace = --pace { $typed }: indica i secondi per cui si mostra ogni carta, da 0 a { $most }
error-indices-unbalanced = { $system } è un conteggio non bilanciato, giocato sul conteggio corrente; qui gli indici sono conteggi reali: scegli un sistema bilanciato (hi-lo, hi-opt-i, omega-ii, zen)
error-indices-depth = { $left } carte rimaste non stanno in una scarpa di { $total }: indica da 20 a { $total }
error-hands = --hands { $hands }: i valori ammessi vanno da 1 a { $most } (dieci miliardi di mani richiedono ore)
error-count-penetration = --penetration { $typed }: indica la parte della scarpa servita prima della mescolata, 0.75 o 75 per tre quarti (più di 0, al massimo 1 o 100)
error-ramp = --ramp { $name }: né un file, né una scala fornita; indica un file nella forma di ramps/*.yaml o una di: { $names }
error-validate-problems =
    { $problems ->
        [one] { $problems } problema trovato in { $checked ->
            [one] { $checked } file di dati
           *[other] { $checked } file di dati
        }
       *[other] { $problems } problemi trovati in { $checked ->
            [one] { $checked } file di dati
           *[other] { $checked } file di dati
        }
    }
note-me-no-answers = nessuna risposta di strategia è ancora salvata per `{ $table }`: `me` gioca la tabella finché non ti eserciti{ $how }
note-chart-of-another-table = { $path } è la tabella del tavolo `{ $chart }`; qui è giocata a `{ $table }`, le cui regole sono diverse
error-no-player = `{ $name }` non è un modo di giocare; usa uno tra: { $known }, o il percorso di un file di strategia
menu-drill-at-no-table = l'esercizio `{ $drill }` non si gioca a nessun tavolo preimpostato
