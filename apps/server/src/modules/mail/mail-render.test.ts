import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { renderMail, type MailSite } from './mail-render.ts';
import { MAIL_KINDS, MAIL_TEXTS, type MailKind, type MailParams } from './mail-texts.ts';

const site: MailSite = {
  name: 'Network <One>',
  origin: 'https://portal.example.com',
  logo: '/api/site/image/abc.png',
  colorPrimary: '6d28d9',
  colorPrimaryDim: 'ede9fe',
};

/** A value per placeholder that cannot be mistaken for a word of any language. */
const sample = (kind: MailKind) =>
  Object.fromEntries(
    MAIL_KINDS[kind].map((name) => [
      name,
      name.endsWith('ink') ? `https://portal.example.com/${name}-${kind}` : `«${name}-value»`,
    ]),
  ) as MailParams<typeof kind>;

describe('email messages', () => {
  for (const locale of LOCALES)
    for (const kind of Object.keys(MAIL_KINDS) as MailKind[])
      it(`renders ${kind} in ${locale} with every text and value`, () => {
        const params = sample(kind);
        const mail = renderMail(kind, params, { locale, site, nickname: 'Mina' });
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\w+\}/);
          expect(part.trim()).not.toBe('');
        }
        for (const value of Object.values(params)) expect(mail.text).toContain(value);
        expect(mail.text).toContain('Mina');
        expect(mail.text).toContain('Network <One>');
        // The HTML escapes what people typed, carries the language, the logo and colours.
        expect(mail.html).toContain('Network &lt;One&gt;');
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).toContain('src="https://portal.example.com/api/site/image/abc.png"');
        expect(mail.html).toContain('#6d28d9');
        expect(mail.html).toContain(`href="${params.link}"`);
        expect(mail.html).toContain(MAIL_TEXTS[locale].kinds[kind].action);
      });

  it('has every text in every language, translated', () => {
    for (const locale of LOCALES) {
      const texts = MAIL_TEXTS[locale];
      for (const kind of Object.keys(MAIL_KINDS) as MailKind[]) {
        const own = texts.kinds[kind];
        const english = MAIL_TEXTS.en.kinds[kind];
        expect(own.lines).toHaveLength(english.lines.length);
        for (const [index, text] of [own.subject, own.action, ...own.lines].entries()) {
          expect(text.trim(), `${locale} ${kind} #${index}`).not.toBe('');
          if (locale !== 'en')
            expect(text, `${locale} ${kind} #${index} is English`).not.toBe(
              [english.subject, english.action, ...english.lines][index],
            );
        }
        // Each line names the same values as its English one.
        own.lines.forEach((line, index) =>
          expect(new Set(line.match(/\{\w+\}/g))).toEqual(
            new Set(english.lines[index]!.match(/\{\w+\}/g)),
          ),
        );
      }
    }
  });

  it('says in every language why a kind with its own footer was sent', () => {
    const kinds = (Object.keys(MAIL_KINDS) as MailKind[]).filter(
      (kind) => MAIL_TEXTS.en.kinds[kind].footer !== undefined,
    );
    expect(kinds).toContain('operatorInvite');
    for (const locale of LOCALES)
      for (const kind of kinds) {
        const footer = MAIL_TEXTS[locale].kinds[kind].footer;
        const english = MAIL_TEXTS.en.kinds[kind].footer!;
        expect(footer?.trim(), `${locale} ${kind} footer`).toBeTruthy();
        if (locale !== 'en')
          expect(footer, `${locale} ${kind} footer is English`).not.toBe(english);
        expect(new Set(footer!.match(/\{\w+\}/g))).toEqual(new Set(english.match(/\{\w+\}/g)));
        const params = sample(kind);
        const mail = renderMail(kind, params, { locale, site, nickname: 'Mina' });
        // The kind's own footer stands in for the one about having an account.
        expect(mail.text).not.toContain(MAIL_TEXTS[locale].footer.replace('{site}', site.name));
        expect(mail.text).toContain(
          footer!
            .replace('{site}', site.name)
            .replace(/\{(\w+)\}/g, (_, name: string) =>
              String((params as Record<string, string>)[name]),
            ),
        );
      }
  });

  for (const locale of LOCALES)
    it(`links a kind the reader may turn off to the unsubscribe page in ${locale}`, () => {
      const page = 'https://portal.example.com/unsubscribe?token=1.2.weeklyDigest.k.mac';
      const params = sample('weeklyDigest');
      const mail = renderMail('weeklyDigest', params, {
        locale,
        site,
        nickname: 'Mina',
        unsubscribe: page,
      });
      const label = MAIL_TEXTS[locale].unsubscribe;
      expect(label.trim()).not.toBe('');
      if (locale !== 'en') expect(label).not.toBe(MAIL_TEXTS.en.unsubscribe);
      expect(mail.text).toContain(`${label}: ${page}`);
      expect(mail.html).toContain(`href="${page}"`);
      expect(mail.html).toContain(`>${label}</a>`);
      // Without one (a password reset), the message has no unsubscribe link.
      const reset = renderMail('passwordReset', sample('passwordReset'), {
        locale,
        site,
        nickname: 'Mina',
      });
      expect(reset.text).not.toContain(label);
    });

  it('makes an address besides the button’s a link in the HTML part', () => {
    const mail = renderMail(
      'signUpAttempt',
      {
        link: 'https://portal.example.com/en/login',
        resetLink: 'https://portal.example.com/en/forgot-password?a=1&b=2',
      },
      { locale: 'en', site, nickname: 'Mina' },
    );
    expect(mail.text).toContain(
      'reset it here: https://portal.example.com/en/forgot-password?a=1&b=2',
    );
    expect(mail.html).toMatch(
      /reset it here: <a href="https:\/\/portal\.example\.com\/en\/forgot-password\?a=1&amp;b=2" style="[^"]*">https:\/\/portal\.example\.com\/en\/forgot-password\?a=1&amp;b=2<\/a><\/p>/,
    );
  });

  it('leaves out the line of a value not given (a review without a note)', () => {
    const mail = renderMail(
      'channelRejected',
      { channel: 'My Channel', note: '', link: 'https://portal.example.com/manage-channel' },
      { locale: 'en', site, nickname: 'Mina' },
    );
    expect(mail.text).not.toContain('Note from the network');
    expect(mail.text).toContain('The network has rejected My Channel.');
  });

  it('writes without a logo the site name in its colour', () => {
    const mail = renderMail(
      'welcome',
      { email: 'mina@example.com', link: 'https://portal.example.com/login' },
      { locale: 'ko', site: { ...site, logo: null }, nickname: 'Mina' },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toMatch(/<strong style="[^"]*color:#6d28d9[^"]*">Network &lt;One&gt;/);
  });
});
