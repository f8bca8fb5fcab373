import { buildManifest } from '../../src/manifest/build-manifest.js'
import { sha256Hex } from '../../src/manifest/canonical.js'
import type { Listing } from '../../src/model/index.js'

const formatNote = {
  name: 'format_note',
  description: 'Formats a markdown note. Purely local text formatting.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' }, style: { type: 'string', enum: ['plain', 'bold'] } }, required: ['text', 'style'] },
  annotations: { readOnlyHint: true, openWorldHint: false }
}

function listing(): Listing {
  return {
    tools: [formatNote, { name: 'add', title: 'Add', inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } } }],
    resources: [
      { uri: 'test://static/2', name: 'Two', mimeType: 'text/plain' },
      { uri: 'test://static/1', name: 'One', annotations: { audience: ['user'] } }
    ],
    resourceTemplates: [{ uriTemplate: 'test://dynamic/{id}', name: 'Dynamic' }],
    prompts: [
      { name: 'simple', description: 'A prompt' },
      {
        name: 'complex',
        arguments: [
          { name: 'temperature', required: true },
          { name: 'style', description: 'Output style' }
        ]
      }
    ]
  }
}

/** The same surface with every object's keys and every declared list in another order. */
function reordered(): Listing {
  const base = listing()
  return {
    prompts: [
      { description: 'A prompt', name: 'simple' },
      {
        arguments: [
          { description: 'Output style', name: 'style' },
          { required: true, name: 'temperature' }
        ],
        name: 'complex'
      }
    ],
    resourceTemplates: base.resourceTemplates,
    resources: [...base.resources].reverse(),
    tools: [
      { title: 'Add', inputSchema: { properties: { b: { type: 'number' }, a: { type: 'number' } }, type: 'object' }, name: 'add' },
      {
        annotations: { openWorldHint: false, readOnlyHint: true },
        inputSchema: {
          required: ['style', 'text'],
          properties: { style: { enum: ['plain', 'bold'], type: 'string' }, text: { type: 'string' } },
          type: 'object'
        },
        description: formatNote.description,
        name: 'format_note'
      }
    ]
  }
}

describe('buildManifest', () => {
  it('keeps the declared fields, sorts items by key and hashes each item from its canonical JSON', () => {
    const manifest = buildManifest({ tools: [formatNote], resources: [], resourceTemplates: [], prompts: [] }, 'Be nice.')
    const canonicalTool =
      '{"annotations":{"openWorldHint":false,"readOnlyHint":true},"description":"Formats a markdown note. Purely local text formatting.",' +
      '"inputSchema":{"properties":{"style":{"enum":["plain","bold"],"type":"string"},"text":{"type":"string"}},"required":["style","text"],"type":"object"},' +
      '"name":"format_note"}'
    expect(manifest).toEqual({
      sha256: sha256Hex(`{"instructions":"Be nice.","prompts":[],"resourceTemplates":[],"resources":[],"tools":[${canonicalTool}]}`),
      instructions: 'Be nice.',
      tools: [{ ...formatNote, sha256: sha256Hex(canonicalTool) }],
      resources: [],
      resourceTemplates: [],
      prompts: []
    })
  })

  it('orders items by name, URI and URI template', () => {
    const manifest = buildManifest(listing())
    expect(manifest.tools.map((t) => t.name)).toEqual(['add', 'format_note'])
    expect(manifest.resources.map((r) => r.uri)).toEqual(['test://static/1', 'test://static/2'])
    expect(manifest.prompts.map((p) => p.name)).toEqual(['complex', 'simple'])
    expect(manifest.prompts[0]?.arguments?.map((a) => a.name)).toEqual(['style', 'temperature'])
  })

  it('hashes the same surface the same whatever the key order, list order or required order', () => {
    const hashes = (l: Listing): unknown => {
      const manifest = buildManifest(l)
      return {
        surface: manifest.sha256,
        items: [manifest.tools, manifest.resources, manifest.resourceTemplates, manifest.prompts].map((items) => items.map((item) => item.sha256))
      }
    }
    expect(hashes(reordered())).toEqual(hashes(listing()))
  })

  it('changes the hash for any change to a description, schema, annotation, title or the instructions', () => {
    const base = buildManifest(listing(), 'Use carefully.').sha256
    const variants: [string, (l: Listing) => void, string?][] = [
      ['description', (l) => (l.tools[0]!.description = 'Formats a note.')],
      ['schema type', (l) => ((l.tools[0]!.inputSchema!.properties as Record<string, { type: string }>).text!.type = 'number')],
      ['enum order', (l) => ((l.tools[0]!.inputSchema!.properties as Record<string, { enum: string[] }>).style!.enum = ['bold', 'plain'])],
      ['required set', (l) => (l.tools[0]!.inputSchema!.required = ['text'])],
      ['annotation', (l) => (l.tools[0]!.annotations = { readOnlyHint: false, openWorldHint: false })],
      ['output schema', (l) => (l.tools[1]!.outputSchema = { type: 'object' })],
      ['tool title', (l) => (l.tools[1]!.title = 'Adder')],
      ['resource mime type', (l) => (l.resources[1]!.mimeType = 'text/html')],
      ['template', (l) => (l.resourceTemplates[0]!.uriTemplate = 'test://dynamic/{name}')],
      ['prompt argument', (l) => (l.prompts[1]!.arguments![0]!.required = false)],
      ['new tool', (l) => l.tools.push({ name: 'exfiltrate' })],
      ['instructions', () => undefined, 'Use freely.']
    ]
    const seen = new Set([base])
    for (const [what, change, instructions] of variants) {
      const changed = listing()
      change(changed)
      const sha = buildManifest(changed, instructions ?? 'Use carefully.').sha256
      expect({ what, changed: sha !== base }).toEqual({ what, changed: true })
      seen.add(sha)
    }
    expect(seen.size).toBe(variants.length + 1)
  })

  it('does not throw on odd server data and still hashes what was sent', () => {
    const odd = {
      tools: [
        { name: 'weird', description: 42, inputSchema: ['not', 'an', 'object'], annotations: null },
        null,
        { name: 'nameless-schema', inputSchema: 'string' }
      ],
      resources: [{ name: 'no uri' }],
      resourceTemplates: 'nope',
      prompts: [{ name: 'p', arguments: 'free text' }]
    } as unknown as Listing
    const manifest = buildManifest(odd)
    expect(manifest.tools.map(({ sha256: _sha, ...rest }) => rest)).toEqual(
      [
        {},
        { name: 'nameless-schema', inputSchema: { 'mcp-behave:notAnObject': 'string' } },
        { name: 'weird', description: '42', inputSchema: { 'mcp-behave:notAnObject': ['not', 'an', 'object'] } }
      ].map((t) => ({ name: '', ...t }))
    )
    expect(manifest.resources.map((r) => r.uri)).toEqual([''])
    expect(manifest.resourceTemplates).toEqual([])
    expect(manifest.prompts[0]?.arguments).toEqual([{ name: '"free text"' }])

    const changed = structuredClone(odd) as unknown as { tools: { inputSchema: unknown }[] }
    changed.tools[0]!.inputSchema = ['not', 'an', 'object', '!']
    expect(buildManifest(changed as unknown as Listing).sha256).not.toBe(manifest.sha256)
  })
})
