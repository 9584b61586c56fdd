//! What the learner answered when the home offered a table's own language, kept in
//! `languages.json` beside the answers: asked once, not at every run. A file that cannot be read
//! or written only means being asked again; the answers' database is never touched.

use std::collections::BTreeMap;
use std::fs;

use serde::{Deserialize, Serialize};

use super::Store;
use super::notice::StoreError;
use crate::lang::Lang;

/// The file of the answers, in the learner's folder.
pub const LANGUAGES_FILE: &str = "languages.json";

/// The file's format version.
const LANGUAGES_FORMAT_VERSION: u32 = 1;

/// Each language offered, by its code, and whether the learner took it.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Offered {
    version: u32,
    #[serde(default)]
    taken: BTreeMap<String, bool>,
}

impl Store {
    fn offered(&self) -> Option<Offered> {
        let text = fs::read_to_string(self.dir().join(LANGUAGES_FILE)).ok()?;
        serde_json::from_str::<Offered>(&text).ok().filter(|o| o.version <= LANGUAGES_FORMAT_VERSION)
    }

    /// What the learner answered when `lang` was offered: taken or not; `None` when it never
    /// was (or the file cannot be read, when it is offered again).
    pub fn offered_answer(&self, lang: Lang) -> Option<bool> {
        self.offered()?.taken.get(lang.code()).copied()
    }

    /// Keeps the learner's answer to the offer of `lang` (written whole, then put in place).
    pub fn keep_offered_answer(&self, lang: Lang, taken: bool) -> Result<(), StoreError> {
        let mut offered = self.offered().unwrap_or_default();
        offered.version = LANGUAGES_FORMAT_VERSION;
        offered.taken.insert(lang.code().to_string(), taken);
        let path = self.dir().join(LANGUAGES_FILE);
        fs::create_dir_all(self.dir()).map_err(self.io(self.dir()))?;
        let temp = self.dir().join(format!("{LANGUAGES_FILE}.new"));
        let text = serde_json::to_string_pretty(&offered).map_err(|e| StoreError::Io {
            path: path.clone(),
            source: std::io::Error::other(e.to_string()),
        })?;
        fs::write(&temp, text + "\n").map_err(self.io(&temp))?;
        fs::rename(&temp, &path).map_err(self.io(&path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An answer is kept per language and read back; no file, or a damaged one, reads as never
    /// offered, and is replaced by the next answer.
    #[test]
    fn an_answer_to_the_offer_is_kept_per_language() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().join("learner"));
        assert_eq!(store.offered_answer(Lang::Fr), None);
        store.keep_offered_answer(Lang::Fr, false).unwrap();
        store.keep_offered_answer(Lang::It, true).unwrap();
        assert_eq!(
            (store.offered_answer(Lang::Fr), store.offered_answer(Lang::It)),
            (Some(false), Some(true))
        );
        fs::write(dir.path().join("learner").join(LANGUAGES_FILE), "not json").unwrap();
        assert_eq!(store.offered_answer(Lang::It), None);
        store.keep_offered_answer(Lang::Fr, true).unwrap();
        assert_eq!(store.offered_answer(Lang::Fr), Some(true));
    }
}
