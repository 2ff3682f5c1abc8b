import { createContext } from 'react';

/** The maximum length of the field registered as `name`, when the form gives it one. */
export type GetMaxLength = (name: string) => number | undefined;

/**
 * What a form tells its fields about their limits (FormDialog gives its schema's): a `Field`
 * whose control is limited shows a counter near the limit. Without a provider, no counter.
 */
export const FieldLimitsContext = createContext<GetMaxLength>(() => undefined);
