// Suffragetto online tables: the lobby at `/`, a table at `/t/ID`, and the
// account's pages at `/sign-in`, `/sign-up` and `/account`.
const route = location.pathname.match(/^\/t\/([0-9a-f]+)$/);
const signedIn = loadMe();
$("#nav-sign-out").addEventListener("click", signOut);
if (route) showTable(route[1]);
else if (location.pathname === "/sign-in") showSignIn();
else if (location.pathname === "/sign-up") showSignUp();
else if (location.pathname === "/account") signedIn.then(showAccount);
else {
  showLobby();
  // A signed-in player's nickname is the user name, unless typed otherwise.
  signedIn.then((me) => {
    const nick = $("#create").nickname;
    if (me && !nick.value) nick.value = me.username;
  });
}
