#!/usr/bin/env python3
"""Independent reference implementation of the Suffragetto move rules.

Written from the project's documents only -- docs/board.md, docs/notation.md,
docs/conventions.md (the numbered conventions and "Precise semantics"),
docs/reconstructions.md section 5, the rule values of variants/*.yaml and
the rule texts' passages in sources/ -- without looking at the Rust engine,
so that the Rust test suite can cross-check its legal move lists against an
implementation that shares no code with it.

Plain Python 3.11, standard library only.  Usage:

    suffragetto_ref.py moves  --variant V [--position POS]
    suffragetto_ref.py play   --variant V [--position POS] MOVE [MOVE ...]
    suffragetto_ref.py perft  --variant V [--position POS] --depth N
    suffragetto_ref.py batch  --variant V      (positions on stdin, one a line)
    suffragetto_ref.py selftest                (built-in rule checks)

Variants: english, french, german, ludii, dagaz.
"""

import argparse
import itertools
import sys

# ---------------------------------------------------------------------------
# Geometry (docs/board.md).  Square index = (rank - 1) * 17 + file, file a = 0.
# ---------------------------------------------------------------------------

N = 17
NSQ = N * N
FILES = "abcdefghijklmnopq"
DIRS = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
DIAGONAL = [df != 0 and dr != 0 for df, dr in DIRS]


def sq(f, r):
    """Index of the square with 0-based file f and 0-based rank r."""
    return r * N + f


def sq_name(i):
    return FILES[i % N] + str(i // N + 1)


def parse_square(text):
    """'e6' -> index; None if the text is not a square name."""
    if len(text) < 2 or text[0] not in FILES:
        return None
    digits = text[1:]
    if not digits.isdigit() or digits[0] == "0" or not 1 <= int(digits) <= N:
        return None
    return sq(FILES.index(text[0]), int(digits) - 1)


def _zone(pred):
    return [pred(i % N, i // N) for i in range(NSQ)]


# f, r below are 0-based: file a = 0, rank 1 = 0.
PRISON = _zone(lambda f, r: f == 0 or (f == 1 and r >= 13))          # a*, b14-b17
YARD = _zone(lambda f, r: f == 1 and r <= 5)                         # b1-b6
HOSPITAL = _zone(lambda f, r: f == 16 or (f == 15 and r <= 3))       # q*, p1-p4
GROUNDS = _zone(lambda f, r: f == 15 and r >= 11)                    # p12-p17
COMMONS = _zone(lambda f, r: 7 <= f <= 9 and 12 <= r <= 13)          # h13-j14
ALBERT = _zone(lambda f, r: 7 <= f <= 9 and 3 <= r <= 4)             # h4-j5
ARENA = _zone(lambda f, r: 4 <= f <= 12 and not (7 <= f <= 9 and (12 <= r <= 13 or 3 <= r <= 4)))

assert sum(PRISON) == 21 and sum(YARD) == 6 and sum(HOSPITAL) == 21 and sum(GROUNDS) == 6
assert sum(COMMONS) == 6 and sum(ALBERT) == 6 and sum(ARENA) == 141

# Release squares after an exchange, in placement order (large pieces first).
RELEASE = {"S": [sq(1, r) for r in range(5, -1, -1)],     # b6, b5, ..., b1
           "P": [sq(15, r) for r in range(11, 17)]}       # p12, p13, ..., p17

# Neighbour tables: STEP[i][d] = adjacent square in direction d (or -1),
# JUMP[i][d] = the square two away in that direction (or -1).
STEP = [[-1] * 8 for _ in range(NSQ)]
JUMP = [[-1] * 8 for _ in range(NSQ)]
for _i in range(NSQ):
    _f, _r = _i % N, _i // N
    for _d, (_df, _dr) in enumerate(DIRS):
        if 0 <= _f + _df < N and 0 <= _r + _dr < N:
            STEP[_i][_d] = sq(_f + _df, _r + _dr)
        if 0 <= _f + 2 * _df < N and 0 <= _r + 2 * _dr < N:
            JUMP[_i][_d] = sq(_f + 2 * _df, _r + 2 * _dr)

# Sides: 'S' = Suffragettes (pieces S small, L Leader), 'P' = Police
# (P constable, I Inspector).
SIDE_OF = {"S": "S", "L": "S", "P": "P", "I": "P"}
LARGE = {"L", "I"}
OTHER = {"S": "P", "P": "S"}
OWN_BUILDING = {"S": ALBERT, "P": COMMONS}     # may never be entered
TARGET = {"S": COMMONS, "P": ALBERT}           # the opponents' building
TARGET_SQUARES = {s: [i for i in range(NSQ) if TARGET[s][i]] for s in "SP"}
PIECE = {("S", True): "L", ("S", False): "S", ("P", True): "I", ("P", False): "P"}

# Landing permission per side: never Prison, Yard, Hospital, Grounds, nor
# the side's own building (convention 4).
FORBIDDEN_ALL = [PRISON[i] or YARD[i] or HOSPITAL[i] or GROUNDS[i] for i in range(NSQ)]
CAN_LAND = {s: [not (FORBIDDEN_ALL[i] or OWN_BUILDING[s][i]) for i in range(NSQ)] for s in "SP"}
# `hop.over_forbidden: forbidden` (german): squares that may not be jumped
# either.  These are exactly the squares a side may not land on (Prison, Yard,
# Hospital, Grounds, own building; docs/conventions.md, "The German jumping
# rule").
NO_JUMP_GERMAN = {s: [not CAN_LAND[s][i] for i in range(NSQ)] for s in "SP"}

# Where a jumped opponent can be captured (`capture.zone: arena`, the only
# value of the built-in variants), without or with the two buildings
# (`capture.in_buildings`, docs/conventions.md, 13).
CAPTURABLE = {"excluded": ARENA,
              "included": [ARENA[i] or COMMONS[i] or ALBERT[i] for i in range(NSQ)]}

# ---------------------------------------------------------------------------
# Variants: the values of variants/*.yaml for the rule points that change
# legal moves or what a move does.  Every other such point has the same value
# in all five files: step and hop in all 8 directions, any piece may be
# hopped, chains allowed, captures in the Arena, small pieces diagonally and
# large ones in every direction, automatic and never compulsory, several a
# move; forbidden zones Prison, Yard, Hospital, Grounds and the own building;
# confinement to the opponents' building; exchanges of up to 6 a side, ranks
# matched, blocked while the Yard or Grounds is occupied, released onto
# b6.. / p12.. large first; six in the building wins.
# ---------------------------------------------------------------------------

class Rules:
    def __init__(self, name, *, over_forbidden, straight_over_opponent,
                 chain_in_building, revisit, in_buildings, removal, consent,
                 trigger, cost, no_move, ranks="matched", placement="fixed_order"):
        assert over_forbidden in ("allowed", "forbidden")
        assert straight_over_opponent in ("harmless", "forbidden")
        assert chain_in_building in ("continues", "ends")
        # `land_again` is a documented value that no built-in variant uses;
        # it is not implemented here (see README.md).
        assert revisit in ("never", "jump_again", "unlimited")
        assert in_buildings in ("excluded", "included")
        assert removal in ("end_of_move", "immediate")
        assert consent in ("required", "demand")
        # `move` and `free` are documented values that no built-in variant
        # uses; they are not implemented here (see README.md).
        assert cost == "move_and_answer"
        assert no_move in ("pass", "lose")
        assert ranks in ("matched", "unmatched")
        assert placement in ("fixed_order", "owner_chooses")
        # owner_chooses: the other side names its squares when it accepts, so
        # the opponent must consent (docs/conventions.md, 6).
        assert placement == "fixed_order" or consent == "required"
        # exchange.proposer: every built-in variant has to_move (the player to
        # move proposes instead of moving); `either` is not implemented here.
        self.name = name
        self.jump_forbidden = over_forbidden == "forbidden"     # hop.over_forbidden
        self.straight_forbidden = straight_over_opponent == "forbidden"
        self.chain_ends_in_building = chain_in_building == "ends"
        self.revisit = revisit                                  # hop.revisit
        self.capturable = CAPTURABLE[in_buildings]              # capture.in_buildings
        self.remove_at_once = removal == "immediate"            # capture.removal
        self.consent = consent == "required"                    # exchange.consent
        self.trigger = trigger                                  # exchange.trigger
        self.cost = cost                                        # exchange.cost
        self.lose_without_move = no_move == "lose"              # end.no_move
        self.unmatched = ranks == "unmatched"                   # exchange.ranks
        self.owner_chooses = placement == "owner_chooses"       # exchange.placement


VARIANTS = {
    "english": Rules("english", over_forbidden="allowed", straight_over_opponent="harmless",
                     chain_in_building="continues", revisit="never", in_buildings="excluded",
                     removal="end_of_move", consent="required", trigger=12,
                     cost="move_and_answer", no_move="pass"),
    "french": Rules("french", over_forbidden="allowed", straight_over_opponent="harmless",
                    chain_in_building="continues", revisit="never", in_buildings="excluded",
                    removal="end_of_move", consent="required", trigger=12,
                    cost="move_and_answer", no_move="pass"),
    "german": Rules("german", over_forbidden="forbidden", straight_over_opponent="forbidden",
                    chain_in_building="continues", revisit="never", in_buildings="included",
                    removal="end_of_move", consent="demand", trigger=12,
                    cost="move_and_answer", no_move="pass"),
    "ludii": Rules("ludii", over_forbidden="allowed", straight_over_opponent="harmless",
                   chain_in_building="ends", revisit="unlimited", in_buildings="excluded",
                   removal="immediate", consent="required", trigger=12,
                   cost="move_and_answer", no_move="pass", placement="owner_chooses"),
    "dagaz": Rules("dagaz", over_forbidden="allowed", straight_over_opponent="harmless",
                   chain_in_building="continues", revisit="jump_again", in_buildings="excluded",
                   removal="end_of_move", consent="demand", trigger=6,
                   cost="move_and_answer", no_move="lose", ranks="unmatched"),
}

# ---------------------------------------------------------------------------
# Positions and the position string (docs/notation.md).
# ---------------------------------------------------------------------------

START = ("17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/"
         "2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/17 S 0+0 0+0 - 0")


class PositionError(ValueError):
    pass


class Position:
    """board: list of 289 chars ('.' or S/L/P/I); prison / hospital:
    [large, small] captured Suffragettes / Police; pending: None or an
    exchange (see `Exchange`) proposed by the side not to move."""
    __slots__ = ("board", "to_move", "prison", "hospital", "pending", "ply")

    def __init__(self, board, to_move, prison, hospital, pending, ply):
        self.board, self.to_move = board, to_move
        self.prison, self.hospital = prison, hospital
        self.pending, self.ply = pending, ply

    def copy(self):
        return Position(self.board[:], self.to_move, self.prison[:],
                        self.hospital[:], self.pending, self.ply)

    def to_string(self):
        ranks = []
        for r in range(N - 1, -1, -1):
            out, run = [], 0
            for f in range(N):
                c = self.board[sq(f, r)]
                if c == ".":
                    run += 1
                    continue
                if run:
                    out.append(str(run))
                    run = 0
                out.append(c)
            if run:
                out.append(str(run))
            ranks.append("".join(out))
        pend = "-" if self.pending is None else self.pending.text(OTHER[self.to_move])[1:]
        return "%s %s %d+%d %d+%d %s %d" % (
            "/".join(ranks), self.to_move, self.prison[0], self.prison[1],
            self.hospital[0], self.hospital[1], pend, self.ply)


def _parse_count(text, field):
    parts = text.split("+")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise PositionError("%s field: expected <large>+<small>, got %r" % (field, text))
    return [int(parts[0]), int(parts[1])]


def parse_position(text, rules):
    fields = text.split(" ")
    if len(fields) != 6:
        raise PositionError("expected 6 space-separated fields, got %d" % len(fields))
    bfield, to_move, prison, hospital, pending, ply = fields
    ranks = bfield.split("/")
    if len(ranks) != N:
        raise PositionError("board field: expected 17 ranks, got %d" % len(ranks))
    board = ["."] * NSQ
    for k, rtext in enumerate(ranks):
        r = N - 1 - k                      # first rank listed is rank 17
        f, j = 0, 0
        while j < len(rtext):
            c = rtext[j]
            if c.isdigit():
                e = j
                while e < len(rtext) and rtext[e].isdigit():
                    e += 1
                run = rtext[j:e]
                if run[0] == "0" or not 1 <= int(run) <= N:
                    raise PositionError("board field, rank %d: bad run of empty squares %r at "
                                        "character %d" % (r + 1, run, j + 1))
                f += int(run)
                j = e
            elif c in SIDE_OF:
                if f < N:
                    if PRISON[sq(f, r)] or HOSPITAL[sq(f, r)]:
                        raise PositionError("board field, rank %d: piece %r on %s, a Prison or "
                                            "Hospital square" % (r + 1, c, sq_name(sq(f, r))))
                    board[sq(f, r)] = c
                f += 1
                j += 1
            else:
                raise PositionError("board field, rank %d: unexpected character %r at "
                                    "character %d" % (r + 1, c, j + 1))
            if f > N:
                raise PositionError("board field, rank %d: more than 17 squares" % (r + 1))
        if f != N:
            raise PositionError("board field, rank %d: %d squares, expected 17" % (r + 1, f))
    if to_move not in ("S", "P"):
        raise PositionError("to-move field: expected S or P, got %r" % to_move)
    if not ply.isdigit():
        raise PositionError("ply field: expected a number, got %r" % ply)
    pos = Position(board, to_move, _parse_count(prison, "prison"),
                   _parse_count(hospital, "hospital"), None, int(ply))
    if pending == "*":
        # Only under exchange.cost: free, which no built-in variant has.
        raise PositionError("pending field: '*' needs exchange.cost free; variant %s has %s"
                            % (rules.name, rules.cost))
    if "!" in pending:
        # Only under exchange.proposer: either, which no built-in variant has.
        raise PositionError("pending field: '!' needs exchange.proposer either; variant %s "
                            "has to_move" % rules.name)
    if pending != "-":
        if not rules.consent:
            raise PositionError("pending field: variant %s has no exchange proposals" % rules.name)
        proposer = OTHER[to_move]
        texts = {x.text(proposer): x for x in exchange_options(pos, rules, proposer)}
        if "X" + pending not in texts:
            raise PositionError("pending field: exchange %s is not one the %s could propose here"
                                % (pending, proposer))
        pos.pending = texts["X" + pending]
    return pos

# ---------------------------------------------------------------------------
# Moves.
# ---------------------------------------------------------------------------


class Move:
    """kind: 'step', 'chain', 'exchange', 'accept', 'decline', 'pass'.
    For steps and chains, path = squares from the start through every landing
    and flags[i] = whether hop i captures; captured = sorted squares."""
    __slots__ = ("kind", "path", "flags", "captured", "exchange", "text", "squares")

    def __init__(self, kind, path=(), flags=(), captured=(), exchange=None, proposer=None,
                 squares=()):
        self.kind, self.path, self.flags = kind, path, flags
        self.captured, self.exchange = captured, exchange
        self.squares = tuple(squares)      # accept: the answerer's chosen squares
        if kind == "step":
            self.text = sq_name(path[0]) + "-" + sq_name(path[1])
        elif kind == "chain":
            parts = [sq_name(path[0])]
            for i, cap in enumerate(flags):
                parts.append(("x" if cap else "-") + sq_name(path[i + 1]))
            self.text = "".join(parts)
        elif kind == "exchange":
            self.text = exchange.text(proposer)
        elif kind == "accept" and self.squares:
            self.text = "accept:" + ",".join(sq_name(q) for q in self.squares)
        else:
            self.text = kind


def game_over(pos):
    """Convention 7: a side with six pieces in the opponents' building won."""
    for side in "SP":
        if all(SIDE_OF.get(pos.board[i]) == side for i in TARGET_SQUARES[side]):
            return True
    return False


class Exchange:
    """An exchange: `counts` = {'S': (large, small), 'P': (large, small)}, the
    pieces each side gets back (the same number for both); `squares` = the
    proposer's chosen squares, large pieces' first, under exchange.placement:
    owner_chooses, else () (the fixed order)."""
    __slots__ = ("counts", "squares")

    def __init__(self, counts, squares=()):
        self.counts, self.squares = counts, tuple(squares)

    def text(self, proposer):
        """X<large>+<small>, /<large>+<small> for the Police where their ranks
        differ, then :squares (docs/notation.md)."""
        s, p = self.counts["S"], self.counts["P"]
        t = "X%d+%d" % s
        if p != s:
            t += "/%d+%d" % p
        if self.squares:
            t += ":" + ",".join(sq_name(q) for q in self.squares)
        return t


def _free_release(pos, side):
    return [q for q in RELEASE[side] if pos.board[q] == "."]


def _choices(free, large, small):
    """Every way to put `large` large and `small` small pieces on squares of
    `free` (in release order): tuples of squares, the large ones' first, each
    group in release order."""
    out = []
    for chosen in itertools.combinations(free, large + small):
        for big in itertools.combinations(chosen, large):
            rest = tuple(q for q in chosen if q not in big)
            out.append(big + rest)
    return out


def _fixed_choice(free, large, small):
    """The fixed order: the first free squares in release order, large first."""
    return tuple(free[:large + small])


def exchange_options(pos, rules, proposer=None):
    """Convention 6: every exchange available now (the trigger and the empty
    Yard and Grounds are the same for both sides), with the proposer's
    squares under owner_chooses (`proposer` defaults to the side to move)."""
    proposer = proposer or pos.to_move
    if sum(pos.prison) < rules.trigger or sum(pos.hospital) < rules.trigger:
        return []
    if any(pos.board[i] != "." for i in range(NSQ) if YARD[i] or GROUNDS[i]):
        return []
    most = min(6, len(_free_release(pos, "S")), len(_free_release(pos, "P")))
    pairs = []
    if rules.unmatched:
        # exchange.ranks: unmatched -- as many pieces a side, any ranks.
        for a in range(pos.prison[0] + 1):
            for b in range(pos.prison[1] + 1):
                n = a + b
                if not 1 <= n <= most:
                    continue
                for c in range(min(pos.hospital[0], n) + 1):
                    if n - c <= pos.hospital[1]:
                        pairs.append(((a, b), (c, n - c)))
    else:
        kmax = min(pos.prison[0], pos.hospital[0])
        mmax = min(pos.prison[1], pos.hospital[1])
        pairs = [((k, m), (k, m)) for k in range(kmax + 1) for m in range(mmax + 1)
                 if 1 <= k + m <= most]
    out = []
    for s, p in pairs:
        counts = {"S": s, "P": p}
        if rules.owner_chooses:
            own = counts[proposer]
            for ch in _choices(_free_release(pos, proposer), own[0], own[1]):
                out.append(Exchange(counts, ch))
        else:
            out.append(Exchange(counts))
    return out


class Hopper:
    """The piece on `frm` about to hop: the board it hops on (its start square
    empty while it is under way) and the single-hop rule."""

    def __init__(self, pos, frm, rules):
        self.board = pos.board[:]
        piece = self.board[frm]
        self.board[frm] = "."
        self.frm, self.rules = frm, rules
        self.side = SIDE_OF[piece]
        self.large = piece in LARGE
        self.can_land = CAN_LAND[self.side]
        self.target = TARGET[self.side]
        self.no_jump = NO_JUMP_GERMAN[self.side] if rules.jump_forbidden else None

    def hops(self, cur, first, captured):
        """The single hops from `cur` as (landing, jumped, captures), sorted by
        landing square, when the chain so far has captured the squares in
        `captured` and `first` says whether this is the move's first hop.
        The limits on landing or jumping a square again (`hop.revisit`) are
        the caller's; a piece this chain captured is never jumped again
        (convention 1, under every value)."""
        r = self.rules
        # hop.chain_in_building: ends -- no hop starts in the opponents'
        # building except a move's first (convention 12).
        if r.chain_ends_in_building and not first and self.target[cur]:
            return []
        confined = self.target[cur]    # confinement: checked from the hop's start
        board = self.board
        out = []
        for d in range(8):
            land = JUMP[cur][d]
            if land < 0:
                continue
            over = STEP[cur][d]
            if over in captured:
                continue
            victim = board[over]
            if victim == ".":
                continue
            # With removal at once (capture.removal: immediate) a captured
            # square is empty; by parity no chain can land there anyway.
            if board[land] != "." and not (r.remove_at_once and land in captured):
                continue
            if not self.can_land[land] or (confined and not self.target[land]):
                continue
            if self.no_jump is not None and self.no_jump[over]:
                continue
            # Convention 3 with capture.in_buildings (convention 13).
            capturable = SIDE_OF[victim] != self.side and r.capturable[over]
            cap = capturable and (self.large or DIAGONAL[d])
            # hop.straight_over_opponent: forbidden (convention 11): a hop
            # over an opponent where pieces can be captured must capture it.
            if capturable and not cap and r.straight_forbidden:
                continue
            out.append((land, over, cap))
        out.sort()
        return out


def hop_paths(pos, frm, rules):
    """Every hop chain of the piece on `frm` under hop.revisit `never` or
    `jump_again` (convention 1 and the precise semantics), as a list of
    (path, flags, captured) with path a tuple of squares from frm through
    every landing.  Depth-first.  `never`: no square landed on twice (the
    start counts) and none jumped twice; `jump_again`: no square landed on
    twice, squares may be jumped again but not a piece the chain captured."""
    assert rules.revisit in ("never", "jump_again")
    hopper = Hopper(pos, frm, rules)
    never = rules.revisit == "never"
    landed, jumped = {frm}, set()
    out = []
    path, flags, captured = [frm], [], []

    def dfs(cur):
        for land, over, cap in hopper.hops(cur, len(path) == 1, captured):
            if land in landed or (never and over in jumped):
                continue
            landed.add(land)
            jumped.add(over)
            path.append(land)
            flags.append(cap)
            if cap:
                captured.append(over)
            out.append((tuple(path), tuple(flags), tuple(sorted(captured))))
            dfs(land)
            if cap:
                captured.pop()
            flags.pop()
            path.pop()
            if never:
                jumped.discard(over)
            landed.discard(land)

    dfs(frm)
    return out


def _successors(hopper):
    """The state graph of `hop.revisit: unlimited`: states are (square,
    captured set); succ(state, first) lists (landing, next state, captures)
    sorted by landing square."""
    def succ(state, first):
        cur, capt = state
        return [(land, (land, capt | {over}) if cap else (land, capt), cap)
                for land, over, cap in hopper.hops(cur, first, capt)]
    return succ


def smallest_simple_path(src, dst, succ):
    """The lexicographically smallest sequence of squares from state `src` to
    state `dst` (after at least one hop) that passes through no state twice
    (`dst` == `src` allowed: then only the end repeats the start), as
    (squares, flags); None if there is none.  Greedy: the smallest next
    square from which `dst` can still be reached without a used state."""
    used = {src}
    squares, flags = [src[0]], []
    cur, first = src, True

    def reachable(frm):
        if frm == dst:
            return True
        seen, todo = {frm}, [frm]
        while todo:
            st = todo.pop()
            for _, nxt, _ in succ(st, False):
                if nxt == dst:
                    return True
                if nxt not in seen and nxt not in used:
                    seen.add(nxt)
                    todo.append(nxt)
        return False

    while True:
        for land, nxt, cap in succ(cur, first):
            if nxt == dst or (nxt not in used and reachable(nxt)):
                break
        else:
            return None
        squares.append(land)
        flags.append(cap)
        if nxt == dst:
            return tuple(squares), tuple(flags)
        used.add(nxt)
        cur, first = nxt, False


def unlimited_chains(pos, frm, rules):
    """`hop.revisit: unlimited` (docs/conventions.md, precise semantics): the
    piece's chains searched over states (square, captured set); every state
    reached after at least one hop is a move, a return to the start with
    nothing captured included.  Returns one (path, flags, captured) per move,
    the path the lexicographically smallest passing through no state twice.

    The path to each state other than the start is read off one depth-first
    search that tries landings in ascending order and never enters a state
    twice: its tree path to a state is the smallest such path (the start is
    on the stack throughout; `selftest` checks this against
    smallest_simple_path).  The return to the start uses the greedy search."""
    hopper = Hopper(pos, frm, rules)
    succ = _successors(hopper)
    root = (frm, frozenset())
    parent = {root: None}
    back_to_root = False
    stack = [(root, iter(succ(root, True)))]
    while stack:
        state, it = stack[-1]
        for land, nxt, cap in it:
            if nxt == root:
                back_to_root = True
            if nxt not in parent:
                parent[nxt] = (state, cap)
                stack.append((nxt, iter(succ(nxt, False))))
                break
        else:
            stack.pop()
    out = []
    for state in parent:
        if state == root:
            continue
        squares, flags = [], []
        st = state
        while st != root:
            prev, cap = parent[st]
            squares.append(st[0])
            flags.append(cap)
            st = prev
        squares.append(frm)
        out.append((tuple(reversed(squares)), tuple(reversed(flags)), tuple(sorted(state[1]))))
    if back_to_root:
        squares, flags = smallest_simple_path(root, root, succ)
        out.append((squares, flags, ()))
    return out


def walk(pos, frm, squares, rules):
    """Follow the hops frm -> squares[1] -> ... under the variant's rules.
    Returns (flags, captured) or None if some hop is not legal there."""
    hopper = Hopper(pos, frm, rules)
    landed, jumped, captured, flags = {frm}, set(), [], []
    cur = frm
    for i, nxt in enumerate(squares[1:]):
        hop = [h for h in hopper.hops(cur, i == 0, captured) if h[0] == nxt]
        if not hop:
            return None
        land, over, cap = hop[0]
        if rules.revisit != "unlimited" and land in landed:
            return None
        if rules.revisit == "never" and over in jumped:
            return None
        landed.add(land)
        jumped.add(over)
        if cap:
            captured.append(over)
        flags.append(cap)
        cur = land
    return tuple(flags), tuple(sorted(captured))


def piece_moves(pos, frm, rules):
    """Steps and (deduplicated, canonical) hop chains of the piece on frm."""
    board = pos.board
    side = SIDE_OF[board[frm]]
    can_land, target = CAN_LAND[side], TARGET[side]
    confined = target[frm]
    moves = []
    for d in range(8):
        to = STEP[frm][d]
        if to >= 0 and board[to] == "." and can_land[to] and (not confined or target[to]):
            moves.append(Move("step", (frm, to)))
    if rules.revisit == "unlimited":
        for path, flags, captured in unlimited_chains(pos, frm, rules):
            moves.append(Move("chain", path, flags, captured))
        return moves
    # Convention 5: one move per (landing, captured set); the canonical path
    # is the lexicographically smallest sequence of square indices.
    best = {}
    for path, flags, captured in hop_paths(pos, frm, rules):
        key = (path[-1], captured)
        if key not in best or path < best[key][0]:
            best[key] = (path, flags, captured)
    for path, flags, captured in best.values():
        moves.append(Move("chain", path, flags, captured))
    return moves


def legal_moves(pos, rules):
    if game_over(pos):
        return []
    if pos.pending is not None:
        if rules.owner_chooses:
            own = pos.pending.counts[pos.to_move]
            accepts = [Move("accept", squares=ch)
                       for ch in _choices(_free_release(pos, pos.to_move), own[0], own[1])]
        else:
            accepts = [Move("accept")]
        return accepts + [Move("decline")]
    moves = []
    for frm in range(NSQ):
        c = pos.board[frm]
        if c != "." and SIDE_OF[c] == pos.to_move:
            moves.extend(piece_moves(pos, frm, rules))
    for x in exchange_options(pos, rules):
        moves.append(Move("exchange", exchange=x, proposer=pos.to_move))
    if not moves and not rules.lose_without_move:
        moves.append(Move("pass"))         # convention 8, end.no_move: pass
    # end.no_move: lose -- the side that cannot move has lost: the game is
    # over and there are no moves.
    return moves


def legal_texts(pos, rules):
    return sorted(m.text for m in legal_moves(pos, rules))


def _do_exchange(pos, x, proposer, answer=()):
    """Release the pieces of exchange `x` onto the Yard and the Grounds: the
    proposer's on its chosen squares, the answerer's on `answer`, or, under
    the fixed order, on the first free squares, large first."""
    for side, pool in (("S", pos.prison), ("P", pos.hospital)):
        k, m = x.counts[side]
        pool[0] -= k
        pool[1] -= m
        chosen = x.squares if side == proposer else tuple(answer)
        squares = chosen or _fixed_choice(_free_release(pos, side), k, m)
        for j, q in enumerate(squares):
            pos.board[q] = PIECE[(side, j < k)]


def apply_move(pos, move, rules):
    """The position after a legal move (move as generated by legal_moves)."""
    new = pos.copy()
    if move.kind in ("step", "chain"):
        piece = new.board[move.path[0]]
        new.board[move.path[0]] = "."
        new.board[move.path[-1]] = piece
        for c in move.captured:
            victim = new.board[c]
            pool = new.prison if SIDE_OF[victim] == "S" else new.hospital
            pool[0 if victim in LARGE else 1] += 1
            new.board[c] = "."
    elif move.kind == "exchange":
        if rules.consent:
            new.pending = move.exchange
        else:
            _do_exchange(new, move.exchange, pos.to_move)
    elif move.kind == "accept":
        _do_exchange(new, new.pending, OTHER[pos.to_move], move.squares)
        new.pending = None
    elif move.kind == "decline":
        new.pending = None
    new.to_move = OTHER[new.to_move]
    new.ply += 1
    return new


class MoveError(ValueError):
    pass


def parse_move(pos, text, rules, legal=None):
    """Read move text (docs/notation.md) and return the matching legal Move.
    Accepts any legal path of a chain and '-' where a hop captures. `legal`,
    if given, is legal_moves(pos, rules), already computed."""
    if legal is None:
        legal = legal_moves(pos, rules)
    if text in ("accept", "decline", "pass") or text.startswith(("X", "accept:")):
        if rules.owner_chooses and ":" not in text and text in ("accept",) + tuple(
                m.text.split(":")[0] for m in legal if m.kind == "exchange"):
            # Written without squares: those of the fixed order (notation.md).
            if text == "accept" and pos.pending is not None:
                own = pos.pending.counts[pos.to_move]
                ch = _fixed_choice(_free_release(pos, pos.to_move), *own)
            else:
                x = next(m.exchange for m in legal
                         if m.kind == "exchange" and m.text.split(":")[0] == text)
                ch = _fixed_choice(_free_release(pos, pos.to_move), *x.counts[pos.to_move])
            if ch:
                text += ":" + ",".join(sq_name(q) for q in ch)
        text = _canonical_squares(pos, text)
        for m in legal:
            if m.text == text:
                return m
        if text.startswith("X") and not _is_exchange_text(text):
            raise MoveError("%r is not a move (expected X<large>+<small>)" % text)
        raise MoveError("%s is not legal here" % text)
    # Squares joined by '-' or 'x'.
    squares, seps, j = [], [], 0
    while True:
        e = j
        while e < len(text) and text[e] not in "-x":
            e += 1
        s = parse_square(text[j:e])
        if s is None:
            raise MoveError("%r: expected a square at column %d" % (text, j + 1))
        squares.append(s)
        if e == len(text):
            break
        seps.append(text[e])
        j = e + 1
    if len(squares) < 2:
        raise MoveError("%r: a move needs at least two squares" % text)
    frm = squares[0]
    if pos.pending is not None or not legal or legal[0].kind == "pass":
        raise MoveError("%s is not legal here" % text)
    if pos.board[frm] == "." or SIDE_OF[pos.board[frm]] != pos.to_move:
        raise MoveError("%s: no piece of the side to move on %s" % (text, sq_name(frm)))
    if not any(m.kind in ("step", "chain") and m.path[0] == frm for m in legal):
        raise MoveError("%s is not legal here" % text)
    if len(squares) == 2 and squares[1] in STEP[frm]:          # adjacent: a step
        if seps[0] == "x":
            raise MoveError("%s: a step never captures" % text)
        for m in legal:
            if m.kind == "step" and m.path == tuple(squares):
                return m
        raise MoveError("%s is not legal here" % text)
    walked = walk(pos, frm, squares, rules)
    if walked is not None:
        flags, captured = walked
        for i, sep in enumerate(seps):
            if sep == "x" and not flags[i]:
                raise MoveError("%s: hop %d captures nothing but is marked 'x'" % (text, i + 1))
        for m in legal:
            if (m.kind == "chain" and m.path[0] == frm and m.path[-1] == squares[-1]
                    and m.captured == captured):
                return m
    raise MoveError("%s is not legal here" % text)


def _canonical_squares(pos, text):
    """`text` with its squares after ':' in canonical order: the large
    pieces' squares, then the small ones', each group in release order (a
    reader may name each group's squares in any order)."""
    if ":" not in text:
        return text
    head, tail = text.split(":", 1)
    names = tail.split(",")
    if head == "accept":
        if pos.pending is None:
            return text
        large = pos.pending.counts[pos.to_move][0]
    else:
        counts = head[1:].split("/")
        pair = counts[0] if pos.to_move == "S" or len(counts) == 1 else counts[1]
        try:
            large = int(pair.split("+")[0])
        except ValueError:
            return text
    squares = [parse_square(n) for n in names]
    if None in squares:
        return text
    order = RELEASE[pos.to_move]
    key = lambda q: order.index(q) if q in order else 99
    ordered = sorted(squares[:large], key=key) + sorted(squares[large:], key=key)
    return head + ":" + ",".join(sq_name(q) for q in ordered)


def _is_exchange_text(text):
    counts = text[1:].split(":")[0]
    for pair in counts.split("/"):
        parts = pair.split("+")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            return False
    return len(counts.split("/")) <= 2


def perft(pos, rules, depth):
    if depth == 0:
        return 1
    moves = legal_moves(pos, rules)
    if depth == 1:
        return len(moves)
    return sum(perft(apply_move(pos, m, rules), rules, depth - 1) for m in moves)

# ---------------------------------------------------------------------------
# Self test: hand-built positions for the individual rules.
# ---------------------------------------------------------------------------


def build(pieces, to_move="S", prison=(0, 0), hospital=(0, 0), pending=None, ply=0):
    """A position from {'e6': 'S', ...} (no validation)."""
    board = ["."] * NSQ
    for name, c in pieces.items():
        board[parse_square(name)] = c
    return Position(board, to_move, list(prison), list(hospital), pending, ply)


def selftest():
    failures = []

    def chains(pos, r, frm):
        """The chain moves of the piece on frm, sorted texts."""
        return sorted(m.text for m in legal_moves(pos, r)
                      if m.kind == "chain" and m.path[0] == parse_square(frm))

    def check(label, cond):
        if not cond:
            failures.append(label)
        print("%-4s %s" % ("ok" if cond else "FAIL", label))

    allv = list(VARIANTS.values())
    start = parse_position(START, VARIANTS["english"])
    check("start string round-trips", start.to_string() == START)
    english = VARIANTS["english"]
    for r in allv:
        if r.revisit != "unlimited":
            check("start: 119 moves (%s)" % r.name, len(legal_moves(start, r)) == 119)
    # Under hop.revisit: unlimited (ludii) the start also has 16 chains that
    # hop out and back (d6-f4-d6, ...); the other 119 moves are english's
    # (same start, landing and captures), some under a longer canonical path
    # (e5-c7-c5-e7 for e5-e7: 104 < 106).
    lud = legal_moves(start, VARIANTS["ludii"])
    ident = lambda ms: sorted((m.path[0], m.path[-1], m.captured) for m in ms)
    nulls = [m for m in lud if m.path[0] == m.path[-1]]
    check("start, ludii: 135 moves, 16 of them null chains",
          len(lud) == 135 and len(nulls) == 16 and "d6-f4-d6" in [m.text for m in nulls])
    check("start, ludii: the other 119 are english's",
          ident([m for m in lud if m not in nulls]) == ident(legal_moves(start, english))
          and "e5-c7-c5-e7" in [m.text for m in lud] and "e5-e7" not in [m.text for m in lud])

    # Entering the opponents' building mid-chain, then confined to it
    # (docs/conventions.md, precise semantics; docs/reconstructions.md 5.2):
    # a chain goes on inside under hop.chain_in_building: continues, and
    # stops there under `ends` (ludii).
    p = build({"f11": "S", "g12": "P", "i13": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        if r.chain_ends_in_building:
            check("f11xh13 legal, f11xh13-j13 not (%s)" % r.name,
                  "f11xh13" in mv and "f11xh13-j13" not in mv)
        else:
            check("f11xh13-j13 legal (%s)" % r.name, "f11xh13-j13" in mv and "f11xh13" in mv)
    # A move's first hop may start inside the building; under `ends` (and
    # unlimited revisits) it is also the last: no h13-j13-h13.
    p = build({"h13": "S", "i13": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        check("h13-j13 legal, h13-j13-h13 not (%s)" % r.name,
              "h13-j13" in mv and "h13-j13-h13" not in mv)
    p = build({"i11": "S", "i12": "S", "i14": "S"})
    mv = legal_texts(p, VARIANTS["english"])
    check("i11-i13 legal, i11-i13-i15 not", "i11-i13" in mv and "i11-i13-i15" not in mv)
    p = build({"h13": "S", "i13": "P", "h12": "P"})
    mv = legal_texts(p, VARIANTS["english"])
    check("piece in House of Commons stays inside",
          sorted(mv) == sorted(["h13-h14", "h13-i14", "h13-j13"]))

    # German jumping rule around Albert Hall.
    p = build({"g5": "S", "h4": "P"})
    for r in allv:
        mv = legal_texts(p, r)
        check("S g5 over h4 to i3: %s" % r.name, ("g5-i3" in mv) == (r.name != "german"))
    p = build({"g5": "P", "h4": "P"}, to_move="P")
    for r in allv:
        check("P g5-i3 over h4 legal (%s)" % r.name, "g5-i3" in legal_texts(p, r))
    p = build({"b5": "S", "b6": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        check("b5-b7 over Yard (%s)" % r.name, ("b5-b7" in mv) == (r.name != "german"))

    # Captures: small only diagonally, large any direction, only in the Arena.
    p = build({"f6": "S", "f7": "P", "g7": "P", "e6": "L", "e7": "P", "d7": "P"})
    mv = legal_texts(p, VARIANTS["english"])
    check("small orthogonal hop does not capture", "f6-f8" in mv)
    check("small diagonal hop captures", "f6xh8" in mv)
    check("large orthogonal hop captures", "e6xe8" in mv)
    check("no capture off the Arena (d7)", "e6-c8" in mv)
    check("own pieces are jumped, never captured", "e6-g6" in mv and "f6-d6" in mv
          and "e6xg6" not in mv)
    p = build({"f6": "S", "g7": "P", "i9": "P"})
    mv = legal_texts(p, VARIANTS["english"])
    check("multi capture chain", "f6xh8" in mv and "f6xh8xj10" in mv)
    # Path classes: four own pieces around g8 give two ways to each landing.
    p = build({"e8": "S", "f9": "S", "h9": "S", "f7": "S", "h7": "S"})
    mv = [t for t in legal_texts(p, VARIANTS["english"]) if t.startswith("e8-")]
    # Literal lexicographic order: landing g10 is reached more cheaply via g6
    # (index 91) than directly (g10 = 159), so the longer path is canonical.
    check("canonical path = smallest indices", "e8-g6-i8" in mv and "e8-g10-i8" not in mv
          and "e8-g6" in mv and "e8-g10-i8-g6" not in mv and "e8-g10" not in mv
          and "e8-g6-i8-g10" in mv)
    check("'play' accepts a non-canonical path",
          parse_move(p, "e8-g10-i8", VARIANTS["english"]).text == "e8-g6-i8")

    # hop.straight_over_opponent (docs/conventions.md, 11;
    # sources/new-rule-points.md): a Suffragette on g7, a constable on g8.
    p = build({"g7": "S", "g8": "P"})
    for r in allv:
        mv = legal_texts(p, r)
        check("g7-g9 straight over a constable: %s" % r.name,
              ("g7-g9" in mv) == (not r.straight_forbidden))
    p = build({"g7": "L", "g8": "P", "f8": "S", "e9": "P"})
    for r in allv:
        mv = legal_texts(p, r)
        check("large straight and small diagonal still capture (%s)" % r.name,
              "g7xg9" in mv and "f8xd10" in mv)
    p = build({"c7": "S", "c8": "P", "e7": "S", "e8": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        check("straight over an opponent off the Arena, or over own, is harmless (%s)" % r.name,
              "c7-c9" in mv and "e7-e9" in mv)

    # capture.in_buildings (docs/conventions.md, 13): only in a composed
    # position can an opponent stand in a building a piece may jump; a
    # constable on h13 (House of Commons), a Leader on g12, a Suffragette on
    # h12.  german: included (the Leader takes it, the small piece may not
    # hop straight over it); the others: excluded.
    p = build({"g12": "L", "h13": "P", "h12": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        if r.name == "german":
            check("german: h13 capturable", "g12xi14" in mv and "g12-i12xg14" in mv
                  and "h12-h14" not in mv)
        else:
            check("%s: h13 not capturable" % r.name, "g12-i14" in mv and "g12-i12-g14" in mv
                  and "h12-h14" in mv)

    # hop.revisit: unlimited (ludii; docs/reconstructions.md 5.1 and the
    # precise semantics): Suffragettes on e5 and e6: e5-e7-e5 is a move.
    p = build({"e5": "S", "e6": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        check("e5-e7-e5 (%s)" % r.name, ("e5-e7-e5" in mv) == (r.revisit == "unlimited"))
    ludii = VARIANTS["ludii"]
    after = apply_move(p, parse_move(p, "e5-e7-e5", ludii), ludii)
    check("ludii: e5-e7-e5 changes nothing but the side to move",
          after.board == p.board and after.to_move == "P" and after.ply == 1)
    # Suffragettes on e5, e6, f7, g8, a constable on f8: Ludii's
    # e5-e7xg9-g7-e7 (e7, f8 taken) and e5-e7xg9-g7-e7-e5 (e5, f8 taken) are
    # moves; their canonical paths, the lexicographically smallest through
    # no (square, captured set) state twice, go round the other way.  The
    # other variants list the five chains the document names.
    p = build({"e5": "S", "e6": "S", "f7": "S", "g8": "S", "f8": "P"})
    check("ludii: the chains from e5", chains(p, ludii, "e5") == [
        "e5-e7", "e5-e7-e5", "e5-e7-g7", "e5-e7-g7-g9", "e5-e7-g7-g9xe7",
        "e5-e7-g7-g9xe7-e5", "e5-e7-g7-g9xe7-g7", "e5-e7-g7-g9xe7-g7-g9", "e5-e7-g7xe9"])
    check("ludii: 'play' reads the document's paths",
          parse_move(p, "e5-e7xg9-g7-e7", ludii).text == "e5-e7-g7-g9xe7"
          and parse_move(p, "e5-e7xg9-g7-e7-e5", ludii).text == "e5-e7-g7-g9xe7-e5"
          and parse_move(p, "e5-e7xg9", ludii).text == "e5-e7-g7-g9xe7-g7-g9"
          and parse_move(p, "e5-e7-e5-e7-e5", ludii).text == "e5-e7-e5")
    for r in allv:
        if r.revisit == "never":
            check("the chains from e5 (%s)" % r.name, chains(p, r, "e5") == [
                "e5-e7", "e5-e7-g7", "e5-e7-g7-g9", "e5-e7-g7xe9", "e5-e7xg9", "e5-e7xg9-g7"])
    try:
        parse_move(p, "e5-e7xg9-g7-e7", english)
        check("english: a chain landing twice is rejected", False)
    except MoveError:
        check("english: a chain landing twice is rejected", True)

    # hop.revisit: jump_again (dagaz; docs/reconstructions.md 5.5):
    # Suffragettes on e5, f6, g6: e5-g7-g5-e7 jumps f6 twice.
    p = build({"e5": "S", "f6": "S", "g6": "S"})
    for r in allv:
        mv = legal_texts(p, r)
        check("e5-g7-g5-e7 (%s)" % r.name, "e5-g7" in mv and "e5-g7-g5" in mv
              and ("e5-g7-g5-e7" in mv) == (r.revisit != "never")
              and ("e5-g7-e5" in mv) == (r.revisit == "unlimited"))
    # ... but a piece the chain captured is never jumped again: a constable
    # on f6 instead.
    p = build({"e5": "S", "f6": "P", "g6": "S"})
    for r in allv:
        check("captured f6 not jumped again (%s)" % r.name,
              chains(p, r, "e5") == ["e5xg7", "e5xg7-g5"])

    # Canonical paths under `unlimited`: the depth-first tree path to each
    # state equals the greedy lexicographically smallest simple path.
    positions = [start, build({"e5": "S", "e6": "S", "f7": "S", "g8": "S", "f8": "P"}),
                 build({"g7": "L", "f7": "S", "h7": "S", "g8": "P", "f8": "P", "h8": "S",
                        "f6": "P", "h6": "P", "g6": "S", "i9": "P", "e9": "S"})]
    agree = True
    for q in positions:
        for frm in range(NSQ):
            if q.board[frm] == "." or SIDE_OF[q.board[frm]] != q.to_move:
                continue
            succ = _successors(Hopper(q, frm, ludii))
            for path, flags, captured in unlimited_chains(q, frm, ludii):
                want = smallest_simple_path((frm, frozenset()),
                                            (path[-1], frozenset(captured)), succ)
                agree = agree and want == (path, flags)
    check("ludii: canonical paths = greedy smallest simple paths", agree)

    # end.no_move: lose (dagaz): no move at all, the game is over.
    for r in allv:
        mv = legal_texts(build({}), r)
        check("no move: %s" % r.name, mv == ([] if r.lose_without_move else ["pass"]))
    check("dagaz: perft 1 of a lost position is 0",
          perft(build({}), VARIANTS["dagaz"], 1) == 0)
    check("dagaz: an exchange is a move",
          legal_texts(build({}, prison=(0, 6), hospital=(0, 6)), VARIANTS["dagaz"])[:1] == ["X0+1"])

    # exchange.cost: only move_and_answer is built in; '*' is not a pending
    # value of any built-in variant.
    try:
        parse_position(START.replace(" - 0", " * 0"), english)
        check("rejects pending '*'", False)
    except PositionError:
        check("rejects pending '*'", True)

    # Win / game over, pass.
    win = {n: "S" for n in ("h13", "i13", "j13", "h14", "i14", "j14")}
    win["e6"] = "P"
    check("game over: no moves", legal_texts(build(win, to_move="P"), VARIANTS["english"]) == [])
    check("pass when nothing else", legal_texts(build({}), VARIANTS["english"]) == ["pass"])

    # Exchanges.
    p = build({"e6": "S"}, prison=(2, 10), hospital=(1, 11))
    mv = legal_texts(p, VARIANTS["english"])
    check("exchange X0+1 .. X1+5 listed", "X0+6" in mv and "X1+5" in mv and "X2+0" not in mv
          and "X1+6" not in mv and "X0+0" not in mv)
    after = apply_move(p, parse_move(p, "X1+2", VARIANTS["english"]), VARIANTS["english"])
    check("consent: only accept/decline", legal_texts(after, VARIANTS["english"]) == ["accept", "decline"])
    acc = apply_move(after, parse_move(after, "accept", VARIANTS["english"]), VARIANTS["english"])
    check("accept performs exchange",
          acc.to_string().endswith("S 1+8 0+9 - 2") and acc.board[parse_square("b6")] == "L"
          and acc.board[parse_square("b4")] == "S" and acc.board[parse_square("p12")] == "I"
          and acc.board[parse_square("p14")] == "P")
    check("exchange blocked while Yard occupied",
          not any(t.startswith("X") for t in legal_texts(acc, VARIANTS["english"])))
    g = apply_move(p, parse_move(p, "X0+1", VARIANTS["german"]), VARIANTS["german"])
    check("german: exchange at once", g.pending is None and g.board[parse_square("b6")] == "S")

    # exchange.placement: owner_chooses (ludii) -- the proposer names its
    # squares, the answerer its own on accepting; exchange.ranks: unmatched
    # (dagaz) -- as many a side, of any ranks.
    lud = VARIANTS["ludii"]
    q = build({"e9": "S", "n15": "I"}, prison=(5, 15), hospital=(4, 16))
    xs = [t for t in legal_texts(q, lud) if t.startswith("X")]
    check("ludii: 715 exchanges with squares", len(xs) == 715 and xs[0] == "X0+1:b1")
    pr = apply_move(q, parse_move(q, "X1+2:b4,b2,b1", lud), lud)
    check("ludii: proposal with squares pending",
          pr.to_string().endswith(" P 5+15 4+16 1+2:b4,b2,b1 1"))
    acc = legal_texts(pr, lud)
    check("ludii: 60 acceptances and decline", len(acc) == 61 and acc[-1] == "decline")
    done = apply_move(pr, parse_move(pr, "accept:p17,p15,p13", lud), lud)
    check("ludii: released where chosen",
          [done.board[parse_square(n)] for n in ("b4", "b2", "b1", "b6", "p17", "p15", "p13")]
          == ["L", "S", "S", ".", "I", "P", "P"])
    short = apply_move(q, parse_move(q, "X1+2", lud), lud)
    check("ludii: no squares written, the fixed order's",
          short.to_string().endswith(" 1+2:b6,b5,b4 1"))
    back = parse_position(pr.to_string(), lud)
    check("ludii: pending with squares read back", back.to_string() == pr.to_string())
    dag = VARIANTS["dagaz"]
    xd = [t for t in legal_texts(q, dag) if t.startswith("X")]
    check("dagaz: 114 exchanges, ranks unmatched", len(xd) == 114 and "X1+2/0+3" in xd
          and "X5+0" not in xd and "X5+0/4+1" in xd)
    dd = apply_move(q, parse_move(q, "X1+2/0+3", dag), dag)
    check("dagaz: unmatched exchange at once",
          dd.prison == [4, 13] and dd.hospital == [4, 13]
          and [dd.board[parse_square(n)] for n in ("b6", "b5", "b4", "p12", "p14", "p15")]
          == ["L", "S", "S", "P", "P", "."])
    try:
        parse_position(START.replace(" - 0", " ! 0"), english)
        check("rejects pending '!'", False)
    except PositionError:
        check("rejects pending '!'", True)
    d = build({"e6": "S"}, prison=(0, 6), hospital=(0, 5))
    check("dagaz trigger 6", not any(t.startswith("X") for t in legal_texts(d, VARIANTS["dagaz"])))
    d.hospital = [1, 5]
    check("dagaz trigger 6 met", "X0+5" in legal_texts(d, VARIANTS["dagaz"]))
    ex = build({}, prison=(0, 12), hospital=(0, 12))
    check("exchange instead of pass", "pass" not in legal_texts(ex, VARIANTS["english"]))

    # Reading: leading zeros / 116, '-' for a capture, 'x' for none.
    for bad in ("116/" + START[3:], START.replace("17/17/17/", "17/17/017/", 1)):
        try:
            parse_position(bad, VARIANTS["english"])
            check("rejects %r" % bad[:12], False)
        except PositionError:
            check("rejects %r" % bad[:12], True)
    p = build({"f6": "S", "g7": "P", "i9": "P"})
    check("'-' accepted for a capture", parse_move(p, "f6-h8-j10", VARIANTS["english"]).text == "f6xh8xj10")
    try:
        parse_move(build({"f6": "S", "f7": "P"}), "f6xf8", VARIANTS["english"])
        check("'x' on a non-capturing hop rejected", False)
    except MoveError:
        check("'x' on a non-capturing hop rejected", True)
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0

# ---------------------------------------------------------------------------
# Command line.
# ---------------------------------------------------------------------------


def play_batch(lines, out, rules):
    """`play --batch`: one 'POSITION<TAB>MOVE' per input line; for each, one
    output line: the position string after the move, or 'error: ...' when
    the position is invalid or the move illegal. Blank lines are skipped."""
    last = None                          # (text, position, its legal moves)
    for lineno, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line.strip():
            continue
        if "\t" not in line:
            raise ValueError("line %d: expected POSITION<TAB>MOVE" % lineno)
        text, move = line.split("\t", 1)
        text = text.strip()
        try:
            if last is None or last[0] != text:
                pos = parse_position(text, rules)
                last = (text, pos, legal_moves(pos, rules))
            pos = last[1]
            after = apply_move(pos, parse_move(pos, move.strip(), rules, last[2]), rules)
            out.write(after.to_string() + "\n")
        except (PositionError, MoveError) as e:
            out.write("error: %s\n" % e)
    out.flush()
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description="Suffragetto reference move generator")
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("moves", "play", "perft", "batch"):
        sp = sub.add_parser(name)
        sp.add_argument("--variant", required=True, choices=sorted(VARIANTS))
        if name != "batch":
            sp.add_argument("--position", default=START)
        if name == "play":
            sp.add_argument("moves", nargs="*", metavar="MOVE")
            sp.add_argument("--batch", action="store_true",
                            help="read POSITION<TAB>MOVE lines from stdin; for each, "
                                 "print the position after the move, or 'error: ...'")
        if name == "perft":
            sp.add_argument("--depth", type=int, required=True)
    sub.add_parser("selftest")
    args = ap.parse_args(argv)
    if args.cmd == "selftest":
        return selftest()
    rules = VARIANTS[args.variant]
    try:
        if args.cmd == "batch":
            out = sys.stdout
            for lineno, line in enumerate(sys.stdin, 1):
                line = line.strip()
                if not line:
                    continue          # blank lines are skipped, no output
                try:
                    pos = parse_position(line, rules)
                except PositionError as e:
                    raise PositionError("line %d: %s" % (lineno, e))
                out.write(" ".join(legal_texts(pos, rules)) + "\n")
            out.flush()
            return 0
        if args.cmd == "play" and args.batch:
            return play_batch(sys.stdin, sys.stdout, rules)
        if args.cmd == "play" and not args.moves:
            raise ValueError("play needs at least one MOVE (or --batch)")
        pos = parse_position(args.position, rules)
        if args.cmd == "moves":
            for t in legal_texts(pos, rules):
                print(t)
        elif args.cmd == "play":
            for text in args.moves:
                try:
                    mv = parse_move(pos, text, rules)
                except MoveError as e:
                    raise MoveError("ply %d, %s" % (pos.ply + 1, e))
                pos = apply_move(pos, mv, rules)
            print(pos.to_string())
        elif args.cmd == "perft":
            if args.depth < 0:
                raise ValueError("depth must be >= 0")
            print(perft(pos, rules, args.depth))
    except (PositionError, MoveError, ValueError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:              # e.g. `... moves | head`
        sys.stderr.close()
        sys.exit(1)
