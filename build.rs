//! Readies shipped data at build time: each `charts/<table>.yaml`, `drills/<name>.yaml` (the
//! drills and the mistake catalogue) and `tables/<table>.yaml` is read by the same YAML parser the program uses and written
//! to the build's output folder as JSON, which the program reads in a fraction of the time (a
//! chart is a hundred kilobytes of YAML, and a drill that asks about plays reads two). The YAML
//! files stay the source and are validated as before by `bjcoach validate` and the tests; tests
//! hold each readied file to what its YAML file holds, value for value.

use std::error::Error;
use std::path::PathBuf;

/// The folders whose files are readied.
const FOLDERS: [&str; 3] = ["charts", "drills", "tables"];

fn main() -> Result<(), Box<dyn Error>> {
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?);
    for folder in FOLDERS {
        println!("cargo::rerun-if-changed={folder}");
        let out = out_dir.join(folder);
        std::fs::create_dir_all(&out)?;
        for entry in std::fs::read_dir(folder)? {
            let path = entry?.path();
            if path.extension().is_none_or(|e| e != "yaml") {
                continue;
            }
            let text = std::fs::read_to_string(&path)?;
            let value: serde_json::Value =
                serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            let name = path.with_extension("json");
            let name = name.file_name().ok_or("a data file has a name")?;
            std::fs::write(out.join(name), serde_json::to_string(&value)?)?;
        }
    }
    Ok(())
}
