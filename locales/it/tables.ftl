# I nomi dei tavoli forniti; un tavolo di un altro file tiene il suo ($title, $document).
# Il documento è detto con la sua preposizione («stabilita dalle regole…»).

table-title =
    { $id ->
        [book] Il tavolo didattico del libro
        [casino-fr] Regolamento dei casinò francesi
        [casino-it] Regole dei casinò italiani
        [feral] Regole classiche di Feral Worlds
        [quebec-h17] Regole dei casinò del Québec, il croupier tira su 17 soft
        [quebec-s17] Regole dei casinò del Québec, il croupier sta su ogni 17
       *[other] { $title }
    }
table-document =
    { $id ->
        [book] dalle regole del gioco del libro
        [casino-fr] dal regolamento dei casinò francesi
        [casino-it] dalle regole dei casinò italiani
        [feral] dalle regole classiche di Feral Worlds
        [quebec-h17] dalle regole dei casinò del Québec
        [quebec-s17] dalle regole dei casinò del Québec
       *[other] da { $document }
    }

table-picker-label = Tavolo
table-picker-show = Mostra

## `bjcoach tables`: la riga dopo l'elenco.
tables-see-rules = Le regole di un tavolo: `bjcoach rules --table NOME`.
