//! Numbers in the reader's convention: the one place that writes a decimal
//! number or an interval for a reader, so that every page writes them
//! alike. English writes `0.167 [-0.449, 0.167]` (as the command line
//! does); German and French write a decimal comma and a true minus sign,
//! and part an interval's ends with a semicolon, since the comma is taken:
//! `0,167 [−0,449; 0,167]`, in French with the narrow no-break space before
//! the semicolon that French typography sets (`[−0,449 ; 0,167]`).
//! Deterministic: the digits are Rust's own rounding of the value.

use super::Lang;

impl Lang {
    /// The semicolon that parts the items of a list, with its spaces:
    /// `; `, in French with the no-break space before it.
    pub fn semicolon(self) -> &'static str {
        match self {
            Lang::Fr => "\u{a0}; ",
            _ => "; ",
        }
    }

    /// The colon after a label, with its spaces: `: `, in French with the
    /// no-break space before it.
    pub fn colon(self) -> &'static str {
        match self {
            Lang::Fr => "\u{a0}: ",
            _ => ": ",
        }
    }

    /// `x` with `digits` decimals.
    pub fn decimal(self, x: f64, digits: usize) -> String {
        let plain = format!("{x:.digits$}");
        if self == Lang::En {
            return plain;
        }
        let (sign, digits) = match plain.strip_prefix('-') {
            Some(rest) => ("\u{2212}", rest),
            None => ("", plain.as_str()),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        if fraction.is_empty() {
            format!("{sign}{whole}")
        } else {
            format!("{sign}{whole},{fraction}")
        }
    }

    /// An estimate and its interval, `value [low, high]`, each with
    /// `digits` decimals.
    pub fn interval(self, value: f64, low: f64, high: f64, digits: usize) -> String {
        let separator = match self {
            Lang::En => ", ",
            Lang::De => "; ",
            Lang::Fr => "\u{202f}; ",
        };
        format!(
            "{} [{}{separator}{}]",
            self.decimal(value, digits),
            self.decimal(low, digits),
            self.decimal(high, digits)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_parts_a_list_and_a_label_with_a_no_break_space() {
        assert_eq!(Lang::Fr.semicolon(), "\u{a0}; ");
        assert_eq!(Lang::Fr.colon(), "\u{a0}: ");
        assert_eq!((Lang::De.semicolon(), Lang::En.colon()), ("; ", ": "));
    }

    #[test]
    fn english_keeps_the_decimal_point() {
        assert_eq!(Lang::En.decimal(0.1666, 3), "0.167");
        assert_eq!(
            Lang::En.interval(0.1666, -0.4491, 0.1666, 3),
            "0.167 [-0.449, 0.167]"
        );
    }

    #[test]
    fn german_and_french_write_a_decimal_comma_and_a_minus_sign() {
        assert_eq!(Lang::De.decimal(-12.26, 1), "\u{2212}12,3");
        assert_eq!(Lang::De.decimal(3.0, 0), "3");
        assert_eq!(
            Lang::De.interval(0.1666, -0.4491, 0.1666, 3),
            "0,167 [\u{2212}0,449; 0,167]"
        );
        assert_eq!(
            Lang::Fr.interval(0.1666, -0.4491, 0.1666, 3),
            "0,167 [\u{2212}0,449\u{202f}; 0,167]"
        );
    }
}
