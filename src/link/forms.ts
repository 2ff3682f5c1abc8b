import { LinkApiError } from './api';
import { h, newId } from './dom';
import { texts } from './texts';

// The pages' forms: a visible label on every field, its error right under it (aria-describedby,
// aria-invalid), what was typed kept on an error, the submit buttons busy while it is sent.

export type Field = {
  /** The key the server names it by in a 422's `fields` ('comment', 'reviewer.email'…). */
  name: string;
  label: string;
  row: HTMLElement;
  control: HTMLInputElement | HTMLTextAreaElement;
  setError: (message: string | null) => void;
};

type FieldOptions = {
  name: string;
  label: string;
  type?: string;
  multiline?: boolean;
  value?: string;
  hint?: string;
  autocomplete?: string;
  accept?: string;
  multiple?: boolean;
};

export function field(options: FieldOptions): Field {
  const id = newId('field');
  const errorId = `${id}-error`;
  const hintId = options.hint ? `${id}-hint` : null;
  const attributes = {
    id,
    name: options.name,
    autocomplete: options.autocomplete,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' '),
  };
  const control = options.multiline
    ? h('textarea', { ...attributes, rows: 3 })
    : h('input', {
        ...attributes,
        type: options.type ?? 'text',
        accept: options.accept,
        multiple: options.multiple,
      });
  if (options.value) control.value = options.value;
  const error = h('p', { id: errorId, class: 'field-error', hidden: true });
  const row = h(
    'div',
    { class: 'field' },
    h('label', { for: id }, options.label),
    hintId ? h('p', { id: hintId, class: 'hint' }, options.hint) : null,
    control,
    error,
  );
  return {
    name: options.name,
    label: options.label,
    row,
    control,
    setError: (message) => {
      error.textContent = message ?? '';
      error.hidden = !message;
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}

/** A required text: its error when empty (the server says the same). */
export const checkRequired = (field: Field) =>
  field.control.value.trim() ? null : texts.required(field.label);

export type FormParts = {
  form: HTMLFormElement;
  message: HTMLElement;
  /** Each field's error from the browser's checks, null when all is well. */
  validate?: (submitter: HTMLButtonElement | null) => Record<string, string>;
  /** The form's fields now, in the page's order (the reviewer's appear when asked for). */
  fields: () => Field[];
  onSubmit: (submitter: HTMLButtonElement | null) => Promise<void>;
};

/**
 * Wires a form: checks, sends, and on an error shows each field's message beside it (the
 * others in the form's message) and moves the focus to the first field in error.
 */
export function handleSubmit({ form, message, validate, fields, onSubmit }: FormParts) {
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (form.getAttribute('aria-busy') === 'true') return;
    showErrors(form, fields(), message, {}, null);
    const errors = validate?.(submitter) ?? {};
    if (Object.keys(errors).length > 0) return showErrors(form, fields(), message, errors, null);
    form.setAttribute('aria-busy', 'true');
    const buttons = [...form.querySelectorAll('button')];
    for (const button of buttons) button.disabled = true;
    onSubmit(submitter)
      .catch((error: unknown) => {
        const known = error instanceof LinkApiError ? error : null;
        showErrors(
          form,
          fields(),
          message,
          known?.fields ?? {},
          known?.message ?? texts.unexpected,
        );
      })
      .finally(() => {
        form.removeAttribute('aria-busy');
        for (const button of buttons) if (button.isConnected) button.disabled = false;
      });
  });
}

function showErrors(
  form: HTMLFormElement,
  fields: Field[],
  message: HTMLElement,
  errors: Record<string, string>,
  formMessage: string | null,
) {
  let first: Field | null = null;
  const shown = new Set<string>();
  for (const item of fields) {
    const error = errors[item.name] ?? null;
    item.setError(error);
    if (error) {
      shown.add(item.name);
      first ??= item;
    }
  }
  // What no field of this form shows (another key, or no field at all) goes in its message.
  const others = Object.entries(errors)
    .filter(([name]) => !shown.has(name))
    .map(([, text]) => text);
  // A field of the form says it beside itself; one above the form (the reviewer's card) is named
  // here too, since the focus leaves the form for it.
  const isAbove = first !== null && !form.contains(first.control);
  const text = isAbove ? texts.fixAbove : first ? null : (formMessage ?? others[0] ?? null);
  message.textContent = text ?? '';
  message.hidden = !text;
  first?.control.focus();
}

export const formMessage = () => h('p', { class: 'form-error', role: 'alert', hidden: true });
