# The browser's pages: the menu every page shows.

nav-label = Pages
nav-home = Home
nav-drills = Drills
nav-play = Play
nav-progress = Progress
nav-chart = Chart
nav-rules = Rules
