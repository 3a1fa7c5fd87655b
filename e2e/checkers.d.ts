// The third-party checkers and the N-Quads parser ship no types: what the specs use of them (structured data, the sweep's pa11y).
declare module '@marbec/web-auto-extractor' {
  export type Extracted = {
    jsonld: Record<string, Record<string, unknown>[]>
    microdata: object
    rdfa: object
    errors?: unknown[]
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] })
    parse(html: string): Extracted
  }
}

declare module '@adobe/structured-data-validator' {
  export type Issue = {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    rootType: string
    path?: unknown
    fieldNames?: string[]
    errorType?: string
  }
  type Handler = () => Promise<{ default: unknown }>
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    registeredHandlers: Record<string, Handler[]>
    validate(data: unknown): Promise<Issue[]>
  }
}

declare module '@adobe/structured-data-validator/src/types/base.js' {
  type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; path: unknown; fieldNames: string[] }
  type Condition = (data: Record<string, unknown>) => Issue | Issue[] | null
  export default class BaseValidator {
    constructor(config: { dataFormat: string; path: unknown })
    path: unknown
    getConditions(): Condition[]
    required(name: string, type?: string, ...options: unknown[]): Condition
    recommended(name: string, type?: string, ...options: unknown[]): Condition
    or(...conditions: Condition[]): Condition
    checkType(value: unknown, type: string, ...options: unknown[]): boolean
  }
}

declare module 'n3' {
  type Term = { termType: string; value: string }
  export class Parser {
    constructor(options?: { format?: string })
    parse(input: string): { subject: Term; predicate: Term; object: Term; graph: Term }[]
  }
}

declare module 'pa11y' {
  export type Issue = {
    code: string
    type: 'error' | 'warning' | 'notice'
    message: string
    context: string
    selector: string
    runner: string
  }
  export type Options = {
    runners?: string[]
    standard?: string
    ignore?: string[]
    viewport?: { width: number; height: number }
    timeout?: number
    chromeLaunchConfig?: { executablePath?: string; args?: string[] }
    /** A browser pa11y uses and leaves open, and the page in it to test in (puppeteer's). */
    browser?: import('puppeteer').Browser
    page?: import('puppeteer').Page
    /** Test `page` as it is, without loading `url` into it (pa11y requires `page` with it). */
    ignoreUrl?: boolean
  }
  export default function pa11y(
    url: string,
    options?: Options,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Issue[] }>
}
