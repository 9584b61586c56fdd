# Le pagine del browser: il menu di ogni pagina.

nav-label = Pagine
nav-home = Inizio
nav-drills = Esercizi
nav-play = Gioca
nav-progress = Progressi
nav-chart = Strategia
nav-rules = Regole
