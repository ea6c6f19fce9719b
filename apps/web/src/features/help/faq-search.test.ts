import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTerms } from '@/lib/search-text';
import { matchingIds, searchIndex } from './faq-search';

const index = searchIndex([
  { id: 'refund', text: 'How long does a refund take? We reply within 3 working days.' },
  { id: 'cafe', text: 'On hotel, airport or café Wi-Fi, sign in on the network’s page first.' },
  { id: 'fr', text: 'Quelle est la politique de REMBOURSEMENT ? Réponse sous 3 jours ouvrés.' },
  { id: 'ar', text: 'كَيْفَ أَتَّصِلُ بِالشَّبَكَةِ' },
  { id: 'de', text: 'Die Straße ist frei: Schnell verbinden' },
  { id: 'tr', text: 'Bağlantı ısınır' },
]);

describe('FAQ search', () => {
  it('shows every entry for an empty or blank query', () => {
    expect(matchingIds(index, '').size).toBe(6);
    expect(matchingIds(index, '   ').size).toBe(6);
  });

  it('ignores case', () => {
    expect([...matchingIds(index, 'REFUND')]).toEqual(['refund']);
    expect([...matchingIds(index, 'remboursement')]).toEqual(['fr']);
  });

  it('ignores accents both ways', () => {
    expect([...matchingIds(index, 'cafe')]).toEqual(['cafe']);
    expect([...matchingIds(index, 'reponse')]).toEqual(['fr']);
    expect([...matchingIds(index, 'Ouvrés')]).toEqual(['fr']);
  });

  it('ignores Arabic vowel signs', () => {
    expect([...matchingIds(index, 'الشبكة')]).toEqual(['ar']);
  });

  it('matches ß as ss and the Turkish dotless ı as i', () => {
    expect([...matchingIds(index, 'strasse')]).toEqual(['de']);
    expect([...matchingIds(index, 'baglanti')]).toEqual(['tr']);
  });

  it('reads full-width letters as ordinary ones', () => {
    expect([...matchingIds(index, 'ＲＥＦＵＮＤ')]).toEqual(['refund']);
  });

  it('needs every word, in any order', () => {
    expect([...matchingIds(index, 'working refund')]).toEqual(['refund']);
    expect([...matchingIds(index, 'refund café')]).toEqual([]);
    expect([...matchingIds(index, '3 working')]).toEqual(['refund']);
  });

  it('finds nothing for words no entry has', () => {
    expect(matchingIds(index, 'zzzz').size).toBe(0);
  });

  it('folds queries the way it folds entries', () => {
    expect(foldForSearch('  Café\tWi-Fi  ')).toBe('cafe wi-fi');
    expect(searchTerms('  two   words ')).toEqual(['two', 'words']);
    expect(searchTerms('')).toEqual([]);
  });
});
