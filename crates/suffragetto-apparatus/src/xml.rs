//! Writing XML with quick-xml: elements, escaped text, and mixed content
//! with translation artefacts marked as `choice`/`sic`/`corr`.

use super::Artefact;
use quick_xml::Writer;
use quick_xml::escape::partial_escape;
use quick_xml::events::{BytesEnd, BytesStart, BytesText, Event};

pub(super) type W = Writer<Vec<u8>>;

/// Writes an event; writing to a `Vec` cannot fail.
pub(super) fn put<'a>(w: &mut W, e: impl Into<Event<'a>>) {
    w.write_event(e).expect("writing to memory");
}

pub(super) fn start(w: &mut W, name: &str, attrs: &[(&str, &str)]) {
    put(
        w,
        Event::Start(BytesStart::new(name).with_attributes(attrs.iter().copied())),
    );
}

pub(super) fn end(w: &mut W, name: &str) {
    put(w, Event::End(BytesEnd::new(name)));
}

/// Text, with only `<`, `>` and `&` escaped (quotes and apostrophes stay
/// readable).
pub(super) fn text(w: &mut W, s: &str) {
    put(w, Event::Text(BytesText::from_escaped(partial_escape(s))));
}

/// The start of an element of mixed content: what follows is not indented.
pub(super) fn start_mixed(w: &mut W, name: &str, attrs: &[(&str, &str)]) {
    start(w, name, attrs);
    text(w, "");
}

/// `<name attrs>text</name>`.
pub(super) fn leaf(w: &mut W, name: &str, attrs: &[(&str, &str)], s: &str) {
    start(w, name, attrs);
    text(w, s);
    end(w, name);
}

/// `s` as mixed content, each artefact's words as a `choice` (or a bare
/// `sic` where no correction is offered).
pub(super) fn marked(w: &mut W, s: &str, artefacts: &[Artefact]) {
    text(w, "");
    let mut rest = s;
    while !rest.is_empty() {
        let next = artefacts
            .iter()
            .filter_map(|a| rest.find(&a.sic).map(|i| (i, a)))
            .min_by_key(|(i, a)| (*i, std::cmp::Reverse(a.sic.len())));
        let Some((i, a)) = next else {
            text(w, rest);
            break;
        };
        text(w, &rest[..i]);
        match &a.corr {
            Some(corr) => {
                start(w, "choice", &[]);
                leaf(w, "sic", &[], &a.sic);
                leaf(w, "corr", &[("cert", &a.cert), ("resp", "#project")], corr);
                end(w, "choice");
            }
            None => leaf(w, "sic", &[], &a.sic),
        }
        text(w, "");
        rest = &rest[i + a.sic.len()..];
    }
}
