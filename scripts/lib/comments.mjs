import ts from 'typescript'

/** Every comment of a TypeScript or JavaScript source as [start, end) ranges, found by its parser. */
export function commentRanges(text, fileName) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const seen = new Map()
  const add = (ranges) => {
    for (const r of ranges ?? []) seen.set(r.pos, { pos: r.pos, end: r.end })
  }
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()))
    add(ts.getTrailingCommentRanges(text, node.getEnd()))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  add(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()))
  return [...seen.values()].sort((a, b) => a.pos - b.pos)
}
