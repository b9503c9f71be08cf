import { useEffect, useRef } from 'react';

/**
 * The reviewer's keys, in the order the help dialog lists them; `keys` are `KeyboardEvent.key` values.
 * Arrow keys stay the browser's, so the page still scrolls from the keyboard.
 */
export const SHORTCUTS = [
  { action: 'nextField', keys: ['j'] },
  { action: 'previousField', keys: ['k'] },
  { action: 'accept', keys: ['a'] },
  { action: 'edit', keys: ['e'] },
  { action: 'nextDocument', keys: ['n'] },
  { action: 'zoomIn', keys: ['+', '='] },
  { action: 'zoomOut', keys: ['-'] },
  { action: 'help', keys: ['?'] },
] as const;

export type ShortcutAction = (typeof SHORTCUTS)[number]['action'];

const ACTION_OF_KEY = new Map<string, ShortcutAction>(
  SHORTCUTS.flatMap(({ action, keys }) => keys.map((key) => [key, action] as const)),
);

/** Typing a correction, or using a control that reads keys itself, must not trigger a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="alertdialog"], [role="tablist"]') !== null
  );
}

/** The action a key press asks for, or null when it is not a shortcut here. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>) {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  return ACTION_OF_KEY.get(event.key.toLowerCase()) ?? null;
}

/** Listens on the whole page while the viewer is open; the latest handlers are always the ones called. */
export function useShortcuts(handlers: Record<ShortcutAction, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
