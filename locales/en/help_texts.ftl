# The command line's help in English is the doc comments of the commands and their arguments
# (src/cli), which clap reads; the other languages' files hold one message for each of them, by
# the ids `cli::help_words` gives them, and a test holds them to those ids.
