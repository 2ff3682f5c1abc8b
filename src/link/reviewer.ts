import type { Reviewer } from '#shared/schemas/link-pages';
import { field, checkRequired, type Field } from './forms';
import { texts } from './texts';

// The brand's reviewer (decision 0052): asked once, kept for the tab's life in sessionStorage
// (never the token), sent with each decision and comment.

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
