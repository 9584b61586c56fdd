# Gli errori con un nome (drills/mistakes.yaml) in italiano: il titolo, la spiegazione e, per un
# errore di strategia, la regola da ricordare. L'inglese resta nel catalogo; ogni identificativo è
# mistake-ID-title, mistake-ID-explanation o mistake-ID-rule. Un messaggio lungo continua sulle
# righe seguenti: si leggono come una riga sola.

mistake-ace-always-eleven-title = Un asso contato 11 quando deve valere 1
mistake-ace-always-eleven-explanation =
    Un asso vale 11 solo finché così la mano resta a 21 o meno. Conta prima ogni asso come 1, poi
    aggiungi 10 se il totale resta sotto 22.

mistake-ace-always-one-title = Una mano soft contata con l'asso come 1
mistake-ace-always-one-explanation =
    Finché aggiungere 10 lascia la mano a 21 o meno, un asso conta 11: A-6 è un 17 soft, non 7.

mistake-soft-hard-confused-title = Soft e hard confusi
mistake-soft-hard-confused-explanation =
    Una mano è soft solo finché uno dei suoi assi può ancora contare 11 senza superare 21. Quando
    l'asso deve scendere a 1 la mano è hard, anche se contiene un asso.

mistake-card-after-double-title = Una carta chiesta dopo il raddoppio
mistake-card-after-double-explanation =
    Il raddoppio dà diritto a una sola carta, esattamente. Una volta arrivata, la mano sta,
    qualunque sia il suo punto.

mistake-split-21-as-natural-title = Un 21 fatto dopo una divisione scambiato per blackjack
mistake-split-21-as-natural-explanation =
    Il blackjack richiede le prime due carte di una mano non divisa. Un asso e un dieci su una mano
    divisa fanno un 21 normale, pagato 1 a 1.

mistake-three-card-21-as-natural-title = Un 21 di tre o più carte scambiato per blackjack
mistake-three-card-21-as-natural-explanation =
    Solo un asso e una carta da dieci come prime due carte sono un blackjack. Un 21 raggiunto
    chiedendo carte è un 21 normale: vince 1 a 1 e perde contro un blackjack del croupier.

mistake-natural-paid-even-title = Un blackjack pagato 1 a 1
mistake-natural-paid-even-explanation =
    Un blackjack vince alla quota del tavolo per il blackjack, 3 a 2: una puntata di 10 vince 15,
    a meno che anche il croupier abbia blackjack, e allora è pari.

mistake-dealer-has-a-choice-title = Il croupier creduto libero di tirare o no
mistake-dealer-has-a-choice-explanation =
    Il croupier gioca secondo una regola fissa, esposta al tavolo: tira fino a 16 e sta su 17 hard e
    oltre, e la regola del tavolo dice se tira o sta su 17 soft, qualunque cosa abbiano i giocatori.
    Non tira mai per battere una mano, né sta per risparmiarne una.

mistake-other-table-soft-17-title = La regola del 17 soft di un altro tavolo applicata
mistake-other-table-soft-17-explanation =
    Alcuni tavoli fanno tirare il croupier su un 17 soft (un asso contato 11 con un 6), altri lo
    fanno stare. Controlla quale regola espone questo tavolo prima di giocare.

mistake-other-table-decks-title = Il numero di mazzi di un altro tavolo applicato
mistake-other-table-decks-explanation =
    La giocata migliore dipende dai mazzi nel sabot: meno sono i mazzi, più ogni carta distribuita
    cambia ciò che resta, così una mano raddoppiata, divisa o su cui si sta con un numero di mazzi
    può giocarsi diversamente con un altro. Impara la tabella di strategia del sabot di questo
    tavolo.

mistake-other-table-split-aces-title = La regola degli assi divisi di un altro tavolo applicata
mistake-other-table-split-aces-explanation =
    Gli assi divisi ricevono una carta ciascuno e stanno, e la maggior parte dei tavoli li divide
    una sola volta. Controlla le regole del tavolo prima di giocare.

mistake-other-table-rules-title = Una regola di un altro tavolo applicata
mistake-other-table-rules-explanation =
    I tavoli differiscono in ciò che permettono: raddoppio dopo divisione, ridivisione, resa, la
    puntata dell'assicurazione. Ciò che vale a un tavolo può essere rifiutato al successivo; leggi
    le regole di questo tavolo.

mistake-bust-wins-when-dealer-busts-title =
    Una mano sballata creduta vincente quando il croupier sballa
mistake-bust-wins-when-dealer-busts-explanation =
    Una mano che supera 21 perde subito e la sua puntata viene ritirata. Quando poi il croupier
    sballa, sono pagate solo le mani ancora in gioco.

mistake-drawing-at-21-title = Una carta presa su 21
mistake-drawing-at-21-explanation =
    Una mano che arriva a 21 sta: non può più ricevere nessuna carta.

mistake-surrender-against-ace-title = Resa creduta possibile contro un asso del croupier
mistake-surrender-against-ace-explanation =
    Secondo questo regolamento una mano può essere ceduta per metà della puntata solo quando la
    carta del croupier non è un asso.

mistake-double-outside-nine-to-eleven-title = Un raddoppio fuori da 9, 10 e 11
mistake-double-outside-nine-to-eleven-explanation =
    A questo tavolo si può raddoppiare solo un punto di 9, 10 o 11 sulle prime due carte; le mani
    soft e gli altri punti no.

mistake-double-on-two-card-21-title = Un raddoppio su un 21 di due carte
mistake-double-on-two-card-21-explanation =
    Qui una mano le cui prime due carte fanno 21 non si può raddoppiare. Una mano così viene da una
    divisione, quindi non è un blackjack: è un 21 normale, pagato 1 a 1 se vince.

mistake-insurance-as-full-bet-title = L'assicurazione puntata come una puntata intera
mistake-insurance-as-full-bet-explanation =
    L'assicurazione è una puntata a parte di al massimo metà della puntata iniziale (esattamente
    metà ad alcuni tavoli). Paga 2 a 1 quando il croupier ha blackjack, altrimenti è persa.

mistake-insurance-covers-21-title = L'assicurazione creduta valida su un 21 di più carte
mistake-insurance-covers-21-explanation =
    L'assicurazione paga solo su un blackjack del croupier: un asso e un dieci come sue prime due
    carte. Un 21 del croupier di tre o più carte la lascia persa.

mistake-insurance-paid-wrong-title = L'assicurazione pagata male
mistake-insurance-paid-wrong-explanation =
    Un'assicurazione vincente è pagata 2 a 1 e la sua posta viene restituita; una perdente viene
    semplicemente ritirata. La puntata principale si regola per conto suo.

mistake-enhc-takes-all-bets-title =
    Un blackjack del croupier senza carta coperta creduto prendere solo la prima puntata
mistake-enhc-takes-all-bets-explanation =
    Senza carta coperta il croupier tira la sua seconda carta dopo che hai raddoppiato o diviso.
    Se fa blackjack, a questo tavolo prende anche le puntate del raddoppio e della divisione, non
    solo la prima puntata.

mistake-enhc-second-card-early-title =
    Il momento della seconda carta del croupier senza carta coperta sbagliato
mistake-enhc-second-card-early-explanation =
    Senza carta coperta il croupier prende la sua seconda carta solo quando tutti i giocatori hanno
    finito, e allora subito, prima di continuare secondo la sua regola.

mistake-payout-miscounted-title = Vincite sommate male
mistake-payout-miscounted-explanation =
    Regola ogni puntata sulla sua posta (la posta di una mano raddoppiata è il doppio della
    puntata): una vincita paga la posta una volta, un blackjack alla quota del tavolo; un pareggio
    non paga nulla e restituisce la posta; una perdita o una mano sballata prende la posta, una resa
    ne prende metà; un'assicurazione vince 2 a 1 o viene ritirata. Poi somma le puntate, contando
    solo ciò che chiede la domanda.

mistake-false-foul-call-title = Un pagamento giusto segnalato come errore
mistake-false-foul-call-explanation =
    Segnala un errore solo su un pagamento che la regola del tavolo non dà: un blackjack a 3 a 2,
    una vincita e un'assicurazione vinta alla loro quota, un pareggio restituito, una perdita o una
    mano sballata ritirata. Regola ogni mano da solo prima di segnalare.

mistake-chance-miscounted-title = La probabilità di un dieci calcolata male
mistake-chance-miscounted-explanation =
    Conta le carte da dieci non ancora viste (quattro per mazzo di ciascuno di 10, F, D, R, meno
    quelle già viste) e dividi per tutte le carte non ancora viste. L'assicurazione si ripaga solo
    sopra una probabilità su tre.

mistake-percent-as-fraction-title = Una frazione dell'unità data dove si chiedeva una percentuale
mistake-percent-as-fraction-explanation =
    Un valore chiesto in percentuale si legge come un numero di punti percentuali: 0,31 è un terzo
    di punto percentuale, non 31%. Rispondi 31 o 31%, oppure la frazione stessa con la sua barra
    (4/13).

mistake-insurance-without-count-title = Assicurazione presa senza contare
mistake-insurance-without-count-explanation =
    L'assicurazione paga 2 a 1 solo quando la seconda carta del croupier è un dieci, e 16 carte su
    52 sono dieci: meno di una su tre. A meno che le carte che hai visto lascino più di un dieci
    su tre tra quelle non viste, l'assicurazione (e anche il pagamento alla pari offerto su un
    blackjack) perde in media.

mistake-insurance-short-of-tens-title = Assicurazione presa quando restano troppo pochi dieci
mistake-insurance-short-of-tens-explanation =
    Le carte viste erano davanti a te, e i dieci tra loro lasciano un dieci in una carta non vista
    su tre, o meno: l'assicurazione allora perde in media. Prima di assicurarti, confronta i dieci
    rimasti con le carte rimaste: si ripaga solo sopra una su tre.

mistake-insurance-declined-rich-in-tens-title =
    Assicurazione rifiutata quando i dieci la rendono conveniente
mistake-insurance-declined-rich-in-tens-explanation =
    Quando le carte viste erano per lo più basse, più di una carta non vista su tre è un dieci:
    l'assicurazione allora vince in media, e rifiutarla significa rinunciare a quel valore.

mistake-too-slow-title = Risposta data oltre il tempo concesso
mistake-too-slow-explanation =
    In una sessione a tempo una risposta conta solo se arriva entro il tempo concesso: al tavolo il
    croupier e gli altri giocatori non aspettano che tu conti sulle dita. Esercitati finché la
    risposta giusta non arriva subito; una risposta giusta data in ritardo conta come un errore.

mistake-stake-counted-as-winnings-title = La posta restituita contata con le vincite
mistake-stake-counted-as-winnings-explanation =
    Una puntata vincente riporta due somme: la tua posta, restituita, e ciò che paga il banco.
    Una vincita di 10 su una posta di 10 ti mette davanti 20 fiches, eppure hai vinto 10, e il
    tuo netto è +10. Conta la posta solo dove la domanda chiede tutte le fiches che tornano.

mistake-stake-left-out-title = La posta restituita lasciata fuori dalle fiches che tornano
mistake-stake-left-out-explanation =
    Una puntata vincente viene pagata e in più torna la sua posta: un'assicurazione di 5 che vince
    10 riporta 15 fiches. Dove la domanda chiede tutte le fiches che tornano, aggiungi la posta
    alle vincite.

mistake-insurance-stake-miscounted-title = La posta dell'assicurazione calcolata male
mistake-insurance-stake-miscounted-explanation =
    L'assicurazione si punta in aggiunta alla puntata: al massimo metà di essa, o esattamente metà
    dove il tavolo lo stabilisce, in fiches intere arrotondate per difetto. Su una puntata di 25
    sono 12.

mistake-natural-called-21-title = Un blackjack scambiato per un 21 normale
mistake-natural-called-21-explanation =
    Un asso e una carta da dieci come prime due carte di una mano non divisa sono un blackjack, non
    solo 21: è pagato alla quota del tavolo per il blackjack e batte un 21 del croupier di tre o
    più carte.

mistake-total-miscounted-title = Una mano sommata male
mistake-total-miscounted-explanation =
    Somma le carte una per una: da 2 a 9 al loro valore, 10, F, D e R come 10, ogni asso come 1.
    Poi aggiungi 10 per un asso se il totale resta a 21 o meno. Oltre 21 la mano ha sballato.

mistake-soft-hard-unsaid-title = Soft o hard non detto
mistake-soft-hard-unsaid-explanation =
    La domanda chiede che tipo di punto ha la mano oltre al punto: rispondi `soft 17` o `hard 17`.
    Una mano soft può prendere una carta senza sballare, una hard no: la parola conta quanto il
    numero.

mistake-double-after-drawing-title = Un raddoppio chiesto dopo aver preso carta
mistake-double-after-drawing-explanation =
    Una mano si può raddoppiare solo sulle prime due carte, prima di chiedere carta. Una volta presa
    una carta, può solo chiedere carta o stare, a ogni tavolo.

mistake-split-after-drawing-title = Una divisione chiesta su una mano di tre o più carte
mistake-split-after-drawing-explanation =
    Si possono dividere solo le prime due carte di una mano, quando formano una coppia. Una volta
    presa carta, la mano si gioca per il suo punto, a ogni tavolo.

mistake-split-not-a-pair-title = Divise due carte di valore diverso
mistake-split-not-a-pair-explanation =
    Si divide solo una coppia: due carte dello stesso valore, o a certi tavoli dello stesso rango.
    Un 7 e un 9 non sono una coppia da nessuna parte; fanno un 16 hard, giocato come tale.

mistake-split-past-the-limit-title = Una divisione oltre le mani che il tavolo permette
mistake-split-past-the-limit-explanation =
    Ogni tavolo limita le mani che un posto può formare dividendo: una sola divisione ad alcuni,
    fino a quattro mani ad altri. Al limite una coppia si gioca per il suo punto, secondo la scelta
    successiva della tabella di strategia.

mistake-allowed-move-left-out-title = Una giocata permessa dal tavolo dimenticata
mistake-allowed-move-left-out-explanation =
    Le giocate aperte a una mano sono tutte quelle che nessuna regola rifiuta in quel momento:
    stare, sempre; chiedere carta sotto 21, tranne sugli assi divisi; e raddoppiare, dividere o
    arrendersi ovunque le regole di questo tavolo lo permettano per queste carte. Passa in
    rassegna ogni regola prima di escludere una giocata.

mistake-surrender-after-a-move-title = Resa chiesta dopo un'altra giocata
mistake-surrender-after-a-move-explanation =
    Dove un tavolo offre la resa, essa cede le prime due carte di una mano non divisa, prima di fare
    qualsiasi altra cosa. Dopo una carta o una divisione la mano va giocata fino in fondo.

mistake-split-tens-title = Dieci divisi
mistake-split-tens-explanation =
    Due dieci fanno 20, una mano che vince circa quattro volte su cinque. Dividerla significa
    scambiarla con due mani che partono ciascuna da un solo dieci, e insieme valgono meno.
mistake-split-tens-rule = Non dividere mai i dieci; stai sul tuo 20.

mistake-split-v-ten-or-ace-no-hole-card-title =
    Una coppia divisa contro un dieci o un asso senza carta coperta
mistake-split-v-ten-or-ace-no-hole-card-explanation =
    Senza carta coperta il croupier può ancora fare blackjack dopo la tua divisione, e a questo
    tavolo allora prende entrambe le puntate. Contro un dieci o un asso quel rischio costa più di
    quanto la divisione renderebbe: gioca la coppia come una mano sola.
mistake-split-v-ten-or-ace-no-hole-card-rule =
    Senza carta coperta, non dividere 8-8 contro un dieci o un asso, né gli assi contro un asso.

mistake-eights-not-split-title = Una coppia di otto giocata come 16
mistake-eights-not-split-explanation =
    Due otto fanno 16, il punto peggiore che ci sia. Divisi, ogni otto comincia una mano che può
    arrivare a 18: due mani perdono meno di un solo 16.
mistake-eights-not-split-rule =
    Dividi gli otto ovunque la tabella di strategia di questo tavolo dica di dividere.

mistake-aces-not-split-title = Una coppia di assi giocata come 2 o 12
mistake-aces-not-split-explanation =
    Due assi fanno un 12 soft. Divisi, ogni asso comincia una mano di 11, e un dieci fa 21.
mistake-aces-not-split-rule =
    Dividi gli assi ovunque la tabella di strategia di questo tavolo dica di dividere.

mistake-nines-not-split-title = Una coppia di nove non divisa
mistake-nines-not-split-explanation =
    Due nove fanno 18. Contro una carta dal 2 al 6, un 8 o un 9, due mani che partono ciascuna da un
    9 valgono più del solo 18.
mistake-nines-not-split-rule =
    Dividi 9-9 contro le carte dal 2 al 9 tranne il 7; stai contro 7, dieci e asso.

mistake-nines-not-stood-on-title =
    Una coppia di nove su cui non si sta contro un 7, un dieci o un asso
mistake-nines-not-stood-on-explanation =
    Due nove fanno 18. Contro un 7 batte già il punto più probabile del croupier, 17; contro un
    dieci o un asso, due mani da un 9 affronterebbero ciascuna la sua carta più forte. Stai sul 18.
mistake-nines-not-stood-on-rule =
    Dividi 9-9 contro le carte dal 2 al 9 tranne il 7; stai contro 7, dieci e asso.

mistake-low-pair-not-split-title =
    Una coppia bassa non divisa dove la tabella di strategia la divide
mistake-low-pair-not-split-explanation =
    Giocata come una mano sola, una coppia di 2, di 3, di 6 o di 7 fa un punto scarso. Contro una
    carta del croupier dal 2 al 7, dove la tabella di strategia la divide (e 4-4 contro 5 e 6 ad
    alcuni tavoli), ogni carta comincia una mano che contro la sua carta fa meglio del punto della
    coppia, e le due mani valgono più di una.
mistake-low-pair-not-split-rule =
    Dividi 2-2, 3-3, 6-6 e 7-7 contro le carte dal 2 al 7 dove la tabella di strategia di questo
    tavolo le divide, mai contro 8 o più.

mistake-low-pair-split-where-chart-draws-title =
    Una coppia bassa divisa dove la tabella di strategia non la divide
mistake-low-pair-split-where-chart-draws-explanation =
    Una divisione mette una seconda puntata sul tavolo. Contro una carta scoperta forte, o contro un
    2 o un 3 dove la tabella di strategia gioca la coppia come una mano sola, due mani da una carta
    bassa perdono più di quella che sostituiscono.
mistake-low-pair-split-where-chart-draws-rule =
    Dividi 2-2, 3-3, 6-6 e 7-7 contro le carte dal 2 al 7 dove la tabella di strategia di questo
    tavolo le divide, mai contro 8 o più.

mistake-split-fives-or-fours-title = Cinque o quattro divisi
mistake-split-fives-or-fours-explanation =
    Due cinque fanno 10, un punto da raddoppiare o su cui chiedere carta; divisi, ogni cinque
    comincia una mano debole. Due quattro fanno 8, che una carta migliora più di due mani che
    partono da 4, tranne contro un 5 o un 6 dove il tavolo permette di raddoppiare le mani divise.
mistake-split-fives-or-fours-rule =
    Non dividere mai 5-5; dividi 4-4 solo contro 5 e 6 dove la tabella di strategia di questo
    tavolo lo dice.

mistake-surrender-not-worth-it-title = Resa su una mano che vale più di metà della puntata
mistake-surrender-not-worth-it-explanation =
    La resa costa sempre metà della puntata; è giusta solo quando continuare a giocare perde di più.
mistake-surrender-not-worth-it-rule =
    Arrenditi solo con una mano rigida da 14 a 16 (compresi 7-7 e 8-8) contro un dieci o un 9,
    dove la tabella di strategia lo dice.

mistake-stand-16-v-ten-title = Stare su 16 contro un dieci
mistake-stand-16-v-ten-explanation =
    Contro un dieci un 16 su cui si sta vince solo quando il croupier sballa, circa una volta su
    quattro. Cedere metà della puntata, dove è permesso, o chiedere carta perde meno.
mistake-stand-16-v-ten-rule =
    Contro un dieci arrenditi con 16 dove puoi, altrimenti chiedi carta.

mistake-surrender-missed-title = Una mano non ceduta dove la tabella di strategia indica la resa
mistake-surrender-missed-explanation =
    Contro una carta forte alcune mani rigide perdono in media più di metà della puntata, comunque
    le si giochi. La resa perde esattamente metà e tiene il resto.
mistake-surrender-missed-rule =
    Arrenditi dove lo dice la tabella di strategia di questo tavolo: una mano rigida da 14 a 16
    contro un dieci, e 16 contro un 9 ad alcuni tavoli.

mistake-ten-or-eleven-not-doubled-title =
    Un 10 o un 11 non raddoppiato dove la tabella di strategia raddoppia
mistake-ten-or-eleven-not-doubled-explanation =
    Un 10 o un 11 ha la migliore probabilità fra tutti i punti di ricevere un dieci; raddoppiare
    mette il doppio della puntata su una mano già favorita. Una coppia di cinque è un 10.
mistake-ten-or-eleven-not-doubled-rule =
    Raddoppia 11, e 10 (anche 5-5), ovunque la tabella di strategia di questo tavolo dica di
    raddoppiare.

mistake-nine-not-doubled-title = Un 9 (o un 8) non raddoppiato contro una carta debole
mistake-nine-not-doubled-explanation =
    Contro una carta dal 3 al 6 il croupier sballa spesso, e un 9 che riceve un dieci fa 19: la
    tabella di strategia ci mette il doppio della puntata, e con un mazzo solo anche sull'8 contro 5
    e 6 (4-4 compreso).
mistake-nine-not-doubled-rule =
    Raddoppia 9 contro le carte dal 3 al 6; raddoppia 8, o 9 contro un 2, solo dove la tabella
    di strategia lo dice.

mistake-double-v-ten-or-ace-no-hole-card-title =
    Un raddoppio contro un dieci o un asso senza carta coperta
mistake-double-v-ten-or-ace-no-hole-card-explanation =
    Senza carta coperta il croupier può ancora fare blackjack dopo il tuo raddoppio, e a questo
    tavolo allora prende la puntata raddoppiata. Contro un dieci o un asso, su un 10 o un 11
    conviene chiedere carta.
mistake-double-v-ten-or-ace-no-hole-card-rule =
    Senza carta coperta, non raddoppiare contro un dieci o un asso.

mistake-double-hard-twelve-up-title = Un 12 hard o più raddoppiato
mistake-double-hard-twelve-up-explanation =
    Il raddoppio prende esattamente una carta per il doppio della puntata. Su un punto da 12 a 16
    quella carta fa sballare spesso la mano; su 17 o più può solo rovinare un punto su cui conviene
    stare.
mistake-double-hard-twelve-up-rule = Non raddoppiare mai un 12 hard o più.

mistake-double-where-chart-draws-title =
    Una mano hard raddoppiata dove la tabella di strategia chiede carta
mistake-double-where-chart-draws-explanation =
    Il raddoppio prende esattamente una carta per il doppio della puntata. Un punto di 8 o meno, o
    un punto da 9 a 11 contro una carta scoperta forte, troppo spesso ha bisogno di più di una carta
    per battere il croupier: chiedere carta liberamente vale di più.
mistake-double-where-chart-draws-rule =
    Non raddoppiare mai un 7 hard o meno; raddoppia da 8 a 11 solo dove la tabella di strategia di
    questo tavolo lo dice.

mistake-soft-doubled-where-chart-draws-title =
    Una mano soft raddoppiata dove la tabella di strategia chiede carta
mistake-soft-doubled-where-chart-draws-explanation =
    Il raddoppio ferma una mano soft dopo una carta. Contro le carte scoperte dove la tabella di
    strategia chiede carta, un soft da 12 a 18 ha più bisogno di poter chiedere ancora che di una
    seconda puntata.
mistake-soft-doubled-where-chart-draws-rule =
    Raddoppia una mano soft solo contro le carte scoperte deboli dove la tabella di strategia lo
    dice; altrove chiedi carta.

mistake-hit-hard-seventeen-up-title = Carta chiesta su un 17 hard o più
mistake-hit-hard-seventeen-up-explanation =
    Ogni carta sopra il 4 fa sballare un 17 hard, e i punti da 18 a 20 battono già la maggior parte
    dei punti finali del croupier: una carta costa molto più di quanto possa aggiungere.
mistake-hit-hard-seventeen-up-rule = Stai su 17 hard e oltre.

mistake-stand-12-v-2-or-3-title = Stare su 12 contro un 2 o un 3
mistake-stand-12-v-2-or-3-explanation =
    Un 2 o un 3 del croupier sballa troppo di rado perché un 12 lo aspetti, e solo un dieci fa
    sballare il tuo 12.
mistake-stand-12-v-2-or-3-rule =
    Chiedi carta su 12 contro 2 e 3 dove la tabella di strategia lo fa; stai contro le carte dal
    4 al 6.

mistake-hit-stiff-v-bust-card-title =
    Carta chiesta su una mano rigida contro una carta debole del croupier
mistake-hit-stiff-v-bust-card-explanation =
    Quando mostra 4, 5 o 6 il croupier sballa circa quattro volte su dieci. Un punto hard da 12 a 16
    che chiede carta rischia di sballare per primo; stando, gli si lascia quel rischio.
mistake-hit-stiff-v-bust-card-rule =
    Stai su un punto da 12 a 16 contro 4, 5 e 6, le carte con cui il croupier sballa di più.

mistake-hit-stiff-v-two-or-three-title =
    Carta chiesta su una mano rigida contro un 2 o un 3 dove la tabella di strategia sta
mistake-hit-stiff-v-two-or-three-explanation =
    Un 2 o un 3 del croupier sballa ancora circa una volta su tre. Da 13 in su una carta fa sballare
    la tua mano troppo spesso perché chiedere convenga, e lì la tabella di strategia sta (anche
    su alcuni 12).
mistake-hit-stiff-v-two-or-three-rule =
    Stai sui punti da 13 a 16 contro 2 e 3; stai lì su 12 solo dove lo fa la tabella di strategia.

mistake-stand-stiff-v-strong-title = Stare su una mano rigida contro un 7 o più
mistake-stand-stiff-v-strong-explanation =
    Quando mostra dal 7 all'asso il croupier finisce quasi sempre a 17 o più, così un punto da 12 a
    16 che sta vince solo quando lui sballa. Chiedere carta rischia di sballare ma perde meno.
mistake-stand-stiff-v-strong-rule =
    Contro le carte dal 7 all'asso chiedi carta su una mano rigida da 12 a 16, salvo dove la
    tabella di strategia si arrende o sta.

mistake-hit-stiff-v-ten-where-chart-stands-title =
    Carta chiesta su una mano rigida contro un dieci dove la tabella di strategia sta
mistake-hit-stiff-v-ten-where-chart-stands-explanation =
    Contro un dieci il 16 perde quasi sempre, qualunque cosa tu faccia. Un 16 di tre o più carte ha
    già consumato carte basse che gli servirebbero, e con un mazzo solo 7-7 tiene due dei sette che
    farebbero 21: lì stare perde un po' meno.
mistake-hit-stiff-v-ten-where-chart-stands-rule =
    Contro un dieci stai su un 16 di tre o più carte, e con un mazzo solo su 7-7, dove la tabella
    di strategia lo dice.

mistake-stand-low-total-title = Stare su una mano di 11 o meno
mistake-stand-low-total-explanation =
    Nessuna carta può far sballare una mano di 11 o meno, e stando si vince solo quando il croupier
    sballa: chiedi carta.
mistake-stand-low-total-rule = Non stare mai su 11 o meno.

mistake-stand-soft-17-title = Stare su un 17 soft come se fosse hard
mistake-stand-soft-17-explanation =
    Un 17 soft non può sballare con una carta, e 17 vince solo quando il croupier sballa. Chiedere
    carta (o raddoppiare contro una carta debole) lo migliora senza rischio.
mistake-stand-soft-17-rule = Non stare mai su 17 soft.

mistake-stand-soft-low-title = Stare su un 17 soft o meno
mistake-stand-soft-low-explanation =
    Una mano soft di 17 o meno non può sballare con una carta in più, e stando si vince solo quando
    il croupier sballa: chiedi carta.
mistake-stand-soft-low-rule = Non stare mai su un 17 soft o meno.

mistake-stand-soft-18-v-strong-title = Stare su un 18 soft contro un 9, un dieci o un asso
mistake-stand-soft-18-v-strong-explanation =
    Contro un 9, un dieci o un asso il croupier fa 19 o meglio abbastanza spesso perché 18 perda; un
    18 soft può chiedere carta senza rischio di sballare.
mistake-stand-soft-18-v-strong-rule =
    Chiedi carta su 18 soft contro 9, dieci e asso dove la tabella di strategia lo dice.

mistake-soft-not-doubled-v-bust-card-title =
    Una mano soft non raddoppiata contro una carta debole del croupier
mistake-soft-not-doubled-v-bust-card-explanation =
    Una mano soft non può sballare con una carta, e un 4, 5 o 6 del croupier sballa spesso:
    raddoppia la puntata finché lui è debole.
mistake-soft-not-doubled-v-bust-card-rule =
    Raddoppia le mani soft contro 4, 5 e 6 dove la tabella di strategia dice di raddoppiare.

mistake-soft-not-doubled-v-two-or-three-title =
    Una mano soft non raddoppiata contro un 2 o un 3 dove la tabella di strategia raddoppia
mistake-soft-not-doubled-v-two-or-three-explanation =
    Una mano soft non può sballare con una carta. Contro un 3, e un 2 ad alcuni tavoli, la tabella
    di strategia trova il croupier abbastanza debole perché una carta per il doppio della puntata
    valga più che chiedere carta liberamente.
mistake-soft-not-doubled-v-two-or-three-rule =
    Raddoppia 17 e 18 soft contro un 3, e contro un 2 dove la tabella di strategia lo dice.

mistake-soft-drawn-where-chart-stands-title =
    Carta chiesta su un soft da 18 a 20 dove la tabella di strategia sta
mistake-soft-drawn-where-chart-stands-explanation =
    Il 19 e il 20 soft battono già la maggior parte dei punti finali del croupier, e un 18 soft
    tiene testa alle carte scoperte dove la tabella di strategia sta: una carta, o la sola carta di
    un raddoppio, lo rovina tanto spesso quanto lo aiuta.
mistake-soft-drawn-where-chart-stands-rule =
    Stai sempre su 20 soft, e su 18 e 19 soft ovunque la tabella di strategia non raddoppi né
    chieda carta.

mistake-strategy-misplay-title = Un caso al limite
mistake-strategy-misplay-explanation =
    La giocata giusta vale un po' di più, al massimo mezzo punto percentuale della puntata.

mistake-costly-misplay-title = Una giocata costosa
mistake-costly-misplay-explanation =
    Nessuna regola da ricordare nomina qui questa giocata, ma i valori sì: la giocata giusta vale di
    più, per più di mezzo punto percentuale della puntata.

mistake-row-play-over-own-cards-title =
    La giocata della riga dove proprio queste carte si giocano diversamente
mistake-row-play-over-own-cards-explanation =
    La riga di una tabella di strategia per tre o più carte è giusta per le mani del suo punto prese
    insieme. Le carte di questa mano, e ciò che lasciano nel sabot, qui fanno valere di più l'altra
    giocata.

mistake-count-tag-misapplied-title = Una carta contata con il valore sbagliato
mistake-count-tag-misapplied-explanation =
    Ogni carta sposta il conteggio corrente del suo valore nel sistema e di nient'altro; una carta
    dimenticata conta come se il suo valore fosse 0. Impara i valori a gruppi (con Hi-Lo: da 2 a 6
    contano +1, da 7 a 9 contano 0, dieci e assi -1) e conta a colpo d'occhio le coppie di carte
    che si annullano.

mistake-countdown-off-title = Un mazzo contato fino al conteggio sbagliato
mistake-countdown-off-explanation =
    Da qualche parte nel mazzo una carta ha avuto il valore sbagliato, è stata dimenticata o contata
    due volte. Il conteggio dopo ogni fila di carte è mostrato accanto a essa: la prima fila il cui
    conteggio non è quello che avevi lì contiene il tuo primo sbaglio. Rallenta finché il
    mazzo non torna giusto, poi accelera; a coppie, impara le coppie che si annullano così da
    saltarle a colpo d'occhio.

mistake-count-not-carried-title = Il conteggio ricominciato a metà sabot
mistake-count-not-carried-explanation =
    Il conteggio corrente va da una mescolata alla successiva: portalo da un colpo all'altro, e
    ricomincia solo quando il sabot viene mescolato (un conteggio non bilanciato, dal suo
    conteggio iniziale).

mistake-tray-over-estimated-title = Più mazzi letti nel vassoio degli scarti di quanti ne contenga
mistake-tray-over-estimated-explanation =
    Il vassoio è stato letto più profondo di quanto sia (o il sabot più vuoto): i mazzi rimasti sono
    meno nella tua lettura che nel sabot, così un conteggio reale diviso per essi è troppo
    lontano da zero, troppo alto quando il conteggio è positivo. Leggi il vassoio rispetto
    all'altezza del sabot pieno, al mezzo mazzo.

mistake-tray-under-estimated-title = Meno mazzi letti nel vassoio degli scarti di quanti ne contenga
mistake-tray-under-estimated-explanation =
    Il vassoio è stato letto meno profondo di quanto sia (o il sabot più pieno): i mazzi rimasti
    sono di più nella tua lettura che nel sabot, così un conteggio reale diviso per essi è troppo
    vicino a zero, e un conteggio positivo è puntato e giocato come uno più piccolo. Leggi il
    vassoio rispetto all'altezza del sabot pieno, al mezzo mazzo.

mistake-count-lost-in-play-title = Il conteggio corrente perso al tavolo
mistake-count-lost-in-play-explanation =
    Al tavolo le carte arrivano veloci e da ogni posto: la tua mano, le mani degli altri
    giocatori quando chiedono carta, le carte del croupier e quelle di una mano sballata, girate
    prima della fine del colpo. Un conteggio perso lì resta sbagliato per il resto del sabot.
    Conta ogni carta una volta, appena si mostra, annulla le coppie a colpo d'occhio, ed
    esercitati a un ritmo più veloce di quello del tavolo.

mistake-true-count-from-wrong-running-title =
    Un conteggio reale convertito da un conteggio corrente sbagliato
mistake-true-count-from-wrong-running-explanation =
    La divisione era giusta ma il conteggio corrente diviso no: un conteggio reale vale solo quanto
    il conteggio corrente da cui viene. Correggi prima il conteggio corrente.

mistake-true-count-misjudged-title = Un conteggio reale sbagliato di più di un errore di conversione
mistake-true-count-misjudged-explanation =
    Né il conteggio corrente né i mazzi rimasti spiegano questo conteggio reale. Leggi il vassoio
    al mezzo mazzo, prendi come mazzi rimasti quelli del sabot meno quelli del vassoio, dividi,
    poi rendi intero il risultato secondo la regola del tuo sistema.

mistake-true-count-wrong-decks-title = Il conteggio corrente diviso per il numero sbagliato di mazzi
mistake-true-count-wrong-decks-explanation =
    Il conteggio reale è il conteggio corrente per mazzo ancora da distribuire: dividi per i mazzi
    rimasti nel sabot (i mazzi del sabot meno quelli nel vassoio degli scarti), non per quelli già
    distribuiti né per l'intero sabot.

mistake-true-count-rounding-title = Il conteggio reale reso intero con un'altra regola
mistake-true-count-rounding-explanation =
    Gli indici sono calcolati per un solo modo di rendere intero il conteggio reale. Usa quello
    del tuo sistema: l'arrotondamento per difetto scende (-1,5 diventa -2), il troncamento toglie
    la parte decimale (-1,5 diventa -1), l'arrotondamento al più vicino va all'intero più vicino.

mistake-running-count-as-true-count-title = Il conteggio corrente preso per il conteggio reale
mistake-running-count-as-true-count-explanation =
    Un conteggio corrente di +6 significa poco con sei mazzi rimasti e molto con uno: dividilo per
    i mazzi rimasti prima di puntare o giocare in base a esso.

mistake-deviation-missed-title = Una giocata d'indice non fatta
mistake-deviation-missed-explanation =
    Oltre il suo indice il conteggio cambia la giocata migliore: lì la giocata della strategia di
    base regala valore. Impara prima gli indici che valgono di più.

mistake-deviation-too-early-title = Una giocata d'indice fatta prima del suo conteggio
mistake-deviation-too-early-explanation =
    Una giocata d'indice è giusta solo al suo conteggio reale e oltre; prima, la giocata della
    strategia di base vale di più.

mistake-deviation-past-band-title = Una giocata d'indice fatta oltre la sua fascia
mistake-deviation-past-band-explanation =
    Una giocata d'indice è giusta su una fascia di conteggi reali; quando il conteggio ha superato
    la fine di quella fascia, vale di più un'altra giocata (un indice successivo, o di nuovo la
    giocata della strategia di base). Impara dove finisce la fascia di ogni giocata oltre a dove
    comincia.

mistake-ramp-wrong-step-title = Una puntata letta dal gradino sbagliato della scala
mistake-ramp-wrong-step-explanation =
    La puntata a un conteggio reale è il numero di unità dell'ultimo gradino pari o inferiore a quel
    conteggio (sotto il primo gradino, le unità del primo gradino), per le fiches di un'unità.

mistake-ramp-units-as-chips-title = Unità puntate come fiches
mistake-ramp-units-as-chips-explanation =
    Una scala delle puntate conta in unità di puntata: moltiplica le unità del gradino per le
    fiches di un'unità per piazzare la puntata.

mistake-bet-off-ramp-title = Una puntata fuori dalla scala
mistake-bet-off-ramp-explanation =
    La puntata di un contatore segue la scala al conteggio reale delle carte viste: di più quando il
    conteggio è alto, la puntata minima quando è basso. Una puntata fuori dalla scala restituisce il
    vantaggio che il conteggio ha trovato, o rischia di più dove non ce n'è.

mistake-played-below-entry-title = Giocato sotto la soglia d'ingresso
mistake-played-below-entry-explanation =
    Sotto la soglia d'ingresso il vantaggio del giocatore al conteggio reale è negativo: ogni colpo
    giocato lì perde in media. A un gioco con il sabot il contatore salta quei colpi e li osserva
    (contando senza giocare), e torna a puntare quando il conteggio raggiunge la soglia d'ingresso.

mistake-sat-out-above-entry-title = Rimasto fuori alla soglia d'ingresso o sopra
mistake-sat-out-above-entry-explanation =
    Alla soglia d'ingresso e sopra il vantaggio del giocatore al conteggio reale è positivo: quei
    colpi sono proprio quelli che un contatore aspetta. Saltarli significa lasciare il guadagno che
    il conteggio ha trovato.

mistake-stayed-below-exit-title = Rimasto sotto la soglia d'uscita
mistake-stayed-below-exit-explanation =
    Alla soglia d'uscita o sotto il resto del sabot vale meno di un sabot nuovo: il suo vantaggio è
    inferiore a quello con cui comincia un sabot nuovo. Un contatore se ne va (a un altro tavolo, o
    a un nuovo sabot) invece di aspettare che il conteggio risalga.

mistake-left-above-exit-title = Andato via sopra la soglia d'uscita
mistake-left-above-exit-explanation =
    Sopra la soglia d'uscita il sabot vale almeno quanto uno nuovo: andarsene significa buttare via
    il conteggio delle carte viste e, alla soglia d'ingresso o sopra, i colpi che un contatore
    aspetta.
