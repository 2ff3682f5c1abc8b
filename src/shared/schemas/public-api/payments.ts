import { z } from 'zod';
import {
  centsAnswer,
  dayAnswer,
  idAnswer,
  momentAnswer,
  pageAnswer,
} from '#shared/schemas/public-api/answers';

// The answers of /api/v1/payments: what the Comptabilité screen's services return.

export const paymentAnswer = z.strictObject({
  id: idAnswer,
  collaborationId: idAnswer,
  collaborationName: z.string(),
  brand: z.string(),
  influencerId: idAnswer.nullable(),
  fullName: z.string(),
  dealDate: dayAnswer.nullable(),
  rateCents: centsAnswer,
  paidPercentage: z.int(),
  isPaid: z.boolean(),
  paidAt: momentAnswer.nullable(),
  amountCents: centsAnswer,
  remainingCents: centsAnswer,
  mismatch: z.enum(['paid_at_zero', 'pending_at_full']).nullable(),
  paidBy: z.strictObject({ id: idAnswer, firstName: z.string(), lastName: z.string() }).nullable(),
});

export const paymentPageAnswer = pageAnswer(paymentAnswer);
