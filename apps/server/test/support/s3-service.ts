import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * An S3-compatible object storage on this machine for the tests of FILES_STORE=s3 (decision 049):
 * s3rver, a third party's implementation of the S3 protocol that keeps its objects in a folder. The
 * server under test talks to it through the AWS SDK exactly as it would to any other.
 */
export async function startS3Service(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'lernraster-s3-'))
  const service = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await service.run()
  return {
    /** The settings of a server that keeps its files in this bucket. */
    env: {
      FILES_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await service.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
