//! `x`: the picture on screen (or the tree, with the tree panel open) written as an SVG file,
//! never over another file.

use std::io;

use crate::app::stops::Notice;
use crate::app::{App, Puzzle};

impl<P: Puzzle> App<P> {
    /// `x`: writes the picture on screen as an SVG file in [`App::export_dir`] and says where,
    /// or why it could not (nothing else changes either way).
    pub(super) fn export(&mut self) {
        // With the tree open, the tree as a figure; else the picture.
        let tree = self
            .show_tree
            .then(|| self.puzzle.export_tree(self.lang))
            .flatten();
        let (name, svg) = tree.unwrap_or_else(|| self.puzzle.export(self.lang));
        self.notice = Some(match write_new(&self.export_dir, &name, svg.as_bytes()) {
            Ok(path) => Notice::Exported(path.display().to_string()),
            Err(e) => Notice::ExportFailed(
                self.export_dir.join(&name).display().to_string(),
                e.to_string(),
            ),
        });
    }
}

/// Writes `bytes` to a new file in `dir` named `name`, or, if that name is taken (by a file,
/// a folder or a link, which is never followed), `stem-2.ext`, `stem-3.ext`, ...: nothing is
/// ever replaced. Returns the path written.
pub fn write_new(
    dir: &std::path::Path,
    name: &str,
    bytes: &[u8],
) -> io::Result<std::path::PathBuf> {
    use std::io::Write as _;
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    for k in 1..=999u32 {
        let candidate = match (k, ext) {
            (1, _) => name.to_string(),
            (_, "") => format!("{stem}-{k}"),
            _ => format!("{stem}-{k}.{ext}"),
        };
        let path = dir.join(candidate);
        // O_CREAT | O_EXCL: fails on any existing entry, a dangling link included.
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(bytes)?;
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        format!("{name} and 998 more names are taken"),
    ))
}

#[cfg(test)]
mod tests {
    /// `x` never follows a link at its file name nor replaces a file: the next free name is
    /// taken and said (issue 26).
    #[test]
    fn an_export_never_replaces_a_file_nor_follows_a_link() {
        let dir = std::env::temp_dir().join(format!("backtrack-new-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("precious.txt");
        std::fs::write(&target, "keep me").unwrap();
        std::os::unix::fs::symlink(&target, dir.join("p-step-0.svg")).unwrap();
        std::fs::write(dir.join("p-step-0-2.svg"), "older").unwrap();
        let path = super::write_new(&dir, "p-step-0.svg", b"<svg/>").unwrap();
        assert_eq!(path, dir.join("p-step-0-3.svg"));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "<svg/>");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
        assert_eq!(
            std::fs::read_to_string(dir.join("p-step-0-2.svg")).unwrap(),
            "older"
        );
        // A dangling link is a taken name too, and nothing is made where it points.
        std::os::unix::fs::symlink(dir.join("nowhere"), dir.join("d.svg")).unwrap();
        assert_eq!(
            super::write_new(&dir, "d.svg", b"x").unwrap(),
            dir.join("d-2.svg")
        );
        assert!(!dir.join("nowhere").exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
