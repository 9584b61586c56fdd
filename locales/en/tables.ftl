# The preset tables' names: in English, the table file's own ($title, $document).

table-title =
    { $id ->
       *[other] { $title }
    }
table-document =
    { $id ->
       *[other] { $document }
    }

table-picker-label = Table
table-picker-show = Show
