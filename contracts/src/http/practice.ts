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
