import { useState, type ButtonHTMLAttributes, type FormEvent } from 'react';
import { Popover } from 'radix-ui';
import { CalendarDays, Check } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { getPeriodDays, type PeriodChoice } from '#client/features/payments/period-days';
import { formatLongDate } from '#shared/domain/dates';
import { DATE_PERIODS } from '#shared/domain/periods';
import { paymentsScreen } from '#shared/i18n/fr-payments';

const t = paymentsScreen;
const PRESETS = DATE_PERIODS.filter((period) => period !== 'custom');

const labelOf = (choice: PeriodChoice) =>
  choice.period === 'custom'
    ? t.customRange(formatLongDate(choice.start), formatLongDate(choice.end))
    : t.periods[choice.period];

/**
 * 'Période': a button that names the active period and opens the choices. A preset applies at
 * once; a custom period needs both days, the start not after the end ('Appliquer' stays
 * disabled otherwise), and its end day counts whole.
 */
export function PeriodFilter({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [isCustomShown, setCustomShown] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const draft: PeriodChoice = { period: 'custom', start: start || null, end: end || null };
  const canApply = getPeriodDays(draft, new Date()) !== null;
  const label = labelOf(choice);

  const handleOpenChange = (open: boolean) => {
    // Each opening starts from what is applied, not from an abandoned draft.
    if (open) {
      setCustomShown(choice.period === 'custom');
      setStart(choice.start ?? '');
      setEnd(choice.end ?? '');
    }
    setOpen(open);
  };
  const apply = (next: PeriodChoice) => {
    onChange(next);
    setOpen(false);
  };
  const handleApplyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) apply(draft);
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="secondary" aria-label={t.periodOf(label)} className="max-w-full">
          <CalendarDays aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate">{choice.period === 'all' ? t.periods.button : label}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t.periods.button}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // Never taller than the room the screen has: the choices scroll instead.
          className="z-50 max-h-(--radix-popover-content-available-height) w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-border bg-surface p-2 text-sm text-foreground shadow-lg"
        >
          <ul className="space-y-0.5">
            {PRESETS.map((period) => (
              <li key={period}>
                <PeriodOption
                  isActive={choice.period === period}
                  onClick={() => apply({ period, start: null, end: null })}
                >
                  {t.periods[period]}
                </PeriodOption>
              </li>
            ))}
            <li>
              <PeriodOption
                isActive={choice.period === 'custom'}
                aria-expanded={isCustomShown}
                onClick={() => setCustomShown((shown) => !shown)}
              >
                {t.periods.custom}
              </PeriodOption>
            </li>
          </ul>
          {isCustomShown && (
            <form
              onSubmit={handleApplyCustom}
              className="mt-2 grid grid-cols-2 gap-2 border-t border-border p-2"
            >
              <Field label={t.periods.start}>
                <Input
                  type="date"
                  // Shown on request: the first day is what comes next (and it scrolls into view).
                  autoFocus
                  value={start}
                  onChange={(e) => setStart(e.target.value)}
                />
              </Field>
              <Field label={t.periods.end}>
                <Input type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
              </Field>
              <Button type="submit" size="sm" className="col-span-2" disabled={!canApply}>
                {t.periods.apply}
              </Button>
            </form>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function PeriodOption({
  isActive,
  children,
  ...props
}: { isActive: boolean; children: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-current={isActive || undefined}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md px-3 py-1.5 text-left hover:bg-surface-muted',
        isActive && 'font-semibold',
      )}
      {...props}
    >
      {children}
      {isActive && <Check aria-hidden className="h-4 w-4 text-link" />}
    </button>
  );
}
