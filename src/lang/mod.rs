//! The languages bjcoach speaks: English, French and Italian. Every sentence of an area lives in
//! a Project Fluent message file of its own language (`locales/LANG/AREA.ftl`), built into the
//! program; a sentence is asked for by its message id with the values it is built from, so the
//! facts stay in the code and only the wording moves between languages. Numbers that are
//! written out (percents) are formatted here, by each language's typography.
//!
//! The language is chosen as a user expects ([`Lang::chosen`]): `--lang`, else `BJCOACH_LANG`,
//! else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language of the coach, written in files by its code (`en`, `fr`, `it`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the language of every saved key and record.
    #[default]
    En,
    /// French.
    Fr,
    /// Italian.
    It,
}

// `FILES` (every message file, built in) and `MESSAGE_INDEX` (the file of each message), made
// at build time from `locales/` by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A value a message is built from.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// A whole number: written as it is, and choosing a plural form.
    Int(u64),
    /// Text, written as it is (a percent already formatted, a name).
    Text(&'a str),
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::It];

    /// The language's place in [`Lang::ALL`] (and in the tables `build.rs` makes by language).
    pub fn place(self) -> usize {
        Lang::ALL.iter().position(|l| *l == self).unwrap_or(0)
    }

    /// The language's code: `en`, `fr`, `it`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
        }
    }

    /// The language of a code or a locale name (`fr`, `it-IT`, `fr_CA.UTF-8`, `FR`); `None` for
    /// another language.
    pub fn from_code(code: &str) -> Option<Lang> {
        let language = code.trim().split(['_', '-', '.', '@']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == language)
    }

    /// The language chosen: `flag` (`--lang`) when given, else `BJCOACH_LANG`, else the first
    /// locale variable set (`LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX orders them), read by
    /// `var`; English when none names one of the three (`C`, `POSIX`, another language).
    pub fn chosen(flag: Option<Lang>, var: impl Fn(&str) -> Option<String>) -> Lang {
        if let Some(lang) = flag {
            return lang;
        }
        if let Some(lang) = var("BJCOACH_LANG").as_deref().and_then(Lang::from_code) {
            return lang;
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&var)
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_code(&v))
            .unwrap_or_default()
    }

    /// The language a browser asks for first among the three, by its `Accept-Language` header
    /// (`fr-CA,fr;q=0.9,en;q=0.8`): the highest weight, the first of equals; `None` when it
    /// names none of them (or only with a weight of 0).
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(Lang, f64)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_code) else { continue };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f64>().ok())
                .unwrap_or(0.0);
            if weight > 0.0 && best.is_none_or(|(_, w)| weight > w) {
                best = Some((lang, weight));
            }
        }
        best.map(|(lang, _)| lang)
    }

    /// ` (did you mean `NAME`?)` in this language after a name that is not known, when one is
    /// near enough to be a slip; nothing when none is.
    pub fn did_you_mean(self, nearest: Option<&str>) -> String {
        nearest.map_or_else(String::new, |name| self.text("error-did-you-mean", &[("name", Arg::Text(name))]))
    }

    /// The language's own name: `English`, `Français`, `Italiano`.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
        }
    }

    /// The message `id` built from `args`. A message missing from this language (a test checks
    /// that none is) is said in English; one missing from English, as its id.
    pub fn text(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.own_text(id, args).or_else(|| Lang::En.own_text(id, args)).unwrap_or_else(|| id.to_string())
    }

    /// The message `id` of this language alone, built from `args`; `None` when this language's
    /// files lack it (for words whose English is not a message, as the named mistakes').
    pub fn own_text(self, id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
        let bundle = bundle_of(self, id)?;
        let pattern = bundle.get_message(id).and_then(|m| m.value())?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match *value {
                Arg::Int(n) => fluent_args.set(*name, FluentValue::from(n)),
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t)),
            }
        }
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned())
    }

    /// The words of a list message (`answer-words-hit = hit, draw, card`), each trimmed and in
    /// lower case.
    pub fn words(self, id: &str) -> Vec<String> {
        self.text(id, &[]).split(',').map(|w| w.trim().to_lowercase()).filter(|w| !w.is_empty()).collect()
    }

    /// A number to `places` decimals as this language writes it: `0.617`, `0,617`.
    pub fn decimal(self, value: f64, places: usize) -> String {
        let number = format!("{:.places$}", value + 0.0);
        if self == Lang::En { number } else { number.replace('.', ",") }
    }

    /// A number already written in English digits (`30.8`, `-2`) as this language writes it.
    pub fn number(self, english: &str) -> String {
        if self == Lang::En { english.to_string() } else { english.replace('.', ",") }
    }

    /// A number already written in English digits, as a percent in this language: `30.8%`,
    /// `30,8 %`.
    pub fn percent_of(self, english: &str) -> String {
        let number = self.number(english);
        if self == Lang::Fr { format!("{number}\u{a0}%") } else { format!("{number}%") }
    }

    /// A percent with its sign, to `places` decimals: `+1.5%`, `-15.4%`; `+1,5 %` in French.
    pub fn signed_percent(self, value: f64, places: usize) -> String {
        self.percent_of(&format!("{:+.places$}", value + 0.0))
    }

    /// A percent as this language writes it, to `places` decimals: `75%` in English and
    /// Italian, `75 %` in French (a no-break space), with a decimal comma in French and Italian
    /// (`16,2 %`, `16,2%`).
    pub fn percent(self, value: f64, places: usize) -> String {
        let number = self.decimal(value, places);
        if self == Lang::Fr { format!("{number}\u{a0}%") } else { format!("{number}%") }
    }
}

/// The bundle of the file of `lang` that holds the message `id`, read once, when a message of it
/// is first asked for; `None` when no file of the language has it. A command speaks a few areas
/// of the thirty-odd: reading every file of a language was most of what a short command spent on
/// its words.
fn bundle_of(lang: Lang, id: &str) -> Option<&'static FluentBundle<FluentResource>> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; FILES.len()] =
        [const { OnceLock::new() }; FILES.len()];
    let file = message_file(lang, id)?;
    Some(BUNDLES[file].get_or_init(|| read_bundle(lang, FILES[file].2)))
}

/// The place in [`FILES`] of the file of `lang` that gives the message `id` first, by the index
/// made at build time (glancing through every file of a language when a command started was a
/// tenth of what `stats` spent); `None` when no file of the language has it.
fn message_file(lang: Lang, id: &str) -> Option<usize> {
    let ids = MESSAGE_INDEX[lang.place()];
    let at = ids.binary_search_by(|&(start, len, _)| indexed_id(start, len).cmp(id)).ok()?;
    Some(usize::from(ids[at].2))
}

/// The message id of [`MESSAGE_INDEX`] that starts at `start` in [`MESSAGE_IDS`].
fn indexed_id(start: u32, len: u16) -> &'static str {
    let start = start as usize;
    MESSAGE_IDS.get(start..start + usize::from(len)).unwrap_or_default()
}

/// Reads a message file of `lang` into a bundle. A file that does not parse keeps the messages
/// it could read (a test checks that every file parses whole).
fn read_bundle(lang: Lang, text: &str) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // The terminal shows the text as it is: no bidirectional isolation marks around values.
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, _)| partial);
    // A message given twice in the file keeps its first wording.
    let _ = bundle.add_resource(resource);
    bundle
}

#[cfg(test)]
mod tests;
