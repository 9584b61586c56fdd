# Le regole di un tavolo in parole semplici (`bjcoach rules`), una riga per regola.

rules-topic-decks = Mazzi
rules-decks =
    { $n ->
        [one] Un solo mazzo da 52 carte.
       *[other] { $n } mazzi da 52 carte mescolati insieme in un sabot.
    }
rules-topic-shuffle = Mescolata
rules-shuffle-every-round = Tutte le carte vengono raccolte e mescolate dopo ogni colpo.
rules-shuffle-cut-card = Una carta di taglio è posta a circa il { $percent } del sabot; quando esce, il sabot viene mescolato prima del colpo successivo.
rules-topic-stock = Carte esaurite
rules-stock-backup-deck = Se un colpo esaurisce tutte le carte, si apre un secondo mazzo, annunciato prima del gioco; le carte ancora in gioco non vengono mai rimescolate.
rules-stock-shuffle-discards = Se un colpo esaurisce tutte le carte, gli scarti dei colpi precedenti vengono mescolati per finirlo; le carte ancora in gioco restano fuori.
rules-topic-hole-card = Seconda carta del croupier
rules-hole-card-peek = Il croupier prende una carta coperta e, se mostra un asso o una carta da dieci, controlla il blackjack prima che si giochi; un blackjack del croupier chiude subito il colpo.
rules-hole-card-enhc = Niente carta coperta: il croupier prende una sola carta e tira la seconda solo quando tutti i giocatori hanno finito.
rules-topic-enhc-blackjack = Blackjack del croupier
rules-enhc-blackjack-original = Un blackjack del croupier prende solo le puntate iniziali; raddoppi e puntate delle divisioni vengono restituiti.
rules-enhc-blackjack-all = Un blackjack del croupier prende tutte le puntate della casella, raddoppi e puntate delle divisioni compresi.
rules-topic-soft-17 = Croupier a 17 soft
rules-soft-17-stands = Il croupier tira fino a 16 e sta su ogni 17, compreso il 17 soft (come A-6).
rules-soft-17-hits = Il croupier tira fino a 16 e tira anche su un 17 soft (come A-6); sta su un 17 hard e oltre.
rules-topic-dealer-draw = Tiraggio del croupier
rules-dealer-draw-always = Il croupier completa la sua mano in ogni colpo, anche quando tutti i giocatori hanno sballato.
rules-dealer-draw-against-standing = Quando tutti i giocatori hanno sballato (o ogni mano è già regolata), il croupier non finisce di tirare: non gli resta nulla da battere.
rules-topic-blackjack = Blackjack
rules-blackjack = Un asso e una carta da dieci come prime due carte di una mano pagano { $pays }; contro un blackjack del croupier è pari.
rules-topic-split-21 = 21 dopo una divisione
rules-split-21 = Un 21 su una mano divisa non è mai blackjack: vince alla pari.
rules-topic-at-21 = Mano a 21
rules-at-21 = Una mano che arriva a 21 sta: nessun'altra carta.
rules-topic-double = Raddoppio
rules-double-any = Raddoppi sulle prime due carte con qualsiasi punto: aggiungi una puntata pari alla prima e ricevi una sola carta.
rules-double-9-11 = Raddoppi sulle prime due carte solo con un punto di 9, 10 o 11: aggiungi una puntata pari alla prima e ricevi una sola carta.
rules-double-10-11 = Raddoppi sulle prime due carte solo con un punto di 10 o 11: aggiungi una puntata pari alla prima e ricevi una sola carta.
rules-topic-double-21 = Raddoppio a 21
rules-double-21-refused = Un 21 di due carte non si può raddoppiare.
rules-double-21-at-21 = Un 21 di due carte non si raddoppia mai: una mano a 21 non riceve altre carte, e il raddoppio ne tira una.
rules-double-21-allowed = Nulla vieta di raddoppiare un 21 di due carte, anche se non conviene mai.
rules-topic-pairs = Coppie
rules-pairs-same-rank = Solo due carte dello stesso rango formano una coppia: R-R si divide, R-D no.
rules-pairs-same-value = Due carte dello stesso valore formano una coppia: due carte da dieci qualsiasi si dividono, R-D compresa.
rules-topic-splits = Divisioni
rules-splits =
    { $hands ->
        [1] Niente divisione.
        [2] Una sola divisione: una coppia diventa due mani, ciascuna con una puntata pari alla prima, e non si divide più.
       *[other] Dividi e ridividi fino a { $hands } mani in tutto, ciascuna con una puntata pari alla prima.
    }
rules-topic-split-order = Ordine delle mani
rules-split-order-left-to-right = Le mani divise si giocano da sinistra a destra: prima la mano formata per prima, poi la successiva.
rules-split-order-right-to-left = Le mani divise si giocano dalla destra del giocatore verso la sua sinistra: la mano formata per ultima si gioca per prima.
rules-topic-split-aces = Assi divisi
rules-split-aces = Gli assi divisi ricevono una sola carta ciascuno, poi stanno.
rules-topic-resplit-aces = Ridividere gli assi
rules-resplit-aces-allowed = Una coppia di assi si può dividere di nuovo.
rules-resplit-aces-once = Gli assi si dividono una sola volta.
rules-topic-double-after-split = Raddoppio dopo divisione
rules-double-after-split-allowed = Una mano divisa si può raddoppiare sulle sue prime due carte (mai gli assi divisi).
rules-double-after-split-refused = Una mano divisa non si può raddoppiare.
rules-topic-surrender = Resa
rules-surrender-none = Niente resa.
rules-surrender-late = Dopo che il croupier ha controllato il blackjack, puoi rinunciare alle prime due carte e riavere metà della puntata.
rules-surrender-unless-ace = Sulle prime due carte puoi rinunciare e tenere metà della puntata, salvo che il croupier mostri un asso; la metà resta tua qualunque sia la sua seconda carta.
rules-topic-insurance = Assicurazione
rules-insurance-none = Niente assicurazione.
rules-insurance-up-to-half = Quando il croupier mostra un asso puoi assicurarti fino a metà della puntata; l'assicurazione paga 2 a 1 se ha blackjack e altrimenti è persa.
rules-insurance-half = Quando il croupier mostra un asso puoi assicurarti per esattamente metà della puntata; l'assicurazione paga 2 a 1 se ha blackjack e altrimenti è persa.
rules-topic-seats = Posti
rules-seats = Fino a { $seats } giocatori, ciascuno contro il croupier.
rules-topic-vacant-boxes = Caselle libere
rules-vacant-boxes-forbidden = Ogni giocatore gioca una casella.
rules-vacant-boxes-playable = Un giocatore seduto può giocare anche caselle libere, ciascuna con la sua puntata.
rules-topic-other-box-bets = Puntate su altre caselle
rules-other-box-bets-forbidden = Ogni puntata è sulla casella di chi punta.
rules-other-box-bets-behind = Un giocatore può puntare dietro la casella di un altro giocatore, le puntate della casella insieme entro il massimo del tavolo; decide il gioco il titolare della casella. { rules-other-box-bets-follow }
rules-other-box-bets-on-any = Ogni giocatore può puntare su un'altra casella, al massimo { $bets } puntate per casella, compresa quella del titolare; decide il gioco il titolare della casella. { rules-other-box-bets-follow }
rules-other-box-bets-follow = Una tale puntata resta della sua somma sulla mano originale della casella: non segue un raddoppio né una divisione (lettura di bjcoach: il documento non lo dice).
rules-topic-starting-chips = Fiches iniziali
rules-starting-chips = Ogni giocatore comincia con { $chips } fiches.
rules-topic-bank = Banco
rules-bank-reserve = Il banco comincia con { $reserve } fiches; se non può coprire un colpo, si aggiungono fiches fittizie prima della distribuzione.
rules-bank-house = La casa copre ogni puntata.
rules-topic-bets = Puntate
rules-bets-fixed = Ogni mano punta esattamente { $min } fiches.
rules-bets-range = Si punta da { $min } a { $max } fiches, a multipli di { $unit }.
rules-bets-at-least = Si punta almeno { $min } fiches, a multipli di { $unit }.
rules-topic-session = Sessione
rules-session-rounds = Una sessione dura { $rounds } colpi, o finisce prima quando nessuno può più puntare.
rules-session-open = Giochi quanti colpi vuoi.
rules-topic-winning = Vincitore
rules-goal-most-chips = Dopo l'ultimo colpo vince il giocatore con più fiches; da solo, vinci finendo con più di quante ne avevi all'inizio.
rules-goal-chip-ranking = Dopo i colpi concordati i giocatori confrontano le fiches, dalla più ricca: una classifica concordata per la partita in famiglia, non lo scopo di una mano, che è battere il croupier. Da solo, bjcoach conta come primo posto finire con più fiches dell'inizio.
rules-goal-open = Nessun vincitore: tieni ciò che hai.

## Le regole in una riga.
rules-short-decks =
    { $n ->
        [one] 1 mazzo
       *[other] { $n } mazzi
    }
rules-short-s17 = S17
rules-short-h17 = H17
rules-short-peek = carta coperta controllata
rules-short-enhc = senza carta coperta
rules-short-double-any = raddoppio su due carte
rules-short-double-9-11 = raddoppio 9-11
rules-short-double-10-11 = raddoppio 10-11
rules-short-das = raddoppio dopo divisione
rules-short-no-das = niente raddoppio dopo divisione
rules-short-splits =
    { $hands ->
        [1] niente divisione
       *[other] divisione fino a { $hands }
    }
rules-short-no-surrender = niente resa
rules-short-late-surrender = resa tardiva
rules-short-surrender-unless-ace = resa salvo contro un asso
rules-short-blackjack = BJ { $pays }

## Intorno alle regole.
rules-assumed-mark = [presunta]
rules-assumed-note =
    { $assumed ->
        [one] [presunta]: non stabilita { $document }, che questo tavolo segue; { $assumed } regola è stata scelta da bjcoach. Verificala a un tavolo vero.
       *[other] [presunta]: non stabilita { $document }, che questo tavolo segue; { $assumed } regole sono state scelte da bjcoach. Verificale a un tavolo vero.
    }
rules-all-stated = Ogni regola è stabilita { $document }, che questo tavolo segue.
rules-own-source = dalla sua fonte, { $source }

# Perché le regole rifiutano una mossa a una mano, come la dicono un esercizio o una partita dopo il nome della mossa.
refusal-bust = una mano oltre 21 ha perso: non se ne può fare più nulla
refusal-natural = un blackjack è pagato così com'è: non c'è niente da decidere
refusal-doubled-done = una mano raddoppiata riceve una sola carta e poi sta
refusal-draw-at-21 = una mano a 21 non prende altre carte
refusal-double-at-21 = una mano a 21 non prende altre carte, e raddoppiare ne darebbe una
refusal-double-not-first-two = si raddoppia solo sulle prime due carte
refusal-double-nine-to-eleven = a questo tavolo si raddoppia solo su un totale di 9, 10 o 11
refusal-double-ten-or-eleven = a questo tavolo si raddoppia solo su un totale di 10 o 11
refusal-double-on-21 = a questo tavolo un 21 di due carte non si raddoppia
refusal-double-after-split = questo tavolo non permette di raddoppiare dopo uno split
refusal-split-aces-done = gli Assi divisi ricevono una carta ciascuno e niente di più
refusal-split-not-two-cards = si divide solo una mano di due carte
refusal-not-same-rank = qui si dividono solo due carte dello stesso rango (R-R sì, R-D no)
refusal-not-same-value = si dividono solo due carte dello stesso valore (due carte da dieci qualsiasi contano)
refusal-no-splitting = questo tavolo non permette lo split
refusal-split-limit = a questo tavolo un posto tiene al massimo { $max } mani
refusal-resplit-aces = a questo tavolo una coppia di Assi si divide una volta sola
refusal-no-surrender = questo tavolo non offre la resa
refusal-surrender-against-ace = la resa è rifiutata quando il croupier mostra un Asso
refusal-surrender-too-late = dove un tavolo la offre, la resa vale solo per le prime due carte di una mano, prima di ogni altra mossa
refusal-surrender-after-split = una mano nata da uno split non può arrendersi
