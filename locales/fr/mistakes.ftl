# Les erreurs nommées (drills/mistakes.yaml) en français : le titre, l'explication et, pour une
# erreur de stratégie, la règle à retenir. L'anglais reste dans le catalogue ; chaque identifiant
# est mistake-ID-title, mistake-ID-explanation ou mistake-ID-rule. Un message long se poursuit sur
# les lignes suivantes : elles se lisent comme une seule ligne.

mistake-ace-always-eleven-title = Un as compté 11 alors qu'il doit valoir 1
mistake-ace-always-eleven-explanation =
    Un as ne vaut 11 que si la main reste ainsi à 21 ou moins. Comptez d'abord chaque as pour 1,
    puis ajoutez 10 si le total reste sous 22.

mistake-ace-always-one-title = Une main souple comptée avec son as pour 1
mistake-ace-always-one-explanation =
    Tant qu'ajouter 10 laisse la main à 21 ou moins, un as compte 11 : A-6 est un 17 souple, pas 7.

mistake-soft-hard-confused-title = Souple et dur confondus
mistake-soft-hard-confused-explanation =
    Une main n'est souple que tant qu'un de ses as peut encore compter 11 sans dépasser 21. Dès que
    l'as doit redescendre à 1, la main est dure, même si elle contient un as.

mistake-card-after-double-title = Une carte demandée après un doublement
mistake-card-after-double-explanation =
    Doubler donne droit à une seule carte, exactement. Une fois qu'elle est venue, la main s'arrête,
    quel que soit son total.

mistake-split-21-as-natural-title = Un 21 fait après une séparation pris pour un blackjack
mistake-split-21-as-natural-explanation =
    Un blackjack exige les deux premières cartes d'une main qui n'a pas été séparée. Un as et un
    dix sur une main séparée font un 21 ordinaire, payé 1 pour 1.

mistake-three-card-21-as-natural-title = Un 21 de trois cartes ou plus pris pour un blackjack
mistake-three-card-21-as-natural-explanation =
    Seuls un as et une carte de valeur dix comme deux premières cartes font un blackjack. Un 21
    atteint en tirant est un 21 ordinaire : il gagne 1 pour 1 et perd contre un blackjack du
    croupier.

mistake-natural-paid-even-title = Un blackjack payé 1 pour 1
mistake-natural-paid-even-explanation =
    Un blackjack gagne au taux de la table pour le blackjack, 3 pour 2 : une mise de 10 gagne 15,
    sauf si le croupier a lui aussi un blackjack, ce qui fait égalité.

mistake-dealer-has-a-choice-title = Le croupier cru libre de tirer ou non
mistake-dealer-has-a-choice-explanation =
    Le croupier joue selon une règle fixe, affichée à la table : il tire jusqu'à 16 et s'arrête sur
    17 dur et plus, et la règle de la table dit s'il tire ou s'arrête sur 17 souple, quoi que
    tiennent les joueurs. Il ne tire jamais pour battre une main, ni ne s'arrête pour en épargner
    une.

mistake-other-table-soft-17-title = La règle du 17 souple d'une autre table appliquée
mistake-other-table-soft-17-explanation =
    Certaines tables font tirer le croupier sur un 17 souple (un as compté 11 avec un 6), d'autres
    le font s'arrêter. Vérifiez la règle affichée à cette table avant de jouer.

mistake-other-table-decks-title = Le nombre de jeux d'une autre table appliqué
mistake-other-table-decks-explanation =
    La meilleure décision dépend du nombre de jeux dans le sabot : moins il y a de jeux, plus chaque
    carte distribuée change ce qui reste, si bien qu'une main doublée, séparée ou sur laquelle on
    reste avec un nombre de jeux peut se jouer autrement avec un autre. Apprenez la table de
    stratégie du sabot de cette table.

mistake-other-table-split-aces-title = La règle des as séparés d'une autre table appliquée
mistake-other-table-split-aces-explanation =
    Les as séparés reçoivent une carte chacun puis s'arrêtent, et la plupart des tables ne les
    séparent qu'une fois. Vérifiez les règles de la table avant de jouer.

mistake-other-table-rules-title = Une règle d'une autre table appliquée
mistake-other-table-rules-explanation =
    Les tables diffèrent par ce qu'elles permettent : doubler après une séparation, reséparer,
    l'abandon, la mise d'assurance. Ce qui vaut à une table peut être refusé à la suivante ; lisez
    les règles de cette table.

mistake-bust-wins-when-dealer-busts-title =
    Une main qui a sauté crue gagnante quand le croupier saute
mistake-bust-wins-when-dealer-busts-explanation =
    Une main qui dépasse 21 perd aussitôt et sa mise est ramassée. Quand le croupier saute ensuite,
    seules les mains encore en jeu sont payées.

mistake-drawing-at-21-title = Une carte tirée sur 21
mistake-drawing-at-21-explanation =
    Une main qui atteint 21 s'arrête : plus aucune carte ne peut y être tirée.

mistake-surrender-against-ace-title = L'abandon cru possible contre un as du croupier
mistake-surrender-against-ace-explanation =
    Selon ce règlement, une main ne peut être abandonnée pour la moitié de sa mise que si la carte
    du croupier n'est pas un as.

mistake-double-outside-nine-to-eleven-title = Un doublement hors de 9, 10 et 11
mistake-double-outside-nine-to-eleven-explanation =
    À cette table, seul un total de 9, 10 ou 11 sur les deux premières cartes peut être doublé ; ni
    les mains souples ni les autres totaux ne le peuvent.

mistake-double-on-two-card-21-title = Un doublement sur un 21 de deux cartes
mistake-double-on-two-card-21-explanation =
    Ici, une main dont les deux premières cartes font 21 ne peut pas être doublée. Une telle main
    vient d'une séparation, ce n'est donc pas un blackjack : c'est un 21 ordinaire, payé 1 pour 1 s'il
    gagne.

mistake-insurance-as-full-bet-title = L'assurance misée comme une mise entière
mistake-insurance-as-full-bet-explanation =
    L'assurance est une mise annexe d'au plus la moitié de la mise initiale (exactement la moitié à
    certaines tables). Elle paie 2 pour 1 quand le croupier a un blackjack et est perdue sinon.

mistake-insurance-covers-21-title = L'assurance crue couvrir un 21 de plusieurs cartes
mistake-insurance-covers-21-explanation =
    L'assurance ne paie que sur un blackjack du croupier : un as et un dix comme ses deux premières
    cartes. Un 21 du croupier en trois cartes ou plus la laisse perdue.

mistake-insurance-paid-wrong-title = L'assurance mal réglée
mistake-insurance-paid-wrong-explanation =
    Une assurance gagnante est payée 2 pour 1 et sa mise est rendue ; une assurance perdante est
    simplement ramassée. La mise principale se règle à part.

mistake-enhc-takes-all-bets-title =
    Un blackjack du croupier sans carte cachée cru ne prendre que la première mise
mistake-enhc-takes-all-bets-explanation =
    Sans carte cachée, le croupier tire sa seconde carte après que vous avez doublé ou séparé. S'il
    fait un blackjack, il prend à cette table les mises du doublement et de la séparation aussi, pas
    seulement la première mise.

mistake-enhc-second-card-early-title =
    Le moment de la seconde carte du croupier sans carte cachée mal placé
mistake-enhc-second-card-early-explanation =
    Sans carte cachée, le croupier ne prend sa seconde carte qu'une fois que tous les joueurs ont
    fini, et alors aussitôt, avant de continuer selon sa règle.

mistake-payout-miscounted-title = Des gains mal additionnés
mistake-payout-miscounted-explanation =
    Réglez chaque mise sur son propre enjeu (l'enjeu d'une main doublée est le double de la mise) :
    un gain paie l'enjeu une fois, un blackjack au taux de la table ; une égalité ne paie rien et
    rend l'enjeu ; une perte ou une main qui saute prend l'enjeu, un abandon en prend la moitié ;
    une assurance gagne 2 pour 1 ou est ramassée. Additionnez ensuite les mises, en ne comptant que
    ce que la question demande.

mistake-false-foul-call-title = Un règlement juste signalé comme une erreur
mistake-false-foul-call-explanation =
    Ne signalez une erreur que sur un règlement que la règle de la table ne donne pas : un
    blackjack à 3 pour 2, un gain et une assurance gagnée à leur taux, une égalité rendue, une perte ou
    une main qui saute ramassée. Réglez chaque main vous-même avant de signaler.

mistake-chance-miscounted-title = La probabilité d'un dix mal comptée
mistake-chance-miscounted-explanation =
    Comptez les cartes de valeur dix pas encore vues (quatre par jeu de chacun des 10, V, D, R,
    moins celles déjà vues) et divisez par toutes les cartes pas encore vues. L'assurance n'est
    rentable qu'au-delà d'une chance sur trois.

mistake-percent-as-fraction-title =
    Une fraction de l'unité donnée là où un pourcentage était demandé
mistake-percent-as-fraction-explanation =
    Un chiffre demandé en pourcentage se lit comme un nombre de pour cent : 0,31 est un tiers de
    pour cent, pas 31 %. Donnez 31 ou 31%, ou la fraction elle-même avec sa barre (4/13).

mistake-insurance-without-count-title = Une assurance prise sans compter
mistake-insurance-without-count-explanation =
    L'assurance ne paie 2 pour 1 que si la seconde carte du croupier est un dix, et 16 cartes sur 52
    sont des dix : moins d'une sur trois. À moins que les cartes que vous avez vues ne laissent plus
    d'un dix sur trois parmi les cartes pas encore vues, l'assurance (et même le paiement à égalité
    proposé sur un blackjack) perd en moyenne.

mistake-insurance-short-of-tens-title = Une assurance prise quand il reste trop peu de dix
mistake-insurance-short-of-tens-explanation =
    Les cartes vues étaient devant vous, et les dix parmi elles ne laissent un dix que dans une
    carte non vue sur trois, ou moins : l'assurance perd alors en moyenne. Avant de vous assurer,
    rapportez les dix restants aux cartes restantes : elle n'est rentable qu'au-delà d'une sur
    trois.

mistake-insurance-declined-rich-in-tens-title =
    L'assurance refusée alors que les dix la rendent rentable
mistake-insurance-declined-rich-in-tens-explanation =
    Quand les cartes vues étaient surtout basses, plus d'une carte non vue sur trois est un dix :
    l'assurance gagne alors en moyenne, et la refuser, c'est renoncer à cette valeur.

mistake-too-slow-title = Une réponse donnée après le temps imparti
mistake-too-slow-explanation =
    Dans une séance chronométrée, une réponse ne compte que si elle vient dans le temps imparti : à
    la table, le croupier et les autres joueurs n'attendent pas que vous comptiez sur vos doigts.
    Entraînez-vous jusqu'à ce que la bonne réponse vienne d'emblée ; une bonne réponse donnée en
    retard compte comme une erreur.

mistake-stake-counted-as-winnings-title = La mise rendue comptée avec les gains
mistake-stake-counted-as-winnings-explanation =
    Une mise gagnante rapporte deux montants : votre propre mise, rendue, et ce que paie la banque.
    Un gain de 10 sur une mise de 10 pose 20 jetons devant vous, mais vous avez gagné 10, et votre
    solde net est de +10. Ne comptez la mise que là où la question demande tous les jetons qui
    reviennent.

mistake-stake-left-out-title = La mise rendue oubliée parmi les jetons qui reviennent
mistake-stake-left-out-explanation =
    Un pari gagnant est payé et son enjeu revient aussi : une assurance de 5 qui gagne 10 ramène 15
    jetons. Là où la question demande tous les jetons qui reviennent, ajoutez la mise aux gains.

mistake-insurance-stake-miscounted-title = La mise d'assurance mal comptée
mistake-insurance-stake-miscounted-explanation =
    L'assurance se mise en plus de la mise principale : au plus la moitié de celle-ci, ou exactement
    la moitié là où la table le dit, en jetons entiers arrondis vers le bas. Sur une mise de 25,
    cela fait 12.

mistake-natural-called-21-title = Un blackjack pris pour un 21 ordinaire
mistake-natural-called-21-explanation =
    Un as et une carte de valeur dix comme deux premières cartes d'une main non séparée font un
    blackjack, pas seulement 21 : il est payé au taux de la table pour le blackjack et bat un 21
    du croupier de trois cartes ou plus.

mistake-total-miscounted-title = Une main mal additionnée
mistake-total-miscounted-explanation =
    Additionnez les cartes une à une : de 2 à 9 à leur valeur, 10, V, D et R pour 10, chaque as pour
    1. Puis ajoutez 10 pour un as si le total reste à 21 ou moins. Au-delà de 21, la main a sauté.

mistake-soft-hard-unsaid-title = Souple ou dur non précisé
mistake-soft-hard-unsaid-explanation =
    La question demande le genre de total de la main en plus du total : répondez `soft 17` (souple)
    ou `hard 17` (dur). Une main souple peut prendre une carte sans sauter, une main dure non : le
    mot compte donc autant que le nombre.

mistake-double-after-drawing-title = Un doublement demandé après avoir tiré
mistake-double-after-drawing-explanation =
    Une main ne peut être doublée que sur ses deux premières cartes, avant de tirer. Une fois
    qu'elle a pris une carte, elle ne peut plus que tirer ou rester, à toutes les tables.

mistake-split-after-drawing-title = Une séparation demandée sur une main de trois cartes ou plus
mistake-split-after-drawing-explanation =
    Seules les deux premières cartes d'une main, quand elles forment une paire, peuvent être
    séparées. Une fois qu'elle a tiré, la main se joue sur son total, à toutes les tables.

mistake-split-not-a-pair-title = Deux cartes de valeurs différentes séparées
mistake-split-not-a-pair-explanation =
    Seule une paire se sépare : deux cartes de même valeur, ou à certaines tables de même rang. Un
    7 et un 9 ne font une paire nulle part ; ils font un 16 dur, qui se joue comme ce total.

mistake-split-past-the-limit-title = Une séparation au-delà des mains que la table permet
mistake-split-past-the-limit-explanation =
    Chaque table limite les mains qu'une place peut former en séparant : une seule séparation à
    certaines, jusqu'à quatre mains à d'autres. À la limite, une paire se joue sur son total, selon
    le choix suivant de la table de stratégie.

mistake-allowed-move-left-out-title = Une action permise par la table oubliée
mistake-allowed-move-left-out-explanation =
    Les actions ouvertes à une main sont toutes celles qu'aucune règle ne refuse à ce moment :
    rester, toujours ; tirer sous 21, sauf sur des as séparés ; et doubler, séparer ou abandonner
    partout où les règles de cette table le permettent pour ces cartes. Passez chaque règle en revue
    avant d'écarter une action.

mistake-surrender-after-a-move-title = L'abandon demandé après une autre action
mistake-surrender-after-a-move-explanation =
    Là où une table propose l'abandon, il porte sur les deux premières cartes d'une main non
    séparée, avant toute autre action sur elle. Après une carte ou une séparation, la main doit être
    jouée jusqu'au bout.

mistake-split-tens-title = Des dix séparés
mistake-split-tens-explanation =
    Deux dix font 20, une main qui gagne environ quatre fois sur cinq. La séparer, c'est l'échanger
    contre deux mains partant chacune d'un seul dix, qui valent moins à elles deux.
mistake-split-tens-rule = Ne séparez jamais les dix ; restez sur votre 20.

mistake-split-v-ten-or-ace-no-hole-card-title =
    Une paire séparée contre un dix ou un as sans carte cachée
mistake-split-v-ten-or-ace-no-hole-card-explanation =
    Sans carte cachée, le croupier peut encore faire un blackjack après votre séparation, et à cette
    table il prend alors les deux mises. Contre un dix ou un as, ce risque coûte plus que la séparation
    ne rapporterait : jouez la paire comme une seule main.
mistake-split-v-ten-or-ace-no-hole-card-rule =
    Sans carte cachée, ne séparez pas 8-8 contre un dix ou un as, ni les as contre un as.

mistake-eights-not-split-title = Une paire de huit jouée comme un 16
mistake-eights-not-split-explanation =
    Deux huit font 16, le pire total qui soit. Séparés, chaque huit commence une main qui peut
    atteindre 18 : deux mains perdent moins qu'un seul 16.
mistake-eights-not-split-rule =
    Séparez les huit partout où la table de stratégie de cette table dit de séparer.

mistake-aces-not-split-title = Une paire d'as jouée comme un 2 ou un 12
mistake-aces-not-split-explanation =
    Deux as font un 12 souple. Séparés, chaque as commence une main de 11, et un dix fait 21.
mistake-aces-not-split-rule =
    Séparez les as partout où la table de stratégie de cette table dit de séparer.

mistake-nines-not-split-title = Une paire de neuf non séparée
mistake-nines-not-split-explanation =
    Deux neuf font 18. Contre un 2 à 6, un 8 ou un 9, deux mains partant chacune d'un 9 valent plus
    que le seul 18.
mistake-nines-not-split-rule =
    Séparez 9-9 contre 2 à 9, sauf contre 7 ; restez dessus contre 7, dix et as.

mistake-nines-not-stood-on-title =
    Une paire de neuf sur laquelle on n'est pas resté contre un 7, un dix ou un as
mistake-nines-not-stood-on-explanation =
    Deux neuf font 18. Contre un 7, ce total bat déjà le total le plus probable du croupier, 17 ;
    contre un dix ou un as, deux mains partant d'un 9 affronteraient chacune sa carte la plus forte.
    Restez sur le 18.
mistake-nines-not-stood-on-rule =
    Séparez 9-9 contre 2 à 9, sauf contre 7 ; restez dessus contre 7, dix et as.

mistake-low-pair-not-split-title =
    Une petite paire non séparée là où la table de stratégie la sépare
mistake-low-pair-not-split-explanation =
    Jouée comme une seule main, une paire de 2, de 3, de 6 ou de 7 fait un total médiocre. Contre un
    2 à 7 du croupier, là où la table de stratégie la sépare (et 4-4 contre 5 et 6 à certaines
    tables), chaque carte commence une main qui fait mieux contre sa carte que le total de la paire,
    et les deux mains valent plus qu'une seule.
mistake-low-pair-not-split-rule =
    Séparez 2-2, 3-3, 6-6 et 7-7 contre 2 à 7 là où la table de stratégie de cette table les
    sépare, jamais contre 8 ou plus.

mistake-low-pair-split-where-chart-draws-title =
    Une petite paire séparée là où la table de stratégie ne la sépare pas
mistake-low-pair-split-where-chart-draws-explanation =
    Une séparation pose une seconde mise sur la table. Contre une carte forte, ou contre un 2 ou un 3 là
    où la table de stratégie joue la paire comme une seule main, deux mains partant d'une petite
    carte perdent plus que celle qu'elles remplacent.
mistake-low-pair-split-where-chart-draws-rule =
    Séparez 2-2, 3-3, 6-6 et 7-7 contre 2 à 7 là où la table de stratégie de cette table les
    sépare, jamais contre 8 ou plus.

mistake-split-fives-or-fours-title = Des cinq ou des quatre séparés
mistake-split-fives-or-fours-explanation =
    Deux cinq font 10, un total sur lequel doubler ou tirer ; séparés, chaque cinq commence une
    main faible. Deux quatre font 8, qu'une carte améliore davantage que deux mains partant de 4,
    sauf contre un 5 ou un 6 là où la table permet de doubler les mains séparées.
mistake-split-fives-or-fours-rule =
    Ne séparez jamais 5-5 ; ne séparez 4-4 que contre 5 et 6, là où la table de stratégie de cette
    table le dit.

mistake-surrender-not-worth-it-title = Une main abandonnée qui vaut plus que la moitié de la mise
mistake-surrender-not-worth-it-explanation =
    L'abandon coûte toujours la moitié de la mise ; il n'est juste que si continuer à jouer perd
    davantage.
mistake-surrender-not-worth-it-rule =
    N'abandonnez qu'un 14 à 16 raide (7-7 et 8-8 compris) contre un dix ou un 9, là où la table de
    stratégie le dit.

mistake-stand-16-v-ten-title = Rester sur 16 contre un dix
mistake-stand-16-v-ten-explanation =
    Contre un dix, un 16 sur lequel on reste ne gagne que si le croupier saute, environ une fois sur
    quatre. Abandonner la moitié de la mise, là où c'est permis, ou tirer perd moins.
mistake-stand-16-v-ten-rule = Contre un dix, abandonnez 16 là où vous le pouvez, sinon tirez.

mistake-surrender-missed-title = Une main non abandonnée là où la table de stratégie abandonne
mistake-surrender-missed-explanation =
    Contre une carte forte, certaines mains raides perdent en moyenne plus que la moitié de la mise,
    de quelque façon qu'on les joue. L'abandon perd exactement la moitié et garde le reste.
mistake-surrender-missed-rule =
    Abandonnez là où la table de stratégie de cette table le dit : un 14 à 16 raide contre un dix,
    et 16 contre un 9 à certaines tables.

mistake-ten-or-eleven-not-doubled-title =
    Un 10 ou un 11 non doublé là où la table de stratégie double
mistake-ten-or-eleven-not-doubled-explanation =
    Un 10 ou un 11 a la meilleure chance de tous les totaux de tirer un dix ; doubler met deux fois
    la mise sur une main déjà favorite. Une paire de cinq est un 10.
mistake-ten-or-eleven-not-doubled-rule =
    Doublez 11, et 10 (5-5 aussi), partout où la table de stratégie de cette table dit de doubler.

mistake-nine-not-doubled-title = Un 9 (ou un 8) non doublé contre une carte faible
mistake-nine-not-doubled-explanation =
    Contre un 3 à 6, le croupier saute souvent, et un 9 qui tire un dix fait 19 : la table de
    stratégie y met deux fois la mise, et avec un seul jeu aussi sur 8 contre 5 et 6 (4-4 compris).
mistake-nine-not-doubled-rule =
    Doublez 9 contre 3 à 6 ; ne doublez 8, ou 9 contre un 2, que là où la table de stratégie le dit.

mistake-double-v-ten-or-ace-no-hole-card-title =
    Un doublement contre un dix ou un as sans carte cachée
mistake-double-v-ten-or-ace-no-hole-card-explanation =
    Sans carte cachée, le croupier peut encore faire un blackjack après votre doublement, et à
    cette table il prend alors la mise doublée. Contre un dix ou un as, mieux vaut tirer sur un 10
    ou un 11.
mistake-double-v-ten-or-ace-no-hole-card-rule =
    Sans carte cachée, ne doublez pas contre un dix ou un as.

mistake-double-hard-twelve-up-title = Un 12 dur ou plus doublé
mistake-double-hard-twelve-up-explanation =
    Un doublement prend exactement une carte pour deux fois la mise. Sur 12 à 16, cette carte fait
    souvent sauter la main ; sur 17 ou plus, elle ne peut que gâcher un total sur lequel il vaut la
    peine de rester.
mistake-double-hard-twelve-up-rule = Ne doublez jamais un 12 dur ou plus.

mistake-double-where-chart-draws-title = Une main dure doublée là où la table de stratégie tire
mistake-double-where-chart-draws-explanation =
    Un doublement prend exactement une carte pour deux fois la mise. Un total de 8 ou moins, ou un 9
    à 11 contre une carte visible forte, a trop souvent besoin de plus d'une carte pour battre le
    croupier : tirer librement vaut davantage.
mistake-double-where-chart-draws-rule =
    Ne doublez jamais un 7 dur ou moins ; ne doublez 8 à 11 que là où la table de stratégie de cette
    table le dit.

mistake-soft-doubled-where-chart-draws-title =
    Une main souple doublée là où la table de stratégie tire
mistake-soft-doubled-where-chart-draws-explanation =
    Un doublement arrête une main souple après une carte. Contre les cartes visibles où la table de
    stratégie tire, un 12 à 18 souple a plus besoin de pouvoir tirer encore que d'une seconde mise.
mistake-soft-doubled-where-chart-draws-rule =
    Ne doublez une main souple que contre les cartes visibles faibles où la table de stratégie le
    dit ; ailleurs, tirez.

mistake-hit-hard-seventeen-up-title = Une carte tirée sur un 17 dur ou plus
mistake-hit-hard-seventeen-up-explanation =
    Toute carte au-dessus de 4 fait sauter un 17 dur, et 18 à 20 battent déjà la plupart des totaux
    finaux du croupier : une carte coûte bien plus qu'elle ne peut apporter.
mistake-hit-hard-seventeen-up-rule = Restez sur 17 dur et plus.

mistake-stand-12-v-2-or-3-title = Rester sur 12 contre un 2 ou un 3
mistake-stand-12-v-2-or-3-explanation =
    Un 2 ou un 3 du croupier saute trop rarement pour qu'un 12 l'attende, et seul un dix fait sauter
    votre 12.
mistake-stand-12-v-2-or-3-rule =
    Tirez sur 12 contre 2 et 3 là où la table de stratégie tire ; restez contre 4 à 6.

mistake-hit-stiff-v-bust-card-title =
    Une carte tirée sur une main raide contre une carte faible du croupier
mistake-hit-stiff-v-bust-card-explanation =
    Quand il montre un 4, un 5 ou un 6, le croupier saute environ quatre fois sur dix. Un 12 à 16
    dur qui tire risque de sauter le premier ; rester lui laisse ce risque.
mistake-hit-stiff-v-bust-card-rule =
    Restez sur 12 à 16 contre 4, 5 et 6, les cartes où le croupier saute le plus.

mistake-hit-stiff-v-two-or-three-title =
    Une carte tirée sur une main raide contre un 2 ou un 3 là où la table de stratégie reste
mistake-hit-stiff-v-two-or-three-explanation =
    Un 2 ou un 3 du croupier saute encore environ une fois sur trois. À partir de 13, une carte fait
    sauter votre main trop souvent pour que tirer soit payant, et la table de stratégie y reste (sur
    certains 12 aussi).
mistake-hit-stiff-v-two-or-three-rule =
    Restez sur 13 à 16 contre 2 et 3 ; sur 12, n'y restez que là où la table de stratégie le fait.

mistake-stand-stiff-v-strong-title = Rester sur une main raide contre un 7 ou plus
mistake-stand-stiff-v-strong-explanation =
    Quand il montre de 7 à l'as, le croupier finit le plus souvent à 17 ou plus : un 12 à 16 qui
    reste ne gagne que s'il saute. Tirer risque de faire sauter la main, mais perd moins.
mistake-stand-stiff-v-strong-rule =
    Contre 7 à as, tirez sur un 12 à 16 raide, sauf là où la table de stratégie abandonne ou reste.

mistake-hit-stiff-v-ten-where-chart-stands-title =
    Une carte tirée sur une main raide contre un dix là où la table de stratégie reste
mistake-hit-stiff-v-ten-where-chart-stands-explanation =
    Contre un dix, 16 perd le plus souvent quoi que vous fassiez. Un 16 de trois cartes ou plus a
    déjà consommé des petites cartes dont il aurait besoin en tirant, et avec un seul jeu, 7-7 tient
    deux des sept qui feraient 21 : là, rester perd un peu moins.
mistake-hit-stiff-v-ten-where-chart-stands-rule =
    Contre un dix, restez sur un 16 de trois cartes ou plus, et avec un seul jeu sur 7-7, là où la
    table de stratégie le dit.

mistake-stand-low-total-title = Rester sur une main de 11 ou moins
mistake-stand-low-total-explanation =
    Aucune carte ne peut faire sauter une main de 11 ou moins, et rester dessus ne gagne que si le
    croupier saute : prenez une carte.
mistake-stand-low-total-rule = Ne restez jamais sur 11 ou moins.

mistake-stand-soft-17-title = Rester sur un 17 souple comme s'il était dur
mistake-stand-soft-17-explanation =
    Un 17 souple ne peut pas sauter avec une carte, et 17 ne gagne que si le croupier saute. Tirer
    (ou doubler contre une carte faible) l'améliore sans rien risquer.
mistake-stand-soft-17-rule = Ne restez jamais sur 17 souple.

mistake-stand-soft-low-title = Rester sur un 17 souple ou moins
mistake-stand-soft-low-explanation =
    Une main souple de 17 ou moins ne peut pas sauter avec une carte de plus, et rester dessus ne
    gagne que si le croupier saute : prenez une carte.
mistake-stand-soft-low-rule = Ne restez jamais sur un 17 souple ou moins.

mistake-stand-soft-18-v-strong-title = Rester sur un 18 souple contre un 9, un dix ou un as
mistake-stand-soft-18-v-strong-explanation =
    Contre un 9, un dix ou un as, le croupier fait 19 ou mieux assez souvent pour que 18 perde ; un
    18 souple peut tirer sans risque de sauter.
mistake-stand-soft-18-v-strong-rule =
    Tirez sur 18 souple contre 9, dix et as là où la table de stratégie dit de tirer.

mistake-soft-not-doubled-v-bust-card-title =
    Une main souple non doublée contre une carte faible du croupier
mistake-soft-not-doubled-v-bust-card-explanation =
    Une main souple ne peut pas sauter sur une carte, et un 4, un 5 ou un 6 du croupier saute
    souvent : doublez la mise tant qu'il est faible.
mistake-soft-not-doubled-v-bust-card-rule =
    Doublez les mains souples contre 4, 5 et 6 là où la table de stratégie dit de doubler.

mistake-soft-not-doubled-v-two-or-three-title =
    Une main souple non doublée contre un 2 ou un 3 là où la table de stratégie double
mistake-soft-not-doubled-v-two-or-three-explanation =
    Une main souple ne peut pas sauter sur une carte. Contre un 3, et contre un 2 à certaines
    tables, la table de stratégie juge le croupier assez faible pour qu'une seule carte à deux fois
    la mise vaille plus que tirer librement.
mistake-soft-not-doubled-v-two-or-three-rule =
    Doublez 17 et 18 souples contre un 3, et contre un 2 là où la table de stratégie le dit.

mistake-soft-drawn-where-chart-stands-title =
    Une carte tirée sur un 18 à 20 souple là où la table de stratégie reste
mistake-soft-drawn-where-chart-stands-explanation =
    Les 19 et 20 souples battent déjà la plupart des totaux finaux du croupier, et un 18 souple
    tient bon contre les cartes visibles où la table de stratégie reste : une carte, ou la carte
    unique d'un doublement, le gâche aussi souvent qu'elle l'aide.
mistake-soft-drawn-where-chart-stands-rule =
    Restez toujours sur 20 souple, et sur 18 et 19 souples partout où la table de stratégie ne
    double ni ne tire.

mistake-strategy-misplay-title = Un coup serré
mistake-strategy-misplay-explanation =
    Le bon jeu vaut un peu plus, d'un demi pour cent de la mise au plus.

mistake-costly-misplay-title = Un jeu coûteux
mistake-costly-misplay-explanation =
    Aucune règle à retenir ne nomme ce jeu ici, mais les valeurs le font : le bon jeu vaut plus, de
    plus d'un demi pour cent de la mise.

mistake-row-play-over-own-cards-title =
    Le jeu de la ligne là où ces cartes mêmes se jouent autrement
mistake-row-play-over-own-cards-explanation =
    La ligne d'une table de stratégie pour trois cartes ou plus est juste pour l'ensemble des mains
    de son total. Les cartes de cette main, et ce qu'elles laissent dans le sabot, font ici que
    l'autre jeu vaut plus.

mistake-count-tag-misapplied-title = Une carte comptée avec la mauvaise valeur
mistake-count-tag-misapplied-explanation =
    Chaque carte fait varier le compte courant de sa valeur dans le système, et de rien d'autre ;
    une carte oubliée compte comme si sa valeur était 0. Apprenez les valeurs par groupes (avec
    Hi-Lo : de 2 à 6 comptent +1, de 7 à 9 comptent 0, les dix et les as -1) et comptez d'un coup
    d'œil les paires de cartes qui s'annulent.

mistake-countdown-off-title = Un jeu décompté jusqu'au mauvais compte
mistake-countdown-off-explanation =
    Quelque part dans le jeu, une carte a reçu la mauvaise valeur, a été oubliée ou a été comptée
    deux fois. Le compte après chaque rangée de cartes est affiché à côté d'elle : la première
    rangée dont le compte n'est pas celui que vous aviez à cet endroit contient votre première
    erreur. Ralentissez jusqu'à ce que le jeu tombe juste, puis accélérez ; par paires, apprenez les
    paires qui s'annulent pour les passer d'un coup d'œil.

mistake-count-not-carried-title = Le compte recommencé au milieu d'un sabot
mistake-count-not-carried-explanation =
    Le compte courant court d'un mélange au mélange suivant : reportez-le d'un coup à l'autre, et ne
    le recommencez que quand le sabot est mélangé (un compte non équilibré, à partir de son compte
    de départ).

mistake-tray-over-estimated-title = Plus de jeux lus dans le bac de défausse qu'il n'en contient
mistake-tray-over-estimated-explanation =
    Le bac a été lu plus profond qu'il n'est (ou le sabot plus vide) : les jeux restants sont moins
    nombreux dans votre lecture que dans le sabot, si bien qu'un compte réel divisé par eux est trop
    loin de zéro, trop haut quand le compte est positif. Lisez le bac par rapport à la hauteur du
    sabot plein, au demi-jeu près.

mistake-tray-under-estimated-title = Moins de jeux lus dans le bac de défausse qu'il n'en contient
mistake-tray-under-estimated-explanation =
    Le bac a été lu moins profond qu'il n'est (ou le sabot plus plein) : les jeux restants sont plus
    nombreux dans votre lecture que dans le sabot, si bien qu'un compte réel divisé par eux est trop
    près de zéro, et un compte positif est misé et joué comme un compte plus petit. Lisez le bac par
    rapport à la hauteur du sabot plein, au demi-jeu près.

mistake-count-lost-in-play-title = Le compte courant perdu à la table
mistake-count-lost-in-play-explanation =
    À une table, les cartes viennent vite et de toutes les places : votre propre main, les mains des
    autres joueurs quand ils tirent, les cartes du croupier, et celles d'une main qui a sauté,
    retournées avant la fin du coup. Un compte perdu là est faux pour le reste du sabot. Comptez
    chaque carte une fois, dès qu'elle apparaît, annulez les paires d'un coup d'œil, et
    entraînez-vous à un rythme plus rapide que celui de la table.

mistake-true-count-from-wrong-running-title = Un compte réel converti depuis un compte courant faux
mistake-true-count-from-wrong-running-explanation =
    La division était juste, mais le compte courant divisé ne l'était pas : un compte réel ne vaut
    que ce que vaut le compte courant dont il vient. Corrigez d'abord le compte courant.

mistake-true-count-misjudged-title = Un compte réel faux de plus qu'une erreur de conversion
mistake-true-count-misjudged-explanation =
    Ni le compte courant ni les jeux restants n'expliquent ce compte réel. Lisez le bac au demi-jeu
    près, prenez comme jeux restants ceux du sabot moins ceux du bac, divisez, puis rendez le
    résultat entier selon la règle de votre système.

mistake-true-count-wrong-decks-title = Le compte courant divisé par le mauvais nombre de jeux
mistake-true-count-wrong-decks-explanation =
    Le compte réel est le compte courant par jeu encore à distribuer : divisez par les jeux qui
    restent dans le sabot (les jeux du sabot moins ceux du bac de défausse), pas par ceux déjà
    distribués ni par le sabot entier.

mistake-true-count-rounding-title = Le compte réel rendu entier selon une autre règle
mistake-true-count-rounding-explanation =
    Les indices sont calculés pour une seule façon de rendre le compte réel entier. Suivez celle de
    votre système : l'arrondi vers le bas descend (-1,5 donne -2), la troncature supprime la
    fraction (-1,5 donne -1), l'arrondi au plus proche va à l'entier le plus proche.

mistake-running-count-as-true-count-title = Le compte courant pris pour le compte réel
mistake-running-count-as-true-count-explanation =
    Un compte courant de +6 signifie peu avec six jeux restants et beaucoup avec un seul :
    divisez-le par les jeux restants avant de miser ou de jouer d'après lui.

mistake-deviation-missed-title = Un jeu d'indice non fait
mistake-deviation-missed-explanation =
    Au-delà de son indice, le compte change le meilleur jeu : le jeu de la stratégie de base y perd
    de la valeur. Apprenez d'abord les indices qui valent le plus.

mistake-deviation-too-early-title = Un jeu d'indice fait avant son compte
mistake-deviation-too-early-explanation =
    Un jeu d'indice n'est juste qu'à son compte réel et au-delà ; en deçà, le jeu de la stratégie de
    base vaut plus.

mistake-deviation-past-band-title = Un jeu d'indice fait au-delà de sa plage
mistake-deviation-past-band-explanation =
    Un jeu d'indice est juste sur une plage de comptes réels ; une fois le compte passé au-delà de
    la fin de cette plage, un autre jeu vaut plus (un indice suivant, ou de nouveau le jeu de la
    stratégie de base). Apprenez où finit la plage de chaque jeu autant qu'où elle commence.

mistake-ramp-wrong-step-title = Une mise lue sur le mauvais palier de la rampe
mistake-ramp-wrong-step-explanation =
    La mise à un compte réel est le nombre d'unités du dernier palier égal ou inférieur à ce compte
    (sous le premier palier, les unités du premier palier), multiplié par les jetons d'une unité.

mistake-ramp-units-as-chips-title = Des unités misées comme des jetons
mistake-ramp-units-as-chips-explanation =
    Une rampe compte en unités de mise : multipliez les unités du palier par les jetons d'une unité
    pour placer la mise.

mistake-bet-off-ramp-title = Une mise hors de la rampe
mistake-bet-off-ramp-explanation =
    La mise d'un compteur suit la rampe au compte réel des cartes vues : plus quand le compte est
    haut, la plus petite mise quand il est bas. Une mise hors de la rampe rend l'avantage que le
    compte a trouvé, ou risque davantage là où il n'y en a pas.

mistake-played-below-entry-title = Joué sous le seuil d'entrée
mistake-played-below-entry-explanation =
    Sous le seuil d'entrée, l'avantage du joueur au compte réel est négatif : chaque coup joué là
    perd en moyenne. Dans un jeu au sabot, un compteur laisse passer ces coups en les observant (le
    comptage en retrait), et mise de nouveau une fois que le compte atteint le seuil d'entrée.

mistake-sat-out-above-entry-title = Resté hors du jeu au seuil d'entrée ou au-dessus
mistake-sat-out-above-entry-explanation =
    Au seuil d'entrée et au-dessus, l'avantage du joueur au compte réel est positif : ces coups sont
    ceux qu'un compteur attend. Les laisser passer, c'est renoncer au gain que le compte a trouvé.

mistake-stayed-below-exit-title = Resté sous le seuil de sortie
mistake-stayed-below-exit-explanation =
    Au seuil de sortie ou en dessous, le reste du sabot vaut moins qu'un sabot neuf : son avantage
    est inférieur à celui d'un sabot neuf à son début. Un compteur s'en va (vers une autre table, ou
    un nouveau sabot) plutôt que d'attendre que le compte remonte.

mistake-left-above-exit-title = Parti au-dessus du seuil de sortie
mistake-left-above-exit-explanation =
    Au-dessus du seuil de sortie, le sabot vaut au moins autant qu'un sabot neuf : partir, c'est
    jeter le compte des cartes vues, et, au seuil d'entrée ou au-dessus, les coups qu'un compteur
    attend.
