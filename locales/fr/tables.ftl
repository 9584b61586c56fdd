# Les noms des tables fournies ; une table d'un autre fichier garde le sien ($title, $document).

table-title =
    { $id ->
        [book] La table pédagogique du livre
        [casino-fr] Réglementation des casinos français
        [casino-it] Règles des casinos italiens
        [feral] Règles classiques de Feral Worlds
        [quebec-h17] Règles des casinos du Québec, le croupier tire sur 17 souple
        [quebec-s17] Règles des casinos du Québec, le croupier s'arrête sur tout 17
       *[other] { $title }
    }
table-document =
    { $id ->
        [book] les règles du jeu du livre
        [casino-fr] la réglementation des casinos français
        [casino-it] les règles des casinos italiens
        [feral] les règles classiques de Feral Worlds
        [quebec-h17] les règles des casinos du Québec
        [quebec-s17] les règles des casinos du Québec
       *[other] { $document }
    }

table-picker-label = Table
table-picker-show = Afficher

## `bjcoach tables` : la ligne après la liste.
tables-see-rules = Les règles d'une table : `bjcoach rules --table NOM`.
