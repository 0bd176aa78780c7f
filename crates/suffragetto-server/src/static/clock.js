// A table's two clocks (docs/online-play.md). The server keeps the time:
// each state it sends carries each side's time left at that moment
// (`clocks`) and the side whose clock runs (`clock_running`); the page only
// counts the running one down from the moment the state arrived, and draws
// again whenever a new state comes. A page's count is never sent back.
const clocks = { left: null, running: null, at: 0, timer: null, days: false };

// Keeps the clocks of state `v` (called for every state the page draws).
function takeClocks(v) {
  clocks.left = v.clocks || null;
  clocks.running = v.clock_running || null;
  clocks.days = !!(v.clock && v.clock.days_per_move);
  clocks.at = performance.now();
  drawClocks();
  clearInterval(clocks.timer);
  clocks.timer = clocks.running ? setInterval(drawClocks, 100) : null;
}

// `side`'s time left now, in milliseconds.
function timeLeft(side) {
  if (!clocks.left) return null;
  const ms = clocks.left[side];
  return side === clocks.running ? Math.max(0, ms - (performance.now() - clocks.at)) : ms;
}

// "9:58", "0:07.4" under ten seconds, "1:02:03" over an hour, and for
// correspondence days and hours.
function clockText(ms) {
  if (clocks.days) {
    const hours = Math.floor(ms / 3600000);
    return t("page-clock-days", { days: Math.floor(hours / 24), hours: hours % 24 });
  }
  const s = Math.floor(ms / 1000);
  const two = (n) => String(n).padStart(2, "0");
  if (ms < 10000) return `0:${two(s)}.${Math.floor((ms % 1000) / 100)}`;
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

// The two clocks, the table's first seat first, in their place on the page.
function drawClocks() {
  const box = document.getElementById("clocks");
  if (!box) return;
  box.hidden = !clocks.left;
  if (!clocks.left) { box.replaceChildren(); return; }
  for (const side of ["S", "P"]) {
    let c = box.querySelector(`.clock[data-side="${side}"]`);
    if (!c) {
      c = el("div", null, "clock");
      c.dataset.side = side;
      c.append(el("span", SIDE_NAME[side], "clock-side"), el("span", "", "clock-time"));
      box.append(c);
    }
    const ms = timeLeft(side);
    c.classList.toggle("running", side === clocks.running);
    c.classList.toggle("low", !clocks.days && ms < 10000);
    c.classList.toggle("out", ms === 0);
    c.querySelector(".clock-time").textContent = clockText(ms);
    c.setAttribute("aria-label", t("page-clock-left", { ...sideArgs(side), time: clockText(ms) }));
  }
}
