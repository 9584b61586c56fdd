# Le mosse di una mano: il nome di ciascuna e il tasto da digitare. Due mosse non hanno mai lo
# stesso tasto; il tasto di un'altra lingua resta capito dove non indica nessuna mossa dell'italiano.

action-hit = carta
action-stand = sto
action-double = raddoppio
action-split = split
action-surrender = resa
action-key-hit = c
action-key-stand = s
action-key-double = d
action-key-split = p
action-key-surrender = r

move-bet = puntare { $chips }
move-sit-out = saltare la mano
move-insure = assicurarsi per { $chips }
move-no-insurance = nessuna assicurazione
