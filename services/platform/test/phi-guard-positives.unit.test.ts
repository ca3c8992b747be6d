import { findPhi, type PhiFinding, type PhiKind } from '../src';

/**
 * An example is written with its findings marked in place, `{{kind|excerpt}}`, so each one's offsets are where
 * the marker stood: the test strips the markers and expects exactly those findings, in order.
 */
function example(marked: string): { text: string; expected: PhiFinding[] } {
  const expected: PhiFinding[] = [];
  let text = '';
  let last = 0;
  for (const marker of marked.matchAll(/\{\{([a-z0-9-]+)\|(.*?)\}\}/g)) {
    text += marked.slice(last, marker.index);
    const excerpt = marker[2];
    expected.push({
      kind: marker[1] as PhiKind,
      excerpt,
      start: text.length,
      end: text.length + excerpt.length,
    });
    text += excerpt;
    last = marker.index + marker[0].length;
  }
  return { text: text + marked.slice(last), expected };
}

const corpus: Record<PhiKind, string[]> = {
  'patient-name': [
    'Our patient {{patient-name|John Smith}} presented with a fractured incisor.',
    '{{patient-name|Mr. Smith}}, 54, presented with chest pain.',
    'Seen today: pt. {{patient-name|Jane Doe}}, recall visit.',
    'Patient name: {{patient-name|María José García-López}}',
    "The patient's name is {{patient-name|Zoë}} and she is anxious about injections.",
    "Patient {{patient-name|Sean O'Brien}} declined the implant.",
    '{{patient-name|Mrs. J. McDonald}} reported numbness after the block.',
    'His wife {{patient-name|Mary}} drove him home after sedation.',
    'My patient, {{patient-name|Ahmed Khan}}, had a dry socket on day 3.',
    'Patients {{patient-name|Tom}} and {{patient-name|Anna}} were siblings.',
    "{{patient-name|Ms. Nguyen}}'s pain resolved after the pulpotomy.",
    'Patient: {{patient-name|SMITH, John}}, seen for a second opinion.',
    'Patient: {{patient-name|Jean-Luc Picard}}, non-smoker.',
    'Name: {{patient-name|Jane Doe}}\nComplaint: bleeding gums',
  ],
  date: [
    'DOB: {{date|03/04/1961}}',
    'D.O.B. {{date|3-4-61}}, non-smoker.',
    'Date of birth {{date|1961-03-04}}.',
    'She was born on {{date|March 4, 1961}} in a rural town.',
    'Born {{date|4 Mar 1961}}.',
    'Admitted on {{date|Mar. 4th 1961}} with cellulitis.',
    "He was admitted to St. Mary's Hospital on {{date|03/04/2021}} for drainage.",
    'Discharged {{date|04.03.2021}} on oral antibiotics.',
    'Date of discharge: {{date|2021/3/9}}.',
    'Date of death: {{date|12 January 2020}}.',
    'The patient died on {{date|January 12th, 2020}}.',
    'Deceased {{date|2020-01-12}}.',
    'Seen on {{date|6/15/2023}} for a recall.',
    'Born in {{date|March 1961}}, she retired early.',
    'Admission date {{date|15th of June 2023}}, discharge date {{date|June 18, 2023}}.',
    'DOB {{date|12-Jan-1950}}',
    'Admission: {{date|3/4/2023}}. Discharge: {{date|3/9/2023}}.',
    '{{date|03/04/1961}} (DOB), female.',
    'Visit date: {{date|2023-10-02}}',
    'Surgery on {{date|March 4, 2023}} went well.',
    'Admitted {{date|2024-01-12}}T09:30 through the emergency department.',
  ],
  'age-over-89': [
    'A {{age-over-89|92-year-old}} woman presented with a denture sore.',
    'The patient, aged {{age-over-89|95}}, had xerostomia.',
    'Age: {{age-over-89|101}}',
    '{{age-over-89|94 yo}} male, edentulous.',
    'A {{age-over-89|90 years old}} man with dementia.',
    'She is {{age-over-89|96 y/o}} and lives alone.',
    'Our oldest patient is a {{age-over-89|centenarian}}.',
    'A woman in her {{age-over-89|late 90s}} with root caries.',
    'Born in {{age-over-89|1925}}, she still has 20 teeth.',
    'A woman, {{age-over-89|97}}, presented with angular cheilitis.',
    '{{patient-name|Mr. Okafor}}, {{age-over-89|94}}, presented with a loose bridge.',
  ],
  phone: [
    'Call the family at {{phone|(555) 123-4567}}.',
    'Mobile {{phone|555-867-5309}}.',
    'Reach her on {{phone|+1 212 555 0199}} after 5 pm.',
    'Phone: {{phone|212.555.0199}}',
    'Tel {{phone|2125550199}}',
    'Call {{phone|867-5309}} to confirm.',
    'Her UK number is {{phone|+44 20 7946 0958}}.',
    'Cell {{phone|1-800-555-0123 ext. 12}}.',
  ],
  fax: [
    'Fax: {{fax|(555) 987-6543}}',
    'Send the referral to fax number {{fax|312-555-0142}}.',
    'Records went to {{fax|312.555.0142}} (fax) yesterday.',
  ],
  email: [
    'Her email is {{email|jane.doe@example.com}}.',
    'Contact {{email|j_smith+dental@mail.example.co.uk}} for the images.',
    'Reply to {{email|josé.garcía@correo.es}}, please.',
  ],
  ssn: [
    'SSN {{ssn|123-45-6789}}.',
    'Social security number: {{ssn|123 45 6789}}',
    'SSN: {{ssn|123456789}}',
    'His number {{ssn|219-09-9999}} was on the form.',
    'SS# {{ssn|078.05.1120}}',
    'SSN on file: {{ssn|XXX-XX-6789}}.',
  ],
  'medical-record-number': [
    'MRN {{medical-record-number|1234567}}.',
    'MR#: {{medical-record-number|00123}}',
    'Medical record number {{medical-record-number|555}} was attached.',
    'Chart no. {{medical-record-number|A-44721}}',
    'Patient ID: {{medical-record-number|PT99812}}.',
    'MRN: {{medical-record-number|123-45-6789}} (not an SSN: its label says what it is).',
  ],
  'health-plan-number': [
    'Member ID: {{health-plan-number|XYZ123456789}}',
    'Policy number {{health-plan-number|88-1234-567}}.',
    'Medicare number {{health-plan-number|1EG4-TE5-MK73}}.',
    'Her beneficiary identifier {{health-plan-number|1EG4TE5MK73}} was on the claim.',
    'Subscriber #{{health-plan-number|W123456789}}.',
    'Group number: {{health-plan-number|004512}}',
  ],
  'account-number': [
    'Account number {{account-number|00123456}} is overdue.',
    'Acct # {{account-number|7788990}}',
    'Account: {{account-number|55-0012-33}}',
    'Paid with card {{account-number|4111 1111 1111 1111}}.',
  ],
  'licence-number': [
    "Driver's licence {{licence-number|D1234567}} was copied for ID.",
    'DL#: {{licence-number|S530-4127-9821}}',
    'Driver license number {{licence-number|123456789}}.',
    'License plate {{licence-number|7ABC123}} in the car park.',
  ],
  address: [
    'She lives at {{address|12 Oak Street}}.',
    'Home address: {{address|400 W. Main St., Apt 4}}.',
    'Send to {{address|1600 Pennsylvania Avenue NW, Springfield, IL 62704}}.',
    'The family moved to {{address|Springfield, IL 62704}} last year.',
    'ZIP {{address|62704}}.',
    'Mail goes to {{address|PO Box 123}}.',
    'ZIP+4 {{address|62704-1234}} was on the referral.',
    'Address: {{address|221B Baker Street}}, London.',
  ],
  'device-identifier': [
    'Implant serial no. {{device-identifier|AB12345}}.',
    'Pacemaker SN {{device-identifier|12345678}}.',
    'IMEI {{device-identifier|490154203237518}} of her phone was in the photo.',
    'UDI {{device-identifier|(01)00844588003288(17)141120(10)7654321D}}.',
    'S/N: {{device-identifier|X9-88231}}',
    'The label read {{device-identifier|(01)00844588003288}}.',
  ],
  url: [
    "The patient's X-rays: {{url|https://drive.example.com/abc123}}.",
    'Photos of the patient at {{url|https://photos.example.com/album/77}}.',
    'His Instagram {{url|https://www.instagram.com/john.smith.77}} shows the swelling.',
    'Chart link {{url|https://ehr.example.org/patients/12345}}',
    '{{url|www.example.com/video/42}} is a video of the patient chewing.',
    'Form at {{url|https://portal.example.org/view?patientId=884}}.',
  ],
  'ip-address': [
    'The scan came from {{ip-address|192.168.1.24}}.',
    'Logged in from {{ip-address|2001:db8:85a3::8a2e:370:7334}}.',
    'Server {{ip-address|10.0.0.1}} holds her images.',
    'Address {{ip-address|fe80::1ff:fe23:4567:890a}} on the clinic network.',
  ],
  'full-face-photo': [
    "I attached a {{full-face-photo|photo of the patient's face}} before treatment.",
    'A {{full-face-photo|full-face photograph}} shows the asymmetry.',
    '{{full-face-photo|Extraoral frontal photographs}} were taken at each visit.',
    'See the {{full-face-photo|facial photos}} below.',
    "{{full-face-photo|Patient's face photo}} attached.",
    'A {{full-face-photo|selfie of the patient}} was sent by text.',
  ],
};

describe('findPhi finds each Safe Harbor identifier', () => {
  const examples = Object.entries(corpus).flatMap(([kind, list]) => list.map((marked) => [kind, marked]));

  it('has a corpus of at least 80 examples covering every kind', () => {
    expect(examples.length).toBeGreaterThanOrEqual(80);
    for (const list of Object.values(corpus)) expect(list.length).toBeGreaterThan(0);
  });

  it.each(examples)('%s: %s', (_kind, marked) => {
    const { text, expected } = example(marked);
    expect(findPhi(text)).toEqual(expected);
  });
});

describe('findPhi reports offsets and excerpts of the text as given', () => {
  it.each([
    ['accents', 'Patient {{patient-name|Zoë Müller}} — née le… DOB {{date|03/04/1961}} ✓'],
    [
      'emoji before and between',
      '🦷😬 patient {{patient-name|John Smith}} 👨‍👩‍👧 MRN {{medical-record-number|1234567}} 🎉',
    ],
    ['CJK around', '患者の電話 {{phone|(555) 123-4567}} 。メール {{email|taro@example.jp}} です'],
    ['astral-plane letters', '𝒜𝒷𝒸 SSN {{ssn|123-45-6789}} 𝒹𝑒𝒻 fax {{fax|212-555-0199}} 🏥'],
  ])('%s', (_case, marked) => {
    const { text, expected } = example(marked);
    const findings = findPhi(text);
    expect(findings).toEqual(expected);
    for (const finding of findings) expect(text.slice(finding.start, finding.end)).toBe(finding.excerpt);
  });

  it('gives several findings sorted by start and never overlapping', () => {
    const { text, expected } = example(
      'Case: {{patient-name|Mr. Lee}}, a {{age-over-89|91-year-old}}, DOB {{date|1/2/1934}}, MRN {{medical-record-number|7766}}, ' +
        'of {{address|12 Oak Street, Springfield, IL 62704}}, phone {{phone|217-555-0100}}, email {{email|lee@example.com}}.',
    );
    const findings = findPhi(text);
    expect(findings).toEqual(expected);
    for (let i = 1; i < findings.length; i++)
      expect(findings[i].start).toBeGreaterThanOrEqual(findings[i - 1].end);
  });

  it('keeps every finding well formed on arbitrary text', () => {
    // Fragments of identifiers and their cues, shuffled by a fixed generator so a failure can be replayed.
    const pieces = [
      'patient ',
      'Mr. ',
      'DOB ',
      'MRN ',
      'fax ',
      'aged ',
      '12 Oak ',
      'Street',
      ', IL ',
      'https://x.org/',
      '@',
      '.',
      '-',
      '/',
      ':',
      ' ',
      '\n',
      '(',
      ')',
      '#',
      '1',
      '23',
      '456',
      '7890',
      'Ann',
      'Lee',
      'é',
      '中',
      '🦷',
      'a',
    ];
    let seed = 21;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 500; run++) {
      let text = '';
      while (text.length < 200) text += pieces[Math.floor(next() * pieces.length)];
      let previousEnd = 0;
      for (const finding of findPhi(text)) {
        expect(finding.start).toBeGreaterThanOrEqual(previousEnd);
        expect(finding.end).toBeGreaterThan(finding.start);
        expect(finding.end).toBeLessThanOrEqual(text.length);
        expect(finding.excerpt).toBe(text.slice(finding.start, finding.end));
        expect(finding.excerpt.trim()).toBe(finding.excerpt);
        previousEnd = finding.end;
      }
    }
  });

  it('finds nothing in empty text', () => {
    expect(findPhi('')).toEqual([]);
  });
});
