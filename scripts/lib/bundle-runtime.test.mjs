import { describe, expect, it } from 'vitest'
import { runtimeProblems } from './bundle-runtime.mjs'

describe('the web build runtime check', () => {
  it('accepts a build with React and React DOM', () => {
    expect(
      runtimeProblems({ 'assets/index.js': ['react', 'react-dom', 'react-router'], 'a.js': [] }),
    ).toEqual([])
  })

  it('refuses a build that holds Preact, naming the script', () => {
    expect(
      runtimeProblems({ 'assets/index.js': ['preact', 'react-router'], 'assets/b.js': ['react'] }),
    ).toEqual(['the build holds preact (assets/index.js)', 'the build lacks react-dom'])
  })

  it('refuses a build that lacks React DOM', () => {
    expect(runtimeProblems({ 'assets/index.js': ['react', 'scheduler'] })).toEqual([
      'the build lacks react-dom',
    ])
  })
})
