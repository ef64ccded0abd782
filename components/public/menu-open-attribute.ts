// Marks a card's button that opens the menu dialog; its value is the menu id (see MenuDialogHost). A module of its own,
// so the dialog host (client code of every menu page) does not import ./menu-display and, through it, the whole of
// lib/constants.

export const MENU_OPEN_ATTRIBUTE = 'data-menu-open';
