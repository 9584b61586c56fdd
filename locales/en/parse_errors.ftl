# What the command-line parser refuses. In English the parser's own words are shown; French and
# Italian rebuild each refusal from its facts (src/cli/parse_words.rs) with these messages.
