#!/usr/bin/env node
// `npm run bench:first-start`: times a newcomer's first and second `npm start` (bench/lib/first-start.mjs)
// and writes the section into bench/RESULTS.md. `npm run bench` does the same before its own rounds.
// `-- --port N` chooses the port (3000 by default: nothing else may listen there meanwhile).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { measureFirstStart, readResults, renderFirstStart, withFirstStartSection } from './lib/first-start.mjs'

const root = process.cwd()
const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' } } })
const port = Number(values.port)
const result = await measureFirstStart(root, port)
const section = renderFirstStart(result)
const file = path.join(root, 'bench/RESULTS.md')
writeFileSync(file, withFirstStartSection(readResults(file), section))
console.log(section)
