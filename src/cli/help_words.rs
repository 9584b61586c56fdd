//! The command line's help in the run's language. Its English is the doc comments of the
//! commands and their arguments; French and Italian are in `locales/LANG/help.ftl`, one message
//! for each command's summary, each argument's help and each possible value's, by the ids
//! `help_texts` ids give them. The parser's own words around them (the headings, `[default: …]`,
//! the possible values) are said in the language too; its error messages stay the parser's.

use clap::builder::PossibleValue;
use clap::{Arg, Command};

use crate::lang::{Arg as Value, Lang};

/// What a help text is of: a command's summary, an argument's help, or a possible value's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpText {
    /// The message id in `help.ftl`.
    pub id: String,
    /// The English, from the doc comments (the long form where there is one).
    pub english: String,
}

/// The message id of a command's summary: `help-about-` and the command's path (`bjcoach`,
/// `drill`, `help`); the parser's `help drill` says what `drill` says, by its message.
fn about_id(path: &str) -> String {
    let mirrored = path.strip_prefix("help-").unwrap_or(path);
    format!("help-about-{mirrored}")
}

/// The message id of an argument's help: `help-arg-ID` for the English most written for it
/// ([`most_written`]: `--seed`, `--table` read alike in most commands), `help-arg-PATH-ID` in a
/// command that writes it otherwise.
fn arg_id(shared: bool, path: &str, arg: &Arg) -> String {
    let id = fluent_id(arg.get_id().as_str());
    if shared { format!("help-arg-{id}") } else { format!("help-arg-{path}-{id}") }
}

/// The message id of a possible value's help: `help-value-ARG-VALUE`, or with the command's
/// path where the command writes it otherwise than most.
fn value_id(shared: bool, path: &str, arg: &Arg, value: &PossibleValue) -> String {
    let arg = fluent_id(arg.get_id().as_str());
    let name = fluent_id(value.get_name());
    if shared { format!("help-value-{arg}-{name}") } else { format!("help-value-{path}-{arg}-{name}") }
}

/// A name as a Fluent id may hold it (letters, digits, `-` and `_`).
fn fluent_id(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

/// An argument's English help, the long form where there is one.
fn arg_english(arg: &Arg) -> Option<String> {
    arg.get_long_help().or(arg.get_help()).map(|h| h.to_string())
}

/// Every command of the tree with its path, the top first.
fn commands(top: &Command) -> Vec<(String, &Command)> {
    let mut all = vec![("bjcoach".to_string(), top)];
    let mut i = 0;
    while i < all.len() {
        let (path, cmd) = (all[i].0.clone(), all[i].1);
        for sub in cmd.get_subcommands() {
            let name = fluent_id(sub.get_name());
            all.push((if path == "bjcoach" { name } else { format!("{path}-{name}") }, sub));
        }
        i += 1;
    }
    all
}

/// The English most often written for the argument `id` (or, given `value`, for that possible
/// value of it) over the commands that have it, the first seen on a tie: the text its shared
/// message holds; a command that writes it otherwise has a message of its own.
fn most_written(top: &Command, id: &str, value: Option<&str>) -> Option<String> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for (_, cmd) in commands(top) {
        for arg in cmd.get_arguments().filter(|a| a.get_id() == id) {
            let english = match value {
                None => arg_english(arg),
                Some(name) => arg
                    .get_possible_values()
                    .iter()
                    .find(|v| v.get_name() == name)
                    .and_then(|v| v.get_help().map(|h| h.to_string())),
            };
            let Some(english) = english else { continue };
            match counts.iter_mut().find(|(e, _)| *e == english) {
                Some((_, n)) => *n += 1,
                None => counts.push((english, 1)),
            }
        }
    }
    let most = counts.iter().map(|c| c.1).max()?;
    counts.into_iter().find(|c| c.1 == most).map(|c| c.0)
}

/// An argument's help as `-h` shows it, when it is not the first paragraph of the long form:
/// the parser's own `--help` ("see more with '--help'").
fn short_apart(arg: &Arg) -> Option<String> {
    let long = arg.get_long_help()?.to_string();
    let short = arg.get_help()?.to_string();
    let first = long.split("\n\n").next().unwrap_or_default();
    (first.trim_end_matches('.') != short.trim_end_matches('.')).then_some(short)
}

/// What an argument says, each with its message id: its help (the long form), its help as `-h`
/// shows it where that is apart ([`short_apart`]: id and `-short`), and its possible values'.
fn said_of(top: &Command, path: &str, arg: &Arg) -> Vec<HelpText> {
    let id = arg.get_id().as_str();
    let mut said = Vec::new();
    if let Some(english) = arg_english(arg) {
        let shared = most_written(top, id, None).as_ref() == Some(&english);
        let message = arg_id(shared, path, arg);
        if let Some(short) = short_apart(arg) {
            said.push(HelpText { id: format!("{message}-short"), english: short });
        }
        said.push(HelpText { id: message, english });
    }
    for value in arg.get_possible_values().iter().filter(|v| !v.is_hide_set()) {
        if let Some(help) = value.get_help().map(|h| h.to_string()) {
            let shared = most_written(top, id, Some(value.get_name())).as_ref() == Some(&help);
            said.push(HelpText { id: value_id(shared, path, arg, value), english: help });
        }
    }
    said
}

/// The command line for `lang`: built, and unless English, every summary and help in its words,
/// the headings and the parser's `[default: …]` and possible values too.
pub fn localized(mut top: Command, lang: Lang) -> Command {
    top.build();
    if lang == Lang::En {
        return top;
    }
    // What each argument says is worked out on the whole tree before any of it is changed.
    let plan: Plan = commands(&top)
        .into_iter()
        .map(|(path, cmd)| {
            let args =
                cmd.get_arguments().map(|a| (a.get_id().to_string(), said_of(&top, &path, a))).collect();
            (path, args)
        })
        .collect();
    in_words(top, "bjcoach", lang, &plan)
}

/// What each argument of each command says, by the command's path and the argument's id.
type Plan = std::collections::HashMap<String, std::collections::HashMap<String, Vec<HelpText>>>;

/// A message of `help.ftl` in `lang`, or the English where the language has none (a test holds
/// every language to have them all).
fn text_in(lang: Lang, said: &HelpText) -> String {
    lang.own_text(&said.id, &[]).unwrap_or_else(|| said.english.clone())
}

/// One command and, below it, its subcommands, in `lang`.
fn in_words(cmd: Command, path: &str, lang: Lang, plan: &Plan) -> Command {
    let about = cmd
        .get_long_about()
        .or(cmd.get_about())
        .map(|english| text_in(lang, &HelpText { id: about_id(path), english: english.to_string() }));
    let options = lang.text("help-heading-options", &[]);
    let arguments = lang.text("help-heading-arguments", &[]);
    // The parser's own layout, with its one word of its own ("Usage:") in the language.
    let usage = lang.text("help-usage", &[]);
    let template =
        format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}");
    let mut cmd = cmd
        .help_template(template)
        .subcommand_help_heading(lang.text("help-heading-commands", &[]))
        .mut_args(|arg| {
            let Some(said) = plan.get(path).and_then(|args| args.get(arg.get_id().as_str())) else {
                return arg;
            };
            let heading = if arg.is_positional() { &arguments } else { &options };
            arg_in_words(arg, lang, said, heading)
        })
        .mut_subcommands(|sub| {
            let name = fluent_id(sub.get_name());
            let sub_path = if path == "bjcoach" { name } else { format!("{path}-{name}") };
            in_words(sub, &sub_path, lang, plan)
        });
    if let Some(about) = about {
        // The summary's first paragraph is what a list of commands shows.
        let short = about.split("\n\n").next().unwrap_or_default().to_string();
        cmd = cmd.about(short).long_about(about);
    }
    cmd
}

/// One argument in `lang`: its help (short and long), its possible values and its default said
/// in the language after it, under the language's heading.
fn arg_in_words(arg: Arg, lang: Lang, said: &[HelpText], heading: &str) -> Arg {
    let mut help = None;
    let mut short = None;
    let mut values = Vec::new();
    for s in said {
        if s.id.starts_with("help-value-") {
            values.push(s);
        } else if s.id.ends_with("-short") {
            short = Some(text_in(lang, s));
        } else {
            help = Some(text_in(lang, s));
        }
    }
    let Some(help) = help else { return arg.help_heading(heading.to_string()) };
    let short_help = short.unwrap_or_else(|| help.split("\n\n").next().unwrap_or_default().to_string());
    let defaults: Vec<String> =
        arg.get_default_values().iter().map(|d| d.to_string_lossy().into_owned()).collect();
    let default =
        (!arg.is_hide_default_value_set() && !defaults.is_empty() && arg.get_action().takes_values())
            .then(|| lang.text("help-default", &[("value", Value::Text(&defaults.join(" ")))]));
    let shown: Vec<PossibleValue> =
        arg.get_possible_values().into_iter().filter(|v| !v.is_hide_set()).collect();
    let shown = if arg.is_hide_possible_values_set() { Vec::new() } else { shown };
    let names: Vec<&str> = shown.iter().map(|v| v.get_name()).collect();
    let inline = (!names.is_empty())
        .then(|| lang.text("help-possible-values", &[("values", Value::Text(&names.join(", ")))]));
    // As the parser: `-h` says the default, then the values inline; `--help` lists the values
    // with their help, when they have some, then the default.
    let short = [Some(short_help), default.clone(), inline.clone()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    let listed = shown.iter().any(|v| v.get_help().is_some()).then(|| {
        let mut listed = lang.text("help-possible-values-heading", &[]);
        for value in &shown {
            let said = values.iter().find(|s| s.id.ends_with(&format!("-{}", fluent_id(value.get_name()))));
            listed.push_str("\n- ");
            listed.push_str(value.get_name());
            if let Some(said) = said {
                listed
                    .push_str(&lang.text("help-value-said", &[("help", Value::Text(&text_in(lang, said)))]));
            }
        }
        listed
    });
    let long = match listed {
        Some(listed) => {
            [Some(help), Some(listed), default].into_iter().flatten().collect::<Vec<_>>().join("\n\n")
        }
        None => [Some(help), default, inline].into_iter().flatten().collect::<Vec<_>>().join(" "),
    };
    // A long form only where it says more, as the parser lays out the English.
    let arg =
        if long != short { arg.long_help(long) } else { arg.long_help(clap::builder::Resettable::Reset) };
    arg.help(short).hide_possible_values(true).hide_default_value(true).help_heading(heading.to_string())
}

/// The language the help is asked in, before the arguments are parsed: the last `--lang` among
/// them (the top level's or a command's) when it names one, else as [`Lang::chosen`] finds it.
pub fn asked_in(args: &[std::ffi::OsString]) -> Lang {
    let mut named = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let value = match word.strip_prefix("--lang") {
            Some("") => words.next().map(|w| w.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(lang) = value.as_deref().and_then(Lang::from_code) {
            named = Some(lang);
        }
    }
    Lang::chosen(named, |name| std::env::var(name).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::CommandFactory;

    /// Every help text of the command line (built, so that the parser's own `--help`, `--version`
    /// and `help` are in it), with its message id, in the tree's order without repeats.
    fn texts(top: &Command) -> Vec<HelpText> {
        let mut all: Vec<HelpText> = Vec::new();
        for (path, cmd) in commands(top) {
            let mut push = |id: String, english: String| {
                if !all.iter().any(|t| t.id == id) {
                    all.push(HelpText { id, english });
                }
            };
            if let Some(about) = cmd.get_long_about().or(cmd.get_about()) {
                push(about_id(&path), about.to_string());
            }
            for arg in cmd.get_arguments() {
                for said in said_of(top, &path, arg) {
                    push(said.id, said.english);
                }
            }
        }
        all
    }

    /// The ids of the messages of a language's `help_texts.ftl`.
    fn ids_in(file: &str) -> Vec<String> {
        file.lines()
            .filter(|l| l.starts_with("help-"))
            .map(|l| l.split(" =").next().unwrap_or_default().to_string())
            .collect()
    }

    /// Every help text of the command line has its message in French and Italian, and those
    /// files hold no other (a message left when an argument goes or is renamed).
    #[test]
    fn every_help_text_is_in_every_language() {
        let mut top = Cli::command();
        top.build();
        let texts = texts(&top);
        assert!(texts.len() > 100, "{} texts", texts.len());
        let files = [
            (Lang::Fr, include_str!("../../locales/fr/help_texts.ftl")),
            (Lang::It, include_str!("../../locales/it/help_texts.ftl")),
        ];
        for (lang, file) in files {
            let missing: Vec<&str> =
                texts.iter().filter(|t| lang.own_text(&t.id, &[]).is_none()).map(|t| t.id.as_str()).collect();
            assert!(missing.is_empty(), "{}: missing {missing:?}", lang.code());
            let extra: Vec<String> =
                ids_in(file).into_iter().filter(|id| !texts.iter().any(|t| &t.id == id)).collect();
            assert!(extra.is_empty(), "{}: extra {extra:?}", lang.code());
            // A text of several paragraphs keeps them: `-h` shows the first.
            for t in &texts {
                let said = lang.text(&t.id, &[]);
                assert_eq!(
                    said.matches("\n\n").count(),
                    t.english.matches("\n\n").count(),
                    "{}: {}",
                    lang.code(),
                    t.id
                );
            }
        }
    }

    /// The parser's `help drill` says what `drill` says: one message for both.
    #[test]
    fn help_of_a_command_is_the_command_s_own_summary() {
        let mut top = Cli::command();
        top.build();
        let ids: Vec<String> = texts(&top).into_iter().map(|t| t.id).collect();
        assert!(ids.contains(&"help-about-drill".to_string()));
        assert!(!ids.iter().any(|id| id.starts_with("help-about-help-")), "{ids:?}");
    }

    /// The language asked for before parsing: the last `--lang`, at any level, else the
    /// environment's.
    #[test]
    fn the_help_s_language_is_read_before_parsing() {
        let args = |words: &[&str]| words.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        assert_eq!(asked_in(&args(&["bjcoach", "--lang", "fr", "--help"])), Lang::Fr);
        assert_eq!(asked_in(&args(&["bjcoach", "drill", "--lang=it", "-h"])), Lang::It);
        assert_eq!(asked_in(&args(&["bjcoach", "--lang", "it", "stats", "--lang", "fr"])), Lang::Fr);
        // A word after `--` is an argument, not an option.
        let after = asked_in(&args(&["bjcoach", "drill", "--", "--lang", "fr"]));
        assert_eq!(after, Lang::chosen(None, |name| std::env::var(name).ok()));
    }
}
