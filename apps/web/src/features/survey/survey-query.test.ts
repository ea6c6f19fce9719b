import { describe, expect, it } from 'vitest';
import { surveyAppOf } from './survey-query';

const query = (search: string) => new URLSearchParams(search);

describe('the app the uninstall survey is about', () => {
  it('is read from the query the extension opens the page with', () => {
    expect(surveyAppOf(query('app_type=301&app_version=3.2.1'))).toEqual({ app_type: 301, app_version: '3.2.1' });
    expect(surveyAppOf({ app_type: '301', app_version: ' 3.2.1 ' })).toEqual({ app_type: 301, app_version: '3.2.1' });
  });

  it('is left out when absent', () => {
    expect(surveyAppOf(query(''))).toEqual({});
    expect(surveyAppOf(query('app_version='))).toEqual({});
  });

  it('drops each value the survey’s schema refuses, keeping the other', () => {
    for (const type of ['', 'abc', '-1', '1.5', '1e3', '10000', '0x10']) {
      expect(surveyAppOf(query(`app_type=${encodeURIComponent(type)}&app_version=3.2.1`)), type).toEqual({ app_version: '3.2.1' });
    }
    for (const version of ['3.2\n1', 'x'.repeat(33)]) {
      expect(surveyAppOf(query(`app_type=301&app_version=${encodeURIComponent(version)}`)), version).toEqual({ app_type: 301 });
    }
  });
});
