import { Switch as Radix } from 'radix-ui';
import { cn } from '#client/lib/cn';

type SwitchProps = Omit<Radix.SwitchProps, 'checked' | 'onCheckedChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown beside the switch (hidden from screen readers, which announce on/off). */
  stateLabel?: string;
};

/** role="switch"; wrap it in a Field for its label. The off track is dark enough to see (3:1). */
export function Switch({ className, stateLabel, ...props }: SwitchProps) {
  return (
    <span className="flex items-center gap-3">
      <Radix.Root
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-muted transition-colors data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        <Radix.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Radix.Root>
      {stateLabel && (
        <span aria-hidden className="text-sm text-foreground">
          {stateLabel}
        </span>
      )}
    </span>
  );
}
