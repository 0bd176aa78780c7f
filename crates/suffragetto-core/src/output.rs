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
/// The temporary file has a random name and is created exclusively, so a
/// file or link planted in the directory is never written through; a link
/// at `path` itself is replaced, not followed.
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
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    // Like File::create: readable as the umask allows, not only by the owner.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(&dir).map_err(err)?;
    tmp.write_all(bytes).map_err(err)?;
    tmp.as_file().sync_all().map_err(err)?;
    tmp.persist(path).map_err(|e| err(e.error))?;
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

    /// The fixed temporary name of earlier versions (`.NAME.PID.tmp`),
    /// planted as a link to another file, is neither followed nor used.
    #[cfg(unix)]
    #[test]
    fn a_planted_link_is_not_written_through() {
        let dir = std::env::temp_dir().join(format!("suffragetto-link-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, b"precious").unwrap();
        let planted = dir.join(format!(".out.svg.{}.tmp", std::process::id()));
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        let out = dir.join("out.svg");
        write_atomic(&out, b"<svg/>").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
        assert_eq!(std::fs::read(&out).unwrap(), b"<svg/>");
        assert!(
            std::fs::symlink_metadata(&planted)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // A link at the output's own name is replaced by the file.
        let link_out = dir.join("linked.svg");
        std::os::unix::fs::symlink(&victim, &link_out).unwrap();
        write_atomic(&link_out, b"new").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
        assert!(std::fs::symlink_metadata(&link_out).unwrap().is_file());
        // Readable by others as a plain File::create would make it.
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        let umask_allows = {
            let probe = dir.join("probe");
            std::fs::File::create(&probe).unwrap();
            std::fs::metadata(&probe).unwrap().permissions().mode() & 0o777
        };
        assert_eq!(mode, umask_allows);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
