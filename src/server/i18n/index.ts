// The words the server writes, in the reader's language: English, or Arabic when the request's `Accept-Language`
// prefers it (the storefront sends `ar` on its `/ar/…` pages and `en` otherwise); the back office stays English.
//
// - one catalogue per language (messages/en.ts, messages/ar.ts), keys by meaning, each message a function of
//   typed parameters; Arabic is typed by English, so a key in one and not the other does not compile;
// - `msg(key, params)` names a message without writing it; `render(message, language)` writes it;
// - refusals are `HttpError`s carrying such messages (plugins/errors.ts), written by the error handler in the
//   request's language.
import { ar } from './messages/ar';
import { en, type Catalogue } from './messages/en';
import type { Language } from './params';

export type { Language, Named } from './params';
export { word } from './params';

export const CATALOGUES: Record<Language, Catalogue> = { en, ar };

export type MessageKey = keyof Catalogue;
export type MessageParams<K extends MessageKey> = Parameters<Catalogue[K]>;

/** A message named by key with its parameters, written only when the reader's language is known. */
export type Message = { [K in MessageKey]: { key: K; params: MessageParams<K> } }[MessageKey];

/** `msg('order.onlyLeftDetail', { left: 3 })`: the parameters are those the key's message takes. */
export function msg<K extends MessageKey>(key: K, ...params: MessageParams<K>): Message {
  return { key, params } as Message;
}

/** The message written in `language`. */
export function render(message: Message, language: Language): string {
  const write = CATALOGUES[language][message.key] as (...params: unknown[]) => string;
  return write(...message.params);
}

/** The language a request prefers: the highest-q of `ar` and `en` in Accept-Language; English otherwise. */
export function languageOf(headers: { 'accept-language'?: string | string[] | undefined }): Language {
  const raw = headers['accept-language'];
  const value = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).slice(0, 500);
  let best: { language: Language; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/**
 * The reader's language for a request. The back office (`/api/admin…`) answers in Arabic only when asked with
 * exactly `Accept-Language: ar`, which the Arabic back office sends (its English sends `en`); a browser's own
 * header, which lists the user's languages with weights, keeps it in English.
 */
export function shopperLanguage(request: {
  url: string;
  headers: { 'accept-language'?: string | string[] | undefined };
}): Language {
  if (request.url.startsWith('/api/admin')) {
    const raw = request.headers['accept-language'];
    return (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).trim().toLowerCase() === 'ar' ? 'ar' : 'en';
  }
  return languageOf(request.headers);
}
