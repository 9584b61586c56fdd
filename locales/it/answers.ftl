# Le parole con cui si può rispondere, oltre ai tasti: ogni messaggio, un elenco di parole
# separate da virgole.

answer-words-hit = carta, chiedo carta, tirare
answer-words-stand = sto, stare, servito, basta
answer-words-double = raddoppio, raddoppiare, raddoppia
answer-words-split = divido, dividere, dividi, separo
answer-words-surrender = resa, mi arrendo, arrendersi
answer-words-yes = sì, si
answer-words-no = no

answer-key-or-word = `{ $key }` o `{ $word }`
answer-none-given = nessuna risposta; si accetta: { $accepted }
answer-not-understood = `{ $typed }` non è compreso qui; si accetta: { $accepted }

# Le altre risposte: i tasti del sì e del no, le parole di un totale, quelle delle fiches (ogni
# elenco letto in ogni lingua), e le forme accettate di ogni tipo di risposta.
answer-words-play = giocare, gioca, punta
answer-words-sit-out = guardare, guarda, salta
answer-words-leave = andartene, vattene, lascia, esci
answer-key-yes = s
answer-key-no = n
answer-words-soft = morbido
answer-words-hard = duro
answer-words-bust = sballato, sballa, sballo
answer-words-blackjack = naturale
answer-words-push = pari, niente
answer-words-lose = perde, perso, perdo, meno
answer-words-win = vince, vinto, vinco, più
answer-words-chips = fiches, fiche, gettoni, gettone
answer-words-foul = fallo
answer-total-soft = soft { $total }
answer-total-hard = hard { $total }
answer-total-bust = sballato
answer-total-blackjack = blackjack
answer-yes = sì
answer-no = no
answer-either = sì o no, è uguale
answer-call-foul = fallo
answer-call-ok = ok
answer-forms-total = un totale come `17`, `soft 17` (o `s17`), `hard 17` (o `h17`), `blackjack` (o `bj`) o `sballato`; un `17` da solo è giusto per un 17 soft come per uno hard dove si chiede solo il totale, e per nessuno dei due dove si chiede soft o hard
answer-forms-actions = le azioni permesse, in lettere o in parole: `csd`, `c s p`, `carta, sto`
answer-forms-yes-no = `s` o `sì`, `n` o `no`
answer-not-yes-no = `{ $text }` non è né sì né no: rispondi { $yes_key }, { $yes }, { $no_key } o { $no }
answer-forms-chips = un numero di fiches, con `-` o `perde` per una perdita: `15`, `+15`, `-10`, `perde 10`, `0` o `pari`
answer-forms-percent = un numero di punti percentuali come `31`, `30,8%`, `-7,7%` o `0,5` (mezzo punto), o una frazione come `4/13`
answer-forms-count = un numero intero con il suo segno: `+3`, `3`, `-2` o `0`
answer-forms-call = `f` o `fallo` per segnalare un errore, Invio o `ok` per accettare il pagamento
answer-forms-decks = un numero di mazzi: `2`, `2,5` o `2½`, `1,75` o `1¾`, `1 3/4`, `0,5` o `½`
answer-forms-sit-or-leave = `p` o `giocare`, `s` o `guardare` (guardare la mano), `l` o `andartene` (una scarpa nuova)
