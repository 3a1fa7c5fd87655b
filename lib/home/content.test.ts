import { BANNER_AUTOPLAY_MS, EVENTS_AUTOPLAY_MS, HOME_DEFAULTS, HOME_STORY_COUNT } from './content'

describe('home content', () => {
  it('lists the seven core values in the spec order', () => {
    expect(HOME_DEFAULTS.coreValues.map((v) => v.toLowerCase())).toEqual([
      'accountability',
      'fairness',
      'forgiveness',
      'integrity',
      'respect',
      'mercy',
      'service excellence',
    ])
  })
  it('has the four wholistic-life areas', () => {
    expect(HOME_DEFAULTS.wholisticLife.map((w) => w.title)).toEqual(['Social', 'Mental', 'Physical', 'Spiritual'])
  })
  it('uses the spec timings and story count', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(10000)
    expect(EVENTS_AUTOPLAY_MS).toBe(2500)
    expect(HOME_STORY_COUNT).toBe(4)
  })
})
