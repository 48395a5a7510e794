import { LANGS, type Lang } from '@rihla/contract/constants'
import type { MailMessage } from '../../lib/mailer'

type Texts = { subject: string; intro: string; action: string; expiry: string; ignore: string }

// The mail of a password reset link, in the three languages of the panel.
const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'Reset your Rihla Admin password',
    intro: 'Someone asked to reset the password of your Rihla Admin account.',
    action: 'Choose a new password',
    expiry: 'This link works once, for one hour.',
    ignore: 'If you did not ask for it, ignore this mail: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Rihla Admin',
    intro: 'Une réinitialisation du mot de passe de votre compte Rihla Admin a été demandée.',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien ne sert qu’une fois, pendant une heure.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Rihla Admin',
    intro: 'طُلبت إعادة تعيين كلمة مرور حسابك في Rihla Admin.',
    action: 'اختر كلمة مرور جديدة',
    expiry: 'يعمل هذا الرابط مرة واحدة، لمدة ساعة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The reset mail: plain text and simple HTML, right to left in Arabic. */
export function resetMail(to: string, lang: Lang, resetUrl: string): MailMessage {
  const t = TEXTS[lang]
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const url = escapeHtml(resetUrl)
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${t.action}: ${resetUrl}\n\n${t.expiry}\n${t.ignore}\n`,
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.intro)}</p>
<p><a href="${url}">${escapeHtml(t.action)}</a></p>
<p style="word-break:break-all">${url}</p>
<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`,
  }
}

/** The mail's language: the one asked for, else the first known one of Accept-Language, else English. */
export function mailLang(asked: Lang | undefined, acceptLanguage: string | undefined): Lang {
  if (asked) return asked
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    const found = LANGS.find((lang) => lang === tag)
    if (found) return found
  }
  return 'en'
}
