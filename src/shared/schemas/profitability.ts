import { z } from 'zod';
import { isAcceptedDay } from '#shared/domain/dates';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { cursorField, enumField, queryIntegerField, textField } from '#shared/schemas/fields';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = profitability.fields;

const queryDay = (label: string) =>
  textField(label, fr.fields.invalidDate(label))
    .trim()
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(label), abort: true })
    .optional();

/**
 * Rentabilité's filters (issue 20): the payments' period, as days both inclusive (the browser
 * turns '30 derniers jours', '3 derniers mois'… into days, decision 0027), a project manager and a type.
 */
const filterFields = {
  from: queryDay(t.from),
  to: queryDay(t.to),
  manager: textField(t.manager, fr.fields.invalid(t.manager))
    .trim()
    .max(200, fr.forms.maxLength(t.manager, 200))
    .default(''),
  type: enumField(['all', ...COLLABORATION_TYPES] as const, t.type).default('all'),
};
const isPeriodInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const periodInOrder = { message: paymentsScreen.periodReversed, path: ['to'] };

export const profitFiltersSchema = z.object(filterFields).refine(isPeriodInOrder, periodInOrder);
export type ProfitFilters = z.infer<typeof profitFiltersSchema>;

export const PROFIT_SORTS = ['margin_desc', 'margin_asc', 'rate_desc', 'rate_asc'] as const;
export type ProfitSort = (typeof PROFIT_SORTS)[number];
export const PROFIT_DEALS_PAGE_LIMIT = 50;
/** The chart of clients: the first ten by margin, then one bar for all the others. */
export const PROFIT_TOP_CLIENTS = 10;

export const profitDealsQuerySchema = z
  .object({
    ...filterFields,
    sort: enumField(PROFIT_SORTS, t.sort).default('margin_desc'),
    cursor: cursorField(t.cursor),
    limit: queryIntegerField(t.limit, 1, 100).default(PROFIT_DEALS_PAGE_LIMIT),
  })
  .refine(isPeriodInOrder, periodInOrder);
export type ProfitDealsQuery = z.infer<typeof profitDealsQuerySchema>;

/** The deals left out of the sums (no billed amount), newest first. */
export const leftOutDealsQuerySchema = z
  .object({
    ...filterFields,
    cursor: cursorField(t.cursor),
    limit: queryIntegerField(t.limit, 1, 100).default(PROFIT_DEALS_PAGE_LIMIT),
  })
  .refine(isPeriodInOrder, periodInOrder);
