import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencySymbol, DEFAULT_CURRENCY, isCurrencyId } from './currencies';

describe('currencies', () => {
  it('holds about 130 ISO 4217 codes, each once', () => {
    expect(CURRENCIES.length).toBe(130);
    expect(new Set(CURRENCIES.map((c) => c.id)).size).toBe(CURRENCIES.length);
    for (const currency of CURRENCIES) {
      expect(currency.id).toMatch(/^[A-Z]{3}$/);
      expect(currency.symbol).not.toBe('');
      expect(currency.name).not.toBe('');
    }
  });

  it('lists the common currencies first', () => {
    const common = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY'];
    expect(CURRENCIES.slice(0, 8).map((c) => c.id)).toEqual(common);
    expect(CURRENCIES.filter((c) => c.isCommon).map((c) => c.id)).toEqual(common);
  });

  it('gives symbols, falling back to the pound sign', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('XXX')).toBe('£');
    expect(currencySymbol(undefined)).toBe('£');
  });

  it('defaults to GBP and knows its codes', () => {
    expect(DEFAULT_CURRENCY.id).toBe('GBP');
    expect(isCurrencyId('JPY')).toBe(true);
    expect(isCurrencyId('jpy')).toBe(false);
  });
});
