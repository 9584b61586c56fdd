# L'aide de la ligne de commande : les mots de l'analyseur autour de l'aide des commandes et des
# arguments (qui est dans help_texts.ftl).

help-usage = Utilisation :
help-heading-commands = Commandes{" "}
help-heading-options = Options{" "}
help-heading-arguments = Arguments{" "}
help-possible-values = [valeurs possibles : { $values }]
help-possible-values-heading = Valeurs possibles :
help-value-said = {" "}: { $help }
help-default = [par défaut : { $value }]
