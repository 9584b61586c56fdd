//! Readies the shipped charts at build time: each `charts/<table>.yaml` is read by the same YAML
//! parser the program uses and written to the build's output folder as JSON, which the program
//! reads in a tenth of the time (a chart is a hundred kilobytes of YAML, read on every drill that
//! asks about plays). The YAML files stay the source and are validated as before by
//! `bjcoach validate` and the tests; a test checks that each converted chart is the chart its
//! file holds, value for value.

use std::error::Error;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?).join("charts");
    std::fs::create_dir_all(&out)?;
    println!("cargo::rerun-if-changed=charts");
    for entry in std::fs::read_dir("charts")? {
        let path = entry?.path();
        if path.extension().is_none_or(|e| e != "yaml") {
            continue;
        }
        let text = std::fs::read_to_string(&path)?;
        let value: serde_json::Value =
            serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let name = path.with_extension("json");
        let name = name.file_name().ok_or("a chart file has a name")?;
        std::fs::write(out.join(name), serde_json::to_string(&value)?)?;
    }
    Ok(())
}
