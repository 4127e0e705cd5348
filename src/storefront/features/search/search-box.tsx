/**
 * The header's search (docs/product.md#header-and-footer): trims the text; an empty search opens the plain shop, anything else
 * /shop?q=text. Each search is reported to the pixel.
 *
 * While the shopper types, a few products and categories are suggested after a short pause,
 * as a WAI-ARIA combobox: ↓/↑ move through the suggestions (the input keeps the focus, aria-activedescendant
 * names the highlighted one), Enter opens the highlighted one or else searches, Escape closes the list.
 */
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '../../router';
import { useGetSearchSuggestions } from '../../../../generated/shop-api/products/products';
import { formatEGP } from '../../../shared/format';
import { header } from '../../i18n/header';
import { language, languagePath } from '../../i18n/language';
import { trackSearch } from '../../pixel/events';
import { cachePolicy } from '../../query-client';
import {
  moveActive,
  SUGGEST_DELAY_MS,
  suggestionOptions,
  suggestsFor,
  type SuggestionOption,
} from './suggestions';
import { searchTarget } from './search-target';
import './search.css';

export function SearchBox({
  onSearched,
  className = 'search-box',
  landmarkLabel = header.searchLandmark,
  autoFocus = false,
}: {
  onSearched?: () => void;
  className?: string;
  /** Names the search landmark; the desktop header and the phone's search panel each have one. */
  landmarkLabel?: string;
  /** Focuses the field when it appears (the phone's search panel, opened by its icon). */
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Asks only once the shopper pauses, and only for 2 characters or more.
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = open && suggestsFor(typed);
  const suggestions = useGetSearchSuggestions(
    { q: typed },
    { query: { ...cachePolicy.products, enabled, placeholderData: keepPreviousData } },
  );
  const options = enabled && suggestions.data ? suggestionOptions(suggestions.data, typed) : [];
  const expanded = enabled && options.length > 0;

  // A new list highlights nothing until the shopper moves.
  useEffect(() => setActive(-1), [typed]);

  function finish() {
    setOpen(false);
    setActive(-1);
    onSearched?.();
  }

  function go(option: SuggestionOption) {
    if (option.kind === 'all') {
      const target = searchTarget(option.query);
      if (target.query !== null) trackSearch(target.query);
      navigate(target.path);
    } else navigate(option.path);
    finish();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && active >= 0 && options[active]) return go(options[active]);
    const target = searchTarget(text);
    if (target.query !== null) trackSearch(target.query);
    navigate(target.path);
    finish();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (!expanded) return;
      event.preventDefault();
      setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (i: number) => `${id}-option-${i}`;
  const groups: Array<{ label?: string; kind: SuggestionOption['kind'] }> = [
    { label: header.suggestedProducts, kind: 'product' },
    { label: header.suggestedCategories, kind: 'category' },
    { kind: 'all' },
  ];

  return (
    // The action is where the browser itself sends a search made before the page's code has started (the shop,
    // with ?q=): the same place as the app's.
    <form
      role="search"
      aria-label={landmarkLabel}
      className={className}
      action={languagePath(language(), '/shop')}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {header.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={header.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        autoFocus={autoFocus}
      />
      <button type="submit" className="search-box__submit">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{header.searchSubmit}</span>
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={header.suggestions}
        className="search-suggestions"
        hidden={!expanded}
      >
        {groups.map(({ label, kind }) => {
          const members = options.map((option, i) => ({ option, i })).filter((o) => o.option.kind === kind);
          if (members.length === 0) return null;
          return (
            <div key={kind} role="group" aria-label={label ?? header.suggestions}>
              {label && (
                <p className="search-suggestions__heading" aria-hidden="true">
                  {label}
                </p>
              )}
              {members.map(({ option, i }) => (
                <div
                  key={i}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={`search-suggestions__option search-suggestions__option--${option.kind}`}
                  // Keeps the focus in the input (the list would close on its blur before the click).
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(option)}
                >
                  <span>{option.label}</span>
                  {option.kind === 'product' && (
                    <span className="search-suggestions__price">{formatEGP(option.price)}</span>
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <p role="status" className="visually-hidden">
        {enabled && suggestions.data ? header.suggestionsCount(Math.max(0, options.length - 1)) : ''}
      </p>
    </form>
  );
}
