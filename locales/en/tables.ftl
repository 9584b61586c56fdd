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

## `bjcoach tables`: the line after the list.
tables-see-rules = See a table's rules with `bjcoach rules --table NAME`.
