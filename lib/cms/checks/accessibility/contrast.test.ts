import { AA_LARGE, AA_NORMAL, contrastFindings, contrastRatio, parseColour } from './contrast'

describe('contrastRatio (WCAG 2.2 relative luminance)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5)
    // #767676 on white is the lightest grey that passes AA; #777777 just fails (WebAIM’s checker: 4.54 and 4.47).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('rgb(255, 255, 255)', '#777')).toBeCloseTo(4.48, 2)
  })

  it('reads #rgb, #rrggbb and rgb(), and nothing else', () => {
    expect(parseColour('#0a8')).toEqual([0, 170, 136])
    expect(parseColour(' #00AA88 ')).toEqual([0, 170, 136])
    expect(parseColour('rgb(0, 170, 136)')).toEqual([0, 170, 136])
    expect(parseColour('rgb(300, 0, 0)')).toBeNull()
    expect(parseColour('teal')).toBeNull()
    expect(contrastRatio('teal', '#fff')).toBeNull()
  })
})

describe('contrastFindings', () => {
  it('refuses text below AA, with the ratio rounded down', () => {
    const [finding] = contrastFindings('textColour', '#777777', '#ffffff')
    expect(finding.severity).toBe('error')
    expect(finding.message).toMatch(
      new RegExp(
        `^Text in #777777 on #ffffff has a contrast of 4\\.47:1, below the ${AA_NORMAL}:1 WCAG AA asks for\\. `,
      ),
    )
  })

  it('accepts AA, and large text from 3:1', () => {
    expect(contrastFindings('textColour', '#767676', '#ffffff')).toEqual([])
    expect(contrastFindings('textColour', '#949494', '#ffffff', true)).toEqual([])
    expect(contrastFindings('textColour', '#a0a0a0', '#ffffff', true)[0].message).toContain(`${AA_LARGE}:1`)
  })
})
