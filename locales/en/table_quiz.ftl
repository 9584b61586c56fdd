# The words of the drills about a table's rules (table-rules, table-differences): their
# questions. Each answer's why is the rule's own line of `bjcoach rules` (rules.ftl).

table-quiz-soft-17 = Does the dealer hit a soft 17 (like A-6) at this table?
table-quiz-double-after-split = May you double a hand that came from a split?
table-quiz-surrender = May you give up a hand for half its bet (surrender) at this table?
table-quiz-split-aces-draw = After splitting Aces, may you draw more than one card to each?
table-quiz-surrender-ace = The dealer shows an Ace. May you surrender your first two cards?
table-quiz-resplit-aces = May a pair of Aces be split again when a split Ace draws another Ace?
table-quiz-split-king-queen = May you split a King and a Queen?
table-quiz-double-soft-18 = May you double a soft 18 (A-7) on your first two cards?
table-quiz-double-split-21 = Your split tens caught an Ace: 21 on two cards. May you double it?
table-quiz-blackjack-win = You bet { $bet } and are dealt a blackjack; the dealer has none. How many chips do you win?
table-quiz-enhc-double = No hole card: you doubled, then the dealer draws a blackjack. Does he take your double as well as your first bet?
