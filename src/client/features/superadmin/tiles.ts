import type { TileKind } from '#client/features/superadmin/api';

/** A dashboard tile: a kind listed across agencies, or the revenue (agencies by CA Total). */
export type Tile = TileKind | 'revenue';
