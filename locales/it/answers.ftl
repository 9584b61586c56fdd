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
