// The eight section flags of spec §6. A user without a map may open every section.
export const PERMISSION_KEYS = [
  'collaborations',
  'todo',
  'clients',
  'influencers',
  'casting',
  'accounting',
  'resources',
  'assistant',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type PermissionMap = Record<PermissionKey, boolean>;

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && (PERMISSION_KEYS as readonly string[]).includes(value);
}

export function allPermissions(value = true): PermissionMap {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, value])) as PermissionMap;
}

/** No map means every section is open; with a map, the section's flag must be true. */
export function canOpenSection(permissions: Partial<PermissionMap> | null, key: PermissionKey) {
  return permissions == null || permissions[key] === true;
}

/** What the team screen shows: a member without a map has every box ticked. */
export function effectivePermissions(permissions: Partial<PermissionMap> | null): PermissionMap {
  if (permissions == null) return allPermissions(true);
  return Object.fromEntries(
    PERMISSION_KEYS.map((key) => [key, permissions[key] === true]),
  ) as PermissionMap;
}

/** A change of one flag writes the whole map, so a member never keeps a partial one. */
export function withPermission(
  permissions: Partial<PermissionMap> | null,
  key: PermissionKey,
  value: boolean,
): PermissionMap {
  return { ...effectivePermissions(permissions), [key]: value };
}

/**
 * Who may use the pickers: choosing a client or an influencer belongs to the screens that need
 * one (collaborations, casting, tasks), not only to the address book's own sections.
 */
export const PICKER_SECTIONS = {
  clients: ['clients', 'collaborations', 'casting'],
  influencers: ['influencers', 'collaborations', 'casting', 'todo'],
} as const satisfies Record<string, readonly PermissionKey[]>;
