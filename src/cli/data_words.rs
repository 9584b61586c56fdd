//! The problems of a data file in the run's language: each keeps its file, line, column and
//! field as they are, and the words around them move; a problem's own reason is said in the
//! language where the data layer names it (a file not read), else as the data layer says it.

use crate::data::{CANNOT_READ, DataError, DataErrors, PROBLEMS_SHOWN, QUOTED_MOST, shown, shown_quotes};
use crate::lang::{Arg, Lang};

/// One problem in `lang`: `FILE:LINE:COLUMN: champ `x` : …`; in English as it displays (the
/// data layer, below the languages, says it in English too: a test holds the two the same).
pub fn problem_in(problem: &DataError, lang: Lang) -> String {
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
    let mut lines: Vec<String> = errors.0.iter().take(PROBLEMS_SHOWN).map(|e| problem_in(e, lang)).collect();
    let more = errors.0.len().saturating_sub(PROBLEMS_SHOWN);
    if more > 0 {
        lines.push(lang.text("data-more-problems", &[("more", Arg::Int(more as u64))]));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(field: Option<&str>, message: &str) -> DataError {
        DataError {
            origin: "tables/mine.yaml".into(),
            line: Some(4),
            column: Some(3),
            field: field.map(String::from),
            message: message.into(),
        }
    }

    /// The English messages say a file's problems word for word as the data layer displays them:
    /// with a field and without, a file not read, a value quoted with an escape, and more
    /// problems than are shown, one and several.
    #[test]
    fn english_is_the_data_layer_s_own_words() {
        let all = vec![
            problem(Some("rules.decks"), "expected a number from 1 to 8, got `0`"),
            problem(None, &format!("{CANNOT_READ}: No such file or directory")),
            problem(Some("name\u{1b}"), "a name with `\u{1b}[31m` in it"),
        ];
        for one in &all {
            assert_eq!(problem_in(one, Lang::En), one.to_string());
        }
        for count in [PROBLEMS_SHOWN + 1, PROBLEMS_SHOWN + 3] {
            let mut many = all.clone();
            many.resize_with(count, || problem(Some("x"), "missing; write it as text"));
            let errors = DataErrors(many);
            assert_eq!(problems_in(&errors, Lang::En), errors.to_string());
        }
        for lang in [Lang::Fr, Lang::It] {
            assert_ne!(problem_in(&all[1], lang), all[1].to_string(), "{}", lang.code());
        }
    }
}
