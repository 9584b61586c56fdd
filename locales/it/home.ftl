# La home: cosa esercitare ora, cosa ripassare, il piano seguito, e le parole del menu.
# I valori arrivano già scritti come la lingua scrive i numeri.

home-title = bjcoach, il tuo allenatore di blackjack
home-next-lead = Prossima tappa del tuo percorso
home-retest-lead = Da riverificare
home-retest-why = padroneggiata, ma non esercitata da una settimana
home-stage-of = tappa { $place } di { $stages }
home-suggestion = { $lead }: { $stage } ({ $why }), { $how }.
home-how-drill = con l'esercizio { $drill } a { $table }
home-how-hidden = giocando mani a { $table } con il conteggio { $system } nascosto
home-action-drill = Esercita { $drill } a { $table }
home-action-hidden = Gioca a { $table } tenendo tu il conteggio { $system }
home-placement = Fai il test di piazzamento: { $questions } domande, alcune per ogni tappa, a { $table }. Parti dalla prima tappa in cui sbagli.
home-placement-action = Fai il test di piazzamento a { $table }
home-all-mastered = Ogni tappa del tuo percorso è padroneggiata e fresca: esercita ciò che preferisci.
home-leak = La tua perdita maggiore contando { $system } a { $table }, { $sessions ->
    [one] nell'ultima sessione
   *[other] nelle ultime { $sessions } sessioni
}: { $part }, { $chips } fiches ogni 100 mani puntate; l'esercizio { $drill } la allena.
home-leak-action = Esercita { $drill } a { $table }
home-due-all = tutte nell'esercizio { $drill }
home-due-some = { $n } nell'esercizio { $drill }
home-due = Da ripassare ora a { $table }: { $due } dei tuoi { $items ->
    [one] { $items } elemento
   *[other] { $items } elementi
} (richiamo previsto sotto { $below }), { $of_them }.
home-due-action = Ripassa ciò che è dovuto in { $drill } a { $table }
home-plan-lead = Il tuo piano: pronto a { $table } entro il { $by } con un richiamo del { $level }.
home-plan-passed = { $lead } Quel giorno è passato: fai un altro piano.
home-plan-nothing = { $lead } Niente da ripassare oggi.
home-plan-in-all = ; tutte nell'esercizio { $drill }
home-plan-in-some = ; { $n } nell'esercizio { $drill }
home-plan-today = { $lead } Oggi: { $reviews ->
    [one] { $reviews } ripasso
   *[other] { $reviews } ripassi
}, { $new } nuovi, circa { $minutes } minuti{ $in_drill }.
home-plan-action = Ripassa il piano di oggi in { $drill } a { $table }

# Le parti di « dove è finito il vantaggio », come le nomina una riga del dettaglio.
edge-part-running-count = Conteggio corrente
edge-part-true-count = Conteggio reale
edge-part-bet = Puntate fuori dalla rampa
edge-part-chart-play = Giocate della tabella
edge-part-index-play = Giocate d'indice
edge-part-insurance = Assicurazione

# Il menu: le sue voci (la parola che sceglie ciascuna, poi cosa fa), le sue domande, e come
# rispondere.
menu-prompt = Cosa vuoi fare? Scrivi un numero o la parola accanto
menu-word-next = avanti
menu-word-place = piazzamento
menu-word-leak = perdita
menu-word-due = ripasso
menu-word-plan = piano
menu-word-practise = esercizio
menu-word-play = gioca
menu-word-chart = tabella
menu-word-edge = vantaggio
menu-word-simulate = simula
menu-word-stats = progressi
menu-word-rules = regole
menu-word-quit = esci
menu-practise = Fai l'esercizio che preferisci
menu-play = Gioca mani a un tavolo, ogni decisione giudicata
menu-chart = Guarda la tabella di strategia di un tavolo
menu-edge = Guarda il vantaggio del banco di un tavolo e gli esiti del croupier
menu-simulate = Simula molte mani giocate secondo la tabella
menu-stats = Guarda i tuoi progressi
menu-rules = Leggi le regole di un tavolo
menu-quit = Esci
menu-which-drill = Quale esercizio?
menu-which-table = Quale tavolo?
menu-at-which-table = A quale tavolo?
menu-table-for-drill = A quale tavolo? Sono elencati quelli dove si può fare `{ $drill }`.
menu-how-many-questions = Quante domande?
menu-how-many-rounds = Quante mani?
menu-own-habits = Giocare anche le tue abitudini (dalle tue risposte agli esercizi) accanto alla tabella?
menu-enter-to-go-home = Premi Invio per tornare alla home.
menu-progress-unread = I tuoi progressi non si possono leggere:
menu-enter-for = Invio per { $n }
menu-back = i per tornare indietro
menu-back-words = i, indietro
menu-not-a-choice = `{ $text }` non è una delle scelte: rispondi con un numero da 1 a { $n }, o con un nome dell'elenco (per esempio `{ $example }`){ $back }
menu-not-yes-no = { $refusal }, o { $back }
menu-not-a-number = `{ $text }` non è un numero intero da { $from } a { $to }: rispondi con uno, per esempio { $default }, o { $back }

# Proposto nella home, nella lingua del tavolo, quando il coach ne parla un'altra.
home-offer-language = Questo tavolo è tratto { $document }: continuare in italiano?

# La home del browser: il suo titolo, e le pagine a cui porta accanto a quelle del menu.
web-home-title = Il tuo allenatore di blackjack
web-home-or = Oppure
web-home-plan = Pianifica di essere pronto per una data
