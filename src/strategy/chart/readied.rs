//! A shipped chart as the build readied it: its cells packed (see `pack_chart` in `build.rs`,
//! which writes this layout), read back without parsing a number from text. Each string is read
//! once, as the chart's own types write it (`CellKind::name`, `Rank::symbol`, `Code`,
//! `Action::name`), and the cells refer to it; a test holds every readied chart to the chart its
//! YAML file holds.

use super::{Cell, CellKind, Chart, Code, Evs, PlayerCell, SECTIONS};
use crate::data::{DataError, DataErrors, readied_wrongly};
use crate::game::action::Action;
use crate::game::card::Rank;

/// Reads a chart packed by the build; `origin` names its YAML file.
pub(super) fn chart(origin: &str, bytes: &[u8]) -> Result<Chart, DataErrors> {
    read(bytes).map_err(|message| {
        DataErrors(vec![DataError {
            origin: origin.to_string(),
            line: None,
            column: None,
            field: None,
            message: readied_wrongly(message),
        }])
    })
}

/// The bytes still to read.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn bytes(&mut self, n: usize) -> Result<&'a [u8], String> {
        if n > self.0.len() {
            return Err("it ends too soon".into());
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, String> {
        Ok(self.bytes(1)?[0])
    }

    fn count(&mut self) -> Result<usize, String> {
        let b = self.bytes(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
    }

    fn number(&mut self) -> Result<f64, String> {
        let b = self.bytes(8)?;
        Ok(f64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
    }
}

/// What each of the chart's strings names, as each kind of field reads it (`None` where it
/// names no such thing), worked out once a string rather than once a cell.
struct Names {
    strings: Vec<String>,
    kinds: Vec<Option<CellKind>>,
    ranks: Vec<Option<Rank>>,
    codes: Vec<Option<Code>>,
    options: Vec<Option<Action>>,
}

impl Names {
    fn read(r: &mut Reader<'_>) -> Result<Names, String> {
        let mut strings = Vec::new();
        for _ in 0..r.byte()? {
            let n = usize::from(r.byte()?);
            strings.push(String::from_utf8(r.bytes(n)?.to_vec()).map_err(|e| e.to_string())?);
        }
        Ok(Names {
            kinds: named(&strings, &SECTIONS.map(|(_, kind)| kind), CellKind::name),
            ranks: named(&strings, &Rank::ALL, Rank::symbol),
            codes: strings.iter().map(|s| s.parse().ok()).collect(),
            options: named(&strings, &Action::ALL, Action::name),
            strings,
        })
    }

    /// The thing the string at `at` names, among `names`.
    fn of<T: Copy>(&self, names: &[Option<T>], at: u8) -> Result<T, String> {
        let at = usize::from(at);
        names.get(at).copied().flatten().ok_or_else(|| match self.strings.get(at) {
            Some(s) => format!("`{s}` is not what its field names"),
            None => format!("there is no string {at}"),
        })
    }
}

/// For each string, the one of `known` it names.
fn named<T: Copy>(strings: &[String], known: &[T], name: fn(T) -> &'static str) -> Vec<Option<T>> {
    strings.iter().map(|s| known.iter().copied().find(|&k| name(k) == s)).collect()
}

fn read(bytes: &[u8]) -> Result<Chart, String> {
    let mut r = Reader(bytes);
    let head = r.count()?;
    let mut chart: Chart = serde_json::from_slice(r.bytes(head)?).map_err(|e| e.to_string())?;
    let names = Names::read(&mut r)?;
    let cells = r.count()?;
    chart.cells.reserve_exact(cells);
    for _ in 0..cells {
        let kind = names.of(&names.kinds, r.byte()?)?;
        let player = match r.byte()? {
            0 => PlayerCell::Total(r.byte()?),
            _ => PlayerCell::Pair(names.of(&names.ranks, r.byte()?)?),
        };
        let dealer = names.of(&names.ranks, r.byte()?)?;
        let action = names.of(&names.codes, r.byte()?)?;
        let mut ev = Evs::default();
        for _ in 0..r.byte()? {
            let option = names.of(&names.options, r.byte()?)?;
            let value = match r.byte()? {
                0 => None,
                _ => Some(r.number()?),
            };
            *match option {
                Action::Stand => &mut ev.stand,
                Action::Hit => &mut ev.hit,
                Action::Double => &mut ev.double,
                Action::Split => &mut ev.split,
                Action::Surrender => &mut ev.surrender,
            } = value;
        }
        chart.cells.push(Cell { kind, player, dealer, action, ev });
    }
    if !r.0.is_empty() {
        return Err("bytes are left after the last cell".into());
    }
    Ok(chart)
}
