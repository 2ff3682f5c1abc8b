import { Search } from 'lucide-react';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';

/** A labelled search box (the label stays visible, the spec's text is the placeholder). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <SearchInput placeholder={placeholder} value={value} onChange={onChange} />
    </Field>
  );
}

/** A list screen's search box beside its other controls; `search` keeps the text (in the URL). */
export function ListSearchField({
  label,
  placeholder,
  search,
}: {
  label: string;
  placeholder: string;
  search: { text: string; setSearch: (value: string) => void };
}) {
  return (
    <div className="w-full max-w-md">
      <SearchField
        label={label}
        placeholder={placeholder}
        value={search.text}
        onChange={search.setSearch}
      />
    </div>
  );
}

function SearchInput({
  onChange,
  ...props
}: { placeholder: string; value: string; onChange: (value: string) => void } & Record<
  string,
  unknown
>) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <Input
        type="search"
        className="pl-9"
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
    </div>
  );
}
