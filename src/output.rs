//! Writing output files whole or not at all.

use std::io::Write;
use std::path::{Path, PathBuf};

/// An output file that could not be written; nothing was left behind.
#[derive(Debug, thiserror::Error)]
#[error("cannot write {}: {cause}", path.display())]
pub struct OutputError {
    /// The file asked for.
    pub path: PathBuf,
    /// What went wrong (in the message, so not also a `source`).
    pub cause: std::io::Error,
}

/// Writes `bytes` to `path` through a temporary file in the same directory
/// that is renamed over `path` once complete, so `path` either keeps its old
/// content or gets all of the new; the temporary file is removed on failure.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    let err = |cause| OutputError {
        path: path.to_path_buf(),
        cause,
    };
    let name = path
        .file_name()
        .ok_or_else(|| err(std::io::Error::other("not a file name")))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(err(e));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_replaces() {
        let dir = std::env::temp_dir().join(format!("suffragetto-out-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("a.txt");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        let missing = dir.join("no/such/dir/b.txt");
        assert!(write_atomic(&missing, b"x").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
