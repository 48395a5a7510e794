import { LANGS, type Lang } from '@rihla/contract/constants'
import type { StaffRole } from '@rihla/contract/staff'
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

type InviteTexts = Texts & { as: Record<StaffRole, string> }

// The mail of a staff invitation: the same shape, the link valid three days.
const INVITE_TEXTS: Record<Lang, InviteTexts> = {
  en: {
    subject: 'You are invited to Rihla Admin',
    intro: 'An administrator invited you to Rihla Admin as {role}.',
    action: 'Choose your password',
    expiry: 'This link works once, for three days.',
    ignore: 'If you did not expect this invitation, ignore this mail: no password is set.',
    as: { admin: 'an administrator', moderator: 'a moderator' },
  },
  fr: {
    subject: 'Vous êtes invité sur Rihla Admin',
    intro: 'Un administrateur vous a invité sur Rihla Admin en tant que {role}.',
    action: 'Choisir votre mot de passe',
    expiry: 'Ce lien ne sert qu’une fois, pendant trois jours.',
    ignore:
      'Si vous n’attendiez pas cette invitation, ignorez ce message : aucun mot de passe n’est défini.',
    as: { admin: 'administrateur', moderator: 'modérateur' },
  },
  ar: {
    subject: 'دعوة إلى Rihla Admin',
    intro: 'دعاك أحد المديرين إلى Rihla Admin بصفة {role}.',
    action: 'اختر كلمة مرورك',
    expiry: 'يعمل هذا الرابط مرة واحدة، لمدة ثلاثة أيام.',
    ignore: 'إذا لم تكن تنتظر هذه الدعوة، فتجاهل هذه الرسالة: لم تُعيَّن أي كلمة مرور.',
    as: { admin: 'مدير', moderator: 'مراقب' },
  },
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The reset mail: plain text and simple HTML, right to left in Arabic. */
export function resetMail(to: string, lang: Lang, resetUrl: string): MailMessage {
  return linkMail(to, lang, TEXTS[lang], resetUrl)
}

/** The invitation mail of a new staff member, naming the role they are invited as. */
export function inviteMail(to: string, lang: Lang, role: StaffRole, inviteUrl: string) {
  const t = INVITE_TEXTS[lang]
  return linkMail(to, lang, { ...t, intro: t.intro.replace('{role}', t.as[role]) }, inviteUrl)
}

function linkMail(to: string, lang: Lang, t: Texts, resetUrl: string): MailMessage {
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
