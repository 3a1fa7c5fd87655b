/**
 * Which inline scripts a page's policy allows by hash (lib/http/inline-script-policy.mjs), and the
 * statements of React's own runtime it trusts (lib/http/react-inline-runtime.mjs).
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Suspense, createElement, use } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { SITE_INLINE_SCRIPTS, cookieNoticeScript, siteAlertScript } from '@/components/shell/inline-scripts.mjs'
import { inlineScripts, isTrustedInlineScript, policyWithScriptHashes, scriptHash } from './inline-script-policy.mjs'
import { reactRuntimeStatements, runtimeStatements } from './react-inline-runtime.mjs'

const trusted = { siteScripts: new Set(SITE_INLINE_SCRIPTS), reactStatements: reactRuntimeStatements() }
const trustedHere = (text: string) => isTrustedInlineScript(text, trusted)

const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'"

describe('isTrustedInlineScript', () => {
  it.each([
    ['the cookie notice', cookieNoticeScript],
    ['the alert', siteAlertScript],
    ['Next’s first data push', '(self.__next_f=self.__next_f||[]).push([0])'],
    [
      'Next’s page data',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[\\"x.js\\"],\\"default\\"]\\n\\u003c/script\\u003e"])',
    ],
    ['Next’s form state', 'self.__next_f.push([2,null])'],
    [
      'Turbopack’s chunk list',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    ],
    ['a React instruction', '$RC("B:0","S:0")'],
    ['React instructions with numbers and nested data', '$RX("B:1","",-1,[["a",{"b":1}]]);$RS("S:2","P:2")'],
  ])('trusts %s', (_, text) => {
    expect(trustedHere(text)).toBe(true)
  })

  it.each([
    ['any other script', 'window.injected=true'],
    ['code after Next’s data', 'self.__next_f.push([1,""]);window.injected=true'],
    ['code inside Next’s push', 'self.__next_f.push(window.injected=true)'],
    ['a call in the data', 'self.__next_f.push([1,alert(1)])'],
    ['a template literal', 'self.__next_f.push([`${alert(1)}`])'],
    ['a getter', '$RC({get a(){return alert(1)}})'],
    ['a computed key', '$RC({[alert(1)]:1})'],
    ['a spread', '$RC(...[alert])'],
    ['an identifier as data', '$RC(document.cookie)'],
    ['a regular expression', '$RC(/x/)'],
    ['a push on another queue', 'window.queue.push([0])'],
    ['a computed push', 'self.__next_f["push"]([0])'],
    ['an instruction redefined', '$RC=function(){window.injected=true};$RC()'],
    ['React’s runtime with a statement added', '$RB=[];window.injected=true'],
    ['a near-React name', '$Rc("B:0")'],
    ['an empty script', ''],
    ['not JavaScript', 'self.__next_f.push([1,"'],
    ['the cookie notice changed by a character', cookieNoticeScript.replace('due=true', 'due=!0')],
  ])('refuses %s', (_, text) => {
    expect(trustedHere(text)).toBe(false)
  })
})

describe('React’s runtime statements', () => {
  it('are read from React’s renderer: the instruction functions and nothing that does not start like them', () => {
    const names = [...trusted.reactStatements].map((s) => s.match(/^(\$R[A-Z]|requestAnimationFrame)/)?.[1])
    expect(names).toEqual(expect.arrayContaining(['$RC', '$RS', '$RX', '$RV', '$RB', 'requestAnimationFrame']))
    expect(names).not.toContain(undefined)
  })

  it('cover the scripts React writes when a part of the page arrives after the rest', async () => {
    let resolve: (value: string) => void = () => {}
    const late = new Promise<string>((r) => (resolve = r))
    const Late = () => createElement('p', null, use(late))
    const stream = await renderToReadableStream(
      createElement(
        'html',
        null,
        createElement('body', null, createElement(Suspense, { fallback: 'Loading' }, createElement(Late))),
      ),
    )
    setTimeout(() => resolve('Arrived'), 10)
    const html = await new Response(stream).text()
    // The renderer this test loads (Jest runs React's development build), and its own runtime statements.
    const rendererPath = path.join(
      path.dirname(require.resolve('react-dom/package.json')),
      'cjs/react-dom-server.edge.development.js',
    )
    const own = {
      siteScripts: new Set<string>(),
      reactStatements: runtimeStatements(readFileSync(rendererPath, 'utf8')),
    }
    const scripts = inlineScripts(html)
    expect(scripts.some((s) => s.includes('$RC('))).toBe(true)
    for (const script of scripts) expect(isTrustedInlineScript(script, own)).toBe(true)
  })
})

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, not data blocks or external scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      "<script type='text/javascript'>c()</script>",
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type=application/json id="x">{}</script>',
      '<script src="/_next/static/chunks/x.js" async=""></script>',
      '<SCRIPT>d()</SCRIPT >',
    ].join('')
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()'])
  })
})

describe('policyWithScriptHashes', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('replaces script-src’s unsafe-inline with the hashes of the trusted scripts, once each, and leaves style-src alone', () => {
    const data = 'self.__next_f.push([1,"a"])'
    const html = `<body><script>${cookieNoticeScript}</script><main>x</main><script>${data}</script><script>${data}</script><script>window.injected=1</script></body>`
    const policy = policyWithScriptHashes(POLICY, html, trusted)
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${hash(cookieNoticeScript)} ${hash(data)}; script-src-attr 'none'; style-src 'self' 'unsafe-inline'`,
    )
    expect(policy).not.toContain(hash('window.injected=1'))
    expect(scriptHash(data)).toBe(hash(data))
  })

  it('leaves no inline script allowed on a page without any', () => {
    expect(policyWithScriptHashes(POLICY, '<p>Hello</p>', trusted)).toContain("script-src 'self';")
  })

  it('returns a policy without unsafe-inline in its script-src as it is', () => {
    const policy = "default-src 'none'; style-src 'unsafe-inline'"
    expect(policyWithScriptHashes(policy, `<script>${cookieNoticeScript}</script>`, trusted)).toBe(policy)
  })
})
