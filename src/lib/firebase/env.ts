// Build-time configuration (Vite inlines import.meta.env). Checked once so a missing variable
// fails loudly at start-up instead of as a confusing SDK error later. Plain checks rather than a
// zod schema: this runs before the sign-in screen, which should not wait for zod.

type RawEnv = Record<string, unknown>;

/** Collects what is wrong so that one error names every missing or malformed variable. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: RawEnv) {}

  private raw(name: string): string | undefined {
    const value = this.env[name];
    return typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value);
  }

  required(name: string): string {
    const value = this.raw(name);
    if (!value) this.problems.push(`✖ ${name} is required`);
    return value ?? '';
  }

  /** Trimmed; blank reads as not set. */
  optional(name: string): string | undefined {
    return this.raw(name)?.trim() || undefined;
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  flag(name: string): boolean {
    return this.raw(name) === 'true';
  }

  port(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      this.problems.push(`✖ ${name} must be a port number (1-65535)`);
    return port;
  }
}

export function parseClientEnv(env: RawEnv) {
  const read = new EnvReader(env);
  const parsed = {
    firebase: {
      apiKey: read.required('VITE_FIREBASE_API_KEY'),
      authDomain: read.required('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: read.required('VITE_FIREBASE_PROJECT_ID'),
      storageBucket: read.required('VITE_FIREBASE_STORAGE_BUCKET'),
      appId: read.optional('VITE_FIREBASE_APP_ID'),
      messagingSenderId: read.optional('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    },
    eventId: read.required('VITE_EVENT_ID'),
    tenantId: read.optional('VITE_TENANT_ID'),
    sentryDsn: read.optional('VITE_SENTRY_DSN'),
    emulators: read.flag('VITE_USE_EMULATORS')
      ? {
          host: read.text('VITE_EMULATOR_HOST', '127.0.0.1'),
          authPort: read.port('VITE_AUTH_EMULATOR_PORT', 9099),
          firestorePort: read.port('VITE_FIRESTORE_EMULATOR_PORT', 8080),
          storagePort: read.port('VITE_STORAGE_EMULATOR_PORT', 9199),
          functionsPort: read.port('VITE_FUNCTIONS_EMULATOR_PORT', 5001),
        }
      : undefined,
  };
  if (read.problems.length > 0) {
    throw new Error(`The app's configuration is incomplete (see .env.example):\n${read.problems.join('\n')}`);
  }
  return parsed;
}

export type ClientEnv = ReturnType<typeof parseClientEnv>;
