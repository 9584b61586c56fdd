# Una sessione di esercizio: perché l'attenzione chiesta non trova niente su cui puntare, e le
# risposte che non si sono potute salvare. $drill e $table sono nomi, scritti come sono; $recall
# una percentuale già scritta; $error e $path cosa ha detto il sistema e il file, citati come sono.

practice-focus-nothing-saved = ancora nessuna risposta salvata a `{ $table }`, quindi niente su cui insistere: l'esercizio distribuisce come al solito
practice-focus-nothing-missed = niente in `{ $drill }` a `{ $table }` è stato sbagliato di recente: l'esercizio distribuisce come al solito
practice-focus-nothing-due = niente in `{ $drill }` a `{ $table }` è ancora da ripassare (il ricordo previsto di ogni elemento è { $recall } o più): l'esercizio distribuisce come al solito
practice-focus-nothing-planned = niente in `{ $drill }` a `{ $table }` è tra i ripassi di oggi del tuo piano (`bjcoach plan`): l'esercizio distribuisce come al solito
practice-not-saved = { $answers ->
    [one] la tua risposta di questa sessione non si è potuta salvare
   *[other] le tue { $answers } risposte di questa sessione non si sono potute salvare
}: { $error }
practice-not-saved-all-kept = { $answers ->
    [one] ; è in { $path } e sarà recuperata la prossima volta
   *[other] ; sono tutte in { $path } e saranno recuperate la prossima volta
}
practice-not-saved-some-kept = { $held ->
    [one] ; una di esse è in { $path } e sarà recuperata la prossima volta
   *[other] ; { $held } di esse sono in { $path } e saranno recuperate la prossima volta
}, { $lost ->
    [one] l'altra è persa
   *[other] le altre { $lost } sono perse
}
practice-not-saved-lost = { $answers ->
    [one] ; è persa
   *[other] ; sono perse
}
