# What each drill teaches, and what the command line adds for it: their English is each drill
# file's own (drills/ID.yaml, `teaches` and `at_the_terminal`), so this file holds none. The other
# languages say them as drill-teaches-ID and drill-at-terminal-ID.
