import type { Messages } from '@lingui/core';

/*
 * The pseudo-language, for finding untranslated and clipped text: English with every letter
 * accented, each message in brackets and about a third longer ("[Śēàŕćĥ ĥēŕōēś ~~~~]"). It is
 * made from the English catalogs as they load, so it is never written down; the server draws it
 * only when switched on (development and tests), under `/pseudo`.
 */

const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'ÀƁĆĎĒƑĜĤĨĴĶĹḾŃŌƤǪŔŚŢŨṼŴẊŶŹàƀćďēƒĝĥĩĵķĺḿńōƥǫŕśţũṽŵẋŷź';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index] ?? letter]));

/** Whether a text holds a letter only the pseudo-language writes. */
export const PSEUDO_LETTER = new RegExp(`[${ACCENTED}]`, 'u');

/** English text with every letter accented (tags like `<0>` and the plural's `#` have none). */
export function accent(text: string): string {
  return [...text].map((char) => ACCENT.get(char) ?? char).join('');
}

type Part = string | unknown[];

/** The letters of a compiled message's own text (not its placeholders). */
function textLength(message: readonly Part[]): number {
  return message.reduce<number>((sum, part) => sum + (typeof part === 'string' ? part.length : 0), 0);
}

/** A compiled message's parts with their text accented, inside plurals and selects too. */
function accentParts(message: readonly Part[]): Part[] {
  return message.map((part) => {
    if (typeof part === 'string') return accent(part);
    const [name, kind, options] = part as [string, string?, Record<string, unknown>?];
    if (
      !options ||
      typeof options !== 'object' ||
      (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal')
    )
      return part;
    const accented = Object.fromEntries(
      Object.entries(options).map(([key, value]) => [
        key,
        Array.isArray(value)
          ? accentParts(value as Part[])
          : typeof value === 'string'
            ? accent(value)
            : value,
      ]),
    );
    return [name, kind, accented];
  });
}

/** One compiled English message in the pseudo-language. */
export function pseudoMessage(message: string | readonly Part[]): Part[] {
  const parts = typeof message === 'string' ? [message] : message;
  // Longer by about a third, as translations often are, in words that can wrap like words do.
  const tildes = Math.max(2, Math.ceil(textLength(parts) * 0.3));
  const padding = ('~~~~~ '.repeat(Math.floor(tildes / 5)) + '~'.repeat(tildes % 5)).trim();
  return ['[', ...accentParts(parts), ` ${padding}]`];
}

/** A compiled English catalog in the pseudo-language. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as string | Part[])]),
  ) as Messages;
}
