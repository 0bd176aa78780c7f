//! The board of `docs/board.md` as data: squares, zones, directions and
//! fixed-size square sets. All index arithmetic of the project lives here.
//!
//! Files `a`..`q` run left to right, ranks `1`..`17` bottom to top. A square's
//! index is `(rank - 1) * 17 + file` with `a` = 0, so `a1` = 0 and `q17` = 288.

use std::fmt;
use std::str::FromStr;

/// Number of files (and of ranks) on the board.
pub const SIZE: u8 = 17;
/// Number of squares on the board.
pub const NUM_SQUARES: usize = 289;

/// One of the 289 squares.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u16);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1); `None` off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE {
            Some(Square(rank as u16 * SIZE as u16 + file as u16))
        } else {
            None
        }
    }

    /// The square with this index (0..289).
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < NUM_SQUARES {
            Some(Square(index as u16))
        } else {
            None
        }
    }

    /// The square `delta` indices away, which the caller knows to be on the
    /// board (checked in debug builds only).
    #[inline(always)]
    pub(crate) fn offset(self, delta: i16) -> Square {
        let i = self.0 as i16 + delta;
        debug_assert!((0..NUM_SQUARES as i16).contains(&i), "{self} + {delta}");
        Square(i as u16)
    }

    /// The square's index, `(rank - 1) * 17 + file`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File, 0 (`a`) to 16 (`q`).
    pub const fn file(self) -> u8 {
        (self.0 % SIZE as u16) as u8
    }

    /// Rank, 0 (rank 1) to 16 (rank 17).
    pub const fn rank(self) -> u8 {
        (self.0 / SIZE as u16) as u8
    }

    /// The zone this square belongs to.
    pub const fn zone(self) -> Zone {
        Zone::of(self)
    }

    /// King distance: the number of steps between two squares on an empty board.
    pub fn distance(self, other: Square) -> u8 {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        df.max(dr)
    }

    /// Every square in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..NUM_SQUARES as u16).map(Square)
    }

    /// The square one step away in `dir`, if it is on the board.
    pub fn step(self, dir: Direction) -> Option<Square> {
        let t = offset(self.index(), dir as usize, 1);
        (t != NONE).then_some(Square(t))
    }

    /// The square jumped and the landing square of a hop in `dir`, if both are
    /// on the board.
    pub fn hop(self, dir: Direction) -> Option<(Square, Square)> {
        let land = offset(self.index(), dir as usize, 2);
        (land != NONE).then(|| (Square(offset(self.index(), dir as usize, 1)), Square(land)))
    }

    /// The on-board neighbours of this square with their directions, in
    /// direction order.
    #[inline]
    pub fn neighbour_list(self) -> &'static [(Square, Direction)] {
        let (list, len) = &STEP_LIST[self.index()];
        &list[..*len as usize]
    }

    /// The (up to eight) squares next to this one, as a set.
    #[inline]
    pub fn neighbourhood(self) -> &'static SquareSet {
        &NEIGHBOURHOODS[self.index()]
    }

    /// The hops possible from this square on an empty board: (jumped square,
    /// landing square, direction), landings in ascending index order.
    #[inline]
    pub fn hop_list(self) -> &'static [(Square, Square, Direction)] {
        let (list, len) = &HOP_LIST[self.index()];
        &list[..*len as usize]
    }

    /// The direction and count of single steps from `self` to `other` when the
    /// two lie on one line (rank, file or diagonal).
    pub fn line_to(self, other: Square) -> Option<(Direction, u8)> {
        let df = other.file() as i8 - self.file() as i8;
        let dr = other.rank() as i8 - self.rank() as i8;
        if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let dir = Direction::from_delta(df.signum(), dr.signum())?;
        Some((dir, df.unsigned_abs().max(dr.unsigned_abs())))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A square name that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a square (expected a file a-q and a rank 1-17, e.g. g5)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_string());
        let bytes = s.as_bytes();
        let (&f, digits) = bytes.split_first().ok_or_else(err)?;
        if !(b'a'..=b'q').contains(&f) || digits.is_empty() || digits.len() > 2 {
            return Err(err());
        }
        if digits[0] == b'0' || !digits.iter().all(u8::is_ascii_digit) {
            return Err(err());
        }
        let rank: u8 = std::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse().ok())
            .ok_or_else(err)?;
        if !(1..=SIZE).contains(&rank) {
            return Err(err());
        }
        Square::new(f - b'a', rank - 1).ok_or_else(err)
    }
}

impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The eight directions, ordered by the index offset they add to a square
/// (south-west first), so that trying them in order visits landing squares in
/// ascending index order.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Direction {
    /// Down and left.
    SouthWest = 0,
    /// Down (towards rank 1).
    South = 1,
    /// Down and right.
    SouthEast = 2,
    /// Left (towards file a).
    West = 3,
    /// Right (towards file q).
    East = 4,
    /// Up and left.
    NorthWest = 5,
    /// Up (towards rank 17).
    North = 6,
    /// Up and right.
    NorthEast = 7,
}

impl Direction {
    /// All eight, in ascending order of index offset.
    pub const ALL: [Direction; 8] = [
        Direction::SouthWest,
        Direction::South,
        Direction::SouthEast,
        Direction::West,
        Direction::East,
        Direction::NorthWest,
        Direction::North,
        Direction::NorthEast,
    ];

    /// (file delta, rank delta) of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::SouthWest => (-1, -1),
            Direction::South => (0, -1),
            Direction::SouthEast => (1, -1),
            Direction::West => (-1, 0),
            Direction::East => (1, 0),
            Direction::NorthWest => (-1, 1),
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
        }
    }

    /// The direction with this (file, rank) delta, each in -1..=1.
    pub fn from_delta(df: i8, dr: i8) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.delta() == (df, dr))
    }

    /// The direction back (north-east for south-west).
    pub const fn opposite(self) -> Direction {
        Direction::ALL[7 - self as usize]
    }

    /// Whether a step in this direction changes both file and rank.
    pub const fn is_diagonal(self) -> bool {
        let (df, dr) = self.delta();
        df != 0 && dr != 0
    }

    /// This direction's bit in a [`DirectionSet`].
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of directions as a bit mask (bit `d` for `Direction` `d`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct DirectionSet(pub u8);

impl DirectionSet {
    /// All eight directions.
    pub const ALL: DirectionSet = DirectionSet(0xff);
    /// No direction.
    pub const NONE: DirectionSet = DirectionSet(0);
    /// The four diagonal directions.
    pub const DIAGONAL: DirectionSet = DirectionSet(
        Direction::SouthWest.bit()
            | Direction::SouthEast.bit()
            | Direction::NorthWest.bit()
            | Direction::NorthEast.bit(),
    );
    /// The four orthogonal directions.
    pub const ORTHOGONAL: DirectionSet = DirectionSet(!Self::DIAGONAL.0);

    /// Whether `dir` is in the set.
    pub const fn contains(self, dir: Direction) -> bool {
        self.0 & dir.bit() != 0
    }

    /// The directions of the set in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        Direction::ALL
            .into_iter()
            .filter(move |d| self.contains(*d))
    }
}

/// The areas of the board (`docs/board.md`, "Zones").
#[derive(
    Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// The pink band, files e-m, less the two buildings. Pieces here can be captured.
    Arena,
    /// h13-j14: the Suffragettes' goal, forbidden to the Police.
    HouseOfCommons,
    /// h4-j5: the Police's goal, forbidden to the Suffragettes.
    AlbertHall,
    /// The yellow squares outside the Arena where nobody can be captured.
    Free,
    /// File a and b14-b17: arrested Suffragettes are counted here.
    Prison,
    /// b1-b6: where exchanged Suffragettes come back.
    PrisonYard,
    /// File q and p1-p4: disabled Police are counted here.
    Hospital,
    /// p12-p17: where exchanged Police come back.
    HospitalGrounds,
}

impl Zone {
    /// Every zone, in declaration order.
    pub const ALL: [Zone; 8] = [
        Zone::Arena,
        Zone::HouseOfCommons,
        Zone::AlbertHall,
        Zone::Free,
        Zone::Prison,
        Zone::PrisonYard,
        Zone::Hospital,
        Zone::HospitalGrounds,
    ];

    /// The zone of a square.
    pub const fn of(sq: Square) -> Zone {
        let (f, r) = (sq.file(), sq.rank() + 1);
        match f {
            0 => Zone::Prison,
            1 => match r {
                1..=6 => Zone::PrisonYard,
                7..=13 => Zone::Free,
                _ => Zone::Prison,
            },
            2 | 3 | 13 | 14 => Zone::Free,
            7..=9 if r == 13 || r == 14 => Zone::HouseOfCommons,
            7..=9 if r == 4 || r == 5 => Zone::AlbertHall,
            4..=12 => Zone::Arena,
            15 => match r {
                1..=4 => Zone::Hospital,
                5..=11 => Zone::Free,
                _ => Zone::HospitalGrounds,
            },
            _ => Zone::Hospital,
        }
    }

    /// The zone's English name, with its article ("the Prison Yard"); in
    /// any language through [`crate::lang::Describe`].
    pub fn name(self) -> &'static str {
        self.name_in(crate::lang::Lang::En)
    }

    /// The zone's name in `lang`, lent for the program's lifetime (for
    /// data that keeps it, such as a browser board's zones).
    pub fn name_in(self, lang: crate::lang::Lang) -> &'static str {
        crate::lang::catalogue().plain(lang, crate::lang::zone_key(self))
    }

    /// The identifier used in variant files (`prison_yard`, ...).
    pub const fn id(self) -> &'static str {
        match self {
            Zone::Arena => "arena",
            Zone::HouseOfCommons => "house_of_commons",
            Zone::AlbertHall => "albert_hall",
            Zone::Free => "free",
            Zone::Prison => "prison",
            Zone::PrisonYard => "prison_yard",
            Zone::Hospital => "hospital",
            Zone::HospitalGrounds => "hospital_grounds",
        }
    }

    /// All squares of this zone.
    pub fn squares(self) -> SquareSet {
        Square::all().filter(|s| s.zone() == self).collect()
    }

    /// Whether the zone is one of the two buildings.
    pub const fn is_building(self) -> bool {
        matches!(self, Zone::HouseOfCommons | Zone::AlbertHall)
    }
}

/// A set of squares as a 320-bit mask; copying it is cheap.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct SquareSet([u64; 5]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 5]);

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(&self, sq: Square) -> bool {
        let i = sq.0 as usize;
        self.0[i >> 6] & (1u64 << (i & 63)) != 0
    }

    /// Adds `sq`.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i >> 6] |= 1u64 << (i & 63);
    }

    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i >> 6] &= !(1u64 << (i & 63));
    }

    /// The set with `sq` added.
    #[inline]
    pub const fn with(mut self, sq: Square) -> SquareSet {
        let i = sq.0 as usize;
        self.0[i >> 6] |= 1u64 << (i & 63);
        self
    }

    /// Number of squares in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the two sets share a square.
    #[inline]
    pub fn meets(&self, other: &SquareSet) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |any, (a, b)| any | (a & b))
            != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Squares in both sets.
    #[inline]
    pub fn intersection(&self, other: &SquareSet) -> SquareSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        out
    }

    /// Squares in either set.
    #[inline]
    pub fn union(&self, other: &SquareSet) -> SquareSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        out
    }

    /// Squares of `self` not in `other`.
    #[inline]
    pub fn difference(&self, other: &SquareSet) -> SquareSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        out
    }

    /// The squares in ascending index order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter {
            words: self.0,
            word: 0,
        }
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

/// Iterator over a [`SquareSet`] in ascending order.
pub struct SquareSetIter {
    words: [u64; 5],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < 5 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Square(
                    (self.word * 64 + w.trailing_zeros() as usize) as u16,
                ));
            }
            self.word += 1;
        }
        None
    }

    /// The remaining squares, a word at a time: what `for_each`, `sum` and
    /// the other consuming adapters use, without the per-square state of
    /// [`next`](Iterator::next).
    #[inline]
    fn fold<B, F: FnMut(B, Square) -> B>(self, init: B, mut f: F) -> B {
        let mut acc = init;
        for (i, &word) in self.words.iter().enumerate().skip(self.word) {
            let mut w = word;
            while w != 0 {
                acc = f(acc, Square((i * 64 + w.trailing_zeros() as usize) as u16));
                w &= w - 1;
            }
        }
        acc
    }
}

const NONE: u16 = u16::MAX;

const fn offset(sq: usize, dir: usize, times: i8) -> u16 {
    let (df, dr) = Direction::ALL[dir].delta();
    let f = (sq % 17) as i8 + df * times;
    let r = (sq / 17) as i8 + dr * times;
    if f < 0 || r < 0 || f >= 17 || r >= 17 {
        NONE
    } else {
        (r as u16) * 17 + f as u16
    }
}

type StepList = ([(Square, Direction); 8], u8);
type HopList = ([(Square, Square, Direction); 8], u8);

const fn step_list() -> [StepList; NUM_SQUARES] {
    let mut t = [([(Square(0), Direction::SouthWest); 8], 0u8); NUM_SQUARES];
    let mut sq = 0;
    while sq < NUM_SQUARES {
        let mut d = 0;
        while d < 8 {
            let to = offset(sq, d, 1);
            if to != NONE {
                let n = t[sq].1 as usize;
                t[sq].0[n] = (Square(to), Direction::ALL[d]);
                t[sq].1 += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

const fn hop_list() -> [HopList; NUM_SQUARES] {
    let mut t = [([(Square(0), Square(0), Direction::SouthWest); 8], 0u8); NUM_SQUARES];
    let mut sq = 0;
    while sq < NUM_SQUARES {
        let mut d = 0;
        while d < 8 {
            let land = offset(sq, d, 2);
            if land != NONE {
                let n = t[sq].1 as usize;
                t[sq].0[n] = (Square(offset(sq, d, 1)), Square(land), Direction::ALL[d]);
                t[sq].1 += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

static STEP_LIST: [StepList; NUM_SQUARES] = step_list();

/// Each square's neighbours ([`STEP_LIST`]) as a set.
const fn neighbourhoods() -> [SquareSet; NUM_SQUARES] {
    let steps = step_list();
    let mut t = [SquareSet::EMPTY; NUM_SQUARES];
    let mut sq = 0;
    while sq < NUM_SQUARES {
        let (list, len) = steps[sq];
        let mut i = 0;
        while i < len as usize {
            t[sq] = t[sq].with(list[i].0);
            i += 1;
        }
        sq += 1;
    }
    t
}

static NEIGHBOURHOODS: [SquareSet; NUM_SQUARES] = neighbourhoods();

static HOP_LIST: [HopList; NUM_SQUARES] = hop_list();

#[cfg(test)]
mod tests {
    #[test]
    fn each_direction_has_the_opposite_delta() {
        for d in Direction::ALL {
            let (df, dr) = d.delta();
            assert_eq!(d.opposite().delta(), (-df, -dr), "{d:?}");
            assert_eq!(d.opposite().opposite(), d);
        }
    }

    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn indices_follow_board_md() {
        assert_eq!(sq("a1").index(), 0);
        assert_eq!(sq("q1").index(), 16);
        assert_eq!(sq("a2").index(), 17);
        assert_eq!(sq("q17").index(), 288);
        assert_eq!(sq("g5").to_string(), "g5");
    }

    #[test]
    fn zone_counts_match_board_md() {
        let count = |z: Zone| z.squares().len();
        assert_eq!(count(Zone::Arena), 141);
        assert_eq!(count(Zone::HouseOfCommons), 6);
        assert_eq!(count(Zone::AlbertHall), 6);
        assert_eq!(count(Zone::Free), 82);
        assert_eq!(count(Zone::Prison), 21);
        assert_eq!(count(Zone::PrisonYard), 6);
        assert_eq!(count(Zone::Hospital), 21);
        assert_eq!(count(Zone::HospitalGrounds), 6);
    }

    #[test]
    fn zones_have_rotational_symmetry() {
        let mirror = |z: Zone| match z {
            Zone::HouseOfCommons => Zone::AlbertHall,
            Zone::AlbertHall => Zone::HouseOfCommons,
            Zone::Prison => Zone::Hospital,
            Zone::Hospital => Zone::Prison,
            Zone::PrisonYard => Zone::HospitalGrounds,
            Zone::HospitalGrounds => Zone::PrisonYard,
            z => z,
        };
        for s in Square::all() {
            let rot = Square::from_index(288 - s.index()).unwrap();
            assert_eq!(rot.zone(), mirror(s.zone()), "{s}");
        }
    }

    #[test]
    fn named_squares_of_each_zone() {
        for (name, zone) in [
            ("h13", Zone::HouseOfCommons),
            ("j14", Zone::HouseOfCommons),
            ("h4", Zone::AlbertHall),
            ("j5", Zone::AlbertHall),
            ("b6", Zone::PrisonYard),
            ("b7", Zone::Free),
            ("b14", Zone::Prison),
            ("p4", Zone::Hospital),
            ("p5", Zone::Free),
            ("p12", Zone::HospitalGrounds),
            ("e1", Zone::Arena),
            ("m17", Zone::Arena),
            ("d9", Zone::Free),
        ] {
            assert_eq!(sq(name).zone(), zone, "{name}");
        }
    }

    #[test]
    fn square_parsing_rejects_bad_names() {
        for bad in ["", "a", "a0", "a18", "r1", "A1", "a01", "a1x", "1a"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn hops_stay_on_board_and_ascend() {
        let e5 = sq("e5");
        let lands: Vec<usize> = Direction::ALL
            .iter()
            .filter_map(|d| e5.hop(*d))
            .map(|(_, l)| l.index())
            .collect();
        assert_eq!(lands.len(), 8);
        assert!(lands.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(sq("a1").hop(Direction::West), None);
        assert_eq!(sq("b2").hop(Direction::SouthWest), None);
        assert_eq!(
            sq("g5").hop(Direction::NorthEast),
            Some((sq("h6"), sq("i7")))
        );
    }

    #[test]
    fn square_set_iterates_in_order() {
        let set: SquareSet = [sq("q17"), sq("a1"), sq("h4")].into_iter().collect();
        let v: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        assert_eq!(v, ["a1", "h4", "q17"]);
        assert_eq!(set.len(), 3);
    }
}
