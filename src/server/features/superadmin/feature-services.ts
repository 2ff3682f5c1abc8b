// The screens' own detail reads, for the super admin's record dialogs: run inside the super
// admin's read transaction with the record's agency as context, they answer exactly what the
// agency's own screens answer (decision 0030). One of the two sanctioned places where a feature
// reads another's services (eslint.config.js: feature-services.ts).
export { getClient } from '#server/features/clients/clients-service';
export { getInfluencer } from '#server/features/influencers/influencers-service';
export { getCollaboration } from '#server/features/collaborations/collaboration-detail';
