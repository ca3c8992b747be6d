/**
 * The enumerations of practice data (part 1 §3), each value with the label the forms show.
 * Practice type labels are the spec's; the other labels are plain English names of the values.
 */
export interface Option<T extends string> {
  value: T;
  label: string;
}

function valuesOf<T extends string>(options: readonly Option<T>[]): T[] {
  return options.map((option) => option.value);
}

export const practiceTypeOptions = [
  { value: 'solo', label: 'Solo Practice' },
  { value: 'group', label: 'Group Practice' },
  { value: 'clinic', label: 'Dental Clinic' },
  { value: 'hospital', label: 'Hospital Dental Department' },
  { value: 'academic', label: 'Academic Institution' },
  { value: 'corporate', label: 'Corporate Practice' },
] as const satisfies readonly Option<string>[];
export type PracticeType = (typeof practiceTypeOptions)[number]['value'];
export const practiceTypes: PracticeType[] = valuesOf(practiceTypeOptions);

/** The 13 dental specialties. */
export const dentalSpecialtyOptions = [
  { value: 'general', label: 'General Dentistry' },
  { value: 'orthodontics', label: 'Orthodontics' },
  { value: 'oral_surgery', label: 'Oral Surgery' },
  { value: 'endodontics', label: 'Endodontics' },
  { value: 'periodontics', label: 'Periodontics' },
  { value: 'prosthodontics', label: 'Prosthodontics' },
  { value: 'pediatric', label: 'Pediatric Dentistry' },
  { value: 'oral_pathology', label: 'Oral Pathology' },
  { value: 'oral_radiology', label: 'Oral Radiology' },
  { value: 'public_health', label: 'Dental Public Health' },
  { value: 'dental_anesthesiology', label: 'Dental Anesthesiology' },
  { value: 'oral_medicine', label: 'Oral Medicine' },
  { value: 'special_needs', label: 'Special Needs Dentistry' },
] as const satisfies readonly Option<string>[];
export type DentalSpecialty = (typeof dentalSpecialtyOptions)[number]['value'];
export const dentalSpecialties: DentalSpecialty[] = valuesOf(dentalSpecialtyOptions);

/** Medical specialties (from the NPI taxonomy's groupings): members are doctors as well as dentists. */
export const medicalSpecialtyOptions = [
  { value: 'family_medicine', label: 'Family Medicine' },
  { value: 'internal_medicine', label: 'Internal Medicine' },
  { value: 'cardiology', label: 'Cardiology' },
  { value: 'dermatology', label: 'Dermatology' },
  { value: 'pediatrics', label: 'Pediatrics' },
  { value: 'obstetrics_gynecology', label: 'Obstetrics & Gynecology' },
  { value: 'orthopaedic_surgery', label: 'Orthopaedic Surgery' },
  { value: 'general_surgery', label: 'General Surgery' },
  { value: 'neurology', label: 'Neurology' },
  { value: 'psychiatry', label: 'Psychiatry' },
  { value: 'radiology', label: 'Radiology' },
  { value: 'anesthesiology', label: 'Anesthesiology' },
  { value: 'emergency_medicine', label: 'Emergency Medicine' },
] as const satisfies readonly Option<string>[];

/** The specialties a practice can list (the profile's `dentalSpecialties`, kept under its spec name): dental, then medical. */
export const practiceSpecialtyOptions = [...dentalSpecialtyOptions, ...medicalSpecialtyOptions] as const;
export type PracticeSpecialty = (typeof practiceSpecialtyOptions)[number]['value'];
export const practiceSpecialties: PracticeSpecialty[] = valuesOf(practiceSpecialtyOptions);

/**
 * NPI taxonomy descriptions to a practice specialty and the specialist's title a profile shows ('Cardiologist at
 * St. Mary', 'Dr. Lee is a Cardiologist.'); the more specific first ('Dental Anesthesiology' before 'Anesthesiology').
 */
const taxonomySpecialties: readonly [RegExp, PracticeSpecialty, string][] = [
  [/^dentist, general practice/i, 'general', 'General Dentist'],
  [/orthodontics/i, 'orthodontics', 'Orthodontist'],
  [/oral and maxillofacial surgery/i, 'oral_surgery', 'Oral Surgeon'],
  [/endodontics/i, 'endodontics', 'Endodontist'],
  [/periodontics/i, 'periodontics', 'Periodontist'],
  [/prosthodontics/i, 'prosthodontics', 'Prosthodontist'],
  [/pediatric dentistry/i, 'pediatric', 'Pediatric Dentist'],
  [/oral and maxillofacial pathology/i, 'oral_pathology', 'Oral Pathologist'],
  [/oral and maxillofacial radiology/i, 'oral_radiology', 'Oral Radiologist'],
  [/dental public health/i, 'public_health', 'Dental Public Health Specialist'],
  [/dental anesthesiology/i, 'dental_anesthesiology', 'Dental Anesthesiologist'],
  [/oral medicine/i, 'oral_medicine', 'Oral Medicine Specialist'],
  [/^dentist\b/i, 'general', 'Dentist'],
  [/cardiovascular|cardiology/i, 'cardiology', 'Cardiologist'],
  [/neurology/i, 'neurology', 'Neurologist'],
  [/psychiatry/i, 'psychiatry', 'Psychiatrist'],
  [/family medicine/i, 'family_medicine', 'Family Physician'],
  [/internal medicine/i, 'internal_medicine', 'Internist'],
  [/dermatology/i, 'dermatology', 'Dermatologist'],
  [/pediatrics/i, 'pediatrics', 'Pediatrician'],
  [/obstetrics/i, 'obstetrics_gynecology', 'Obstetrician-Gynecologist'],
  [/orthopa?edic/i, 'orthopaedic_surgery', 'Orthopaedic Surgeon'],
  [/radiology/i, 'radiology', 'Radiologist'],
  [/anesthesiology/i, 'anesthesiology', 'Anesthesiologist'],
  [/emergency medicine/i, 'emergency_medicine', 'Emergency Physician'],
  [/surgery/i, 'general_surgery', 'Surgeon'],
];

/**
 * What an NPI record's taxonomy ('Internal Medicine, Cardiovascular Disease') fills in on a new profile: the
 * specialist's title ('Cardiologist') and the practice specialty; for a taxonomy not listed, its last part and none.
 */
export function specialtyFromTaxonomy(description: string): { specialty: string | null; practiceSpecialty: PracticeSpecialty | null } {
  const text = description.trim();
  if (!text) return { specialty: null, practiceSpecialty: null };
  const found = taxonomySpecialties.find(([pattern]) => pattern.test(text));
  if (found) return { specialty: found[2], practiceSpecialty: found[1] };
  return { specialty: text.split(',').pop()?.trim() || text, practiceSpecialty: null };
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
