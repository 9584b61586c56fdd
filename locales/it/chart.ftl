# Una tabella di strategia a griglia (`bjcoach chart`): sezioni, legenda e casi al limite.

chart-title = Tabella di strategia di `{ $table }`: { $rules }
chart-edge-peek = Vantaggio del banco giocando questa tabella: { $edge }% della puntata iniziale; le caselle suppongono che il croupier abbia controllato e non abbia blackjack.
chart-edge-enhc = Vantaggio del banco giocando questa tabella: { $edge }% della puntata iniziale; senza carta coperta, le caselle contano il blackjack del croupier.
chart-section-hard = Hard
chart-section-soft = Soft
chart-section-pairs = Coppie
chart-section-hard-3 = Hard, 3 carte o più
chart-section-soft-3 = Soft, 3 carte o più
chart-fallback = lettere minuscole: cosa fare quando la maiuscola non è permessa ({ $code }: { $first }, altrimenti { $then }). Le lettere sono i tasti da digitare.
chart-close-heading = Casi al limite (il gioco migliore vince per meno del { $margin }% della puntata; sbagliarli costa poco):
chart-close-item = { $cell } contro { $up }: { $best } invece di { $second }, per il { $margin }%
chart-cell-hard = hard { $player }
chart-cell-soft = soft { $player }
chart-cell-pair = coppia { $player }
chart-cell-hard-3 = hard { $player } (3 carte o più)
chart-cell-soft-3 = soft { $player } (3 carte o più)
chart-page-title = Tabella di strategia: { $title }
chart-card-title = Scheda di strategia: { $title } ({ $table })
chart-card-you = Tu
chart-card-computed = Calcolata dal risolutore esatto di bjcoach per queste regole: ogni casella è il gioco che vale di più in media sulle mani che copre.
chart-page-card = La scheda da stampare
