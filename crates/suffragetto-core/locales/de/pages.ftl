# Die Wörter der Online-Seiten (Lobby, Tisch, Explorer, Konto) auf Deutsch;
# dieselben ids wie en/pages.ftl (siehe dort).

page-site-name = Suffragetto
