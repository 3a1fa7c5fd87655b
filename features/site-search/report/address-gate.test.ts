import { inspect } from 'node:util'
import { AddressGate, REPORT_LIMITS } from './address-gate'

const DAY = REPORT_LIMITS.periodMs
const noon = Date.UTC(2026, 2, 10, 12)

describe('AddressGate', () => {
  it('counts a query once per address and period, however often it is searched', () => {
    const gate = new AddressGate()
    expect(gate.admit('198.51.100.7', 'tuition', noon)).toBe(true)
    for (let i = 0; i < 50; i++) expect(gate.admit('198.51.100.7', 'tuition', noon + i)).toBe(false)
    expect(gate.admit('198.51.100.8', 'tuition', noon)).toBe(true)
    expect(gate.admit('198.51.100.7', 'tuition', noon + DAY)).toBe(true)
  })

  it(`lets one address add at most ${REPORT_LIMITS.queriesPerAddress} queries a period`, () => {
    const gate = new AddressGate()
    const admitted = Array.from({ length: 100 }, (_, i) => gate.admit('198.51.100.7', `query ${i}`, noon)).filter(
      Boolean,
    )
    expect(admitted).toHaveLength(REPORT_LIMITS.queriesPerAddress)
    expect(gate.admit('198.51.100.8', 'query 99', noon)).toBe(true)
    expect(gate.admit('198.51.100.7', 'query 99', noon + DAY)).toBe(true)
  })

  it('follows a bounded number of addresses a period, and counts none beyond them until the next', () => {
    const gate = new AddressGate({ ...REPORT_LIMITS, addresses: 3 })
    for (const address of ['a', 'b', 'c']) expect(gate.admit(address, 'nursing', noon)).toBe(true)
    expect(gate.admit('d', 'nursing', noon)).toBe(false)
    expect(gate.admit('a', 'tuition', noon)).toBe(true)
    expect(gate.admit('d', 'nursing', noon + DAY)).toBe(true)
  })

  it('keeps no address, only hashes under a key of its own', () => {
    const gate = new AddressGate()
    gate.admit('198.51.100.7', 'tuition', noon)
    gate.admit('2001:db8::1', 'nursing', noon)
    const held = inspect(gate, { depth: 5, showHidden: true })
    expect(held).not.toContain('198.51.100.7')
    expect(held).not.toContain('2001:db8')
  })
})
