/**
 * The header's search (spec §2, §5): trims the text; an empty search opens the plain shop, anything else
 * /shop?q=text. Each search is reported to the pixel.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { header } from '../../i18n/header';
import { trackSearch } from '../../pixel/events';
import { searchTarget } from './search-target';

export function SearchBox({
  onSearched,
  className = 'search-box',
  landmarkLabel = header.searchLandmark,
}: {
  onSearched?: () => void;
  className?: string;
  /** Names the search landmark; the header and the mobile menu each have one. */
  landmarkLabel?: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(text);
    if (target.query !== null) trackSearch(target.query);
    navigate(target.path);
    onSearched?.();
  }

  return (
    <form role="search" aria-label={landmarkLabel} className={className} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {header.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={header.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className="search-box__submit">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{header.searchSubmit}</span>
      </button>
    </form>
  );
}
