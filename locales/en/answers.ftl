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
