# A practice session: why a focus asked for finds nothing to focus on, and answers that could not
# be saved. $drill and $table are names, typed as they are; $recall a percent already written out;
# $error and $path what the system said and the file, quoted as they are.

practice-focus-nothing-saved = no answers saved at `{ $table }` yet, so nothing to focus on: the drill deals as usual
practice-focus-nothing-missed = nothing in `{ $drill }` at `{ $table }` was missed lately: the drill deals as usual
practice-focus-nothing-due = nothing in `{ $drill }` at `{ $table }` is due yet (every item's predicted recall is { $recall } or more): the drill deals as usual
practice-focus-nothing-planned = nothing in `{ $drill }` at `{ $table }` is among today's reviews of your plan (`bjcoach plan`): the drill deals as usual
practice-not-saved = your { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
} of this session could not be saved: { $error }
practice-not-saved-all-kept = { $answers ->
    [one] ; it is
   *[other] ; they are all
} in { $path } and will be recovered next time
practice-not-saved-some-kept = ; { $held } of them { $held ->
    [one] is
   *[other] are
} in { $path } and will be recovered next time, the other { $lost ->
    [one] one is
   *[other] { $lost } are
} lost
practice-not-saved-lost = { $answers ->
    [one] ; it is lost
   *[other] ; they are lost
}
