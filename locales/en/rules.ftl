# A table's rules in plain words (`bjcoach rules`), one line per rule.
# Variables: numbers as numbers, except $percent and $pays, written out.

rules-topic-decks = Decks
rules-decks =
    { $n ->
        [one] One 52-card deck.
       *[other] { $n } decks of 52 cards shuffled together in a shoe.
    }
rules-topic-shuffle = Shuffle
rules-shuffle-every-round = All cards are gathered and shuffled after every round.
rules-shuffle-cut-card = A cut card is placed after about { $percent } of the shoe; once it comes out, the shoe is shuffled before the next round.
rules-topic-stock = Stock runs out
rules-stock-backup-deck = If a round uses up every card, a second deck, announced before play, is opened; cards still in play are never shuffled back.
rules-stock-shuffle-discards = If a round uses up every card, the discards of earlier rounds are shuffled to finish it; cards still in play stay out.
rules-topic-hole-card = Dealer's second card
rules-hole-card-peek = The dealer takes a face-down card and, showing an Ace or a ten-value card, checks it for blackjack before anyone plays; a dealer blackjack ends the round at once.
rules-hole-card-enhc = No hole card: the dealer takes one card, and draws the second only after every player has finished.
rules-topic-enhc-blackjack = Dealer blackjack
rules-enhc-blackjack-original = A dealer blackjack takes only the original bets; doubles and split bets come back.
rules-enhc-blackjack-all = A dealer blackjack takes every bet on the box, doubles and split bets included.
rules-topic-soft-17 = Dealer on soft 17
rules-soft-17-stands = The dealer draws to 16 and stands on every 17, soft 17 (like A-6) included.
rules-soft-17-hits = The dealer draws to 16 and also hits a soft 17 (like A-6); he stands on hard 17 and up.
rules-topic-dealer-draw = Dealer's draw
rules-dealer-draw-always = The dealer draws his hand to the end in every round, even when every player has busted.
rules-dealer-draw-against-standing = When every player has busted (or every hand is settled already), the dealer does not finish drawing: nothing is left for him to beat.
rules-topic-blackjack = Blackjack
rules-blackjack = An Ace and a ten-value card as the first two cards of a hand pays { $pays }; against a dealer blackjack it is a tie.
rules-topic-split-21 = 21 after a split
rules-split-21 = A 21 on a split hand is never a blackjack: it wins 1 to 1.
rules-topic-at-21 = Hand at 21
rules-at-21 = A hand that reaches 21 stands: no further card.
rules-topic-double = Double
rules-double-any = Double on your first two cards with any total: you add a bet equal to the first and take exactly one card.
rules-double-9-11 = Double on your first two cards with a total of 9, 10 or 11 only: you add a bet equal to the first and take exactly one card.
rules-double-10-11 = Double on your first two cards with a total of 10 or 11 only: you add a bet equal to the first and take exactly one card.
rules-topic-double-21 = Double on 21
rules-double-21-refused = A two-card 21 may not be doubled.
rules-double-21-at-21 = A two-card 21 is never doubled: a hand at 21 takes no card, and a double draws one.
rules-double-21-allowed = Nothing forbids doubling a two-card 21, though it never pays to.
rules-topic-pairs = Pairs
rules-pairs-same-rank = Only two cards of the same rank make a pair: K-K splits, K-Q does not.
rules-pairs-same-value = Two cards of the same value make a pair: any two ten-value cards split, K-Q included.
rules-topic-splits = Splits
rules-splits =
    { $hands ->
        [1] No splitting.
        [2] One split: a pair becomes two hands, each with a bet equal to the first, and is not split again.
       *[other] Split and re-split up to { $hands } hands in all, each with a bet equal to the first.
    }
rules-topic-split-order = Split order
rules-split-order-left-to-right = Split hands are played from left to right: the first hand made, then the next.
rules-split-order-right-to-left = Split hands are played from the player's right to left: the hand made last is played first.
rules-topic-split-aces = Split aces
rules-split-aces = Split aces take exactly one card each, then stand.
rules-topic-resplit-aces = Re-split aces
rules-resplit-aces-allowed = A pair of aces may be split again.
rules-resplit-aces-once = Aces are split only once.
rules-topic-double-after-split = Double after split
rules-double-after-split-allowed = A split hand may be doubled on its first two cards (never split aces).
rules-double-after-split-refused = A split hand may not be doubled.
rules-topic-surrender = Surrender
rules-surrender-none = No surrender.
rules-surrender-late = After the dealer has checked for blackjack, you may give up your first two cards and get half your bet back.
rules-surrender-unless-ace = On your first two cards you may give up and keep half your bet, unless the dealer shows an Ace; the half is yours whatever his second card.
rules-topic-insurance = Insurance
rules-insurance-none = No insurance.
rules-insurance-up-to-half = When the dealer shows an Ace you may insure for up to half your bet; it pays 2 to 1 if he has blackjack and is lost otherwise.
rules-insurance-half = When the dealer shows an Ace you may insure for exactly half your bet; it pays 2 to 1 if he has blackjack and is lost otherwise.
rules-topic-seats = Seats
rules-seats = Up to { $seats } players, each against the dealer.
rules-topic-vacant-boxes = Vacant boxes
rules-vacant-boxes-forbidden = Each player plays one box.
rules-vacant-boxes-playable = A seated player may also play vacant boxes, each with its own bet.
rules-topic-other-box-bets = Bets on other boxes
rules-other-box-bets-forbidden = Each bet is on the bettor's own box.
rules-other-box-bets-behind = A player may bet behind another player's box, the box's bets together within the table's maximum; the box's holder decides the play. { rules-other-box-bets-follow }
rules-other-box-bets-on-any = Any player may bet on another box, at most { $bets } bets on a box, its holder's included; the box's holder decides the play. { rules-other-box-bets-follow }
rules-other-box-bets-follow = Such a bet stays at its own stake on the box's original hand: it does not follow a double or a split (bjcoach's reading: the document does not say).
rules-topic-starting-chips = Starting chips
rules-starting-chips = Each player starts with { $chips } chips.
rules-topic-bank = Bank
rules-bank-reserve = The bank starts with { $reserve } chips; if it cannot cover a round, notional chips are added before the deal.
rules-bank-house = The house covers every bet.
rules-topic-bets = Bets
rules-bets-fixed = Every hand bets exactly { $min } chips.
rules-bets-range = Bet { $min } to { $max } chips, in units of { $unit }.
rules-bets-at-least = Bet at least { $min } chips, in units of { $unit }.
rules-topic-session = Session
rules-session-rounds = A session lasts { $rounds } rounds, or ends sooner when nobody can bet.
rules-session-open = Play as many rounds as you like.
rules-topic-winning = Winning
rules-goal-most-chips = After the last round the player with most chips wins; alone, you win by ending with more than you started with.
rules-goal-chip-ranking = After the agreed rounds the players compare their chips, most first: a ranking agreed for the family session, not the aim of a hand, which is to beat the dealer. Alone, bjcoach counts ending with more chips than you started with as coming first.
rules-goal-open = No winner is named: you keep what you have.

## The rules in one line: `6 decks, S17, peek, double any two, DAS, split to 4, no surrender, BJ 3:2`.
rules-short-decks =
    { $n ->
        [one] 1 deck
       *[other] { $n } decks
    }
rules-short-s17 = S17
rules-short-h17 = H17
rules-short-peek = peek
rules-short-enhc = no hole card
rules-short-double-any = double any two
rules-short-double-9-11 = double 9-11
rules-short-double-10-11 = double 10-11
rules-short-das = DAS
rules-short-no-das = no DAS
rules-short-splits =
    { $hands ->
        [1] no split
       *[other] split to { $hands }
    }
rules-short-no-surrender = no surrender
rules-short-late-surrender = late surrender
rules-short-surrender-unless-ace = surrender unless Ace
rules-short-blackjack = BJ { $pays }

## Around the rules.
rules-assumed-mark = [assumed]
rules-assumed-note =
    { $assumed ->
        [one] [assumed]: not stated by { $document }, which this table follows; { $assumed } rule was chosen by bjcoach. Check it at a real table.
       *[other] [assumed]: not stated by { $document }, which this table follows; { $assumed } rules were chosen by bjcoach. Check them at a real table.
    }
rules-all-stated = Every rule is stated by { $document }, which this table follows.
rules-own-source = its source, { $source }

# Why the rules refuse a move to a hand, as a drill or play says it after the move's name.
refusal-bust = a hand over 21 has lost: nothing more can be done with it
refusal-natural = a natural is paid as it stands: there is nothing to decide
refusal-doubled-done = a doubled hand takes exactly one card and then stands
refusal-draw-at-21 = a hand at 21 takes no more cards
refusal-double-at-21 = a hand at 21 takes no more cards, and a double draws one
refusal-double-not-first-two = you can only double on your first two cards
refusal-double-nine-to-eleven = at this table you may double only on a total of 9, 10 or 11
refusal-double-ten-or-eleven = at this table you may double only on a total of 10 or 11
refusal-double-on-21 = at this table a two-card 21 may not be doubled
refusal-double-after-split = this table does not allow doubling after a split
refusal-split-aces-done = split aces take one card each and nothing more
refusal-split-not-two-cards = you can only split a hand of two cards
refusal-not-same-rank = only two cards of the same rank can be split here (K-K yes, K-Q no)
refusal-not-same-value = only two cards of the same value can be split (any two ten-value cards count)
refusal-no-splitting = this table does not allow splitting
refusal-split-limit = at this table a seat may hold at most { $max } hands
refusal-resplit-aces = at this table a pair of aces is split only once
refusal-no-surrender = this table does not offer surrender
refusal-surrender-against-ace = surrender is refused when the dealer shows an Ace
refusal-surrender-too-late = where a table offers it, surrender is only for a hand's first two cards, before any other move
refusal-surrender-after-split = a hand made by splitting cannot be surrendered
