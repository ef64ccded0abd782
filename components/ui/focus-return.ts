'use client';
// Focus goes back to what opened a dialog when it closes. Radix returns it to a Dialog/AlertDialog Trigger only, and
// most dialogs here are opened from state (a row's button, a menu item, the drawer's button in the top bar): without
// this, closing one left focus on <body> and the next Tab started again at the top of the page. The opener is what had
// focus when the dialog moved focus in (Radix fires onOpenAutoFocus before it does); for a menu item, which goes away
// with its menu, the button that opened the menu.
import * as React from 'react';

/** What focus returns to: the focused element, or for an item of a menu the menu's button (Radix labels a menu by it). */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const labelledBy = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = labelledBy ? document.getElementById(labelledBy) : null;
  // Only a button that opens a menu and is on screen (a menu labelled otherwise keeps the item, Radix's case).
  const opensMenu = menuButton instanceof HTMLElement && menuButton.matches('[aria-haspopup]') && menuButton.getClientRects().length > 0;
  return opensMenu ? menuButton : active;
}

type AutoFocusHandler = (event: Event) => void;

/** The onOpenAutoFocus/onCloseAutoFocus pair of a Radix dialog's content; a caller's own handlers run first. */
export function useFocusReturn(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      // A caller that placed focus itself, or an opener gone with the dialog: Radix's own choice.
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
