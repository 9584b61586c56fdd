# `bjcoach serve` : où est le coach, qui peut l'atteindre, et comment l'arrêter.
# $url est l'adresse à ouvrir ; $address celle où il écoute ; $program et $error ce qui a été
# demandé au système et ce qu'il a répondu, cités tels quels.

serve-at = bjcoach vous attend à { $url }
serve-no-network = Aucune adresse réseau trouvée : les autres appareils ne peuvent pas encore l'atteindre.
serve-from-network = Depuis un téléphone ou un autre ordinateur du réseau :
serve-qr = L'appareil photo d'un téléphone ouvre la première d'entre elles avec ce code.
serve-stop-local = Ouvrez-la dans un navigateur de cette machine ; Ctrl-C l'arrête.
serve-stop = Ctrl-C l'arrête.
serve-listening-beyond = à l'écoute sur { $address }, pas seulement sur cette machine : quiconque peut l'atteindre et connaît l'adresse ci-dessous peut utiliser votre coach
serve-no-browser = le navigateur n'a pas pu être ouvert ({ $program } : { $error }) ; ouvrez vous-même l'adresse ci-dessus
serve-cannot-listen = impossible d'écouter sur { $address } : { $error }
