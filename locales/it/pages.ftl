# Le pagine del browser: il menu di ogni pagina.

nav-label = Pagine
nav-home = Inizio
nav-drills = Esercizi
nav-play = Gioca
nav-progress = Progressi
nav-chart = Strategia
nav-rules = Regole

# Gli esercizi nel browser: l'elenco degli esercizi, la pagina di una sessione e il suo riepilogo.
drill-page-intro = Scegli un esercizio e un tavolo; ogni risposta è giudicata, spiegata e salvata con i tuoi progressi.
drill-page-runs-nowhere = Non si gioca a nessun tavolo predefinito.
drill-page-table = Tavolo
drill-page-questions = Domande
drill-page-seconds-per-answer = Secondi per risposta
drill-page-untimed = senza limite
drill-page-pace-card = Secondi per carta
drill-page-pace-tray = Secondi in cui si vedono gli scarti
drill-page-pace-pair = Secondi per carta, o per coppia
drill-page-pairs = Due carte alla volta
drill-page-start = Inizia
drill-page-title = { $drill } al tavolo { $table }
drill-page-left = ancora { $seconds } s
drill-page-time-up = il tempo è scaduto
drill-page-not-taken = Non accettata:
drill-page-chart-row = Riga della tabella
drill-page-yes = Sì
drill-page-no = No
drill-page-your-answer = La tua risposta
drill-page-answer = Rispondi
drill-page-accepted = Forme accettate: { $forms }
drill-page-stop = Fermati qui
drill-page-dealer = Croupier
drill-page-hole-card = carta coperta
drill-page-seen = Visto dall'ultima mescolata: { $cards } carte su { $shoe }, di cui { $tens } di valore dieci
drill-page-question = Domanda { $n }: { $situation }
drill-page-question-again = Domanda { $n }, ancora una volta: { $situation }
drill-page-summary = Riepilogo
drill-page-right = Giuste
drill-page-right-of = { $right } su { $answered } ({ $percent })
drill-page-median-time = Tempo mediano
drill-page-best-streak = Serie più lunga in tempo
drill-page-value-lost = Valore perso
drill-page-value-lost-of = { $value } di una puntata
drill-page-once-more = Ancora una volta
drill-page-once-more-of = { $right } giuste su { $asked }
drill-page-mistakes = Errori
drill-page-stopped = Fermato prima dell'ultima domanda.
drill-page-what-changed = Che cosa è cambiato
drill-page-your-progress = i tuoi progressi
drill-page-see = { $words } (vedi { $progress })
drill-page-where-you-stand = { $words }; { $progress } mostrano a che punto sei.
drill-page-again = Ancora
drill-page-see-progress = Vedi i tuoi progressi
drill-page-another = Un altro esercizio
saved-progress-page = pagina dei progressi
saved-answers = { $count ->
    [0] Nessuna risposta da salvare.
    [one] La tua risposta è salvata: la { $progress } la conta.
   *[other] Le tue { $count } risposte sono salvate: la { $progress } le conta.
}
saved-answers-failed = Non tutte le tue risposte sono state salvate: { $why }
saved-decisions = { $count ->
    [0] Nessuna decisione da salvare.
    [one] La tua decisione è salvata: la { $progress } la conta.
   *[other] Le tue { $count } decisioni sono salvate: la { $progress } le conta.
}
saved-decisions-failed = Non tutte le tue decisioni sono state salvate: { $why }

# Why an answer sent from a page was not taken.
not-taken-missing = la risposta non diceva a quale domanda risponde; rispondi a quella qui sotto
not-taken-not-asked = quella risposta era per una domanda non più posta (da un'altra scheda, o un tasto premuto due volte); nulla è stato giudicato: questa è la domanda posta ora
not-taken-not-one-line = una risposta è una parola o un numero su una sola riga
