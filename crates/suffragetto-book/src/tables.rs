//! Tables that fit a phone: after mdBook has written a page, each cell of a
//! table with a header row is given the heading of its column
//! (`data-label`), and a table of three or more columns the class `stack`,
//! so that on a narrow screen the style sheet (`theme/site.css`) sets each
//! row as a card whose values are named, instead of a table wider than the
//! page. Tables that label their cells already (the matrix) are left alone.

/// The text of an HTML fragment, tags dropped and white space joined, for
/// an attribute value (`"`, `<`, `>` and `&` escaped).
fn label(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    // Entities in the text stay entities; quotes are escaped anew.
    text.replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The header cells' texts of a table's first header row.
fn headings(table: &str) -> Vec<String> {
    let Some(start) = table.find("<thead") else {
        return Vec::new();
    };
    let end = table[start..]
        .find("</thead>")
        .map_or(table.len(), |i| start + i);
    let head = &table[start..end];
    let row_start = head.find("<tr").unwrap_or(0);
    let row_end = head.find("</tr>").unwrap_or(head.len());
    head[row_start..row_end]
        .split("<th")
        .skip(1)
        .filter(|cell| cell.starts_with(['>', ' ']))
        .map(|cell| {
            let body = &cell[cell.find('>').map_or(0, |i| i + 1)..];
            label(&body[..body.find("</th>").unwrap_or(body.len())])
        })
        .collect()
}

/// One table with its body cells labelled.
fn label_table(table: &str) -> String {
    let heads = headings(table);
    if heads.is_empty() || table.contains("data-label=") || table.contains("data-variant=") {
        return table.to_string();
    }
    let Some(body_at) = table.find("<tbody") else {
        return table.to_string();
    };
    let mut out = String::with_capacity(table.len() + heads.len() * 64);
    let (head, body) = table.split_at(body_at);
    if heads.len() >= 3 {
        out.push_str(&head.replacen("<table", "<table data-stack", 1));
    } else {
        out.push_str(head);
    }
    for (i, row) in body.split("<tr").enumerate() {
        if i > 0 {
            out.push_str("<tr");
        }
        let mut col = 0;
        let mut rest = row;
        while let Some(at) = rest.find("<t") {
            let after = &rest[at + 2..];
            let cell = after.starts_with('d') || after.starts_with('h');
            let ends = after[1..].starts_with(['>', ' ']);
            if !(cell && ends) {
                out.push_str(&rest[..at + 2]);
                rest = after;
                continue;
            }
            out.push_str(&rest[..at + 3]);
            if let Some(h) = heads.get(col) {
                out.push_str(&format!(" data-label=\"{h}\""));
            }
            col += 1;
            rest = &after[1..];
        }
        out.push_str(rest);
    }
    out
}

/// `html` with the cells of its tables labelled by their column headings.
pub fn label_cells(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<table") {
        out.push_str(&rest[..start]);
        let end = rest[start..]
            .find("</table>")
            .map_or(rest.len(), |i| start + i + "</table>".len());
        out.push_str(&label_table(&rest[start..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_by_their_columns() {
        let html = "<p>x</p><div class=\"table-wrapper\"><table><thead><tr><th>variant</th><th style=\"text-align: right\">games</th><th>Suffragettes <em>win</em></th></tr></thead>\
            <tbody><tr><td><a href=\"a\">English</a></td><td style=\"text-align: right\">24</td><td>0.5 [0.3, 0.7]</td></tr>\
            <tr><td>German</td><td>24</td><td>0.4</td></tr></tbody></table></div><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>";
        let out = label_cells(html);
        assert!(out.contains("<table data-stack><thead>"), "{out}");
        assert!(
            out.contains("<td data-label=\"variant\"><a href=\"a\">English</a></td>"),
            "{out}"
        );
        assert!(
            out.contains("<td data-label=\"games\" style=\"text-align: right\">24</td>"),
            "{out}"
        );
        assert!(
            out.contains("<td data-label=\"Suffragettes win\">0.4</td>"),
            "{out}"
        );
        assert!(
            out.contains("<table><thead><tr><th>a</th>"),
            "two columns fit a phone: {out}"
        );
        assert!(out.contains("<td data-label=\"b\">2</td>"));
        assert!(
            out.contains("<thead><tr><th>variant</th>"),
            "the header row stays as it is"
        );
        let matrix = "<table class=\"matrix\"><thead><tr><th>x</th></tr></thead><tbody><tr><td data-variant=\"E\">1</td></tr></tbody></table>";
        assert_eq!(label_cells(matrix), matrix);
    }
}
