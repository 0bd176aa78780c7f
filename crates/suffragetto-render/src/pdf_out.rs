//! PDF backend: the drawing model as vector operations of `printpdf`, text
//! set in DejaVu Sans cut down to the characters the document uses.
//! Coordinates are written in points from the page's bottom-left corner.
//! Every document asks viewers to print at 100 % (`/PrintScaling /None`);
//! pages with a trim get a `TrimBox` and a `BleedBox`. The output is made
//! deterministic: fixed font resource names, no document id, no dates.

use super::RenderError;
use super::font;
use super::model::{Anchor, Colour, Document, Rect, Shape, Stroke, Style, Transform, Weight};
use super::pdf_finish::{name_subsets, print_settings, subset_tag, used_chars};
use printpdf::{
    Color, FontId, Line, LineDashPattern, LinePoint, Op, PaintMode, PdfDocument, PdfFont,
    PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt, Rgb, TextItem,
    TextMatrix, WindingOrder,
};

/// Points per millimetre.
pub const PT_PER_MM: f64 = 72.0 / 25.4;

/// The PDF resource name of a font weight.
fn font_id(weight: Weight) -> FontId {
    FontId(
        match weight {
            Weight::Regular => "DejaVuSans",
            Weight::Bold => "DejaVuSansBold",
        }
        .to_string(),
    )
}

/// Writes the document as PDF bytes.
pub fn document_to_pdf(doc: &Document) -> Result<Vec<u8>, RenderError> {
    let mut pdf = PdfDocument::new(&doc.title);
    let mut tags = Vec::new();
    for weight in [Weight::Regular, Weight::Bold] {
        let chars = used_chars(doc, weight);
        if chars.is_empty() {
            continue;
        }
        tags.push((font_id(weight).0, subset_tag(&chars)));
        let subset = font::subset(weight, &chars).map_err(RenderError::Pdf)?;
        pdf.resources
            .fonts
            .map
            .insert(font_id(weight), PdfFont::new(subset));
    }
    for page in &doc.pages {
        let mut w = PageWriter {
            height: page.height,
            ops: Vec::new(),
            state: GraphicsState::default(),
        };
        for shape in &page.shapes {
            w.shape(shape, &Transform::IDENTITY);
        }
        pdf.pages.push(PdfPage::new(
            printpdf::Mm(page.width as f32),
            printpdf::Mm(page.height as f32),
            w.ops,
        ));
    }
    let mut warnings = Vec::new();
    let opts = PdfSaveOptions {
        optimize: true,
        subset_fonts: true,
        secure: true,
        image_optimization: None,
    };
    let mut lo = pdf.to_lopdf_document(&opts, &mut warnings);
    if let Some(w) = warnings
        .iter()
        .find(|w| w.severity == printpdf::PdfParseErrorSeverity::Error)
    {
        return Err(RenderError::Pdf(w.msg.clone()));
    }
    // printpdf draws the document id from a process-wide counter and dates
    // the document 1970: drop both so the bytes depend on the drawing alone.
    lo.trailer.remove(b"ID");
    if let Ok(info_ref) = lo.trailer.get(b"Info").and_then(|o| o.as_reference())
        && let Ok(info) = lo.get_dictionary_mut(info_ref)
    {
        for key in [
            "CreationDate",
            "ModDate",
            "GTS_PDFXVersion",
            "Identifier",
            "Trapped",
            "Author",
            "Subject",
            "Keywords",
        ] {
            info.remove(key.as_bytes());
        }
        info.set("Creator", lopdf::Object::string_literal("suffragetto"));
        info.set("Producer", lopdf::Object::string_literal("printpdf"));
    }
    print_settings(&mut lo, doc)?;
    name_subsets(&mut lo, &tags);
    lo.compress();
    let mut bytes = Vec::new();
    lo.save_to(&mut bytes)
        .map_err(|e| RenderError::Pdf(e.to_string()))?;
    Ok(bytes)
}

/// What the content stream has set, so each setting is written once.
#[derive(Clone, Default)]
struct GraphicsState {
    fill: Option<Colour>,
    stroke: Option<Colour>,
    width: Option<f64>,
    dash: Option<Option<(f64, f64)>>,
    char_spacing: Option<f64>,
}

struct PageWriter {
    height: f64,
    ops: Vec<Op>,
    state: GraphicsState,
}

fn rgb(c: Colour) -> Color {
    Color::Rgb(Rgb {
        r: c.r as f32 / 255.0,
        g: c.g as f32 / 255.0,
        b: c.b as f32 / 255.0,
        icc_profile: None,
    })
}

impl PageWriter {
    fn point(&self, tr: &Transform, x: f64, y: f64, bezier: bool) -> LinePoint {
        let (x, y) = tr.apply(x, y);
        LinePoint {
            p: Point {
                x: Pt((x * PT_PER_MM) as f32),
                y: Pt(((self.height - y) * PT_PER_MM) as f32),
            },
            bezier,
        }
    }

    fn set_fill(&mut self, c: Colour) {
        if self.state.fill != Some(c) {
            self.ops.push(Op::SetFillColor { col: rgb(c) });
            self.state.fill = Some(c);
        }
    }

    fn set_stroke(&mut self, s: &Stroke, tr: &Transform) {
        if self.state.stroke != Some(s.colour) {
            self.ops.push(Op::SetOutlineColor { col: rgb(s.colour) });
            self.state.stroke = Some(s.colour);
        }
        let width = s.width * tr.scale;
        if self.state.width != Some(width) {
            self.ops.push(Op::SetOutlineThickness {
                pt: Pt((width * PT_PER_MM) as f32),
            });
            self.state.width = Some(width);
        }
        let dash = s.dash.map(|(d, g)| (d * tr.scale, g * tr.scale));
        if self.state.dash != Some(dash) {
            let pattern = match dash {
                None => LineDashPattern::new(0.0, &[]),
                Some((d, g)) => {
                    LineDashPattern::new(0.0, &[(d * PT_PER_MM) as f32, (g * PT_PER_MM) as f32])
                }
            };
            self.ops.push(Op::SetLineDashPattern { dash: pattern });
            self.state.dash = Some(dash);
        }
    }

    /// Fills and/or strokes a closed ring of points.
    fn closed(&mut self, points: Vec<LinePoint>, style: &Style, tr: &Transform) {
        let mode = match (&style.fill, &style.stroke) {
            (None, None) => return,
            (Some(_), None) => PaintMode::Fill,
            (None, Some(_)) => PaintMode::Stroke,
            (Some(_), Some(_)) => PaintMode::FillStroke,
        };
        if let Some(f) = style.fill {
            self.set_fill(f);
        }
        if let Some(s) = &style.stroke {
            self.set_stroke(s, tr);
        }
        self.ops.push(Op::DrawPolygon {
            polygon: Polygon {
                rings: vec![PolygonRing { points }],
                mode,
                winding_order: WindingOrder::NonZero,
            },
        });
    }

    fn rect_points(&self, r: &Rect, tr: &Transform) -> Vec<LinePoint> {
        vec![
            self.point(tr, r.x, r.y, false),
            self.point(tr, r.right(), r.y, false),
            self.point(tr, r.right(), r.bottom(), false),
            self.point(tr, r.x, r.bottom(), false),
        ]
    }

    fn line(&mut self, a: (f64, f64), b: (f64, f64), s: &Stroke, tr: &Transform) {
        self.set_stroke(s, tr);
        let points = vec![
            self.point(tr, a.0, a.1, false),
            self.point(tr, b.0, b.1, false),
        ];
        self.ops.push(Op::DrawLine {
            line: Line {
                points,
                is_closed: false,
            },
        });
    }

    fn shape(&mut self, shape: &Shape, tr: &Transform) {
        match shape {
            Shape::Rect(r, style) => {
                let pts = self.rect_points(r, tr);
                self.closed(pts, style, tr);
            }
            Shape::Circle(cx, cy, r, style) => {
                // Four cubic Béziers; k places the handles.
                let k = 0.552_284_75 * r;
                let (cx, cy, r) = (*cx, *cy, *r);
                let p = |x: f64, y: f64, b: bool| self.point(tr, x, y, b);
                let pts = vec![
                    p(cx + r, cy, false),
                    p(cx + r, cy + k, true),
                    p(cx + k, cy + r, true),
                    p(cx, cy + r, false),
                    p(cx - k, cy + r, true),
                    p(cx - r, cy + k, true),
                    p(cx - r, cy, false),
                    p(cx - r, cy - k, true),
                    p(cx - k, cy - r, true),
                    p(cx, cy - r, false),
                    p(cx + k, cy - r, true),
                    p(cx + r, cy - k, true),
                    p(cx + r, cy, false),
                ];
                self.closed(pts, style, tr);
            }
            Shape::Path {
                points,
                closed,
                style,
            } => {
                let pts: Vec<LinePoint> = points
                    .iter()
                    .map(|(x, y)| self.point(tr, *x, *y, false))
                    .collect();
                if *closed {
                    self.closed(pts, style, tr);
                } else if let Some(s) = &style.stroke {
                    self.set_stroke(s, tr);
                    self.ops.push(Op::DrawLine {
                        line: Line {
                            points: pts,
                            is_closed: false,
                        },
                    });
                }
            }
            Shape::Line(a, b, s) => self.line(*a, *b, s, tr),
            Shape::Hatch {
                area,
                angle,
                spacing,
                stroke,
            } => {
                for (a, b) in super::model::hatch_lines(area, *angle, *spacing) {
                    self.line(a, b, stroke, tr);
                }
            }
            Shape::Text(t) => {
                let size = t.size * tr.scale;
                let spacing = t.letter_spacing * tr.scale;
                let width = font::width(&t.content, t.weight, size, spacing);
                let shift = match t.anchor {
                    Anchor::Start => 0.0,
                    Anchor::Middle => width / 2.0,
                    Anchor::End => width,
                };
                let a = t.rotate.to_radians();
                let (x, y) = tr.apply(t.x, t.y);
                let (x, y) = (x - shift * a.cos(), y - shift * a.sin());
                // Clockwise on a y-down page is counter-clockwise angle -a in PDF.
                let (s, c) = (-a).sin_cos();
                self.set_fill(t.fill);
                self.ops.push(Op::StartTextSection);
                self.ops.push(Op::SetFont {
                    font: PdfFontHandle::External(font_id(t.weight)),
                    size: Pt((size * PT_PER_MM) as f32),
                });
                if self.state.char_spacing != Some(spacing) {
                    self.ops.push(Op::SetCharacterSpacing {
                        multiplier: (spacing * PT_PER_MM) as f32,
                    });
                    self.state.char_spacing = Some(spacing);
                }
                self.ops.push(Op::SetTextMatrix {
                    matrix: TextMatrix::Raw([
                        c as f32,
                        s as f32,
                        -s as f32,
                        c as f32,
                        (x * PT_PER_MM) as f32,
                        ((self.height - y) * PT_PER_MM) as f32,
                    ]),
                });
                self.ops.push(Op::ShowText {
                    items: vec![TextItem::Text(t.content.clone())],
                });
                self.ops.push(Op::EndTextSection);
            }
            Shape::Group {
                transform,
                clip,
                shapes,
            } => {
                let saved = self.state.clone();
                self.ops.push(Op::SaveGraphicsState);
                if let Some(r) = clip {
                    let points = self.rect_points(r, tr);
                    self.ops.push(Op::DrawPolygon {
                        polygon: Polygon {
                            rings: vec![PolygonRing { points }],
                            mode: PaintMode::Clip,
                            winding_order: WindingOrder::NonZero,
                        },
                    });
                }
                let inner = tr.then(transform);
                for s in shapes {
                    self.shape(s, &inner);
                }
                self.ops.push(Op::RestoreGraphicsState);
                self.state = saved;
            }
            Shape::Tagged { tag, shapes } => {
                self.ops.push(Op::BeginMarkedContent { tag: tag.clone() });
                for s in shapes {
                    self.shape(s, tr);
                }
                self.ops.push(Op::EndMarkedContent);
            }
        }
    }
}
