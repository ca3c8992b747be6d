// Content, comments, events, news, CME, search, contact, password change, settings, messages and the
// assistant agree with the server, generatively.
import * as fc from 'fast-check';
import {
  aiChatRequestSchema,
  AI_CHAT_MESSAGE_MAX,
  changePasswordFormSchema,
  changePasswordSchema,
  cmeFormSchema,
  commentSchema,
  contactMessageSchema,
  contentInputSchema,
  contentTypes,
  eventFormSchema,
  newsCategories,
  newsFormSchema,
  notificationTypes,
  privacySettingsSchema,
  saveNotificationSettingsSchema,
  searchAffiliations,
  searchSpecialties,
  securitySettingsUpdateSchema,
  sendMessageSchema,
  userSearchQuerySchema,
} from '@docnet/contracts';
import { isSendable } from '../src/features/assistant/utils/chat-messages';
import { checkComment } from '../src/features/content/api/add-comment';
import { contentPayload } from '../src/features/content/api/save-content';
import { contentDraftOf, contentFormSchema } from '../src/features/content/utils/content-form-values';
import { addTag } from '../src/features/content/utils/content-text';
import {
  criteriaToParams,
  normaliseCriteria,
  searchCriteriaProblem,
  type SearchCriteria,
} from '../src/features/search/utils/search-params';
import {
  anyText,
  checkAgreement,
  emails,
  runs,
  serverReceives,
  someText,
  submitForm,
  textNear,
} from './support/form-agreement';

const PUBLISHED_AT = '2026-11-23T10:00:00.000Z';
const paragraphs = fc
  .array(fc.oneof(anyText(200), fc.lorem({ maxCount: 40 })), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join('\n\n'));
const urls = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'www.example.org',
    'example.org/x',
    'not a url',
    'javascript:alert(1)',
    'ftp://example.org',
    '',
  ),
  someText(40),
);
const dates = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('', '2026-02-30', '26-1-1'),
);
const numbersAsText = (values: string[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.double({ min: -10, max: 2000, noNaN: true }).map(String),
    fc.integer({ min: -5, max: 1001 }).map(String),
  );

describe('content and comments agree with the server', () => {
  it('the create and edit form (several paragraphs, Unicode, many tags, no summary or one)', async () => {
    const values = fc.record({
      title: someText(200),
      body: fc.oneof(paragraphs, someText(60)),
      summary: fc.oneof(fc.constant(''), someText(150)),
      contentType: fc.constantFrom(...contentTypes),
      tags: fc
        .array(fc.oneof(anyText(20), textNear(50)), { maxLength: 25 })
        .map((typed) => typed.reduce<string[]>(addTag, [])),
      attachmentUrl: urls,
    });
    const toPayload = (v: Parameters<typeof contentDraftOf>[0]) =>
      contentPayload(
        contentDraftOf(v, { attached: false, attachmentUrl: null, thumbnailUrl: null }),
        PUBLISHED_AT,
      );
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(contentFormSchema, raw, toPayload, contentInputSchema, contentInputSchema),
      ),
      runs,
    );
  });

  it('an external URL typed without https:// gets it in the form, and the server keeps exactly that', async () => {
    const hosts = fc.constantFrom('www.example.org', 'nejm.org', 'pubmed.ncbi.nlm.nih.gov', 'www.ada.org', 'hôpital-nord.fr');
    const paths = fc.constantFrom('', '/', '/guidelines/2026-hypertension', '/search?q=o%27brien&page=2', '#methods');
    const typed = fc.tuple(hosts, paths, fc.constantFrom('', ' ', '\t')).map(([host, path, pad]) => ({ url: host + path, pad }));
    await fc.assert(
      fc.asyncProperty(typed, async ({ url, pad }) => {
        const raw = {
          title: "Managing white-coat hypertension: Dr. O'Brien's notes",
          body: 'Home readings first.\n\nThen ambulatory monitoring for 24 hours. 🩺',
          summary: '',
          contentType: contentTypes[0],
          tags: ['cardiology'],
          attachmentUrl: `${pad}${url}${pad}`,
        };
        const form = await submitForm(contentFormSchema, raw);
        if (!form.ok) throw new Error(`the form refused ${JSON.stringify(raw.attachmentUrl)}: ${form.messages.join(', ')}`);
        const payload = contentPayload(
          contentDraftOf(form.values, { attached: false, attachmentUrl: null, thumbnailUrl: null }),
          PUBLISHED_AT,
        );
        expect(payload.attachmentUrl).toBe(`https://${url}`);
        const server = serverReceives(payload, contentInputSchema);
        expect(server).toEqual({ ok: true, value: expect.objectContaining({ attachmentUrl: `https://${url}` }) });
      }),
      runs,
    );
  });

  it('the comment box refuses what the server refuses, with its message', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(40), textNear(2000), fc.constantFrom('', '   ')), (text) => {
        const checked = checkComment(text);
        const server = serverReceives(
          'body' in checked ? { body: checked.body } : { body: text },
          commentSchema,
          commentSchema,
        );
        if ('body' in checked) expect(server).toEqual({ ok: true, value: { body: checked.body } });
        else expect(server).toEqual({ ok: false, message: checked.problem });
      }),
      runs,
    );
  });
});

describe('events, journal news and CME agree with the server', () => {
  it('Create a New Event', async () => {
    const values = fc.record({
      title: someText(200),
      description: fc.oneof(someText(20), paragraphs),
      date: dates,
      time: fc.constantFrom('09:30', '23:59', '24:00', '9:30', ''),
      location: someText(300),
      type: fc.constantFrom('in_person', 'virtual', ''),
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(eventFormSchema, raw, (v) => v, eventFormSchema, eventFormSchema),
      ),
      runs,
    );
  });

  it('Share a Medical Journal Article (tags as comma-separated text, a URL without https://)', async () => {
    const values = fc.record({
      title: someText(300),
      summary: someText(20),
      body: fc.oneof(someText(50), paragraphs),
      source: someText(200),
      sourceUrl: urls,
      tags: fc.array(anyText(15), { maxLength: 25 }).map((tags) => tags.join(', ')),
      category: fc.constantFrom(...newsCategories, ''),
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(newsFormSchema, raw, (v) => v, newsFormSchema, newsFormSchema),
      ),
      runs,
    );
  });

  it('Add CME Opportunity (credits and cost typed as text, dates)', async () => {
    const values = fc.record({
      title: someText(300),
      description: someText(20),
      provider: someText(200),
      credits: numbersAsText(['1', '0.25', '0.3', '', 'abc', ' 2 ', '1e2']),
      cost: numbersAsText(['0', '', '19.99', '19.999', '-1']),
      startDate: dates,
      endDate: dates,
      location: someText(300),
      format: fc.constantFrom('online', 'in_person', 'hybrid', ''),
      url: urls,
      topics: fc.array(anyText(15), { maxLength: 25 }).map((topics) => topics.join(',')),
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(cmeFormSchema, raw, (v) => v, cmeFormSchema, cmeFormSchema),
      ),
      runs,
    );
  });
});

describe('doctor search agrees with the server', () => {
  it('the filter panel and the navigation bar refuse first what the search refuses (a 120-character query failed)', () => {
    const criteria: fc.Arbitrary<SearchCriteria> = fc.record({
      query: fc.oneof(someText(100), fc.constantFrom(...searchSpecialties), textNear(100), textNear(120)),
      filterType: fc.constantFrom('name', 'specialty', 'affiliation'),
      specialty: fc.oneof(fc.constant(''), fc.constantFrom(...searchSpecialties)),
      affiliations: fc.subarray([...searchAffiliations]),
    });
    fc.assert(
      fc.property(criteria, (typed) => {
        const sent = normaliseCriteria(typed, searchSpecialties);
        const problem = searchCriteriaProblem(sent);
        const server = serverReceives(
          Object.fromEntries(criteriaToParams(sent)),
          userSearchQuerySchema,
          userSearchQuerySchema,
        );
        expect(server.ok ? null : server.message).toBe(problem);
      }),
      runs,
    );
  });
});

describe('contact, password change, settings, messages and the assistant agree with the server', () => {
  it('the contact form', async () => {
    const values = fc.record({
      name: someText(100),
      email: emails,
      subject: someText(200),
      message: fc.oneof(someText(5000), paragraphs),
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(contactMessageSchema, raw, (v) => v, contactMessageSchema, contactMessageSchema),
      ),
      runs,
    );
  });

  it('Change Password', async () => {
    const passwords = fc.oneof(anyText(12), textNear(8), textNear(200));
    const values = fc
      .record({
        currentPassword: passwords,
        newPassword: passwords,
        same: fc.boolean(),
        other: passwords,
        reuse: fc.boolean(),
      })
      .map(({ currentPassword, newPassword, same, other, reuse }) => {
        const next = reuse ? currentPassword : newPassword;
        return { currentPassword, newPassword: next, confirmPassword: same ? next : other };
      });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(
          changePasswordFormSchema,
          raw,
          (v) => ({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
          changePasswordSchema,
          changePasswordSchema,
        ),
      ),
      runs,
    );
  });

  it('the settings toggles', () => {
    const notifications = fc.record({
      emailEnabled: fc.boolean(),
      digestMode: fc.boolean(),
      digestFrequency: fc.constantFrom('daily', 'weekly'),
      notifications: fc.record(Object.fromEntries(notificationTypes.map((type) => [type, fc.boolean()]))),
    });
    fc.assert(
      fc.property(
        notifications,
        fc.record(
          { publicProfile: fc.boolean(), searchVisibility: fc.boolean(), locationSharing: fc.boolean() },
          { requiredKeys: [] },
        ),
        fc.record({ twoFactorEnabled: fc.boolean(), loginAlertsEnabled: fc.boolean() }, { requiredKeys: [] }),
        (settings, privacy, security) => {
          expect(serverReceives({ settings }, saveNotificationSettingsSchema).ok).toBe(true);
          expect(serverReceives(privacy, privacySettingsSchema, privacySettingsSchema)).toEqual({
            ok: true,
            value: privacy,
          });
          expect(
            serverReceives(security, securitySettingsUpdateSchema, securitySettingsUpdateSchema),
          ).toEqual({ ok: true, value: security });
        },
      ),
      runs,
    );
  });

  it('the message composer and the assistant input send only what the server accepts', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(60), textNear(AI_CHAT_MESSAGE_MAX)), (typed) => {
        // The composer validates with the server's schema itself; the chat input holds at most AI_CHAT_MESSAGE_MAX characters.
        if (sendMessageSchema.isValidSync({ body: typed }))
          expect(
            serverReceives({ body: sendMessageSchema.validateSync({ body: typed }).body }, sendMessageSchema)
              .ok,
          ).toBe(true);
        const chat = typed.slice(0, AI_CHAT_MESSAGE_MAX);
        if (isSendable(chat))
          expect(serverReceives({ message: chat.trim() }, aiChatRequestSchema, aiChatRequestSchema).ok).toBe(
            true,
          );
      }),
      runs,
    );
  });
});
