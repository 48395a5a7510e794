import { MESSAGES } from '@rihla/contract/messages'

/**
 * The contract's messages (validation rules and server errors) in French and Arabic. The server
 * and the contract keep them in English, so the web translates them where it shows them, looked
 * up by their English text. The type requires every message of the contract.
 */
type MessageTexts = { [G in keyof typeof MESSAGES]: { [K in keyof (typeof MESSAGES)[G]]: string } }

/** A message with a number in it, e.g. "At most 100 characters". */
type Pattern = { en: RegExp; fr: string; ar: string }

export const messagesFr: MessageTexts = {
  signup: {
    username: "Le nom d'utilisateur ne doit contenir que des lettres et des espaces",
    email: 'Veuillez saisir une adresse e-mail valide',
    password: 'Le mot de passe doit contenir au moins 6 caractères',
    phone: 'Veuillez saisir un numéro de téléphone valide (10 à 15 chiffres)',
    failed: "L'inscription a échoué. Veuillez réessayer.",
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    tooMany: "Trop d'inscriptions depuis votre réseau. Veuillez réessayer plus tard.",
  },
  login: {
    invalid: 'E-mail ou mot de passe incorrect.',
    emailRequired: "L'e-mail est obligatoire",
    passwordRequired: 'Le mot de passe est obligatoire',
    blocked: 'Votre compte est bloqué.',
    tooMany: 'Trop de tentatives de connexion échouées. Veuillez réessayer plus tard.',
  },
  auth: {
    tokenRequired: 'Authentification requise',
    tokenInvalid: 'Jeton invalide ou expiré',
    refreshInvalid: 'Jeton de renouvellement invalide ou expiré',
    forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action.",
  },
  product: {
    title: 'Le titre est obligatoire',
    priceRequired: 'Le prix est obligatoire',
    priceInvalid: 'Veuillez saisir un prix valide',
    description: 'La description est obligatoire',
    location: 'Le lieu est obligatoire',
    wilaya: 'La wilaya est obligatoire',
    category: 'La catégorie est obligatoire',
    subcategory: 'La sous-catégorie est obligatoire',
    image: "L'image du produit est obligatoire",
  },
  banner: {
    required: 'Veuillez choisir une image',
    notImage: 'Veuillez choisir un fichier image valide',
    tooLarge: "La taille de l'image doit être inférieure à 10 Mo",
  },
  subcategory: {
    nameAr: 'Le nom arabe est obligatoire',
    nameFr: 'Le nom français est obligatoire',
    nameEn: 'Le nom anglais est obligatoire',
    category: "La catégorie doit être l'une des suivantes : A, B, C ou D",
    inUse: 'Cette sous-catégorie est utilisée par des produits et ne peut pas être supprimée.',
    notFound: 'Sous-catégorie introuvable',
  },
  twoFactor: {
    codeRequired: "Le code d'authentification est obligatoire",
    codeInvalid: "Code d'authentification incorrect.",
    challengeInvalid: 'Votre connexion a expiré. Veuillez vous reconnecter.',
    tooMany: 'Trop de codes incorrects. Veuillez réessayer plus tard.',
    alreadyEnabled: "L'authentification à deux facteurs est déjà activée.",
    notEnabled: "L'authentification à deux facteurs n'est pas activée.",
    noSetup: "Recommencez la configuration : aucune inscription n'est en cours.",
  },
  phone: {
    required: 'Le numéro de téléphone est obligatoire',
    invalid: 'Veuillez saisir un numéro algérien valide (0XXXXXXXXX ou +213XXXXXXXXX)',
  },
  rating: { invalid: 'La note doit être un nombre entier de 1 à 5' },
  generic: {
    badRequest: 'Requête invalide',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    tooLarge: 'La requête est trop volumineuse.',
    unsupportedType: 'Type de contenu non pris en charge.',
    notFound: 'Introuvable',
    internal: 'Erreur interne du serveur',
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer.',
    tooManyUploads: "Trop d'envois. Veuillez patienter avant d'envoyer à nouveau.",
    routeNotFound: 'Route introuvable',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
    timeout: 'La requête a mis trop de temps à arriver.',
  },
  integrity: {
    duplicate: 'Cet enregistrement existe déjà.',
    missingReference: "Ceci fait référence à un enregistrement qui n'existe pas.",
    stillReferenced: "Cet enregistrement est encore utilisé par d'autres.",
    outOfRange: "Une valeur est en dehors de l'intervalle autorisé.",
    missingValue: 'Une valeur obligatoire manque.',
  },
  restore: {
    subcategoryDeleted: 'Ce produit ne peut pas être restauré : sa sous-catégorie a été supprimée.',
    subcategoryMoved:
      'Ce produit ne peut pas être restauré : sa sous-catégorie appartient désormais à une autre catégorie.',
  },
}

export const messagesAr: MessageTexts = {
  signup: {
    username: 'يجب أن يحتوي اسم المستخدم على حروف ومسافات فقط',
    email: 'يرجى إدخال بريد إلكتروني صالح',
    password: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
    phone: 'يرجى إدخال رقم هاتف صالح (من 10 إلى 15 رقمًا)',
    failed: 'فشل التسجيل. يرجى المحاولة مرة أخرى.',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
    tooMany: 'عدد كبير من عمليات التسجيل من شبكتك. يرجى المحاولة لاحقًا.',
  },
  login: {
    invalid: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    emailRequired: 'البريد الإلكتروني مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    blocked: 'حسابك محظور.',
    tooMany: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة لاحقًا.',
  },
  auth: {
    tokenRequired: 'المصادقة مطلوبة',
    tokenInvalid: 'رمز الدخول غير صالح أو منتهي الصلاحية',
    refreshInvalid: 'رمز التجديد غير صالح أو منتهي الصلاحية',
    forbidden: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
  },
  product: {
    title: 'العنوان مطلوب',
    priceRequired: 'السعر مطلوب',
    priceInvalid: 'يرجى إدخال سعر صالح',
    description: 'الوصف مطلوب',
    location: 'الموقع مطلوب',
    wilaya: 'الولاية مطلوبة',
    category: 'الفئة مطلوبة',
    subcategory: 'الفئة الفرعية مطلوبة',
    image: 'صورة المنتج مطلوبة',
  },
  banner: {
    required: 'يرجى اختيار صورة',
    notImage: 'يرجى اختيار ملف صورة صالح',
    tooLarge: 'يجب أن يكون حجم الصورة أقل من 10 ميغابايت',
  },
  subcategory: {
    nameAr: 'الاسم بالعربية مطلوب',
    nameFr: 'الاسم بالفرنسية مطلوب',
    nameEn: 'الاسم بالإنجليزية مطلوب',
    category: 'يجب أن تكون الفئة إحدى القيم A أو B أو C أو D',
    inUse: 'هذه الفئة الفرعية مستخدمة في منتجات ولا يمكن حذفها.',
    notFound: 'الفئة الفرعية غير موجودة',
  },
  twoFactor: {
    codeRequired: 'رمز المصادقة مطلوب',
    codeInvalid: 'رمز المصادقة غير صحيح.',
    challengeInvalid: 'انتهت صلاحية تسجيل الدخول. يرجى تسجيل الدخول من جديد.',
    tooMany: 'رموز خاطئة كثيرة. يرجى المحاولة لاحقًا.',
    alreadyEnabled: 'المصادقة الثنائية مفعّلة بالفعل.',
    notEnabled: 'المصادقة الثنائية غير مفعّلة.',
    noSetup: 'ابدأ الإعداد من جديد: لا يوجد تسجيل جارٍ.',
  },
  phone: {
    required: 'رقم الهاتف مطلوب',
    invalid: 'يرجى إدخال رقم هاتف جزائري صالح (0XXXXXXXXX أو +213XXXXXXXXX)',
  },
  rating: { invalid: 'يجب أن يكون التقييم عددًا صحيحًا من 1 إلى 5' },
  generic: {
    badRequest: 'طلب غير صالح',
    invalidJson: 'محتوى الطلب ليس JSON صالحًا.',
    tooLarge: 'الطلب كبير جدًا.',
    unsupportedType: 'نوع المحتوى غير مدعوم.',
    notFound: 'غير موجود',
    internal: 'خطأ داخلي في الخادم',
    unavailable: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
    tooManyUploads: 'عدد كبير من عمليات الرفع. يرجى الانتظار قبل الرفع مجددًا.',
    routeNotFound: 'المسار غير موجود',
    headersTooLarge: 'ترويسات الطلب كبيرة جدًا.',
    timeout: 'استغرق وصول الطلب وقتًا طويلًا.',
  },
  integrity: {
    duplicate: 'هذا السجل موجود بالفعل.',
    missingReference: 'يشير هذا إلى سجل غير موجود.',
    stillReferenced: 'هذا السجل لا يزال مستخدمًا من قبل سجلات أخرى.',
    outOfRange: 'إحدى القيم خارج النطاق المسموح به.',
    missingValue: 'إحدى القيم المطلوبة مفقودة.',
  },
  restore: {
    subcategoryDeleted: 'لا يمكن استعادة هذا المنتج: تم حذف فئته الفرعية.',
    subcategoryMoved: 'لا يمكن استعادة هذا المنتج: فئته الفرعية تنتمي الآن إلى فئة أخرى.',
  },
}

/** Messages the contract builds with a number (field lengths); `{n}` is that number. */
const PATTERNS: Pattern[] = [
  { en: /^At most (\d+) characters$/, fr: '{n} caractères au maximum', ar: '{n} حرفًا كحد أقصى' },
]

type Translations = { fr: MessageTexts; ar: MessageTexts }

function buildIndex(translations: Translations): Map<string, { fr: string; ar: string }> {
  const index = new Map<string, { fr: string; ar: string }>()
  for (const [group, texts] of Object.entries(MESSAGES)) {
    for (const [key, text] of Object.entries(texts)) {
      const fr = lookup(translations.fr, group, key)
      const ar = lookup(translations.ar, group, key)
      // Two keys may share one English text; the first translation wins, which is fine since
      // both say the same thing.
      if (fr !== undefined && ar !== undefined && !index.has(text)) index.set(text, { fr, ar })
    }
  }
  return index
}

function lookup(texts: MessageTexts, group: string, key: string): string | undefined {
  const groupTexts: Record<string, Record<string, string>> = texts
  return groupTexts[group]?.[key]
}

const index = buildIndex({ fr: messagesFr, ar: messagesAr })

/**
 * The French or Arabic text of a contract message, looked up by its English text; English and
 * unknown texts (a server message the contract does not list) come back unchanged.
 */
export function translateServerMessage(text: string, locale: 'en' | 'fr' | 'ar'): string {
  if (locale === 'en') return text
  const known = index.get(text)
  if (known) return known[locale]
  for (const pattern of PATTERNS) {
    const match = pattern.en.exec(text)
    if (match) return pattern[locale].replace('{n}', match[1] ?? '')
  }
  return text
}
