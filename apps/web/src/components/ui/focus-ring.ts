/**
 * One visible focus style for every interactive element, keyboard focus only. An outline, not
 * a box-shadow ring: Windows' forced colours (high contrast) keep outlines and drop shadows.
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'
