# L'aiuto della riga di comando: le parole dell'analizzatore attorno all'aiuto dei comandi e degli
# argomenti (che è in help_texts.ftl).

help-usage = Uso:
help-heading-commands = Comandi
help-heading-options = Opzioni
help-heading-arguments = Argomenti
help-possible-values = [valori possibili: { $values }]
help-possible-values-heading = Valori possibili:
help-value-said = {""}: { $help }
help-default = [predefinito: { $value }]
