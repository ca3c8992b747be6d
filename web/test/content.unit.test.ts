// Pure helpers of the content and feed features.
import {
  autoSummary,
  ContentUploadMessages,
  contentInputSchema,
  isAutoSummaryOf,
  type Content,
  type MedicalEvent,
  type NewsArticle,
} from '@docnet/contracts';
import { likeStatusOptions } from '../src/features/content/api/get-like-status';
import { contentPayload } from '../src/features/content/api/save-content';
import {
  attachmentProblem,
  fileNameFromDisposition,
  isUploadedAttachment,
  thumbnailProblem,
} from '../src/features/content/utils/attachment';
import {
  addTag,
  cardText,
  excerptOf,
  hasLongBody,
  matchesSearch,
  ownSummary,
  popularTags,
} from '../src/features/content/utils/content-text';
import { mergeFeed } from '../src/features/feed/utils/merge-feed';
import { formatCount, formatRelativeTime, formatShortDate } from '../src/utils/format';

function content(overrides: Partial<Content>): Content {
  return {
    id: 1,
    title: 'Title',
    summary: '',
    body: 'Body',
    contentType: 'article',
    tags: [],
    attachmentUrl: null,
    thumbnailUrl: null,
    viewCount: 0,
    publishedAt: '2025-01-05T10:00:00.000Z',
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    isPublished: true,
    authorId: 7,
    author: null,
    likesCount: 0,
    commentsCount: 0,
    ...overrides,
  };
}

describe('like and comment counts', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [999, '999'],
    [1000, '1.0K'],
    [1250, '1.3K'],
    [15_400, '15.4K'],
  ])('%d is shown as "%s"', (value, shown) => {
    expect(formatCount(value)).toBe(shown);
  });
});

describe("a card's like state", () => {
  it('comes from the list answer when it says so, without asking per card', () => {
    expect(likeStatusOptions(true)).toEqual({
      fallbackData: { hasLiked: true },
      revalidateOnMount: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
    expect(likeStatusOptions(false)).toMatchObject({ fallbackData: { hasLiked: false }, revalidateOnMount: false });
  });

  it('is asked for when the content came without it (a single content)', () => {
    expect(likeStatusOptions(undefined)).toEqual({});
  });
});

describe('body excerpt (250 characters, Read more)', () => {
  it('keeps a body of 250 characters whole, without Read more', () => {
    const body = 'a'.repeat(250);
    expect(hasLongBody(body)).toBe(false);
    expect(excerptOf(body)).toBe(body);
  });

  it('cuts a longer body at 250 characters with an ellipsis', () => {
    const body = 'b'.repeat(251);
    expect(hasLongBody(body)).toBe(true);
    expect(excerptOf(body)).toBe(`${'b'.repeat(250)}...`);
  });

  it('shows the summary when there is one, else the excerpt', () => {
    expect(cardText({ summary: 'Short summary', body: 'c'.repeat(400) })).toBe('Short summary');
    expect(cardText({ summary: '  ', body: 'c'.repeat(400) })).toBe(`${'c'.repeat(250)}...`);
  });

  const caseNotes = [
    'Retreatment of a mandibular first molar after a missed MB2 canal; the periapical radiolucency had grown steadily for',
    'eighteen months. Cone-beam imaging showed the second mesiobuccal canal, which was negotiated to length and',
    'obturated with warm vertical compaction. At the twelve-month review the lesion had healed and the tooth was',
    'symptom-free; Dr. Ó Briain’s referral note is attached.',
  ].join(' ');

  it('ends an excerpt at a word break, never mid-word', () => {
    const excerpt = excerptOf(caseNotes);
    expect(excerpt.length).toBeLessThanOrEqual(253);
    expect(excerpt.endsWith('...')).toBe(true);
    const kept = excerpt.slice(0, -3);
    expect(caseNotes.startsWith(kept)).toBe(true);
    expect(caseNotes.charAt(kept.length)).toMatch(/\s/);
  });

  it('shows the auto-summary (the body cut at 150 characters) as the excerpt instead, never cut mid-word', () => {
    const content = { summary: autoSummary(caseNotes), body: caseNotes };
    expect(caseNotes.slice(149, 151)).toMatch(/^\w\w$/); // the 150th character falls inside a word
    expect(ownSummary(content)).toBeNull();
    expect(cardText(content)).toBe(excerptOf(caseNotes));
  });

  it('does not repeat a summary that is the body’s own beginning; keeps one of the member’s own words', () => {
    expect(ownSummary({ summary: 'Retreatment of a mandibular first molar', body: caseNotes })).toBeNull();
    expect(ownSummary({ summary: 'MB2 missed, healed at 12 months', body: caseNotes })).toBe('MB2 missed, healed at 12 months');
    const short = 'Healed at twelve months.';
    expect(ownSummary({ summary: autoSummary(short), body: short })).toBeNull();
  });
});

describe('relative time', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    ['2025-03-10T11:59:30Z', 'just now'],
    ['2025-03-10T11:55:00Z', '5m ago'],
    ['2025-03-10T09:00:00Z', '3h ago'],
    ['2025-03-07T12:00:00Z', '3d ago'],
    ['2025-03-01T12:00:00Z', formatShortDate('2025-03-01T12:00:00Z')],
  ])('%s → %s', (value, shown) => {
    expect(formatRelativeTime(value, now)).toBe(shown);
  });

  it('formats feed dates as MMM d, yyyy', () => {
    expect(formatShortDate('2025-01-05T12:00:00')).toBe('Jan 5, 2025');
  });
});

describe('tags', () => {
  it('trims, ignores blanks and never adds a duplicate', () => {
    expect(addTag([], '  cardiology ')).toEqual(['cardiology']);
    expect(addTag(['cardiology'], '   ')).toEqual(['cardiology']);
    expect(addTag(['cardiology'], 'cardiology ')).toEqual(['cardiology']);
    expect(addTag(['cardiology'], 'imaging')).toEqual(['cardiology', 'imaging']);
  });

  it('takes tags that differ only in case as one, keeping the first spelling', () => {
    expect(addTag(['Implants'], 'implants')).toEqual(['Implants']);
    expect(addTag(['Implants'], ' IMPLANTS ')).toEqual(['Implants']);
    expect(addTag(['Endodontie'], 'ÉNDODONTIE')).toEqual(['Endodontie', 'ÉNDODONTIE']);
    expect(addTag(['Éndodontie'], 'éndodontie')).toEqual(['Éndodontie']);
  });

  it('offers up to 10 popular tags of the page, most used first', () => {
    const page = [
      content({ tags: ['a', 'b'] }),
      content({ tags: ['b', 'c'] }),
      content({ tags: ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] }),
    ];
    const tags = popularTags(page);
    expect(tags).toHaveLength(10);
    expect(tags.slice(0, 2)).toEqual(['b', 'c']);
  });

  it('filters the loaded page by the local search text', () => {
    const item = content({ title: 'Root canal outcomes', tags: ['endodontics'] });
    expect(matchesSearch(item, 'CANAL')).toBe(true);
    expect(matchesSearch(item, 'endo')).toBe(true);
    expect(matchesSearch(item, 'ortho')).toBe(false);
    expect(matchesSearch(item, '  ')).toBe(true);
  });
});

describe('content payload', () => {
  const draft = {
    title: ' Case ',
    body: 'x'.repeat(200),
    summary: '',
    contentType: 'case_study' as const,
    tags: [' a ', 'a', ''],
    attachmentUrl: '',
    thumbnailUrl: null,
  };

  it('is published at once, fills an empty summary from the body and normalises tags', () => {
    const payload = contentPayload(draft, '2025-01-05T10:00:00.000Z');
    expect(payload).toMatchObject({
      title: 'Case',
      summary: `${'x'.repeat(150)}...`,
      contentType: 'case_study',
      tags: ['a'],
      attachmentUrl: null,
      isPublished: true,
      publishedAt: '2025-01-05T10:00:00.000Z',
    });
  });

  it('keeps a summary that was written', () => {
    expect(contentPayload({ ...draft, summary: 'Mine' }, 'x').summary).toBe('Mine');
  });

  it("is accepted by the server's schema when a long Unicode body fills the summary", async () => {
    const paragraph = 'Clinician’s note — a 42-year-old’s résumé of café trips 🦷🫀, tooth #14, CDT D2740. ';
    const body = [paragraph.repeat(3), paragraph.repeat(4), paragraph.repeat(2)].join('\n\n');
    const payload = contentPayload({ ...draft, body }, '2025-01-05T10:00:00.000Z');
    expect(payload.summary).toHaveLength(153);
    await expect(contentInputSchema.validate(payload)).resolves.toMatchObject({ summary: payload.summary });
  });

  it('shows a stored auto-summary as empty in the edit form, and a changed body gets a new one', () => {
    const body = 'y'.repeat(400);
    expect(isAutoSummaryOf(autoSummary(body), body)).toBe(true);
    expect(isAutoSummaryOf('Written by the author', body)).toBe(false);
    expect(contentPayload({ ...draft, body: `z${body}`, summary: '' }, 'x').summary).toBe(
      autoSummary(`z${body}`),
    );
  });
});

describe('attachment check before upload', () => {
  const MB = 1024 * 1024;
  it.each(['report.pdf', 'notes.DOCX', 'sheet.xlsx', 'deck.pptx', 'scan.png', 'readme.txt', 'IMG_0042.HEIC', 'photo.heif'])(
    'accepts %s',
    (name) => {
      expect(attachmentProblem({ name, size: MB })).toBeNull();
    },
  );

  it('refuses other types and anything over 20MB', () => {
    expect(attachmentProblem({ name: 'tool.exe', size: MB })).toBe(ContentUploadMessages.unsupported);
    expect(attachmentProblem({ name: 'big.pdf', size: 20 * MB + 1 })).toBe(ContentUploadMessages.tooLarge);
    expect(attachmentProblem({ name: 'edge.pdf', size: 20 * MB })).toBeNull();
  });

  it('takes only images as thumbnails', () => {
    expect(thumbnailProblem({ name: 'photo.jpg', size: MB })).toBeNull();
    // An iPhone's photo: the BFF stores it as a JPEG.
    expect(thumbnailProblem({ name: 'IMG_0042.HEIC', size: MB })).toBeNull();
    expect(thumbnailProblem({ name: 'report.pdf', size: MB })).toBe(ContentUploadMessages.notAnImage);
  });

  it("reads an upload's file name from Content-Disposition, not its generated id", () => {
    expect(fileNameFromDisposition(`attachment; filename="_cho de c_ur.pdf"; filename*=UTF-8''%C3%A9cho%20de%20c%C5%93ur.pdf`)).toBe('écho de cœur.pdf');
    expect(fileNameFromDisposition('inline; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });

  it('tells an uploaded attachment (our path) from an external URL', () => {
    expect(isUploadedAttachment('/api/uploads/content/7/abc.pdf')).toBe(true);
    expect(isUploadedAttachment('https://example.org/paper.pdf')).toBe(false);
    expect(isUploadedAttachment(null)).toBe(false);
  });
});

describe('home feed merge', () => {
  const event = { id: 3, title: 'Summit', date: '2025-02-01', time: '09:00', createdAt: '2025-01-25T08:00:00.000Z' } as MedicalEvent;
  const news = {
    id: 4,
    title: 'Study',
    publishedDate: '2025-01-20T08:00:00.000Z',
    createdAt: '2025-01-20T08:00:00.000Z',
  } as NewsArticle;

  it('mixes contents, events and news, newest first by when each was posted', () => {
    const items = mergeFeed(
      [
        content({ id: 1, publishedAt: '2025-01-10T10:00:00.000Z' }),
        content({ id: 2, publishedAt: '2025-03-01T10:00:00.000Z' }),
      ],
      [event],
      [news],
    );
    expect(items.map((item) => item.key)).toEqual(['content-2', 'event-3', 'news-4', 'content-1']);
  });

  it("puts the member's post of a minute ago above an event posted last week for months ahead", () => {
    const now = Date.now();
    const upcoming = {
      id: 5,
      title: 'Congress',
      date: new Date(now + 120 * 86_400_000).toISOString().slice(0, 10),
      time: '09:00',
      createdAt: new Date(now - 7 * 86_400_000).toISOString(),
    } as MedicalEvent;
    const justPosted = content({ id: 6, publishedAt: new Date(now - 60_000).toISOString() });
    const items = mergeFeed([content({ id: 7, publishedAt: new Date(now - 86_400_000).toISOString() }), justPosted], [upcoming], []);
    expect(items.map((item) => item.key)).toEqual(['content-6', 'content-7', 'event-5']);
  });

  it('is empty when all three are', () => {
    expect(mergeFeed([], [], [])).toEqual([]);
  });
});
