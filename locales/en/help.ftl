# The command line's help: the parser's own words around the commands' and arguments' help
# (which is in the doc comments of the code in English and in help_texts.ftl in the others).

help-usage = Usage:
help-heading-commands = Commands
help-heading-options = Options
help-heading-arguments = Arguments
help-possible-values = [possible values: { $values }]
help-possible-values-heading = Possible values:
help-value-said = {""}: { $help }
help-default = [default: { $value }]
