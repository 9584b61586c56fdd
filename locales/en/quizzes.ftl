# The words of the drills of totals, the dealer's rule, legal moves, payouts and insurance: their
# questions and their whys. Values arrive already written as the language writes numbers.

quiz-cards-bust = { $cards } adds up to { $points }, over 21: bust.
quiz-cards-total = { $cards } adds up to { $total }.
quiz-aces-as-one = { $aces ->
    [one] the Ace as 1
   *[other] every Ace as 1
}
quiz-cards-soft = { $cards }: { $ones } makes { $hard }; adding 10 makes { $total }, still under 22, so one Ace counts 11: soft { $total }.
quiz-cards-hard = { $cards }: { $ones } makes { $hard }; adding 10 would make { $eleven }, over 21, so the hand is a hard { $total }.
quiz-two-card-natural = An Ace and a ten-value card as the first two cards: blackjack.
quiz-hand-worth = What is this hand worth?
quiz-soft-or-hard = Soft or hard, and what total?
quiz-step = { $cards } is { $value }
quiz-then = { $first }, then { $next }
quiz-card-by-card = { $why } Card by card: { $steps }.

quiz-dealer-draws-16 = draws on 16 or less
quiz-dealer-stands-soft-17 = stands on a soft 17 (an Ace counted 11 makes it soft)
quiz-dealer-hits-soft-17 = hits a soft 17 (an Ace counted 11 makes it soft)
quiz-dealer-stands-17 = stands on every total from 17 up
quiz-dealer-stands-hard-17 = stands on a hard 17 and on every total from 18 up
quiz-table-stands-soft-17 = At this table the dealer stands on soft 17.
quiz-table-hits-soft-17 = At this table the dealer hits soft 17.
quiz-enhc-second-card = Under no hole card the dealer draws his second card only after every player has finished.
quiz-enhc-before-players = No hole card: the dealer has one card, and you have yet to play your hand. Does he take his second card now?
quiz-enhc-after-players = No hole card: the dealer has one card, and every player has now finished. Does he take his second card now?
quiz-enhc-now = { $why } That moment has come: he draws it, then plays by his rule.
quiz-dealer-only-draws = The dealer never doubles, splits or surrenders: he only draws or stands, by his rule.
quiz-player-bust = bust ({ $points })
quiz-dealer-rule = The dealer's { $cards } is { $total }. At this table he { $rule }, so he { $draws ->
    [yes] draws
   *[no] stands
}. Your { $player } makes no difference: he follows the rule.
quiz-dealer-hit-or-stand = You stand on { $player }. Does the dealer hit or stand?

quiz-from-split = a split hand (the seat holds { $hands } hands)
quiz-doubled-one-card = a doubled hand that has had its one card
quiz-list = { $first }, { $next }
quiz-legal-moves = Which actions are allowed now?{ $context } (letters: { $letters })
quiz-legal-moves-context = This is { $what }.
quiz-allowed = Allowed: { $legal }.
quiz-allowed-because = Allowed: { $legal }. { $reasons }

quiz-ten-chance = { $tens }/{ $unseen } = { $percent }
quiz-insurance-value = A chip of insurance wins 2 on each of those { $tens } tens and loses 1 on each of the other { $unseen } - { $tens } = { $others } cards: (2 x { $tens } - { $others }) / { $unseen } = { $percent } of the stake
quiz-insurance-wins = so insurance is worth taking
quiz-insurance-breaks-even = so insurance breaks even: taking it and declining it are worth the same, and either answer is right
quiz-insurance-loses = so insurance loses: decline it
quiz-insured-card-enhc = The dealer's next card, which he draws after you play,
quiz-insured-card-hole = The card under his Ace
quiz-insure-why = Of the { $shoe } cards, { $tens_in_shoe } are tens; { $seen } are seen, { $tens } of them tens: { $tens_left } tens among the { $unseen } cards you have not seen. { $card } is one of them: the chance that it is a ten is { $chance }. { $value }, { $verdict }. Insurance pays for itself only above one chance in three.
quiz-insure = You bet { $bet } and the dealer shows an Ace. Insure for { $staked ->
    [one] { $staked } chip
   *[other] { $staked } chips
}? ({ $yes } { $yes_word }, { $no } { $no_word })
quiz-insurance-stake-exactly = You bet { $bet } and the dealer shows an Ace. How much is the insurance stake?
quiz-insurance-stake-most = You bet { $bet } and the dealer shows an Ace. What is the most you may stake on insurance?
quiz-insurance-stake-why = Insurance is a side bet of { $exactly ->
    [yes] exactly half the bet
   *[no] at most half the bet
}, here { $max }; it pays 2 to 1 on a dealer blackjack.
quiz-insurance-back = You bet { $bet } and insured for { $staked }. The dealer has blackjack. How many chips come back to you from the insurance, its stake included?
quiz-insurance-back-why = Insurance pays 2 to 1 and its stake comes back: { $won } won plus the { $staked } staked, { $back } in all.
quiz-insurance-win = You bet { $bet } and insured for { $staked }. The dealer has blackjack. How many chips does the insurance win?
quiz-insurance-win-why = Insurance pays 2 to 1: { $staked } wins { $won }, and the { $staked } staked comes back too.
quiz-insurance-net = You bet { $bet } and insured for { $staked }. The dealer has blackjack. What is your net for the round, main bet and insurance together?
quiz-insurance-net-why = The main bet loses to the blackjack ({ $main }); the insurance wins 2 to 1 ({ $won }); together { $net }.
quiz-insurance-21 = You bet { $bet } and insured for { $staked }. The dealer's hand ends { $cards } ({ $total }). What does the insurance bet net?
quiz-insurance-21-why = Insurance pays only on a dealer blackjack, an Ace and a ten as his first two cards. { $cards } is not one, so the { $staked } is lost; the main bet is settled on its own.
quiz-seen-count = Of the { $shoe } cards, { $total_tens } are tens; { $seen } are seen, { $tens } of them tens: { $total_tens } - { $tens } = { $tens_left } tens among { $shoe } - { $seen } = { $unseen } unseen cards, { $chance }.
quiz-seen = Since the shuffle { $seen } cards of the { $shoe } have been seen, { $tens } of them ten-value (your hand and the Ace included).
quiz-chance-fraction = The question asks in percent, so a bare number is read as that many percent: the chance is { $percent }, which is { $share } as a share of one.
quiz-chance = { $seen } What is the chance, in percent, that the dealer's other card is a ten?
quiz-worth-taking = worth taking
quiz-worth-break-even = break-even: it wins and loses the same on average
quiz-worth-not = not worth taking
quiz-value-fraction = The question asks in percent, so a bare number is read as that many percent: insurance is worth { $percent } of its stake, which is { $share } as a share of one.
quiz-value = { $seen } What is insurance worth, in percent of its stake (negative when it loses on average)?
quiz-value-why = { $count } { $value }, { $verdict }.
quiz-seen-since = Seen since the shuffle: { $seen } of { $shoe } cards, { $tens } of them tens
quiz-hole-card = (hole card { $card })
