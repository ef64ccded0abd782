// The Button's classes (components/ui/button.tsx) as plain strings, for the public pages' client islands: Button
// resolves its classes with tailwind-merge at run time, which would ship that library to every visitor for a result
// that never changes. button-classes.test.ts keeps these equal to what Button renders.

/** <Button> (variant default, size default). */
export const BUTTON_CLASS =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:border-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-9 px-4 py-2 has-[>svg]:px-3";

/** <Button variant="outline" size="sm">. */
export const OUTLINE_SM_BUTTON_CLASS =
  "inline-flex shrink-0 items-center justify-center whitespace-nowrap text-sm font-medium transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:border-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5";
