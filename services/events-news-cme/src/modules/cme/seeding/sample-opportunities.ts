import { withNewEvents } from '@docnet/platform';
import { dayFrom } from '../../listings/seeding/sample-listings.seeder';
import type { OpportunityDocument } from '../persistence/opportunity.schema';

type SampleFields = Pick<OpportunityDocument, 'title' | 'description' | 'provider' | 'credits' | 'cost' | 'location' | 'format' | 'url' | 'topics'>;

/** The sample CME opportunities (the spec's client-side samples, now seed data), dated from seeding. */
export function sampleOpportunities(now: Date): OpportunityDocument[] {
  const sample = (id: number, startsIn: number, lastsDays: number | null, fields: SampleFields): OpportunityDocument => ({
    _id: id,
    ...fields,
    startDate: dayFrom(now, startsIn),
    endDate: lastsDays === null ? null : dayFrom(now, startsIn + lastsDays),
    authorId: null,
    authorName: fields.provider,
    createdAt: now,
    ...withNewEvents([]),
  });
  return [
    sample(1, 7, 60, {
      title: 'Opioid Prescribing and Pain Management in Dentistry',
      description: 'Self-paced online module on safe analgesic prescribing, non-opioid regimens and state monitoring programmes.',
      provider: 'American Dental Association',
      credits: 2,
      cost: 0,
      location: null,
      format: 'online',
      url: 'https://ebusiness.ada.org/education/',
      topics: ['pharmacology', 'pain management', 'regulation'],
    }),
    sample(2, 18, 2, {
      title: 'Hands-on Guided Bone Regeneration Course',
      description: 'Two-day lab course on membrane selection, grafting materials and flap management for ridge augmentation.',
      provider: 'Academy of Osseointegration',
      credits: 14,
      cost: 1295,
      location: 'Denver, CO',
      format: 'in_person',
      url: 'https://www.osseo.org/',
      topics: ['implants', 'bone grafting', 'surgery'],
    }),
    sample(3, 25, 1, {
      title: 'Infection Control Update for the Dental Team',
      description: 'Live webinar covering instrument reprocessing, waterline maintenance and respiratory protection for dental settings.',
      provider: 'Organization for Safety, Asepsis and Prevention',
      credits: 1.5,
      cost: 49.99,
      location: null,
      format: 'online',
      url: 'https://www.osap.org/',
      topics: ['infection control', 'compliance'],
    }),
    sample(4, 40, 3, {
      title: 'Clear Aligner Therapy: Case Selection to Finishing',
      description: 'Lectures streamed and in the room, with case workshops on attachments, staging and refinements for aligner cases.',
      provider: 'American Association of Orthodontists',
      credits: 12.25,
      cost: 450,
      location: 'Orlando, FL',
      format: 'hybrid',
      url: 'https://www.aaoinfo.org/',
      topics: ['orthodontics', 'clear aligners'],
    }),
    sample(5, 52, null, {
      title: 'Medical Emergencies in the Dental Office',
      description: 'Simulation-based course on recognising and managing syncope, anaphylaxis, hypoglycaemia and cardiac events.',
      provider: 'American Heart Association',
      credits: 4,
      cost: null,
      location: 'Atlanta, GA',
      format: 'in_person',
      url: 'https://cpr.heart.org/',
      topics: ['emergencies', 'sedation', 'BLS'],
    }),
    sample(6, 66, 30, {
      title: 'Oral Cancer Screening and Early Detection',
      description: 'Case-based online course on risk factors, visual and tactile examination, adjunctive aids and referral pathways.',
      provider: 'Oral Cancer Foundation',
      credits: 1,
      cost: 0,
      location: null,
      format: 'online',
      url: 'https://oralcancerfoundation.org/',
      topics: ['oral pathology', 'screening'],
    }),
    sample(7, 80, 2, {
      title: 'Endodontic Retreatment Symposium',
      description: 'Two days of lectures, streamed live, on diagnosis of failing root canals, retreatment techniques and when to refer for surgery.',
      provider: 'American Association of Endodontists',
      credits: 8.5,
      cost: 325,
      location: 'Boston, MA',
      format: 'hybrid',
      url: 'https://www.aae.org/',
      topics: ['endodontics', 'retreatment'],
    }),
  ];
}
