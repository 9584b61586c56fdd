//! A shipped chart as the build readied it: its cells packed (see `pack_chart` in `build.rs`,
//! which writes this layout), read back without parsing a number from text. Each name is read as
//! the chart's own types write it (`CellKind::name`, `Rank::symbol`, `Code`, `Action::name`); a
//! test holds every readied chart to the chart its YAML file holds.

use super::{Cell, CellKind, Chart, Code, Evs, PlayerCell, SECTIONS};
use crate::data::{DataError, DataErrors};
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
            message: format!("the build readied this file wrongly: {message}"),
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

    /// A short string's bytes.
    fn string(&mut self) -> Result<&'a [u8], String> {
        let n = usize::from(self.byte()?);
        self.bytes(n)
    }

    /// The one of `known` whose name is the next string.
    fn one_of<T: Copy>(&mut self, known: &[T], name: impl Fn(T) -> &'static str) -> Result<T, String> {
        let found = self.string()?;
        known
            .iter()
            .copied()
            .find(|&k| name(k).as_bytes() == found)
            .ok_or_else(|| format!("`{}` is not among the names known here", String::from_utf8_lossy(found)))
    }

    fn number(&mut self) -> Result<f64, String> {
        let b = self.bytes(8)?;
        Ok(f64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
    }
}

fn read(bytes: &[u8]) -> Result<Chart, String> {
    let mut r = Reader(bytes);
    let head = r.count()?;
    let mut chart: Chart = serde_json::from_slice(r.bytes(head)?).map_err(|e| e.to_string())?;
    let cells = r.count()?;
    chart.cells.reserve_exact(cells);
    for _ in 0..cells {
        let kind: CellKind = r.one_of(&SECTIONS.map(|(_, kind)| kind), CellKind::name)?;
        let player = match r.byte()? {
            0 => PlayerCell::Total(r.byte()?),
            _ => PlayerCell::Pair(r.one_of(&Rank::ALL, Rank::symbol)?),
        };
        let dealer = r.one_of(&Rank::ALL, Rank::symbol)?;
        let action: Code = std::str::from_utf8(r.string()?).map_err(|e| e.to_string())?.parse()?;
        let mut ev = Evs::default();
        for _ in 0..r.count()? {
            let option = r.one_of(&Action::ALL, Action::name)?;
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
