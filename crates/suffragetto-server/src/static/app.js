// Suffragetto online tables: the lobby at `/`, a table at `/t/ID`.
const route = location.pathname.match(/^\/t\/([0-9a-f]+)$/);
if (route) showTable(route[1]); else showLobby();
