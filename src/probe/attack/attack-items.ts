import type { CallRecord, Listing } from '../../model/index.js'

// What the attack stage left on the server's surface (issue 42): a server that files what it is given
// under the name it is given (server-everything's gzip-file-as-resource adds a resource per call) lists,
// after the attacks, items named by the hostile values. Those are the attacks' doing, not the server's
// surface: the re-listing leaves them out, so they are neither session changes nor read as new resources,
// and the coverage is the exercise's. An item the first listing had is always kept.

/** The forms of a name a value may show up in: as sent, and URI-decoded. */
function forms(text: string): string[] {
  try {
    const decoded = decodeURIComponent(text)
    return decoded === text ? [text] : [text, decoded]
  } catch {
    return [text]
  }
}

/** The listing without the items, new since `initial`, whose name or URI carries an attack's marker or value. */
export function withoutAttackItems(listing: Listing, initial: Listing, calls: readonly CallRecord[]): Listing {
  const attacks = calls.flatMap((call) => (call.attack ? [call.attack] : []))
  if (attacks.length === 0) return listing
  const named = (...texts: (string | undefined)[]): boolean =>
    texts.some(
      (text) =>
        text !== undefined &&
        forms(text).some((form) => attacks.some((attack) => form.includes(attack.marker) || (attack.value.length >= 8 && form.includes(attack.value))))
    )
  const tools = new Set(initial.tools.map((tool) => tool.name))
  const resources = new Set(initial.resources.map((resource) => resource.uri))
  const templates = new Set(initial.resourceTemplates.map((template) => template.uriTemplate))
  const prompts = new Set(initial.prompts.map((prompt) => prompt.name))
  return {
    tools: listing.tools.filter((tool) => tools.has(tool.name) || !named(tool.name, tool.title)),
    resources: listing.resources.filter((resource) => resources.has(resource.uri) || !named(resource.uri, resource.name, resource.title)),
    resourceTemplates: listing.resourceTemplates.filter(
      (template) => templates.has(template.uriTemplate) || !named(template.uriTemplate, template.name, template.title)
    ),
    prompts: listing.prompts.filter((prompt) => prompts.has(prompt.name) || !named(prompt.name, prompt.title))
  }
}
