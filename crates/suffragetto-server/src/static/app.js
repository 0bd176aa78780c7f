// Suffragetto online tables: the lobby at `/`, a table at `/t/ID`, How to
// play at `/how-to-play`, the account's pages at `/sign-in`, `/sign-up` and
// `/account`, the signed-in player's tables at `/my-tables`; any other path is the page that is not there (the server
// answers it with 404). The header's links to the book and its print kit
// show when the server serves the book; the language switch leads to the
// same page in the other languages.
$("#language-switch").replaceWith(languageSwitch());
const route = location.pathname.match(/^\/t\/([0-9a-f]+)$/);
const signedIn = loadMe();
$("#nav-sign-out").addEventListener("click", signOut);
if (route) {
  showTable(route[1]);
  signedIn.then(seatFromSession);
}
else if (location.pathname === "/sign-in") showSignIn();
else if (location.pathname === "/sign-up") showSignUp();
else if (location.pathname === "/account") signedIn.then(showAccount);
else if (location.pathname === "/my-tables") signedIn.then(showMyTables);
else if (location.pathname === "/how-to-play") showHowToPlay();
else if (location.pathname !== "/") showNotFound();
else {
  showLobby();
  // A signed-in player's nickname is the user name, unless typed otherwise.
  signedIn.then((me) => {
    const nick = $("#create").nickname;
    if (!me) return;
    // Signed in, the seat is the account's, under its user name.
    nick.value = me.username;
    nick.readOnly = true;
    refreshActive();
  });
}

for (const a of document.querySelectorAll(".site-nav a[data-nav]")) {
  if (a.getAttribute("href") === location.pathname) a.setAttribute("aria-current", "page");
}
