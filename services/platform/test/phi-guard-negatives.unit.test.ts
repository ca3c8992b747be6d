import { findPhi } from '../src';

// Clinical text with no Safe Harbor identifier: each sentence is one a member may write about a case, a drug or a
// paper, and the guard must let it through (a false positive is a member blocked from saving good work).
const clinicalText: Record<string, string[]> = {
  'drug doses': [
    'Amoxicillin 500 mg three times daily for 7 days was prescribed after the extraction.',
    'Paediatric dosing is 2.5 mg/kg every 8 hours, not exceeding 40 mg/kg/day.',
    'We used 2% lidocaine with 1:100,000 epinephrine, two cartridges of 1.8 mL.',
    'Articaine 4% with 1:200,000 epinephrine gave profound pulpal anaesthesia in 15 minutes.',
    'Ibuprofen 400-600 mg every 6-8 hours remains the first choice for post-operative pain.',
    'Metformin 1000 mg twice daily and atorvastatin 20 mg at night were continued.',
    'Chlorhexidine 0.12% rinse, 15 mL for 30 seconds, twice a day for two weeks.',
    'Warfarin was held for 3 days before surgery and restarted at 5 mg.',
  ],
  'tooth numbers and dental codes': [
    'Tooth #14 MOD composite was replaced with an onlay (D2740).',
    'Teeth 11 and 21 showed 2 mm of recession; tooth 36 had a furcation involvement grade II.',
    'Universal numbers 1, 16, 17 and 32 are the third molars.',
    'CDT codes D0120 and D1110 were billed at the recall visit.',
    'The periodic evaluation (D0120), bitewings (D0274) and prophylaxis (D1110) took 45 minutes.',
    'FDI tooth 46 needed a root canal; tooth 47 was sound.',
    'Class II Angle malocclusion with a 7 mm overjet was treated with a Twin Block.',
    'The #3 and #30 first molars were sealed at age 6.',
    'Implants were placed at sites 12 and 22 with 4.1 x 10 mm fixtures.',
  ],
  'medical codes': [
    'The visit was coded CPT 99213 with ICD-10 K02.52 for dental caries.',
    'ICD-10 E11.9 (type 2 diabetes without complications) and I10 were documented.',
    'HCPCS J1100 was billed for dexamethasone 1 mg.',
    'SNOMED CT 80967001 is the concept for dental caries.',
  ],
  'lab values and vital signs': [
    'HbA1c 7.2%, fasting glucose 126 mg/dL, LDL 3.4 mmol/L.',
    'BP 120/80, HR 72, RR 16, SpO2 98% on room air, temperature 37.2 °C.',
    'INR 2.5 on the morning of the extraction; platelets 250 x 10^9/L.',
    'Creatinine 1.1 mg/dL, eGFR 85 mL/min/1.73 m2.',
    'WBC 11,500/µL with 80% neutrophils; CRP 45 mg/L.',
    'Blood pressure was 142/90 mmHg on two readings 5 minutes apart.',
    'Troponin was below 14 ng/L at 0 and 3 hours.',
  ],
  measurements: [
    'Probing revealed a 4 mm pocket depth on the distal of the molar.',
    'The lesion measured 3x5 cm and was excised with 2 mm margins.',
    'Bone height was 8.5 mm, width 6 mm at the crest.',
    'A 25 mm x 30 mm collagen membrane covered the graft.',
    'The ulcer was 12 mm across with a 3 mm erythematous halo.',
  ],
  'years and dates without a person': [
    'The guidelines were updated in 2023 after a 2019 study.',
    'A 2019 study of 1,200 adults found no difference.',
    'The AHA statement of March 2021 changed antibiotic prophylaxis.',
    'The ADA conference runs from March 4 to March 7, 2025 in Chicago.',
    'Since 2015 the recommendation has been 1,450 ppm fluoride toothpaste.',
    'The 2024-2025 influenza vaccine is recommended for all adults.',
  ],
  ages: [
    'A 45-year-old patient presented with pain in the lower left quadrant.',
    'The patient, a 67 year old man, reported pain on chewing.',
    'Children aged 6-12 years received sealants.',
    'She is 89 years old and lives independently.',
    'Adults aged 18 to 65 were included; mean age 42.3 years.',
    'Infants aged 90 days or younger were excluded.',
    'Patients aged 90 and over were excluded from the 2019 analysis.',
    'Among 120 nonagenarians, 45% were edentulous.',
    'The mean age was 91.2 years in the oldest cohort.',
  ],
  'clinicians, eponyms and bylines': [
    "Dr. Smith recommends a conservative approach for Bell's palsy.",
    "Hodgkin lymphoma and Parkinson's disease were in the differential.",
    'By Dr. Maria Lopez, DDS, MS, periodontist.',
    'According to Dr. Chen, the Hawley retainer should be worn at night.',
    "Sjögren syndrome and Crohn's disease both show oral manifestations.",
    'The Glasgow Coma Scale and the Mallampati score were recorded.',
    'Patient education on flossing and a follow-up in 6 months.',
    'Patient Satisfaction scores rose after the new scheduling system.',
    'The patient was seen by Dr. Patel for an orthodontic consultation.',
    'The patient had multiple sclerosis (MS) and mitral regurgitation (MR 2+).',
  ],
  'statistics, versions, times, percentages and citations': [
    'The difference was significant (p < 0.05, n = 120, 95% CI 1.2-3.4).',
    'Odds ratio 2.3 (95% CI 1.1 to 4.8), I2 = 34%.',
    'The software was upgraded to version 10.2.0.1 last week.',
    'See section 4.2.1.3 of the protocol for the exclusion criteria.',
    'The procedure started at 10:30 and finished at 11:45:30.',
    '85% of implants survived 10 years; 12.5% showed peri-implantitis.',
    'Smith et al., 2019; 45(3):123-130.',
    'The Lancet, 395, 1054-62.',
    'J Dent Res. 2018;97(2):147-154. doi:10.1177/0022034517733961',
    'Results are available at https://www.ada.org/resources/research for patient education.',
    'Handouts: https://www.ada.org/patient-education/brushing and https://example.org/records-webinar.',
    'The trial (NCT01234567) randomised 240 participants in 12 centres.',
    'The office took 3,500 calls in 2022 and answered 98% within 2 minutes.',
    'Split-mouth design: 60 sites, 30 per arm, 6 and 12 months follow-up.',
  ],
  'everyday clinical notes': [
    'Taking into account 120 patients, the recall rate was 64%.',
    'The patient reported no allergies and takes no medications.',
    'Mild gingivitis, BOP 20%, plaque index 1.2, no mobility.',
    'A CPAP full-face mask was fitted for the sleep study.',
    'Intraoral photographs showed generalised staining.',
    'Serum ferritin was low, so iron supplementation was started for 3 months.',
    'The patient was discharged home with instructions to return in 2 weeks.',
    'Admission criteria were updated in 2022.',
    'The 03/04/2023 study club meeting covers surgery for peri-implantitis.',
    'He was born in 1961 and started smoking at 15.',
    'Drug name: Keytruda (pembrolizumab) 200 mg every 3 weeks.',
    'Patient: HIV, HCV and HBV negative.',
    'Patient: Non-smoker, ASA II, no known allergies.',
    'The patient, Hispanic female aged 45, reported bleeding on brushing.',
    'Patient Access and Patient Services moved to the second floor.',
    'Temperature 101 F, pulse 110, in a 45-year-old.',
  ],
};

describe('findPhi leaves clinical text alone', () => {
  const sentences = Object.entries(clinicalText).flatMap(([family, list]) =>
    list.map((text) => [family, text]),
  );

  it('has a corpus of at least 60 sentences', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(60);
  });

  it.each(sentences)('%s: %s', (_family, text) => {
    expect(findPhi(text)).toEqual([]);
  });
});
