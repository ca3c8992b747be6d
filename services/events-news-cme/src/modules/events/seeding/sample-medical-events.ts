import { withNewEvents } from '@docnet/platform';
import { dayFrom } from '../../listings/seeding/sample-listings.seeder';
import type { MedicalEventDocument } from '../persistence/medical-event.schema';

/** The sample conferences, dated from the day they are seeded so they start out upcoming. */
export function sampleMedicalEvents(now: Date): MedicalEventDocument[] {
  const sample = (
    id: number,
    days: number,
    fields: Pick<MedicalEventDocument, 'title' | 'description' | 'time' | 'location' | 'type' | 'organizerName'>,
  ): MedicalEventDocument => ({ _id: id, ...fields, date: dayFrom(now, days), organizerId: null, attendees: 0, createdAt: now, ...withNewEvents([]) });
  return [
    sample(1, 21, {
      title: 'Advances in Dental Implantology Summit',
      description:
        'A two-day summit on immediate-load protocols, digital surgical guides and long-term peri-implant health, with live case reviews.',
      time: '09:00',
      location: 'Chicago, IL',
      type: 'in_person',
      organizerName: 'American Academy of Implant Dentistry',
    }),
    sample(2, 35, {
      title: 'Pediatric Oral Health Webinar Series',
      description: 'Monthly online sessions on caries risk assessment, fluoride varnish and behaviour guidance for young patients.',
      time: '18:00',
      location: 'Online',
      type: 'virtual',
      organizerName: 'American Academy of Pediatric Dentistry',
    }),
    sample(3, 60, {
      title: 'Digital Dentistry & CAD/CAM Workshop',
      description: 'Hands-on workshop covering intraoral scanning, chairside milling and shade matching for same-day restorations.',
      time: '10:30',
      location: 'San Diego, CA',
      type: 'in_person',
      organizerName: 'California Dental Association',
    }),
    sample(4, 90, {
      title: 'Periodontal Medicine Virtual Symposium',
      description: 'Researchers and clinicians discuss the links between periodontitis, diabetes and cardiovascular disease.',
      time: '13:00',
      location: 'Online',
      type: 'virtual',
      organizerName: 'American Academy of Periodontology',
    }),
  ];
}
