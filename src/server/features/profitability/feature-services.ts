// The screens' services Rentabilité reads through (eslint.config.js, decisions 0030, 0032): a
// row of its table opens the deal with the collaboration's own detail, under Comptabilité's
// permission and the tenant context.
export { getCollaboration } from '#server/features/collaborations/collaboration-detail';
