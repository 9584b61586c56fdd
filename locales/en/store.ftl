# What the learner should know of their saved progress: a file kept aside, a damaged database
# healed, an older format updated, answers recovered from journals; and a session that cannot
# save. $how of store-damaged is `one` (its one answer), `all`, `some` or `unknown` (how many the
# damaged file held cannot be read); $what is `answers` or `decisions`.

store-moved-aside = your saved progress could not be read ({ $reason }); it was kept as { $to } and a new file was started
store-damaged = your saved progress was damaged ({ $reason }): { $how ->
    [one] its one answer
    [all] all { $held } of its answers
    [some] { $recovered } of its { $held } answers
   *[unknown] { $recovered } of its answers
} could still be read and { $recovered ->
    [one] is
   *[other] are
} kept in a new database{ $how ->
    [unknown] {" "}(how many it held cannot be read)
   *[other] {""}
}; the damaged file is kept as { $to }
store-backed-up = your saved progress (format { $from }) was updated to format { $version }; the old file is kept as { $to }
store-migrated = your saved progress ({ $answers ->
    [one] 1 answer
   *[other] { $answers } answers
}) was moved into { $db }; the old file is kept as { $to }
store-recovered = { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
} of { $sessions ->
    [one] a session that ended without saving
   *[other] { $sessions } sessions that ended without saving
} { $answers ->
    [one] was
   *[other] were
} recovered
store-skipped-lines = { $path }: { $lines ->
    [one] 1 line
   *[other] { $lines } lines
} of this journal could not be read and were skipped
store-skipped-kept = ; the file is kept as { $to }
store-unreadable-journal = { $path }: this journal of an unsaved session could not be read ({ $reason }); it was left in place
store-too-new = { $path }: this progress file has format version { $found }, newer than this bjcoach reads ({ $reads }); update bjcoach, or use another --data-dir
store-data-dir-not-folder = { $error }: the data folder (--data-dir) must be a folder
store-cannot-read = your saved progress cannot be read ({ $reason }); when new answers are saved, it will be kept aside, never overwritten, and every answer that can still be read moved into a new file
store-unsaved = nothing of this session will be saved: your { $what ->
    [decisions] decisions
   *[answers] answers
} cannot be written ({ $why })
store-not-saved = as said at the start, your { $count ->
    [one] 1 answer of this session was
   *[other] { $count } answers of this session were
} not saved
store-no-journal = { $why }; your { $what ->
    [decisions] decisions
   *[answers] answers
} are kept in memory, and the session tries to save them when it ends
store-journal-not-started = { $why }: your { $what ->
    [decisions] decisions
   *[answers] answers
} are kept in memory and saved when the session ends
store-journal-not-kept = { $why }; your { $what ->
    [decisions] decisions
   *[answers] answers
} are kept in memory until the journal can be written again
store-go-on-unsaved = Go on without saving?
