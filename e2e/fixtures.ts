import { randomBytes, randomInt } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForMailLink } from './outbox';

export type Account = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  agencyName: string;
};

/** A new account for each journey, so journeys never depend on each other's data. */
export function newAccount(prefix = 'user'): Account {
  const id = randomBytes(4).toString('hex');
  return {
    email: `${prefix}-${id}@infludesk.test`,
    password: 'motdepasse-solide',
    firstName: 'Camille',
    lastName: `Durand ${id}`,
    agencyName: `Agence ${id}`,
  };
}

export async function signUp(
  page: Page,
  account: Account,
  agency: { create: true } | { code: string } | { none: true } = { create: true },
  { openMailedLink = true } = {},
) {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Prénom').fill(account.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await page.getByLabel("Rôle dans l'entreprise").fill('Chef de projet');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  if ('create' in agency) {
    await page.getByLabel('Créer une nouvelle agence').check();
    await page.getByLabel("Nom de l'agence").fill(account.agencyName);
  } else if ('code' in agency) {
    await page.getByLabel('Rejoindre une agence existante').check();
    await page.getByLabel("Code de l'agence").fill(agency.code);
  } else {
    await page.getByLabel('Plus tard').check();
  }
  // Wait for the server's answer: a navigation right after the click would abort it.
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-up')),
    page.getByRole('button', { name: "S'inscrire" }).click(),
  ]);
  // The account is created by the mailed link (decision 0039): open it, as its reader would.
  // Its screen creates the account on load: wait for that answer, or the journey's next
  // navigation would cut it and find itself signed out.
  if (response.status() === 201 && openMailedLink) {
    const link = await waitForMailLink(account.email, 'confirm-sign-up');
    await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/auth/confirm-sign-up')),
      page.goto(link),
    ]);
  }
}

export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in')),
    page.getByRole('button', { name: 'Se connecter' }).click(),
  ]);
}

// axe leaves its experimental rules out by default; label in name (WCAG 2.5.3) is one of them.
// (axe-core 4.11's list: `axe.getRules(['experimental'])`.)
const experimentalRules = Object.fromEntries(
  [
    'css-orientation-lock',
    'focus-order-semantics',
    'hidden-content',
    'label-content-name-mismatch',
    'p-as-heading',
    'table-fake-caption',
    'td-has-header',
  ].map((id) => [id, { enabled: true }]),
);

/** axe-core on the current page, experimental rules included: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast leaves by itself after a few seconds, fading out: one that starts to leave while axe
  // reads the page is judged at a fraction of its opacity (a failure 1 run in 5). Toasts go
  // first (their colours are sonner's, the same in every run).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  // A dialog still fading in has, for a moment, the contrast of its opacity: axe would judge
  // the animation, not the page. Finite animations and transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A toast can still arrive while axe reads the page (its library is loaded with the first
  // one, after the change that shows it): a toast fading in has the contrast of its opacity.
  // None is ever judged here (the line above waits for them to leave), so their list is left out.
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .options({ rules: experimentalRules })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Each journey comes from an address of its own (the server trusts one proxy in the e2e run):
 * the per-address sign-up budget (50 an hour, decision 0006) is sized for people, and the suite
 * creates more accounts than that from one machine.
 */
// Under scripts/each-day-of-week.sh, libfaketime moves the clock of this process and of the
// servers it starts by FAKETIME ('+264164s'). Chromium runs without it (it stalls under
// libfaketime, see playwright.config.ts), so each browser context gets the same shift here:
// only Date moves; timers, animations and Playwright's own waits keep the real clock.
const clockShiftMs = Number(/^([+-]\d+)s$/.exec(process.env.FAKETIME ?? '')?.[1] ?? 0) * 1000;
const shiftedContexts = new WeakSet<BrowserContext>();

async function shiftClock(context: BrowserContext) {
  if (!clockShiftMs || shiftedContexts.has(context)) return;
  shiftedContexts.add(context);
  await context.addInitScript((shift: number) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as [string]));
      }
      static override now() {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, clockShiftMs);
}

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  context: async ({ context }, use) => {
    await shiftClock(context);
    await use(context);
  },
  // Journeys that open a colleague's browser with browser.newContext() get the moved clock too.
  browser: [
    async ({ browser }, use) => {
      if (clockShiftMs) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await shiftClock(context);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };
