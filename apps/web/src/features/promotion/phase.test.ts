import { describe, expect, it } from 'vitest';
import { countdownState, isoDuration, promotionPhase } from './phase';

// The seeded campaign window (docs/product.md §4).
const window = { startsAt: '2024-03-25T03:00:00.000Z', endsAt: '2024-04-07T03:00:00.000Z' };

describe('promotionPhase', () => {
  it('is upcoming before the start, running from the start, ended from the end', () => {
    expect(promotionPhase(window, new Date('2024-03-25T02:59:59.999Z'))).toBe('upcoming');
    expect(promotionPhase(window, new Date('2024-03-25T03:00:00.000Z'))).toBe('running');
    expect(promotionPhase(window, new Date('2024-04-07T02:59:59.999Z'))).toBe('running');
    expect(promotionPhase(window, new Date('2024-04-07T03:00:00.000Z'))).toBe('ended');
  });
});

describe('countdownState', () => {
  it('counts down to the end while the promotion runs', () => {
    expect(countdownState(window, new Date('2024-04-04T01:54:51Z'))).toEqual({
      phase: 'running',
      left: { days: '03', hours: '01', minutes: '05', seconds: '09' },
    });
  });

  it('counts down to the start before the promotion opens', () => {
    expect(countdownState(window, new Date('2024-03-24T03:00:00Z'))).toEqual({
      phase: 'upcoming',
      left: { days: '01', hours: '00', minutes: '00', seconds: '00' },
    });
  });

  it('reads 00 once the window has passed', () => {
    expect(countdownState(window, new Date('2026-01-01T00:00:00Z'))).toEqual({
      phase: 'ended',
      left: { days: '00', hours: '00', minutes: '00', seconds: '00' },
    });
  });
});

describe('isoDuration', () => {
  it('writes the time left as an HTML duration', () => {
    expect(isoDuration({ days: '03', hours: '07', minutes: '05', seconds: '09' })).toBe('P3DT7H5M9S');
    expect(isoDuration({ days: '00', hours: '00', minutes: '00', seconds: '00' })).toBe('P0DT0H0M0S');
    expect(isoDuration({ days: '123', hours: '23', minutes: '59', seconds: '59' })).toBe('P123DT23H59M59S');
  });
});

describe('the countdown of a campaign from the API', () => {
  it('counts to the end of whichever campaign runs, from its own window', () => {
    // A campaign as GET campaigns/running answers it (not the seeded one: the window is data).
    const spring = { starts_at: '2025-05-01T00:00:00.000Z', ends_at: '2025-05-15T12:00:00.000Z' };
    const campaignWindow = { startsAt: spring.starts_at, endsAt: spring.ends_at };
    expect(countdownState(campaignWindow, new Date('2025-05-14T11:00:00Z'))).toEqual({
      phase: 'running',
      left: { days: '01', hours: '01', minutes: '00', seconds: '00' },
    });
    expect(countdownState(campaignWindow, new Date('2025-05-15T12:00:00Z')).phase).toBe('ended');
  });
});
