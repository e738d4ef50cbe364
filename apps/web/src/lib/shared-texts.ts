import { DEFAULT_LANGUAGE } from '@haven/shared/i18n/languages';
import type { MessageDescriptor } from '@lingui/core';
import { activeI18n, drawsPseudo } from './i18n';

// biome-ignore lint/suspicious/noExplicitAny: any function's parameters
type AnyFunction = (...args: any[]) => unknown;

/** A catalog message built from values. */
// biome-ignore lint/suspicious/noExplicitAny: any message's values
type TextFunction = (...args: any[]) => MessageDescriptor;

/**
 * A shared message module's texts as catalog messages: a descriptor for each fixed text, a function
 * giving the descriptor for each text built from values (a shared text with `{name}` placeholders
 * may be given as one too).
 */
export type SharedTexts<T> = {
  [K in keyof T as T[K] extends string ? K : T[K] extends AnyFunction ? K : never]: T[K] extends string
    ? MessageDescriptor | TextFunction
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => MessageDescriptor
      : never;
};

/** A shared message module as the screens read it: a placeholder text given as a function is one. */
export type PageTexts<T, S> = {
  readonly [K in keyof T]: K extends keyof S
    ? S[K] extends (...args: infer A) => MessageDescriptor
      ? (...args: A) => string
      : T[K]
    : T[K];
};

/** Each shared English text, with the catalog's message for it. */
const REGISTRY = new Map<string, MessageDescriptor>();

/**
 * Whether the page is drawn in English, where a shared text is itself and skips the catalog. The
 * pseudo-language is English too, but made from the catalog's texts: there they are read from it.
 */
export function inEnglish(): boolean {
  const i18n = activeI18n();
  return (!i18n.locale || i18n.locale === DEFAULT_LANGUAGE) && !drawsPseudo();
}

/**
 * Registers the catalog's messages for a shared message module (packages/shared/src/<f>/messages.ts):
 * each feature keeps them in its own `shared-texts.ts`, so they load with the screens that show them.
 * Every text of the module must have one; its English must be the shared text exactly.
 */
export function sharedTexts<T extends Record<string, unknown>, S extends SharedTexts<T>>(
  english: T,
  texts: S,
): S {
  for (const [key, descriptor] of Object.entries(texts)) {
    const text = english[key];
    if (typeof text === 'string' && typeof descriptor !== 'function')
      REGISTRY.set(text, descriptor as MessageDescriptor);
  }
  return texts;
}

/**
 * The shared message module as the screens read it: the same keys, each text in the page's language
 * when read (English is the shared text itself), the functions wording their values likewise.
 */
export function inPageLanguage<T extends Record<string, unknown>, S extends SharedTexts<T>>(
  english: T,
  texts: S,
): PageTexts<T, S> {
  const view = {} as PageTexts<T, S>;
  const descriptors = texts as Record<string, unknown>;
  for (const [key, text] of Object.entries(english)) {
    const descriptor = descriptors[key];
    const get =
      typeof text === 'string' && typeof descriptor === 'function'
        ? () =>
            (...args: unknown[]) =>
              activeI18n()._(descriptor(...args) as MessageDescriptor)
        : typeof text === 'string' && descriptor
          ? () => (inEnglish() ? text : activeI18n()._(descriptor as MessageDescriptor))
          : typeof text === 'function' && typeof descriptor === 'function'
            ? () =>
                (...args: unknown[]) =>
                  inEnglish() ? text(...args) : activeI18n()._(descriptor(...args) as MessageDescriptor)
            : () => text;
    Object.defineProperty(view, key, { enumerable: true, configurable: true, get });
  }
  return view;
}

/**
 * A feature's shared texts in the page's language (`inPageLanguage`) with the feature's own page
 * texts beside them, kept as getters so each is read in the page's language when drawn.
 */
export function withPageTexts<V extends object, P extends object>(view: V, own: P): V & P {
  return Object.defineProperties(view, Object.getOwnPropertyDescriptors(own)) as V & P;
}

/** Every shared English text with the catalog's message for it, as registered so far. */
export function registeredSharedTexts(): [string, MessageDescriptor][] {
  return [...REGISTRY];
}

/** The catalog's message for a shared English text (a refusal, a field rule, a toast), if one is loaded. */
export function sharedDescriptor(text: string): MessageDescriptor | undefined {
  return REGISTRY.get(text);
}

/**
 * A shared English text in the page's language: itself in English, the catalog's message where the
 * screen's feature registered one, else itself.
 */
export function sharedText(text: string): string;
export function sharedText(text: string | undefined): string | undefined;
export function sharedText(text: string | undefined): string | undefined {
  if (text === undefined || inEnglish()) return text;
  const descriptor = REGISTRY.get(text);
  return descriptor ? activeI18n()._(descriptor) : text;
}
