import type { Lang as Locale } from '@rihla/contract/constants'
import {
  fillPlaceholders,
  type MessageCode,
  paramsIn,
  schemaCode,
} from '@rihla/contract/message-codes'
import type { MESSAGES } from '@rihla/contract/messages'

/** The contract's messages (validation rules and server errors) in French and Arabic. */

type MessageTexts = { [G in keyof typeof MESSAGES]: { [K in keyof (typeof MESSAGES)[G]]: string } }

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
    refreshTooMany: 'Trop de renouvellements de session. Veuillez réessayer dans une minute.',
    forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action.",
    stepUpRequired: 'Confirmez votre mot de passe pour continuer.',
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
    notFound: 'Produit introuvable',
    subcategoryMismatch: "La sous-catégorie n'appartient pas à la catégorie choisie.",
    notWaiting: "Ce produit n'est pas en attente d'approbation.",
    alreadyApproved: 'Ce produit a déjà été approuvé par {name} le {at}.',
    alreadyRejected: 'Ce produit a déjà été rejeté par {name} le {at}.',
    claimed: 'Ce produit est en cours de vérification par {name}.',
    undoExpired: 'Le délai pour annuler cette suppression est dépassé.',
    bulkNotFound: 'Produits introuvables : {ids}.',
    bulkNotWaiting: "Produits non en attente d'approbation : {ids}.",
    bulkEmpty: 'Choisissez au moins un produit.',
    bulkTooMany: 'Au maximum {max} produits à la fois.',
    deleted: 'Produit supprimé',
    rejectReason: 'Choisissez un motif de refus.',
    rejectNoteRequired: 'Expliquez le refus dans une note.',
    rejectNote: 'La note doit être un texte.',
    nothingToUndo: "Ce produit n'a aucune décision à annuler.",
    notRejected: 'Seule une annonce refusée peut être soumise à nouveau.',
    notOwner: 'Seul son propriétaire peut soumettre à nouveau cette annonce.',
    tooManyPictures: 'Une annonce a au plus {max} photos.',
    pictureNotFound: 'Photo introuvable',
    lastPicture: 'Une annonce garde au moins une photo.',
    pictureOrder: "L'ordre doit nommer chacune des photos de l'annonce une fois.",
    changedSinceReview:
      'Cette annonce a changé depuis que vous l’avez ouverte. Revoyez-la puis décidez.',
    bulkChanged: 'Annonces modifiées depuis que vous les avez ouvertes : {ids}.',
    tooManyChanges:
      "Trop de modifications d'annonces. Veuillez patienter avant de modifier à nouveau.",
  },
  rejection: {
    incomplete_description: 'La description est incomplète.',
    wrong_category: "L'annonce n'est pas dans la bonne catégorie.",
    prohibited_content: "L'annonce propose quelque chose qui n'est pas autorisé.",
    poor_photos: 'Les photos sont de mauvaise qualité ou trompeuses.',
    duplicate: 'Cette annonce fait double emploi avec une autre.',
    unrealistic_price: "Le prix n'est pas réaliste.",
    contact_details: 'Le texte contient des coordonnées.',
    other: 'Un autre motif, précisé dans la note.',
  },
  banner: {
    required: 'Veuillez choisir une image',
    notImage: 'Veuillez choisir un fichier image valide',
    tooLarge: "La taille de l'image doit être inférieure à 10 Mo",
    notFound: 'Bannière introuvable',
    deleted: 'Bannière supprimée',
    link: 'Le lien doit être un numéro de produit ou une adresse commençant par https://',
    linkProduct: "Aucun produit du catalogue n'a ce numéro.",
    date: 'Les dates doivent être une date et une heure ISO complètes avec leur fuseau horaire.',
    schedule: 'La fin de la programmation doit venir après son début.',
    position: 'La position doit être un nombre entier à partir de 1.',
    active: 'Active doit valoir vrai ou faux.',
    orderIds: 'Indiquez chaque bannière une seule fois, dans le nouvel ordre.',
    orderStale:
      'Des bannières ont été ajoutées ou supprimées entre-temps. Rechargez la liste et réessayez.',
  },
  subcategory: {
    nameAr: 'Le nom arabe est obligatoire',
    nameFr: 'Le nom français est obligatoire',
    nameEn: 'Le nom anglais est obligatoire',
    category:
      "La catégorie doit être l'une des suivantes : Hajj et Omra, Restaurants et loisirs, Location de maisons ou Voyages organisés",
    inUse: 'Cette sous-catégorie est utilisée par des produits et ne peut pas être supprimée.',
    moveTarget: 'Choisissez une autre sous-catégorie de la même catégorie.',
    movedAndDeleted: 'Produits déplacés ; sous-catégorie supprimée',
    notFound: 'Sous-catégorie introuvable',
    categoryLocked:
      'Cette sous-catégorie est utilisée par des produits ; sa catégorie ne peut pas changer.',
    deleted: 'Sous-catégorie supprimée',
  },
  user: {
    notFound: 'Utilisateur introuvable',
    selfBlock: 'Vous ne pouvez pas bloquer votre propre compte.',
    lastAdmin: 'Le dernier administrateur actif ne peut être ni rétrogradé ni bloqué.',
    staffRole: 'Le rôle doit être administrateur ou modérateur',
    role: 'Le rôle doit être administrateur, modérateur ou utilisateur',
    usernameRequired: "Le nom d'utilisateur est obligatoire",
    selfStaff:
      'Utilisez votre profil pour votre propre compte : mot de passe, authentification à deux facteurs et sessions. Un autre administrateur change votre rôle.',
  },
  upload: {
    notMultipart: 'Une requête multipart/form-data est attendue.',
    malformed: 'Les données du formulaire sont mal formées.',
    unexpectedField: 'Champ de fichier inattendu « {field} ».',
    oneFile: 'Un seul fichier est autorisé.',
    dimensions: "Les dimensions de l'image sont trop grandes.",
    fileNotFound: 'Fichier introuvable',
  },
  twoFactor: {
    codeRequired: "Le code d'authentification est obligatoire",
    codeInvalid: "Code d'authentification incorrect.",
    challengeInvalid: 'Votre connexion a expiré. Veuillez vous reconnecter.',
    tooMany: 'Trop de codes incorrects. Veuillez réessayer plus tard.',
    alreadyEnabled: "L'authentification à deux facteurs est déjà activée.",
    notEnabled: "L'authentification à deux facteurs n'est pas activée.",
    noSetup: "Recommencez la configuration : aucune inscription n'est en cours.",
    enrollmentRequired: "Activez l'authentification à deux facteurs pour continuer.",
  },
  password: {
    tooShort: 'Le mot de passe doit contenir au moins 10 caractères',
    common: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
    contextWord:
      'Ce mot de passe contient ou rappelle votre nom, votre adresse e-mail ou le nom du produit. Veuillez en choisir un autre.',
    repeats:
      'Ce mot de passe est surtout fait de caractères répétés ou qui se suivent (comme aaaa ou 1234). Veuillez en choisir un autre.',
    currentRequired: 'Le mot de passe actuel est obligatoire',
    currentInvalid: 'Le mot de passe actuel est incorrect.',
    tooMany: 'Trop de mots de passe incorrects. Veuillez réessayer plus tard.',
    resetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
    resetTooMany: 'Trop de demandes de réinitialisation. Veuillez réessayer plus tard.',
    resetSent:
      'Si un compte utilise cette adresse e-mail, un lien pour réinitialiser son mot de passe est en route. Il est valable une heure.',
    askAdmin:
      'La réinitialisation par e-mail n’est pas disponible. Veuillez demander à un administrateur de réinitialiser votre mot de passe.',
  },
  session: {
    notFound: 'Session introuvable',
  },
  phone: {
    required: 'Le numéro de téléphone est obligatoire',
  },
  rating: {
    invalid: 'La note doit être un nombre entier de 1 à 5',
    productId: 'Identifiant du produit introuvable',
    ownListing: 'Vous ne pouvez pas noter votre propre annonce.',
  },
  generic: {
    badRequest: 'Requête invalide',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    tooLarge: 'La requête est trop volumineuse.',
    unsupportedType: 'Type de contenu non pris en charge.',
    notFound: 'Introuvable',
    internal: 'Erreur interne du serveur',
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer.',
    stale:
      "Quelqu'un d'autre a modifié cet enregistrement depuis que vous l'avez ouvert. Vérifiez les valeurs actuelles.",
    tooManyUploads: "Trop d'envois. Veuillez patienter avant d'envoyer à nouveau.",
    routeNotFound: 'Route introuvable',
    versionRequired:
      'Envoyez la version à partir de laquelle cette modification a été faite (If-Match).',
    versionUnreadable: "L'en-tête If-Match ne désigne aucune version de cet enregistrement.",
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
    timeout: 'La requête a mis trop de temps à arriver.',
    tooLong: '{max} caractères au maximum',
    invalidSearch: 'Texte de recherche invalide',
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
  activity: {
    invalidDate: 'Les dates doivent être au format AAAA-MM-JJ ou une date et heure ISO complète.',
    dateRange: 'La date de début doit précéder la date de fin.',
    recordWithoutType: "Un identifiant d'enregistrement demande son type (entity).",
  },
  insights: { period: 'La période doit être week, month ou year.' },
  appeal: {
    message: 'Dites en quelques mots pourquoi la décision devrait changer.',
    messageTooLong: 'Le recours doit faire au plus 1000 caractères.',
    already: 'Ce refus a déjà fait l’objet d’un recours.',
    windowOver: 'Le délai de recours contre ce refus est dépassé.',
    notRejected: 'Seule une annonce refusée peut faire l’objet d’un recours.',
    notOwner: 'Seul son propriétaire peut faire un recours contre ce refus.',
    notFound: 'Recours introuvable.',
    fourEyes: 'Un autre modérateur doit trancher le recours contre votre propre refus.',
    decided: 'Ce recours a déjà été tranché.',
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
    refreshTooMany: 'عدد كبير جدًا من تجديدات الجلسة. يرجى المحاولة بعد دقيقة.',
    forbidden: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
    stepUpRequired: 'أكّد كلمة المرور للمتابعة.',
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
    notFound: 'المنتج غير موجود',
    subcategoryMismatch: 'الفئة الفرعية لا تنتمي إلى الفئة المختارة.',
    notWaiting: 'هذا المنتج ليس في انتظار الموافقة.',
    alreadyApproved: 'سبق أن وافق {name} على هذا المنتج في {at}.',
    alreadyRejected: 'سبق أن رفض {name} هذا المنتج في {at}.',
    claimed: 'يراجع {name} هذا المنتج حاليًا.',
    undoExpired: 'انتهت مهلة التراجع عن هذا الحذف.',
    bulkNotFound: 'منتجات غير موجودة: {ids}.',
    bulkNotWaiting: 'منتجات ليست في انتظار الموافقة: {ids}.',
    bulkEmpty: 'اختر منتجًا واحدًا على الأقل.',
    bulkTooMany: '{max} منتج على الأكثر في المرة الواحدة.',
    deleted: 'تم حذف المنتج',
    rejectReason: 'اختر سبب الرفض.',
    rejectNoteRequired: 'اشرح سبب الرفض في ملاحظة.',
    rejectNote: 'يجب أن تكون الملاحظة نصًا.',
    nothingToUndo: 'لا يوجد قرار للتراجع عنه في هذا المنتج.',
    notRejected: 'لا يمكن إعادة إرسال إلا الإعلان المرفوض.',
    notOwner: 'لا يمكن إعادة إرسال هذا الإعلان إلا لصاحبه.',
    tooManyPictures: 'للإعلان {max} صور على الأكثر.',
    pictureNotFound: 'الصورة غير موجودة',
    lastPicture: 'يحتفظ الإعلان بصورة واحدة على الأقل.',
    pictureOrder: 'يجب أن يذكر الترتيب كل صورة من صور الإعلان مرة واحدة.',
    changedSinceReview: 'تغيّر هذا الإعلان منذ فتحته. راجعه من جديد ثم قرّر.',
    bulkChanged: 'إعلانات تغيّرت منذ فتحتها: {ids}.',
    tooManyChanges: 'تعديلات كثيرة جدًا على الإعلانات. يرجى الانتظار قبل التعديل مجددًا.',
  },
  rejection: {
    incomplete_description: 'الوصف غير مكتمل.',
    wrong_category: 'الإعلان في فئة خاطئة.',
    prohibited_content: 'الإعلان يعرض شيئًا غير مسموح به.',
    poor_photos: 'الصور رديئة أو مضللة.',
    duplicate: 'هذا الإعلان مكرر لإعلان آخر.',
    unrealistic_price: 'السعر غير واقعي.',
    contact_details: 'النص يحتوي على معلومات اتصال.',
    other: 'سبب آخر موضح في الملاحظة.',
  },
  banner: {
    required: 'يرجى اختيار صورة',
    notImage: 'يرجى اختيار ملف صورة صالح',
    tooLarge: 'يجب أن يكون حجم الصورة أقل من 10 ميغابايت',
    notFound: 'اللافتة غير موجودة',
    deleted: 'تم حذف اللافتة',
    link: 'يجب أن يكون الرابط رقم منتج أو عنوانًا يبدأ بـ https://',
    linkProduct: 'لا يوجد منتج في الكتالوج بهذا الرقم.',
    date: 'يجب أن تكون التواريخ تاريخًا ووقتًا كاملين بصيغة ISO مع المنطقة الزمنية.',
    schedule: 'يجب أن تأتي نهاية الجدولة بعد بدايتها.',
    position: 'يجب أن يكون الترتيب عددًا صحيحًا ابتداءً من 1.',
    active: 'يجب أن تكون قيمة التفعيل صحيحة أو خاطئة.',
    orderIds: 'اذكر كل لافتة مرة واحدة، بالترتيب الجديد.',
    orderStale: 'أُضيفت لافتات أو حُذفت في الأثناء. أعد تحميل القائمة وحاول مجددًا.',
  },
  subcategory: {
    nameAr: 'الاسم بالعربية مطلوب',
    nameFr: 'الاسم بالفرنسية مطلوب',
    nameEn: 'الاسم بالإنجليزية مطلوب',
    category:
      'يجب أن تكون الفئة إحدى الفئات: الحج والعمرة أو المطاعم والترفيه أو كراء المنازل أو الرحلات المنظمة',
    inUse: 'هذه الفئة الفرعية مستخدمة في منتجات ولا يمكن حذفها.',
    moveTarget: 'اختر فئة فرعية أخرى من الفئة نفسها.',
    movedAndDeleted: 'نُقلت المنتجات وحُذفت الفئة الفرعية',
    notFound: 'الفئة الفرعية غير موجودة',
    categoryLocked: 'هذه الفئة الفرعية مستخدمة في منتجات؛ لا يمكن تغيير فئتها.',
    deleted: 'تم حذف الفئة الفرعية',
  },
  user: {
    notFound: 'المستخدم غير موجود',
    selfBlock: 'لا يمكنك حظر حسابك الخاص.',
    lastAdmin: 'لا يمكن تخفيض رتبة آخر مسؤول نشط ولا حظره.',
    staffRole: 'يجب أن يكون الدور مسؤولًا أو مشرفًا',
    role: 'يجب أن يكون الدور مسؤولًا أو مشرفًا أو مستخدمًا',
    usernameRequired: 'اسم المستخدم مطلوب',
    selfStaff:
      'استخدم ملفك الشخصي لحسابك: كلمة المرور والمصادقة الثنائية والجلسات. يغيّر مدير آخر دورك.',
  },
  upload: {
    notMultipart: 'يُنتظر طلب من نوع multipart/form-data.',
    malformed: 'بيانات النموذج غير سليمة.',
    unexpectedField: 'حقل ملف غير متوقع «{field}».',
    oneFile: 'يُسمح بملف واحد فقط.',
    dimensions: 'أبعاد الصورة كبيرة جدًا.',
    fileNotFound: 'الملف غير موجود',
  },
  twoFactor: {
    codeRequired: 'رمز المصادقة مطلوب',
    codeInvalid: 'رمز المصادقة غير صحيح.',
    challengeInvalid: 'انتهت صلاحية تسجيل الدخول. يرجى تسجيل الدخول من جديد.',
    tooMany: 'رموز خاطئة كثيرة. يرجى المحاولة لاحقًا.',
    alreadyEnabled: 'المصادقة الثنائية مفعّلة بالفعل.',
    notEnabled: 'المصادقة الثنائية غير مفعّلة.',
    noSetup: 'ابدأ الإعداد من جديد: لا يوجد تسجيل جارٍ.',
    enrollmentRequired: 'فعّل المصادقة الثنائية للمتابعة.',
  },
  password: {
    tooShort: 'يجب أن تتكون كلمة المرور من 10 أحرف على الأقل',
    common: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة أخرى.',
    contextWord:
      'كلمة المرور هذه تتضمن اسمك أو بريدك الإلكتروني أو اسم المنتج أو تشبهها. يرجى اختيار كلمة أخرى.',
    repeats:
      'كلمة المرور هذه مكوّنة في معظمها من أحرف مكررة أو متتالية (مثل aaaa أو 1234). يرجى اختيار كلمة أخرى.',
    currentRequired: 'كلمة المرور الحالية مطلوبة',
    currentInvalid: 'كلمة المرور الحالية غير صحيحة.',
    tooMany: 'كلمات مرور خاطئة كثيرة. يرجى المحاولة لاحقًا.',
    resetInvalid: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية.',
    resetTooMany: 'طلبات إعادة تعيين كثيرة. يرجى المحاولة لاحقًا.',
    resetSent:
      'إذا كان هناك حساب يستخدم هذا البريد الإلكتروني، فإن رابط إعادة تعيين كلمة المرور في الطريق إليه. وهو صالح لمدة ساعة.',
    askAdmin:
      'إعادة التعيين عبر البريد الإلكتروني غير متاحة. يرجى أن تطلب من مسؤول إعادة تعيين كلمة مرورك.',
  },
  session: {
    notFound: 'الجلسة غير موجودة',
  },
  phone: {
    required: 'رقم الهاتف مطلوب',
  },
  rating: {
    invalid: 'يجب أن يكون التقييم عددًا صحيحًا من 1 إلى 5',
    productId: 'معرّف المنتج غير موجود',
    ownListing: 'لا يمكنك تقييم إعلانك الخاص.',
  },
  generic: {
    badRequest: 'طلب غير صالح',
    invalidJson: 'محتوى الطلب ليس JSON صالحًا.',
    tooLarge: 'الطلب كبير جدًا.',
    unsupportedType: 'نوع المحتوى غير مدعوم.',
    notFound: 'غير موجود',
    internal: 'خطأ داخلي في الخادم',
    unavailable: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
    stale: 'عدّل شخص آخر هذا السجل منذ أن فتحته. راجع القيم الحالية.',
    versionRequired: 'أرسل الإصدار الذي أُجري عليه هذا التعديل (If-Match).',
    versionUnreadable: 'لا يحدد الرأس If-Match أي إصدار لهذا السجل.',
    tooManyUploads: 'عدد كبير من عمليات الرفع. يرجى الانتظار قبل الرفع مجددًا.',
    routeNotFound: 'المسار غير موجود',
    headersTooLarge: 'ترويسات الطلب كبيرة جدًا.',
    timeout: 'استغرق وصول الطلب وقتًا طويلًا.',
    tooLong: '{max} حرفًا كحد أقصى',
    invalidSearch: 'نص البحث غير صالح',
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
  activity: {
    invalidDate: 'يجب أن تكون التواريخ بصيغة YYYY-MM-DD أو تاريخًا ووقتًا كاملين بصيغة ISO.',
    dateRange: 'يجب أن يسبق تاريخ البداية تاريخ النهاية.',
    recordWithoutType: 'يتطلب معرّف السجل نوعه (entity).',
  },
  insights: { period: 'يجب أن تكون الفترة week أو month أو year.' },
  appeal: {
    message: 'اذكر في كلمات قليلة لماذا يجب أن يتغير القرار.',
    messageTooLong: 'يجب ألا يتجاوز الطعن 1000 حرف.',
    already: 'سبق الطعن في هذا الرفض.',
    windowOver: 'انتهت مهلة الطعن في هذا الرفض.',
    notRejected: 'لا يمكن الطعن إلا في إعلان مرفوض.',
    notOwner: 'لا يمكن الطعن في هذا الإعلان إلا لصاحبه.',
    notFound: 'الطعن غير موجود.',
    fourEyes: 'يجب أن يبت مراقب آخر في الطعن في رفضك أنت.',
    decided: 'سبق البت في هذا الطعن.',
  },
}

type Translated = Exclude<Locale, 'en'>

const tables: Record<Translated, MessageTexts> = { fr: messagesFr, ar: messagesAr }

function lookup(texts: MessageTexts, code: MessageCode): string | undefined {
  const [group = '', key = ''] = code.split('.')
  const groupTexts: Record<string, Record<string, string>> = texts
  return groupTexts[group]?.[key]
}

/**
 * The text of a message code in `locale`. `english` is what the server said; the values of
 * its placeholders ("Products not found: 3, 4.") are carried into the translation.
 */
export function translateCode(code: MessageCode, english: string, locale: Locale): string {
  if (locale === 'en') return english
  const template = lookup(tables[locale], code)
  if (template === undefined) return english
  return fillPlaceholders(template, paramsIn(code, english))
}

/** A schema's validation text (which carries no code) in French or Arabic; others unchanged. */
export function translateServerMessage(text: string, locale: Locale): string {
  const code = locale === 'en' ? undefined : schemaCode(text)
  return code ? translateCode(code, text, locale) : text
}
