import { screen, within } from '@testing-library/react';
import type { NewsArticle } from '@docnet/contracts';
import { NewsCard } from '@/features/news/components/news-card';
import { renderScreen } from './support/render';

const article = (sourceUrl: string | null): NewsArticle => ({
  id: 3,
  title: 'Digital Impressions Match Conventional Accuracy for Full-Arch Implants',
  summary: 'An in-vitro study compares five intraoral scanners with polyether impressions for full-arch implant frameworks.',
  body: 'Using a reference model with six implants, the study measured three-dimensional deviations.',
  source: 'The Journal of Prosthetic Dentistry',
  sourceUrl,
  authorId: null,
  author: 'The Journal of Prosthetic Dentistry',
  publishedDate: '2026-11-20T09:00:00.000Z',
  tags: ['implants', 'digital dentistry'],
  category: 'research',
  createdAt: '2026-11-20T09:00:00.000Z',
  saved: false,
});

describe("a news card's 'Read full article'", () => {
  it("opens the article's own address at its source, in a new tab", () => {
    const own = 'https://www.thejpd.org/article/S0022-3913(26)00412-7/fulltext';
    renderScreen(<NewsCard article={article(own)} />, { route: '/news', path: '/news' });
    const link = within(screen.getByRole('article')).getByRole('link', { name: /Read full article/ });
    expect(link).toHaveAttribute('href', own);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens the article in full here when it has no source link of its own', async () => {
    const { user, router } = renderScreen(<NewsCard article={article(null)} />, { route: '/news', path: '/news' });
    await user.click(within(screen.getByRole('article')).getByRole('link', { name: 'Read full article' }));
    expect(router.state.location.pathname).toBe('/news/3');
  });
});
