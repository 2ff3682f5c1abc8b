import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 250;

/** A list's search and page as the URL gives them (also read before the screen loads). */
export function readListSearch(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { q, page };
}

/**
 * A list's search box and page kept in the URL (`?q=…&page=…`), so reload and Back show the
 * same list. The box answers every keystroke from local state; the URL (and so the server
 * query) follows once typing pauses, replacing the history entry and going back to page 1.
 * Changing page pushes an entry, so Back returns to the previous page.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { page } = readListSearch(params);
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // react-router's functional update reads the query string of the render its setter came from:
  // the delayed search must use the latest setter, or it would undo a sort or filter chosen
  // while it waited.
  const latestSetParams = useRef(setParams);
  useEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);

  // Back, Forward or a link changed the URL: the box shows what the list shows.
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      latestSetParams.current(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set('q', value);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
  };

  const setPage = (next: number) =>
    setParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });

  /** Another key of the query string (a view, a filter), going back to page 1. */
  const setParam = (key: string, value: string | null) => setParamValues({ [key]: value });

  /**
   * Several keys at once (a period and its two days), in one navigation: react-router does not
   * chain two updates made in the same tick, the second would drop the first.
   */
  const setParamValues = (values: Record<string, string | null>) =>
    setParams((previous) => {
      const params = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      params.delete('page');
      return params;
    });

  return { text, q: q.trim(), page, params, setSearch, setPage, setParam, setParamValues };
}
