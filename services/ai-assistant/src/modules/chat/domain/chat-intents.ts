/** What a member asks the built-in assistant for, recognised by keywords. */
export type ChatIntent = 'how-to-connect' | 'recommendations' | 'expand-network' | 'career-advice' | 'help';

const intentPatterns: ReadonlyArray<[ChatIntent, RegExp]> = [
  ['how-to-connect', /\bhow (do|can|should|to) (i |we )?(connect|send|add|reach)\b|\bconnection request|\bsend (a )?request/i],
  ['recommendations', /\brecommend|\bsuggest|\bwho should i\b|\bmatch(es)?\b|\breferral partner/i],
  ['expand-network', /\bexpand|\bgrow (my )?(professional )?network|\bnetwork(ing)?\b|\bmeet (more |new )?(colleagues|doctors|dentists|people)/i],
  ['career-advice', /\bcareer|\badvice|\bjob\b|\bpromot|\bcme\b|\bcontinuing education|\bgrow (my )?practice|\bprofessional development/i],
];

export function intentOf(message: string): ChatIntent {
  return intentPatterns.find(([, pattern]) => pattern.test(message))?.[0] ?? 'help';
}
