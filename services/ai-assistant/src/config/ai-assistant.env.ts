import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

/** The assistant's own keys: with OPENAI_API_KEY the chat uses an OpenAI-compatible model, else the built-in engine. */
export const aiAssistantKeys = {
  OPENAI_API_KEY: yup.string().default(''),
  /** Any OpenAI-compatible server (a local fake in tests); unset means api.openai.com. */
  OPENAI_BASE_URL: yup.string().url('OPENAI_BASE_URL must be a URL').optional(),
  OPENAI_MODEL: yup.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: yup.number().integer().min(100).default(30_000),
};

/** With the Redis of its read models (recommendation traits and member topics, ADR 3). */
export const aiAssistantEnvSchema = serviceEnvSchema(ServiceCatalog['ai-assistant'].port).shape(aiAssistantKeys).shape(redisEnv);

export type AiAssistantConfig = yup.InferType<typeof aiAssistantEnvSchema>;

export function loadAiAssistantConfig() {
  return loadConfig('ai-assistant', aiAssistantEnvSchema);
}

/**
 * The assistant's settings from the platform configuration it was started with: in-process test runs
 * hand over the shared keys (plus overrides), so the assistant's own defaults are applied here.
 */
export function aiAssistantSettings(config: ServiceEnv): AiAssistantConfig {
  return loadConfig('ai-assistant', aiAssistantEnvSchema, config);
}

export const AI_ASSISTANT_CONFIG = Symbol('AI_ASSISTANT_CONFIG');
