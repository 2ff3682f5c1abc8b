import {
  Bot,
  Building2,
  Clapperboard,
  FolderOpen,
  Handshake,
  ListTodo,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { hasAgency, type CurrentUser } from '#client/app/session';
import { canOpenSection, type PermissionKey, type PermissionMap } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

export type Section = {
  path: string;
  label: string;
  icon: LucideIcon;
  /** null: open to every member (the account screen). */
  permission: PermissionKey | null;
};

/** The sidebar, in the spec's order. */
export const SECTIONS: Section[] = [
  {
    path: 'collaborations',
    label: fr.sections.collaborations,
    icon: Handshake,
    permission: 'collaborations',
  },
  { path: 'todo', label: fr.sections.todo, icon: ListTodo, permission: 'todo' },
  { path: 'clients', label: fr.sections.clients, icon: Building2, permission: 'clients' },
  { path: 'influencers', label: fr.sections.influencers, icon: Users, permission: 'influencers' },
  { path: 'casting', label: fr.sections.casting, icon: Clapperboard, permission: 'casting' },
  { path: 'accounting', label: fr.sections.accounting, icon: Wallet, permission: 'accounting' },
  { path: 'resources', label: fr.sections.resources, icon: FolderOpen, permission: 'resources' },
  { path: 'assistant', label: fr.sections.assistant, icon: Bot, permission: 'assistant' },
  { path: 'account', label: fr.sections.account, icon: UserCog, permission: null },
];

/** Which flag guards a path segment of /app (campaigns belong to collaborations). */
export function permissionOfSegment(segment: string | undefined): PermissionKey | null {
  if (segment === 'campaigns' || segment === 'approvals') return 'collaborations';
  return SECTIONS.find((section) => section.path === segment)?.permission ?? null;
}

export const isSectionOpen = (permissions: PermissionMap | null, section: Section) =>
  section.permission === null || canOpenSection(permissions, section.permission);

/** The sidebar's sections: all those open to the user, only Compte before joining an agency. */
export const sectionsOf = (user: CurrentUser) =>
  SECTIONS.filter((section) =>
    hasAgency(user) ? isSectionOpen(user.permissions, section) : section.permission === null,
  );

/** Where a member lands when a section is closed to them: never a loop, account is always open. */
export const firstOpenSection = (permissions: PermissionMap | null) =>
  SECTIONS.find((section) => isSectionOpen(permissions, section))!.path;
