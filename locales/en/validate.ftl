# `bjcoach validate`: the data files checked. Each problem keeps its file, line and field as they are.

validate-problem = problem:
validate-ok = ok:
validate-checked =
    { $checked ->
        [one] { $checked } data file checked, no problem found
       *[other] { $checked } data files checked, no problem found
    }
validate-cannot-read-folder = cannot read the folder: { $error }

## A problem of a data file, where it is and why; in English the data layer's own words.
data-problem = { $place }: { $reason }
data-problem-field = { $place }: field `{ $field }`: { $reason }
data-more-problems =
    { $more ->
        [one] … and { $more } more problem: `bjcoach validate FILE` lists them all
       *[other] … and { $more } more problems: `bjcoach validate FILE` lists them all
    }
