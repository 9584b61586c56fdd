# Les coups d'une main : le nom de chacun et la touche à taper. Deux coups n'ont jamais la même
# touche ; la touche d'une autre langue reste comprise là où elle ne nomme aucun coup du français.

action-hit = tirer
action-stand = rester
action-double = doubler
action-split = séparer
action-surrender = abandonner
action-key-hit = t
action-key-stand = r
action-key-double = d
action-key-split = s
action-key-surrender = a

move-bet = miser { $chips }
move-sit-out = passer la donne
move-insure = s'assurer pour { $chips }
move-no-insurance = pas d'assurance
