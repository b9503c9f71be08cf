import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts.ts';

const press = (key: string, target: EventTarget | null = document.body, mods = {}) =>
  shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

describe('viewer shortcuts', () => {
  it('maps keys to review actions, letters in either case', () => {
    expect(press('j')).toBe('nextField');
    expect(press('ArrowDown')).toBeNull();
    expect(press('K')).toBe('previousField');
    expect(press('a')).toBe('accept');
    expect(press('e')).toBe('edit');
    expect(press('n')).toBe('nextDocument');
    expect(press('?')).toBe('help');
    expect(press('+')).toBe('zoomIn');
    expect(press('x')).toBeNull();
  });

  it('leaves keys alone while typing, with modifiers, and inside dialogs or tab lists', () => {
    const input = document.createElement('input');
    expect(press('j', input)).toBeNull();
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(dialog);
    expect(press('j', button)).toBeNull();
    dialog.remove();
  });
});
