# Une table de stratégie en grille (`bjcoach chart`) : ses sections, sa légende, ses coups serrés.

chart-title = Table de stratégie de `{ $table }` : { $rules }
chart-edge-peek = Avantage de la maison en jouant cette table : { $edge } % de la mise initiale ; les cases supposent que le croupier a vérifié et n'a pas de blackjack.
chart-edge-enhc = Avantage de la maison en jouant cette table : { $edge } % de la mise initiale ; sans carte cachée, les cases comptent le blackjack du croupier.
chart-section-hard = Dur
chart-section-soft = Souple
chart-section-pairs = Paires
chart-section-hard-3 = Dur, 3 cartes et +
chart-section-soft-3 = Souple, 3 cartes et +
chart-fallback = lettres minuscules : ce qu'on fait quand la majuscule n'est pas permise ({ $code } : { $first }, sinon { $then }). Les lettres sont les touches à taper.
chart-close-heading = Coups serrés (le meilleur jeu l'emporte de moins de { $margin } % de la mise ; s'y tromper coûte peu) :
chart-close-item = { $cell } contre { $up } : { $best } plutôt que { $second }, de { $margin } %
chart-cell-hard = dur { $player }
chart-cell-soft = souple { $player }
chart-cell-pair = paire { $player }
chart-cell-hard-3 = dur { $player } (3 cartes et +)
chart-cell-soft-3 = souple { $player } (3 cartes et +)
chart-page-title = Table de stratégie : { $title }
chart-card-title = Carte de stratégie : { $title } ({ $table })
chart-card-you = Vous
chart-card-computed = Calculée par le solveur exact de bjcoach pour ces règles : chaque case est le jeu qui vaut le plus en moyenne sur les mains qu'elle couvre.
chart-page-card = La carte à imprimer
