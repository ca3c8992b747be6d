import { ApiRoutes, type CmeFilter, type CmeFormat } from '@docnet/contracts';
import { withQuery } from '@/utils/query-string';

/** The tabs of 'CME Opportunities'; the last two only for signed-in members. */
export const cmeTabs = [
  { key: 'all', label: 'All Opportunities', memberOnly: false },
  { key: 'online', label: 'Online', memberOnly: false },
  { key: 'in_person', label: 'In Person', memberOnly: false },
  { key: 'hybrid', label: 'Hybrid', memberOnly: false },
  { key: 'free', label: 'Free', memberOnly: false },
  { key: 'mine', label: 'My Posts', memberOnly: true },
  { key: 'saved', label: 'Saved', memberOnly: true },
] as const;
export type CmeTab = (typeof cmeTabs)[number]['key'];

export function visibleCmeTabs(signedIn: boolean) {
  return cmeTabs.filter((tab) => signedIn || !tab.memberOnly);
}

/** The server's answer to a tab: GET /api/cme with `format`, `free=true` (cost 0) or `filter` (member tabs). */
export function cmeListQuery(tab: CmeTab): { format?: CmeFormat; free?: true; filter?: CmeFilter } {
  switch (tab) {
    case 'all':
      return {};
    case 'online':
    case 'in_person':
    case 'hybrid':
      return { format: tab };
    case 'free':
      return { free: true };
    case 'mine':
    case 'saved':
      return { filter: tab };
  }
}

export function cmeListKey(tab: CmeTab): string {
  return withQuery(ApiRoutes.cme, cmeListQuery(tab));
}

export const cmeFormatLabels: Record<CmeFormat, string> = { online: 'Online', in_person: 'In Person', hybrid: 'Hybrid' };

/** '1 credit', '2.5 credits'. */
export function creditsText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
