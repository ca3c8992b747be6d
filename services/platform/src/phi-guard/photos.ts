import { collect } from './scan';
import { DISTINCT, type Candidate } from './types';

/*
 * Full-face photographs and comparable images can only be hinted at in text: the words that say one is
 * shared ("full-face photograph", "photo of the patient's face", "extraoral frontal photographs"). A
 * "full-face mask" (CPAP) or an intraoral photo is no such hint.
 */
const PICTURE = String.raw`(?:photo(?:graph)?s?|pictures?|images?|shots?|selfies?|portraits?)`;
const FACE_PHOTO = new RegExp(
  String.raw`(?<![\p{L}])(?:full[-\s]?face\s${PICTURE}|(?:frontal\s)?(?:face|facial)\s${PICTURE}|${PICTURE}\sof\s(?:the|my|our|this|his|her|their)\s(?:(?:patient|pt|child|boy|girl|man|woman)['’]s\s)?(?:whole\s|full\s|entire\s)?face|(?:patient|pt)['’]s\s(?:full\s)?face\s${PICTURE}|extra-?oral\s(?:frontal\s|facial\s)?${PICTURE}|selfies?\s(?:of|from)\s(?:the|my|our|this|a)\s(?:patient|pt)|head\s?shots?|portraits?\sof\s(?:the|my|our|this)\s(?:patient|pt))(?![\p{L}])`,
  'giu',
);

export function findPhotoHints(text: string): Candidate[] {
  return collect(FACE_PHOTO, text, 'full-face-photo', DISTINCT);
}
