import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config'

/** The problems loadConfig() reports for `env`; fails the test when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

describe('loadConfig defaults', () => {
  it('runs with an empty environment', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    // Resolved once, so that the server and `npm run admin` agree on the folder whatever their cwd.
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true)
    expect(path.basename(config.DATA_DIR)).toBe('data')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.APP_URL).toBe('http://localhost:3000')
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.localMailbox).toBe(true)
    expect(config.isProduction).toBe(false)
    expect(config.NODE_ENV).toBe('development')
    expect(config.AUTO_ACTIVATE_TEACHERS).toBe(false)
    expect(config.PASSWORD_RESET_HOURS).toBe(3)
    expect([config.PASSWORD_HASH_MEMORY_KIB, config.PASSWORD_HASH_PASSES]).toEqual([19_456, 2])
    expect(config.DEMO_RESET_HOUR).toBe(3)
    expect(config.CORS_ORIGINS).toEqual([])
    expect(config.TRUST_PROXY).toBe(false)
  })

  it('takes APP_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', APP_URL: '', SMTP_URL: '' })
    expect(config.APP_URL).toBe('http://localhost:8080')
    expect(config.localMailbox).toBe(true)
  })

  it('reads the given values', () => {
    const config = loadConfig({
      DATA_DIR: '/var/lib/lernraster',
      DATABASE_URL: 'postgres://lernraster@db.example:5432/lernraster',
      APP_URL: 'https://app.lernraster.example/',
      SMTP_URL: 'smtp://mail.example:25',
      AUTO_ACTIVATE_TEACHERS: 'yes',
      CORS_ORIGINS: 'https://store.example, https://backoffice.example',
      DEMO_RESET_HOUR: '-1',
    })
    expect(config.DATA_DIR).toBe('/var/lib/lernraster')
    expect(config.DATABASE_URL).toBe('postgres://lernraster@db.example:5432/lernraster')
    expect(config.APP_URL).toBe('https://app.lernraster.example')
    expect(config.localMailbox).toBe(false)
    expect(config.AUTO_ACTIVATE_TEACHERS).toBe(true)
    expect(config.CORS_ORIGINS).toEqual(['https://store.example', 'https://backoffice.example'])
    expect(config.DEMO_RESET_HOUR).toBe(-1)
  })
})

describe('loadConfig refuses bad values, naming each and what it should be', () => {
  it.each([
    ['PORT', 'abc', 'must be a port number'],
    ['PORT', '70000', 'must be a port number'],
    ['APP_URL', 'notaurl', 'must be a full URL'],
    ['AUTO_ACTIVATE_TEACHERS', 'maybe', 'use true or false'],
    ['DATABASE_URL', 'mysql://x', 'must start with postgres:// or postgresql://'],
    ['SMTP_URL', 'mail.example', 'must start with smtp:// or smtps://'],
    ['DEMO_RESET_HOUR', '24', 'must be an hour from 0 to 23, or -1 for never'],
    ['CONTACT_EMAIL', 'x', 'must be an e-mail address'],
    ['TOKEN_IDLE_MINUTES', '0', 'must be at least 1'],
    ['PASSWORD_RESET_HOURS', '1.5', 'must be a whole number'],
    ['NODE_ENV', 'staging', 'use development, production or test'],
  ])('%s=%s', (name, value, expected) => {
    const problems = problemsOf({ [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`${name}=${JSON.stringify(value)}`)
    expect(problems[0]).toContain(expected)
  })

  it('reports every bad value at once, and the message lists them', () => {
    const env = { PORT: 'abc', APP_URL: 'notaurl', CONTACT_EMAIL: 'x' }
    const problems = problemsOf(env)
    expect(problems.map((problem) => problem.split('=')[0]).sort()).toEqual([
      'APP_URL',
      'CONTACT_EMAIL',
      'PORT',
    ])
    expect(() => loadConfig(env)).toThrow(/Invalid configuration:\n {2}- /)
  })

  it('refuses production without SMTP_URL', () => {
    const problems = problemsOf({ NODE_ENV: 'production', APP_URL: 'https://app.example' })
    expect(problems).toEqual([expect.stringContaining('SMTP_URL: must be set when NODE_ENV=production')])
  })

  it('refuses production without APP_URL', () => {
    const problems = problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' })
    expect(problems).toEqual([expect.stringContaining('APP_URL: must be set when NODE_ENV=production')])
  })

  it('accepts production with both', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example',
      APP_URL: 'https://app.example',
    })
    expect(config.isProduction).toBe(true)
    expect(config.localMailbox).toBe(false)
  })

  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example',
    APP_URL: 'https://app.example',
  }

  it('refuses production with password hashes cheaper than OWASP allows', () => {
    for (const [memory, passes] of [
      ['64', '1'],
      ['12288', '2'],
      ['6144', '10'],
    ] as const) {
      const cheap = { ...production, PASSWORD_HASH_MEMORY_KIB: memory, PASSWORD_HASH_PASSES: passes }
      expect(problemsOf(cheap)).toEqual([expect.stringContaining('too cheap for NODE_ENV=production')])
    }
  })

  it("accepts OWASP's rows in production, and any cost elsewhere", () => {
    for (const [memory, passes] of [
      ['47104', '1'],
      ['12288', '3'],
      ['7168', '5'],
    ] as const) {
      const config = loadConfig({
        ...production,
        PASSWORD_HASH_MEMORY_KIB: memory,
        PASSWORD_HASH_PASSES: passes,
      })
      expect(config.PASSWORD_HASH_MEMORY_KIB).toBe(Number(memory))
    }
    expect(
      loadConfig({ PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' }).PASSWORD_HASH_MEMORY_KIB,
    ).toBe(64)
  })

  it('refuses a METRICS_TOKEN shorter than 32 characters in production, or one with spaces anywhere', () => {
    expect(problemsOf({ ...production, METRICS_TOKEN: 'x'.repeat(31) })).toEqual([
      expect.stringContaining('METRICS_TOKEN: must be at least 32 characters when NODE_ENV=production'),
    ])
    expect(loadConfig({ ...production, METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32))
    expect(loadConfig({ METRICS_TOKEN: 'kurz' }).METRICS_TOKEN).toBe('kurz')
    expect(problemsOf({ METRICS_TOKEN: 'zwei teile' })).toEqual([
      expect.stringContaining('METRICS_TOKEN="zwei teile": letters, digits and punctuation only'),
    ])
  })
})

describe('where files are kept (decision 049)', () => {
  const postgres = { DATABASE_URL: 'postgres://lernraster@db.schule.example/lernraster' }

  it('keeps them in the folder on the embedded database and in the database on PostgreSQL', () => {
    expect(loadConfig({}).FILES_STORE).toBe('folder')
    expect(loadConfig(postgres).FILES_STORE).toBe('database')
    expect(loadConfig({ FILES_STORE: 'database' }).FILES_STORE).toBe('database')
  })

  it('takes a folder with PostgreSQL only when the folder is said to be shared', () => {
    expect(problemsOf({ ...postgres, FILES_STORE: 'folder' })).toEqual([
      expect.stringContaining(
        'FILES_STORE=folder with DATABASE_URL: every instance must see the same FILES_DIR',
      ),
    ])
    expect(loadConfig({ ...postgres, FILES_STORE: 'folder', FILES_DIR_SHARED: 'true' }).FILES_STORE).toBe(
      'folder',
    )
    expect(problemsOf({ FILES_STORE: 'ftp' })).toEqual([
      expect.stringContaining('FILES_STORE="ftp": use database, folder or s3'),
    ])
  })

  it('takes an object storage only with its bucket, and its settings only with it', () => {
    expect(problemsOf({ FILES_STORE: 's3' })).toEqual(['S3_BUCKET: must be set with FILES_STORE=s3'])
    expect(problemsOf({ FILES_STORE: 's3', S3_BUCKET: 'lernraster', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    ])
    expect(problemsOf({ S3_BUCKET: 'lernraster' })).toEqual(['S3_BUCKET: set only with FILES_STORE=s3'])
    expect(problemsOf({ FILES_STORE: 's3', S3_BUCKET: 'Not A Bucket' })).toEqual([
      expect.stringContaining('S3_BUCKET="Not A Bucket": must be a bucket name'),
    ])
    const config = loadConfig({
      FILES_STORE: 's3',
      S3_BUCKET: 'lernraster',
      S3_ENDPOINT: 'https://s3.schule.example',
    })
    expect(config).toMatchObject({
      FILES_STORE: 's3',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      S3_PREFIX: '',
    })
  })
})

describe('the school sign-in (decision 043)', () => {
  const whole = {
    OIDC_ISSUER: 'https://login.schule.example',
    OIDC_CLIENT_ID: 'lernraster',
    OIDC_CLIENT_SECRET: 'geheim',
    OIDC_ROLE_CLAIM: 'role',
    OIDC_TEACHER_VALUES: 'teacher, staff',
    OIDC_STUDENT_VALUES: 'student',
  }

  it('is off without any OIDC_ setting, and reads a whole configuration', () => {
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined()
    const config = loadConfig(whole)
    expect(config.OIDC_TEACHER_VALUES).toEqual(['teacher', 'staff'])
    expect(config.OIDC_SCOPES).toBe('openid profile email')
    expect([config.OIDC_FIRSTNAME_CLAIM, config.OIDC_LASTNAME_CLAIM]).toEqual(['given_name', 'family_name'])
  })

  it('refuses a half configuration, naming what is missing, in every environment', () => {
    const { OIDC_CLIENT_SECRET: _secret, OIDC_STUDENT_VALUES: _students, ...half } = whole
    for (const NODE_ENV of ['development', 'production']) {
      const problems = problemsOf({
        ...half,
        NODE_ENV,
        SMTP_URL: 'smtp://mail',
        APP_URL: 'https://l.example',
      })
      expect(problems.map((problem) => problem.split(':')[0])).toEqual([
        'OIDC_CLIENT_SECRET',
        'OIDC_STUDENT_VALUES',
      ])
    }
    expect(problemsOf({ OIDC_CLASS_CLAIM: 'klasse' })).toHaveLength(6)
    expect(problemsOf({ ...whole, OIDC_ACTIVATED_CLAIM: 'status' })).toEqual([
      'OIDC_ACTIVATED_CLAIM, OIDC_ACTIVATED_VALUES: set both or neither',
    ])
  })

  it('refuses a provider over plain http in production', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail', APP_URL: 'https://l.example' }
    expect(problemsOf({ ...whole, ...production, OIDC_ISSUER: 'http://login.schule.example' })).toEqual([
      'OIDC_ISSUER: must be an https:// address when NODE_ENV=production',
    ])
    expect(loadConfig({ ...whole, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4000',
    )
  })
})
