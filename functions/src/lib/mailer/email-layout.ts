import mjml2html from 'mjml';
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

function block(item: EmailBlock, brand: EmailBrand): string {
  if (item.kind === 'paragraph') return `<mj-text>${item.html}</mj-text>`;
  const url = attribute(item.url);
  return [
    `<mj-button href="${url}" background-color="${attribute(brand.navColour)}" color="${brand.isDark ? '#ffffff' : TEXT_COLOUR}" font-weight="600" border-radius="6px" inner-padding="12px 28px" align="left">${escapeHtml(item.label)}</mj-button>`,
    `<mj-text font-size="12px" color="${MUTED_COLOUR}">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${MUTED_COLOUR};word-break:break-all">${escapeHtml(item.url)}</a></mj-text>`,
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
 * The designed mail: the brand's header band with its logo, the body's paragraphs, the action as a
 * button (the raw link below it as a fallback line), and a footer with the support address; made
 * responsive and with its CSS inlined by MJML. The text part is the template's text with the
 * footer's words.
 */
export async function layoutEmail(rendered: RenderedEmail, brand: EmailBrand): Promise<{ html: string; text: string }> {
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(rendered.subject)}</mj-title>
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
        ${rendered.blocks.map((item) => block(item, brand)).join('\n')}
      </mj-column></mj-section>
      ${footer(brand)}
    </mj-wrapper>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft' });
  if (errors.length > 0) throw new Error(`The e-mail layout is invalid: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  const footerLine = footerText(brand);
  return { html, text: footerLine ? `${rendered.text}\n\n--\n${footerLine}` : rendered.text };
}
