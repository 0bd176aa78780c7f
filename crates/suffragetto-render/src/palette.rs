//! Zone colours and hatching, per theme (`docs/board.md`: Arena pink,
//! free squares yellow, Prison and Hospital grey-purple, Yard and Grounds
//! pale green, buildings white with a strong outline).

use super::model::Colour;
use super::options::Theme;
use suffragetto_core::geometry::Zone;

/// How one zone's squares are painted.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ZonePaint {
    /// Square fill.
    pub fill: Colour,
    /// Hatching: angle in degrees and spacing in squares, if hatched.
    pub hatch: Option<(f64, f64)>,
    /// Colour of the zone's name.
    pub label: Colour,
}

/// The colours of everything that is not a zone.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Palette {
    /// The border around the squares.
    pub frame: Colour,
    /// The thin stripes between frame and squares.
    pub stripes: [Colour; 2],
    /// Coordinates printed on the frame.
    pub frame_ink: Colour,
    /// Lines between squares.
    pub grid: Colour,
    /// Lines between zones and around buildings.
    pub outline: Colour,
    /// Hatching lines.
    pub hatch: Colour,
}

/// The palette of a theme.
pub fn palette(theme: Theme) -> Palette {
    match theme {
        Theme::Colour => Palette {
            frame: Colour::rgb(0x4a, 0x23, 0x5a),
            stripes: [Colour::WHITE, Colour::rgb(0x2e, 0x7d, 0x32)],
            frame_ink: Colour::WHITE,
            grid: Colour::rgb(0x6b, 0x5a, 0x6e),
            outline: Colour::rgb(0x2b, 0x1d, 0x33),
            hatch: Colour::rgb(0x6b, 0x5a, 0x6e),
        },
        Theme::Mono => Palette {
            frame: Colour::WHITE,
            stripes: [Colour::BLACK, Colour::WHITE],
            frame_ink: Colour::BLACK,
            grid: Colour::rgb(0x40, 0x40, 0x40),
            outline: Colour::BLACK,
            hatch: Colour::rgb(0x50, 0x50, 0x50),
        },
    }
}

/// How a zone is painted in a theme.
pub fn zone_paint(zone: Zone, theme: Theme) -> ZonePaint {
    use Zone::*;
    let paint =
        |fill: Colour, hatch: Option<(f64, f64)>, label: Colour| ZonePaint { fill, hatch, label };
    match theme {
        Theme::Colour => match zone {
            Arena => paint(
                Colour::rgb(0xf6, 0xc6, 0xd0),
                None,
                Colour::rgb(0xd9, 0x8c, 0x9e),
            ),
            Free => paint(Colour::rgb(0xfb, 0xec, 0xa6), None, Colour::BLACK),
            Prison | Hospital => paint(
                Colour::rgb(0xb4, 0xa7, 0xc2),
                None,
                Colour::rgb(0x4e, 0x3d, 0x5e),
            ),
            PrisonYard | HospitalGrounds => paint(
                Colour::rgb(0xcd, 0xe8, 0xc4),
                None,
                Colour::rgb(0x3d, 0x6b, 0x3a),
            ),
            HouseOfCommons | AlbertHall => {
                paint(Colour::WHITE, None, Colour::rgb(0x2b, 0x1d, 0x33))
            }
        },
        Theme::Mono => match zone {
            Arena => paint(
                Colour::rgb(0xe4, 0xe4, 0xe4),
                None,
                Colour::rgb(0x9a, 0x9a, 0x9a),
            ),
            Free => paint(Colour::WHITE, None, Colour::BLACK),
            Prison | Hospital => paint(
                Colour::rgb(0xc8, 0xc8, 0xc8),
                Some((45.0, 0.16)),
                Colour::BLACK,
            ),
            PrisonYard | HospitalGrounds => {
                paint(Colour::WHITE, Some((-45.0, 0.16)), Colour::BLACK)
            }
            HouseOfCommons | AlbertHall => paint(Colour::WHITE, None, Colour::BLACK),
        },
    }
}
