// The canary cloud: the sink answers the instance metadata services of AWS (IMDSv1, and IMDSv2's token
// first), GCP (metadata.google.internal, Metadata-Flavor: Google) and Azure (Metadata: true) the way the
// real ones do, with canary instance credentials. On a cloud CI runner those endpoints hand out real
// credentials; here the role's keys are this run's canaries, so the same matching that follows the canary
// home follows them out of the process.
//
// Why this never reaches a real cloud: the sink runs in the sandbox's own network namespace, where the
// init routes every IPv4 and IPv6 address to loopback (`route add local 0.0.0.0/0 dev lo`, init-main.ts)
// and nothing routes off the machine. 169.254.169.254 inside it is a local address the sink listens on,
// and metadata.google.internal resolves (through the sink's DNS) to a documentation address that is local
// too. The server's request never leaves the namespace; the canary answer is all it can get.
import { randomBytes } from 'node:crypto'
import type { Canary } from '../profile/canary-match.js'
import type { HttpReply } from './sink-wire.js'

export interface CloudCredentials {
  awsAccessKeyId: string
  awsSecretAccessKey: string
  awsSessionToken: string
  gcpAccessToken: string
  azureAccessToken: string
}

/** A request's parts the metadata answer depends on. */
export interface MetadataRequest {
  method: string
  target: string
  host?: string
  /** header names lower-cased */
  headers: ReadonlyMap<string, string>
  /** the address the server connected to */
  address: string
}

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BASE64URL = BASE62 + '-_'

/** `count` characters of `alphabet`, uniformly (rejection sampling). */
export function pickChars(alphabet: string, count: number, random: (n: number) => Buffer = randomBytes): string {
  const limit = 256 - (256 % alphabet.length)
  let out = ''
  while (out.length < count) {
    for (const byte of random(count * 2)) {
      if (byte < limit && out.length < count) out += alphabet[byte % alphabet.length]
    }
  }
  return out
}

export const AWS_ROLE = 'ec2-app-role'
const AWS_AUDIENCE = { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] }
const GCP_AUDIENCE = { hosts: ['*.googleapis.com', 'googleapis.com'], programs: ['gcloud', 'gsutil'] }
const AZURE_AUDIENCE = { hosts: ['*.azure.com', '*.microsoft.com', '*.windows.net', '*.azure.net'], programs: ['az'] }

/** Fresh instance credentials for this run, and the canaries they are (ids `cloud:…`). */
export function cloudCanaries(random?: (n: number) => Buffer): { credentials: CloudCredentials; canaries: Canary[] } {
  const pick = (alphabet: string, count: number) => pickChars(alphabet, count, random)
  const credentials: CloudCredentials = {
    awsAccessKeyId: 'ASIA' + pick(UPPER_ALNUM, 16),
    awsSecretAccessKey: pick(BASE62 + '+/', 40),
    awsSessionToken: 'IQoJb3JpZ2luX2VjE' + pick(BASE62 + '+/', 300),
    gcpAccessToken: 'ya29.c.' + pick(BASE64URL, 160),
    azureAccessToken: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.' + pick(BASE64URL, 220)
  }
  const canaries: Canary[] = [
    { id: 'cloud:aws-instance-role AccessKeyId', value: credentials.awsAccessKeyId, audience: AWS_AUDIENCE },
    { id: 'cloud:aws-instance-role SecretAccessKey', value: credentials.awsSecretAccessKey, audience: AWS_AUDIENCE },
    // the fixed prefix of a session token says nothing of this run: only the random part is the canary
    { id: 'cloud:aws-instance-role Token', value: credentials.awsSessionToken.slice(17), audience: AWS_AUDIENCE },
    { id: 'cloud:gcp-service-account token', value: credentials.gcpAccessToken.slice(7), audience: GCP_AUDIENCE },
    { id: 'cloud:azure-managed-identity token', value: credentials.azureAccessToken.slice(37), audience: AZURE_AUDIENCE }
  ]
  return { credentials, canaries }
}

/** Names and addresses of the metadata services (AWS and Azure 169.254.169.254, GCP, Alibaba 100.100.100.200, AWS's IPv6). */
const METADATA_HOSTS = new Set(['169.254.169.254', 'metadata.google.internal', 'metadata', '100.100.100.200', 'fd00:ec2::254', '[fd00:ec2::254]'])

export function isMetadataHost(host: string | undefined): boolean {
  if (host === undefined) return false
  const bare = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^::ffff:/, '')
  return METADATA_HOSTS.has(bare) || METADATA_HOSTS.has(host.toLowerCase())
}

const json = (value: unknown): HttpReply => ({ status: 200, contentType: 'application/json', body: Buffer.from(JSON.stringify(value)) })
const text = (value: string): HttpReply => ({ status: 200, contentType: 'text/plain', body: Buffer.from(value) })
const NOT_FOUND: HttpReply = { status: 404, contentType: 'text/plain', body: Buffer.from('Not Found') }
const UNAUTHORIZED: HttpReply = { status: 401, contentType: 'text/plain', body: Buffer.from('Unauthorized') }
const FORBIDDEN: HttpReply = { status: 403, contentType: 'text/plain', body: Buffer.from('Forbidden') }

/** The metadata service's answer to a request, or null when the request is not for one. */
export function metadataReply(request: MetadataRequest, credentials: CloudCredentials, now = Date.now()): HttpReply | null {
  if (!isMetadataHost(request.host) && !isMetadataHost(request.address)) return null
  const path = request.target.replace(/^https?:\/\/[^/]+/i, '').split('?')[0] ?? ''
  if (path.startsWith('/computeMetadata/')) return gcp(path, request, credentials)
  if (path.startsWith('/metadata/')) return azure(path, request, credentials, now)
  if (path.startsWith('/latest/') || path === '/latest') return aws(path, request, credentials, now)
  return NOT_FOUND
}

function aws(path: string, request: MetadataRequest, credentials: CloudCredentials, now: number): HttpReply {
  if (path === '/latest/api/token') {
    // IMDSv2: a PUT with the TTL header gets a session token (not a canary: it goes back to the service itself)
    if (request.method !== 'PUT' || !request.headers.has('x-aws-ec2-metadata-token-ttl-seconds')) return { ...FORBIDDEN, status: 400 }
    return text('AQAEA' + pickChars(BASE64URL, 51))
  }
  const meta = path.replace(/^\/latest\/meta-data\/?/, '')
  if (!path.startsWith('/latest/meta-data') && path !== '/latest/dynamic/instance-identity/document') return NOT_FOUND
  if (path === '/latest/dynamic/instance-identity/document') {
    return json({
      accountId: '123456789012',
      architecture: 'x86_64',
      availabilityZone: 'us-east-1a',
      imageId: 'ami-0c55b159cbfafe1f0',
      instanceId: 'i-0b22a22eec53b9321',
      instanceType: 'm5.large',
      region: 'us-east-1',
      version: '2017-09-30'
    })
  }
  const leaves: Record<string, string> = {
    '': 'ami-id\nhostname\niam/\ninstance-id\ninstance-type\nlocal-ipv4\nplacement/\n',
    'ami-id': 'ami-0c55b159cbfafe1f0',
    hostname: 'ip-10-0-1-17.ec2.internal',
    'instance-id': 'i-0b22a22eec53b9321',
    'instance-type': 'm5.large',
    'local-ipv4': '10.0.1.17',
    'placement/availability-zone': 'us-east-1a',
    'placement/region': 'us-east-1',
    iam: 'info\nsecurity-credentials/',
    'iam/': 'info\nsecurity-credentials/',
    'iam/security-credentials': AWS_ROLE,
    'iam/security-credentials/': AWS_ROLE
  }
  const leaf = leaves[meta]
  if (leaf !== undefined) return text(leaf)
  if (meta === 'iam/info')
    return json({
      Code: 'Success',
      LastUpdated: new Date(now).toISOString(),
      InstanceProfileArn: `arn:aws:iam::123456789012:instance-profile/${AWS_ROLE}`,
      InstanceProfileId: 'AIPAJ' + 'Q3EXAMPLE7ZZ4T'
    })
  if (meta === `iam/security-credentials/${AWS_ROLE}` || meta === `iam/security-credentials/${AWS_ROLE}/`) {
    return json({
      Code: 'Success',
      LastUpdated: new Date(now).toISOString(),
      Type: 'AWS-HMAC',
      AccessKeyId: credentials.awsAccessKeyId,
      SecretAccessKey: credentials.awsSecretAccessKey,
      Token: credentials.awsSessionToken,
      Expiration: new Date(now + 6 * 3600_000).toISOString()
    })
  }
  return NOT_FOUND
}

function gcp(path: string, request: MetadataRequest, credentials: CloudCredentials): HttpReply {
  // The real service refuses a request without the header (a guard against SSRF).
  if (request.headers.get('metadata-flavor')?.toLowerCase() !== 'google') return FORBIDDEN
  const v1 = path.replace(/^\/computeMetadata\/v1\/?/, '')
  const account = 'app@demo-project-314159.iam.gserviceaccount.com'
  const leaves: Record<string, string> = {
    '': 'instance/\nproject/\n',
    'project/project-id': 'demo-project-314159',
    'project/numeric-project-id': '314159265358',
    'instance/id': '4815162342108',
    'instance/zone': 'projects/314159265358/zones/us-central1-a',
    'instance/hostname': 'app-1.us-central1-a.c.demo-project-314159.internal',
    'instance/service-accounts/': 'default/\n' + account + '/\n',
    'instance/service-accounts/default/email': account,
    'instance/service-accounts/default/scopes': 'https://www.googleapis.com/auth/cloud-platform\n'
  }
  const leaf = leaves[v1]
  if (leaf !== undefined) return { ...text(leaf), contentType: 'application/text' }
  if (/^instance\/service-accounts\/[^/]+\/token$/.test(v1)) {
    return json({ access_token: credentials.gcpAccessToken, expires_in: 3599, token_type: 'Bearer' })
  }
  return NOT_FOUND
}

function azure(path: string, request: MetadataRequest, credentials: CloudCredentials, now: number): HttpReply {
  if (request.headers.get('metadata')?.toLowerCase() !== 'true') return { ...UNAUTHORIZED, status: 400 }
  if (path === '/metadata/instance' || path === '/metadata/instance/') {
    return json({
      compute: {
        azEnvironment: 'AzurePublicCloud',
        location: 'eastus',
        name: 'app-vm-1',
        vmId: '0c7fa3c1-5b8e-4f4e-9f43-2d1b8c0e6a11',
        vmSize: 'Standard_D2s_v3'
      }
    })
  }
  if (path === '/metadata/identity/oauth2/token') {
    const expires = Math.floor(now / 1000) + 3600
    return json({
      access_token: credentials.azureAccessToken,
      expires_in: '3599',
      expires_on: String(expires),
      resource: 'https://management.azure.com/',
      token_type: 'Bearer'
    })
  }
  return NOT_FOUND
}
