//! A table in memory: the rules, every position of the game, the seats and
//! the chat, rebuilt from its stored row by replaying the moves.

use super::ServerError;
use super::play::{Clock, End, Takeback};
use super::store::{SeatRow, TableRow};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use suffragetto_core::budget::Budget;
use suffragetto_core::engine::{Ending, Game, Move, Outcome, Position, Rules};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::notation::{MoveError, MoveText, parse_move, write_move, write_position};
use suffragetto_core::piece::Side;
use suffragetto_core::record::{Node, Record, Span};
use suffragetto_render::browser::BrowserBoard;
use suffragetto_render::diagram::{DiagramOptions, LastMove, Scene, diagram_document};
use suffragetto_render::{Format, encode};

/// A live table: a game plus its seats and chat (the stored row).
pub struct Table {
    /// The stored row (seats, moves, chat).
    pub row: TableRow,
    /// The game.
    pub game: Game,
    /// Milliseconds since 1970 when it was loaded into memory (a seat's
    /// absence is counted from then at the earliest).
    pub loaded_ms: i64,
}

/// One seat as the API shows it (never the token).
#[derive(Serialize, Debug)]
pub struct SeatView {
    /// The side letter.
    pub side: Side,
    /// The nickname, or the agent's name for the computer ("a deleted
    /// player" for an account deleted since).
    pub nickname: Option<String>,
    /// Whether the computer plays this seat.
    pub computer: bool,
    /// Whether a signed-in player holds this seat (it follows their
    /// account to any device).
    pub signed_in: bool,
    /// Whether the account that held this seat has been deleted.
    pub deleted: bool,
}

/// Who acts at a table: the holder of a seat's token, or a signed-in
/// account (its session checked, with its CSRF token) whose seat it is.
#[derive(Clone, Debug)]
pub enum Holder {
    /// The seat's secret token, as the seat's answer gave it.
    Token(String),
    /// The account a seat belongs to.
    Account(crate::storage::AccountId),
}

impl Holder {
    /// The refusal of a holder who does not sit at the table, `why` the
    /// catalogue key of what they may not do (`error-table-not-seated`).
    pub fn refused(&self, why: &str) -> ServerError {
        let key = match self {
            Holder::Token(_) => "error-table-wrong-token",
            Holder::Account(_) => "error-table-account-no-seat",
        };
        ServerError::forbidden(key, |a| {
            let why = suffragetto_core::lang::catalogue().plain(a.lang(), why);
            a.text("why", why)
        })
    }
}

/// A takeback offered, as the API shows it.
#[derive(Serialize, Debug)]
pub struct TakebackView {
    /// The side that offers it.
    pub by: Side,
    /// The plies the game goes back to if it is accepted.
    pub to_ply: usize,
}

/// A chat line as the API shows it.
#[derive(Serialize, Debug)]
pub struct ChatView {
    /// The speaker's side.
    pub side: String,
    /// The speaker's nickname.
    pub nickname: String,
    /// What was said.
    pub text: String,
    /// When, in seconds since 1970 (none for a line kept from before the
    /// server kept the time).
    pub at: Option<i64>,
}

/// Which state of a table a page has: the plies played and the number of
/// changes so far (moves, chat lines, seats taken, a resignation, a
/// rematch, offers and answers, plies taken back, an end), both read from
/// the stored row. The changes only grow, across a restart too (the plies
/// go down when a takeback is agreed), so states are ordered by their
/// changes. A page never draws a state older than the one it has.
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Version {
    /// Plies played.
    pub ply: usize,
    /// Changes so far, plies included.
    pub change: usize,
}

impl Ord for Version {
    fn cmp(&self, other: &Version) -> std::cmp::Ordering {
        (self.change, self.ply).cmp(&(other.change, other.ply))
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Version) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// How a game ended: by the rules (`target`, `no_move`), a resignation,
/// or a convention of online play (`time`, `abandoned`, `aborted`).
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Termination {
    /// The winner filled its target building.
    Target,
    /// The loser had no legal move.
    NoMove,
    /// The loser resigned.
    Resignation,
    /// The loser's time ran out.
    Time,
    /// The loser left and the other side claimed the game.
    Abandoned,
    /// Called off without a result.
    Aborted,
}

impl Termination {
    fn of_ending(e: Ending) -> Termination {
        match e {
            Ending::Target => Termination::Target,
            Ending::NoMove => Termination::NoMove,
            Ending::Resignation => Termination::Resignation,
        }
    }

    fn of_end(e: End) -> Termination {
        match e {
            End::Time { .. } => Termination::Time,
            End::Abandoned { .. } => Termination::Abandoned,
            End::Aborted { .. } => Termination::Aborted,
        }
    }
}

/// The outcome as the API shows it: `{"won": {"winner", "ending"}}`,
/// `"aborted"` or `"unfinished"`.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum OutcomeView {
    /// The game is over with a winner.
    Won {
        /// Who won.
        winner: Side,
        /// How.
        ending: Termination,
    },
    /// Called off without a result.
    Aborted,
    /// The game goes on.
    Unfinished,
}

/// The state of a table as the API shows it (its legal moves apart: they
/// are listed once per ply, [`crate::listing`]).
#[derive(Serialize, Debug)]
pub struct TableView {
    /// Table id.
    pub id: String,
    /// Which state this is.
    pub version: Version,
    /// Variant id.
    pub variant: String,
    /// Variant title.
    pub variant_title: String,
    /// Both seats, Suffragettes first.
    pub players: Vec<SeatView>,
    /// Position string.
    pub position: String,
    /// Side to move.
    pub to_move: Side,
    /// Moves so far, canonical text.
    pub moves: Vec<String>,
    /// An exchange waiting for an answer, as `X1+3`.
    pub pending: Option<String>,
    /// The winner, if the game is over.
    pub result: Option<Side>,
    /// How it ended: as the engine says (`target`, `no_move`,
    /// `resignation`) or by a convention of online play (`time`,
    /// `abandoned`, `aborted`).
    pub termination: Option<Termination>,
    /// How it ended, in English words ("6 Suffragettes are in the House
    /// of Commons", "the Police cannot move", "the Police ran out of time").
    pub ending: Option<String>,
    /// How it ended, in the words of each language, by its code (`en`,
    /// `de`, `fr`): a page shows its visitor's.
    pub ending_words: Option<BTreeMap<&'static str, String>>,
    /// The outcome: `{"won": {"winner", "ending"}}`, `"aborted"` or
    /// `"unfinished"`.
    pub outcome: OutcomeView,
    /// Whether the game is over (won or aborted).
    pub over: bool,
    /// The time control, if any: `{"initial_s", "increment_s"}` or
    /// `{"days_per_move"}` (each side's time left is `clocks`, added as the
    /// state is sent).
    pub clock: Option<Clock>,
    /// The side whose clock runs.
    pub clock_running: Option<Side>,
    /// A takeback offered and not yet answered: who offers it and the
    /// plies the game goes back to.
    pub takeback: Option<TakebackView>,
    /// Whether either player may abort the game now (before each side has
    /// moved).
    pub abortable: bool,
    /// Whether this table is an open seek (anyone who asks for a game like
    /// it is seated here).
    pub seek: bool,
    /// Prison and Hospital counts, as `large+small`.
    pub prison: String,
    /// Hospital.
    pub hospital: String,
    /// The chat.
    pub chat: Vec<ChatView>,
}

fn side_of(letter: &str) -> Side {
    if letter == "P" {
        Side::Police
    } else {
        Side::Suffragettes
    }
}

impl Table {
    /// Rebuilds a table from its row by replaying the stored moves, within
    /// `budget` (each move read may search the position's moves).
    pub fn from_row(
        row: TableRow,
        rules: Arc<Rules>,
        budget: &Budget,
    ) -> Result<Table, ServerError> {
        let corrupt = |what: String| ServerError::Corrupt(format!("table {}: {what}", row.id));
        let start = match &row.setup {
            Some(setup) => suffragetto_core::notation::parse_position(setup, &rules)
                .map_err(|e| corrupt(format!("start position: {e}")))?,
            None => rules.start_with(side_of(&row.first)),
        };
        let mut game = Game::new(rules, start);
        for text in &row.moves {
            budget
                .spend(1)
                .map_err(|e| crate::work::exhausted("error-work-loading-table", e))?;
            let mv = parse_move(game.position(), game.rules(), text)
                .map_err(|e| corrupt(format!("{text}: {e}")))?;
            game.play_unchecked(mv);
        }
        if let Some(r) = &row.resigned {
            game.resign(side_of(r))
                .map_err(|e| corrupt(format!("resignation after the game ended: {e:?}")))?;
        }
        Ok(Table {
            row,
            game,
            loaded_ms: super::play::now_ms(),
        })
    }

    /// The variant's rules.
    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The seat of `side`.
    pub fn seat(&self, side: Side) -> &SeatRow {
        match side {
            Side::Suffragettes => &self.row.s,
            Side::Police => &self.row.p,
        }
    }

    /// The seat of `side`, to change.
    pub fn seat_mut(&mut self, side: Side) -> &mut SeatRow {
        match side {
            Side::Suffragettes => &mut self.row.s,
            Side::Police => &mut self.row.p,
        }
    }

    /// The side whose token is `token`, if any.
    pub fn side_of_token(&self, token: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| {
            self.seat(s)
                .token
                .as_deref()
                .is_some_and(|t| super::same_secret(t, token))
        })
    }

    /// The side of account `account`, if a seat here is its (and it is
    /// not deleted).
    pub fn side_of_account(&self, account: crate::storage::AccountId) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| {
            let seat = self.seat(s);
            seat.account == Some(account) && !seat.deleted
        })
    }

    /// The side of `who`, if they sit here.
    pub fn side_of(&self, who: &Holder) -> Option<Side> {
        match who {
            Holder::Token(t) => self.side_of_token(t),
            Holder::Account(a) => self.side_of_account(*a),
        }
    }

    /// The side of `who`, or the refusal `why` ("you do not sit at this
    /// table").
    pub fn player(&self, who: &Holder, why: &str) -> Result<Side, ServerError> {
        self.side_of(who).ok_or_else(|| who.refused(why))
    }

    /// The name of `side`'s player as the API shows it: the nickname, the
    /// agent's name, or "a deleted player"; none for a free seat.
    pub fn shown_name(&self, side: Side) -> Option<String> {
        let seat = self.seat(side);
        if seat.deleted {
            return Some(super::store::deleted_player());
        }
        seat.nickname.clone().or_else(|| seat.agent.clone())
    }

    /// The winner: on time, by a claim, by resignation or by the rules.
    pub fn winner(&self) -> Option<Side> {
        match self.row.play.end {
            Some(end) => end.winner(),
            None => self.game.outcome().winner(),
        }
    }

    /// Whether the game is over: won, or aborted.
    pub fn over(&self) -> bool {
        self.row.play.end.is_some() || self.winner().is_some()
    }

    /// Whether the game may be aborted now: it goes on and not both sides
    /// have moved.
    pub fn abortable(&self) -> bool {
        !self.over() && self.plies() < 2
    }

    /// The outcome as the API shows it.
    pub fn outcome(&self) -> OutcomeView {
        match (self.row.play.end, self.game.outcome()) {
            (Some(End::Aborted { .. }), _) => OutcomeView::Aborted,
            (Some(end), _) => OutcomeView::Won {
                winner: end.winner().unwrap_or(Side::Suffragettes),
                ending: Termination::of_end(end),
            },
            (None, Outcome::Won { winner, ending }) => OutcomeView::Won {
                winner,
                ending: Termination::of_ending(ending),
            },
            (None, Outcome::Unfinished) => OutcomeView::Unfinished,
        }
    }

    /// The side to move now.
    pub fn to_move(&self) -> Side {
        self.position().to_move()
    }

    /// The side that played ply `ply` (0-based).
    pub fn mover_of(&self, ply: usize) -> Option<Side> {
        self.game.position_at(ply).map(|p| p.to_move())
    }

    /// Goes back to the first `plies` plies (a takeback agreed; the caller
    /// has persisted it), replaying them within `budget`.
    pub fn take_back(&mut self, plies: usize, budget: &Budget) -> Result<(), ServerError> {
        let mut row = self.row.clone();
        row.moves.truncate(plies);
        let rules = self.game.rules_arc().clone();
        let loaded = self.loaded_ms;
        *self = Table::from_row(row, rules, budget)?;
        self.loaded_ms = loaded;
        Ok(())
    }

    /// Plies played.
    pub fn plies(&self) -> usize {
        self.game.plies()
    }

    /// Which state the table is in: plies and changes, counted from the
    /// stored row.
    pub fn version(&self) -> Version {
        self.version_after(0, &self.row.play)
    }

    /// The version the table will have once `moves` more moves are made
    /// and its play state is `play` (a move's notice tells it before the
    /// move is applied here).
    pub fn version_after(&self, moves: usize, play: &crate::play::PlayState) -> Version {
        let seated = [&self.row.s, &self.row.p]
            .iter()
            .filter(|s| s.nickname.is_some() || s.agent.is_some())
            .count();
        Version {
            ply: self.plies() + moves,
            change: self.row.moves.len()
                + moves
                + self.row.chat.len()
                + seated
                + usize::from(self.row.resigned.is_some())
                + usize::from(self.row.rematch.is_some())
                + play.events
                + play.undone,
        }
    }

    /// Whether `side` may move now: the game goes on and it is its turn.
    pub fn may_move(&self, side: Side) -> Result<(), ServerError> {
        use axum::http::StatusCode;
        if self.over() {
            return Err(ServerError::said(
                StatusCode::FORBIDDEN,
                "error-game-over",
                |a| a,
            ));
        }
        let to_move = self.position().to_move();
        if to_move != side {
            return Err(ServerError::said(
                StatusCode::FORBIDDEN,
                "error-not-your-turn",
                move |a| a.side("side", to_move),
            ));
        }
        Ok(())
    }

    /// Applies a move [`read_move`] accepted (the caller has persisted it).
    pub fn apply(&mut self, mv: Move, text: String) {
        self.game.play_unchecked(mv);
        self.row.moves.push(text);
    }

    /// `side` resigns (the caller has persisted it).
    pub fn resign(&mut self, side: Side) -> Result<(), ServerError> {
        self.game
            .resign(side)
            .map_err(|_| ServerError::forbidden("error-game-over", |a| a))?;
        self.row.resigned = Some(side.letter().to_string());
        Ok(())
    }

    /// How the game ended, in words of `lang`; `None` while it goes on.
    fn ending_in(&self, lang: Lang) -> Option<String> {
        match self.row.play.end {
            Some(end) => Some(end.words_in(lang)),
            None => match self.game.outcome() {
                Outcome::Won { winner, ending } => {
                    Some(ending.words_in(winner, self.rules(), lang))
                }
                Outcome::Unfinished => None,
            },
        }
    }

    /// The API view.
    pub fn view(&self) -> TableView {
        let version = self.version();
        let pos = self.position();
        let outcome = self.outcome();
        let winner = self.winner();
        let play = &self.row.play;
        let players = Side::BOTH
            .into_iter()
            .map(|s| {
                let seat = self.seat(s);
                SeatView {
                    side: s,
                    nickname: self.shown_name(s),
                    computer: seat.agent.is_some(),
                    signed_in: seat.account.is_some() && !seat.deleted,
                    deleted: seat.deleted,
                }
            })
            .collect();
        let counts = |c: suffragetto_core::engine::Counts| format!("{}+{}", c.large, c.small);
        let endings: BTreeMap<&'static str, String> = Lang::ALL
            .iter()
            .filter_map(|&lang| Some((lang.code(), self.ending_in(lang)?)))
            .collect();
        TableView {
            id: self.row.id.clone(),
            version,
            variant: self.rules().id().to_string(),
            variant_title: self.rules().variant().meta.title.clone(),
            players,
            position: write_position(pos),
            to_move: pos.to_move(),
            moves: self.row.moves.clone(),
            pending: pos
                .pending()
                .map(|o| suffragetto_core::notation::offer_text(&o, pos.to_move().opponent())),
            result: winner,
            termination: match outcome {
                OutcomeView::Won { ending, .. } => Some(ending),
                OutcomeView::Aborted => Some(Termination::Aborted),
                OutcomeView::Unfinished => None,
            },
            ending: endings.get(Lang::En.code()).cloned(),
            ending_words: (!endings.is_empty()).then_some(endings),
            outcome,
            over: self.over(),
            clock: play.clock,
            clock_running: play.running(pos.to_move()),
            takeback: play
                .takeback
                .map(|Takeback { by, to, .. }| TakebackView { by, to_ply: to }),
            abortable: self.abortable(),
            seek: play.seek,
            prison: counts(pos.prison()),
            hospital: counts(pos.hospital()),
            chat: self
                .row
                .chat
                .iter()
                .map(|c| ChatView {
                    side: c.side.clone(),
                    nickname: if self.seat(side_of(&c.side)).deleted {
                        super::store::deleted_player()
                    } else {
                        c.nick.clone()
                    },
                    text: c.text.clone(),
                    at: c.at,
                })
                .collect(),
        }
    }

    /// The game record (.sgn).
    pub fn record(&self) -> Result<String, ServerError> {
        let name = |s: Side| {
            let seat = self.seat(s);
            if seat.deleted {
                return super::store::deleted_player();
            }
            seat.nickname
                .clone()
                .or_else(|| seat.agent.as_ref().map(|a| format!("computer ({a})")))
                .unwrap_or_else(|| "?".into())
        };
        let mut tags = vec![
            ("Variant".to_string(), self.rules().id().to_string()),
            ("Event".to_string(), format!("Online table {}", self.row.id)),
            ("Suffragettes".to_string(), name(Side::Suffragettes)),
            ("Police".to_string(), name(Side::Police)),
            ("FirstPlayer".to_string(), self.row.first.clone()),
        ];
        if let Some(setup) = &self.row.setup {
            tags.push(("SetUp".to_string(), setup.clone()));
        }
        // The result the rules give; a resignation is the Termination tag.
        let by_rules = self.position().outcome(self.rules()).tag();
        tags.push(("Result".into(), by_rules.to_string()));
        if let Some(clock) = self.row.play.clock {
            tags.push(("TimeControl".into(), clock.tag()));
        }
        if let Some(r) = &self.row.resigned {
            tags.push(("Termination".into(), format!("{} resigned", side_of(r))));
        }
        if let Some(end) = self.row.play.end {
            let words = match end {
                End::Time { loser } => format!("{loser} lost on time"),
                End::Abandoned { loser } => format!("{loser} left the game"),
                End::Aborted { by } => format!("aborted by the {by}"),
            };
            tags.push(("Termination".into(), words));
        }
        let moves = self
            .row
            .moves
            .iter()
            .map(|t| {
                Ok(Node {
                    text: MoveText::parse(t).map_err(|e| ServerError::Corrupt(e.to_string()))?,
                    at: Span::default(),
                    glyphs: Vec::new(),
                    comments: Vec::new(),
                    variations: Vec::new(),
                })
            })
            .collect::<Result<Vec<_>, ServerError>>()?;
        Ok(Record {
            tags,
            intro: Vec::new(),
            moves,
        }
        .to_string())
    }

    /// The scene of the diagram after `ply` plies (default: now), with the
    /// move that led there if `arrow`: cheap to make, to be drawn with
    /// [`draw`] outside the table's lock.
    pub fn scene(&self, ply: Option<usize>, arrow: bool) -> Result<Scene, ServerError> {
        Ok(self.scene_at(ply, arrow)?.0)
    }

    /// The board of the page's diagram after `ply` plies (drawn without its
    /// arrow): where its squares lie, its pieces and colours, the move that
    /// led there.
    pub fn board(
        &self,
        ply: Option<usize>,
        flip: bool,
        lang: Lang,
    ) -> Result<BrowserBoard, ServerError> {
        let (scene, last) = self.scene_at(ply, false)?;
        board(&scene, self.rules(), flip, last.as_ref(), lang)
    }

    /// The scene after `ply` plies (default: now), with the move that led
    /// there drawn if `arrow`, and that move's path and captures.
    fn scene_at(
        &self,
        ply: Option<usize>,
        arrow: bool,
    ) -> Result<(Scene, Option<LastMove>), ServerError> {
        let ply = ply.unwrap_or(self.game.plies());
        let pos = self.game.position_at(ply).ok_or_else(|| {
            ServerError::not_found("error-table-no-ply", |a| a.number("ply", ply))
        })?;
        let mut scene = Scene::of_position(pos);
        // The frame says who has won (by the rules, or at the last ply by a
        // resignation) instead of whose move it is.
        scene.winner = if ply == self.game.plies() {
            self.winner()
        } else {
            scene.position.outcome(self.rules()).winner()
        };
        let last = if ply > 0 {
            let before = self.game.position_at(ply - 1).expect("ply checked");
            LastMove::of(&before, self.rules(), &self.game.moves()[ply - 1])
        } else {
            None
        };
        if arrow {
            scene.last_move = last.clone();
        }
        Ok((scene, last))
    }
}

/// Reads `text` as a move in `pos`: the legal move and its canonical text
/// (from `known`, the position's listed moves, when it has it; else
/// written, which searches the piece's chains), or why it is refused.
pub fn read_move(
    pos: &Position,
    rules: &Rules,
    text: &str,
    known: impl Fn(&Move) -> Option<String>,
) -> Result<(Move, String), ServerError> {
    let mv = parse_move(pos, rules, text).map_err(|e| ServerError::Illegal {
        rule_point: e.rule_point(),
        message: e.to_string(),
        translations: match &e {
            MoveError::Illegal(i) => Some(Box::new(crate::lang::Translations::new(
                |lang| {
                    let reason = i.reason_in(rules, lang);
                    let reason = match i.rule_point() {
                        Some(p) => catalogue().text(
                            "refusal-by-rule",
                            &Args::new(lang)
                                .text("reason", reason)
                                .text("title", p.title_in(lang)),
                        ),
                        None => reason,
                    };
                    let args = Args::new(lang).text("move", &i.text).text("reason", reason);
                    catalogue().text("move-refused", &args)
                },
                e.rule_point(),
            ))),
            MoveError::Syntax(s) => Some(Box::new(crate::lang::Translations::new(
                |lang| s.describe(lang),
                None,
            ))),
        },
    })?;
    let canonical = known(&mv).unwrap_or_else(|| write_move(pos, rules, &mv));
    Ok((mv, canonical))
}

/// The diagram of `scene` under `rules` in `format`, with coordinates,
/// optionally seen from the Police side: the tables' and the explorer's.
pub fn draw(
    scene: &Scene,
    rules: &Rules,
    flip: bool,
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, ServerError> {
    let opts = options(rules, flip, lang)?;
    let doc = diagram_document(scene, &opts).map_err(|e| ServerError::Render(e.to_string()))?;
    encode(&doc, format).map_err(|e| ServerError::Render(e.to_string()))
}

/// The options of the tables' and the explorer's diagrams: with
/// coordinates, optionally seen from the Police side, their words in the
/// visitor's language.
pub(crate) fn options(
    rules: &Rules,
    flip: bool,
    lang: Lang,
) -> Result<DiagramOptions, ServerError> {
    let mut opts = DiagramOptions::new(rules).map_err(|e| ServerError::Render(e.to_string()))?;
    opts.coordinates = true;
    opts.flip = flip;
    opts.lang = lang;
    Ok(opts)
}

/// The board of [`draw`]'s diagram of `scene`, after the move `last`.
pub fn board(
    scene: &Scene,
    rules: &Rules,
    flip: bool,
    last: Option<&LastMove>,
    lang: Lang,
) -> Result<BrowserBoard, ServerError> {
    BrowserBoard::of_scene(scene, &options(rules, flip, lang)?, last)
        .map_err(|e| ServerError::Render(e.to_string()))
}
