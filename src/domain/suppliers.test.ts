import { describe, expect, it } from 'vitest';
import { normaliseTeamTypeLists } from './download';
import {
  isLogoCandidate,
  supplierDirectory,
  supplierGroupSchema,
  supplierSchema,
  supplierValuesSchema,
  UNGROUPED_SUPPLIERS_TITLE,
} from './suppliers';

const supplier = (id: string, company: string, extra: Record<string, unknown> = {}) =>
  supplierSchema.parse({ id, company, ...extra });
const group = (id: string, title: string, supplierIds: string[], extra: Record<string, unknown> = {}) =>
  supplierGroupSchema.parse({ id, title, supplierIds, ...extra });

describe('suppliers', () => {
  it('trims the values and checks contacts: a valid email and a first name', () => {
    const values = supplierValuesSchema.parse({
      company: ' Bakes ',
      contacts: [{ firstName: ' Ada ', email: ' ada@bakes.test ' }],
    });
    expect(values).toMatchObject({
      company: 'Bakes',
      website: '',
      isFeatured: false,
      contacts: [{ firstName: 'Ada', surname: '', email: 'ada@bakes.test', phone: '', jobTitle: '' }],
    });
    expect(
      supplierValuesSchema.safeParse({ company: 'Bakes', contacts: [{ firstName: 'Ada', email: 'ada at bakes' }] })
        .success,
    ).toBe(false);
    expect(
      supplierValuesSchema.safeParse({ company: 'Bakes', contacts: [{ firstName: ' ', email: 'ada@bakes.test' }] })
        .success,
    ).toBe(false);
    expect(supplierValuesSchema.safeParse({ company: 'Bakes', website: 'javascript:alert(1)' }).success).toBe(false);
    expect(supplierValuesSchema.safeParse({ company: ' ' }).success).toBe(false);
  });

  it('a team type both shown to and hidden from is hidden', () => {
    const values = supplierValuesSchema.parse({
      company: 'x',
      showToTeamTypeIds: ['a', 'b'],
      hideFromTeamTypeIds: ['b'],
    });
    expect(normaliseTeamTypeLists(values)).toMatchObject({ showToTeamTypeIds: ['a'], hideFromTeamTypeIds: ['b'] });
  });

  it('takes raster images as logos, not SVGs or documents', () => {
    expect(isLogoCandidate({ name: 'logo.PNG', type: 'image/png' })).toBe(true);
    expect(isLogoCandidate({ name: 'logo.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isLogoCandidate({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isLogoCandidate({ name: 'logo.pdf', type: 'application/pdf' })).toBe(false);
  });

  describe('the team directory', () => {
    const suppliers = [
      supplier('s1', 'Zeta Catering'),
      supplier('s2', 'Alpha Catering'),
      supplier('s3', 'Mid Catering', { isFeatured: true }),
      supplier('s4', 'Lone Wolf AV', { description: 'Sound and light' }),
      supplier('s5', 'Old Supplies', { isArchived: true }),
      supplier('s6', 'Both Ways', { contacts: [{ firstName: 'Grace', surname: 'Hopper', email: 'grace@both.test' }] }),
    ];
    const groups = [
      group('g2', 'Catering', ['s1', 's2', 's3', 's6', 's5']),
      group('g1', 'Audio visual', ['s6']),
      group('g3', 'Gone', ['s4'], { isArchived: true }),
    ];

    it('has one section per live type by title, featured first then by company, and the rest under Other suppliers', () => {
      const sections = supplierDirectory(suppliers, groups);
      expect(sections.map((section) => [section.title, section.suppliers.map((s) => s.company)])).toEqual([
        ['Audio visual', ['Both Ways']],
        ['Catering', ['Mid Catering', 'Alpha Catering', 'Both Ways', 'Zeta Catering']],
        [UNGROUPED_SUPPLIERS_TITLE, ['Lone Wolf AV']],
      ]);
    });

    it('searches company, description and contacts, dropping empty sections', () => {
      expect(supplierDirectory(suppliers, groups, 'sound').map((section) => section.title)).toEqual([
        UNGROUPED_SUPPLIERS_TITLE,
      ]);
      expect(
        supplierDirectory(suppliers, groups, ' grace ').map((section) => [section.title, section.suppliers.length]),
      ).toEqual([
        ['Audio visual', 1],
        ['Catering', 1],
      ]);
      expect(supplierDirectory(suppliers, groups, 'nothing matches')).toEqual([]);
    });
  });
});
