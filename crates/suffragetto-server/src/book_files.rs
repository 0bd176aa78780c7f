//! Opening a file of the book by its path relative to the book's
//! directory, resolved by the kernel beneath that directory: `openat2` with
//! `RESOLVE_BENEATH` follows a symbolic link only while it stays inside and
//! never lets `..` climb out, and the file served is the one opened, so a
//! link swapped between a check and the open cannot lead outside. Where
//! `openat2` is missing (Linux before 5.6, or a sandbox that forbids it),
//! each component is opened with `O_NOFOLLOW` instead: no link is followed
//! at all. Only regular files and directories are served; a FIFO or a
//! device is opened without blocking and then refused.

use std::ffi::CString;
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// What a path of the book names.
pub enum Found {
    /// A regular file, open, and its metadata.
    File(File, std::fs::Metadata),
    /// A directory.
    Dir,
}

/// Why nothing is served.
#[derive(Debug)]
pub enum Missing {
    /// No such file: nothing worth saying.
    Absent,
    /// Something is there that is not served, or the path cannot be
    /// resolved beneath the book (a link out, a loop, a name too long, not
    /// a regular file): worth a line in the log.
    Refused(String),
}

const FLAGS: libc::c_int = libc::O_RDONLY | libc::O_CLOEXEC | libc::O_NOCTTY | libc::O_NONBLOCK;

fn cstring(p: &Path) -> io::Result<CString> {
    CString::new(p.as_os_str().as_bytes()).map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))
}

fn owned(fd: libc::c_long) -> io::Result<OwnedFd> {
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the kernel just returned this descriptor, and nothing else owns it.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as libc::c_int) })
}

/// `rel` opened beneath `root` with `openat2(RESOLVE_BENEATH)`.
fn openat2_beneath(root: &File, rel: &Path) -> io::Result<OwnedFd> {
    let name = cstring(rel)?;
    // SAFETY: open_how is plain data; all-zero is its "nothing asked" value.
    let mut how: libc::open_how = unsafe { std::mem::zeroed() };
    how.flags = FLAGS as u64;
    how.resolve = libc::RESOLVE_BENEATH | libc::RESOLVE_NO_MAGICLINKS;
    // SAFETY: the pointers are valid for the call, and the size is how's.
    let fd = unsafe {
        libc::syscall(
            libc::SYS_openat2,
            root.as_raw_fd(),
            name.as_ptr(),
            &how as *const libc::open_how,
            std::mem::size_of::<libc::open_how>(),
        )
    };
    owned(fd)
}

/// `rel` opened beneath `root` one component at a time, following no link
/// and taking no `.` or `..`.
fn openat_nofollow(root: &File, rel: &Path) -> io::Result<OwnedFd> {
    let parts: Vec<&std::ffi::OsStr> = rel.iter().collect();
    let mut dir: Option<OwnedFd> = None;
    for (i, part) in parts.iter().enumerate() {
        if part.as_bytes() == b".." || part.as_bytes() == b"." {
            return Err(io::Error::from_raw_os_error(libc::EXDEV));
        }
        let last = i + 1 == parts.len();
        let name = cstring(Path::new(part))?;
        let flags = FLAGS | libc::O_NOFOLLOW | if last { 0 } else { libc::O_DIRECTORY };
        let at = dir.as_ref().map_or(root.as_raw_fd(), |d| d.as_raw_fd());
        // SAFETY: `at` is an open directory and `name` a valid C string.
        let fd = unsafe { libc::openat(at, name.as_ptr(), flags) };
        dir = Some(owned(fd.into())?);
    }
    match dir {
        Some(fd) => Ok(fd),
        // SAFETY: duplicating an open descriptor gives a new one we own.
        None => owned(unsafe { libc::fcntl(root.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 0) }.into()),
    }
}

/// `rel` (plain components, possibly none) opened beneath `root`.
pub fn open(root: &File, rel: &Path) -> Result<Found, Missing> {
    let opened = if rel.as_os_str().is_empty() {
        openat_nofollow(root, rel)
    } else {
        match openat2_beneath(root, rel) {
            Err(e) if matches!(e.raw_os_error(), Some(libc::ENOSYS | libc::EPERM)) => {
                openat_nofollow(root, rel)
            }
            other => other,
        }
    };
    let fd = opened.map_err(|e| match e.raw_os_error() {
        Some(libc::ENOENT | libc::ENOTDIR) => Missing::Absent,
        Some(libc::EXDEV) => Missing::Refused("it leads outside the book".into()),
        Some(libc::ELOOP) => Missing::Refused("a symbolic link loops or is not followed".into()),
        _ => Missing::Refused(e.to_string()),
    })?;
    let file = File::from(fd);
    let meta = file
        .metadata()
        .map_err(|e| Missing::Refused(e.to_string()))?;
    if meta.is_dir() {
        Ok(Found::Dir)
    } else if meta.is_file() {
        Ok(Found::File(file, meta))
    } else {
        Err(Missing::Refused("not a regular file".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "suffragetto-book-files-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("site/sub")).unwrap();
        std::fs::write(dir.join("secret.txt"), "SECRET").unwrap();
        std::fs::write(dir.join("site/in.html"), "in").unwrap();
        std::os::unix::fs::symlink("in.html", dir.join("site/inside")).unwrap();
        std::os::unix::fs::symlink("../in.html", dir.join("site/sub/up")).unwrap();
        std::os::unix::fs::symlink("../secret.txt", dir.join("site/out")).unwrap();
        std::os::unix::fs::symlink(dir.join("secret.txt"), dir.join("site/abs")).unwrap();
        std::os::unix::fs::symlink("loop", dir.join("site/loop")).unwrap();
        dir
    }

    fn read(found: Result<Found, Missing>) -> Option<String> {
        match found {
            Ok(Found::File(mut f, _)) => {
                let mut s = String::new();
                io::Read::read_to_string(&mut f, &mut s).unwrap();
                Some(s)
            }
            _ => None,
        }
    }

    #[test]
    fn links_inside_are_followed_and_links_out_are_not() {
        let dir = site();
        let root = File::open(dir.join("site")).unwrap();
        for ok in ["in.html", "inside", "sub/up"] {
            assert_eq!(
                read(open(&root, Path::new(ok))).as_deref(),
                Some("in"),
                "{ok}"
            );
        }
        for (out, refused) in [
            ("out", true),
            ("abs", true),
            ("loop", true),
            ("nope", false),
        ] {
            match open(&root, Path::new(out)) {
                Err(Missing::Refused(why)) => assert!(refused, "{out}: {why}"),
                Err(Missing::Absent) => assert!(!refused, "{out}"),
                Ok(_) => panic!("{out} was opened"),
            }
        }
        assert!(matches!(open(&root, Path::new("sub")), Ok(Found::Dir)));
        assert!(matches!(open(&root, Path::new("")), Ok(Found::Dir)));
        let long = "b".repeat(300);
        assert!(matches!(
            open(&root, Path::new(&long)),
            Err(Missing::Refused(_))
        ));
        // Without openat2, no link is followed at all.
        assert!(openat_nofollow(&root, Path::new("out")).is_err());
        assert!(openat_nofollow(&root, Path::new("inside")).is_err());
        assert!(openat_nofollow(&root, Path::new("sub/../in.html")).is_err());
        assert!(openat_nofollow(&root, Path::new("sub")).is_ok());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
