import type { InferResponseType } from 'hono/client';
import type { api } from '#client/lib/api';

// What a record's detail holds, as the screens' detail routes answer it. The super admin's
// record routes answer the same (they call the same services, decision 0030), so one body
// shows both.
export type ClientDetail = InferResponseType<(typeof api.clients)[':id']['$get'], 200>;
export type InfluencerDetail = InferResponseType<(typeof api.influencers)[':id']['$get'], 200>;
export type CollaborationDetail = InferResponseType<
  (typeof api.collaborations)[':id']['$get'],
  200
>;
