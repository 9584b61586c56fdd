# The drills' titles: their English is each drill file's own (drills/ID.yaml, `title`), so this
# file holds none. The other languages title each drill as drill-title-ID.
