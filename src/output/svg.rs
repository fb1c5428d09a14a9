//! The SVG document every picture is drawn in (`x`, `--print svg`): its opening with a title,
//! styles and a white page, its margins, and text escaped for XML. Each problem draws its own
//! picture in its folder.

pub mod items;
pub mod tree;

use std::fmt::Write as _;

/// Room for the rank numbers on the left and the file letters below a board.
pub const MARGIN: usize = 20;
/// Room above a board for its caption.
pub const CAPTION: usize = 22;
/// Space between two boards.
pub const GAP: usize = 24;

/// The start of an SVG document of `width`×`height`: its title, its styles and a white page.
/// Text keeps its spaces as written (a caption's two spaces stay two: `xml:space` for
/// viewers that read it, `white-space: pre` for those that read CSS).
pub fn open_svg((width, height): (usize, usize), title: &str, style: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(out, "<style>text{{white-space:pre}}{style}</style>");
    out.push_str("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    out
}

/// [`open_svg`] with `caption` as its title and on its first line (class `caption`).
pub fn open_captioned(size: (usize, usize), caption: &str, style: &str) -> String {
    let mut out = open_svg(size, caption, style);
    let _ = writeln!(
        out,
        r#"<text class="caption" x="{GAP}" y="{}">{}</text>"#,
        CAPTION - 7,
        escape(caption)
    );
    out
}

/// A line of words (class `note`) at the left margin, its baseline at `y`.
pub fn note(out: &mut String, y: usize, words: &str) {
    let _ = writeln!(
        out,
        r#"<text class="note" x="{GAP}" y="{y}">{}</text>"#,
        escape(words)
    );
}

/// Room for a caption in bold 12px sans-serif (about 8 units a column: a Chinese character
/// takes two) after the margin.
pub fn caption_width(caption: &str) -> usize {
    MARGIN + unicode_width::UnicodeWidthStr::width(caption) * 8
}

/// Text for SVG: the five characters XML reserves, escaped.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_opens_with_its_title_escaped_and_its_styles() {
        let mut doc = open_svg((40, 30), "a <b> & \"c\"", ".x{fill:red}");
        doc.push_str("</svg>\n");
        let parsed = roxmltree::Document::parse(&doc).unwrap();
        let title = parsed
            .descendants()
            .find(|e| e.has_tag_name("title"))
            .and_then(|t| t.text());
        assert_eq!(title, Some("a <b> & \"c\""));
        assert_eq!(parsed.root_element().attribute("width"), Some("40"));
        assert!(caption_width("abc") > MARGIN);
        // A Chinese caption is measured in columns, two a character.
        assert_eq!(
            caption_width("解空间") - MARGIN,
            caption_width("abcdef") - MARGIN
        );
        // Spaces are kept as written.
        let root = parsed.root_element();
        assert_eq!(
            root.attribute(("http://www.w3.org/XML/1998/namespace", "space")),
            Some("preserve")
        );
        assert!(doc.contains("text{white-space:pre}"));
    }
}
