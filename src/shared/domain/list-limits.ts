// Page sizes and limits the screens need without the validation code: the schemas import them
// from here, and a list screen reads them without loading zod (issue 18, decision 0031).

export const COLLABORATIONS_PAGE_LIMIT = 50;
export const CASTINGS_PAGE_LIMIT = 12;
export const RESOURCES_PAGE_LIMIT = 20;
export const PAYMENTS_PAGE_LIMIT = 50;
// 'À valider' (issue 29).
export const WAITING_PAGE_LIMIT = 50;
export const ASSISTANT_MESSAGE_MAX = 4000;
export const CONVERSATIONS_PAGE_LIMIT = 30;
// The schema's limit, named: a copy's name must stay within it (getCopyName).
export const INFLUENCER_NAME_MAX_LENGTH = 200;
export const INFLUENCER_PICKER_LIMIT = 50;
// The picker hides those already chosen: a collaboration holds at most 200 influencers
// (MAX_COLLABORATION_INFLUENCERS), and 200 ids keep the query string under 8 KB.
export const INFLUENCER_PICKER_MAX_EXCLUDED = 200;
