import { TOTP_DIGITS } from '@rihla/contract/auth'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

const ISSUER = 'Rihla Admin'
const CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`)

/** A new 160-bit secret in base32 (RFC 4226's recommended length), for one enrollment. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 })
}

/** The `otpauth://` URL an authenticator app reads, and the same as an SVG QR code. */
export async function enrollmentPicture(secret: string, account: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: account, secret })
  // An SVG as a `data:` URL: the CSP allows `img-src data:`, and no script or library reaches
  // the browser to draw it (the web's bundle budget).
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  })
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  return { otpauthUrl, qrCode }
}

/**
 * The RFC 6238 time step a code belongs to, when it is right for now or one step either side
 * (a phone's clock a little off), else null. The caller stores the step to refuse a replay.
 */
export async function matchTotpStep(secret: string, code: string): Promise<number | null> {
  if (!CODE_PATTERN.test(code)) return null
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 })
    // The result type also covers HOTP, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    return null
  }
}
