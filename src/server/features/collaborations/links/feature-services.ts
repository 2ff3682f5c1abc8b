// The other areas' outsider pages GET /api/link/me dispatches to (issue 29, decision 0053): a
// casting's selection link answers from the castings area, with its own named columns. The
// sanctioned place where this feature reads another's services (eslint.config.js).
export { getCastingLinkPage } from '#server/features/castings/links/casting-link-page';
