import type { AppealOutcome, Statement } from '@rihla/contract/appeals'
import type { Lang } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import type { RejectionReason } from '@rihla/contract/products'
import type { MailMessage } from '../../lib/mailer'

/** What a seller is mailed about (decision 057). */
export type SellerMailEvent =
  | { kind: 'reject'; statement: Statement }
  | { kind: 'approve'; title: string }
  | { kind: 'outcome'; title: string; outcome: AppealOutcome; note: string | null }

type Texts = {
  rejectSubject: string
  rejectIntro: string
  reason: string
  note: string
  version: string
  signals: [yes: string, no: string]
  decided: string
  appealHow: string
  approveSubject: string
  approveIntro: string
  upholdSubject: string
  upholdIntro: string
  overturnSubject: string
  overturnIntro: string
  open: string
  reasons: Record<RejectionReason, string>
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    rejectSubject: 'Your listing “{title}” was not approved',
    rejectIntro:
      'A moderator did not approve your listing “{title}”. This is the statement of reasons.',
    reason: 'Reason',
    note: 'Moderator’s note',
    version: 'Version reviewed: {version}',
    signals: [
      'An automatic duplicate or risk signal was on the listing; a person took the decision.',
      'No automatic signal was on the listing; a person took the decision.',
    ],
    decided: 'Decided by a moderator on {date}.',
    appealHow:
      'You may appeal once, until {until}, from My listings: another moderator will decide. You may also edit the listing and resubmit it.',
    approveSubject: 'Your listing “{title}” is live',
    approveIntro: 'Your listing “{title}” was approved and is now published.',
    upholdSubject: 'Your appeal about “{title}” was decided',
    upholdIntro:
      'Another moderator reviewed your appeal about “{title}” and kept the rejection. This decision is final for this version; you may edit the listing and resubmit it.',
    overturnSubject: 'Your appeal about “{title}” succeeded',
    overturnIntro:
      'Another moderator reviewed your appeal about “{title}” and reversed the rejection: the listing is now published.',
    open: 'Open My listings',
    reasons: MESSAGES.rejection,
  },
  fr: {
    rejectSubject: 'Votre annonce « {title} » n’a pas été approuvée',
    rejectIntro:
      'Un modérateur n’a pas approuvé votre annonce « {title} ». Voici l’exposé des motifs.',
    reason: 'Motif',
    note: 'Note du modérateur',
    version: 'Version examinée : {version}',
    signals: [
      'Un signal automatique de doublon ou de risque figurait sur l’annonce ; une personne a pris la décision.',
      'Aucun signal automatique ne figurait sur l’annonce ; une personne a pris la décision.',
    ],
    decided: 'Décision prise par un modérateur le {date}.',
    appealHow:
      'Vous pouvez faire un recours une fois, jusqu’au {until}, depuis Mes annonces : un autre modérateur tranchera. Vous pouvez aussi modifier l’annonce et la soumettre à nouveau.',
    approveSubject: 'Votre annonce « {title} » est en ligne',
    approveIntro: 'Votre annonce « {title} » a été approuvée et est maintenant publiée.',
    upholdSubject: 'Votre recours concernant « {title} » a été tranché',
    upholdIntro:
      'Un autre modérateur a examiné votre recours concernant « {title} » et a maintenu le refus. Cette décision est définitive pour cette version ; vous pouvez modifier l’annonce et la soumettre à nouveau.',
    overturnSubject: 'Votre recours concernant « {title} » a abouti',
    overturnIntro:
      'Un autre modérateur a examiné votre recours concernant « {title} » et a annulé le refus : l’annonce est maintenant publiée.',
    open: 'Ouvrir Mes annonces',
    reasons: {
      incomplete_description: 'La description est incomplète.',
      wrong_category: "L'annonce n'est pas dans la bonne catégorie.",
      prohibited_content: "L'annonce propose quelque chose qui n'est pas autorisé.",
      poor_photos: 'Les photos sont de mauvaise qualité ou trompeuses.',
      duplicate: 'Cette annonce fait double emploi avec une autre.',
      unrealistic_price: "Le prix n'est pas réaliste.",
      contact_details: 'Le texte contient des coordonnées.',
      other: 'Un autre motif, précisé dans la note.',
    },
  },
  ar: {
    rejectSubject: 'لم تتم الموافقة على إعلانك «{title}»',
    rejectIntro: 'لم يوافق أحد المراقبين على إعلانك «{title}». هذا بيان الأسباب.',
    reason: 'السبب',
    note: 'ملاحظة المراقب',
    version: 'النسخة التي رُوجعت: {version}',
    signals: [
      'كانت على الإعلان إشارة آلية إلى تكرار أو خطر؛ وقد اتخذ شخص القرار.',
      'لم تكن على الإعلان أي إشارة آلية؛ وقد اتخذ شخص القرار.',
    ],
    decided: 'قرار أحد المراقبين بتاريخ {date}.',
    appealHow:
      'يمكنك الطعن مرة واحدة حتى {until} من صفحة إعلاناتي: سيبت فيه مراقب آخر. ويمكنك أيضًا تعديل الإعلان وإعادة إرساله.',
    approveSubject: 'إعلانك «{title}» منشور',
    approveIntro: 'تمت الموافقة على إعلانك «{title}» وهو منشور الآن.',
    upholdSubject: 'تم البت في طعنك بشأن «{title}»',
    upholdIntro:
      'راجع مراقب آخر طعنك بشأن «{title}» وأبقى على الرفض. هذا القرار نهائي لهذه النسخة؛ يمكنك تعديل الإعلان وإعادة إرساله.',
    overturnSubject: 'قُبل طعنك بشأن «{title}»',
    overturnIntro: 'راجع مراقب آخر طعنك بشأن «{title}» وألغى الرفض: الإعلان منشور الآن.',
    open: 'افتح إعلاناتي',
    reasons: {
      incomplete_description: 'الوصف غير مكتمل.',
      wrong_category: 'الإعلان في فئة خاطئة.',
      prohibited_content: 'الإعلان يعرض شيئًا غير مسموح به.',
      poor_photos: 'الصور رديئة أو مضللة.',
      duplicate: 'هذا الإعلان مكرر لإعلان آخر.',
      unrealistic_price: 'السعر غير واقعي.',
      contact_details: 'النص يحتوي على معلومات اتصال.',
      other: 'سبب آخر موضح في الملاحظة.',
    },
  },
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

const LOCALES: Record<Lang, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-DZ' }
const dateOf = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  )

/** A seller's mail in their language: plain text and simple HTML, right to left in Arabic. */
export function sellerMail(
  to: string,
  lang: Lang,
  event: SellerMailEvent,
  listingsUrl: string,
): MailMessage {
  const t = TEXTS[lang]
  let subject: string
  let lines: string[]
  if (event.kind === 'reject') {
    const s = event.statement
    subject = fill(t.rejectSubject, { title: s.title })
    lines = [
      fill(t.rejectIntro, { title: s.title }),
      `${t.reason}: ${t.reasons[s.reason]}`,
      ...(s.note ? [`${t.note}: ${s.note}`] : []),
      fill(t.version, { version: s.version }),
      s.signals ? t.signals[0] : t.signals[1],
      fill(t.decided, { date: dateOf(s.decidedAt, lang) }),
      fill(t.appealHow, { until: dateOf(s.appeal.until, lang) }),
    ]
  } else if (event.kind === 'approve') {
    subject = fill(t.approveSubject, { title: event.title })
    lines = [fill(t.approveIntro, { title: event.title })]
  } else {
    const upheld = event.outcome === 'uphold'
    subject = fill(upheld ? t.upholdSubject : t.overturnSubject, { title: event.title })
    lines = [
      fill(upheld ? t.upholdIntro : t.overturnIntro, { title: event.title }),
      ...(event.note ? [`${t.note}: ${event.note}`] : []),
    ]
  }
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const url = escapeHtml(listingsUrl)
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${t.open}: ${listingsUrl}\n`,
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${url}">${escapeHtml(t.open)}</a></p>
</body></html>`,
  }
}
