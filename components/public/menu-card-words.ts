// What the menu cards (client code of every menu page) and the dialog share, in a module of its own so the cards do
// not import ./menu-display and, through it, the whole of lib/constants.

/** Marks a card's button that opens the menu dialog; its value is the menu id (see MenuGridIsland). */
export const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

export const UNAVAILABLE_LABEL = 'Tidak Tersedia';
