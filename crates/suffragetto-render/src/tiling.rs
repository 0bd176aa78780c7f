//! Splitting the board over sheets of paper: where the seams go, which part
//! of the board each sheet shows, and the order of the sheets.
//!
//! Each sheet shows a window of the board. Neighbouring windows overlap by
//! the glue strip: the sheet to the right (or below) is cut along its seam,
//! which sits on a line between squares whenever the overlap allows it, and
//! laid over the strip of its neighbour.

use super::RenderError;
use super::length::Length;
use super::options::Paper;

/// Space kept free on the left, right and bottom of a sheet, mm: printers
/// cannot print to the edge.
pub const SHEET_MARGIN: f64 = 10.0;
/// Space kept free at the top of a sheet, mm; the tile's label sits there.
pub const SHEET_TOP: f64 = 16.0;
/// The most sheets a board may be split into.
pub const MAX_SHEETS: usize = 400;

/// How one axis of the board is split.
#[derive(Clone, Debug, PartialEq)]
pub struct Split {
    /// The seams: where one window ends its own part and the next begins.
    pub seams: Vec<f64>,
    /// The part of the board each window shows: start and end, mm.
    pub windows: Vec<(f64, f64)>,
    /// Whether every seam lies on a line between squares.
    pub on_grid: bool,
}

/// The layout of a tiled board.
#[derive(Clone, Debug, PartialEq)]
pub struct TilePlan {
    /// Sheet width and height as printed, mm.
    pub sheet: (f64, f64),
    /// Whether the sheets are used in landscape.
    pub landscape: bool,
    /// Glue strip width, mm.
    pub overlap: f64,
    /// Columns (x axis).
    pub cols: Split,
    /// Rows (y axis).
    pub rows: Split,
}

impl TilePlan {
    /// The plan for a board of `size` mm whose lines between squares lie at
    /// `grid` (mm from the board's edge), on `paper` with `overlap` mm glue
    /// strips: portrait or landscape, whichever needs fewer sheets
    /// (portrait on a tie).
    pub fn new(
        size: f64,
        grid: &[f64],
        paper: Paper,
        overlap: f64,
    ) -> Result<TilePlan, RenderError> {
        let (pw, ph) = paper.portrait().ok_or(RenderError::NotTiled)?;
        if overlap.is_nan() || overlap < 0.0 {
            return Err(RenderError::NotPositive {
                what: "overlap",
                value: Length(overlap),
            });
        }
        let mut best: Option<TilePlan> = None;
        for landscape in [false, true] {
            let sheet = if landscape { (ph, pw) } else { (pw, ph) };
            let (ww, wh) = window(sheet);
            if overlap >= ww.min(wh) / 2.0 {
                return Err(RenderError::OverlapTooLarge {
                    overlap: Length(overlap),
                    window: Length(ww.min(wh)),
                });
            }
            let plan = TilePlan {
                sheet,
                landscape,
                overlap,
                cols: split(size, ww, overlap, grid),
                rows: split(size, wh, overlap, grid),
            };
            if best.as_ref().is_none_or(|b| plan.count() < b.count()) {
                best = Some(plan);
            }
        }
        let plan = best.expect("two orientations tried");
        if plan.count() > MAX_SHEETS {
            return Err(RenderError::TooManySheets {
                sheets: plan.count(),
                limit: MAX_SHEETS,
            });
        }
        Ok(plan)
    }

    /// Number of sheets.
    pub fn count(&self) -> usize {
        self.cols.windows.len() * self.rows.windows.len()
    }

    /// The window of the tile in `row`, `col` (0-based): x, y, width, height
    /// in board millimetres.
    pub fn window(&self, row: usize, col: usize) -> (f64, f64, f64, f64) {
        let (x0, x1) = self.cols.windows[col];
        let (y0, y1) = self.rows.windows[row];
        (x0, y0, x1 - x0, y1 - y0)
    }
}

/// The printable window of a sheet.
pub fn window((w, h): (f64, f64)) -> (f64, f64) {
    (w - 2.0 * SHEET_MARGIN, h - SHEET_TOP - SHEET_MARGIN)
}

/// Splits `[0, size]` into windows of at most `room` that overlap by
/// `overlap`, with as few windows as possible and seams on `grid` lines when
/// they can be.
pub fn split(size: f64, room: f64, overlap: f64, grid: &[f64]) -> Split {
    if size <= room + 1e-9 {
        return Split {
            seams: Vec::new(),
            windows: vec![(0.0, size)],
            on_grid: true,
        };
    }
    let n = ((size - overlap) / (room - overlap) - 1e-9).ceil() as usize;
    let fits = |seams: &[f64]| {
        let mut start = 0.0;
        for &s in seams {
            if s <= start || s + overlap - start > room + 1e-9 {
                return false;
            }
            start = s;
        }
        size - start <= room + 1e-9
    };
    let ideal: Vec<f64> = (1..n)
        .map(|k| k as f64 * (size - overlap) / n as f64)
        .collect();
    let nearest = |x: f64| {
        grid.iter()
            .copied()
            .min_by(|a, b| (a - x).abs().total_cmp(&(b - x).abs()))
            .unwrap_or(x)
    };
    let snapped: Vec<f64> = ideal.iter().map(|&x| nearest(x)).collect();
    let greedy = || {
        let mut seams = Vec::new();
        let mut start = 0.0;
        for _ in 1..n {
            let limit = start + room - overlap;
            let s = grid
                .iter()
                .copied()
                .rfind(|&g| g > start + 1e-9 && g <= limit + 1e-9)?;
            seams.push(s);
            start = s;
        }
        Some(seams)
    };
    let (seams, on_grid) = if fits(&snapped) {
        (snapped, true)
    } else if let Some(g) = greedy().filter(|g| fits(g)) {
        (g, true)
    } else {
        (ideal, false)
    };
    let mut windows = Vec::with_capacity(n);
    let mut start = 0.0;
    for &s in &seams {
        windows.push((start, s + overlap));
        start = s;
    }
    windows.push((start, size));
    Split {
        seams,
        windows,
        on_grid,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Vec<f64> {
        let q = (457.2 - 20.0) / 17.0;
        (0..=17).map(|i| 10.0 + i as f64 * q).collect()
    }

    #[test]
    fn an_18_inch_board_on_a4_takes_six_sheets() {
        let plan = TilePlan::new(457.2, &grid(), Paper::A4, 10.0).unwrap();
        assert_eq!(plan.count(), 6);
        assert!(plan.cols.on_grid && plan.rows.on_grid);
        for split in [&plan.cols, &plan.rows] {
            for (i, s) in split.seams.iter().enumerate() {
                assert!(grid().iter().any(|g| (g - s).abs() < 1e-9));
                assert!((split.windows[i].1 - s - 10.0).abs() < 1e-9);
            }
        }
    }

    #[test]
    fn windows_fit_their_sheet() {
        for paper in [Paper::A4, Paper::Letter, Paper::A3] {
            for overlap in [0.0, 10.0, 25.0] {
                let plan = TilePlan::new(457.2, &grid(), paper, overlap).unwrap();
                let (ww, wh) = window(plan.sheet);
                for &(a, b) in &plan.cols.windows {
                    assert!(b - a <= ww + 1e-6);
                }
                for &(a, b) in &plan.rows.windows {
                    assert!(b - a <= wh + 1e-6);
                }
                assert_eq!(plan.cols.windows.last().unwrap().1, 457.2);
            }
        }
    }

    #[test]
    fn overlap_must_leave_room() {
        assert!(TilePlan::new(457.2, &grid(), Paper::A4, 150.0).is_err());
        assert!(TilePlan::new(457.2, &grid(), Paper::A4, -1.0).is_err());
        assert!(TilePlan::new(457.2, &grid(), Paper::Full, 10.0).is_err());
    }
}
