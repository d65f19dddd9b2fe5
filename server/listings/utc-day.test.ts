import { describe, expect, it } from 'vitest'
import { shiftUtcDay, utcDay } from './utc-day.ts'

describe('UTC analytics days', () => {
  it('takes the UTC calendar day, whatever the local time zone', () => {
    expect(utcDay(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23')
    expect(utcDay(new Date('2026-11-24T00:00:00+02:00'))).toBe('2026-11-23')
  })

  it('moves across month and year ends', () => {
    expect(shiftUtcDay('2026-03-01', 1)).toBe('2026-02-28')
    expect(shiftUtcDay('2027-01-01', 1)).toBe('2026-12-31')
    expect(shiftUtcDay('2026-11-23', 29)).toBe('2026-10-25')
    expect(shiftUtcDay('2026-12-31', -1)).toBe('2027-01-01')
  })
})
