import { DEFAULT_LANGUAGE } from '@haven/shared/i18n/languages';
import type { MessageDescriptor } from '@lingui/core';
import { activeI18n } from './i18n';

/** A shared message module's texts (functions, whose texts vary, are left out). */
type FixedTexts<T> = { [K in keyof T as T[K] extends string ? K : never]: MessageDescriptor };

/** Each shared English text, with the catalog's message for it. */
const REGISTRY = new Map<string, MessageDescriptor>();

/**
 * Registers the catalog's messages for a shared message module (packages/shared/src/<f>/messages.ts):
 * each feature keeps them in its own area, so they load with the screens that show them. Every
 * text of the module must have one; its English must be the shared text exactly.
 */
export function sharedTexts<T extends Record<string, unknown>>(
  english: T,
  texts: FixedTexts<T>,
): FixedTexts<T> {
  for (const [key, descriptor] of Object.entries(texts) as [string, MessageDescriptor][]) {
    const text = english[key];
    if (typeof text === 'string') REGISTRY.set(text, descriptor);
  }
  return texts;
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
export function sharedText(text: string): string {
  const i18n = activeI18n();
  if (!i18n.locale || i18n.locale === DEFAULT_LANGUAGE) return text;
  const descriptor = REGISTRY.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
