// A table's comforts, each off until the player turns it on: sounds for a
// move and a capture (made here with WebAudio, no sound files), and the
// browser's notifications (asked for on a click, never on load) of your
// move and of a chat line while the tab is hidden. `game.sounds` and
// `game.notified` keep what was played and shown (the browser tests read
// them).

function watchComforts() {
  const sound = $("#sound");
  sound.checked = localStorage.getItem("suffragetto-sound") === "on";
  sound.addEventListener("change", () => {
    localStorage.setItem("suffragetto-sound", sound.checked ? "on" : "off");
    if (sound.checked) tone("move");
  });
  $("#notify-button").addEventListener("click", askToNotify);
  showNotifyState();
}

// Whether notifications are on: the browser allows them and the player
// asked for them on this browser.
function notifying() {
  return typeof Notification !== "undefined" && Notification.permission === "granted"
    && localStorage.getItem("suffragetto-notify") === "on";
}

function showNotifyState() {
  const b = $("#notify-button"), note = $("#notify-state");
  if (typeof Notification === "undefined") {
    b.hidden = true;
    note.textContent = t("page-table-notify-unavailable");
    return;
  }
  const on = notifying();
  b.textContent = t(on ? "page-table-notify-off" : "page-table-notify");
  note.textContent = Notification.permission === "denied" ? t("page-table-notify-denied")
    : on ? t("page-table-notify-on") : "";
}

async function askToNotify() {
  if (notifying()) {
    localStorage.setItem("suffragetto-notify", "off");
  } else {
    const answer = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    localStorage.setItem("suffragetto-notify", answer === "granted" ? "on" : "off");
  }
  showNotifyState();
}

// Your move (`kind` "move") or a chat line (`line`), told by the browser
// when the tab is hidden and the player asked for it; and a tone for your
// move if sound is on.
function notify(kind, line) {
  if (kind === "move") tone("turn");
  if (!notifying() || document.visibilityState !== "hidden") return;
  const title = t("page-table-title", { variant: variantName(game.view.variant, game.view.variant_title) });
  const body = kind === "move" ? t("page-table-your-move-note") : t("page-table-chat-note", { name: line.nickname, text: line.text });
  try {
    const n = new Notification(title, { body, tag: "suffragetto-" + game.id + "-" + kind });
    n.onclick = () => { window.focus(); n.close(); };
    game.notified.push(kind);
  } catch (_) { /* the browser would not show it */ }
}

// The sound of the last move the board shows: a capture or a plain move.
function moveSound() {
  const m = game.board && game.board.last_move;
  tone(m && m.captures && m.captures.length ? "capture" : "move");
}

// A short sound, if the player turned sound on: "move" a soft click,
// "capture" a lower double knock, "turn" a bright tone (your move).
function tone(kind) {
  if (!$("#sound").checked) return;
  try {
    game.audio = game.audio || new AudioContext();
    const a = game.audio, now = a.currentTime;
    const notes = { move: [[520, 0, 0.09]], capture: [[300, 0, 0.08], [220, 0.1, 0.12]], turn: [[660, 0, 0.25]] }[kind];
    for (const [freq, at, length] of notes) {
      const o = a.createOscillator(), g = a.createGain();
      o.type = kind === "turn" ? "sine" : "triangle";
      o.frequency.value = freq;
      g.gain.setValueAtTime(0.18, now + at);
      g.gain.exponentialRampToValueAtTime(0.001, now + at + length);
      o.connect(g).connect(a.destination);
      o.start(now + at); o.stop(now + at + length);
    }
    game.sounds.push(kind);
  } catch (_) { /* no sound here */ }
}
