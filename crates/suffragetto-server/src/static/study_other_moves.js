// The moves that are not a step or a hop (docs/notation.md): an exchange
// of prisoners and patients proposed (`X1+3`), the answer to one (`accept`,
// `decline`), a pass. Where the position on the studio's board has any,
// they are offered beside the board, each in words with its notation, and
// played as a move of the chapter like one made on the board.
const OtherMoves = (() => {
  const WORDS = { accept: "page-studio-move-accept", decline: "page-studio-move-decline", pass: "page-studio-move-pass" };

  function label(m) {
    if (m.kind === "exchange") return t("page-studio-move-exchange", { move: m.move });
    const key = WORDS[m.move.split(":")[0]];
    return key ? t(key, { move: m.move }) : m.move;
  }

  function offer(moves) {
    const form = $("#other-moves"), select = $("#other-move");
    if (!form || !select) return;
    const others = studio.editable ? moves.filter((m) => !m.from) : [];
    select.replaceChildren(...others.map((m) => {
      const o = el("option", label(m));
      o.value = m.move;
      return o;
    }));
    form.hidden = !others.length;
  }

  function setUp() {
    const form = $("#other-moves");
    if (!form) return;
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = $("#other-move").value;
      if (text) playMove(text);
    });
  }

  return { offer, setUp };
})();
