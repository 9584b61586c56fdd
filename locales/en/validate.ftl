# `bjcoach validate`: the data files checked. Each problem keeps its file, line and field as they are.

validate-problem = problem:
validate-ok = ok:
validate-checked =
    { $checked ->
        [one] { $checked } data file checked, no problem found
       *[other] { $checked } data files checked, no problem found
    }
validate-cannot-read-folder = cannot read the folder: { $error }
