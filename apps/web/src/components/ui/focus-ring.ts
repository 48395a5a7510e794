/** Keyboard focus as an outline: Windows' forced colours keep outlines and drop box-shadows. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'
