import type { Reviewer } from '#shared/schemas/link-pages';
import { h } from './dom';
import { field, checkRequired, type Field } from './forms';
import { texts } from './texts';

// The brand's reviewer (decision 0052): asked once, in one card at the top of the page, kept for
// the tab's life in sessionStorage (never the token), sent with each decision and comment.

const KEY = 'infludesk-link-reviewer';

export function loadReviewer(storage: Storage = sessionStorage): Reviewer | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Reviewer> | null;
    if (typeof value?.name === 'string' && typeof value.email === 'string' && value.name) {
      return { name: value.name, email: value.email };
    }
  } catch {
    // A value written by something else: asked again.
  }
  return null;
}

export function saveReviewer(reviewer: Reviewer, storage: Storage = sessionStorage) {
  try {
    storage.setItem(KEY, JSON.stringify(reviewer));
  } catch {
    // Private browsing without storage: asked again on the next decision.
  }
}

export const forgetReviewer = (storage: Storage = sessionStorage) => storage.removeItem(KEY);

/** « Votre nom » and « Votre email », named as the server names them in a 422. */
export function reviewerFields(): Field[] {
  return [
    field({ name: 'reviewer.name', label: texts.reviewerName, autocomplete: 'name' }),
    field({
      name: 'reviewer.email',
      label: texts.reviewerEmail,
      type: 'email',
      autocomplete: 'email',
    }),
  ];
}

export function checkReviewer(fields: Field[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of fields) {
    const error = checkRequired(item);
    if (error) errors[item.name] = error;
  }
  return errors;
}

export const readReviewer = ([name, email]: Field[]): Reviewer => ({
  name: name?.control.value.trim() ?? '',
  email: email?.control.value.trim() ?? '',
});

/** What the page's forms read of the reviewer's card. */
export type ReviewerPart = {
  element: HTMLElement;
  /** « Votre nom » and « Votre email » while they are asked, else none. */
  fields: () => Field[];
  read: () => Reviewer | undefined;
  /** After a decision the server took: kept for the next ones. */
  remember: () => void;
};

/**
 * « Qui valide ? »: asked until a first decision or comment is taken, then named, with a button
 * to change it. One card a page, above every form that sends it.
 */
export function reviewerCard(storage?: Storage): ReviewerPart {
  const saved = loadReviewer(storage);
  let asked: Field[] = [];
  const title = h('h2', { id: 'reviewer-title' }, texts.reviewerTitle);
  const card = h('section', { class: 'card', 'aria-labelledby': 'reviewer-title' });
  const ask = (initial: Reviewer | null) => {
    asked = reviewerFields();
    asked[0]!.control.value = initial?.name ?? '';
    asked[1]!.control.value = initial?.email ?? '';
    card.replaceChildren(
      title,
      h('p', { class: 'hint' }, texts.reviewerHint),
      h(
        'div',
        { class: 'stack' },
        asked.map((item) => item.row),
      ),
    );
  };
  if (saved) {
    const change = h('button', { type: 'button', class: 'link-button' }, texts.changeReviewer);
    change.addEventListener('click', () => {
      ask(saved);
      asked[0]?.control.focus();
    });
    card.append(title, h('p', {}, texts.reviewerAs(saved.name), ' ', change));
  } else ask(null);
  return {
    element: card,
    fields: () => asked,
    read: () => (asked.length > 0 ? readReviewer(asked) : (saved ?? undefined)),
    remember: () => {
      if (asked.length > 0) saveReviewer(readReviewer(asked), storage);
    },
  };
}
