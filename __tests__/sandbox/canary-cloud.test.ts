import { cloudCanaries, metadataReply, type MetadataRequest } from '../../src/sandbox/canary-cloud.js'

const { credentials, canaries } = cloudCanaries()
const request = (target: string, headers: Record<string, string> = {}, method = 'GET', host = '169.254.169.254'): MetadataRequest => ({
  method,
  target,
  host,
  headers: new Map(Object.entries(headers)),
  address: '169.254.169.254'
})
const body = (target: string, headers?: Record<string, string>, method?: string, host?: string) => {
  const reply = metadataReply(request(target, headers, method, host), credentials)
  return reply ? { status: reply.status, text: reply.body.toString() } : null
}

describe('the canary cloud', () => {
  it('answers the IMDSv2 token flow and hands out the canary role credentials', () => {
    expect(body('/latest/api/token', {}, 'PUT')?.status).toBe(400)
    const token = body('/latest/api/token', { 'x-aws-ec2-metadata-token-ttl-seconds': '21600' }, 'PUT')
    expect(token?.status).toBe(200)
    const role = body('/latest/meta-data/iam/security-credentials/')?.text ?? ''
    const keys = JSON.parse(body(`/latest/meta-data/iam/security-credentials/${role}`)?.text ?? '{}') as Record<string, string>
    expect(keys.AccessKeyId).toBe(credentials.awsAccessKeyId)
    expect(keys.SecretAccessKey).toBe(credentials.awsSecretAccessKey)
    // every credential is a run canary; the IMDSv2 session token is not one
    for (const value of [keys.AccessKeyId, keys.SecretAccessKey]) expect(canaries.some((canary) => value?.includes(canary.value))).toBe(true)
    expect(canaries.some((canary) => token?.text.includes(canary.value))).toBe(false)
  })

  it('answers GCP only with Metadata-Flavor: Google, and Azure only with Metadata: true', () => {
    const gcpToken = '/computeMetadata/v1/instance/service-accounts/default/token'
    expect(body(gcpToken, {}, 'GET', 'metadata.google.internal')?.status).toBe(403)
    expect(body(gcpToken, { 'metadata-flavor': 'Google' }, 'GET', 'metadata.google.internal')?.text).toContain(credentials.gcpAccessToken)
    expect(body('/metadata/identity/oauth2/token', {})?.status).toBe(400)
    expect(body('/metadata/identity/oauth2/token', { metadata: 'true' })?.text).toContain(credentials.azureAccessToken)
  })

  it('leaves every other host to the sink', () => {
    expect(metadataReply({ ...request('/latest/meta-data/'), host: 'api.example', address: '203.0.113.5' }, credentials)).toBeNull()
  })
})
