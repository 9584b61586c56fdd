# `bjcoach serve`: dov'è il coach, chi può raggiungerlo e come fermarlo.
# $url è l'indirizzo da aprire; $address quello su cui ascolta; $program ed $error cosa è stato
# chiesto al sistema e cosa ha risposto, citati come sono.

serve-at = bjcoach ti aspetta a { $url }
serve-no-network = Nessun indirizzo di rete trovato: gli altri dispositivi non possono ancora raggiungerlo.
serve-from-network = Da un telefono o da un altro computer della rete:
serve-qr = La fotocamera di un telefono apre il primo indirizzo da questo codice.
serve-stop-local = Aprilo in un browser su questa macchina; Ctrl-C lo ferma.
serve-stop = Ctrl-C lo ferma.
serve-listening-beyond = in ascolto su { $address }, non solo su questa macchina: chiunque possa raggiungerlo e conosca l'indirizzo qui sotto può usare il tuo coach
serve-no-browser = non è stato possibile aprire il browser ({ $program }: { $error }); apri tu l'indirizzo qui sopra
serve-cannot-listen = impossibile ascoltare su { $address }: { $error }
