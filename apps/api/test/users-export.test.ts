import type { Readable } from 'node:stream'
import type { User, UserListResponse } from '@rihla/contract/users'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportUsersCsv } from '../src/modules/users/users-export-service'
import { csvRecords } from './csv'
import { createUser, signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })

beforeAll(async () => {
  const names = [
    'Amina, "Mina" Export',
    'Export Karim',
    'Export يوسف',
    '=cmd Export',
    'Export Karim',
  ]
  for (const [i, username] of names.entries()) {
    await createUser(t, {
      username,
      phoneNumber: i % 2 ? '+213555000111' : '0555000222',
      isBlocked: i === 1,
    })
  }
})

const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers })
const neutral = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)
const asRecord = (u: User): Record<string, string> => ({
  id: String(u.id),
  username: neutral(u.username),
  email: neutral(u.email),
  phoneNumber: neutral(u.phoneNumber),
  role: u.role,
  isBlocked: String(u.isBlocked),
  createdAt: u.createdAt,
})

async function text(stream: Readable) {
  let out = ''
  for await (const chunk of stream) out += String(chunk)
  return out
}

describe('GET /api/users/export.csv', () => {
  it('exports the searched, sorted users exactly as the API lists them (raw=1)', async () => {
    const query = 'search=export&sort=username&order=desc'
    const res = await get(`/api/users/export.csv?${query}&raw=1`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-[\d-]+\.csv"$/)
    expect(
      res.body.startsWith('\uFEFFid,username,email,phoneNumber,role,isBlocked,createdAt\r\n'),
    ).toBe(true)
    expect(res.body).toContain(`"Amina, ""Mina"" Export"`)
    expect(res.body).toContain(`'=cmd Export`)
    expect(res.body).toContain(`'+213555000111`)
    const json = (await get(`/api/users?${query}&limit=100`)).json<UserListResponse>()
    expect(json.meta.total).toBe(5)
    expect(csvRecords(res.body.slice(1))).toEqual(json.data.map(asRecord))
  })

  it('keeps the list order across batches for every sort and direction', async () => {
    for (const sort of ['id', 'username', 'email', 'role', 'isBlocked', 'createdAt'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const json = (
          await get(`/api/users?sort=${sort}&order=${order}&limit=100`)
        ).json<UserListResponse>()
        const file = await text(exportUsersCsv(t.app.ctx, { sort, order, lang: 'en', raw: '1' }, 2))
        const ids = csvRecords(file.slice(1)).map((r) => Number(r.id))
        expect(ids, `${sort} ${order}`).toEqual(json.data.map((u) => u.id))
      }
    }
  })

  it('names its columns and values for people, in the language asked for, English by default', async () => {
    const query = 'search=export&sort=username&order=desc'
    const json = (await get(`/api/users?${query}&limit=100`)).json<UserListResponse>()
    const blocked = json.data.find((u) => u.isBlocked)
    const expected = {
      en: [
        'ID,Username,Email,Phone Number,Role,Status,Created At (UTC)',
        'User',
        'Blocked',
        'Active',
      ],
      fr: [
        "ID,Nom d'utilisateur,E-mail,Numéro de téléphone,Rôle,Statut,Créé le (UTC)",
        'Utilisateur',
        'Bloqué',
        'Actif',
      ],
      ar: [
        'المعرّف,اسم المستخدم,البريد الإلكتروني,رقم الهاتف,الدور,الحالة,تاريخ الإنشاء (UTC)',
        'مستخدم',
        'محظور',
        'نشط',
      ],
    } as const
    for (const [lang, [header, user, isBlocked, active]] of Object.entries(expected)) {
      const url = `/api/users/export.csv?${query}${lang === 'en' ? '' : `&lang=${lang}`}`
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      const [head, ...rows] = res.body.slice(1).split('\r\n')
      expect(head, lang).toBe(header)
      const records = csvRecords(res.body.slice(1))
      expect(records.map((r) => Number(Object.values(r)[0]))).toEqual(json.data.map((u) => u.id))
      for (const [i, record] of records.entries()) {
        const [, , , , role, status, createdAt] = Object.values(record)
        const source = json.data[i] as User
        expect(role).toBe(user)
        expect(status).toBe(source.isBlocked ? isBlocked : active)
        // A time spreadsheets read, in UTC as the header says.
        expect(createdAt).toBe(source.createdAt.slice(0, 19).replace('T', ' '))
      }
      expect(rows.join()).not.toMatch(/\b(true|false)\b/)
    }
    expect(blocked).toBeDefined()
  })

  it('refuses an unknown language or raw value with a 400', async () => {
    expect((await get('/api/users/export.csv?lang=de')).statusCode).toBe(400)
    expect((await get('/api/users/export.csv?raw=yes')).statusCode).toBe(400)
  })

  it('refuses a plain user', async () => {
    const user = await signedIn(t)
    expect((await get('/api/users/export.csv', user.headers)).statusCode).toBe(403)
  })
})
