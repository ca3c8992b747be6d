/** The recommended member's card inside an AI recommendation. */
export interface AiRecommendedUser {
  name: string;
  specialty: string | null;
  affiliation: string | null;
  city: string | null;
  state: string | null;
}

/** One AI connection recommendation: who, how good a match (0-100), why, and on what. */
export interface AiRecommendation {
  userId: number;
  user: AiRecommendedUser;
  /** Match score from 0 to 100; the network screen shows it as stars (score / 20) and a coloured badge. */
  score: number;
  reasoning: string;
  matchFactors: string[];
}

/** GET /api/connections/ai-recommendations: the AI assistant's connection recommendations for the signed-in member. */
export interface AiRecommendationsResponse {
  summary: string;
  recommendations: AiRecommendation[];
}
