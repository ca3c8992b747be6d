import type { ReactElement } from 'react';
import type { NewsCategory } from '@docnet/contracts';
import { isNewsCategory } from '../utils/news-tabs';

/** Line drawings on a 24 × 24 grid, one per category (anything else gets the default icon). */
const drawings: Record<NewsCategory | 'default', ReactElement> = {
  // Research: a flask.
  research: <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7.5 15h9" />,
  // Clinical: a stethoscope.
  clinical: (
    <>
      <path d="M6 3v6a5 5 0 0 0 10 0V3M11 14v2a5 5 0 0 0 10 0v-2" />
      <circle cx="21" cy="12" r="2" />
    </>
  ),
  // Education: a mortarboard.
  education: <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />,
  // Policy: a columned building.
  policy: <path d="M3 10h18L12 4zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18" />,
  // Default: a page of text.
  default: <path d="M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7" />,
};


/** The icon of an article's category, decorative (the label beside it names the category). */
export function CategoryIcon({ category, size = 16 }: { category: unknown; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-category-icon={isNewsCategory(category) ? category : 'default'}
      style={{ verticalAlign: '-0.2em' }}
    >
      {drawings[isNewsCategory(category) ? category : 'default']}
    </svg>
  );
}
