#!/usr/bin/env python3
"""Independent reference implementation of the Suffragetto move rules.

Written from the project's specification documents only
(research/board.md, research/rule-points.md, research/notation.md and the
rule texts in sources/), without looking at the Rust engine or the variant
YAML files, so that the Rust test suite can cross-check its legal move lists
against an implementation that shares no code or assumptions with it.

Plain Python 3.11, standard library only.  Usage:

    suffragetto_ref.py moves  --variant V [--position POS]
    suffragetto_ref.py play   --variant V [--position POS] MOVE [MOVE ...]
    suffragetto_ref.py perft  --variant V [--position POS] --depth N
    suffragetto_ref.py batch  --variant V      (positions on stdin, one a line)
    suffragetto_ref.py selftest                (built-in rule checks)

Variants: english, french, german, ludii, dagaz.
"""

import argparse
import sys

# ---------------------------------------------------------------------------
# Geometry (board.md).  Square index = (rank - 1) * 17 + file, file a = 0.
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
# German `hop.over_forbidden`: squares that may not be jumped either.  These
# are exactly the squares a side may not land on.
NO_JUMP_GERMAN = {s: [not CAN_LAND[s][i] for i in range(NSQ)] for s in "SP"}

# ---------------------------------------------------------------------------
# Variants (rule-points.md): only the rule points that change move lists.
# ---------------------------------------------------------------------------

class Rules:
    def __init__(self, name, jump_forbidden, consent, trigger, remove_at_once):
        self.name = name
        self.jump_forbidden = jump_forbidden    # hop.over_forbidden (german)
        self.consent = consent                  # exchange.consent
        self.trigger = trigger                  # exchange.trigger (each side)
        self.remove_at_once = remove_at_once    # capture.removal mid-chain


VARIANTS = {
    "english": Rules("english", False, True, 12, False),
    "french": Rules("french", False, True, 12, False),
    "german": Rules("german", True, False, 12, False),
    "ludii": Rules("ludii", False, True, 12, True),
    "dagaz": Rules("dagaz", False, False, 6, False),
}

# ---------------------------------------------------------------------------
# Positions and the position string (notation.md).
# ---------------------------------------------------------------------------

START = ("17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/"
         "2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/17 S 0+0 0+0 - 0")


class PositionError(ValueError):
    pass


class Position:
    """board: list of 289 chars ('.' or S/L/P/I); prison / hospital:
    [large, small] captured Suffragettes / Police; pending: None or (k, m)."""
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
        pend = "-" if self.pending is None else "%d+%d" % self.pending
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
    if pending != "-":
        k, m = _parse_count(pending, "pending")
        if not rules.consent:
            raise PositionError("pending field: variant %s has no exchange proposals" % rules.name)
        if (k, m) not in exchange_options(pos, rules):
            raise PositionError("pending field: exchange %d+%d is not available here" % (k, m))
        pos.pending = (k, m)
    return pos

# ---------------------------------------------------------------------------
# Moves.
# ---------------------------------------------------------------------------


class Move:
    """kind: 'step', 'chain', 'exchange', 'accept', 'decline', 'pass'.
    For steps and chains, path = squares from the start through every landing
    and flags[i] = whether hop i captures; captured = sorted squares."""
    __slots__ = ("kind", "path", "flags", "captured", "exchange", "text")

    def __init__(self, kind, path=(), flags=(), captured=(), exchange=None):
        self.kind, self.path, self.flags = kind, path, flags
        self.captured, self.exchange = captured, exchange
        if kind == "step":
            self.text = sq_name(path[0]) + "-" + sq_name(path[1])
        elif kind == "chain":
            parts = [sq_name(path[0])]
            for i, cap in enumerate(flags):
                parts.append(("x" if cap else "-") + sq_name(path[i + 1]))
            self.text = "".join(parts)
        elif kind == "exchange":
            self.text = "X%d+%d" % exchange
        else:
            self.text = kind


def game_over(pos):
    """Convention 7: a side with six pieces in the opponents' building won."""
    for side in "SP":
        if all(SIDE_OF.get(pos.board[i]) == side for i in TARGET_SQUARES[side]):
            return True
    return False


def exchange_options(pos, rules):
    """Convention 6: all (k, m) available now (ignores whose turn it is)."""
    if sum(pos.prison) < rules.trigger or sum(pos.hospital) < rules.trigger:
        return []
    if any(pos.board[i] != "." for i in range(NSQ) if YARD[i] or GROUNDS[i]):
        return []
    kmax = min(pos.prison[0], pos.hospital[0])
    mmax = min(pos.prison[1], pos.hospital[1])
    return [(k, m) for k in range(kmax + 1) for m in range(mmax + 1) if 1 <= k + m <= 6]


def hop_paths(pos, frm, rules):
    """Every hop chain of the piece on `frm` (convention 1 and the precise
    semantics), as a list of (path, flags, captured) with path a tuple of
    squares from frm through every landing.  Depth-first; the start square
    is empty while the piece is under way."""
    board = pos.board[:]
    piece = board[frm]
    board[frm] = "."
    side = SIDE_OF[piece]
    large = piece in LARGE
    can_land = CAN_LAND[side]
    target = TARGET[side]
    no_jump = NO_JUMP_GERMAN[side] if rules.jump_forbidden else None
    landed, jumped = {frm}, set()
    out = []
    path, flags, captured = [frm], [], []

    def dfs(cur):
        confined = target[cur]        # confinement: checked from the hop's start
        for d in range(8):
            land = JUMP[cur][d]
            if land < 0:
                continue
            over = STEP[cur][d]
            victim = board[over]
            if victim == "." or board[land] != "." or land in landed or over in jumped:
                continue
            if not can_land[land] or (confined and not target[land]):
                continue
            if no_jump is not None and no_jump[over]:
                continue
            cap = SIDE_OF[victim] != side and ARENA[over] and (large or DIAGONAL[d])
            landed.add(land)
            jumped.add(over)
            path.append(land)
            flags.append(cap)
            if cap:
                captured.append(over)
                if rules.remove_at_once:          # ludii: gone at once
                    board[over] = "."
            out.append((tuple(path), tuple(flags), tuple(sorted(captured))))
            dfs(land)
            if cap:
                captured.pop()
                board[over] = victim
            flags.pop()
            path.pop()
            jumped.discard(over)
            landed.discard(land)

    dfs(frm)
    return out


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
        return [Move("accept"), Move("decline")]
    moves = []
    for frm in range(NSQ):
        c = pos.board[frm]
        if c != "." and SIDE_OF[c] == pos.to_move:
            moves.extend(piece_moves(pos, frm, rules))
    for km in exchange_options(pos, rules):
        moves.append(Move("exchange", exchange=km))
    if not moves:
        moves.append(Move("pass"))         # convention 8
    return moves


def legal_texts(pos, rules):
    return sorted(m.text for m in legal_moves(pos, rules))


def _do_exchange(pos, k, m):
    """Release k large and m small pieces a side onto Yard / Grounds."""
    for side, pool in (("S", pos.prison), ("P", pos.hospital)):
        pool[0] -= k
        pool[1] -= m
        squares = RELEASE[side]
        for j in range(k + m):
            pos.board[squares[j]] = PIECE[(side, j < k)]


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
            _do_exchange(new, *move.exchange)
    elif move.kind == "accept":
        _do_exchange(new, *new.pending)
        new.pending = None
    elif move.kind == "decline":
        new.pending = None
    new.to_move = OTHER[new.to_move]
    new.ply += 1
    return new


class MoveError(ValueError):
    pass


def parse_move(pos, text, rules):
    """Read move text (notation.md) and return the matching legal Move.
    Accepts any legal path of a chain and '-' where a hop captures."""
    legal = legal_moves(pos, rules)
    if text in ("accept", "decline", "pass") or text.startswith("X"):
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
    for path, flags, captured in hop_paths(pos, frm, rules):
        if path == tuple(squares):
            for i, sep in enumerate(seps):
                if sep == "x" and not flags[i]:
                    raise MoveError("%s: hop %d captures nothing but is marked 'x'" % (text, i + 1))
            for m in legal:
                if (m.kind == "chain" and m.path[0] == frm and m.path[-1] == path[-1]
                        and m.captured == captured):
                    return m
    raise MoveError("%s is not legal here" % text)


def _is_exchange_text(text):
    parts = text[1:].split("+")
    return len(parts) == 2 and all(p.isdigit() for p in parts)


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

    def check(label, cond):
        if not cond:
            failures.append(label)
        print("%-4s %s" % ("ok" if cond else "FAIL", label))

    allv = list(VARIANTS.values())
    start = parse_position(START, VARIANTS["english"])
    check("start string round-trips", start.to_string() == START)
    for r in allv:
        check("start: 119 moves (%s)" % r.name, len(legal_moves(start, r)) == 119)

    # Entering the opponents' building mid-chain, then confined to it.
    p = build({"f11": "S", "g12": "P", "i13": "P"})
    for r in allv:
        mv = legal_texts(p, r)
        check("f11xh13-j13 legal (%s)" % r.name, "f11xh13-j13" in mv and "f11xh13" in mv)
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


def main(argv):
    ap = argparse.ArgumentParser(description="Suffragetto reference move generator")
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("moves", "play", "perft", "batch"):
        sp = sub.add_parser(name)
        sp.add_argument("--variant", required=True, choices=sorted(VARIANTS))
        if name != "batch":
            sp.add_argument("--position", default=START)
        if name == "play":
            sp.add_argument("moves", nargs="+", metavar="MOVE")
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
