import { withNewEvents } from '@docnet/platform';
import type { ArticleDocument } from '../persistence/article.schema';

type SampleFields = Pick<ArticleDocument, 'title' | 'summary' | 'body' | 'source' | 'sourceUrl' | 'tags' | 'category'>;

/**
 * The sample journal articles (the spec's client-side samples, now seed data), dated back from seeding. They are
 * summaries with no publication of their own, so no source link: a journal's home page behind 'Read full article'
 * sent members somewhere the article is not; their cards open the article here instead.
 */
export function sampleArticles(now: Date): ArticleDocument[] {
  const sample = (id: number, daysAgo: number, fields: SampleFields): ArticleDocument => {
    const publishedDate = new Date(now.getTime() - daysAgo * 86_400_000);
    return { _id: id, ...fields, authorId: null, authorName: fields.source, publishedDate, createdAt: now, ...withNewEvents([]) };
  };
  return [
    sample(1, 1, {
      title: 'Silver Diamine Fluoride Arrests Caries in Older Adults',
      summary: 'A randomized trial finds twice-yearly silver diamine fluoride halts most root caries lesions in long-term care residents.',
      body: 'Investigators followed 280 residents of long-term care facilities for 30 months. Root caries lesions treated with 38% silver diamine fluoride twice a year were arrested in 72% of cases, compared with 41% for fluoride varnish. The authors discuss staining, consent and how the treatment fits programmes where restorative care is hard to deliver.',
      source: 'Journal of the American Dental Association',
      sourceUrl: null,
      tags: ['caries', 'geriatrics', 'fluoride'],
      category: 'research',
    }),
    sample(2, 3, {
      title: 'Updated Guidance on Antibiotic Prophylaxis Before Dental Procedures',
      summary: 'A clinical review summarises when prophylaxis is still recommended for patients with prosthetic joints and cardiac conditions.',
      body: 'The review consolidates current recommendations: prophylaxis is reserved for patients with prosthetic cardiac valves, previous infective endocarditis and selected congenital heart conditions. For most patients with prosthetic joints it is no longer advised. Practical tables cover drug choice, dosing and documentation for the chart.',
      source: 'Journal of Endodontics',
      sourceUrl: null,
      tags: ['antibiotics', 'prophylaxis', 'guidelines'],
      category: 'clinical',
    }),
    sample(3, 6, {
      title: 'Digital Impressions Match Conventional Accuracy for Full-Arch Implants',
      summary: 'An in-vitro study compares five intraoral scanners with polyether impressions for full-arch implant frameworks.',
      body: 'Using a reference model with six implants, the study measured three-dimensional deviations of digital and conventional impressions. Two scanners reached trueness within 40 micrometres, comparable to splinted polyether impressions. Accuracy dropped with longer inter-implant distances, and the authors recommend scan bodies with distinct geometry.',
      source: 'The Journal of Prosthetic Dentistry',
      sourceUrl: null,
      tags: ['implants', 'digital dentistry', 'impressions'],
      category: 'research',
    }),
    sample(4, 9, {
      title: 'Managing Peri-Implantitis: A Stepwise Clinical Protocol',
      summary: 'Clinicians outline non-surgical and surgical steps for peri-implantitis, with decision points based on probing and bone loss.',
      body: 'The protocol begins with mechanical debridement and local antiseptics, followed by re-evaluation at eight weeks. Sites with persistent bleeding and bone loss beyond three millimetres move to surgical access, with resective or regenerative approaches chosen by defect shape. Maintenance intervals of three months are advised during the first year.',
      source: 'Journal of Periodontology',
      sourceUrl: null,
      tags: ['periodontics', 'implants', 'peri-implantitis'],
      category: 'clinical',
    }),
    sample(5, 14, {
      title: 'Teaching Clinical Reasoning in Predoctoral Dental Programs',
      summary: 'Dental schools report on case-based curricula that build diagnostic reasoning before students treat patients.',
      body: 'Three programmes replaced lecture hours with weekly case conferences in which students commit to a differential diagnosis before seeing test results. Faculty calibration sessions kept feedback consistent. Students scored higher on standardised diagnostic assessments, and the authors share rubrics and scheduling templates for schools considering the change.',
      source: 'Journal of Dental Education',
      sourceUrl: null,
      tags: ['education', 'curriculum', 'clinical reasoning'],
      category: 'education',
    }),
    sample(6, 20, {
      title: 'Medicaid Adult Dental Coverage Expands in Several States',
      summary: 'A policy analysis tracks new state benefits for adult dental care and their early effect on emergency department visits.',
      body: 'Since the start of the year, several states have added comprehensive adult dental benefits to Medicaid. Early data show fewer emergency department visits for non-traumatic dental conditions in expansion states. The analysis discusses provider participation, reimbursement rates and the administrative changes practices should expect.',
      source: 'Health Affairs',
      sourceUrl: null,
      tags: ['medicaid', 'access to care', 'policy'],
      category: 'policy',
    }),
    sample(7, 27, {
      title: 'Continuing Education Requirements Change for Sedation Permits',
      summary: 'State boards are aligning renewal requirements for moderate sedation permits, including simulation-based emergency training.',
      body: 'Boards in a growing number of states now require simulation-based emergency training at each renewal of a moderate sedation permit, in addition to didactic hours. The article compares the new requirements, explains which courses qualify and offers a checklist for keeping permit documentation ready for audits.',
      source: 'British Dental Journal',
      sourceUrl: null,
      tags: ['sedation', 'licensure', 'continuing education'],
      category: 'education',
    }),
  ];
}
