import { useContext, useId, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { cloneElement } from 'react';
import { CharacterCount } from '#client/components/ui/character-count';
import { FieldLimitsContext } from '#client/components/ui/field-limits';
import { countCharacters, isNearLimit } from '#shared/domain/text-length';

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** One form control; the field ties the label, the hint and the error to it. */
  children: ReactElement<Record<string, unknown>>;
};

export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const limit = useCharacterLimit(children);
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = limit?.isShown ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, countId, errorId].filter(Boolean).join(' ') || undefined,
        ...limit?.controlProps,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {limit && <CharacterCount id={`${id}-count`} {...limit} />}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const valueOf = (target: unknown) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
    ? target.value
    : undefined;

/**
 * The limit the form gives the control's `name` (FieldLimitsContext), and how much of it is
 * used: the control's change handler and ref are wrapped to follow its value, typed or loaded.
 */
function useCharacterLimit(control: ReactElement<Record<string, unknown>>) {
  const getMaxLength = useContext(FieldLimitsContext);
  const [count, setCount] = useState(0);
  const { name, onChange, ref } = control.props;
  const max = typeof name === 'string' ? getMaxLength(name) : undefined;
  if (max === undefined) return undefined;

  const measure = (target: unknown) => {
    const value = valueOf(target);
    if (value !== undefined) setCount(countCharacters(value));
  };
  return {
    count,
    max,
    isShown: isNearLimit(count, max),
    controlProps: {
      onChange: (event: { target: unknown }) => {
        measure(event.target);
        return typeof onChange === 'function' ? onChange(event) : undefined;
      },
      // react-hook-form writes a loaded value into the element when it registers it.
      ref: (node: HTMLElement | null) => {
        setRef(ref as Ref<HTMLElement> | undefined, node);
        measure(node);
      },
    },
  };
}

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
