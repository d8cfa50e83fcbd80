import path from 'node:path'
import { z } from 'zod'
import { metricsTokenMinLength, oidcProblems, s3Problems, strongEnoughHashing } from './config-rules'
import { owaspHashCost } from './lib/passwords'
import { repoRoot } from './repo-root'

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'use true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value))

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` })

/** A comma-separated list of words, e.g. "teacher,staff". */
const list = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(200)).min(1, { error: 'must name at least one value' }))

const url = z.url({ error: 'must be a full URL such as http://localhost:3000' })
const email = z.email({ error: 'must be an e-mail address' })

/** Every setting the server reads from its environment, with its default (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'use development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  APP_URL: url.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lernraster <no-reply@lernraster.example>'),
  PRODUCT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: 'must be a domain such as lernraster.example' })
    .default('lernraster.example'),
  CONTACT_EMAIL: email.default('kontakt@lernraster.example'),
  /** The module store; without it, the web app's own /store (decision 018). */
  STORE_APP_URL: url.optional(),
  /** The student app; without it, this server's own /student (issue 15). */
  STUDENT_APP_URL: url.optional(),
  BACKOFFICE_APP_URL: url.default('http://localhost:3003'),
  WEBSITE_URL: url.default('https://lernraster.example'),
  AUTO_ACTIVATE_TEACHERS: flag.default(false),
  /** Crystals a teacher's account opens with (decision 018). */
  CRYSTALS_START: z.coerce
    .number({ error: 'must be a whole number of crystals' })
    .int({ error: 'must be a whole number of crystals' })
    .min(0, { error: 'must be 0 or more' })
    .max(100_000, { error: 'must be at most 100000' })
    .default(100),
  ACTIVATION_WAIT_HOURS: positiveInt(24 * 14).default(24),
  TOKEN_IDLE_MINUTES: positiveInt(60 * 24 * 365).default(60 * 24 * 7),
  TOKEN_MAX_DAYS: positiveInt(3650).default(30),
  PASSWORD_RESET_HOURS: positiveInt(24 * 7).default(3),
  /**
   * argon2id's cost for new password hashes: memory in KiB and passes over it. The defaults are
   * OWASP's (19 MiB, 2 passes); production refuses less than OWASP's cheapest row (decision 039).
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number({ error: 'must be a whole number of KiB' })
    .int({ error: 'must be a whole number of KiB' })
    .min(8, { error: 'must be at least 8' })
    .max(1024 * 1024, { error: 'must be at most 1048576 (1 GiB)' })
    .default(owaspHashCost.memoryKib),
  PASSWORD_HASH_PASSES: positiveInt(10).default(owaspHashCost.passes),
  EMAIL_CONFIRMATION_HOURS: positiveInt(24 * 30).default(48),
  /**
   * Years an archived class is kept before the hourly maintenance deletes it with its runs and
   * ratings (issue 36, decision 051); unset, archives are kept. Teachers see the day a month before.
   */
  ARCHIVE_RETENTION_YEARS: positiveInt(50).optional(),
  DEMO_RESET_HOUR: z.coerce
    .number({ error: 'must be an hour from 0 to 23, or -1 for never' })
    .int()
    .min(-1, 'must be an hour from 0 to 23, or -1 for never')
    .max(23, 'must be an hour from 0 to 23, or -1 for never')
    .default(3),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(url)),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** A folder whose files replace the shipped user guide, terms, imprint and privacy documents. */
  DOCUMENTS_DIR: z.string().optional(),
  /**
   * Where uploaded files are kept (decision 049): `database` (the default with DATABASE_URL, so that
   * every instance serves every file) or `folder` (FILES_DIR; the default of the embedded database).
   */
  FILES_STORE: z.enum(['database', 'folder', 's3'], { error: 'use database, folder or s3' }).optional(),
  /** Where uploaded files are kept with FILES_STORE=folder, and where uploads arrive; DATA_DIR/files when not set. */
  FILES_DIR: z.string().min(1).optional(),
  /** With PostgreSQL, FILES_STORE=folder only when every instance sees this same folder (decision 049). */
  FILES_DIR_SHARED: flag.default(false),
  /** FILES_STORE=s3: an S3-compatible object storage (decision 049, README "Where files live"). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    })
    .optional(),
  /** Without it, Amazon S3 itself; MinIO, Ceph, Garage, a cloud's S3: its address. */
  S3_ENDPOINT: url.optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; without them, the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role ...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Keys of the files start with it (one bucket for several installations), e.g. "lernraster/". */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]{0,200}$/, { error: "letters, digits and !_.*'()/- only" })
    .default(''),
  /**
   * How much a teacher may upload in all, in megabytes (docs/product/modules.md "Files": beside the per-file
   * limits).
   */
  FILES_QUOTA_MB: positiveInt(1024 * 1024).default(2048),
  /**
   * How long one live stream stays open before the browser opens the next (issue 15). Proxies end
   * idle connections, and a new stream checks the session again.
   */
  LIVE_STREAM_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be more than 0' })
    .max(3600, { error: 'must be at most 3600' })
    .default(300),
  /**
   * Sign-in with a school account through OpenID Connect (decision 043, README "Sign-in with a school
   * account"). Off while OIDC_ISSUER is unset; once any OIDC_ setting is given, the required ones must
   * be too (oidcProblems).
   */
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_SCOPES: z
    .string()
    .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/, { error: 'scopes separated by one space' })
    .default('openid profile email'),
  /** The claim that says whether someone is a teacher or a student, and its values for each. */
  OIDC_ROLE_CLAIM: z.string().min(1).max(200).optional(),
  OIDC_TEACHER_VALUES: list.optional(),
  OIDC_STUDENT_VALUES: list.optional(),
  OIDC_FIRSTNAME_CLAIM: z.string().min(1).max(200).default('given_name'),
  OIDC_LASTNAME_CLAIM: z.string().min(1).max(200).default('family_name'),
  /** The claim that names a student's class; optional. */
  OIDC_CLASS_CLAIM: z.string().min(1).max(200).optional(),
  /** The claim that names the person's school, for a provider that serves several (a broker). */
  OIDC_SCHOOL_CLAIM: z.string().min(1).max(200).optional(),
  /** Teachers whose verified address is at one of these domains are activated at once. */
  OIDC_ACTIVATED_DOMAINS: list.optional(),
  /** Or: teachers whose claim OIDC_ACTIVATED_CLAIM has one of OIDC_ACTIVATED_VALUES are activated. */
  OIDC_ACTIVATED_CLAIM: z.string().min(1).max(200).optional(),
  OIDC_ACTIVATED_VALUES: list.optional(),
  /**
   * Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>`; a caller on
   * this machine needs none (decision 046). Production refuses one shorter than 32 characters.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]+$/, { error: 'letters, digits and punctuation only, no spaces' })
    .max(500, { error: 'must be at most 500 characters' })
    .optional(),
})

export type Env = z.infer<typeof envSchema>

export interface Config
  extends Omit<
    Env,
    | 'APP_URL'
    | 'STORE_APP_URL'
    | 'STUDENT_APP_URL'
    | 'DATA_DIR'
    | 'WEB_DIST_DIR'
    | 'DOCUMENTS_DIR'
    | 'FILES_DIR'
    | 'FILES_STORE'
  > {
  APP_URL: string
  STORE_APP_URL: string
  STUDENT_APP_URL: string
  DATA_DIR: string
  FILES_DIR: string
  FILES_STORE: FileStoreKind
  WEB_DIST_DIR: string
  /** Where the operator's own documents are looked up first; undefined when not configured. */
  DOCUMENTS_DIR: string | undefined
  /** True when no SMTP_URL is set: mails stay in the outbox and show at /dev/mailbox. */
  localMailbox: boolean
  isProduction: boolean
}

export type FileStoreKind = 'database' | 'folder' | 's3'

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
}

const defaultWebDist = path.join(repoRoot, 'apps/web/dist')
/** Where `npm start` and the admin commands keep the embedded database when DATA_DIR is not set. */
export const defaultDataDir = path.join(repoRoot, 'data')

/** Reads and checks the environment; every bad value is named with what it should be. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        return `${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`
      }),
    )
  }
  const values = parsed.data
  const isProduction = values.NODE_ENV === 'production'
  // npm runs workspace scripts in the workspace's folder; INIT_CWD is where the user typed the command.
  const typedFrom = env.INIT_CWD ?? process.cwd()
  const dataDir = values.DATA_DIR ? path.resolve(typedFrom, values.DATA_DIR) : defaultDataDir
  if (isProduction && !values.SMTP_URL) {
    throw new ConfigError([
      'SMTP_URL: must be set when NODE_ENV=production (there is no local mailbox there)',
    ])
  }
  if (isProduction && !values.APP_URL) {
    throw new ConfigError(['APP_URL: must be set when NODE_ENV=production (mail links point to it)'])
  }
  if (isProduction && !strongEnoughHashing(values.PASSWORD_HASH_MEMORY_KIB, values.PASSWORD_HASH_PASSES)) {
    throw new ConfigError([
      'PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES: too cheap for NODE_ENV=production (OWASP: at least 7168 KiB, and KiB × passes at least 35840, e.g. 19456 × 2)',
    ])
  }
  if (
    isProduction &&
    values.METRICS_TOKEN !== undefined &&
    values.METRICS_TOKEN.length < metricsTokenMinLength
  ) {
    throw new ConfigError([
      `METRICS_TOKEN: must be at least ${metricsTokenMinLength} characters when NODE_ENV=production (openssl rand -hex 32 makes one)`,
    ])
  }
  const oidc = oidcProblems(values, isProduction)
  if (oidc.length > 0) throw new ConfigError(oidc)
  const s3 = s3Problems(values)
  if (s3.length > 0) throw new ConfigError(s3)
  const filesStore = values.FILES_STORE ?? (values.DATABASE_URL ? 'database' : 'folder')
  if (filesStore === 'folder' && values.DATABASE_URL && !values.FILES_DIR_SHARED) {
    // Each instance would serve only the files uploaded through it (issue 35).
    throw new ConfigError([
      'FILES_STORE=folder with DATABASE_URL: every instance must see the same FILES_DIR. Set FILES_DIR_SHARED=true when it does (one instance, or a network folder), or leave FILES_STORE unset to keep the files in the database.',
    ])
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '')
  return {
    ...values,
    APP_URL: appUrl,
    STORE_APP_URL: (values.STORE_APP_URL ?? `${appUrl}/store`).replace(/\/$/, ''),
    STUDENT_APP_URL: (values.STUDENT_APP_URL ?? `${appUrl}/student`).replace(/\/$/, ''),
    DATA_DIR: dataDir,
    FILES_DIR: values.FILES_DIR ? path.resolve(typedFrom, values.FILES_DIR) : path.join(dataDir, 'files'),
    FILES_STORE: filesStore,
    WEB_DIST_DIR: path.resolve(values.WEB_DIST_DIR ?? defaultWebDist),
    DOCUMENTS_DIR: values.DOCUMENTS_DIR ? path.resolve(typedFrom, values.DOCUMENTS_DIR) : undefined,
    localMailbox: !values.SMTP_URL,
    isProduction,
  }
}
