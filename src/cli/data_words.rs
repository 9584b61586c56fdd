//! The problems of a data file in the run's language: each keeps its file, line, column and
//! field as they are, and the words around them and its reason (see `data::Reason`) are said in
//! the language.

use crate::data::{DataError, DataErrors, PROBLEMS_SHOWN, QUOTED_MOST, shown, shown_quotes};
use crate::lang::{Arg, Lang};

/// One problem in `lang`: `FILE:LINE:COLUMN: champ `x` : …`; in English as it displays (a
/// test holds the two the same).
pub fn problem_in(problem: &DataError, lang: Lang) -> String {
    let place = problem.place();
    let reason = shown_quotes(&problem.message.in_lang(lang));
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
    use crate::data::Reason;

    fn problem(field: Option<&str>, message: Reason) -> DataError {
        DataError {
            origin: "tables/mine.yaml".into(),
            line: Some(4),
            column: Some(3),
            field: field.map(String::from),
            message,
        }
    }

    /// The English messages say a file's problems word for word as the data layer displays them:
    /// with a field and without, a file not read, a value quoted with an escape, and more
    /// problems than are shown, one and several.
    #[test]
    fn english_is_the_data_layer_s_own_words() {
        let all = vec![
            problem(Some("rules.decks"), Reason::new("data-reason-decks").with("count", "0")),
            problem(None, Reason::new("data-cannot-read").with("why", "No such file or directory")),
            problem(Some("name\u{1b}"), Reason::new("data-reason-table-id").with("id", "\u{1b}[31m")),
            problem(Some("decks"), "invalid type: string \"x\", expected u8".into()),
        ];
        for one in &all {
            assert_eq!(problem_in(one, Lang::En), one.to_string());
        }
        for count in [PROBLEMS_SHOWN + 1, PROBLEMS_SHOWN + 3] {
            let mut many = all.clone();
            many.resize_with(count, || {
                problem(
                    Some("x"),
                    Reason::new("data-reason-missing")
                        .with("accepted", Reason::new("data-reason-write-text")),
                )
            });
            let errors = DataErrors(many);
            assert_eq!(problems_in(&errors, Lang::En), errors.to_string());
        }
        for lang in [Lang::Fr, Lang::It] {
            for one in &all[..3] {
                assert_ne!(problem_in(one, lang), one.to_string(), "{}", lang.code());
            }
            // A value quoted from the file is escaped in every language.
            assert!(problem_in(&all[2], lang).contains("`\\u{1b}[31m`"), "{}", problem_in(&all[2], lang));
        }
    }
}
