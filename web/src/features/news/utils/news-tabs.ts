import { ApiRoutes, newsCategories, type NewsCategory, type NewsFilter } from '@docnet/contracts';
import { withQuery } from '@/utils/query-string';

/** The tabs of 'Latest Medical Journals'; the last two only for signed-in members. */
export const newsTabs = [
  { key: 'all', label: 'All Articles', memberOnly: false },
  { key: 'research', label: 'Research', memberOnly: false },
  { key: 'clinical', label: 'Clinical', memberOnly: false },
  { key: 'education', label: 'Education', memberOnly: false },
  { key: 'policy', label: 'Policy', memberOnly: false },
  { key: 'mine', label: 'My Articles', memberOnly: true },
  { key: 'saved', label: 'Saved', memberOnly: true },
] as const;
export type NewsTab = (typeof newsTabs)[number]['key'];

export function visibleNewsTabs(signedIn: boolean) {
  return newsTabs.filter((tab) => signedIn || !tab.memberOnly);
}

/** The server's answer to a tab: GET /api/news with `category` or `filter` (member tabs). */
export function newsListQuery(tab: NewsTab): { category?: NewsCategory; filter?: NewsFilter } {
  switch (tab) {
    case 'all':
      return {};
    case 'research':
    case 'clinical':
    case 'education':
    case 'policy':
      return { category: tab };
    case 'mine':
    case 'saved':
      return { filter: tab };
  }
}

export function newsListKey(tab: NewsTab): string {
  return withQuery(ApiRoutes.news, newsListQuery(tab));
}

/** Category labels; anything else is shown as 'Article'. */
const categoryLabels: Record<NewsCategory, string> = {
  research: 'Research',
  clinical: 'Clinical',
  education: 'Education',
  policy: 'Policy',
};

/** A category the screens know; anything else is drawn with the default icon. */
export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (newsCategories as readonly string[]).includes(value);
}

export function categoryLabel(category: unknown): string {
  return isNewsCategory(category) ? categoryLabels[category] : 'Article';
}
