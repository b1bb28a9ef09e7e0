import { signOut } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { settingsSchemas } from '../../src/domain/settings/settings-documents';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, waitForMail } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient } from '../support/stack-client';

// A template mail as it arrives in the local inbox: dressed in the seeded demo's brand, from its address.

const { eventId } = getStack();
const { auth, call, close } = connectStackClient('email-layout');

afterAll(async () => {
  await close();
});

describe('a template mail in the inbox', () => {
  it('has the logo in the navigation colour, the action as a button with the link as a fallback, the support footer, a text part, and the from address', async () => {
    const paths = eventPaths(eventId);
    const emails = settingsSchemas.emails.parse((await adminDb().doc(paths.settings('emails')).get()).data());
    const branding = settingsSchemas.branding.parse((await adminDb().doc(paths.settings('branding')).get()).data());
    expect(emails.supportEmail).not.toBe('');
    await signOut(auth);
    const person = await createPerson();
    await call('getForgotPassLink_LEGACY', { email: person.email, continuePath: '/' });

    const mail = await waitForMail(person.email);
    const html = mail.html.replace(/\s+/g, ' ');
    const link = mail.text.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/)![0];
    const escapedLink = link.replaceAll('&', '&amp;');
    expect(html).toContain(
      `src="${(branding.navTheme === 'dark' ? branding.invertedLogo : branding.logo).replaceAll('&', '&amp;')}"`,
    );
    expect(html).toContain(`background-color:${branding.navBgColor}`);
    expect(html).toMatch(
      new RegExp(`<a href="${escapedLink.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}"[^>]*> Choose a new password </a>`),
    );
    expect(html).toContain('If the button does not work, copy this link into your browser:');
    expect(html).toContain(`<a href="mailto:${emails.supportEmail}"`);
    expect(mail.text).toContain(`Questions? Contact ${emails.supportEmail}.`);
    expect(mail.text).not.toContain('<');
    expect(mail.from[0]?.address).toBe(emails.fromEmail.match(/<(.+)>/)?.[1] ?? emails.fromEmail);
  });
});
