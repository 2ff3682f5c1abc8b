// The screens' own write paths the importer goes through (issue 19): every imported row is
// checked and saved by the code the Clients and Influenceurs forms use, with their search text,
// so that there is one validation, not two; a reading (issue 30) by the reading form's. One of the sanctioned places where a feature
// reaches another's services (eslint.config.js: feature-services.ts).
export {
  checkContactPhones,
  insertClients,
  updateClient,
} from '#server/features/clients/clients-service';
export {
  checkPhone as checkInfluencerPhone,
  insertInfluencers,
  updateInfluencer,
} from '#server/features/influencers/influencers-service';
export { addReading } from '#server/features/collaborations/performance/readings-service';
