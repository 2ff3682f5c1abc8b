// The schema as drizzle sees it: every table, for queries and for drizzle-kit.
export * from '#server/db/schema/identity';
export * from '#server/db/schema/address-book';
export * from '#server/db/schema/collaborations';
export * from '#server/db/schema/profit-sums';
export * from '#server/db/schema/work';
export * from '#server/db/schema/rate-limits';
export * from '#server/db/schema/idempotency-keys';
export * from '#server/db/schema/assistant';
export * from '#server/db/schema/superadmin';
export * from '#server/db/schema/demo';
export * from '#server/db/schema/imports';
export * from '#server/db/schema/history';
export * from '#server/db/schema/contents';
export * from '#server/db/schema/performance';
export * from '#server/db/schema/contracts';
export * from '#server/db/schema/compliance';
export * from '#server/db/schema/api-tokens';
