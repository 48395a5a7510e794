import { z } from 'zod'
import { LANGS, type Lang } from './constants'

/**
 * What every CSV export accepts beyond its list's query: the language of its headers and
 * values (`lang`, English by default), or `raw=1` for the machine form (field names and codes,
 * `true`/`false`, ISO times), the only form before decision 025.
 */
export const csvExportOptions = {
  lang: z.enum(LANGS).default('en'),
  raw: z.enum(['0', '1']).optional(),
}

type ProductColumn =
  | 'id'
  | 'title'
  | 'price'
  | 'location'
  | 'wilaya'
  | 'category'
  | 'subcategory'
  | 'description'
  | 'status'
  | 'averageRating'
  | 'isE'
  | 'isF'
  | 'isG'
  | 'isH'
  | 'createdAt'
  | 'updatedAt'
type UserColumn = 'id' | 'username' | 'email' | 'phoneNumber' | 'role' | 'status' | 'createdAt'
type Value =
  | 'yes'
  | 'no'
  | 'approved'
  | 'pending'
  | 'rejected'
  | 'admin'
  | 'moderator'
  | 'user'
  | 'blocked'
  | 'active'

export type CsvLabels = {
  products: Record<ProductColumn, string>
  users: Record<UserColumn, string>
  values: Record<Value, string>
}

/** Headers and values of the human form, in the words the screens use. */
export const CSV_LABELS: Record<Lang, CsvLabels> = {
  en: {
    products: {
      id: 'ID',
      title: 'Product title',
      price: 'Price',
      location: 'Location',
      wilaya: 'Wilaya',
      category: 'Category',
      subcategory: 'Subcategory',
      description: 'Description',
      status: 'Status',
      averageRating: 'Rating',
      isE: 'Exclusive',
      isF: 'Best offers',
      isG: 'Best tourist destinations',
      isH: 'Best family destinations',
      createdAt: 'Created At (UTC)',
      updatedAt: 'Last Updated (UTC)',
    },
    users: {
      id: 'ID',
      username: 'Username',
      email: 'Email',
      phoneNumber: 'Phone Number',
      role: 'Role',
      status: 'Status',
      createdAt: 'Created At (UTC)',
    },
    values: {
      yes: 'Yes',
      no: 'No',
      approved: 'Approved',
      pending: 'Pending',
      rejected: 'Rejected',
      admin: 'Admin',
      moderator: 'Moderator',
      user: 'User',
      blocked: 'Blocked',
      active: 'Active',
    },
  },
  fr: {
    products: {
      id: 'ID',
      title: 'Titre du produit',
      price: 'Prix',
      location: 'Lieu',
      wilaya: 'Wilaya',
      category: 'Catégorie',
      subcategory: 'Sous-catégorie',
      description: 'Description',
      status: 'Statut',
      averageRating: 'Note',
      isE: 'Exclusif',
      isF: 'Meilleures offres',
      isG: 'Meilleures destinations touristiques',
      isH: 'Meilleures destinations familiales',
      createdAt: 'Créé le (UTC)',
      updatedAt: 'Modifié le (UTC)',
    },
    users: {
      id: 'ID',
      username: "Nom d'utilisateur",
      email: 'E-mail',
      phoneNumber: 'Numéro de téléphone',
      role: 'Rôle',
      status: 'Statut',
      createdAt: 'Créé le (UTC)',
    },
    values: {
      yes: 'Oui',
      no: 'Non',
      approved: 'Validé',
      pending: 'En attente',
      rejected: 'Refusé',
      admin: 'Administrateur',
      moderator: 'Modérateur',
      user: 'Utilisateur',
      blocked: 'Bloqué',
      active: 'Actif',
    },
  },
  ar: {
    products: {
      id: 'المعرّف',
      title: 'عنوان المنتج',
      price: 'السعر',
      location: 'الموقع',
      wilaya: 'الولاية',
      category: 'الفئة',
      subcategory: 'الفئة الفرعية',
      description: 'الوصف',
      status: 'الحالة',
      averageRating: 'التقييم',
      isE: 'حصري',
      isF: 'أفضل العروض',
      isG: 'أفضل الوجهات السياحية',
      isH: 'أفضل الوجهات العائلية',
      createdAt: 'تاريخ الإنشاء (UTC)',
      updatedAt: 'آخر تحديث (UTC)',
    },
    users: {
      id: 'المعرّف',
      username: 'اسم المستخدم',
      email: 'البريد الإلكتروني',
      phoneNumber: 'رقم الهاتف',
      role: 'الدور',
      status: 'الحالة',
      createdAt: 'تاريخ الإنشاء (UTC)',
    },
    values: {
      yes: 'نعم',
      no: 'لا',
      approved: 'مقبول',
      pending: 'قيد الانتظار',
      rejected: 'مرفوض',
      admin: 'مشرف',
      moderator: 'مراقب',
      user: 'مستخدم',
      blocked: 'محظور',
      active: 'نشط',
    },
  },
}

/** A time as spreadsheets read it: `2026-11-25 17:44:20` (UTC, as the header says). */
export function csvTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}
