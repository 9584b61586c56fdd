# `bjcoach serve`: where the coach is, who can reach it, and how to stop it.
# $url is the address to open; $address the one listened on; $program and $error what the system
# was asked and said, quoted as they are.

serve-at = bjcoach is at { $url }
serve-no-network = No network address was found: other devices cannot reach it yet.
serve-from-network = From a phone or another computer on the network:
serve-qr = A phone's camera opens the first of them from this code.
serve-stop-local = Open it in a browser on this machine; Ctrl-C stops it.
serve-stop = Ctrl-C stops it.
serve-listening-beyond = listening on { $address }, not only on this machine: anyone who can reach it and has the address below can use your coach
serve-no-browser = the browser could not be opened ({ $program }: { $error }); open the address above yourself
serve-cannot-listen = cannot listen on { $address }: { $error }
