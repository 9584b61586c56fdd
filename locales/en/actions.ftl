# The moves of a hand: each one's name and the key a learner types for it. No two moves share a
# key; a key of another language is still understood where it names no move of this one.

action-hit = hit
action-stand = stand
action-double = double
action-split = split
action-surrender = surrender
action-key-hit = h
action-key-stand = s
action-key-double = d
action-key-split = p
action-key-surrender = r

move-bet = bet { $chips }
move-sit-out = sit out
move-insure = insure for { $chips }
move-no-insurance = no insurance
