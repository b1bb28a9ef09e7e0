import { DEFAULT_CURRENCY_ID } from './constants';

export type Currency = {
  /** ISO 4217 code. */
  id: string;
  symbol: string;
  name: string;
  /** Common currencies are offered first. */
  isCommon: boolean;
};

/** [id, symbol, name]: the common currencies first, then the rest in code order. */
const COMMON: ReadonlyArray<readonly [string, string, string]> = [
  ['USD', '$', 'US Dollar'],
  ['EUR', '€', 'Euro'],
  ['GBP', '£', 'British Pound'],
  ['JPY', '¥', 'Japanese Yen'],
  ['CHF', 'CHF', 'Swiss Franc'],
  ['CAD', 'CA$', 'Canadian Dollar'],
  ['AUD', 'A$', 'Australian Dollar'],
  ['CNY', 'CN¥', 'Chinese Yuan'],
];

const OTHERS: ReadonlyArray<readonly [string, string, string]> = [
  ['AED', 'د.إ', 'UAE Dirham'],
  ['ALL', 'L', 'Albanian Lek'],
  ['AMD', '֏', 'Armenian Dram'],
  ['AOA', 'Kz', 'Angolan Kwanza'],
  ['ARS', 'AR$', 'Argentine Peso'],
  ['AWG', 'ƒ', 'Aruban Florin'],
  ['AZN', '₼', 'Azerbaijani Manat'],
  ['BAM', 'KM', 'Bosnia-Herzegovina Convertible Mark'],
  ['BBD', 'Bds$', 'Barbadian Dollar'],
  ['BDT', '৳', 'Bangladeshi Taka'],
  ['BGN', 'лв', 'Bulgarian Lev'],
  ['BHD', 'BD', 'Bahraini Dinar'],
  ['BND', 'B$', 'Brunei Dollar'],
  ['BOB', 'Bs', 'Bolivian Boliviano'],
  ['BRL', 'R$', 'Brazilian Real'],
  ['BSD', 'B$', 'Bahamian Dollar'],
  ['BWP', 'P', 'Botswanan Pula'],
  ['BYN', 'Br', 'Belarusian Ruble'],
  ['BZD', 'BZ$', 'Belize Dollar'],
  ['CLP', 'CLP$', 'Chilean Peso'],
  ['COP', 'COL$', 'Colombian Peso'],
  ['CRC', '₡', 'Costa Rican Colón'],
  ['CUP', '₱', 'Cuban Peso'],
  ['CZK', 'Kč', 'Czech Koruna'],
  ['DKK', 'kr', 'Danish Krone'],
  ['DOP', 'RD$', 'Dominican Peso'],
  ['DZD', 'DA', 'Algerian Dinar'],
  ['EGP', 'E£', 'Egyptian Pound'],
  ['ETB', 'Br', 'Ethiopian Birr'],
  ['FJD', 'FJ$', 'Fijian Dollar'],
  ['FKP', '£', 'Falkland Islands Pound'],
  ['GEL', '₾', 'Georgian Lari'],
  ['GHS', 'GH₵', 'Ghanaian Cedi'],
  ['GIP', '£', 'Gibraltar Pound'],
  ['GTQ', 'Q', 'Guatemalan Quetzal'],
  ['GYD', 'G$', 'Guyanese Dollar'],
  ['HKD', 'HK$', 'Hong Kong Dollar'],
  ['HNL', 'L', 'Honduran Lempira'],
  ['HUF', 'Ft', 'Hungarian Forint'],
  ['IDR', 'Rp', 'Indonesian Rupiah'],
  ['ILS', '₪', 'Israeli New Shekel'],
  ['INR', '₹', 'Indian Rupee'],
  ['IQD', 'ع.د', 'Iraqi Dinar'],
  ['IRR', '﷼', 'Iranian Rial'],
  ['ISK', 'kr', 'Icelandic Króna'],
  ['JMD', 'J$', 'Jamaican Dollar'],
  ['JOD', 'JD', 'Jordanian Dinar'],
  ['KES', 'KSh', 'Kenyan Shilling'],
  ['KGS', 'сом', 'Kyrgyzstani Som'],
  ['KHR', '៛', 'Cambodian Riel'],
  ['KRW', '₩', 'South Korean Won'],
  ['KWD', 'KD', 'Kuwaiti Dinar'],
  ['KYD', 'CI$', 'Cayman Islands Dollar'],
  ['KZT', '₸', 'Kazakhstani Tenge'],
  ['LAK', '₭', 'Lao Kip'],
  ['LBP', 'L£', 'Lebanese Pound'],
  ['LKR', 'Rs', 'Sri Lankan Rupee'],
  ['LYD', 'LD', 'Libyan Dinar'],
  ['MAD', 'DH', 'Moroccan Dirham'],
  ['MDL', 'L', 'Moldovan Leu'],
  ['MGA', 'Ar', 'Malagasy Ariary'],
  ['MKD', 'ден', 'Macedonian Denar'],
  ['MMK', 'K', 'Myanmar Kyat'],
  ['MNT', '₮', 'Mongolian Tögrög'],
  ['MOP', 'MOP$', 'Macanese Pataca'],
  ['MUR', 'Rs', 'Mauritian Rupee'],
  ['MVR', 'Rf', 'Maldivian Rufiyaa'],
  ['MWK', 'MK', 'Malawian Kwacha'],
  ['MXN', 'MX$', 'Mexican Peso'],
  ['MYR', 'RM', 'Malaysian Ringgit'],
  ['MZN', 'MT', 'Mozambican Metical'],
  ['NAD', 'N$', 'Namibian Dollar'],
  ['NGN', '₦', 'Nigerian Naira'],
  ['NIO', 'C$', 'Nicaraguan Córdoba'],
  ['NOK', 'kr', 'Norwegian Krone'],
  ['NPR', 'Rs', 'Nepalese Rupee'],
  ['NZD', 'NZ$', 'New Zealand Dollar'],
  ['OMR', 'ر.ع.', 'Omani Rial'],
  ['PAB', 'B/.', 'Panamanian Balboa'],
  ['PEN', 'S/', 'Peruvian Sol'],
  ['PGK', 'K', 'Papua New Guinean Kina'],
  ['PHP', '₱', 'Philippine Peso'],
  ['PKR', 'Rs', 'Pakistani Rupee'],
  ['PLN', 'zł', 'Polish Złoty'],
  ['PYG', '₲', 'Paraguayan Guaraní'],
  ['QAR', 'QR', 'Qatari Riyal'],
  ['RON', 'lei', 'Romanian Leu'],
  ['RSD', 'din', 'Serbian Dinar'],
  ['RUB', '₽', 'Russian Ruble'],
  ['RWF', 'RF', 'Rwandan Franc'],
  ['SAR', 'SR', 'Saudi Riyal'],
  ['SCR', 'SR', 'Seychellois Rupee'],
  ['SDG', 'SDG', 'Sudanese Pound'],
  ['SEK', 'kr', 'Swedish Krona'],
  ['SGD', 'S$', 'Singapore Dollar'],
  ['SHP', '£', 'St Helena Pound'],
  ['SRD', 'Sr$', 'Surinamese Dollar'],
  ['SZL', 'E', 'Swazi Lilangeni'],
  ['THB', '฿', 'Thai Baht'],
  ['TJS', 'SM', 'Tajikistani Somoni'],
  ['TMT', 'm', 'Turkmenistani Manat'],
  ['TND', 'DT', 'Tunisian Dinar'],
  ['TOP', 'T$', 'Tongan Paʻanga'],
  ['TRY', '₺', 'Turkish Lira'],
  ['TTD', 'TT$', 'Trinidad and Tobago Dollar'],
  ['TWD', 'NT$', 'New Taiwan Dollar'],
  ['TZS', 'TSh', 'Tanzanian Shilling'],
  ['UAH', '₴', 'Ukrainian Hryvnia'],
  ['UGX', 'USh', 'Ugandan Shilling'],
  ['UYU', '$U', 'Uruguayan Peso'],
  ['UZS', 'soʻm', 'Uzbekistani Som'],
  ['VES', 'Bs.S', 'Venezuelan Bolívar'],
  ['VND', '₫', 'Vietnamese Đồng'],
  ['VUV', 'VT', 'Vanuatu Vatu'],
  ['WST', 'WS$', 'Samoan Tālā'],
  ['XAF', 'FCFA', 'Central African CFA Franc'],
  ['XCD', 'EC$', 'East Caribbean Dollar'],
  ['XOF', 'CFA', 'West African CFA Franc'],
  ['XPF', 'CFPF', 'CFP Franc'],
  ['YER', '﷼', 'Yemeni Rial'],
  ['ZAR', 'R', 'South African Rand'],
  ['ZMW', 'ZK', 'Zambian Kwacha'],
];

export const CURRENCIES: readonly Currency[] = [
  ...COMMON.map(([id, symbol, name]) => ({ id, symbol, name, isCommon: true })),
  ...OTHERS.map(([id, symbol, name]) => ({ id, symbol, name, isCommon: false })),
];

const CURRENCIES_BY_ID: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((currency) => [currency.id, currency]));

export const CURRENCY_IDS: readonly string[] = CURRENCIES.map((currency) => currency.id);

/** Shown for a currency the list does not know. */
export const FALLBACK_CURRENCY_SYMBOL = '£';

export function isCurrencyId(id: string): boolean {
  return CURRENCIES_BY_ID.has(id);
}

export function currencyById(id: string): Currency | undefined {
  return CURRENCIES_BY_ID.get(id);
}

export function currencySymbol(id: string | undefined): string {
  return (id && CURRENCIES_BY_ID.get(id)?.symbol) || FALLBACK_CURRENCY_SYMBOL;
}

export const DEFAULT_CURRENCY: Currency = CURRENCIES_BY_ID.get(DEFAULT_CURRENCY_ID)!;
