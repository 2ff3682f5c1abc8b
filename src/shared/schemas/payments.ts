import { z } from 'zod';
import { isAcceptedDay } from '#shared/domain/dates';
import { parsePaidPercentage } from '#shared/domain/invoicing';
import {
  booleanField,
  cursorField,
  queryIntegerField,
  searchField,
  textField,
} from '#shared/schemas/fields';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { fr } from '#shared/i18n/fr';
import { PAYMENTS_PAGE_LIMIT } from '#shared/domain/list-limits';

export { PAYMENTS_PAGE_LIMIT };

const t = paymentsScreen.fields;

const queryDay = (label: string) =>
  textField(label, fr.fields.invalidDate(label))
    .trim()
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(label), abort: true })
    .optional();

const filterFields = { q: searchField(t.search), from: queryDay(t.from), to: queryDay(t.to) };
const isPeriodInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const periodInOrder = { message: paymentsScreen.periodReversed, path: ['to'] };

/**
 * The ledger's filters: a search and a period of deal dates, both days inclusive (the browser
 * turns '30 derniers jours', '3 derniers mois'… into days in its own calendar, decision 0027).
 */
export const paymentFiltersSchema = z.object(filterFields).refine(isPeriodInOrder, periodInOrder);
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

export const paymentListQuerySchema = z
  .object({
    ...filterFields,
    cursor: cursorField(t.cursor),
    limit: queryIntegerField(t.limit, 1, 100).default(PAYMENTS_PAGE_LIMIT),
  })
  .refine(isPeriodInOrder, periodInOrder);
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/**
 * One line's change: paid or not, and the percentage — clamped to a whole 0..100 and 0 when not
 * a number (spec §5), as the inline edit does. `syncPaid` (spec §4's optional sync) sets the
 * flag from the percentage: paid at 100 %, pending otherwise; it needs a percentage and no
 * `isPaid` beside it.
 */
export const paymentChangeSchema = z
  .object({
    isPaid: booleanField(t.isPaid).optional(),
    paidPercentage: z
      .union([z.number(), z.string()], { error: fr.fields.invalid(t.paidPercentage) })
      .transform(parsePaidPercentage)
      .optional(),
    syncPaid: booleanField(t.syncPaid).optional(),
  })
  // The sync's own errors first: they name what it lacks.
  .refine((change) => !change.syncPaid || change.paidPercentage !== undefined, {
    message: paymentsScreen.syncNeedsPercentage,
    path: ['syncPaid'],
  })
  .refine((change) => !change.syncPaid || change.isPaid === undefined, {
    message: paymentsScreen.syncWithPaid,
    path: ['syncPaid'],
  })
  .refine((change) => change.isPaid !== undefined || change.paidPercentage !== undefined, {
    message: fr.fields.required(t.isPaid),
    path: ['isPaid'],
  });
export type PaymentChange = z.infer<typeof paymentChangeSchema>;
