//! Lengths as people write them: `18in`, `457.2mm`, `45.72cm`.

use std::fmt;
use std::str::FromStr;

/// Millimetres per inch.
pub const MM_PER_IN: f64 = 25.4;

/// A length in millimetres, read from text with a unit.
#[derive(Copy, Clone, Debug, PartialEq, PartialOrd)]
pub struct Length(pub f64);

impl Length {
    /// The length in millimetres.
    pub fn mm(self) -> f64 {
        self.0
    }
}

/// A length that could not be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("`{0}` is not a length (expected a number and a unit: 457.2mm, 45.72cm or 18in)")]
pub struct ParseLengthError(pub String);

impl FromStr for Length {
    type Err = ParseLengthError;

    /// Reads a number followed by `mm`, `cm` or `in`; a bare number is an
    /// error (is `12` inches or millimetres?), except 0.
    fn from_str(s: &str) -> Result<Length, ParseLengthError> {
        let t = s.trim();
        let err = || ParseLengthError(s.to_string());
        let (number, factor) = if let Some(n) = t.strip_suffix("mm") {
            (n, 1.0)
        } else if let Some(n) = t.strip_suffix("cm") {
            (n, 10.0)
        } else if let Some(n) = t.strip_suffix("in") {
            (n, MM_PER_IN)
        } else if t.parse::<f64>() == Ok(0.0) {
            (t, 1.0)
        } else {
            return Err(err());
        };
        let value: f64 = number.trim().parse().map_err(|_| err())?;
        if !value.is_finite() {
            return Err(err());
        }
        Ok(Length(value * factor))
    }
}

impl fmt::Display for Length {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}mm", (self.0 * 1000.0).round() / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        assert_eq!("18in".parse::<Length>().unwrap().mm(), 457.2);
        assert_eq!("45.72cm".parse::<Length>().unwrap().mm(), 457.2);
        assert_eq!("10mm".parse::<Length>().unwrap().mm(), 10.0);
        assert_eq!(" 12mm ".parse::<Length>().unwrap().mm(), 12.0);
        assert!(
            "12".parse::<Length>().is_err(),
            "a bare number needs a unit"
        );
        assert_eq!("0".parse::<Length>().unwrap().mm(), 0.0);
        assert_eq!("-5mm".parse::<Length>().unwrap().mm(), -5.0);
        assert!("5 furlongs".parse::<Length>().is_err());
        assert!("mm".parse::<Length>().is_err());
        assert!("infmm".parse::<Length>().is_err());
    }
}
