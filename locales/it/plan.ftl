# bjcoach plan: pronto a un tavolo entro una data. Ogni frase è fatta dei numeri del piano, scritti
# dal programma secondo la tipografia della lingua; le date restano AAAA-MM-GG, e i nomi dei tavoli,
# degli esercizi e i comandi come sono.

## Le frasi del piano, al terminale e in un browser

plan-aim = Pronto a { $table } entro il { $by }, { $days ->
    [one] tra { $days } giorno
   *[other] tra { $days } giorni
} (oggi: { $today }): ogni elemento a un richiamo previsto del { $level } o più quel giorno, secondo il modello della memoria ({ $model }).
plan-items = Elementi: { $cells }{ $others }.
plan-items-no-chart = nessuna tabella di strategia a questo tavolo
plan-items-all-answered = { $cells } caselle della tabella di strategia, tutte già risposte
plan-items-new = { $cells } caselle della tabella di strategia, { $answered } già risposte e { $new } nuove, introdotte dalle più costose
plan-items-new-by = { $cells } caselle della tabella di strategia, { $answered } già risposte e { $new } nuove, introdotte dalle più costose entro il { $by }
plan-items-others = ; e { $others ->
    [one] { $others } altro elemento a cui hai risposto
   *[other] { $others } altri elementi a cui hai risposto
} (totali delle mani, pagamenti, conteggi...), senza un costo in fiches, tenuti al { $level } lo stesso
plan-time-pace-measured = { $seconds } s per ripasso: il tempo mediano { $answers ->
    [one] della tua { $answers } prima risposta cronometrata
   *[other] delle tue { $answers } prime risposte cronometrate
} a { $table }, senza contare la lettura dei verdetti
plan-time-pace-assumed = { $seconds } s per ripasso, un'ipotesi: le tue risposte a { $table } non hanno ancora tempi
plan-time = Tempo: circa { $minutes } minuti al giorno, { $reviews } ripassi in tutto, a { $pace }.
plan-time-busiest = Tempo: circa { $minutes } minuti al giorno ({ $most } nel giorno più pieno, il { $day }), { $reviews } ripassi in tutto, a { $pace }.
plan-today = Oggi: { $reviews ->
    [one] { $reviews } ripasso
   *[other] { $reviews } ripassi
}, di cui { $new } nuovi, circa { $minutes } minuti.
plan-today-nothing = Oggi: niente da ripassare; i prossimi ripassi sono il { $day }.
plan-today-at-level = Niente da ripassare prima di quel giorno: ogni elemento è già al livello.
plan-leak = La tua perdita quel giorno: { $expected } fiches ogni 100 mani a una puntata di { $bet } attese (intervallo al { $interval } da { $low } a { $high }, secondo gli elementi che dimentichi quel giorno), contro { $without } senza alcun ripasso da oggi.
plan-short = { $items ->
    [one] { $items } elemento non può arrivare al { $level } entro allora, anche ripassato ogni giorno: una data più lontana o un richiamo più basso ce lo porta.
   *[other] { $items } elementi non possono arrivare al { $level } entro allora, anche ripassati ogni giorno: una data più lontana o un richiamo più basso ce li porta.
}
plan-followed-elsewhere = Segui un piano per essere pronto a { $table } entro il { $by }, un altro tavolo rispetto a questo.
plan-followed-passed = Il giorno del tuo piano a { $table }, il { $by }, è arrivato: fanne un altro per continuare a ripassare verso una data.

## Il piano seguito, come lo mostra stats

plan-followed-title = Il piano che segui:
plan-followed-see = `bjcoach plan` ne mostra i giorni; `bjcoach plan --stop` lo ferma.
plan-followed-see-elsewhere = `bjcoach stats --table { $table }` lo mostra.
plan-followed-see-passed = `bjcoach plan --table { $table } --by AAAA-MM-GG` ne fa un altro.

## bjcoach plan

plan-stopped = Ora non segui alcun piano: la pagina iniziale non ne dice nulla.
plan-drill-today = { $reviews } in { $drill }: { $command }
plan-first-days = I primi giorni:
plan-column-day = giorno
plan-column-reviews = ripassi
plan-column-new = nuovi
plan-column-minutes = minuti
plan-more-days = poi altri { $days } giorni, { $reviews } ripassi in tutto.
plan-saved = Salvato: la pagina iniziale segue questo piano, rifatto ogni giorno dalle tue risposte. `bjcoach plan` lo mostra; `bjcoach plan --stop` lo ferma.
plan-not-saved = Il piano che segui, rifatto dalle tue risposte; `bjcoach plan --stop` lo ferma.

## La pagina del piano nel browser

plan-page-title = Piano
plan-page-heading = Pronto entro una data
plan-page-about = Indica un tavolo e il giorno entro cui vuoi essere pronto: il piano dice quanti minuti al giorno richiede e la perdita attesa quel giorno.
plan-page-table = Tavolo
plan-page-by = Pronto entro il
plan-page-recall = Richiamo quel giorno
plan-page-make = Fai il piano
plan-page-day = Giorno
plan-page-reviews = Ripassi
plan-page-new = Nuovi
plan-page-minutes = Minuti
plan-page-more-days = Poi altri { $days } giorni, { $reviews } ripassi in tutto.
plan-page-passed = Il giorno del piano che segui, il { $by } a { $table }, è arrivato: fanne un altro.
plan-page-followed = La pagina iniziale segue questo piano, rifatto ogni giorno dalle tue risposte.
plan-page-stop = Non seguirlo più
plan-page-follow = Segui questo piano

## Cosa rifiuta `bjcoach plan`, e perché.

plan-error-recall = { $field }: serve un richiamo da { $low } a { $high } (o dal { $low_percent } al { $high_percent }), per es. { $example }
plan-error-date = { $field }: serve una data AAAA-MM-GG, per es. 2027-03-14
plan-error-day-gone = { $field }: quel giorno { $when ->
    [today] è oggi
   *[passed] è passato
} (oggi è il { $today }, UTC); indica un giorno dopo oggi, come AAAA-MM-GG
plan-error-by-needs-table = --by vuole il tavolo a cui essere pronto: --table NOME (vedi `bjcoach tables`), per es. `{ $example }`
plan-error-none = non segui ancora nessun piano: fanne uno con --table e --by, per es. `{ $example }`
plan-error-other-table = il piano che segui è a `{ $followed }`; per un altro tavolo, indica anche la sua data, per es. `bjcoach plan --table { $table } --by AAAA-MM-GG`
plan-error-day-come = il giorno del piano che segui, il { $by } a `{ $table }`, è arrivato: fanne un altro, per es. `{ $example }`
