# Every word printed on the board, the pieces sheet and the tiles of the
# print kit (crates/suffragetto-render/src/words.rs reads them), in
# English. The zones as each text names them; the buildings by the names
# the texts give them.

kit-title = Suffragetto
kit-board = board
kit-pieces = pieces
kit-cut = cut
kit-glue = glue
kit-assembly = How to put the board together
kit-scale-check = 100 mm
kit-pieces-howto = Cut out along the circles, or glue onto coins or card discs. Large pieces are the bigger discs.
kit-fold-howto = Cut round each pair, fold along the dotted line and glue the two halves back to back.
kit-after = After
kit-this-sheet = This sheet
kit-glue-under = Its cut edges go over the glue strips of sheet
kit-map-key = The black square is this sheet; the board is assembled as on the first page.
kit-start-squares = Start squares:
kit-inches = 4 in
kit-scale-step-inches = Check the bars below: one must measure exactly 100 mm, the other 4 inches.
kit-print-shop = full size for a print shop
kit-step-1 = Print every page at 100 % ("actual size", not "fit to page").
kit-step-2 = Check the bar below: it must measure exactly 100 mm.
kit-step-3 = Cut each sheet along its dashed cut lines (left and top; the first row and column have none).
kit-step-4 = Start with row 1, column 1. Lay the next sheet over the grey glue strip of its neighbour.
kit-step-5 = Put its cut edge on the dotted line, the half crosses meeting the crosses, and glue.
kit-step-6 = Finish each row, then glue the rows together the same way. Trim the outer edge.

kit-zone-arena = THE ARENA
kit-zone-prison = PRISON
kit-zone-prison-yard = PRISON YARD
kit-zone-hospital = HOSPITAL
kit-zone-hospital-grounds = HOSPITAL GROUNDS
kit-zone-house-of-commons = House of Commons
kit-zone-albert-hall = Albert Hall

kit-piece-suffragette = Suffragette
    .plural = Suffragettes
kit-piece-leader = Leader
    .plural = Leaders
kit-piece-constable = Police constable
    .plural = Police constables
kit-piece-inspector = Inspector
    .plural = Inspectors

kit-title-mono = { $title }, black and white
kit-tile-label = row { $row }, column { $col } of { $rows } x { $cols }
kit-sheet-name = row { $row }, column { $col }
kit-quoted = “{ $text }”
kit-sheets-summary = { $n } { $paper } sheets, { $rows } rows × { $cols } columns
kit-counters-heading = { $n } { $name }{ $spares ->
        [0] {""}
        [1] {" "}+ 1 spare
       *[other] {" "}+ { $spares } spares
    } · Ø { $diameter }

## The diagrams' words (crates/suffragetto-render/src/diagram/words.rs):
## whose turn, the Prison and Hospital, the key, and the sentences of the
## text alternative.

diagram-to-move = { $side-id ->
       *[suffragettes] Suffragettes to move
        [police] Police to move
    }
diagram-won = { $side-id ->
       *[suffragettes] The Suffragettes have won
        [police] The Police have won
    }
diagram-captivity = { $side-id ->
       *[suffragettes] Prison
        [police] Hospital
    }
diagram-tally-none = none
diagram-offered = Exchange offered
diagram-start = Start position
diagram-landing-step = step
diagram-landing-hop = hop
diagram-landing-capture = { $side-id ->
       *[suffragettes] hop that disables
        [police] hop that arrests
    }
diagram-title = Suffragetto diagram
diagram-position = Position
diagram-through = Last move through
diagram-captured = captured on
diagram-landings = Legal landings
diagram-on-board = On the board
diagram-side = { $side-id ->
       *[suffragettes] Suffragettes
        [police] Police
    }
diagram-piece-name = { $piece-id ->
        [leader] { $n ->
            [one] Leader
           *[other] Leaders
        }
        [suffragette] { $n ->
            [one] rank-and-file
           *[other] rank-and-file
        }
        [inspector] { $n ->
            [one] Inspector
           *[other] Inspectors
        }
       *[constable] { $n ->
            [one] constable
           *[other] constables
        }
    }
diagram-count = { $n } { $name }
diagram-on-squares = { $name } on { $squares }
diagram-no-pieces = no pieces
diagram-and = { $first } and { $second }
# A label and what follows it (French puts a no-break space before the colon).
diagram-label = { $label }: { $value }

## The print kit's README.txt and the rules sheet's figures
## (crates/suffragetto-render/src/kit.rs, rules_sheet.rs).

kit-readme-title = Suffragetto print kit
kit-readme-board = Board { $board } square (squares of { $square }), after “{ $variant }”, { $theme ->
        [mono] black and white
       *[colour] in colour
    }.
kit-readme-pages = { $n ->
        [one] 1 page
       *[other] { $n } pages
    }
kit-readme-print =
    Print at 100 % (actual size). The tiled boards begin with a page that shows
    how the sheets go together; board-full.pdf is for a print shop (3 mm bleed,
    crop marks).
kit-figure-start = The start position and the zones.
kit-figure-chain = A chain, { $move }: a small piece takes { $n } pieces.
kit-figure-landings = Where the Leader on h8 may go.
# The heading of a tiled sheet: $title is kit-title, $tile kit-tile-label.
kit-tile-heading = { $title } board — { $tile }
