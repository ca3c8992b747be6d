import useSWR from 'swr';
import type { ConnectionSuggestion } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { suggestionsKey } from '@/lib/connections';

/** GET /api/connections/suggestions: people the signed-in member may know, best match first (a list of users). */
export function useSuggestions() {
  return useSWR<ConnectionSuggestion[]>(suggestionsKey, () => apiGet<ConnectionSuggestion[]>(suggestionsKey));
}
