//! The `bjcoach` command.

fn main() {
    println!("bjcoach");
}
