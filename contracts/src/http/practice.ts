/**
 * The enumerations of practice data, each value with the label the forms show.
 * Practice type labels are the product's own; the other labels are plain English names of the values.
 */
export interface Option<T extends string> {
  value: T;
  label: string;
}

function valuesOf<T extends string>(options: readonly Option<T>[]): T[] {
  return options.map((option) => option.value);
}

/** Members are dentists and physicians: the vocabulary below says which profession each term belongs to. */
export type Profession = 'dental' | 'medical';

/**
 * Practice types: the six dental ones (with their labels), then the settings physicians practise in. Solo, group, academic
 * and corporate practices are both professions'.
 */
export const practiceTypeOptions = [
  { value: 'solo', label: 'Solo Practice' },
  { value: 'group', label: 'Group Practice' },
  { value: 'clinic', label: 'Dental Clinic' },
  { value: 'hospital', label: 'Hospital Dental Department' },
  { value: 'academic', label: 'Academic Institution' },
  { value: 'corporate', label: 'Corporate Practice' },
  { value: 'medical_clinic', label: 'Medical Clinic' },
  { value: 'multispecialty', label: 'Multispecialty Group' },
  { value: 'hospital_medical', label: 'Hospital Department' },
  { value: 'urgent_care', label: 'Urgent Care Center' },
] as const satisfies readonly Option<string>[];
export type PracticeType = (typeof practiceTypeOptions)[number]['value'];
export const practiceTypes: PracticeType[] = valuesOf(practiceTypeOptions);

/** One specialty of the vocabulary every screen and service uses. */
interface SpecialtyTerm<T extends string = string> extends Option<T> {
  profession: Profession;
  /** The specialist's title a profile shows ('Cardiologist at St. Mary') and search lists. */
  title: string;
  /** The NPI taxonomy descriptions it stands for. */
  taxonomy: RegExp;
}

/**
 * The one vocabulary of specialties, from the NPI taxonomy: dental (the 13 dental specialties), then medical. A practice lists
 * them by value (the profile's `dentalSpecialties`, kept under its historical name); the search filter, the header
 * suggestions and the assistant use the titles; an NPI record's taxonomy picks one at activation.
 * Taxonomies are matched in this order, so a more specific one comes first ('Dental Anesthesiology' before
 * 'Anesthesiology', internal medicine's subspecialties before it, surgical specialties before general surgery).
 */
const specialtyVocabulary = [
  { value: 'general', label: 'General Dentistry', profession: 'dental', title: 'General Dentist', taxonomy: /^dentist, general practice/i },
  { value: 'orthodontics', label: 'Orthodontics', profession: 'dental', title: 'Orthodontist', taxonomy: /orthodontics/i },
  { value: 'oral_surgery', label: 'Oral Surgery', profession: 'dental', title: 'Oral Surgeon', taxonomy: /oral and maxillofacial surgery/i },
  { value: 'endodontics', label: 'Endodontics', profession: 'dental', title: 'Endodontist', taxonomy: /endodontics/i },
  { value: 'periodontics', label: 'Periodontics', profession: 'dental', title: 'Periodontist', taxonomy: /periodontics/i },
  { value: 'prosthodontics', label: 'Prosthodontics', profession: 'dental', title: 'Prosthodontist', taxonomy: /prosthodontics/i },
  { value: 'pediatric', label: 'Pediatric Dentistry', profession: 'dental', title: 'Pediatric Dentist', taxonomy: /pediatric dentistry/i },
  { value: 'oral_pathology', label: 'Oral Pathology', profession: 'dental', title: 'Oral Pathologist', taxonomy: /oral and maxillofacial pathology/i },
  { value: 'oral_radiology', label: 'Oral Radiology', profession: 'dental', title: 'Oral Radiologist', taxonomy: /oral and maxillofacial radiology/i },
  { value: 'public_health', label: 'Dental Public Health', profession: 'dental', title: 'Dental Public Health Specialist', taxonomy: /dental public health/i },
  { value: 'dental_anesthesiology', label: 'Dental Anesthesiology', profession: 'dental', title: 'Dental Anesthesiologist', taxonomy: /dental anesthesiology/i },
  { value: 'oral_medicine', label: 'Oral Medicine', profession: 'dental', title: 'Oral Medicine Specialist', taxonomy: /oral medicine/i },
  { value: 'special_needs', label: 'Special Needs Dentistry', profession: 'dental', title: 'Special Needs Dentist', taxonomy: /special needs dentistry/i },
  { value: 'cardiology', label: 'Cardiology', profession: 'medical', title: 'Cardiologist', taxonomy: /cardiovascular|cardiology/i },
  { value: 'gastroenterology', label: 'Gastroenterology', profession: 'medical', title: 'Gastroenterologist', taxonomy: /gastroenterology/i },
  { value: 'endocrinology', label: 'Endocrinology', profession: 'medical', title: 'Endocrinologist', taxonomy: /endocrinology/i },
  { value: 'oncology', label: 'Oncology', profession: 'medical', title: 'Oncologist', taxonomy: /oncology/i },
  { value: 'nephrology', label: 'Nephrology', profession: 'medical', title: 'Nephrologist', taxonomy: /nephrology/i },
  { value: 'pulmonology', label: 'Pulmonology', profession: 'medical', title: 'Pulmonologist', taxonomy: /pulmonary/i },
  { value: 'rheumatology', label: 'Rheumatology', profession: 'medical', title: 'Rheumatologist', taxonomy: /rheumatology/i },
  { value: 'neurology', label: 'Neurology', profession: 'medical', title: 'Neurologist', taxonomy: /neurology/i },
  { value: 'psychiatry', label: 'Psychiatry', profession: 'medical', title: 'Psychiatrist', taxonomy: /psychiatry/i },
  { value: 'family_medicine', label: 'Family Medicine', profession: 'medical', title: 'Family Physician', taxonomy: /family medicine/i },
  { value: 'internal_medicine', label: 'Internal Medicine', profession: 'medical', title: 'Internist', taxonomy: /internal medicine/i },
  { value: 'dermatology', label: 'Dermatology', profession: 'medical', title: 'Dermatologist', taxonomy: /dermatology/i },
  { value: 'pediatrics', label: 'Pediatrics', profession: 'medical', title: 'Pediatrician', taxonomy: /pediatrics/i },
  { value: 'obstetrics_gynecology', label: 'Obstetrics & Gynecology', profession: 'medical', title: 'Obstetrician-Gynecologist', taxonomy: /obstetrics/i },
  { value: 'ophthalmology', label: 'Ophthalmology', profession: 'medical', title: 'Ophthalmologist', taxonomy: /ophthalmology/i },
  { value: 'otolaryngology', label: 'Otolaryngology (ENT)', profession: 'medical', title: 'Otolaryngologist', taxonomy: /otolaryngology/i },
  { value: 'urology', label: 'Urology', profession: 'medical', title: 'Urologist', taxonomy: /urology/i },
  { value: 'orthopaedic_surgery', label: 'Orthopaedic Surgery', profession: 'medical', title: 'Orthopaedic Surgeon', taxonomy: /orthopa?edic/i },
  { value: 'plastic_surgery', label: 'Plastic Surgery', profession: 'medical', title: 'Plastic Surgeon', taxonomy: /plastic/i },
  { value: 'neurosurgery', label: 'Neurological Surgery', profession: 'medical', title: 'Neurosurgeon', taxonomy: /neurological surgery/i },
  { value: 'pathology', label: 'Pathology', profession: 'medical', title: 'Pathologist', taxonomy: /pathology/i },
  { value: 'radiology', label: 'Radiology', profession: 'medical', title: 'Radiologist', taxonomy: /radiology/i },
  { value: 'anesthesiology', label: 'Anesthesiology', profession: 'medical', title: 'Anesthesiologist', taxonomy: /anesthesiology/i },
  { value: 'emergency_medicine', label: 'Emergency Medicine', profession: 'medical', title: 'Emergency Physician', taxonomy: /emergency medicine/i },
  { value: 'general_surgery', label: 'General Surgery', profession: 'medical', title: 'Surgeon', taxonomy: /surgery/i },
] as const satisfies readonly SpecialtyTerm[];

export type PracticeSpecialty = (typeof specialtyVocabulary)[number]['value'];
export type DentalSpecialty = Extract<(typeof specialtyVocabulary)[number], { profession: 'dental' }>['value'];

const optionsOf = <T extends string>(terms: readonly SpecialtyTerm<T>[]): Option<T>[] => terms.map(({ value, label }) => ({ value, label }));

/** The specialties a practice can list, dental then medical. */
export const practiceSpecialtyOptions: Option<PracticeSpecialty>[] = optionsOf(specialtyVocabulary);
export const practiceSpecialties: PracticeSpecialty[] = valuesOf(practiceSpecialtyOptions);
/** The 13 dental specialties. */
export const dentalSpecialtyOptions = optionsOf(
  specialtyVocabulary.filter((term): term is Extract<(typeof specialtyVocabulary)[number], { profession: 'dental' }> => term.profession === 'dental'),
);
export const dentalSpecialties: DentalSpecialty[] = valuesOf(dentalSpecialtyOptions);
export const medicalSpecialtyOptions: Option<PracticeSpecialty>[] = optionsOf(specialtyVocabulary.filter((term) => term.profession === 'medical'));

/**
 * The specialist titles of one profession, as the search filter, the header suggestions and the assistant name them.
 * Dental starts with the search filter's fixed list (General Practitioner stands for general dentistry; Implantologist is no
 * NPI taxonomy but members call themselves one), then the other dental specialists.
 */
export const SPEC_SEARCH_SPECIALTIES = [
  'General Practitioner',
  'Implantologist',
  'Oral Surgeon',
  'Orthodontist',
  'Periodontist',
  'Prosthodontist',
] as const;

/** The search term a specialty goes by: its title, except the search filter's name for general dentistry. */
function searchTermOf(term: SpecialtyTerm): string {
  return term.value === 'general' ? 'General Practitioner' : term.title;
}

export const specialistTitles: Record<Profession, readonly string[]> = {
  dental: [
    ...SPEC_SEARCH_SPECIALTIES,
    ...specialtyVocabulary
      .filter((term) => term.profession === 'dental')
      .map(searchTermOf)
      .filter((title) => !(SPEC_SEARCH_SPECIALTIES as readonly string[]).includes(title)),
  ],
  medical: specialtyVocabulary.filter((term) => term.profession === 'medical').map(searchTermOf),
};

/**
 * The words a practice specialty is known by, lower-cased: its label, its title and its search term
 * ('endodontics', 'endodontist'). Search keys and the assistant's finder match on them.
 */
export function specialtyWords(value: string): string[] {
  const term: SpecialtyTerm | undefined = specialtyVocabulary.find((entry) => entry.value === value);
  if (!term) return [];
  return [...new Set([term.label, term.title, searchTermOf(term)].map((word) => word.toLowerCase()))];
}

/**
 * The specialty a text names ('find an endodontist', 'orthodontists', 'a cardiology clinic'): the vocabulary's
 * value, the words it is known by and its search term; the longest word found wins ('pediatric dentist' over
 * 'dentist'). Implantologist, the one search term outside the NPI taxonomy, is matched as itself.
 */
export function specialtyNamedIn(text: string): { value: PracticeSpecialty | null; words: string[]; searchTerm: string } | undefined {
  const lower = text.toLowerCase();
  let best: { value: PracticeSpecialty | null; words: string[]; searchTerm: string; length: number } | undefined;
  const consider = (value: PracticeSpecialty | null, words: string[], searchTerm: string) => {
    for (const word of words) {
      if (lower.includes(word) && (!best || word.length > best.length)) best = { value, words, searchTerm, length: word.length };
    }
  };
  for (const term of specialtyVocabulary) consider(term.value, specialtyWords(term.value), searchTermOf(term));
  consider(null, ['implantologist', 'implantology'], 'Implantologist');
  return best && { value: best.value, words: best.words, searchTerm: best.searchTerm };
}

/**
 * What an NPI record's taxonomy ('Internal Medicine, Cardiovascular Disease') fills in on a new profile: the
 * specialist's title ('Cardiologist') and the practice specialty; for a taxonomy not listed, its last part and none.
 * The specialization (after the last comma) is read first: 'Psychiatry & Neurology, Psychiatry' is a psychiatrist.
 */
export function specialtyFromTaxonomy(description: string): { specialty: string | null; practiceSpecialty: PracticeSpecialty | null } {
  const text = description.trim();
  if (!text) return { specialty: null, practiceSpecialty: null };
  const specialization = text.split(',').pop()?.trim() || text;
  const found =
    specialtyVocabulary.find(({ taxonomy }) => taxonomy.test(specialization)) ?? specialtyVocabulary.find(({ taxonomy }) => taxonomy.test(text));
  if (found) return { specialty: found.title, practiceSpecialty: found.value };
  // Any other dentist's record (a taxonomy of 'Dentist' alone) is general dentistry.
  if (/^dentist\b/i.test(text)) return { specialty: 'Dentist', practiceSpecialty: 'general' };
  return { specialty: specialization, practiceSpecialty: null };
}

export const serviceOptions = [
  { value: 'preventive', label: 'Preventive Care' },
  { value: 'restorative', label: 'Restorative Dentistry' },
  { value: 'cosmetic', label: 'Cosmetic Dentistry' },
  { value: 'orthodontics', label: 'Orthodontics' },
  { value: 'oral_surgery', label: 'Oral Surgery' },
  { value: 'endodontics', label: 'Endodontics' },
  { value: 'periodontics', label: 'Periodontics' },
  { value: 'prosthodontics', label: 'Prosthodontics' },
  { value: 'pediatric', label: 'Pediatric Dentistry' },
  { value: 'emergency', label: 'Emergency Care' },
  { value: 'primary_care', label: 'Primary Care' },
  { value: 'diagnostics', label: 'Diagnostic Testing' },
  { value: 'chronic_care', label: 'Chronic Disease Management' },
  { value: 'surgical', label: 'Surgical Procedures' },
  { value: 'telehealth', label: 'Telehealth Visits' },
] as const satisfies readonly Option<string>[];
export type ServiceOffered = (typeof serviceOptions)[number]['value'];
export const servicesOffered: ServiceOffered[] = valuesOf(serviceOptions);

export const insuranceOptions = [
  { value: 'delta_dental', label: 'Delta Dental' },
  { value: 'cigna', label: 'Cigna' },
  { value: 'metlife', label: 'MetLife' },
  { value: 'blue_cross', label: 'Blue Cross Blue Shield' },
  { value: 'aetna', label: 'Aetna' },
  { value: 'humana', label: 'Humana' },
  { value: 'united', label: 'UnitedHealthcare' },
  { value: 'guardian', label: 'Guardian' },
  { value: 'principal', label: 'Principal' },
  { value: 'medicare', label: 'Medicare' },
  { value: 'medicaid', label: 'Medicaid' },
] as const satisfies readonly Option<string>[];
export type Insurance = (typeof insuranceOptions)[number]['value'];
export const insurances: Insurance[] = valuesOf(insuranceOptions);

export const languageOptions = [
  { value: 'english', label: 'English' },
  { value: 'spanish', label: 'Spanish' },
  { value: 'french', label: 'French' },
  { value: 'german', label: 'German' },
  { value: 'italian', label: 'Italian' },
  { value: 'portuguese', label: 'Portuguese' },
  { value: 'chinese', label: 'Chinese' },
  { value: 'japanese', label: 'Japanese' },
  { value: 'korean', label: 'Korean' },
  { value: 'arabic', label: 'Arabic' },
  { value: 'hindi', label: 'Hindi' },
  { value: 'russian', label: 'Russian' },
] as const satisfies readonly Option<string>[];
export type Language = (typeof languageOptions)[number]['value'];
export const languages: Language[] = valuesOf(languageOptions);

/** The label of an enumeration value, or the value itself when it is not one of the options. */
export function optionLabel(options: readonly Option<string>[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
