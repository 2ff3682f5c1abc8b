import { useState, type ComponentProps } from 'react';
import { Input } from '#client/components/ui/input';
import { centsToEurosInput, parseEurosToCents } from '#shared/domain/money';

type PriceInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (cents: number) => void;
};

// Empty is a free deliverable; what cannot be read is NaN, which the schema refuses.
const readCents = (text: string) =>
  text.trim() === '' ? 0 : (parseEurosToCents(text) ?? Number.NaN);
const toText = (cents: number) => (cents === 0 ? '' : centsToEurosInput(cents));

/**
 * A price typed in euros ('12,50', '1 200') held in the form as cents. The text is kept as
 * typed (a half-typed '12,' is not rewritten); a value changed from outside (a reset) shows.
 */
export function PriceInput({ value = 0, onChange, ...props }: PriceInputProps) {
  const [text, setText] = useState(() => toText(value));
  if (Number.isFinite(value) && !Object.is(readCents(text), value)) setText(toText(value));
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readCents(event.target.value));
      }}
    />
  );
}
