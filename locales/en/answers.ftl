# The words a learner may answer with, besides the keys (`h`, `s`, …): each message a list of
# words separated by commas. A word of any language is understood in every session, so no word
# may name two answers in any two languages (a test checks).

answer-words-hit = hit, draw, card
answer-words-stand = stand, stay, stick
answer-words-double = double, dbl, double down
answer-words-split = split, sp
answer-words-surrender = surrender, sur, give up
answer-words-yes = yes, yeah, true
answer-words-no = no, nope, false

answer-key-or-word = `{ $key }` or `{ $word }`
answer-none-given = no answer given; accepted: { $accepted }
answer-not-understood = `{ $typed }` is not understood here; accepted: { $accepted }

# The other answers' words: the keys of yes and no, a total's words, chips' words (each a list
# read in every language), and each kind's accepted forms.
answer-words-play = play, bet
answer-words-sit-out = sit, sit out, sitout, watch
answer-words-leave = leave
answer-key-yes = y
answer-key-no = n
answer-words-soft = soft
answer-words-hard = hard
answer-words-bust = bust, busted, over
answer-words-blackjack = blackjack, bj, natural, nat
answer-words-push = push, even, nothing
answer-words-lose = lose, lost, loses, minus, down
answer-words-win = win, won, wins, plus, up, gain
answer-words-chips = chips, chip
answer-words-foul = f, foul
answer-total-soft = soft { $total }
answer-total-hard = hard { $total }
answer-total-bust = bust
answer-total-blackjack = blackjack
answer-yes = yes
answer-no = no
answer-either = yes or no alike
answer-call-foul = foul
answer-call-ok = ok
answer-forms-total = a total such as `17`, `soft 17` (or `s17`), `hard 17` (or `h17`), `blackjack` (or `bj`) or `bust`; a bare `17` is right for a soft and a hard 17 alike where only the total is asked, and for neither where soft or hard is asked
answer-forms-actions = the allowed actions, as letters or words: `hsd`, `h s p`, `hit, stand`
answer-forms-yes-no = `y` or `yes`, `n` or `no`
answer-not-yes-no = `{ $text }` is neither yes nor no: answer { $yes_key }, { $yes }, { $no_key } or { $no }
answer-forms-chips = a number of chips, with `-` or `lose` for a loss: `15`, `+15`, `-10`, `lose 10`, `0` or `push`
answer-forms-percent = a number of percent such as `31`, `30.8%`, `-7.7%` or `0.5` (half a percent), or a fraction such as `4/13`
answer-forms-count = a whole number with its sign: `+3`, `3`, `-2` or `0`
answer-forms-call = `f` or `foul` to call a foul, Enter or `ok` to accept the settlement
answer-forms-decks = a number of decks: `2`, `2.5` or `2½`, `1.75` or `1¾`, `1 3/4`, `0.5` or `½`
answer-forms-sit-or-leave = `p` or `play`, `s` or `sit out` (watch the round), `l` or `leave` (a new shoe)
