// The services the demo data borrows from the screens (decision 0033): its rows carry the same
// search and sort text the forms write. Named here, in the one file a feature may import
// siblings from (eslint.config.js).
export { buildClientSearchText } from '#server/features/clients/clients-service';
export { buildInfluencerSearchText } from '#server/features/influencers/influencers-service';
export { buildCollaborationSearchKeys } from '#server/features/collaborations/collaborations-service';
