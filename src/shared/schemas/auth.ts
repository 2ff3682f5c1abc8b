import { z } from 'zod';
import { emailField, optionalText, requiredText } from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';

const t = fr.auth;
export const PASSWORD_MIN_LENGTH = 8;

export const passwordField = z
  .string({ error: fr.fields.required(t.password) })
  .min(1, fr.fields.required(t.password))
  .max(200, fr.fields.tooLong(t.password));

export const signInSchema = z.object({
  email: emailField(t.email),
  password: passwordField,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const AGENCY_CHOICES = ['create', 'join', 'none'] as const;
export type AgencyChoice = (typeof AGENCY_CHOICES)[number];

export const signUpSchema = z
  .object({
    email: emailField(t.email),
    password: passwordField.refine((p) => p.length >= PASSWORD_MIN_LENGTH, {
      message: fr.fields.tooShort(t.password, PASSWORD_MIN_LENGTH),
    }),
    firstName: requiredText(t.firstName, 100),
    lastName: requiredText(t.lastName, 100),
    jobTitle: requiredText(t.jobTitle, 100),
    agencyChoice: z.enum(AGENCY_CHOICES).default('none'),
    agencyName: optionalText(t.agencyName, 120),
    agencyCode: optionalText(t.agencyCode, 200),
  })
  .superRefine((value, ctx) => {
    // Choosing create clears the code and join clears the name (spec §5): only the chosen one counts.
    if (value.agencyChoice === 'create' && !value.agencyName) {
      ctx.addIssue({
        code: 'custom',
        path: ['agencyName'],
        message: fr.fields.required(t.agencyName),
      });
    }
    if (value.agencyChoice === 'join' && !value.agencyCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['agencyCode'],
        message: fr.fields.required(t.agencyCode),
      });
    }
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

// Mailed links (issue 10). The new password follows the very rule of sign-up.
const linkToken = z
  .string({ error: fr.authMail.invalidLink })
  .min(1, fr.authMail.invalidLink)
  .max(200, fr.authMail.invalidLink);

export const verifyEmailSchema = z.object({ token: linkToken });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
/** The mailed link that creates the account (issue 27). */
export const confirmSignUpSchema = z.object({ token: linkToken });
/** The mailed « Débloquer cet appareil » link (issue 27). */
export const unlockDeviceSchema = z.object({ token: linkToken });

export const forgotPasswordSchema = z.object({ email: emailField(t.email) });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: linkToken,
  password: signUpSchema.shape.password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset screen asks twice; only the server's fields travel. */
export const resetPasswordFormSchema = z
  .object({
    password: signUpSchema.shape.password,
    confirmation: z.string(),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: fr.authMail.passwordsDiffer,
  });
