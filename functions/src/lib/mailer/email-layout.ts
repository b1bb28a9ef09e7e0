import { randomBytes } from 'node:crypto';
import { escapeHtml, type EmailBlock, type RenderedEmail } from '../../../../src/domain/email-templates';

/** What an event's mails are dressed in: its name, logo, navigation colour and support address. */
export interface EmailBrand {
  eventName: string;
  /** The logo for the header band: the inverted logo on a dark navigation colour, else the logo ('' for none). */
  logoUrl: string;
  navColour: string;
  /** Whether the navigation colour is dark (white text on it). */
  isDark: boolean;
  supportEmail: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT_COLOUR = '#212529';
const MUTED_COLOUR = '#6c757d';

function attribute(value: string): string {
  return escapeHtml(value);
}

function header(brand: EmailBrand): string {
  const ink = brand.isDark ? '#ffffff' : TEXT_COLOUR;
  const mark = brand.logoUrl
    ? `<mj-image src="${attribute(brand.logoUrl)}" alt="${attribute(brand.eventName)}" width="300px" align="left" padding="0" />`
    : `<mj-text color="${ink}" font-size="20px" font-weight="700" padding="0">${escapeHtml(brand.eventName)}</mj-text>`;
  return `<mj-section background-color="${attribute(brand.navColour)}" padding="20px 24px"><mj-column>${mark}</mj-column></mj-section>`;
}

/**
 * A block as MJML, its content given as already-escaped HTML: a paragraph's html, an action's url
 * (used as an attribute and as text, which escape alike) and label.
 */
function block(
  kind: EmailBlock['kind'],
  content: { html: string; url: string; label: string },
  brand: EmailBrand,
): string {
  if (kind === 'paragraph') return `<mj-text>${content.html}</mj-text>`;
  return [
    `<mj-button href="${content.url}" background-color="${attribute(brand.navColour)}" color="${brand.isDark ? '#ffffff' : TEXT_COLOUR}" font-weight="600" border-radius="6px" inner-padding="12px 28px" align="left">${content.label}</mj-button>`,
    `<mj-text font-size="12px" color="${MUTED_COLOUR}">If the button does not work, copy this link into your browser:<br><a href="${content.url}" style="color:${MUTED_COLOUR};word-break:break-all">${content.url}</a></mj-text>`,
  ].join('\n');
}

function footerText(brand: EmailBrand): string {
  return brand.supportEmail ? `Questions? Contact ${brand.supportEmail}.` : '';
}

function footer(brand: EmailBrand): string {
  const support = brand.supportEmail
    ? `Questions? Contact <a href="mailto:${attribute(brand.supportEmail)}" style="color:${MUTED_COLOUR}">${escapeHtml(brand.supportEmail)}</a>.<br>`
    : '';
  return `<mj-section padding="16px 24px"><mj-column><mj-text font-size="12px" color="${MUTED_COLOUR}" align="center">${support}${escapeHtml(brand.eventName)}</mj-text></mj-column></mj-section>`;
}

/**
 * A slot of a compiled layout: a word that MJML passes through untouched and no mail contains, as it
 * carries a nonce of this process.
 */
const SLOT_NONCE = randomBytes(6).toString('hex');
const slot = (index: number) => `mjslot${SLOT_NONCE}n${index}n${SLOT_NONCE}`;
const SLOT_PATTERN = new RegExp(`mjslot${SLOT_NONCE}n(\\d+)n${SLOT_NONCE}`, 'g');

/**
 * The designed mail with a slot for each piece of content (the title, then per block its html, or
 * its url and label): compiled by MJML once per brand and sequence of block kinds, then filled per
 * mail, since compiling costs a few milliseconds of CPU a mail and an import sends hundreds alike.
 */
async function compileLayout(kinds: readonly EmailBlock['kind'][], brand: EmailBrand): Promise<string> {
  let next = 0;
  const blocks = kinds.map((kind) => {
    const [first, second] = [slot(next++), slot(next++)];
    return block(kind, { html: first, url: first, label: second }, brand);
  });
  const source = `<mjml>
  <mj-head>
    <mj-title>${slot(next)}</mj-title>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.5" color="${TEXT_COLOUR}" padding="8px 24px" />
      <mj-button padding="12px 24px" font-size="16px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-wrapper padding="24px 0">
      ${header(brand)}
      <mj-section background-color="#ffffff" padding="16px 0"><mj-column>
        ${blocks.join('\n')}
      </mj-column></mj-section>
      ${footer(brand)}
    </mj-wrapper>
  </mj-body>
</mjml>`;
  // Loaded on the first mail, not with every function (it took 0.6 s of each instance's start).
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft' });
  if (errors.length > 0)
    throw new Error(`The email layout is invalid: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

/** Compiled layouts by brand and block kinds; a handful per event, dropped all at once past the limit. */
const compiledLayouts = new Map<string, Promise<string>>();
const COMPILED_LAYOUTS_LIMIT = 100;

function compiledLayout(kinds: readonly EmailBlock['kind'][], brand: EmailBrand): Promise<string> {
  const key = JSON.stringify([kinds, brand]);
  let compiled = compiledLayouts.get(key);
  if (!compiled) {
    if (compiledLayouts.size >= COMPILED_LAYOUTS_LIMIT) compiledLayouts.clear();
    compiled = compileLayout(kinds, brand);
    compiledLayouts.set(key, compiled);
    // A failed compile is not kept: the next mail tries again.
    compiled.catch(() => compiledLayouts.delete(key));
  }
  return compiled;
}

/**
 * The designed mail: the brand's header band with its logo, the body's paragraphs, the action as a
 * button (the raw link below it as a fallback line), and a footer with the support address; made
 * responsive and with its CSS inlined by MJML. The text part is the template's text with the
 * footer's words.
 */
export async function layoutEmail(rendered: RenderedEmail, brand: EmailBrand): Promise<{ html: string; text: string }> {
  const layout = await compiledLayout(
    rendered.blocks.map((item) => item.kind),
    brand,
  );
  const contents = rendered.blocks.flatMap((item) =>
    item.kind === 'paragraph' ? [item.html, ''] : [attribute(item.url), escapeHtml(item.label)],
  );
  contents.push(escapeHtml(rendered.subject));
  const html = layout.replace(SLOT_PATTERN, (_slot, index: string) => contents[Number(index)] ?? '');
  const footerLine = footerText(brand);
  return { html, text: footerLine ? `${rendered.text}\n\n--\n${footerLine}` : rendered.text };
}
