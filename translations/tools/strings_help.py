"""Translations of the Help menu's manual: which bundled manual each language shows and the
headings of its generated table of keys (source -> (de, fr, es))."""

T = {
 'manual.html': ('manual.de.html', 'manual.fr.html', 'manual.es.html'),
 'Menus': ('Menüs', 'Menus', 'Menús'),
 'Tabs': ('Registerkarten', 'Onglets', 'Pestañas'),
 'Commands': ('Befehle', 'Commandes', 'Órdenes'),
 'On the %1 tab': ('Auf der Registerkarte %1', 'Dans l’onglet %1', 'En la pestaña %1'),
}
