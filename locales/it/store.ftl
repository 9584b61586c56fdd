# Quello che chi impara deve sapere dei propri progressi salvati: un file messo da parte, un
# database danneggiato riparato, un vecchio formato aggiornato, risposte recuperate dai giornali;
# e una sessione che non può salvare. $how di store-damaged è `one`, `all`, `some` o `unknown`;
# $what è `answers` o `decisions`.

store-moved-aside = i tuoi progressi salvati non si sono potuti leggere ({ $reason }); il file è stato tenuto come { $to } ed è stato iniziato un file nuovo
store-damaged = i tuoi progressi salvati erano danneggiati ({ $reason }): { $how ->
    [one] la loro unica risposta si è potuta leggere ed è tenuta
    [all] tutte le loro { $held } risposte si sono potute leggere e sono tenute
    [some] { $recovered } delle loro { $held } risposte si sono potute leggere e sono tenute
   *[unknown] { $recovered } delle loro risposte si sono potute leggere e sono tenute
} in un nuovo database{ $how ->
    [unknown] {" "}(quante ne conteneva non si può leggere)
   *[other] {""}
}; il file danneggiato è tenuto come { $to }
store-backed-up = i tuoi progressi salvati (formato { $from }) sono stati aggiornati al formato { $version }; il vecchio file è tenuto come { $to }
store-migrated = i tuoi progressi salvati ({ $answers ->
    [one] 1 risposta
   *[other] { $answers } risposte
}) sono stati spostati in { $db }; il vecchio file è tenuto come { $to }
store-recovered = { $answers ->
    [one] 1 risposta
   *[other] { $answers } risposte
} { $sessions ->
    [one] di una sessione finita senza salvare
   *[other] di { $sessions } sessioni finite senza salvare
} { $answers ->
    [one] è stata recuperata
   *[other] sono state recuperate
}
store-skipped-lines = { $path }: { $lines ->
    [one] 1 riga
   *[other] { $lines } righe
} di questo giornale non si sono potute leggere e sono state saltate
store-skipped-kept = ; il file è tenuto come { $to }
store-unreadable-journal = { $path }: questo giornale di una sessione non salvata non si è potuto leggere ({ $reason }); è stato lasciato dov'era
store-too-new = { $path }: questo file di progressi ha il formato { $found }, più recente di quello che legge questo bjcoach ({ $reads }); aggiorna bjcoach, o usa un'altra --data-dir
store-data-dir-not-folder = { $error }: la cartella dei dati (--data-dir) deve essere una cartella
store-cannot-read = i tuoi progressi salvati non si possono leggere ({ $reason }); quando saranno salvate nuove risposte, saranno messi da parte, mai sovrascritti, e ogni risposta ancora leggibile sarà spostata in un file nuovo
store-unsaved = niente di questa sessione sarà salvato: le tue { $what ->
    [decisions] decisioni
   *[answers] risposte
} non si possono scrivere ({ $why })
store-not-saved = come detto all'inizio, { $count ->
    [one] la tua risposta di questa sessione non è stata salvata
   *[other] le tue { $count } risposte di questa sessione non sono state salvate
}
store-no-journal = { $why }; le tue { $what ->
    [decisions] decisioni
   *[answers] risposte
} restano in memoria, e la sessione prova a salvarle alla fine
store-journal-not-started = { $why }: le tue { $what ->
    [decisions] decisioni
   *[answers] risposte
} restano in memoria e sono salvate alla fine della sessione
store-journal-not-kept = { $why }; le tue { $what ->
    [decisions] decisioni
   *[answers] risposte
} restano in memoria finché il giornale non si potrà scrivere di nuovo
store-go-on-unsaved = Continuare senza salvare?
