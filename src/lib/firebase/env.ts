import { z } from 'zod';

// Build-time configuration (Vite inlines import.meta.env). Checked once so a missing variable
// fails loudly at start-up instead of as a confusing SDK error later.
const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const port = z.coerce.number().int().min(1).max(65535);

const clientEnvSchema = z
  .object({
    VITE_FIREBASE_API_KEY: z.string().min(1),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
    VITE_FIREBASE_PROJECT_ID: z.string().min(1),
    VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1),
    VITE_FIREBASE_APP_ID: optionalText,
    VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
    VITE_EVENT_ID: z.string().min(1),
    VITE_TENANT_ID: optionalText,
    VITE_SENTRY_DSN: optionalText,
    VITE_USE_EMULATORS: flag,
    VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
    VITE_AUTH_EMULATOR_PORT: port.default(9099),
    VITE_FIRESTORE_EMULATOR_PORT: port.default(8080),
    VITE_STORAGE_EMULATOR_PORT: port.default(9199),
    VITE_FUNCTIONS_EMULATOR_PORT: port.default(5001),
  })
  .transform((env) => ({
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    },
    eventId: env.VITE_EVENT_ID,
    tenantId: env.VITE_TENANT_ID,
    sentryDsn: env.VITE_SENTRY_DSN,
    emulators: env.VITE_USE_EMULATORS
      ? {
          host: env.VITE_EMULATOR_HOST,
          authPort: env.VITE_AUTH_EMULATOR_PORT,
          firestorePort: env.VITE_FIRESTORE_EMULATOR_PORT,
          storagePort: env.VITE_STORAGE_EMULATOR_PORT,
          functionsPort: env.VITE_FUNCTIONS_EMULATOR_PORT,
        }
      : undefined,
  }));

export type ClientEnv = z.infer<typeof clientEnvSchema>;

export function parseClientEnv(env: Record<string, unknown>): ClientEnv {
  const result = clientEnvSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`The app's configuration is incomplete (see .env.example):\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
