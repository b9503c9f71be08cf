/** Shared look of the header's drop-down menus. */
export const menuContent =
  'z-50 min-w-40 rounded-md border border-border bg-card p-1 text-foreground shadow-lg focus:outline-none';
export const menuItem =
  'flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';
