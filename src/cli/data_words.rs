//! The problems of a data file in the run's language: each keeps its file, line, column and
//! field as they are, and the words around them move; a problem's own reason is said in the
//! language where the data layer names it (a file not read), else as the data layer says it.

use crate::data::{CANNOT_READ, DataError, DataErrors, PROBLEMS_SHOWN, QUOTED_MOST, shown, shown_quotes};
use crate::lang::{Arg, Lang};

/// One problem in `lang`: `FILE:LINE:COLUMN: champ `x` : …`; in English as it displays.
pub fn problem_in(problem: &DataError, lang: Lang) -> String {
    if lang == Lang::En {
        return problem.to_string();
    }
    let place = problem.place();
    let reason = match problem.message.strip_prefix(CANNOT_READ).and_then(|r| r.strip_prefix(": ")) {
        Some(why) => lang.text("data-cannot-read", &[("why", Arg::Text(why))]),
        None => shown_quotes(&problem.message),
    };
    match &problem.field {
        Some(field) => {
            let field = shown(field, QUOTED_MOST);
            lang.text(
                "data-problem-field",
                &[("place", Arg::Text(&place)), ("field", Arg::Text(&field)), ("reason", Arg::Text(&reason))],
            )
        }
        None => lang.text("data-problem", &[("place", Arg::Text(&place)), ("reason", Arg::Text(&reason))]),
    }
}

/// The problems of a command's data in `lang`, the first [`PROBLEMS_SHOWN`] and how many more.
pub fn problems_in(errors: &DataErrors, lang: Lang) -> String {
    if lang == Lang::En {
        return errors.to_string();
    }
    let mut lines: Vec<String> = errors.0.iter().take(PROBLEMS_SHOWN).map(|e| problem_in(e, lang)).collect();
    let more = errors.0.len().saturating_sub(PROBLEMS_SHOWN);
    if more > 0 {
        lines.push(lang.text("data-more-problems", &[("more", Arg::Int(more as u64))]));
    }
    lines.join("\n")
}
