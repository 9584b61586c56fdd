# The named mistakes' English words are the catalogue's own, in drills/mistakes.yaml: this file
# holds none. The other languages word each mistake as mistake-ID-title, mistake-ID-explanation
# and, where the catalogue gives a rule of thumb, mistake-ID-rule.
