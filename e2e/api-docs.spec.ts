import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 32 §1, decision 0065: the public API's reference page, drawn on the server from the
// OpenAPI document, reads well and passes axe in both themes under the app's CSP.

test('the API reference lists every operation, in light and dark', async ({ page }) => {
  // Two axe runs over every operation's tables, on a shared machine.
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const document = await (await page.request.get('/api/openapi.json')).json();
  const count = Object.values(document.paths as Record<string, object>).reduce(
    (sum, item) => sum + Object.keys(item).length,
    0,
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/api/docs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Référence de l’API Infludesk' }),
    ).toBeVisible();
    await expect(page.locator('section.operation')).toHaveCount(count);
    await expect(page.getByRole('heading', { level: 2, name: 'S’authentifier' })).toBeVisible();
    await page.getByRole('link', { name: 'Tâches' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tâches' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/api-docs-${colorScheme}.png` });
  }
  // Nothing the CSP had to block (no script, no outside style).
  expect(errors).toEqual([]);
});
