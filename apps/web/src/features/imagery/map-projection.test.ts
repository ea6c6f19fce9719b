import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, projectPoint } from './map-projection';

describe('the server map projection', () => {
  it('puts the map’s corners at the corners of its drawing', () => {
    expect(projectPoint(84, -180)).toEqual({ x: 0, y: 0 });
    expect(projectPoint(-58, 180)).toEqual({ x: MAP_WIDTH, y: MAP_HEIGHT });
    expect(MAP_HEIGHT).toBe(394);
  });

  it('keeps east to the right and north up, whatever the page’s direction', () => {
    const tokyo = projectPoint(35.68, 139.69);
    const london = projectPoint(51.51, -0.13);
    const sydney = projectPoint(-33.87, 151.21);
    expect(tokyo.x).toBeGreaterThan(london.x);
    expect(sydney.y).toBeGreaterThan(tokyo.y);
    expect(london).toEqual({ x: 499.6, y: 90.1 });
  });
});
