//! Reading input files (game records, variant files) with bounds: only
//! regular files (not a directory, a FIFO or a device such as `/dev/zero`),
//! checked on the opened handle, and at most a given size.

use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest game record read, in bytes (the longest teaching game is a
/// few kilobytes).
pub const MAX_RECORD: u64 = 1 << 20;
/// The largest variant file read, in bytes.
pub const MAX_VARIANT: u64 = 1 << 20;

/// An input file that was not read.
#[derive(Debug, thiserror::Error)]
#[error("cannot read {}: {cause}", path.display())]
pub struct InputError {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub cause: String,
}

/// The text of `path`, a regular file of at most `max` bytes in UTF-8.
pub fn read_text(path: &Path, max: u64) -> Result<String, InputError> {
    let err = |cause: String| InputError {
        path: path.to_path_buf(),
        cause,
    };
    let mut file = open(path).map_err(|e| err(e.to_string()))?;
    let meta = file.metadata().map_err(|e| err(e.to_string()))?;
    if !meta.is_file() {
        let kind = if meta.is_dir() {
            "a directory"
        } else {
            "a device, FIFO or socket"
        };
        return Err(err(format!("it is {kind}, not a regular file")));
    }
    if meta.len() > max {
        return Err(err(format!(
            "it has {} bytes; at most {max} are read",
            meta.len()
        )));
    }
    // The file may grow while it is read: take one byte more than allowed.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    (&mut file)
        .take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| err(e.to_string()))?;
    if bytes.len() as u64 > max {
        return Err(err(format!("it grew past {max} bytes while being read")));
    }
    String::from_utf8(bytes).map_err(|e| {
        err(format!(
            "it is not UTF-8 text (byte {} is not)",
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Opens for reading without waiting for a writer (a FIFO would block).
#[cfg(unix)]
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
}

#[cfg(not(unix))]
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::File::open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("suffragetto-input-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn reads_a_small_text_file() {
        let d = dir("ok");
        let p = d.join("a.sgn");
        std::fs::write(&p, "1. e6-e7\n").unwrap();
        assert_eq!(read_text(&p, 100).unwrap(), "1. e6-e7\n");
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn refuses_what_is_not_a_small_regular_text_file() {
        let d = dir("bad");
        let big = d.join("big.sgn");
        std::fs::write(&big, "x".repeat(101)).unwrap();
        let e = read_text(&big, 100).unwrap_err().to_string();
        assert_eq!(
            e,
            format!(
                "cannot read {}: it has 101 bytes; at most 100 are read",
                big.display()
            )
        );
        let e = read_text(&d, 100).unwrap_err().to_string();
        assert!(e.ends_with("it is a directory, not a regular file"), "{e}");
        let e = read_text(Path::new("/dev/zero"), 100)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "cannot read /dev/zero: it is a device, FIFO or socket, not a regular file"
        );
        let bin = d.join("bin.sgn");
        std::fs::write(&bin, b"ab\xff").unwrap();
        let e = read_text(&bin, 100).unwrap_err().to_string();
        assert!(e.ends_with("it is not UTF-8 text (byte 2 is not)"), "{e}");
        std::fs::remove_dir_all(&d).unwrap();
    }
}
